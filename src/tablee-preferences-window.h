/* tablee-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_PREFERENCES_WINDOW (tablee_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TableePreferencesWindow, tablee_preferences_window, TABLEE, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *tablee_preferences_window_new (void);

G_END_DECLS
