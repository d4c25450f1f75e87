/* tablee-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-preferences-window.h"
#include "tablee-settings.h"
#include "tablee-sound.h"

struct _TableePreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Template widgets */
  GtkSwitch            *sound_switch;
  GtkScale             *volume_scale;
  AdwActionRow         *no_sound_row;
  AdwComboRow          *language_row;
  GtkSwitch            *keep_awake_switch;
  GtkSwitch            *count_aloud_switch;
  GtkSwitch            *flash_seconds_switch;
  GtkSwitch            *colourblind_switch;
  GtkSwitch            *whosnext_count_away_switch;
};

G_DEFINE_FINAL_TYPE (TableePreferencesWindow, tablee_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The combo row lists the values of the rules-language enum in order. */
static const char *language_values[] = { "auto", "fr", "en", "both" };

static gboolean
language_get_mapping (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (language_values); i++)
    {
      if (g_str_equal (nick, language_values[i]))
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
language_set_mapping (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= G_N_ELEMENTS (language_values))
    return NULL;

  return g_variant_new_string (language_values[i]);
}

static void
tablee_preferences_window_class_init (TableePreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, volume_scale);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, no_sound_row);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, keep_awake_switch);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, count_aloud_switch);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, flash_seconds_switch);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, colourblind_switch);
  gtk_widget_class_bind_template_child (widget_class, TableePreferencesWindow, whosnext_count_away_switch);
}

static void
tablee_preferences_window_init (TableePreferencesWindow *self)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  TableeSound *sound = tablee_sound_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  g_settings_bind (settings, "sound-enabled", self->sound_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sound-volume",
                   gtk_range_get_adjustment (GTK_RANGE (self->volume_scale)), "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "rules-language", self->language_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                language_get_mapping, language_set_mapping, NULL, NULL);
  g_settings_bind (settings, "keep-awake", self->keep_awake_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "count-aloud", self->count_aloud_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "colourblind-aid", self->colourblind_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "flash-seconds", self->flash_seconds_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "whosnext-count-away", self->whosnext_count_away_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);

  /* Said once, here, rather than on every sound that could not play. */
  g_object_bind_property (sound, "available", self->no_sound_row, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
}

GtkWidget *
tablee_preferences_window_new (void)
{
  return g_object_new (TABLEE_TYPE_PREFERENCES_WINDOW, NULL);
}
