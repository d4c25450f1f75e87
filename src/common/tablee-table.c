/* tablee-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-table"

#include "config.h"

#include "tablee-table.h"

/* A game seats this many when nobody is at the table yet, as before. */
#define FIRST_PLAYERS 3

TableeTable *
tablee_table_dup_default (void)
{
  static TableeTable *table;

  if (table != NULL)
    return g_object_ref (table);

  table = tablee_players_new_table ();
  g_object_add_weak_pointer (G_OBJECT (table), (gpointer *) &table);

  return table;
}

gboolean
tablee_table_seat (TableeTable    *self,
                   TableePlayers  *seats,
                   gboolean        fill,
                   char          **left_out,
                   GError        **error)
{
  guint min = tablee_players_get_min_players (seats);
  guint max = tablee_players_get_max_players (seats);
  guint n = tablee_players_get_n_players (self);

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);

  if (tablee_players_get_table (seats) == NULL)
    tablee_players_set_table (seats, self);

  /* The new game's own "Player N" sit at the table, or new ones. */
  for (guint i = 0, want = n > 0 ? min : CLAMP (FIRST_PLAYERS, min, max); fill && n < want; i++)
    {
      TableePlayer *seat = tablee_players_get_player (seats, i);
      g_autofree char *name = NULL;

      if (seat != NULL && tablee_players_find (self, seat) >= 0)
        continue;
      if (seat == NULL || !tablee_players_insert (self, n, seat, NULL))
        {
          name = tablee_players_suggest_name (self);
          tablee_players_add (self, name, NULL);
        }
      n++;
    }

  if (!tablee_players_seat (seats, MIN (n, max), error))
    return FALSE;
  if (left_out != NULL)
    *left_out = n > max && max < 32 ? tablee_players_dup_names (self, ~0u << max) : NULL;

  return TRUE;
}
