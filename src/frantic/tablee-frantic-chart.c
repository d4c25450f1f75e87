/* tablee-frantic-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-frantic-chart.h"
#include "tablee-frantic-deck.h"

#define MARGIN_LEFT   44.0
#define MARGIN_TOP    16.0
#define MARGIN_BOTTOM 50.0
/* The names at the ends of the lines take at most this part of the width. */
#define NAMES_SHARE    0.4
/* A short stroke of the line's colour before each name. */
#define SWATCH_WIDTH  14.0
/* The contrast a line needs against the card it is drawn on. */
#define LINE_CONTRAST  3.0

struct _TableeFranticChart
{
  GtkWidget            parent_instance;

  /* Owned */
  TableeFranticScorer *scorer;
};

G_DEFINE_FINAL_TYPE (TableeFranticChart, tablee_frantic_chart, GTK_TYPE_WIDGET)

static int
compare_by_wish (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const double *wanted = user_data;
  double wa = wanted[*(const guint *) a], wb = wanted[*(const guint *) b];

  return wa < wb ? -1 : wa > wb ? 1 : (int) *(const guint *) a - (int) *(const guint *) b;
}

void
_tablee_frantic_chart_place_labels (const double *wanted,
                                    guint         n,
                                    double        label_h,
                                    double        top,
                                    double        bottom,
                                    double       *placed)
{
  g_autofree guint *order = g_new (guint, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof (guint), compare_by_wish, (gpointer) wanted);

  /* Down from the top, each below the one before it, then back up from
   * the bottom if the last ones went past it. */
  for (guint k = 0; k < n; k++)
    {
      double y = CLAMP (wanted[order[k]], top, MAX (top, bottom));

      if (k > 0)
        y = MAX (y, placed[order[k - 1]] + label_h);
      placed[order[k]] = y;
    }
  for (guint k = n; k-- > 0;)
    {
      double limit = k + 1 < n ? placed[order[k + 1]] - label_h : bottom;

      placed[order[k]] = MIN (placed[order[k]], limit);
    }
}

static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green) + 0.0722 * channel (c->blue);
}

double
_tablee_frantic_chart_contrast (const GdkRGBA *a,
                                const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

void
_tablee_frantic_chart_readable (const GdkRGBA *colour,
                                const GdkRGBA *background,
                                GdkRGBA       *readable)
{
  /* Towards black on a light card, towards white on a dark one. */
  double target = luminance (background) > 0.5 ? 0.0 : 1.0;

  *readable = *colour;
  for (int step = 1; step <= 20 && _tablee_frantic_chart_contrast (readable, background) < LINE_CONTRAST; step++)
    {
      double t = step / 20.0;

      readable->red = colour->red + (target - colour->red) * t;
      readable->green = colour->green + (target - colour->green) * t;
      readable->blue = colour->blue + (target - colour->blue) * t;
    }
  readable->alpha = 1.0;
}

static void
draw_text (cairo_t    *cr,
           GtkWidget  *widget,
           const char *text,
           double      x,
           double      y,
           double      x_align,
           double      y_align,
           gboolean    bold,
           double      max_width)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }

  if (bold)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - x_align * width, y - y_align * height);
  pango_cairo_show_layout (cr, layout);
}

/* The width of the widest name, at most max_width. */
static double
names_width (GtkWidget     *widget,
             TableePlayers *players,
             double         max_width)
{
  int widest = 0;

  for (guint p = 0; p < tablee_players_get_n_players (players); p++)
    {
      g_autoptr(PangoLayout) layout =
        gtk_widget_create_pango_layout (widget, tablee_player_get_name (tablee_players_get_player (players, p)));
      int width;

      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
    }

  return MIN (widest, max_width);
}

/* A round step for the value axis: 10, 20, 25, 50, 100… */
static int
nice_step (int range)
{
  const int steps[] = { 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      if (range / steps[i] <= 6)
        return steps[i];
    }

  return 10000;
}

