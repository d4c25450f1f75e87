/* tablee-soundbattle-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state of La Guerre des Sons as a GVariant and back. Its version is
 * TableeSoundbattleReferee's format_version: bump it when this changes.
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <string.h>

#include "tablee-soundbattle-state.h"

typedef TableeSoundbattleState State;

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

  return state_is_consistent (s, n) && records_from_variant (variant, n, s->rounds_played, s->records);
}
