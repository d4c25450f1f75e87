/* test-save-banner.c: a failed save shows on every page, Retry and the
 * retries take it away, and quitting while it fails asks first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <errno.h>

#include "tablee-application.h"
#include "tablee-save-status.h"
#include "tablee-store.h"
#include "tablee-table.h"
#include "tablee-window.h"
#include "tablee-test-process.h"
#include "tablee-test-widgets.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

static GtkWidget *
first_widget (GtkWidget *root,
              GType      type)
{
  g_autoptr(GPtrArray) found = tablee_test_find_widgets (root, type);

  g_assert_cmpuint (found->len, >, 0);
  return g_ptr_array_index (found, 0);
}

/* Clicks the dialog's button of that label, as a user would: the dialog
 * answers and closes. */
static void
respond (AdwMessageDialog *dialog,
         const char       *label)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_button_get_label (button), label) == 0)
        {
          g_signal_emit_by_name (button, "clicked");
          iterate ();
          return;
        }
    }
  g_assert_not_reached ();
}

/* The banner is the window's first revealer, above every page. */
static GtkRevealer *
banner (TableeWindow *window)
{
  return GTK_REVEALER (first_widget (GTK_WIDGET (window), GTK_TYPE_REVEALER));
}

static void
test_banner_and_quit (void)
{
  g_autoptr(TableeApplication) app = tablee_application_new ();
  g_autoptr(TableeTable) table = tablee_table_dup_default ();
  g_autoptr(GError) error = NULL;
  TableeWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *label;

  g_application_set_application_id (G_APPLICATION (app), APP_ID ".TestSaveBanner");
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = tablee_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  g_assert_false (gtk_revealer_get_reveal_child (banner (window)));

  /* The disk fills: the next change cannot be saved. */
  tablee_store_inject_write_error (ENOSPC);
  g_assert_nonnull (tablee_players_add (TABLEE_PLAYERS (table), "Camille", NULL));
  tablee_test_wait_for_save_failing (TRUE);
  iterate ();
  g_assert_true (gtk_revealer_get_reveal_child (banner (window)));
  label = first_widget (GTK_WIDGET (banner (window)), GTK_TYPE_LABEL);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                   "Tablée cannot save: the disk is full. Your games stay open; they will be saved when there is room.");

  /* Closing the window asks first, after one last try; Cancel keeps it. */
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Quit without saving?");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  respond (dialog, "_Cancel");
  g_assert_null (find_dialog ());
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* Ctrl+Q (app.quit) asks too. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  iterate ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "_Cancel");

  /* Room again: Retry saves, and the banner goes. */
  tablee_store_inject_write_error (0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL));
  tablee_test_wait_for_save_failing (FALSE);
  iterate ();
  g_assert_false (gtk_revealer_get_reveal_child (banner (window)));

  /* Failing again, and quitting anyway. */
  tablee_store_inject_write_error (EROFS);
  g_assert_nonnull (tablee_players_add (TABLEE_PLAYERS (table), "Dominique", NULL));
  tablee_test_wait_for_save_failing (TRUE);
  g_assert_cmpint (tablee_save_status_get_problem (tablee_save_status_get_default ()), ==,
                   TABLEE_SAVE_PROBLEM_READ_ONLY);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  iterate ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "_Quit Anyway");
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  tablee_store_inject_write_error (0);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/fault/banner-and-quit", test_banner_and_quit);

  return g_test_run ();
}
