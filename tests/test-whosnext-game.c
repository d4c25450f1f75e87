/* test-whosnext-game.c: the Who's Next? game at the table: seats, who is
 * next, the rules broken at each level, the last card and the end of the
 * game (undo, signals, properties and saving are in
 * test-whosnext-game-state.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "whosnext-game-fixture.h"

/* A new game seats the fewest players the game takes, and nothing can be
 * undone yet. */
static void
test_fresh (void)
{
  g_autoptr(TableeWhosnextGame) game = tablee_whosnext_game_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));

  g_assert_cmpuint (tablee_players_get_n_players (players), ==, TABLEE_WHOSNEXT_MIN_SEATS);
  g_assert_cmpuint (tablee_whosnext_game_get_n_seats (game), ==, TABLEE_WHOSNEXT_MIN_SEATS);
  for (guint i = 0; i < TABLEE_WHOSNEXT_MIN_SEATS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, i)), ==, name);
      g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, i), ==, 0);
    }

  g_assert_cmpuint (tablee_whosnext_game_get_level (game), ==, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_seconds (game), ==, 14);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, -1);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, -1);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));
  g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));

  /* Ready at once: the first player points left and the neighbour is due. */
  start (game, 1);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
}

static void
test_setup_table (void)
{
  /* The rulebook's table: players, cards of each number, total. */
  static const guint table[][3] = {
    { 3, 4, 8 }, { 4, 3, 9 }, { 5, 2, 8 }, { 6, 2, 10 }, { 7, 2, 12 },
  };
  TableeWhosnextSetup setup;

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_assert_true (tablee_whosnext_setup_for (table[i][0], &setup));
      g_assert_cmpuint (setup.n_players, ==, table[i][0]);
      /* Every number >= the player count is put away. */
      g_assert_cmpuint (setup.highest_number, ==, table[i][0] - 1);
      g_assert_cmpuint (setup.per_number, ==, table[i][1]);
      g_assert_cmpuint (setup.cards_per_player, ==, table[i][2]);
      /* Everyone can compose a hand of 8. */
      g_assert_cmpuint (setup.cards_per_player, >=, TABLEE_WHOSNEXT_HAND);
    }

  g_assert_false (tablee_whosnext_setup_for (2, &setup));
  g_assert_false (tablee_whosnext_setup_for (8, &setup));
}

static void
test_level_timers (Fixture       *fixture,
                   gconstpointer  data)
{
  static const guint expected[] = { 14, 10, 8, 7, 6, 5, 4 };

  for (guint level = 0; level <= TABLEE_WHOSNEXT_MAX_LEVEL; level++)
    {
      tablee_whosnext_game_set_level (fixture->game, level);
      g_assert_cmpuint (tablee_whosnext_level_seconds (level), ==, expected[level]);
      g_assert_cmpuint (tablee_whosnext_game_get_seconds (fixture->game), ==, expected[level]);
    }
}

/* Counts seat by seat, as players do at the table. */
static guint
walk (guint n_seats,
      guint from,
      int   direction,
      guint number)
{
  guint seat = from;

  for (guint i = 0; i < number; i++)
    seat = direction > 0 ? (seat + 1) % n_seats : (seat + n_seats - 1) % n_seats;

  return seat;
}

