/* tablee-player-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-player-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-game-page.h"
#include "tablee-player-editor.h"
#include "tablee-player-pick.h"
#include "tablee-toasts-private.h"

struct _TableePlayerEditor
{
  AdwBin          parent_instance;

  /* Template widgets */
  GtkListBox      *list;
  AdwEntryRow     *new_row;
  GtkLabel        *error_label;
  GtkWidget       *table_group;
  GtkFlowBox      *pick_box;

  /* Owned */
  TableePlayers   *players;
  /* The last player removed and where it was, for undo. */
  TableePlayer    *removed;
  guint           removed_position;
  AdwToast        *removed_toast;  /* weak */
  /* The callbacks of a player's row. */
  GtkBuilderScope *row_scope;
  /* Who is at the table without a seat here: the table, filtered. */
  GtkFilterListModel *pickable;
  GtkFilter       *unseated;
};

G_DEFINE_FINAL_TYPE (TableePlayerEditor, tablee_player_editor, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows under the list why a change was refused and marks the entry it
 * came from, if any; no error clears both. Returns whether all went well.
 * Hand-written: a refusal is what an action answered, not a state of the
 * players that a binding could follow. */
static gboolean
show_error (TableePlayerEditor *self,
            GtkWidget          *entry,
            const GError       *error)
{
  gtk_label_set_text (self->error_label, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), error != NULL);
  if (entry != NULL && error != NULL)
    gtk_widget_add_css_class (entry, "error");
  else if (entry != NULL)
    gtk_widget_remove_css_class (entry, "error");

  return error == NULL;
}

/* The first seat nobody has named yet, still with the name Tablée gave it
 * ("Player 2"), or -1. */
static int
first_placeholder (TableePlayerEditor *self)
{
  guint n = tablee_players_get_n_players (self->players);
  guint limit = tablee_players_get_max_players (self->players) + n;

  for (guint i = 0; i < n; i++)
    for (guint k = 1; k <= limit; k++)
      {
        /* The same words as tablee_players_suggest_name(). */
        g_autofree char *placeholder = g_strdup_printf (_("Player %u"), k);

        if (g_str_equal (tablee_player_get_name (tablee_players_get_player (self->players, i)), placeholder))
          return (int) i;
      }

  return -1;
}

/* Puts the keyboard focus in the name entry of the row at position, or in
 * the entry for the next player after the last row. */
static void
focus_row (TableePlayerEditor *self,
           guint               position)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) position);

  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->new_row));
}

/* Hand-written: the actions' enabling, and the focus that must leave the
 * entry before it goes insensitive, in that order. */
static void
update_actions (TableePlayerEditor *self)
{
  guint n = self->players != NULL ? tablee_players_get_n_players (self->players) : 0;
  gboolean room = self->players != NULL && n < tablee_players_get_max_players (self->players);
  gboolean can_name = room || (self->players != NULL && first_placeholder (self) >= 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.add", room);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo-remove", self->removed != NULL);
  /* The table is full: the focus goes to the last player's name before the
   * entry for the next one goes insensitive under it. */
  if (!can_name && n > 0 &&
      (gtk_widget_get_state_flags (GTK_WIDGET (self->new_row)) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0)
    focus_row (self, n - 1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->new_row), can_name);
  gtk_widget_set_visible (GTK_WIDGET (self->list), n > 0);
}

static guint
row_position (GtkWidget *child)
{
  GtkWidget *row = gtk_widget_get_ancestor (child, GTK_TYPE_LIST_BOX_ROW);

  return (guint) gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
}

static void
entry_apply_cb (AdwEntryRow        *row,
                TableePlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  guint position = row_position (GTK_WIDGET (row));

  tablee_players_rename (self->players, position, gtk_editable_get_text (GTK_EDITABLE (row)), &error);
  /* The rows were rebuilt: go on to the next name rather than leave the
   * focus nowhere (or back in this name, selected). */
  if (show_error (self, GTK_WIDGET (row), error))
    focus_row (self, position + 1);
}

/* Enter in the entry for the next player: the name goes to the first seat
 * still named "Player N", else to a new seat; the focus stays in the entry,
 * empty, for the next name. */
static void
new_row_activated_cb (TableePlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->new_row));
  g_autofree char *trimmed = g_strstrip (g_strdup (name));
  int placeholder;
  gboolean ok;

  /* Enter in the empty entry asks for nothing: no "Player N" comes of it. */
  if (trimmed[0] == '\0')
    return;

  /* A name somebody at the table has seats them rather than renaming. */
  placeholder = first_placeholder (self);
  ok = placeholder >= 0 && tablee_players_rename (self->players, placeholder, name, &error);
  if (!ok && (placeholder < 0 || (tablee_players_get_table (self->players) != NULL &&
                                  g_error_matches (error, TABLEE_PLAYERS_ERROR,
                                                   TABLEE_PLAYERS_ERROR_DUPLICATE_NAME))))
    {
      g_clear_error (&error);
      ok = tablee_players_add (self->players, name, &error) != NULL;
    }

  if (!show_error (self, GTK_WIDGET (self->new_row), error))
    return;

  gtk_editable_set_text (GTK_EDITABLE (self->new_row), "");
  update_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->new_row));
}

