/* tablee-soundbattle-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-soundbattle-item.h"
#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_VIEW (tablee_soundbattle_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleView, tablee_soundbattle_view, TABLEE, SOUNDBATTLE_VIEW, GObject)

/* What the page of La Guerre des Sons shows of a match, derived from its
 * referee after every change (undo, redo and loading included), as
 * properties and lists the page binds to, the way GNOME Text Editor's
 * EditorProperties serves its panel. No GTK: texts are plain, never
 * markup.
 *
 * Properties, read-only and notified only when they change:
 * - "status-title", "status-detail": what is happening (who attacks, the
 *   question, a battle, who won the round or the match);
 * - "quick-shown", "quick-title", "can-battle": the quick way, while the
 *   pass being played has no value typed yet; a battle needs two tied
 *   players;
 * - "table-shown": cards are on the table ("table-cards");
 * - "lay-title", "lay-unit", "lay-group-title", "may-super-power",
 *   "super-subtitle": the card to type now;
 * - "last-shown", "last-description", "last-audible": the last trick
 *   ("last-cards") and whether it has values to hear;
 * - "mystery-text": where the mystery card is and the cards set aside;
 * - "score-description", "tricks-title", "tricks-description",
 *   "can-export": the History tab ("match-score", "tricks").
 * Lists of TableeSoundbattleItem, the same objects for the view's life:
 * "table-cards", "last-cards", "scores", "match-score", "tricks",
 * "quick". */
TableeSoundbattleView    *tablee_soundbattle_view_new         (TableeSoundbattleReferee *referee);

TableeSoundbattleReferee *tablee_soundbattle_view_get_referee (TableeSoundbattleView    *self);
GListModel               *tablee_soundbattle_view_get_list    (TableeSoundbattleView    *self,
                                                               const char               *name);
/* The players marked tied in the quick way, a bit per player. */
guint                     tablee_soundbattle_view_get_tied    (TableeSoundbattleView    *self);

G_END_DECLS
