/* bench-history-games.h: the games the history benchmarks record, the
 * same for the model and for the page, so that their figures compare.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-history.h"

#define BENCH_HISTORY_PEOPLE 12

static const char * const bench_history_games[] = { "notnot", "frantic", "whosnext", "soundbattle" };

/* Twelve people playing the four games, four a game, from one seed. */
static inline void
bench_history_add_games (TableeHistory *history,
                         guint          n_games)
{
  GRand *rand = g_rand_new_with_seed (20261125);

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(TableeHistoryEntry) entry = NULL;
      char ids_buf[4][8], names_buf[4][16];
      const char *ids[4], *names[4];
      int figures[4];
      guint first = g_rand_int_range (rand, 0, BENCH_HISTORY_PEOPLE);

      for (guint seat = 0; seat < 4; seat++)
        {
          guint person = (first + seat * 5) % BENCH_HISTORY_PEOPLE;

          g_snprintf (ids_buf[seat], sizeof ids_buf[seat], "p%u", person);
          g_snprintf (names_buf[seat], sizeof names_buf[seat], "Player %u", person);
          ids[seat] = ids_buf[seat];
          names[seat] = names_buf[seat];
          figures[seat] = g_rand_int_range (rand, 0, 60);
        }
      entry = tablee_history_entry_new (bench_history_games[i % 4], "level-1", 1700000000 + i * 3600, 1200, 4,
                                        ids, names, figures, 1u << g_rand_int_range (rand, 0, 4), NULL);
      tablee_history_add (history, entry);
    }

  g_rand_free (rand);
}
