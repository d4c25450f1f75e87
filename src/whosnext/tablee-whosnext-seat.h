/* tablee-whosnext-seat.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-whosnext-seats.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_SEAT (tablee_whosnext_seat_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextSeat, tablee_whosnext_seat, TABLEE, WHOSNEXT_SEAT, AdwBin)

/* One musician at the table, bound to its seat item ("item", construct
 * only): name, uncovered card, wrong notes, the Don't Panic card when they
 * hold it. Clicking it activates "page.seat" and its small button
 * "page.wrong-note", both with the seat's index. */
GtkWidget              *tablee_whosnext_seat_new      (TableeWhosnextSeatItem *item);
TableeWhosnextSeatItem *tablee_whosnext_seat_get_item (TableeWhosnextSeat     *self);

G_END_DECLS
