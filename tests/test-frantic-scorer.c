/* test-frantic-scorer.c: the score sheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "frantic-scorer-fixture.h"

/* ---- Limits ------------------------------------------------------------ */

static void
test_presets (void)
{
  const guint expected[9][3] = {
    { 0, }, { 0, },
    { 137, 154, 179 }, { 137, 154, 179 }, { 137, 154, 179 },
    { 113, 137, 154 }, { 113, 137, 154 }, { 113, 137, 154 }, { 113, 137, 154 },
  };

  for (guint n = 2; n <= 8; n++)
    {
      g_autoptr(TableePlayers) players = tablee_players_new (2, 8);
      g_autoptr(TableeFranticScorer) scorer = NULL;

      tablee_players_reset (players, n);
      scorer = tablee_frantic_scorer_new (players);

      for (guint length = 0; length < 3; length++)
        {
          g_assert_cmpuint (tablee_frantic_limit_preset (length, n), ==, expected[n][length]);
          tablee_frantic_scorer_set_length (scorer, length);
          g_assert_cmpuint (tablee_frantic_scorer_get_limit (scorer), ==, expected[n][length]);
        }
    }
  g_assert_cmpuint (tablee_frantic_limit_preset (TABLEE_FRANTIC_LENGTH_CUSTOM, 3), ==, 0);
}

static void
test_limit_follows_players (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  guint notified = 0;

  g_signal_connect_swapped (fixture->scorer, "notify::limit", G_CALLBACK (count_cb), &notified);

  tablee_frantic_scorer_set_length (fixture->scorer, TABLEE_FRANTIC_LENGTH_SHORT);
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (fixture->scorer), ==, 137);
  tablee_players_add (fixture->players, "Dev", NULL);
  tablee_players_add (fixture->players, "Emma", NULL);
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (fixture->scorer), ==, 113);
  /* Medium to short, then 4 to 5 players. */
  g_assert_cmpuint (notified, ==, 2);

  tablee_frantic_scorer_set_length (fixture->scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (fixture->scorer, 250, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (fixture->scorer), ==, 250);

  g_assert_false (tablee_frantic_scorer_set_custom_limit (fixture->scorer, 0, &error));
  g_assert_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH);
  g_clear_error (&error);
  g_assert_false (tablee_frantic_scorer_set_custom_limit (fixture->scorer, 10000, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (fixture->scorer), ==, 250);
}

/* ---- Rounds ------------------------------------------------------------ */

static void
test_plain_rounds (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;

  add (scorer, make_round (scorer, 0, 0, 23, 7));
  assert_totals (scorer, 0, 23, 7);
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 0), ==, 1u << 1);

  add (scorer, make_round (scorer, 1, 30, 0, 30));
  assert_totals (scorer, 30, 23, 37);
  g_assert_cmpint (tablee_frantic_scorer_get_round_points (scorer, 1, 2), ==, 30);
  g_assert_cmpint (tablee_frantic_scorer_get_total_after (scorer, 0, 2), ==, 7);
  /* A tie for the most points: one deals, the one with more points in
   * the game (37 against 30). */
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 1), ==, 1u << 2);
  g_assert_cmpuint (tablee_frantic_scorer_get_leaders (scorer), ==, 1u << 1);
  g_assert_false (tablee_frantic_scorer_get_game_over (scorer));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 2);
}

/* A tie in the round and in the game: the first of them in seat order
 * deals, alone. */
static void
test_dealer_tie (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;

  add (scorer, make_round (scorer, 2, 10, 10, 0));
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 0), ==, 1u << 0);
  add (scorer, make_round (scorer, 0, 0, 4, 4));
  /* 4 each this round; Bruno has 14 in the game, Chloé 4. */
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 1), ==, 1u << 1);
}

