/* tablee-whosnext-seat.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-seat"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-whosnext-game.h"
#include "tablee-whosnext-seat.h"

struct _TableeWhosnextSeat
{
  AdwBin                  parent_instance;

  /* Template widgets */
  GtkButton              *button;
  GtkLabel               *name_label;
  GtkLabel               *card_label;
  GtkLabel               *notes_label;
  GtkLabel               *badge_label;
  GtkButton              *note_button;

  /* Owned */
  TableeWhosnextSeatItem *item;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextSeat, tablee_whosnext_seat, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The Don't Panic card says what the holder's next mistake costs. */
static const char * const dont_panic_badges[] = { NULL, N_("Don’t Panic ×2"), N_("Don’t Panic ×3") };
static const char * const dont_panic_tips[] = {
  NULL,
  N_("The Don’t Panic card, green side up: another mistake in a row costs two wrong notes"),
  N_("The Don’t Panic card, red side up: another mistake in a row costs three wrong notes"),
};

static void
set_css_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static const char *
badge_of (TableeWhosnextSeatItem *item)
{
  const char *badge = dont_panic_badges[MIN (tablee_whosnext_seat_item_get_dont_panic (item), 2)];

  if (badge == NULL && tablee_whosnext_seat_item_get_apprentice (item))
    badge = N_("Apprentice");
  else if (badge == NULL && tablee_whosnext_seat_item_get_winner (item))
    badge = N_("Winner");

  return badge != NULL ? _(badge) : NULL;
}

/* Closures of the .ui */

static char *
seat_title (TableeWhosnextSeat *self,
            gboolean            training,
            guint               index,
            const char         *name)
{
  /* Training, seats answer by their number key too: it shows. */
  if (training)
    return g_strdup_printf ("%u · %s", index + 1, name != NULL ? name : "");

  return g_strdup (name);
}

static char *
card_text (TableeWhosnextSeat *self,
           const char         *card)
{
  return g_strdup (card != NULL ? card : "–");
}

/* The Wrong Note card, as dots: filled for each note, out of 7, and
 * their number. */
static char *
notes_dots (TableeWhosnextSeat *self,
            guint               wrong_notes)
{
  GString *dots = g_string_new (NULL);

  for (guint i = 0; i < TABLEE_WHOSNEXT_MAX_NOTES; i++)
    g_string_append (dots, i < wrong_notes ? "●" : "○");
  /* Dots are hard to count from across the table: the number too. */
  g_string_append_printf (dots, " %u", wrong_notes);

  return g_string_free (dots, FALSE);
}

static char *
notes_text (TableeWhosnextSeat *self,
            guint               wrong_notes)
{
  return g_strdup_printf (_("Wrong notes: %u"), wrong_notes);
}

static gboolean
not_training (TableeWhosnextSeat *self,
              gboolean            training)
{
  return !training;
}

/* An empty badge keeps its height: seats do not move when one comes. */
static char *
badge_text (TableeWhosnextSeat *self,
            guint               dont_panic,
            gboolean            apprentice,
            gboolean            winner)
{
  const char *badge = self->item != NULL ? badge_of (self->item) : NULL;

  return g_strdup (badge != NULL ? badge : " ");
}

/* Hand-written on purpose: single style classes, accessible labels and
 * action targets cannot be bound on GTK 4.8; the texts are bound in the
 * .ui. */
