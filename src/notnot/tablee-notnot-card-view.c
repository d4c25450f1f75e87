/* tablee-notnot-card-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-notnot-card-view.h"

#define CARD_WIDTH  88
#define CARD_HEIGHT 120
#define RADIUS      10.0

struct _TableeNotnotCardView
{
  GtkWidget                 parent_instance;

  TableeNotnotCardViewSide  side;
  TableeNotnotCard          card;
  gboolean                  aid;
  gboolean                  show_arrow;
  gboolean                  show_liar;
};

G_DEFINE_FINAL_TYPE (TableeNotnotCardView, tablee_notnot_card_view, GTK_TYPE_WIDGET)

typedef struct {
  double r, g, b;
} Rgb;

/* The portal colours, as on the cards (GNOME palette). */
static const Rgb portal_colours[TABLEE_N_PORTALS] = {
  [TABLEE_PORTAL_NONE]   = { 0.0, 0.0, 0.0 },
  [TABLEE_PORTAL_RED]    = { 0.878, 0.106, 0.141 },
  [TABLEE_PORTAL_BLUE]   = { 0.208, 0.518, 0.894 },
  [TABLEE_PORTAL_GREEN]  = { 0.149, 0.635, 0.412 },
  [TABLEE_PORTAL_YELLOW] = { 0.965, 0.827, 0.176 },
  /* White is drawn pearl grey at its rim so that it reads as a portal on
   * the white card. */
  [TABLEE_PORTAL_WHITE]  = { 0.80, 0.80, 0.83 },
};

static const char *
portal_letter (TableePortal portal)
{
  switch (portal)
    {
    /* TRANSLATORS: the letter shown on red portals by the colour-blind aid. */
    case TABLEE_PORTAL_RED: return _("R");
    /* TRANSLATORS: the letter shown on blue portals by the colour-blind aid. */
    case TABLEE_PORTAL_BLUE: return _("B");
    /* TRANSLATORS: the letter shown on green portals by the colour-blind aid. */
    case TABLEE_PORTAL_GREEN: return _("G");
    /* TRANSLATORS: the letter shown on yellow portals by the colour-blind aid. */
    case TABLEE_PORTAL_YELLOW: return _("Y");
    /* TRANSLATORS: the letter shown on white portals by the colour-blind aid. */
    case TABLEE_PORTAL_WHITE: return _("W");
    case TABLEE_PORTAL_NONE:
    default:
      return "";
    }
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   w,
                   double   h,
                   double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One pattern per colour, so that no colour needs to be seen as a colour:
 * stripes, dots, checks, rings. Drawn in the portal clip. */
static void
draw_pattern (cairo_t      *cr,
              TableePortal  portal,
              double        cx,
              double        cy,
              double        radius)
{
  cairo_save (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 2.5);

  switch (portal)
    {
    case TABLEE_PORTAL_RED:
      /* Horizontal stripes. */
      for (double y = cy - radius; y < cy + radius; y += 7)
        {
          cairo_move_to (cr, cx - radius, y);
          cairo_line_to (cr, cx + radius, y);
        }
      cairo_stroke (cr);
      break;
    case TABLEE_PORTAL_BLUE:
      /* Dots. */
      for (double y = cy - radius; y < cy + radius; y += 8)
        for (double x = cx - radius; x < cx + radius; x += 8)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, x, y, 1.8, 0, 2 * G_PI);
          }
      cairo_fill (cr);
      break;
    case TABLEE_PORTAL_GREEN:
      /* Diagonal stripes. */
      for (double d = -2 * radius; d < 2 * radius; d += 8)
        {
          cairo_move_to (cr, cx + d - radius, cy + radius);
          cairo_line_to (cr, cx + d + radius, cy - radius);
        }
      cairo_stroke (cr);
      break;
    case TABLEE_PORTAL_YELLOW:
      /* Vertical stripes. */
      for (double x = cx - radius; x < cx + radius; x += 7)
        {
          cairo_move_to (cr, x, cy - radius);
          cairo_line_to (cr, x, cy + radius);
        }
      cairo_stroke (cr);
      break;
    case TABLEE_PORTAL_WHITE:
      /* Rings. */
      for (double r = 5; r < radius; r += 7)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
        }
      cairo_stroke (cr);
      break;
    case TABLEE_PORTAL_NONE:
    default:
      break;
    }

  cairo_restore (cr);
}

static void
draw_letter (GtkWidget  *widget,
             cairo_t    *cr,
             const char *text,
             double      cx,
             double      cy,
             double      size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);

  /* A light halo keeps the letter readable on every colour. */
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_layout_path (cr, layout);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 3);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_fill (cr);

  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
