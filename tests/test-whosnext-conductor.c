/* test-whosnext-conductor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "tablee-countdown-track.h"
#include "tablee-i18n.h"
#include "tablee-saveable.h"
#include "tablee-wav.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-recorder-sink.h"

#define S (G_USEC_PER_SEC)
#define START_US (1000 * S)
#define LEAD TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US
/* Where the first tick of a fresh track is: after the lead. */
#define LEAD_SAMPLES ((gsize) (LEAD * 44100 / S))

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
  /* The tests play at a table of four. */
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), 4);
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

static guint
n_cancelled (Fixture *fixture)
{
  return tablee_recorder_sink_get_n_cancelled (TABLEE_RECORDER_SINK (fixture->sink));
}

static gint16 *
read_track (const char *path,
            gsize      *n_samples)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gint16 *samples;
  char *contents = NULL;
  gsize length = 0;
  guint rate = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  bytes = g_bytes_new_take (contents, length);
  samples = tablee_wav_decode (bytes, n_samples, &rate, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rate, ==, 44100);

  return samples;
}

/* Checks the sound played at index: played at at_us from the start, it
 * is the countdown of duration seconds from remaining_us on, with the
 * ticks and, if language is set, the voice in that language. */
static void
assert_track (Fixture    *fixture,
              guint       index,
              gint64      at_us,
              guint       duration,
              gint64      remaining_us,
              const char *language)
{
  const TableeRecordedSound *sound =
    tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), index);
  g_autoptr(TableeCountdownTrack) expected = tablee_countdown_track_new (44100);
  g_autofree gint16 *played = NULL;
  g_autofree gint16 *rendered = NULL;
  gsize n_played = 0, n_rendered = 0;

  g_assert_cmpint (sound->time_us - START_US, ==, at_us);
  /* A whole countdown is known to the sound server by its own name. */
  g_assert_true (g_str_has_prefix (sound->event_id, "tablee-countdown"));
  if (remaining_us == (gint64) duration * S)
    {
      g_autofree char *name = g_strdup_printf ("tablee-countdown-%u-%s", duration,
                                               language != NULL ? language : "ticks");

      g_assert_cmpstr (sound->event_id, ==, name);
    }
  else
    g_assert_cmpstr (sound->event_id, ==, "tablee-countdown");

  tablee_countdown_track_set_lead_us (expected, LEAD);
  g_assert_true (tablee_countdown_track_load_sounds (expected, tablee_sound_get_dir (), NULL));
  if (language != NULL)
    g_assert_true (tablee_countdown_track_load_voice (expected, tablee_sound_get_dir (), language, NULL));
  rendered = tablee_countdown_track_render (expected, duration, remaining_us, &n_rendered);

  played = read_track (sound->path, &n_played);
  g_assert_cmpmem (played, n_played * 2, rendered, n_rendered * 2);
}

static void
test_tick_sound (void)
{
  g_assert_cmpint (tablee_whosnext_tick_sound (14), ==, TABLEE_SOUND_TICK);
  g_assert_cmpint (tablee_whosnext_tick_sound (4), ==, TABLEE_SOUND_TICK);
  for (guint i = 1; i <= 3; i++)
    g_assert_cmpint (tablee_whosnext_tick_sound (i), ==, TABLEE_SOUND_TICK_URGENT);
}

/* A whole level 0 countdown is one stream: ticks at 14, 13, ... 4, urgent
 * ticks at 3, 2 and 1, the time-out sound at 0, all in the track played at
 * the start (test-countdown-track checks where each falls). */
static void
test_full_countdown (Fixture       *fixture,
                     gconstpointer  data)
{
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_cmpuint (n_played (fixture), ==, 1);
  assert_track (fixture, 0, 0, 14, 14 * S, NULL);

  /* Nothing more is played while the stream runs: the main loop no longer
   * keeps the time. */
  for (guint i = 0; i < 47; i++)
    tablee_clock_advance (fixture->clock, 300 * 1000);
  g_assert_cmpuint (n_played (fixture), ==, 1);

  /* The player due is proposed a wrong note; the time-out rings out. */
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
  g_assert_cmpuint (n_played (fixture), ==, 1);
}

