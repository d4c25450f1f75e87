/* test-countdown.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tablee-countdown.h"

#define S G_GINT64_CONSTANT (1000000)

typedef struct {
  TableeClock     *clock;
  TableeCountdown *countdown;
  GArray          *ticks;        /* guint remaining */
  GArray          *tick_times;   /* gint64 */
  guint            n_expired;
  gint64           expired_at;
} Fixture;

static void
tick_cb (TableeCountdown *countdown,
         guint            remaining,
         Fixture         *fixture)
{
  gint64 now = tablee_clock_get_time (fixture->clock);

  g_array_append_val (fixture->ticks, remaining);
  g_array_append_val (fixture->tick_times, now);
}

static void
expired_cb (TableeCountdown *countdown,
            Fixture         *fixture)
{
  fixture->n_expired++;
  fixture->expired_at = tablee_clock_get_time (fixture->clock);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->clock = tablee_clock_new_manual (1000 * S);
  fixture->countdown = tablee_countdown_new (fixture->clock);
  fixture->ticks = g_array_new (FALSE, FALSE, sizeof (guint));
  fixture->tick_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_signal_connect (fixture->countdown, "tick", G_CALLBACK (tick_cb), fixture);
  g_signal_connect (fixture->countdown, "expired", G_CALLBACK (expired_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->countdown);
  g_assert_finalize_object (fixture->clock);
  g_array_unref (fixture->ticks);
  g_array_unref (fixture->tick_times);
}

static void
test_full_countdown (Fixture       *fixture,
                     gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 14);
  tablee_countdown_start (fixture->countdown);
  g_assert_cmpint (tablee_countdown_get_state (fixture->countdown), ==, TABLEE_COUNTDOWN_RUNNING);

  tablee_clock_advance (fixture->clock, 20 * S);

  /* 14 on start, then 13 … 1 one second apart, then expiry at 14 s. */
  g_assert_cmpuint (fixture->ticks->len, ==, 14);
  for (guint i = 0; i < 14; i++)
    {
      g_assert_cmpuint (g_array_index (fixture->ticks, guint, i), ==, 14 - i);
      g_assert_cmpint (g_array_index (fixture->tick_times, gint64, i), ==, 1000 * S + i * S);
    }
  g_assert_cmpuint (fixture->n_expired, ==, 1);
  g_assert_cmpint (fixture->expired_at, ==, 1014 * S);
  g_assert_cmpint (tablee_countdown_get_state (fixture->countdown), ==, TABLEE_COUNTDOWN_EXPIRED);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 0);
}

static void
test_remaining_rounds_up (Fixture       *fixture,
                          gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 10);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 10);
  tablee_countdown_start (fixture->countdown);
  tablee_clock_advance (fixture->clock, S / 2);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 10);
  g_assert_cmpfloat_with_epsilon (tablee_countdown_get_fraction (fixture->countdown), 0.95, 1e-9);
  tablee_clock_advance (fixture->clock, S / 2);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 9);
}

static void
test_restart_has_no_gap (Fixture       *fixture,
                         gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 4);
  tablee_countdown_start (fixture->countdown);
  tablee_clock_advance (fixture->clock, 2 * S + S / 4);
  g_array_set_size (fixture->ticks, 0);
  g_array_set_size (fixture->tick_times, 0);

  /* A card is played: the count starts again from the top at once. */
  tablee_countdown_start (fixture->countdown);
  g_assert_cmpuint (fixture->ticks->len, ==, 1);
  g_assert_cmpuint (g_array_index (fixture->ticks, guint, 0), ==, 4);
  g_assert_cmpint (g_array_index (fixture->tick_times, gint64, 0), ==, 1002 * S + S / 4);

  tablee_clock_advance (fixture->clock, S);
  g_assert_cmpuint (fixture->ticks->len, ==, 2);
  g_assert_cmpuint (g_array_index (fixture->ticks, guint, 1), ==, 3);
  g_assert_cmpint (g_array_index (fixture->tick_times, gint64, 1), ==, 1003 * S + S / 4);
  g_assert_cmpuint (fixture->n_expired, ==, 0);

  tablee_clock_advance (fixture->clock, 3 * S);
  g_assert_cmpuint (fixture->n_expired, ==, 1);
  g_assert_cmpint (fixture->expired_at, ==, 1006 * S + S / 4);
}

