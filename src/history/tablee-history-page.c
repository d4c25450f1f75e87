/* tablee-history-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-page"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-accessible.h"
#include "tablee-export.h"
#include "tablee-game-page.h"
#include "tablee-game-registry.h"
#include "tablee-history-page-private.h"
#include "tablee-history-labels.h"
#include "tablee-stats-view.h"
#include "tablee-table.h"

struct _TableeHistoryPage
{
  AdwBin              parent_instance;

  /* Template widgets */
  GtkDropDown        *game_dropdown;
  GtkDropDown        *player_dropdown;
  GtkStringList      *player_names;
  GtkListView        *games_view;
  GtkFilterListModel *games;
  GtkCustomFilter    *filter;
  GtkListItemFactory *row_factory;
  GtkListBox         *standings_list;
  GtkRevealer        *import_revealer;
  GtkProgressBar     *import_progress;

  /* Owned */
  TableeHistory      *history;
  TableeTable        *table;
  /* The ids behind player_names, "All Players" first (NULL). */
  GPtrArray          *player_ids;
  char               *store_error;
  /* The game deleted last, for undo. */
  TableeHistoryEntry *deleted;
  gboolean            filling;
  AdwToast           *toast;  /* weak */
  /* The import under way: read in a thread, then merged in steps. */
  GCancellable       *import_cancellable;
  TableeHistoryImport *import;
  guint               import_source;
};

G_DEFINE_FINAL_TYPE (TableeHistoryPage, tablee_history_page, ADW_TYPE_BIN)

/* ---- Texts ------------------------------------------------------------- */

/* The name of the table's player with that id, or recorded when nobody at
 * the table has it any more. */
static char *
tablee_history_dup_name (const char *id,
                         const char *recorded)
{
  g_autoptr(TableeTable) table = tablee_table_dup_default ();
  TableePlayers *people = table;

  for (guint i = 0; i < tablee_players_get_n_players (people); i++)
    {
      TableePlayer *player = tablee_players_get_player (people, i);

      if (g_str_equal (tablee_player_get_id (player), id))
        return g_strdup (tablee_player_get_name (player));
    }

  return g_strdup (recorded);
}

char *
tablee_history_dup_player_name (TableeHistoryEntry *entry,
                                guint               seat)
{
  return tablee_history_dup_name (tablee_history_entry_get_player_id (entry, seat),
                                  tablee_history_entry_get_player_name (entry, seat));
}

char *
tablee_history_dup_title (TableeHistoryEntry *entry)
{
  const TableeGameInfo *info = tablee_game_registry_lookup (tablee_history_entry_get_game (entry));
  const char *game = info != NULL ? _(info->name) : tablee_history_entry_get_game (entry);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *last = NULL;
  g_autofree char *others = NULL;
  g_autofree char *all = NULL;
  guint n_winners;

  for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
    if ((tablee_history_entry_get_winners (entry) >> seat) & 1)
      g_ptr_array_add (names, tablee_history_dup_player_name (entry, seat));
  n_winners = names->len;
  if (n_winners == 0)
    /* Translators: a game nobody won (saved as finished early). */
    return g_strdup_printf (_("%s — no winner"), game);

  last = g_ptr_array_steal_index (names, n_winners - 1);
  g_ptr_array_add (names, NULL);
  /* Translators: between the names of the winners but the last two;
   * then " and ". */
  others = g_strjoinv (_(", "), (char **) names->pdata);
  all = n_winners > 1 ? g_strconcat (others, _(" and "), last, NULL) : g_strdup (last);

  /* Translators: the first %s is a game, the second its winner or
   * winners ("Ann and Bob"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s won", "%s — %s won", n_winners), game, all);
}

char *
tablee_history_dup_mode_label (TableeHistoryEntry *entry)
{
  return tablee_game_info_dup_mode_name (tablee_game_registry_lookup (tablee_history_entry_get_game (entry)),
                                         tablee_history_entry_get_mode (entry));
}

char *
tablee_history_dup_subtitle (TableeHistoryEntry *entry)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
  g_autoptr(GDateTime) local = g_date_time_to_local (utc);
  /* Translators: the date and time a game started, strftime() format. */
  g_autofree char *when = g_date_time_format (local, _("%x %H:%M"));
  g_autofree char *mode = tablee_history_dup_mode_label (entry);
  guint minutes = (guint) ((tablee_history_entry_get_duration (entry) + 30) / 60);

  /* Translators: when, how many minutes, and the level or mode, e.g.
   * "25/11/2026 20:15 · 32 min · Level 2". */
  return g_strdup_printf (_("%s · %u min · %s"), when, minutes, mode);
}

