/* tablee-frantic-sheet-rows.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-sheet-rows"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-sheet-rows.h"

char *
tablee_frantic_points_text (int      points,
                            gboolean sign)
{
  return g_strdup_printf ("%s%d", points < 0 ? "−" : sign && points > 0 ? "+" : "", ABS (points));
}

/* ---- TableeFranticRoundRow --------------------------------------------- */

struct _TableeFranticRoundRow
{
  GtkListBoxRow           parent_instance;

  /* Template widgets */
  GtkGrid                *grid;
  GtkWidget              *heading;
  GtkWidget              *title;
  GtkWidget              *edit;
  GtkLabel               *deals;

  /* Owned */
  TableeFranticRoundItem *item;
};

G_DEFINE_FINAL_TYPE (TableeFranticRoundRow, tablee_frantic_round_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  ROW_PROP_0,
  ROW_PROP_ITEM,
  N_ROW_PROPS
};

static GParamSpec *row_properties[N_ROW_PROPS];

static char *
round_title_cb (gpointer self,
                guint    number)
{
  return g_strdup_printf (_("Round %u"), number);
}

static char *
edit_label_cb (gpointer self,
               guint    number)
{
  return g_strdup_printf (_("Edit round %u"), number);
}

static char *
deals_cb (gpointer    self,
          const char *dealers)
{
  /* Translators: under a round of the score sheet. */
  return g_strdup_printf (_("Deals next: %s"), dealers != NULL ? dealers : "");
}

static gboolean
has_dealers_cb (gpointer    self,
                const char *dealers)
{
  return dealers != NULL;
}

GtkWidget *
tablee_frantic_sheet_cell (GtkGrid       *grid,
                           GtkSizeGroup **columns,
                           int            column,
                           int            row,
                           const char    *text,
                           float          xalign,
                           int            max_chars,
                           const char    *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (xalign > 0.5)
    gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  if (max_chars > 0)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
      gtk_label_set_width_chars (GTK_LABEL (label), MIN ((int) g_utf8_strlen (text, -1), 4));
      gtk_widget_set_tooltip_text (label, text);
      gtk_widget_set_hexpand (label, TRUE);
    }
  gtk_grid_attach (grid, label, column, row, 1, 1);
  if (columns != NULL)
    gtk_size_group_add_widget (columns[column], label);

  return label;
}

/* What a player's hand counted in a round: "out ✓" for who went out, else
 * the points in hand, in the table (wide) or in a round's card. */
static char *
hand_text (TableeFranticRoundItem *item,
           guint                   player,
           gboolean                wide)
{
  if (tablee_frantic_round_item_is_finisher (item, player))
    /* Translators: in the score sheet, a player who went out. */
    return g_strdup (_("out ✓"));
  if (!tablee_frantic_round_item_hand_counts (item, player))
    return g_strdup (wide ? "—" : "");

  /* Translators: the points left in a player's hand. */
  return wide ? g_strdup_printf ("%d", tablee_frantic_round_item_get_hand (item, player)) :
                g_strdup_printf (_("hand %d"), tablee_frantic_round_item_get_hand (item, player));
}

/* Hand-written, once per row: the cells are as many as the item's players
 * times its events plus two, which no binding makes. The wide form: the
 * hands beside the heading, a line per event that changed scores, then
 * the totals. */
static void
fill_wide (TableeFranticRoundRow *self,
           GtkSizeGroup         **columns)
{
  TableeFranticRoundItem *item = self->item;
  guint n = tablee_frantic_round_item_get_n_players (item);
  guint n_events = tablee_frantic_round_item_get_n_events (item);

  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "frantic-table");
  gtk_widget_add_css_class (self->heading, "frantic-round");
  gtk_label_set_max_width_chars (self->deals, 16);
  gtk_size_group_add_widget (columns[0], self->heading);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *hand = hand_text (item, p, TRUE);

      GtkWidget *label = tablee_frantic_sheet_cell (self->grid, columns, 1 + p, 0, hand, 1, 0, "frantic-round");

      /* The players' columns share the width left, in every row as in
       * the header, so that they line up. */
      gtk_widget_set_valign (label, GTK_ALIGN_FILL);
      gtk_widget_set_hexpand (label, TRUE);
    }

  for (guint a = 0; a < n_events; a++)
    {
      g_autofree char *event_title =
        tablee_frantic_event_dup_title (tablee_frantic_round_item_get_event (item, a), NULL);

      gtk_label_set_wrap (GTK_LABEL (tablee_frantic_sheet_cell (self->grid, columns, 0, 1 + a, event_title, 0, 0, "frantic-adjustment")), TRUE);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *value = tablee_frantic_points_text (tablee_frantic_round_item_get_event_points (item, a, p), TRUE);

          /* A Lucky Bastard protected this player from the event. */
          tablee_frantic_sheet_cell (self->grid, columns, 1 + p, 1 + a,
                tablee_frantic_round_item_is_protected (item, a, p) ? "—" : value, 1, 0, "frantic-adjustment");
        }
    }

  tablee_frantic_sheet_cell (self->grid, columns, 0, 1 + n_events, _("Total"), 0, 0, "frantic-total");
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *total = tablee_frantic_points_text (tablee_frantic_round_item_get_total (item, p), FALSE);

      tablee_frantic_sheet_cell (self->grid, columns, 1 + p, 1 + n_events, total, 1, 0, "frantic-total");
    }
}

