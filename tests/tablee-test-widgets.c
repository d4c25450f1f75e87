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

GtkShortcut *
tablee_test_find_shortcut (GtkWidget  *widget,
                           const char *trigger)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          /* The controller keeps the shortcut alive. */
          if (g_str_equal (text, trigger))
            return shortcut;
        }
    }

  return NULL;
}

gboolean
tablee_test_press_shortcut (GtkWidget  *widget,
                            const char *trigger)
{
  GtkShortcut *shortcut = tablee_test_find_shortcut (widget, trigger);

  return shortcut != NULL &&
         gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget, NULL);
}
