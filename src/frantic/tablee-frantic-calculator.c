/* tablee-frantic-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-calculator.h"

struct _TableeFranticCalculator
{
  GtkPopover         parent_instance;

  /* Template widgets */
  GtkLabel          *total_label;
  GtkLabel          *cards_label;

  /* Owned */
  TableeFranticHand *hand;
};

G_DEFINE_FINAL_TYPE (TableeFranticCalculator, tablee_frantic_calculator, GTK_TYPE_POPOVER)

enum {
  SIGNAL_POINTS_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
hand_changed_cb (TableeFranticCalculator *self)
{
  guint total = tablee_frantic_hand_get_total (self->hand);
  guint n_cards = tablee_frantic_hand_get_n_cards (self->hand);
  g_autofree char *total_text = g_strdup_printf (_("%u points"), total);
  g_autofree char *cards_text = g_strdup_printf (_("Cards counted: %u"), n_cards);

  gtk_label_set_label (self->total_label, total_text);
  gtk_label_set_label (self->cards_label, cards_text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calc.undo", n_cards > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calc.clear", n_cards > 0);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableeFranticCalculator *self = TABLEE_FRANTIC_CALCULATOR (widget);
  guint card = g_variant_get_uint32 (parameter);

  if (card < TABLEE_FRANTIC_N_CARDS && !tablee_frantic_hand_add (self->hand, card))
    gtk_widget_error_bell (widget);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tablee_frantic_hand_remove_last (TABLEE_FRANTIC_CALCULATOR (widget)->hand);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  tablee_frantic_hand_clear (TABLEE_FRANTIC_CALCULATOR (widget)->hand);
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

  if (self->hand != NULL)
    g_signal_handlers_disconnect_by_data (self->hand, self);
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
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, total_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, cards_label);

  gtk_widget_class_install_action (widget_class, "calc.add", "u", add_action);
  gtk_widget_class_install_action (widget_class, "calc.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "calc.clear", NULL, clear_action);
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
  hand_changed_cb (self);
}

GtkWidget *
tablee_frantic_calculator_new (void)
{
  return g_object_new (TABLEE_TYPE_FRANTIC_CALCULATOR, NULL);
}

TableeFranticHand *
tablee_frantic_calculator_get_hand (TableeFranticCalculator *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_CALCULATOR (self), NULL);

  return self->hand;
}
