/* test-frantic-scorer-events.c: the score sheet, under the events that
 * change scores (its limits, rounds, end and saving are in
 * test-frantic-scorer.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-scorer-fixture.h"

/* ---- Events that change scores ----------------------------------------- */

static void
test_doomsday (Fixture       *fixture,
               gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;

  add (scorer, make_round (scorer, 0, 0, 10, 20));

  /* Every player scores exactly 50; hands do not count. */
  round = make_round (scorer, -1, 14, 3, 9);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 0);
  add (scorer, round);
  assert_totals (scorer, 50, 60, 70);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 0, 1), ==, 50);

  /* A Lucky Bastard keeps their hand's points instead. */
  round = make_round (scorer, -1, 14, 3, 9);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 1u << 1);
  add (scorer, round);
  assert_totals (scorer, 100, 63, 120);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 2, 0, 1), ==, 0);
}

/* Under Doomsday the real hands may be kept for the record: the score
 * stays 50, the hand is stored, saved and read back; a state saved before
 * hands were kept still loads, without them. */
static void
test_doomsday_kept_hands (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(TableePlayers) players = tablee_players_new (2, 8);
  g_autoptr(TableeFranticScorer) copy = NULL;
  g_autoptr(TableeFranticScorer) old = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) old_state = NULL;
  g_autoptr(GError) error = NULL;
  GVariantDict dict;
  const TableeFranticRound *loaded;
  TableeFranticRound *round;

  /* Ana's and Bruno's hands are kept; Chloé's was not counted. */
  round = make_round (scorer, -1, 14, 3, 0);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 0);
  g_assert_false (tablee_frantic_round_hand_known (round, 0));
  tablee_frantic_round_set_hand_kept (round, 0, TRUE);
  tablee_frantic_round_set_hand_kept (round, 1, TRUE);
  g_assert_true (tablee_frantic_round_hand_known (round, 0));
  add (scorer, round);
  assert_totals (scorer, 50, 50, 50);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tablee_frantic_scorer_get_round_points (scorer, 0, p), ==, 50);

  /* A Lucky Bastard's hand counts, kept or not. */
  round = make_round (scorer, -1, 14, 3, 9);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 1u << 1);
  tablee_frantic_round_set_hand_kept (round, 0, TRUE);
  add (scorer, round);
  assert_totals (scorer, 100, 53, 100);
  g_assert_true (tablee_frantic_round_hand_known (tablee_frantic_scorer_get_round (scorer, 1), 1));
  g_assert_false (tablee_frantic_round_hand_known (tablee_frantic_scorer_get_round (scorer, 1), 2));

  tablee_players_reset (players, 3);
  copy = tablee_frantic_scorer_new (players);
  state = g_variant_ref_sink (tablee_frantic_scorer_save_state (scorer));
  g_assert_true (load_seated (copy, state, 3, &error));
  g_assert_no_error (error);
  loaded = tablee_frantic_scorer_get_round (copy, 0);
  g_assert_true (tablee_frantic_round_hand_known (loaded, 0));
  g_assert_true (tablee_frantic_round_hand_known (loaded, 1));
  g_assert_false (tablee_frantic_round_hand_known (loaded, 2));
  g_assert_cmpint (tablee_frantic_round_get_hand (loaded, 0), ==, 14);
  g_assert_cmpint (tablee_frantic_round_get_hand (loaded, 1), ==, 3);
  assert_totals (copy, 100, 53, 100);

  /* Saved before hands were kept: no "kept-hands" key. */
  g_variant_dict_init (&dict, state);
  g_assert_true (g_variant_dict_remove (&dict, "kept-hands"));
  old_state = g_variant_ref_sink (g_variant_dict_end (&dict));
  old = tablee_frantic_scorer_new (players);
  g_assert_true (load_seated (old, old_state, 3, &error));
  g_assert_no_error (error);
  g_assert_false (tablee_frantic_round_hand_known (tablee_frantic_scorer_get_round (old, 0), 0));
  assert_totals (old, 100, 53, 100);
}

static void
test_double_taxation (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round = make_round (scorer, 2, 10, 20, 0);
  guint a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 1u << 2);

  tablee_frantic_round_set_adjustment_input (round, a, 0, 24);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 64);
  /* The protected player is not asked. */
  add (scorer, round);
  assert_totals (scorer, 34, 84, 0);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 0, 0, 1), ==, 64);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 0, 0, 2), ==, 0);
}

static void
test_identity_theft (Fixture       *fixture,
                     gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;
  guint a;

  add (scorer, make_round (scorer, 0, 0, 40, 12));

  /* Double Taxation first, then the accounts as they are swap: Bruno has
   * 40 + 20 = 60, Ana 0 + 5 = 5. The round's hands come on top. */
  round = make_round (scorer, 1, 8, 0, 3);
  a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, 5);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 20);
  tablee_frantic_round_set_adjustment_input (round, a, 2, 9);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  add (scorer, round);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 1, 0), ==, 55);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 1, 1), ==, -55);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 1, 2), ==, 0);
  assert_totals (scorer, 68, 5, 24);

  /* A protected highest player keeps their account: the next one swaps. */
  round = make_round (scorer, 1, 0, 0, 0);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 1u << 0);
  add (scorer, round);
  assert_totals (scorer, 68, 24, 5);
}

