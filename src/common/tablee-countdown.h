/* tablee-countdown.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-clock.h"

G_BEGIN_DECLS

typedef enum {
  TABLEE_COUNTDOWN_IDLE,
  TABLEE_COUNTDOWN_RUNNING,
  TABLEE_COUNTDOWN_PAUSED,
  TABLEE_COUNTDOWN_EXPIRED,
} TableeCountdownState;

GType tablee_countdown_state_get_type (void) G_GNUC_CONST;
#define TABLEE_TYPE_COUNTDOWN_STATE (tablee_countdown_state_get_type ())

#define TABLEE_TYPE_COUNTDOWN (tablee_countdown_get_type ())

G_DECLARE_FINAL_TYPE (TableeCountdown, tablee_countdown, TABLEE, COUNTDOWN, GObject)

/* A countdown keeps a deadline on its clock and derives everything from
 * it; it never decrements a counter per timeout, so it cannot drift.
 *
 * Properties: "remaining" (guint whole seconds left, rounded up, notified
 * once a second), "state".
 * Signals: "started" (gint64 remaining_us) when the countdown starts,
 * restarts or resumes running with remaining_us left (before its first
 * tick); "tick" (guint remaining) on start/restart with remaining ==
 * duration and then at every whole second while remaining > 0;
 * "expired" when the deadline passes (remaining is then 0). A NULL clock
 * is the real monotonic time. */
TableeCountdown     *tablee_countdown_new              (TableeClock     *clock);
guint                tablee_countdown_get_duration     (TableeCountdown *self);
void                 tablee_countdown_set_duration     (TableeCountdown *self,
                                                        guint            seconds);
guint                tablee_countdown_get_remaining    (TableeCountdown *self);
gint64               tablee_countdown_get_remaining_us (TableeCountdown *self);
/* 1.0 at the start, 0.0 at expiry: for a ring. */
double               tablee_countdown_get_fraction     (TableeCountdown *self);
TableeCountdownState tablee_countdown_get_state        (TableeCountdown *self);
/* Start from the full duration; while running this is a restart. */
void                 tablee_countdown_start            (TableeCountdown *self);
void                 tablee_countdown_pause            (TableeCountdown *self);
void                 tablee_countdown_resume           (TableeCountdown *self);
/* While running: remaining_us will be left delay_us from now, for a sound
 * stream that carries the countdown, has just started to play and opens on
 * delay_us of silence. Until then, the countdown shows its first second. */
void                 tablee_countdown_align            (TableeCountdown *self,
                                                        gint64           remaining_us,
                                                        gint64           delay_us);
/* Back to idle without expiring. */
void                 tablee_countdown_stop             (TableeCountdown *self);

G_END_DECLS
