/* tablee-saveable.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-saveable.h"

enum {
  SIGNAL_STATE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (TableeSaveable, tablee_saveable, G_TYPE_OBJECT)

static void
tablee_saveable_default_init (TableeSaveableInterface *iface)
{
  /**
   * TableeSaveable::state-changed:
   *
   * Emitted after every change worth saving.
   */
  signals[SIGNAL_STATE_CHANGED] =
    g_signal_new ("state-changed",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

GVariant *
tablee_saveable_save (TableeSaveable *self)
{
  GVariant *state;

  g_return_val_if_fail (TABLEE_IS_SAVEABLE (self), NULL);

  state = TABLEE_SAVEABLE_GET_IFACE (self)->save (self);
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (state, G_VARIANT_TYPE_VARDICT), NULL);

  return g_variant_ref_sink (state);
}

gboolean
tablee_saveable_load (TableeSaveable  *self,
                      GVariant        *state,
                      GError         **error)
{
  g_return_val_if_fail (TABLEE_IS_SAVEABLE (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  return TABLEE_SAVEABLE_GET_IFACE (self)->load (self, state, error);
}

void
tablee_saveable_state_changed (TableeSaveable *self)
{
  g_return_if_fail (TABLEE_IS_SAVEABLE (self));

  g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
}
