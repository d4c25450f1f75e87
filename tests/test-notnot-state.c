/* test-notnot-state.c: what the Not Not game holds beyond its cards (the
 * answer shown, the results of the last turn) is in its saved state, its
 * properties follow every change, and a rule card that comes up is told
 * only by the change that turned it up.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-clock.h"
#include "tablee-notnot-board.h"
#include "tablee-notnot-dice.h"
#include "tablee-notnot-game.h"
#include "tablee-notnot-training.h"
#include "tablee-random.h"
#include "test-notnot-shared.h"

static TableeNotnotGame *
new_game (guint32 seed)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (seed);

  return tablee_notnot_game_new (random);
}

/* A game opened on the saved state of another, as after a restart. */
static TableeNotnotGame *
reopen (TableeNotnotGame *game)
{
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_autoptr(GError) error = NULL;
  TableeNotnotGame *copy = new_game (1);

  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);

  return copy;
}

/* Rolls until a card may be tapped and another may not. */
static guint
roll_until_right_and_wrong (TableeNotnotGame *game)
{
  for (guint i = 0; i < 500; i++)
    {
      guint valid;

      g_assert_true (tablee_notnot_game_roll (game));
      valid = tablee_notnot_game_get_valid_spots (game);
      if (valid != 0 && valid != TABLEE_SPOT_MASK_ALL)
        return valid;
    }

  g_assert_not_reached ();
}

static char *
string_property (gpointer    object,
                 const char *name)
{
  char *value = NULL;

  g_object_get (object, name, &value, NULL);

  return value;
}

/* The answer revealed and what the last turn did come back with the saved
 * state: before, a restart (kill -9) lost them. */
static void
test_revealed_and_results_are_saved (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (7);
  g_autoptr(TableeNotnotGame) copy = NULL;
  g_autoptr(TableeNotnotGame) later = NULL;
  g_autoptr(GArray) results = NULL;
  g_autofree char *text = NULL;
  g_autofree char *copied_text = NULL;
  guint valid = roll_until_right_and_wrong (game);

  g_assert_true (tablee_notnot_game_add_tap (game, 0, notnot_test_lowest_spot (valid)));
  g_assert_true (tablee_notnot_game_add_tap (game, 1, notnot_test_lowest_spot (~valid & TABLEE_SPOT_MASK_ALL)));
  results = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (results->len, ==, 2);
  text = tablee_notnot_game_dup_results_text (game);
  g_assert_true (g_str_has_prefix (text, "Player 1 is right and "));
  g_assert_nonnull (strstr (text, " Player 2 is wrong, with no card to lose."));

  /* The next roll, revealed: both show on a game opened on the state. */
  g_assert_true (tablee_notnot_game_roll (game));
  tablee_notnot_game_set_revealed (game, TRUE);
  g_assert_true (tablee_notnot_game_get_revealed (game));
  copy = reopen (game);
  g_assert_true (tablee_notnot_game_get_revealed (copy));
  copied_text = string_property (copy, "results-text");
  g_assert_cmpstr (copied_text, ==, text);
  g_assert_cmpuint (tablee_notnot_game_get_results (copy)->len, ==, 2);
  g_assert_cmpint (g_array_index (tablee_notnot_game_get_results (copy), TableeNotnotTapResult, 1).spot, ==,
                   notnot_test_lowest_spot (~valid & TABLEE_SPOT_MASK_ALL));

  /* Scoring the turn hides the answer; the results are the new turn's. */
  g_clear_pointer (&results, g_array_unref);
  results = tablee_notnot_game_end_turn (game);
  g_assert_false (tablee_notnot_game_get_revealed (game));
  g_clear_pointer (&copied_text, g_free);
  copied_text = string_property (game, "results-text");
  g_assert_cmpstr (copied_text, ==, "");
  later = reopen (game);
  g_assert_false (tablee_notnot_game_get_revealed (later));
  g_assert_cmpuint (tablee_notnot_game_get_results (later)->len, ==, 0);
}

