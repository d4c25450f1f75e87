/* tablee-player-pick.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-players.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_PLAYER_PICK (tablee_player_pick_get_type ())

G_DECLARE_FINAL_TYPE (TableePlayerPick, tablee_player_pick, TABLEE, PLAYER_PICK, AdwBin)

/* The button that seats a player of the table (its item, a TableePlayer)
 * in the player editor: their name, "Seat <name>" as its tooltip and
 * accessible name, and the action "editor.seat" with the name. It follows
 * the player's renames. */
GtkWidget    *tablee_player_pick_new      (TableePlayer     *item);
TableePlayer *tablee_player_pick_get_item (TableePlayerPick *self);

G_END_DECLS
