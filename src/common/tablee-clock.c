/* tablee-clock.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-clock"

#include "config.h"

#include "tablee-clock.h"

/* An alarm of a manual clock. */
typedef struct {
  guint          id;
  gint64         when_us;
  GSourceFunc    func;
  gpointer       user_data;
  GDestroyNotify destroy;
} Alarm;

struct _TableeClock
{
  GObject     parent_instance;

  gboolean    manual;
  gint64      now_us;
  guint       last_id;
  /* Owned: id → Alarm */
  GHashTable *alarms;
};

G_DEFINE_FINAL_TYPE (TableeClock, tablee_clock, G_TYPE_OBJECT)

static void
alarm_free (gpointer data)
{
  Alarm *alarm = data;

  if (alarm->destroy != NULL)
    alarm->destroy (alarm->user_data);
  g_free (alarm);
}

/* The default clock's alarms are sources dispatched once their ready time
 * is reached, nothing more: the main loop wakes at the deadline itself, not
 * at a rounded interval. */
static gboolean
alarm_source_dispatch (GSource     *source,
                       GSourceFunc  callback,
                       gpointer     user_data)
{
  callback (user_data);

  return G_SOURCE_REMOVE;
}

static GSourceFuncs alarm_source_funcs = {
  .dispatch = alarm_source_dispatch,
};

static void
tablee_clock_finalize (GObject *object)
{
  TableeClock *self = (TableeClock *)object;

  g_clear_pointer (&self->alarms, g_hash_table_unref);

  G_OBJECT_CLASS (tablee_clock_parent_class)->finalize (object);
}

static void
tablee_clock_class_init (TableeClockClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_clock_finalize;
}

static void
tablee_clock_init (TableeClock *self)
{
  self->alarms = g_hash_table_new_full (NULL, NULL, NULL, alarm_free);
}

/**
 * tablee_clock_get_default:
 *
 * Returns: (transfer none): the clock of the real monotonic time.
 */
TableeClock *
tablee_clock_get_default (void)
{
  static TableeClock *default_clock;

  if (g_once_init_enter (&default_clock))
    g_once_init_leave (&default_clock, g_object_new (TABLEE_TYPE_CLOCK, NULL));

  return default_clock;
}

TableeClock *
tablee_clock_new_manual (gint64 start_us)
{
  TableeClock *self = g_object_new (TABLEE_TYPE_CLOCK, NULL);

  self->manual = TRUE;
  self->now_us = start_us;

  return self;
}

gint64
tablee_clock_get_time (TableeClock *self)
{
  g_return_val_if_fail (TABLEE_IS_CLOCK (self), 0);

  return self->manual ? self->now_us : g_get_monotonic_time ();
}

guint
tablee_clock_add_alarm (TableeClock    *self,
                        gint64          when_us,
                        GSourceFunc     func,
                        gpointer        user_data,
                        GDestroyNotify  destroy)
{
  g_autoptr(GSource) source = NULL;
  Alarm *alarm;

  g_return_val_if_fail (TABLEE_IS_CLOCK (self), 0);
  g_return_val_if_fail (func != NULL, 0);

  if (!self->manual)
    {
      source = g_source_new (&alarm_source_funcs, sizeof (GSource));
      g_source_set_static_name (source, "[tablee] clock alarm");
      g_source_set_priority (source, G_PRIORITY_HIGH);
      g_source_set_ready_time (source, MAX (when_us, 0));
      g_source_set_callback (source, func, user_data, destroy);

      return g_source_attach (source, g_main_context_get_thread_default ());
    }

  alarm = g_new0 (Alarm, 1);
  alarm->id = ++self->last_id;
  alarm->when_us = when_us;
  alarm->func = func;
  alarm->user_data = user_data;
  alarm->destroy = destroy;
  g_hash_table_insert (self->alarms, GUINT_TO_POINTER (alarm->id), alarm);

  return alarm->id;
}

void
tablee_clock_remove_alarm (TableeClock *self,
                           guint        id)
{
  GSource *source;

  g_return_if_fail (TABLEE_IS_CLOCK (self));

  if (self->manual)
    g_hash_table_remove (self->alarms, GUINT_TO_POINTER (id));
  else if ((source = g_main_context_find_source_by_id (g_main_context_get_thread_default (), id)) != NULL)
    g_source_destroy (source);
}

static Alarm *
find_earliest (TableeClock *self,
               gint64       until_us)
{
  GHashTableIter iter;
  Alarm *earliest = NULL;
  gpointer value;

  g_hash_table_iter_init (&iter, self->alarms);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Alarm *alarm = value;

      if (alarm->when_us > until_us)
        continue;
      /* Same time: the one added first fires first. */
      if (earliest == NULL ||
          alarm->when_us < earliest->when_us ||
          (alarm->when_us == earliest->when_us && alarm->id < earliest->id))
        earliest = alarm;
    }

  return earliest;
}

void
tablee_clock_advance (TableeClock *self,
                      gint64       delta_us)
{
  gint64 target;
  Alarm *alarm;

  g_return_if_fail (TABLEE_IS_CLOCK (self));
  g_return_if_fail (self->manual);
  g_return_if_fail (delta_us >= 0);

  target = self->now_us + delta_us;

  g_object_ref (self);

  /* Alarms fire in time order, each seeing the clock at its own time, and
   * alarms they add fire too when they fall due before the target. */
  while ((alarm = find_earliest (self, target)) != NULL)
    {
      g_hash_table_steal (self->alarms, GUINT_TO_POINTER (alarm->id));
      self->now_us = MAX (self->now_us, alarm->when_us);
      alarm->func (alarm->user_data);
      alarm_free (alarm);
    }

  self->now_us = target;

  g_object_unref (self);
}