/* Undo brings back the answer and results of the state it goes back to. */
static void
test_undo_brings_back_what_showed (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (8);
  g_autoptr(GArray) results = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *label = NULL;
  guint valid = roll_until_right_and_wrong (game);

  g_assert_true (tablee_notnot_game_add_tap (game, 1, notnot_test_lowest_spot (valid)));
  results = tablee_notnot_game_end_turn (game);
  before = string_property (game, "results-text");
  g_assert_cmpstr (before, !=, "");
  g_assert_true (tablee_notnot_game_roll (game));
  tablee_notnot_game_set_revealed (game, TRUE);
  g_clear_pointer (&results, g_array_unref);
  results = tablee_notnot_game_end_turn (game);

  label = tablee_game_undo (TABLEE_GAME (game));
  g_assert_nonnull (label);
  g_assert_true (tablee_notnot_game_get_revealed (game));
  after = string_property (game, "results-text");
  g_assert_cmpstr (after, ==, before);
}

/* Every property is notified when, and only when, its value changes. */
typedef struct {
  GHashTable *notified;  /* property name → count */
} Notes;

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Notes      *notes)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (notes->notified, pspec->name));

  g_hash_table_insert (notes->notified, (gpointer) pspec->name, GUINT_TO_POINTER (count + 1));
}

static guint
notified (Notes      *notes,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (notes->notified, name));
}

static void
test_properties_follow_changes (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (9);
  g_autoptr(GHashTable) table = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) results = NULL;
  g_autofree char *explanation = NULL;
  Notes notes = { table };
  gboolean rolled, revealed;
  guint valid;

  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), &notes);
  valid = roll_until_right_and_wrong (game);
  g_object_get (game, "rolled", &rolled, "valid-spots", &valid, "explanation", &explanation, NULL);
  g_assert_true (rolled);
  g_assert_cmpuint (valid, ==, tablee_notnot_game_get_valid_spots (game));
  g_assert_nonnull (explanation);
  g_assert_cmpuint (notified (&notes, "rolled"), ==, 1);
  g_assert_cmpuint (notified (&notes, "explanation"), >=, 1);

  g_hash_table_remove_all (table);
  tablee_notnot_game_set_revealed (game, TRUE);
  g_object_get (game, "revealed", &revealed, NULL);
  g_assert_true (revealed);
  g_assert_cmpuint (notified (&notes, "revealed"), ==, 1);
  g_assert_cmpuint (notified (&notes, "explanation"), ==, 0);
  /* The same value again notifies nothing. */
  tablee_notnot_game_set_revealed (game, TRUE);
  g_assert_cmpuint (notified (&notes, "revealed"), ==, 1);

  g_hash_table_remove_all (table);
  g_assert_true (tablee_notnot_game_add_tap (game, 0, notnot_test_lowest_spot (valid)));
  results = tablee_notnot_game_end_turn (game);
  g_assert_cmpuint (notified (&notes, "rolled"), ==, 1);
  g_assert_cmpuint (notified (&notes, "revealed"), ==, 1);
  g_assert_cmpuint (notified (&notes, "results-text"), ==, 1);
  g_assert_cmpuint (notified (&notes, "turn"), ==, 1);

  /* A rename changes the words of the results. */
  g_hash_table_remove_all (table);
  g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (game)), 0, "Zoé", NULL));
  g_assert_cmpuint (notified (&notes, "results-text"), >=, 1);
  g_clear_pointer (&explanation, g_free);
  explanation = string_property (game, "results-text");
  g_assert_true (g_str_has_prefix (explanation, "Zoé is right"));
}

/* The results follow their players when seats move, and leave with them. */
static void
test_results_follow_the_seats (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (10);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  g_autoptr(GArray) results = NULL;
  g_autoptr(TableePlayer) removed = NULL;
  g_autofree char *text = NULL;
  guint valid = roll_until_right_and_wrong (game);

  g_assert_true (tablee_notnot_game_add_tap (game, 1, notnot_test_lowest_spot (valid)));
  results = tablee_notnot_game_end_turn (game);
  g_assert_nonnull (tablee_players_add (players, "Zoé", NULL));
  removed = tablee_players_remove (players, 0, NULL);
  g_assert_nonnull (removed);
  g_assert_cmpuint (g_array_index (tablee_notnot_game_get_results (game), TableeNotnotTapResult, 0).player, ==, 0);
  text = tablee_notnot_game_dup_results_text (game);
  g_assert_true (g_str_has_prefix (text, "Player 2 is right"));
}

