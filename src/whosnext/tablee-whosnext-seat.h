/* tablee-whosnext-seat.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_SEAT (tablee_whosnext_seat_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextSeat, tablee_whosnext_seat, TABLEE, WHOSNEXT_SEAT, AdwBin)

typedef enum {
  TABLEE_WHOSNEXT_SEAT_DUE        = 1 << 0,
  TABLEE_WHOSNEXT_SEAT_SELECTED   = 1 << 1,
  TABLEE_WHOSNEXT_SEAT_APPRENTICE = 1 << 3,
  TABLEE_WHOSNEXT_SEAT_WINNER     = 1 << 4,
  /* The trainer has no wrong notes to show or give. */
  TABLEE_WHOSNEXT_SEAT_TRAINING   = 1 << 5,
} TableeWhosnextSeatFlags;

/* One musician at the table: name, uncovered card, wrong notes, the Don't
 * Panic card when they hold it. Clicking it activates "page.seat" and its
 * small button "page.wrong-note", both with the seat's index. */
GtkWidget *tablee_whosnext_seat_new    (guint                    index);
/* card: the uncovered card's name or NULL; dont_panic: 0 none, 1 green,
 * 2 red. */
void       tablee_whosnext_seat_update (TableeWhosnextSeat      *self,
                                        const char              *name,
                                        const char              *card,
                                        guint                    wrong_notes,
                                        guint                    dont_panic,
                                        TableeWhosnextSeatFlags  flags);

G_END_DECLS
