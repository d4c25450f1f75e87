/* test-stats-view.c: the Statistics view follows its model and its
 * period, and History's filters reach it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "history-test-env.h"
#include "tablee-history-page.h"
#include "tablee-stats-view.h"
#include "tablee-test-widgets.h"

static TableeHistoryEntry *
entry (const char *game,
       gint64      started,
       guint       winners)
{
  const char * const ids[] = { "ann", "bob" };
  const char * const names[] = { "Ann", "Bob" };
  const int figures[] = { 4, 9 };

  return tablee_history_entry_new (game, "level-1", started, 1200, 2, ids, names, figures, winners, NULL);
}

static const char *
label_text (TableeStatsView *view,
            const char      *name)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (view), TABLEE_TYPE_STATS_VIEW,
                                                                       name)));
}

static guint
n_rows (TableeStatsView *view,
        const char      *name)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), TABLEE_TYPE_STATS_VIEW, name));
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;

  return n;
}

/* The name of the page the view shows: its statistics, or its empty state. */
static const char *
visible_page (TableeStatsView *view)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (view))));
}

static void
test_view_follows_model (void)
{
  g_autoptr(GListStore) store = g_list_store_new (TABLEE_TYPE_HISTORY_ENTRY);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  g_autoptr(TableeHistoryEntry) recent = entry ("notnot", now - 3600, 1);
  g_autoptr(TableeHistoryEntry) tie = entry ("notnot", now - 7200, 3);
  g_autoptr(TableeHistoryEntry) old = entry ("frantic", now - 3 * 366 * 24 * 3600, 2);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  TableeStatsView *view = TABLEE_STATS_VIEW (tablee_stats_view_new ());
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) png = NULL;
  GtkDropDown *period;

  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_set_default_size (window, 360, 640);
  gtk_window_present (window);
  tablee_stats_view_set_model (view, G_LIST_MODEL (store));
  history_test_drain ();
  g_assert_cmpuint (tablee_stats_get_n_games (tablee_stats_view_get_stats (view)), ==, 0);
  g_assert_cmpstr (label_text (view, "games_label"), ==, "0");
  g_assert_cmpstr (label_text (view, "most_played_label"), ==, "—");
  /* No finished game: an empty state, not a page of zeros. */
  g_assert_cmpstr (visible_page (view), ==, "empty");

  g_list_store_append (store, recent);
  g_list_store_append (store, tie);
  g_list_store_append (store, old);
  history_test_drain ();
  g_assert_cmpuint (tablee_stats_get_n_games (tablee_stats_view_get_stats (view)), ==, 3);
  g_assert_cmpstr (label_text (view, "games_label"), ==, "3");
  g_assert_cmpstr (label_text (view, "time_label"), ==, "1 h 00 min");
  g_assert_cmpstr (label_text (view, "most_played_label"), ==, "Not Not (2)");
  g_assert_cmpuint (n_rows (view, "players_list"), ==, 2);
  g_assert_cmpstr (visible_page (view), ==, "statistics");

  /* The last twelve months leave the old Frantic game out. */
  period = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (view), TABLEE_TYPE_STATS_VIEW,
                                                          "period_dropdown"));
  gtk_drop_down_set_selected (period, 1);
  history_test_drain ();
  g_assert_cmpuint (tablee_stats_get_n_games (tablee_stats_view_get_stats (view)), ==, 2);
  g_assert_cmpstr (label_text (view, "games_label"), ==, "2");
  g_assert_cmpuint (n_rows (view, "months_list"), >=, 1);

  /* The image to share: the figures as shown, as a PNG. */
  texture = tablee_stats_view_render (view);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 0);
  g_assert_cmpint (gdk_texture_get_height (texture), >, 0);
  png = gdk_texture_save_to_png_bytes (texture);
  g_assert_cmpuint (g_bytes_get_size (png), >, 8);
  g_assert_cmpmem (g_bytes_get_data (png, NULL), 8, "\x89PNG\r\n\x1a\n", 8);

  gtk_window_destroy (window);
  history_test_drain ();
}

/* History's Statistics show the games its filters let through. */
static void
test_view_in_history (void)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  g_autoptr(TableeHistoryEntry) notnot = entry ("notnot", 1764000000, 1);
  g_autoptr(TableeHistoryEntry) frantic = entry ("frantic", 1764100000, 2);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();
  TableeHistoryPage *page;
  g_autoptr(GPtrArray) views = NULL;
  TableeStatsView *view;
  GtkDropDown *games;

  tablee_history_add (history, notnot);
  tablee_history_add (history, frantic);
  page = g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (page));
  gtk_window_set_child (window, overlay);
  gtk_window_present (window);
  history_test_drain ();

  views = tablee_test_find_widgets (GTK_WIDGET (page), TABLEE_TYPE_STATS_VIEW);
  g_assert_cmpuint (views->len, ==, 1);
  view = g_ptr_array_index (views, 0);
  g_assert_cmpuint (tablee_stats_get_n_games (tablee_stats_view_get_stats (view)), ==, 2);
  games = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (page), TABLEE_TYPE_HISTORY_PAGE,
                                                         "game_dropdown"));
  gtk_drop_down_set_selected (games, 2);  /* Frantic */
  history_test_drain ();
  g_assert_cmpuint (tablee_stats_get_n_games (tablee_stats_view_get_stats (view)), ==, 1);
  g_assert_cmpstr (tablee_stats_get_most_played_game (tablee_stats_view_get_stats (view), NULL), ==, "frantic");

  history_test_empty (history);
  gtk_window_destroy (window);
  history_test_drain ();
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = history_test_start (&argc, &argv);

  g_test_add_func ("/stats-view/follows-model", test_view_follows_model);
  g_test_add_func ("/stats-view/in-history", test_view_in_history);

  return history_test_finish (data_dir, g_test_run ());
}
