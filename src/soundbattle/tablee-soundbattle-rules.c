/* tablee-soundbattle-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of La Guerre des Sons on a TableeSoundbattleState: the tricks
 * in the three modes, the battles, the mystery card, the rounds and the
 * match.
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <string.h>

#include "tablee-soundbattle-state.h"

typedef TableeSoundbattleState State;

void
tablee_soundbattle_state_init (State *s)
{
  memset (s, 0, sizeof *s);
  s->phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
  s->mode = TABLEE_SOUNDBATTLE_MODE_NORMAL;
  s->rounds_to_win = 2;
  s->dealer = -1;
  s->attacker = -1;
  s->records = g_array_new (FALSE, TRUE, sizeof (TableeSoundbattleRecord));
}

void
tablee_soundbattle_state_reset (State *s)
{
  State fresh = { .mode = s->mode, .rounds_to_win = s->rounds_to_win, .records = s->records };

  g_array_set_size (s->records, 0);
  *s = fresh;
  s->phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
  s->dealer = -1;
  s->attacker = -1;
}

void
tablee_soundbattle_state_clear (State *s)
{
  g_clear_pointer (&s->records, g_array_unref);
}

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

guint
tablee_soundbattle_count_in_pass (const TableeSoundbattleTrick *t)
{
  guint laid = 0;

  for (guint i = 0; i < t->n_laid; i++)
    if (t->laid[i].pass == t->pass)
      laid++;

  return laid;
}

void
tablee_soundbattle_state_deal (State *s,
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

/* Keeps the trick just settled (the last one) for the history of the
 * match. */
static void
record_trick (State *s)
{
  const TableeSoundbattleTrick *t = &s->last;
  TableeSoundbattleRecord record = { 0 };

  record.round = s->rounds_played;
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

  g_array_append_val (s->records, record);
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
  record_trick (s);
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
  guint player = t->order[tablee_soundbattle_count_in_pass (t)];
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

void
tablee_soundbattle_state_start (State *s,
                                guint  n,
                                guint  first_attacker)
{
  memset (s->round_wins, 0, sizeof s->round_wins);
  s->rounds_played = 0;
  s->match_winners = 0;
  g_array_set_size (s->records, 0);
  /* The dealer sits on the first attacker's left, so that the first card
   * dealt counter-clockwise goes to the attacker. */
  tablee_soundbattle_state_deal (s, n, (first_attacker + 1) % n);
}

void
tablee_soundbattle_state_ask (State                *s,
                              guint                 n,
                              TableeSoundQuality    quality,
                              TableeSoundDirection  direction)
{
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
}

void
tablee_soundbattle_state_lay (State    *s,
                              guint     n,
                              gint64    value,
                              gboolean  super_power)
{
  lay_card (s, value, super_power);
  if (tablee_soundbattle_count_in_pass (&s->trick) == s->trick.n_order)
    settle_pass (s, n);
}

/* The quick way: every card of the pass is laid at once, without values;
 * one winner takes the trick, several fight a battle. */
void
tablee_soundbattle_state_award (State *s,
                                guint  n,
                                guint  winners)
{
  while (tablee_soundbattle_count_in_pass (&s->trick) < s->trick.n_order)
    lay_card (s, TABLEE_SOUNDBATTLE_VALUE_UNKNOWN, FALSE);

  if ((winners & (winners - 1)) == 0)
    finish_trick (s, n, g_bit_nth_lsf (winners, -1));
  else
    start_battle (s, n, winners);
}

int
tablee_soundbattle_state_next_dealer (const State *s,
                                      guint        n)
{
  if (s->phase != TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER)
    return -1;

  /* The round's winner deals; of several, the first in dealing order
   * (counter-clockwise) from the last dealer. */
  for (guint k = 0; k < n; k++)
    {
      guint p = previous_seat (s->dealer, k, n);

      if (s->round_winners & (1u << p))
        return p;
    }

  return s->dealer;
}
