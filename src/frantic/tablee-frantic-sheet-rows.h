/* tablee-frantic-sheet-rows.h: the rows of the score sheet, each a
 * template bound to an item of the sheet's list models.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-frantic-scorer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_ROUND_ROW (tablee_frantic_round_row_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticRoundRow, tablee_frantic_round_row, TABLEE, FRANTIC_ROUND_ROW, GtkListBoxRow)

/* A round of the sheet ("item", construct-only): wide, as lines of a
 * table whose columns (0: the round, then a column per player) line up
 * through columns, one size group each; else as a card with a line per
 * player. The edit button activates "frantic.edit-round" (u). */
GtkWidget *tablee_frantic_round_row_new (TableeFranticRoundItem *item,
                                         gboolean                wide,
                                         GtkSizeGroup          **columns);

#define TABLEE_TYPE_FRANTIC_STANDING (tablee_frantic_standing_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticStanding, tablee_frantic_standing, TABLEE, FRANTIC_STANDING, GtkFlowBoxChild)

/* A player's name and total ("item", construct-only). */
GtkWidget *tablee_frantic_standing_new  (TableeFranticTotalItem *item);

/* A label attached to grid at column and row, in that column's size group
 * when columns is given; a name (max_chars > 0) is cut short if it must,
 * whole in its tooltip. */
GtkWidget *tablee_frantic_sheet_cell    (GtkGrid                *grid,
                                         GtkSizeGroup          **columns,
                                         int                     column,
                                         int                     row,
                                         const char             *text,
                                         float                   xalign,
                                         int                     max_chars,
                                         const char             *css_class);

/* Points with a real minus sign, which reads better than a hyphen, and a
 * plus sign when sign is set. */
char      *tablee_frantic_points_text   (int                     points,
                                         gboolean                sign);

G_END_DECLS
