/* tablee-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-application.h"
#include "tablee-game-page.h"
#include "tablee-game-registry.h"
#include "tablee-pages.h"
#include "tablee-save-status.h"
#include "tablee-settings.h"
#include "tablee-store.h"
#include "tablee-window.h"

struct _TableeWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwLeaflet           *leaflet;
  GtkListBox           *sidebar;
  GtkStack             *stack;
  AdwWindowTitle       *content_title;
  GtkButton            *away_button;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;

  /* Owned */
  guint                 refocus_id;
  guint                 narrow_id;
  gboolean              table_mode;
};

G_DEFINE_FINAL_TYPE (TableeWindow, tablee_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_TABLE_MODE,
  PROP_SAVE_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/* GTK 4.8 names neither the search button of the shortcuts window nor the
 * rows of its list of sections: the button here, each row by its label. */
static void
name_shortcuts_widgets (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget) &&
      GTK_IS_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget))))
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget)), NULL, -1);
  else if (GTK_IS_BUTTON (widget) &&
           g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "edit-find-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Shortcuts"), -1);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_shortcuts_widgets (child);
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
      tablee_application_add_window_keys (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
      name_shortcuts_widgets (GTK_WIDGET (gtk_application_window_get_help_overlay (window)));
    }

  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* The main menu's New Game and Save Game as Finished: win.X is the game
 * showing's game.X, the same as its keys and buttons. */
static void
game_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeWindow *self = TABLEE_WINDOW (widget);
  g_autofree char *name = g_strconcat ("game.", action_name + strlen ("win."), NULL);

  gtk_widget_activate_action (gtk_stack_get_visible_child (self->stack), name, NULL);
}

/* The main menu is built when it first opens, not with the window: a
 * start never shows it. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       data)
{
  TableeWindow *self = TABLEE_WINDOW (data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
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

  tablee_window_show_page (self, "rules");
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
  page = tablee_window_get_page (self, "rules");
  gtk_widget_activate_action_variant (page, "page.show-section", parameter);
}

/* A page that goes on while another shows (a running countdown) says so
 * in the header, as (page id, text); the button goes back to it. An empty
 * text takes it away. */
static void
away_status_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeWindow *self = TABLEE_WINDOW (widget);
  const char *page_id, *text;

  g_variant_get (parameter, "(&s&s)", &page_id, &text);
  gtk_button_set_label (self->away_button, text);
  /* A narrow header shortens it rather than widen the window. */
  if (GTK_IS_LABEL (gtk_button_get_child (self->away_button)))
    gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (self->away_button)), PANGO_ELLIPSIZE_END);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->away_button), "s", page_id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->away_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->away_button), *text != '\0');
}

/* While a game page shows, and the preference asks for it, the screen
 * stays on: a phone-less table has nobody to touch the computer. */
static void
update_awake (TableeWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const char *page_id = gtk_stack_get_visible_child_name (self->stack);
  gboolean game;

  if (!TABLEE_IS_APPLICATION (app))
    return;

  game = page_id != NULL && !g_str_equal (page_id, "welcome") && !g_str_equal (page_id, "rules");

  if (game && g_settings_get_boolean (tablee_settings_get_gsettings (tablee_settings_get_default ()), "keep-awake"))
    tablee_application_hold_awake (TABLEE_APPLICATION (app), self, _("A game is in progress"));
  else
    tablee_application_release_awake (TABLEE_APPLICATION (app), self);
}

/* A page's keys (R, Space, Ctrl+Z, F1...) are bound to the page and work
 * while the focus is inside it. A button that disables itself when clicked
 * ("Score the Taps") leaves the window without focus, and the keys would die
 * with it: the focus goes back to what shows, once the click is over. */
static gboolean
refocus_cb (gpointer data)
{
  TableeWindow *self = data;
  GtkWidget *target = GTK_WIDGET (self->stack);

  self->refocus_id = 0;
  if (gtk_window_get_focus (GTK_WINDOW (self)) != NULL)
    return G_SOURCE_REMOVE;

  if (adw_leaflet_get_folded (self->leaflet))
    target = adw_leaflet_get_visible_child (self->leaflet);
  else if (gtk_stack_get_visible_child (self->stack) != NULL)
    target = gtk_stack_get_visible_child (self->stack);

  gtk_widget_child_focus (target, GTK_DIR_TAB_FORWARD);

  return G_SOURCE_REMOVE;
}

