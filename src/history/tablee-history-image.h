/* tablee-history-image.h: what History shows, saved as a PNG image to share
 * with the table: the statistics, or a finished game's result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* widget as it shows now, on a background of the style's light or dark
 * colour, or NULL when it is not drawn (no renderer, no size). */
GdkTexture *tablee_history_render_image (GtkWidget  *widget);
/* Asks where to save widget as a PNG image (suggested_name, ".png"
 * included), renders it then and writes it off the main loop; a toast of
 * the overlay that holds widget says how it went. */
void        tablee_history_save_image   (GtkWidget  *widget,
                                         const char *suggested_name);

G_END_DECLS
