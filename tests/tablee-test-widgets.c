/* tablee-test-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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

GtkStyleProvider *
tablee_test_add_app_style (void)
{
  GtkCssProvider *provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return GTK_STYLE_PROVIDER (provider);
}

void
tablee_test_remove_app_style (GtkStyleProvider *provider)
{
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), provider);
  g_object_unref (provider);
}
