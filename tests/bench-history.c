/* bench-history.c: how long 5,000 recorded games take to load from their
 * saved state and to give their standings, as the History page needs them
 * when it opens. Prints the figures; never fails on speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-history-games.h"

#define N_GAMES 5000
#define ROUNDS 5
#define BUDGET_MS 100.0

static TableeHistory *
fixture_history (void)
{
  TableeHistory *history = tablee_history_new ();

  bench_history_add_games (history, N_GAMES);

  return history;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeHistory) history = fixture_history ();
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (history));
  double worst = 0, total = 0;

  for (guint round = 0; round < ROUNDS; round++)
    {
      g_autoptr(TableeHistory) loaded = tablee_history_new ();
      gint64 start = g_get_monotonic_time ();
      double ms;

      if (!tablee_saveable_load (TABLEE_SAVEABLE (loaded), state, NULL))
        g_error ("The history did not load");
      for (guint i = 0; i <= G_N_ELEMENTS (bench_history_games); i++)
        g_object_unref (tablee_history_compute_standings (loaded,
                                                          i < G_N_ELEMENTS (bench_history_games) ?
                                                          bench_history_games[i] : NULL,
                                                          NULL));

      ms = (g_get_monotonic_time () - start) / 1000.0;
      worst = MAX (worst, ms);
      total += ms;
    }

  g_print ("history_open_ms games=%u mean=%.1f worst=%.1f budget=%.0f\n",
           N_GAMES, total / ROUNDS, worst, BUDGET_MS);

  return 0;
}