draw_face (TableeNotnotCardView *self,
           cairo_t              *cr,
           double                w,
           double                h)
{
  double cx = w / 2, cy = h / 2;
  double radius = MIN (w, h) * 0.34;
  TableePortal portal = self->card.portal;
  const Rgb *c = &portal_colours[portal];
  cairo_pattern_t *glow;

  /* The card: off-white, a thin frame. */
  rounded_rectangle (cr, 1, 1, w - 2, h - 2, RADIUS);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  if (portal == TABLEE_PORTAL_NONE)
    {
      /* An empty card, a trap: where a portal would be, only a dashed
       * hollow. */
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 5, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      return;
    }

  /* The portal: a disc that glows from its centre, ringed darker. */
  glow = cairo_pattern_create_radial (cx, cy, radius * 0.1, cx, cy, radius);
  cairo_pattern_add_color_stop_rgb (glow, 0, MIN (1, c->r + 0.25), MIN (1, c->g + 0.25),
                                    MIN (1, c->b + 0.25));
  cairo_pattern_add_color_stop_rgb (glow, 1, c->r, c->g, c->b);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source (cr, glow);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (glow);
  cairo_set_source_rgba (cr, c->r * 0.6, c->g * 0.6, c->b * 0.6, 1);
  if (portal == TABLEE_PORTAL_WHITE)
    cairo_set_source_rgba (cr, 0.55, 0.55, 0.6, 1);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  if (self->aid)
    {
      cairo_save (cr);
      cairo_arc (cr, cx, cy, radius - 2, 0, 2 * G_PI);
      cairo_clip (cr);
      draw_pattern (cr, portal, cx, cy, radius);
      cairo_restore (cr);
      draw_letter (GTK_WIDGET (self), cr, portal_letter (portal), cx, cy, radius * 0.9);
    }
}

static void
draw_arrow (cairo_t    *cr,
            double      cx,
            double      cy,
            double      size,
            TableeSpot  direction)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, direction * G_PI / 2);
  cairo_move_to (cr, 0, -size);
  cairo_line_to (cr, size * 0.7, -size * 0.1);
  cairo_line_to (cr, size * 0.25, -size * 0.1);
  cairo_line_to (cr, size * 0.25, size);
  cairo_line_to (cr, -size * 0.25, size);
  cairo_line_to (cr, -size * 0.25, -size * 0.1);
  cairo_line_to (cr, -size * 0.7, -size * 0.1);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.97, 0.97, 0.97);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_back (TableeNotnotCardView *self,
           cairo_t              *cr,
           double                w,
           double                h)
{
  double cx = w / 2, cy = h / 2;
  double size = MIN (w, h) * 0.3;

  rounded_rectangle (cr, 1, 1, w - 2, h - 2, RADIUS);
  cairo_set_source_rgb (cr, 0.16, 0.16, 0.2);
  cairo_fill (cr);
  /* Rule cards have a plain black back; the others a frame and an arrow. */
  if (self->card.rule != TABLEE_NOTNOT_RULE_NONE)
    return;

  rounded_rectangle (cr, 6, 6, w - 12, h - 12, RADIUS - 3);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  if (self->show_arrow)
    draw_arrow (cr, cx, cy, size, self->card.arrow);

  if (self->show_liar && self->card.liar)
    {
      /* The liar: a circled minus in a corner, large enough to see. */
      double lx = w - 20, ly = 20, lr = 11;

      cairo_arc (cr, lx, ly, lr, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_move_to (cr, lx - lr * 0.55, ly);
      cairo_line_to (cr, lx + lr * 0.55, ly);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
}

static void
tablee_notnot_card_view_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  TableeNotnotCardView *self = TABLEE_NOTNOT_CARD_VIEW (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (w <= 2 || h <= 2)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  switch (self->side)
    {
    case TABLEE_NOTNOT_CARD_VIEW_FACE:
      draw_face (self, cr, w, h);
      break;
    case TABLEE_NOTNOT_CARD_VIEW_BACK:
      draw_back (self, cr, w, h);
      break;
    case TABLEE_NOTNOT_CARD_VIEW_NONE:
    default:
      rounded_rectangle (cr, 2, 2, w - 4, h - 4, RADIUS);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.5);
      cairo_set_dash (cr, (double[]) { 6, 5 }, 2, 0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      break;
    }

  cairo_destroy (cr);
}

static void
tablee_notnot_card_view_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Scrolled windows give their content its minimum size: a card keeps
       * its proportions only when that is its whole size. */
      *minimum = *natural = CARD_WIDTH;
    }
  else
    {
      *minimum = *natural = CARD_HEIGHT;
    }
}

static void
tablee_notnot_card_view_class_init (TableeNotnotCardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tablee_notnot_card_view_snapshot;
  widget_class->measure = tablee_notnot_card_view_measure;

  gtk_widget_class_set_css_name (widget_class, "notnot-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tablee_notnot_card_view_init (TableeNotnotCardView *self)
{
  self->show_arrow = TRUE;
}

GtkWidget *
tablee_notnot_card_view_new (void)
{
  return g_object_new (TABLEE_TYPE_NOTNOT_CARD_VIEW, NULL);
}

void
tablee_notnot_card_view_set_card (TableeNotnotCardView     *self,
                                  TableeNotnotCardViewSide  side,
                                  const TableeNotnotCard   *card)
{
  static const TableeNotnotCard no_card = { 0, };

  g_return_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self));

  self->side = side;
  self->card = card != NULL ? *card : no_card;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TableeNotnotCardViewSide
tablee_notnot_card_view_get_side (TableeNotnotCardView *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self), TABLEE_NOTNOT_CARD_VIEW_NONE);

  return self->side;
}

void
tablee_notnot_card_view_set_colourblind_aid (TableeNotnotCardView *self,
                                             gboolean              aid)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self));

  if (self->aid == !!aid)
    return;

  self->aid = !!aid;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tablee_notnot_card_view_get_colourblind_aid (TableeNotnotCardView *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self), FALSE);

  return self->aid;
}

void
tablee_notnot_card_view_set_back_marks (TableeNotnotCardView *self,
                                        gboolean              arrow,
                                        gboolean              liar)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_CARD_VIEW (self));

  self->show_arrow = !!arrow;
  self->show_liar = !!liar;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
