/* tablee-history-page-private.h: what the History page shares with its
 * round trip with BG Stats (tablee-history-bgstats.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-history-page.h"

G_BEGIN_DECLS

/* The games the page shows, as filtered: a list of TableeHistoryEntry. */
GListModel *_tablee_history_page_get_shown        (TableeHistoryPage *self);

/* What imports a file the user chose. */
typedef void (*TableeHistoryImportFunc) (TableeHistoryPage *self,
                                         GFile             *file);

/* Asks for a file to import (title, the files filter shows), then gives it
 * to import. */
void        _tablee_history_page_choose_import    (TableeHistoryPage       *self,
                                                   const char              *title,
                                                   GtkFileFilter           *filter,
                                                   TableeHistoryImportFunc  import);

/* Installs history.export-bgstats (the games shown, as a .bgsplay file)
 * and history.import-bgstats (a file chooser, then the preview). */
void        tablee_history_page_class_add_bgstats (GtkWidgetClass    *widget_class);
/* Reads file in a worker while a dialog waits, then shows who is who at
 * the table for the table to confirm, and imports. */
void        tablee_history_page_import_bgstats    (TableeHistoryPage *page,
                                                   GFile             *file);

G_END_DECLS
