/* tablee-soundbattle-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-item.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_ROW (tablee_soundbattle_row_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleRow, tablee_soundbattle_row, TABLEE, SOUNDBATTLE_ROW, AdwActionRow)

/* A row of La Guerre des Sons' lists, showing its "item" (a
 * TableeSoundbattleItem) through the bindings of its template. */
GtkWidget             *tablee_soundbattle_row_new      (TableeSoundbattleItem *item);
TableeSoundbattleItem *tablee_soundbattle_row_get_item (TableeSoundbattleRow  *self);

G_END_DECLS
