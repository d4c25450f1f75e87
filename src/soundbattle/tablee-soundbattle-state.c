/* tablee-soundbattle-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of La Guerre des Sons on a TableeSoundbattleState: the tricks
 * in the three modes, the battles, the mystery card, the rounds and the
 * match; then the state as a GVariant and back. Its version is
 * TableeSoundbattleReferee's format_version: bump it when this changes.
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <string.h>

#include "tablee-soundbattle-state.h"

typedef TableeSoundbattleState State;

void
tablee_soundbattle_state_init (State *s)
{
  s->mode = TABLEE_SOUNDBATTLE_MODE_NORMAL;
  s->rounds_to_win = 2;
  s->records = g_array_new (FALSE, TRUE, sizeof (TableeSoundbattleRecord));
  s->kept = g_array_new (FALSE, TRUE, sizeof (TableeSoundbattleKept));
  tablee_soundbattle_state_reset (s);
}

void
tablee_soundbattle_state_reset (State *s)
{
  State fresh = { .phase = TABLEE_SOUNDBATTLE_PHASE_SETUP, .mode = s->mode, .rounds_to_win = s->rounds_to_win,
                  .dealer = -1, .attacker = -1, .records = s->records, .kept = s->kept };

  g_array_set_size (s->records, 0);
  g_array_set_size (s->kept, 0);
  *s = fresh;
}

void
tablee_soundbattle_state_clear (State *s)
{
  g_clear_pointer (&s->records, g_array_unref);
  g_clear_pointer (&s->kept, g_array_unref);
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
      if (s->left[p] > 0)
        {
          TableeSoundbattleKept kept = { .round = s->rounds_played, .player = p, .n_cards = s->left[p] };

          g_array_append_val (s->kept, kept);
        }
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
  TableeSoundbattleRecord record = { .round = s->rounds_played, .quality = t->quality,
                                     .direction = t->direction, .attacker = t->attacker,
                                     .winner = t->winner, .n_cards = t->n_laid };

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
        }
      if (lay->value == best)
        tied |= 1u << lay->player;
    }

  /* Every card of the pass is laid: what is left is the award. */
  tablee_soundbattle_state_award (s, n, tied);
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
  g_array_set_size (s->kept, 0);
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

/* Saving */

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

  *t = (TableeSoundbattleTrick) { .quality = quality, .direction = direction, .attacker = attacker,
                                  .pass = pass, .mystery_player = mystery_player, .winner = winner };

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
records_to_variant (GArray *records)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a" RECORD_TYPE));
  for (guint i = 0; i < records->len; i++)
    {
      const TableeSoundbattleRecord *r = &g_array_index (records, TableeSoundbattleRecord, i);

      g_variant_builder_add (&builder, RECORD_TYPE, r->round, r->quality, r->direction,
                             r->attacker, r->winner, r->n_cards, r->battles, r->tied, r->quick);
    }

  return g_variant_builder_end (&builder);
}

static gboolean
records_from_variant (GVariant *dict,
                      guint     n,
                      guint     rounds_played,
                      GArray   *records)
{
  g_autoptr(GVariant) array = g_variant_lookup_value (dict, "records", G_VARIANT_TYPE ("a" RECORD_TYPE));
  GVariantIter iter;
  TableeSoundbattleRecord r = { 0 };
  guint quality, direction;

  if (array == NULL)
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

#define KEPT_TYPE "(uuu)"

static GVariant *
kept_to_variant (GArray *kept)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a" KEPT_TYPE));
  for (guint i = 0; i < kept->len; i++)
    {
      const TableeSoundbattleKept *k = &g_array_index (kept, TableeSoundbattleKept, i);

      g_variant_builder_add (&builder, KEPT_TYPE, k->round, k->player, k->n_cards);
    }

  return g_variant_builder_end (&builder);
}

/* "kept" came after version 2 was released: a state without it kept no
 * cards at the end of its rounds, as far as it knows. */
static gboolean
kept_from_variant (GVariant *dict,
                   guint     n,
                   guint     rounds_played,
                   GArray   *kept)
{
  g_autoptr(GVariant) array = g_variant_lookup_value (dict, "kept", G_VARIANT_TYPE ("a" KEPT_TYPE));
  GVariantIter iter;
  TableeSoundbattleKept k = { 0 };

  if (array == NULL)
    {
      g_autoptr(GVariant) other = g_variant_lookup_value (dict, "kept", NULL);

      return other == NULL;
    }

  g_variant_iter_init (&iter, array);
  while (g_variant_iter_next (&iter, KEPT_TYPE, &k.round, &k.player, &k.n_cards))
    {
      if (k.round > rounds_played || k.player >= n || k.n_cards > TABLEE_SOUNDBATTLE_N_CARDS)
        return FALSE;
      g_array_append_val (kept, k);
    }

  return TRUE;
}

/* The counts saved as they are, with the most each may hold. */
static const struct {
  const char *key;
  glong       offset;
  guint       max;
} counts[] = {
  { "pot", G_STRUCT_OFFSET (State, pot), TABLEE_SOUNDBATTLE_N_CARDS },
  { "set-aside", G_STRUCT_OFFSET (State, set_aside), TABLEE_SOUNDBATTLE_N_CARDS },
  { "tricks-played", G_STRUCT_OFFSET (State, tricks_played), G_MAXUINT },
  { "rounds-played", G_STRUCT_OFFSET (State, rounds_played), G_MAXUINT },
  { "round-winners", G_STRUCT_OFFSET (State, round_winners), G_MAXUINT },
  { "match-winners", G_STRUCT_OFFSET (State, match_winners), G_MAXUINT },
};

