/* tablee-frantic-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-sheet.h"

/* A name in a column of the table is cut after this many characters (its
 * tooltip and the standings show it whole). */
#define NAME_CHARS 10

struct _TableeFranticSheet
{
  AdwBin               parent_instance;

  /* Template widgets */
  GtkFlowBox          *standings;
  AdwSqueezer         *squeezer;
  GtkGrid             *table;
  GtkBox              *rounds;

  /* Owned */
  TableeFranticScorer *scorer;
};

G_DEFINE_FINAL_TYPE (TableeFranticSheet, tablee_frantic_sheet, ADW_TYPE_BIN)

static TableePlayers *
players (TableeFranticSheet *self)
{
  return tablee_frantic_scorer_get_players (self->scorer);
}

static const char *
player_name (TableeFranticSheet *self,
             guint               player)
{
  return tablee_player_get_name (tablee_players_get_player (players (self), player));
}

/* Points with a real minus sign, which reads better than a hyphen, and a
 * plus sign when sign is set. */
static char *
points_text (int      points,
             gboolean sign)
{
  return g_strdup_printf ("%s%d", points < 0 ? "−" : sign && points > 0 ? "+" : "", ABS (points));
}

static GtkWidget *
label_new (const char *text,
           float       xalign,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (xalign > 0.5)
    gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static GtkWidget *
cell (GtkGrid    *grid,
      const char *text,
      int         column,
      int         row,
      float       xalign,
      const char *css_class)
{
  GtkWidget *label = label_new (text, xalign, css_class);

  gtk_grid_attach (grid, label, column, row, 1, 1);

  return label;
}

/* A name cut short if it must, whole in its tooltip. */
static GtkWidget *
name_label (const char *name,
            float       xalign,
            int         max_chars,
            const char *css_class)
{
  GtkWidget *label = label_new (name, xalign, css_class);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  gtk_label_set_width_chars (GTK_LABEL (label), MIN ((int) g_utf8_strlen (name, -1), 4));
  gtk_widget_set_tooltip_text (label, name);

  return label;
}

/* The objects that id names in the sheet's parts, with what they hold. */
static GtkBuilder *
parts_builder (const char *id)
{
  GtkBuilder *builder = gtk_builder_new ();
  const char *ids[] = { id, NULL };

  gtk_builder_add_objects_from_resource (builder, RESOURCE_BASE "/ui/tablee-frantic-sheet-rows.ui", ids, NULL);

  return builder;
}

/* "Round 2 ✎" over "Deals next: Bruno", a new reference. */
static GtkWidget *
round_heading (TableeFranticSheet *self,
               guint               round,
               gboolean            wide)
{
  g_autoptr(GtkBuilder) builder = parts_builder ("heading");
  GtkWidget *title_label = GTK_WIDGET (gtk_builder_get_object (builder, "heading_title"));
  GtkWidget *edit = GTK_WIDGET (gtk_builder_get_object (builder, "heading_edit"));
  GtkLabel *deals_label = GTK_LABEL (gtk_builder_get_object (builder, "heading_deals"));
  g_autofree char *title = g_strdup_printf (_("Round %u"), round + 1);
  g_autofree char *edit_label = g_strdup_printf (_("Edit round %u"), round + 1);
  g_autofree char *dealers = tablee_players_dup_names (players (self), tablee_frantic_scorer_get_dealers (self->scorer, round));
  /* Translators: under a round of the score sheet. */
  g_autofree char *deals = g_strdup_printf (_("Deals next: %s"), dealers);

  gtk_label_set_label (GTK_LABEL (title_label), title);
  gtk_widget_set_hexpand (title_label, !wide);
  gtk_widget_set_tooltip_text (edit, edit_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_label, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (edit), "u", round);
  gtk_label_set_label (deals_label, deals);
  if (wide)
    gtk_label_set_max_width_chars (deals_label, 16);

  return g_object_ref (GTK_WIDGET (gtk_builder_get_object (builder, "heading")));
}

static void
remove_children (GtkWidget *widget)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (widget))
        gtk_flow_box_remove (GTK_FLOW_BOX (widget), child);
      else if (GTK_IS_GRID (widget))
        gtk_grid_remove (GTK_GRID (widget), child);
      else
        gtk_box_remove (GTK_BOX (widget), child);
    }
}

