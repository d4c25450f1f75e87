/* tablee-frantic-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-game.h"
#include "tablee-game-page.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_PAGE (tablee_frantic_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticPage, tablee_frantic_page, TABLEE, FRANTIC_PAGE, TableeGamePage)

/* The Frantic page: the event deck, the score sheet with its chart, the
 * players and options, on a TableeFranticGame (the "game" property).
 * Besides the actions of every game (tablee-game-page.h), group "frantic":
 * black-card (B), choose (u), next-turn (N), add-round (R), edit-round (u),
 * export; an event's rules open through the window's "win.show-rules". */

G_END_DECLS
