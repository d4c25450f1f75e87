/* tablee-notnot-die-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include "tablee-notnot-die-view.h"

struct _TableeNotnotDieView
{
  GtkWidget  parent_instance;

  /* Owned: the face carries the CSS body of the die, so that it tilts with
   * the word (a widget's own background is drawn before its snapshot). */
  GtkWidget *face;
  GtkWidget *label;
  char      *ink;
  double     degrees;
  double     lift;
};

G_DEFINE_FINAL_TYPE (TableeNotnotDieView, tablee_notnot_die_view, GTK_TYPE_WIDGET)

static void
tablee_notnot_die_view_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);

  if (self->degrees == 0 && self->lift == 0)
    {
      GTK_WIDGET_CLASS (tablee_notnot_die_view_parent_class)->snapshot (widget, snapshot);
      return;
    }

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
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (object);

  self->label = NULL;
  g_clear_pointer (&self->face, gtk_widget_unparent);

  G_OBJECT_CLASS (tablee_notnot_die_view_parent_class)->dispose (object);
}

static void
tablee_notnot_die_view_finalize (GObject *object)
{
  TableeNotnotDieView *self = TABLEE_NOTNOT_DIE_VIEW (object);

  g_clear_pointer (&self->ink, g_free);

  G_OBJECT_CLASS (tablee_notnot_die_view_parent_class)->finalize (object);
}

static void
tablee_notnot_die_view_class_init (TableeNotnotDieViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_notnot_die_view_dispose;
  object_class->finalize = tablee_notnot_die_view_finalize;
  widget_class->snapshot = tablee_notnot_die_view_snapshot;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notnot-die");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tablee_notnot_die_view_init (TableeNotnotDieView *self)
{
  self->label = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->label), 7);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (self->label), GTK_NATURAL_WRAP_WORD);
  gtk_widget_add_css_class (self->label, "word");
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_vexpand (self->label, TRUE);
  gtk_widget_set_valign (self->label, GTK_ALIGN_CENTER);
  self->face = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->face, "face");
  gtk_box_append (GTK_BOX (self->face), self->label);
  gtk_widget_set_parent (self->face, GTK_WIDGET (self));
}

GtkWidget *
tablee_notnot_die_view_new (void)
{
  return g_object_new (TABLEE_TYPE_NOTNOT_DIE_VIEW, NULL);
}

void
tablee_notnot_die_view_set_face (TableeNotnotDieView *self,
                                 const char          *word,
                                 const char          *ink)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self));

  gtk_label_set_text (GTK_LABEL (self->label), word);
  if (g_strcmp0 (self->ink, ink) != 0)
    {
      if (self->ink != NULL)
        gtk_widget_remove_css_class (self->label, self->ink);
      g_free (self->ink);
      self->ink = g_strdup (ink);
      if (self->ink != NULL)
        gtk_widget_add_css_class (self->label, self->ink);
    }
}

const char *
tablee_notnot_die_view_get_word (TableeNotnotDieView *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->label));
}

const char *
tablee_notnot_die_view_get_ink (TableeNotnotDieView *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DIE_VIEW (self), NULL);

  return self->ink;
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