static void
assert_refused (TableeFranticScorer      *scorer,
                TableeFranticRound       *round,
                int                       code,
                int                       bad_player,
                int                       bad_adjustment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) add_error = NULL;
  int player = -2, adjustment = -2;
  guint n_rounds = tablee_frantic_scorer_get_n_rounds (scorer);

  g_assert_false (tablee_frantic_scorer_check_round (scorer, round, &player, &adjustment, &error));
  g_assert_error (error, TABLEE_FRANTIC_SCORER_ERROR, code);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_cmpint (player, ==, bad_player);
  g_assert_cmpint (adjustment, ==, bad_adjustment);
  g_assert_false (tablee_frantic_scorer_add_round (scorer, round, &add_error));
  g_assert_error (add_error, TABLEE_FRANTIC_SCORER_ERROR, code);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, n_rounds);
  tablee_frantic_round_free (round);
}

static void
test_bad_rounds (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;
  guint a;

  /* A limit the highest hand does not reach. */
  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, 9999, NULL));

  assert_refused (scorer, make_round (scorer, 0, 0, -3, 5),
                  TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE, 1, -1);
  assert_refused (scorer, make_round (scorer, 0, 0, 5, TABLEE_FRANTIC_HAND_MAX + 1),
                  TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH, 2, -1);
  assert_refused (scorer, make_round (scorer, 1, 4, 5, 6),
                  TABLEE_FRANTIC_SCORER_ERROR_INVALID, 1, -1);

  /* The highest hand there can be is fine. */
  add (scorer, make_round (scorer, 0, 0, TABLEE_FRANTIC_HAND_MAX, 0));

  round = make_round (scorer, 0, 0, 5, 6);
  a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, 12);
  tablee_frantic_round_set_adjustment_input (round, a, 2, 20);
  assert_refused (scorer, round, TABLEE_FRANTIC_SCORER_ERROR_MISSING, 1, 0);

  round = make_round (scorer, 0, 0, 5, 6);
  a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, 12);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 65);
  tablee_frantic_round_set_adjustment_input (round, a, 2, 20);
  assert_refused (scorer, round, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH, 1, 0);

  round = make_round (scorer, 0, 0, 5, 6);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 0);
  a = tablee_frantic_round_add_adjustment (round, E (SEPPUKU), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, TABLEE_FRANTIC_SEPPUKU_OTHER);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 7);
  assert_refused (scorer, round, TABLEE_FRANTIC_SCORER_ERROR_INVALID, 1, 1);

  /* Events that do not change scores have no line. */
  round = make_round (scorer, 0, 0, 5, 6);
  tablee_frantic_round_add_adjustment (round, E (TORNADO), 0);
  assert_refused (scorer, round, TABLEE_FRANTIC_SCORER_ERROR_INVALID, -1, 0);

  /* A round entered for other players. */
  round = tablee_frantic_round_new (4);
  assert_refused (scorer, round, TABLEE_FRANTIC_SCORER_ERROR_INVALID, -1, -1);
}

/* ---- End of game ------------------------------------------------------- */

static void
test_end_and_ties (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(GError) error = NULL;
  TableeFranticRound *round;

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_SHORT);
  add (scorer, make_round (scorer, 0, 0, 60, 60));
  add (scorer, make_round (scorer, 1, 61, 0, 10));
  g_assert_false (tablee_frantic_scorer_get_game_over (scorer));
  g_assert_cmpuint (tablee_frantic_scorer_get_leaders (scorer), ==, 1u << 1);

  /* 136 is below the limit of 137; 137 reaches it. */
  add (scorer, make_round (scorer, 2, 75, 0, 0));
  g_assert_false (tablee_frantic_scorer_get_game_over (scorer));
  add (scorer, make_round (scorer, 2, 1, 10, 0));
  g_assert_true (tablee_frantic_scorer_get_game_over (scorer));
  assert_totals (scorer, 137, 70, 70);
  /* Bruno and Chloé share the win. */
  g_assert_cmpuint (tablee_frantic_scorer_get_leaders (scorer), ==, (1u << 1) | (1u << 2));

  round = make_round (scorer, 0, 0, 1, 1);
  g_assert_false (tablee_frantic_scorer_add_round (scorer, round, &error));
  g_assert_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_GAME_OVER);
  tablee_frantic_round_free (round);

  /* A longer game goes on. */
  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_LONG);
  g_assert_false (tablee_frantic_scorer_get_game_over (scorer));
}