GVariant *
tablee_soundbattle_state_save (const State *s,
                               guint        n)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "phase", "u", s->phase);
  g_variant_dict_insert (&dict, "mode", "u", s->mode);
  g_variant_dict_insert (&dict, "rounds-to-win", "u", s->rounds_to_win);

  if (s->phase != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    {
      g_variant_dict_insert (&dict, "dealer", "u", (guint) s->dealer);
      g_variant_dict_insert (&dict, "attacker", "u", (guint) s->attacker);
      g_variant_dict_insert (&dict, "mystery", "u", s->mystery);
      g_variant_dict_insert_value (&dict, "cards-left", counts_to_variant (s->left, n));
      g_variant_dict_insert_value (&dict, "cards-won", counts_to_variant (s->won, n));
      g_variant_dict_insert_value (&dict, "round-wins", counts_to_variant (s->round_wins, n));
      g_variant_dict_insert_value (&dict, "super-powers", counts_to_variant (s->super_powers, n));
      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        g_variant_dict_insert (&dict, counts[i].key, "u", G_STRUCT_MEMBER (guint, s, counts[i].offset));
      g_variant_dict_insert_value (&dict, "trick", trick_to_variant (&s->trick));
      if (s->has_last)
        g_variant_dict_insert_value (&dict, "last-trick", trick_to_variant (&s->last));
      g_variant_dict_insert_value (&dict, "records", records_to_variant (s->records));
      g_variant_dict_insert_value (&dict, "kept", kept_to_variant (s->kept));
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
      (s->round_winners & ~all) != 0 || (s->match_winners & ~all) != 0)
    return FALSE;

  if (s->phase == TABLEE_SOUNDBATTLE_PHASE_LAY)
    {
      const TableeSoundbattleTrick *t = &s->trick;

      /* Someone still has to lay in this pass, and every card on the
       * table is one of this trick's. */
      if (t->n_order < 2 || tablee_soundbattle_count_in_pass (t) >= t->n_order ||
          s->pot != t->n_laid || t->attacker != (guint) s->attacker)
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

gboolean
tablee_soundbattle_state_load (State    *s,
                               GVariant *variant,
                               guint     n)
{
  g_autoptr(GVariant) trick = NULL;
  g_autoptr(GVariant) last = NULL;
  guint phase, mode, dealer = 0, attacker = 0, mystery = 0;

  if (!g_variant_lookup (variant, "phase", "u", &phase) || phase >= TABLEE_SOUNDBATTLE_N_PHASES ||
      !g_variant_lookup (variant, "mode", "u", &mode) || mode >= TABLEE_SOUNDBATTLE_N_MODES ||
      !g_variant_lookup (variant, "rounds-to-win", "u", &s->rounds_to_win) ||
      s->rounds_to_win < 1 || s->rounds_to_win > TABLEE_SOUNDBATTLE_MAX_ROUNDS)
    return FALSE;

  s->phase = phase;
  s->mode = mode;
  if (phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return TRUE;

  if (!g_variant_lookup (variant, "dealer", "u", &dealer) || dealer >= n ||
      !g_variant_lookup (variant, "attacker", "u", &attacker) || attacker >= n ||
      !counts_from_variant (variant, "cards-left", n, TABLEE_SOUNDBATTLE_N_CARDS, s->left) ||
      !counts_from_variant (variant, "cards-won", n, TABLEE_SOUNDBATTLE_N_CARDS, s->won) ||
      !counts_from_variant (variant, "round-wins", n, 1000, s->round_wins) ||
      !counts_from_variant (variant, "super-powers", n, TABLEE_SOUNDBATTLE_N_CARDS, s->super_powers) ||
      !g_variant_lookup (variant, "mystery", "u", &mystery) ||
      mystery > TABLEE_SOUNDBATTLE_MYSTERY_USED)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (!g_variant_lookup (variant, counts[i].key, "u", &G_STRUCT_MEMBER (guint, s, counts[i].offset)) ||
        G_STRUCT_MEMBER (guint, s, counts[i].offset) > counts[i].max)
      return FALSE;

  s->dealer = dealer;
  s->attacker = attacker;
  s->mystery = mystery;

  trick = g_variant_lookup_value (variant, "trick", NULL);
  if (trick == NULL || !trick_from_variant (trick, n, &s->trick))
    return FALSE;

  last = g_variant_lookup_value (variant, "last-trick", NULL);
  s->has_last = last != NULL;
  if (last != NULL && !trick_from_variant (last, n, &s->last))
    return FALSE;

  return state_is_consistent (s, n) && records_from_variant (variant, n, s->rounds_played, s->records) &&
         kept_from_variant (variant, n, s->rounds_played, s->kept);
}

/* Version 1 (Tablée 0.1.0) held the players beside this state and kept no
 * record of the tricks. Version 2 moved the players into TableeGame's
 * envelope and requires "records" during a match: the tricks played before
 * the upgrade went unrecorded, so they start empty. A match was over in its
 * last phase, as it is now. */
GVariant *
tablee_soundbattle_state_migrate (guint32   from_version,
                                  GVariant *variant)
{
  g_autoptr(GVariant) players = g_variant_lookup_value (variant, "players", G_VARIANT_TYPE ("a(ss)"));
  GVariantDict dict;
  guint phase;

  if (from_version != 1 || players == NULL || !g_variant_lookup (variant, "phase", "u", &phase))
    return NULL;

  g_variant_dict_init (&dict, variant);
  g_variant_dict_remove (&dict, "players");
  if (phase != TABLEE_SOUNDBATTLE_PHASE_SETUP && !g_variant_dict_contains (&dict, "records"))
    g_variant_dict_insert_value (&dict, "records", g_variant_new_array (G_VARIANT_TYPE (RECORD_TYPE), NULL, 0));

  return tablee_game_envelope_v1 (players, phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER,
                                  g_variant_dict_end (&dict));
}