static void
test_pause_resume (Fixture       *fixture,
                   gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 5);
  tablee_countdown_start (fixture->countdown);
  tablee_clock_advance (fixture->clock, 2 * S + S / 2);
  tablee_countdown_pause (fixture->countdown);
  g_assert_cmpint (tablee_countdown_get_state (fixture->countdown), ==, TABLEE_COUNTDOWN_PAUSED);
  g_assert_cmpint (tablee_countdown_get_remaining_us (fixture->countdown), ==, 2 * S + S / 2);

  /* Time passing while paused changes nothing. */
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (fixture->n_expired, ==, 0);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 3);

  tablee_countdown_resume (fixture->countdown);
  tablee_clock_advance (fixture->clock, 2 * S + S / 2 - 1);
  g_assert_cmpuint (fixture->n_expired, ==, 0);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpuint (fixture->n_expired, ==, 1);
}

static void
test_stop (Fixture       *fixture,
           gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 3);
  tablee_countdown_start (fixture->countdown);
  tablee_clock_advance (fixture->clock, S);
  tablee_countdown_stop (fixture->countdown);
  g_assert_cmpint (tablee_countdown_get_state (fixture->countdown), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 3);
  tablee_clock_advance (fixture->clock, 10 * S);
  g_assert_cmpuint (fixture->n_expired, ==, 0);
  g_assert_cmpuint (fixture->ticks->len, ==, 2);
}

static void
remaining_notify_cb (GObject    *object,
                     GParamSpec *pspec,
                     guint      *n_notifies)
{
  (*n_notifies)++;
}

static void
test_remaining_notified_once_a_second (Fixture       *fixture,
                                       gconstpointer  data)
{
  guint n_notifies = 0;

  tablee_countdown_set_duration (fixture->countdown, 6);
  g_signal_connect (fixture->countdown, "notify::remaining",
                    G_CALLBACK (remaining_notify_cb), &n_notifies);
  tablee_countdown_start (fixture->countdown);
  g_assert_cmpuint (n_notifies, ==, 0);
  for (guint i = 0; i < 60; i++)
    tablee_clock_advance (fixture->clock, S / 10);
  g_assert_cmpuint (n_notifies, ==, 6);
}

static void
started_cb (TableeCountdown *countdown,
            gint64           remaining_us,
            GArray          *started)
{
  g_array_append_val (started, remaining_us);
}

/* "started" says how much is left whenever the countdown starts running:
 * all of it on a start, what the pause left on a resume. */
static void
test_started_signal (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GArray) started = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_signal_connect (fixture->countdown, "started", G_CALLBACK (started_cb), started);
  tablee_countdown_set_duration (fixture->countdown, 5);
  tablee_countdown_start (fixture->countdown);
  g_assert_cmpuint (started->len, ==, 1);
  g_assert_cmpint (g_array_index (started, gint64, 0), ==, 5 * S);

  tablee_clock_advance (fixture->clock, S + 300 * 1000);
  tablee_countdown_pause (fixture->countdown);
  tablee_countdown_resume (fixture->countdown);
  g_assert_cmpuint (started->len, ==, 2);
  g_assert_cmpint (g_array_index (started, gint64, 1), ==, 3 * S + 700 * 1000);

  /* Resuming what runs, or pausing twice, starts nothing. */
  tablee_countdown_resume (fixture->countdown);
  tablee_countdown_start (fixture->countdown);
  g_assert_cmpuint (started->len, ==, 3);
  g_assert_cmpint (g_array_index (started, gint64, 2), ==, 5 * S);
}

/* A stream that started 30 ms after the countdown: aligned on it, every
 * later second and the expiry move by 30 ms; the number shown stays. */