static void
test_next_seat (void)
{
  for (guint n = 3; n <= 7; n++)
    for (guint from = 0; from < n; from++)
      for (guint number = 1; number < n; number++)
        for (int dir = -1; dir <= 1; dir += 2)
          {
            int d = dir;

            g_assert_cmpuint (tablee_whosnext_next_seat (n, from, &d, number, WHOOT), ==,
                              walk (n, from, dir, number));
            g_assert_cmpint (d, ==, dir);

            /* Whootchi reverses first, then counts. */
            g_assert_cmpuint (tablee_whosnext_next_seat (n, from, &d, number, WHOOTCHI), ==,
                              walk (n, from, -dir, number));
            g_assert_cmpint (d, ==, -dir);
          }

  /* The rulebook's example: 5 players, a Double Whoot, a Whootchi, a
   * Triple Whootchi, starting clockwise from Paul (seat 0). */
  {
    int d = 1;
    guint romain = tablee_whosnext_next_seat (5, 0, &d, 2, WHOOT);
    guint seb = tablee_whosnext_next_seat (5, romain, &d, 1, WHOOTCHI);
    guint next = tablee_whosnext_next_seat (5, seb, &d, 3, WHOOTCHI);

    g_assert_cmpuint (romain, ==, 2);
    g_assert_cmpuint (seb, ==, 1);
    g_assert_cmpuint (next, ==, 4);
    g_assert_cmpint (d, ==, 1);
  }
}

/* For every table size, both first directions and both sides, the model's
 * player due follows the cards through a whole round. */
static void
test_who_is_next (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  tablee_whosnext_game_set_level (game, 1);

  for (guint n = 3; n <= 7; n++)
    for (int first = -1; first <= 1; first += 2)
      {
        int dir = first;
        guint due;

        set_seats (game, n);
        g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 0);
        start (game, first);
        due = first > 0 ? 1 : n - 1;
        g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, due);
        g_assert_cmpint (tablee_whosnext_game_get_direction (game), ==, first);

        for (guint i = 0; i < 12; i++)
          {
            guint number = 1 + (i * 5 + n) % (n - 1);
            TableeWhosnextSide side = (i % 3 == 1) ? WHOOTCHI : WHOOT;
            TableeWhosnextBreak breaks;
            guint uncovered;
            TableeWhosnextSide uncovered_side;

            breaks = play (game, -1, number, side);
            g_assert_false (breaks & TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
            g_assert_true (tablee_whosnext_game_get_uncovered (game, due, &uncovered,
                                                               &uncovered_side));
            g_assert_cmpuint (uncovered, ==, number);
            g_assert_cmpint (uncovered_side, ==, side);

            if (side == WHOOTCHI)
              dir = -dir;
            due = walk (n, due, dir, number);
            g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, due);
            g_assert_cmpint (tablee_whosnext_game_get_direction (game), ==, dir);
          }
      }
}

static void
test_invalid_plays (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  g_autoptr(GError) error = NULL;

  /* Nobody is due before the first player points. */
  g_assert_false (tablee_whosnext_game_play (game, -1, 1, WHOOT, NULL, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING);
  g_clear_error (&error);

  start (game, 1);
  g_assert_false (tablee_whosnext_game_choose_direction (game, -1, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING);
  g_clear_error (&error);

  /* With four players, cards go from 1 to 3. */
  g_assert_false (tablee_whosnext_game_play (game, -1, 4, WHOOT, NULL, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_whosnext_game_play (game, -1, 0, WHOOT, NULL, &error));
  g_clear_error (&error);

  /* Level 0 is played on the Whoot sides only. */
  g_assert_false (tablee_whosnext_game_play (game, -1, 1, WHOOTCHI, NULL, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (game), ==, 0);
}

static void
test_out_of_turn (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  guint seat = 99;

  start (game, 1);
  g_assert_cmpint (play (game, 1, 2, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 3);

  /* Seat 2 plays instead of seat 3. */
  g_assert_cmpint (play (game, 2, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, &seat), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpuint (seat, ==, 2);
  /* The card still designates someone: the game goes on from it. */
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 3);

  /* A mistake only counts once reported; then the round ends and the
   * player at fault starts the next one. */
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 0);
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 1);
  g_assert_cmpuint (fixture->round_ended, ==, 1);
  g_assert_true (fixture->ended_mistake);
  g_assert_cmpint (fixture->ended_starter, ==, 2);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (game), ==, 0);
  g_assert_false (tablee_whosnext_game_get_uncovered (game, 1, NULL, NULL));

  /* Nothing left to report. */
  g_assert_false (tablee_whosnext_game_report_last_break (game));
  start (game, -1);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
}

static void
test_late (Fixture       *fixture,
           gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  guint seat = 99;

  /* Nobody is late before the round starts. */
  g_assert_cmpint (tablee_whosnext_game_time_out (game), ==, -1);

  start (game, -1);
  play (game, -1, 1, WHOOT);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
  g_assert_cmpint (tablee_whosnext_game_time_out (game), ==, 2);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, &seat), ==,
                   TABLEE_WHOSNEXT_BREAK_LATE);
  g_assert_cmpuint (seat, ==, 2);

  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 2);
}

