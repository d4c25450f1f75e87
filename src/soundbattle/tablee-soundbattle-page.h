/* tablee-soundbattle-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-game-page.h"
#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_PAGE (tablee_soundbattle_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattlePage, tablee_soundbattle_page, TABLEE, SOUNDBATTLE_PAGE, TableeGamePage)

/* The page of La Guerre des Sons: the trick referee and the sound player.
 * Besides the game.* actions of every page (F1 opens the rules of the mode
 * being played): page.start-match, page.ask ((uu): quality, direction),
 * page.lay, page.next-round, page.end-match (asks first when tricks
 * would be lost, see tablee-soundbattle-end.h), page.play-trick,
 * page.play-card, page.play-demo (u: quality); for the quick way
 * quick.win (u: the player) and quick.battle (the players marked tied);
 * history.export saves the match as CSV. Its game is a
 * TableeSoundbattleReferee. */

G_END_DECLS
