/* bench-whosnext-countdown.c: how regular the Who's Next? ticks sound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays a real level 0 countdown (14 s: 14 ticks and the time-out sound)
 * through libcanberra into a private PulseAudio null sink, records the
 * sink with parec and measures the onsets with ../shared/tools/onsets.py.
 * It prints figures and never fails on timing; without PulseAudio, parec
 * or the measuring tool it says so and skips (exit 77).
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "tablee-whosnext-conductor.h"

#define SKIP 77

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
wait_us (gint64 us)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add ((guint) (us / 1000), quit_cb, loop);
  g_main_loop_run (loop);
}

static gboolean
run_quiet (const char * const *argv)
{
  int status = -1;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                     G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, NULL))
    return FALSE;

  return g_spawn_check_wait_status (status, NULL);
}

static void
stop_child (GPid pid)
{
  int status;

  kill (pid, SIGINT);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
}

/* ../shared/tools/onsets.py beside the clone, or beside the folder of
 * worktrees the clone is in; $TABLEE_ONSETS overrides both. */
static char *
find_onsets_tool (void)
{
  const char *candidates[] = { "/../../shared/tools/onsets.py", "/../../../shared/tools/onsets.py" };

  if (g_getenv ("TABLEE_ONSETS") != NULL)
    return g_strdup (g_getenv ("TABLEE_ONSETS"));

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *path = g_strconcat (TEST_SRCDIR, candidates[i], NULL);
      g_autofree char *canonical = g_canonicalize_filename (path, NULL);

      if (g_file_test (canonical, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&canonical);
    }

  return g_canonicalize_filename (TEST_SRCDIR "/../../shared/tools/onsets.py", NULL);
}