/* Every name and total, whatever the window's width. */
static void
build_standings (TableeFranticSheet *self)
{
  guint n = tablee_players_get_n_players (players (self));
  guint leaders = tablee_frantic_scorer_get_n_rounds (self->scorer) > 0 ?
                  tablee_frantic_scorer_get_leaders (self->scorer) : 0;

  remove_children (GTK_WIDGET (self->standings));
  for (guint p = 0; p < n; p++)
    {
      const char *name = player_name (self, p);
      int total = tablee_frantic_scorer_get_total (self->scorer, p);
      g_autofree char *total_text = points_text (total, FALSE);
      /* Translators: a player and their total in the standings. */
      g_autofree char *a11y = g_strdup_printf (_("%s: %d points"), name, total);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *name_widget = name_label (name, 0, 24, NULL);
      GtkWidget *total_widget = label_new (total_text, 1, "frantic-standing-total");

      gtk_widget_set_hexpand (name_widget, TRUE);
      gtk_box_append (GTK_BOX (box), name_widget);
      gtk_box_append (GTK_BOX (box), total_widget);
      gtk_widget_add_css_class (box, "frantic-standing");
      if (leaders & (1u << p))
        gtk_widget_add_css_class (box, "frantic-leader");
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
      gtk_flow_box_append (self->standings, box);
    }
}

/* The rounds as a table: a column per player. */
static void
build_table (TableeFranticSheet *self)
{
  TableeFranticScorer *s = self->scorer;
  guint n = tablee_players_get_n_players (players (self));
  guint n_rounds = tablee_frantic_scorer_get_n_rounds (s);
  int row = 0;

  remove_children (GTK_WIDGET (self->table));

  cell (self->table, _("Round"), 0, row, 0, "frantic-head");
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *label = name_label (player_name (self, p), 1, NAME_CHARS, "frantic-head");

      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (self->table, label, 1 + p, row, 1, 1);
    }
  row++;

  for (guint r = 0; r < n_rounds; r++)
    {
      const TableeFranticRound *round = tablee_frantic_scorer_get_round (s, r);
      g_autoptr(GtkWidget) heading = round_heading (self, r, TRUE);

      gtk_widget_add_css_class (heading, "frantic-round");
      gtk_grid_attach (self->table, heading, 0, row, 1, 1);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *text = NULL;

          if (tablee_frantic_round_is_finisher (round, p))
            /* Translators: in the score sheet, a player who went out. */
            text = g_strdup (_("out ✓"));
          else if (!tablee_frantic_round_hand_counts (round, p))
            text = g_strdup ("—");
          else
            text = g_strdup_printf ("%d", tablee_frantic_round_get_hand (round, p));
          gtk_widget_set_valign (cell (self->table, text, 1 + p, row, 1, "frantic-round"), GTK_ALIGN_FILL);
        }
      row++;

      /* Each event that changed scores, on its own line. */
      for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
        {
          g_autofree char *title =
            tablee_frantic_event_dup_title (tablee_frantic_round_get_adjustment_event (round, a), NULL);
          guint lucky = tablee_frantic_round_get_adjustment_lucky (round, a);
          GtkWidget *title_label = cell (self->table, title, 0, row, 0, "frantic-adjustment");

          gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
          for (guint p = 0; p < n; p++)
            {
              g_autofree char *text = (lucky & (1u << p)) != 0 ?
                /* A Lucky Bastard protected this player from the event. */
                g_strdup ("—") :
                points_text (tablee_frantic_scorer_get_adjustment_points (s, r, a, p), TRUE);

              cell (self->table, text, 1 + p, row, 1, "frantic-adjustment");
            }
          row++;
        }

      cell (self->table, _("Total"), 0, row, 0, "frantic-total");
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *text = points_text (tablee_frantic_scorer_get_total_after (s, r, p), FALSE);

          cell (self->table, text, 1 + p, row, 1, "frantic-total");
        }
      row++;
    }
}

/* The rounds one under the other, a line per player: any number of
 * players fits a narrow window. */