static void
test_edit_past_round (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(TableeFranticRound) edited = NULL;
  TableeFranticRound *round;

  add (scorer, make_round (scorer, 0, 0, 50, 10));
  round = make_round (scorer, 2, 5, 5, 0);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  add (scorer, round);
  /* Bruno (50) and Ana (0) swapped. */
  assert_totals (scorer, 55, 5, 10);

  /* Round 1 was wrong: Chloé had 80. The swap follows the new accounts. */
  edited = tablee_frantic_round_copy (tablee_frantic_scorer_get_round (scorer, 0));
  tablee_frantic_round_set_hand (edited, 2, 80);
  g_assert_true (tablee_frantic_scorer_replace_round (scorer, 0, edited, NULL));
  g_assert_cmpint (tablee_frantic_scorer_get_total_after (scorer, 0, 2), ==, 80);
  assert_totals (scorer, 85, 55, 0);

  /* A bad edit changes nothing. */
  tablee_frantic_round_set_hand (edited, 1, -1);
  g_assert_false (tablee_frantic_scorer_replace_round (scorer, 0, edited, NULL));
  assert_totals (scorer, 85, 55, 0);
}

static void
test_players_move (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;
  g_autoptr(TableePlayer) removed = NULL;
  guint a;

  round = make_round (scorer, 0, 0, 5, 6);
  a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 1u << 2);
  tablee_frantic_round_set_adjustment_input (round, a, 0, 1);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 2);
  add (scorer, round);
  assert_totals (scorer, 1, 7, 6);

  /* Chloé moves first: her points follow her. */
  g_assert_true (tablee_players_move (fixture->players, 2, 0));
  assert_totals (scorer, 6, 1, 7);
  g_assert_false (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 0));
  g_assert_true (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 1));
  g_assert_false (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 2));
  g_assert_cmpuint (tablee_frantic_round_get_adjustment_lucky (tablee_frantic_scorer_get_round (scorer, 0), 0),
                    ==, 1u << 0);

  /* A newcomer starts at 0, out of past events. */
  tablee_players_add (fixture->players, "Dev", NULL);
  assert_totals (scorer, 6, 1, 7, 0);

  /* The first player leaves and comes back in the same seat. */
  removed = tablee_players_remove (fixture->players, 0, NULL);
  assert_totals (scorer, 1, 7, 0);
  g_assert_true (tablee_players_insert (fixture->players, 0, removed, NULL));
  assert_totals (scorer, 6, 1, 7, 0);

  /* A player removed and put back, as the player editor's undo does, gets
   * their points back. */
  {
    g_autoptr(TableePlayer) bruno = tablee_players_remove (fixture->players, 1, NULL);

    assert_totals (scorer, 6, 7, 0);
    g_assert_true (tablee_players_insert (fixture->players, 1, bruno, NULL));
    assert_totals (scorer, 6, 1, 7, 0);
    g_assert_cmpuint (tablee_frantic_round_get_adjustment_lucky (tablee_frantic_scorer_get_round (scorer, 0), 0),
                      ==, (1u << 0) | (1u << 3));
  }

  /* Not after the rounds changed: then they start from nothing. */
  {
    g_autoptr(TableePlayer) dev = tablee_players_remove (fixture->players, 3, NULL);

    add (scorer, make_round (scorer, 0, 0, 2, 2));
    g_assert_true (tablee_players_insert (fixture->players, 3, dev, NULL));
    g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 3), ==, 0);
  }
}

static void
test_pending (Fixture       *fixture,
              gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(TableeFranticRound) round = NULL;

  tablee_frantic_scorer_add_pending (scorer, E (SEPPUKU), 0);
  tablee_frantic_scorer_add_pending (scorer, E (TIME_BOMB), 1u << 1);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, 2);

  round = tablee_frantic_scorer_new_round (scorer);
  g_assert_cmpuint (tablee_frantic_round_get_n_adjustments (round), ==, 2);
  g_assert_cmpint (tablee_frantic_round_get_adjustment_event (round, 0), ==, E (SEPPUKU));
  g_assert_cmpint (tablee_frantic_round_get_adjustment_input (round, 0, 2), ==,
                   TABLEE_FRANTIC_SEPPUKU_UNSET);
  g_assert_cmpuint (tablee_frantic_round_get_adjustment_lucky (round, 1), ==, 1u << 1);
  for (guint p = 0; p < 3; p++)
    tablee_frantic_round_set_adjustment_input (round, 0, p, TABLEE_FRANTIC_SEPPUKU_DECLINED);
  tablee_frantic_round_set_finishers (round, 1u << 0);

  g_assert_true (tablee_frantic_scorer_add_round (scorer, round, NULL));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, 0);
  /* Bruno was protected from the bomb. */
  assert_totals (scorer, 11, 21, 31);
}

