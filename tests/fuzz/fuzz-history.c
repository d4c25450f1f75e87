/* fuzz-history.c: the history of games, read from its saved file and
 * imported from JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* An input starting with '{' or '[' or a space is JSON to import; any other
 * is a saved history (the "a{sv}" state the store hands to the loader).
 * Whatever is accepted must save, export and import again (to the same
 * games when it was imported: a saved game may fail an import's checks),
 * and give standings that add up. Imports read up to 64 MB nested 64 deep:
 * run with -max_len large enough to go past that depth (README.md). */

#define G_LOG_DOMAIN "fuzz-history"

#include "config.h"

#include "fuzz-target.h"
#include "tablee-history.h"

void
fuzz_target_init (void)
{
  fuzz_abort_on_warnings ();
}

static void
check (TableeHistory *history,
       gboolean       imported)
{
  g_autoptr(TableeHistory) copy = tablee_history_new ();
  g_autoptr(GListModel) standings = tablee_history_compute_standings (history, NULL, NULL);
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (history));
  g_autoptr(GVariant) again = NULL;
  g_autofree char *json = tablee_history_to_json (history);
  g_autofree char *csv = tablee_history_to_csv (history);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (history));
  guint seats = 0, played = 0;

  g_assert_true (tablee_history_import_json (copy, json, -1, NULL, NULL));
  again = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  if (imported)
    g_assert_true (g_variant_equal (state, again));
  else
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (copy)), <=, g_list_model_get_n_items (G_LIST_MODEL (history)));
  g_assert_nonnull (csv);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

      seats += tablee_history_entry_get_n_players (entry);
    }
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(TableeStanding) standing = g_list_model_get_item (standings, i);

      g_assert_cmpuint (tablee_standing_get_wins (standing), <=, tablee_standing_get_played (standing));
      played += tablee_standing_get_played (standing);
    }
  /* A player seated twice in one game counts twice: seats and games
   * played are the same count. */
  g_assert_cmpuint (played, ==, seats);
}

gboolean
fuzz_target_run (const guint8 *data,
                 gsize         size)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  gboolean accepted, json;

  json = size > 0 && (data[0] == '{' || data[0] == '[' || g_ascii_isspace (data[0]));
  if (json)
    {
      accepted = tablee_history_import_json (history, (const char *) data, size, NULL, NULL);
    }
  else
    {
      g_autoptr(GBytes) bytes = g_bytes_new (data, size);
      g_autoptr(GVariant) state = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT,
                                                                                bytes, FALSE));

      /* The store reads nothing that is not in normal form. */
      accepted = g_variant_is_normal_form (state) &&
                 tablee_saveable_load (TABLEE_SAVEABLE (history), state, NULL);
    }

  if (accepted)
    check (history, json);

  return accepted;
}
