/* tablee-soundbattle-history-detail.c: a finished match of La Guerre des
 * Sons in History.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-history-page.h"
#include "tablee-soundbattle-history-detail.h"

/* A match of La Guerre des Sons shows its rounds again: the cards each
 * player won in each, and who won it (the most cards; ties share). */
GtkWidget *
tablee_soundbattle_history_detail_new (TableeHistoryEntry *entry)
{
  GVariant *detail = tablee_history_entry_get_detail (entry);
  guint n = tablee_history_entry_get_n_players (entry);
  guint cards[64][TABLEE_HISTORY_MAX_PLAYERS] = { { 0 } };
  guint best[G_N_ELEMENTS (cards)] = { 0 };
  GtkWidget *group;
  guint n_rounds = 0;
  guint round, n_cards;
  int winner;
  GVariantIter iter;

  if (detail == NULL || !g_variant_is_of_type (detail, G_VARIANT_TYPE ("a(uiu)")))
    return NULL;

  /* Cards won per round and player, and the most in each round. */
  g_variant_iter_init (&iter, detail);
  while (g_variant_iter_next (&iter, "(uiu)", &round, &winner, &n_cards))
    {
      if (round >= G_N_ELEMENTS (cards) || winner >= (int) n)
        return NULL;
      n_rounds = MAX (n_rounds, round + 1);
      if (winner >= 0)
        {
          cards[round][winner] += n_cards;
          best[round] = MAX (best[round], cards[round][winner]);
        }
    }
  if (n_rounds == 0)
    return NULL;

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rounds"));

  for (round = 0; round < n_rounds; round++)
    {
      g_autoptr(GString) counts = g_string_new (NULL);
      g_autofree char *title = NULL;
      GtkWidget *row = adw_action_row_new ();

      for (guint seat = 0; seat < n; seat++)
        {
          guint won = cards[round][seat];
          g_autofree char *name = tablee_history_dup_player_name (entry, seat);
          g_autofree char *escaped = g_markup_escape_text (name, -1);

          if (counts->len > 0)
            g_string_append (counts, ", ");
          /* Translators: a player and the cards they won in a round. */
          g_string_append_printf (counts, best[round] > 0 && won == best[round] ? _("<b>%s %u</b>") : _("%s %u"), escaped, won);
        }
      /* Translators: %u is the number of a round of the match. */
      title = g_strdup_printf (_("Round %u"), round + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), counts->str);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}
