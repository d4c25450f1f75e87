/* tablee-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-application.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_WINDOW (tablee_window_get_type ())

G_DECLARE_FINAL_TYPE (TableeWindow, tablee_window, TABLEE, WINDOW, AdwApplicationWindow)

TableeWindow *tablee_window_new            (TableeApplication *application);
/* Shows the page registered under id, building it on first use. */
gboolean      tablee_window_show_page      (TableeWindow      *self,
                                            const char        *id);
const char   *tablee_window_get_page_id    (TableeWindow      *self);
/* The page registered under id, or NULL if it was not built yet. */
GtkWidget    *tablee_window_get_page       (TableeWindow      *self,
                                            const char        *id);

G_END_DECLS
