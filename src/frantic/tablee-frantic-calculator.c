/* tablee-frantic-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-calculator.h"
#include "tablee-frantic-round-dialog.h"

struct _TableeFranticCalculator
{
  GtkPopover         parent_instance;

  /* Template widgets */
  GtkLabel          *prompt_label;
  GtkLabel          *total_label;
  GtkLabel          *cards_label;
  GtkFlowBox        *cards_box;

  /* Owned */
  TableeFranticHand *hand;
};

G_DEFINE_FINAL_TYPE (TableeFranticCalculator, tablee_frantic_calculator, GTK_TYPE_POPOVER)

enum {
  SIGNAL_POINTS_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A card's name as the list of tapped cards shows it. */
static char *
card_name (TableeFranticCard card)
{
  switch ((int) card)
    {
    case TABLEE_FRANTIC_CARD_SPECIAL:
      /* Translators: a special card in the calculator's list, with its points. */
      return g_strdup (_("Special 7"));
    case TABLEE_FRANTIC_CARD_FUCK_YOU:
      return g_strdup (_("Fuck You 42"));
    case TABLEE_FRANTIC_CARD_CURSE:
      return g_strdup (_("Curse 13"));
    default:
      return g_strdup_printf ("%u", tablee_frantic_card_get_points (card));
    }
}

/* The cards tapped, in order, each a button that takes it back.
 * Hand-written: the cards are the calculator's own list of a few
 * buttons, kept while the popover is open, no model of the game. */
static void
rebuild_cards (TableeFranticCalculator *self)
{
  tablee_frantic_remove_children (GTK_WIDGET (self->cards_box));
  for (guint i = 0; i < tablee_frantic_hand_get_n_cards (self->hand); i++)
    {
      g_autofree char *name = card_name (tablee_frantic_hand_get_card (self->hand, i));
      /* Translators: takes one card back out of the calculator's count. */
      g_autofree char *remove_label = g_strdup_printf (_("Remove %s"), name);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

      gtk_box_append (GTK_BOX (box), gtk_label_new (name));
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("window-close-symbolic"));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_add_css_class (button, "frantic-tapped-card");
      gtk_widget_set_tooltip_text (button, remove_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label,
                                      -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "calc.remove");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i);
      gtk_flow_box_append (self->cards_box, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->cards_box), tablee_frantic_hand_get_n_cards (self->hand) > 0);
}

static void
hand_changed_cb (TableeFranticCalculator *self)
{
  guint total = tablee_frantic_hand_get_total (self->hand);
  guint n_cards = tablee_frantic_hand_get_n_cards (self->hand);
  g_autofree char *total_text = g_strdup_printf (ngettext ("%u point", "%u points", total), total);
  g_autofree char *cards_text = g_strdup_printf (_("Cards counted: %u"), n_cards);

  gtk_label_set_label (self->total_label, total_text);
  gtk_label_set_label (self->cards_label, cards_text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calc.undo", n_cards > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calc.clear", n_cards > 0);
  rebuild_cards (self);
}

/* "calc.add" (u: a TableeFranticCard), "calc.remove" (u: the index of a
 * card tapped), "calc.undo" and "calc.clear". */
static void
hand_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeFranticHand *hand = TABLEE_FRANTIC_CALCULATOR (widget)->hand;
  guint value = parameter != NULL ? g_variant_get_uint32 (parameter) : 0;

  if (g_str_equal (action_name, "calc.add"))
    {
      if (value < TABLEE_FRANTIC_N_CARDS && !tablee_frantic_hand_add (hand, value))
        gtk_widget_error_bell (widget);
    }
  else if (g_str_equal (action_name, "calc.remove"))
    tablee_frantic_hand_remove (hand, value);
  else if (g_str_equal (action_name, "calc.undo"))
    tablee_frantic_hand_remove (hand, tablee_frantic_hand_get_n_cards (hand) - 1);
  else
    tablee_frantic_hand_clear (hand);
}

static void
use_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableeFranticCalculator *self = TABLEE_FRANTIC_CALCULATOR (widget);

  g_signal_emit (self, signals[SIGNAL_POINTS_CHOSEN], 0, tablee_frantic_hand_get_total (self->hand));
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
tablee_frantic_calculator_dispose (GObject *object)
{
  TableeFranticCalculator *self = TABLEE_FRANTIC_CALCULATOR (object);

  /* The hand is the calculator's alone: it goes with its handler. */
  g_clear_object (&self->hand);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_FRANTIC_CALCULATOR);

  G_OBJECT_CLASS (tablee_frantic_calculator_parent_class)->dispose (object);
}

static void
tablee_frantic_calculator_class_init (TableeFranticCalculatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_calculator_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-calculator.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, total_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, cards_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, cards_box);

  gtk_widget_class_install_action (widget_class, "calc.add", "u", hand_action);
  gtk_widget_class_install_action (widget_class, "calc.undo", NULL, hand_action);
  gtk_widget_class_install_action (widget_class, "calc.remove", "u", hand_action);
  gtk_widget_class_install_action (widget_class, "calc.clear", NULL, hand_action);
  gtk_widget_class_install_action (widget_class, "calc.use", NULL, use_action);

  signals[SIGNAL_POINTS_CHOSEN] =
    g_signal_new ("points-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tablee_frantic_calculator_init (TableeFranticCalculator *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->hand = tablee_frantic_hand_new ();
  g_signal_connect_swapped (self->hand, "notify::n-cards", G_CALLBACK (hand_changed_cb), self);
  g_signal_connect_swapped (self->hand, "notify::highest", G_CALLBACK (hand_changed_cb), self);
  g_object_bind_property (self->hand, "prompt", self->prompt_label, "label", G_BINDING_SYNC_CREATE);
  hand_changed_cb (self);
}

TableeFranticHand *
tablee_frantic_calculator_get_hand (TableeFranticCalculator *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_CALCULATOR (self), NULL);

  return self->hand;
}
