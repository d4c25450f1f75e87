/* tablee-rules-view.c: the widgets that show a rules text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include <adwaita.h>

#include "tablee-rules-view.h"

void
tablee_rules_open (GtkWidget  *from,
                   const char *game,
                   const char *id)
{
  g_return_if_fail (GTK_IS_WIDGET (from));
  g_return_if_fail (game != NULL);
  g_return_if_fail (id != NULL);

  if (!gtk_widget_activate_action (from, "win.show-rules", "(ss)", game, id))
    g_warning ("Cannot open the rules of %s at %s: the widget is not in a Tablée window",
               game, id);
}

/* Each language is named in itself, whatever the interface language. */
static const char *
language_name (const char *language)
{
  return g_str_equal (language, "fr") ? "Français" : "English";
}

/* A wrapping label aligned to the top left. */
static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static GtkWidget *
new_box (int         spacing,
         const char *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);

  if (css_class != NULL)
    gtk_widget_add_css_class (box, css_class);

  return box;
}

static GtkWidget *
new_text_label (const TableeRulesText *text,
                const char            *css_class)
{
  g_autofree char *markup = tablee_rules_text_to_markup (text);
  GtkWidget *label = new_label (NULL, css_class);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_set_hexpand (label, TRUE);

  return label;
}

static GtkWidget *
new_list (const TableeRulesBlock *block)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_widget_add_css_class (grid, "rules-list");

  for (guint i = 0; i < block->items->len; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u.", i + 1);
      GtkWidget *bullet = new_label (block->ordered ? number : "•", "rules-bullet");

      gtk_label_set_xalign (GTK_LABEL (bullet), 1.0);
      gtk_grid_attach (GTK_GRID (grid), bullet, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), new_text_label (g_ptr_array_index (block->items, i), NULL),
                       1, i, 1, 1);
    }

  return grid;
}

/* A table cell breaks lines between words only, and never hyphenates:
 * "Highest value" may go on two lines, never as "Hig-hest val-ue". */
static GtkWidget *
new_cell_label (const TableeRulesText *text,
                const char            *css_class)
{
  GtkWidget *label = new_text_label (text, css_class);
  g_autoptr(PangoAttrList) attributes = pango_attr_list_from_string ("0 -1 insert-hyphens false");

  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_attributes (GTK_LABEL (label), attributes);

  return label;
}

/* The table as a grid, and one row under the other with each cell under
 * its column's heading: what shows when the reader is too narrow for the
 * grid. A column of the grid is never narrower than about ten characters
 * (or its text, when shorter), so that a table squeezed below that width
 * gives way to its stacked form instead of a column one word wide. */
static void
fill_table (GtkGrid                *grid,
            GtkBox                 *stacked,
            const TableeRulesBlock *block)
{
  const TableeRulesRow *header = NULL;

  for (guint i = 0; i < block->rows->len; i++)
    {
      const TableeRulesRow *row = g_ptr_array_index (block->rows, i);
      GtkWidget *card = NULL;

      if (row->header)
        header = row;
      else
        {
          card = new_box (4, "card");
          gtk_widget_add_css_class (card, "rules-stacked-row");
          gtk_box_append (stacked, card);
        }

      for (guint j = 0; j < row->cells->len; j++)
        {
          const TableeRulesText *text = g_ptr_array_index (row->cells, j);
          GtkWidget *cell = new_cell_label (text, "rules-cell");
          GtkWidget *value;

          gtk_label_set_width_chars (GTK_LABEL (cell),
                                     MIN ((int) g_utf8_strlen (text->plain, -1), 10));
          if (row->header)
            gtk_widget_add_css_class (cell, "rules-header-cell");
          else if (i % 2 == 0)
            gtk_widget_add_css_class (cell, "rules-even-cell");
          gtk_grid_attach (grid, cell, j, i, 1, 1);
          if (card == NULL)
            continue;

          /* In a card, the first cell names the row; the others say which
           * column they come from. */
          value = new_cell_label (text, "rules-stacked-cell");
          if (j == 0)
            gtk_widget_add_css_class (value, "heading");
          else if (header != NULL && j < header->cells->len)
            {
              GtkWidget *column = new_cell_label (g_ptr_array_index (header->cells, j),
                                                  "caption-heading");

              gtk_widget_add_css_class (column, "dim-label");
              gtk_box_append (GTK_BOX (card), column);
            }
          gtk_box_append (GTK_BOX (card), value);
        }
    }
}

