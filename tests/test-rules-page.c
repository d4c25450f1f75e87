/* test-rules-page.c: the rules page, and opening it from a game page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-rulebook.h"
#include "tablee-rules-page.h"
#include "tablee-rules-search.h"
#include "tablee-rules-view.h"
#include "tablee-settings.h"
#include "tablee-window.h"
#include "tablee-test-widgets.h"

static GSettings *
settings (void)
{
  return tablee_settings_get_gsettings (tablee_settings_get_default ());
}

static GtkWidget *
find_widgets_first (GtkWidget *root,
                    GType      type)
{
  g_autoptr(GPtrArray) found = tablee_test_find_widgets (root, type);

  g_assert_cmpuint (found->len, >, 0);

  return g_ptr_array_index (found, 0);
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The labels with a CSS class, in order. */
static GPtrArray *
labels_with_class (GtkWidget  *root,
                   const char *css_class)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, css_class))
        g_ptr_array_add (found, label);
    }

  return found;
}

static GtkStack *
content_stack (GtkWidget *page)
{
  g_autoptr(GPtrArray) stacks = tablee_test_find_widgets (page, GTK_TYPE_STACK);

  for (guint i = 0; i < stacks->len; i++)
    {
      GtkStack *stack = g_ptr_array_index (stacks, i);

      if (gtk_stack_get_child_by_name (stack, "results") != NULL)
        return stack;
    }

  g_assert_not_reached ();
}

static GtkListBox *
list_named (GtkWidget  *page,
            const char *name)
{
  GtkWidget *list = find_named (page, name);

  g_assert_true (GTK_IS_LIST_BOX (list));

  return GTK_LIST_BOX (list);
}

static guint
count_named (GtkWidget  *root,
             const char *name)
{
  guint n = g_strcmp0 (gtk_widget_get_name (root), name) == 0 ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_named (child, name);

  return n;
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;

  return n;
}

/* The section the page shows: the one its sidebar selects, whose title
 * heads the reader. */
static TableeRulesSection *
shown_section (GtkWidget *page)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list_named (page, "sections"));
  g_autoptr(GPtrArray) headings = labels_with_class (page, "rules-heading");
  TableeRulesSection *section;

  g_assert_nonnull (row);
  section = g_object_get_data (G_OBJECT (row), "section");
  g_assert_cmpuint (headings->len, >, 0);
  g_assert_cmpstr (gtk_label_get_label (g_ptr_array_index (headings, 0)), ==, section->title);

  return section;
}

/* The id of the entry the reader highlights, or NULL. */
static const char *
highlighted_entry (GtkWidget *page)
{
  g_autoptr(GPtrArray) boxes = tablee_test_find_widgets (page, GTK_TYPE_BOX);

  for (guint i = 0; i < boxes->len; i++)
    {
      GtkWidget *box = g_ptr_array_index (boxes, i);

      if (gtk_widget_has_css_class (box, "rules-target"))
        return gtk_widget_get_name (box);
    }

  return NULL;
}

static GtkWidget *
button_with_action (GtkWidget  *page,
                    const char *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (page, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action) == 0)
        return button;
    }

  g_assert_not_reached ();
}

static double
page_zoom (TableeRulesPage *page)
{
  double zoom;

  g_object_get (page, "zoom", &zoom, NULL);

  return zoom;
}

/* The page's language; the string lives as long as the process. */
static const char *
page_language (TableeRulesPage *page)
{
  g_autofree char *language = NULL;

  g_object_get (page, "language", &language, NULL);

  return g_intern_string (language);
}

static GtkWidget *
new_page (void)
{
  return g_object_ref_sink (g_object_new (TABLEE_TYPE_RULES_PAGE, NULL));
}

