/* bench-rules-search.c: how long a search takes over every rules text, in
 * both languages (meson test --benchmark). Not a test: it prints timings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-rules-search.h"

#define ROUNDS 50
#define BUDGET_MS 16.0   /* one frame at 60 Hz: a keystroke must fit in it */

/* What people type at the table, keystroke by keystroke for some. */
static const char * const queries[] = {
  "e", "ev", "eve", "even", "evene", "evenem", "evenement",
  "f", "fa", "fau", "fausse", "fausse n", "fausse note",
  "event", "plague", "doomsday", "time bomb", "fuck you", "nice try",
  "niveau 4", "level", "dont panic", "don't panic", "apprentice",
  "carte", "card", "points", "137", "joueur", "player", "tie", "égalité",
  "pianissimo", "super pouvoir", "mystery card", "liar", "menteur", "arrow",
  "a", "de", "the", "x", "zzz", "not not", "negation die",
};

static TableeRulesIndex *
fixture_index (void)
{
  TableeRulesIndex *index = tablee_rules_index_new ();
  const char * const names[] = { "sample.fr.xml", "sample.en.xml" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (TEST_SRCDIR, "rules", names[i], NULL);
      g_autofree char *data = NULL;
      g_autoptr(TableeRulebook) book = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      if (!g_file_get_contents (path, &data, &length, &error)
          || (book = tablee_rulebook_new_from_data (data, length, names[i], &error)) == NULL)
        g_error ("%s", error->message);
      tablee_rules_index_add_rulebook (index, book);
    }

  return index;
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 first = *(const gint64 *) a;
  gint64 second = *(const gint64 *) b;

  return first < second ? -1 : first > second;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeRulesIndex) index = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 start, total = 0, worst = 0, p95;
  const char *worst_query = NULL;
  guint n_searches = 0;

  start = g_get_monotonic_time ();
  index = g_object_ref (tablee_rules_index_get_default ());
  g_print ("# Indexing every rules text: %.2f ms, %u sections and entries\n",
           (g_get_monotonic_time () - start) / 1000.0,
           tablee_rules_index_get_n_documents (index));

  if (tablee_rules_index_get_n_documents (index) == 0)
    {
      g_print ("# No rules text is compiled in: timing the test fixtures instead\n");
      g_clear_object (&index);
      index = fixture_index ();
    }

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      gint64 query_total = 0;
      guint n_matches = 0;

      for (guint round = 0; round < ROUNDS; round++)
        {
          g_autoptr(GListModel) results = NULL;
          gint64 elapsed;

          start = g_get_monotonic_time ();
          /* As the page asks: the first 100 results, with their snippets. */
          results = tablee_rules_index_search (index, queries[i], "fr", 100, &n_matches);
          elapsed = g_get_monotonic_time () - start;

          query_total += elapsed;
          g_array_append_val (times, elapsed);
          if (elapsed > worst)
            {
              worst = elapsed;
              worst_query = queries[i];
            }
        }

      g_print ("# %-16s %5u results  %7.3f ms per query\n",
               queries[i], n_matches, query_total / 1000.0 / ROUNDS);
      total += query_total;
      n_searches += ROUNDS;
    }

  /* The 95th percentile says more than the maximum on a busy machine. */
  g_array_sort (times, compare_times);
  p95 = g_array_index (times, gint64, times->len * 95 / 100);

  /* One line per figure, as build-aux/tablee-dev bench collects them. */
  g_print ("# slowest query: “%s”\n", worst_query);
  g_print ("rules_search_ms mean=%.3f p95=%.3f max=%.3f budget=%.0f searches=%u documents=%u\n",
           total / 1000.0 / n_searches, p95 / 1000.0, worst / 1000.0, BUDGET_MS, n_searches,
           tablee_rules_index_get_n_documents (index));

  return 0;
}
