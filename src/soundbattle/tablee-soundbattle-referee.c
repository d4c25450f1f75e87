/* tablee-soundbattle-referee.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-saveable.h"
#include "tablee-soundbattle-referee.h"

/* How many steps back undo goes. */
#define MAX_UNDO 200

/* The whole game as plain values, so that undo is a copy and saving a
 * straight translation. */
typedef struct {
  TableeSoundbattlePhase   phase;
  TableeSoundbattleMode    mode;
  guint                    rounds_to_win;
  int                      dealer;
  int                      attacker;
  guint                    left[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    won[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    round_wins[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    super_powers[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    pot;
  guint                    set_aside;
  TableeSoundbattleMystery mystery;
  guint                    tricks_played;
  guint                    rounds_played;
  guint                    round_winners;   /* bit per player */
  guint                    match_winners;   /* bit per player */
  gboolean                 has_last;
  /* This match's records are records[first_record] to
   * records[n_records - 1]; the array only grows, so undo only has to
   * truncate it. */
  guint                    first_record;
  guint                    n_records;
  TableeSoundbattleTrick   trick;
  TableeSoundbattleTrick   last;
} State;

struct _TableeSoundbattleReferee
{
  GObject        parent_instance;

  /* Owned */
  TableePlayers *players;
  gulong         players_changed_handler;
  /* Who sat where when the match started (TableePlayer, owned refs). */
  GPtrArray     *seats;
  State          state;
  GArray        *undo;   /* of State */
  GArray        *records;   /* of TableeSoundbattleRecord */
  gboolean       loading;
};

static void tablee_soundbattle_referee_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeSoundbattleReferee, tablee_soundbattle_referee, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_soundbattle_referee_saveable_init))

G_DEFINE_QUARK (tablee-soundbattle-error-quark, tablee_soundbattle_error)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const struct {
  const char *id;
  const char *name;
} modes[TABLEE_SOUNDBATTLE_N_MODES] = {
  { "normal", N_("Normal") },
  { "pianissimo", N_("Pianissimo") },
  { "scherzo", N_("Scherzo") },
};

const char *
tablee_soundbattle_mode_to_string (TableeSoundbattleMode mode)
{
  g_return_val_if_fail (mode < TABLEE_SOUNDBATTLE_N_MODES, NULL);

  return modes[mode].id;
}

const char *
tablee_soundbattle_mode_get_name (TableeSoundbattleMode mode)
{
  g_return_val_if_fail (mode < TABLEE_SOUNDBATTLE_N_MODES, NULL);

  return _(modes[mode].name);
}

/* The rules, on a State, for n players. */

static guint
previous_seat (guint player,
               guint steps,
               guint n)
{
  return (player + n * steps - steps) % n;
}

static guint
count_out_of_cards (const State *s,
                    guint        n)
{
  guint out = 0;

  for (guint p = 0; p < n; p++)
    if (s->left[p] == 0)
      out++;

  return out;
}

/* The mystery card is laid by a player who has run out while someone
 * still holds cards, once a round, and never when several players are out
 * at the same moment. */
static gboolean
may_use_mystery (const State *s,
                 guint        n,
                 guint        player)
{
  return s->mystery == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED
         && s->left[player] == 0
         && count_out_of_cards (s, n) == 1;
}

static gboolean
can_lay (const State *s,
         guint        n,
         guint        player)
{
  return s->left[player] > 0 || may_use_mystery (s, n, player);
}

/* Sets the order of a pass: among candidates (a bit per player), those who
 * can lay, counter-clockwise from the attacker's right, the attacker last. */
static void
begin_pass (State *s,
            guint  n,
            guint  candidates)
{
  TableeSoundbattleTrick *t = &s->trick;

  t->n_order = 0;
  t->mystery_player = -1;

  for (guint k = 1; k <= n; k++)
    {
      guint p = previous_seat (t->attacker, k, n);

      if ((candidates & (1u << p)) == 0 || !can_lay (s, n, p))
        continue;

      if (s->left[p] == 0)
        t->mystery_player = p;
      t->order[t->n_order++] = p;
    }
}

static guint
count_in_pass (const TableeSoundbattleTrick *t)
{
  guint laid = 0;

  for (guint i = 0; i < t->n_laid; i++)
    if (t->laid[i].pass == t->pass)
      laid++;

  return laid;
}

static void
deal (State *s,
      guint  n,
      guint  dealer)
{
  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    {
      s->left[p] = p < n ? (TABLEE_SOUNDBATTLE_N_CARDS - 1) / n : 0;
      s->won[p] = 0;
      s->super_powers[p] = 0;
    }

  s->dealer = dealer;
  /* Dealt counter-clockwise: the dealer's right gets the first card. */
  s->attacker = previous_seat (dealer, 1, n);
  s->pot = 0;
  s->set_aside = 0;
  s->mystery = TABLEE_SOUNDBATTLE_MYSTERY_UNUSED;
  s->tricks_played = 0;
  s->round_winners = 0;
  s->has_last = FALSE;
  memset (&s->trick, 0, sizeof s->trick);
  memset (&s->last, 0, sizeof s->last);
  s->phase = TABLEE_SOUNDBATTLE_PHASE_ASK;
}

static void
end_round (State *s,
           guint  n)
{
  guint best = 0;
  guint best_wins = 0;

  /* Whoever still holds cards when the round stops keeps them as won. */
  for (guint p = 0; p < n; p++)
    {
      s->won[p] += s->left[p];
      s->left[p] = 0;
      best = MAX (best, s->won[p]);
    }

  s->round_winners = 0;
  for (guint p = 0; p < n; p++)
    {
      if (s->won[p] == best)
        {
          s->round_winners |= 1u << p;
          s->round_wins[p]++;
        }
      best_wins = MAX (best_wins, s->round_wins[p]);
    }
  s->rounds_played++;

  s->match_winners = 0;
  if (best_wins >= s->rounds_to_win)
    {
      for (guint p = 0; p < n; p++)
        if (s->round_wins[p] == best_wins)
          s->match_winners |= 1u << p;
      s->phase = TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER;
    }
  else
    {
      s->phase = TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER;
    }
}

static void
finish_trick (State *s,
              guint  n,
              int    winner)
{
  s->trick.winner = winner;
  if (winner >= 0)
    {
      s->won[winner] += s->pot;
      s->attacker = winner;
    }
  else
    {
      s->set_aside += s->pot;
    }
  s->pot = 0;
  s->last = s->trick;
  s->has_last = TRUE;
  memset (&s->trick, 0, sizeof s->trick);
  s->tricks_played++;

  /* The round ends as soon as a player cannot lay a card for the next
   * trick, not even the mystery card: the others keep what they hold. So
   * every player, the winner who attacks next included, can lay. */
  for (guint p = 0; p < n; p++)
    {
      if (!can_lay (s, n, p))
        {
          end_round (s, n);
          return;
        }
    }

  s->phase = TABLEE_SOUNDBATTLE_PHASE_ASK;
}

/* A battle between the tied players (a bit per player): same quality, no
 * super powers; the tied players who have no card left (and cannot use the
 * mystery card) lose the trick. */
static void
start_battle (State *s,
              guint  n,
              guint  tied)
{
  TableeSoundbattleTrick *t = &s->trick;

  t->pass++;
  begin_pass (s, n, tied);

  if (t->n_order == 1)
    finish_trick (s, n, t->order[0]);
  else if (t->n_order == 0)
    finish_trick (s, n, -1);
}

/* Lays the next player's card. */
static void
lay_card (State    *s,
          gint64    value,
          gboolean  super_power)
{
  TableeSoundbattleTrick *t = &s->trick;
  guint player = t->order[count_in_pass (t)];
  TableeSoundbattleLay *lay = &t->laid[t->n_laid++];

  lay->player = player;
  lay->pass = t->pass;
  lay->value = value;
  lay->super_power = super_power;
  lay->mystery = (int) player == t->mystery_player;

  if (lay->mystery)
    s->mystery = TABLEE_SOUNDBATTLE_MYSTERY_USED;
  else
    s->left[player]--;
  s->pot++;
  if (super_power)
    s->super_powers[player]++;
}

/* Settles the pass just completed: one best value wins, a tie is a battle
 * between the tied players who can still lay a card. */
static void
settle_pass (State *s,
             guint  n)
{
  TableeSoundbattleTrick *t = &s->trick;
  gboolean have_best = FALSE;
  gint64 best = 0;
  guint tied = 0;
  guint n_tied = 0;
  int single = -1;

  for (guint i = 0; i < t->n_laid; i++)
    {
      const TableeSoundbattleLay *lay = &t->laid[i];
      gboolean better;

      if (lay->pass != t->pass)
        continue;

      if (t->direction == TABLEE_SOUND_DIRECTION_HIGHEST)
        better = lay->value > best;
      else
        better = lay->value < best;

      if (!have_best || better)
        {
          have_best = TRUE;
          best = lay->value;
          tied = 0;
          n_tied = 0;
        }
      if (lay->value == best)
        {
          tied |= 1u << lay->player;
          n_tied++;
          single = lay->player;
        }
    }

  if (n_tied == 1)
    {
      finish_trick (s, n, single);
      return;
    }

  start_battle (s, n, tied);
}

/* The object. */

static void
push_undo (TableeSoundbattleReferee *self)
{
  if (self->undo->len >= MAX_UNDO)
    g_array_remove_index (self->undo, 0);
  g_array_append_val (self->undo, self->state);
}

static void
changed (TableeSoundbattleReferee *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

static void
take_seats (TableeSoundbattleReferee *self)
{
  guint n = tablee_players_get_n_players (self->players);

  g_ptr_array_set_size (self->seats, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->seats, g_object_ref (tablee_players_get_player (self->players, i)));
}

static gboolean
seats_unchanged (TableeSoundbattleReferee *self)
{
  guint n = tablee_players_get_n_players (self->players);

  if (n != self->seats->len)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      TableePlayer *player = tablee_players_get_player (self->players, i);

      if (player != g_ptr_array_index (self->seats, i))
        return FALSE;
    }

  return TRUE;
}

static void
players_changed_cb (TableeSoundbattleReferee *self)
{
  if (self->loading)
    return;

  if (!seats_unchanged (self))
    {
      /* The deal and the counts belong to the table as it was: a different
       * table is a new match, which cannot be undone into the old one. */
      self->state.phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
      g_array_set_size (self->undo, 0);
    }

  take_seats (self);
  changed (self);
}

/* After an action that may have settled a trick (the count of tricks moved
 * on from tricks, in round): appends its record. */
static void
record_settled (TableeSoundbattleReferee *self,
                guint                     tricks,
                guint                     round)
{
  State *s = &self->state;
  const TableeSoundbattleTrick *t = &s->last;
  TableeSoundbattleRecord record = { 0 };

  if (s->tricks_played == tricks || !s->has_last)
    return;

  record.round = round;
  record.quality = t->quality;
  record.direction = t->direction;
  record.attacker = t->attacker;
  record.winner = t->winner;
  record.n_cards = t->n_laid;
  for (guint i = 0; i < t->n_laid; i++)
    {
      record.battles = MAX (record.battles, t->laid[i].pass);
      if (t->laid[i].pass == 1)
        record.tied |= 1u << t->laid[i].player;
      if (t->laid[i].value == TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
        record.quick = TRUE;
    }

  g_array_set_size (self->records, s->n_records);
  g_array_append_val (self->records, record);
  s->n_records = self->records->len;
}

static gboolean
check_phase (TableeSoundbattleReferee *self,
             guint                     allowed,
             GError                  **error)
{
  if ((allowed & (1u << self->state.phase)) != 0)
    return TRUE;

  g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE,
                       _("This cannot be done at this point of the game."));
  return FALSE;
}

#define PHASE(p) (1u << TABLEE_SOUNDBATTLE_PHASE_##p)

TableeSoundbattleReferee *
tablee_soundbattle_referee_new (TableePlayers *players)
{
  TableeSoundbattleReferee *self;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (players), NULL);

  self = g_object_new (TABLEE_TYPE_SOUNDBATTLE_REFEREE, NULL);
  self->players = g_object_ref (players);
  self->players_changed_handler =
    g_signal_connect_swapped (players, "changed", G_CALLBACK (players_changed_cb), self);
  take_seats (self);

  return self;
}

TableePlayers *
tablee_soundbattle_referee_get_players (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  return self->players;
}

guint
tablee_soundbattle_referee_get_n_players (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return tablee_players_get_n_players (self->players);
}

TableeSoundbattlePhase
tablee_soundbattle_referee_get_phase (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase;
}

TableeSoundbattleMode
tablee_soundbattle_referee_get_mode (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.mode;
}

gboolean
tablee_soundbattle_referee_set_mode (TableeSoundbattleReferee *self,
                                     TableeSoundbattleMode     mode,
                                     GError                  **error)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error))
    return FALSE;

  if ((guint) mode >= TABLEE_SOUNDBATTLE_N_MODES)
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("There is no such mode."));
      return FALSE;
    }

  if (self->state.mode == mode)
    return TRUE;

  push_undo (self);
  self->state.mode = mode;
  changed (self);

  return TRUE;
}

