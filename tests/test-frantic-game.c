/* test-frantic-game.c: the game's one history for the deck and the score
 * sheet, and what a change of the deck leaves behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-frantic-game.h"
#include "tablee-saveable.h"

static GVariant *
save (TableeFranticGame *game)
{
  return tablee_saveable_save (TABLEE_SAVEABLE (game));
}

static void
assert_same_state (GVariant          *expected,
                   TableeFranticGame *game)
{
  g_autoptr(GVariant) state = save (game);

  g_assert_true (g_variant_equal (expected, state));
}

/* Draws until the deck needs no choice. */
static void
black_card (TableeFranticGame *game)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);

  g_assert_true (tablee_frantic_game_black_card (game));
  while (tablee_frantic_deck_get_choice (deck) != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (tablee_frantic_game_choose (game, 0));
}

static void
add_round (TableeFranticGame *game)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(TableeFranticRound) round = tablee_frantic_scorer_new_round (scorer);
  g_autoptr(GError) error = NULL;

  /* Answers every event that asks something; nobody went out. */
  for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
    for (guint p = 0; p < tablee_frantic_round_get_n_players (round); p++)
      tablee_frantic_round_set_adjustment_input (round, a, p, 0);
  for (guint p = 0; p < tablee_frantic_round_get_n_players (round); p++)
    tablee_frantic_round_set_hand (round, p, 3 + p);
  g_assert_true (tablee_frantic_game_add_round (game, round, &error));
  g_assert_no_error (error);
}

/* Draws and rounds interleave; undo takes back the last thing done,
 * whichever it is, and redo does it again. */
static void
test_one_history (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (7);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(GVariant) start = NULL;
  g_autoptr(GVariant) after_draw = NULL;
  g_autoptr(GVariant) after_round = NULL;
  g_autoptr(GVariant) after_second_draw = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *undone_round = NULL;
  g_autofree char *redone = NULL;

  g_assert_false (tablee_frantic_game_get_can_undo (game));
  g_assert_null (tablee_frantic_game_undo (game));
  start = save (game);

  black_card (game);
  after_draw = save (game);
  add_round (game);
  after_round = save (game);
  black_card (game);
  after_second_draw = save (game);
  g_assert_true (tablee_frantic_game_get_can_undo (game));
  g_assert_false (tablee_frantic_game_get_can_redo (game));

  /* The second round's draw goes first, though the sheet did not change. */
  undone = tablee_frantic_game_undo (game);
  g_assert_true (g_str_has_prefix (undone, "Black card: "));
  assert_same_state (after_round, game);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);

  undone_round = tablee_frantic_game_undo (game);
  g_assert_cmpstr (undone_round, ==, "Round 1 added");
  assert_same_state (after_draw, game);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);

  redone = tablee_frantic_game_redo (game);
  g_assert_cmpstr (redone, ==, "Round 1 added");
  assert_same_state (after_round, game);
  g_clear_pointer (&redone, g_free);
  redone = tablee_frantic_game_redo (game);
  assert_same_state (after_second_draw, game);
  g_assert_null (tablee_frantic_game_redo (game));

  /* Back to the start; a new change drops what could be redone. */
  for (guint i = 0; i < 3; i++)
    g_free (tablee_frantic_game_undo (game));
  assert_same_state (start, game);
  g_assert_false (tablee_frantic_game_get_can_undo (game));
  g_assert_true (tablee_frantic_game_get_can_redo (game));
  black_card (game);
  g_assert_false (tablee_frantic_game_get_can_redo (game));

  g_assert_finalize_object (game);
}

/* A player added is one step: the sheet's columns and the deck's count. */
static void
test_players_one_step (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableePlayers *players = tablee_frantic_game_get_players (game);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  g_autoptr(GVariant) start = save (game);
  g_autofree char *undone = NULL;

  g_assert_nonnull (tablee_players_add (players, "Dev", NULL));
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 4);
  undone = tablee_frantic_game_undo (game);
  g_assert_cmpstr (undone, ==, "The players changed");
  assert_same_state (start, game);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 3);
  g_assert_false (tablee_frantic_game_get_can_undo (game));

  g_assert_finalize_object (game);
}

/* Switching Troublemaker off after a Time Bomb went off leaves no event
 * waiting for a round that the new deck forgot. */
static void
test_troublemaker_leaves_nothing (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (5);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autofree char *undone = NULL;

  tablee_frantic_game_set_troublemaker (game, TRUE);
  while (tablee_frantic_scorer_get_n_pending (scorer) == 0)
    {
      if (!tablee_frantic_deck_get_can_draw (deck))
        add_round (game);
      black_card (game);
    }

  tablee_frantic_game_set_troublemaker (game, FALSE);
  g_assert_false (tablee_frantic_deck_get_troublemaker (deck));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, 0);
  g_assert_false (tablee_frantic_deck_get_round_over (deck));
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), ==, 0);

  /* One step brings both back. */
  undone = tablee_frantic_game_undo (game);
  g_assert_cmpstr (undone, ==, "Troublemaker events switched off");
  g_assert_true (tablee_frantic_deck_get_troublemaker (deck));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), >, 0);

  g_assert_finalize_object (game);
}

/* A game read from disk starts a new history. */
static void
test_loaded_game_has_no_history (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (2);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticGame *copy = tablee_frantic_game_new (random);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;

  black_card (game);
  add_round (game);
  state = save (game);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  assert_same_state (state, copy);
  g_assert_false (tablee_frantic_game_get_can_undo (copy));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/frantic/game/one-history", test_one_history);
  g_test_add_func ("/frantic/game/players-one-step", test_players_one_step);
  g_test_add_func ("/frantic/game/troublemaker-leaves-nothing", test_troublemaker_leaves_nothing);
  g_test_add_func ("/frantic/game/loaded-game-has-no-history", test_loaded_game_has_no_history);

  return g_test_run ();
}
