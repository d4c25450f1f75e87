/* test-whosnext-trainer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-saveable.h"
#include "tablee-whosnext-trainer.h"
#include "tablee-recorder-sink.h"

#define S (G_USEC_PER_SEC)
#define MS (1000)

typedef struct {
  TableeClock           *clock;
  TableeSoundSink       *sink;
  TableeSound           *sound;
  TableeRandom          *random;
  TableeWhosnextGame    *game;
  TableeWhosnextTrainer *trainer;
  guint                  n_answered;
  gboolean               last_correct;
  gboolean               last_late;
  int                    last_expected;
  guint                  last_reaction_ms;
  guint                  level_up;
} Fixture;

static void
answered_cb (TableeWhosnextTrainer *trainer,
             gboolean               correct,
             gboolean               late,
             int                    expected,
             guint                  reaction_ms,
             Fixture               *fixture)
{
  fixture->n_answered++;
  fixture->last_correct = correct;
  fixture->last_late = late;
  fixture->last_expected = expected;
  fixture->last_reaction_ms = reaction_ms;
}

static void
level_up_cb (TableeWhosnextTrainer *trainer,
             guint                  level,
             Fixture               *fixture)
{
  fixture->level_up = level;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  memset (fixture, 0, sizeof *fixture);
  fixture->clock = tablee_clock_new_manual (0);
  fixture->sink = tablee_recorder_sink_new (fixture->clock);
  fixture->sound = tablee_sound_new (fixture->sink);
  fixture->random = tablee_random_new_with_seed (GPOINTER_TO_UINT (data) + 7);
  fixture->game = tablee_whosnext_game_new ();
  /* The tests practise at a table of four. */
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), 4);
  fixture->trainer = tablee_whosnext_trainer_new (fixture->game, fixture->clock,
                                                  fixture->random, fixture->sound);
  g_signal_connect (fixture->trainer, "answered", G_CALLBACK (answered_cb), fixture);
  g_signal_connect (fixture->trainer, "level-up", G_CALLBACK (level_up_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->trainer);
  g_assert_finalize_object (fixture->game);
  g_assert_finalize_object (fixture->random);
  g_assert_finalize_object (fixture->sound);
  g_assert_finalize_object (fixture->sink);
  g_assert_finalize_object (fixture->clock);
}

/* Who is next after the card shown, counted seat by seat. */
static guint
expected_seat (Fixture *fixture)
{
  guint n = tablee_whosnext_game_get_n_seats (fixture->game);
  int dir = tablee_whosnext_trainer_get_direction (fixture->trainer);
  guint seat = (guint) tablee_whosnext_trainer_get_player (fixture->trainer);

  if (tablee_whosnext_trainer_get_side (fixture->trainer) == TABLEE_WHOSNEXT_SIDE_WHOOTCHI)
    dir = -dir;

  for (guint i = 0; i < tablee_whosnext_trainer_get_number (fixture->trainer); i++)
    seat = (seat + n + (guint) dir) % n;

  return seat;
}

static void
test_right_and_wrong (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeWhosnextTrainerStats stats;
  guint right;

  g_assert_false (tablee_whosnext_trainer_get_running (fixture->trainer));
  tablee_whosnext_trainer_start (fixture->trainer);
  g_assert_true (tablee_whosnext_trainer_get_running (fixture->trainer));
  g_assert_cmpint (tablee_whosnext_trainer_get_player (fixture->trainer), >=, 0);
  /* Level 0: Whoot sides only, numbers 1 to 3 with four seats. */
  g_assert_cmpint (tablee_whosnext_trainer_get_side (fixture->trainer), ==,
                   TABLEE_WHOSNEXT_SIDE_WHOOT);
  g_assert_cmpuint (tablee_whosnext_trainer_get_number (fixture->trainer), >=, 1);
  g_assert_cmpuint (tablee_whosnext_trainer_get_number (fixture->trainer), <=, 3);

  right = expected_seat (fixture);
  tablee_clock_advance (fixture->clock, 1234 * MS);
  g_assert_true (tablee_whosnext_trainer_answer (fixture->trainer, right));
  g_assert_cmpuint (fixture->n_answered, ==, 1);
  g_assert_true (fixture->last_correct);
  g_assert_cmpuint (fixture->last_reaction_ms, ==, 1234);

  /* The player named plays next, and the countdown starts over. */
  g_assert_cmpint (tablee_whosnext_trainer_get_player (fixture->trainer), ==, right);
  g_assert_cmpuint (tablee_countdown_get_remaining (tablee_whosnext_trainer_get_countdown (fixture->trainer)),
                    ==, 14);

  right = expected_seat (fixture);
  tablee_clock_advance (fixture->clock, 2 * S);
  g_assert_false (tablee_whosnext_trainer_answer (fixture->trainer, (right + 1) % 4));
  g_assert_false (fixture->last_correct);
  g_assert_cmpint (fixture->last_expected, ==, right);
  /* The game goes on from the right player even after a wrong answer. */
  g_assert_cmpint (tablee_whosnext_trainer_get_player (fixture->trainer), ==, right);

  tablee_whosnext_trainer_get_stats (fixture->trainer, 0, &stats);
  g_assert_cmpuint (stats.answers, ==, 2);
  g_assert_cmpuint (stats.correct, ==, 1);
  g_assert_cmpuint (stats.late, ==, 0);
  g_assert_cmpuint (stats.reaction_ms, ==, 1234);
}