guint
tablee_soundbattle_referee_get_rounds_to_win (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.rounds_to_win;
}

gboolean
tablee_soundbattle_referee_set_rounds_to_win (TableeSoundbattleReferee *self,
                                              guint                     rounds,
                                              GError                  **error)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error))
    return FALSE;

  if (rounds < 1 || rounds > TABLEE_SOUNDBATTLE_MAX_ROUNDS)
    {
      g_set_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                   _("A match is played in 1 to %d winning rounds."), TABLEE_SOUNDBATTLE_MAX_ROUNDS);
      return FALSE;
    }

  if (self->state.rounds_to_win == rounds)
    return TRUE;

  push_undo (self);
  self->state.rounds_to_win = rounds;
  changed (self);

  return TRUE;
}

gboolean
tablee_soundbattle_referee_start_match (TableeSoundbattleReferee *self,
                                        guint                     first_attacker,
                                        GError                  **error)
{
  guint n;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error))
    return FALSE;

  n = tablee_players_get_n_players (self->players);
  if (n < TABLEE_SOUNDBATTLE_MIN_PLAYERS || n > TABLEE_SOUNDBATTLE_MAX_PLAYERS)
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("La Guerre des Sons is played by 2 to 4 players."));
      return FALSE;
    }
  if (first_attacker >= n)
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("Choose who attacks first."));
      return FALSE;
    }

  push_undo (self);
  take_seats (self);
  memset (self->state.round_wins, 0, sizeof self->state.round_wins);
  self->state.rounds_played = 0;
  self->state.match_winners = 0;
  self->state.first_record = self->state.n_records;
  /* The dealer sits on the first attacker's left, so that the first card
   * dealt counter-clockwise goes to the attacker. */
  deal (&self->state, n, (first_attacker + 1) % n);
  changed (self);

  return TRUE;
}

