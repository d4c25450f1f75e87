/* tablee-soundbattle-history-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_HISTORY_VIEW (tablee_soundbattle_history_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleHistoryView, tablee_soundbattle_history_view, TABLEE, SOUNDBATTLE_HISTORY_VIEW, AdwBin)

/* The match score and the tricks of the round being played (or just
 * played): quality, highest or lowest, who won, battles. Action
 * history.export saves the whole match as CSV. */
void tablee_soundbattle_history_view_set_referee (TableeSoundbattleHistoryView *self,
                                                  TableeSoundbattleReferee     *referee);

G_END_DECLS
