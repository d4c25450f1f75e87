/* test-canberra.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gio/gio.h>

#include "tablee-canberra.h"
#include "tablee-sound.h"
#include "tablee-test-process.h"

/* A sound server that is not there, so that no test starts one. */
static void
no_sound_server (void)
{
  g_setenv ("PULSE_SERVER", "unix:/nonexistent/tablee-test", TRUE);
  g_setenv ("ALSA_CONFIG_PATH", "/nonexistent/tablee-test", TRUE);
}

static void
test_loaded_on_first_use (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TableeSoundSink) sink = NULL;
      g_autoptr(TableeSound) sound = NULL;
      g_autoptr(GError) error = NULL;

      no_sound_server ();

      /* The app makes its player at start: that loads nothing. */
      sink = tablee_canberra_sink_new ();
      sound = tablee_sound_new (sink);
      g_object_set (sound, "volume", 0.5, NULL);
      g_assert_false (tablee_test_is_mapped ("libcanberra"));
      g_assert_false (tablee_test_is_mapped ("libpulse"));

      if (tablee_canberra_get (&error) == NULL)
        {
          /* A machine without libcanberra: the other test covers it. */
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
          return;
        }
      g_assert_true (tablee_test_is_mapped ("libcanberra"));

      /* Asking whether there is sound opens the sink, and answers. */
      tablee_sound_get_available (sound);
      g_assert_true (tablee_canberra_get (NULL) == tablee_canberra_get (NULL));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_missing_library (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TableeSoundSink) sink = NULL;
      g_autoptr(TableeSound) sound = NULL;
      g_autoptr(GError) error = NULL;
      gint16 samples[64] = { 0 };

      no_sound_server ();
      g_setenv ("TABLEE_CANBERRA_LIBRARY", "libtablee-no-such-library.so.0", TRUE);

      g_assert_null (tablee_canberra_get (&error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_clear_error (&error);
      /* Tried once: the answer stays the same. */
      g_assert_null (tablee_canberra_get (&error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

      /* Without libcanberra the app goes on, silently. */
      sink = tablee_canberra_sink_new ();
      sound = tablee_sound_new (sink);
      g_assert_false (tablee_sound_get_available (sound));
      g_assert_false (tablee_sound_play (sound, TABLEE_SOUND_TICK));
      g_assert_false (tablee_sound_play_samples (sound, samples, G_N_ELEMENTS (samples),
                                                 44100, NULL));
      tablee_sound_cancel_all (sound);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_library_without_calls (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      /* A library that loads but is not libcanberra is refused as a whole. */
      g_setenv ("TABLEE_CANBERRA_LIBRARY", "libm.so.6", TRUE);

      g_assert_null (tablee_canberra_get (&error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_assert_nonnull (strstr (error->message, "ca_context_create"));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/canberra/loaded-on-first-use", test_loaded_on_first_use);
  g_test_add_func ("/canberra/missing-library", test_missing_library);
  g_test_add_func ("/canberra/library-without-calls", test_library_without_calls);

  return g_test_run ();
}
