/* tablee-whosnext-table.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_TABLE (tablee_whosnext_table_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextTable, tablee_whosnext_table, TABLEE, WHOSNEXT_TABLE, GtkWidget)

/* The table seen from above: the seats around it in table order,
 * clockwise from the top, and in the middle the countdown (the write-only
 * property "center", a widget), its time left drawn as a ring: fraction
 * 1.0 full ring, 0.0 none; urgent, the ring turns red. */
/* A seat (TableeWhosnextSeat) for each TableeWhosnextSeatItem of model,
 * following its changes; NULL takes the seats away. */
void       tablee_whosnext_table_bind_model   (TableeWhosnextTable *self,
                                               GListModel          *model);
guint      tablee_whosnext_table_get_n_seats  (TableeWhosnextTable *self);
GtkWidget *tablee_whosnext_table_get_seat     (TableeWhosnextTable *self,
                                               guint                index);
double     tablee_whosnext_table_get_fraction (TableeWhosnextTable *self);
void       tablee_whosnext_table_set_fraction (TableeWhosnextTable *self,
                                               double               fraction);
void       tablee_whosnext_table_set_urgent   (TableeWhosnextTable *self,
                                               gboolean             urgent);

G_END_DECLS
