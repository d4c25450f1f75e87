/* test-notnot-game.c: the Not Not game at the table and the solo training.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

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

static TableeNotnotGame *
new_game (guint32 seed)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (seed);

  return tablee_notnot_game_new (random);
}

/* The cards left in the pile, told by the game's "pile-size". */
static guint
pile_size (TableeNotnotGame *game)
{
  guint size;

  g_object_get (game, "pile-size", &size, NULL);

  return size;
}

/* The whole saved state: the players and the game, in TableeGame's
 * envelope. */
static GVariant *
save_all (TableeNotnotGame *game)
{
  return tablee_saveable_save (TABLEE_SAVEABLE (game));
}

/* The state of the game itself: the cards, the dice, the taps. */
static GVariant *
save (TableeNotnotGame *game)
{
  g_autoptr(GVariant) state = save_all (game);

  return g_variant_lookup_value (state, "game", G_VARIANT_TYPE_VARDICT);
}

/* Undo or redo one step; TRUE when there was one. */
static gboolean
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

static void
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
static void
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

static guint
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

static guint
total_score (TableeNotnotGame *game)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  guint total = 0;

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    total += tablee_notnot_game_get_score (game, i);

  return total;
}

static int
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
static void
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

static void
test_dice_faces (void)
{
  guint counts[3][TABLEE_NOTNOT_N_FACES] = { { 0, }, };

  for (guint die = 0; die < 3; die++)
    for (guint i = 0; i < TABLEE_NOTNOT_DIE_N_FACES; i++)
      counts[die][tablee_notnot_die_get_face (die, i)]++;

  /* Criterion die A: the four directions and two NOTHING. */
  g_assert_cmpuint (counts[0][TABLEE_FACE_NOTHING], ==, 2);
  for (guint face = TABLEE_FACE_UP; face <= TABLEE_FACE_LEFT; face++)
    g_assert_cmpuint (counts[0][face], ==, 1);
  /* Criterion die B: four colours (white is only on portals) and two
   * NOTHING. */
  g_assert_cmpuint (counts[1][TABLEE_FACE_NOTHING], ==, 2);
  for (guint face = TABLEE_FACE_RED; face <= TABLEE_FACE_YELLOW; face++)
    g_assert_cmpuint (counts[1][face], ==, 1);
  g_assert_cmpuint (counts[1][TABLEE_FACE_WHITE], ==, 0);
  /* Negation die: blank, blank, NOT, NOT, NOT NOT, NOT NOT NOT. */
  g_assert_cmpuint (counts[2][0], ==, 2);
  g_assert_cmpuint (counts[2][1], ==, 2);
  g_assert_cmpuint (counts[2][2], ==, 1);
  g_assert_cmpuint (counts[2][3], ==, 1);
}

static void
test_dice_rolls (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (7);
  gboolean seen_a[TABLEE_NOTNOT_N_FACES] = { FALSE, }, seen_neg[4] = { FALSE, };

  for (guint i = 0; i < 600; i++)
    {
      TableeNotnotRoll roll;

      tablee_notnot_roll_dice (random, TABLEE_NOTNOT_LEVEL_DISCOVERY, &roll);
      g_assert_cmpuint (roll.negations, ==, 0);
      g_assert_true (roll.a == TABLEE_FACE_NOTHING || tablee_notnot_face_is_direction (roll.a));
      g_assert_true (roll.b == TABLEE_FACE_NOTHING || (roll.b >= TABLEE_FACE_RED && roll.b <= TABLEE_FACE_WHITE));
      seen_a[roll.a] = TRUE;

      tablee_notnot_roll_dice (random, TABLEE_NOTNOT_LEVEL_NORMAL, &roll);
      g_assert_cmpuint (roll.negations, <=, 3);
      seen_neg[roll.negations] = TRUE;
    }

  for (guint face = TABLEE_FACE_NOTHING; face <= TABLEE_FACE_LEFT; face++)
    g_assert_true (seen_a[face]);
  for (guint n = 0; n < 4; n++)
    g_assert_true (seen_neg[n]);
}

static void
test_new_game_deals (void)
{
  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (seed);
      TableeNotnotCard top;

      g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));
      g_assert_false (tablee_notnot_game_get_rolled (game));
      g_assert_cmpuint (tablee_notnot_game_get_turn (game), ==, 0);
      g_assert_true (tablee_notnot_game_get_first_game (game));
      g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
      g_assert_cmpuint (count_empty_in_cross (game), <=, 1);
      /* 51 cards, four on the table: 47 in the pile with the rule cards. */
      g_assert_cmpuint (pile_size (game), ==, TABLEE_NOTNOT_N_CARDS - 4);
      g_assert_true (tablee_notnot_game_get_top_card (game, &top));
      g_assert_cmpint (top.rule, ==, TABLEE_NOTNOT_RULE_NONE);
      assert_all_cards_present (game);

      /* Outside the first game, the rule cards stay in the box. */
      tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_HARD, FALSE);
      g_assert_false (tablee_notnot_game_get_first_game (game));
      g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_HARD);
      g_assert_cmpuint (pile_size (game), ==, TABLEE_NOTNOT_N_CARDS - 3 - 4);
      assert_all_cards_present (game);
    }
}

/* Plays a whole game, checking after every turn what must always hold. */
static void
play_to_the_end (TableeNotnotGame *game,
                 guint            *level_turns)
{
  TableeNotnotLevel level = tablee_notnot_game_get_level (game);
  guint turns = 0;

  while (!tablee_game_get_finished (TABLEE_GAME (game)))
    {
      guint pile = pile_size (game);

      g_assert_cmpuint (++turns, <, MAX_TURNS);
      if (level_turns != NULL)
        level_turns[tablee_notnot_game_get_level (game)]++;
      play_one_turn (game);

      /* The level only rises, and the pile only shrinks. */
      g_assert_cmpint (tablee_notnot_game_get_level (game), >=, level);
      level = tablee_notnot_game_get_level (game);
      g_assert_cmpuint (pile_size (game), <=, pile);
      g_assert_cmpuint (count_empty_in_cross (game), <=, 1);
      assert_all_cards_present (game);
    }
}