static void
test_too_late (Fixture       *fixture,
               gconstpointer  data)
{
  TableeWhosnextTrainerStats stats;
  guint n_sounds;

  tablee_whosnext_trainer_set_level (fixture->trainer, 3);   /* 7 s */
  tablee_whosnext_trainer_start (fixture->trainer);
  tablee_clock_advance (fixture->clock, 7 * S);

  g_assert_cmpuint (fixture->n_answered, ==, 1);
  g_assert_true (fixture->last_late);
  g_assert_false (fixture->last_correct);
  g_assert_false (tablee_whosnext_trainer_get_running (fixture->trainer));
  tablee_whosnext_trainer_get_stats (fixture->trainer, 3, &stats);
  g_assert_cmpuint (stats.late, ==, 1);

  /* 7 ticks and the time-out; then it waits, silent, for you. */
  n_sounds = tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink));
  g_assert_cmpuint (n_sounds, ==, 8);
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink)),
                    ==, n_sounds);
  g_assert_false (tablee_whosnext_trainer_answer (fixture->trainer, 0));
  g_assert_cmpuint (fixture->n_answered, ==, 1);

  tablee_whosnext_trainer_start (fixture->trainer);
  g_assert_true (tablee_whosnext_trainer_get_running (fixture->trainer));
  g_assert_cmpint (tablee_whosnext_trainer_get_player (fixture->trainer), ==,
                   fixture->last_expected);
}

/* Ten quick right answers move you up; not before, and never past 6. */
static void
test_level_up (Fixture       *fixture,
               gconstpointer  data)
{
  tablee_whosnext_trainer_start (fixture->trainer);

  for (guint level = 0; level <= TABLEE_WHOSNEXT_MAX_LEVEL; level++)
    {
      guint seconds = tablee_whosnext_trainer_get_seconds (fixture->trainer);

      g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, level);
      g_assert_cmpuint (seconds, ==, tablee_whosnext_level_seconds (level));

      for (guint i = 0; i < TABLEE_WHOSNEXT_TRAINER_WINDOW; i++)
        {
          g_assert_cmpuint (fixture->level_up, ==, level);
          /* Well within half the time limit. */
          tablee_clock_advance (fixture->clock, seconds * S / 4);
          g_assert_true (tablee_whosnext_trainer_answer (fixture->trainer,
                                                         expected_seat (fixture)));
        }

      g_assert_cmpuint (fixture->level_up, ==, MIN (level + 1, TABLEE_WHOSNEXT_MAX_LEVEL));
    }

  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, TABLEE_WHOSNEXT_MAX_LEVEL);
  /* The table's game was never touched. */
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 0);
}

/* Practising leaves the table's game as it was: its level, its round
 * under way, the Don't Panic card and its undo history; the trainer's
 * level is saved with the trainer, apart from the game, and undoing the
 * game never takes it back. */
