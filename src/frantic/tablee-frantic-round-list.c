/* tablee-frantic-round-list.c: this round's events, as the Events tab
 * lists them, with what the table recorded of its score events.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-round-list.h"

/* What was recorded of a score event of the round in progress, in a
 * line: "Ana 10, Bruno 20" (Double Taxation), "Ana: Declined (+21)"
 * (Seppuku), who went out in time (Time Bomb). */
static char *
recorded_text (TableeFranticGame *game,
               guint              index)
{
  TableeFranticScorer *s = tablee_frantic_game_get_scorer (game);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  TableeFranticEvent event = tablee_frantic_scorer_get_pending_event (s, index);
  const char *choices[] = { N_("Declined (+21)"), N_("Turned a number card (−21)"), N_("Turned another card (+42)") };
  g_autoptr(GString) text = g_string_new (NULL);

  if (event == TABLEE_FRANTIC_EVENT_TIME_BOMB)
    {
      g_autofree char *names = tablee_players_dup_names (players, tablee_frantic_scorer_get_pending_finishers (s));

      if (tablee_frantic_scorer_get_pending_finishers (s) == 0)
        return g_strdup (_("Nobody recorded as out in time"));
      /* Translators: who went out before the Time Bomb went off. */
      return g_strdup_printf (_("Went out in time: %s"), names);
    }
  if (!tablee_frantic_event_records (event))
    return NULL;
  if (!tablee_frantic_scorer_get_pending_recorded (s, index))
    return g_strdup (_("Not recorded yet"));

  for (guint p = 0; p < tablee_players_get_n_players (players); p++)
    {
      int input = tablee_frantic_scorer_get_pending_input (s, index, p);
      const char *name = tablee_player_get_name (tablee_players_get_player (players, p));

      if (input == TABLEE_FRANTIC_INPUT_UNSET)
        continue;
      if (text->len > 0)
        g_string_append (text, _(", "));
      if (event == TABLEE_FRANTIC_EVENT_SEPPUKU)
        /* Translators: a player's choice at Seppuku. */
        g_string_append_printf (text, _("%s: %s"), name, _(choices[input]));
      else
        /* Translators: a player's three highest cards at Double Taxation. */
        g_string_append_printf (text, _("%s: %d"), name, input);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A row of the round's list: the event, what was recorded of it, and a
 * button that records it (pending: its index among the score events
 * waiting, or -1). */
static void
round_row_new (GtkListBox         *list,
               TableeFranticGame  *game,
               TableeFranticEvent  event,
               int                 pending)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);

  /* The title as written: the row reads no markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  if (pending >= 0 && tablee_frantic_event_records (event))
    {
      g_autofree char *recorded = recorded_text (game, pending);
      g_autofree char *escaped = g_markup_escape_text (recorded, -1);
      g_autofree char *label = g_strdup_printf (_("Record %s"), title);
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Record…"));

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "frantic.record-event");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint) pending);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  gtk_list_box_append (list, row);
}

gboolean
tablee_frantic_round_list_update (GtkListBox        *list,
                                  TableeFranticGame *game)
{
  TableeFranticScorer *s = tablee_frantic_game_get_scorer (game);
  guint n_pending = tablee_frantic_scorer_get_n_pending (s);
  g_autofree gboolean *shown = g_new0 (gboolean, MAX (n_pending, 1));
  GtkWidget *child;
  guint n_events;
  const TableeFranticEvent *events = tablee_frantic_deck_get_round_events (tablee_frantic_game_get_deck (game),
                                                                           &n_events);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);

  for (guint i = 0; i < n_events; i++)
    {
      gboolean any = FALSE;

      for (guint a = 0; a < n_pending; a++)
        if (tablee_frantic_scorer_get_pending_event (s, a) == events[i])
          {
            round_row_new (list, game, events[i], a);
            shown[a] = any = TRUE;
          }
      if (!any)
        round_row_new (list, game, events[i], -1);
    }
  /* A score event the deck no longer holds (a game saved in between)
   * still shows. */
  for (guint a = 0; a < n_pending; a++)
    if (!shown[a])
      round_row_new (list, game, tablee_frantic_scorer_get_pending_event (s, a), a);

  return gtk_widget_get_first_child (GTK_WIDGET (list)) != NULL;
}