char *
tablee_history_dup_figure_label (const char *game,
                                 double      figure)
{
  return tablee_game_info_dup_figure (tablee_game_registry_lookup (game), figure);
}

/* ---- The page ---------------------------------------------------------- */

static const char *
selected_game (TableeHistoryPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->game_dropdown);

  /* All Games, then the registry's. */
  return selected > 0 && selected <= tablee_game_registry_get_n_games ()
    ? tablee_game_registry_get_game (selected - 1)->id : NULL;
}

static const char *
selected_player (TableeHistoryPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->player_dropdown);

  return selected < self->player_ids->len ? g_ptr_array_index (self->player_ids, selected) : NULL;
}

static gboolean
filter_entry (gpointer item,
              gpointer user_data)
{
  TableeHistoryPage *self = user_data;
  TableeHistoryEntry *entry = item;
  const char *game = selected_game (self);
  const char *player = selected_player (self);

  return tablee_history_entry_matches (entry, game, player);
}

static void
undo_clicked_cb (TableeHistoryPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "history.undo-delete", NULL);
}

/* The page's actions are not the window's: a toast's button calls back. */
static void
show_toast (TableeHistoryPage *self,
            const char        *text,
            gboolean           with_undo)
{
  AdwToast *toast = tablee_toast_new_plain (text);

  if (with_undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_clicked_cb), self,
                               G_CONNECT_SWAPPED);
    }
  g_set_weak_pointer (&self->toast, toast);
  tablee_add_toast (GTK_WIDGET (self), toast);
}

/* ---- Standings --------------------------------------------------------- */

static GtkWidget *
create_standing_row (gpointer item,
                     gpointer user_data)
{
  TableeHistoryPage *self = user_data;
  TableeStanding *standing = item;
  const char *game = selected_game (self);
  guint played = tablee_standing_get_played (standing);
  guint wins = tablee_standing_get_wins (standing);
  g_autofree char *name = NULL;
  g_autofree char *figure = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *rate = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, 1);

  /* The table's name today: a rename follows. */
  name = tablee_history_dup_name (tablee_standing_get_id (standing), tablee_standing_get_name (standing));

  /* Per game, the game's own figure; over every game they mean nothing
   * together. */
  if (game != NULL)
    {
      g_autofree char *mean = tablee_history_dup_figure_label (game, tablee_standing_get_figure (standing));

      /* Translators: the average of a player's results, e.g. "12.5 points". */
      figure = g_strdup_printf (_(" · average %s"), mean);
    }
  /* Translators: games played and won, then maybe an average. */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game, %u won%s", "%u games, %u won%s", played),
                              played, wins, figure != NULL ? figure : "");
  rate = g_strdup_printf ("%.0f %%", 100 * tablee_standing_get_win_rate (standing));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), tablee_standing_get_win_rate (standing));
  gtk_widget_set_size_request (bar, 72, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Games won"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (rate));

  return row;
}

static void
update_standings (TableeHistoryPage *self)
{
  g_autoptr(GListModel) standings = tablee_history_compute_standings (self->history, selected_game (self),
                                                                               selected_player (self));

  gtk_list_box_bind_model (self->standings_list, standings, create_standing_row, self, NULL);
}

/* ---- Filters ----------------------------------------------------------- */

/* Everybody who played, by their name today, for the player filter. */
static void
fill_players (TableeHistoryPage *self)
{
  g_autoptr(GListModel) everyone = tablee_history_compute_standings (self->history, NULL, NULL);
  g_autofree char *kept = g_strdup (selected_player (self));
  guint n = g_list_model_get_n_items (everyone);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint selected = 0;

  self->filling = TRUE;
  g_ptr_array_set_size (self->player_ids, 1);
  g_ptr_array_add (names, g_strdup (_("All Players")));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeStanding) standing = g_list_model_get_item (everyone, i);

      g_ptr_array_add (self->player_ids, g_strdup (tablee_standing_get_id (standing)));
      g_ptr_array_add (names, g_strdup (tablee_standing_get_name (standing)));
      if (g_strcmp0 (kept, tablee_standing_get_id (standing)) == 0)
        selected = i + 1;
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->player_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_names)),
                          (const char * const *) names->pdata);
  gtk_drop_down_set_selected (self->player_dropdown, selected);
  self->filling = FALSE;
}

