/* tablee-history-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-history.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_HISTORY_ROW (tablee_history_row_get_type ())

G_DECLARE_FINAL_TYPE (TableeHistoryRow, tablee_history_row, TABLEE, HISTORY_ROW, GtkWidget)

/* A finished game in the list: its game and winners, then when, how long
 * and its mode; the row's accessible name says both. Property "entry". */
void                tablee_history_row_set_entry (TableeHistoryRow   *self,
                                                  TableeHistoryEntry *entry);
TableeHistoryEntry *tablee_history_row_get_entry (TableeHistoryRow   *self);

/* What the History page says of a game (transfer full). The player's name
 * is the table's today (a rename follows), or the one recorded. */
char *tablee_history_dup_player_name  (TableeHistoryEntry *entry,
                                       guint               seat);
/* The name of the table's player with that id, or recorded when nobody at
 * the table has it any more. */
char *tablee_history_dup_name         (const char         *id,
                                       const char         *recorded);
/* "Frantic — Ann won", "Not Not — Ann and Bob won" */
char *tablee_history_dup_title        (TableeHistoryEntry *entry);
/* "25/11/2026 20:15 · 32 min · Up to 154 points" */
char *tablee_history_dup_subtitle     (TableeHistoryEntry *entry);
/* "Level 2", "Up to 154 points", or the mode as recorded. */
char *tablee_history_dup_mode_label   (TableeHistoryEntry *entry);
/* "12 cards", "154 points", "3 wrong notes", "9 tricks" */
char *tablee_history_dup_figure_label (const char         *game,
                                       double              figure);

G_END_DECLS
