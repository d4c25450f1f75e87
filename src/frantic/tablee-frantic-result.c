/* tablee-frantic-result.c: how a game of Frantic ended, for the history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-frantic-game.h"
#include "tablee-frantic-result.h"

static TableeFranticScorer *
scorer (TableeGame *game)
{
  return tablee_frantic_game_get_scorer (TABLEE_FRANTIC_GAME (game));
}

static char *
frantic_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("limit-%u", tablee_frantic_scorer_get_limit (scorer (game)));
}

/* Each seat's total; the lowest wins, ties share. */
static guint
frantic_get_result (TableeGame *game,
                    int        *figures)
{
  guint n = tablee_players_get_n_players (tablee_game_get_players (game));

  for (guint i = 0; i < n; i++)
    figures[i] = tablee_frantic_scorer_get_total (scorer (game), i);

  return tablee_frantic_scorer_get_leaders (scorer (game));
}

/* The sheet, to show it and its chart again. */
static GVariant *
frantic_dup_detail (TableeGame *game)
{
  return g_variant_ref_sink (tablee_frantic_scorer_save_state (scorer (game)));
}

void
_tablee_frantic_result_class_init (TableeGameClass *game_class)
{
  game_class->dup_mode = frantic_dup_mode;
  game_class->get_result = frantic_get_result;
  game_class->dup_detail = frantic_dup_detail;
}