void
tablee_soundbattle_referee_end_match (TableeSoundbattleReferee *self)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self));

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return;

  push_undo (self);
  self->state.phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
  changed (self);
}

gboolean
tablee_soundbattle_referee_ask (TableeSoundbattleReferee *self,
                                TableeSoundQuality        quality,
                                TableeSoundDirection      direction,
                                GError                  **error)
{
  State *s = &self->state;
  guint n;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (ASK), error))
    return FALSE;

  /* Every mode checks the direction, even those that impose their own: a
   * value that is neither is a mistake of the caller, not a choice. */
  if ((guint) quality >= TABLEE_N_SOUND_QUALITIES ||
      ((guint) direction != TABLEE_SOUND_DIRECTION_HIGHEST &&
       (guint) direction != TABLEE_SOUND_DIRECTION_LOWEST))
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("Ask for one of the four qualities, the highest or the lowest value."));
      return FALSE;
    }

  n = tablee_players_get_n_players (self->players);
  push_undo (self);

  memset (&s->trick, 0, sizeof s->trick);
  s->trick.quality = quality;
  if (s->mode == TABLEE_SOUNDBATTLE_MODE_NORMAL)
    s->trick.direction = TABLEE_SOUND_DIRECTION_HIGHEST;
  else if (s->mode == TABLEE_SOUNDBATTLE_MODE_PIANISSIMO)
    s->trick.direction = TABLEE_SOUND_DIRECTION_LOWEST;
  else
    s->trick.direction = direction;
  s->trick.attacker = s->attacker;
  s->trick.winner = -1;
  begin_pass (s, n, (1u << n) - 1);
  s->phase = TABLEE_SOUNDBATTLE_PHASE_LAY;
  changed (self);

  return TRUE;
}