static void
test_full_game (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (2024);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  g_autoptr(GArray) winners = NULL;
  guint best = 0, n_empty_left = 0, holes = 0;

  tablee_players_reset (players, 4);
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  play_to_the_end (game, NULL);

  g_assert_false (tablee_notnot_game_roll (game));
  /* The end: the cross could not be refilled to four cards. */
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    holes += !tablee_notnot_game_get_card (game, spot, NULL);
  g_assert_cmpuint (holes, >, 0);
  /* Only empty cards (which never fill a second place) may be left. */
  if (pile_size (game) > 0)
    {
      TableeNotnotCard top;

      g_assert_true (tablee_notnot_game_get_top_card (game, &top));
      g_assert_cmpint (top.portal, ==, TABLEE_PORTAL_NONE);
      n_empty_left = pile_size (game);
      g_assert_cmpuint (count_empty_in_cross (game), ==, 1);
    }
  g_assert_cmpuint (n_empty_left, <, TABLEE_NOTNOT_N_EMPTY);
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_EXTREME);

  winners = tablee_notnot_game_get_winners (game);
  g_assert_cmpuint (winners->len, >, 0);
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    best = MAX (best, tablee_notnot_game_get_score (game, i));
  g_assert_cmpuint (best, >, 0);
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      gboolean is_winner = FALSE;

      for (guint w = 0; w < winners->len; w++)
        is_winner |= g_array_index (winners, guint, w) == i;
      g_assert_true (is_winner == (tablee_notnot_game_get_score (game, i) == best));
    }
}

/* The last card of the pile won or discarded finishes the game, once:
 * "game-over" is not told again when undo and redo go over that turn. */
static void
test_game_over_once (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (2025);
  guint game_over = 0, finished_notified = 0;
  g_autofree char *label = NULL;

  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_NORMAL, FALSE);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (g_atomic_int_inc), &game_over);
  g_signal_connect_swapped (game, "notify::finished", G_CALLBACK (g_atomic_int_inc), &finished_notified);
  while (!tablee_game_get_finished (TABLEE_GAME (game)))
    {
      g_assert_cmpuint (game_over, ==, 0);
      play_one_turn (game);
    }
  g_assert_cmpuint (game_over, ==, 1);
  g_assert_cmpuint (finished_notified, ==, 1);

  /* Undo takes back the last turn: the game goes on, as it was. */
  label = tablee_game_undo (TABLEE_GAME (game));
  g_assert_nonnull (label);
  g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));
  g_assert_true (tablee_notnot_game_get_rolled (game));
  g_assert_cmpuint (finished_notified, ==, 2);
  g_assert_true (travel (game, TRUE));
  g_assert_true (tablee_game_get_finished (TABLEE_GAME (game)));
  g_assert_cmpuint (finished_notified, ==, 3);
  g_assert_cmpuint (game_over, ==, 1);
}

static void
test_no_winner_before_the_end (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (3);
  g_autoptr(GArray) winners = NULL;

  play_one_turn (game);
  winners = tablee_notnot_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 0);
}

static void
test_first_game_progression (void)
{
  for (guint32 seed = 100; seed < 120; seed++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (seed);
      g_autoptr(GVariant) state = NULL;
      g_autoptr(GVariant) box = NULL;
      guint level_turns[TABLEE_NOTNOT_N_LEVELS] = { 0, };
      const guint8 *data;
      gsize len;

      play_to_the_end (game, level_turns);

      /* Every level was played, in order, and the rule cards came up
       * Not Not, Arrow, Liar. */
      for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
        {
          g_test_message ("seed %u level %u: %u turns", seed, level, level_turns[level]);
          g_assert_cmpuint (level_turns[level], >, 0);
        }
      state = save (game);
      box = g_variant_lookup_value (state, "box", G_VARIANT_TYPE_BYTESTRING);
      data = g_variant_get_fixed_array (box, &len, 1);
      g_assert_cmpuint (len, ==, 3);
      g_assert_cmpuint ((data[0] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_NOT_NOT);
      g_assert_cmpuint ((data[1] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_ARROW);
      g_assert_cmpuint ((data[2] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_LIAR);
    }
}

/* The dice a level uses, and what the top card's back does to the roll. */
static void
test_levels_use_their_dice (void)
{
  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (55 + level);
      gboolean seen_negation = FALSE, seen_turn = FALSE, seen_liar = FALSE;

      tablee_notnot_game_new_game (game, level, FALSE);
      while (!tablee_game_get_finished (TABLEE_GAME (game)))
        {
          TableeNotnotRoll roll;
          TableeNotnotCard top = { 0, };
          gboolean has_top = tablee_notnot_game_get_top_card (game, &top);

          g_assert_true (tablee_notnot_game_roll (game));
          g_assert_true (tablee_notnot_game_get_roll (game, &roll));
          seen_negation |= roll.negations > 0;
          seen_turn |= roll.up != TABLEE_SPOT_UP;
          seen_liar |= roll.liar;
          g_assert_cmpint (roll.up, ==, level >= TABLEE_NOTNOT_LEVEL_HARD && has_top ? top.arrow
                                                                                     : TABLEE_SPOT_UP);
          g_assert_true (roll.liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME && has_top && top.liar));
          play_one_turn (game);
        }

      g_assert_true (seen_negation == (level >= TABLEE_NOTNOT_LEVEL_NORMAL));
      g_assert_true (seen_turn == (level >= TABLEE_NOTNOT_LEVEL_HARD));
      g_assert_true (seen_liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME));
    }
}