static void
filters_changed_cb (TableeHistoryPage *self)
{
  if (self->filling || self->history == NULL)
    return;

  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_standings (self);
}

static char *
games_stack_page_cb (TableeHistoryPage *self,
                     guint              n_games)
{
  return g_strdup (n_games > 0 ? "list" : "empty");
}

/* The rows show the names at the table today, which no binding follows:
 * a rename makes them again. */
static void
table_changed_cb (TableeHistoryPage *self)
{
  gtk_list_view_set_factory (self->games_view, NULL);
  gtk_list_view_set_factory (self->games_view, self->row_factory);
  update_standings (self);
}

/* The exports have nothing to write while no game shows. */
static void
shown_changed_cb (TableeHistoryPage *self)
{
  gboolean any = g_list_model_get_n_items (G_LIST_MODEL (self->games)) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-csv", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-json", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-bgstats", any);
}

static void
history_changed_cb (TableeHistoryPage *self)
{
  fill_players (self);
  filters_changed_cb (self);
}

/* ---- Actions ----------------------------------------------------------- */

static void
game_activated_cb (TableeHistoryPage *self,
                   guint              position)
{
  g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->games), position);
  GtkWidget *dialog;

  if (entry == NULL)
    return;

  dialog = tablee_history_game_dialog_new (self, entry);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeHistoryPage *self = TABLEE_HISTORY_PAGE (widget);
  g_autoptr(TableeHistoryEntry) entry = g_steal_pointer (&self->deleted);

  if (entry != NULL)
    tablee_history_add (self->history, entry);
  gtk_widget_action_set_enabled (widget, "history.undo-delete", FALSE);
}

static char *
history_csv (GtkWidget *owner)
{
  return tablee_history_to_csv (TABLEE_HISTORY_PAGE (owner)->history);
}

static char *
history_json (GtkWidget *owner)
{
  return tablee_history_to_json (TABLEE_HISTORY_PAGE (owner)->history);
}

static void
exported (GtkWidget    *owner,
          const GError *error)
{
  g_autofree char *text = NULL;

  if (error != NULL)
    /* Translators: %s says why. */
    text = g_strdup_printf (_("The history could not be exported: %s"), error->message);
  show_toast (TABLEE_HISTORY_PAGE (owner), text != NULL ? text : _("History exported"), FALSE);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gboolean json = g_str_equal (action_name, "history.export-json");

  tablee_export_text (widget, _("Export the History"), "tablee-history", json ? "json" : "csv",
                      json ? history_json : history_csv, exported);
}

static void
import_response_cb (GtkFileChooserNative *chooser,
                    int                   response,
                    TableeHistoryPage    *self)
{
  TableeHistoryImportFunc import = g_object_get_data (G_OBJECT (chooser), "tablee-import");
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      import (self, file);
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

void
_tablee_history_page_choose_import (TableeHistoryPage       *self,
                                    const char              *title,
                                    GtkFileFilter           *filter,
                                    TableeHistoryImportFunc  import)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_set_data (G_OBJECT (chooser), "tablee-import", import);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Histories exported by Tablée (JSON)"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  _tablee_history_page_choose_import (TABLEE_HISTORY_PAGE (widget), _("Import a History"), filter,
                                      tablee_history_page_import);
}

static char *
row_title_cb (GtkListItem        *item,
              TableeHistoryEntry *entry)
{
  /* The row is named by the labels it shows, whichever entry it shows. */
  tablee_accessible_name_list_row (gtk_list_item_get_child (item));
  return entry != NULL ? tablee_history_dup_title (entry) : NULL;
}

static char *
row_subtitle_cb (GtkListItem        *item,
                 TableeHistoryEntry *entry)
{
  return entry != NULL ? tablee_history_dup_subtitle (entry) : NULL;
}

/* ---- Import ------------------------------------------------------------ */

/* Games merged per step: the window answers between two. */
#define IMPORT_BATCH 500

