/* tablee-notnot-die-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include "tablee-notnot-board.h"
#include "tablee-notnot-die-view.h"

struct _TableeNotnotDieView
{
  GtkWidget   parent_instance;

  /* Template widgets: the face carries the CSS body of the die, so that it
   * tilts with the word (a widget's own background is drawn before its
   * snapshot). */
  GtkWidget  *face;
  GtkLabel   *label;

  double      degrees;
  double      lift;

  /* Owned */
  TableeNotnotDieItem *item;
  GSignalGroup        *item_signals;
  gboolean             tumbling;
};

G_DEFINE_FINAL_TYPE (TableeNotnotDieView, tablee_notnot_die_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Hand-written: the word's ink is a class beside "word", and GTK 4.8
 * cannot bind an accessible name. */
static void
show_item (TableeNotnotDieView *self)
{
  g_autofree char *description = NULL;

  if (self->item == NULL)
    return;

  g_object_get (self->item, "description", &description, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  if (!self->tumbling)
    tablee_notnot_die_view_set_face (self, tablee_notnot_die_item_get_word (self->item),
                                     tablee_notnot_die_item_get_ink (self->item));
}

static void
tablee_notnot_die_view_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);

  /* Tilt around the centre, the face and its word together. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (w / 2, h / 2 - self->lift));
  gtk_snapshot_rotate (snapshot, self->degrees);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-w / 2, -h / 2));
  GTK_WIDGET_CLASS (tablee_notnot_die_view_parent_class)->snapshot (widget, snapshot);
  gtk_snapshot_restore (snapshot);
}

static void
tablee_notnot_die_view_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (object);

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
tablee_notnot_die_view_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      if (!g_set_object (&self->item, g_value_get_object (value)))
        break;
      g_signal_group_set_target (self->item_signals, self->item);
      show_item (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_die_view_dispose (GObject *object)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (object);

  g_clear_object (&self->item_signals);
  g_clear_object (&self->item);
  gtk_widget_dispose_template (GTK_WIDGET (object), TABLEE_TYPE_NOTNOT_DIE_VIEW);

  G_OBJECT_CLASS (tablee_notnot_die_view_parent_class)->dispose (object);
}

static void
tablee_notnot_die_view_class_init (TableeNotnotDieViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tablee_notnot_die_view_dispose;
  G_OBJECT_CLASS (klass)->get_property = tablee_notnot_die_view_get_property;
  G_OBJECT_CLASS (klass)->set_property = tablee_notnot_die_view_set_property;
  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_NOTNOT_DIE_ITEM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
  widget_class->snapshot = tablee_notnot_die_view_snapshot;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-notnot-die-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotDieView, face);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotDieView, label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notnot-die");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tablee_notnot_die_view_init (TableeNotnotDieView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->item_signals = g_signal_group_new (TABLEE_TYPE_NOTNOT_DIE_ITEM);
  g_signal_group_connect_swapped (self->item_signals, "notify", G_CALLBACK (show_item), self);
}

void
tablee_notnot_die_view_set_tumbling (TableeNotnotDieView *self,
                                     gboolean             tumbling)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self));

  self->tumbling = tumbling;
  show_item (self);
}

void
tablee_notnot_die_view_set_face (TableeNotnotDieView *self,
                                 const char          *word,
                                 const char          *ink)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self));

  gtk_label_set_text (self->label, word);
  gtk_widget_set_css_classes (GTK_WIDGET (self->label), (const char *[]) { "word", ink, NULL });
}

void
tablee_notnot_die_view_set_tilt (TableeNotnotDieView *self,
                                 double               degrees,
                                 double               lift)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self));

  if (self->degrees == degrees && self->lift == lift)
    return;

  self->degrees = degrees;
  self->lift = lift;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
tablee_notnot_die_view_get_tilt (TableeNotnotDieView *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self), 0);

  return self->degrees;
}
