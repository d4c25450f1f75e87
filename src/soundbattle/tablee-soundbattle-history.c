/* tablee-soundbattle-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <string.h>

#include "tablee-csv.h"
#include "tablee-soundbattle-history.h"

/* A field after the row's first. */
static void
append_field (GString    *csv,
              const char *field)
{
  g_string_append_c (csv, ',');
  tablee_csv_append_field (csv, field);
}

char *
tablee_soundbattle_history_to_csv (TableeSoundbattleReferee *referee)
{
  GString *csv;
  guint n_records, n_players;
  guint round = G_MAXUINT;
  guint trick = 0;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (referee), NULL);

  n_records = tablee_soundbattle_referee_get_n_records (referee);
  n_players = tablee_soundbattle_referee_get_n_players (referee);
  csv = g_string_new ("round,trick,attacker,quality,direction,winner,cards,battles,tied,way\r\n");

  for (guint i = 0; i < n_records; i++)
    {
      const TableeSoundbattleRecord *r = tablee_soundbattle_referee_get_record (referee, i);
      g_autoptr(GString) tied = g_string_new (NULL);

      trick = r->round == round ? trick + 1 : 1;
      round = r->round;
      for (guint p = 0; p < n_players; p++)
        {
          if ((r->tied & (1u << p)) == 0)
            continue;
          if (tied->len > 0)
            g_string_append (tied, " + ");
          g_string_append (tied, tablee_soundbattle_referee_get_player_name (referee, p));
        }

      g_string_append_printf (csv, "%u,%u", r->round + 1, trick);
      append_field (csv, tablee_soundbattle_referee_get_player_name (referee, r->attacker));
      append_field (csv, tablee_sound_quality_to_string (r->quality));
      append_field (csv, r->direction == TABLEE_SOUND_DIRECTION_HIGHEST ? "highest" : "lowest");
      append_field (csv, tablee_soundbattle_referee_get_player_name (referee, r->winner));
      g_string_append_printf (csv, ",%u,%u", r->n_cards, r->battles);
      append_field (csv, tied->str);
      append_field (csv, r->quick ? "quick" : "values");
      g_string_append (csv, "\r\n");
    }

  for (guint p = 0; p < n_players; p++)
    {
      g_string_append (csv, "rounds-won");
      append_field (csv, tablee_soundbattle_referee_get_player_name (referee, p));
      g_string_append_printf (csv, ",%u\r\n", tablee_soundbattle_referee_get_state (referee)->round_wins[p]);
    }

  return g_string_free (csv, FALSE);
}

guint
tablee_soundbattle_history_count_tricks (TableeSoundbattleReferee *referee,
                                         guint                     round)
{
  guint n_records, count = 0;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (referee), 0);

  n_records = tablee_soundbattle_referee_get_n_records (referee);
  for (guint i = 0; i < n_records; i++)
    if (tablee_soundbattle_referee_get_record (referee, i)->round == round)
      count++;

  return count;
}