static void
test_seeded_game_replays (void)
{
  g_autoptr(TableeNotnotGame) first = new_game (99);
  g_autoptr(TableeNotnotGame) second = new_game (99);
  g_autoptr(TableeNotnotGame) other = new_game (100);
  g_autoptr(GVariant) first_start = save (first);
  g_autoptr(GVariant) other_start = save (other);
  gboolean differed = FALSE;

  g_assert_false (g_variant_equal (first_start, other_start));

  while (!tablee_game_get_finished (TABLEE_GAME (first)))
    {
      g_autoptr(GVariant) a = NULL;
      g_autoptr(GVariant) b = NULL;

      play_one_turn (first);
      play_one_turn (second);
      a = save (first);
      b = save (second);
      g_assert_true (g_variant_equal (a, b));

      if (!tablee_game_get_finished (TABLEE_GAME (other)))
        {
          g_autoptr(GVariant) c = NULL;

          play_one_turn (other);
          c = save (other);
          differed |= !g_variant_equal (a, c);
        }
    }
  g_assert_true (tablee_game_get_finished (TABLEE_GAME (second)));
  g_assert_true (differed);
}

/* Rolls until the board and dice make the wanted situation. Rolling again
 * does not change the board, so a game whose board never fits is dealt
 * again from the next seed. */
typedef gboolean (*Situation) (TableeNotnotGame *game);

static TableeNotnotGame *
game_in_situation (guint32   seed,
                   guint     n_players,
                   Situation situation)
{
  for (guint32 s = seed; s < seed + 500; s++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (s);

      tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game)), n_players);
      for (guint i = 0; i < 30; i++)
        {
          g_assert_true (tablee_notnot_game_roll (game));
          if (situation (game))
            return g_steal_pointer (&game);
        }
    }

  g_assert_not_reached ();
}

/* The same on a game already going: its board must already fit. */
static void
roll_until (TableeNotnotGame *game,
            Situation         situation)
{
  for (guint i = 0; i < 200; i++)
    {
      g_assert_true (tablee_notnot_game_roll (game));
      if (situation (game))
        return;
    }

  g_assert_not_reached ();
}

static gboolean
one_valid_no_empty (TableeNotnotGame *game)
{
  return tablee_notnot_game_get_valid_spots (game) != 0 && count_empty_in_cross (game) == 0;
}

static gboolean
one_valid_with_empty (TableeNotnotGame *game)
{
  return tablee_notnot_game_get_valid_spots (game) != 0 && count_empty_in_cross (game) == 1;
}

static gboolean
valid_and_wrong (TableeNotnotGame *game)
{
  guint valid = tablee_notnot_game_get_valid_spots (game);

  return valid != 0 && valid != TABLEE_SPOT_MASK_ALL;
}

static void
test_right_tap_wins_the_card (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (11, 2, one_valid_no_empty);
  g_autoptr(GArray) results = NULL;
  TableeNotnotCard tapped, won;
  const TableeNotnotTapResult *result;
  int spot;

  spot = lowest_spot (tablee_notnot_game_get_valid_spots (game));
  g_assert_true (tablee_notnot_game_get_card (game, spot, &tapped));
  g_assert_true (tablee_notnot_game_add_tap (game, 1, spot));
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 1), ==, spot);
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 0), ==, -1);

  results = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (results->len, ==, 1);
  result = &g_array_index (results, TableeNotnotTapResult, 0);
  g_assert_cmpuint (result->player, ==, 1);
  g_assert_true (result->right);
  g_assert_true (result->changed);
  won = result->card;
  g_assert_cmpint (won.portal, ==, tapped.portal);
  g_assert_cmpint (won.arrow, ==, tapped.arrow);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 1), ==, 1);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 0);
  /* The cross is full again and the taps are gone. */
  g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));
  g_assert_false (tablee_notnot_game_get_rolled (game));
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 1), ==, -1);
}

static void
test_empty_card_is_taken_first (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (12, 2, one_valid_with_empty);
  g_autoptr(GArray) results = NULL;
  int spot;

  spot = lowest_spot (tablee_notnot_game_get_valid_spots (game));
  g_assert_true (tablee_notnot_game_add_tap (game, 0, spot));
  results = tablee_notnot_game_end_turn (game);

  g_assert_true (g_array_index (results, TableeNotnotTapResult, 0).right);
  g_assert_cmpint (g_array_index (results, TableeNotnotTapResult, 0).card.portal, ==,
                   TABLEE_PORTAL_NONE);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);
}

static void
test_tie_each_takes_one (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (13, 3, one_valid_with_empty);
  g_autoptr(GArray) results = NULL;
  guint had_empty;
  int spot;

  had_empty = count_empty_in_cross (game);
  spot = lowest_spot (tablee_notnot_game_get_valid_spots (game));
  /* Two players slap the same card at once. */
  g_assert_true (tablee_notnot_game_add_tap (game, 2, spot));
  g_assert_true (tablee_notnot_game_add_tap (game, 0, spot));
  results = tablee_notnot_game_end_turn (game);

  g_assert_cmpuint (had_empty, ==, 1);
  g_assert_cmpuint (results->len, ==, 2);
  /* In the order recorded; the first takes the empty card. */
  g_assert_cmpuint (g_array_index (results, TableeNotnotTapResult, 0).player, ==, 2);
  g_assert_cmpint (g_array_index (results, TableeNotnotTapResult, 0).card.portal, ==,
                   TABLEE_PORTAL_NONE);
  g_assert_cmpint (g_array_index (results, TableeNotnotTapResult, 1).card.portal, !=,
                   TABLEE_PORTAL_NONE);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 1), ==, 0);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 2), ==, 1);
  g_assert_cmpuint (total_score (game), ==, 2);
}

