/* soundbattle-fixture.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tests of La Guerre des Sons share: a referee seating given
 * players, and undo as a yes or no.
 */

#pragma once

#include "tablee-soundbattle-referee.h"

/* A referee with the players named names[0] to names[n - 1], and nothing
 * to undo yet (as after loading a saved game). */
static inline TableeSoundbattleReferee *
soundbattle_referee_new_seated (const char * const *names,
                                guint               n)
{
  TableeSoundbattleReferee *referee = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (referee));
  g_autoptr(GVariant) state = NULL;

  tablee_players_reset (players, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (tablee_players_rename (players, i, names[i], NULL));
  state = tablee_saveable_save (TABLEE_SAVEABLE (referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (referee), state, NULL));
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (referee)));

  return referee;
}

/* Undoes one step; returns whether there was one. */
static inline gboolean
soundbattle_undo (TableeSoundbattleReferee *referee)
{
  g_autofree char *label = tablee_game_undo (TABLEE_GAME (referee));

  return label != NULL;
}
