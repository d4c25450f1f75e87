/* tablee-notnot-die-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

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
};

G_DEFINE_FINAL_TYPE (TableeNotnotDieView, tablee_notnot_die_view, GTK_TYPE_WIDGET)

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
tablee_notnot_die_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TABLEE_TYPE_NOTNOT_DIE_VIEW);

  G_OBJECT_CLASS (tablee_notnot_die_view_parent_class)->dispose (object);
}

static void
tablee_notnot_die_view_class_init (TableeNotnotDieViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tablee_notnot_die_view_dispose;
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
