/* tablee-game-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-game-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-accessible.h"
#include "tablee-game-page.h"
#include "tablee-game-registry.h"
#include "tablee-history.h"
#include "tablee-toasts-private.h"

typedef struct
{
  /* Owned */
  TableeGame  *game;
  TableeTable *table;
  /* Why the saved game was set aside, told once the page shows: there is
   * no window before. */
  AdwToast    *store_toast;

  /* The notice showing, the serial of the game's state it was shown at,
   * and whether it is about that state (the damaged-file message is not). */
  AdwToast    *notice;
  guint64      notice_serial;
  gboolean     notice_tied;
  /* The toast of a notice given while the page had no window. */
  AdwToast    *unshown;
  /* The game saved as finished last, while it can be taken back. */
  TableeHistoryEntry *saved;
} TableeGamePagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TableeGamePage, tablee_game_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The display's style sheets, a class at a time: each is loaded once,
 * when the first page of its class is made. */
void
tablee_game_page_load_css (const char *resource)
{
  static GHashTable *loaded;
  g_autoptr(GtkCssProvider) provider = NULL;
  GdkDisplay *display = gdk_display_get_default ();

  if (resource == NULL || display == NULL)
    return;
  if (loaded == NULL)
    loaded = g_hash_table_new (g_str_hash, g_str_equal);
  if (!g_hash_table_add (loaded, (gpointer) resource))
    return;

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, resource);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
update_actions (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo",
                                 tablee_game_get_can_undo (priv->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo",
                                 tablee_game_get_can_redo (priv->game));
}

/* ---- Actions ----------------------------------------------------------- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (widget);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  gboolean redo = g_str_equal (action_name, "game.redo");
  g_autofree char *label = redo ? tablee_game_redo (priv->game) : tablee_game_undo (priv->game);
  g_autofree char *text = NULL;

  if (label == NULL)
    {
      gtk_widget_error_bell (widget);
      return;
    }

  if (redo)
    /* Translators: %s says what was done again, e.g. "Round 3 added". */
    text = g_strdup_printf (_("Redone: %s"), label);
  else
    /* Translators: %s says what was undone, e.g. "Round 3 added". */
    text = g_strdup_printf (_("Undone: %s"), label);

  /* Presses in a row each say at once what they took back: the notice
   * of the step before was withdrawn by this one. */
  tablee_game_page_show_toast (self, text,
                               redo ? _("_Undo") : _("_Redo"),
                               redo ? "game.undo" : "game.redo");
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (widget);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  TableeGamePageClass *klass = TABLEE_GAME_PAGE_GET_CLASS (self);

  tablee_game_new_game (priv->game);
  tablee_game_page_show_toast (self, _("New game started"), _("_Undo"), "game.undo");
  if (klass->new_game_done != NULL)
    klass->new_game_done (self);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (widget);
  TableeGamePageClass *klass = TABLEE_GAME_PAGE_GET_CLASS (self);
  const TableeGameInfo *info = tablee_game_registry_lookup (klass->game_id);
  g_autofree char *id = NULL;

  if (klass->dup_rules_id != NULL)
    id = klass->dup_rules_id (self);

  /* The window opens the rules page: a game page knows nothing of it. */
  if (!gtk_widget_activate_action (widget, "win.show-rules", "(ss)",
                                   info != NULL && info->rules_id != NULL ? info->rules_id : klass->game_id,
                                   id != NULL ? id : "overview"))
    g_warning ("Cannot open the rules of %s: the page is not in a Tablée window", klass->game_id);
}

/* Everyone at the table sits down, as far as the game has seats: one step
 * of the game, and a toast says who sits this one out, or why nobody
 * moved. */
