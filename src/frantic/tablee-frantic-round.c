/* tablee-frantic-round.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-round"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tablee-frantic-private.h"

#define DOOMSDAY_POINTS      50
#define TIME_BOMB_POINTS     10

/* Seppuku's points, by TableeFranticSeppuku. */
static const int seppuku_points[] = { 21, -21, 42 };

/* ---- TableeFranticRound ------------------------------------------------ */

TableeFranticRound *
tablee_frantic_round_new (guint n_players)
{
  TableeFranticRound *self;

  g_return_val_if_fail (n_players <= TABLEE_FRANTIC_MAX_PLAYERS, NULL);

  self = g_new0 (TableeFranticRound, 1);
  self->n_players = n_players;
  self->adjustments = g_array_new (FALSE, TRUE, sizeof (Adjustment));

  return self;
}

TableeFranticRound *
tablee_frantic_round_copy (const TableeFranticRound *self)
{
  TableeFranticRound *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->adjustments = g_array_copy (self->adjustments);

  return copy;
}

void
tablee_frantic_round_free (TableeFranticRound *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->adjustments);
  g_free (self);
}

guint
tablee_frantic_round_get_n_players (const TableeFranticRound *self)
{
  return self->n_players;
}

void
tablee_frantic_round_set_finishers (TableeFranticRound *self,
                                    guint               mask)
{
  g_return_if_fail ((mask >> self->n_players) == 0);

  self->finishers = mask;
}

gboolean
tablee_frantic_round_is_finisher (const TableeFranticRound *self,
                                  guint                     player)
{
  return (self->finishers & (1u << player)) != 0;
}

int
tablee_frantic_round_get_hand (const TableeFranticRound *self,
                               guint                     player)
{
  g_return_val_if_fail (player < self->n_players, 0);

  return self->hands[player];
}

void
tablee_frantic_round_set_hand (TableeFranticRound *self,
                               guint               player,
                               int                 points)
{
  g_return_if_fail (player < self->n_players);

  self->hands[player] = points;
}

guint
tablee_frantic_round_get_n_adjustments (const TableeFranticRound *self)
{
  return self->adjustments->len;
}

guint
tablee_frantic_round_add_adjustment (TableeFranticRound *self,
                                     TableeFranticEvent  event,
                                     guint               lucky_mask)
{
  Adjustment adjustment = { event, lucky_mask, { 0, } };

  for (guint i = 0; i < TABLEE_FRANTIC_MAX_PLAYERS; i++)
    adjustment.inputs[i] = TABLEE_FRANTIC_INPUT_UNSET;
  g_array_append_val (self->adjustments, adjustment);

  return self->adjustments->len - 1;
}

void
tablee_frantic_round_remove_adjustment (TableeFranticRound *self,
                                        guint               index)
{
  g_return_if_fail (index < self->adjustments->len);

  g_array_remove_index (self->adjustments, index);
}

TableeFranticEvent
tablee_frantic_round_get_adjustment_event (const TableeFranticRound *self,
                                           guint                     index)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);

  return get_adjustment (self, index)->event;
}

guint
tablee_frantic_round_get_adjustment_lucky (const TableeFranticRound *self,
                                           guint                     index)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);

  return get_adjustment (self, index)->lucky_mask;
}

int
tablee_frantic_round_get_adjustment_input (const TableeFranticRound *self,
                                           guint                     index,
                                           guint                     player)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return get_adjustment (self, index)->inputs[player];
}

void
tablee_frantic_round_set_adjustment_input (TableeFranticRound *self,
                                           guint               index,
                                           guint               player,
                                           int                 value)
{
  g_return_if_fail (index < self->adjustments->len);
  g_return_if_fail (player < self->n_players);

  get_adjustment (self, index)->inputs[player] = value;
}

gboolean
tablee_frantic_round_hand_counts (const TableeFranticRound *self,
                                  guint                     player)
{
  /* Decision: a player a Lucky Bastard protected from Doomsday does not
   * score its 50 points; the round ends all the same, so their hand counts. */
  for (guint i = 0; i < self->adjustments->len; i++)
    {
      const Adjustment *adjustment = get_adjustment (self, i);

      if (adjustment->event == TABLEE_FRANTIC_EVENT_DOOMSDAY && !is_protected (adjustment, player))
        return FALSE;
    }

  return TRUE;
}

gboolean
tablee_frantic_round_hand_known (const TableeFranticRound *self,
                                 guint                     player)
{
  g_return_val_if_fail (player < self->n_players, FALSE);

  return tablee_frantic_round_hand_counts (self, player) || (self->kept_hands & (1u << player)) != 0;
}

