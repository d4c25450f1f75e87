/* tablee-stats-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-stats.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_STATS_VIEW (tablee_stats_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeStatsView, tablee_stats_view, TABLEE, STATS_VIEW, AdwBin)

/* The statistics of model (a GListModel of TableeHistoryEntry: History's
 * games as filtered), over all time or the last twelve months: the
 * review, every player's figures, the games of each month. It follows
 * the model's changes. */
GtkWidget   *tablee_stats_view_new       (void);
GListModel  *tablee_stats_view_get_model (TableeStatsView *self);
void         tablee_stats_view_set_model (TableeStatsView *self,
                                          GListModel      *model);
/* The figures as an image, to save as PNG (stats.save-image asks where);
 * NULL while the view is not shown. */
GdkTexture  *tablee_stats_view_render   (TableeStatsView *self);
/* What the view shows now (computed at the latest change). */
TableeStats *tablee_stats_view_get_stats (TableeStatsView *self);

G_END_DECLS