/* A card played cancels the stream and starts the next one at the very
 * moment of the card: no gap, no double tick. */
static void
test_restart (Fixture       *fixture,
              gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  guint cancelled;

  tablee_whosnext_game_set_level (fixture->game, 5);   /* 5 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 2500 * 1000);
  g_assert_cmpuint (n_played (fixture), ==, 1);
  cancelled = n_cancelled (fixture);

  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 2,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  g_assert_cmpuint (n_cancelled (fixture), ==, cancelled + 1);
  g_assert_cmpuint (n_played (fixture), ==, 2);
  assert_track (fixture, 1, 2500 * 1000, 5, 5 * S, NULL);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 5);
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 3);

  /* The old countdown is gone: the time-out follows the card (and the
   * silence the stream opens on). */
  tablee_clock_advance (fixture->clock, LEAD + 5 * S - 1);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpint (fixture->timed_out, ==, 3);
  g_assert_cmpuint (n_played (fixture), ==, 2);
}

/* A pause silences the stream; the resume plays what is left, its first
 * tick on what was left of the second when it was paused. */
static void
test_pause_resume (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  g_autoptr(TableeCountdownTrack) track = tablee_countdown_track_new (44100);
  const TableeRecordedSound *sound;
  g_autofree gint16 *samples = NULL;
  /* Paused 2.3 s after the card: the stream had played its lead and
   * 2.24 s of the countdown. */
  const gint64 left = 14 * S - (2300 * 1000 - LEAD);
  const gsize first = LEAD_SAMPLES + (gsize) (left % S * 44100 / S);
  gsize n = 0;
  guint cancelled;

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 2300 * 1000);
  cancelled = n_cancelled (fixture);
  tablee_countdown_pause (countdown);
  g_assert_cmpuint (n_cancelled (fixture), ==, cancelled + 1);
  g_assert_cmpint (tablee_countdown_get_remaining_us (countdown), ==, left);

  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (n_played (fixture), ==, 1);
  tablee_countdown_resume (countdown);
  g_assert_cmpuint (n_played (fixture), ==, 2);
  assert_track (fixture, 1, 62300 * 1000, 14, left, NULL);

  /* The first sound is the tick of second 3, 0.76 s into the stream (after
   * its lead). */
  sound = tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), 1);
  samples = read_track (sound->path, &n);
  tablee_countdown_track_set_lead_us (track, LEAD);
  g_assert_cmpint (tablee_countdown_track_onset (track, 14, left, 3), ==, first);
  for (gsize i = 0; i < first; i++)
    g_assert_cmpint (samples[i], ==, 0);
  g_assert_cmpint (samples[first + 10], !=, 0);

  tablee_clock_advance (fixture->clock, LEAD + left - 1);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 1);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
}

/* Paused during the silence its stream opens on (the page left at once),
 * the countdown has its whole duration and part of the lead left: the
 * resume starts it over, whole, with no critical (found by the stress
 * test of the page). */
static void
test_pause_in_lead (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, LEAD / 3);
  tablee_countdown_pause (countdown);
  g_assert_cmpint (tablee_countdown_get_remaining_us (countdown), >, 14 * S);

  tablee_clock_advance (fixture->clock, 5 * S);
  tablee_countdown_resume (countdown);
  g_assert_cmpuint (n_played (fixture), ==, 2);
  assert_track (fixture, 1, 5 * S + LEAD / 3, 14, 14 * S, NULL);
  tablee_clock_advance (fixture->clock, LEAD + 14 * S - 1);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
}

