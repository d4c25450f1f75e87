/* tablee-soundbattle-now-playing.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-synth.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_NOW_PLAYING (tablee_soundbattle_now_playing_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleNowPlaying, tablee_soundbattle_now_playing, TABLEE, SOUNDBATTLE_NOW_PLAYING, AdwBin)

/* A line that says which card is playing while a sequence of cards plays
 * (tablee_synth_render_sequence() with gap_s): "Playing 1 of 2: 30 dB".
 * descriptions holds one plain text per card. Hidden when nothing plays. */
void        tablee_soundbattle_now_playing_start    (TableeSoundbattleNowPlaying *self,
                                                     const TableeSoundCard       *cards,
                                                     const char * const          *descriptions,
                                                     guint                        n_cards,
                                                     double                       gap_s);
void        tablee_soundbattle_now_playing_stop     (TableeSoundbattleNowPlaying *self);
/* The line shown, or NULL when nothing plays. */
const char *tablee_soundbattle_now_playing_get_text (TableeSoundbattleNowPlaying *self);

G_END_DECLS
