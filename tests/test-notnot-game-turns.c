/* test-notnot-game-turns.c: the Not Not game, turn by turn: taps right
 * and wrong, ties, undo and redo, and the players' cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "notnot-game-fixture.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

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

  return g_test_run ();
}