static void
test_dismiss (Fixture       *fixture,
              gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);

  tablee_whosnext_game_set_level (fixture->game, 6);   /* 4 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, -1, NULL));
  tablee_clock_advance (fixture->clock, LEAD + 4 * S);
  g_assert_cmpint (fixture->timed_out, ==, 3);

  /* Nobody reports it: the late player still plays and all goes on. */
  tablee_whosnext_game_dismiss_break (fixture->game);
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

  /* Play stops for the mistake, as at a real table. */
  g_assert_true (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (fixture->conductor)),
                   ==, TABLEE_COUNTDOWN_IDLE);
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

  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), 3);
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
      assert_track (fixture, n_played (fixture) - 1, started - START_US,
                    expected[i], expected[i] * S, NULL);
      tablee_clock_advance (fixture->clock, LEAD + expected[i] * S - 1);
      g_assert_cmpuint (fixture->n_time_outs, ==, i);
      tablee_clock_advance (fixture->clock, 1);
      g_assert_cmpuint (fixture->n_time_outs, ==, i + 1);
      g_assert_cmpint (tablee_clock_get_time (fixture->clock) - started, ==, LEAD + expected[i] * S);
      g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
    }
}

/* Takes back one step of the game, as the page's game.undo does. */
static gboolean
undo (Fixture *fixture)
{
  g_autofree char *label = tablee_game_undo (TABLEE_GAME (fixture->game));

  return label != NULL;
}

static void
test_undo_restarts (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  g_autofree char *label = NULL;
  guint remaining;

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, -1, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  tablee_clock_advance (fixture->clock, 6 * S);

  /* The card is taken back: the player due gets a fresh countdown. */
  g_assert_true (undo (fixture));
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 1);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 14);

  /* Back before the round: silence. */
  g_assert_true (undo (fixture));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);

  /* Redo starts the round again, with its countdown. */
  label = tablee_game_redo (TABLEE_GAME (fixture->game));
  g_assert_cmpstr (label, ==, "Player 1 starts clockwise");
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);
  tablee_clock_advance (fixture->clock, 6 * S);

  /* A rename after an undo is no undo: the countdown runs on. */
  g_assert_true (undo (fixture));
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 6 * S);
  remaining = tablee_countdown_get_remaining (countdown);
  g_assert_cmpuint (remaining, <, 14);
  g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (fixture->game)),
                                        0, "Zoé", NULL));
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, remaining);
}

/* A mistake flagged freezes the countdown until the table reports it or
 * lets it go, however long it talks; the freeze is the game's, so it is
 * saved, restored and undone with it. */
static void
test_flag_freezes (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  g_autoptr(TableeWhosnextGame) restored = tablee_whosnext_game_new ();
  g_autoptr(TableeWhosnextConductor) conductor = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autofree char *label = NULL;
  guint played;

  tablee_whosnext_game_set_level (fixture->game, 6);   /* 4 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, LEAD + S);
  g_assert_false (tablee_whosnext_conductor_get_frozen (fixture->conductor));

  /* Seat 3 plays out of turn: nobody's time runs while the table talks. */
  g_assert_true (tablee_whosnext_conductor_card_played (fixture->conductor, 3, 1,
                                                        TABLEE_WHOSNEXT_SIDE_WHOOT, NULL, NULL));
  g_assert_true (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  played = n_played (fixture);
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
  g_assert_cmpuint (n_played (fixture), ==, played);
  /* Space cannot start it either. */
  g_assert_false (tablee_whosnext_conductor_resume (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);

  /* Saved frozen, it comes back frozen. */
  state = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (restored), state, NULL));
  conductor = tablee_whosnext_conductor_new (restored, fixture->clock, fixture->sound);
  g_assert_true (tablee_whosnext_conductor_get_frozen (conductor));
  g_assert_false (tablee_whosnext_conductor_resume (conductor));
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (conductor)),
                   ==, TABLEE_COUNTDOWN_IDLE);

  /* Let go: the player the card designates gets their whole time. */
  tablee_whosnext_game_dismiss_break (fixture->game);
  g_assert_false (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 4);
  g_assert_cmpuint (n_played (fixture), ==, played + 1);

  /* Undone, the mistake waits again, frozen; redone, time runs. */
  g_assert_true (undo (fixture));
  g_assert_true (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (fixture->n_time_outs, ==, 0);
  label = tablee_game_redo (TABLEE_GAME (fixture->game));
  g_assert_cmpstr (label, ==, "Mistake of Player 4 let go");
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);

  /* A time-out is a mistake flagged too: the next card waits for it. */
  tablee_clock_advance (fixture->clock, LEAD + 4 * S);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
  g_assert_true (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
  g_assert_false (tablee_whosnext_conductor_get_frozen (fixture->conductor));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
}

