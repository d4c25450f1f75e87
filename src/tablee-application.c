/* tablee-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-application"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-application.h"
#include "tablee-history-page.h"
#include "tablee-pages.h"
#include "tablee-player-editor.h"
#include "tablee-preferences-window.h"
#include "tablee-save-status.h"
#include "tablee-settings.h"
#include "tablee-sound.h"
#include "tablee-store.h"
#include "tablee-table.h"
#include "tablee-window.h"

struct _TableeApplication
{
  AdwApplication  parent_instance;

  /* Owned */
  GHashTable     *awake_owners;   /* owner → reason */
  TableeTable    *table;
  TableeStore    *table_store;
  guint           inhibit_cookie;
  /* The user chose to quit although changes could not be saved. */
  gboolean        quit_confirmed;
  GtkWindow      *quit_dialog;  /* weak */
};

G_DEFINE_FINAL_TYPE (TableeApplication, tablee_application, ADW_TYPE_APPLICATION)

static TableeWindow *
get_window (TableeApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      window = GTK_WINDOW (tablee_window_new (self));
      gtk_window_present (window);
    }

  return TABLEE_WINDOW (window);
}

static void
update_inhibit (TableeApplication *self)
{
  gboolean wanted = g_hash_table_size (self->awake_owners) > 0;

  if (wanted && self->inhibit_cookie == 0)
    {
      GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
      GHashTableIter iter;
      gpointer reason = NULL;

      g_hash_table_iter_init (&iter, self->awake_owners);
      g_hash_table_iter_next (&iter, NULL, &reason);
      self->inhibit_cookie = gtk_application_inhibit (GTK_APPLICATION (self),
                                                      window,
                                                      GTK_APPLICATION_INHIBIT_IDLE,
                                                      reason);
    }
  else if (!wanted && self->inhibit_cookie != 0)
    {
      gtk_application_uninhibit (GTK_APPLICATION (self), self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

static void
tablee_application_activate (GApplication *app)
{
  get_window (TABLEE_APPLICATION (app));
}

static int
tablee_application_handle_local_options (GApplication *app,
                                         GVariantDict *options)
{
  const char *game = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", _("Tablée"), PACKAGE_VERSION);
      return 0;
    }

  if (g_variant_dict_lookup (options, "game", "&s", &game) &&
      (g_strcmp0 (game, "welcome") == 0 || tablee_pages_lookup (game) == NULL))
    {
      g_autoptr(GString) valid = g_string_new (NULL);
      const TableePageInfo *pages;
      guint n_pages;

      pages = tablee_pages_get (&n_pages);
      for (guint i = 0; i < n_pages; i++)
        if (!g_str_equal (pages[i].id, "welcome"))
          g_string_append_printf (valid, "%s%s", valid->len > 0 ? ", " : "", pages[i].id);

      /* Translators: the first %s is what the user typed, the second the list of valid values. */
      g_printerr (_("tablee: unknown game “%s”; use one of: %s\n"), game, valid->str);
      return 2;
    }

  return -1;
}

static int
tablee_application_command_line (GApplication            *app,
                                 GApplicationCommandLine *command_line)
{
  TableeApplication *self = TABLEE_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  TableeWindow *window = get_window (self);
  const char *game = NULL;

  g_autofree const char **files = NULL;

  /* Through the action, which also brings a folded window to the page. */
  if (g_variant_dict_lookup (options, "game", "&s", &game))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", game);

  gtk_window_present (GTK_WINDOW (window));

  /* A file to import (a BG Stats export, a history of Tablée) opens in
   * History, at the import's preview. */
  if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files))
    for (guint i = 0; files[i] != NULL; i++)
      {
        g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, files[i]);

        gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "history");
        tablee_history_page_open (TABLEE_HISTORY_PAGE (tablee_window_get_page (window, "history")), file);
      }

  return 0;
}

static void
tablee_application_shutdown (GApplication *app)
{
  TableeApplication *self = TABLEE_APPLICATION (app);

  tablee_store_flush_all ();
  g_hash_table_remove_all (self->awake_owners);
  update_inhibit (self);

  G_APPLICATION_CLASS (tablee_application_parent_class)->shutdown (app);
}

static gboolean
quit_confirmed_cb (gpointer data)
{
  g_action_group_activate_action (G_ACTION_GROUP (data), "quit", NULL);

  return G_SOURCE_REMOVE;
}

/* Quits once the dialog closed: not while it answers, its window still
 * transient for the window quitting destroys. */
