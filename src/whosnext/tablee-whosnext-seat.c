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
  AdwBin     parent_instance;

  /* Template widgets */
  GtkButton *button;
  GtkLabel  *name_label;
  GtkLabel  *card_label;
  GtkLabel  *notes_label;
  GtkLabel  *badge_label;
  GtkButton *note_button;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextSeat, tablee_whosnext_seat, ADW_TYPE_BIN)

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

static void
tablee_whosnext_seat_class_init (TableeWhosnextSeatClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-whosnext-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, name_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, card_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, notes_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, badge_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextSeat, note_button);
}

static void
tablee_whosnext_seat_init (TableeWhosnextSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_whosnext_seat_new (guint index)
{
  TableeWhosnextSeat *self = g_object_new (TABLEE_TYPE_WHOSNEXT_SEAT, NULL);

  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->button), "i", (gint32) index);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->note_button), "i", (gint32) index);

  return GTK_WIDGET (self);
}

void
tablee_whosnext_seat_update (TableeWhosnextSeat      *self,
                             const char              *name,
                             const char              *card,
                             guint                    wrong_notes,
                             guint                    dont_panic,
                             TableeWhosnextSeatFlags  flags)
{
  /* The Don't Panic card says what the holder's next mistake costs. */
  static const char * const dont_panic_badges[] = { NULL, N_("Don’t Panic ×2"), N_("Don’t Panic ×3") };
  static const char * const dont_panic_tips[] = {
    NULL,
    N_("The Don’t Panic card, green side up: another mistake in a row costs two wrong notes"),
    N_("The Don’t Panic card, red side up: another mistake in a row costs three wrong notes"),
  };
  gboolean training = (flags & TABLEE_WHOSNEXT_SEAT_TRAINING) != 0;
  const char *badge = dont_panic_badges[MIN (dont_panic, 2)];
  const char *tip = dont_panic_tips[MIN (dont_panic, 2)];
  g_autoptr(GString) dots = g_string_new (NULL);
  g_autofree char *notes_text = g_strdup_printf (_("Wrong notes: %u"), wrong_notes);
  g_autofree char *note_label = g_strdup_printf (_("Give %s a wrong note"), name);
  g_autofree char *about = NULL;
  g_autofree char *description = NULL;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_SEAT (self));

  if (badge == NULL && (flags & TABLEE_WHOSNEXT_SEAT_APPRENTICE))
    badge = N_("Apprentice");
  else if (badge == NULL && (flags & TABLEE_WHOSNEXT_SEAT_WINNER))
    badge = N_("Winner");
  badge = badge != NULL ? _(badge) : NULL;
  tip = tip != NULL ? _(tip) : NULL;

  /* The Wrong Note card, as dots: filled for each note, out of 7. */
  for (guint i = 0; i < TABLEE_WHOSNEXT_MAX_NOTES; i++)
    g_string_append (dots, i < wrong_notes ? "●" : "○");

  gtk_label_set_text (self->name_label, name);
  gtk_label_set_text (self->card_label, card != NULL ? card : "–");
  set_css_class (GTK_WIDGET (self->card_label), "empty", card == NULL);
  gtk_label_set_text (self->notes_label, dots->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->notes_label), notes_text);

  /* An empty badge keeps its height: seats do not move when one comes. */
  set_css_class (GTK_WIDGET (self->badge_label), "none", badge == NULL);
  gtk_label_set_text (self->badge_label, badge != NULL ? badge : " ");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->badge_label),
                               GTK_ACCESSIBLE_STATE_HIDDEN, badge == NULL, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->badge_label), tip);
  set_css_class (GTK_WIDGET (self->badge_label), "red", dont_panic == 2);
  set_css_class (GTK_WIDGET (self->badge_label), "green", dont_panic == 1);

  /* The trainer has no wrong notes to show, and no wrong-note button over
   * the name. */
  gtk_widget_set_margin_end (GTK_WIDGET (self->name_label), training ? 0 : 20);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_label), !training);
  gtk_widget_set_visible (GTK_WIDGET (self->note_button), !training);
  set_css_class (GTK_WIDGET (self->button), "due", flags & TABLEE_WHOSNEXT_SEAT_DUE);
  set_css_class (GTK_WIDGET (self->button), "selected", flags & TABLEE_WHOSNEXT_SEAT_SELECTED);

  about = g_strdup_printf ("%s, %s%s%s%s%s", name, notes_text,
                           card != NULL ? ", " : "", card != NULL ? card : "",
                           badge != NULL ? ", " : "",
                           tip != NULL ? tip : badge != NULL ? badge : "");
  description = (flags & TABLEE_WHOSNEXT_SEAT_DUE) ? g_strdup_printf (_("%s, next to play"), about)
                                                   : g_strdup (about);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->note_button), note_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, note_label, -1);
}
