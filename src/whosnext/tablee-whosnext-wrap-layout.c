/* tablee-whosnext-wrap-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-wrap-layout"

#include "config.h"

#include "tablee-whosnext-wrap-layout.h"

struct _TableeWhosnextWrapLayout
{
  GtkLayoutManager parent_instance;

  int              spacing;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextWrapLayout, tablee_whosnext_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_SPACING,
};

typedef struct {
  GtkWidget *child;
  int        min;
  int        nat;
  gboolean   expand;
  /* Where the layout puts it. */
  int        line;
  int        x;
  int        width;
} Item;

static GArray *
collect (GtkWidget *widget)
{
  GArray *items = g_array_new (FALSE, TRUE, sizeof (Item));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Item item = { child, 0, 0, FALSE, 0, 0, 0 };

      if (!gtk_widget_should_layout (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &item.min, &item.nat, NULL, NULL);
      item.expand = gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL);
      g_array_append_val (items, item);
    }

  return items;
}

/* What a child needs to share a line: its natural width, but only the
 * minimum of one that expands, since it grows into what is left (the
 * table, wider with a badge on a seat, keeps the controls beside it). */
static int
claim (const Item *item)
{
  return item->expand ? item->min : item->nat;
}

/* Fills the lines greedily at what the children claim, then gives each
 * line's room left to its expanding children. Returns the number of
 * lines. */
static int
place (GArray *items,
       int     width,
       int     spacing)
{
  int line = 0, start = 0, x = 0;

  for (guint i = 0; i <= items->len; i++)
    {
      Item *item = i < items->len ? &g_array_index (items, Item, i) : NULL;
      gboolean ends = item == NULL ||
                      (i > (guint) start && x + spacing + claim (item) > width);

      if (ends && i > (guint) start)
        {
          int n_expand = 0, extra, used = x;

          for (guint j = (guint) start; j < i; j++)
            n_expand += g_array_index (items, Item, j).expand;

          /* A child alone on its line and wider than it shrinks, down to
           * its minimum. */
          if (i - (guint) start == 1 && used > width)
            {
              Item *alone = &g_array_index (items, Item, start);

              alone->width = MAX (alone->min, width);
              used = alone->width;
            }

          extra = MAX (0, width - used);
          x = 0;
          for (guint j = (guint) start; j < i; j++)
            {
              Item *placed = &g_array_index (items, Item, j);

              if (placed->expand && n_expand > 0)
                {
                  int share = extra / n_expand;

                  placed->width += share;
                  extra -= share;
                  n_expand--;
                }
              placed->x = x;
              placed->line = line;
              x += placed->width + spacing;
            }

          line++;
          start = (int) i;
          x = 0;
        }

      if (item != NULL)
        {
          item->width = claim (item);
          x += (i > (guint) start ? spacing : 0) + item->width;
        }
    }

  return line;
}

/* The height of each line at width; the total goes to height. */
static void
line_heights (GArray *items,
              int     n_lines,
              int     spacing,
              int    *minimum,
              int    *natural,
              int    *line_height)
{
  *minimum = *natural = 0;

  for (int line = 0; line < n_lines; line++)
    {
      int line_min = 0, line_nat = 0;

      for (guint i = 0; i < items->len; i++)
        {
          Item *item = &g_array_index (items, Item, i);
          int min, nat;

          if (item->line != line)
            continue;

          gtk_widget_measure (item->child, GTK_ORIENTATION_VERTICAL, item->width,
                              &min, &nat, NULL, NULL);
          line_min = MAX (line_min, min);
          line_nat = MAX (line_nat, nat);
        }

      if (line_height != NULL)
        line_height[line] = line_nat;
      *minimum += line_min + (line > 0 ? spacing : 0);
      *natural += line_nat + (line > 0 ? spacing : 0);
    }
}

static GtkSizeRequestMode
tablee_whosnext_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                              GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tablee_whosnext_wrap_layout_measure (GtkLayoutManager *manager,
                                     GtkWidget        *widget,
                                     GtkOrientation    orientation,
                                     int               for_size,
                                     int              *minimum,
                                     int              *natural,
                                     int              *minimum_baseline,
                                     int              *natural_baseline)
{
  TableeWhosnextWrapLayout *self = TABLEE_WHOSNEXT_WRAP_LAYOUT (manager);
  g_autoptr(GArray) items = collect (widget);
  int min = 0, nat = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      for (guint i = 0; i < items->len; i++)
        {
          Item *item = &g_array_index (items, Item, i);

          min = MAX (min, item->min);
          nat += item->nat + (i > 0 ? self->spacing : 0);
        }
    }
  else if (items->len > 0)
    {
      int width = for_size;

      /* Without a width, the narrowest: every child on a line of its own
       * at most. */
      if (width < 0)
        for (guint i = 0; i < items->len; i++)
          width = MAX (width, g_array_index (items, Item, i).min);

      line_heights (items, place (items, width, self->spacing), self->spacing,
                    &min, &nat, NULL);
    }

  *minimum = min;
  *natural = MAX (min, nat);
}

static void
tablee_whosnext_wrap_layout_allocate (GtkLayoutManager *manager,
                                      GtkWidget        *widget,
                                      int               width,
                                      int               height,
                                      int               baseline)
{
  TableeWhosnextWrapLayout *self = TABLEE_WHOSNEXT_WRAP_LAYOUT (manager);
  g_autoptr(GArray) items = collect (widget);
  g_autofree int *heights = NULL;
  int n_lines, min, nat, y = 0, extra;

  if (items->len == 0)
    return;

  n_lines = place (items, width, self->spacing);
  heights = g_new0 (int, n_lines);
  line_heights (items, n_lines, self->spacing, &min, &nat, heights);

  /* More height than asked for goes to the line of a child that expands
   * vertically (the table), or else to the last line. */
  extra = MAX (0, height - nat);
  for (guint i = 0; i < items->len && extra > 0; i++)
    {
      Item *item = &g_array_index (items, Item, i);

      if (gtk_widget_compute_expand (item->child, GTK_ORIENTATION_VERTICAL))
        {
          heights[item->line] += extra;
          extra = 0;
        }
    }
  heights[n_lines - 1] += extra;

  for (int line = 0; line < n_lines; line++)
    {
      for (guint i = 0; i < items->len; i++)
        {
          Item *item = &g_array_index (items, Item, i);

          if (item->line == line)
            gtk_widget_size_allocate (item->child,
                                      &(GtkAllocation) { item->x, y, item->width, heights[line] },
                                      -1);
        }

      y += heights[line] + self->spacing;
    }
}

static void
tablee_whosnext_wrap_layout_set_property (GObject      *object,
                                          guint         prop_id,
                                          const GValue *value,
                                          GParamSpec   *pspec)
{
  TableeWhosnextWrapLayout *self = TABLEE_WHOSNEXT_WRAP_LAYOUT (object);

  g_return_if_fail (prop_id == PROP_SPACING);

  self->spacing = g_value_get_int (value);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

static void
tablee_whosnext_wrap_layout_class_init (TableeWhosnextWrapLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->set_property = tablee_whosnext_wrap_layout_set_property;

  layout_class->get_request_mode = tablee_whosnext_wrap_layout_get_request_mode;
  layout_class->measure = tablee_whosnext_wrap_layout_measure;
  layout_class->allocate = tablee_whosnext_wrap_layout_allocate;

  g_object_class_install_property (object_class, PROP_SPACING,
                                   g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                                                     G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS));
}

static void
tablee_whosnext_wrap_layout_init (TableeWhosnextWrapLayout *self)
{
}