/* Hand-written for the same reason: the narrow form, a card with a line
 * per player (name, hand and events, points, total), which any number of
 * players fits a narrow window. */
static void
fill_narrow (TableeFranticRoundRow *self)
{
  TableeFranticRoundItem *item = self->item;
  guint n = tablee_frantic_round_item_get_n_players (item);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->grid));

  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self), "frantic-round-card");
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 12);
  gtk_grid_set_column_spacing (self->grid, 12);
  gtk_grid_set_row_spacing (self->grid, 4);
  gtk_grid_layout_child_set_column_span (GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, self->heading)), 3);
  gtk_widget_set_margin_bottom (self->heading, 2);
  gtk_widget_set_hexpand (self->title, TRUE);

  for (guint p = 0; p < n; p++)
    {
      g_autofree char *detail = hand_text (item, p, FALSE);
      g_autofree char *points = tablee_frantic_points_text (tablee_frantic_round_item_get_points (item, p), TRUE);
      g_autofree char *total = tablee_frantic_points_text (tablee_frantic_round_item_get_total (item, p), FALSE);
      GString *details = g_string_new (detail);
      g_autofree char *details_text = NULL;
      GtkLabel *detail_label;

      for (guint a = 0; a < tablee_frantic_round_item_get_n_events (item); a++)
        {
          g_autofree char *event_title = NULL;
          g_autofree char *value = NULL;

          if (tablee_frantic_round_item_is_protected (item, a, p))
            continue;
          event_title = tablee_frantic_event_dup_title (tablee_frantic_round_item_get_event (item, a), NULL);
          value = tablee_frantic_points_text (tablee_frantic_round_item_get_event_points (item, a, p), TRUE);
          if (details->len > 0)
            g_string_append (details, " · ");
          g_string_append_printf (details, "%s %s", event_title, value);
        }
      details_text = g_string_free (details, FALSE);

      /* The name, the round's points and the total on a line, what made
       * the points on the next, the card's whole width: in a column of
       * their own beside the name, a narrow window wrapped them into six
       * lines (the French titles are long). */
      tablee_frantic_sheet_cell (self->grid, NULL, 0, 1 + 2 * p, tablee_frantic_round_item_get_name (item, p), 0, 14, NULL);
      tablee_frantic_sheet_cell (self->grid, NULL, 1, 1 + 2 * p, points, 1, 0, NULL);
      tablee_frantic_sheet_cell (self->grid, NULL, 2, 1 + 2 * p, total, 1, 0, "frantic-total");
      detail_label = GTK_LABEL (tablee_frantic_sheet_cell (self->grid, NULL, 0, 2 + 2 * p, details_text, 0, 0, "frantic-detail"));
      gtk_grid_layout_child_set_column_span (GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, GTK_WIDGET (detail_label))), 3);
      gtk_label_set_wrap (detail_label, TRUE);
      gtk_label_set_wrap_mode (detail_label, PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_margin_bottom (GTK_WIDGET (detail_label), 4);
    }
}

/* The row's child is its "child" property, which the parent class
 * disposes; the item lives as long as the row, for the template's
 * expressions watch it until then. */
static void
tablee_frantic_round_row_finalize (GObject *object)
{
  g_clear_object (&TABLEE_FRANTIC_ROUND_ROW (object)->item);

  G_OBJECT_CLASS (tablee_frantic_round_row_parent_class)->finalize (object);
}

