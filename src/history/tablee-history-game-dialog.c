/* tablee-history-game-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-game-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-history-image.h"
#include "tablee-history-page.h"
#include "tablee-pages.h"

static void
delete_clicked_cb (TableeHistoryPage *page,
                   GtkWidget         *button)
{
  tablee_history_page_delete (page, g_object_get_data (G_OBJECT (button), "entry"));
  gtk_window_close (GTK_WINDOW (gtk_widget_get_root (button)));
}

/* One row a seat, in seat order: the name, the result, and a mark for
 * the winners. */
static void
add_results (AdwPreferencesGroup *group,
             TableeHistoryEntry  *entry)
{
  const char *game = tablee_history_entry_get_game (entry);

  for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
    {
      g_autofree char *name = tablee_history_dup_player_name (entry, seat);
      g_autofree char *figure = tablee_history_dup_figure_label (game, tablee_history_entry_get_figure (entry, seat));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), figure);
      if ((tablee_history_entry_get_winners (entry) >> seat) & 1)
        {
          GtkWidget *won = gtk_label_new (_("Winner"));

          gtk_widget_add_css_class (won, "success");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), won);
        }
      adw_preferences_group_add (group, row);
    }
}

/* The result as a picture for the table: the game, its day. */
static void
image_clicked_cb (GtkWidget *groups,
                  GtkButton *button)
{
  TableeHistoryEntry *entry = g_object_get_data (G_OBJECT (button), "entry");
  g_autoptr(GDateTime) started = g_date_time_new_from_unix_local (tablee_history_entry_get_started (entry));
  g_autofree char *date = started != NULL ? g_date_time_format (started, "%Y-%m-%d") : g_strdup ("");
  g_autofree char *name = g_strdup_printf ("tablee-%s-%s.png", tablee_history_entry_get_game (entry), date);

  tablee_history_save_image (groups, name);
}

GtkWidget *
tablee_history_game_dialog_new (TableeHistoryPage  *page,
                                TableeHistoryEntry *entry)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  g_autofree char *duration = NULL;
  g_autofree char *mode = NULL;
  const TableePageInfo *info;
  const char *game;
  GtkWidget *detail;
  GtkWidget *dialog;
  gint64 seconds;

  g_return_val_if_fail (TABLEE_IS_HISTORY_PAGE (page), NULL);
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), NULL);

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tablee-history-game-dialog.ui");
  dialog = GTK_WIDGET (gtk_builder_get_object (builder, "dialog"));
  game = tablee_history_entry_get_game (entry);

  title = tablee_history_dup_title (entry);
  utc = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
  local = g_date_time_to_local (utc);
  /* Translators: when a game started, strftime() format. */
  when = g_date_time_format (local, _("%A %x, %H:%M"));
  seconds = tablee_history_entry_get_duration (entry);
  /* Translators: a game's duration in hours and minutes. */
  duration = g_strdup_printf (_("%u h %02u min"), (guint) (seconds / 3600), (guint) (seconds % 3600 / 60));
  mode = tablee_history_dup_mode_label (entry);

  gtk_window_set_title (GTK_WINDOW (dialog), title);
  adw_window_title_set_title (ADW_WINDOW_TITLE (gtk_builder_get_object (builder, "window_title")), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_builder_get_object (builder, "when_row")), when);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_builder_get_object (builder, "duration_row")), duration);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_builder_get_object (builder, "mode_row")), mode);
  add_results (ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "result_group")), entry);
  /* What the game shows besides the result, registered with its page. */
  info = tablee_pages_lookup (game);
  detail = info != NULL && info->history_detail_new != NULL ? info->history_detail_new (entry) : NULL;
  if (detail != NULL)
    gtk_box_insert_child_after (GTK_BOX (gtk_builder_get_object (builder, "groups")), detail,
                                GTK_WIDGET (gtk_builder_get_object (builder, "result_group")));

  g_object_set_data_full (gtk_builder_get_object (builder, "image_button"), "entry", g_object_ref (entry),
                          g_object_unref);
  g_signal_connect_object (gtk_builder_get_object (builder, "image_button"), "clicked",
                           G_CALLBACK (image_clicked_cb), gtk_builder_get_object (builder, "groups"),
                           G_CONNECT_SWAPPED);
  g_object_set_data_full (gtk_builder_get_object (builder, "delete_button"), "entry", g_object_ref (entry),
                          g_object_unref);
  g_signal_connect_object (gtk_builder_get_object (builder, "delete_button"), "clicked",
                           G_CALLBACK (delete_clicked_cb), page, G_CONNECT_SWAPPED);

  return dialog;
}