/* "level-raised" comes from the turn that turned up a rule card, never
 * from undo, redo, a new game taken back or a state loaded: undoing New
 * Game used to say "The Liar card came up". */
static void
raised_cb (TableeNotnotGame *game,
           guint             level,
           GArray           *levels)
{
  g_array_append_val (levels, level);
}

static void
test_level_raised_only_by_play (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (11);
  g_autoptr(GArray) levels = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(TableeNotnotGame) copy = NULL;
  guint turns = 0;

  g_signal_connect (game, "level-raised", G_CALLBACK (raised_cb), levels);
  while (tablee_notnot_game_get_level (game) < TABLEE_NOTNOT_LEVEL_EXTREME)
    {
      g_autoptr(GArray) results = NULL;

      g_assert_cmpuint (turns++, <, 200);
      g_assert_true (tablee_notnot_game_roll (game));
      if (tablee_notnot_game_get_valid_spots (game) != 0)
        g_assert_true (tablee_notnot_game_add_tap (game, 0, notnot_test_lowest_spot (tablee_notnot_game_get_valid_spots (game))));
      results = tablee_notnot_game_end_turn (game);
    }
  /* Each rule card told once, in order, by the turn that turned it up. */
  g_assert_cmpuint (levels->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (levels, guint, i), ==, TABLEE_NOTNOT_LEVEL_NORMAL + i);

  /* A new game, taken back and done again; undo and redo over the Liar. */
  g_array_set_size (levels, 0);
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_EXTREME);
  g_free (tablee_game_redo (TABLEE_GAME (game)));
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_free (tablee_game_redo (TABLEE_GAME (game)));
  copy = reopen (game);
  g_signal_connect (copy, "level-raised", G_CALLBACK (raised_cb), levels);
  g_assert_cmpuint (levels->len, ==, 0);
}

/* What a board shows, place by place, as one string. */
static char *
board_text (TableeNotnotBoard *board)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i <= TABLEE_N_SPOTS; i++)
    {
      TableeNotnotSpotItem *item = i < TABLEE_N_SPOTS ? tablee_notnot_board_get_spot (board, i)
                                                      : tablee_notnot_board_get_pile (board);
      g_autofree char *description = NULL;

      g_object_get (item, "description", &description, NULL);
      g_string_append_printf (text, "%s|%d|%d|%s\n", description, tablee_notnot_spot_item_get_verdict (item),
                              tablee_notnot_spot_item_get_up (item), tablee_notnot_spot_item_get_tappers (item));
    }
  for (guint die = 0; die <= TABLEE_NOTNOT_DIE_NEGATION; die++)
    {
      TableeNotnotDieItem *item = tablee_notnot_board_get_die (board, die);

      g_string_append_printf (text, "%s %s\n", tablee_notnot_die_item_get_word (item),
                              tablee_notnot_die_item_get_ink (item));
    }

  return g_string_free (text, FALSE);
}

/* The game's board is the same on a game opened on its state, and shows
 * the verdict only once revealed. */
