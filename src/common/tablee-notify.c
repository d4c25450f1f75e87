/* tablee-notify.c: for any model (a game or its parts) that notifies only
 * what a change changed (tablee-game.h declares these two).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-game.h"

GArray *
tablee_snapshot_properties (GObject *object)
{
  guint n;
  g_autofree GParamSpec **pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n);
  GArray *values = g_array_new (FALSE, TRUE, sizeof (GValue));

  g_return_val_if_fail (G_IS_OBJECT (object), NULL);

  /* g_value_unset() passes over the values left zeroed (not readable). */
  g_array_set_clear_func (values, (GDestroyNotify) g_value_unset);
  g_array_set_size (values, n);
  for (guint i = 0; i < n; i++)
    {
      if ((pspecs[i]->flags & G_PARAM_READABLE) == 0)
        continue;
      g_value_init (&g_array_index (values, GValue, i), pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &g_array_index (values, GValue, i));
    }

  return values;
}

void
tablee_notify_changed (GObject *object,
                       GArray  *snapshot)
{
  guint n;
  g_autofree GParamSpec **pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n);

  g_return_if_fail (G_IS_OBJECT (object));
  g_return_if_fail (snapshot != NULL && snapshot->len == n);

  g_object_freeze_notify (object);
  for (guint i = 0; i < n; i++)
    {
      const GValue *before = &g_array_index (snapshot, GValue, i);
      g_auto(GValue) after = G_VALUE_INIT;

      if (!G_IS_VALUE (before))
        continue;
      g_value_init (&after, pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &after);
      if (g_param_values_cmp (pspecs[i], before, &after) != 0)
        g_object_notify_by_pspec (object, pspecs[i]);
    }
  g_object_thaw_notify (object);
  g_array_unref (snapshot);
}
