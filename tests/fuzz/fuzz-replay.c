/* fuzz-replay.c: runs a fuzz target over its corpus as an ordinary test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* fuzz-replay-<target> [--tap] DIRECTORY...: one test case per file, in name
 * order, so that any compiler builds it and CI replays the seeds and every
 * crasher libFuzzer found. The name of a file may also say what the target
 * must answer: "valid-*" must be accepted, "damaged-*" and "invalid-*"
 * refused; anything else (crashers, inputs libFuzzer kept) must only not
 * crash. */

#include "config.h"

#include <string.h>

#include "fuzz-target.h"

static void
replay_file (gconstpointer user_data)
{
  const char *path = user_data;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize size = 0;
  gboolean accepted;

  g_file_get_contents (path, &contents, &size, &error);
  g_assert_no_error (error);

  accepted = fuzz_target_run ((const guint8 *) contents, size);

  if (g_str_has_prefix (base, "valid-"))
    g_assert_true (accepted);
  else if (g_str_has_prefix (base, "damaged-") || g_str_has_prefix (base, "invalid-"))
    g_assert_false (accepted);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_directory (const char *dir_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *corpus = g_path_get_basename (dir_path);
  const char *name;

  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (name[0] != '.')
        g_ptr_array_add (names, g_strdup (name));
    }
  g_ptr_array_sort (names, compare_strings);

  /* An empty corpus replays nothing: say so instead of passing. */
  g_assert_cmpuint (names->len, >, 0);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/fuzz/%s/%s", corpus, file);

      g_test_add_data_func_full (test_path, g_build_filename (dir_path, file, NULL),
                                 replay_file, g_free);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  fuzz_target_init ();

  if (argc < 2)
    {
      g_printerr ("Usage: %s [--tap] DIRECTORY...\n", argv[0]);
      return 2;
    }

  for (int i = 1; i < argc; i++)
    add_directory (argv[i]);

  return g_test_run ();
}
