/* tablee-frantic-sheet.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-frantic-scorer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_SHEET (tablee_frantic_sheet_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticSheet, tablee_frantic_sheet, TABLEE, FRANTIC_SHEET, AdwBin)

/* The score sheet of a scorer, never wider than its window: the standings
 * (every name and total) on top, then the rounds as a table with a column
 * per player when it fits, else round by round with a line per player.
 * Each round's edit button activates "frantic.edit-round" (u). */
/* "scorer": the sheet shown (NULL for none). */
void       tablee_frantic_sheet_set_scorer (TableeFranticSheet  *self,
                                            TableeFranticScorer *scorer);

G_END_DECLS
