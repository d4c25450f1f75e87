/* tablee-notnot-card-view.c: a card as CSS classes on a template; the
 * style sheet (tablee-notnot.css) draws the portals, their patterns and
 * the backs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-notnot-card-view.h"

struct _TableeNotnotCardView
{
  GtkWidget                 parent_instance;

  /* Template widgets */
  GtkWidget                *portal;
  GtkLabel                 *letter;
  GtkWidget                *arrow;
  GtkWidget                *liar;
};

G_DEFINE_FINAL_TYPE (TableeNotnotCardView, tablee_notnot_card_view, GTK_TYPE_WIDGET)

static void
tablee_notnot_card_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TABLEE_TYPE_NOTNOT_CARD_VIEW);

  G_OBJECT_CLASS (tablee_notnot_card_view_parent_class)->dispose (object);
}

static void
tablee_notnot_card_view_class_init (TableeNotnotCardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tablee_notnot_card_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-notnot-card-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotCardView, portal);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotCardView, letter);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotCardView, arrow);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotCardView, liar);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notnot-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tablee_notnot_card_view_init (TableeNotnotCardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_notnot_card_view_set_card (self, TABLEE_NOTNOT_CARD_VIEW_NONE, NULL, 0);
}

void
tablee_notnot_card_view_set_card (TableeNotnotCardView      *self,
                                  TableeNotnotCardViewSide   side,
                                  const TableeNotnotCard    *card,
                                  TableeNotnotCardViewMarks  marks)
{
  static const char * const sides[] = { "none", "face", "back" };
  static const char * const portals[TABLEE_N_PORTALS] = { "empty", "red", "blue", "green", "yellow", "white" };
  static const char * const arrows[TABLEE_N_SPOTS] = { "up", "right", "down", "left" };
  static const char * const letters[TABLEE_N_PORTALS] = {
    /* TRANSLATORS: the letters shown on red, blue, green, yellow and white
     * portals by the colour-blind aid. */
    "", N_("R"), N_("B"), N_("G"), N_("Y"), N_("W"),
  };
  static const TableeNotnotCard no_card = { 0, };
  const TableeNotnotCard *shown = card != NULL ? card : &no_card;
  gboolean face = side == TABLEE_NOTNOT_CARD_VIEW_FACE;
  gboolean marked_back = side == TABLEE_NOTNOT_CARD_VIEW_BACK && shown->rule == TABLEE_NOTNOT_RULE_NONE;
  gboolean aid = (marks & TABLEE_NOTNOT_CARD_VIEW_AID) != 0;
  const char *classes[] = { sides[side], marked_back ? "marked" : "rule", aid ? "aid" : "plain", NULL };

  g_return_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self));

  /* Its side, portal and marks are classes of the style sheet. */
  gtk_widget_set_css_classes (GTK_WIDGET (self), classes);
  gtk_widget_set_css_classes (self->portal, (const char *[]) { "portal", portals[shown->portal], NULL });
  gtk_widget_set_css_classes (self->arrow, (const char *[]) { "arrow", arrows[shown->arrow], NULL });
  gtk_label_set_text (self->letter, shown->portal == TABLEE_PORTAL_NONE ? "" : _(letters[shown->portal]));
  gtk_widget_set_visible (self->portal, face);
  gtk_widget_set_visible (GTK_WIDGET (self->letter), aid);
  gtk_widget_set_visible (self->arrow, marked_back && (marks & TABLEE_NOTNOT_CARD_VIEW_ARROW));
  gtk_widget_set_visible (self->liar, marked_back && (marks & TABLEE_NOTNOT_CARD_VIEW_LIAR) && shown->liar);
}