static void
test_separate_level (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(TableeWhosnextGame) restored = tablee_whosnext_game_new ();
  g_autoptr(TableeWhosnextTrainer) trainer = NULL;
  g_autofree char *label = NULL;
  guint seat = 1;
  guint n_events;

  tablee_whosnext_game_set_level (fixture->game, 6);
  g_assert_true (tablee_whosnext_game_choose_direction (fixture->game, 1, NULL));
  g_assert_true (tablee_whosnext_game_report_mistakes (fixture->game, &seat, 1, NULL));
  g_assert_true (tablee_whosnext_game_choose_direction (fixture->game, 1, NULL));
  g_assert_true (tablee_whosnext_game_play (fixture->game, -1, 1, TABLEE_WHOSNEXT_SIDE_WHOOT,
                                            NULL, NULL));
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (fixture->game), ==, 1);
  n_events = tablee_whosnext_game_get_n_plays (fixture->game);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, 0);

  tablee_whosnext_trainer_start (fixture->trainer);
  for (guint i = 0; i < 2 * TABLEE_WHOSNEXT_TRAINER_WINDOW; i++)
    {
      tablee_clock_advance (fixture->clock, S);
      g_assert_true (tablee_whosnext_trainer_answer (fixture->trainer, expected_seat (fixture)));
    }
  tablee_whosnext_trainer_stop (fixture->trainer);

  g_assert_cmpuint (fixture->level_up, ==, 2);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 6);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (fixture->game), ==,
                   TABLEE_WHOSNEXT_ROUND_PLAYING);
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (fixture->game), ==, n_events);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (fixture->game), ==, 1);
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (fixture->game)), ==, "Player 3 played Whoot");

  /* The table changing level leaves the trainer's alone, and back. */
  tablee_whosnext_game_set_level (fixture->game, 5);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, 2);
  tablee_whosnext_game_set_level (fixture->game, 6);

  label = tablee_game_undo (TABLEE_GAME (fixture->game));
  g_assert_cmpstr (label, ==, "Level changed to 6");
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->trainer), ==, 2);

  saved = tablee_saveable_save (TABLEE_SAVEABLE (fixture->trainer));
  trainer = tablee_whosnext_trainer_new (restored, fixture->clock, NULL, fixture->sound);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (trainer), saved, NULL));
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (trainer), ==, 2);
  g_assert_cmpuint (tablee_whosnext_trainer_get_streak (trainer), ==,
                    tablee_whosnext_trainer_get_streak (fixture->trainer));
}

/* Nine right answers out of the last ten, within half the time, move the
 * player up; scores are kept per level. */
static void
test_ready (Fixture       *fixture,
            gconstpointer  data)
{
  TableeWhosnextTrainer *trainer = fixture->trainer;
  TableeWhosnextTrainerStats stats;

  tablee_whosnext_trainer_set_level (trainer, 2);   /* 8 s */

  /* Nine right answers are not enough yet: the window is ten. */
  for (guint i = 0; i < 9; i++)
    g_assert_false (tablee_whosnext_trainer_record_answer (trainer, TRUE, FALSE, 3000));
  /* A late answer is wrong; nine out of ten still do, within 4 s. */
  g_assert_true (tablee_whosnext_trainer_record_answer (trainer, FALSE, TRUE, 0));

  tablee_whosnext_trainer_get_stats (trainer, 2, &stats);
  g_assert_cmpuint (stats.answers, ==, 10);
  g_assert_cmpuint (stats.correct, ==, 9);
  g_assert_cmpuint (stats.late, ==, 1);
  g_assert_cmpuint (stats.reaction_ms, ==, 27000);

  /* A second mistake in the window is too many. */
  g_assert_false (tablee_whosnext_trainer_record_answer (trainer, FALSE, FALSE, 2000));
  g_assert_cmpuint (tablee_whosnext_trainer_get_streak (trainer), ==, 10);

  /* Right but slow (more than half the limit on average) is not ready. */
  for (guint i = 0; i < 10; i++)
    g_assert_false (tablee_whosnext_trainer_record_answer (trainer, TRUE, FALSE, 4100));
  g_assert_true (tablee_whosnext_trainer_record_answer (trainer, TRUE, FALSE, 1000));

  /* The table's level is not the trainer's: its window goes on. */
  tablee_whosnext_game_set_level (fixture->game, 5);
  g_assert_cmpuint (tablee_whosnext_trainer_get_streak (trainer), ==, 10);

  /* A new level starts a new window; the scores stay per level. */
  tablee_whosnext_trainer_set_level (trainer, 3);
  g_assert_cmpuint (tablee_whosnext_trainer_get_streak (trainer), ==, 0);
  tablee_whosnext_trainer_get_stats (trainer, 3, &stats);
  g_assert_cmpuint (stats.answers, ==, 0);
  tablee_whosnext_trainer_get_stats (trainer, 2, &stats);
  g_assert_cmpuint (stats.answers, ==, 22);
}