static void
test_wrong_tap_discards (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (14, 2, valid_and_wrong);
  g_autoptr(GArray) first = NULL;
  g_autoptr(GArray) second = NULL;
  g_autoptr(GArray) third = NULL;
  guint pile;

  /* A wrong tap with no card costs nothing. */
  g_assert_true (tablee_notnot_game_add_tap (game, 0, lowest_spot (~tablee_notnot_game_get_valid_spots (game) & 0xf)));
  first = tablee_notnot_game_end_turn (game);
  g_assert_false (g_array_index (first, TableeNotnotTapResult, 0).right);
  g_assert_false (g_array_index (first, TableeNotnotTapResult, 0).changed);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 0);

  /* Win a card, then lose it with a wrong tap. */
  roll_until (game, valid_and_wrong);
  g_assert_true (tablee_notnot_game_add_tap (game, 0, lowest_spot (tablee_notnot_game_get_valid_spots (game))));
  second = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);

  roll_until (game, valid_and_wrong);
  pile = pile_size (game);
  g_assert_true (tablee_notnot_game_add_tap (game, 0, lowest_spot (~tablee_notnot_game_get_valid_spots (game) & 0xf)));
  third = tablee_notnot_game_end_turn (game);
  g_assert_false (g_array_index (third, TableeNotnotTapResult, 0).right);
  g_assert_true (g_array_index (third, TableeNotnotTapResult, 0).changed);
  g_assert_cmpint (g_array_index (third, TableeNotnotTapResult, 0).card.portal, ==,
                   g_array_index (second, TableeNotnotTapResult, 0).card.portal);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 0);
  /* Nothing was taken from the table. */
  g_assert_cmpuint (pile_size (game), ==, pile);
  assert_all_cards_present (game);
}

static void
test_taps_need_a_roll (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (15);

  g_assert_false (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_UP));
  g_assert_null (tablee_notnot_game_end_turn (game));
  g_assert_true (tablee_notnot_game_roll (game));
  g_assert_true (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_UP));
  /* A second tap of the same player replaces the first. */
  g_assert_true (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_LEFT));
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 0), ==, TABLEE_SPOT_LEFT);
  g_assert_true (tablee_notnot_game_remove_tap (game, 0));
  g_assert_false (tablee_notnot_game_remove_tap (game, 0));
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 0), ==, -1);
}

static void
test_undo_last_turn (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (16, 2, valid_and_wrong);
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GVariant) undone = NULL;
  g_autoptr(GArray) results = NULL;
  g_autoptr(GArray) again = NULL;
  g_autofree char *label = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (tablee_notnot_game_add_tap (game, 0, lowest_spot (tablee_notnot_game_get_valid_spots (game))));
  g_assert_true (tablee_notnot_game_add_tap (game, 1, lowest_spot (~tablee_notnot_game_get_valid_spots (game) & 0xf)));
  before = save (game);
  results = tablee_notnot_game_end_turn (game);
  after = save (game);
  /* The step is the turn scored, the roll and taps before it included. */
  expected = g_strdup_printf ("turn %u", tablee_notnot_game_get_turn (game));
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (game)), ==, expected);

  label = tablee_game_undo (TABLEE_GAME (game));
  g_assert_cmpstr (label, ==, expected);
  undone = save (game);
  /* Everything back as it was, the taps and the dice included. */
  g_assert_true (g_variant_equal (undone, before));
  g_assert_true (tablee_notnot_game_get_rolled (game));
  g_assert_cmpint (tablee_notnot_game_get_tap (game, 0), >=, 0);

  /* Scoring the same taps again gives the same result. */
  again = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (again->len, ==, results->len);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);
}

/* Undo goes back many turns, and a new game, saying what each step was;
 * redo goes forth again. */
static void
test_undo_redo_many (void)
{
  g_autoptr(TableeNotnotGame) copy = new_game (23);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  TableeNotnotGame *game = copy;
  const guint n_turns = 30;
  const char *step;

  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_EXTREME, FALSE);
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (game)), ==, "New game");
  /* states[i]: the table as turn i + 1 is about to be scored, the dice
   * rolled and the taps recorded; the last one, after the last turn. */
  for (guint i = 0; i < n_turns; i++)
    {
      g_autoptr(GArray) results = NULL;
      guint valid;

      g_assert_true (tablee_notnot_game_roll (game));
      valid = tablee_notnot_game_get_valid_spots (game);
      if (valid != 0)
        g_assert_true (tablee_notnot_game_add_tap (game, i % 2, lowest_spot (valid)));
      g_ptr_array_add (states, save (game));
      results = tablee_notnot_game_end_turn (game);
    }
  g_ptr_array_add (states, save (game));
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  g_assert_cmpuint (tablee_notnot_game_get_turn (game), ==, 0);

  step = tablee_game_get_undo_label (TABLEE_GAME (copy));
  g_assert_cmpstr (step, ==, "New game");
  g_assert_true (travel (copy, FALSE));
  for (guint i = n_turns; i > 0; i--)
    {
      g_autoptr(GVariant) now = save (copy);
      g_autoptr(GVariant) undone = NULL;
      g_autofree char *expected = g_strdup_printf ("turn %u", i);

      g_assert_true (g_variant_equal (now, g_ptr_array_index (states, i)));
      step = tablee_game_get_undo_label (TABLEE_GAME (copy));
      g_assert_cmpstr (step, ==, expected);
      g_assert_true (travel (copy, FALSE));
      undone = save (copy);
      g_assert_true (g_variant_equal (undone, g_ptr_array_index (states, i - 1)));
    }
  /* The new game at Extreme, then nothing more. */
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (copy)), ==, "New game");
  g_assert_true (travel (copy, FALSE));
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (copy)));
  g_assert_false (travel (copy, FALSE));
  g_assert_true (travel (copy, TRUE));

  /* Redo all the way, to the new game. */
  for (guint i = 1; i <= n_turns; i++)
    {
      g_autoptr(GVariant) now = NULL;

      g_assert_true (travel (copy, TRUE));
      now = save (copy);
      g_assert_true (g_variant_equal (now, g_ptr_array_index (states, i)));
    }
  step = tablee_game_get_redo_label (TABLEE_GAME (copy));
  g_assert_cmpstr (step, ==, "New game");
  g_assert_true (travel (copy, TRUE));
  g_assert_true (tablee_notnot_game_get_first_game (copy));
  g_assert_false (tablee_game_get_can_redo (TABLEE_GAME (copy)));

  /* A new step forgets what could be redone. */
  g_assert_true (travel (copy, FALSE));
  g_assert_true (tablee_game_get_can_redo (TABLEE_GAME (copy)));
  play_one_turn (copy);
  g_assert_false (tablee_game_get_can_redo (TABLEE_GAME (copy)));
  assert_all_cards_present (copy);
}