static void
expired_cb (TableeWhosnextConductor *conductor,
            int                      seat,
            GMainLoop               *loop)
{
  /* Let the time-out sound reach the recording before stopping. */
  g_timeout_add (2500, quit_cb, loop);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_dir_make_tmp ("tablee-bench-XXXXXX", NULL);
  g_autofree char *server = NULL;
  g_autofree char *wav = NULL;
  g_autofree char *onsets = find_onsets_tool ();
  g_autofree char *output = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeSoundSink) sink = NULL;
  g_autoptr(TableeSound) sound = NULL;
  g_autoptr(TableeWhosnextGame) game = NULL;
  g_autoptr(TableeWhosnextConductor) conductor = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  const char *pulse[] = { "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n",
                          "--load=module-null-sink",
                          "--load=module-native-protocol-unix", "--log-target=stderr", NULL };
  const char *info[] = { "pactl", "info", NULL };
  GPid pulse_pid = 0, parec_pid = 0;
  double start_ms = -1;
  gboolean ready = FALSE;
  int status = -1;

  g_autofree char *have_pulseaudio = g_find_program_in_path ("pulseaudio");
  g_autofree char *have_parec = g_find_program_in_path ("parec");
  g_autofree char *have_pactl = g_find_program_in_path ("pactl");

  if (have_pulseaudio == NULL || have_parec == NULL || have_pactl == NULL ||
      !g_file_test (onsets, G_FILE_TEST_EXISTS))
    {
      g_print ("skipped: needs pulseaudio, parec, pactl (pulseaudio-utils) and %s\n", onsets);
      return SKIP;
    }

  /* A private sound server: nothing of the user's session is touched. */
  g_setenv ("XDG_RUNTIME_DIR", dir, TRUE);
  g_setenv ("PULSE_RUNTIME_PATH", dir, TRUE);
  server = g_strdup_printf ("unix:%s/native", dir);
  g_setenv ("PULSE_SERVER", server, TRUE);
  g_setenv ("PULSE_SINK", "null", TRUE);

  if (!g_spawn_async (NULL, (char **) pulse, NULL,
                      G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD |
                      G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                      NULL, NULL, &pulse_pid, &error))
    {
      g_print ("skipped: pulseaudio did not start: %s\n", error->message);
      return SKIP;
    }

  for (guint i = 0; i < 50 && !ready; i++)
    {
      ready = run_quiet (info);
      if (!ready)
        g_usleep (100 * 1000);
    }

  if (!ready)
    {
      stop_child (pulse_pid);
      g_print ("skipped: the private PulseAudio server did not answer\n");
      return SKIP;
    }

  wav = g_build_filename (dir, "countdown.wav", NULL);
  {
    const char *parec[] = { "parec", "-d", "null.monitor", "--file-format=wav",
                            "--format=s16le", "--rate=44100", "--channels=1",
                            "--latency-msec=20", wav, NULL };

    if (!g_spawn_async (NULL, (char **) parec, NULL,
                        G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                        NULL, NULL, &parec_pid, &error))
      {
        stop_child (pulse_pid);
        g_print ("skipped: parec did not start: %s\n", error->message);
        return SKIP;
      }
  }

  /* The app's own path: the default clock, libcanberra, the conductor. */
  sink = tablee_canberra_sink_new ();
  sound = tablee_sound_new (sink);
  g_object_set (sound, "volume", 1.0, NULL);
  game = tablee_whosnext_game_new ();
  conductor = tablee_whosnext_conductor_new (game, NULL, sound);
  /* TABLEE_BENCH_VOICE=1 records the countdown counted aloud (in the
   * language of LANGUAGE), to listen to or look at; the figures are then
   * those of the voice's onsets too. */
  if (g_getenv ("TABLEE_BENCH_VOICE") != NULL)
    g_object_set (conductor, "count-aloud", TRUE, NULL);
  loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (conductor, "time-out", G_CALLBACK (expired_cb), loop);

  /* Start once half a second of silence is on record, so that the first
   * tick is heard in full (parec takes a while to start). */
  for (guint i = 0; i < 100; i++)
    {
      GStatBuf buf;

      if (g_stat (wav, &buf) == 0 && buf.st_size > 44 + 44100)
        break;
      wait_us (100 * 1000);
    }
  /* The page makes the first countdown's sound ready once it shows
   * (tablee_whosnext_conductor_prepare()); TABLEE_BENCH_COLD=1 measures
   * a first countdown without it, libcanberra loaded by its first tick. */
  if (g_getenv ("TABLEE_BENCH_COLD") == NULL)
    {
      if (!tablee_whosnext_conductor_prepare (conductor))
        g_print ("libcanberra found no sound server: the recording will be silent\n");
      wait_us (500 * 1000);
    }

  /* Where the recording is when the round starts: the first tick is due a
   * lead after it. */
  {
    GStatBuf buf;

    if (g_stat (wav, &buf) == 0)
      start_ms = (double) (buf.st_size - 44) / 2 / 44.1;
  }
  tablee_whosnext_conductor_start_round (conductor, 1, NULL);
  g_main_loop_run (loop);

  stop_child (parec_pid);
  stop_child (pulse_pid);

  {
    const char *measure[] = { "python3", onsets, wav, NULL };

    if (!g_spawn_sync (NULL, (char **) measure, NULL, G_SPAWN_SEARCH_PATH,
                       NULL, NULL, &output, NULL, &status, &error))
      {
        g_print ("skipped: onsets.py did not run: %s\n", error->message);
        return SKIP;
      }
  }

  /* One line per figure: the intervals, then the summary. */
  {
    g_auto(GStrv) lines = g_strsplit (output, "\n", -1);

    g_print ("whosnext_countdown level=0 seconds=14 expected_onsets=15 "
             "(14 ticks and the time-out, recorded through a PulseAudio null sink)\n");
    g_autoptr(GString) onset_times = g_string_new ("onsets_ms=");
    double max_dev = -1, drift = -1;

    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (g_str_has_prefix (lines[i], "onset_ms="))
          g_string_append_printf (onset_times, "%s%s", onset_times->len > 10 ? "," : "",
                                  lines[i] + strlen ("onset_ms="));
      }
    g_print ("%s\n", onset_times->str);
    /* How late the first tick is after the start (parec's own buffering,
     * 20 ms at most, included), beyond the lead the stream opens on. */
    {
      const char *first = strstr (output, "onset_ms=");

      if (first != NULL && start_ms >= 0)
        g_print ("whosnext_countdown_first_tick late_ms=%.1f (start at %.1f ms of the recording, lead %d ms)\n",
                 g_ascii_strtod (first + strlen ("onset_ms="), NULL) - start_ms -
                 TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US / 1000.0,
                 start_ms, (int) (TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US / 1000));
    }
    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (g_str_has_prefix (lines[i], "intervals_ms=") || g_str_has_prefix (lines[i], "onsets="))
          g_print ("%s\n", lines[i]);
        if (g_str_has_prefix (lines[i], "onsets="))
          {
            const char *dev = strstr (lines[i], "max_dev_ms=");
            const char *dr = strstr (lines[i], "drift_ms=");

            if (dev != NULL && dr != NULL)
              {
                max_dev = g_ascii_strtod (dev + strlen ("max_dev_ms="), NULL);
                drift = g_ascii_strtod (dr + strlen ("drift_ms="), NULL);
              }
          }
      }
    /* The goal of issue 17: a metronome's precision. Figures only: the
     * benchmark never fails on them. */
    g_print ("whosnext_countdown_goal worst_dev_ms=%.2f drift_ms=%.2f goal=1.00 %s\n",
             max_dev, drift,
             max_dev >= 0 && max_dev <= 1.0 && ABS (drift) <= 1.0 ? "met" : "missed");
  }

  if (g_getenv ("TABLEE_BENCH_KEEP") == NULL)
    {
      g_unlink (wav);
      g_rmdir (dir);
    }
  else
    g_print ("recording: %s\n", wav);

  return 0;
}