static void
state_changed_cb (TableeSaveable *saveable,
                  guint          *count)
{
  (*count)++;
}

/* The trainer's own saved state: what the page shows, the level and the
 * scores come back; a damaged one changes nothing. Putting the trainer
 * away stops it. */
static void
test_save_load (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TableeWhosnextTrainer) copy = tablee_whosnext_trainer_new (fixture->game, fixture->clock,
                                                                       NULL, fixture->sound);
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) damaged = NULL;
  g_autoptr(GError) error = NULL;
  TableeWhosnextTrainerStats stats;
  guint changes = 0;

  g_signal_connect (fixture->trainer, "state-changed", G_CALLBACK (state_changed_cb), &changes);
  tablee_whosnext_trainer_set_active (fixture->trainer, TRUE);
  tablee_whosnext_trainer_set_level (fixture->trainer, 3);
  tablee_whosnext_trainer_record_answer (fixture->trainer, TRUE, FALSE, 1500);
  g_assert_cmpuint (changes, ==, 3);

  saved = tablee_saveable_save (TABLEE_SAVEABLE (fixture->trainer));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), saved, &error));
  g_assert_no_error (error);
  g_assert_true (tablee_whosnext_trainer_get_active (copy));
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (copy), ==, 3);
  g_assert_cmpuint (tablee_whosnext_trainer_get_streak (copy), ==, 1);
  tablee_whosnext_trainer_get_stats (copy, 3, &stats);
  g_assert_cmpuint (stats.correct, ==, 1);
  g_assert_cmpuint (stats.reaction_ms, ==, 1500);

  damaged = g_variant_ref_sink (g_variant_new_parsed ("{'level': <uint32 7>, 'active': <false>,"
                                                      " 'stats': <@a(uuut) []>, 'recent': <@a(bu) []>}"));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), damaged, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (copy), ==, 3);

  tablee_whosnext_trainer_start (copy);
  tablee_whosnext_trainer_set_active (copy, FALSE);
  g_assert_false (tablee_whosnext_trainer_get_running (copy));
  g_signal_handlers_disconnect_by_data (fixture->trainer, &changes);
}

/* After a time-out the card shown, its player and the direction before it
 * still explain the answer given, by the same rule: with a Whootchi side
 * the direction turns first. */
static void
test_late_explained (Fixture       *fixture,
                     gconstpointer  data)
{
  guint whootchi = 0;

  tablee_whosnext_trainer_set_level (fixture->trainer, 1);

  for (guint i = 0; i < 40; i++)
    {
      int after;

      tablee_whosnext_trainer_start (fixture->trainer);
      tablee_clock_advance (fixture->clock, 10 * S);
      g_assert_true (fixture->last_late);
      g_assert_false (tablee_whosnext_trainer_get_running (fixture->trainer));

      g_assert_cmpint (expected_seat (fixture), ==, fixture->last_expected);
      g_assert_cmpuint (tablee_whosnext_trainer_get_answer (fixture->trainer, &after), ==,
                        (guint) fixture->last_expected);
      if (tablee_whosnext_trainer_get_side (fixture->trainer) == TABLEE_WHOSNEXT_SIDE_WHOOTCHI)
        {
          g_assert_cmpint (after, ==, -tablee_whosnext_trainer_get_direction (fixture->trainer));
          whootchi++;
        }
      else
        {
          g_assert_cmpint (after, ==, tablee_whosnext_trainer_get_direction (fixture->trainer));
        }
    }

  g_assert_cmpuint (whootchi, >, 0);
}

/* Tablée's musicians keep the rules of the level, and a last card ends
 * the round (one second off at level 6). */