static void
test_dismiss (Fixture       *fixture,
              gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  start (game, 1);
  g_assert_cmpint (tablee_whosnext_game_time_out (game), ==, 1);
  tablee_whosnext_game_dismiss_break (game);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_NONE);
  g_assert_false (tablee_whosnext_game_report_last_break (game));

  /* The late player may still play, and the round goes on. */
  g_assert_cmpint (play (game, -1, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, i), ==, 0);
}

/* One error covers another: only the last one can be reported, even after
 * clean plays, as long as the round goes on. */
static void
test_only_last_mistake (Fixture       *fixture,
                        gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  guint seat = 99;

  start (game, 1);
  g_assert_cmpint (play (game, 3, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  /* Seat 0 is due after seat 3's card; seat 2 plays instead. */
  g_assert_cmpint (play (game, 2, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpint (play (game, -1, 2, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);

  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, &seat), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpuint (seat, ==, 2);
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 3), ==, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 1);
}

static void
test_level2_same_twice (Fixture       *fixture,
                        gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  set_seats (game, 3);

  for (guint level = 1; level <= 3; level++)
    {
      TableeWhosnextBreak expected = level >= 2 ? TABLEE_WHOSNEXT_BREAK_SAME_TWICE : 0;

      tablee_whosnext_game_set_level (game, level);
      start (game, 1);
      /* Seat 1 plays a Double, seat 0 a Whoot, seat 1 again a Double. */
      g_assert_cmpint (play (game, -1, 2, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);
      g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 0);
      g_assert_cmpint (play (game, -1, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);
      g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
      g_assert_cmpint (play (game, -1, 2, WHOOT), ==, expected);

      /* The same number on the other side is another card. */
      g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 0);
      if (level >= 1)
        g_assert_cmpint (play (game, -1, 1, WHOOTCHI), ==, TABLEE_WHOSNEXT_BREAK_NONE);

      /* Other players' cards do not count: seat 2 is due after seat 0's
       * Whootchi and plays the Double seat 1 just played. */
      g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
      g_assert_cmpint (play (game, -1, 2, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_NONE);

      tablee_whosnext_game_set_level (game, 0);
    }
}

static void
test_level3_third_identical (Fixture       *fixture,
                             gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  for (guint level = 2; level <= 4; level++)
    {
      TableeWhosnextBreak expected = level >= 3 ? TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL : 0;

      tablee_whosnext_game_set_level (game, level);
      start (game, 1);
      g_assert_cmpint (play (game, -1, 1, WHOOT), ==, 0);   /* seat 1 */
      g_assert_cmpint (play (game, -1, 1, WHOOT), ==, 0);   /* seat 2 */
      g_assert_cmpint (play (game, -1, 1, WHOOT), ==, expected);   /* seat 3 */
      tablee_whosnext_game_set_level (game, 0);
    }

  /* A covered card no longer counts, and a Whootchi is not a Whoot. */
  tablee_whosnext_game_set_level (fixture->game, 3);
  start (game, 1);
  g_assert_cmpint (play (game, -1, 1, WHOOT), ==, 0);      /* seat 1: Whoot 1 */
  g_assert_cmpint (play (game, -1, 3, WHOOT), ==, 0);      /* seat 2: Triple, due 1 */
  g_assert_cmpint (play (game, -1, 2, WHOOT), ==, 0);      /* seat 1 covers its Whoot, due 3 */
  g_assert_cmpint (play (game, -1, 1, WHOOTCHI), ==, 0);   /* seat 3, reverses: due 2 */
  g_assert_cmpint (play (game, -1, 1, WHOOT), ==, 0);      /* seat 2: Whoot, one of two */
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
  g_assert_cmpint (play (game, -1, 1, WHOOTCHI), ==, 0);   /* seat 1: second Whootchi */
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
  g_assert_cmpint (play (game, 0, 1, WHOOTCHI), ==,
                   TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL | TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
}

/* Hands of 8: the first player to play their last card ends the round
 * without a mistake, and starts the next one. */
static void
test_last_card (Fixture       *fixture,
                gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  guint seat = 99;

  set_seats (game, 3);
  start (game, 1);
  /* Whoot 1 every time: seats 1, 2, 0, 1, 2, 0, ... */
  for (guint i = 0; i < 3 * 7; i++)
    play (game, -1, 1, WHOOT);

  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_cards_played (game, i), ==, 7);
  g_assert_cmpuint (fixture->round_ended, ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);

  /* Seat 1 plays its eighth card. */
  play (game, -1, 1, WHOOT);
  g_assert_cmpuint (fixture->round_ended, ==, 1);
  g_assert_false (fixture->ended_mistake);
  g_assert_cmpint (fixture->ended_starter, ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (game), ==, 0);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, i), ==, 0);

  /* A last card played out of turn still ends the round, and can be told
   * until the next round starts. */
  start (game, 1);
  for (guint i = 0; i < 3 * 7; i++)
    play (game, -1, 1, WHOOT);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
  g_assert_cmpint (play (game, 0, 1, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpuint (fixture->round_ended, ==, 2);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, &seat), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpuint (seat, ==, 0);
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 0);

  /* Once the next round starts, it is too late. */
  start (game, 1);
  for (guint i = 0; i < 3 * 7; i++)
    play (game, -1, 1, WHOOT);
  play (game, 2, 1, WHOOT);
  start (game, 1);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_NONE);
  g_assert_false (tablee_whosnext_game_report_last_break (game));
}