int
tablee_soundbattle_referee_get_next_player (TableeSoundbattleReferee *self)
{
  const TableeSoundbattleTrick *t;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  if (self->state.phase != TABLEE_SOUNDBATTLE_PHASE_LAY)
    return -1;

  t = &self->state.trick;
  return t->order[count_in_pass (t)];
}

gboolean
tablee_soundbattle_referee_next_is_mystery (TableeSoundbattleReferee *self)
{
  int next = tablee_soundbattle_referee_get_next_player (self);

  return next >= 0 && next == self->state.trick.mystery_player;
}

gboolean
tablee_soundbattle_referee_next_may_use_super_power (TableeSoundbattleReferee *self)
{
  int next = tablee_soundbattle_referee_get_next_player (self);

  return next >= 0 && self->state.trick.pass == 0 && (guint) next != self->state.trick.attacker;
}

gboolean
tablee_soundbattle_referee_lay (TableeSoundbattleReferee *self,
                                gint64                    value,
                                gboolean                  super_power,
                                GError                  **error)
{
  State *s = &self->state;
  TableeSoundbattleTrick *t = &s->trick;
  guint n, tricks, rounds;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (LAY), error))
    return FALSE;

  if (value < tablee_sound_quality_get_min (t->quality) ||
      value > tablee_sound_quality_get_max (t->quality))
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("This value cannot be on a card."));
      return FALSE;
    }

  if (super_power && !tablee_soundbattle_referee_next_may_use_super_power (self))
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_SUPER_POWER,
                           t->pass > 0
                           ? _("No super power in a battle.")
                           : _("The attacker cannot use a super power."));
      return FALSE;
    }

  n = tablee_players_get_n_players (self->players);
  tricks = s->tricks_played;
  rounds = s->rounds_played;
  push_undo (self);

  lay_card (s, value, super_power);
  if (count_in_pass (t) == t->n_order)
    settle_pass (s, n);

  record_settled (self, tricks, rounds);
  changed (self);

  return TRUE;
}

gboolean
tablee_soundbattle_referee_award (TableeSoundbattleReferee *self,
                                  guint                     winners,
                                  GError                  **error)
{
  State *s = &self->state;
  TableeSoundbattleTrick *t = &s->trick;
  guint laying = 0;
  guint tricks, rounds, n;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (LAY), error))
    return FALSE;

  if (count_in_pass (t) > 0)
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE,
                           _("Values were typed for this trick: type the others, or undo them."));
      return FALSE;
    }

  for (guint i = 0; i < t->n_order; i++)
    laying |= 1u << t->order[i];
  if (winners == 0 || (winners & ~laying) != 0)
    {
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("Choose who won among the players laying a card."));
      return FALSE;
    }

  n = tablee_players_get_n_players (self->players);
  tricks = s->tricks_played;
  rounds = s->rounds_played;
  push_undo (self);

  while (count_in_pass (t) < t->n_order)
    lay_card (s, TABLEE_SOUNDBATTLE_VALUE_UNKNOWN, FALSE);

  if ((winners & (winners - 1)) == 0)
    finish_trick (s, n, g_bit_nth_lsf (winners, -1));
  else
    start_battle (s, n, winners);

  record_settled (self, tricks, rounds);
  changed (self);

  return TRUE;
}

