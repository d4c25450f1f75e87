/* notnot-game-fixture.h: what the tests of the Not Not game share: a
 * seeded game, its saved state, its cards counted, and a turn played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-clock.h"
#include "tablee-notnot-dice.h"
#include "tablee-notnot-game.h"
#include "tablee-notnot-training.h"
#include "tablee-random.h"
#include "test-notnot-shared.h"

#define BIT(spot) (1u << (spot))

/* A game cannot last longer than this many turns with the strategies
 * below: every taken card shrinks the pile. */
#define MAX_TURNS 2000

static inline TableeNotnotGame *
new_game (guint32 seed)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (seed);

  return tablee_notnot_game_new (random);
}

/* The cards left in the pile, told by the game's "pile-size". */
static inline guint
pile_size (TableeNotnotGame *game)
{
  guint size;

  g_object_get (game, "pile-size", &size, NULL);

  return size;
}

/* The whole saved state: the players and the game, in TableeGame's
 * envelope. */
static inline GVariant *
save_all (TableeNotnotGame *game)
{
  return tablee_saveable_save (TABLEE_SAVEABLE (game));
}

/* The state of the game itself: the cards, the dice, the taps. */
static inline GVariant *
save (TableeNotnotGame *game)
{
  g_autoptr(GVariant) state = save_all (game);

  return g_variant_lookup_value (state, "game", G_VARIANT_TYPE_VARDICT);
}

/* Undo or redo one step; TRUE when there was one. */
static inline gboolean
travel (TableeNotnotGame *game,
        gboolean          redo)
{
  g_autofree char *label = redo ? tablee_game_redo (TABLEE_GAME (game)) : tablee_game_undo (TABLEE_GAME (game));

  return label != NULL;
}

/* All the cards of a saved state, by kind: [0..5] portals and empty, [6..8]
 * rule cards; and the liar backs. */
typedef struct {
  guint kinds[9];
  guint liars;
  guint arrows[4];
  guint total;
} Census;

static inline void
census_add (Census   *census,
            GVariant *bytes,
            gboolean  skip_holes)
{
  gsize len;
  const guint8 *data = g_variant_get_fixed_array (bytes, &len, 1);

  for (gsize i = 0; i < len; i++)
    {
      guint rule = (data[i] >> 3) & 0x3;

      if (skip_holes && data[i] == 0xff)
        continue;
      census->kinds[rule != 0 ? 5 + rule : (data[i] & 0x7)]++;
      census->liars += data[i] >> 7;
      if (rule == 0)
        census->arrows[(data[i] >> 5) & 0x3]++;
      census->total++;
    }
}

/* Every card of the game, wherever it is, must be there exactly once. */
static inline void
assert_all_cards_present (TableeNotnotGame *game)
{
  g_autoptr(GVariant) state = save (game);
  const char *keys[] = { "pile", "discard", "box" };
  g_autoptr(GVariant) cross = g_variant_lookup_value (state, "cross", G_VARIANT_TYPE_BYTESTRING);
  g_autoptr(GVariant) won = g_variant_lookup_value (state, "won", G_VARIANT_TYPE ("aay"));
  Census census = { { 0, }, };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GVariant) bytes = g_variant_lookup_value (state, keys[i], G_VARIANT_TYPE_BYTESTRING);

      census_add (&census, bytes, FALSE);
    }
  census_add (&census, cross, TRUE);
  for (gsize i = 0; i < g_variant_n_children (won); i++)
    {
      g_autoptr(GVariant) bytes = g_variant_get_child_value (won, i);

      census_add (&census, bytes, FALSE);
    }

  g_assert_cmpuint (census.total, ==, TABLEE_NOTNOT_N_CARDS);
  for (guint i = 0; i < TABLEE_N_PORTALS; i++)
    g_assert_cmpuint (census.kinds[i], ==, TABLEE_NOTNOT_N_PER_COLOUR);
  for (guint i = 6; i < 9; i++)
    g_assert_cmpuint (census.kinds[i], ==, 1);
  g_assert_cmpuint (census.liars, ==, TABLEE_NOTNOT_N_LIAR_BACKS);
  /* The backs point every way. */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (census.arrows[i], >, 0);
}

static inline guint
count_empty_in_cross (TableeNotnotGame *game)
{
  guint n = 0;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      TableeNotnotCard card;

      if (tablee_notnot_game_get_card (game, spot, &card) && card.portal == TABLEE_PORTAL_NONE)
        n++;
    }

  return n;
}

static inline guint
total_score (TableeNotnotGame *game)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  guint total = 0;

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    total += tablee_notnot_game_get_score (game, i);

  return total;
}

static inline int
lowest_spot (guint mask)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (mask & BIT (spot))
        return spot;
    }

  return -1;
}

/* One turn as a table would play it: the player whose turn it is taps the
 * first right card; every third turn, the next player taps a wrong one
 * too. */
static inline void
play_one_turn (TableeNotnotGame *game)
{
  guint n = tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (game)));
  guint turn = tablee_notnot_game_get_turn (game);
  guint valid;
  int right, wrong;

  g_assert_true (tablee_notnot_game_roll (game));
  valid = tablee_notnot_game_get_valid_spots (game);
  right = lowest_spot (valid);
  wrong = lowest_spot (~valid & TABLEE_SPOT_MASK_ALL);

  if (right >= 0)
    g_assert_true (tablee_notnot_game_add_tap (game, turn % n, right));
  if (wrong >= 0 && turn % 3 == 0)
    g_assert_true (tablee_notnot_game_add_tap (game, (turn + 1) % n, wrong));

  {
    g_autoptr(GArray) results = tablee_notnot_game_end_turn (game);

    g_assert_nonnull (results);
  }
}