static void
test_sidebar_lists_every_section (void)
{
  GtkWidget *page;
  GtkListBox *sections;
  guint expected = 0;

  g_settings_set_string (settings (), "rules-language", "en");
  page = new_page ();
  sections = list_named (page, "sections");

  for (const char * const *game = tablee_rules_get_games (); *game != NULL; game++)
    {
      g_autoptr(TableeRulebook) book = tablee_rulebook_load (*game, "en", NULL);

      g_assert_nonnull (book);
      expected += g_list_model_get_n_items (G_LIST_MODEL (book->sections));
    }
  g_assert_cmpuint (count_rows (sections), ==, expected);

  /* It opens on the first section of the first game. */
  g_assert_true (gtk_list_box_get_selected_row (sections)
                 == gtk_list_box_get_row_at_index (sections, 0));
  g_assert_cmpstr (shown_section (page)->game, ==, "notnot");

  /* Activating a row shows its section. */
  g_signal_emit_by_name (sections, "row-activated", gtk_list_box_get_row_at_index (sections, 3));
  g_assert_cmpstr (shown_section (page)->id, ==,
                   gtk_widget_get_name (GTK_WIDGET (gtk_list_box_get_row_at_index (sections, 3))));

  g_assert_finalize_object (page);
}

static void
test_show_entry (void)
{
  GtkWidget *page;
  TableeRulesPage *rules;
  GtkWidget *entry;

  g_settings_set_string (settings (), "rules-language", "fr");
  page = new_page ();
  rules = TABLEE_RULES_PAGE (page);

  g_assert_true (tablee_rules_page_show (rules, "frantic", "event-plague"));
  g_assert_cmpstr (shown_section (page)->game, ==, "frantic");
  g_assert_cmpstr (shown_section (page)->id, ==, "events");
  g_assert_cmpstr (highlighted_entry (page), ==, "event-plague");
  entry = find_named (page, "event-plague");
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_has_css_class (entry, "rules-target"));
  g_assert_true (gtk_widget_has_css_class (find_named (page, "event-doomsday"), "rules-entry"));
  g_assert_false (gtk_widget_has_css_class (find_named (page, "event-doomsday"), "rules-target"));

  /* Through the actions: the window's and the one game pages use. */
  g_assert_true (gtk_widget_activate_action (page, "page.show-section", "(ss)",
                                             "whosnext", "level-4"));
  g_assert_cmpstr (shown_section (page)->game, ==, "whosnext");
  g_assert_cmpstr (highlighted_entry (page), ==, "level-4");
  g_assert_nonnull (find_named (page, "level-4"));
  g_assert_true (gtk_widget_activate_action (page, "rules.open", "(ss)", "soundbattle", "battle"));
  g_assert_cmpstr (shown_section (page)->id, ==, "battle");

  /* Nothing changes for an id that is not there. */
  g_assert_false (tablee_rules_page_show (rules, "soundbattle", "no-such-id"));
  g_assert_false (tablee_rules_page_show (rules, "chess", "overview"));
  g_assert_cmpstr (shown_section (page)->id, ==, "battle");

  g_assert_finalize_object (page);
}