gboolean
tablee_soundbattle_referee_next_round (TableeSoundbattleReferee *self,
                                       GError                  **error)
{
  State *s = &self->state;
  guint n;
  guint dealer;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (ROUND_OVER), error))
    return FALSE;

  n = tablee_players_get_n_players (self->players);
  dealer = tablee_soundbattle_referee_get_next_dealer (self);
  push_undo (self);
  deal (s, n, dealer);
  changed (self);

  return TRUE;
}

int
tablee_soundbattle_referee_get_next_dealer (TableeSoundbattleReferee *self)
{
  const State *s = &self->state;
  guint n;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  if (s->phase != TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER)
    return -1;

  /* The round's winner deals; of several, the first in dealing order
   * (counter-clockwise) from the last dealer. */
  n = tablee_players_get_n_players (self->players);
  for (guint k = 0; k < n; k++)
    {
      guint p = previous_seat (s->dealer, k, n);

      if (s->round_winners & (1u << p))
        return p;
    }

  return s->dealer;
}

gboolean
tablee_soundbattle_referee_get_can_undo (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  return self->undo->len > 0;
}

gboolean
tablee_soundbattle_referee_undo (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;

  self->state = g_array_index (self->undo, State, self->undo->len - 1);
  g_array_set_size (self->undo, self->undo->len - 1);
  g_array_set_size (self->records, self->state.n_records);
  changed (self);

  return TRUE;
}

int
tablee_soundbattle_referee_get_attacker (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return -1;

  return self->state.attacker;
}

int
tablee_soundbattle_referee_get_dealer (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return -1;

  return self->state.dealer;
}

#define PLAYER_COUNT(field)                                                    \
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);              \
  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ||                   \
      player >= tablee_players_get_n_players (self->players))                  \
    return 0;                                                                  \
  return self->state.field[player];

guint
tablee_soundbattle_referee_get_cards_left (TableeSoundbattleReferee *self,
                                           guint                     player)
{
  PLAYER_COUNT (left)
}

guint
tablee_soundbattle_referee_get_cards_won (TableeSoundbattleReferee *self,
                                          guint                     player)
{
  PLAYER_COUNT (won)
}

guint
tablee_soundbattle_referee_get_round_wins (TableeSoundbattleReferee *self,
                                           guint                     player)
{
  PLAYER_COUNT (round_wins)
}

guint
tablee_soundbattle_referee_get_super_powers (TableeSoundbattleReferee *self,
                                             guint                     player)
{
  PLAYER_COUNT (super_powers)
}

#undef PLAYER_COUNT

guint
tablee_soundbattle_referee_get_pot (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ? 0 : self->state.pot;
}

guint
tablee_soundbattle_referee_get_set_aside (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ? 0 : self->state.set_aside;
}

TableeSoundbattleMystery
tablee_soundbattle_referee_get_mystery (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP
         ? TABLEE_SOUNDBATTLE_MYSTERY_UNUSED : self->state.mystery;
}

guint
tablee_soundbattle_referee_get_tricks_played (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ? 0 : self->state.tricks_played;
}

guint
tablee_soundbattle_referee_get_rounds_played (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ? 0 : self->state.rounds_played;
}

const TableeSoundbattleTrick *
tablee_soundbattle_referee_get_trick (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_LAY ? &self->state.trick : NULL;
}

const TableeSoundbattleTrick *
tablee_soundbattle_referee_get_last_trick (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP || !self->state.has_last)
    return NULL;

  return &self->state.last;
}

guint
tablee_soundbattle_referee_get_n_records (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return 0;

  return self->state.n_records - self->state.first_record;
}

const TableeSoundbattleRecord *
tablee_soundbattle_referee_get_record (TableeSoundbattleReferee *self,
                                       guint                     index)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  if (index >= tablee_soundbattle_referee_get_n_records (self))
    return NULL;

  return &g_array_index (self->records, TableeSoundbattleRecord, self->state.first_record + index);
}

gboolean
tablee_soundbattle_referee_is_round_winner (TableeSoundbattleReferee *self,
                                            guint                     player)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  return (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER ||
          self->state.phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER)
         && player < TABLEE_SOUNDBATTLE_MAX_PLAYERS
         && (self->state.round_winners & (1u << player)) != 0;
}

gboolean
tablee_soundbattle_referee_is_match_winner (TableeSoundbattleReferee *self,
                                            guint                     player)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER
         && player < TABLEE_SOUNDBATTLE_MAX_PLAYERS
         && (self->state.match_winners & (1u << player)) != 0;
}

/* Saving. */

#define TRICK_TYPE "(uuuuauiia(uuxbb))"

