/* tablee-toast.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows toast in the AdwToastOverlay that holds widget (the window's). */
void      tablee_add_toast        (GtkWidget  *widget,
                                   AdwToast   *toast);
/* A toast whose title is plain text, escaped for the markup AdwToast titles
 * are on libadwaita 1.2: player names like "<b>&amp;" show literally. */
AdwToast *tablee_toast_new_plain  (const char *text);

G_END_DECLS
