/* tablee-soundbattle-history-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tablee-accessible.h"
#include "tablee-export.h"
#include "tablee-soundbattle-history.h"
#include "tablee-soundbattle-history-view.h"
#include "tablee-soundbattle-rows.h"
#include "tablee-toast.h"

struct _TableeSoundbattleHistoryView
{
  AdwBin                    parent_instance;

  /* Template widgets */
  AdwPreferencesGroup      *score_group;
  AdwPreferencesGroup      *tricks_group;

  /* Owned */
  TableeSoundbattleReferee *referee;
  GPtrArray                *score_rows;
  GPtrArray                *trick_rows;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleHistoryView, tablee_soundbattle_history_view, ADW_TYPE_BIN)

static void
add_row (AdwPreferencesGroup *group,
         GPtrArray           *rows,
         const char          *title,
         const char          *subtitle,
         GtkWidget           *suffix)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped_title = g_markup_escape_text (title, -1);

  /* Titles and subtitles are markup: names are escaped here, once. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped_title);
  if (subtitle != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (subtitle, -1);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped);
    }
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
}

/* "Ana", "Ana and Ben", "Ana, Ben and Cleo" for the players in mask. */
static char *
join_players (TableeSoundbattleHistoryView *self,
              guint                         mask)
{
  guint players[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint n = 0;

  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    if (mask & (1u << p))
      players[n++] = p;

  return tablee_soundbattle_join_names (self->referee, players, n);
}

static char *
record_summary (TableeSoundbattleHistoryView  *self,
                const TableeSoundbattleRecord *r)
{
  g_autofree char *tied = join_players (self, r->tied);
  g_autoptr(GString) text = g_string_new (NULL);

  if (r->winner >= 0)
    /* Translators: who won a trick, and the cards taken. */
    g_string_append_printf (text, _("%s won %u cards"), tablee_soundbattle_referee_get_player_name (self->referee, r->winner), r->n_cards);
  else
    g_string_append_printf (text, _("Nobody won: %u cards set aside"), r->n_cards);

  g_string_append (text, " · ");
  if (r->battles == 1)
    /* Translators: the players who fought a battle. */
    g_string_append_printf (text, _("battle: %s"), tied);
  else if (r->battles > 1)
    /* Translators: how many battles, the players who fought the first. */
    g_string_append_printf (text, _("%u battles, first: %s"), r->battles, tied);
  else
    g_string_truncate (text, text->len - strlen (" · "));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
refresh (TableeSoundbattleHistoryView *self)
{
  TableeSoundbattlePhase phase;
  guint n_players, n_records, round, trick = 0;
  g_autofree char *score_description = NULL;
  g_autofree char *title = NULL;

  tablee_soundbattle_rows_clear (self->score_group, self->score_rows);
  tablee_soundbattle_rows_clear (self->tricks_group, self->trick_rows);
  if (self->referee == NULL)
    return;

  phase = tablee_soundbattle_referee_get_phase (self->referee);
  n_players = tablee_soundbattle_referee_get_n_players (self->referee);
  n_records = tablee_soundbattle_referee_get_n_records (self->referee);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export", n_records > 0);

  score_description = g_strdup_printf (ngettext ("The first to win %u round takes the match.",
                                                 "The first to win %u rounds takes the match.",
                                                    tablee_soundbattle_referee_get_rounds_to_win (self->referee)),
                                       tablee_soundbattle_referee_get_rounds_to_win (self->referee));
  adw_preferences_group_set_description (self->score_group, score_description);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *count = g_strdup_printf ("%u", tablee_soundbattle_referee_get_round_wins (self->referee, p));
      GtkWidget *label = gtk_label_new (count);

      gtk_widget_add_css_class (label, "title-4");
      gtk_widget_add_css_class (label, "numeric");
      add_row (self->score_group, self->score_rows, tablee_soundbattle_referee_get_player_name (self->referee, p), NULL, label);
    }

  /* The round being played, or the one just over. */
  round = tablee_soundbattle_referee_get_rounds_played (self->referee);
  if ((phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER || phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER) && round > 0)
    round--;
  title = g_strdup_printf (_("Tricks of Round %u"), round + 1);
  adw_preferences_group_set_title (self->tricks_group, title);
  adw_preferences_group_set_description (self->tricks_group,
                                         phase == TABLEE_SOUNDBATTLE_PHASE_SETUP
                                         ? _("No match is being played.") : NULL);

  for (guint i = 0; i < n_records; i++)
    {
      const TableeSoundbattleRecord *r = tablee_soundbattle_referee_get_record (self->referee, i);
      g_autofree char *row_title = NULL;
      g_autofree char *summary = NULL;

      if (r->round != round)
        continue;

      trick++;
      /* Translators: a trick's number and what won it, e.g. "Trick 3 · Loudest". */
      row_title = g_strdup_printf (_("Trick %u · %s"), trick,
                                   tablee_sound_quality_get_word (r->quality, r->direction));
      summary = record_summary (self, r);
      add_row (self->tricks_group, self->trick_rows, row_title, summary, NULL);
    }

  if (trick == 0 && phase != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    adw_preferences_group_set_description (self->tricks_group, _("No trick settled yet in this round."));
}

static char *
match_csv (GtkWidget *owner)
{
  TableeSoundbattleHistoryView *self = TABLEE_SOUNDBATTLE_HISTORY_VIEW (owner);

  return self->referee != NULL ? tablee_soundbattle_history_to_csv (self->referee) : NULL;
}

static void
match_exported (GtkWidget    *owner,
                const GError *error)
{
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      tablee_add_toast (owner, tablee_toast_new_plain (_("Match exported")));
      return;
    }

  text = g_strdup_printf (_("The match could not be exported: %s"), error->message);
  tablee_add_toast (owner, tablee_toast_new_plain (text));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tablee_export_csv (widget, _("Export the Match"), "guerre-des-sons", match_csv, match_exported);
}

static void
tablee_soundbattle_history_view_dispose (GObject *object)
{
  TableeSoundbattleHistoryView *self = TABLEE_SOUNDBATTLE_HISTORY_VIEW (object);

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_clear_object (&self->referee);
  g_clear_pointer (&self->score_rows, g_ptr_array_unref);
  g_clear_pointer (&self->trick_rows, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_HISTORY_VIEW);

  G_OBJECT_CLASS (tablee_soundbattle_history_view_parent_class)->dispose (object);
}

static void
tablee_soundbattle_history_view_class_init (TableeSoundbattleHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_soundbattle_history_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleHistoryView, score_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleHistoryView, tricks_group);

  gtk_widget_class_install_action (widget_class, "history.export", NULL, export_action);
}

static void
tablee_soundbattle_history_view_init (TableeSoundbattleHistoryView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
  self->score_rows = g_ptr_array_new ();
  self->trick_rows = g_ptr_array_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export", FALSE);
}

void
tablee_soundbattle_history_view_set_referee (TableeSoundbattleHistoryView *self,
                                             TableeSoundbattleReferee     *referee)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_HISTORY_VIEW (self));
  g_return_if_fail (referee == NULL || TABLEE_IS_SOUNDBATTLE_REFEREE (referee));

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_set_object (&self->referee, referee);
  if (referee != NULL)
    g_signal_connect_swapped (referee, "changed", G_CALLBACK (refresh), self);

  refresh (self);
}
