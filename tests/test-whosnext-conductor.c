/* test-whosnext-conductor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-saveable.h"
#include "tablee-whosnext-conductor.h"

#define S (G_USEC_PER_SEC)
#define START_US (1000 * S)

typedef struct {
  TableeClock             *clock;
  TableeSoundSink         *sink;
  TableeSound             *sound;
  TableeWhosnextGame      *game;
  TableeWhosnextConductor *conductor;
  int                      timed_out;
  guint                    n_time_outs;
  int                      broke;
  TableeWhosnextBreak      breaks;
} Fixture;

static void
time_out_cb (TableeWhosnextConductor *conductor,
             int                      seat,
             Fixture                 *fixture)
{
  fixture->timed_out = seat;
  fixture->n_time_outs++;
}

static void
rule_break_cb (TableeWhosnextConductor *conductor,
               int                      seat,
               TableeWhosnextBreak      breaks,
               Fixture                 *fixture)
{
  fixture->broke = seat;
  fixture->breaks = breaks;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->clock = tablee_clock_new_manual (START_US);
  fixture->sink = tablee_recorder_sink_new (fixture->clock);
  fixture->sound = tablee_sound_new (fixture->sink);
  fixture->game = tablee_whosnext_game_new ();
  fixture->conductor = tablee_whosnext_conductor_new (fixture->game, fixture->clock,
                                                      fixture->sound);
  fixture->timed_out = -1;
  fixture->n_time_outs = 0;
  fixture->broke = -1;
  fixture->breaks = 0;
  g_signal_connect (fixture->conductor, "time-out", G_CALLBACK (time_out_cb), fixture);
  g_signal_connect (fixture->conductor, "rule-break", G_CALLBACK (rule_break_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->conductor);
  g_assert_finalize_object (fixture->game);
  g_assert_finalize_object (fixture->sound);
  g_assert_finalize_object (fixture->sink);
  g_assert_finalize_object (fixture->clock);
}

static guint
n_played (Fixture *fixture)
{
  return tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink));
}

/* Checks the sound played at index: its file and its time from the start. */
static void
assert_sound (Fixture       *fixture,
              guint          index,
              TableeSoundId  id,
              gint64         at_us)
{
  const TableeRecordedSound *sound =
    tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), index);
  g_autofree char *base = g_path_get_basename (sound->path);
  g_autofree char *expected = g_strconcat (tablee_sound_id_to_name (id), ".wav", NULL);

  g_assert_cmpstr (base, ==, expected);
  g_assert_cmpint (sound->time_us - START_US, ==, at_us);
}

static void
test_tick_sound (void)
{
  g_assert_cmpint (tablee_whosnext_tick_sound (14), ==, TABLEE_SOUND_TICK);
  g_assert_cmpint (tablee_whosnext_tick_sound (4), ==, TABLEE_SOUND_TICK);
  for (guint i = 1; i <= 3; i++)
    g_assert_cmpint (tablee_whosnext_tick_sound (i), ==, TABLEE_SOUND_TICK_URGENT);
}

/* A whole level 0 countdown: a tick at 14, 13, ... 4, urgent ticks at 3, 2
 * and 1, the time-out sound at 0, each exactly on its second. */
static void
test_full_countdown (Fixture       *fixture,
                     gconstpointer  data)
{
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_cmpuint (n_played (fixture), ==, 1);

  /* Move in uneven steps: the ticks still fall on whole seconds. */
  for (guint i = 0; i < 47; i++)
    tablee_clock_advance (fixture->clock, 300 * 1000);

  g_assert_cmpuint (n_played (fixture), ==, 15);
  for (guint i = 0; i < 11; i++)
    assert_sound (fixture, i, TABLEE_SOUND_TICK, i * S);
  for (guint i = 11; i < 14; i++)
    assert_sound (fixture, i, TABLEE_SOUND_TICK_URGENT, i * S);
  assert_sound (fixture, 14, TABLEE_SOUND_TIMEOUT, 14 * S);

  /* The player due is proposed a wrong note. */
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
  g_assert_cmpint (fixture->timed_out, ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_LATE);

  /* Confirmed: the note is given and the next round waits in silence. */
  g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (fixture->game), ==, 1);
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (fixture->conductor)),
                   ==, TABLEE_COUNTDOWN_IDLE);
  tablee_clock_advance (fixture->clock, 20 * S);
  g_assert_cmpuint (n_played (fixture), ==, 15);
}

/* A card played restarts the countdown with its first tick at the very
 * moment of the card: no gap, no double tick. */
static void
test_restart (Fixture       *fixture,
              gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);

  tablee_whosnext_game_set_level (fixture->game, 5);   /* 5 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 2500 * 1000);
  /* Ticks at 0, 1, 2. */
  g_assert_cmpuint (n_played (fixture), ==, 3);

  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 2,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  g_assert_cmpuint (n_played (fixture), ==, 4);
  assert_sound (fixture, 3, TABLEE_SOUND_TICK, 2500 * 1000);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 5);
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 3);

  /* The old countdown's ticks are gone: the next ones follow the card. */
  tablee_clock_advance (fixture->clock, 4900 * 1000);
  g_assert_cmpuint (n_played (fixture), ==, 8);
  assert_sound (fixture, 4, TABLEE_SOUND_TICK, 3500 * 1000);
  assert_sound (fixture, 5, TABLEE_SOUND_TICK_URGENT, 4500 * 1000);
  assert_sound (fixture, 6, TABLEE_SOUND_TICK_URGENT, 5500 * 1000);
  assert_sound (fixture, 7, TABLEE_SOUND_TICK_URGENT, 6500 * 1000);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);

  tablee_clock_advance (fixture->clock, 100 * 1000);
  assert_sound (fixture, 8, TABLEE_SOUND_TIMEOUT, 7500 * 1000);
  g_assert_cmpint (fixture->timed_out, ==, 3);
}

