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
 * colour, with the points limit drawn across.
 * Follows the sheet and its players. */
void       tablee_frantic_chart_set_scorer (TableeFranticChart  *self,
                                            TableeFranticScorer *scorer);

/* Makes *field hold scorer (none if NULL), then calls changed (owner) now
 * and at each change of the scorer or of its players (the chart draws
 * from the scorer; the sheet binds its list models instead). */
void   _tablee_frantic_follow_scorer      (gpointer              owner,
                                           TableeFranticScorer **field,
                                           TableeFranticScorer  *scorer,
                                           GCallback             changed);

/* The chart's geometry and colours, for its tests. */
/* Moves n labels of height label_h, wanted centred at wanted[i], to
 * placed[i] so that no two overlap and all stay between top and bottom
 * (centres), each as near its wish as it can be. */
void   _tablee_frantic_chart_place_labels (const double *wanted,
                                           guint         n,
                                           double        label_h,
                                           double        top,
                                           double        bottom,
                                           double       *placed);
/* WCAG's contrast ratio of two colours, from 1 to 21. */
double _tablee_frantic_chart_contrast     (const GdkRGBA *a,
                                           const GdkRGBA *b);
/* colour, darkened or lightened as little as needed for a contrast of at
 * least 3 against background. */
void   _tablee_frantic_chart_readable     (const GdkRGBA *colour,
                                           const GdkRGBA *background,
                                           GdkRGBA       *readable);

G_END_DECLS
