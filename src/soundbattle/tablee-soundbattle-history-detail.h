/* tablee-soundbattle-history-detail.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-history.h"

G_BEGIN_DECLS

/* What History shows of a finished match besides its result: its rounds
 * (a group), or NULL when its detail is missing. */
GtkWidget *tablee_soundbattle_history_detail_new (TableeHistoryEntry *entry);

G_END_DECLS
