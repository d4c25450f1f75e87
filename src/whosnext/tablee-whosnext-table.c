/* tablee-whosnext-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-table"

#include "config.h"

#include <math.h>

#include "tablee-whosnext-seat.h"
#include "tablee-whosnext-table.h"

#define RING_WIDTH 14.0
/* The smallest ring, and how much the countdown in it may grow. */
#define MIN_RING 96
#define MAX_CENTER_SCALE 3.0

struct _TableeWhosnextTable
{
  GtkWidget  parent_instance;

  /* Borrowed: children of the widget */
  GtkWidget *center;
  GPtrArray *seats;

  /* Owned */
  GListModel *model;

  double     fraction;
  gboolean   urgent;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextTable, tablee_whosnext_table, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CENTER,
  N_PROPS
};

/* The largest seat, so that seats never overlap the ring: at their
 * minimum width to measure the table, at their natural one to place them. */
static void
seat_size (TableeWhosnextTable *self,
           gboolean             natural,
           int                 *width,
           int                 *height)
{
  *width = *height = 0;

  for (guint i = 0; i < self->seats->len; i++)
    {
      int min_w, nat_w, w, h;

      gtk_widget_measure (g_ptr_array_index (self->seats, i), GTK_ORIENTATION_HORIZONTAL, -1,
                          &min_w, &nat_w, NULL, NULL);
      w = natural ? nat_w : min_w;
      gtk_widget_measure (g_ptr_array_index (self->seats, i), GTK_ORIENTATION_VERTICAL, w,
                          NULL, &h, NULL, NULL);
      *width = MAX (*width, w);
      *height = MAX (*height, h);
    }
}

static void
tablee_whosnext_table_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (widget);
  int seat_w, seat_h;

  seat_size (self, FALSE, &seat_w, &seat_h);

  /* The centre is measured (its size is needed) but never asked for: it
   * is scaled to fit the ring. The ring in the middle, a seat on each side
   * of it. */
  if (self->center != NULL)
    gtk_widget_measure (self->center, orientation, -1, NULL, NULL, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = MIN_RING + 2 * seat_w;
  else
    *minimum = MIN_RING + 2 * seat_h;

  *natural = *minimum + 60;
}

/* Where each seat goes: round the ring, seat 0 at the top, then clockwise
 * (the table order), pushed out to the edges of the table so that the ring
 * has all the room left between them. Four players on a narrow table sit
 * at its corners rather than at its sides. */
static void
seat_rects (TableeWhosnextTable *self,
            int                  width,
            int                  height,
            graphene_rect_t     *rects)
{
  guint n = self->seats->len;
  int seat_w, seat_h;
  double cx = width / 2.0, cy = height / 2.0;
  double rx, ry, offset;

  seat_size (self, TRUE, &seat_w, &seat_h);
  seat_w = MIN (seat_w, width / 3);
  rx = MAX (0.0, cx - seat_w / 2.0);
  ry = MAX (0.0, cy - seat_h / 2.0);
  offset = n == 4 && width < height ? G_PI / 4 : 0.0;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *seat = g_ptr_array_index (self->seats, i);
      double angle = -G_PI / 2 + offset + 2 * G_PI * i / n;
      double edge = MAX (fabs (cos (angle)), fabs (sin (angle)));
      int min_w, w, h;

      gtk_widget_measure (seat, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &w, NULL, NULL);
      w = MAX (min_w, MIN (w, seat_w));
      gtk_widget_measure (seat, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      rects[i] = GRAPHENE_RECT_INIT ((int) CLAMP (cx + rx * cos (angle) / edge - w / 2.0, 0, width - w),
                                     (int) CLAMP (cy + ry * sin (angle) / edge - h / 2.0, 0, height - h),
                                     w, h);
    }
}

