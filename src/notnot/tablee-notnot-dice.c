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

static void tablee_notnot_dice_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeNotnotDice, tablee_notnot_dice, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE, tablee_notnot_dice_saveable_init))

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
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

/* The saved state: the level and the dice as they lie, so that the page
 * shows them again as they were. */
static GVariant *
tablee_notnot_dice_save (TableeSaveable *saveable)
{
  TableeNotnotDice *self = TABLEE_NOTNOT_DICE (saveable);
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", (guint) self->level);
  g_variant_dict_insert (&dict, "rolled", "b", self->rolled);
  g_variant_dict_insert (&dict, "dice", "(uuu)", (guint) self->roll.a, (guint) self->roll.b, self->roll.negations);

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_notnot_dice_load (TableeSaveable  *saveable,
                         GVariant        *state,
                         GError         **error)
{
  TableeNotnotDice *self = TABLEE_NOTNOT_DICE (saveable);
  guint level, a, b, negations;
  gboolean rolled;

  if (!g_variant_lookup (state, "level", "u", &level) || level >= TABLEE_NOTNOT_N_LEVELS ||
      !g_variant_lookup (state, "rolled", "b", &rolled) ||
      !g_variant_lookup (state, "dice", "(uuu)", &a, &b, &negations) ||
      a >= TABLEE_NOTNOT_N_FACES || b >= TABLEE_NOTNOT_N_FACES || negations > TABLEE_NOTNOT_MAX_NEGATIONS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "Not Not dice: the saved roll is not valid");
      return FALSE;
    }

  self->level = level;
  self->rolled = rolled;
  self->roll = (TableeNotnotRoll) { a, b, negations, FALSE, TABLEE_SPOT_UP };
  emit_changed (self);

  return TRUE;
}

static void
tablee_notnot_dice_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_notnot_dice_save;
  iface->load = tablee_notnot_dice_load;
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
