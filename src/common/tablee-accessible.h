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
 * it again after gtk_button_set_label(). The toggle button inside each
 * drop-down under root, unnamed on GTK 4.8, gets the drop-down's name, and
 * the rows of each AdwComboRow's list the labels they show. */
void tablee_accessible_name_buttons_by_text (GtkWidget *root);

/* GTK 4.8 names no row of a list view (GtkListView): the row that holds
 * child (what the list item factory made) is labelled by the first label
 * among child's children and described by the second. Call it when the
 * item is bound (from a closure of the row's template): rows are reused. */
void tablee_accessible_name_list_row   (GtkWidget  *child);

/* Says text (plain, short, in the interface's language) to a screen
 * reader, politely: what a player at the table would say aloud. Where the
 * GTK running has gtk_accessible_announce() (4.14 and later; looked up at
 * run time, as Tablée builds on 4.8), widget announces it. Otherwise text
 * becomes the accessible description of the widget that has the focus in
 * widget's window (or of the window), which Orca reads when it changes;
 * that widget's own description comes back when the focus leaves it (see
 * tablee_accessible_set_description()). Nothing is said for a widget in
 * no window. */
void tablee_accessible_announce        (GtkWidget  *widget,
                                        const char *text);

/* Sets widget's accessible description, and keeps it as the one an
 * announcement through that widget gives back. */
void tablee_accessible_set_description (GtkWidget  *widget,
                                        const char *description);

G_END_DECLS
