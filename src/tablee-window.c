/* tablee-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-application.h"
#include "tablee-pages.h"
#include "tablee-settings.h"
#include "tablee-window.h"

struct _TableeWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwLeaflet           *leaflet;
  GtkListBox           *sidebar;
  GtkStack             *stack;
  AdwWindowTitle       *content_title;
  AdwToastOverlay      *toast_overlay;

  /* Owned */
  char                 *page_id;
};

G_DEFINE_FINAL_TYPE (TableeWindow, tablee_window, ADW_TYPE_APPLICATION_WINDOW)

static GtkWidget *
create_sidebar_row (const TableePageInfo *info)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (info->icon_name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->title));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->subtitle));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  /* The row is named by its title label already (AdwActionRow labels itself
   * with it): a label of its own would make screen readers say it twice. */
  gtk_widget_set_name (row, info->id);
  /* AdwActionRow is not activatable by default: without this, neither a
   * click nor Enter on a row opens its page. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  return row;
}

static GtkListBoxRow *
find_row (TableeWindow *self,
          const char   *id)
{
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->sidebar, i);

      if (row == NULL)
        return NULL;
      if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (row)), id) == 0)
        return row;
    }
}

static void
sidebar_row_activated_cb (TableeWindow  *self,
                          GtkListBoxRow *row)
{
  tablee_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeWindow *self = TABLEE_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeWindow *self = TABLEE_WINDOW (widget);

  if (tablee_window_show_page (self, g_variant_get_string (parameter, NULL)))
    adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

/* The shortcuts window is built the first time it is asked for, not with
 * the window as GtkApplication would: a start never shows it. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);

  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder = NULL;

      builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tablee-shortcuts-window.ui");
      gtk_application_window_set_help_overlay (window,
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder,
                                                                                             "help_overlay")));
    }

  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* Every game page opens the rules in context: the rules page handles its
 * own "page.show-section" action with the game and the section or entry. */
static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeWindow *self = TABLEE_WINDOW (widget);
  GtkWidget *page;

  if (!tablee_window_show_page (self, "rules"))
    return;

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
  page = tablee_window_get_page (self, "rules");
  gtk_widget_activate_action_variant (page, "page.show-section", parameter);
}

/* While a game page shows, and the preference asks for it, the screen
 * stays on: a phone-less table has nobody to touch the computer. */
static void
update_awake (TableeWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  gboolean game;

  if (!TABLEE_IS_APPLICATION (app))
    return;

  game = self->page_id != NULL &&
         !g_str_equal (self->page_id, "welcome") &&
         !g_str_equal (self->page_id, "rules");

  if (game && tablee_settings_get_keep_awake (tablee_settings_get_default ()))
    tablee_application_hold_awake (TABLEE_APPLICATION (app), self, _("A game is in progress"));
  else
    tablee_application_release_awake (TABLEE_APPLICATION (app), self);
}

/* Full screen is the table mode: large type, readable from across a table. */
static void
fullscreened_changed_cb (TableeWindow *self)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    gtk_widget_add_css_class (GTK_WIDGET (self), "table-mode");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "table-mode");
}

static gboolean
tablee_window_close_request (GtkWindow *window)
{
  TableeWindow *self = TABLEE_WINDOW (window);
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
  if (self->page_id != NULL)
    tablee_settings_set_last_page (tablee_settings_get_default (), self->page_id);

  return GTK_WINDOW_CLASS (tablee_window_parent_class)->close_request (window);
}

static void
tablee_window_dispose (GObject *object)
{
  TableeWindow *self = TABLEE_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (TABLEE_IS_APPLICATION (app))
    tablee_application_release_awake (TABLEE_APPLICATION (app), self);

  G_OBJECT_CLASS (tablee_window_parent_class)->dispose (object);
}

static void
tablee_window_finalize (GObject *object)
{
  TableeWindow *self = TABLEE_WINDOW (object);

  g_clear_pointer (&self->page_id, g_free);

  G_OBJECT_CLASS (tablee_window_parent_class)->finalize (object);
}

static void
tablee_window_class_init (TableeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tablee_window_dispose;
  object_class->finalize = tablee_window_finalize;
  window_class->close_request = tablee_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, toast_overlay);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, fullscreened_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", "(ss)", show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreened");
}

static void
tablee_window_init (TableeWindow *self)
{
  TableeSettings *settings = tablee_settings_get_default ();
  GSettings *gsettings = tablee_settings_get_gsettings (settings);
  const TableePageInfo *pages;
  g_autofree char *last_page = NULL;
  guint n_pages;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (gsettings, "window-width"),
                               g_settings_get_int (gsettings, "window-height"));
  if (g_settings_get_boolean (gsettings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    gtk_list_box_append (self->sidebar, create_sidebar_row (&pages[i]));

  g_signal_connect_object (gsettings, "changed::keep-awake",
                           G_CALLBACK (update_awake), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::application", G_CALLBACK (update_awake), NULL);

  last_page = tablee_settings_dup_last_page (settings);
  if (!tablee_window_show_page (self, last_page))
    tablee_window_show_page (self, pages[0].id);
}

TableeWindow *
tablee_window_new (TableeApplication *application)
{
  return g_object_new (TABLEE_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

gboolean
tablee_window_show_page (TableeWindow *self,
                         const char   *id)
{
  const TableePageInfo *info;
  GtkWidget *page;

  g_return_val_if_fail (TABLEE_IS_WINDOW (self), FALSE);

  info = tablee_pages_lookup (id);
  if (info == NULL)
    return FALSE;

  page = gtk_stack_get_child_by_name (self->stack, info->id);
  if (page == NULL)
    {
      page = g_object_new (info->get_type (), NULL);
      gtk_stack_add_named (self->stack, page, info->id);
    }

  gtk_stack_set_visible_child (self->stack, page);
  adw_window_title_set_title (self->content_title, _(info->title));
  gtk_list_box_select_row (self->sidebar, find_row (self, info->id));

  g_free (self->page_id);
  self->page_id = g_strdup (info->id);
  tablee_settings_set_last_page (tablee_settings_get_default (), info->id);
  update_awake (self);

  /* Keyboard shortcuts of a page work as soon as it shows. */
  gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);

  return TRUE;
}

const char *
tablee_window_get_page_id (TableeWindow *self)
{
  g_return_val_if_fail (TABLEE_IS_WINDOW (self), NULL);

  return self->page_id;
}

GtkWidget *
tablee_window_get_page (TableeWindow *self,
                        const char   *id)
{
  g_return_val_if_fail (TABLEE_IS_WINDOW (self), NULL);

  return gtk_stack_get_child_by_name (self->stack, id);
}
