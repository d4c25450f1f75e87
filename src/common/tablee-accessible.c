/* tablee-accessible.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <gmodule.h>

#include "tablee-accessible.h"

/* The rows of lists under root (list items, named by the labels they
 * show). */
static void
name_list_items (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)) == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        tablee_accessible_name_list_row (gtk_widget_get_first_child (child));
      name_list_items (child);
    }
}

static void
list_item_bound_cb (GtkListItemFactory *factory,
                    GtkListItem        *item)
{
  tablee_accessible_name_list_row (gtk_list_item_get_child (item));
}

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

  /* An AdwComboRow shows its choice in a list view, whose row has no name
   * on GTK 4.8: each row its factory binds is named by its label. */
  if (ADW_IS_COMBO_ROW (root) &&
      GTK_IS_SIGNAL_LIST_ITEM_FACTORY (adw_combo_row_get_factory (ADW_COMBO_ROW (root))))
    {
      GObject *factory = G_OBJECT (adw_combo_row_get_factory (ADW_COMBO_ROW (root)));

      if (g_object_get_data (factory, "tablee-names-rows") == NULL)
        {
          g_object_set_data (factory, "tablee-names-rows", GINT_TO_POINTER (TRUE));
          g_signal_connect_after (factory, "bind", G_CALLBACK (list_item_bound_cb), NULL);
        }
      name_list_items (root);
    }

  /* GTK 4.8's drop-down holds a toggle button of its own, which takes the
   * focus and has no name: the drop-down's names it. */
  if (GTK_IS_DROP_DOWN (root))
    for (GtkWidget *child = gtk_widget_get_first_child (root);
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_TOGGLE_BUTTON (child))
        gtk_accessible_update_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                        root, NULL, -1);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tablee_accessible_name_buttons_by_text (child);
}

void
tablee_accessible_name_list_row (GtkWidget *child)
{
  GtkWidget *row;
  GtkWidget *labels[2] = { NULL, NULL };
  guint n = 0;

  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  row = child != NULL ? gtk_widget_get_parent (child) : NULL;
  if (row == NULL)
    return;

  for (GtkWidget *widget = gtk_widget_get_first_child (child);
       widget != NULL && n < G_N_ELEMENTS (labels);
       widget = gtk_widget_get_next_sibling (widget))
    if (GTK_IS_LABEL (widget))
      labels[n++] = widget;

  if (labels[0] != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    labels[0], NULL, -1);
  if (labels[1] != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                    labels[1], NULL, -1);
}

/* ---- Announcements ----------------------------------------------------- */

/* gtk_accessible_announce() and its polite priority,
 * GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM (GTK 4.14). */
typedef void (*AnnounceFunc) (GtkAccessible *self,
                              const char    *message,
                              int            priority);
#define ANNOUNCEMENT_PRIORITY_MEDIUM 1

/* The widget whose description says the last announcement, until the
 * focus leaves it. */
static GtkWidget *announcer;

static AnnounceFunc
lookup_announce (void)
{
  static gsize looked_up;
  static AnnounceFunc announce;

  if (g_once_init_enter (&looked_up))
    {
      GModule *program = g_module_open (NULL, 0);
      gpointer symbol = NULL;

      /* The program's own module sees every library it links, GTK too;
       * it stays open, like the libraries. */
      if (program != NULL && g_module_symbol (program, "gtk_accessible_announce", &symbol))
        announce = (AnnounceFunc) symbol;
      g_once_init_leave (&looked_up, 1);
    }

  return announce;
}

/* The widget's own description comes back, or none. */
static void
restore_description (GtkWidget *widget)
{
  const char *own = g_object_get_data (G_OBJECT (widget), "tablee-description");

  g_object_set_data (G_OBJECT (widget), "tablee-announced", NULL);
  if (own != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, own, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
focus_moved_cb (GtkRoot *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);

  if (announcer == NULL || (focus != NULL && gtk_widget_is_ancestor (focus, announcer)) ||
      focus == announcer || gtk_widget_get_root (announcer) != root)
    return;
  restore_description (announcer);
  g_clear_weak_pointer (&announcer);
}

/* The widget a screen reader presents as having the focus: the focused
 * one, or its first ancestor that is in the accessible tree (GtkText
 * inside an entry is not), or the window. */
static GtkWidget *
focus_target (GtkRoot *root)
{
  GtkWidget *widget = gtk_root_get_focus (root);

  while (widget != NULL)
    {
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

      if (role != GTK_ACCESSIBLE_ROLE_NONE && role != GTK_ACCESSIBLE_ROLE_PRESENTATION)
        return widget;
      widget = gtk_widget_get_parent (widget);
    }

  return GTK_WIDGET (root);
}

void
tablee_accessible_announce (GtkWidget  *widget,
                            const char *text)
{
  AnnounceFunc announce = lookup_announce ();
  GtkRoot *root;
  GtkWidget *target;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  root = gtk_widget_get_root (widget);
  if (root == NULL || *text == '\0')
    return;
  if (announce != NULL)
    {
      announce (GTK_ACCESSIBLE (widget), text, ANNOUNCEMENT_PRIORITY_MEDIUM);
      return;
    }

  target = focus_target (root);
  if (announcer != NULL && announcer != target)
    restore_description (announcer);
  g_set_weak_pointer (&announcer, target);
  if (g_object_get_data (G_OBJECT (root), "tablee-announcing") == NULL)
    {
      g_object_set_data (G_OBJECT (root), "tablee-announcing", GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::focus-widget", G_CALLBACK (focus_moved_cb), NULL);
    }

  /* The same words again are no change of the description, and a screen
   * reader would say nothing: the description is emptied first. */
  if (g_strcmp0 (g_object_get_data (G_OBJECT (target), "tablee-announced"), text) == 0)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (target), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_set_data_full (G_OBJECT (target), "tablee-announced", g_strdup (text), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (target), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
tablee_accessible_set_description (GtkWidget  *widget,
                                   const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data_full (G_OBJECT (widget), "tablee-description", g_strdup (description), g_free);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}
