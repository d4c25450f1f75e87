/* tablee-accessible.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablee-accessible.h"

void
tablee_accessible_name_buttons_by_text (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  /* A button with a mnemonic label has that label as its child, and the
   * child names the button (labelled-by): the raw copy is dropped. A plain
   * label is not a mnemonic and names the button through the property. */
  if (GTK_IS_BUTTON (root) &&
      gtk_button_get_use_underline (GTK_BUTTON (root)) &&
      gtk_button_get_label (GTK_BUTTON (root)) != NULL &&
      strchr (gtk_button_get_label (GTK_BUTTON (root)), '_') != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tablee_accessible_name_buttons_by_text (child);
}