/* What the chart shows, said in words, and drawn again. */
static void
scorer_changed_cb (TableeFranticChart *self)
{
  TableePlayers *players = tablee_frantic_scorer_get_players (self->scorer);
  g_autoptr(GString) text = g_string_new (NULL);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_string_append_printf (text, _("Points limit: %u."), tablee_frantic_scorer_get_limit (self->scorer));
  for (guint p = 0; p < tablee_players_get_n_players (players); p++)
    {
      g_string_append_c (text, ' ');
      /* Translators: a player's name and total in the chart's description. */
      g_string_append_printf (text, _("%s: %d."),
                              tablee_player_get_name (tablee_players_get_player (players, p)),
                              tablee_frantic_scorer_get_total (self->scorer, p));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
tablee_frantic_chart_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  TableeFranticChart *self = TABLEE_FRANTIC_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  TableePlayers *players;
  GdkRGBA fg, background, readable[TABLEE_FRANTIC_MAX_PLAYERS];
  cairo_t *cr;
  guint n_rounds, n_players, limit;
  int low = 0, high;
  double plot_w, plot_h, margin_right, name_w;
  int step, text_h;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, "0");

  if (self->scorer == NULL)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* The card under the chart is white on a light style, near black on a
   * dark one: the text colour tells which. */
  if (luminance (&fg) < 0.5)
    background = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
  else
    background = (GdkRGBA) { 0.19, 0.19, 0.19, 1.0 };

  players = tablee_frantic_scorer_get_players (self->scorer);
  name_w = names_width (widget, players, (width - MARGIN_LEFT) * NAMES_SHARE - SWATCH_WIDTH - 16);
  margin_right = name_w + SWATCH_WIDTH + 16;
  pango_layout_get_pixel_size (layout, NULL, &text_h);
  if (width < MARGIN_LEFT + margin_right + 20 || height < MARGIN_TOP + MARGIN_BOTTOM + 20)
    return;

  n_players = MIN (tablee_players_get_n_players (players), TABLEE_FRANTIC_MAX_PLAYERS);
  n_rounds = tablee_frantic_scorer_get_n_rounds (self->scorer);
  limit = tablee_frantic_scorer_get_limit (self->scorer);
  high = limit;
  for (guint r = 0; r < n_rounds; r++)
    for (guint p = 0; p < n_players; p++)
      {
        int total = tablee_frantic_scorer_get_total_after (self->scorer, r, p);

        low = MIN (low, total);
        high = MAX (high, total);
      }
  step = nice_step (high - low);
  low = (int) floor ((double) low / step) * step;
  high = (int) ceil ((double) high / step) * step;
  if (high == low)
    high = low + step;

  plot_w = width - MARGIN_LEFT - margin_right;
  plot_h = height - MARGIN_TOP - MARGIN_BOTTOM;

#define X(round) (MARGIN_LEFT + plot_w * (n_rounds == 0 ? 0.0 : (double) (round) / n_rounds))
#define Y(value) (MARGIN_TOP + plot_h * (1.0 - (double) ((value) - low) / (high - low)))

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1.0);

  /* The grid and the value axis. */
  for (int value = low; value <= high; value += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", value);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.12);
      cairo_move_to (cr, MARGIN_LEFT, round (Y (value)) + 0.5);
      cairo_line_to (cr, MARGIN_LEFT + plot_w, round (Y (value)) + 0.5);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      draw_text (cr, widget, label, MARGIN_LEFT - 6, Y (value), 1.0, 0.5, FALSE, -1);
    }

  /* The round axis: 0 is the start of the game. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
  for (guint r = 0; r <= n_rounds; r++)
    {
      g_autofree char *label = g_strdup_printf ("%u", r);

      if (n_rounds > 12 && r % 2 == 1 && r != n_rounds)
        continue;
      draw_text (cr, widget, label, X (r), MARGIN_TOP + plot_h + 6, 0.5, 0.0, FALSE, -1);
    }

  draw_text (cr, widget, _("Round"), MARGIN_LEFT + plot_w / 2, MARGIN_TOP + plot_h + 26, 0.5, 0.0, FALSE, -1);

  /* The limit, dashed. */
  {
    g_autofree char *label = g_strdup_printf (_("Limit %u"), limit);

    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
    cairo_set_line_width (cr, 2.0);
    cairo_set_dash (cr, (double[]) { 6.0, 4.0 }, 2, 0);
    cairo_move_to (cr, MARGIN_LEFT, Y ((int) limit));
    cairo_line_to (cr, MARGIN_LEFT + plot_w, Y ((int) limit));
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
    /* Above the line at its start, where no line goes near the limit
     * (every total starts at 0) and no name is written. */
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 1.0);
    if (luminance (&background) < 0.5)
      cairo_set_source_rgba (cr, 1.0, 0.48, 0.5, 1.0);
    draw_text (cr, widget, label, MARGIN_LEFT + 6, Y ((int) limit) - 3, 0.0, 1.0, TRUE, -1);
  }

  /* A line per player, in its colour made readable on the card, with a
   * darker or lighter edge. */
  for (guint p = 0; p < n_players; p++)
    {
      GdkRGBA colour;

      if (!gdk_rgba_parse (&colour, tablee_player_get_colour (tablee_players_get_player (players, p))))
        colour = fg;
      _tablee_frantic_chart_readable (&colour, &background, &readable[p]);

      cairo_set_source_rgba (cr, readable[p].red, readable[p].green, readable[p].blue, 1.0);
      cairo_set_line_width (cr, 3.0);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_move_to (cr, X (0), Y (0));
      for (guint r = 0; r < n_rounds; r++)
        cairo_line_to (cr, X (r + 1), Y (tablee_frantic_scorer_get_total_after (self->scorer, r, p)));
      cairo_stroke (cr);

      for (guint r = 0; r < n_rounds; r++)
        {
          cairo_arc (cr, X (r + 1), Y (tablee_frantic_scorer_get_total_after (self->scorer, r, p)),
                     4.0, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }

  /* The names at the ends, in the text colour after a stroke of the
   * line's: spread so that none sits on another. */
  if (n_rounds > 0 && n_players > 0)
    {
      double wanted[TABLEE_FRANTIC_MAX_PLAYERS], placed[TABLEE_FRANTIC_MAX_PLAYERS];

      for (guint p = 0; p < n_players; p++)
        wanted[p] = Y (tablee_frantic_scorer_get_total (self->scorer, p));
      _tablee_frantic_chart_place_labels (wanted, n_players, text_h + 1, text_h / 2.0, height - text_h / 2.0, placed);

      for (guint p = 0; p < n_players; p++)
        {
          double x = MARGIN_LEFT + plot_w + 8;

          cairo_set_source_rgba (cr, readable[p].red, readable[p].green, readable[p].blue, 1.0);
          cairo_set_line_width (cr, 3.0);
          cairo_move_to (cr, x, placed[p]);
          cairo_line_to (cr, x + SWATCH_WIDTH - 4, placed[p]);
          cairo_stroke (cr);
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 1.0);
          draw_text (cr, widget, tablee_player_get_name (tablee_players_get_player (players, p)),
                     x + SWATCH_WIDTH, placed[p], 0.0, 0.5, FALSE, name_w);
        }
    }

#undef X
#undef Y

  cairo_destroy (cr);
}

