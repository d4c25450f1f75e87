/* tablee-sound.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  TABLEE_SOUND_TICK,
  TABLEE_SOUND_TICK_URGENT,
  TABLEE_SOUND_TIMEOUT,
  TABLEE_SOUND_DICE,
  TABLEE_SOUND_REVEAL,
  TABLEE_N_SOUNDS,
} TableeSoundId;

#define TABLEE_TYPE_SOUND_SINK (tablee_sound_sink_get_type ())

G_DECLARE_INTERFACE (TableeSoundSink, tablee_sound_sink, TABLEE, SOUND_SINK, GObject)

/* Where sounds end up: libcanberra in the app, a recorder in tests. */
struct _TableeSoundSinkInterface
{
  GTypeInterface parent_iface;

  gboolean (*is_available) (TableeSoundSink  *self);
  /* volume_db: 0.0 is full volume, negative is softer. */
  gboolean (*play_file)    (TableeSoundSink  *self,
                            const char       *path,
                            const char       *event_id,
                            double            volume_db,
                            GError          **error);
  void     (*cancel_all)   (TableeSoundSink  *self);
  /* Optional: keeps the file ready to play at once under event_id, for
   * play_file() with the same path and event_id. */
  gboolean (*cache_file)   (TableeSoundSink  *self,
                            const char       *path,
                            const char       *event_id,
                            GError          **error);
};

#define TABLEE_TYPE_CANBERRA_SINK (tablee_canberra_sink_get_type ())

G_DECLARE_FINAL_TYPE (TableeCanberraSink, tablee_canberra_sink, TABLEE, CANBERRA_SINK, GObject)

/* Opens a libcanberra context (application name and id set). When no sound
 * server answers it stays unavailable and every play quietly fails. */
TableeSoundSink *tablee_canberra_sink_new (void);

#define TABLEE_TYPE_SOUND (tablee_sound_get_type ())

G_DECLARE_FINAL_TYPE (TableeSound, tablee_sound, TABLEE, SOUND, GObject)

/* The sound player games use. Properties: "enabled" (the preference),
 * "volume" (0.0 to 1.0, the preference), "available" (a sink that can play:
 * FALSE without a sound server). Nothing is played while disabled or at
 * volume 0. The sounds directory is $TABLEE_SOUNDS_DIR when set, else the
 * installed one. */
TableeSound *tablee_sound_get_default   (void);
/* Makes sound the one tablee_sound_get_default() returns (tests). */
void         tablee_sound_set_default   (TableeSound      *sound);
TableeSound *tablee_sound_new           (TableeSoundSink  *sink);
gboolean     tablee_sound_get_enabled   (TableeSound      *self);
double       tablee_sound_get_volume    (TableeSound      *self);
gboolean     tablee_sound_get_available (TableeSound      *self);
const char  *tablee_sound_get_dir       (void);
gboolean     tablee_sound_play          (TableeSound      *self,
                                         TableeSoundId     id);
gboolean     tablee_sound_play_file     (TableeSound      *self,
                                         const char       *path,
                                         const char       *event_id);
/* Has the sound server hold the file, so that its first play with the
 * same path and event_id starts at once and whole. FALSE when the sink
 * keeps nothing (it then plays the file as any other). */
gboolean     tablee_sound_cache_file    (TableeSound      *self,
                                         const char       *path,
                                         const char       *event_id);
/* Writes mono 16-bit samples to a temporary WAV file and plays it. */
gboolean     tablee_sound_play_samples  (TableeSound      *self,
                                         const gint16     *samples,
                                         gsize             n_samples,
                                         guint             rate,
                                         const char       *event_id);
void         tablee_sound_cancel_all    (TableeSound      *self);

G_END_DECLS