static void
quit_response_cb (TableeApplication *self,
                  const char        *response)
{
  if (!g_str_equal (response, "quit"))
    return;

  self->quit_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, quit_confirmed_cb, g_object_ref (self), g_object_unref);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TableeApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  if (tablee_application_ask_before_quit (self))
    return;

  /* Closing the windows lets each save its state the normal way. */
  for (GList *l = windows; l != NULL; l = windows)
    {
      windows = l->next;
      gtk_window_destroy (GTK_WINDOW (l->data));
    }

  g_application_quit (G_APPLICATION (self));
}

/* The application's accelerators reach only the windows it holds: the
 * others get Ctrl+W themselves. */
void
tablee_application_add_window_keys (GtkWindow *window)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TableeApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWindow *preferences = GTK_WINDOW (tablee_preferences_window_new ());

  gtk_window_set_transient_for (preferences, parent);
  tablee_application_add_window_keys (preferences);
  gtk_window_present (preferences);
}

/* libadwaita 1.2 leaves the About window's version button (a label inside
 * a button) and its pages' back buttons (an icon) unnamed: named here. */
static void
name_about_buttons (GtkWidget *widget)
{
  GtkWidget *child = GTK_IS_BUTTON (widget) ? gtk_button_get_child (GTK_BUTTON (widget)) : NULL;

  if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), PACKAGE_VERSION) == 0)
    {
      /* Translators: %s is the version number, e.g. 0.2.0. */
      g_autofree char *name = g_strdup_printf (_("Version %s"), PACKAGE_VERSION);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      return;
    }
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "go-previous-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back"), -1);

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    name_about_buttons (child);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  TableeApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Tablée developers", NULL };
  const char *games[] = {
    _("Not Not, by Igiari, after the video game by Alt Shift"),
    _("Frantic, by Rulefactory"),
    _("Who’s Next?, by Don’t Panic Games"),
    _("La Guerre des Sons, a card game for learning music"),
    NULL
  };
  GtkWidget *about;

  /* libadwaita 1.2 cannot read the metainfo itself: the same facts, here. */
  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "application-name", _("Tablée"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Dice, timers, scores and rules for party games played with real cards and dice."),
                        "developer-name", _("The Tablée developers"),
                        "developers", developers,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/tablee/tablee",
                        "issue-url", "https://github.com/tablee/tablee/issues",
                        /* Translators: put your name here, one per line. */
                        "translator-credits", _("translator-credits"),
                        "copyright", "© 2026 The Tablée developers",
                        NULL);
  /* The games are their makers': Tablée only keeps them company. */
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about),
                                                _("The games, by their publishers"),
                                                games);
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("Igiari (Not Not)"), "https://www.igiari.com");
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("Don’t Panic Games (Who’s Next?)"),
                             "https://www.dontpanicgames.com");
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  tablee_application_add_window_keys (GTK_WINDOW (about));
  name_about_buttons (about);
  gtk_window_present (GTK_WINDOW (about));
}

/* The people at the table, edited once for every game, in a window of
 * their own, built when first asked for. */
static void
edit_table_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  TableeApplication *self = TABLEE_APPLICATION (user_data);
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *window;
  GtkWidget *editor;

  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tablee-table-window.ui");
  window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  editor = GTK_WIDGET (gtk_builder_get_object (builder, "editor"));
  tablee_player_editor_set_players (TABLEE_PLAYER_EDITOR (editor), self->table);
  gtk_window_set_transient_for (window, gtk_application_get_active_window (GTK_APPLICATION (self)));
  tablee_application_add_window_keys (window);
  gtk_window_present (window);
  /* Typing goes to the next name, not to the first button (Enter there
   * would add a "Player N" nobody asked for). */
  gtk_widget_grab_focus (editor);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "preferences", preferences_action },
  { "about", about_action },
  { "edit-table", edit_table_action },
};

