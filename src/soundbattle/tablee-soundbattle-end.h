/* tablee-soundbattle-end.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-game-page.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_END (tablee_soundbattle_end_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleEnd, tablee_soundbattle_end, TABLEE, SOUNDBATTLE_END, GObject)

/* How the page of La Guerre des Sons ends a match midway: when tricks
 * would be lost it asks first (an AdwMessageDialog, responses "cancel"
 * and "end"); the match ended goes to the History with what was played,
 * as a finished game does, and a toast offers to undo the step. Undo
 * takes the match back out of the History, redo puts it back. page owns
 * the object and outlives it; its game is a TableeSoundbattleReferee. */
TableeSoundbattleEnd *tablee_soundbattle_end_new     (TableeGamePage       *page);
/* What End the Match (or New Match, once the match is won) does. */
void                  tablee_soundbattle_end_request (TableeSoundbattleEnd *self);

G_END_DECLS