static void
import_finish (TableeHistoryPage *self,
               const char        *text)
{
  g_clear_handle_id (&self->import_source, g_source_remove);
  g_clear_pointer (&self->import, tablee_history_import_free);
  g_clear_object (&self->import_cancellable);
  gtk_revealer_set_reveal_child (self->import_revealer, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.import", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.cancel-import", FALSE);
  show_toast (self, text, FALSE);
}

static void
import_show_progress (TableeHistoryPage *self)
{
  guint merged = tablee_history_import_get_n_merged (self->import);
  guint n = tablee_history_import_get_n_games (self->import);
  g_autofree char *text = NULL;

  /* Translators: how many games of the file are in the history so far. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u game", "%u of %u games", n), merged, n);
  gtk_progress_bar_set_fraction (self->import_progress, n > 0 ? (double) merged / n : 1);
  gtk_progress_bar_set_text (self->import_progress, text);
}

static gboolean
import_step_cb (gpointer user_data)
{
  TableeHistoryPage *self = user_data;
  g_autofree char *summary = NULL;

  if (tablee_history_import_merge (self->import, self->history, IMPORT_BATCH))
    {
      import_show_progress (self);
      return G_SOURCE_CONTINUE;
    }

  self->import_source = 0;
  summary = tablee_history_import_dup_summary (self->import);
  import_finish (self, summary);
  return G_SOURCE_REMOVE;
}

static void
import_read_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TableeHistoryImport *import;
  gsize length;

  /* Only a regular file: a FIFO or a device would block the read. A file
   * too large is refused by its size, unread. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &error);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("It is not a file."));
  if (error == NULL && g_file_info_get_size (info) > TABLEE_HISTORY_IMPORT_MAX_BYTES)
    length = (gsize) g_file_info_get_size (info);
  else if (error == NULL)
    g_file_load_contents (file, cancellable, &data, &length, NULL, &error);
  if (error == NULL && (import = tablee_history_import_read (data, length, cancellable, &error)) != NULL)
    g_task_return_pointer (task, import, (GDestroyNotify) tablee_history_import_free);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
import_read_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  TableeHistoryPage *self = TABLEE_HISTORY_PAGE (object);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TableeHistoryImport *import = g_task_propagate_pointer (G_TASK (result), &error);

  /* The page went away meanwhile. */
  if (self->import_cancellable == NULL)
    {
      g_clear_pointer (&import, tablee_history_import_free);
      return;
    }
  if (import == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      import_finish (self, _("Import cancelled: no game imported"));
      return;
    }
  if (import == NULL)
    {
      /* Translators: %s says why. */
      text = g_strdup_printf (_("The history could not be imported: %s"), error->message);
      import_finish (self, text);
      return;
    }

  self->import = import;
  import_show_progress (self);
  self->import_source = g_idle_add (import_step_cb, self);
}

static void
cancel_import_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TableeHistoryPage *self = TABLEE_HISTORY_PAGE (widget);
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;

  /* While the file is read, the thread stops and says so; while it is
   * merged, the games in already stay. */
  g_cancellable_cancel (self->import_cancellable);
  if (self->import == NULL)
    return;

  summary = tablee_history_import_dup_summary (self->import);
  /* Translators: %s says what came in, "12 games imported". */
  text = g_strdup_printf (_("Import cancelled: %s"), summary);
  import_finish (self, text);
}

/* ---- Life cycle -------------------------------------------------------- */

static void
map_cb (TableeHistoryPage *self)
{
  /* A damaged file can only be told once there is a window to show it. */
  if (self->store_error != NULL)
    {
      show_toast (self, self->store_error, FALSE);
      g_clear_pointer (&self->store_error, g_free);
    }
}

static void
tablee_history_page_dispose (GObject *object)
{
  TableeHistoryPage *self = TABLEE_HISTORY_PAGE (object);

  g_clear_weak_pointer (&self->toast);
  g_cancellable_cancel (self->import_cancellable);
  g_clear_object (&self->import_cancellable);
  g_clear_handle_id (&self->import_source, g_source_remove);
  g_clear_pointer (&self->import, tablee_history_import_free);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_HISTORY_PAGE);
  g_clear_object (&self->deleted);
  g_clear_object (&self->history);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (tablee_history_page_parent_class)->dispose (object);
}

