/* tablee-history-game-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-game-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-chart.h"
#include "tablee-frantic-sheet.h"
#include "tablee-history-game-dialog.h"
#include "tablee-history-page.h"

struct _TableeHistoryGameDialog
{
  AdwWindow            parent_instance;

  /* Template widgets */
  AdwWindowTitle      *window_title;
  GtkBox              *content;
  AdwPreferencesGroup *result_group;
  AdwActionRow        *when_row;
  AdwActionRow        *duration_row;
  AdwActionRow        *mode_row;

  /* Owned */
  TableeHistoryEntry  *entry;
};

G_DEFINE_FINAL_TYPE (TableeHistoryGameDialog, tablee_history_game_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_DELETE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeHistoryGameDialog *self = TABLEE_HISTORY_GAME_DIALOG (widget);

  g_signal_emit (self, signals[SIGNAL_DELETE_REQUESTED], 0, self->entry);
  gtk_window_close (GTK_WINDOW (self));
}

static void
tablee_history_game_dialog_dispose (GObject *object)
{
  TableeHistoryGameDialog *self = TABLEE_HISTORY_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_HISTORY_GAME_DIALOG);
  g_clear_object (&self->entry);

  G_OBJECT_CLASS (tablee_history_game_dialog_parent_class)->dispose (object);
}

static void
tablee_history_game_dialog_class_init (TableeHistoryGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_history_game_dialog_dispose;

  /**
   * TableeHistoryGameDialog::delete-requested:
   * @entry: the game
   *
   * The user asked to delete the game from the history.
   */
  signals[SIGNAL_DELETE_REQUESTED] =
    g_signal_new ("delete-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TABLEE_TYPE_HISTORY_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-history-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, content);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, result_group);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, when_row);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, duration_row);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryGameDialog, mode_row);

  gtk_widget_class_install_action (widget_class, "dialog.delete", NULL, delete_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tablee_history_game_dialog_init (TableeHistoryGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* One row a seat, in seat order: the name, the result, and a mark for
 * the winners. */
static void
add_results (TableeHistoryGameDialog *self)
{
  TableeHistoryEntry *entry = self->entry;
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
      adw_preferences_group_add (self->result_group, row);
    }
}

/* A game of Frantic shows its sheet and its chart again: the sheet comes
 * back from the detail, under the names of the game. */
static void
add_frantic_sheet (TableeHistoryGameDialog *self)
{
  GVariant *detail = tablee_history_entry_get_detail (self->entry);
  guint n = tablee_history_entry_get_n_players (self->entry);
  g_autoptr(TableePlayers) players = tablee_players_new (n, n);
  g_autoptr(TableeFranticScorer) scorer = tablee_frantic_scorer_new (players);
  GtkWidget *group;
  GtkWidget *sheet;
  GtkWidget *chart;

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
      g_variant_builder_add (&seats, "(ss)", tablee_history_entry_get_player_name (self->entry, seat),
                             tablee_player_get_colour (tablee_players_get_player (colours, seat)));
    if (!tablee_players_deserialize (players, g_variant_builder_end (&seats), NULL))
      return;
  }

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Score Sheet"));
  sheet = g_object_new (TABLEE_TYPE_FRANTIC_SHEET, NULL);
  tablee_frantic_sheet_set_scorer (TABLEE_FRANTIC_SHEET (sheet), scorer);
  chart = g_object_new (TABLEE_TYPE_FRANTIC_CHART, NULL);
  tablee_frantic_chart_set_scorer (TABLEE_FRANTIC_CHART (chart), scorer);
  gtk_widget_set_size_request (chart, -1, 220);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), sheet);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), chart);
  gtk_box_insert_child_after (self->content, group, GTK_WIDGET (self->result_group));
}

/* A match of La Guerre des Sons shows its rounds again: the cards each
 * player won in each, and who won it (the most cards; ties share). */
