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
TableeHistory *tablee_history_page_get_history (TableeHistoryPage  *self);
/* The games the filters let through, as the list shows them. */
GListModel    *tablee_history_page_get_games   (TableeHistoryPage  *self);
/* Deletes entry, with a toast to take it back (history.undo-delete). */
void           tablee_history_page_delete      (TableeHistoryPage  *self,
                                                TableeHistoryEntry *entry);
/* Merges the games of a JSON export and says how many came. */
void           tablee_history_page_import      (TableeHistoryPage  *self,
                                                GFile              *file);

AdwToast      *_tablee_history_page_get_toast  (TableeHistoryPage  *self);

G_END_DECLS
