/* test-rules-view.c: the widgets that show a rules text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-rulebook.h"
#include "tablee-rules-view.h"
#include "tablee-test-widgets.h"

/* A table whose words are long for a narrow reader, like the two columns
 * of "Side by Side". */
static const char table_xml[] =
  "<rulebook game=\"x\" lang=\"en\" title=\"X\">"
  "<section id=\"points\" title=\"Points\">"
  "<table id=\"values\" title=\"Values\">"
  "<row id=\"head\" header=\"true\"><cell>Card</cell><cell>Highest value</cell>"
  "<cell>Troublemaker expansion</cell></row>"
  "<row id=\"a\"><cell>Extraordinarily</cell><cell>unbreakable</cell><cell>words</cell></row>"
  "</table></section></rulebook>";

static int
text_width (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);

  return width;
}

/* The widest word of a label, as that label draws it. */
static int
longest_word_width (GtkWidget *label)
{
  g_auto(GStrv) words = g_strsplit (gtk_label_get_text (GTK_LABEL (label)), " ", -1);
  int widest = 0;

  for (guint i = 0; words[i] != NULL; i++)
    widest = MAX (widest, text_width (label, words[i]));

  return widest;
}

static GtkWidget *
new_table_view (void)
{
  g_autoptr(TableeRulebook) book = NULL;
  g_autoptr(TableeRulesSection) section = NULL;
  g_autoptr(GError) error = NULL;

  book = tablee_rulebook_new_from_data (table_xml, -1, "x.en.xml", &error);
  g_assert_no_error (error);
  section = g_list_model_get_item (G_LIST_MODEL (book->sections), 0);

  return tablee_rules_view_new_block (g_ptr_array_index (section->blocks, 0), "en");
}

/* The table in a window of that width, once laid out: which form shows. */
static gboolean
shows_grid_at (int width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *table = new_table_view ();
  g_autoptr(GPtrArray) squeezers = NULL;
  AdwSqueezer *squeezer;
  GtkWidget *shown;
  gboolean grid;
  int minimum;

  gtk_window_set_default_size (GTK_WINDOW (window), width, 600);
  gtk_window_set_child (GTK_WINDOW (window), table);
  gtk_window_present (GTK_WINDOW (window));
  squeezers = tablee_test_find_widgets (table, ADW_TYPE_SQUEEZER);
  g_assert_cmpuint (squeezers->len, ==, 1);
  squeezer = ADW_SQUEEZER (g_ptr_array_index (squeezers, 0));
  while (gtk_widget_get_width (GTK_WIDGET (squeezer)) == 0)
    g_main_context_iteration (NULL, TRUE);

  shown = adw_squeezer_get_visible_child (squeezer);
  grid = gtk_widget_has_css_class (shown, "rules-table-grid");
  g_assert_true (grid || gtk_widget_has_css_class (shown, "rules-table-stacked"));

  /* Whatever shows fits whole: nothing is cut off at the edge. */
  gtk_widget_measure (shown, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, gtk_widget_get_width (GTK_WIDGET (squeezer)));

  gtk_window_destroy (GTK_WINDOW (window));

  return grid;
}

static void
test_table_never_breaks_words (void)
{
  GtkWidget *table = g_object_ref_sink (new_table_view ());
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (table, GTK_TYPE_LABEL);
  guint n_cells = 0;

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (labels, i);
      int minimum;

      if (!gtk_widget_has_css_class (cell, "rules-cell")
          && !gtk_widget_has_css_class (cell, "rules-stacked-cell"))
        continue;
      n_cells++;

      /* A cell is never narrower than its longest word: lines break
       * between words, never inside one, with or without a hyphen. */
      gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, >=, longest_word_width (cell));
      g_assert_cmpint (gtk_label_get_wrap_mode (GTK_LABEL (cell)), ==, PANGO_WRAP_WORD);
    }
  /* Six in the grid, three in the stacked form. */
  g_assert_cmpuint (n_cells, ==, 9);

  g_assert_finalize_object (table);
}

/* Wide enough, the table is a grid; too narrow for readable columns, its
 * rows are stacked instead of being squeezed one word per line. */
static void
test_table_stacks_when_narrow (void)
{
  g_assert_true (shows_grid_at (900));
  g_assert_false (shows_grid_at (200));
}

/* The table's title shows above it, as a heading. */
static void
test_table_title (void)
{
  GtkWidget *table = g_object_ref_sink (new_table_view ());
  GtkWidget *title = gtk_widget_get_first_child (table);

  g_assert_true (GTK_IS_LABEL (title));
  g_assert_true (gtk_widget_get_visible (title));
  g_assert_true (gtk_widget_has_css_class (title, "heading"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "Values");

  g_assert_finalize_object (table);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules/view/table-never-breaks-words", test_table_never_breaks_words);
  g_test_add_func ("/rules/view/table-stacks-when-narrow", test_table_stacks_when_narrow);
  g_test_add_func ("/rules/view/table-title", test_table_title);

  return g_test_run ();
}
