/* tablee-countdown.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-countdown"

#include "config.h"

#include "tablee-countdown.h"

#define US_PER_S G_GINT64_CONSTANT (1000000)

struct _TableeCountdown
{
  GObject               parent_instance;

  /* Owned */
  TableeClock          *clock;
  guint                 alarm_id;

  guint                 duration;
  TableeCountdownState  state;
  /* While running: the deadline on the clock. While paused: what was left. */
  gint64                deadline_us;
  gint64                left_us;
  guint                 last_remaining;
};

G_DEFINE_FINAL_TYPE (TableeCountdown, tablee_countdown, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (TableeCountdownState, tablee_countdown_state,
  G_DEFINE_ENUM_VALUE (TABLEE_COUNTDOWN_IDLE, "idle"),
  G_DEFINE_ENUM_VALUE (TABLEE_COUNTDOWN_RUNNING, "running"),
  G_DEFINE_ENUM_VALUE (TABLEE_COUNTDOWN_PAUSED, "paused"),
  G_DEFINE_ENUM_VALUE (TABLEE_COUNTDOWN_EXPIRED, "expired"))

enum {
  PROP_0,
  PROP_REMAINING,
  PROP_STATE,
  N_PROPS
};

enum {
  SIGNAL_STARTED,
  SIGNAL_TICK,
  SIGNAL_EXPIRED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_next (TableeCountdown *self);

/* Whole seconds left, rounded up: 14 s shows "14" until the first second
 * has fully passed. */
static guint
seconds_from_us (gint64 us)
{
  if (us <= 0)
    return 0;

  return (guint) ((us + US_PER_S - 1) / US_PER_S);
}

static void
set_state (TableeCountdown      *self,
           TableeCountdownState  state)
{
  if (self->state == state)
    return;

  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
update_remaining (TableeCountdown *self)
{
  guint remaining = tablee_countdown_get_remaining (self);

  if (remaining == self->last_remaining)
    return;

  self->last_remaining = remaining;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMAINING]);
}

static gboolean
alarm_cb (gpointer user_data)
{
  TableeCountdown *self = user_data;
  guint remaining;

  self->alarm_id = 0;

  g_object_ref (self);

  remaining = seconds_from_us (self->deadline_us - tablee_clock_get_time (self->clock));

  if (remaining == 0)
    {
      set_state (self, TABLEE_COUNTDOWN_EXPIRED);
      update_remaining (self);
      g_signal_emit (self, signals[SIGNAL_EXPIRED], 0);
    }
  else
    {
      update_remaining (self);
      schedule_next (self);
      g_signal_emit (self, signals[SIGNAL_TICK], 0, remaining);
    }

  g_object_unref (self);

  return G_SOURCE_REMOVE;
}

static void
cancel_alarm (TableeCountdown *self)
{
  if (self->alarm_id != 0)
    {
      tablee_clock_remove_alarm (self->clock, self->alarm_id);
      self->alarm_id = 0;
    }
}

/* The next alarm is at the next whole second before the deadline, computed
 * from the deadline itself, so a late wake-up never shifts later ticks. */
static void
schedule_next (TableeCountdown *self)
{
  gint64 now = tablee_clock_get_time (self->clock);
  /* Aligned on a stream still to start, the deadline can be further
   * than the duration: the first second is then still to come. */
  guint remaining = MIN (seconds_from_us (self->deadline_us - now), self->duration);
  gint64 when;

  cancel_alarm (self);
  when = self->deadline_us - (gint64) (remaining > 0 ? remaining - 1 : 0) * US_PER_S;
  self->alarm_id = tablee_clock_add_alarm (self->clock, when, alarm_cb, self, NULL);
}

static void
tablee_countdown_dispose (GObject *object)
{
  TableeCountdown *self = (TableeCountdown *)object;

  if (self->clock != NULL)
    cancel_alarm (self);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tablee_countdown_parent_class)->dispose (object);
}

