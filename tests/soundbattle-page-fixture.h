/* soundbattle-page-fixture.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tests of La Guerre des Sons' page share: the page in a window
 * with a toast overlay, as the app shows it, and its named parts.
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-page.h"
#include "tablee-store.h"

/* A window of width × height showing a new page (borrowed through page),
 * in a toast overlay. */
static inline GtkWindow *
soundbattle_page_window_new (int                     width,
                             int                     height,
                             TableeSoundbattlePage **page)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();

  *page = g_object_new (TABLEE_TYPE_SOUNDBATTLE_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (*page));
  gtk_window_set_child (window, overlay);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);

  return window;
}

/* Saves what is pending and closes the window. */
static inline void
soundbattle_page_window_close (GtkWindow *window)
{
  tablee_store_flush_all ();
  gtk_window_destroy (window);
  while (g_main_context_iteration (NULL, FALSE));
}

/* The part of the page's template named name. */
static inline gpointer
soundbattle_page_child (TableeSoundbattlePage *page,
                        const char            *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), TABLEE_TYPE_SOUNDBATTLE_PAGE, name);
}

static inline void
soundbattle_page_after_paint_cb (GdkFrameClock *clock,
                                 gboolean      *painted)
{
  *painted = TRUE;
}

static inline gboolean
soundbattle_page_wake_up_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Lets the window lay out and paint one frame with what it holds now.
 * The deadline only keeps a broken display from hanging the test. */
static inline void
soundbattle_page_wait_for_frame (GtkWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gint64 give_up = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  gboolean painted = FALSE;
  gulong handler;
  guint wake_up;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (soundbattle_page_after_paint_cb), &painted);
  wake_up = g_timeout_add (50, soundbattle_page_wake_up_cb, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  while (!painted && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake_up);
  g_signal_handler_disconnect (clock, handler);
  g_assert_true (painted);
}

/* The question of the page's window showing (End the Match?), or NULL. */
static inline AdwMessageDialog *
soundbattle_page_get_question (TableeSoundbattlePage *page)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)) &&
          gtk_window_get_transient_for (window) == GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (page))))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

/* Answers the question showing with response ("cancel", "end"), and the
 * question goes, as a button of it does. */
static inline void
soundbattle_page_answer (TableeSoundbattlePage *page,
                         const char            *response)
{
  AdwMessageDialog *dialog = soundbattle_page_get_question (page);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  while (g_main_context_iteration (NULL, FALSE));
}
