/* tablee-notnot-dice.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include "tablee-notnot-board.h"
#include "tablee-notnot-dice.h"

struct _TableeNotnotDice
{
  GObject           parent_instance;

  /* Owned */
  TableeRandom     *random;
  TableeNotnotLevel level;
  TableeNotnotRoll  roll;
  gboolean          rolled;
  TableeNotnotBoard *board;  /* only its dice */
};

G_DEFINE_FINAL_TYPE (TableeNotnotDice, tablee_notnot_dice, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_changed (TableeNotnotDice *self)
{
  tablee_notnot_board_set_roll (self->board, self->rolled ? &self->roll : NULL, self->level);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
tablee_notnot_dice_dispose (GObject *object)
{
  g_clear_object (&TABLEE_NOTNOT_DICE (object)->random);
  g_clear_object (&TABLEE_NOTNOT_DICE (object)->board);

  G_OBJECT_CLASS (tablee_notnot_dice_parent_class)->dispose (object);
}

static void
tablee_notnot_dice_class_init (TableeNotnotDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tablee_notnot_dice_dispose;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_notnot_dice_init (TableeNotnotDice *self)
{
  self->board = tablee_notnot_board_new ();
  tablee_notnot_board_set_roll (self->board, NULL, self->level);
}

TableeNotnotDice *
tablee_notnot_dice_new (TableeRandom *random)
{
  TableeNotnotDice *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_NOTNOT_DICE, NULL);
  self->random = g_object_ref (random);

  return self;
}

void
tablee_notnot_dice_set_level (TableeNotnotDice  *self,
                              TableeNotnotLevel  level)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DICE (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  if (self->level == level)
    return;

  self->level = level;
  /* Discovery has no negation die: the one on screen goes away. */
  if (level == TABLEE_NOTNOT_LEVEL_DISCOVERY)
    self->roll.negations = 0;
  emit_changed (self);
}

TableeNotnotLevel
tablee_notnot_dice_get_level (TableeNotnotDice *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DICE (self), 0);

  return self->level;
}

void
tablee_notnot_dice_roll (TableeNotnotDice *self)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DICE (self));

  tablee_notnot_roll_dice (self->random, self->level, &self->roll);
  self->rolled = TRUE;
  emit_changed (self);
}

gboolean
tablee_notnot_dice_get_roll (TableeNotnotDice *self,
                             TableeNotnotRoll *roll)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DICE (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  *roll = self->roll;

  return self->rolled;
}

TableeNotnotBoard *
tablee_notnot_dice_get_board (TableeNotnotDice *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DICE (self), NULL);

  return self->board;
}
