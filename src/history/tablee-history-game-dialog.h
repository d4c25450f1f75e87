/* tablee-history-game-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-history.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_HISTORY_GAME_DIALOG (tablee_history_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TableeHistoryGameDialog, tablee_history_game_dialog, TABLEE, HISTORY_GAME_DIALOG, AdwWindow)

/* The full result of a finished game: each seat's result and who won,
 * when and how long, the mode, and what the game kept to show it again
 * (Frantic's sheet and chart, the rounds of La Guerre des Sons). Its
 * Delete button emits "delete-requested" (entry) and closes. */
GtkWidget          *tablee_history_game_dialog_new       (TableeHistoryEntry      *entry);
TableeHistoryEntry *tablee_history_game_dialog_get_entry (TableeHistoryGameDialog *self);

G_END_DECLS