static void
test_identity_theft_ties (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;

  /* Decision: the first in table order among tied players. */
  add (scorer, make_round (scorer, 2, 30, 30, 0));
  round = make_round (scorer, 0, 0, 1, 1);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  add (scorer, round);
  assert_totals (scorer, 0, 31, 31);

  /* All equal: nothing to swap. */
  tablee_frantic_scorer_new_game (scorer);
  add (scorer, make_round (scorer, -1, 5, 5, 5));
  round = make_round (scorer, 0, 0, 0, 0);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  add (scorer, round);
  assert_totals (scorer, 5, 5, 5);
}

static void
test_seppuku (Fixture       *fixture,
              gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round = make_round (fixture->scorer, 0, 0, 10, 10);
  guint a = tablee_frantic_round_add_adjustment (round, E (SEPPUKU), 0);

  tablee_frantic_round_set_adjustment_input (round, a, 0, TABLEE_FRANTIC_SEPPUKU_DECLINED);
  tablee_frantic_round_set_adjustment_input (round, a, 1, TABLEE_FRANTIC_SEPPUKU_NUMBER);
  tablee_frantic_round_set_adjustment_input (round, a, 2, TABLEE_FRANTIC_SEPPUKU_OTHER);
  add (scorer, round);
  assert_totals (scorer, 21, -11, 52);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 0, 0, 1), ==, -21);
  /* Scores may go below zero: the lowest still wins. */
  g_assert_cmpuint (tablee_frantic_scorer_get_leaders (scorer), ==, 1u << 1);
}

static void
test_time_bomb (Fixture       *fixture,
                gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;

  /* Ana went out in time: -10 for her, +10 on top of the others' hands. */
  round = make_round (scorer, 0, 0, 12, 30);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);
  assert_totals (scorer, -10, 22, 40);

  /* Nobody did: every hand counts double. */
  round = make_round (scorer, -1, 5, 12, 30);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);
  assert_totals (scorer, 0, 46, 100);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 0, 2), ==, 30);
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 1), ==, 1u << 2);
}

/* The bomb goes off only at its deadline: a round that Finish Line or
 * Doomsday ended first, in either order, leaves it without effect. */
static void
test_time_bomb_defused (Fixture       *fixture,
                        gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;

  round = make_round (scorer, -1, 2, 10, 3);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  tablee_frantic_round_add_adjustment (round, E (FINISH_LINE), 0);
  add (scorer, round);
  assert_totals (scorer, 2, 10, 3);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 0, 0, p), ==, 0);

  /* A Plague's second event ran after Doomsday had ended the round. */
  round = make_round (scorer, -1, 0, 0, 0);
  tablee_frantic_round_add_adjustment (round, E (DOOMSDAY), 0);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);
  assert_totals (scorer, 52, 60, 53);
}

/* When the deadline comes with nobody out, every point the round gave
 * counts double: hands and events, Identity Theft's exchange aside. */
static void
test_time_bomb_doubles_events (Fixture       *fixture,
                               gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;
  guint a;

  add (scorer, make_round (scorer, 0, 0, 40, 10));

  round = make_round (scorer, -1, 5, 1, 2);
  a = tablee_frantic_round_add_adjustment (round, E (SEPPUKU), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, TABLEE_FRANTIC_SEPPUKU_NUMBER);
  tablee_frantic_round_set_adjustment_input (round, a, 1, TABLEE_FRANTIC_SEPPUKU_DECLINED);
  tablee_frantic_round_set_adjustment_input (round, a, 2, TABLEE_FRANTIC_SEPPUKU_OTHER);
  a = tablee_frantic_round_add_adjustment (round, E (DOUBLE_TAXATION), 0);
  tablee_frantic_round_set_adjustment_input (round, a, 0, 3);
  tablee_frantic_round_set_adjustment_input (round, a, 1, 4);
  tablee_frantic_round_set_adjustment_input (round, a, 2, 0);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);

  /* Before the theft: Ana 0 - 21 + 3 = -18, Bruno 40 + 21 + 4 = 65,
   * Chloé 10 + 42 = 52; Ana and Bruno swap. Scored this round: Ana
   * -21 + 3 + 5 = -13, Bruno 21 + 4 + 1 = 26, Chloé 42 + 0 + 2 = 44. */
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 2, 0), ==, 83);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 3, 0), ==, -13);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 3, 1), ==, 26);
  g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 1, 3, 2), ==, 44);
  assert_totals (scorer, 65 + 5 - 13, -18 + 1 + 26, 52 + 2 + 44);
  /* Chloé scored the most; Ana's gain from the exchange is no score. */
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 1), ==, 1u << 2);
}

