/* tablee-clock.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_CLOCK (tablee_clock_get_type ())

G_DECLARE_FINAL_TYPE (TableeClock, tablee_clock, TABLEE, CLOCK, GObject)

/* Time for countdowns and reaction times, in microseconds.
 *
 * The default clock reads g_get_monotonic_time() and fires alarms from the
 * thread-default main context at their exact ready time. A manual clock
 * stands still until tablee_clock_advance() moves it, firing every alarm
 * that falls due in order: tests run minutes of countdown in no time. */
TableeClock *tablee_clock_get_default   (void);
TableeClock *tablee_clock_new_manual    (gint64          start_us);
gint64       tablee_clock_get_time      (TableeClock    *self);

/* One-shot alarm at the absolute time when_us. Returns an id > 0. */
guint        tablee_clock_add_alarm     (TableeClock    *self,
                                         gint64          when_us,
                                         GSourceFunc     func,
                                         gpointer        user_data,
                                         GDestroyNotify  destroy);
void         tablee_clock_remove_alarm  (TableeClock    *self,
                                         guint           id);
/* Manual clocks only. */
void         tablee_clock_advance       (TableeClock    *self,
                                         gint64          delta_us);

G_END_DECLS
