/* test-export.c: saving a CSV where the user chooses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablee-export.h"

static guint n_done;
static GError *last_error;

static char *
some_csv (GtkWidget *owner)
{
  return g_strdup ("Player,Total\r\nZoé,42\r\n");
}

static char *
no_csv (GtkWidget *owner)
{
  return NULL;
}

static void
done_cb (GtkWidget    *owner,
         const GError *error)
{
  n_done++;
  g_clear_error (&last_error);
  if (error != NULL)
    last_error = g_error_copy (error);
}

static void
reset (void)
{
  n_done = 0;
  g_clear_error (&last_error);
}

/* The chosen file gets what the owner gives, and the owner is told. */
static void
test_save (void)
{
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  g_autofree char *dir = g_dir_make_tmp ("tablee-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  reset ();
  _tablee_export_save (owner, file, some_csv, done_cb);
  g_assert_cmpuint (n_done, ==, 1);
  g_assert_no_error (last_error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "Player,Total\r\nZoé,42\r\n");

  g_unlink (path);
  g_rmdir (dir);
  g_assert_finalize_object (owner);
}

/* A file that cannot be written is reported, not lost silently. */
static void
test_save_fails (void)
{
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/tablee/sheet.csv");

  reset ();
  _tablee_export_save (owner, file, some_csv, done_cb);
  g_assert_cmpuint (n_done, ==, 1);
  g_assert_nonnull (last_error);
  reset ();
  g_assert_finalize_object (owner);
}

/* Nothing to export: no file, no message. */
static void
test_nothing (void)
{
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  g_autofree char *dir = g_dir_make_tmp ("tablee-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  reset ();
  _tablee_export_save (owner, file, no_csv, done_cb);
  g_assert_cmpuint (n_done, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_rmdir (dir);
  g_assert_finalize_object (owner);
}

/* One question at a time; it goes with its owner. */
static void
test_one_question (void)
{
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  g_autofree char *name = NULL;
  gpointer first;

  tablee_export_text (owner, "Export", "frantic", "csv", some_csv, done_cb);
  first = g_object_get_data (G_OBJECT (owner), "tablee-export-chooser");
  g_assert_true (GTK_IS_FILE_CHOOSER_NATIVE (first));
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (first));
  g_assert_true (g_str_has_prefix (name, "frantic-"));
  g_assert_true (g_str_has_suffix (name, ".csv"));

  tablee_export_text (owner, "Export", "frantic", "csv", some_csv, done_cb);
  g_assert_true (g_object_get_data (G_OBJECT (owner), "tablee-export-chooser") == first);

  g_object_add_weak_pointer (G_OBJECT (first), &first);
  g_assert_finalize_object (owner);
  g_assert_null (first);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/export/save", test_save);
  g_test_add_func ("/export/save-fails", test_save_fails);
  g_test_add_func ("/export/nothing", test_nothing);
  g_test_add_func ("/export/one-question", test_one_question);

  return g_test_run ();
}