static void
test_level6_timer (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  static const guint expected[] = { 4, 3, 2, 1, 1, 1 };

  tablee_whosnext_game_set_level (game, 6);

  for (guint round = 0; round < G_N_ELEMENTS (expected); round++)
    {
      g_assert_cmpuint (tablee_whosnext_game_get_seconds (game), ==, expected[round]);
      g_assert_cmpuint (tablee_whosnext_game_get_rounds_off (game), ==, MIN (round, 3));

      /* Rounds end by a mistake here (a time-out reported). */
      start (game, 1);
      g_assert_cmpint (tablee_whosnext_game_time_out (game), >=, 0);
      g_assert_true (tablee_whosnext_game_report_last_break (game));
    }

  /* A round ended by a last card counts too. */
  tablee_whosnext_game_set_level (game, 5);
  tablee_whosnext_game_set_level (game, 6);
  g_assert_cmpuint (tablee_whosnext_game_get_seconds (game), ==, 4);
  set_seats (game, 3);
  tablee_whosnext_game_set_level (game, 6);
  start (game, 1);
  for (guint i = 0; i < 3 * 7 + 1; i++)
    play (game, -1, 1, WHOOT);
  g_assert_cmpuint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpuint (tablee_whosnext_game_get_seconds (game), ==, 3);

  /* Other levels keep their timer whatever the rounds. */
  tablee_whosnext_game_set_level (game, 5);
  start (game, 1);
  tablee_whosnext_game_time_out (game);
  tablee_whosnext_game_report_last_break (game);
  g_assert_cmpuint (tablee_whosnext_game_get_seconds (game), ==, 5);
}

