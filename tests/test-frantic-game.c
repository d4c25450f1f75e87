/* test-frantic-game.c: the game that ties the deck to the score sheet, its
 * one history for both, and what a change of the deck leaves behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "frantic-deck-get.h"
#include "tablee-frantic-game.h"
#include "tablee-saveable.h"

#define E(name) TABLEE_FRANTIC_EVENT_##name

static GVariant *
save (TableeFranticGame *game)
{
  return tablee_saveable_save (TABLEE_SAVEABLE (game));
}

/* The game's own part of the saved state: the envelope also holds when
 * the game started, which two games made one after the other may not
 * share. */
static GVariant *
game_part (GVariant *state)
{
  return g_variant_lookup_value (state, "game", G_VARIANT_TYPE_VARDICT);
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
  while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
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

  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));
  g_assert_null (tablee_game_undo (TABLEE_GAME (game)));
  start = save (game);

  black_card (game);
  after_draw = save (game);
  add_round (game);
  after_round = save (game);
  black_card (game);
  after_second_draw = save (game);
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (game)));
  g_assert_false (tablee_game_get_can_redo (TABLEE_GAME (game)));

  /* The second round's draw goes first, though the sheet did not change. */
  undone = tablee_game_undo (TABLEE_GAME (game));
  g_assert_true (g_str_has_prefix (undone, "Black card: "));
  assert_same_state (after_round, game);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);

  undone_round = tablee_game_undo (TABLEE_GAME (game));
  g_assert_cmpstr (undone_round, ==, "Round 1 added");
  assert_same_state (after_draw, game);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);

  redone = tablee_game_redo (TABLEE_GAME (game));
  g_assert_cmpstr (redone, ==, "Round 1 added");
  assert_same_state (after_round, game);
  g_clear_pointer (&redone, g_free);
  redone = tablee_game_redo (TABLEE_GAME (game));
  assert_same_state (after_second_draw, game);
  g_assert_null (tablee_game_redo (TABLEE_GAME (game)));

  /* Back to the start; a new change drops what could be redone. */
  for (guint i = 0; i < 3; i++)
    g_free (tablee_game_undo (TABLEE_GAME (game)));
  assert_same_state (start, game);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));
  g_assert_true (tablee_game_get_can_redo (TABLEE_GAME (game)));
  black_card (game);
  g_assert_false (tablee_game_get_can_redo (TABLEE_GAME (game)));

  g_assert_finalize_object (game);
}

/* A player added is one step: the sheet's columns and the deck's count. */
static void
test_players_one_step (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  g_autoptr(GVariant) start = save (game);
  g_autofree char *undone = NULL;

  g_assert_nonnull (tablee_players_add (players, "Dev", NULL));
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 4);
  undone = tablee_game_undo (TABLEE_GAME (game));
  g_assert_cmpstr (undone, ==, "The players changed");
  assert_same_state (start, game);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 3);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));

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
  g_assert_false (deck_get (deck, "round-over"));
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), ==, 0);

  /* One step brings both back. */
  undone = tablee_game_undo (TABLEE_GAME (game));
  g_assert_cmpstr (undone, ==, "Troublemaker events switched off");
  g_assert_true (tablee_frantic_deck_get_troublemaker (deck));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), >, 0);

  g_assert_finalize_object (game);
}

/* Double Taxation and Seppuku recorded as they happen, and who went out:
 * each one step, checked as in a round, saved, and the round starts from
 * them. */