/* Undoing the wrong note of a time-out comes back to the time-out waiting
 * for the table, with time not already up: no second time-out fires, and
 * redo gives the wrong note again. */
static void
test_undo_time_out_note (Fixture       *fixture,
                         gconstpointer  data)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->conductor);
  g_autofree char *label = NULL;

  tablee_whosnext_game_set_level (fixture->game, 6);   /* 4 s */
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, LEAD + 4 * S);
  g_assert_cmpint (fixture->timed_out, ==, 1);
  g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);

  g_assert_true (undo (fixture));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_LATE);
  g_assert_cmpint (tablee_countdown_get_state (countdown), !=, TABLEE_COUNTDOWN_EXPIRED);
  g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, 4);
  tablee_clock_advance (fixture->clock, 30 * S);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);

  label = tablee_game_redo (TABLEE_GAME (fixture->game));
  g_assert_cmpstr (label, ==, "Wrong note for Player 2");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_IDLE);
  tablee_clock_advance (fixture->clock, 30 * S);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
}

/* Asked beforehand, the conductor has the first countdown's track held by
 * the sound server before its first tick, and it plays from there, whole;
 * from then on the next one is kept ready as the level changes. */
static void
test_prepared_before_first_tick (Fixture       *fixture,
                                 gconstpointer  data)
{
  TableeRecorderSink *sink = TABLEE_RECORDER_SINK (fixture->sink);
  const TableeRecordedSound *sound;
  g_autofree char *name = NULL;

  g_assert_true (tablee_whosnext_conductor_prepare (fixture->conductor));
  g_assert_cmpuint (tablee_recorder_sink_get_n_cached (sink), ==, 1);
  g_assert_cmpuint (n_played (fixture), ==, 0);

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  g_assert_cmpuint (n_played (fixture), ==, 1);
  sound = tablee_recorder_sink_get_played (sink, 0);
  name = g_path_get_basename (sound->path);
  g_assert_cmpstr (name, ==, "countdown-14-ticks.wav");
  g_assert_cmpstr (sound->event_id, ==, "tablee-countdown-14-ticks");
  g_assert_true (sound->cached);

  /* A new level: its countdown is ready before its round starts. */
  tablee_whosnext_game_set_level (fixture->game, 3);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (tablee_recorder_sink_get_n_cached (sink), ==, 2);
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  sound = tablee_recorder_sink_get_played (sink, n_played (fixture) - 1);
  g_assert_cmpstr (sound->event_id, ==, "tablee-countdown-7-ticks");
  g_assert_true (sound->cached);

  /* What is left of a paused countdown is streamed, as written. */
  tablee_clock_advance (fixture->clock, LEAD + 2 * S);
  tablee_countdown_pause (tablee_whosnext_conductor_get_countdown (fixture->conductor));
  g_assert_true (tablee_whosnext_conductor_resume (fixture->conductor));
  sound = tablee_recorder_sink_get_played (sink, n_played (fixture) - 1);
  g_assert_cmpstr (sound->event_id, ==, "tablee-countdown");
  g_assert_false (sound->cached);
  tablee_whosnext_conductor_stop (fixture->conductor);
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
  g_object_set (fixture->sound, "enabled", FALSE, NULL);
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  tablee_clock_advance (fixture->clock, 14 * S);

  /* Silent, but the time-out still counts. */
  g_assert_cmpuint (n_played (fixture), ==, 0);
  g_assert_cmpuint (fixture->n_time_outs, ==, 1);
}

