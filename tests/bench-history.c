/* bench-history.c: how long 5,000 recorded games take to load from their
 * saved state and to give their standings, as the History page needs them
 * when it opens. Prints the figures; never fails on speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-history.h"

#define N_GAMES 5000
#define N_PEOPLE 12
#define ROUNDS 5
#define BUDGET_MS 100.0

static const char * const games[] = { "notnot", "frantic", "whosnext", "soundbattle" };

/* A table of twelve people playing the four games, four a game. */
static TableeHistory *
fixture_history (void)
{
  TableeHistory *history = tablee_history_new ();
  GRand *rand = g_rand_new_with_seed (20261125);

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(TableeHistoryEntry) entry = NULL;
      char ids_buf[4][8], names_buf[4][16];
      const char *ids[4], *names[4];
      int figures[4];
      guint first = g_rand_int_range (rand, 0, N_PEOPLE);

      for (guint seat = 0; seat < 4; seat++)
        {
          g_snprintf (ids_buf[seat], sizeof ids_buf[seat], "p%u", (first + seat * 5) % N_PEOPLE);
          g_snprintf (names_buf[seat], sizeof names_buf[seat], "Player %u", (first + seat * 5) % N_PEOPLE);
          ids[seat] = ids_buf[seat];
          names[seat] = names_buf[seat];
          figures[seat] = g_rand_int_range (rand, 0, 60);
        }
      entry = tablee_history_entry_new (games[i % 4], "level-1", 1700000000 + i * 3600, 1200, 4,
                                        ids, names, figures, 1u << g_rand_int_range (rand, 0, 4), NULL);
      tablee_history_add (history, entry);
    }

  g_rand_free (rand);

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
      for (guint i = 0; i <= G_N_ELEMENTS (games); i++)
        g_object_unref (tablee_history_compute_standings (loaded, i < G_N_ELEMENTS (games) ? games[i] : NULL));

      ms = (g_get_monotonic_time () - start) / 1000.0;
      worst = MAX (worst, ms);
      total += ms;
    }

  g_print ("history_open_ms games=%u mean=%.1f worst=%.1f budget=%.0f\n",
           N_GAMES, total / ROUNDS, worst, BUDGET_MS);

  return 0;
}