static void
tablee_history_page_finalize (GObject *object)
{
  TableeHistoryPage *self = TABLEE_HISTORY_PAGE (object);

  g_clear_pointer (&self->player_ids, g_ptr_array_unref);
  g_clear_pointer (&self->store_error, g_free);

  G_OBJECT_CLASS (tablee_history_page_parent_class)->finalize (object);
}

static void
tablee_history_page_class_init (TableeHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_history_page_dispose;
  object_class->finalize = tablee_history_page_finalize;

  g_type_ensure (TABLEE_TYPE_STATS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, player_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, player_names);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, games_view);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, games);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, filter);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, row_factory);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, standings_list);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, import_revealer);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryPage, import_progress);
  gtk_widget_class_bind_template_callback (widget_class, filters_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, games_stack_page_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_title_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_subtitle_cb);

  gtk_widget_class_install_action (widget_class, "history.undo-delete", NULL, undo_delete_action);
  gtk_widget_class_install_action (widget_class, "history.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "history.export-json", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "history.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "history.cancel-import", NULL, cancel_import_action);
  tablee_history_page_class_add_bgstats (widget_class);
}

static void
tablee_history_page_init (TableeHistoryPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

  self->player_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->player_ids, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_string_list_append (games, _("All Games"));
  for (guint i = 0; i < tablee_game_registry_get_n_games (); i++)
    gtk_string_list_append (games, _(tablee_game_registry_get_game (i)->name));
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (games));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.undo-delete", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.cancel-import", FALSE);

  self->table = tablee_table_dup_default ();
  self->history = tablee_history_dup_default (&error);
  if (error != NULL)
    self->store_error = g_strdup (error->message);

  gtk_custom_filter_set_filter_func (self->filter, filter_entry, self, NULL);
  gtk_filter_list_model_set_model (self->games, G_LIST_MODEL (self->history));
  g_signal_connect_swapped (self->history, "items-changed", G_CALLBACK (history_changed_cb), self);
  g_signal_connect_object (self->games, "items-changed", G_CALLBACK (shown_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "items-changed",
                           G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);

  fill_players (self);
  update_standings (self);
  shown_changed_cb (self);
}

void
tablee_history_page_delete (TableeHistoryPage  *self,
                            TableeHistoryEntry *entry)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->history));

  g_return_if_fail (TABLEE_IS_HISTORY_PAGE (self));
  g_return_if_fail (TABLEE_IS_HISTORY_ENTRY (entry));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeHistoryEntry) item = g_list_model_get_item (G_LIST_MODEL (self->history), i);

      if (item != entry)
        continue;

      g_clear_object (&self->deleted);
      self->deleted = tablee_history_remove (self->history, i);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.undo-delete", TRUE);
      show_toast (self, _("Game deleted"), TRUE);
      /* A deleted game is gone for good once the toast goes: time to
       * change one's mind. */
      adw_toast_set_timeout (self->toast, 10);
      return;
    }
}

void
tablee_history_page_import (TableeHistoryPage *self,
                            GFile             *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TABLEE_IS_HISTORY_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->import_cancellable != NULL)
    return;

  /* The games check imports by their own rules: their classes are made
   * here, on the main thread, before the reading thread looks for them. A
   * class made once stays. */
  for (guint i = 0; i < tablee_game_registry_get_n_games (); i++)
    g_type_class_unref (g_type_class_ref (tablee_game_registry_get_game (i)->get_type ()));

  self->import_cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.import", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.cancel-import", TRUE);
  gtk_progress_bar_set_fraction (self->import_progress, 0);
  gtk_progress_bar_set_text (self->import_progress, _("Reading the file…"));
  gtk_revealer_set_reveal_child (self->import_revealer, TRUE);

  task = g_task_new (self, self->import_cancellable, import_read_cb, NULL);
  g_task_set_source_tag (task, tablee_history_page_import);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, import_read_thread);
}

gboolean
_tablee_history_page_get_importing (TableeHistoryPage *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_PAGE (self), FALSE);

  return self->import_cancellable != NULL;
}

GListModel *
_tablee_history_page_get_shown (TableeHistoryPage *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_PAGE (self), NULL);

  return G_LIST_MODEL (self->games);
}

AdwToast *
_tablee_history_page_get_toast (TableeHistoryPage *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_PAGE (self), NULL);

  return self->toast;
}