static void
test_dont_panic (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  /* Before level 4 there is no card: one note per mistake. */
  tablee_whosnext_game_set_level (game, 3);
  give_note (game, 0);
  give_note (game, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 2);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, -1);
  tablee_game_new_game (TABLEE_GAME (game));

  tablee_whosnext_game_set_level (game, 4);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, -1);

  /* First mistake: one note, and the card, green. */
  give_note (game, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 1);

  /* Second in a row: two notes, red. */
  give_note (game, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 3);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 2);

  /* Third: three notes, and the card back to the centre. */
  give_note (game, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 6);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, -1);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 0);

  /* Another player's mistake takes the card, green side up. */
  give_note (game, 2);
  give_note (game, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 2);
  give_note (game, 3);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 3), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 3);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 1);
  /* Seat 2 starts over at one note. */
  give_note (game, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 4);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 2);

  /* Going back below level 4 puts the card away. */
  tablee_whosnext_game_set_level (game, 3);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, -1);
}

/* Two mistakes at the same time both count; the last player to play a card
 * before them starts; the Don't Panic card applies to both. */
static void
test_simultaneous (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  g_autoptr(GError) error = NULL;
  guint both[] = { 0, 3 };
  guint twice[] = { 1, 1 };

  start (game, 1);
  play (game, -1, 1, WHOOT);   /* seat 1 */
  play (game, -1, 1, WHOOT);   /* seat 2 */
  g_assert_true (tablee_whosnext_game_report_mistakes (game, both, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 3), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 2);

  g_assert_false (tablee_whosnext_game_report_mistakes (game, twice, 2, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID);
  g_clear_error (&error);

  tablee_game_new_game (TABLEE_GAME (game));
  tablee_whosnext_game_set_level (game, 4);
  give_note (game, 0);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 0);
  g_assert_true (tablee_whosnext_game_report_mistakes (game, both, 2, &error));
  /* The holder's second mistake in a row: two notes; the other: one, and
   * the card goes to them, green. */
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 3);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 3), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (game), ==, 3);
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (game), ==, 1);
  /* Nobody played: the starter keeps the hand. */
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 0);
}

static void
test_apprentice (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  set_seats (game, 5);
  tablee_whosnext_game_set_level (game, 1);
  g_assert_cmpint (tablee_whosnext_game_get_apprentice_seat (game), ==, -1);

  /* Seat 4 alone has the most; everyone else at the fewest: nobody could
   * play on them, so there is no apprentice. */
  give_note (game, 4);
  g_assert_cmpint (tablee_whosnext_game_get_apprentice_seat (game), ==, -1);

  /* Seat 3 between: now seat 4 is the apprentice. */
  give_note (game, 4);
  give_note (game, 3);
  g_assert_cmpint (tablee_whosnext_game_get_apprentice_seat (game), ==, 4);

  /* Off: nothing is flagged. */
  g_object_set (game, "apprentice", FALSE, NULL);
  tablee_whosnext_game_set_level (game, 0);
  tablee_whosnext_game_set_level (game, 1);
  start (game, 1);   /* starter is 3 after the last note: due 4 */
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 3);
  play (game, -1, 2, WHOOT);   /* seat 4 -> seat 1 */
  g_assert_cmpint (play (game, -1, 3, WHOOT), ==, 0);   /* seat 1 (fewest) -> seat 4 */

  g_object_set (game, "apprentice", TRUE, NULL);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  start (game, 1);
  play (game, -1, 2, WHOOT);   /* seat 4 -> seat 1 */
  /* A player with the fewest notes may not play on the apprentice. */
  g_assert_cmpint (play (game, -1, 3, WHOOT), ==, TABLEE_WHOSNEXT_BREAK_APPRENTICE);
  /* Seat 4's turn: it plays on seat 3, who is not among the fewest and may
   * play on the apprentice. */
  g_assert_cmpint (play (game, -1, 4, WHOOT), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 3);
  g_assert_cmpint (play (game, -1, 1, WHOOT), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 4);

  /* A Whootchi designating the apprentice is just as wrong. */
  play (game, -1, 2, WHOOT);   /* seat 4 -> 1 */
  g_assert_cmpint (play (game, -1, 2, WHOOTCHI), ==, TABLEE_WHOSNEXT_BREAK_APPRENTICE);

  /* The apprentice changes: two players tied at the most, none. */
  give_note (game, 3);
  g_assert_cmpint (tablee_whosnext_game_get_apprentice_seat (game), ==, -1);
  give_note (game, 3);
  g_assert_cmpint (tablee_whosnext_game_get_apprentice_seat (game), ==, 3);
}