static GVariant *
trick_to_variant (const TableeSoundbattleTrick *t)
{
  GVariantBuilder order, laid;

  g_variant_builder_init (&order, G_VARIANT_TYPE ("au"));
  for (guint i = 0; i < t->n_order; i++)
    g_variant_builder_add (&order, "u", t->order[i]);

  g_variant_builder_init (&laid, G_VARIANT_TYPE ("a(uuxbb)"));
  for (guint i = 0; i < t->n_laid; i++)
    g_variant_builder_add (&laid, "(uuxbb)", t->laid[i].player, t->laid[i].pass,
                           (gint64) t->laid[i].value, t->laid[i].super_power,
                           t->laid[i].mystery);

  return g_variant_new (TRICK_TYPE, t->quality, t->direction, t->attacker, t->pass,
                        &order, t->mystery_player, t->winner, &laid);
}

static gboolean
trick_from_variant (GVariant               *variant,
                    guint                   n,
                    TableeSoundbattleTrick *t)
{
  g_autoptr(GVariantIter) order = NULL;
  g_autoptr(GVariantIter) laid = NULL;
  guint quality, direction, attacker, pass, player, lay_pass, seen = 0;
  gint64 value;
  gboolean super_power, mystery;
  int mystery_player, winner;

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE (TRICK_TYPE)))
    return FALSE;

  g_variant_get (variant, TRICK_TYPE, &quality, &direction, &attacker, &pass,
                 &order, &mystery_player, &winner, &laid);

  if (quality >= TABLEE_N_SOUND_QUALITIES || direction > TABLEE_SOUND_DIRECTION_LOWEST ||
      attacker >= n || pass > TABLEE_SOUNDBATTLE_N_CARDS ||
      mystery_player < -1 || mystery_player >= (int) n || winner < -1 || winner >= (int) n ||
      g_variant_iter_n_children (order) > n ||
      g_variant_iter_n_children (laid) > TABLEE_SOUNDBATTLE_N_CARDS)
    return FALSE;

  memset (t, 0, sizeof *t);
  t->quality = quality;
  t->direction = direction;
  t->attacker = attacker;
  t->pass = pass;
  t->mystery_player = mystery_player;
  t->winner = winner;

  while (g_variant_iter_next (order, "u", &player))
    {
      if (player >= n || (seen & (1u << player)) != 0)
        return FALSE;
      seen |= 1u << player;
      t->order[t->n_order++] = player;
    }

  while (g_variant_iter_next (laid, "(uuxbb)", &player, &lay_pass, &value, &super_power, &mystery))
    {
      if (player >= n || lay_pass > pass ||
          (value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN &&
           (value < tablee_sound_quality_get_min (quality) ||
            value > tablee_sound_quality_get_max (quality))))
        return FALSE;
      t->laid[t->n_laid++] = (TableeSoundbattleLay) { player, lay_pass, value,
                                                      super_power != FALSE, mystery != FALSE };
    }

  return TRUE;
}

static GVariant *
counts_to_variant (const guint *counts,
                   guint        n)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, counts, n, sizeof (guint32));
}

static gboolean
counts_from_variant (GVariant *dict,
                     const char *key,
                     guint       n,
                     guint       max,
                     guint      *counts)
{
  g_autoptr(GVariant) array = g_variant_lookup_value (dict, key, G_VARIANT_TYPE ("au"));
  const guint32 *values;
  gsize n_values;

  if (array == NULL)
    return FALSE;

  values = g_variant_get_fixed_array (array, &n_values, sizeof (guint32));
  if (n_values != n)
    return FALSE;

  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    {
      if (p < n && values[p] > max)
        return FALSE;
      counts[p] = p < n ? values[p] : 0;
    }

  return TRUE;
}

#define RECORD_TYPE "(uuuuiuuub)"

static GVariant *
records_to_variant (TableeSoundbattleReferee *self)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a" RECORD_TYPE));
  for (guint i = self->state.first_record; i < self->state.n_records; i++)
    {
      const TableeSoundbattleRecord *r = &g_array_index (self->records, TableeSoundbattleRecord, i);

      g_variant_builder_add (&builder, RECORD_TYPE, r->round, r->quality, r->direction,
                             r->attacker, r->winner, r->n_cards, r->battles, r->tied, r->quick);
    }

  return g_variant_builder_end (&builder);
}

/* Reads the records of a saved match into records; saves from before
 * records were kept have none. */
