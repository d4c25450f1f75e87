/* tablee-history-labels.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-csv.h"
#include "tablee-game-registry.h"
#include "tablee-history-labels.h"

const char *
tablee_history_game_get_name (const char *game)
{
  const TableeGameInfo *info;

  g_return_val_if_fail (game != NULL, NULL);

  info = tablee_game_registry_lookup (game);
  return info != NULL ? _(info->name) : game;
}

char *
tablee_history_dup_mode_name (const char *game,
                              const char *mode)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (mode != NULL, NULL);

  return tablee_game_info_dup_mode_name (tablee_game_registry_lookup (game), mode);
}

const char *
tablee_history_game_get_unit (const char *game,
                              int         figure)
{
  const TableeGameInfo *info;

  g_return_val_if_fail (game != NULL, NULL);

  info = tablee_game_registry_lookup (game);
  return info != NULL && info->unit != NULL ? info->unit ((gulong) ABS (figure)) : "";
}

/* Whether seat a ranks before seat b. */
static gboolean
ranks_before (TableeHistoryEntry *entry,
              guint               a,
              guint               b)
{
  guint winners = tablee_history_entry_get_winners (entry);
  gboolean a_won = (winners >> a) & 1, b_won = (winners >> b) & 1;
  int fa = tablee_history_entry_get_figure (entry, a);
  int fb = tablee_history_entry_get_figure (entry, b);
  const TableeGameInfo *info;

  if (a_won != b_won)
    return a_won;
  if (a_won)
    return FALSE;

  info = tablee_game_registry_lookup (tablee_history_entry_get_game (entry));
  return info != NULL && info->fewest_wins ? fa < fb : fa > fb;
}

guint
tablee_history_entry_get_rank (TableeHistoryEntry *entry,
                               guint               seat)
{
  guint rank = 1;

  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), 0);
  g_return_val_if_fail (seat < tablee_history_entry_get_n_players (entry), 0);

  for (guint other = 0; other < tablee_history_entry_get_n_players (entry); other++)
    rank += ranks_before (entry, other, seat);

  return rank;
}

/* ---- CSV --------------------------------------------------------------- */

static void
append_row (GString            *csv,
            char                separator,
            const char * const *fields)
{
  for (guint i = 0; fields[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (csv, separator);
      tablee_csv_append_field_with (csv, fields[i], separator);
    }
  g_string_append (csv, "\r\n");
}

char *
tablee_history_to_csv (TableeHistory *self)
{
  g_autoptr(GString) csv = g_string_new (TABLEE_CSV_BOM);
  char separator = tablee_csv_get_separator ();
  const char *header[] = {
    /* Translators: the columns of History's CSV. */
    C_("CSV column", "Game"), C_("CSV column", "Mode"), C_("CSV column", "Started"),
    C_("CSV column", "Minutes"), C_("CSV column", "Rank"), C_("CSV column", "Player"),
    C_("CSV column", "Result"), C_("CSV column", "Unit"), C_("CSV column", "Winner"), NULL
  };

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), NULL);

  append_row (csv, separator, header);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self), i);
      const char *game = tablee_history_entry_get_game (entry);
      guint n = tablee_history_entry_get_n_players (entry);
      g_autoptr(GDateTime) started = g_date_time_new_from_unix_local (tablee_history_entry_get_started (entry));
      g_autofree char *when = started != NULL ? g_date_time_format (started, "%Y-%m-%d %H:%M") : g_strdup ("");
      g_autofree char *mode = tablee_history_dup_mode_name (game, tablee_history_entry_get_mode (entry));
      g_autofree char *minutes = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  (tablee_history_entry_get_duration (entry) + 30) / 60);

      /* The players in the order of their places, as the game ranked them. */
      for (guint rank = 1; rank <= n; rank++)
        for (guint seat = 0; seat < n; seat++)
          {
            int figure = tablee_history_entry_get_figure (entry, seat);
            g_autofree char *place = NULL;
            g_autofree char *result = NULL;

            if (tablee_history_entry_get_rank (entry, seat) != rank)
              continue;

            place = g_strdup_printf ("%u", rank);
            result = g_strdup_printf ("%d", figure);
            append_row (csv, separator, (const char *[]) {
              tablee_history_game_get_name (game), mode, when, minutes, place,
              tablee_history_entry_get_player_name (entry, seat), result,
              tablee_history_game_get_unit (game, figure),
              (tablee_history_entry_get_winners (entry) >> seat) & 1 ? C_("CSV winner", "Yes") : C_("CSV winner", "No"),
              NULL });
          }
    }

  return g_string_free (g_steal_pointer (&csv), FALSE);
}
