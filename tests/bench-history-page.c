/* bench-history-page.c: how long the History page takes to open on 5,000
 * recorded games, in a window already open: the saved file read, the page
 * built and shown with its list and its standings, until the window has
 * drawn it. Prints the figures; never fails on speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "bench-history-games.h"
#include "tablee-history-page.h"
#include "tablee-store.h"

#define N_GAMES 5000
#define ROUNDS 5
#define BUDGET_MS 100.0

/* The games, saved as the app saves its history. */
static void
write_history (void)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);

  bench_history_add_games (history, N_GAMES);
  tablee_store_flush_all ();
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until the window has drawn a frame with what it shows now. */
static void
wait_painted (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  gtk_widget_queue_draw (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = g_dir_make_tmp ("tablee-bench-history-XXXXXX", NULL);
  g_autofree char *path = NULL;
  double worst = 0, total = 0;
  GtkWidget *window;

  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_init ();
  adw_init ();
  write_history ();

  /* The window is open already, as when the History row is clicked. */
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Another page"));
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  wait_painted (window);

  for (guint round = 0; round < ROUNDS; round++)
    {
      gint64 start = g_get_monotonic_time ();
      GtkWidget *page = g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL);
      GObject *games = gtk_widget_get_template_child (page, TABLEE_TYPE_HISTORY_PAGE, "games");
      double ms;

      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, N_GAMES);
      gtk_window_set_child (GTK_WINDOW (window), page);
      /* The first frame: the list and the standings laid out and drawn. */
      wait_painted (window);

      ms = (g_get_monotonic_time () - start) / 1000.0;
      worst = MAX (worst, ms);
      total += ms;
      /* Another page shows again: the next round reads the file anew. */
      gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Another page"));
      wait_painted (window);
    }

  g_print ("history_page_open_ms games=%u mean=%.1f worst=%.1f budget=%.0f\n",
           N_GAMES, total / ROUNDS, worst, BUDGET_MS);

  gtk_window_destroy (GTK_WINDOW (window));
  path = g_build_filename (data_dir, "tablee", "history.state", NULL);
  g_unlink (path);
  g_clear_pointer (&path, g_free);
  path = g_build_filename (data_dir, "tablee", NULL);
  g_rmdir (path);
  g_rmdir (data_dir);

  return 0;
}
