/* tablee-notnot-result.c: how a game of Not Not ended, for the history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-notnot-game.h"
#include "tablee-notnot-result.h"

static char *
notnot_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("level-%u", tablee_notnot_game_get_level (TABLEE_NOTNOT_GAME (game)) + 1);
}

/* Each seat's cards; the most cards win, ties share. */
static guint
notnot_get_result (TableeGame *game,
                   int        *figures)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  guint n = tablee_players_get_n_players (tablee_game_get_players (game));
  guint best = 0, winners = 0;

  for (guint i = 0; i < n; i++)
    {
      figures[i] = (int) tablee_notnot_game_get_score (self, i);
      best = MAX (best, (guint) figures[i]);
    }
  for (guint i = 0; i < n; i++)
    winners |= (guint) (figures[i] == (int) best) << i;

  return winners;
}

void
_tablee_notnot_result_class_init (TableeGameClass *game_class)
{
  game_class->dup_mode = notnot_dup_mode;
  game_class->get_result = notnot_get_result;
}
