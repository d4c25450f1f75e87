/* tablee-soundbattle-rows.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

/* What the views of La Guerre des Sons show of the table, built alike. */

/* The player's colour dot, as in the player editor (hidden from screen
 * readers: the row says the name). */
GtkWidget *tablee_soundbattle_swatch_new  (TableeSoundbattleReferee     *referee,
                                           guint                         player);
/* A row titled with the player's name (escaped here) and their swatch. */
GtkWidget *tablee_soundbattle_player_row_new (TableeSoundbattleReferee  *referee,
                                              guint                      player);
/* A card laid in trick: its value, or in the quick way who won; battle,
 * mystery card, super power and tie said in the subtitle. */
GtkWidget *tablee_soundbattle_lay_row_new (TableeSoundbattleReferee     *referee,
                                           const TableeSoundbattleTrick *trick,
                                           const TableeSoundbattleLay   *lay);
/* "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
char      *tablee_soundbattle_join_names  (TableeSoundbattleReferee     *referee,
                                           const guint                  *players,
                                           guint                         n);

/* Rows rebuilt on every change: rows holds those added to group. */
void       tablee_soundbattle_rows_clear  (AdwPreferencesGroup          *group,
                                           GPtrArray                    *rows);
void       tablee_soundbattle_rows_add    (AdwPreferencesGroup          *group,
                                           GPtrArray                    *rows,
                                           GtkWidget                    *row);

G_END_DECLS