static void
build_rounds (TableeFranticSheet *self)
{
  TableeFranticScorer *s = self->scorer;
  guint n = tablee_players_get_n_players (players (self));
  guint n_rounds = tablee_frantic_scorer_get_n_rounds (s);

  remove_children (GTK_WIDGET (self->rounds));

  for (guint r = 0; r < n_rounds; r++)
    {
      const TableeFranticRound *round = tablee_frantic_scorer_get_round (s, r);
      g_autofree char *title = g_strdup_printf (_("Round %u"), r + 1);
      g_autoptr(GtkBuilder) builder = parts_builder ("card");
      GtkWidget *card = GTK_WIDGET (gtk_builder_get_object (builder, "card"));
      GtkWidget *grid = GTK_WIDGET (gtk_builder_get_object (builder, "card_grid"));
      g_autoptr(GtkWidget) heading = round_heading (self, r, FALSE);

      gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      gtk_box_prepend (GTK_BOX (card), heading);

      for (guint p = 0; p < n; p++)
        {
          g_autoptr(GString) detail = g_string_new (NULL);
          g_autofree char *points = points_text (tablee_frantic_scorer_get_round_points (s, r, p), TRUE);
          g_autofree char *total = points_text (tablee_frantic_scorer_get_total_after (s, r, p), FALSE);
          GtkWidget *name = name_label (player_name (self, p), 0, 14, NULL);
          GtkWidget *detail_label;

          if (tablee_frantic_round_is_finisher (round, p))
            g_string_append (detail, _("out ✓"));
          else if (tablee_frantic_round_hand_counts (round, p))
            /* Translators: the points left in a player's hand. */
            g_string_append_printf (detail, _("hand %d"), tablee_frantic_round_get_hand (round, p));
          for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
            {
              g_autofree char *event_title = NULL;
              g_autofree char *value = NULL;

              if (tablee_frantic_round_get_adjustment_lucky (round, a) & (1u << p))
                continue;
              event_title = tablee_frantic_event_dup_title (tablee_frantic_round_get_adjustment_event (round, a), NULL);
              value = points_text (tablee_frantic_scorer_get_adjustment_points (s, r, a, p), TRUE);
              if (detail->len > 0)
                g_string_append (detail, " · ");
              g_string_append_printf (detail, "%s %s", event_title, value);
            }

          gtk_widget_set_hexpand (name, TRUE);
          gtk_grid_attach (GTK_GRID (grid), name, 0, p, 1, 1);
          detail_label = label_new (detail->str, 0, "frantic-detail");
          gtk_label_set_wrap (GTK_LABEL (detail_label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (detail_label), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_max_width_chars (GTK_LABEL (detail_label), 18);
          gtk_grid_attach (GTK_GRID (grid), detail_label, 1, p, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), label_new (points, 1, NULL), 2, p, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), label_new (total, 1, "frantic-total"), 3, p, 1, 1);
        }
      gtk_box_append (self->rounds, card);
    }
}

static void
rebuild (TableeFranticSheet *self)
{
  gboolean any = tablee_frantic_scorer_get_n_rounds (self->scorer) > 0;

  build_standings (self);
  build_table (self);
  build_rounds (self);
  gtk_widget_set_visible (GTK_WIDGET (self->squeezer), any);
}

static void
tablee_frantic_sheet_dispose (GObject *object)
{
  TableeFranticSheet *self = TABLEE_FRANTIC_SHEET (object);

  if (self->scorer != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->scorer, self);
      g_signal_handlers_disconnect_by_data (players (self), self);
    }
  g_clear_object (&self->scorer);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_FRANTIC_SHEET);

  G_OBJECT_CLASS (tablee_frantic_sheet_parent_class)->dispose (object);
}

static void
tablee_frantic_sheet_class_init (TableeFranticSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_sheet_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, standings);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, squeezer);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, table);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticSheet, rounds);
}

static void
tablee_frantic_sheet_init (TableeFranticSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
tablee_frantic_sheet_set_scorer (TableeFranticSheet  *self,
                                 TableeFranticScorer *scorer)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_SHEET (self));
  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (scorer));

  if (self->scorer != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->scorer, self);
      g_signal_handlers_disconnect_by_data (players (self), self);
    }
  g_set_object (&self->scorer, scorer);
  g_signal_connect_swapped (scorer, "changed", G_CALLBACK (rebuild), self);
  /* Renames change no total. */
  g_signal_connect_swapped (players (self), "changed", G_CALLBACK (rebuild), self);
  rebuild (self);
}

gboolean
tablee_frantic_sheet_get_wide (TableeFranticSheet *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SHEET (self), FALSE);

  return adw_squeezer_get_visible_child (self->squeezer) == GTK_WIDGET (self->table);
}