static void
seat_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (widget);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  guint max = tablee_players_get_max_players (tablee_game_get_players (priv->game));
  guint at_table = tablee_players_get_n_players (priv->table);
  /* A step has a label of its own: the same one on top means no step. */
  const char *undo_label = tablee_game_get_undo_label (priv->game);
  g_autofree char *left_out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!tablee_game_seat_table (priv->game, priv->table, FALSE, &left_out, &error))
    {
      tablee_game_page_show_toast (self, error->message, NULL, NULL);
      return;
    }

  if (left_out != NULL)
    {
      /* Translators: the end of "Hugo sits this one out: this game seats
       * at most 4 players." */
      g_autofree char *most = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "this game seats at most %u player",
                                                            "this game seats at most %u players",
                                                            max),
                                               max);

      /* Translators: %s is one or more names ("Hugo, Inès"), then "this
       * game seats at most 4 players". */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s sits this one out: %s.",
                                           "%s sit this one out: %s.",
                                           at_table - max),
                              left_out, most);
    }
  tablee_game_page_show_toast (self, text != NULL ? text : _("Everyone at the table has a seat."),
                               undo_label != tablee_game_get_undo_label (priv->game) ? _("_Undo") : NULL,
                               "game.undo");
}

static void
toast_button_clicked_cb (TableeGamePage *self,
                         AdwToast       *toast)
{
  gtk_widget_activate_action (GTK_WIDGET (self), g_object_get_data (G_OBJECT (toast), "tablee-action"), NULL);
}

/* ---- The history ------------------------------------------------------- */

/* Puts the game in the history; FALSE when it is there already. */
static gboolean
record (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeHistory) history = tablee_history_dup_default (&error);
  g_autoptr(TableeHistoryEntry) entry = NULL;

  if (error != NULL)
    tablee_game_page_show_toast (self, error->message, NULL, NULL);
  if (!tablee_history_record (history, priv->game))
    return FALSE;

  /* Not always the newest: History is in order of start. */
  entry = tablee_history_lookup (history, priv->game);
  g_set_object (&priv->saved, entry);
  return TRUE;
}

/* A game that ends by its rules goes to the history at once. */
static void
game_over_cb (TableeGamePage *self)
{
  AdwToast *toast;

  if (!record (self))
    return;

  toast = tablee_game_page_show_toast (self, _("Game saved in the history"), NULL, NULL);
  adw_toast_set_button_label (toast, _("_Show"));
  /* The window's action, unlike the page's, is found from the toast. */
  adw_toast_set_detailed_action_name (toast, "win.show-page::history");
}

/* A game the table stops before its end is kept only when they say so. */
static void
save_finished_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (widget);

  if (record (self))
    tablee_game_page_show_toast (self, _("Game saved in the history as finished"), _("_Undo"),
                                 "game.unsave-finished");
  else
    tablee_game_page_show_toast (self, _("This game is in the history already"), NULL, NULL);
}

static void
unsave_finished_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (TABLEE_GAME_PAGE (widget));
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  g_autoptr(TableeHistoryEntry) saved = g_steal_pointer (&priv->saved);
  int position = tablee_history_find (history, saved);

  if (position >= 0)
    g_object_unref (tablee_history_remove (history, (guint) position));
}

/* ---- Notices ----------------------------------------------------------- */

static GtkWidget *
page_overlay (TableeGamePage *self)
{
  return gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
}

static void
notice_dismissed_cb (TableeGamePage *self,
                     AdwToast       *toast)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  if (priv->notice != toast)
    return;
  g_signal_handlers_disconnect_by_func (toast, notice_dismissed_cb, self);
  g_clear_object (&priv->notice);
}

/* The notice is the page's no more: its button does nothing, and its
 * toast is dismissed, now or as soon as that is safe. */
static void
retire_notice (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  AdwToast *toast = g_steal_pointer (&priv->notice);

  if (toast == NULL)
    return;

  g_signal_handlers_disconnect_by_func (toast, notice_dismissed_cb, self);
  g_signal_handlers_disconnect_by_func (toast, toast_button_clicked_cb, self);
  tablee_toast_dismiss_when_safe (page_overlay (self), toast);
}

/* Shows toast (a floating or full reference, taken) as the page's one
 * notice: the one showing is withdrawn first, so that the new one shows
 * as soon as it has gone instead of waiting its time out. */