static void
test_languages (void)
{
  GtkWidget *page;
  TableeRulesPage *rules;
  g_autoptr(GPtrArray) headings = NULL;
  g_autoptr(TableeRulebook) fr = tablee_rulebook_load ("whosnext", "fr", NULL);
  g_autoptr(TableeRulebook) en = tablee_rulebook_load ("whosnext", "en", NULL);
  TableeRulesSection *fr_section = tablee_rulebook_find (fr, "levels", NULL);
  TableeRulesSection *en_section = tablee_rulebook_find (en, "levels", NULL);
  g_autofree char *setting = NULL;

  g_settings_set_string (settings (), "rules-language", "en");
  page = new_page ();
  rules = TABLEE_RULES_PAGE (page);
  g_assert_true (tablee_rules_page_show (rules, "whosnext", "levels"));
  headings = labels_with_class (page, "rules-heading");
  g_assert_cmpuint (headings->len, ==, 1);
  g_assert_cmpstr (gtk_label_get_label (g_ptr_array_index (headings, 0)), ==,
                   en_section->title);

  /* The setting changes the page, the page's action changes the setting. */
  g_settings_set_string (settings (), "rules-language", "fr");
  g_assert_cmpstr (page_language (rules), ==, "fr");
  g_clear_pointer (&headings, g_ptr_array_unref);
  headings = labels_with_class (page, "rules-heading");
  g_assert_cmpstr (gtk_label_get_label (g_ptr_array_index (headings, 0)), ==,
                   fr_section->title);

  g_assert_true (gtk_widget_activate_action (page, "rules.language", "s", "both"));
  setting = g_settings_get_string (settings (), "rules-language");
  g_assert_cmpstr (setting, ==, "both");
  g_assert_cmpstr (page_language (rules), ==, "both");
  g_clear_pointer (&headings, g_ptr_array_unref);
  headings = labels_with_class (page, "rules-heading");
  g_assert_cmpuint (headings->len, ==, 2);
  /* Still the same section, both entries of the level shown twice. */
  g_assert_cmpstr (shown_section (page)->id, ==, "levels");
  g_assert_cmpuint (count_named (page, "level-6"), ==, 2);

  /* "auto" is the interface language (English in this test). */
  g_settings_set_string (settings (), "rules-language", "auto");
  g_assert_cmpstr (page_language (rules), ==, "en");

  g_assert_finalize_object (page);
}

/* The reader: the box that holds the text, with the zoom's class. */
static GtkWidget *
reader_box (GtkWidget *page)
{
  g_autoptr(GPtrArray) boxes = tablee_test_find_widgets (page, GTK_TYPE_BOX);

  for (guint i = 0; i < boxes->len; i++)
    {
      GtkWidget *box = g_ptr_array_index (boxes, i);

      if (gtk_widget_has_css_class (box, "rules-reader"))
        return box;
    }

  g_assert_not_reached ();
}

/* The lines of the reader are as long at every zoom, twice as long for
 * two columns: the clamp around the text follows the zoom and the
 * language. */
static int
reader_maximum_size (GtkWidget *page)
{
  GtkWidget *clamp = gtk_widget_get_ancestor (reader_box (page), ADW_TYPE_CLAMP);

  return adw_clamp_get_maximum_size (ADW_CLAMP (clamp));
}