static GtkWidget *
new_table (const TableeRulesBlock *block)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE
                                                                 "/ui/tablee-rules-table.ui");
  GtkWidget *table = GTK_WIDGET (gtk_builder_get_object (builder, "table"));
  GtkWidget *title = GTK_WIDGET (gtk_builder_get_object (builder, "title"));

  gtk_label_set_label (GTK_LABEL (title), block->title != NULL ? block->title : "");
  gtk_widget_set_visible (title, block->title != NULL);
  fill_table (GTK_GRID (gtk_builder_get_object (builder, "grid")),
              GTK_BOX (gtk_builder_get_object (builder, "stacked")), block);

  /* Floating once the builder lets it go, as every new widget is. */
  g_object_ref (table);
  g_object_force_floating (G_OBJECT (table));

  return table;
}

GtkWidget *
tablee_rules_view_new_block (const TableeRulesBlock *block,
                             const char             *language)
{
  GtkWidget *box;

  g_return_val_if_fail (block != NULL, NULL);

  switch (block->kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
      return new_text_label (block->text, NULL);

    case TABLEE_RULES_BLOCK_LIST:
      return new_list (block);

    case TABLEE_RULES_BLOCK_TABLE:
      return new_table (block);

    case TABLEE_RULES_BLOCK_DECISION:
      /* The label speaks the language of the text it introduces, whatever
       * the interface language: it is part of the rules text. */
      box = new_box (4, "card");
      gtk_widget_add_css_class (box, "rules-decision");
      gtk_box_append (GTK_BOX (box), new_label (tablee_rules_decision_heading (language),
                                                "rules-decision-label"));
      gtk_box_append (GTK_BOX (box), new_text_label (block->text, NULL));
      return box;

    case TABLEE_RULES_BLOCK_ENTRY:
      box = new_box (10, "rules-entry");
      gtk_widget_set_name (box, block->id);
      gtk_box_append (GTK_BOX (box), new_label (block->title, "title-3"));
      for (guint i = 0; i < block->blocks->len; i++)
        gtk_box_append (GTK_BOX (box),
                        tablee_rules_view_new_block (g_ptr_array_index (block->blocks, i),
                                                     language));
      return box;

    default:
      g_assert_not_reached ();
    }
}

/* A section goes in a column of the grid, under the game (and the
 * column's language when there are two) and its heading, cut where it is
 * aligned with the other column: the text before the first entry, each
 * entry, the text after each entry. Each piece goes in the row its key
 * names in rows, so that an entry starts at the same height in both
 * languages; what only the second column has (the structure test keeps
 * entries and tables in step, paragraphs may differ) goes in new rows at
 * the end. */