static void
test_board_follows_the_state (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (12);
  g_autoptr(TableeNotnotGame) copy = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *copied = NULL;
  guint valid = roll_until_right_and_wrong (game);
  TableeNotnotBoard *board = tablee_notnot_game_get_board (game);

  g_assert_true (tablee_notnot_game_add_tap (game, 1, notnot_test_lowest_spot (valid)));
  g_assert_cmpint (tablee_notnot_spot_item_get_verdict (tablee_notnot_board_get_spot (board, notnot_test_lowest_spot (valid))), ==,
                   TABLEE_NOTNOT_VERDICT_HIDDEN);
  g_assert_cmpstr (tablee_notnot_spot_item_get_tappers (tablee_notnot_board_get_spot (board, notnot_test_lowest_spot (valid))), ==,
                   "Player 2");
  tablee_notnot_game_set_revealed (game, TRUE);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_assert_cmpint (tablee_notnot_spot_item_get_verdict (tablee_notnot_board_get_spot (board, spot)), ==,
                     (valid & (1u << spot)) ? TABLEE_NOTNOT_VERDICT_MAY_TAP : TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP);
  g_assert_cmpstr (tablee_notnot_die_item_get_word (tablee_notnot_board_get_die (board, 0)), !=, "?");

  shown = board_text (board);
  copy = reopen (game);
  copied = board_text (tablee_notnot_game_get_board (copy));
  g_assert_cmpstr (copied, ==, shown);
}

/* The training's challenge, its verdict and the card clicked by mistake
 * come back with its saved state. */
static void
test_training_challenge_is_saved (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (13);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (1000000);
  g_autoptr(TableeNotnotTraining) training = tablee_notnot_training_new (random, clock);
  g_autoptr(TableeNotnotTraining) copy = tablee_notnot_training_new (random, clock);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *copied = NULL;
  int wrong = -1;

  notnot_test_open_levels (training);
  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_EXTREME);
  while (wrong < 0)
    {
      tablee_notnot_training_next (training);
      wrong = notnot_test_lowest_spot (~tablee_notnot_training_get_valid_spots (training) & TABLEE_SPOT_MASK_ALL);
    }
  g_assert_false (tablee_notnot_training_answer (training, wrong));
  g_assert_cmpint (tablee_notnot_spot_item_get_verdict (tablee_notnot_board_get_spot (tablee_notnot_training_get_board (training), wrong)),
                   ==, TABLEE_NOTNOT_VERDICT_PICKED_WRONG);

  state = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  shown = board_text (tablee_notnot_training_get_board (training));
  copied = board_text (tablee_notnot_training_get_board (copy));
  g_assert_cmpstr (copied, ==, shown);
  g_assert_false (tablee_notnot_training_get_waiting (copy));
  g_assert_false (tablee_notnot_training_get_last_right (copy));
}

/* The dice alone keep their level and roll in their saved state. */
static void
test_dice_alone_are_saved (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (14);
  g_autoptr(TableeNotnotDice) dice = tablee_notnot_dice_new (random);
  g_autoptr(TableeNotnotDice) copy = tablee_notnot_dice_new (random);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *copied = NULL;

  tablee_notnot_dice_set_level (dice, TABLEE_NOTNOT_LEVEL_NORMAL);
  tablee_notnot_dice_roll (dice);
  state = tablee_saveable_save (TABLEE_SAVEABLE (dice));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tablee_notnot_dice_get_level (copy), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  shown = board_text (tablee_notnot_dice_get_board (dice));
  copied = board_text (tablee_notnot_dice_get_board (copy));
  g_assert_cmpstr (copied, ==, shown);
  g_assert_cmpstr (tablee_notnot_die_item_get_word (tablee_notnot_board_get_die (tablee_notnot_dice_get_board (copy), 0)),
                   !=, "?");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notnot/state/revealed-and-results-are-saved", test_revealed_and_results_are_saved);
  g_test_add_func ("/notnot/state/undo-brings-back-what-showed", test_undo_brings_back_what_showed);
  g_test_add_func ("/notnot/state/properties-follow-changes", test_properties_follow_changes);
  g_test_add_func ("/notnot/state/results-follow-the-seats", test_results_follow_the_seats);
  g_test_add_func ("/notnot/state/level-raised-only-by-play", test_level_raised_only_by_play);
  g_test_add_func ("/notnot/state/board-follows-the-state", test_board_follows_the_state);
  g_test_add_func ("/notnot/state/training-challenge-is-saved", test_training_challenge_is_saved);
  g_test_add_func ("/notnot/state/dice-alone-are-saved", test_dice_alone_are_saved);

  return g_test_run ();
}