static void
test_zoom (void)
{
  GtkWidget *page = new_page ();
  TableeRulesPage *rules = TABLEE_RULES_PAGE (page);
  GtkWidget *window = gtk_window_new ();

  /* Buttons follow their actions once in a window. */
  gtk_window_set_child (GTK_WINDOW (window), page);

  g_assert_cmpfloat (page_zoom (rules), ==, 1.0);
  g_assert_true (gtk_widget_activate_action (page, "rules.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (page, "rules.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 1.2, 0.001);
  /* The text is larger (tablee-rules.css), its lines as long. */
  g_assert_true (gtk_widget_has_css_class (reader_box (page), "rules-zoom-120"));
  g_assert_false (gtk_widget_has_css_class (reader_box (page), "rules-zoom-100"));
  g_assert_cmpint (reader_maximum_size (page), ==, 912);
  g_assert_true (gtk_widget_activate_action (page, "rules.language", "s", "both"));
  g_assert_cmpint (reader_maximum_size (page), ==, 1680);
  g_assert_true (gtk_widget_activate_action (page, "rules.language", "s", "en"));
  g_assert_cmpint (reader_maximum_size (page), ==, 912);
  g_assert_true (gtk_widget_activate_action (page, "rules.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 1.1, 0.001);
  g_assert_true (gtk_widget_activate_action (page, "rules.zoom-reset", NULL));
  g_assert_cmpfloat (page_zoom (rules), ==, 1.0);
  g_assert_true (gtk_widget_has_css_class (reader_box (page), "rules-zoom-100"));
  g_assert_true (gtk_widget_has_css_class (reader_box (page), "rules-reader"));
  g_assert_cmpint (reader_maximum_size (page), ==, 760);

  /* Bounded, and the action that would go further is disabled. */
  for (guint i = 0; i < 40; i++)
    gtk_widget_activate_action (page, "rules.zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 2.5, 0.001);
  g_assert_false (gtk_widget_get_sensitive (button_with_action (page, "rules.zoom-in")));
  g_assert_true (gtk_widget_get_sensitive (button_with_action (page, "rules.zoom-out")));
  for (guint i = 0; i < 40; i++)
    gtk_widget_activate_action (page, "rules.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 0.6, 0.001);
  g_assert_false (gtk_widget_get_sensitive (button_with_action (page, "rules.zoom-out")));
  g_assert_true (gtk_widget_get_sensitive (button_with_action (page, "rules.zoom-in")));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (page);
}

/* Ctrl+F searches; Ctrl+plus, Ctrl+minus and Ctrl+0 zoom, from the main
 * keyboard and the numeric one. */
static void
test_shortcuts (void)
{
  GtkWidget *page = new_page ();
  TableeRulesPage *rules = TABLEE_RULES_PAGE (page);
  GtkSearchBar *search_bar = GTK_SEARCH_BAR (find_widgets_first (page, GTK_TYPE_SEARCH_BAR));

  g_assert_true (tablee_test_press_shortcut (page, "<Control>f"));
  g_assert_true (gtk_search_bar_get_search_mode (search_bar));

  g_assert_true (tablee_test_press_shortcut (page, "<Control>plus"));
  g_assert_true (tablee_test_press_shortcut (page, "<Control>equal"));
  g_assert_true (tablee_test_press_shortcut (page, "<Control>KP_Add"));
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 1.3, 0.001);
  g_assert_true (tablee_test_press_shortcut (page, "<Control>minus"));
  g_assert_true (tablee_test_press_shortcut (page, "<Control>KP_Subtract"));
  g_assert_cmpfloat_with_epsilon (page_zoom (rules), 1.1, 0.001);
  g_assert_true (tablee_test_press_shortcut (page, "<Control>0"));
  g_assert_cmpfloat (page_zoom (rules), ==, 1.0);
  g_object_set (rules, "zoom", 2.0, NULL);
  g_assert_true (tablee_test_press_shortcut (page, "<Control>KP_0"));
  g_assert_cmpfloat (page_zoom (rules), ==, 1.0);

  g_assert_finalize_object (page);
}

static void
test_search (void)
{
  GtkWidget *page;
  TableeRulesPage *rules;
  GtkListBox *results;
  GtkSearchBar *search_bar;
  GtkListBoxRow *first;
  g_autoptr(GPtrArray) labels = NULL;
  gboolean highlighted = FALSE;

  g_settings_set_string (settings (), "rules-language", "fr");
  page = new_page ();
  rules = TABLEE_RULES_PAGE (page);
  results = list_named (page, "results");

  search_bar = GTK_SEARCH_BAR (find_widgets_first (page, GTK_TYPE_SEARCH_BAR));

  /* Ctrl+F opens the search bar. */
  g_assert_false (gtk_search_bar_get_search_mode (search_bar));
  g_assert_true (gtk_widget_activate_action (page, "rules.search", NULL));
  g_assert_true (gtk_search_bar_get_search_mode (search_bar));

  /* Accents and case do not matter; the French text comes first. */
  tablee_rules_page_search (rules, "PESTE");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (content_stack (page)), ==, "results");
  g_assert_cmpuint (count_rows (results), >, 0);
  first = gtk_list_box_get_row_at_index (results, 0);

  /* The matched words are highlighted in the row. */
  labels = tablee_test_find_widgets (GTK_WIDGET (first), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    highlighted |= g_strstr_len (gtk_label_get_label (g_ptr_array_index (labels, i)), -1,
                                 "background=") != NULL;
  g_assert_true (highlighted);

  /* Activating a result opens its section at the entry. */
  g_signal_emit_by_name (results, "row-activated", first);
  g_assert_false (gtk_search_bar_get_search_mode (search_bar));
  g_assert_cmpstr (shown_section (page)->game, ==, "frantic");
  g_assert_cmpstr (highlighted_entry (page), ==, "event-plague");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (content_stack (page)), ==, "reader");

  /* Escape in the entry closes the search. */
  g_assert_true (gtk_widget_activate_action (page, "rules.search", NULL));
  g_assert_true (gtk_search_bar_get_search_mode (search_bar));
  g_signal_emit_by_name (find_widgets_first (page, GTK_TYPE_SEARCH_ENTRY), "stop-search");
  g_assert_false (gtk_search_bar_get_search_mode (search_bar));

  /* Nothing found, then nothing typed. */
  tablee_rules_page_search (rules, "xylophonezz");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (content_stack (page)), ==, "no-results");
  g_assert_cmpuint (count_rows (results), ==, 0);
  tablee_rules_page_search (rules, "  ");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (content_stack (page)), ==, "reader");

  g_assert_finalize_object (page);
}

/* In a window, the entry opened is scrolled to the top of the reader. */
static void
test_scrolls_to_entry (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = new_page ();
  GtkScrolledWindow *reader;
  GtkAdjustment *adjustment;
  GtkWidget *entry;
  graphene_point_t point;

  g_settings_set_string (settings (), "rules-language", "en");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tablee_rules_page_show (TABLEE_RULES_PAGE (page), "frantic", "event-plague"));

  reader = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (find_named (page, "event-plague"),
                                                         GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_vadjustment (reader);

  /* Waits for the frames that lay the text out, however long they take:
   * a page that never scrolls is caught by the test's own time limit, not
   * by a guess at how fast this machine is. */
  while (gtk_adjustment_get_value (adjustment) == 0)
    g_main_context_iteration (NULL, TRUE);

  entry = find_named (page, "event-plague");
  g_assert_true (gtk_widget_compute_point (entry, GTK_WIDGET (reader),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  /* Plague, in the middle of the events, starts at the top of what shows. */
  g_assert_cmpfloat (point.y, >=, 0);
  g_assert_cmpfloat (point.y, <=, 48);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (page);
}

static void
test_open_from_a_game_page (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GtkWidget *page;
  GtkWidget *welcome;

  /* A widget of another page asks for the rules. */
  g_assert_true (tablee_window_show_page (window, "welcome"));
  welcome = tablee_window_get_page (window, "welcome");
  tablee_rules_open (welcome, "notnot", "level-hard");

  g_assert_cmpstr (tablee_window_get_page_id (window), ==, "rules");
  page = tablee_window_get_page (window, "rules");
  g_assert_true (TABLEE_IS_RULES_PAGE (page));
  g_assert_cmpstr (shown_section (page)->game, ==, "notnot");
  g_assert_cmpstr (highlighted_entry (page), ==, "level-hard");
  g_assert_cmpstr (shown_section (page)->id, ==, "levels");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A widget that reaches action and is on screen: a button for it, or a
 * menu button whose menu has it. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      GMenuModel *section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      gboolean found = FALSE;

      if (section != NULL)
        {
          found = menu_has_action (section, action);
          g_object_unref (section);
        }
      else if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name))
        found = g_strcmp0 (name, action) == 0;
      if (found)
        return TRUE;
    }

  return FALSE;
}

