/* tablee-whosnext-moves.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a table does in a round: the starting player points, cards are
 * played, time runs out, mistakes are reported or let go. Each one is an
 * undoable step whose label names the step itself.
 */

#define G_LOG_DOMAIN "tablee-whosnext-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-whosnext-game-private.h"

/* What a table does in a round */

static gboolean
refuse (GError                  **error,
        TableeWhosnextGameError   code,
        const char               *message)
{
  g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR, code, message);
  return FALSE;
}

static gboolean
check_not_over (TableeWhosnextGame  *self,
                GError             **error)
{
  if (state_game_over (&self->state))
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_GAME_OVER,
                   _("The concert is over: start a new game."));

  return TRUE;
}

gboolean
tablee_whosnext_game_choose_direction (TableeWhosnextGame  *self,
                                       int                  direction,
                                       GError             **error)
{
  g_autofree char *label = NULL;
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);
  g_return_val_if_fail (direction == 1 || direction == -1, FALSE);

  if (!check_not_over (self, error))
    return FALSE;

  if (self->state.direction != 0)
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING,
                   _("The round has already started."));

  before = wn_game_begin_step (self);

  /* The round begins: a mistake of the last one can no longer be told. */
  self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
  self->state.direction = direction;
  wn_game_replay (self);

  label = g_strdup_printf (direction > 0 ? _("%s starts clockwise") : _("%s starts anticlockwise"),
                           wn_game_seat_name (self, self->state.starter));
  wn_game_end_step (self, before, label);
  return TRUE;
}

gboolean
tablee_whosnext_game_play (TableeWhosnextGame   *self,
                           int                   seat,
                           guint                 number,
                           TableeWhosnextSide    side,
                           TableeWhosnextBreak  *breaks,
                           GError              **error)
{
  g_autofree char *label = NULL;
  GArray *before;
  Event event;
  int result;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  if (breaks != NULL)
    *breaks = TABLEE_WHOSNEXT_BREAK_NONE;

  if (!check_not_over (self, error))
    return FALSE;

  if (self->state.direction == 0)
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING,
                   _("The first player has not chosen the direction yet."));

  if (seat < 0)
    seat = self->round.due;

  if (seat >= (int) self->state.n_seats || number < 1 || number >= self->state.n_seats)
    {
      g_set_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                   ngettext ("With %u player, cards go from 1 to %u.",
                             "With %u players, cards go from 1 to %u.", self->state.n_seats),
                   self->state.n_seats, self->state.n_seats - 1);
      return FALSE;
    }

  if (side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI && self->state.level < 1)
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                   _("Whootchi sides are played from level 1."));

  if (self->state.events->len >= MAX_EVENTS)
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                   _("This round is too long: start a new one."));

  before = wn_game_begin_step (self);
  /* The step names itself: who played which card. */
  label = g_strdup_printf (_("%s played %s"), wn_game_seat_name (self, (guint) seat),
                           tablee_whosnext_card_name (number, side));

  event = (Event) { EVENT_PLAY, (guint8) seat, (guint8) number, (guint8) side };
  result = round_apply (&self->round, &self->state, &event);
  g_assert (result >= 0);
  g_array_append_val (self->state.events, event);

  if (breaks != NULL)
    *breaks = (TableeWhosnextBreak) result;

  if (self->round.emptied >= 0)
    {
      /* A last card ends the round; its mistake, if any, can still be told
       * before the next round starts. */
      state_finish_round (&self->state, (guint) seat);
      self->state.carry_break = (guint) result;
      self->state.carry_seat = (guint) seat;
      /* The rulebook's clean round: a last card and no wrong note; it
       * suggests moving up a level. */
      if (result == TABLEE_WHOSNEXT_BREAK_NONE && self->state.level < TABLEE_WHOSNEXT_MAX_LEVEL)
        self->state.offer = self->state.level + 1;
      wn_game_replay (self);
      wn_game_end_step (self, before, label);
      g_signal_emit_by_name (self, "round-ended", seat, FALSE);
      return TRUE;
    }

  wn_game_end_step (self, before, label);
  return TRUE;
}