void
tablee_frantic_round_set_hand_kept (TableeFranticRound *self,
                                    guint               player,
                                    gboolean            kept)
{
  g_return_if_fail (player < self->n_players);

  if (kept)
    self->kept_hands |= 1u << player;
  else
    self->kept_hands &= ~(1u << player);
}

gboolean
_tablee_frantic_valid_event (guint event)
{
  return tablee_frantic_event_is_valid (event) &&
         tablee_frantic_event_has_flag (event, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES);
}

/* ---- Checks ----------------------------------------------------------- */

static gboolean
fail (GError     **error,
      int         *player_out,
      int          player,
      int         *adjustment_out,
      int          adjustment,
      TableeFranticScorerError code,
      const char  *message)
{
  if (player_out != NULL)
    *player_out = player;
  if (adjustment_out != NULL)
    *adjustment_out = adjustment;
  g_set_error_literal (error, TABLEE_FRANTIC_SCORER_ERROR, code, message);

  return FALSE;
}

gboolean
_tablee_frantic_round_check (const TableeFranticRound  *round,
                             guint                      n,
                             int                       *player,
                             int                       *adjustment,
                             GError                   **error)
{
  g_return_val_if_fail (round != NULL, FALSE);

  /* fail() gives *player and *adjustment, which say nothing otherwise. */
  if (round->n_players != n || n < TABLEE_FRANTIC_MIN_PLAYERS)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                 _("The players changed while the round was entered: enter it again."));

  if ((round->finishers >> n) != 0)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                 _("Choose who went out, or nobody."));

  if (round->adjustments->len > TABLEE_FRANTIC_MAX_ADJUSTMENTS)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                 _("A round cannot hold that many events."));

  for (guint p = 0; p < n; p++)
    {
      int hand = round->hands[p];

      if (hand < 0)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE,
                     _("Points cannot be negative."));
      if (hand > TABLEE_FRANTIC_HAND_MAX)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                     /* Translators: 908 is every card of the game. */
                     _("No hand can hold more than 908 points."));
      if (tablee_frantic_round_is_finisher (round, p) && hand != 0)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                     _("The player who went out has no cards left: 0 points."));
    }

  for (guint a = 0; a < round->adjustments->len; a++)
    {
      const Adjustment *adj = get_adjustment (round, a);

      if (!_tablee_frantic_valid_event (adj->event) || (adj->lucky_mask >> n) != 0)
        return fail (error, player, -1, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                     _("This event does not change scores."));

      for (guint p = 0; p < n; p++)
        {
          int input = adj->inputs[p];

          if (is_protected (adj, p))
            continue;

          if (adj->event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION)
            {
              if (input == TABLEE_FRANTIC_INPUT_UNSET)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_MISSING,
                             _("Enter the sum of this player’s three highest cards."));
              if (input < 0)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE,
                             _("Points cannot be negative."));
              if (input > TABLEE_FRANTIC_TAXATION_MAX)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                             /* Translators: Fuck You, Curse and a 9. */
                             _("Three cards are worth at most 64 points."));
            }
          else if (adj->event == TABLEE_FRANTIC_EVENT_SEPPUKU)
            {
              if (input < TABLEE_FRANTIC_SEPPUKU_DECLINED || input > TABLEE_FRANTIC_SEPPUKU_OTHER)
                return fail (error, player, p, adjustment, a,
                             input == TABLEE_FRANTIC_SEPPUKU_UNSET ? TABLEE_FRANTIC_SCORER_ERROR_MISSING :
                                                                     TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                             _("Choose what this player did at Seppuku."));
            }
        }
    }

  return TRUE;
}

/* ---- Scoring ---------------------------------------------------------- */

void
_tablee_frantic_clear_sums (RoundSums *sums)
{
  g_clear_pointer (&sums->adjustment_points, g_array_unref);
}

static void
apply_adjustment (const TableeFranticRound *round,
                  const Adjustment         *adjustment,
                  const int                *running,
                  int                      *values)
{
  TableeFranticEvent event = adjustment->event;
  int high = -1, low = -1;

  /* Finish Line ends the round and changes nothing else: a line that says
   * why nobody went out. The Time Bomb is counted at the end. */
  for (guint p = 0; p < round->n_players; p++)
    {
      int input = adjustment->inputs[p];

      values[p] = 0;
      if (is_protected (adjustment, p))
        continue;
      if (event == TABLEE_FRANTIC_EVENT_DOOMSDAY)
        values[p] = DOOMSDAY_POINTS;
      else if (event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION)
        values[p] = MAX (input, 0);
      else if (event == TABLEE_FRANTIC_EVENT_SEPPUKU && input >= 0 &&
               input < (int) G_N_ELEMENTS (seppuku_points))
        values[p] = seppuku_points[input];
      else if (event == TABLEE_FRANTIC_EVENT_IDENTITY_THEFT)
        {
          /* Decision: among players sharing the highest (or lowest)
           * total, the first in table order swaps; protected players take
           * no part. */
          if (high < 0 || running[p] > running[high])
            high = p;
          if (low < 0 || running[p] < running[low])
            low = p;
        }
    }

  if (high >= 0 && running[high] != running[low])
    {
      values[high] = running[low] - running[high];
      values[low] = running[high] - running[low];
    }
}

