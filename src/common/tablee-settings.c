/* tablee-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-settings.h"

struct _TableeSettings
{
  GObject    parent_instance;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (TableeSettings, tablee_settings, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULES_LANGUAGE,
  PROP_KEEP_AWAKE,
  PROP_COLOURBLIND_AID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Properties have the names of the GSettings keys they mirror. */
static void
settings_changed_cb (TableeSettings *self,
                     const char     *key)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self), key);

  if (pspec != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
tablee_settings_dispose (GObject *object)
{
  TableeSettings *self = TABLEE_SETTINGS (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tablee_settings_parent_class)->dispose (object);
}

static void
tablee_settings_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TableeSettings *self = TABLEE_SETTINGS (object);
  g_autoptr(GVariant) variant = g_settings_get_value (self->settings, pspec->name);
  g_auto(GValue) read = G_VALUE_INIT;

  g_dbus_gvariant_to_gvalue (variant, &read);
  g_value_copy (&read, value);
}

static void
tablee_settings_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TableeSettings *self = TABLEE_SETTINGS (object);
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, pspec->name);
  g_autoptr(GVariant) variant = g_dbus_gvalue_to_gvariant (value, g_variant_get_type (old));

  g_settings_set_value (self->settings, pspec->name, variant);
}

static void
tablee_settings_class_init (TableeSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_settings_dispose;
  object_class->get_property = tablee_settings_get_property;
  object_class->set_property = tablee_settings_set_property;

  properties[PROP_RULES_LANGUAGE] =
    g_param_spec_string ("rules-language", NULL, NULL, "auto",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KEEP_AWAKE] =
    g_param_spec_boolean ("keep-awake", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOURBLIND_AID] =
    g_param_spec_boolean ("colourblind-aid", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_settings_init (TableeSettings *self)
{
  self->settings = g_settings_new (APP_ID);

  /* GSettings notifies only on real changes, so these notifications are too. */
  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);
}

TableeSettings *
tablee_settings_get_default (void)
{
  static TableeSettings *instance;

  if (instance == NULL)
    {
      instance = g_object_new (TABLEE_TYPE_SETTINGS, NULL);
      g_object_add_weak_pointer (G_OBJECT (instance), (gpointer *) &instance);
    }

  return instance;
}

GSettings *
tablee_settings_get_gsettings (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), NULL);

  return self->settings;
}

const char *
tablee_settings_get_rules_language (TableeSettings *self)
{
  g_autofree char *value = NULL;

  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), "auto");

  /* The enum's nicks are static strings: return the interned one. */
  value = g_settings_get_string (self->settings, "rules-language");

  return g_intern_string (value);
}
