/* tablee-soundbattle-result.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-game.h"

G_BEGIN_DECLS

/* Gives the game's class what the history asks of a finished game. */
void _tablee_soundbattle_result_class_init (TableeGameClass *game_class);

G_END_DECLS
