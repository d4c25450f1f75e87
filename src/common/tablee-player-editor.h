/* tablee-player-editor.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-players.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_PLAYER_EDITOR (tablee_player_editor_get_type ())

G_DECLARE_FINAL_TYPE (TableePlayerEditor, tablee_player_editor, TABLEE, PLAYER_EDITOR, AdwBin)

/* Edits a TableePlayers list: add, rename, remove (with an undo toast) and
 * reorder. A refused name keeps the row as it was and shows why under the
 * list. Actions "editor.add" and "editor.undo-remove". */
void           tablee_player_editor_set_players (TableePlayerEditor *self,
                                                 TableePlayers      *players);
/* Players seated from the table (tablee_players_set_table()) also show who
 * at the table has no seat yet, to seat them without typing ("editor.seat",
 * with the name), "game.seat-table" for the page, and "editor.edit-table",
 * which closes the popover the editor is in and opens the people at the
 * table ("app.edit-table"). A refused change shows why in a label under
 * the list (style class "error"). Grabbing the focus puts it where the
 * next name is typed. */

G_END_DECLS