/* A key that nobody on the way from the focus took, when the focus is
 * outside the page (on a header button just clicked, say), still reaches
 * the page's keys. */
static gboolean
key_pressed_cb (TableeWindow          *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (page == NULL || !gtk_widget_get_mapped (page) ||
      (focus != NULL && gtk_widget_is_ancestor (focus, page)))
    return FALSE;

  return gtk_event_controller_key_forward (controller, page);
}

/* A dialog that closes gives the keyboard back to its window, on the
 * widget that had the focus: window managers that leave the focus where
 * the pointer is, or none at all, would leave every key unheard. */
static void
transient_unmapped_cb (TableeWindow *self,
                       GtkWindow    *dialog)
{
  if (gtk_window_get_transient_for (dialog) == GTK_WINDOW (self) &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_window_present (GTK_WINDOW (self));
}

static void
toplevels_changed_cb (TableeWindow *self,
                      guint         position,
                      guint         removed,
                      guint         added,
                      GListModel   *toplevels)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (self))
        g_signal_connect_object (window, "unmap", G_CALLBACK (transient_unmapped_cb),
                                 self, G_CONNECT_SWAPPED);
    }
}

static void
focus_changed_cb (TableeWindow *self)
{
  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL && self->refocus_id == 0)
    self->refocus_id = g_idle_add (refocus_cb, self);
}

/* Full screen is the table mode: the game alone, without the sidebar or
 * the window's buttons, in large type readable from across a table. */
static void
set_table_mode (TableeWindow *self,
                gboolean      table_mode)
{
  if (table_mode != gtk_window_is_fullscreen (GTK_WINDOW (self)))
    g_object_set (self, "fullscreened", table_mode, NULL);

  if (self->table_mode == table_mode)
    return;

  self->table_mode = table_mode;
  if (table_mode)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "table-mode");
      /* The game shows, even on a folded window that showed the list. */
      adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "table-mode");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-table-mode", table_mode);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE_MODE]);
}

static void
fullscreened_changed_cb (TableeWindow *self)
{
  set_table_mode (self, gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

static gboolean
show_title_buttons_cb (TableeWindow *self,
                       gboolean      folded,
                       gboolean      table_mode)
{
  return folded && !table_mode;
}

static void
leave_table_mode_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  set_table_mode (TABLEE_WINDOW (widget), FALSE);
}

/* On a phone-sized screen, the table mode grows text less: the game
 * must still fit the width. The class changes once the size is given
 * out, not while. */
#define NARROW_WIDTH 600

static gboolean
update_narrow_cb (gpointer data)
{
  TableeWindow *self = data;

  self->narrow_id = 0;
  if (gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");

  return G_SOURCE_REMOVE;
}

static void
tablee_window_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TableeWindow *self = TABLEE_WINDOW (widget);

  GTK_WIDGET_CLASS (tablee_window_parent_class)->size_allocate (widget, width, height, baseline);

  if ((width < NARROW_WIDTH) != gtk_widget_has_css_class (widget, "narrow") && self->narrow_id == 0)
    self->narrow_id = g_idle_add (update_narrow_cb, self);
}

/* The banner's Retry: every save that failed is tried again now. */
static void
retry_save_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  tablee_store_retry_all ();
}

static gboolean
tablee_window_close_request (GtkWindow *window)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  GtkApplication *app = gtk_window_get_application (window);
  int width, height;

  /* Changes that could not be saved are not lost without asking. */
  if (TABLEE_IS_APPLICATION (app) && tablee_application_ask_before_quit (TABLEE_APPLICATION (app)))
    return TRUE;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (tablee_window_parent_class)->close_request (window);
}

static void
tablee_window_dispose (GObject *object)
{
  TableeWindow *self = TABLEE_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (TABLEE_IS_APPLICATION (app))
    tablee_application_release_awake (TABLEE_APPLICATION (app), self);
  g_clear_handle_id (&self->refocus_id, g_source_remove);
  g_clear_handle_id (&self->narrow_id, g_source_remove);

  G_OBJECT_CLASS (tablee_window_parent_class)->dispose (object);
}