/* The history keeps the last 100 steps. */
static void
test_undo_depth (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (25);
  guint undone = 0;

  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_NORMAL, FALSE);
  for (guint i = 0; i < 120 && !tablee_game_get_finished (TABLEE_GAME (game)); i++)
    {
      g_assert_true (tablee_notnot_game_roll (game));
      g_assert_true (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_UP));
      g_autoptr(GArray) results = tablee_notnot_game_end_turn (game);
    }
  g_assert_cmpuint (tablee_notnot_game_get_turn (game), >, 100);

  while (travel (game, FALSE))
    undone++;
  g_assert_cmpuint (undone, ==, 100);
}

static void
test_players_keep_their_cards (void)
{
  g_autoptr(TableeNotnotGame) game = game_in_situation (17, 3, valid_and_wrong);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  g_autoptr(GArray) results = NULL;
  g_autoptr(TableePlayer) removed = NULL;
  g_autoptr(TableeNotnotGame) copy = new_game (1);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_notnot_game_add_tap (game, 0, lowest_spot (tablee_notnot_game_get_valid_spots (game))));
  results = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);

  /* The cards follow a player who moves, and back when undone. */
  g_assert_true (tablee_players_move (players, 0, 2));
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 2), ==, 1);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (game)), ==, "The players changed");
  g_assert_true (travel (game, FALSE));
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 1);
  g_assert_true (travel (game, TRUE));
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 2), ==, 1);

  /* A player who leaves takes nothing out of the count of cards. */
  removed = tablee_players_remove (players, 2, &error);
  g_assert_no_error (error);
  assert_all_cards_present (game);
  state = save_all (game);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  assert_all_cards_present (copy);
}

static void
test_set_level (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (18);
  guint pile = pile_size (game);
  guint notified = 0, pile_notified = 0, turn_notified = 0;

  g_signal_connect_swapped (game, "notify::level", G_CALLBACK (g_atomic_int_inc), &notified);
  /* Only what a change changed is notified, once. */
  g_signal_connect_swapped (game, "notify::pile-size", G_CALLBACK (g_atomic_int_inc), &pile_notified);
  g_signal_connect_swapped (game, "notify::turn", G_CALLBACK (g_atomic_int_inc), &turn_notified);
  tablee_notnot_game_set_level (game, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (pile_notified, ==, 1);
  g_assert_cmpuint (turn_notified, ==, 0);
  g_assert_false (tablee_notnot_game_get_first_game (game));
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_HARD);
  /* The three rule cards left the pile. */
  g_assert_cmpuint (pile_size (game), ==, pile - 3);
  tablee_notnot_game_set_level (game, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (pile_notified, ==, 1);
  assert_all_cards_present (game);

  /* A step of its own: undo puts back the first game and its rule cards. */
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (game)), ==, "the Hard level");
  g_assert_true (travel (game, FALSE));
  g_assert_true (tablee_notnot_game_get_first_game (game));
  g_assert_cmpuint (pile_size (game), ==, pile);
  g_assert_cmpuint (notified, ==, 2);
}

static void
test_save_load_round_trip (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (19);
  g_autoptr(TableeNotnotGame) copy = new_game (20);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) copied = NULL;
  g_autoptr(GError) error = NULL;

  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game)), 5);
  for (guint i = 0; i < 12; i++)
    play_one_turn (game);
  g_assert_true (tablee_notnot_game_roll (game));
  g_assert_true (tablee_notnot_game_add_tap (game, 3, TABLEE_SPOT_DOWN));
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (game)));

  state = save_all (game);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  copied = save_all (copy);
  g_assert_true (g_variant_equal (state, copied));
  g_assert_cmpint (tablee_notnot_game_get_tap (copy, 3), ==, TABLEE_SPOT_DOWN);
  g_assert_cmpuint (tablee_notnot_game_get_valid_spots (copy), ==,
                    tablee_notnot_game_get_valid_spots (game));
  g_assert_cmpuint (tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (copy))), ==, 5);
  /* The saved game starts a new history. */
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (copy)));
}

static void
test_changes_are_saved (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (21);
  guint saves = 0;

  g_signal_connect_swapped (game, "state-changed", G_CALLBACK (g_atomic_int_inc), &saves);
  g_assert_true (tablee_notnot_game_roll (game));
  g_assert_cmpuint (saves, ==, 1);
  g_assert_true (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_UP));
  g_assert_cmpuint (saves, ==, 2);
  g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (game)), 0, "Zoé", NULL));
  g_assert_cmpuint (saves, >=, 3);
}

/* Damages one value of a good state. */
typedef void (*Damage) (GVariantDict *dict);

static void
set_bytes (GVariantDict *dict,
           const char   *key,
           const guint8 *data,
           gsize         len)
{
  g_variant_dict_insert_value (dict, key, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, data, len, 1));
}

static GBytes *
get_bytes (GVariantDict *dict,
           const char   *key)
{
  g_autoptr(GVariant) value = g_variant_dict_lookup_value (dict, key, G_VARIANT_TYPE_BYTESTRING);

  return g_variant_get_data_as_bytes (value);
}

static void
damage_level (GVariantDict *dict)
{
  g_variant_dict_insert (dict, "level", "u", 4);
}

static void
damage_first_game_level (GVariantDict *dict)
{
  /* The first game is at Discovery until the Not Not card comes up. */
  g_variant_dict_insert (dict, "level", "u", TABLEE_NOTNOT_LEVEL_HARD);
}

static void
damage_missing_pile (GVariantDict *dict)
{
  g_variant_dict_remove (dict, "pile");
}