static void
attach_column (GtkGrid            *grid,
               TableeRulesSection *section,
               int                 column,
               gboolean            with_language,
               GHashTable         *rows,
               const char         *target_id,
               GtkWidget         **target_widget)
{
  g_autofree char *caption = g_strdup_printf ("%s · %s", section->game_title,
                                              language_name (section->language));
  const char *after = "";
  GtkWidget *label;
  GtkWidget *box = NULL;
  guint box_row = 0;

  label = new_label (with_language ? caption : section->game_title, "rules-language-caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_grid_attach (grid, label, column, 0, 1, 1);
  label = new_label (section->title, "title-1");
  gtk_widget_add_css_class (label, "rules-heading");
  gtk_grid_attach (grid, label, column, 1, 1, 1);

  for (guint i = 0; i < section->blocks->len; i++)
    {
      const TableeRulesBlock *block = g_ptr_array_index (section->blocks, i);
      gboolean entry = block->kind == TABLEE_RULES_BLOCK_ENTRY;
      g_autofree char *block_key = g_strconcat (entry ? "entry " : "after ",
                                                entry ? block->id : after, NULL);
      GtkWidget *widget = tablee_rules_view_new_block (block, section->language);
      gpointer row;

      if (entry)
        after = block->id;
      if (!g_hash_table_lookup_extended (rows, block_key, NULL, &row))
        {
          row = GUINT_TO_POINTER (g_hash_table_size (rows) + 2);
          g_hash_table_insert (rows, g_steal_pointer (&block_key), row);
        }
      if (GPOINTER_TO_UINT (row) != box_row)
        {
          box_row = GPOINTER_TO_UINT (row);
          box = new_box (14, NULL);
          gtk_grid_attach (grid, box, column, box_row, 1, 1);
        }

      if (entry && g_strcmp0 (block->id, target_id) == 0)
        {
          gtk_widget_add_css_class (widget, "rules-target");
          if (column == 0)
            *target_widget = widget;
        }
      gtk_box_append (GTK_BOX (box), widget);
    }
}

GtkWidget *
tablee_rules_view_new_section (TableeRulesSection  *section,
                               TableeRulesSection  *other,
                               gboolean             with_language,
                               const char          *target_id,
                               GtkWidget          **target_widget)
{
  g_autoptr(GHashTable) rows = NULL;
  GtkWidget *grid;

  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (section), NULL);
  g_return_val_if_fail (target_widget != NULL, NULL);

  rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 14);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 36);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  *target_widget = NULL;
  attach_column (GTK_GRID (grid), section, 0, with_language, rows, target_id, target_widget);
  if (other != NULL)
    attach_column (GTK_GRID (grid), other, 1, with_language, rows, target_id, target_widget);

  return grid;
}

/* Shows text in the label id of builder with its matches bold on a
 * marker's background: titles are bold already. The text itself is
 * escaped, so every <b> of the highlighted markup is a match. */
static void
set_highlighted (GtkBuilder *builder,
                 const char *id,
                 const char *text,
                 GArray     *ranges)
{
  g_autofree char *bold = tablee_rules_highlight_markup (text, (gpointer) ranges->data,
                                                         ranges->len);
  g_autoptr(GString) markup = g_string_new (bold);

  g_string_replace (markup, "<b>",
                    "<span weight=\"bold\" background=\"#f6d32d\" bgalpha=\"45%\">", 0);
  g_string_replace (markup, "</b>", "</span>", 0);
  gtk_label_set_label (GTK_LABEL (gtk_builder_get_object (builder, id)), markup->str);
}

GtkWidget *
tablee_rules_view_new_result_row (gpointer item,
                                  gpointer user_data)
{
  TableeRulesResult *result = TABLEE_RULES_RESULT (item);
  TableeRulesSection *section = result->section;
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE
                                                                 "/ui/tablee-rules-result-row.ui");
  GtkWidget *row = GTK_WIDGET (gtk_builder_get_object (builder, "row"));
  /* An entry is found in its section; a section stands alone. */
  g_autofree char *where = result->entry != NULL
                           ? g_strdup_printf ("%s › %s", section->game_title, section->title)
                           : g_strdup (section->game_title);
  /* What the row shows, in the order it shows it: a screen reader tells
   * results apart by their place and language. */
  g_autofree char *name = g_strdup_printf ("%s, %s, %s", result->title, where,
                                           language_name (section->language));

  set_highlighted (builder, "title", result->title, result->title_ranges);
  set_highlighted (builder, "snippet", result->snippet, result->snippet_ranges);
  gtk_widget_set_visible (GTK_WIDGET (gtk_builder_get_object (builder, "snippet")),
                          *result->snippet != '\0');
  gtk_label_set_label (GTK_LABEL (gtk_builder_get_object (builder, "language")),
                       g_str_equal (section->language, "fr") ? "FR" : "EN");
  gtk_label_set_label (GTK_LABEL (gtk_builder_get_object (builder, "place")), where);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (row), "result", g_object_ref (result), g_object_unref);

  /* The builder's reference goes with it: the list box takes this one. */
  return g_object_ref (row);
}
