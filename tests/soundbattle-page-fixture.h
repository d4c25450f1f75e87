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
