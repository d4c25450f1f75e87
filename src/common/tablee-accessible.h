/* tablee-accessible.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8 names a button with a mnemonic label twice: once from its
 * "label" property, raw ("_Roll"), and once from the label it shows
 * ("Roll"). This keeps only what shows, for the buttons under root; call
 * it again after gtk_button_set_label(). */
void tablee_accessible_name_buttons_by_text (GtkWidget *root);

G_END_DECLS
