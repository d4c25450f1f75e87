/* accessible-fixture.h: what the tests of what a screen reader is told
 * share (test-accessible.c, test-accessible-announce.c): two buttons in a
 * toast overlay, in a window, the focus on the first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

typedef struct {
  GtkWindow *window;
  GtkWidget *overlay;
  GtkWidget *roll;
  GtkWidget *next;
} Fixture;

G_GNUC_UNUSED static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

G_GNUC_UNUSED static void
accessible_fixture_set_up (Fixture *fixture)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  fixture->roll = gtk_button_new_with_label ("Roll");
  fixture->next = gtk_button_new_with_label ("Next");
  gtk_box_append (GTK_BOX (box), fixture->roll);
  gtk_box_append (GTK_BOX (box), fixture->next);
  fixture->overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->overlay), box);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (fixture->window, fixture->overlay);
  gtk_window_present (fixture->window);
  gtk_widget_grab_focus (fixture->roll);
  drain ();
}

G_GNUC_UNUSED static void
accessible_fixture_tear_down (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  drain ();
}
