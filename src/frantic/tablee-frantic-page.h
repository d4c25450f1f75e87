/* tablee-frantic-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-frantic-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_PAGE (tablee_frantic_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticPage, tablee_frantic_page, TABLEE, FRANTIC_PAGE, AdwBin)

/* The Frantic page: the event deck, the score sheet with its chart, the
 * players and options, saved as "frantic". Actions (group "frantic"):
 * black-card (B), choose (u), next-turn (N), add-round (R), edit-round (u),
 * undo (Ctrl+Z), redo (Ctrl+Shift+Z), export, new-game, show-rules (s: an entry id, "" for the
 * whole rules). */
TableeFranticGame *tablee_frantic_page_get_game (TableeFranticPage *self);

G_END_DECLS
