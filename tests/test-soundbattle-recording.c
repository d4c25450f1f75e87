/* test-soundbattle-recording.c: plays a card through the real libcanberra
 * sink into a private PulseAudio null sink, records the sink's monitor with
 * parec and checks the frequency and length of what was recorded.
 * Skipped when pulseaudio or parec is not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "tablee-sound.h"
#include "tablee-synth.h"

/* Generous limits for a loaded machine: the test waits for events (the
 * server answering, the file growing), these only stop it hanging. */
#define SERVER_TIMEOUT_S 20
#define RECORD_TIMEOUT_S 20

typedef struct {
  char        *dir;
  GSubprocess *server;
  GSubprocess *recorder;
  char        *recording;
} Fixture;

/* A failed assertion skips the tear-down: the server and the recorder
 * must not outlive the test. */
static void
die_with_parent (gpointer data)
{
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGTERM);
#endif
}

static GSubprocess *
spawn (char **env,
       GError **error,
       const char *first,
       ...)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  const char *arg;
  va_list args;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                                        G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_environ (launcher, env);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);

  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  return g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, error);
}

static gboolean
wait_for (gboolean (*condition) (Fixture *f),
          Fixture  *f,
          guint     timeout_s)
{
  gint64 deadline = g_get_monotonic_time () + timeout_s * G_USEC_PER_SEC;

  while (!condition (f))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (20 * 1000);
    }

  return TRUE;
}

static gboolean
server_answers (Fixture *f)
{
  g_autofree char *socket = g_build_filename (f->dir, "pulse", "native", NULL);

  return g_file_test (socket, G_FILE_TEST_EXISTS);
}

static gboolean
recording_started (Fixture *f)
{
  GStatBuf buf;

  /* parec writes the WAV header first, then samples as they come. */
  return g_stat (f->recording, &buf) == 0 && buf.st_size > 44 + 4410 * 2;
}

/* The samples of a 16-bit mono WAV file, whatever sizes its header claims:
 * a recording stopped by a signal may not have them filled in. */
static gint16 *
read_wav (const char *path,
          gsize      *n_samples,
          guint      *rate)
{
  g_autofree char *contents = NULL;
  gsize length;
  gsize offset = 12;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 44);
  g_assert_cmpmem (contents, 4, "RIFF", 4);

  while (offset + 8 <= length)
    {
      guint32 size;

      memcpy (&size, contents + offset + 4, 4);
      size = GUINT32_FROM_LE (size);

      if (memcmp (contents + offset, "fmt ", 4) == 0)
        {
          guint16 channels, bits;
          guint32 r;

          memcpy (&channels, contents + offset + 10, 2);
          memcpy (&r, contents + offset + 12, 4);
          memcpy (&bits, contents + offset + 22, 2);
          g_assert_cmpuint (GUINT16_FROM_LE (channels), ==, 1);
          g_assert_cmpuint (GUINT16_FROM_LE (bits), ==, 16);
          *rate = GUINT32_FROM_LE (r);
        }
      else if (memcmp (contents + offset, "data", 4) == 0)
        {
          gsize start = offset + 8;
          gsize n = (length - start) / 2;
          gint16 *samples = g_new (gint16, MAX (n, 1));

          memcpy (samples, contents + start, n * 2);
          for (gsize i = 0; i < n; i++)
            samples[i] = GINT16_FROM_LE (samples[i]);
          *n_samples = n;
          return samples;
        }

      offset += 8 + size + (size & 1);
    }

  g_assert_not_reached ();
  return NULL;
}

/* Where the sounds of a recording are: runs of samples louder than 1000,
 * separated by at least half a second of quieter ones. Fills starts and
 * ends (up to max) and returns how many sounds ended with that much
 * silence after them. */
static guint
find_sounds (const gint16 *samples,
             gsize         n,
             guint         rate,
             gsize        *starts,
             gsize        *ends,
             guint         max)
{
  guint found = 0;
  gboolean in_sound = FALSE;
  gsize start = 0, last = 0;

  for (gsize i = 0; i < n; i++)
    {
      if (ABS ((int) samples[i]) > 1000)
        {
          if (!in_sound)
            start = i;
          in_sound = TRUE;
          last = i;
        }
      else if (in_sound && i - last > rate / 2)
        {
          if (found < max)
            {
              starts[found] = start;
              ends[found] = last;
            }
          found++;
          in_sound = FALSE;
        }
    }

  return found;
}

