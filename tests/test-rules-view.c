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

static void
test_table_never_breaks_words (void)
{
  g_autoptr(TableeRulebook) book = NULL;
  g_autoptr(TableeRulesSection) section = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *table;
  GtkWidget *scroll;
  guint n_cells = 0;
  int table_minimum;
  int holder_minimum;

  book = tablee_rulebook_new_from_data (table_xml, -1, "x.en.xml", &error);
  g_assert_no_error (error);
  section = g_list_model_get_item (G_LIST_MODEL (book), 0);
  table = tablee_rules_view_new_block (tablee_rules_section_get_block (section, 0), "en");

  /* Far narrower than the table. */
  gtk_widget_set_size_request (window, 120, -1);
  gtk_window_set_default_size (GTK_WINDOW (window), 120, 400);
  gtk_window_set_child (GTK_WINDOW (window), table);
  gtk_window_present (GTK_WINDOW (window));

  labels = tablee_test_find_widgets (table, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (labels, i);
      int minimum;

      if (!gtk_widget_has_css_class (cell, "rules-cell"))
        continue;
      n_cells++;

      /* A cell is never narrower than its longest word: lines break
       * between words, never inside one, with or without a hyphen. */
      gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, >=, longest_word_width (cell));
      g_assert_cmpint (gtk_label_get_wrap_mode (GTK_LABEL (cell)), ==, PANGO_WRAP_WORD);
    }
  g_assert_cmpuint (n_cells, ==, 6);

  /* Too wide for the window, the table scrolls sideways instead of being
   * cut off: what holds it asks for less than the table needs. */
  scroll = gtk_widget_get_ancestor (g_ptr_array_index (labels, labels->len - 1),
                                    GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroll);
  g_assert_true (gtk_widget_is_ancestor (scroll, table));
  gtk_widget_measure (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroll)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &table_minimum, NULL, NULL, NULL);
  gtk_widget_measure (table, GTK_ORIENTATION_HORIZONTAL, -1, &holder_minimum, NULL, NULL, NULL);
  g_assert_cmpint (holder_minimum, <, table_minimum);
  g_assert_cmpint (holder_minimum, <=, 120);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules/view/table-never-breaks-words", test_table_never_breaks_words);

  return g_test_run ();
}
