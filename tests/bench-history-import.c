/* bench-history-import.c: how long an export of 5,000 games takes to import
 * as the History page does it: read and checked (in its thread), then
 * merged in steps of 500, into an empty history and again into the same
 * history (every game already there). Prints the figures; never fails on
 * speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-history-games.h"

#define N_GAMES 5000
#define ROUNDS 5
#define BATCH 500

/* Returns the whole time; read_ms is the part spent reading and checking
 * (the thread's), the rest is merging (the main thread's). */
static double
import (TableeHistory *history,
        const char    *json,
        guint         *n_added,
        double        *read_ms)
{
  g_autoptr(TableeHistoryImport) import = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  import = tablee_history_import_read (json, strlen (json), NULL, &error);
  if (import == NULL)
    g_error ("The export did not import: %s", error->message);
  *read_ms = (g_get_monotonic_time () - start) / 1000.0;
  while (tablee_history_import_merge (import, history, BATCH))
    ;
  *n_added = tablee_history_import_get_n_added (import);

  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeHistory) source = tablee_history_new ();
  g_autofree char *json = NULL;
  double worst = 0, total = 0, worst_again = 0, total_again = 0, reading = 0;

  bench_history_add_games (source, N_GAMES);
  json = tablee_history_to_json (source);

  for (guint round = 0; round < ROUNDS; round++)
    {
      g_autoptr(TableeHistory) history = tablee_history_new ();
      guint added, again;
      double read_ms, read_again_ms;
      double ms = import (history, json, &added, &read_ms);
      double ms_again = import (history, json, &again, &read_again_ms);

      if (added != N_GAMES || again != 0)
        g_error ("%u games imported, then %u: expected %u, then 0", added, again, N_GAMES);
      worst = MAX (worst, ms);
      total += ms;
      reading += read_ms;
      worst_again = MAX (worst_again, ms_again);
      total_again += ms_again;
    }

  g_print ("history_import_5000_ms = %.1f (worst %.1f, file %zu bytes)\n", total / ROUNDS, worst, strlen (json));
  g_print ("history_import_5000_read_ms = %.1f (of which the thread's reading and checking)\n", reading / ROUNDS);
  g_print ("history_import_5000_again_ms = %.1f (worst %.1f, every game already there)\n",
           total_again / ROUNDS, worst_again);

  return 0;
}
