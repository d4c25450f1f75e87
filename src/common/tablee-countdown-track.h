/* tablee-countdown-track.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  TABLEE_COUNTDOWN_TRACK_TICK,
  TABLEE_COUNTDOWN_TRACK_TICK_URGENT,
  TABLEE_COUNTDOWN_TRACK_TIMEOUT,
  TABLEE_COUNTDOWN_TRACK_N_SOUNDS,
} TableeCountdownTrackSound;

/* Voices count down to 1; number 0 is what is said when time is up. */
#define TABLEE_COUNTDOWN_TRACK_MAX_NUMBER 14

#define TABLEE_TYPE_COUNTDOWN_TRACK (tablee_countdown_track_get_type ())

G_DECLARE_FINAL_TYPE (TableeCountdownTrack, tablee_countdown_track, TABLEE, COUNTDOWN_TRACK, GObject)

/* A whole countdown rendered as one stream of mono 16-bit samples, like a
 * metronome's: the sound of second k starts at exactly sample k × rate, so
 * the sound card's clock, not the main loop, keeps the time.
 *
 * Second k of a countdown of d seconds has a tick (an urgent one in the
 * last "urgent-seconds"), and the voice saying d − k when one is set; second
 * d has the time-out sound and the voice saying that time is up. With a
 * lead, everything comes that much later. Sounds at
 * another rate than the track's are resampled when set. */
TableeCountdownTrack *tablee_countdown_track_new         (guint                      rate);
guint                 tablee_countdown_track_get_rate    (TableeCountdownTrack      *self);
void                  tablee_countdown_track_set_urgent_seconds (TableeCountdownTrack *self,
                                                          guint                      seconds);
/* Silence before the first sound of every track: a sound server may drop
 * the first milliseconds of a stream while it starts. */
void                  tablee_countdown_track_set_lead_us (TableeCountdownTrack      *self,
                                                          gint64                     lead_us);
void                  tablee_countdown_track_set_sound   (TableeCountdownTrack      *self,
                                                          TableeCountdownTrackSound  sound,
                                                          const gint16              *samples,
                                                          gsize                      n_samples,
                                                          guint                      rate);
/* number: 1 to TABLEE_COUNTDOWN_TRACK_MAX_NUMBER, or 0 for "time's up". */
void                  tablee_countdown_track_set_voice   (TableeCountdownTrack      *self,
                                                          guint                      number,
                                                          const gint16              *samples,
                                                          gsize                      n_samples,
                                                          guint                      rate);
void                  tablee_countdown_track_clear_voice (TableeCountdownTrack      *self);
gboolean              tablee_countdown_track_has_voice   (TableeCountdownTrack      *self);

/* Where the sound of second k starts in a track rendered with remaining_us
 * left of a countdown of duration seconds, in samples from the track's
 * start; -1 when that second is already past. */
gint64                tablee_countdown_track_onset       (TableeCountdownTrack      *self,
                                                          guint                      duration,
                                                          gint64                     remaining_us,
                                                          guint                      k);
/* The countdown of duration seconds from the moment remaining_us are left
 * (duration × 1 000 000 for a fresh start): a countdown resumed after a
 * pause has its first tick on the right fraction of a second. */
gint16               *tablee_countdown_track_render      (TableeCountdownTrack      *self,
                                                          guint                      duration,
                                                          gint64                     remaining_us,
                                                          gsize                     *n_samples);

/* Reads tick.wav, tick-urgent.wav and timeout.wav from dir. */
gboolean              tablee_countdown_track_load_sounds (TableeCountdownTrack      *self,
                                                          const char                *dir,
                                                          GError                   **error);
/* Reads voice/<language>-<n>.wav (n = 1 to 14) and voice/<language>-timeout.wav
 * from dir. */
gboolean              tablee_countdown_track_load_voice  (TableeCountdownTrack      *self,
                                                          const char                *dir,
                                                          const char                *language,
                                                          GError                   **error);

G_END_DECLS
