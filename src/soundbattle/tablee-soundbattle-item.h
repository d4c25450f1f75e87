/* tablee-soundbattle-item.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_SOUNDBATTLE_ITEM (tablee_soundbattle_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleItem, tablee_soundbattle_item, TABLEE, SOUNDBATTLE_ITEM, GObject)

/* What a row of La Guerre des Sons' lists shows: a card laid, a player's
 * score, a trick of the history, a player to tap in the quick way, a
 * quality to hear. Plain texts, never markup.
 *
 * An item is made whole, then put in a list, and does not change: a list
 * that shows something else gets other items (see
 * tablee_soundbattle_item_splice()). Only "tied" changes: the mark the
 * table puts on a player in the quick way, before starting a battle.
 *
 * Properties: "player" (a seat, -1 for none), "colour" (the player's, or
 * NULL), "title", "subtitle", "value" (shown at the end of the row, "" for
 * none) and "value-style" (its style classes, separated by spaces),
 * "star" (a super power was used), "quick" (the row offers "won" and
 * "tied"), "playable" (the row plays the quality "target"), "action-label"
 * (what the row's button does, for its tooltip and screen readers),
 * "tied-label", and "tied". */
TableeSoundbattleItem *tablee_soundbattle_item_new       (int                    player,
                                                          const char            *colour,
                                                          const char            *title,
                                                          const char            *subtitle);
/* Set before the item is in a list. */
void                   tablee_soundbattle_item_set_value (TableeSoundbattleItem *self,
                                                          const char            *value,
                                                          const char            *style);
void                   tablee_soundbattle_item_set_star  (TableeSoundbattleItem *self,
                                                          gboolean               star);
void                   tablee_soundbattle_item_set_quick (TableeSoundbattleItem *self,
                                                          const char            *won_label,
                                                          const char            *tied_label);
void                   tablee_soundbattle_item_set_playable (TableeSoundbattleItem *self,
                                                             guint                  target,
                                                             const char            *label);

int         tablee_soundbattle_item_get_player   (TableeSoundbattleItem *self);
const char *tablee_soundbattle_item_get_title    (TableeSoundbattleItem *self);
const char *tablee_soundbattle_item_get_subtitle (TableeSoundbattleItem *self);
const char *tablee_soundbattle_item_get_value    (TableeSoundbattleItem *self);
gboolean    tablee_soundbattle_item_get_tied     (TableeSoundbattleItem *self);
void        tablee_soundbattle_item_set_tied     (TableeSoundbattleItem *self,
                                                  gboolean               tied);
/* Whether a and b show the same (the marks of the quick way aside). */
gboolean    tablee_soundbattle_item_equal        (TableeSoundbattleItem *a,
                                                  TableeSoundbattleItem *b);

/* Makes store hold items (TableeSoundbattleItem), in one items-changed
 * that spans only what differs: the items shown the same are kept, with
 * their marks. */
void        tablee_soundbattle_item_splice       (GListStore            *store,
                                                  GPtrArray             *items);

G_END_DECLS
