/* test-history-bgstats.c: the History page's import of a BG Stats export:
 * the preview proposes who is who, the import adds the plays, closing the
 * preview while the file is read imports nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "history-test-env.h"
#include "tablee-history-page-private.h"
#include "tablee-table.h"
#include "tablee-test-widgets.h"

typedef struct {
  GtkWindow         *window;
  TableeHistoryPage *page;
  TableeHistory     *history;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *overlay = adw_toast_overlay_new ();

  history_test_forget_files ();
  fixture->history = tablee_history_dup_default (NULL);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
  gtk_window_set_child (fixture->window, overlay);
  gtk_window_set_default_size (fixture->window, 360, 640);
  gtk_window_present (fixture->window);
  history_test_drain ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  history_test_empty (fixture->history);
  gtk_window_destroy (fixture->window);
  history_test_drain ();
  g_clear_object (&fixture->history);
  history_test_forget_files ();
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

static GFile *
fixture_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "bgstats", "plays.bgsplay", NULL);

  return g_file_new_for_path (path);
}

/* The worker reads the file: the main loop turns until the preview can
 * import (the test's timeout stops a preview that never can). */
static void
wait_for_preview (AdwMessageDialog *dialog)
{
  while (!adw_message_dialog_get_response_enabled (dialog, "import"))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_bgstats_import (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file ();
  g_autoptr(GPtrArray) choices = NULL;
  AdwMessageDialog *dialog;

  tablee_history_page_import_bgstats (fixture->page, file);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "import"));
  wait_for_preview (dialog);

  /* One choice per player of the file: Bob, Ann, Chloé, the anonymous
   * player; nobody of this table is theirs. */
  choices = tablee_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (choices->len, ==, 4);
  for (guint i = 0; i < choices->len; i++)
    g_assert_cmpuint (gtk_drop_down_get_selected (g_ptr_array_index (choices, i)), ==, 0);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The file has 4 games of Tablée. Who is who at the table?");

  /* What the Import button does, before it closes the dialog. */
  adw_message_dialog_response (dialog, "import");
  history_test_drain ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->history)), ==, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));
  history_test_drain ();
}

static void
test_bgstats_cancel (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file ();
  AdwMessageDialog *dialog;

  tablee_history_page_import_bgstats (fixture->page, file);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  /* Closed as Escape closes it. */
  gtk_window_close (GTK_WINDOW (dialog));
  history_test_drain ();
  g_assert_null (find_dialog ());

  /* The worker's result, when it comes, is dropped. */
  for (guint i = 0; i < 50; i++)
    {
      g_usleep (10000);
      history_test_drain ();
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->history)), ==, 0);
}

/* Opening a .bgsplay file (tablee FILE) goes to the same preview. */
static void
test_bgstats_open (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file ();
  AdwMessageDialog *dialog;

  g_assert_null (find_dialog ());
  tablee_history_page_open (fixture->page, file);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  wait_for_preview (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  history_test_drain ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->history)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = history_test_start (&argc, &argv);

  g_test_add ("/history/bgstats/import", Fixture, NULL, fixture_set_up, test_bgstats_import, fixture_tear_down);
  g_test_add ("/history/bgstats/open", Fixture, NULL, fixture_set_up, test_bgstats_open, fixture_tear_down);
  g_test_add ("/history/bgstats/cancel", Fixture, NULL, fixture_set_up, test_bgstats_cancel, fixture_tear_down);

  return history_test_finish (data_dir, g_test_run ());
}