static void
tablee_countdown_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TableeCountdown *self = TABLEE_COUNTDOWN (object);

  switch (prop_id)
    {
    case PROP_REMAINING:
      g_value_set_uint (value, tablee_countdown_get_remaining (self));
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_countdown_class_init (TableeCountdownClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_countdown_dispose;
  object_class->get_property = tablee_countdown_get_property;

  properties[PROP_REMAINING] =
    g_param_spec_uint ("remaining", NULL, NULL,
                       0, 3600, 14,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL,
                       TABLEE_TYPE_COUNTDOWN_STATE, TABLEE_COUNTDOWN_IDLE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_STARTED] =
    g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[SIGNAL_TICK] =
    g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_EXPIRED] =
    g_signal_new ("expired", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_countdown_init (TableeCountdown *self)
{
  self->duration = 14;
  self->last_remaining = 14;
}

TableeCountdown *
tablee_countdown_new (TableeClock *clock)
{
  TableeCountdown *self;

  g_return_val_if_fail (clock == NULL || TABLEE_IS_CLOCK (clock), NULL);

  self = g_object_new (TABLEE_TYPE_COUNTDOWN, NULL);
  self->clock = g_object_ref (clock != NULL ? clock : tablee_clock_get_default ());

  return self;
}

guint
tablee_countdown_get_duration (TableeCountdown *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN (self), 0);

  return self->duration;
}

/* A new duration applies from the next start; an idle countdown shows it
 * at once. */
void
tablee_countdown_set_duration (TableeCountdown *self,
                               guint            seconds)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));
  g_return_if_fail (seconds >= 1 && seconds <= 3600);

  if (self->duration == seconds)
    return;

  self->duration = seconds;
  update_remaining (self);
}

gint64
tablee_countdown_get_remaining_us (TableeCountdown *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN (self), 0);

  switch (self->state)
    {
    case TABLEE_COUNTDOWN_RUNNING:
      return CLAMP (self->deadline_us - tablee_clock_get_time (self->clock),
                    0, (gint64) self->duration * US_PER_S);
    case TABLEE_COUNTDOWN_PAUSED:
      return self->left_us;
    case TABLEE_COUNTDOWN_EXPIRED:
      return 0;
    case TABLEE_COUNTDOWN_IDLE:
    default:
      return (gint64) self->duration * US_PER_S;
    }
}

guint
tablee_countdown_get_remaining (TableeCountdown *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN (self), 0);

  return seconds_from_us (tablee_countdown_get_remaining_us (self));
}

double
tablee_countdown_get_fraction (TableeCountdown *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN (self), 0.0);

  return CLAMP ((double) tablee_countdown_get_remaining_us (self) /
                ((double) self->duration * US_PER_S), 0.0, 1.0);
}

TableeCountdownState
tablee_countdown_get_state (TableeCountdown *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN (self), TABLEE_COUNTDOWN_IDLE);

  return self->state;
}

void
tablee_countdown_start (TableeCountdown *self)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));

  g_object_ref (self);

  self->deadline_us = tablee_clock_get_time (self->clock) + (gint64) self->duration * US_PER_S;
  set_state (self, TABLEE_COUNTDOWN_RUNNING);
  update_remaining (self);
  schedule_next (self);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0, (gint64) self->duration * US_PER_S);
  if (self->state == TABLEE_COUNTDOWN_RUNNING)
    g_signal_emit (self, signals[SIGNAL_TICK], 0, self->duration);

  g_object_unref (self);
}

void
tablee_countdown_pause (TableeCountdown *self)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));

  if (self->state != TABLEE_COUNTDOWN_RUNNING)
    return;

  self->left_us = MAX (0, self->deadline_us - tablee_clock_get_time (self->clock));
  cancel_alarm (self);
  set_state (self, TABLEE_COUNTDOWN_PAUSED);
}

void
tablee_countdown_resume (TableeCountdown *self)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));

  if (self->state != TABLEE_COUNTDOWN_PAUSED)
    return;

  g_object_ref (self);

  self->deadline_us = tablee_clock_get_time (self->clock) + self->left_us;
  set_state (self, TABLEE_COUNTDOWN_RUNNING);
  schedule_next (self);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0, self->left_us);

  g_object_unref (self);
}

/* A sound stream that carries the countdown takes a moment to start, and
 * may open on a little silence: the deadline moves so that what is shown
 * is what is heard. */
void
tablee_countdown_align (TableeCountdown *self,
                        gint64           remaining_us,
                        gint64           delay_us)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));
  g_return_if_fail (remaining_us > 0 && remaining_us <= (gint64) self->duration * US_PER_S);
  g_return_if_fail (delay_us >= 0);

  if (self->state != TABLEE_COUNTDOWN_RUNNING)
    return;

  self->deadline_us = tablee_clock_get_time (self->clock) + delay_us + remaining_us;
  schedule_next (self);
  update_remaining (self);
}

void
tablee_countdown_stop (TableeCountdown *self)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN (self));

  cancel_alarm (self);
  set_state (self, TABLEE_COUNTDOWN_IDLE);
  update_remaining (self);
}