static void
damage_duplicate_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));

  /* A second copy of the bottom card, in place of a card of another
   * colour: one colour has nine cards now. */
  for (gsize i = 1; i < g_bytes_get_size (pile); i++)
    {
      if ((data[i] & 0x7) != (data[0] & 0x7) && ((data[i] >> 3) & 0x3) == 0)
        {
          data[i] = data[0];
          break;
        }
    }
  set_bytes (dict, "pile", data, g_bytes_get_size (pile));
}

static void
damage_lost_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");

  set_bytes (dict, "pile", g_bytes_get_data (pile, NULL), g_bytes_get_size (pile) - 1);
}

static void
damage_not_a_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));

  data[0] = 0x07;
  set_bytes (dict, "pile", data, g_bytes_get_size (pile));
}

static void
damage_two_empty_cards (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autoptr(GBytes) cross = get_bytes (dict, "cross");
  g_autofree guint8 *pile_data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));
  g_autofree guint8 *cross_data = g_memdup2 (g_bytes_get_data (cross, NULL), 4);
  guint swapped = 0;

  /* Swap empty cards from the pile into the cross, keeping every card. */
  for (gsize i = 0; i < g_bytes_get_size (pile) && swapped < 2; i++)
    {
      if ((pile_data[i] & 0x7) == 0 && ((pile_data[i] >> 3) & 0x3) == 0)
        {
          guint8 card = cross_data[swapped];

          cross_data[swapped] = pile_data[i];
          pile_data[i] = card;
          swapped++;
        }
    }
  set_bytes (dict, "pile", pile_data, g_bytes_get_size (pile));
  set_bytes (dict, "cross", cross_data, 4);
}

static void
damage_rule_card_on_top (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  gsize len = g_bytes_get_size (pile);
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), len);

  for (gsize i = 0; i < len; i++)
    {
      if (((data[i] >> 3) & 0x3) != 0)
        {
          guint8 card = data[len - 1];

          data[len - 1] = data[i];
          data[i] = card;
          break;
        }
    }
  set_bytes (dict, "pile", data, len);
}

static void
damage_won_count (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "won", g_variant_new_array (G_VARIANT_TYPE_BYTESTRING, NULL, 0));
}

static void
damage_tap_player (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "taps", g_variant_new_parsed ("[(7, 0)]"));
}

static void
damage_tap_twice (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "taps", g_variant_new_parsed ("[(0, 0), (0, 1)]"));
}

static void
damage_dice (GVariantDict *dict)
{
  /* White is never on a die. */
  g_variant_dict_insert (dict, "dice", "(uuu)", (guint) TABLEE_FACE_UP,
                         (guint) TABLEE_FACE_WHITE, 0);
}

static void
damage_players (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "players", g_variant_new_parsed ("[('Alice', '#ff0000')]"));
}

static void
test_load_refuses_damage (void)
{
  static const struct {
    const char *name;
    Damage damage;
  } damages[] = {
    { "level", damage_level },
    { "first-game level", damage_first_game_level },
    { "missing pile", damage_missing_pile },
    { "duplicate card", damage_duplicate_card },
    { "lost card", damage_lost_card },
    { "not a card", damage_not_a_card },
    { "two empty cards", damage_two_empty_cards },
    { "rule card on top", damage_rule_card_on_top },
    { "won count", damage_won_count },
    { "tap player", damage_tap_player },
    { "tap twice", damage_tap_twice },
    { "dice", damage_dice },
    { "players", damage_players },
  };
  g_autoptr(TableeNotnotGame) source = new_game (22);
  g_autoptr(GVariant) good = NULL;

  g_assert_true (tablee_notnot_game_roll (source));
  good = save_all (source);

  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (23);
      g_autoptr(GVariant) before = save_all (game);
      g_autoptr(GVariant) after = NULL;
      g_autoptr(GVariant) bad = NULL;
      g_autoptr(GVariant) state = g_variant_lookup_value (good, "game", NULL);
      g_autoptr(GError) error = NULL;
      GVariantDict top, dict;

      /* The game's own state, in the envelope; the players, beside it. */
      g_test_message ("damage: %s", damages[i].name);
      g_variant_dict_init (&top, good);
      g_variant_dict_init (&dict, state);
      damages[i].damage (damages[i].damage == damage_players ? &top : &dict);
      g_variant_dict_insert_value (&top, "game", g_variant_dict_end (&dict));
      bad = g_variant_ref_sink (g_variant_dict_end (&top));

      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), bad, &error));
      g_assert_nonnull (error);
      /* The game is untouched. */
      after = save_all (game);
      g_assert_true (g_variant_equal (before, after));
    }

  /* The good state itself loads. */
  {
    g_autoptr(TableeNotnotGame) game = new_game (24);

    g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (game), good, NULL));
  }
}