/* Identity Theft's exchange does not pick who deals next. */
static void
test_identity_theft_deals (Fixture       *fixture,
                           gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round;

  add (scorer, make_round (scorer, 0, 0, 80, 10));
  round = make_round (scorer, 1, 4, 0, 9);
  tablee_frantic_round_add_adjustment (round, E (IDENTITY_THEFT), 0);
  add (scorer, round);
  assert_totals (scorer, 84, 0, 19);
  g_assert_cmpuint (tablee_frantic_scorer_get_dealers (scorer, 1), ==, 1u << 2);
}

/* Several players go out at once through an event; under a Time Bomb each
 * of them gets -10. */
static void
test_several_finishers (Fixture       *fixture,
                        gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(TableeFranticScorer) copy = NULL;
  g_autoptr(TableePlayers) players = tablee_players_new (2, 8);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  TableeFranticRound *round = make_round (scorer, -1, 0, 0, 7);
  const TableeFranticRound *loaded;

  tablee_frantic_round_set_finishers (round, 0x3);
  g_assert_true (tablee_frantic_round_is_finisher (round, 0));
  g_assert_true (tablee_frantic_round_is_finisher (round, 1));
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  add (scorer, round);
  assert_totals (scorer, -10, -10, 17);

  /* A finisher holds no cards. */
  round = make_round (scorer, -1, 0, 3, 7);
  tablee_frantic_round_set_finishers (round, 0x3);
  g_assert_false (tablee_frantic_scorer_check_round (scorer, round, NULL, NULL, &error));
  g_assert_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_INVALID);
  tablee_frantic_round_free (round);
  g_clear_error (&error);

  /* Every finisher is saved and read back. */
  tablee_players_reset (players, 3);
  copy = tablee_frantic_scorer_new (players);
  state = g_variant_ref_sink (tablee_frantic_scorer_save_state (scorer));
  g_assert_true (load_seated (copy, state, 3, &error));
  g_assert_no_error (error);
  loaded = tablee_frantic_scorer_get_round (copy, 0);
  g_assert_true (tablee_frantic_round_is_finisher (loaded, 0));
  g_assert_true (tablee_frantic_round_is_finisher (loaded, 1));
  g_assert_false (tablee_frantic_round_is_finisher (loaded, 2));
  assert_totals (copy, -10, -10, 17);
}

/* The round dialog's live sums: a new round or one edited in place,
 * without changing the sheet. */
static void
test_preview (Fixture       *fixture,
              gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  g_autoptr(TableeFranticRound) round = NULL;
  int points[3], totals[3];
  guint changes = 0;

  add (scorer, make_round (scorer, 0, 0, 10, 20));
  add (scorer, make_round (scorer, 1, 5, 0, 1));
  g_signal_connect_swapped (scorer, "changed", G_CALLBACK (count_cb), &changes);

  round = make_round (scorer, -1, 2, 3, 4);
  tablee_frantic_round_add_adjustment (round, E (TIME_BOMB), 0);
  tablee_frantic_scorer_preview_round (scorer, -1, round, points, totals);
  g_assert_cmpint (points[0], ==, 4);
  g_assert_cmpint (points[2], ==, 8);
  g_assert_cmpint (totals[0], ==, 9);
  g_assert_cmpint (totals[1], ==, 16);
  g_assert_cmpint (totals[2], ==, 29);

  /* In place of the first round. */
  tablee_frantic_scorer_preview_round (scorer, 0, round, points, totals);
  g_assert_cmpint (totals[1], ==, 6);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 2);
  assert_totals (scorer, 5, 10, 21);
  g_assert_cmpuint (changes, ==, 0);
}

static void
test_finish_line (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeFranticScorer *scorer = fixture->scorer;
  TableeFranticRound *round = make_round (scorer, -1, 4, 12, 30);
  g_autofree char *csv = NULL;

  /* The round ends and hands are counted: a line that changes nothing. */
  tablee_frantic_round_add_adjustment (round, E (FINISH_LINE), 0);
  add (scorer, round);
  assert_totals (scorer, 4, 12, 30);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tablee_frantic_scorer_get_adjustment_points (scorer, 0, 0, p), ==, 0);
  csv = tablee_frantic_scorer_to_csv (scorer);
  g_assert_nonnull (strstr (csv, "\r\n1,Ana,4,"));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/frantic/scorer/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("doomsday", test_doomsday);
  ADD ("doomsday-kept-hands", test_doomsday_kept_hands);
  ADD ("double-taxation", test_double_taxation);
  ADD ("identity-theft", test_identity_theft);
  ADD ("identity-theft-ties", test_identity_theft_ties);
  ADD ("seppuku", test_seppuku);
  ADD ("time-bomb", test_time_bomb);
  ADD ("time-bomb-defused", test_time_bomb_defused);
  ADD ("preview", test_preview);
  ADD ("time-bomb-doubles-events", test_time_bomb_doubles_events);
  ADD ("identity-theft-deals", test_identity_theft_deals);
  ADD ("several-finishers", test_several_finishers);
  ADD ("finish-line", test_finish_line);
#undef ADD

  return g_test_run ();
}
