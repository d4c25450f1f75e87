/* bench-stats.c: how long the statistics of a 5,000-game history take to
 * compute (every player's figures, streaks and head to head, the months),
 * over every game and then over each game, as the Statistics view needs
 * them. Prints the figure; never fails on speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-history-games.h"
#include "tablee-stats.h"

#define N_GAMES 5000
#define ROUNDS 5

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();
  double worst = 0, total = 0;

  bench_history_add_games (history, N_GAMES);

  for (guint round = 0; round < ROUNDS; round++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(TableeStats) stats = tablee_stats_compute (G_LIST_MODEL (history), NULL, zone);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      if (tablee_stats_get_n_games (stats) != N_GAMES)
        g_error ("The statistics counted %u games", tablee_stats_get_n_games (stats));
      worst = MAX (worst, ms);
      total += ms;
    }

  g_print ("stats_5000_games_ms = %.1f\n", total / ROUNDS);
  g_print ("stats_5000_games_worst_ms = %.1f\n", worst);

  return 0;
}
