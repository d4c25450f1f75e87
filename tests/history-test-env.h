/* history-test-env.h: what the tests of History's views share: a private
 * data directory for the history's file, English, UTC, and emptying the
 * app's history between tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-history.h"
#include "tablee-store.h"

static inline void
history_test_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Deletes what the stores wrote in the private data directory. */
static inline void
history_test_forget_files (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  g_autoptr(GDir) files = g_dir_open (dir, 0, NULL);
  const char *name;

  while (files != NULL && (name = g_dir_read_name (files)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
}

/* The app's history is one for every test: empty it, and its file. */
static inline void
history_test_empty (TableeHistory *history)
{
  guint n;

  while ((n = g_list_model_get_n_items (G_LIST_MODEL (history))) > 0)
    g_object_unref (tablee_history_remove (history, n - 1));
  tablee_store_flush_all ();
}

/* Before gtk_test_init(): returns the private data directory to give
 * history_test_finish(). */
static inline char *
history_test_start (int    *argc,
                    char ***argv)
{
  char *data_dir = g_dir_make_tmp ("tablee-history-test-XXXXXX", NULL);

  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("TZ", "UTC", TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();

  return data_dir;
}

static inline int
history_test_finish (char *data_dir,
                     int   ret)
{
  g_autofree char *tablee_dir = g_build_filename (data_dir, "tablee", NULL);

  history_test_forget_files ();
  g_rmdir (tablee_dir);
  g_rmdir (data_dir);
  g_free (data_dir);

  return ret;
}