static void
add_notice (TableeGamePage *self,
            AdwToast       *toast,
            gboolean        tied)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  if (tablee_toast_refuse_again (toast))
    return;
  /* Outside a window, nothing shows: there is no notice to keep, but the
   * caller may still set the toast up. */
  if (page_overlay (self) == NULL)
    {
      g_set_object (&priv->unshown, toast);
      tablee_toast_drop (toast);
      return;
    }

  retire_notice (self);

  /* A toast of high priority would push the one showing back into the
   * overlay's queue, to play again later, whatever it said. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_NORMAL);
  priv->notice = g_object_ref_sink (toast);
  priv->notice_serial = priv->game != NULL ? tablee_game_get_serial (priv->game) : 0;
  priv->notice_tied = tied;
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (notice_dismissed_cb), self);
  /* The overlay takes a reference of its own. */
  tablee_add_toast (GTK_WIDGET (self), g_object_ref (toast));
  g_object_unref (toast);
}

/* A notice about the game describes the state it was shown in: the next
 * change of the game withdraws it. */
static void
game_changed_cb (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  if (priv->notice != NULL && priv->notice_tied &&
      priv->notice_serial < tablee_game_get_serial (priv->game))
    retire_notice (self);
}

/* ---- Life cycle -------------------------------------------------------- */

static void
map_cb (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  if (priv->store_toast != NULL)
    add_notice (self, g_steal_pointer (&priv->store_toast), FALSE);
}

/* What a toast offers to do on this page makes no sense on another. Only
 * when another page shows in the overlay: a closing window takes the
 * toasts with it, and the overlay cannot hide a toast while it unmaps. */
