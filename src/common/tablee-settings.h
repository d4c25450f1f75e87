/* tablee-settings.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_SETTINGS (tablee_settings_get_type ())

G_DECLARE_FINAL_TYPE (TableeSettings, tablee_settings, TABLEE, SETTINGS, GObject)

/* The preferences (schema io.github.tablee.Tablee). Those the pages follow
 * are properties bound to GSettings: "rules-language" ("auto", "fr", "en",
 * "both"), "keep-awake", "colourblind-aid"; the sound's keys are bound to
 * TableeSound directly (tablee_settings_get_gsettings()). */
TableeSettings *tablee_settings_get_default      (void);
GSettings      *tablee_settings_get_gsettings    (TableeSettings *self);
const char     *tablee_settings_get_rules_language (TableeSettings *self);

G_END_DECLS