/* Whether an event (Doomsday, Finish Line) ended the round. Then the Time
 * Bomb never reached its deadline, whether it was revealed before that
 * event or after it (a Plague runs its second event even when the first
 * ended the round): it has no effect. */
static gboolean
round_ended_by_event (const TableeFranticRound *round)
{
  for (guint a = 0; a < round->adjustments->len; a++)
    if (tablee_frantic_event_has_flag (get_adjustment (round, a)->event,
                                       TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND))
      return TRUE;

  return FALSE;
}

/* The Time Bomb, once every other point of the round is known: scored[]
 * holds what the round gave each player so far (hand and events, Identity
 * Theft's exchange aside, which is not a point scored). */
static void
apply_time_bomb (const TableeFranticRound *round,
                 const Adjustment         *adjustment,
                 const int                *scored,
                 int                      *values)
{
  for (guint p = 0; p < round->n_players; p++)
    {
      values[p] = 0;
      if (is_protected (adjustment, p))
        continue;

      if (round->finishers == 0)
        /* The deadline came and nobody was out: every point the round gave
         * the player counts double. */
        values[p] = scored[p];
      else if (tablee_frantic_round_is_finisher (round, p))
        values[p] = -TIME_BOMB_POINTS;
      else
        values[p] = TIME_BOMB_POINTS;
    }
}

/* What the rounds add up to, round after round, into an array of
 * RoundSums. */
void
_tablee_frantic_compute_sums (GPtrArray *rounds,
                              GArray    *all_sums)
{
  int running[TABLEE_FRANTIC_MAX_PLAYERS] = { 0, };

  /* Shrinking to nothing clears every old sum; growing zeroes the new. */
  g_array_set_size (all_sums, 0);
  g_array_set_size (all_sums, rounds->len);

  for (guint r = 0; r < rounds->len; r++)
    {
      const TableeFranticRound *round = g_ptr_array_index (rounds, r);
      RoundSums *sums = &g_array_index (all_sums, RoundSums, r);
      guint n = round->n_players;
      int before[TABLEE_FRANTIC_MAX_PLAYERS];
      int bomb = -1;

      memcpy (before, running, sizeof before);
      sums->adjustment_points = g_array_new (FALSE, TRUE, sizeof (int));
      g_array_set_size (sums->adjustment_points, round->adjustments->len * n);

      /* Events during the round, in order: Identity Theft sees the
       * accounts as they are at that moment. */
      for (guint a = 0; a < round->adjustments->len; a++)
        {
          const Adjustment *adjustment = get_adjustment (round, a);
          int *values = &g_array_index (sums->adjustment_points, int, a * n);

          if (adjustment->event == TABLEE_FRANTIC_EVENT_TIME_BOMB)
            {
              /* A Repeat restarts the countdown: one bomb goes off. */
              bomb = a;
              continue;
            }
          apply_adjustment (round, adjustment, running, values);
          for (guint p = 0; p < n; p++)
            {
              running[p] += values[p];
              if (adjustment->event != TABLEE_FRANTIC_EVENT_IDENTITY_THEFT)
                sums->scored[p] += values[p];
            }
        }

      /* Then the hands, then what the Time Bomb adds to them. */
      for (guint p = 0; p < n; p++)
        if (tablee_frantic_round_hand_counts (round, p))
          {
            running[p] += round->hands[p];
            sums->scored[p] += round->hands[p];
          }

      if (bomb >= 0 && !round_ended_by_event (round))
        {
          int *values = &g_array_index (sums->adjustment_points, int, bomb * n);

          apply_time_bomb (round, get_adjustment (round, bomb), sums->scored, values);
          for (guint p = 0; p < n; p++)
            {
              running[p] += values[p];
              sums->scored[p] += values[p];
            }
        }

      for (guint p = 0; p < n; p++)
        {
          sums->points[p] = running[p] - before[p];
          sums->totals[p] = running[p];
        }
    }
}
