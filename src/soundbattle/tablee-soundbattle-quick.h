/* tablee-soundbattle-quick.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_QUICK (tablee_soundbattle_quick_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleQuick, tablee_soundbattle_quick, TABLEE, SOUNDBATTLE_QUICK, AdwBin)

/* The quick way to referee a trick: a row per player laying, tapped for the
 * one who laid the best card; for a battle, the tied players are marked and
 * the battle started. Shown while a pass has no value typed yet. Actions:
 * quick.win (u: the player), quick.battle (the players marked tied). */
void                      tablee_soundbattle_quick_set_referee (TableeSoundbattleQuick   *self,
                                                                TableeSoundbattleReferee *referee);

G_END_DECLS