static void
test_align (Fixture       *fixture,
            gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 3);
  tablee_countdown_start (fixture->countdown);
  tablee_clock_advance (fixture->clock, 30 * 1000);
  tablee_countdown_align (fixture->countdown, 3 * S, 0);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 3);
  g_assert_cmpint (tablee_countdown_get_remaining_us (fixture->countdown), ==, 3 * S);

  tablee_clock_advance (fixture->clock, S - 1);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 3);
  g_assert_cmpuint (fixture->ticks->len, ==, 1);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 2);
  g_assert_cmpuint (fixture->ticks->len, ==, 2);
  g_assert_cmpint (g_array_index (fixture->tick_times, gint64, 1), ==, 1001 * S + 30 * 1000);

  tablee_clock_advance (fixture->clock, 2 * S);
  g_assert_cmpuint (fixture->n_expired, ==, 1);
  g_assert_cmpint (fixture->expired_at, ==, 1003 * S + 30 * 1000);

  /* Only a running countdown moves. */
  tablee_countdown_align (fixture->countdown, S, 0);
  g_assert_cmpint (tablee_countdown_get_state (fixture->countdown), ==, TABLEE_COUNTDOWN_EXPIRED);
}

/* A stream that opens on 50 ms of silence: the first second lasts until
 * the first tick is heard and 1 s more, and is shown as it is. */
static void
test_align_with_delay (Fixture       *fixture,
                       gconstpointer  data)
{
  tablee_countdown_set_duration (fixture->countdown, 2);
  tablee_countdown_start (fixture->countdown);
  tablee_countdown_align (fixture->countdown, 2 * S, 50 * 1000);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 2);
  g_assert_cmpint (tablee_countdown_get_remaining_us (fixture->countdown), ==, 2 * S);
  g_assert_cmpfloat (tablee_countdown_get_fraction (fixture->countdown), ==, 1.0);

  tablee_clock_advance (fixture->clock, 50 * 1000);
  g_assert_cmpint (tablee_countdown_get_remaining_us (fixture->countdown), ==, 2 * S);
  g_assert_cmpuint (fixture->ticks->len, ==, 1);

  tablee_clock_advance (fixture->clock, S - 1);
  g_assert_cmpuint (tablee_countdown_get_remaining (fixture->countdown), ==, 2);
  g_assert_cmpuint (fixture->ticks->len, ==, 1);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_cmpuint (fixture->ticks->len, ==, 2);
  g_assert_cmpuint (g_array_index (fixture->ticks, guint, 1), ==, 1);
  g_assert_cmpint (g_array_index (fixture->tick_times, gint64, 1), ==, 1001 * S + 50 * 1000);

  tablee_clock_advance (fixture->clock, S);
  g_assert_cmpuint (fixture->n_expired, ==, 1);
  g_assert_cmpint (fixture->expired_at, ==, 1002 * S + 50 * 1000);
}

/* The real clock: a short countdown on the main loop, checked for what it
 * does (ticks in order, one expiry), never for how fast the machine is. */
static void
expire_quit_cb (TableeCountdown *countdown,
                GMainLoop       *loop)
{
  g_main_loop_quit (loop);
}

static void
test_real_clock (void)
{
  g_autoptr(TableeCountdown) countdown = tablee_countdown_new (NULL);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  gint64 started;

  tablee_countdown_set_duration (countdown, 1);
  g_signal_connect (countdown, "expired", G_CALLBACK (expire_quit_cb), loop);
  started = g_get_monotonic_time ();
  tablee_countdown_start (countdown);
  g_main_loop_run (loop);

  g_assert_cmpint (g_get_monotonic_time () - started, >=, S);
  g_assert_cmpint (tablee_countdown_get_state (countdown), ==, TABLEE_COUNTDOWN_EXPIRED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/countdown/full", test_full_countdown);
  ADD ("/countdown/remaining-rounds-up", test_remaining_rounds_up);
  ADD ("/countdown/restart-has-no-gap", test_restart_has_no_gap);
  ADD ("/countdown/pause-resume", test_pause_resume);
  ADD ("/countdown/stop", test_stop);
  ADD ("/countdown/started-signal", test_started_signal);
  ADD ("/countdown/align", test_align);
  ADD ("/countdown/align-with-delay", test_align_with_delay);
  ADD ("/countdown/remaining-notified-once-a-second", test_remaining_notified_once_a_second);
  g_test_add_func ("/countdown/real-clock", test_real_clock);

  return g_test_run ();
}