/* The dice alone keep their own level and roll. */
static void
test_dice_only (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (31);
  g_autoptr(TableeNotnotDice) dice = tablee_notnot_dice_new (random);
  gboolean seen_negation = FALSE;
  guint changed = 0;
  TableeNotnotRoll roll;

  g_signal_connect_swapped (dice, "changed", G_CALLBACK (g_atomic_int_inc), &changed);
  g_assert_false (tablee_notnot_dice_get_roll (dice, &roll));

  tablee_notnot_dice_set_level (dice, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_cmpint (tablee_notnot_dice_get_level (dice), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  for (guint i = 0; i < 50; i++)
    {
      tablee_notnot_dice_roll (dice);
      g_assert_true (tablee_notnot_dice_get_roll (dice, &roll));
      seen_negation |= roll.negations > 0;
    }
  g_assert_true (seen_negation);
  g_assert_cmpuint (changed, ==, 51);

  /* Back at Discovery, the negation die leaves the table. */
  while (roll.negations == 0)
    {
      tablee_notnot_dice_roll (dice);
      tablee_notnot_dice_get_roll (dice, &roll);
    }
  tablee_notnot_dice_set_level (dice, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_assert_true (tablee_notnot_dice_get_roll (dice, &roll));
  g_assert_cmpuint (roll.negations, ==, 0);
}

/* Training */

typedef struct {
  TableeClock          *clock;
  TableeNotnotTraining *training;
} TrainingFixture;

static void
training_setup (TrainingFixture *fixture,
                gconstpointer    data)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (31);

  fixture->clock = tablee_clock_new_manual (1000000);
  fixture->training = tablee_notnot_training_new (random, fixture->clock);
  notnot_test_open_levels (fixture->training);
}

static void
training_teardown (TrainingFixture *fixture,
                   gconstpointer    data)
{
  g_assert_finalize_object (fixture->training);
  g_assert_finalize_object (fixture->clock);
}

static TableeNotnotStats
stats_of (TableeNotnotTraining *training,
          TableeNotnotLevel     level)
{
  TableeNotnotStats stats;

  tablee_notnot_training_get_stats (training, level, &stats);

  return stats;
}

static void
test_training_reaction (TrainingFixture *fixture,
                        gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  const gint64 times[] = { 450000, 800000, 610000 };
  gint64 total = 0;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_NORMAL);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      guint valid;

      do
        tablee_notnot_training_next (training);
      while (tablee_notnot_training_get_valid_spots (training) == 0);
      g_assert_true (tablee_notnot_training_get_waiting (training));
      valid = tablee_notnot_training_get_valid_spots (training);
      tablee_clock_advance (fixture->clock, times[i]);
      g_assert_true (tablee_notnot_training_answer (training, lowest_spot (valid)));
      g_assert_false (tablee_notnot_training_get_waiting (training));
      g_assert_true (tablee_notnot_training_get_last_right (training));
      g_assert_cmpint (tablee_notnot_training_get_last_reaction (training), ==, times[i]);
      total += times[i];
    }

  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).n_right, ==, 3);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).best, ==, 450000);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).average, ==,
                   total / 3);
  /* Other levels keep their own statistics. */
  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_DISCOVERY).n_right, ==, 0);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_HARD).best, ==, 0);

  /* An answer counts once. */
  g_assert_false (tablee_notnot_training_answer (training, TABLEE_SPOT_UP));
  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).n_right, ==, 3);
}

static void
test_training_wrong (TrainingFixture *fixture,
                     gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_EXTREME);
  for (guint i = 0; i < 200; i++)
    {
      guint valid;

      tablee_notnot_training_next (training);
      valid = tablee_notnot_training_get_valid_spots (training);
      if (valid == TABLEE_SPOT_MASK_ALL || valid == 0)
        continue;

      tablee_clock_advance (fixture->clock, 300000);
      g_assert_false (tablee_notnot_training_answer (training, lowest_spot (~valid & 0xf)));
      g_assert_false (tablee_notnot_training_get_last_right (training));
      g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).n_wrong, ==, 1);
      g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).n_right, ==, 0);
      g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).best, ==, 0);
      return;
    }

  g_assert_not_reached ();
}

static void
test_training_boards (TrainingFixture *fixture,
                      gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  TableeNotnotRoll first;

  /* No challenge before the first. */
  g_assert_false (tablee_notnot_training_get_roll (training, &first));
  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      gboolean turned = FALSE, liar = FALSE;

      tablee_notnot_training_set_level (training, level);
      for (guint i = 0; i < 300; i++)
        {
          TableeNotnotRoll roll;
          guint n_empty = 0;

          tablee_notnot_training_next (training);
          g_assert_true (tablee_notnot_training_get_roll (training, &roll));
          for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
            {
              TableeNotnotCard card;

              tablee_notnot_training_get_card (training, spot, &card);
              n_empty += card.portal == TABLEE_PORTAL_NONE;
            }
          g_assert_cmpuint (n_empty, <=, 1);
          g_assert_true (level >= TABLEE_NOTNOT_LEVEL_NORMAL || roll.negations == 0);
          turned |= roll.up != TABLEE_SPOT_UP;
          liar |= roll.liar;
        }
      g_assert_true (turned == (level >= TABLEE_NOTNOT_LEVEL_HARD));
      g_assert_true (liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME));
    }
}

/* The chance that nobody may tap, computed over every board the training
 * deals (each card drawn in turn, never a second empty card), every face
 * of the dice, every arrow and both backs. */
static double
no_tap_chance (TableeNotnotLevel level)
{
  double total = 0;

  for (guint board = 0; board < 6 * 6 * 6 * 6; board++)
    {
      TableePortal portals[TABLEE_N_SPOTS];
      gboolean has_empty = FALSE;
      double p_board = 1;

      for (guint spot = 0, rest = board; spot < TABLEE_N_SPOTS; spot++, rest /= TABLEE_N_PORTALS)
        {
          portals[spot] = rest % TABLEE_N_PORTALS;
          if (has_empty && portals[spot] == TABLEE_PORTAL_NONE)
            {
              p_board = 0;
              break;
            }
          p_board /= has_empty ? TABLEE_N_PORTALS - 1 : TABLEE_N_PORTALS;
          has_empty |= portals[spot] == TABLEE_PORTAL_NONE;
        }
      if (p_board == 0)
        continue;

      for (guint a = 0; a < TABLEE_NOTNOT_DIE_N_FACES; a++)
        for (guint b = 0; b < TABLEE_NOTNOT_DIE_N_FACES; b++)
          for (guint n = 0; n < TABLEE_NOTNOT_DIE_N_FACES; n++)
            for (guint up = 0; up < TABLEE_N_SPOTS; up++)
              for (guint liar = 0; liar < 2; liar++)
                {
                  double p = p_board / (TABLEE_NOTNOT_DIE_N_FACES * TABLEE_NOTNOT_DIE_N_FACES);
                  guint negations = 0;

                  if (level >= TABLEE_NOTNOT_LEVEL_NORMAL)
                    {
                      negations = tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_NEGATION, n);
                      p /= TABLEE_NOTNOT_DIE_N_FACES;
                    }
                  else if (n > 0)
                    continue;
                  if (level >= TABLEE_NOTNOT_LEVEL_HARD)
                    p /= TABLEE_N_SPOTS;
                  else if (up > 0)
                    continue;
                  if (level >= TABLEE_NOTNOT_LEVEL_EXTREME)
                    p *= liar ? TABLEE_NOTNOT_N_LIAR_BACKS / 48.0 : 1 - TABLEE_NOTNOT_N_LIAR_BACKS / 48.0;
                  else if (liar)
                    continue;

                  if (tablee_notnot_judge (tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_DIRECTION, a),
                                           tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_COLOUR, b),
                                           negations, liar, up, portals) == 0)
                    total += p;
                }
    }

  return total;
}

