/* history-page-fixture.h: what the tests of the History page and of its
 * hostile imports share: the page in a window, with the app's history
 * (emptied after each test) and maybe three games in it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "history-test-env.h"
#include "tablee-history-page.h"
#include "tablee-store.h"
#include "tablee-table.h"

typedef struct {
  GtkWindow         *window;
  TableeHistoryPage *page;
  TableeHistory     *history;
  TableeTable       *table;
} Fixture;

/* The shared steps of History's view tests (history-test-env.h), by the
 * names these tests use. */
G_GNUC_UNUSED static void
drain (void)
{
  history_test_drain ();
}

G_GNUC_UNUSED static void
forget_files (void)
{
  history_test_forget_files ();
}

G_GNUC_UNUSED static void
add_game (TableeHistory *history,
          const char    *game,
          gint64         started,
          const char    *ids,
          guint          winners)
{
  g_auto(GStrv) seats = g_strsplit (ids, " ", -1);
  g_auto(GStrv) names = g_new0 (char *, g_strv_length (seats) + 1);
  int figures[8] = { 3, 5, 7, 9 };
  g_autoptr(TableeHistoryEntry) entry = NULL;

  for (guint i = 0; seats[i] != NULL; i++)
    names[i] = g_strdup_printf ("%c%s", g_ascii_toupper (seats[i][0]), seats[i] + 1);
  /* A mode each game has: an import checks it. */
  entry = tablee_history_entry_new (game, g_str_equal (game, "frantic") ? "limit-154" : "level-2", started, 1500,
                                    g_strv_length (seats),
                                    (const char * const *) seats, (const char * const *) names,
                                    figures, winners, NULL);
  g_assert_true (tablee_history_add (history, entry));
}

G_GNUC_UNUSED static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *overlay = adw_toast_overlay_new ();

  forget_files ();
  fixture->table = tablee_table_dup_default ();
  fixture->history = tablee_history_dup_default (NULL);
  if (data != NULL)
    {
      add_game (fixture->history, "notnot", 1764000000, "ann bob", 1);
      add_game (fixture->history, "frantic", 1764100000, "ann bob cat", 4);
      add_game (fixture->history, "notnot", 1764200000, "bob cat", 3);
    }

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
  gtk_window_set_child (fixture->window, overlay);
  gtk_window_set_default_size (fixture->window, 360, 640);
  gtk_window_present (fixture->window);
  drain ();
}

G_GNUC_UNUSED static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  guint n;

  /* The history is the app's: empty it for the next test, once the page,
   * which would follow each of thousands of removals, is gone. */
  gtk_window_destroy (fixture->window);
  drain ();
  while ((n = g_list_model_get_n_items (G_LIST_MODEL (fixture->history))) > 0)
    g_object_unref (tablee_history_remove (fixture->history, n - 1));
  tablee_store_flush_all ();
  g_clear_object (&fixture->history);
  g_clear_object (&fixture->table);
  forget_files ();
}
