/* tablee-notnot-score-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-notnot-board.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_SCORE_ROW (tablee_notnot_score_row_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotScoreRow, tablee_notnot_score_row, TABLEE, NOTNOT_SCORE_ROW, GtkBox)

/* A player's card in the scores: the player's colour, name and cards won,
 * marked once the player wins; all bound to "item", a
 * TableeNotnotSeatItem. */
GtkWidget *tablee_notnot_score_row_new (TableeNotnotSeatItem *item);

G_END_DECLS
