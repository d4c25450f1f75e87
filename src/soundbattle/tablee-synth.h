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
 * - Volume: a card's decibels are played along a slope of
 *   TABLEE_SYNTH_DBFS_PER_DB dBFS per dB, the same step for every dB, so
 *   that a card at TABLEE_SYNTH_MAX_CARD_DB (110 dB, a concert) peaks at
 *   TABLEE_SYNTH_MAX_DBFS (-1 dBFS, loud at a table) and louder cards stay
 *   there. TABLEE_SYNTH_MIN_CARD_DB (30 dB, a whisper) is played 28 dB
 *   softer, at -29 dBFS: some seven times softer to the ear, clearly apart,
 *   yet still heard across a table on laptop speakers, which a wider span
 *   would lose; softer cards are played as a whisper too. The peak never
 *   exceeds TABLEE_SYNTH_PEAK_CAP (-1 dBFS), whatever the card says,
 *   leaving headroom for the speakers.
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
#define TABLEE_SYNTH_PEAK_CAP     29204   /* -1 dBFS */
#define TABLEE_SYNTH_MIN_PITCH    40.0
#define TABLEE_SYNTH_MAX_PITCH    12000.0
#define TABLEE_SYNTH_MIN_DURATION 0.05
#define TABLEE_SYNTH_MAX_DURATION 8.0
#define TABLEE_SYNTH_MAX_DBFS     (-1.0)
#define TABLEE_SYNTH_MAX_CARD_DB  110.0
#define TABLEE_SYNTH_MIN_CARD_DB  30.0
#define TABLEE_SYNTH_DBFS_PER_DB  0.35

/* What is really played for a card's value (the clamps above), in the
 * quality's unit (dBFS for the volume). */
double  tablee_synth_get_frequency  (const TableeSoundCard *card);
double  tablee_synth_get_peak_dbfs  (const TableeSoundCard *card);
/* The peak sample value the card's sound reaches. */
gint16  tablee_synth_get_peak       (const TableeSoundCard *card);

/* Cards one after another, gap_s seconds of silence between them; the
 * noise of the first from seed, of the next from seed + 1, and so on. When
 * each card starts, in seconds from the first sample, goes to starts (NULL,
 * or n_cards + 1 long: the last is the end of the sequence). Free with
 * g_free(). */
gint16 *tablee_synth_render_sequence (const TableeSoundCard *cards,
                                      guint                  n_cards,
                                      double                 gap_s,
                                      guint32                seed,
                                      double                *starts,
                                      gsize                 *n_samples);

G_END_DECLS
