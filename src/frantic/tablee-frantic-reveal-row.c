/* tablee-frantic-reveal-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-reveal-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-reveal-row.h"
#include "tablee-i18n.h"

struct _TableeFranticRevealRow
{
  GtkListBoxRow        parent_instance;

  /* Template widgets */
  GtkWidget           *other_button;
  GtkWidget           *rules_button;
  GtkWidget           *record_button;

  /* Owned */
  TableeFranticReveal *item;
  TableePlayers       *players;
};

G_DEFINE_FINAL_TYPE (TableeFranticRevealRow, tablee_frantic_reveal_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_ITEM,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
title_cb (TableeFranticRevealRow *self,
          TableeFranticReveal    *item)
{
  return item != NULL ? tablee_frantic_event_dup_title (tablee_frantic_reveal_get_event (item), NULL) : NULL;
}

static char *
text_cb (TableeFranticRevealRow *self,
         TableeFranticReveal    *item)
{
  return item != NULL ? tablee_frantic_event_dup_text (tablee_frantic_reveal_get_event (item), tablee_ui_language ()) : NULL;
}

static char *
other_title_cb (TableeFranticRevealRow *self,
                TableeFranticReveal    *item)
{
  const char *other = tablee_other_language (tablee_ui_language ());

  return item != NULL ? tablee_frantic_event_dup_title (tablee_frantic_reveal_get_event (item), other) : NULL;
}

static char *
other_text_cb (TableeFranticRevealRow *self,
               TableeFranticReveal    *item)
{
  const char *other = tablee_other_language (tablee_ui_language ());

  return item != NULL ? tablee_frantic_event_dup_text (tablee_frantic_reveal_get_event (item), other) : NULL;
}

static char *
rules_label_cb (TableeFranticRevealRow *self,
                TableeFranticReveal    *item)
{
  g_autofree char *title = title_cb (self, item);

  return title != NULL ? g_strdup_printf (_("Open the rules at %s"), title) : NULL;
}

/* What changed the event's effect, a sentence each. */
static char *
note_cb (TableeFranticRevealRow *self,
         TableeFranticReveal    *item)
{
  g_autoptr(GStrvBuilder) note = g_strv_builder_new ();
  g_auto(GStrv) sentences = NULL;
  guint lucky;

  if (item == NULL)
    return NULL;

  if (tablee_frantic_reveal_get_origin (item) == TABLEE_FRANTIC_REVEAL_PICKED)
    g_strv_builder_add (note, _("Picked with the Event Manager."));
  else if (tablee_frantic_reveal_get_origin (item) == TABLEE_FRANTIC_REVEAL_REPEATED)
    g_strv_builder_add (note, _("Run again by Repeat."));
  if (tablee_frantic_reveal_get_no_effect (item))
    g_strv_builder_add (note, tablee_frantic_reveal_get_event (item) == TABLEE_FRANTIC_EVENT_REPEAT ?
                              _("No event was revealed before it this round: no effect.") :
                              _("No event is left to reveal: no effect."));
  lucky = tablee_frantic_reveal_get_lucky_mask (item);
  if (lucky != 0 && self->players != NULL)
    {
      g_autofree char *names = tablee_players_dup_names (self->players, lucky);
      /* Translators: the players a Lucky Bastard card protected. */
      g_autofree char *protected = g_strdup_printf (_("Protected by a Lucky Bastard: %s."), names);

      g_strv_builder_add (note, protected);
    }
  sentences = g_strv_builder_end (note);

  return g_strjoinv (" ", sentences);
}

static gboolean
has_note_cb (TableeFranticRevealRow *self,
             TableeFranticReveal    *item)
{
  g_autofree char *note = note_cb (self, item);

  return note != NULL && *note != '\0';
}

/* Whether the table records the event as it happens, from its card. */
static gboolean
records_cb (TableeFranticRevealRow *self,
            TableeFranticReveal    *item)
{
  return item != NULL && tablee_frantic_event_records (tablee_frantic_reveal_get_event (item));
}

/* The row's child is its "child" property, which the parent class
 * disposes; the item lives as long as the row, for the template's
 * expressions watch it until then. */
static void
tablee_frantic_reveal_row_finalize (GObject *object)
{
  TableeFranticRevealRow *self = TABLEE_FRANTIC_REVEAL_ROW (object);

  g_clear_object (&self->item);
  g_clear_object (&self->players);

  G_OBJECT_CLASS (tablee_frantic_reveal_row_parent_class)->finalize (object);
}

static void
tablee_frantic_reveal_row_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TableeFranticRevealRow *self = TABLEE_FRANTIC_REVEAL_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_reveal_row_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  TableeFranticRevealRow *self = TABLEE_FRANTIC_REVEAL_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    case PROP_PLAYERS:
      self->players = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_reveal_row_class_init (TableeFranticRevealRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_frantic_reveal_row_finalize;
  object_class->get_property = tablee_frantic_reveal_row_get_property;
  object_class->set_property = tablee_frantic_reveal_row_set_property;

  /* The players first: the note names them. */
  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, TABLEE_TYPE_PLAYERS, flags);
  properties[PROP_ITEM] = g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_FRANTIC_REVEAL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-reveal-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRevealRow, other_button);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRevealRow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRevealRow, record_button);
  gtk_widget_class_bind_template_callback (widget_class, title_cb);
  gtk_widget_class_bind_template_callback (widget_class, text_cb);
  gtk_widget_class_bind_template_callback (widget_class, other_title_cb);
  gtk_widget_class_bind_template_callback (widget_class, other_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, note_cb);
  gtk_widget_class_bind_template_callback (widget_class, has_note_cb);
  gtk_widget_class_bind_template_callback (widget_class, records_cb);
}

static void
tablee_frantic_reveal_row_init (TableeFranticRevealRow *self)
{
  const char *other = tablee_other_language (tablee_ui_language ());

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_button_set_label (GTK_BUTTON (self->other_button), g_str_equal (other, "fr") ? "Français" : "English");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->other_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  g_str_equal (other, "fr") ? _("Show in French") : _("Show in English"),
                                  -1);
}

GtkWidget *
tablee_frantic_reveal_row_new (TableeFranticReveal *item,
                               TableePlayers       *players)
{
  TableeFranticRevealRow *self;
  g_autofree char *title = NULL;
  g_autofree char *rules_label = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_REVEAL (item), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_REVEAL_ROW, "players", players, "item", item, NULL);
  /* What the template cannot bind: accessible names and a target. */
  title = title_cb (self, item);
  rules_label = rules_label_cb (self, item);
  id = tablee_frantic_event_dup_rules_id (tablee_frantic_reveal_get_event (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rules_button), GTK_ACCESSIBLE_PROPERTY_LABEL, rules_label, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rules_button), "(ss)", "frantic", id);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->record_button), "u",
                                    (guint) tablee_frantic_reveal_get_event (item));

  return GTK_WIDGET (self);
}
