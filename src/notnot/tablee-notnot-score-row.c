/* tablee-notnot-score-row.c: a player's card in the scores of Not Not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include "tablee-notnot-score-row.h"

struct _TableeNotnotScoreRow
{
  GtkBox                parent_instance;

  /* Owned */
  TableeNotnotSeatItem *item;
  GSignalGroup         *item_signals;
};

G_DEFINE_FINAL_TYPE (TableeNotnotScoreRow, tablee_notnot_score_row, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The player's colour: one of the palette's "#rrggbb", never user text. */
static char *
score_dot (TableeNotnotScoreRow *self,
           TableePlayer         *player)
{
  if (player == NULL)
    return g_strdup ("");

  return g_strdup_printf ("<span foreground=\"%s\">●</span>", tablee_player_get_colour (player));
}

static char *
score_count (TableeNotnotScoreRow *self,
             guint                 cards)
{
  return g_strdup_printf ("%u", cards);
}

/* The winners, once the game is over, are those with the most cards.
 * Hand-written: a binding on the template's own widget watches it, and
 * GTK 4.8 cannot take that watch down when the row goes. */
static void
show_winner (TableeNotnotScoreRow *self)
{
  if (self->item != NULL && tablee_notnot_seat_item_get_winner (self->item))
    gtk_widget_add_css_class (GTK_WIDGET (self), "winner");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "winner");
}

static void
tablee_notnot_score_row_dispose (GObject *object)
{
  TableeNotnotScoreRow *self = TABLEE_NOTNOT_SCORE_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_NOTNOT_SCORE_ROW);
  g_clear_object (&self->item_signals);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (tablee_notnot_score_row_parent_class)->dispose (object);
}

static void
tablee_notnot_score_row_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeNotnotScoreRow *self = TABLEE_NOTNOT_SCORE_ROW (object);

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
tablee_notnot_score_row_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeNotnotScoreRow *self = TABLEE_NOTNOT_SCORE_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      if (!g_set_object (&self->item, g_value_get_object (value)))
        break;
      g_signal_group_set_target (self->item_signals, self->item);
      show_winner (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_score_row_class_init (TableeNotnotScoreRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_notnot_score_row_dispose;
  object_class->get_property = tablee_notnot_score_row_get_property;
  object_class->set_property = tablee_notnot_score_row_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_NOTNOT_SEAT_ITEM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_PLAYER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-notnot-score-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, score_dot);
  gtk_widget_class_bind_template_callback (widget_class, score_count);
}

static void
tablee_notnot_score_row_init (TableeNotnotScoreRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->item_signals = g_signal_group_new (TABLEE_TYPE_NOTNOT_SEAT_ITEM);
  g_signal_group_connect_swapped (self->item_signals, "notify::winner", G_CALLBACK (show_winner), self);
}

GtkWidget *
tablee_notnot_score_row_new (TableeNotnotSeatItem *item)
{
  return g_object_new (TABLEE_TYPE_NOTNOT_SCORE_ROW, "item", item, NULL);
}