/* ---- Saving and export ------------------------------------------------- */

static void
fill_sample_game (TableeFranticScorer *scorer)
{
  TableeFranticRound *round;
  guint a;

  add (scorer, make_round (scorer, 0, 0, 12, 9));
  round = make_round (scorer, -1, 3, 4, 5);
  a = tablee_frantic_round_add_adjustment (round, E (SEPPUKU), 1u << 0);
  tablee_frantic_round_set_adjustment_input (round, a, 1, TABLEE_FRANTIC_SEPPUKU_NUMBER);
  tablee_frantic_round_set_adjustment_input (round, a, 2, TABLEE_FRANTIC_SEPPUKU_OTHER);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);
  tablee_frantic_scorer_add_pending (scorer, E (DOOMSDAY), 0);
}

static void
test_save_load (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TableePlayers) players = tablee_players_new (2, 8);
  g_autoptr(TableeFranticScorer) copy = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) state_again = NULL;
  g_autoptr(GError) error = NULL;

  tablee_players_reset (players, 5);
  copy = tablee_frantic_scorer_new (players);
  fill_sample_game (fixture->scorer);
  tablee_frantic_scorer_set_length (fixture->scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  tablee_frantic_scorer_set_custom_limit (fixture->scorer, 200, NULL);

  state = g_variant_ref_sink (tablee_frantic_scorer_save_state (fixture->scorer));
  g_assert_true (load_seated (copy, state, 3, &error));
  g_assert_no_error (error);
  state_again = g_variant_ref_sink (tablee_frantic_scorer_save_state (copy));
  g_assert_true (g_variant_equal (state, state_again));

  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tablee_frantic_scorer_get_total (copy, p), ==,
                     tablee_frantic_scorer_get_total (fixture->scorer, p));
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (copy), ==, 200);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (copy), ==, 1);
}

static void
assert_load_refused (TableeFranticScorer *scorer,
                     const char          *key,
                     GVariant            *value)
{
  g_autoptr(GVariant) before = g_variant_ref_sink (tablee_frantic_scorer_save_state (scorer));
  g_autoptr(GVariant) damaged = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GError) error = NULL;
  GVariantDict dict;

  g_variant_dict_init (&dict, before);
  g_variant_dict_insert_value (&dict, key, value);
  damaged = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_false (tablee_frantic_scorer_load_state (scorer, damaged, 3, &error));
  g_assert_nonnull (error);
  after = g_variant_ref_sink (tablee_frantic_scorer_save_state (scorer));
  g_assert_true (g_variant_equal (before, after));
}

static void
test_load_refuses_damage (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;

  fill_sample_game (scorer);
  assert_load_refused (scorer, "length", g_variant_new_uint32 (4));
  assert_load_refused (scorer, "custom-limit", g_variant_new_uint32 (1));
  assert_load_refused (scorer, "rounds", g_variant_new_parsed ("[(0, [0, 5, -2], @a(uuai) [])]"));
  assert_load_refused (scorer, "rounds", g_variant_new_parsed ("[(0, [0, 5], @a(uuai) [])]"));
  assert_load_refused (scorer, "rounds", g_variant_new_parsed ("[(3, [0, 5, 2], @a(uuai) [])]"));
  assert_load_refused (scorer, "rounds", g_variant_new_parsed ("[(0, [0, 5, 2], [(@u 31, @u 0, [0, 0, 0])])]"));
  assert_load_refused (scorer, "rounds", g_variant_new_parsed ("[(0, [0, 5, 2], [(@u 26, @u 0, [0, 9, 0])])]"));
  assert_load_refused (scorer, "pending", g_variant_new_parsed ("[(@u 2, @u 0)]"));
  assert_load_refused (scorer, "pending", g_variant_new_parsed ("[(@u 6, @u 8)]"));
}