/* Training deals rolls where nobody may tap as often as the dice do, and
 * "Nobody taps" is the right answer to them, and only to them. */
static void
test_training_no_tap (TrainingFixture *fixture,
                      gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  const guint n_rolls = 6000;

  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      double expected = no_tap_chance (level);
      double margin = 4 * sqrt (expected * (1 - expected) / n_rolls);
      guint n_no_tap = 0;

      g_assert_cmpfloat (expected, >, 0.02);
      tablee_notnot_training_set_level (training, level);
      for (guint i = 0; i < n_rolls; i++)
        {
          gboolean nobody;

          tablee_notnot_training_next (training);
          nobody = tablee_notnot_training_get_valid_spots (training) == 0;
          n_no_tap += nobody;
          g_assert_true (tablee_notnot_training_answer_nobody (training) == nobody);
          g_assert_true (tablee_notnot_training_get_last_right (training) == nobody);
        }

      g_test_message ("level %u: %u of %u rolls with no tap, %.1f expected", level, n_no_tap,
                      n_rolls, expected * n_rolls);
      g_assert_cmpfloat (fabs ((double) n_no_tap / n_rolls - expected), <, margin);
    }

  /* An answer counts once. */
  g_assert_false (tablee_notnot_training_answer_nobody (training));
}

static void
test_training_save_load (TrainingFixture *fixture,
                         gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeNotnotTraining) copy = tablee_notnot_training_new (random, fixture->clock);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) copied = NULL;
  g_autoptr(GVariant) bad = NULL;
  g_autoptr(GError) error = NULL;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_HARD);
  tablee_notnot_training_next (training);
  tablee_clock_advance (fixture->clock, 700000);
  tablee_notnot_training_answer (training, lowest_spot (tablee_notnot_training_get_valid_spots (training)));

  state = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  copied = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, copied));
  g_assert_cmpint (stats_of (copy, TABLEE_NOTNOT_LEVEL_HARD).best, ==, 700000);
  g_assert_cmpint (tablee_notnot_training_get_level (copy), ==, TABLEE_NOTNOT_LEVEL_HARD);

  /* A best time better than any counted one is refused. */
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 0>, 'stats': <@a(uutx) [(1, 0, 500000, 400000), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, NULL));
  g_clear_pointer (&bad, g_variant_unref);
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 0>, 'stats': <@a(uutx) [(2, 0, 500000, 400000), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_clear_pointer (&bad, g_variant_unref);
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 7>, 'stats': <@a(uutx) [(0, 0, 0, 0), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  /* What was loaded before the refusals stays. */
  g_assert_cmpint (stats_of (copy, TABLEE_NOTNOT_LEVEL_DISCOVERY).best, ==, 400000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notnot/game/dice/faces", test_dice_faces);
  g_test_add_func ("/notnot/game/dice/rolls", test_dice_rolls);
  g_test_add_func ("/notnot/game/deal", test_new_game_deals);
  g_test_add_func ("/notnot/game/full-game", test_full_game);
  g_test_add_func ("/notnot/game/no-winner-before-the-end", test_no_winner_before_the_end);
  g_test_add_func ("/notnot/game/game-over-once", test_game_over_once);
  g_test_add_func ("/notnot/game/dice-only", test_dice_only);
  g_test_add_func ("/notnot/game/first-game-progression", test_first_game_progression);
  g_test_add_func ("/notnot/game/levels-use-their-dice", test_levels_use_their_dice);
  g_test_add_func ("/notnot/game/seeded-game-replays", test_seeded_game_replays);
  g_test_add_func ("/notnot/game/turn/right-tap-wins-the-card", test_right_tap_wins_the_card);
  g_test_add_func ("/notnot/game/turn/empty-card-is-taken-first", test_empty_card_is_taken_first);
  g_test_add_func ("/notnot/game/turn/tie-each-takes-one", test_tie_each_takes_one);
  g_test_add_func ("/notnot/game/turn/wrong-tap-discards", test_wrong_tap_discards);
  g_test_add_func ("/notnot/game/turn/taps-need-a-roll", test_taps_need_a_roll);
  g_test_add_func ("/notnot/game/turn/undo", test_undo_last_turn);
  g_test_add_func ("/notnot/game/turn/undo-redo-many", test_undo_redo_many);
  g_test_add_func ("/notnot/game/turn/undo-depth", test_undo_depth);
  g_test_add_func ("/notnot/game/players-keep-their-cards", test_players_keep_their_cards);
  g_test_add_func ("/notnot/game/set-level", test_set_level);
  g_test_add_func ("/notnot/game/save/round-trip", test_save_load_round_trip);
  g_test_add_func ("/notnot/game/save/changes-are-saved", test_changes_are_saved);
  g_test_add_func ("/notnot/game/save/refuses-damage", test_load_refuses_damage);

  g_test_add ("/notnot/training/reaction", TrainingFixture, NULL,
              training_setup, test_training_reaction, training_teardown);
  g_test_add ("/notnot/training/wrong", TrainingFixture, NULL,
              training_setup, test_training_wrong, training_teardown);
  g_test_add ("/notnot/training/no-tap", TrainingFixture, NULL,
              training_setup, test_training_no_tap, training_teardown);
  g_test_add ("/notnot/training/boards", TrainingFixture, NULL,
              training_setup, test_training_boards, training_teardown);
  g_test_add ("/notnot/training/save-load", TrainingFixture, NULL,
              training_setup, test_training_save_load, training_teardown);

  return g_test_run ();
}