/* The buttons "up" and "down" of a row (their ids in its .ui). */
static void
move_clicked_cb (GtkButton          *button,
                 TableePlayerEditor *self)
{
  guint position = row_position (GTK_WIDGET (button));
  gboolean up = g_str_equal (gtk_buildable_get_buildable_id (GTK_BUILDABLE (button)), "up");

  if (!up || position > 0)
    tablee_players_move (self->players, position, up ? position - 1 : position + 1);
}

static void
undo_remove (TableePlayerEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->removed == NULL)
    return;

  tablee_players_insert (self->players, self->removed_position, self->removed, &error);
  show_error (self, NULL, error);

  g_clear_object (&self->removed);
  /* Through the guard: the toast may still be coming in, and libadwaita
   * 1.2 crashes on a toast dismissed then. */
  if (self->removed_toast != NULL)
    tablee_toast_dismiss_when_safe (gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY),
                                    g_object_ref (self->removed_toast));
  update_actions (self);
}

static void
remove_clicked_cb (GtkButton          *button,
                   TableePlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  TableePlayer *player;
  AdwToast *toast;
  guint position = row_position (GTK_WIDGET (button));

  player = tablee_players_remove (self->players, position, &error);
  if (!show_error (self, NULL, error))
    return;

  g_clear_object (&self->removed);
  self->removed = player;
  self->removed_position = position;

  /* Translators: a toast after a player was removed; %s is the name. */
  title = g_strdup_printf (_("“%s” removed"), tablee_player_get_name (player));
  toast = tablee_toast_new_plain (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_remove), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->removed_toast, toast);
  tablee_add_toast (GTK_WIDGET (self), toast);

  update_actions (self);
}

/* Names a button of a row after its player, for the eye and the ear. */
static void
name_button (GtkBuilder *builder,
             const char *id,
             char       *label,
             gboolean    sensitive)
{
  GtkWidget *button = GTK_WIDGET (gtk_builder_get_object (builder, id));

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_sensitive (button, sensitive);
  g_free (label);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TableePlayerEditor *self = user_data;
  TableePlayer *player = item;
  const char *name = tablee_player_get_name (player);
  int position = tablee_players_find (self->players, player);
  guint n = tablee_players_get_n_players (self->players);
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autofree char *title = NULL;
  g_autofree char *swatch = NULL;
  GtkWidget *row;

  gtk_builder_set_scope (builder, self->row_scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  gtk_builder_add_from_resource (builder, RESOURCE_BASE "/ui/tablee-player-editor-row.ui", NULL);
  row = GTK_WIDGET (gtk_builder_get_object (builder, "row"));

  /* Translators: the title of a player's row: their place at the table. */
  title = g_strdup_printf (_("Seat %d"), position + 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  /* The player's colour, as everywhere else they appear. */
  swatch = g_strdup_printf ("<span foreground=\"%s\" size=\"x-large\">●</span>",
                            tablee_player_get_colour (player));
  gtk_label_set_markup (GTK_LABEL (gtk_builder_get_object (builder, "swatch")), swatch);

  /* Translators: %s is a player's name. */
  name_button (builder, "up", g_strdup_printf (_("Move %s up"), name), position > 0);
  /* Translators: %s is a player's name. */
  name_button (builder, "down", g_strdup_printf (_("Move %s down"), name), position + 1 < (int) n);
  /* Translators: %s is a player's name. */
  name_button (builder, "remove", g_strdup_printf (_("Remove %s"), name),
               n > tablee_players_get_min_players (self->players));

  return g_object_ref (row);
}

/* Who is at the table without a seat here: a button each, to seat them. */
static gboolean
unseated_cb (gpointer item,
             gpointer user_data)
{
  TableePlayerEditor *self = user_data;

  return self->players != NULL && tablee_players_find (self->players, item) < 0;
}

static GtkWidget *
create_pick (gpointer item,
             gpointer user_data)
{
  return tablee_player_pick_new (item);
}

/* The buttons show when there is somebody to seat. Hand-written: GTK 4.8's
 * filter model has no "n-items" property to bind. */
static void
pickable_items_changed_cb (TableePlayerEditor *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->pick_box),
                          g_list_model_get_n_items (G_LIST_MODEL (self->pickable)) > 0);
}

/* Seat numbers and the move and remove buttons depend on the whole list:
 * rebuild every row when it changes. */
static void
players_items_changed_cb (TableePlayerEditor *self)
{
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->players), create_row, self, NULL);
  update_actions (self);
  /* Who is seated changed: who may be picked too. */
  gtk_filter_changed (self->unseated, GTK_FILTER_CHANGE_DIFFERENT);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableePlayerEditor *self = TABLEE_PLAYER_EDITOR (widget);
  g_autofree char *name = tablee_players_suggest_name (self->players);
  g_autoptr(GError) error = NULL;

  tablee_players_add (self->players, name, &error);
  /* Ready to type the new name. */
  if (show_error (self, NULL, error))
    focus_row (self, tablee_players_get_n_players (self->players) - 1);
}