/* The ring's radius: as large as the seats round it let it be. */
static double
ring_radius (TableeWhosnextTable *self,
             int                  width,
             int                  height,
             graphene_rect_t     *rects)
{
  double cx = width / 2.0, cy = height / 2.0;
  double room = MIN (width, height) / 2.0;

  for (guint i = 0; i < self->seats->len; i++)
    {
      double dx = MAX (0.0, MAX (rects[i].origin.x - cx, cx - rects[i].origin.x - rects[i].size.width));
      double dy = MAX (0.0, MAX (rects[i].origin.y - cy, cy - rects[i].origin.y - rects[i].size.height));

      room = MIN (room, sqrt (dx * dx + dy * dy));
    }

  return MAX (room - RING_WIDTH / 2.0 - 6.0, MIN_RING / 2.0 - RING_WIDTH);
}

static void
tablee_whosnext_table_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (widget);
  guint n = self->seats->len;
  g_autofree graphene_rect_t *rects = g_new0 (graphene_rect_t, MAX (n, 1));
  double cx = width / 2.0, cy = height / 2.0;

  seat_rects (self, width, height, rects);

  /* The countdown fits inside the ring, whatever its size: scaled down on
   * a phone, up on a large screen, never drawn over the ring. */
  if (self->center != NULL)
    {
      double inner = 2.0 * (ring_radius (self, width, height, rects) - RING_WIDTH / 2.0) - 8.0;
      double scale;
      int w, h;

      gtk_widget_measure (self->center, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      gtk_widget_measure (self->center, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      scale = CLAMP (inner / MAX (1.0, sqrt ((double) w * w + (double) h * h)), 0.1, MAX_CENTER_SCALE);
      gtk_widget_allocate (self->center, w, h, -1,
                           gsk_transform_scale (gsk_transform_translate (NULL,
                                                                         &GRAPHENE_POINT_INIT (cx - w * scale / 2.0,
                                                                                               cy - h * scale / 2.0)),
                                                (float) scale, (float) scale));
    }

  for (guint i = 0; i < n; i++)
    gtk_widget_size_allocate (g_ptr_array_index (self->seats, i),
                              &(GtkAllocation) {
                                (int) rects[i].origin.x, (int) rects[i].origin.y,
                                (int) rects[i].size.width, (int) rects[i].size.height },
                              -1);
}

static void
tablee_whosnext_table_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autofree graphene_rect_t *rects = g_new0 (graphene_rect_t, MAX (self->seats->len, 1));
  double radius;
  GdkRGBA colour, track;
  cairo_t *cr;

  seat_rects (self, width, height, rects);
  radius = ring_radius (self, width, height, rects);

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &track);
  track.alpha = 0.12;
  if (self->urgent)
    colour = (GdkRGBA) { 0.88, 0.11, 0.14, 1.0 };   /* GNOME red 3 */
  else
    colour = (GdkRGBA) { 0.21, 0.52, 0.89, 1.0 };   /* GNOME blue 3 */

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, RING_WIDTH);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  gdk_cairo_set_source_rgba (cr, &track);
  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  cairo_stroke (cr);

  /* The time left runs out anticlockwise from the top, like a clock hand
   * sweeping the ring away. */
  if (self->fraction > 0.0)
    {
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_arc (cr, width / 2.0, height / 2.0, radius,
                 -G_PI / 2, -G_PI / 2 + 2 * G_PI * self->fraction);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);

  GTK_WIDGET_CLASS (tablee_whosnext_table_parent_class)->snapshot (widget, snapshot);
}

static void
tablee_whosnext_table_dispose (GObject *object)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (object);

  tablee_whosnext_table_bind_model (self, NULL);
  g_clear_pointer (&self->center, gtk_widget_unparent);

  G_OBJECT_CLASS (tablee_whosnext_table_parent_class)->dispose (object);
}

static void
tablee_whosnext_table_finalize (GObject *object)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (object);

  g_clear_pointer (&self->seats, g_ptr_array_unref);

  G_OBJECT_CLASS (tablee_whosnext_table_parent_class)->finalize (object);
}

