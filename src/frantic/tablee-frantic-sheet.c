/* tablee-frantic-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-sheet.h"
#include "tablee-frantic-deck.h"
#include "tablee-frantic-sheet-rows.h"

/* A name in a column of the table is cut after this many characters (its
 * tooltip and the standings show it whole). */
#define NAME_CHARS 10

struct _TableeFranticSheet
{
  AdwBin               parent_instance;

  /* Template widgets */
  GtkFlowBox          *standings;
  AdwSqueezer         *squeezer;
  GtkWidget           *table;
  GtkGrid             *header;
  GtkListBox          *table_rounds;
  GtkListBox          *rounds;

  /* Owned */
  TableeFranticScorer *scorer;
  /* The columns of the table (the rounds, then a player each) line up
   * across its rows. */
  GtkSizeGroup        *columns[TABLEE_FRANTIC_MAX_PLAYERS + 1];
  /* The header follows the totals of whichever scorer is shown. */
  GSignalGroup        *totals_signals;
};

G_DEFINE_FINAL_TYPE (TableeFranticSheet, tablee_frantic_sheet, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SCORER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
any_round_cb (TableeFranticSheet *self,
              guint               n_rounds)
{
  return n_rounds > 0;
}

static GtkWidget *
create_wide_row (gpointer item,
                 gpointer user_data)
{
  TableeFranticSheet *self = user_data;

  return tablee_frantic_round_row_new (item, TRUE, self->columns);
}

static GtkWidget *
create_narrow_row (gpointer item,
                   gpointer user_data)
{
  return tablee_frantic_round_row_new (item, FALSE, NULL);
}

static GtkWidget *
create_standing (gpointer item,
                 gpointer user_data)
{
  return tablee_frantic_standing_new (item);
}

/* Hand-written: the table's header is one line of as many names as the
 * totals model has items, and GTK 4.8 binds no model to the columns of a
 * grid; it follows the totals' items-changed. */
static void
header_changed_cb (TableeFranticSheet *self)
{
  GListModel *totals = tablee_frantic_scorer_get_totals (self->scorer);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->header))) != NULL)
    gtk_grid_remove (self->header, child);
  tablee_frantic_sheet_cell (self->header, self->columns, 0, 0, _("Round"), 0, 0, "frantic-head");
  for (guint p = 0; p < g_list_model_get_n_items (totals); p++)
    {
      g_autoptr(TableeFranticTotalItem) total = g_list_model_get_item (totals, p);

      tablee_frantic_sheet_cell (self->header, self->columns, 1 + p, 0,
                                 tablee_frantic_total_item_get_name (total), 1, NAME_CHARS, "frantic-head");
    }
}

static void
tablee_frantic_sheet_dispose (GObject *object)
{
  TableeFranticSheet *self = TABLEE_FRANTIC_SHEET (object);

  if (self->totals_signals != NULL)
    g_signal_group_set_target (self->totals_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_FRANTIC_SHEET);
  g_clear_object (&self->totals_signals);
  for (guint c = 0; c < G_N_ELEMENTS (self->columns); c++)
    g_clear_object (&self->columns[c]);

  G_OBJECT_CLASS (tablee_frantic_sheet_parent_class)->dispose (object);
}

/* The scorer lives as long as the sheet: the template's expressions watch
 * it until the sheet's own dispose is over. */
static void
tablee_frantic_sheet_finalize (GObject *object)
{
  g_clear_object (&TABLEE_FRANTIC_SHEET (object)->scorer);

  G_OBJECT_CLASS (tablee_frantic_sheet_parent_class)->finalize (object);
}

static void
tablee_frantic_sheet_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TableeFranticSheet *self = TABLEE_FRANTIC_SHEET (object);

  switch (prop_id)
    {
    case PROP_SCORER:
      g_value_set_object (value, self->scorer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_sheet_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TableeFranticSheet *self = TABLEE_FRANTIC_SHEET (object);

  switch (prop_id)
    {
    case PROP_SCORER:
      tablee_frantic_sheet_set_scorer (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_sheet_class_init (TableeFranticSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_sheet_dispose;
  object_class->finalize = tablee_frantic_sheet_finalize;
  object_class->get_property = tablee_frantic_sheet_get_property;
  object_class->set_property = tablee_frantic_sheet_set_property;

  properties[PROP_SCORER] =
    g_param_spec_object ("scorer", NULL, NULL, TABLEE_TYPE_FRANTIC_SCORER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_FRANTIC_SCORER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, standings);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, squeezer);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, table);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, header);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, table_rounds);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, rounds);
  gtk_widget_class_bind_template_callback (widget_class, any_round_cb);
}

static void
tablee_frantic_sheet_init (TableeFranticSheet *self)
{
  for (guint c = 0; c < G_N_ELEMENTS (self->columns); c++)
    self->columns[c] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->totals_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->totals_signals, "items-changed",
                                  G_CALLBACK (header_changed_cb), self);

  gtk_widget_init_template (GTK_WIDGET (self));
}

void
tablee_frantic_sheet_set_scorer (TableeFranticSheet  *self,
                                 TableeFranticScorer *scorer)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_SHEET (self));
  g_return_if_fail (scorer == NULL || TABLEE_IS_FRANTIC_SCORER (scorer));

  if (!g_set_object (&self->scorer, scorer))
    return;

  if (scorer != NULL)
    {
      GListModel *rounds = tablee_frantic_scorer_get_rounds (scorer);

      gtk_list_box_bind_model (self->table_rounds, rounds, create_wide_row, self, NULL);
      gtk_list_box_bind_model (self->rounds, rounds, create_narrow_row, NULL, NULL);
      gtk_flow_box_bind_model (self->standings, tablee_frantic_scorer_get_totals (scorer),
                               create_standing, NULL, NULL);
      g_signal_group_set_target (self->totals_signals, tablee_frantic_scorer_get_totals (scorer));
      header_changed_cb (self);
    }
  else
    {
      gtk_list_box_bind_model (self->table_rounds, NULL, NULL, NULL, NULL);
      gtk_list_box_bind_model (self->rounds, NULL, NULL, NULL, NULL);
      gtk_flow_box_bind_model (self->standings, NULL, NULL, NULL, NULL);
      g_signal_group_set_target (self->totals_signals, NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORER]);
}