static void
seat_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableePlayerEditor *self = TABLEE_PLAYER_EDITOR (widget);
  g_autoptr(GError) error = NULL;

  tablee_players_add (self->players, g_variant_get_string (parameter, NULL), &error);
  show_error (self, NULL, error);
}

/* The table's own window: the popover the editor may be in closes first,
 * so that it neither stays over that window nor takes its first click. */
static void
edit_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_activate_action (widget, "app.edit-table", NULL);
}

static void
undo_remove_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  undo_remove (TABLEE_PLAYER_EDITOR (widget));
}

/* The focus goes where a name is typed: the entry for the next player, or
 * the last name when the table is full. */
static gboolean
tablee_player_editor_grab_focus (GtkWidget *widget)
{
  TableePlayerEditor *self = TABLEE_PLAYER_EDITOR (widget);
  guint n = self->players != NULL ? tablee_players_get_n_players (self->players) : 0;

  if (gtk_widget_get_sensitive (GTK_WIDGET (self->new_row)) || n == 0)
    return gtk_widget_grab_focus (GTK_WIDGET (self->new_row));

  return gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, (int) n - 1)));
}

static void
tablee_player_editor_dispose (GObject *object)
{
  TableePlayerEditor *self = (TableePlayerEditor *)object;

  tablee_player_editor_set_players (self, NULL);
  g_clear_weak_pointer (&self->removed_toast);

  g_clear_object (&self->row_scope);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_PLAYER_EDITOR);
  g_clear_object (&self->pickable);
  g_clear_object (&self->unseated);

  G_OBJECT_CLASS (tablee_player_editor_parent_class)->dispose (object);
}

static void
tablee_player_editor_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TableePlayerEditor *self = TABLEE_PLAYER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_player_editor_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TableePlayerEditor *self = TABLEE_PLAYER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_PLAYERS:
      tablee_player_editor_set_players (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_player_editor_class_init (TableePlayerEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_player_editor_dispose;
  object_class->get_property = tablee_player_editor_get_property;
  object_class->set_property = tablee_player_editor_set_property;
  widget_class->grab_focus = tablee_player_editor_grab_focus;

  /**
   * TableePlayerEditor:players:
   *
   * The players edited: a game page binds its game's players here.
   */
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, TABLEE_TYPE_PLAYERS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-player-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TableePlayerEditor, list);
  gtk_widget_class_bind_template_child (widget_class, TableePlayerEditor, new_row);
  gtk_widget_class_bind_template_child (widget_class, TableePlayerEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, TableePlayerEditor, table_group);
  gtk_widget_class_bind_template_child (widget_class, TableePlayerEditor, pick_box);
  gtk_widget_class_bind_template_callback (widget_class, new_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "editor.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "editor.undo-remove", NULL, undo_remove_action);
  gtk_widget_class_install_action (widget_class, "editor.seat", "s", seat_action);
  gtk_widget_class_install_action (widget_class, "editor.edit-table", NULL, edit_table_action);
}

static void
tablee_player_editor_init (TableePlayerEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->row_scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (self->row_scope),
                                           "entry_apply_cb", G_CALLBACK (entry_apply_cb),
                                           "move_clicked_cb", G_CALLBACK (move_clicked_cb),
                                           "remove_clicked_cb", G_CALLBACK (remove_clicked_cb),
                                           NULL);
  self->unseated = GTK_FILTER (gtk_custom_filter_new (unseated_cb, self, NULL));
  self->pickable = gtk_filter_list_model_new (NULL, g_object_ref (self->unseated));
  g_signal_connect_swapped (self->pickable, "items-changed", G_CALLBACK (pickable_items_changed_cb), self);
  gtk_flow_box_bind_model (self->pick_box, G_LIST_MODEL (self->pickable), create_pick, NULL, NULL);
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
  update_actions (self);
}

void
tablee_player_editor_set_players (TableePlayerEditor *self,
                                  TableePlayers      *players)
{
  TableePlayers *table;

  g_return_if_fail (TABLEE_IS_PLAYER_EDITOR (self));
  g_return_if_fail (players == NULL || TABLEE_IS_PLAYERS (players));

  if (self->players == players)
    return;

  if (self->players != NULL)
    g_signal_handlers_disconnect_by_data (self->players, self);
  g_clear_object (&self->removed);
  g_set_object (&self->players, players);

  if (players != NULL)
    g_signal_connect_swapped (players, "items-changed", G_CALLBACK (players_items_changed_cb), self);
  /* The table's changes change who may be picked: the filter follows it. */
  table = players != NULL ? tablee_players_get_table (players) : NULL;
  gtk_filter_list_model_set_model (self->pickable, G_LIST_MODEL (table));
  pickable_items_changed_cb (self);
  gtk_widget_set_visible (self->table_group, table != NULL);
  show_error (self, NULL, NULL);
  players_items_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS]);
}