static void
test_record_as_it_happens (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (3);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticGame *copy = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(TableeFranticRound) round = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *undone = NULL;
  const int too_high[] = { 10, 70, 30 };
  const int sums[] = { 10, 20, 30 };
  const int choices[] = { TABLEE_FRANTIC_SEPPUKU_DECLINED, TABLEE_FRANTIC_INPUT_UNSET, TABLEE_FRANTIC_SEPPUKU_OTHER };
  int player = -1;

  tablee_frantic_scorer_add_pending (scorer, E (DOUBLE_TAXATION), 0);
  tablee_frantic_scorer_add_pending (scorer, E (SEPPUKU), 1u << 1);
  g_assert_false (tablee_frantic_scorer_get_pending_recorded (scorer, 0));

  /* A sum no three cards reach is refused at its player. */
  g_assert_false (tablee_frantic_game_record_event (game, 0, too_high, &player, &error));
  g_assert_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH);
  g_clear_error (&error);
  g_assert_cmpint (player, ==, 1);
  g_assert_false (tablee_frantic_scorer_get_pending_recorded (scorer, 0));

  g_assert_true (tablee_frantic_game_record_event (game, 0, sums, NULL, &error));
  g_assert_no_error (error);
  /* The protected player is asked nothing. */
  g_assert_true (tablee_frantic_game_record_event (game, 1, choices, NULL, &error));
  g_assert_no_error (error);
  tablee_frantic_game_record_finishers (game, 1u << 2);
  g_assert_true (tablee_frantic_scorer_get_pending_recorded (scorer, 0));
  g_assert_cmpint (tablee_frantic_scorer_get_pending_input (scorer, 0, 1), ==, 20);
  g_assert_cmpint (tablee_frantic_scorer_get_pending_input (scorer, 1, 2), ==, TABLEE_FRANTIC_SEPPUKU_OTHER);

  round = tablee_frantic_scorer_new_round (scorer);
  g_assert_cmpint (tablee_frantic_round_get_adjustment_input (round, 0, 2), ==, 30);
  g_assert_cmpint (tablee_frantic_round_get_adjustment_input (round, 1, 0), ==, TABLEE_FRANTIC_SEPPUKU_DECLINED);
  g_assert_true (tablee_frantic_round_is_finisher (round, 2));
  g_assert_false (tablee_frantic_round_is_finisher (round, 0));

  /* Saved and read again. */
  state = save (game);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  assert_same_state (state, copy);
  g_assert_cmpint (tablee_frantic_scorer_get_pending_input (tablee_frantic_game_get_scorer (copy), 0, 0), ==, 10);
  g_assert_cmpuint (tablee_frantic_scorer_get_pending_finishers (tablee_frantic_game_get_scorer (copy)), ==, 1u << 2);

  /* Each record is a step of its own. */
  undone = tablee_game_undo (TABLEE_GAME (game));
  g_assert_cmpstr (undone, ==, "Who went out recorded");
  g_assert_cmpuint (tablee_frantic_scorer_get_pending_finishers (scorer), ==, 0);
  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (TABLEE_GAME (game));
  g_assert_true (g_str_has_suffix (undone, " recorded"));
  g_assert_cmpint (tablee_frantic_scorer_get_pending_input (scorer, 1, 0), ==, TABLEE_FRANTIC_INPUT_UNSET);
  g_assert_cmpint (tablee_frantic_scorer_get_pending_input (scorer, 0, 0), ==, 10);

  /* A round entered takes them all. */
  g_free (tablee_game_redo (TABLEE_GAME (game)));
  g_free (tablee_game_redo (TABLEE_GAME (game)));
  for (guint p = 0; p < 3; p++)
    tablee_frantic_round_set_hand (round, p, p == 2 ? 0 : 5);
  g_assert_true (tablee_frantic_game_add_round (game, round, &error));
  g_assert_no_error (error);
  /* 5 + 10 + 21, 5 + 20 (protected), 0 + 30 + 42. */
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 0), ==, 36);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 1), ==, 25);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 2), ==, 72);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, 0);
  g_assert_cmpuint (tablee_frantic_scorer_get_pending_finishers (scorer), ==, 0);

  g_assert_finalize_object (copy);
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
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (copy)));

  g_assert_finalize_object (copy);
  g_assert_finalize_object (game);
}

/* ---- The game: deck and sheet together --------------------------------- */

