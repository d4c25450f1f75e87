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
  PROP_SOUND_ENABLED,
  PROP_SOUND_VOLUME,
  PROP_RULES_LANGUAGE,
  PROP_KEEP_AWAKE,
  PROP_COLOURBLIND_AID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Property ids in the order of the GSettings keys they mirror. */
static const char *keys[N_PROPS] = {
  NULL, "sound-enabled", "sound-volume", "rules-language", "keep-awake", "colourblind-aid",
};

static void
settings_changed_cb (TableeSettings *self,
                     const char     *key)
{
  for (guint i = 1; i < N_PROPS; i++)
    {
      if (g_str_equal (keys[i], key))
        {
          g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
          return;
        }
    }
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

  switch (prop_id)
    {
    case PROP_SOUND_ENABLED:
    case PROP_KEEP_AWAKE:
    case PROP_COLOURBLIND_AID:
      g_value_set_boolean (value, g_settings_get_boolean (self->settings, keys[prop_id]));
      break;

    case PROP_SOUND_VOLUME:
      g_value_set_double (value, g_settings_get_double (self->settings, keys[prop_id]));
      break;

    case PROP_RULES_LANGUAGE:
      g_value_take_string (value, g_settings_get_string (self->settings, keys[prop_id]));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_settings_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TableeSettings *self = TABLEE_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SOUND_ENABLED:
    case PROP_KEEP_AWAKE:
    case PROP_COLOURBLIND_AID:
      g_settings_set_boolean (self->settings, keys[prop_id], g_value_get_boolean (value));
      break;

    case PROP_SOUND_VOLUME:
      g_settings_set_double (self->settings, keys[prop_id], g_value_get_double (value));
      break;

    case PROP_RULES_LANGUAGE:
      g_settings_set_string (self->settings, keys[prop_id], g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_settings_class_init (TableeSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_settings_dispose;
  object_class->get_property = tablee_settings_get_property;
  object_class->set_property = tablee_settings_set_property;

  properties[PROP_SOUND_ENABLED] =
    g_param_spec_boolean ("sound-enabled", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOUND_VOLUME] =
    g_param_spec_double ("sound-volume", NULL, NULL, 0.0, 1.0, 0.8,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
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

gboolean
tablee_settings_get_sound_enabled (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), FALSE);

  return g_settings_get_boolean (self->settings, "sound-enabled");
}

double
tablee_settings_get_sound_volume (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), 0.0);

  return g_settings_get_double (self->settings, "sound-volume");
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

gboolean
tablee_settings_get_keep_awake (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), FALSE);

  return g_settings_get_boolean (self->settings, "keep-awake");
}

gboolean
tablee_settings_get_colourblind_aid (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), FALSE);

  return g_settings_get_boolean (self->settings, "colourblind-aid");
}

char *
tablee_settings_dup_last_page (TableeSettings *self)
{
  g_return_val_if_fail (TABLEE_IS_SETTINGS (self), NULL);

  return g_settings_get_string (self->settings, "last-page");
}

void
tablee_settings_set_last_page (TableeSettings *self,
                               const char     *page)
{
  g_return_if_fail (TABLEE_IS_SETTINGS (self));

  g_settings_set_string (self->settings, "last-page", page);
}
