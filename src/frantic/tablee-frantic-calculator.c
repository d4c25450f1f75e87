/* tablee-frantic-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-frantic-calculator.h"
#include "tablee-frantic-round-dialog.h"

struct _TableeFranticCalculator
{
  GtkPopover         parent_instance;

  /* Template widgets */
  GtkLabel          *prompt_label;
  GtkLabel          *total_label;
  GtkLabel          *cards_label;
  GtkBox            *cards_box;
  GtkScrolledWindow *cards_scroller;

  /* Owned */
  TableeFranticHand *hand;
  guint              n_kinds;
  gboolean           scroll_to_end;
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

/* A chip per card tapped, in the order first tapped, with how many were
 * tapped; tapping the chip takes one back. The chips make one line that
 * scrolls sideways, so the keypad and Use stay where they are however
 * many cards are counted; a card tapped for the first time comes last,
 * scrolled into view. Hand-written: the chips are the calculator's own
 * few buttons, kept while the popover is open, no model of the game. */
static void
rebuild_cards (TableeFranticCalculator *self)
{
  gboolean seen[TABLEE_FRANTIC_N_CARDS] = { FALSE, };
  guint n_kinds = 0;

  tablee_frantic_remove_children (GTK_WIDGET (self->cards_box));
  for (guint i = 0; i < tablee_frantic_hand_get_n_cards (self->hand); i++)
    {
      TableeFranticCard card = tablee_frantic_hand_get_card (self->hand, i);
      guint count = tablee_frantic_hand_get_count (self->hand, card);
      g_autofree char *name = NULL;
      g_autofree char *chip_label = NULL;
      g_autofree char *take_back_label = NULL;
      GtkWidget *button, *box;

      if (seen[card])
        continue;
      seen[card] = TRUE;
      n_kinds++;

      name = card_name (card);
      /* Translators: a chip of the calculator: a card, then how many of it
       * were tapped. */
      chip_label = g_strdup_printf (_("%s × %u"), name, count);
      /* Translators: what the calculator's chip does: it takes one of the
       * cards tapped back out of the count. */
      take_back_label = g_strdup_printf (ngettext ("%s, %u card: take one back",
                                                   "%s, %u cards: take one back", count),
                                         name, count);
      button = gtk_button_new ();
      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_box_append (GTK_BOX (box), gtk_label_new (chip_label));
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("list-remove-symbolic"));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "frantic-tapped-card");
      gtk_widget_set_tooltip_text (button, take_back_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, take_back_label,
                                      -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "calc.take-back");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", card);
      gtk_box_append (self->cards_box, button);
    }
  /* A new kind of card came last: once laid out, the line shows its end. */
  self->scroll_to_end = n_kinds > self->n_kinds;
  self->n_kinds = n_kinds;
  gtk_widget_set_visible (GTK_WIDGET (self->cards_scroller), n_kinds > 0);
}

static void
cards_width_cb (TableeFranticCalculator *self,
                GParamSpec              *pspec,
                GtkAdjustment           *adjustment)
{
  if (!self->scroll_to_end)
    return;

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
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

/* The button under widget for action with card as its target, or the
 * first one for action. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *action,
             int         card)
{
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_is_sensitive (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (card < 0 || (target != NULL && g_variant_get_uint32 (target) == (guint) card))
        return widget;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action, card);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The focus was on a chip that the change rebuilt, or on Undo Card or
 * Clear that it disabled: it goes on to the chip of the same card, else
 * another chip, else the button that adds the card (the first card after
 * Clear), never nowhere, where no key reaches the calculator. */
static void
keep_focus (TableeFranticCalculator *self,
            GtkWidget               *before,
            int                      card)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *target;

  if (focus != NULL && (focus != before || (gtk_widget_is_sensitive (focus) && gtk_widget_get_root (focus) != NULL)))
    return;

  target = find_button (GTK_WIDGET (self->cards_box), "calc.take-back", card);
  if (target == NULL)
    target = find_button (GTK_WIDGET (self->cards_box), "calc.take-back", -1);
  if (target == NULL)
    target = find_button (GTK_WIDGET (self), "calc.add", MAX (card, 0));
  if (target != NULL)
    gtk_widget_grab_focus (target);
}

/* "calc.add" and "calc.take-back" (u: a TableeFranticCard), "calc.undo"
 * and "calc.clear". */
static void
hand_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeFranticHand *hand = TABLEE_FRANTIC_CALCULATOR (widget)->hand;
  guint value = parameter != NULL ? g_variant_get_uint32 (parameter) : 0;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autoptr(GtkWidget) before = focus != NULL && gtk_widget_is_ancestor (focus, widget) ? g_object_ref (focus) : NULL;

  if (g_str_equal (action_name, "calc.add"))
    {
      if (value < TABLEE_FRANTIC_N_CARDS && !tablee_frantic_hand_add (hand, value))
        gtk_widget_error_bell (widget);
    }
  else if (g_str_equal (action_name, "calc.take-back"))
    tablee_frantic_hand_take_back (hand, value);
  else if (g_str_equal (action_name, "calc.undo"))
    tablee_frantic_hand_remove (hand, tablee_frantic_hand_get_n_cards (hand) - 1);
  else
    tablee_frantic_hand_clear (hand);

  if (before != NULL)
    keep_focus (TABLEE_FRANTIC_CALCULATOR (widget), before,
                g_str_equal (action_name, "calc.take-back") ? (int) value : -1);
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
  gtk_widget_class_bind_template_child (widget_class, TableeFranticCalculator, cards_scroller);

  gtk_widget_class_install_action (widget_class, "calc.add", "u", hand_action);
  gtk_widget_class_install_action (widget_class, "calc.undo", NULL, hand_action);
  gtk_widget_class_install_action (widget_class, "calc.take-back", "u", hand_action);
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
  /* Its buttons' mnemonics, named once. */
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->hand = tablee_frantic_hand_new ();
  g_signal_connect_swapped (self->hand, "notify::n-cards", G_CALLBACK (hand_changed_cb), self);
  g_signal_connect_swapped (self->hand, "notify::highest", G_CALLBACK (hand_changed_cb), self);
  g_object_bind_property (self->hand, "prompt", self->prompt_label, "label", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (self->cards_scroller), "notify::upper",
                           G_CALLBACK (cards_width_cb), self, G_CONNECT_SWAPPED);
  hand_changed_cb (self);
}

TableeFranticHand *
tablee_frantic_calculator_get_hand (TableeFranticCalculator *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_CALCULATOR (self), NULL);

  return self->hand;
}
