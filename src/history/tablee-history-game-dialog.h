/* tablee-history-game-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-history-page.h"

G_BEGIN_DECLS

/* A window with the full result of a finished game: each seat's result
 * and who won, when and how long, the mode, and what the game kept to show
 * it again (Frantic's sheet and chart, the rounds of La Guerre des Sons).
 * Its Delete button deletes the game from page and closes. */
GtkWidget *tablee_history_game_dialog_new (TableeHistoryPage  *page,
                                           TableeHistoryEntry *entry);

G_END_DECLS