static void
test_dismiss (Fixture       *fixture,
              gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);

  tablee_whosnext_game_set_level (fixture->game, 6);   /* 4 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, -1, NULL));
  tablee_clock_advance (fixture->clock, 4 * S);
  g_assert_cmpint (fixture->timed_out, ==, 3);

  /* Nobody reports it: the late player still plays and all goes on. */
  tablee_whosnext_conductor_dismiss (fixture->conductor);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_NONE);
  tablee_clock_advance (fixture->clock, 3 * S);
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, i), ==, 0);
}

static void
test_rule_break (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeWhosnextBreak breaks = 0;

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, 2, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT,
                                                        &breaks, NULL));
  g_assert_cmpint (breaks, ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpint (fixture->broke, ==, 2);
  g_assert_cmpint (fixture->breaks, ==, TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);

  /* The countdown runs on for the player the card designates. */
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (fixture->conductor)),
                   ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 2), ==, 1);
  g_assert_false (tablee_whosnext_conductor_confirm (fixture->conductor));
}

/* A last card ends the round: the countdown stops at once. */
static void
test_last_card_stops (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  guint before;

  tablee_players_reset (tablee_whosnext_game_get_players (fixture->game), 3);
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  for (guint i = 0; i < 3 * 7 + 1; i++)
    {
      tablee_clock_advance (fixture->clock, S / 2);
      g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 1,
                                                            TABLEE_WHOSNEXT_SIDE_WHOOT,
                                                            NULL, NULL));
    }

  g_assert_cmpint (tablee_whosnext_game_get_round_state (fixture->game), ==,
                   TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  before = n_played (fixture);
  tablee_clock_advance (fixture->clock, 30 * S);
  g_assert_cmpuint (n_played (fixture), ==, before);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
}

/* The level 6 countdown shortens round after round, down to 1 s. */
static void
test_level6_durations (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  static const guint expected[] = { 4, 3, 2, 1, 1 };

  tablee_whosnext_game_set_level (fixture->game, 6);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      gint64 started = tablee_clock_get_time (fixture->clock);

      g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
      g_assert_cmpuint (tablee_countdown_get_duration (countdown), ==, expected[i]);
      tablee_clock_advance (fixture->clock, expected[i] * S - 1);
      g_assert_cmpuint (fixture->n_time_outs, ==, i);
      tablee_clock_advance (fixture->clock, 1);
      g_assert_cmpuint (fixture->n_time_outs, ==, i + 1);
      g_assert_cmpint (tablee_clock_get_time (fixture->clock) - started, ==, expected[i] * S);
      g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
    }
}

static void
test_undo_restarts (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  tablee_clock_advance (fixture->clock, 6 * S);

  /* The card is taken back: the player due gets a fresh countdown. */
  g_assert_true (tablee_whosnext_conductor_undo (fixture->conductor));
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 1);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 14);

  /* Back before the round: silence. */
  g_assert_true (tablee_whosnext_conductor_undo (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_false (tablee_whosnext_conductor_undo (fixture->conductor));
}

/* A new level ends the round: the countdown stops. A round restored from
 * a save gets its countdown back on demand. */
static void
test_level_change_and_resume (Fixture       *fixture,
                              gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  g_autoptr(TableeWhosnextGame) restored = tablee_whosnext_game_new ();
  g_autoptr(TableeWhosnextConductor) conductor = NULL;
  g_autoptr(GVariant) state = NULL;

  g_assert_false (tablee_whosnext_conductor_resume (fixture->conductor));
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  state = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));

  tablee_whosnext_game_set_level (fixture->game, 3);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_cmpuint (tablee_countdown_get_duration (countdown), ==, 7);

  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (restored), state, NULL));
  conductor = tablee_whosnext_conductor_new (restored, fixture->clock, fixture->sound);
  countdown = tablee_whosnext_conductor_get_countdown (conductor);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_true (tablee_whosnext_conductor_resume (conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 14);
  tablee_whosnext_conductor_stop (conductor);
}

static void
test_sound_off (Fixture       *fixture,
                gconstpointer  data)
{
  tablee_sound_set_enabled (fixture->sound, FALSE);
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 14 * S);

  /* Silent, but the time-out still counts. */
  g_assert_cmpuint (n_played (fixture), ==, 0);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/whosnext-conductor/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  g_test_add_func ("/whosnext-conductor/tick-sound", test_tick_sound);
  ADD ("full-countdown", test_full_countdown);
  ADD ("restart", test_restart);
  ADD ("dismiss", test_dismiss);
  ADD ("rule-break", test_rule_break);
  ADD ("last-card-stops", test_last_card_stops);
  ADD ("level6-durations", test_level6_durations);
  ADD ("undo-restarts", test_undo_restarts);
  ADD ("level-change-and-resume", test_level_change_and_resume);
  ADD ("sound-off", test_sound_off);

#undef ADD

  return g_test_run ();
}