static void
tablee_frantic_round_row_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  TableeFranticRoundRow *self = TABLEE_FRANTIC_ROUND_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_round_row_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  TableeFranticRoundRow *self = TABLEE_FRANTIC_ROUND_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_round_row_class_init (TableeFranticRoundRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tablee_frantic_round_row_finalize;
  object_class->get_property = tablee_frantic_round_row_get_property;
  object_class->set_property = tablee_frantic_round_row_set_property;

  row_properties[ROW_PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_FRANTIC_ROUND_ITEM,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_ROW_PROPS, row_properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-round-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundRow, grid);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundRow, heading);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundRow, title);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundRow, edit);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundRow, deals);
  gtk_widget_class_bind_template_callback (widget_class, round_title_cb);
  gtk_widget_class_bind_template_callback (widget_class, edit_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, deals_cb);
  gtk_widget_class_bind_template_callback (widget_class, has_dealers_cb);
}

static void
tablee_frantic_round_row_init (TableeFranticRoundRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_frantic_round_row_new (TableeFranticRoundItem *item,
                              gboolean                wide,
                              GtkSizeGroup          **columns)
{
  TableeFranticRoundRow *self;
  guint number;
  g_autofree char *title = NULL;
  g_autofree char *edit_label = NULL;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (item), NULL);
  g_return_val_if_fail (!wide || columns != NULL, NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_ROUND_ROW, "item", item, NULL);
  number = tablee_frantic_round_item_get_number (item);
  /* What the template cannot bind: an accessible name and a target. */
  title = round_title_cb (self, number);
  edit_label = edit_label_cb (self, number);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_label, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->edit), "u", number - 1);
  if (wide)
    fill_wide (self, columns);
  else
    fill_narrow (self);

  return GTK_WIDGET (self);
}

/* ---- TableeFranticStanding --------------------------------------------- */

struct _TableeFranticStanding
{
  GtkFlowBoxChild         parent_instance;

  /* Owned */
  TableeFranticTotalItem *item;
};

G_DEFINE_FINAL_TYPE (TableeFranticStanding, tablee_frantic_standing, GTK_TYPE_FLOW_BOX_CHILD)

enum {
  STANDING_PROP_0,
  STANDING_PROP_ITEM,
  N_STANDING_PROPS
};

static GParamSpec *standing_properties[N_STANDING_PROPS];

static char *
total_text_cb (gpointer self,
               int      total)
{
  return tablee_frantic_points_text (total, FALSE);
}

static GStrv
standing_classes_cb (gpointer self,
                     gboolean leader)
{
  const char *classes[] = { "frantic-standing", leader ? "frantic-leader" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

/* The row's child is its "child" property, which the parent class
 * disposes; the item lives as long as the row, for the template's
 * expressions watch it until then. */
static void
tablee_frantic_standing_finalize (GObject *object)
{
  g_clear_object (&TABLEE_FRANTIC_STANDING (object)->item);

  G_OBJECT_CLASS (tablee_frantic_standing_parent_class)->finalize (object);
}

static void
tablee_frantic_standing_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeFranticStanding *self = TABLEE_FRANTIC_STANDING (object);

  switch (prop_id)
    {
    case STANDING_PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_standing_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeFranticStanding *self = TABLEE_FRANTIC_STANDING (object);

  switch (prop_id)
    {
    case STANDING_PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_standing_class_init (TableeFranticStandingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tablee_frantic_standing_finalize;
  object_class->get_property = tablee_frantic_standing_get_property;
  object_class->set_property = tablee_frantic_standing_set_property;

  standing_properties[STANDING_PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_FRANTIC_TOTAL_ITEM,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_STANDING_PROPS, standing_properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-standing.ui");
  gtk_widget_class_bind_template_callback (widget_class, total_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, standing_classes_cb);
}

static void
tablee_frantic_standing_init (TableeFranticStanding *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_frantic_standing_new (TableeFranticTotalItem *item)
{
  GtkWidget *self;
  g_autofree char *a11y = NULL;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_TOTAL_ITEM (item), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_STANDING, "item", item, NULL);
  /* An accessible name is no property a template binds. */
  /* Translators: a player and their total in the standings. */
  a11y = g_strdup_printf (ngettext ("%s: %d point", "%s: %d points", ABS (tablee_frantic_total_item_get_total (item))),
                          tablee_frantic_total_item_get_name (item), tablee_frantic_total_item_get_total (item));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);

  return self;
}
