/* tablee-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_APPLICATION (tablee_application_get_type ())

G_DECLARE_FINAL_TYPE (TableeApplication, tablee_application, TABLEE, APPLICATION, AdwApplication)

TableeApplication *tablee_application_new          (void);
/* Keeps the session from idling while at least one owner holds it (a
 * running countdown, a game in progress when the preference asks so). */
void               tablee_application_hold_awake    (TableeApplication *self,
                                                     gpointer           owner,
                                                     const char        *reason);
void               tablee_application_release_awake (TableeApplication *self,
                                                     gpointer           owner);
gboolean           tablee_application_is_kept_awake (TableeApplication *self);
/* Tries failed saves once more; if changes still cannot be saved, asks
 * whether to quit anyway and returns TRUE (the answer quits, or not). */
gboolean           tablee_application_ask_before_quit (TableeApplication *self);

/* A window of ours over the main one (preferences, about, the players,
 * the shortcuts): Ctrl+W closes it, as in other GNOME apps. */
void               tablee_application_add_window_keys (GtkWindow   *window);

G_END_DECLS