static gboolean
records_from_variant (GVariant *dict,
                      guint     n,
                      guint     rounds_played,
                      GArray   *records)
{
  g_autoptr(GVariant) array = g_variant_lookup_value (dict, "records", NULL);
  GVariantIter iter;
  TableeSoundbattleRecord r = { 0 };
  guint quality, direction;

  if (array == NULL)
    return TRUE;
  if (!g_variant_is_of_type (array, G_VARIANT_TYPE ("a" RECORD_TYPE)))
    return FALSE;

  g_variant_iter_init (&iter, array);
  while (g_variant_iter_next (&iter, RECORD_TYPE, &r.round, &quality, &direction, &r.attacker,
                              &r.winner, &r.n_cards, &r.battles, &r.tied, &r.quick))
    {
      if (r.round > rounds_played || quality >= TABLEE_N_SOUND_QUALITIES ||
          direction > TABLEE_SOUND_DIRECTION_LOWEST || r.attacker >= n ||
          r.winner < -1 || r.winner >= (int) n || r.n_cards > TABLEE_SOUNDBATTLE_N_CARDS ||
          r.battles > TABLEE_SOUNDBATTLE_N_CARDS || (r.tied >> n) != 0)
        return FALSE;
      r.quality = quality;
      r.direction = direction;
      r.quick = r.quick != FALSE;
      g_array_append_val (records, r);
    }

  return TRUE;
}

static GVariant *
tablee_soundbattle_referee_save (TableeSaveable *saveable)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (saveable);
  const State *s = &self->state;
  guint n = tablee_players_get_n_players (self->players);
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (self->players));
  g_variant_dict_insert (&dict, "phase", "u", s->phase);
  g_variant_dict_insert (&dict, "mode", "u", s->mode);
  g_variant_dict_insert (&dict, "rounds-to-win", "u", s->rounds_to_win);

  if (s->phase != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    {
      g_variant_dict_insert (&dict, "dealer", "u", (guint) s->dealer);
      g_variant_dict_insert (&dict, "attacker", "u", (guint) s->attacker);
      g_variant_dict_insert_value (&dict, "cards-left", counts_to_variant (s->left, n));
      g_variant_dict_insert_value (&dict, "cards-won", counts_to_variant (s->won, n));
      g_variant_dict_insert_value (&dict, "round-wins", counts_to_variant (s->round_wins, n));
      g_variant_dict_insert_value (&dict, "super-powers", counts_to_variant (s->super_powers, n));
      g_variant_dict_insert (&dict, "pot", "u", s->pot);
      g_variant_dict_insert (&dict, "set-aside", "u", s->set_aside);
      g_variant_dict_insert (&dict, "mystery", "u", s->mystery);
      g_variant_dict_insert (&dict, "tricks-played", "u", s->tricks_played);
      g_variant_dict_insert (&dict, "rounds-played", "u", s->rounds_played);
      g_variant_dict_insert (&dict, "round-winners", "u", s->round_winners);
      g_variant_dict_insert (&dict, "match-winners", "u", s->match_winners);
      g_variant_dict_insert_value (&dict, "trick", trick_to_variant (&s->trick));
      if (s->has_last)
        g_variant_dict_insert_value (&dict, "last-trick", trick_to_variant (&s->last));
      g_variant_dict_insert_value (&dict, "records", records_to_variant (self));
    }

  return g_variant_dict_end (&dict);
}

/* Checks that a state read from disk is one the rules can reach, as far as
 * counts go: every card somewhere, once. */