static void
add_soundbattle_rounds (TableeHistoryGameDialog *self)
{
  GVariant *detail = tablee_history_entry_get_detail (self->entry);
  guint n = tablee_history_entry_get_n_players (self->entry);
  g_autoptr(GArray) cards = g_array_new (FALSE, TRUE, sizeof (guint));
  GtkWidget *group;
  guint n_rounds = 0;
  guint round, n_cards;
  int winner;
  GVariantIter iter;

  if (detail == NULL || !g_variant_is_of_type (detail, G_VARIANT_TYPE ("a(uiu)")))
    return;

  /* Cards won per round and player, round by round. */
  g_variant_iter_init (&iter, detail);
  while (g_variant_iter_next (&iter, "(uiu)", &round, &winner, &n_cards))
    {
      if (round >= 64 || winner >= (int) n)
        return;
      n_rounds = MAX (n_rounds, round + 1);
      if (cards->len < n_rounds * n)
        g_array_set_size (cards, n_rounds * n);
      if (winner >= 0)
        g_array_index (cards, guint, round * n + winner) += n_cards;
    }
  if (n_rounds == 0)
    return;

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rounds"));
  for (round = 0; round < n_rounds; round++)
    {
      g_autoptr(GString) counts = g_string_new (NULL);
      g_autofree char *title = NULL;
      GtkWidget *row = adw_action_row_new ();
      guint best = 0;

      for (guint seat = 0; seat < n; seat++)
        best = MAX (best, g_array_index (cards, guint, round * n + seat));
      for (guint seat = 0; seat < n; seat++)
        {
          guint won = g_array_index (cards, guint, round * n + seat);
          g_autofree char *name = tablee_history_dup_player_name (self->entry, seat);
          g_autofree char *escaped = g_markup_escape_text (name, -1);

          if (counts->len > 0)
            g_string_append (counts, ", ");
          /* Translators: a player and the cards they won in a round. */
          g_string_append_printf (counts, best > 0 && won == best ? _("<b>%s %u</b>") : _("%s %u"), escaped, won);
        }
      /* Translators: %u is the number of a round of the match. */
      title = g_strdup_printf (_("Round %u"), round + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), counts->str);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_insert_child_after (self->content, group, GTK_WIDGET (self->result_group));
}

GtkWidget *
tablee_history_game_dialog_new (TableeHistoryEntry *entry)
{
  TableeHistoryGameDialog *self;
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  g_autofree char *duration = NULL;
  g_autofree char *mode = NULL;
  gint64 seconds;

  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), NULL);

  self = g_object_new (TABLEE_TYPE_HISTORY_GAME_DIALOG, NULL);
  self->entry = g_object_ref (entry);

  title = tablee_history_dup_title (entry);
  utc = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
  local = g_date_time_to_local (utc);
  /* Translators: when a game started, strftime() format. */
  when = g_date_time_format (local, _("%A %x, %H:%M"));
  seconds = tablee_history_entry_get_duration (entry);
  /* Translators: a game's duration in hours and minutes. */
  duration = g_strdup_printf (_("%u h %02u min"), (guint) (seconds / 3600), (guint) (seconds % 3600 / 60));
  mode = tablee_history_dup_mode_label (entry);

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_action_row_set_subtitle (self->when_row, when);
  adw_action_row_set_subtitle (self->duration_row, duration);
  adw_action_row_set_subtitle (self->mode_row, mode);
  add_results (self);
  if (g_str_equal (tablee_history_entry_get_game (entry), "frantic"))
    add_frantic_sheet (self);
  else if (g_str_equal (tablee_history_entry_get_game (entry), "soundbattle"))
    add_soundbattle_rounds (self);

  return GTK_WIDGET (self);
}

TableeHistoryEntry *
tablee_history_game_dialog_get_entry (TableeHistoryGameDialog *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_GAME_DIALOG (self), NULL);

  return self->entry;
}
