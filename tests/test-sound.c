/* test-sound.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <glib/gstdio.h>

#include "tablee-clock.h"
#include "tablee-sound.h"
#include "tablee-wav.h"
#include "tablee-recorder-sink.h"

static void
test_wav_round_trip (void)
{
  gint16 samples[1000];
  g_autoptr(GBytes) bytes = NULL;
  g_autofree gint16 *decoded = NULL;
  const guint8 *data;
  gsize n = 0;
  guint rate = 0;

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    samples[i] = (gint16) (30000 * sin (i * 0.05));
  samples[0] = G_MININT16;
  samples[1] = G_MAXINT16;

  bytes = tablee_wav_encode (samples, G_N_ELEMENTS (samples), 44100);
  data = g_bytes_get_data (bytes, NULL);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 44 + 2000);
  g_assert_cmpmem (data, 4, "RIFF", 4);
  /* 16 bits per sample, PCM, mono: what libcanberra plays. */
  g_assert_cmpuint (data[34], ==, 16);
  g_assert_cmpuint (data[20], ==, 1);
  g_assert_cmpuint (data[22], ==, 1);

  decoded = tablee_wav_decode (bytes, &n, &rate, NULL);
  g_assert_nonnull (decoded);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (samples));
  g_assert_cmpuint (rate, ==, 44100);
  g_assert_cmpmem (decoded, n * 2, samples, sizeof samples);
}

static void
test_wav_refuses_garbage (void)
{
  g_autoptr(GBytes) garbage = g_bytes_new_static ("RIFF\x10\0\0\0WAVEjunk", 16);
  g_autoptr(GError) error = NULL;

  g_assert_null (tablee_wav_decode (garbage, NULL, NULL, &error));
  g_assert_nonnull (error);
}

static void
test_generated_sounds_are_16_bit (void)
{
  /* The build generates our own sounds; each must be a WAV libcanberra
   * accepts, not empty, and not silent. */
  static const char * const names[] = { "tick", "tick-urgent", "timeout", "dice", "reveal" };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == TABLEE_N_SOUNDS);
  for (guint id = 0; id < TABLEE_N_SOUNDS; id++)
    {
      g_autofree char *file = g_strconcat (names[id], ".wav", NULL);
      g_autofree char *path = g_build_filename (tablee_sound_get_dir (), file, NULL);
      g_autoptr(GBytes) bytes = NULL;
      g_autofree gint16 *samples = NULL;
      g_autoptr(GError) error = NULL;
      char *contents;
      gsize length, n = 0;
      guint rate = 0;
      int peak = 0;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_assert_no_error (error);
      bytes = g_bytes_new_take (contents, length);
      samples = tablee_wav_decode (bytes, &n, &rate, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (rate, >=, 22050);
      g_assert_cmpuint (n, >, rate / 100);
      for (gsize i = 0; i < n; i++)
        peak = MAX (peak, ABS ((int) samples[i]));
      g_assert_cmpint (peak, >, 1000);
    }
}

static gint16 *
read_sound (const char *path,
            gsize      *n)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gint16 *samples;
  char *contents;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  bytes = g_bytes_new_take (contents, length);
  samples = tablee_wav_decode (bytes, n, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (*n, >, 3);

  return samples;
}

/* Every sound of ours, whatever makes it (the build's generator, the
 * counting voice), starts and ends at zero: a sound cut off while it still
 * rings clicks. The countdown's sounds are pure tones, so a jump inside one
 * (a part cut off under another, as the end chime had at 0.55 s) shows as
 * a spike of its third difference, which a tone of theirs keeps under
 * 1300. */
static void
test_sounds_start_and_end_at_zero (void)
{
  static const char * const tonal[] = { "tick.wav", "tick-urgent.wav", "timeout.wav", NULL };
  g_autofree char *voice = g_build_filename (tablee_sound_get_dir (), "voice", NULL);
  const char *dirs[] = { tablee_sound_get_dir (), voice };
  guint n_files = 0, n_tonal = 0;

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs[d], 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dirs[d], name, NULL);
          g_autofree gint16 *samples = NULL;
          gsize n = 0;

          if (!g_str_has_suffix (name, ".wav"))
            continue;

          samples = read_sound (path, &n);
          n_files++;
          if (ABS ((int) samples[0]) > 40 || ABS ((int) samples[n - 1]) > 40)
            g_error ("%s starts at %d and ends at %d, not at zero", path, samples[0], samples[n - 1]);

          if (d == 0 && g_strv_contains (tonal, name))
            {
              n_tonal++;
              for (gsize i = 0; i + 3 < n; i++)
                {
                  int third = samples[i + 3] - 3 * samples[i + 2] + 3 * samples[i + 1] - samples[i];

                  if (ABS (third) > 2500)
                    g_error ("%s clicks at %.3f s", path, (double) i / 44100);
                }
            }
        }
    }

  /* The five sounds of the build and the 30 files of the voice at least. */
  g_assert_cmpuint (n_files, >=, TABLEE_N_SOUNDS + 30);
  g_assert_cmpuint (n_tonal, ==, G_N_ELEMENTS (tonal) - 1);
}

typedef struct {
  TableeClock        *clock;
  TableeSoundSink    *sink;
  TableeSound        *sound;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->clock = tablee_clock_new_manual (0);
  fixture->sink = tablee_recorder_sink_new (fixture->clock);
  fixture->sound = tablee_sound_new (fixture->sink);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->sound);
  g_assert_finalize_object (fixture->sink);
  g_assert_finalize_object (fixture->clock);
}

