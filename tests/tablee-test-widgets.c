/* tablee-test-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tablee-test-widgets.h"

void
tablee_test_collect_widgets (GtkWidget *root,
                 GType      type,
                 GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tablee_test_collect_widgets (child, type, found);
}

GPtrArray *
tablee_test_find_widgets (GtkWidget *root,
                          GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  tablee_test_collect_widgets (root, type, found);

  return found;
}
