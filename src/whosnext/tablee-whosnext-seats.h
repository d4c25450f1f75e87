/* tablee-whosnext-seats.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-whosnext-game.h"
#include "tablee-whosnext-trainer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_SEAT_ITEM (tablee_whosnext_seat_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextSeatItem, tablee_whosnext_seat_item, TABLEE, WHOSNEXT_SEAT_ITEM, GObject)

/* One musician at the table, as the page shows them; every property is
 * read-only and notified only on change: "index" (the seat, from 0),
 * "name", "card" (the uncovered card's name, NULL for none), "wrong-notes",
 * "dont-panic" (0 none, 1 green side up, 2 red), "apprentice", "is-next"
 * (the player due), "winner", "selected" (chosen to play the next card
 * out of turn), "training" (the trainer plays: no wrong notes to show). */
guint       tablee_whosnext_seat_item_get_index       (TableeWhosnextSeatItem *self);
const char *tablee_whosnext_seat_item_get_name        (TableeWhosnextSeatItem *self);
const char *tablee_whosnext_seat_item_get_card        (TableeWhosnextSeatItem *self);
guint       tablee_whosnext_seat_item_get_wrong_notes (TableeWhosnextSeatItem *self);
guint       tablee_whosnext_seat_item_get_dont_panic  (TableeWhosnextSeatItem *self);
gboolean    tablee_whosnext_seat_item_get_apprentice  (TableeWhosnextSeatItem *self);
gboolean    tablee_whosnext_seat_item_get_is_next     (TableeWhosnextSeatItem *self);
gboolean    tablee_whosnext_seat_item_get_winner      (TableeWhosnextSeatItem *self);
gboolean    tablee_whosnext_seat_item_get_selected    (TableeWhosnextSeatItem *self);
gboolean    tablee_whosnext_seat_item_get_training    (TableeWhosnextSeatItem *self);

#define TABLEE_TYPE_WHOSNEXT_SEATS (tablee_whosnext_seats_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextSeats, tablee_whosnext_seats, TABLEE, WHOSNEXT_SEATS, GObject)

/* The seats of a game as a GListModel of TableeWhosnextSeatItem, in table
 * order: a view-model that follows the game, its players and the trainer
 * (while it is active, the seats show its card), and keeps the same items
 * while the number of seats stays (items-changed only when it changes).
 * "selected" (rw, -1 for none) is view state: the seat chosen to play the
 * next card out of turn. */
TableeWhosnextSeats *tablee_whosnext_seats_new          (TableeWhosnextGame    *game,
                                                         TableeWhosnextTrainer *trainer);
int                  tablee_whosnext_seats_get_selected (TableeWhosnextSeats   *self);
void                 tablee_whosnext_seats_set_selected (TableeWhosnextSeats   *self,
                                                         int                    selected);

G_END_DECLS
