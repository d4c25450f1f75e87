/* tablee-soundbattle-result.c: how a match of La Guerre des Sons ended,
 * for the history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-soundbattle-referee.h"
#include "tablee-soundbattle-result.h"

static char *
soundbattle_dup_mode (TableeGame *game)
{
  TableeSoundbattleMode mode = tablee_soundbattle_referee_get_mode (TABLEE_SOUNDBATTLE_REFEREE (game));

  return g_strconcat ("mode-", tablee_soundbattle_mode_to_string (mode), NULL);
}

/* Each seat's tricks won in the match; the most rounds won win the match,
 * ties share. */
static guint
soundbattle_get_result (TableeGame *game,
                        int        *figures)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  guint n = tablee_players_get_n_players (tablee_game_get_players (game));
  guint best = 0, winners = 0;

  for (guint i = 0; i < n; i++)
    {
      figures[i] = 0;
      best = MAX (best, tablee_soundbattle_referee_get_round_wins (self, i));
    }
  for (guint i = 0; i < tablee_soundbattle_referee_get_n_records (self); i++)
    {
      const TableeSoundbattleRecord *record = tablee_soundbattle_referee_get_record (self, i);

      if (record->winner >= 0 && (guint) record->winner < n)
        figures[record->winner]++;
    }
  for (guint i = 0; i < n && best > 0; i++)
    winners |= (guint) (tablee_soundbattle_referee_get_round_wins (self, i) == best) << i;

  return winners;
}

/* The tricks of the match, to show its rounds again: for each, its
 * round, who won it (-1: nobody) and the cards it took. */
static GVariant *
soundbattle_dup_detail (TableeGame *game)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  GVariantBuilder tricks;

  g_variant_builder_init (&tricks, G_VARIANT_TYPE ("a(uiu)"));
  for (guint i = 0; i < tablee_soundbattle_referee_get_n_records (self); i++)
    {
      const TableeSoundbattleRecord *record = tablee_soundbattle_referee_get_record (self, i);

      g_variant_builder_add (&tricks, "(uiu)", record->round, record->winner, record->n_cards);
    }

  return g_variant_ref_sink (g_variant_builder_end (&tricks));
}

void
_tablee_soundbattle_result_class_init (TableeGameClass *game_class)
{
  game_class->dup_mode = soundbattle_dup_mode;
  game_class->get_result = soundbattle_get_result;
  game_class->dup_detail = soundbattle_dup_detail;
}