/* The sound played was heard and followed by silence. */
static gboolean
sound_recorded (Fixture *f)
{
  g_autofree gint16 *samples = NULL;
  gsize n = 0;
  guint rate = 0;
  gsize starts[4], ends[4];

  samples = read_wav (f->recording, &n, &rate);

  return rate > 0 && find_sounds (samples, n, rate, starts, ends, 4) >= 1;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  memset (f, 0, sizeof *f);
}

static void
stop (GSubprocess *process)
{
  if (process == NULL)
    return;

  g_subprocess_send_signal (process, SIGTERM);
  g_subprocess_wait (process, NULL, NULL);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }

  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  stop (f->recorder);
  stop (f->server);
  g_clear_object (&f->recorder);
  g_clear_object (&f->server);
  g_free (f->recording);
  if (f->dir != NULL)
    remove_tree (f->dir);
  g_free (f->dir);
}

static void
test_recording_card (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = NULL;
  g_autoptr(TableeSoundSink) sink = NULL;
  g_autoptr(TableeSound) sound = NULL;
  g_autofree gint16 *card_samples = NULL;
  g_autofree gint16 *recorded = NULL;
  g_autofree char *server = NULL;
  TableeSoundCard card;
  gsize n_card, n_recorded;
  guint rate = 0;
  gsize first = 0, last = 0;
  int peak = 0;
  guint crossings = 0;
  gsize first_crossing = 0, last_crossing = 0;
  gboolean below = FALSE;
  double length_s, frequency;
  g_autofree char *pulseaudio = g_find_program_in_path ("pulseaudio");
  g_autofree char *parec = g_find_program_in_path ("parec");

  if (pulseaudio == NULL || parec == NULL)
    {
      g_test_skip ("pulseaudio or parec is not installed");
      return;
    }

  /* A private server: its own runtime and home directories. */
  f->dir = g_dir_make_tmp ("tablee-pulse-XXXXXX", &error);
  g_assert_no_error (error);
  server = g_strdup_printf ("unix:%s/pulse/native", f->dir);
  env = g_get_environ ();
  env = g_environ_setenv (env, "XDG_RUNTIME_DIR", f->dir, TRUE);
  env = g_environ_setenv (env, "HOME", f->dir, TRUE);
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", f->dir, TRUE);
  {
    g_autofree char *runtime = g_build_filename (f->dir, "pulse", NULL);
    g_autofree char *state = g_build_filename (f->dir, "state", NULL);

    env = g_environ_setenv (env, "PULSE_RUNTIME_PATH", runtime, TRUE);
    env = g_environ_setenv (env, "PULSE_STATE_PATH", state, TRUE);
  }
  env = g_environ_unsetenv (env, "PULSE_SERVER");
  env = g_environ_unsetenv (env, "DBUS_SESSION_BUS_ADDRESS");

  f->server = spawn (env, &error, "pulseaudio", "--daemonize=no", "--exit-idle-time=-1",
                     "-n", "--load=module-null-sink", "--load=module-native-protocol-unix",
                     NULL);
  g_assert_no_error (error);
  g_assert_true (wait_for (server_answers, f, SERVER_TIMEOUT_S));

  env = g_environ_setenv (env, "PULSE_SERVER", server, TRUE);
  /* With its default latency, the monitor of a null sink loses the first
   * tenths of a second of a stream that starts while the sink is idle
   * (paplay's too): a measuring artefact, not what a listener hears. */
  env = g_environ_setenv (env, "PULSE_LATENCY_MSEC", "5", TRUE);
  f->recording = g_build_filename (f->dir, "recording.wav", NULL);
  f->recorder = spawn (env, &error, "parec", "-d", "null.monitor", "--file-format=wav",
                       "--format=s16le", "--rate=44100", "--channels=1", f->recording, NULL);
  g_assert_no_error (error);
  g_assert_true (wait_for (recording_started, f, RECORD_TIMEOUT_S));

  /* Tablée's own sound player, through libcanberra, to that server. */
  g_setenv ("PULSE_SERVER", server, TRUE);
  g_setenv ("XDG_RUNTIME_DIR", f->dir, TRUE);
  g_setenv ("HOME", f->dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", f->dir, TRUE);
  /* The test framework's isolation leaves these pointing into /dev/null,
   * where libcanberra's sound theme lookup fails with "System error"
   * before it gets to the file. */
  g_setenv ("XDG_DATA_HOME", f->dir, TRUE);
  g_setenv ("XDG_DATA_DIRS", f->dir, TRUE);
  g_setenv ("XDG_CACHE_HOME", f->dir, TRUE);
  g_setenv ("PULSE_RUNTIME_PATH", g_environ_getenv (env, "PULSE_RUNTIME_PATH"), TRUE);
  g_setenv ("PULSE_STATE_PATH", g_environ_getenv (env, "PULSE_STATE_PATH"), TRUE);
  sink = tablee_canberra_sink_new ();
  /* At the volume a new table starts with: the card must peak at -1 dBFS
   * as it is, not 8 dB under (issue 29). */
  sound = tablee_sound_new (sink);
  if (!tablee_sound_get_available (sound))
    g_error ("libcanberra cannot reach the PulseAudio server: is libcanberra-pulse installed?");

  card.values[TABLEE_SOUND_QUALITY_VOLUME] = 140 * 1000;
  card.values[TABLEE_SOUND_QUALITY_PITCH] = 660 * 1000;
  card.values[TABLEE_SOUND_QUALITY_DURATION] = 700;
  card.values[TABLEE_SOUND_QUALITY_TIMBRE] = 0;
  card_samples = tablee_synth_render_sequence (&card, 1, 0, 1, NULL, &n_card);
  if (!tablee_sound_play_samples (sound, card_samples, n_card, TABLEE_SYNTH_RATE,
                                  "tablee-test-card"))
    g_error ("libcanberra did not play the card: is libcanberra-pulse installed?");

  /* Wait for the whole card and half a second of silence after it. */
  g_assert_true (wait_for (sound_recorded, f, RECORD_TIMEOUT_S));

  tablee_sound_cancel_all (sound);
  stop (f->recorder);
  g_clear_object (&f->recorder);

  recorded = read_wav (f->recording, &n_recorded, &rate);
  g_assert_cmpuint (rate, ==, 44100);

  for (gsize i = 0; i < n_recorded; i++)
    peak = MAX (peak, ABS ((int) recorded[i]));
  g_test_message ("recorded %" G_GSIZE_FORMAT " samples, peak %d", n_recorded, peak);
  /* Something was played, and no louder than the cap. */
  g_assert_cmpint (peak, >, 1000);
  g_assert_cmpint (peak, <=, TABLEE_SYNTH_PEAK_CAP + 64);

  /* The card is the one sound: from its first to its last sample above
   * 1000, which the fades pass within a few milliseconds. */
  {
    gsize starts[4], ends[4];

    g_assert_cmpuint (find_sounds (recorded, n_recorded, rate, starts, ends, 4), ==, 1);
    first = starts[0];
    last = ends[0];
    peak = 0;
    for (gsize i = first; i <= last; i++)
      peak = MAX (peak, ABS ((int) recorded[i]));
  }
  g_test_message ("card peak %d", peak);
  /* 140 dB is played at the cap, -1 dBFS, and nothing on the way changed it. */
  g_assert_cmpint (peak, >=, TABLEE_SYNTH_PEAK_CAP * 97 / 100);
  g_assert_cmpint (peak, <=, TABLEE_SYNTH_PEAK_CAP + 64);
  length_s = (double) (last - first) / rate;
  g_test_message ("length %.3f s", length_s);
  g_assert_cmpfloat_with_epsilon (length_s, 0.7, 0.02);

  /* Rising zero crossings in the middle of the sound. */
  for (gsize i = first + (last - first) / 10; i < last - (last - first) / 10; i++)
    {
      if (recorded[i] < -peak / 10)
        below = TRUE;
      else if (below && recorded[i] > peak / 10)
        {
          below = FALSE;
          if (crossings == 0)
            first_crossing = i;
          last_crossing = i;
          crossings++;
        }
    }
  g_assert_cmpuint (crossings, >, 100);
  frequency = (double) (crossings - 1) * rate / (double) (last_crossing - first_crossing);
  g_test_message ("frequency %.2f Hz", frequency);
  g_assert_cmpfloat_with_epsilon (frequency, 660.0, 660.0 * 0.01);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/soundbattle/recording/card", Fixture, NULL,
              fixture_set_up, test_recording_card, fixture_tear_down);

  return g_test_run ();
}
