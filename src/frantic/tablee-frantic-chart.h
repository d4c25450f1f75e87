/* tablee-frantic-chart.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-frantic-scorer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_CHART (tablee_frantic_chart_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticChart, tablee_frantic_chart, TABLEE, FRANTIC_CHART, GtkWidget)

/* A line chart of every player's total after each round, in the player's
 * colour, with the points limit drawn across. Property "scorer". */
void       tablee_frantic_chart_set_scorer (TableeFranticChart  *self,
                                            TableeFranticScorer *scorer);

G_END_DECLS