/* Counting aloud: the voice of the interface language says every number
 * on its second, at level 0 and at level 6's one-second turns; the option
 * takes effect from the next countdown. */
static void
test_count_aloud (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *language = GPOINTER_TO_INT (data) ? "fr" : "en";
  const TableeRecordedSound *sound;
  g_autofree gint16 *samples = NULL;
  gsize n = 0;
  gboolean count_aloud;

  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_cmpstr (tablee_ui_language (), ==, language);

  g_object_get (fixture->conductor, "count-aloud", &count_aloud, NULL);
  g_assert_false (count_aloud);
  g_object_set (fixture->conductor, "count-aloud", TRUE, NULL);
  g_object_get (fixture->conductor, "count-aloud", &count_aloud, NULL);
  g_assert_true (count_aloud);

  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  assert_track (fixture, 0, 0, 14, 14 * S, language);
  tablee_clock_advance (fixture->clock, LEAD + 14 * S);
  g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));

  /* Level 6 after three rounds: "one" at once, "time's up" a second on. */
  tablee_whosnext_game_set_level (fixture->game, 6);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
      tablee_clock_advance (fixture->clock, 5 * S);
      g_assert_true (tablee_whosnext_conductor_confirm (fixture->conductor));
    }
  g_assert_cmpuint (n_played (fixture), ==, 5);
  assert_track (fixture, 4, LEAD + 14 * S + 15 * S, 1, S, language);

  /* The ticks alone again: not the same stream. */
  g_object_set (fixture->conductor, "count-aloud", FALSE, NULL);
  g_assert_true (tablee_whosnext_conductor_start_round (fixture->conductor, 1, NULL));
  assert_track (fixture, 5, LEAD + 14 * S + 20 * S, 1, S, NULL);
  sound = tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), 5);
  samples = read_track (sound->path, &n);
  sound = tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), 4);
  {
    g_autofree gint16 *voiced = NULL;
    gsize n_voiced = 0;

    voiced = read_track (sound->path, &n_voiced);
    g_assert_false (n == n_voiced && memcmp (samples, voiced, n * 2) == 0);
  }

  g_unsetenv ("LANGUAGE");
}

/* A sink that takes 30 ms to start a stream, as a sound server does. */
#define TEST_TYPE_LATE_SINK (test_late_sink_get_type ())
G_DECLARE_FINAL_TYPE (TestLateSink, test_late_sink, TEST, LATE_SINK, GObject)

struct _TestLateSink
{
  GObject      parent_instance;
  TableeClock *clock;
  gint64       started_us;
  char        *path;
};

static gboolean
late_sink_is_available (TableeSoundSink *sink)
{
  return TRUE;
}

static gboolean
late_sink_play_file (TableeSoundSink  *sink,
                     const char       *path,
                     const char       *event_id,
                     double            volume_db,
                     GError          **error)
{
  TestLateSink *self = TEST_LATE_SINK (sink);

  tablee_clock_advance (self->clock, 30 * 1000);
  self->started_us = tablee_clock_get_time (self->clock);
  g_free (self->path);
  self->path = g_strdup (path);

  return TRUE;
}

static void
late_sink_cancel_all (TableeSoundSink *sink)
{
}

static void
late_sink_iface_init (TableeSoundSinkInterface *iface)
{
  iface->is_available = late_sink_is_available;
  iface->play_file = late_sink_play_file;
  iface->cancel_all = late_sink_cancel_all;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TestLateSink, test_late_sink, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SOUND_SINK, late_sink_iface_init))

static void
test_late_sink_finalize (GObject *object)
{
  TestLateSink *self = TEST_LATE_SINK (object);

  g_free (self->path);

  G_OBJECT_CLASS (test_late_sink_parent_class)->finalize (object);
}

static void
test_late_sink_class_init (TestLateSinkClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_late_sink_finalize;
}

static void
test_late_sink_init (TestLateSink *self)
{
}