static gboolean
action_on_screen (GtkWidget  *page,
                  const char *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (page, GTK_TYPE_BUTTON);
  g_autoptr(GPtrArray) menu_buttons = tablee_test_find_widgets (page, GTK_TYPE_MENU_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (gtk_widget_get_mapped (button)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action) == 0)
        return TRUE;
    }
  for (guint i = 0; i < menu_buttons->len; i++)
    {
      GtkMenuButton *button = g_ptr_array_index (menu_buttons, i);
      GMenuModel *model = gtk_menu_button_get_menu_model (button);

      if (gtk_widget_get_mapped (GTK_WIDGET (button)) && model != NULL
          && menu_has_action (model, action))
        return TRUE;
    }

  return FALSE;
}

/* At the narrowest the app goes, the zoom is still at hand. */
static void
test_zoom_at_360 (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = new_page ();
  GtkWidget *sections_button;
  AdwSqueezer *squeezer;
  GtkWidget *shown;
  int minimum;

  g_settings_set_string (settings (), "rules-language", "fr");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  sections_button = button_with_action (page, "rules.show-sections");

  /* Waits for the page to fold its sidebar away and show the Sections
   * button, as it does at this width (the frames take what they take: the
   * test's time limit catches a page that never folds). */
  while (!gtk_widget_get_mapped (sections_button))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);

  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (page), <=, 360);
  g_assert_true (action_on_screen (page, "rules.zoom-in"));
  g_assert_true (action_on_screen (page, "rules.zoom-out"));
  g_assert_true (action_on_screen (page, "rules.zoom-reset"));

  /* The toolbar's arrangement fits whole: nothing is cut off at the edge. */
  squeezer = ADW_SQUEEZER (find_widgets_first (page, ADW_TYPE_SQUEEZER));
  shown = adw_squeezer_get_visible_child (squeezer);
  g_assert_nonnull (shown);
  gtk_widget_measure (shown, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, gtk_widget_get_width (GTK_WIDGET (squeezer)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (page);
}

/* Every row of the section list and of the results has a name of its own
 * for screen readers. */
static void
test_rows_have_names (void)
{
  GtkWidget *page;
  GtkListBox *sections;
  GtkListBox *results;
  guint n_results;

  g_settings_set_string (settings (), "rules-language", "en");
  page = new_page ();
  sections = list_named (page, "sections");
  results = list_named (page, "results");

  g_assert_cmpuint (count_rows (sections), >, 0);
  for (guint i = 0; i < count_rows (sections); i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (sections, i);
      GtkLabel *label = GTK_LABEL (gtk_list_box_row_get_child (row));

      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           gtk_label_get_text (label));
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row),
                                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    }

  tablee_rules_page_search (TABLEE_RULES_PAGE (page), "mating season");
  n_results = count_rows (results);
  g_assert_cmpuint (n_results, >=, 2);
  for (guint i = 0; i < n_results; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (results, i);
      TableeRulesResult *result = g_object_get_data (G_OBJECT (row), "result");
      TableeRulesSection *section = result->section;
      const char *language = section->language;
      g_autofree char *where = NULL;
      g_autofree char *name = NULL;

      /* An entry is found in its section; a section stands alone. */
      if (result->entry != NULL)
        where = g_strdup_printf ("Frantic › %s", section->title);
      else
        where = g_strdup ("Frantic");
      name = g_strdup_printf ("%s, %s, %s", result->title, where,
                              g_str_equal (language, "fr") ? "Français" : "English");

      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    }

  g_assert_finalize_object (page);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules/page/sidebar", test_sidebar_lists_every_section);
  g_test_add_func ("/rules/page/show-entry", test_show_entry);
  g_test_add_func ("/rules/page/languages", test_languages);
  g_test_add_func ("/rules/page/zoom", test_zoom);
  g_test_add_func ("/rules/page/shortcuts", test_shortcuts);
  g_test_add_func ("/rules/page/search", test_search);
  g_test_add_func ("/rules/page/scrolls-to-entry", test_scrolls_to_entry);
  g_test_add_func ("/rules/page/open-from-a-game-page", test_open_from_a_game_page);
  g_test_add_func ("/rules/page/zoom-at-360", test_zoom_at_360);
  g_test_add_func ("/rules/page/rows-have-names", test_rows_have_names);

  return g_test_run ();
}
