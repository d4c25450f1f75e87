/* tablee-history-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-history.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_HISTORY_PAGE (tablee_history_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeHistoryPage, tablee_history_page, TABLEE, HISTORY_PAGE, AdwBin)

/* The History page: every finished game, newest first, filtered by game
 * and by player, each opening to its full result; the standings of the
 * table; export to CSV and JSON, import of JSON. */
/* Deletes entry, with a toast to take it back (history.undo-delete). */
void           tablee_history_page_delete      (TableeHistoryPage  *self,
                                                TableeHistoryEntry *entry);
/* Merges the games of a JSON export, read and checked in a thread, then
 * merged in steps, with a progress bar and a Cancel button
 * (history.cancel-import); a toast says how many came, how many were here
 * already and how many were refused, and why. */
void           tablee_history_page_import      (TableeHistoryPage  *self,
                                                GFile              *file);

/* Imports file: a BG Stats export (".bgsplay") through its preview,
 * else a history exported by Tablée. */
void           tablee_history_page_open        (TableeHistoryPage  *self,
                                                GFile              *file);

AdwToast      *_tablee_history_page_get_toast  (TableeHistoryPage  *self);
/* Whether an import is under way. */
gboolean       _tablee_history_page_get_importing (TableeHistoryPage *self);

/* A window with the full result of a finished game: each seat's result
 * and who won, when and how long, the mode, and what the game kept to show
 * it again (Frantic's sheet and chart, the rounds of La Guerre des Sons).
 * Its Delete button deletes the game from page and closes the window. */
GtkWidget     *tablee_history_game_dialog_new  (TableeHistoryPage  *page,
                                                TableeHistoryEntry *entry);

/* What the History page says of a game (transfer full). The player's name
 * is the table's today (a rename follows), or the one recorded. */
char *tablee_history_dup_player_name  (TableeHistoryEntry *entry,
                                       guint               seat);
/* "Frantic — Ann won", "Not Not — Ann and Bob won" */
char *tablee_history_dup_title        (TableeHistoryEntry *entry);
/* "25/11/2026 20:15 · 32 min · Up to 154 points" */
char *tablee_history_dup_subtitle     (TableeHistoryEntry *entry);
/* The mode as the game names it: tablee_history_dup_mode_name. */
char *tablee_history_dup_mode_label   (TableeHistoryEntry *entry);
/* "12 cards", "154 points", "3 wrong notes", "9 tricks" */
char *tablee_history_dup_figure_label (const char         *game,
                                       double              figure);

G_END_DECLS