static void
test_end_of_game (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  g_autoptr(GError) error = NULL;
  guint winners[TABLEE_WHOSNEXT_MAX_SEATS];

  for (guint i = 0; i < 6; i++)
    give_note (game, 0);
  give_note (game, 1);
  give_note (game, 2);
  g_assert_false (tablee_whosnext_game_is_game_over (game));

  give_note (game, 0);
  g_assert_true (tablee_whosnext_game_is_game_over (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 7);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==,
                   TABLEE_WHOSNEXT_ROUND_GAME_OVER);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, -1);

  /* The fewest wins: seat 3 alone. */
  g_assert_cmpuint (tablee_whosnext_game_get_winners (game, winners), ==, 1);
  g_assert_cmpuint (winners[0], ==, 3);

  g_assert_false (tablee_whosnext_game_choose_direction (game, 1, &error));
  g_assert_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_GAME_OVER);
  g_clear_error (&error);

  /* Ties share the win; the count stops at 7 even with Don't Panic. */
  tablee_game_new_game (TABLEE_GAME (game));
  tablee_whosnext_game_set_level (game, 4);
  for (guint i = 0; i < 3; i++)
    give_note (game, 1);   /* 1 + 2 + 3 */
  give_note (game, 2);
  give_note (game, 3);
  give_note (game, 1);     /* green again: 7 */
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 7);
  g_assert_true (tablee_whosnext_game_is_game_over (game));
  g_assert_cmpuint (tablee_whosnext_game_get_winners (game, winners), ==, 1);
  g_assert_cmpuint (winners[0], ==, 0);

  tablee_game_new_game (TABLEE_GAME (game));
  tablee_whosnext_game_set_level (game, 0);
  for (guint i = 0; i < 7; i++)
    give_note (game, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_winners (game, winners), ==, 3);
  g_assert_cmpuint (winners[0], ==, 0);
  g_assert_cmpuint (winners[1], ==, 1);
  g_assert_cmpuint (winners[2], ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/whosnext-game/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  g_test_add_func ("/whosnext-game/fresh", test_fresh);
  g_test_add_func ("/whosnext-game/setup-table", test_setup_table);
  g_test_add_func ("/whosnext-game/next-seat", test_next_seat);
  ADD ("level-timers", test_level_timers);
  ADD ("who-is-next", test_who_is_next);
  ADD ("invalid-plays", test_invalid_plays);
  ADD ("out-of-turn", test_out_of_turn);
  ADD ("late", test_late);
  ADD ("dismiss", test_dismiss);
  ADD ("only-last-mistake", test_only_last_mistake);
  ADD ("level2-same-twice", test_level2_same_twice);
  ADD ("level3-third-identical", test_level3_third_identical);
  ADD ("last-card", test_last_card);
  ADD ("level6-timer", test_level6_timer);
  ADD ("dont-panic", test_dont_panic);
  ADD ("simultaneous", test_simultaneous);
  ADD ("apprentice", test_apprentice);
  ADD ("end-of-game", test_end_of_game);

#undef ADD

  return g_test_run ();
}