static void
item_notify_cb (TableeWhosnextSeat *self)
{
  TableeWhosnextSeatItem *item = self->item;
  const char *name = tablee_whosnext_seat_item_get_name (item);
  const char *card = tablee_whosnext_seat_item_get_card (item);
  guint dont_panic = tablee_whosnext_seat_item_get_dont_panic (item);
  const char *tip = dont_panic_tips[MIN (dont_panic, 2)];
  const char *badge = badge_of (item);
  g_autofree char *notes = notes_text (self, tablee_whosnext_seat_item_get_wrong_notes (item));
  g_autofree char *note_label = g_strdup_printf (_("Give %s a wrong note"), name);
  g_autofree char *title = seat_title (self, tablee_whosnext_seat_item_get_training (item),
                                       tablee_whosnext_seat_item_get_index (item), name);
  g_autofree char *about = NULL;
  g_autofree char *description = NULL;

  tip = tip != NULL ? _(tip) : NULL;
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->button), "i",
                                    (gint32) tablee_whosnext_seat_item_get_index (item));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->note_button), "i",
                                    (gint32) tablee_whosnext_seat_item_get_index (item));

  set_css_class (GTK_WIDGET (self->card_label), "empty", card == NULL);
  set_css_class (GTK_WIDGET (self->badge_label), "none", badge == NULL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->badge_label),
                               GTK_ACCESSIBLE_STATE_HIDDEN, badge == NULL, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->badge_label), tip);
  set_css_class (GTK_WIDGET (self->badge_label), "red", dont_panic == 2);
  set_css_class (GTK_WIDGET (self->badge_label), "green", dont_panic == 1);

  /* The trainer has no wrong-note button over the name. */
  gtk_widget_set_margin_end (GTK_WIDGET (self->name_label),
                             tablee_whosnext_seat_item_get_training (item) ? 0 : 20);
  set_css_class (GTK_WIDGET (self->button), "due", tablee_whosnext_seat_item_get_is_next (item));
  set_css_class (GTK_WIDGET (self->button), "selected", tablee_whosnext_seat_item_get_selected (item));

  about = g_strdup_printf ("%s, %s%s%s%s%s", title, notes,
                           card != NULL ? ", " : "", card != NULL ? card : "",
                           badge != NULL ? ", " : "",
                           tip != NULL ? tip : badge != NULL ? badge : "");
  description = tablee_whosnext_seat_item_get_is_next (item) ? g_strdup_printf (_("%s, next to play"), about)
                                                             : g_strdup (about);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->note_button), note_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, note_label, -1);
}

static void
tablee_whosnext_seat_constructed (GObject *object)
{
  TableeWhosnextSeat *self = TABLEE_WHOSNEXT_SEAT (object);

  G_OBJECT_CLASS (tablee_whosnext_seat_parent_class)->constructed (object);

  g_return_if_fail (self->item != NULL);

  /* The bindings of the .ui look the item up: they follow it from now. */
  g_object_notify_by_pspec (object, properties[PROP_ITEM]);
  g_signal_connect_object (self->item, "notify", G_CALLBACK (item_notify_cb), self,
                           G_CONNECT_SWAPPED);
  item_notify_cb (self);
}

static void
tablee_whosnext_seat_dispose (GObject *object)
{
  TableeWhosnextSeat *self = TABLEE_WHOSNEXT_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_WHOSNEXT_SEAT);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (tablee_whosnext_seat_parent_class)->dispose (object);
}

static void
tablee_whosnext_seat_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TableeWhosnextSeat *self = TABLEE_WHOSNEXT_SEAT (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_seat_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TableeWhosnextSeat *self = TABLEE_WHOSNEXT_SEAT (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_seat_class_init (TableeWhosnextSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tablee_whosnext_seat_constructed;
  object_class->dispose = tablee_whosnext_seat_dispose;
  object_class->get_property = tablee_whosnext_seat_get_property;
  object_class->set_property = tablee_whosnext_seat_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_WHOSNEXT_SEAT_ITEM,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-whosnext-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, card_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, notes_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, badge_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, note_button);
  gtk_widget_class_bind_template_callback (widget_class, seat_title);
  gtk_widget_class_bind_template_callback (widget_class, card_text);
  gtk_widget_class_bind_template_callback (widget_class, notes_dots);
  gtk_widget_class_bind_template_callback (widget_class, notes_text);
  gtk_widget_class_bind_template_callback (widget_class, not_training);
  gtk_widget_class_bind_template_callback (widget_class, badge_text);
}

static void
tablee_whosnext_seat_init (TableeWhosnextSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_whosnext_seat_new (TableeWhosnextSeatItem *item)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (item), NULL);

  return g_object_new (TABLEE_TYPE_WHOSNEXT_SEAT, "item", item, NULL);
}

TableeWhosnextSeatItem *
tablee_whosnext_seat_get_item (TableeWhosnextSeat *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT (self), NULL);

  return self->item;
}
