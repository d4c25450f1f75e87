/* tablee-notnot-dice.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-notnot-game.h"
#include "tablee-saveable.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_DICE (tablee_notnot_dice_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotDice, tablee_notnot_dice, TABLEE, NOTNOT_DICE, GObject)

/* The dice alone, for tables that lay out their own cards: the level (its
 * own, apart from the game's) and the last roll. Implements
 * TableeSaveable (both), so that a page opened again shows them as they
 * were. "changed" after every roll. */
TableeNotnotDice *tablee_notnot_dice_new       (TableeRandom      *random);
void              tablee_notnot_dice_set_level (TableeNotnotDice  *self,
                                                TableeNotnotLevel  level);
TableeNotnotLevel tablee_notnot_dice_get_level (TableeNotnotDice  *self);
void              tablee_notnot_dice_roll      (TableeNotnotDice  *self);
/* The last roll; FALSE before the first. */
gboolean          tablee_notnot_dice_get_roll  (TableeNotnotDice  *self,
                                                TableeNotnotRoll  *roll);
/* The dice as a view shows them (tablee_notnot_board_get_dice()), set
 * before every "changed"; transfer none. */
TableeNotnotBoard *tablee_notnot_dice_get_board (TableeNotnotDice *self);

G_END_DECLS