static void
test_game_ties_deck_to_sheet (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (3);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  g_autoptr(TableeFranticRound) round = NULL;
  guint n_score_events = 0;

  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 3);
  tablee_players_add (players, "Dev", NULL);
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (deck), ==, 4);

  /* Every event that changes scores waits in the sheet, and only those. */
  while (tablee_frantic_deck_get_can_draw (deck))
    {
      GListModel *reveals;

      g_assert_true (tablee_frantic_deck_black_card_played (deck));
      while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        g_assert_true (tablee_frantic_deck_choose (deck, 0));
      reveals = tablee_frantic_deck_get_reveals (deck);
      for (guint i = 0; i < g_list_model_get_n_items (reveals); i++)
        {
          g_autoptr(TableeFranticReveal) reveal = g_list_model_get_item (reveals, i);

          if (tablee_frantic_event_has_flag (tablee_frantic_reveal_get_event (reveal),
                                             TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES))
            n_score_events++;
        }
      if (deck_get (deck, "n-discarded") > 30)
        break;
    }
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, n_score_events);

  /* A round entered ends the deck's round. */
  round = tablee_frantic_scorer_new_round (scorer);
  for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
    for (guint p = 0; p < 4; p++)
      tablee_frantic_round_set_adjustment_input (round, a, p, 1);
  g_assert_true (tablee_frantic_game_add_round (game, round, NULL));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, 0);
  g_assert_false (deck_get (deck, "round-over"));
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), ==, 0);
  g_assert_true (tablee_frantic_deck_get_can_draw (deck));

  tablee_game_new_game (TABLEE_GAME (game));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 0);

  g_assert_finalize_object (game);
}

/* Plays a whole 3-player game from two seeds: one for the deck, one for
 * the table (what players do and hold). Returns the sheet as CSV. */
static char *
play_seeded_game (guint32   deck_seed,
                  guint32   table_seed,
                  GVariant **state_out)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (deck_seed);
  g_autoptr(TableeRandom) table = tablee_random_new_with_seed (table_seed);
  g_autoptr(TableeFranticGame) game = tablee_frantic_game_new (random);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  guint n_score_lines = 0;

  while (!tablee_frantic_scorer_get_game_over (scorer))
    {
      g_autoptr(TableeFranticRound) round = NULL;
      guint n_black = tablee_random_int_range (table, 0, 5);
      int finisher;

      g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), <, 40);

      for (guint i = 0; i < n_black && tablee_frantic_deck_get_can_draw (deck); i++)
        {
          if (tablee_random_boolean (table))
            tablee_frantic_deck_set_lucky (deck, tablee_random_int_range (table, 0, 3), TRUE);
          g_assert_true (tablee_frantic_deck_black_card_played (deck));
          while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
            {
              guint n_choices;

              tablee_frantic_deck_get_choices (deck, &n_choices);
              g_assert_true (tablee_frantic_deck_choose (deck, tablee_random_int_range (table, 0, n_choices)));
            }
          while (tablee_frantic_deck_get_time_bomb_turns (deck) > 0 && tablee_random_boolean (table))
            tablee_frantic_deck_next_turn (deck);
        }

      round = tablee_frantic_scorer_new_round (scorer);
      finisher = deck_get (deck, "round-over") ? -1 : tablee_random_int_range (table, -1, 3);
      tablee_frantic_round_set_finishers (round, finisher < 0 ? 0 : 1u << finisher);
      for (guint p = 0; p < 3; p++)
        tablee_frantic_round_set_hand (round, p, (int) p == finisher ? 0 :
                                       tablee_random_int_range (table, 0, 45));
      for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
        {
          TableeFranticEvent event = tablee_frantic_round_get_adjustment_event (round, a);

          n_score_lines++;
          for (guint p = 0; p < 3; p++)
            {
              if (event == E (DOUBLE_TAXATION))
                tablee_frantic_round_set_adjustment_input (round, a, p, tablee_random_int_range (table, 0, 65));
              else if (event == E (SEPPUKU))
                tablee_frantic_round_set_adjustment_input (round, a, p, tablee_random_int_range (table, 0, 3));
            }
        }
      g_assert_true (tablee_frantic_game_add_round (game, round, NULL));
    }

  /* The sums hold together: each total is the last one plus the round's
   * counted hands and event lines. */
  for (guint r = 0; r < tablee_frantic_scorer_get_n_rounds (scorer); r++)
    {
      const TableeFranticRound *round = tablee_frantic_scorer_get_round (scorer, r);

      for (guint p = 0; p < 3; p++)
        {
          int before = r == 0 ? 0 : tablee_frantic_scorer_get_total_after (scorer, r - 1, p);
          int points = tablee_frantic_round_hand_counts (round, p) ?
                       tablee_frantic_round_get_hand (round, p) : 0;

          for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
            points += tablee_frantic_scorer_get_adjustment_points (scorer, r, a, p);
          g_assert_cmpint (tablee_frantic_scorer_get_round_points (scorer, r, p), ==, points);
          g_assert_cmpint (tablee_frantic_scorer_get_total_after (scorer, r, p), ==, before + points);
        }
    }

  /* Events did change scores in this game. */
  g_assert_cmpuint (n_score_lines, >, 0);

  if (state_out != NULL)
    *state_out = tablee_saveable_save (TABLEE_SAVEABLE (game));

  return tablee_frantic_scorer_to_csv (scorer);
}

