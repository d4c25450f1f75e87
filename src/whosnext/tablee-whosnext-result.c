/* tablee-whosnext-result.c: how a game of Who's Next? ended, for the
 * history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-whosnext-game.h"
#include "tablee-whosnext-result.h"

static char *
whosnext_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("level-%u", tablee_whosnext_game_get_level (TABLEE_WHOSNEXT_GAME (game)));
}

/* Each seat's wrong notes; the fewest win, ties share. */
static guint
whosnext_get_result (TableeGame *game,
                     int        *figures)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (game);
  guint n = tablee_players_get_n_players (tablee_game_get_players (game));
  guint seats[TABLEE_WHOSNEXT_MAX_SEATS];
  guint n_winners = tablee_whosnext_game_get_winners (self, seats);
  guint winners = 0;

  for (guint i = 0; i < n; i++)
    figures[i] = (int) tablee_whosnext_game_get_wrong_notes (self, i);
  for (guint i = 0; i < n_winners; i++)
    winners |= 1u << seats[i];

  return winners;
}

void
_tablee_whosnext_result_class_init (TableeGameClass *game_class)
{
  game_class->dup_mode = whosnext_dup_mode;
  game_class->get_result = whosnext_get_result;
}