static void
tablee_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TableeWindow *self = TABLEE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TABLE_MODE:
      g_value_set_boolean (value, self->table_mode);
      break;
    case PROP_SAVE_STATUS:
      g_value_set_object (value, tablee_save_status_get_default ());
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TableeWindow *self = TABLEE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TABLE_MODE:
      set_table_mode (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_window_class_init (TableeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tablee_window_dispose;
  object_class->get_property = tablee_window_get_property;
  object_class->set_property = tablee_window_set_property;
  window_class->close_request = tablee_window_close_request;
  widget_class->size_allocate = tablee_window_size_allocate;

  /**
   * TableeWindow:table-mode:
   *
   * Whether the window is in table mode: full screen, the game alone, in
   * large type. It follows the window's full screen state, and sets it.
   */
  properties[PROP_TABLE_MODE] =
    g_param_spec_boolean ("table-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TableeWindow:save-status:
   *
   * Whether every game can be saved: the banner above the pages follows it.
   */
  properties[PROP_SAVE_STATUS] =
    g_param_spec_object ("save-status", NULL, NULL, TABLEE_TYPE_SAVE_STATUS,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, away_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWindow, primary_menu);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, fullscreened_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_title_buttons_cb);

  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, game_action);
  gtk_widget_class_install_action (widget_class, "win.save-finished", NULL, game_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", "(ss)", show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.away-status", "(ss)", away_status_action);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL, retry_save_action);
  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "table-mode");
  gtk_widget_class_install_action (widget_class, "win.leave-table-mode", NULL, leave_table_mode_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.leave-table-mode", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
}

/* One row a page, named by its id: an icon and one line, its label naming
 * it for screen readers; what the page does is its accessible description,
 * not a second line: the first frame measures every text it shows. */
static GtkWidget *
new_sidebar_row (const TableePageInfo *info)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (_(info->title));

  gtk_widget_set_name (row, info->id);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (info->icon));
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  /* Kept through announcements made while the row has the focus. */
  tablee_accessible_set_description (row, _(info->description));

  return row;
}

static void
tablee_window_init (TableeWindow *self)
{
  GSettings *gsettings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  g_autofree char *last_page = NULL;
  GtkEventController *keys;
  const TableePageInfo *pages;
  guint n_pages;

  gtk_widget_init_template (GTK_WIDGET (self));
  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    gtk_list_box_append (self->sidebar, new_sidebar_row (&pages[i]));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  /* Esc leaves the table mode, and only then takes the key. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-table-mode", FALSE);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (gsettings, "window-width"),
                               g_settings_get_int (gsettings, "window-height"));
  if (g_settings_get_boolean (gsettings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (gsettings, "changed::keep-awake",
                           G_CALLBACK (update_awake), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::application", G_CALLBACK (update_awake), NULL);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), NULL);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), self, G_CONNECT_SWAPPED);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  last_page = g_settings_get_string (gsettings, "last-page");
  if (!tablee_window_show_page (self, last_page))
    tablee_window_show_page (self, "welcome");
}

TableeWindow *
tablee_window_new (TableeApplication *application)
{
  return g_object_new (TABLEE_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/* Hand-written: the title, the sidebar's selection and the menu's actions
 * follow the stack's visible page, which a GtkStackSidebar would bind but
 * whose rows could not carry the descriptions screen readers say; pages
 * are built the first time they show. */
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
      /* A game's page is given its game, opened by the registry. */
      g_autoptr(TableeGame) game = tablee_game_registry_open_game (info->id, NULL);

      page = game != NULL ? g_object_new (info->get_type (), "game", game, NULL)
                          : g_object_new (info->get_type (), NULL);
      gtk_stack_add_named (self->stack, page, info->id);
      tablee_accessible_name_buttons_by_text (page);
    }

  gtk_stack_set_visible_child (self->stack, page);
  adw_window_title_set_title (self->content_title, _(info->title));
  gtk_list_box_select_row (self->sidebar, find_row (self, info->id));

  g_settings_set_string (tablee_settings_get_gsettings (tablee_settings_get_default ()), "last-page", info->id);
  update_awake (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", TABLEE_IS_GAME_PAGE (page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-finished", TABLEE_IS_GAME_PAGE (page));

  /* Keyboard shortcuts of a page work as soon as it shows. */
  gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);

  return TRUE;
}

const char *
tablee_window_get_page_id (TableeWindow *self)
{
  g_return_val_if_fail (TABLEE_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
tablee_window_get_page (TableeWindow *self,
                        const char   *id)
{
  g_return_val_if_fail (TABLEE_IS_WINDOW (self), NULL);

  return gtk_stack_get_child_by_name (self->stack, id);
}