/* The centre, set from the .ui: the countdown in the middle of the ring. */
static void
tablee_whosnext_table_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TableeWhosnextTable *self = TABLEE_WHOSNEXT_TABLE (object);

  g_return_if_fail (prop_id == PROP_CENTER);

  g_clear_pointer (&self->center, gtk_widget_unparent);
  self->center = g_value_get_object (value);
  if (self->center != NULL)
    gtk_widget_set_parent (self->center, GTK_WIDGET (self));
}

static void
tablee_whosnext_table_class_init (TableeWhosnextTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_whosnext_table_dispose;
  object_class->finalize = tablee_whosnext_table_finalize;
  object_class->set_property = tablee_whosnext_table_set_property;

  widget_class->measure = tablee_whosnext_table_measure;
  widget_class->size_allocate = tablee_whosnext_table_size_allocate;
  widget_class->snapshot = tablee_whosnext_table_snapshot;

  g_object_class_install_property (object_class, PROP_CENTER,
                                   g_param_spec_object ("center", NULL, NULL, GTK_TYPE_WIDGET,
                                                        G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS));

  gtk_widget_class_set_css_name (widget_class, "whosnext-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tablee_whosnext_table_init (TableeWhosnextTable *self)
{
  self->seats = g_ptr_array_new ();
}

/* A seat for each item, in the model's order; seats follow the centre in
 * focus order. */
static void
items_changed_cb (TableeWhosnextTable *self,
                  guint                position,
                  guint                removed,
                  guint                added,
                  GListModel          *model)
{
  GtkWidget *after = position > 0 ? g_ptr_array_index (self->seats, position - 1) : self->center;

  for (guint i = 0; i < removed; i++)
    gtk_widget_unparent (g_ptr_array_index (self->seats, position + i));
  g_ptr_array_remove_range (self->seats, position, removed);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(TableeWhosnextSeatItem) item = g_list_model_get_item (model, position + i);
      GtkWidget *seat = tablee_whosnext_seat_new (item);

      gtk_widget_insert_after (seat, GTK_WIDGET (self), after);
      g_ptr_array_insert (self->seats, (int) (position + i), seat);
      after = seat;
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tablee_whosnext_table_bind_model (TableeWhosnextTable *self,
                                  GListModel          *model)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->model, items_changed_cb, self);
      items_changed_cb (self, 0, self->seats->len, 0, self->model);
      g_clear_object (&self->model);
    }

  if (model == NULL)
    return;

  self->model = g_object_ref (model);
  g_signal_connect_object (model, "items-changed", G_CALLBACK (items_changed_cb), self,
                           G_CONNECT_SWAPPED);
  items_changed_cb (self, 0, 0, g_list_model_get_n_items (model), model);
}

guint
tablee_whosnext_table_get_n_seats (TableeWhosnextTable *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self), 0);

  return self->seats->len;
}

GtkWidget *
tablee_whosnext_table_get_seat (TableeWhosnextTable *self,
                                guint                index)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self), NULL);
  g_return_val_if_fail (index < self->seats->len, NULL);

  return g_ptr_array_index (self->seats, index);
}

double
tablee_whosnext_table_get_fraction (TableeWhosnextTable *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self), 0.0);

  return self->fraction;
}

void
tablee_whosnext_table_set_fraction (TableeWhosnextTable *self,
                                    double               fraction)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self));

  fraction = CLAMP (fraction, 0.0, 1.0);
  if (fraction == self->fraction)
    return;

  self->fraction = fraction;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tablee_whosnext_table_set_urgent (TableeWhosnextTable *self,
                                  gboolean             urgent)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TABLE (self));

  urgent = !!urgent;
  if (urgent == self->urgent)
    return;

  self->urgent = urgent;
  /* The seconds in the centre turn red with the ring (the style sheet). */
  if (urgent)
    gtk_widget_add_css_class (GTK_WIDGET (self), "urgent");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "urgent");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
