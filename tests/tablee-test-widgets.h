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

G_END_DECLS
