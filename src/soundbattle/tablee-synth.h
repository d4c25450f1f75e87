/* tablee-synth.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tablee-sound-quality.h"

G_BEGIN_DECLS

/* Makes the sound a card describes, as mono 16-bit samples at 44100 Hz.
 *
 * - Pitch is the frequency of the fundamental, kept within what speakers
 *   play: TABLEE_SYNTH_MIN_PITCH to TABLEE_SYNTH_MAX_PITCH Hz.
 * - Duration is the length, kept within TABLEE_SYNTH_MIN_DURATION to
 *   TABLEE_SYNTH_MAX_DURATION seconds so that a card of an hour stays a
 *   demonstration.
 * - Volume: the card's 0 to 140 dB (sound pressure levels, from silence to
 *   a jet engine) are mapped linearly onto a peak of -30 to -6 dBFS; louder
 *   cards stay at -6 dBFS. The peak never exceeds TABLEE_SYNTH_PEAK_CAP
 *   (-6 dBFS), whatever the card says: a card cannot hurt ears or speakers.
 * - Timbre: 0 % is a pure sine; rising timbre adds harmonics (amplitude
 *   t/k for harmonic k, t = timbre / 100, up to a sawtooth at 100 %), a
 *   70 Hz flutter (depth t/2, what the ear calls rough) and white noise
 *   (amplitude t² / 3). The peak is then normalised, so timbre changes the
 *   colour of the sound and not its level.
 * - 10 ms fades at both ends (less on very short sounds) avoid clicks.
 *
 * The noise comes from a seeded generator: the same card and seed always
 * give the same samples. */

#define TABLEE_SYNTH_RATE         44100
#define TABLEE_SYNTH_PEAK_CAP     16384   /* -6.02 dBFS */
#define TABLEE_SYNTH_MIN_PITCH    40.0
#define TABLEE_SYNTH_MAX_PITCH    12000.0
#define TABLEE_SYNTH_MIN_DURATION 0.05
#define TABLEE_SYNTH_MAX_DURATION 8.0
#define TABLEE_SYNTH_MIN_DBFS     (-30.0)
#define TABLEE_SYNTH_MAX_DBFS     (-6.0)
#define TABLEE_SYNTH_MAX_CARD_DB  140.0

/* What is really played for a card's value (the clamps above), in the
 * quality's unit (dBFS for the volume). */
double  tablee_synth_get_frequency  (const TableeSoundCard *card);
double  tablee_synth_get_duration   (const TableeSoundCard *card);
double  tablee_synth_get_peak_dbfs  (const TableeSoundCard *card);
/* The peak sample value the card's sound reaches. */
gint16  tablee_synth_get_peak       (const TableeSoundCard *card);

/* The samples of one card; free with g_free(). */
gint16 *tablee_synth_render          (const TableeSoundCard *card,
                                      guint32                seed,
                                      gsize                 *n_samples);
/* Several cards one after another, gap_s seconds of silence between them. */
gint16 *tablee_synth_render_sequence (const TableeSoundCard *cards,
                                      guint                  n_cards,
                                      double                 gap_s,
                                      guint32                seed,
                                      gsize                 *n_samples);

G_END_DECLS