static gboolean
state_is_consistent (const State *s,
                     guint        n)
{
  guint total = s->pot + s->set_aside;
  guint all = (1u << n) - 1;

  if (s->phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return TRUE;

  for (guint p = 0; p < n; p++)
    total += s->left[p] + s->won[p];
  if (s->mystery == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED)
    total++;

  if (total != TABLEE_SOUNDBATTLE_N_CARDS ||
      (s->round_winners & ~all) != 0 || (s->match_winners & ~all) != 0 ||
      s->dealer < 0 || s->dealer >= (int) n || s->attacker < 0 || s->attacker >= (int) n)
    return FALSE;

  if (s->phase == TABLEE_SOUNDBATTLE_PHASE_LAY)
    {
      const TableeSoundbattleTrick *t = &s->trick;

      /* Someone still has to lay in this pass, and every card on the
       * table is one of this trick's. */
      if (t->n_order < 2 || count_in_pass (t) >= t->n_order || s->pot != t->n_laid ||
          t->attacker != (guint) s->attacker)
        return FALSE;
    }
  else if (s->pot != 0)
    {
      return FALSE;
    }

  if (s->phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER && s->match_winners == 0)
    return FALSE;

  return TRUE;
}

static gboolean
tablee_soundbattle_referee_load (TableeSaveable  *saveable,
                                 GVariant        *variant,
                                 GError         **error)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (saveable);
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) trick = NULL;
  g_autoptr(GVariant) last = NULL;
  g_autoptr(TableePlayers) check = NULL;
  g_autoptr(GArray) records = g_array_new (FALSE, TRUE, sizeof (TableeSoundbattleRecord));
  State s = { 0 };
  guint phase, mode, dealer = 0, attacker = 0, mystery = 0;
  gsize n;
  gboolean ok;

  players = g_variant_lookup_value (variant, "players", G_VARIANT_TYPE ("a(ss)"));
  if (players == NULL)
    goto damaged;
  n = g_variant_n_children (players);
  if (n < TABLEE_SOUNDBATTLE_MIN_PLAYERS || n > TABLEE_SOUNDBATTLE_MAX_PLAYERS)
    goto damaged;

  if (!g_variant_lookup (variant, "phase", "u", &phase) || phase >= TABLEE_SOUNDBATTLE_N_PHASES ||
      !g_variant_lookup (variant, "mode", "u", &mode) || mode >= TABLEE_SOUNDBATTLE_N_MODES ||
      !g_variant_lookup (variant, "rounds-to-win", "u", &s.rounds_to_win) ||
      s.rounds_to_win < 1 || s.rounds_to_win > TABLEE_SOUNDBATTLE_MAX_ROUNDS)
    goto damaged;

  s.phase = phase;
  s.mode = mode;

  if (phase != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    {
      if (!g_variant_lookup (variant, "dealer", "u", &dealer) || dealer >= n ||
          !g_variant_lookup (variant, "attacker", "u", &attacker) || attacker >= n ||
          !counts_from_variant (variant, "cards-left", n, TABLEE_SOUNDBATTLE_N_CARDS, s.left) ||
          !counts_from_variant (variant, "cards-won", n, TABLEE_SOUNDBATTLE_N_CARDS, s.won) ||
          !counts_from_variant (variant, "round-wins", n, 1000, s.round_wins) ||
          !counts_from_variant (variant, "super-powers", n, TABLEE_SOUNDBATTLE_N_CARDS, s.super_powers) ||
          !g_variant_lookup (variant, "pot", "u", &s.pot) ||
          !g_variant_lookup (variant, "set-aside", "u", &s.set_aside) ||
          s.pot > TABLEE_SOUNDBATTLE_N_CARDS || s.set_aside > TABLEE_SOUNDBATTLE_N_CARDS ||
          !g_variant_lookup (variant, "mystery", "u", &mystery) ||
          mystery > TABLEE_SOUNDBATTLE_MYSTERY_USED ||
          !g_variant_lookup (variant, "tricks-played", "u", &s.tricks_played) ||
          !g_variant_lookup (variant, "rounds-played", "u", &s.rounds_played) ||
          !g_variant_lookup (variant, "round-winners", "u", &s.round_winners) ||
          !g_variant_lookup (variant, "match-winners", "u", &s.match_winners))
        goto damaged;

      s.dealer = dealer;
      s.attacker = attacker;
      s.mystery = mystery;

      trick = g_variant_lookup_value (variant, "trick", NULL);
      if (trick == NULL || !trick_from_variant (trick, n, &s.trick))
        goto damaged;

      last = g_variant_lookup_value (variant, "last-trick", NULL);
      s.has_last = last != NULL;
      if (last != NULL && !trick_from_variant (last, n, &s.last))
        goto damaged;

      if (!state_is_consistent (&s, n) ||
          !records_from_variant (variant, n, s.rounds_played, records))
        goto damaged;
      s.n_records = records->len;
    }

  /* The players are checked on a copy first, so that nothing changes when
   * they are refused. */
  check = tablee_players_new (TABLEE_SOUNDBATTLE_MIN_PLAYERS, TABLEE_SOUNDBATTLE_MAX_PLAYERS);
  if (!tablee_players_deserialize (check, players, error))
    return FALSE;

  self->loading = TRUE;
  ok = tablee_players_deserialize (self->players, players, error);
  self->loading = FALSE;
  if (!ok)
    return FALSE;

  self->state = s;
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->records, 0);
  g_array_append_vals (self->records, records->data, records->len);
  take_seats (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  return TRUE;

damaged:
  g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                       _("The saved game of La Guerre des Sons is damaged."));
  return FALSE;
}

static void
tablee_soundbattle_referee_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_soundbattle_referee_save;
  iface->load = tablee_soundbattle_referee_load;
}

static void
tablee_soundbattle_referee_dispose (GObject *object)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (object);

  if (self->players != NULL)
    g_clear_signal_handler (&self->players_changed_handler, self->players);
  g_clear_object (&self->players);
  if (self->seats != NULL)
    g_ptr_array_set_size (self->seats, 0);

  G_OBJECT_CLASS (tablee_soundbattle_referee_parent_class)->dispose (object);
}

static void
tablee_soundbattle_referee_finalize (GObject *object)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (object);

  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->records, g_array_unref);

  G_OBJECT_CLASS (tablee_soundbattle_referee_parent_class)->finalize (object);
}

static void
tablee_soundbattle_referee_class_init (TableeSoundbattleRefereeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_soundbattle_referee_dispose;
  object_class->finalize = tablee_soundbattle_referee_finalize;

  /**
   * TableeSoundbattleReferee::changed:
   *
   * Emitted after every change of the game, undo and loading included.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tablee_soundbattle_referee_init (TableeSoundbattleReferee *self)
{
  self->seats = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo = g_array_new (FALSE, TRUE, sizeof (State));
  self->records = g_array_new (FALSE, TRUE, sizeof (TableeSoundbattleRecord));
  self->state.phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
  self->state.mode = TABLEE_SOUNDBATTLE_MODE_NORMAL;
  self->state.rounds_to_win = 2;
}
