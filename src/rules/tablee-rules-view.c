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
new_text_label (const TableeRulesText *text)
{
  g_autofree char *markup = tablee_rules_text_to_markup (text);
  GtkWidget *label = new_label (NULL, NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_set_hexpand (label, TRUE);

  return label;
}

GtkWidget *
tablee_rules_view_new_heading (TableeRulesSection *section)
{
  GtkWidget *label = new_label (tablee_rules_section_get_title (section), "title-1");

  gtk_widget_add_css_class (label, "rules-heading");

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
      gtk_grid_attach (GTK_GRID (grid), new_text_label (g_ptr_array_index (block->items, i)),
                       1, i, 1, 1);
    }

  return grid;
}

/* A table cell breaks lines between words only, and never hyphenates:
 * "Highest value" may go on two lines, never as "Hig-hest val-ue". */
static GtkWidget *
new_cell_label (const TableeRulesText *text)
{
  GtkWidget *label = new_text_label (text);
  PangoAttrList *attributes = pango_attr_list_new ();

  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  pango_attr_list_unref (attributes);

  return label;
}

/* The table as a grid. A column is never narrower than about ten
 * characters (or its text, when shorter), so that a table squeezed below
 * that width gives way to its stacked form instead of a column one word
 * wide. */
static GtkWidget *
new_table_grid (const TableeRulesBlock *block)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 0);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 0);
  gtk_widget_add_css_class (grid, "card");
  gtk_widget_add_css_class (grid, "rules-table-grid");
  gtk_widget_set_overflow (grid, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  for (guint i = 0; i < block->rows->len; i++)
    {
      const TableeRulesRow *row = g_ptr_array_index (block->rows, i);

      for (guint j = 0; j < row->cells->len; j++)
        {
          const TableeRulesText *text = g_ptr_array_index (row->cells, j);
          GtkWidget *cell = new_cell_label (text);

          gtk_label_set_width_chars (GTK_LABEL (cell),
                                     MIN ((int) g_utf8_strlen (text->plain, -1), 10));
          gtk_widget_add_css_class (cell, "rules-cell");
          if (row->header)
            gtk_widget_add_css_class (cell, "rules-header-cell");
          else if (i % 2 == 0)
            gtk_widget_add_css_class (cell, "rules-even-cell");
          gtk_grid_attach (GTK_GRID (grid), cell, j, i, 1, 1);
        }
    }

  return grid;
}

/* The table one row under the other, each cell under its column's
 * heading: what shows when the reader is too narrow for the grid. */
static GtkWidget *
new_table_stack (const TableeRulesBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const TableeRulesRow *header = NULL;

  gtk_widget_add_css_class (box, "rules-table-stacked");
  for (guint i = 0; i < block->rows->len; i++)
    {
      const TableeRulesRow *row = g_ptr_array_index (block->rows, i);
      GtkWidget *card;

      if (row->header)
        {
          header = row;
          continue;
        }

      card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "rules-stacked-row");
      for (guint j = 0; j < row->cells->len; j++)
        {
          GtkWidget *value = new_cell_label (g_ptr_array_index (row->cells, j));

          gtk_widget_add_css_class (value, "rules-stacked-cell");
          /* The first cell names the row; the others say which column
           * they come from. */
          if (j == 0)
            gtk_widget_add_css_class (value, "heading");
          else if (header != NULL && j < header->cells->len)
            {
              GtkWidget *column = new_cell_label (g_ptr_array_index (header->cells, j));

              gtk_widget_add_css_class (column, "caption-heading");
              gtk_widget_add_css_class (column, "dim-label");
              gtk_box_append (GTK_BOX (card), column);
            }
          gtk_box_append (GTK_BOX (card), value);
        }
      gtk_box_append (GTK_BOX (box), card);
    }

  return box;
}

static GtkWidget *
new_table (const TableeRulesBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *squeezer = adw_squeezer_new ();

  gtk_widget_add_css_class (box, "rules-table");
  if (block->title != NULL)
    gtk_box_append (GTK_BOX (box), new_label (block->title, "heading"));

  /* The grid where it fits, else the rows stacked: never cut off, never
   * drawn over its neighbours. */
  adw_squeezer_set_homogeneous (ADW_SQUEEZER (squeezer), FALSE);
  adw_squeezer_set_transition_type (ADW_SQUEEZER (squeezer), ADW_SQUEEZER_TRANSITION_TYPE_NONE);
  adw_squeezer_set_xalign (ADW_SQUEEZER (squeezer), 0.0);
  adw_squeezer_add (ADW_SQUEEZER (squeezer), new_table_grid (block));
  adw_squeezer_add (ADW_SQUEEZER (squeezer), new_table_stack (block));
  gtk_box_append (GTK_BOX (box), squeezer);

  return box;
}

static GtkWidget *
new_decision (const TableeRulesBlock *block,
              const char             *language)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  /* The label speaks the language of the text it introduces, whatever the
   * interface language: it is part of the rules text. */
  gtk_box_append (GTK_BOX (box),
                  new_label (tablee_rules_decision_heading (language), "rules-decision-label"));
  gtk_box_append (GTK_BOX (box), new_text_label (block->text));
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "rules-decision");

  return box;
}

static GtkWidget *
new_entry (const TableeRulesBlock *block,
           const char             *language)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);

  gtk_widget_set_name (box, block->id);
  gtk_widget_add_css_class (box, "rules-entry");
  gtk_box_append (GTK_BOX (box), new_label (block->title, "title-3"));

  for (guint i = 0; i < block->blocks->len; i++)
    gtk_box_append (GTK_BOX (box),
                    tablee_rules_view_new_block (g_ptr_array_index (block->blocks, i), language));

  return box;
}

GtkWidget *
tablee_rules_view_new_block (const TableeRulesBlock *block,
                             const char             *language)
{
  g_return_val_if_fail (block != NULL, NULL);

  switch (block->kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
      return new_text_label (block->text);

    case TABLEE_RULES_BLOCK_LIST:
      return new_list (block);

    case TABLEE_RULES_BLOCK_TABLE:
      return new_table (block);

    case TABLEE_RULES_BLOCK_DECISION:
      return new_decision (block, language);

    case TABLEE_RULES_BLOCK_ENTRY:
      return new_entry (block, language);

    default:
      g_assert_not_reached ();
    }
}
