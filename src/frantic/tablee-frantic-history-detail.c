/* tablee-frantic-history-detail.c: a finished game of Frantic in History.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-chart.h"
#include "tablee-frantic-history-detail.h"
#include "tablee-frantic-scorer.h"
#include "tablee-frantic-sheet.h"

/* A game of Frantic shows its sheet and its chart again: the sheet comes
 * back from the detail, under the names of the game. */
GtkWidget *
tablee_frantic_history_detail_new (TableeHistoryEntry *entry)
{
  GVariant *detail = tablee_history_entry_get_detail (entry);
  guint n = tablee_history_entry_get_n_players (entry);
  g_autoptr(TableePlayers) players = tablee_players_new (n, n);
  g_autoptr(TableeFranticScorer) scorer = tablee_frantic_scorer_new (players);

  if (detail == NULL || !g_variant_is_of_type (detail, G_VARIANT_TYPE_VARDICT) ||
      !tablee_frantic_scorer_load_state (scorer, detail, n, NULL))
    return NULL;

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
      return NULL;
  }

  {
    GtkWidget *group = adw_preferences_group_new ();
    GtkWidget *sheet = g_object_new (TABLEE_TYPE_FRANTIC_SHEET, NULL);
    GtkWidget *chart = g_object_new (TABLEE_TYPE_FRANTIC_CHART, "height-request", 220, NULL);

    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Score Sheet"));
    tablee_frantic_sheet_set_scorer (TABLEE_FRANTIC_SHEET (sheet), scorer);
    tablee_frantic_chart_set_scorer (TABLEE_FRANTIC_CHART (chart), scorer);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), sheet);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), chart);
    return group;
  }
}