int
tablee_whosnext_game_time_out (TableeWhosnextGame *self)
{
  g_autofree char *label = NULL;
  GArray *before;
  Event event;
  int due;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  due = tablee_whosnext_game_get_due (self);
  if (due < 0 || self->state.events->len >= MAX_EVENTS)
    return -1;

  before = wn_game_begin_step (self);

  event = (Event) { EVENT_LATE, (guint8) due, 0, 0 };
  round_apply (&self->round, &self->state, &event);
  g_array_append_val (self->state.events, event);

  label = g_strdup_printf (_("Time up for %s"), wn_game_seat_name (self, (guint) due));
  wn_game_end_step (self, before, label);
  return due;
}

static void
report (TableeWhosnextGame *self,
        const guint        *seats,
        guint               n_seats,
        guint               next_starter)
{
  g_autofree char *names = tablee_whosnext_game_dup_names (self, seats, n_seats);
  g_autofree char *label = NULL;
  GArray *before;
  gboolean in_round = self->state.direction != 0;

  label = g_strdup_printf (ngettext ("Wrong note for %s", "Wrong notes for %s", n_seats), names);

  before = wn_game_begin_step (self);

  state_penalize (&self->state, seats, n_seats);

  if (in_round)
    {
      /* The mistake ends the round, which is a finished round too. */
      state_finish_round (&self->state, next_starter);
    }
  else
    {
      /* A mistake carried from a round already over, or told between
       * rounds: the offender starts. */
      self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
      self->state.starter = next_starter;
    }

  wn_game_replay (self);
  wn_game_end_step (self, before, label);
  g_signal_emit_by_name (self, "round-ended", (int) next_starter, TRUE);
}

gboolean
tablee_whosnext_game_report_last_break (TableeWhosnextGame *self)
{
  TableeWhosnextBreak last;
  guint seat = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  last = tablee_whosnext_game_get_last_break (self, &seat);
  if (last == TABLEE_WHOSNEXT_BREAK_NONE)
    return FALSE;

  report (self, &seat, 1, seat);
  return TRUE;
}

void
tablee_whosnext_game_dismiss_break (TableeWhosnextGame *self)
{
  g_autofree char *label = NULL;
  GArray *before;
  guint seat = 0;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));

  if (tablee_whosnext_game_get_last_break (self, &seat) == TABLEE_WHOSNEXT_BREAK_NONE)
    return;

  label = g_strdup_printf (_("Mistake of %s let go"), wn_game_seat_name (self, seat));

  before = wn_game_begin_step (self);

  if (self->state.carry_break != TABLEE_WHOSNEXT_BREAK_NONE)
    {
      self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
    }
  else
    {
      Event event = { EVENT_DISMISS, 0, 0, 0 };

      round_apply (&self->round, &self->state, &event);
      g_array_append_val (self->state.events, event);
    }

  wn_game_end_step (self, before, label);
}

gboolean
tablee_whosnext_game_report_mistakes (TableeWhosnextGame  *self,
                                      const guint         *seats,
                                      guint                n_seats,
                                      GError             **error)
{
  guint next_starter;
  guint seen = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);
  g_return_val_if_fail (seats != NULL || n_seats == 0, FALSE);

  if (!check_not_over (self, error))
    return FALSE;

  for (guint i = 0; i < n_seats; i++)
    {
      if (seats[i] >= self->state.n_seats || (seen & (1u << seats[i])) != 0)
        return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                       _("Each player at fault is counted once."));
      seen |= 1u << seats[i];
    }

  if (n_seats == 0)
    return refuse (error, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                   _("Choose who made the mistake."));

  /* One mistake: its player starts. Several at once: the last player to
   * play a card before them starts (the starter, if nobody played). */
  if (n_seats == 1)
    next_starter = seats[0];
  else if (self->round.last_player >= 0)
    next_starter = (guint) self->round.last_player;
  else
    next_starter = self->state.starter;

  report (self, seats, n_seats, next_starter);
  return TRUE;
}
