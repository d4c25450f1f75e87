/* tablee-notnot-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-game-page.h"
#include "tablee-notnot-game.h"
#include "tablee-notnot-training.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_PAGE (tablee_notnot_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotPage, tablee_notnot_page, TABLEE, NOTNOT_PAGE, TableeGamePage)

/* The Not Not page: the dice, the board and the referee, in three modes
 * (property "mode": "table", "training", "dice"). Everything a user does is
 * an action: the base page's game.undo, game.redo, game.new-game (again at
 * the same level) and game.rules (the rules of the level shown), and
 * page.roll, page.reveal, page.pick (u: a spot), page.tap ((uu): player and
 * spot), page.end-turn, page.new-game-at (u: a level, 4 for the first
 * game), page.level (u), page.mode (s). Its parts are template children:
 * "status_label", "explanation_label", "results_label", "play_area" (laid
 * out vertical in a narrow window), "die_0"... (direction, colour,
 * negation) and "slot_0"... (the cards, by TableeSpot). */
TableeNotnotTraining *tablee_notnot_page_get_training  (TableeNotnotPage *self);
/* Whether the dice are rolling on screen. */
gboolean              tablee_notnot_page_get_animating (TableeNotnotPage *self);
/* The roll the dice show, FALSE when none. */
gboolean              tablee_notnot_page_get_shown_roll (TableeNotnotPage *self,
                                                         TableeNotnotRoll *roll);

G_END_DECLS