static void
unmap_cb (TableeGamePage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (overlay == NULL || !gtk_widget_get_mapped (overlay))
    return;

  retire_notice (self);
  /* GTK 4.8 keeps a reference to a page hidden with the focus inside,
   * one more each time (the page then outlives its window): the focus
   * leaves it now. The stack hiding it gives the page shown the focus
   * next, and gives it back to the same widget when this one shows again. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_root_set_focus (root, NULL);
}

static void
tablee_game_page_dispose (GObject *object)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (object);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  if (priv->notice != NULL)
    g_signal_handlers_disconnect_by_func (priv->notice, notice_dismissed_cb, self);
  g_clear_object (&priv->notice);
  g_clear_object (&priv->unshown);
  if (priv->game != NULL)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_clear_object (&priv->game);
  g_clear_object (&priv->saved);
  g_clear_object (&priv->table);
  g_clear_object (&priv->store_toast);

  G_OBJECT_CLASS (tablee_game_page_parent_class)->dispose (object);
}

static void
tablee_game_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, tablee_game_page_get_game (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_game_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (object);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      priv->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void set_up_game (TableeGamePage *self);

/* A page is given its game; one made without (a test's) gets the game of
 * its kind from the registry, opened as the window's are. */
static void
tablee_game_page_constructed (GObject *object)
{
  TableeGamePage *self = TABLEE_GAME_PAGE (object);
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  TableeGamePageClass *klass = TABLEE_GAME_PAGE_GET_CLASS (self);

  G_OBJECT_CLASS (tablee_game_page_parent_class)->constructed (object);

  if (priv->game == NULL)
    {
      const TableeGameInfo *info = tablee_game_registry_lookup (klass->game_id);

      if (info == NULL)
        g_error ("%s is given no game, and its game_id “%s” is in no registry",
                 G_OBJECT_TYPE_NAME (self), klass->game_id);
      priv->game = tablee_game_registry_open_game (info->id, NULL);
    }
  set_up_game (self);
}

static void
tablee_game_page_class_init (TableeGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tablee_game_page_constructed;
  object_class->dispose = tablee_game_page_dispose;
  object_class->get_property = tablee_game_page_get_property;
  object_class->set_property = tablee_game_page_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TABLEE_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "game.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "game.seat-table", NULL, seat_table_action);
  gtk_widget_class_install_action (widget_class, "game.save-finished", NULL, save_finished_action);
  gtk_widget_class_install_action (widget_class, "game.unsave-finished", NULL, unsave_finished_action);
}

static void
tablee_game_page_init (TableeGamePage *self)
{
  const struct {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } keys[] = {
    { GDK_KEY_z, GDK_CONTROL_MASK, "game.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo" },
    { GDK_KEY_n, GDK_CONTROL_MASK, "game.new-game" },
    { GDK_KEY_F1, 0, "game.rules" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  /* Handled by the window, wherever the focus is (a button that went
   * insensitive when clicked leaves the page without any); an entry that
   * undoes its own text gets the key first. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval,
                                                                                    keys[i].modifiers),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (unmap_cb), NULL);
}

/* Seats the table, and keeps why the saved game was not loaded (the
 * registry opened it) for when the page shows. */
static void
set_up_game (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);
  TableeGame *game = priv->game;
  const char *open_message;

  /* Not from this class's init: while it runs, the instance's class is
   * this one, not the page's, which has the style sheet. */
  tablee_game_page_load_css (TABLEE_GAME_PAGE_GET_CLASS (self)->css_resource);
  priv->table = tablee_table_dup_default ();
  /* The registry seats the games it opens at the table before loading. */
  if (tablee_players_get_table (tablee_game_get_players (game)) == NULL)
    tablee_players_set_table (tablee_game_get_players (game), priv->table);
  open_message = tablee_game_registry_get_open_message (game);
  if (open_message != NULL)
    priv->store_toast = tablee_toast_new_plain (open_message);
  /* A saved game brought its players to the table; a new one seats the
   * table's. */
  if (tablee_players_find (priv->table, tablee_players_get_player (tablee_game_get_players (game), 0)) < 0)
    tablee_game_seat_table (game, priv->table, TRUE, NULL, NULL);

  g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (game, "notify::can-undo", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (game, "notify::can-redo", G_CALLBACK (update_actions), self);
  update_actions (self);
}

TableeGame *
tablee_game_page_get_game (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (self), NULL);

  return priv->game;
}

/**
 * tablee_game_page_show_toast:
 *
 * Returns: (transfer none): the toast, shown
 */
AdwToast *
tablee_game_page_show_toast (TableeGamePage *self,
                             const char     *text,
                             const char     *button_label,
                             const char     *action_name)
{
  AdwToast *toast;

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  toast = tablee_toast_new_plain (text);
  if (button_label != NULL && action_name != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      /* The page's actions are not the window's: the toast's own
       * action-name would not find them. */
      g_object_set_data_full (G_OBJECT (toast), "tablee-action", g_strdup (action_name), g_free);
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (toast_button_clicked_cb),
                               self, G_CONNECT_SWAPPED);
    }
  tablee_game_page_add_toast (self, toast);

  return toast;
}

void
tablee_game_page_add_toast (TableeGamePage *self,
                            AdwToast       *toast)
{
  g_return_if_fail (TABLEE_IS_GAME_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  add_notice (self, toast, TRUE);
}

AdwToast *
tablee_game_page_get_toast (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (self), NULL);

  return priv->notice;
}

gboolean
tablee_game_page_get_notice_serial (TableeGamePage *self,
                                    guint64        *serial)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (self), FALSE);

  if (priv->notice == NULL || !priv->notice_tied)
    return FALSE;
  if (serial != NULL)
    *serial = priv->notice_serial;

  return TRUE;
}

void
tablee_game_page_withdraw_notice (TableeGamePage *self)
{
  TableeGamePagePrivate *priv = tablee_game_page_get_instance_private (self);

  g_return_if_fail (TABLEE_IS_GAME_PAGE (self));

  if (priv->notice_tied)
    retire_notice (self);
}

void
tablee_game_page_announce (TableeGamePage *self,
                           const char     *text)
{
  g_return_if_fail (TABLEE_IS_GAME_PAGE (self));
  g_return_if_fail (text != NULL);

  /* A page that does not show (another page does, or a test's page in no
   * window) has nothing to say. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    tablee_accessible_announce (GTK_WIDGET (self), text);
}