void
_tablee_frantic_follow_scorer (gpointer              owner,
                               TableeFranticScorer **field,
                               TableeFranticScorer  *scorer,
                               GCallback             changed)
{
  if (*field != NULL)
    {
      g_signal_handlers_disconnect_by_data (*field, owner);
      g_signal_handlers_disconnect_by_data (tablee_frantic_scorer_get_players (*field), owner);
      g_clear_object (field);
    }
  if (scorer == NULL)
    return;

  *field = g_object_ref (scorer);
  g_signal_connect_swapped (scorer, "changed", changed, owner);
  /* Renames change no total, but every name shown. */
  g_signal_connect_swapped (tablee_frantic_scorer_get_players (scorer), "changed", changed, owner);
  ((void (*) (gpointer)) changed) (owner);
}

static void
tablee_frantic_chart_dispose (GObject *object)
{
  TableeFranticChart *self = TABLEE_FRANTIC_CHART (object);

  _tablee_frantic_follow_scorer (self, &self->scorer, NULL, NULL);

  G_OBJECT_CLASS (tablee_frantic_chart_parent_class)->dispose (object);
}

static void
tablee_frantic_chart_class_init (TableeFranticChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_chart_dispose;
  widget_class->snapshot = tablee_frantic_chart_snapshot;

  gtk_widget_class_set_css_name (widget_class, "franticchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tablee_frantic_chart_init (TableeFranticChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 280, 220);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Totals after each round"),
                                  -1);
}

void
tablee_frantic_chart_set_scorer (TableeFranticChart  *self,
                                 TableeFranticScorer *scorer)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_CHART (self));
  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (scorer));

  _tablee_frantic_follow_scorer (self, &self->scorer, scorer, G_CALLBACK (scorer_changed_cb));
}
