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

  /* Owned */
  TableeNotnotSpotItem     *item;
  GSignalGroup             *item_signals;
  gboolean                  back;
  gboolean                  aid;
};

G_DEFINE_FINAL_TYPE (TableeNotnotCardView, tablee_notnot_card_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ITEM,
  PROP_BACK,
  PROP_AID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Hand-written: a card is drawn by the style sheet from classes on the
 * card and on three of its parts, all read from the item at once. */
static void
show_item (TableeNotnotCardView *self)
{
  TableeNotnotCard card;
  gboolean has_card, arrow_shown, liar_shown = FALSE;
  TableeNotnotCardViewMarks marks = self->aid ? TABLEE_NOTNOT_CARD_VIEW_AID : 0;

  if (self->item == NULL)
    return;

  has_card = tablee_notnot_spot_item_get_card (self->item, &card);
  arrow_shown = tablee_notnot_spot_item_get_marks (self->item, &liar_shown);
  marks |= (arrow_shown ? TABLEE_NOTNOT_CARD_VIEW_ARROW : 0) | (liar_shown ? TABLEE_NOTNOT_CARD_VIEW_LIAR : 0);
  tablee_notnot_card_view_set_card (self,
                                    !has_card ? TABLEE_NOTNOT_CARD_VIEW_NONE
                                    : self->back ? TABLEE_NOTNOT_CARD_VIEW_BACK : TABLEE_NOTNOT_CARD_VIEW_FACE,
                                    has_card ? &card : NULL, marks);
}

static void
tablee_notnot_card_view_dispose (GObject *object)
{
  TableeNotnotCardView *self = TABLEE_NOTNOT_CARD_VIEW (object);

  g_clear_object (&self->item_signals);
  g_clear_object (&self->item);
  gtk_widget_dispose_template (GTK_WIDGET (object), TABLEE_TYPE_NOTNOT_CARD_VIEW);

  G_OBJECT_CLASS (tablee_notnot_card_view_parent_class)->dispose (object);
}

static void
tablee_notnot_card_view_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeNotnotCardView *self = TABLEE_NOTNOT_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    case PROP_BACK:
      g_value_set_boolean (value, self->back);
      break;
    case PROP_AID:
      g_value_set_boolean (value, self->aid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_card_view_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeNotnotCardView *self = TABLEE_NOTNOT_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      if (!g_set_object (&self->item, g_value_get_object (value)))
        return;
      g_signal_group_set_target (self->item_signals, self->item);
      break;
    case PROP_BACK:
      if (self->back == g_value_get_boolean (value))
        return;
      self->back = g_value_get_boolean (value);
      break;
    case PROP_AID:
      if (self->aid == g_value_get_boolean (value))
        return;
      self->aid = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }

  show_item (self);
  g_object_notify_by_pspec (object, pspec);
}

static void
tablee_notnot_card_view_class_init (TableeNotnotCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_notnot_card_view_dispose;
  object_class->get_property = tablee_notnot_card_view_get_property;
  object_class->set_property = tablee_notnot_card_view_set_property;

  properties[PROP_ITEM] = g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_NOTNOT_SPOT_ITEM, flags);
  properties[PROP_BACK] = g_param_spec_boolean ("back", NULL, NULL, FALSE, flags);
  properties[PROP_AID] = g_param_spec_boolean ("aid", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  self->item_signals = g_signal_group_new (TABLEE_TYPE_NOTNOT_SPOT_ITEM);
  g_signal_group_connect_swapped (self->item_signals, "notify", G_CALLBACK (show_item), self);
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
