/* tablee-frantic-csv.c: the score sheet as CSV, for a spreadsheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-csv.h"
#include "tablee-frantic-scorer.h"

char *
tablee_frantic_scorer_to_csv (TableeFranticScorer *self)
{
  const char *headers[] = { N_("Round"), N_("Player"), N_("Hand"), N_("Events"),
                            N_("Round points"), N_("Total") };
  TableePlayers *players;
  GString *csv;
  guint n;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  players = tablee_frantic_scorer_get_players (self);
  n = tablee_players_get_n_players (players);
  csv = g_string_new (NULL);
  for (guint h = 0; h < G_N_ELEMENTS (headers); h++)
    {
      if (h > 0)
        g_string_append_c (csv, ',');
      tablee_csv_append_field (csv, _(headers[h]));
    }
  g_string_append (csv, "\r\n");

  for (guint r = 0; r < tablee_frantic_scorer_get_n_rounds (self); r++)
    {
      const TableeFranticRound *round = tablee_frantic_scorer_get_round (self, r);

      for (guint p = 0; p < n; p++)
        {
          g_autoptr(GString) events = g_string_new (NULL);

          g_string_append_printf (csv, "%u,", r + 1);
          tablee_csv_append_field (csv, tablee_player_get_name (tablee_players_get_player (players, p)));

          /* Under Doomsday the real hand when it was kept for the record;
           * an empty field, not a 0 that nobody held, when it was not. */
          g_string_append_c (csv, ',');
          if (tablee_frantic_round_hand_known (round, p))
            g_string_append_printf (csv, "%d", tablee_frantic_round_get_hand (round, p));

          /* The events by the names users see, with what each gave. */
          for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
            {
              g_autofree char *title =
                tablee_frantic_event_dup_title (tablee_frantic_round_get_adjustment_event (round, a), NULL);
              int value = tablee_frantic_scorer_get_adjustment_points (self, r, a, p);

              if (events->len > 0)
                g_string_append (events, "; ");
              if (tablee_frantic_round_get_adjustment_lucky (round, a) & (1u << p))
                /* Translators: an event in the exported score sheet, for a
                 * player a Lucky Bastard protected from it. */
                g_string_append_printf (events, _("%s: protected"), title);
              else
                g_string_append_printf (events, "%s: %s%d", title, value > 0 ? "+" : "", value);
            }
          g_string_append_c (csv, ',');
          tablee_csv_append_field (csv, events->str);
          g_string_append_printf (csv, ",%d,%d\r\n",
                                  tablee_frantic_scorer_get_round_points (self, r, p),
                                  tablee_frantic_scorer_get_total_after (self, r, p));
        }
    }

  return g_string_free (csv, FALSE);
}