static void
test_seeded_game_replays (void)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) state_again = NULL;
  g_autofree char *csv = play_seeded_game (2024, 99, &state);
  g_autofree char *csv_again = play_seeded_game (2024, 99, &state_again);
  g_autofree char *csv_other = play_seeded_game (2025, 99, NULL);
  g_autoptr(GVariant) part = game_part (state);
  g_autoptr(GVariant) part_again = game_part (state_again);

  g_test_message ("%s", csv);
  g_assert_cmpstr (csv, ==, csv_again);
  g_assert_true (g_variant_equal (part, part_again));
  /* Another deck, another game. */
  g_assert_cmpstr (csv, !=, csv_other);
}

static void
test_game_save_load (void)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) state_again = NULL;
  g_autoptr(GVariant) damaged = NULL;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeFranticGame) game = tablee_frantic_game_new (random);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = play_seeded_game (11, 12, &state);
  g_autofree char *csv_loaded = NULL;
  g_autoptr(GVariant) part = NULL;
  GVariantDict dict;

  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (game), state, &error));
  g_assert_no_error (error);
  state_again = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_assert_true (g_variant_equal (state, state_again));
  csv_loaded = tablee_frantic_scorer_to_csv (tablee_frantic_game_get_scorer (game));
  g_assert_cmpstr (csv, ==, csv_loaded);

  /* The players are the game's, in the envelope: the sheet has none. */
  part = game_part (state);
  {
    g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", NULL);
    g_autoptr(GVariant) sheet = g_variant_lookup_value (part, "scorer", NULL);
    g_autoptr(GVariant) sheet_players = g_variant_lookup_value (sheet, "players", NULL);

    g_assert_cmpuint (g_variant_n_children (players), ==, 3);
    g_assert_null (sheet_players);
  }
  /* The limit was reached in that game: it is finished, and so is the
   * game loaded from it. */
  g_assert_true (tablee_game_get_finished (TABLEE_GAME (game)));

  /* A damaged deck leaves the whole game as it was. */
  g_variant_dict_init (&dict, part);
  g_variant_dict_insert_value (&dict, "deck", g_variant_new_parsed ("@a{sv} {'pile': <@ay []>}"));
  g_clear_pointer (&part, g_variant_unref);
  part = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "game", part);
  damaged = g_variant_ref_sink (g_variant_dict_end (&dict));
  tablee_game_new_game (TABLEE_GAME (game));
  g_clear_pointer (&state_again, g_variant_unref);
  state_again = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), damaged, &error));
  g_assert_nonnull (error);
  {
    g_autoptr(GVariant) after = tablee_saveable_save (TABLEE_SAVEABLE (game));
    g_assert_true (g_variant_equal (state_again, after));
  }
}

/* What the toasts say undo takes back: every change of the game has a
 * label, those made on the deck or the sheet directly too. */
static void
test_undo_labels (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (7);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeGame *base = TABLEE_GAME (game);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autofree char *undone = NULL;

  tablee_frantic_deck_set_lucky (deck, 1, TRUE);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Lucky Bastard marks changed");
  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_LONG);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "The points limit changed");
  tablee_frantic_game_set_troublemaker (game, !tablee_frantic_deck_get_troublemaker (deck));
  g_assert_true (g_str_has_prefix (tablee_game_get_undo_label (base), "Troublemaker events switched "));
  black_card (game);
  g_assert_true (g_str_has_prefix (tablee_game_get_undo_label (base), "Black card: "));
  add_round (game);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Round 1 added");
  {
    g_autoptr(TableeFranticRound) edited = tablee_frantic_round_copy (tablee_frantic_scorer_get_round (scorer, 0));

    tablee_frantic_round_set_hand (edited, 0, 9);
    g_assert_true (tablee_frantic_game_replace_round (game, 0, edited, NULL));
    g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Round 1 changed");
    g_free (tablee_game_undo (base));
  }
  tablee_game_new_game (base);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "New game");

  /* Each undo says what it took back, most recent first. */
  undone = tablee_game_undo (base);
  g_assert_cmpstr (undone, ==, "New game");
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);
  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (base);
  g_assert_cmpstr (undone, ==, "Round 1 added");
  g_assert_cmpstr (tablee_game_get_redo_label (base), ==, "Round 1 added");

  g_assert_finalize_object (game);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Someone reaching the limit finishes the game, once: undo takes it back
 * without a second "game-over", and a lower limit can finish it too. */
