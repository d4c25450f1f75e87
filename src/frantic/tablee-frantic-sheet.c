/* tablee-frantic-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-chart.h"
#include "tablee-frantic-round-dialog.h"
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

static const char *
player_name (TableeFranticSheet *self,
             guint               player)
{
  return tablee_player_get_name (tablee_players_get_player (tablee_frantic_scorer_get_players (self->scorer), player));
}

/* Points with a real minus sign, which reads better than a hyphen, and a
 * plus sign when sign is set. */
static char *
points_text (int      points,
             gboolean sign)
{
  return g_strdup_printf ("%s%d", points < 0 ? "−" : sign && points > 0 ? "+" : "", ABS (points));
}

/* A label attached to grid at column and row; a name (max_chars > 0) is
 * cut short if it must, whole in its tooltip. */
static GtkWidget *
cell (GtkGrid    *grid,
      int         column,
      int         row,
      const char *text,
      float       xalign,
      int         max_chars,
      const char *css_class)
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

  return label;
}

/* "Round 2 ✎" over "Deals next: Bruno", a new reference. */
static GtkWidget *
round_heading (TableeFranticSheet *self,
               guint               round,
               gboolean            wide)
{
  g_autoptr(GtkBuilder) builder = tablee_frantic_builder_new ("sheet-rows", "heading");
  GtkWidget *title_label = GTK_WIDGET (gtk_builder_get_object (builder, "heading_title"));
  GtkWidget *edit = GTK_WIDGET (gtk_builder_get_object (builder, "heading_edit"));
  GtkLabel *deals_label = GTK_LABEL (gtk_builder_get_object (builder, "heading_deals"));
  g_autofree char *title = g_strdup_printf (_("Round %u"), round + 1);
  g_autofree char *edit_label = g_strdup_printf (_("Edit round %u"), round + 1);
  g_autofree char *dealers = tablee_players_dup_names (tablee_frantic_scorer_get_players (self->scorer),
                                                       tablee_frantic_scorer_get_dealers (self->scorer, round));
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

/* Every name and total, whatever the window's width. */
static void
build_standings (TableeFranticSheet *self,
                 guint               n)
{
  guint leaders = tablee_frantic_scorer_get_n_rounds (self->scorer) > 0 ?
                  tablee_frantic_scorer_get_leaders (self->scorer) : 0;

  for (guint p = 0; p < n; p++)
    {
      int total = tablee_frantic_scorer_get_total (self->scorer, p);
      g_autofree char *total_text = points_text (total, FALSE);
      /* Translators: a player and their total in the standings. */
      g_autofree char *a11y = g_strdup_printf (_("%s: %d points"), player_name (self, p), total);
      GtkWidget *grid = gtk_grid_new ();

      gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
      cell (GTK_GRID (grid), 0, 0, player_name (self, p), 0, 24, NULL);
      cell (GTK_GRID (grid), 1, 0, total_text, 1, 0, "frantic-standing-total");
      gtk_widget_add_css_class (grid, "frantic-standing");
      if (leaders & (1u << p))
        gtk_widget_add_css_class (grid, "frantic-leader");
      gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_flow_box_append (self->standings, grid);
    }
}

/* What a player's hand counted in a round: "out ✓" for who went out, else
 * the points in hand, in the table (wide) or in a round's card. */
static char *
hand_text (const TableeFranticRound *round,
           guint                     player,
           gboolean                  wide)
{
  int hand = tablee_frantic_round_get_hand (round, player);

  if (tablee_frantic_round_is_finisher (round, player))
    /* Translators: in the score sheet, a player who went out. */
    return g_strdup (_("out ✓"));
  if (!tablee_frantic_round_hand_counts (round, player))
    return g_strdup (wide ? "—" : "");

  /* Translators: the points left in a player's hand. */
  return wide ? g_strdup_printf ("%d", hand) : g_strdup_printf (_("hand %d"), hand);
}

/* A round in both forms: the lines of the table from *row on, a column per
 * player (the hands, one line for each event that changed scores, then
 * the totals), and a card with a line per player, which any number of
 * players fits a narrow window. */
static void
build_round (TableeFranticSheet *self,
             guint               r,
             guint               n,
             int                *row)
{
  TableeFranticScorer *s = self->scorer;
  const TableeFranticRound *round = tablee_frantic_scorer_get_round (s, r);
  g_autofree char *title = g_strdup_printf (_("Round %u"), r + 1);
  g_autoptr(GtkBuilder) builder = tablee_frantic_builder_new ("sheet-rows", "card");
  GtkWidget *card = GTK_WIDGET (gtk_builder_get_object (builder, "card"));
  GtkGrid *grid = GTK_GRID (gtk_builder_get_object (builder, "card_grid"));
  g_autoptr(GtkWidget) wide_heading = round_heading (self, r, TRUE);
  g_autoptr(GtkWidget) heading = round_heading (self, r, FALSE);
  GString *details[TABLEE_FRANTIC_MAX_PLAYERS];

  gtk_widget_add_css_class (wide_heading, "frantic-round");
  gtk_grid_attach (self->table, wide_heading, 0, *row, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *wide_hand = hand_text (round, p, TRUE);
      g_autofree char *hand = hand_text (round, p, FALSE);

      gtk_widget_set_valign (cell (self->table, 1 + p, *row, wide_hand, 1, 0, "frantic-round"), GTK_ALIGN_FILL);
      details[p] = g_string_new (hand);
    }
  (*row)++;

  for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++, (*row)++)
    {
      g_autofree char *event_title =
        tablee_frantic_event_dup_title (tablee_frantic_round_get_adjustment_event (round, a), NULL);
      guint lucky = tablee_frantic_round_get_adjustment_lucky (round, a);

      gtk_label_set_wrap (GTK_LABEL (cell (self->table, 0, *row, event_title, 0, 0, "frantic-adjustment")), TRUE);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *value = points_text (tablee_frantic_scorer_get_adjustment_points (s, r, a, p), TRUE);
          /* A Lucky Bastard protected this player from the event. */
          gboolean shielded = (lucky & (1u << p)) != 0;

          cell (self->table, 1 + p, *row, shielded ? "—" : value, 1, 0, "frantic-adjustment");
          if (shielded)
            continue;
          if (details[p]->len > 0)
            g_string_append (details[p], " · ");
          g_string_append_printf (details[p], "%s %s", event_title, value);
        }
    }

  cell (self->table, 0, *row, _("Total"), 0, 0, "frantic-total");
  gtk_accessible_update_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_box_prepend (GTK_BOX (card), heading);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *points = points_text (tablee_frantic_scorer_get_round_points (s, r, p), TRUE);
      g_autofree char *total = points_text (tablee_frantic_scorer_get_total_after (s, r, p), FALSE);
      g_autofree char *detail = g_string_free (details[p], FALSE);
      GtkLabel *detail_label;

      cell (self->table, 1 + p, *row, total, 1, 0, "frantic-total");
      cell (grid, 0, p, player_name (self, p), 0, 14, NULL);
      detail_label = GTK_LABEL (cell (grid, 1, p, detail, 0, 0, "frantic-detail"));
      gtk_label_set_wrap (detail_label, TRUE);
      gtk_label_set_wrap_mode (detail_label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (detail_label, 18);
      cell (grid, 2, p, points, 1, 0, NULL);
      cell (grid, 3, p, total, 1, 0, "frantic-total");
    }
  (*row)++;
  gtk_box_append (self->rounds, card);
}