static void
test_simulated_players_follow_rules (Fixture       *fixture,
                                     gconstpointer  data)
{
  guint n_seats = GPOINTER_TO_UINT (data);
  guint last_number[TABLEE_WHOSNEXT_MAX_SEATS] = { 0 };
  guint last_side[TABLEE_WHOSNEXT_MAX_SEATS] = { 0 };
  guint played[TABLEE_WHOSNEXT_MAX_SEATS] = { 0 };
  guint whootchi = 0, rounds = 0;

  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), n_seats);
  tablee_whosnext_trainer_set_level (fixture->trainer, 6);
  tablee_whosnext_trainer_start (fixture->trainer);

  for (guint q = 0; q < 200; q++)
    {
      int player = tablee_whosnext_trainer_get_player (fixture->trainer);
      guint number = tablee_whosnext_trainer_get_number (fixture->trainer);
      guint side = tablee_whosnext_trainer_get_side (fixture->trainer);
      guint same = 0;

      g_assert_cmpuint (number, >=, 1);
      g_assert_cmpuint (number, <, n_seats);
      whootchi += side;

      if (played[player] > 0 && n_seats > 3)
        g_assert_false (last_number[player] == number && last_side[player] == side);
      for (guint i = 0; i < n_seats; i++)
        {
          if ((int) i != player && played[i] > 0 && last_number[i] == number && last_side[i] == side)
            same++;
        }
      if (n_seats > 3)
        g_assert_cmpuint (same, <, 2);

      last_number[player] = number;
      last_side[player] = side;
      played[player]++;

      tablee_clock_advance (fixture->clock, 200 * MS);
      g_assert_true (tablee_whosnext_trainer_answer (fixture->trainer, expected_seat (fixture)));

      if (played[player] == TABLEE_WHOSNEXT_HAND)
        {
          rounds++;
          memset (played, 0, sizeof played);
          g_assert_cmpuint (tablee_whosnext_trainer_get_seconds (fixture->trainer), ==,
                            MAX (1, 4 - (int) rounds));
        }
    }

  g_assert_cmpuint (rounds, >, 0);
  g_assert_cmpuint (whootchi, >, 0);
}

/* The same seed plays the same cards. */
static void
test_seeded (void)
{
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (clock);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  g_autoptr(TableeWhosnextGame) game_a = tablee_whosnext_game_new ();
  g_autoptr(TableeWhosnextGame) game_b = tablee_whosnext_game_new ();
  g_autoptr(TableeRandom) random_a = tablee_random_new_with_seed (42);
  g_autoptr(TableeRandom) random_b = tablee_random_new_with_seed (42);
  g_autoptr(TableeWhosnextTrainer) a = NULL;
  g_autoptr(TableeWhosnextTrainer) b = NULL;
  GString *cards_a = g_string_new (NULL);
  GString *cards_b = g_string_new (NULL);

  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game_a)), 4);
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game_b)), 4);
  a = tablee_whosnext_trainer_new (game_a, clock, random_a, sound);
  b = tablee_whosnext_trainer_new (game_b, clock, random_b, sound);
  tablee_whosnext_trainer_set_level (a, 1);
  tablee_whosnext_trainer_set_level (b, 1);
  tablee_whosnext_trainer_start (a);
  tablee_whosnext_trainer_start (b);

  for (guint i = 0; i < 30; i++)
    {
      g_string_append_printf (cards_a, "%d:%u%c ", tablee_whosnext_trainer_get_player (a),
                              tablee_whosnext_trainer_get_number (a),
                              "wW"[tablee_whosnext_trainer_get_side (a)]);
      g_string_append_printf (cards_b, "%d:%u%c ", tablee_whosnext_trainer_get_player (b),
                              tablee_whosnext_trainer_get_number (b),
                              "wW"[tablee_whosnext_trainer_get_side (b)]);
      /* Different answers do not change the cards. */
      tablee_whosnext_trainer_answer (a, i % 4);
      tablee_whosnext_trainer_answer (b, (i + 1) % 4);
    }

  g_assert_cmpstr (cards_a->str, ==, cards_b->str);
  g_string_free (cards_a, TRUE);
  g_string_free (cards_b, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, data, func) \
  g_test_add ("/whosnext-trainer/" path, Fixture, GUINT_TO_POINTER (data), \
              fixture_set_up, func, fixture_tear_down)

  ADD ("right-and-wrong", 4, test_right_and_wrong);
  ADD ("too-late", 4, test_too_late);
  ADD ("level-up", 4, test_level_up);
  ADD ("separate-level", 4, test_separate_level);
  ADD ("late-explained", 4, test_late_explained);
  ADD ("ready", 4, test_ready);
  ADD ("save-load", 4, test_save_load);
  ADD ("rules/3", 3, test_simulated_players_follow_rules);
  ADD ("rules/4", 4, test_simulated_players_follow_rules);
  ADD ("rules/5", 5, test_simulated_players_follow_rules);
  ADD ("rules/6", 6, test_simulated_players_follow_rules);
  ADD ("rules/7", 7, test_simulated_players_follow_rules);
  g_test_add_func ("/whosnext-trainer/seeded", test_seeded);

#undef ADD

  return g_test_run ();
}