static void
tablee_application_startup (GApplication *app)
{
  TableeApplication *self = TABLEE_APPLICATION (app);
  TableeSettings *settings;
  TableeSound *sound;
  g_autoptr(GError) error = NULL;
  /* The shortcuts window is not at gtk/help-overlay.ui, where GtkApplication
   * would build it with every window: its shortcut is set here. */
  static const struct {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    /* Every window closes as in other GNOME apps (the main one saves and
     * quits, as its close button does). */
    { "window.close", { "<Control>w", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.fullscreen", { "F11", NULL } },
    { "win.back", { "<Alt>Left", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  G_APPLICATION_CLASS (tablee_application_parent_class)->startup (app);

  /* One copy writes a data folder: a second one (without a D-Bus session,
   * or from another session) saves nothing, and its window says so. */
  if (!tablee_store_lock_data_dir (&error))
    {
      g_message ("%s", error->message);
      g_clear_error (&error);
    }

  /* The people at the table, before any game seats them. A damaged file
   * is set aside: the games bring their players back to the table. */
  self->table = tablee_table_dup_default ();
  self->table_store = tablee_store_new ("table", TABLEE_TABLE_FORMAT_VERSION);
  if (!tablee_store_attach (self->table_store, TABLEE_SAVEABLE (self->table), &error))
    g_message ("The players at the table were not loaded: %s", error->message);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);

  /* The sound preferences drive the one sound player every game uses. */
  settings = tablee_settings_get_default ();
  sound = tablee_sound_get_default ();
  g_settings_bind (tablee_settings_get_gsettings (settings), "sound-enabled",
                   sound, "enabled", G_SETTINGS_BIND_GET);
  /* Nothing here reaches the sound server: libcanberra is loaded and
   * connected on the first sound (or when the Preferences ask whether
   * there is sound), not to spend a start's time and memory on it. */
  g_settings_bind (tablee_settings_get_gsettings (settings), "sound-volume",
                   sound, "volume", G_SETTINGS_BIND_GET);
}

static void
tablee_application_finalize (GObject *object)
{
  TableeApplication *self = TABLEE_APPLICATION (object);

  if (self->quit_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->quit_dialog), (gpointer *) &self->quit_dialog);
  g_clear_pointer (&self->awake_owners, g_hash_table_unref);
  g_clear_object (&self->table_store);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (tablee_application_parent_class)->finalize (object);
}

static void
tablee_application_class_init (TableeApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = tablee_application_finalize;

  app_class->activate = tablee_application_activate;
  app_class->startup = tablee_application_startup;
  app_class->shutdown = tablee_application_shutdown;
  app_class->handle_local_options = tablee_application_handle_local_options;
  app_class->command_line = tablee_application_command_line;
}

static void
tablee_application_init (TableeApplication *self)
{
  static const GOptionEntry options[] = {
    { "game", 'g', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, NULL,
      N_("Open a game: notnot, frantic, whosnext, soundbattle or rules"), N_("GAME") },
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Show the version and quit"), NULL },
    { G_OPTION_REMAINING, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME_ARRAY, NULL,
      NULL, N_("[FILE…]") },
    { NULL }
  };

  self->awake_owners = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("A companion for party games played with real cards and dice."));
}

TableeApplication *
tablee_application_new (void)
{
  return g_object_new (TABLEE_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

void
tablee_application_hold_awake (TableeApplication *self,
                               gpointer           owner,
                               const char        *reason)
{
  g_return_if_fail (TABLEE_IS_APPLICATION (self));
  g_return_if_fail (owner != NULL);

  g_hash_table_replace (self->awake_owners, owner, g_strdup (reason));
  update_inhibit (self);
}

void
tablee_application_release_awake (TableeApplication *self,
                                  gpointer           owner)
{
  g_return_if_fail (TABLEE_IS_APPLICATION (self));

  g_hash_table_remove (self->awake_owners, owner);
  update_inhibit (self);
}

gboolean
tablee_application_is_kept_awake (TableeApplication *self)
{
  g_return_val_if_fail (TABLEE_IS_APPLICATION (self), FALSE);

  return g_hash_table_size (self->awake_owners) > 0;
}

/* Before quitting: every save that failed is tried once more and, if
 * changes still cannot be saved, the user is asked. Returns TRUE when the
 * question is asked instead of quitting (its answer quits, or not). */
gboolean
tablee_application_ask_before_quit (TableeApplication *self)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (TABLEE_IS_APPLICATION (self), FALSE);

  if (self->quit_confirmed)
    return FALSE;
  if (self->quit_dialog != NULL)
    {
      gtk_window_present (self->quit_dialog);
      return TRUE;
    }
  if (tablee_store_flush_all () ||
      !tablee_save_status_get_asks_before_quit (tablee_save_status_get_default ()))
    return FALSE;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                                       _("Quit without saving?"), NULL));
  adw_message_dialog_format_body (dialog, "%s\n\n%s",
                                  tablee_save_status_get_message (tablee_save_status_get_default ()),
                                  _("Your last changes could not be saved: if you quit now, they will be lost."));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "quit", _("_Quit Anyway"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "quit", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  /* Each answer is named by its text, not by its text and mnemonic. */
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (quit_response_cb), self, G_CONNECT_SWAPPED);
  self->quit_dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->quit_dialog);
  gtk_window_present (GTK_WINDOW (dialog));

  return TRUE;
}