/* The number on screen follows the stream's clock: whatever moment of the
 * stream, it is the number whose tick was heard last, even though the
 * stream started 30 ms after the card. */
static void
test_number_follows_stream (void)
{
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (START_US);
  g_autoptr(TestLateSink) sink = g_object_new (TEST_TYPE_LATE_SINK, NULL);
  g_autoptr(TableeSound) sound = NULL;
  g_autoptr(TableeWhosnextGame) game = tablee_whosnext_game_new ();
  g_autoptr(TableeWhosnextConductor) conductor = NULL;
  TableeCountdown *countdown;
  g_autofree gint16 *samples = NULL;
  g_autoptr(GArray) onsets = NULL;
  guint64 last;
  gsize n = 0;

  sink->clock = clock;
  sound = tablee_sound_new (TABLEE_SOUND_SINK (sink));
  conductor = tablee_whosnext_conductor_new (game, clock, sound);
  countdown = tablee_whosnext_conductor_get_countdown (conductor);

  g_assert_true (tablee_whosnext_conductor_start_round (conductor, 1, NULL));
  g_assert_cmpint (sink->started_us, ==, START_US + 30 * 1000);
  samples = read_track (sink->path, &n);

  /* Where each sound starts, found in the samples: the first sound after
   * a tenth of a second of silence. */
  onsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  for (gsize i = 0, quiet = 4410; i < n; i++)
    {
      if (samples[i] == 0)
        quiet++;
      else
        {
          if (quiet >= 4410)
            g_array_append_val (onsets, i);
          quiet = 0;
        }
    }
  g_assert_cmpuint (onsets->len, ==, 15);

  /* Every 10 ms of the stream (5 ms off the whole seconds, away from any
   * onset): the number shown is 14 minus the ticks heard after the first. */
  for (gint64 t = 5 * 1000; t < 14 * S; t += 10 * 1000)
    {
      gsize position = (gsize) (t * 44100 / S);
      guint heard = 0;

      tablee_clock_advance (clock, sink->started_us + t - tablee_clock_get_time (clock));
      for (guint k = 0; k < onsets->len; k++)
        if (g_array_index (onsets, gsize, k) <= position)
          heard = k + 1;
      g_assert_cmpuint (tablee_countdown_get_remaining (countdown), ==, heard <= 1 ? 14 : 15 - heard);
        }

  last = g_array_index (onsets, gsize, 14) * S / 44100;
  /* The time-out on screen comes with the time-out heard, to the sample. */
  tablee_clock_advance (clock, sink->started_us + (gint64) last - S / 1000 - tablee_clock_get_time (clock));
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_RUNNING);
  tablee_clock_advance (clock, 2 * S / 1000);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_EXPIRED);
  tablee_whosnext_conductor_stop (conductor);
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
  ADD ("pause-resume", test_pause_resume);
  ADD ("pause-in-lead", test_pause_in_lead);
  ADD ("dismiss", test_dismiss);
  ADD ("rule-break", test_rule_break);
  ADD ("last-card-stops", test_last_card_stops);
  ADD ("level6-durations", test_level6_durations);
  ADD ("undo-restarts", test_undo_restarts);
  ADD ("flag-freezes", test_flag_freezes);
  ADD ("undo-time-out-note", test_undo_time_out_note);
  ADD ("prepared-before-first-tick", test_prepared_before_first_tick);
  ADD ("level-change-and-resume", test_level_change_and_resume);
  ADD ("sound-off", test_sound_off);
  g_test_add ("/whosnext-conductor/count-aloud/en", Fixture, GINT_TO_POINTER (0),
              fixture_set_up, test_count_aloud, fixture_tear_down);
  g_test_add ("/whosnext-conductor/count-aloud/fr", Fixture, GINT_TO_POINTER (1),
              fixture_set_up, test_count_aloud, fixture_tear_down);
  g_test_add_func ("/whosnext-conductor/number-follows-stream", test_number_follows_stream);

#undef ADD

  return g_test_run ();
}