static void
rebuild (TableeFranticSheet *self)
{
  guint n = tablee_players_get_n_players (tablee_frantic_scorer_get_players (self->scorer));
  int row = 1;

  tablee_frantic_remove_children (GTK_WIDGET (self->standings));
  tablee_frantic_remove_children (GTK_WIDGET (self->table));
  tablee_frantic_remove_children (GTK_WIDGET (self->rounds));
  build_standings (self, n);
  cell (self->table, 0, 0, _("Round"), 0, 0, "frantic-head");
  for (guint p = 0; p < n; p++)
    cell (self->table, 1 + p, 0, player_name (self, p), 1, NAME_CHARS, "frantic-head");
  for (guint r = 0; r < tablee_frantic_scorer_get_n_rounds (self->scorer); r++)
    build_round (self, r, n, &row);
  gtk_widget_set_visible (GTK_WIDGET (self->squeezer), tablee_frantic_scorer_get_n_rounds (self->scorer) > 0);
}

static void
tablee_frantic_sheet_dispose (GObject *object)
{
  TableeFranticSheet *self = TABLEE_FRANTIC_SHEET (object);

  _tablee_frantic_follow_scorer (self, &self->scorer, NULL, NULL);
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

  _tablee_frantic_follow_scorer (self, &self->scorer, scorer, G_CALLBACK (rebuild));
}
