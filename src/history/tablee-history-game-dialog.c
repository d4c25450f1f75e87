/* tablee-history-game-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-game-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-chart.h"
#include "tablee-frantic-sheet.h"
#include "tablee-history-page.h"

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

/* A game of Frantic shows its sheet and its chart again: the sheet comes
 * back from the detail, under the names of the game. */
static void
show_frantic_sheet (GtkBuilder         *builder,
                    TableeHistoryEntry *entry)
{
  GVariant *detail = tablee_history_entry_get_detail (entry);
  guint n = tablee_history_entry_get_n_players (entry);
  g_autoptr(TableePlayers) players = tablee_players_new (n, n);
  g_autoptr(TableeFranticScorer) scorer = tablee_frantic_scorer_new (players);

  if (detail == NULL || !g_variant_is_of_type (detail, G_VARIANT_TYPE_VARDICT) ||
      !tablee_frantic_scorer_load_state (scorer, detail, n, NULL))
    return;

  /* The sheet takes the seats that come after its state as its columns,
   * all at once; the colours are the ones new seats get. */
  {
    g_autoptr(TableePlayers) colours = tablee_players_new (n, n);
    GVariantBuilder seats;

    tablee_players_reset (colours, n);
    g_variant_builder_init (&seats, G_VARIANT_TYPE ("a(ss)"));
    for (guint seat = 0; seat < n; seat++)
      g_variant_builder_add (&seats, "(ss)", tablee_history_entry_get_player_name (entry, seat),
                             tablee_player_get_colour (tablee_players_get_player (colours, seat)));
    if (!tablee_players_deserialize (players, g_variant_builder_end (&seats), NULL))
      return;
  }

  tablee_frantic_sheet_set_scorer (TABLEE_FRANTIC_SHEET (gtk_builder_get_object (builder, "sheet")), scorer);
  tablee_frantic_chart_set_scorer (TABLEE_FRANTIC_CHART (gtk_builder_get_object (builder, "chart")), scorer);
  gtk_widget_set_visible (GTK_WIDGET (gtk_builder_get_object (builder, "sheet_group")), TRUE);
}

/* A match of La Guerre des Sons shows its rounds again: the cards each
 * player won in each, and who won it (the most cards; ties share). */
static void
show_soundbattle_rounds (GtkBuilder         *builder,
                         TableeHistoryEntry *entry)
{
  GVariant *detail = tablee_history_entry_get_detail (entry);
  guint n = tablee_history_entry_get_n_players (entry);
  guint cards[64][TABLEE_HISTORY_MAX_PLAYERS] = { { 0 } };
  guint best[G_N_ELEMENTS (cards)] = { 0 };
  GObject *group = gtk_builder_get_object (builder, "rounds_group");
  guint n_rounds = 0;
  guint round, n_cards;
  int winner;
  GVariantIter iter;

  if (detail == NULL || !g_variant_is_of_type (detail, G_VARIANT_TYPE ("a(uiu)")))
    return;

  /* Cards won per round and player, and the most in each round. */
  g_variant_iter_init (&iter, detail);
  while (g_variant_iter_next (&iter, "(uiu)", &round, &winner, &n_cards))
    {
      if (round >= G_N_ELEMENTS (cards) || winner >= (int) n)
        return;
      n_rounds = MAX (n_rounds, round + 1);
      if (winner >= 0)
        {
          cards[round][winner] += n_cards;
          best[round] = MAX (best[round], cards[round][winner]);
        }
    }
  if (n_rounds == 0)
    return;

  for (round = 0; round < n_rounds; round++)
    {
      g_autoptr(GString) counts = g_string_new (NULL);
      g_autofree char *title = NULL;
      GtkWidget *row = adw_action_row_new ();

      for (guint seat = 0; seat < n; seat++)
        {
          guint won = cards[round][seat];
          g_autofree char *name = tablee_history_dup_player_name (entry, seat);
          g_autofree char *escaped = g_markup_escape_text (name, -1);

          if (counts->len > 0)
            g_string_append (counts, ", ");
          /* Translators: a player and the cards they won in a round. */
          g_string_append_printf (counts, best[round] > 0 && won == best[round] ? _("<b>%s %u</b>") : _("%s %u"), escaped, won);
        }
      /* Translators: %u is the number of a round of the match. */
      title = g_strdup_printf (_("Round %u"), round + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), counts->str);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_widget_set_visible (GTK_WIDGET (group), TRUE);
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
  const char *game;
  GtkWidget *dialog;
  gint64 seconds;

  g_return_val_if_fail (TABLEE_IS_HISTORY_PAGE (page), NULL);
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), NULL);

  g_type_ensure (TABLEE_TYPE_FRANTIC_SHEET);
  g_type_ensure (TABLEE_TYPE_FRANTIC_CHART);
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
  if (g_str_equal (game, "frantic"))
    show_frantic_sheet (builder, entry);
  else if (g_str_equal (game, "soundbattle"))
    show_soundbattle_rounds (builder, entry);

  g_object_set_data_full (gtk_builder_get_object (builder, "delete_button"), "entry", g_object_ref (entry),
                          g_object_unref);
  g_signal_connect_object (gtk_builder_get_object (builder, "delete_button"), "clicked",
                           G_CALLBACK (delete_clicked_cb), page, G_CONNECT_SWAPPED);

  return dialog;
}
