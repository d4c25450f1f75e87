/* tablee-table.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-players.h"
#include "tablee-saveable.h"

G_BEGIN_DECLS

/* The version of what the table saves: bump it beside table_save() in
 * tablee-players.c. */
#define TABLEE_TABLE_FORMAT_VERSION 1

/* The people at the table, entered once for the evening: the list made by
 * tablee_players_new_table(). Every game seats its players from them, in
 * the table's order, and shares their TableePlayer objects (a rename shows
 * everywhere). A game in progress keeps its seats when the table changes,
 * until it is seated again. A TableeSaveable: "players" ("a(sss)"), in the
 * store "table" with TABLEE_TABLE_FORMAT_VERSION. */
typedef TableePlayers TableeTable;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TableeTable, g_object_unref)

/* The table of the app (transfer full): one while anybody holds it, so
 * that each test starts from an empty table. */
TableeTable   *tablee_table_dup_default (void);
/* Seats seats (linked to the table first) from the table: its first
 * max-players. With fill, players named "Player N" join the table when it
 * has fewer than the game needs (three when it is empty); without, the
 * error TABLEE_PLAYERS_ERROR_TOO_FEW says so and nothing changes. left_out
 * gets the names of who sits this one out ("Hugo, Inès"), or NULL. */
gboolean       tablee_table_seat        (TableeTable    *self,
                                         TableePlayers  *seats,
                                         gboolean        fill,
                                         char          **left_out,
                                         GError        **error);

G_END_DECLS
