/* tablee-frantic-scorer-pending.c: the events of the round in progress,
 * waiting for the round's points, and what the table recorded of them as
 * they happened (Double Taxation's sums, Seppuku's choices, who went out
 * in time). A new round starts from them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-scorer"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tablee-frantic-private.h"

guint
tablee_frantic_scorer_get_n_pending (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->pending->adjustments->len;
}

void
tablee_frantic_scorer_add_pending (TableeFranticScorer *self,
                                   TableeFranticEvent   event,
                                   guint                lucky_mask)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));
  g_return_if_fail (_tablee_frantic_valid_event (event));

  if (self->pending->adjustments->len >= TABLEE_FRANTIC_MAX_ADJUSTMENTS)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  tablee_frantic_round_add_adjustment (self->pending, event, lucky_mask & ((1u << self->columns->len) - 1));
  _tablee_frantic_scorer_changed (self, before);
}

void
tablee_frantic_scorer_clear_pending (TableeFranticScorer *self)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  if (self->pending->adjustments->len == 0 && self->pending->finishers == 0)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  g_array_set_size (self->pending->adjustments, 0);
  self->pending->finishers = 0;
  _tablee_frantic_scorer_changed (self, before);
}

TableeFranticEvent
tablee_frantic_scorer_get_pending_event (TableeFranticScorer *self,
                                         guint                index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (index < self->pending->adjustments->len, 0);

  return get_adjustment (self->pending, index)->event;
}

guint
tablee_frantic_scorer_get_pending_lucky (TableeFranticScorer *self,
                                         guint                index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (index < self->pending->adjustments->len, 0);

  return get_adjustment (self->pending, index)->lucky_mask;
}

int
tablee_frantic_scorer_get_pending_input (TableeFranticScorer *self,
                                         guint                index,
                                         guint                player)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), TABLEE_FRANTIC_INPUT_UNSET);
  g_return_val_if_fail (index < self->pending->adjustments->len, TABLEE_FRANTIC_INPUT_UNSET);
  g_return_val_if_fail (player < self->columns->len, TABLEE_FRANTIC_INPUT_UNSET);

  return get_adjustment (self->pending, index)->inputs[player];
}

gboolean
tablee_frantic_scorer_get_pending_recorded (TableeFranticScorer *self,
                                            guint                index)
{
  const Adjustment *adjustment;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);
  g_return_val_if_fail (index < self->pending->adjustments->len, FALSE);

  adjustment = get_adjustment (self->pending, index);
  for (guint p = 0; p < self->columns->len; p++)
    if (!is_protected (adjustment, p) && adjustment->inputs[p] != TABLEE_FRANTIC_INPUT_UNSET)
      return TRUE;

  return FALSE;
}

gboolean
tablee_frantic_scorer_record_pending (TableeFranticScorer  *self,
                                      guint                 index,
                                      const int            *inputs,
                                      int                  *player,
                                      GError              **error)
{
  g_autoptr(TableeFranticRound) check = NULL;
  const Adjustment *adjustment;
  GArray *before;
  guint n, a;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);
  g_return_val_if_fail (index < self->pending->adjustments->len, FALSE);
  g_return_val_if_fail (inputs != NULL, FALSE);

  /* The event alone, in a round of empty hands, is judged as it will be
   * in the round. */
  n = self->columns->len;
  adjustment = get_adjustment (self->pending, index);
  check = tablee_frantic_round_new (n);
  a = tablee_frantic_round_add_adjustment (check, adjustment->event, adjustment->lucky_mask);
  for (guint p = 0; p < n; p++)
    tablee_frantic_round_set_adjustment_input (check, a, p, inputs[p]);
  if (!_tablee_frantic_round_check (check, n, player, NULL, error))
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  memcpy (get_adjustment (self->pending, index)->inputs, get_adjustment (check, a)->inputs, n * sizeof (int));
  _tablee_frantic_scorer_changed (self, before);

  return TRUE;
}

guint
tablee_frantic_scorer_get_pending_finishers (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->pending->finishers;
}

void
tablee_frantic_scorer_set_pending_finishers (TableeFranticScorer *self,
                                             guint                finishers)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  finishers &= (1u << self->columns->len) - 1;
  if (self->pending->finishers == finishers)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->pending->finishers = finishers;
  _tablee_frantic_scorer_changed (self, before);
}

TableeFranticRound *
tablee_frantic_scorer_new_round (TableeFranticScorer *self)
{
  TableeFranticRound *round;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  /* The events with what was recorded of them, and who went out. */
  round = tablee_frantic_round_new (self->columns->len);
  g_array_append_vals (round->adjustments, self->pending->adjustments->data, self->pending->adjustments->len);
  round->finishers = self->pending->finishers;

  return round;
}
