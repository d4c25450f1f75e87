/* tablee-notnot-die-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_DIE_VIEW (tablee_notnot_die_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotDieView, tablee_notnot_die_view, TABLEE, NOTNOT_DIE_VIEW, GtkWidget)

/* One die on screen: a rounded square with a word printed in an ink
 * colour (CSS class "ink-red", "ink-blue"… on the word). It shows its
 * "item" (a TableeNotnotDieItem) and follows it, except while it tumbles:
 * then set_face() shows the faces going by. It can be tilted while it
 * rolls. */
void        tablee_notnot_die_view_set_tumbling (TableeNotnotDieView *self,
                                                 gboolean             tumbling);
void        tablee_notnot_die_view_set_face  (TableeNotnotDieView *self,
                                              const char          *word,
                                              const char          *ink);
/* Tilt in degrees and lift in pixels, for the roll animation. */
void        tablee_notnot_die_view_set_tilt  (TableeNotnotDieView *self,
                                              double               degrees,
                                              double               lift);
double      tablee_notnot_die_view_get_tilt  (TableeNotnotDieView *self);

G_END_DECLS