static const TableeRecordedSound *
played (Fixture *fixture,
        guint    index)
{
  return tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), index);
}

static guint
n_played (Fixture *fixture)
{
  return tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink));
}

static void
test_play_named_sound (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *expected = g_build_filename (tablee_sound_get_dir (), "tick-urgent.wav", NULL);

  tablee_clock_advance (fixture->clock, 1500);
  g_assert_true (tablee_sound_get_available (fixture->sound));
  g_assert_true (tablee_sound_play (fixture->sound, TABLEE_SOUND_TICK_URGENT));
  g_assert_cmpuint (n_played (fixture), ==, 1);
  g_assert_cmpstr (played (fixture, 0)->path, ==, expected);
  g_assert_cmpstr (played (fixture, 0)->event_id, ==, "tablee-tick-urgent");
  g_assert_cmpint (played (fixture, 0)->time_us, ==, 1500);
}

static void
test_volume_and_enabled (Fixture       *fixture,
                         gconstpointer  data)
{
  /* Full volume until the table lowers it. */
  tablee_sound_play (fixture->sound, TABLEE_SOUND_TICK);
  g_object_set (fixture->sound, "volume", 0.5, NULL);
  tablee_sound_play (fixture->sound, TABLEE_SOUND_TICK);
  g_assert_cmpuint (n_played (fixture), ==, 2);
  g_assert_cmpfloat_with_epsilon (played (fixture, 0)->volume_db, 0.0, 1e-9);
  g_assert_cmpfloat (played (fixture, 1)->volume_db, <, -6.0);

  /* Silent: nothing reaches the sink. */
  g_object_set (fixture->sound, "volume", 0.0, NULL);
  g_assert_false (tablee_sound_play (fixture->sound, TABLEE_SOUND_TICK));
  g_object_set (fixture->sound, "volume", 1.0, NULL);
  g_object_set (fixture->sound, "enabled", FALSE, NULL);
  g_assert_false (tablee_sound_play (fixture->sound, TABLEE_SOUND_TIMEOUT));
  g_assert_cmpuint (n_played (fixture), ==, 2);
}

static void
test_play_samples_writes_a_wav (Fixture       *fixture,
                                gconstpointer  data)
{
  gint16 samples[441];
  g_autoptr(GBytes) bytes = NULL;
  g_autofree gint16 *decoded = NULL;
  char *contents;
  gsize length, n;
  guint rate;

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    samples[i] = (gint16) (i * 10);

  g_assert_true (tablee_sound_play_samples (fixture->sound, samples, G_N_ELEMENTS (samples),
                                            44100, "tablee-card"));
  g_assert_cmpuint (n_played (fixture), ==, 1);
  g_assert_cmpstr (played (fixture, 0)->event_id, ==, "tablee-card");
  g_assert_true (g_file_get_contents (played (fixture, 0)->path, &contents, &length, NULL));
  bytes = g_bytes_new_take (contents, length);
  decoded = tablee_wav_decode (bytes, &n, &rate, NULL);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (samples));
  g_assert_cmpmem (decoded, n * 2, samples, sizeof samples);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_canberra_without_server (void)
{
  /* With no sound server, the sink says so, at the latest after the first
   * sound that could not play, and the app goes on silently. */
  g_autoptr(TableeSoundSink) sink = NULL;
  g_autoptr(TableeSound) sound = NULL;
  guint n_notifies = 0;
  gboolean played;

  g_setenv ("PULSE_SERVER", "unix:/nonexistent/tablee-test", TRUE);
  g_setenv ("ALSA_CONFIG_PATH", "/nonexistent/tablee-test", TRUE);
  sink = tablee_canberra_sink_new ();
  sound = tablee_sound_new (sink);
  g_signal_connect (sound, "notify::available", G_CALLBACK (count_notify_cb), &n_notifies);

  played = tablee_sound_play (sound, TABLEE_SOUND_TICK);
  g_assert_cmpint (played, ==, tablee_sound_get_available (sound));
  if (!played)
    {
      g_assert_false (tablee_sound_get_available (sound));
      g_assert_false (tablee_sound_play (sound, TABLEE_SOUND_TICK));
    }
  g_assert_cmpuint (n_notifies, <=, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wav/round-trip", test_wav_round_trip);
  g_test_add_func ("/wav/refuses-garbage", test_wav_refuses_garbage);
  g_test_add_func ("/sound/generated-sounds-are-16-bit", test_generated_sounds_are_16_bit);
  g_test_add_func ("/sound/sounds-start-and-end-at-zero", test_sounds_start_and_end_at_zero);
  g_test_add ("/sound/play-named-sound", Fixture, NULL, fixture_set_up,
              test_play_named_sound, fixture_tear_down);
  g_test_add ("/sound/volume-and-enabled", Fixture, NULL, fixture_set_up,
              test_volume_and_enabled, fixture_tear_down);
  g_test_add ("/sound/play-samples-writes-a-wav", Fixture, NULL, fixture_set_up,
              test_play_samples_writes_a_wav, fixture_tear_down);
  g_test_add_func ("/sound/canberra-without-server", test_canberra_without_server);

  return g_test_run ();
}