static void
test_finished_at_limit (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (4);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeGame *base = TABLEE_GAME (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(GError) error = NULL;
  guint game_overs = 0;

  g_signal_connect_swapped (game, "game-over", G_CALLBACK (count_cb), &game_overs);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, 20, &error));
  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  add_round (game);
  g_assert_false (tablee_game_get_finished (base));
  g_assert_cmpuint (game_overs, ==, 0);

  /* Hands of 3, 4 and 5 a round: the third player reaches 20 in round 4. */
  while (!tablee_frantic_scorer_get_game_over (scorer))
    add_round (game);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 4);
  g_assert_true (tablee_game_get_finished (base));
  g_assert_cmpuint (game_overs, ==, 1);

  g_free (tablee_game_undo (base));
  g_assert_false (tablee_game_get_finished (base));
  g_free (tablee_game_redo (base));
  g_assert_true (tablee_game_get_finished (base));
  g_assert_cmpuint (game_overs, ==, 1);
  g_free (tablee_game_undo (base));

  /* The limit lowered under a total ends the game as well. */
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, 10, &error));
  g_assert_true (tablee_game_get_finished (base));
  g_assert_cmpuint (game_overs, ==, 2);

  tablee_game_new_game (base);
  g_assert_false (tablee_game_get_finished (base));

  g_assert_finalize_object (game);
}

/* A state with other players than the game has now: the sheet's columns
 * are the loaded players', each with their own points. */
static void
test_load_other_players (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (9);
  TableeFranticGame *game = tablee_frantic_game_new (random);
  TableeFranticGame *copy = tablee_frantic_game_new (random);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (copy);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *undone = NULL;

  g_assert_nonnull (tablee_players_add (players, "Dev", NULL));
  g_assert_nonnull (tablee_players_add (players, "Emma", NULL));
  add_round (game);
  state = save (game);

  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  assert_same_state (state, copy);
  g_assert_cmpuint (tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (copy))), ==, 5);
  g_assert_cmpuint (tablee_frantic_deck_get_n_players (tablee_frantic_game_get_deck (copy)), ==, 5);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 4), ==, 7);

  /* A player who leaves and comes back by undo has their points back. */
  players = tablee_game_get_players (TABLEE_GAME (copy));
  g_object_unref (tablee_players_remove (players, 4, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 4);
  undone = tablee_game_undo (TABLEE_GAME (copy));
  g_assert_cmpstr (undone, ==, "The players changed");
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 4), ==, 7);
  assert_same_state (state, copy);

  g_assert_finalize_object (copy);
  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/frantic/game/ties-deck-to-sheet", test_game_ties_deck_to_sheet);
  g_test_add_func ("/frantic/game/record-as-it-happens", test_record_as_it_happens);
  g_test_add_func ("/frantic/game/seeded-game-replays", test_seeded_game_replays);
  g_test_add_func ("/frantic/game/save-load", test_game_save_load);
  g_test_add_func ("/frantic/game/one-history", test_one_history);
  g_test_add_func ("/frantic/game/players-one-step", test_players_one_step);
  g_test_add_func ("/frantic/game/troublemaker-leaves-nothing", test_troublemaker_leaves_nothing);
  g_test_add_func ("/frantic/game/loaded-game-has-no-history", test_loaded_game_has_no_history);
  g_test_add_func ("/frantic/game/undo-labels", test_undo_labels);
  g_test_add_func ("/frantic/game/finished-at-limit", test_finished_at_limit);
  g_test_add_func ("/frantic/game/load-other-players", test_load_other_players);

  return g_test_run ();
}
