/* tablee-test-widgets.h: finding widgets in the widget tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every widget of type under root, root included, in tree order. Free the
 * array with g_ptr_array_unref; the widgets are borrowed. */
GPtrArray *tablee_test_find_widgets    (GtkWidget *root,
                                        GType      type);
/* The same, appended to found. */
void       tablee_test_collect_widgets (GtkWidget *root,
                                        GType      type,
                                        GPtrArray *found);
/* Adds the application's style sheet (where the table mode is) to the
 * display, as the app does; returns it for
 * tablee_test_remove_app_style. */
GtkStyleProvider *tablee_test_add_app_style    (void);
void              tablee_test_remove_app_style (GtkStyleProvider *provider);

/* Runs what widget's shortcut for trigger ("<Control>z", "F1") does, the
 * way the window would. FALSE when widget has no such shortcut. */
/* The shortcut of widget's shortcut controllers with that trigger
 * ("<Control>z"), or NULL. */
GtkShortcut      *tablee_test_find_shortcut    (GtkWidget  *widget,
                                                const char *trigger);
gboolean          tablee_test_press_shortcut   (GtkWidget  *widget,
                                                const char *trigger);

G_END_DECLS