/* Reads CSV with Python's csv module: one line per row, its fields joined
 * by a tab. */
static char *
read_csv_with_python (const char *csv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int fd, status = 0;
  const char *argv[] = {
    "python3", "-c",
    "import csv, sys\n"
    "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
    "    for row in csv.reader(f):\n"
    "        print('\\t'.join(row))\n",
    NULL, NULL
  };

  fd = g_file_open_tmp ("tablee-csv-XXXXXX.csv", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, csv, -1, &error));
  argv[3] = path;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     &out, &err, &status, &error))
    {
      g_unlink (path);
      g_test_skip ("python3 is not available");
      return NULL;
    }
  g_unlink (path);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  return g_steal_pointer (&out);
}

static void
test_csv (Fixture       *fixture,
          gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autofree char *csv = NULL;
  g_autofree char *rows = NULL;
  g_autofree char *seppuku = tablee_frantic_event_dup_title (E (SEPPUKU), NULL);
  g_autofree char *bomb = tablee_frantic_event_dup_title (E (TIME_BOMB), NULL);
  g_autofree char *doomsday = tablee_frantic_event_dup_title (E (DOOMSDAY), NULL);
  g_autofree char *expected = NULL;
  TableeFranticRound *round;

  fill_sample_game (scorer);
  /* Under Doomsday, Ana's real hand is kept for the record. */
  round = make_round (scorer, -1, 17, 0, 0);
  tablee_frantic_round_set_hand_kept (round, 0, TRUE);
  add (scorer, round);
  g_assert_true (tablee_players_rename (fixture->players, 2, "Chloé, \"la\" reine", NULL));
  g_assert_true (tablee_players_rename (fixture->players, 1, "=SUM(A1)", NULL));
  csv = tablee_frantic_scorer_to_csv (scorer);
  rows = read_csv_with_python (csv);
  if (rows == NULL)
    return;

  /* The events by the names users see; under Doomsday the hand kept for
   * the record is written, none for the hands that were not. */
  expected = g_strdup_printf ("Round\tPlayer\tHand\tEvents\tRound points\tTotal\n"
                              "1\tAna\t0\t\t0\t0\n"
                              "1\t'=SUM(A1)\t12\t\t12\t12\n"
                              "1\tChloé, \"la\" reine\t9\t\t9\t9\n"
                              "2\tAna\t3\t%1$s: protected; %2$s: +3\t6\t6\n"
                              "2\t'=SUM(A1)\t4\t%1$s: -21; %2$s: -17\t-34\t-22\n"
                              "2\tChloé, \"la\" reine\t5\t%1$s: +42; %2$s: +47\t94\t103\n"
                              "3\tAna\t17\t%3$s: +50\t50\t56\n"
                              "3\t'=SUM(A1)\t\t%3$s: +50\t50\t28\n"
                              "3\tChloé, \"la\" reine\t\t%3$s: +50\t50\t153\n",
                              seppuku, bomb, doomsday);
  g_assert_cmpstr (rows, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/frantic/scorer/presets", test_presets);
#define ADD(path, func) \
  g_test_add ("/frantic/scorer/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  g_test_add ("/frantic/scorer/limit-follows-players", Fixture, GUINT_TO_POINTER (4),
              fixture_set_up, test_limit_follows_players, fixture_tear_down);
  ADD ("plain-rounds", test_plain_rounds);
  ADD ("dealer-tie", test_dealer_tie);
  ADD ("bad-rounds", test_bad_rounds);
  ADD ("end-and-ties", test_end_and_ties);
  ADD ("edit-past-round", test_edit_past_round);
  ADD ("players-move", test_players_move);
  ADD ("pending", test_pending);
  ADD ("save-load", test_save_load);
  ADD ("load-refuses-damage", test_load_refuses_damage);
  ADD ("csv", test_csv);
#undef ADD

  return g_test_run ();
}
