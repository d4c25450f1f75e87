/* test-shell.c: the window, its pages, the preferences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-game-page.h"
#include "tablee-pages.h"
#include "tablee-preferences-window.h"
#include "tablee-settings.h"
#include "tablee-sound.h"
#include "tablee-start-page.h"
#include "tablee-window.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"
#include "tally-page.h"

/* A sink that stands for a machine without a sound server. */
#define TEST_TYPE_DEAD_SINK (test_dead_sink_get_type ())
G_DECLARE_FINAL_TYPE (TestDeadSink, test_dead_sink, TEST, DEAD_SINK, GObject)

struct _TestDeadSink
{
  GObject parent_instance;
};

static gboolean
test_dead_sink_is_available (TableeSoundSink *sink)
{
  return FALSE;
}

static gboolean
test_dead_sink_play_file (TableeSoundSink  *sink,
                          const char       *path,
                          const char       *event_id,
                          double            volume_db,
                          GError          **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no sound server");
  return FALSE;
}

static void
test_dead_sink_cancel_all (TableeSoundSink *sink)
{
}

static void
test_dead_sink_iface_init (TableeSoundSinkInterface *iface)
{
  iface->is_available = test_dead_sink_is_available;
  iface->play_file = test_dead_sink_play_file;
  iface->cancel_all = test_dead_sink_cancel_all;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TestDeadSink, test_dead_sink, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SOUND_SINK,
                                                      test_dead_sink_iface_init))

static void
test_dead_sink_class_init (TestDeadSinkClass *klass)
{
}

static void
test_dead_sink_init (TestDeadSink *self)
{
}

static GSettings *
settings (void)
{
  return tablee_settings_get_gsettings (tablee_settings_get_default ());
}

/* The window's list of pages. */
static GtkListBox *
find_sidebar (TableeWindow *window)
{
  g_autoptr(GPtrArray) lists = tablee_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_LIST_BOX);

  for (guint i = 0; i < lists->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (g_ptr_array_index (lists, i)), "sidebar") == 0)
      return g_ptr_array_index (lists, i);
  g_assert_not_reached ();
}

static void
test_window_lists_every_page (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GtkListBox *sidebar = find_sidebar (window);
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);
  g_assert_cmpuint (n_pages, >, 0);

  for (guint i = 0; i < n_pages; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (sidebar, i);
      g_autoptr(GPtrArray) labels = NULL;
      GtkLabel *label;

      g_assert_nonnull (row);
      g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, pages[i].id);
      g_assert_true (gtk_list_box_row_get_activatable (row));
      g_assert_true (tablee_pages_lookup (pages[i].id) == &pages[i]);

      /* One line, the page's title: what the page does is the row's
       * accessible description, which test_shell.py reads. */
      labels = tablee_test_find_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL);
      g_assert_cmpuint (labels->len, ==, 1);
      label = g_ptr_array_index (labels, 0);
      g_assert_cmpstr (gtk_label_get_label (label), ==, pages[i].title);
      g_assert_false (gtk_label_get_wrap (label));
    }
  g_assert_null (gtk_list_box_get_row_at_index (sidebar, n_pages));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_show_page (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);

  for (guint i = 0; i < n_pages; i++)
    {
      g_autofree char *saved = NULL;

      g_assert_true (tablee_window_show_page (window, pages[i].id));
      g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[i].id);
      g_assert_nonnull (tablee_window_get_page (window, pages[i].id));
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (tablee_window_get_page (window, pages[i].id),
                                                 pages[i].get_type ()));
      saved = g_settings_get_string (settings (), "last-page");
      g_assert_cmpstr (saved, ==, pages[i].id);
    }

  /* An unknown page changes nothing. */
  g_assert_false (tablee_window_show_page (window, "chess"));
  g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[n_pages - 1].id);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a click or Enter on a sidebar row does: the row activates. */
static void
test_window_sidebar_row_opens_page (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GtkListBox *sidebar = find_sidebar (window);
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);
  for (guint i = n_pages; i > 0; i--)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (sidebar, (int) i - 1);

      gtk_widget_activate (GTK_WIDGET (row));
      g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[i - 1].id);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_pages_are_built_lazily (void)
{
  TableeWindow *window;
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);
  g_settings_set_string (settings (), "last-page", pages[0].id);
  window = tablee_window_new (NULL);

  for (guint i = 1; i < n_pages; i++)
    g_assert_null (tablee_window_get_page (window, pages[i].id));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_restores_last_page (void)
{
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);

  for (guint i = 0; i < n_pages; i++)
    {
      TableeWindow *window;

      g_settings_set_string (settings (), "last-page", pages[i].id);
      window = tablee_window_new (NULL);
      g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[i].id);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  /* A page that no longer exists falls back to the first one. */
  g_settings_set_string (settings (), "last-page", "chess");
  {
    TableeWindow *window = tablee_window_new (NULL);

    g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[0].id);
    gtk_window_destroy (GTK_WINDOW (window));
  }
}

static void
test_window_show_page_action (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  const TableePageInfo *pages;
  guint n_pages;

  pages = tablee_pages_get (&n_pages);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                             pages[n_pages - 1].id));
  g_assert_cmpstr (tablee_window_get_page_id (window), ==, pages[n_pages - 1].id);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The main menu's New Game starts a new game of the game showing, as its
 * Ctrl+N does. */
static void
test_window_menu_new_game (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  const TableePageInfo *pages;
  guint n_pages;
  guint n_games = 0;

  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      GtkWidget *page;
      AdwToast *toast;

      g_assert_true (tablee_window_show_page (window, pages[i].id));
      page = tablee_window_get_page (window, pages[i].id);
      if (!TABLEE_IS_GAME_PAGE (page))
        continue;
      g_assert_null (tablee_game_page_get_toast (TABLEE_GAME_PAGE (page)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
      toast = tablee_game_page_get_toast (TABLEE_GAME_PAGE (page));
      g_assert_nonnull (toast);
      g_assert_cmpstr (adw_toast_get_title (toast), ==, "New game started");
      n_games++;
    }
  g_assert_cmpuint (n_games, ==, 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The welcome page greets and leads to the players at the table; the
 * games are the sidebar's, not listed again for the first frame to
 * measure. */
static void
test_start_page_leads_to_the_table (void)
{
  GtkWidget *page = g_object_ref_sink (g_object_new (TABLEE_TYPE_START_PAGE, NULL));
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (page, GTK_TYPE_LIST_BOX_ROW);
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (page, GTK_TYPE_BUTTON);

  g_assert_cmpuint (rows->len, ==, 0);
  g_assert_cmpuint (buttons->len, ==, 1);
  g_assert_cmpstr (gtk_actionable_get_action_name (g_ptr_array_index (buttons, 0)), ==,
                   "app.edit-table");

  g_object_unref (page);
}

static void
test_preferences_follow_settings (void)
{
  GtkWidget *window;
  g_autoptr(GPtrArray) switches = NULL;
  GtkSwitch *sound_switch;
  gboolean flash_found = FALSE;

  g_settings_set_boolean (settings (), "sound-enabled", FALSE);
  window = tablee_preferences_window_new ();
  switches = tablee_test_find_widgets (window, GTK_TYPE_SWITCH);
  g_assert_cmpuint (switches->len, ==, 6);

  /* The first switch is "Play Sounds": both ways. */
  sound_switch = g_ptr_array_index (switches, 0);
  g_assert_false (gtk_switch_get_active (sound_switch));
  gtk_switch_set_active (sound_switch, TRUE);
  g_assert_true (g_settings_get_boolean (settings (), "sound-enabled"));
  g_settings_set_boolean (settings (), "sound-enabled", FALSE);
  g_assert_false (gtk_switch_get_active (sound_switch));

  /* The second is "Count Aloud", off until asked for. */
  g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, 1)));
  gtk_switch_set_active (g_ptr_array_index (switches, 1), TRUE);
  g_assert_true (g_settings_get_boolean (settings (), "count-aloud"));
  g_settings_set_boolean (settings (), "count-aloud", FALSE);
  g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, 1)));

  /* Who's Next? counting on away from its page. */
  for (guint i = 0; i < switches->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (switches, i), ADW_TYPE_ACTION_ROW);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                       "Who’s Next? Counts On Elsewhere"))
        {
          gtk_switch_set_active (g_ptr_array_index (switches, i), TRUE);
          g_assert_true (g_settings_get_boolean (settings (), "whosnext-count-away"));
          gtk_switch_set_active (g_ptr_array_index (switches, i), FALSE);
          g_assert_false (g_settings_get_boolean (settings (), "whosnext-count-away"));
          sound_switch = NULL;
        }
      /* The seconds flashing with the ticks, off until asked for. */
      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Flash Each Second"))
        {
          g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, i)));
          gtk_switch_set_active (g_ptr_array_index (switches, i), TRUE);
          g_assert_true (g_settings_get_boolean (settings (), "flash-seconds"));
          g_settings_set_boolean (settings (), "flash-seconds", FALSE);
          g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, i)));
          flash_found = TRUE;
        }
    }
  g_assert_null (sound_switch);
  g_assert_true (flash_found);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
row_with_title_visible (GtkWidget  *root,
                        const char *title)
{
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (root, ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title))
        return gtk_widget_get_visible (row);
    }

  g_assert_not_reached ();
}

static void
test_preferences_say_when_silent (void)
{
  g_autoptr(TableeSoundSink) dead = g_object_new (TEST_TYPE_DEAD_SINK, NULL);
  g_autoptr(TableeSoundSink) recorder = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) silent = tablee_sound_new (dead);
  g_autoptr(TableeSound) working = tablee_sound_new (recorder);
  GtkWidget *window;

  tablee_sound_set_default (silent);
  window = tablee_preferences_window_new ();
  g_assert_true (row_with_title_visible (window, "No sound device found"));
  gtk_window_destroy (GTK_WINDOW (window));

  tablee_sound_set_default (working);
  window = tablee_preferences_window_new ();
  g_assert_false (row_with_title_visible (window, "No sound device found"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop a little: idle callbacks and the frame after them. */
static void
iterate (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      guint wake = g_timeout_add (10, wake_cb, NULL);

      g_main_context_iteration (NULL, TRUE);
      g_source_remove (wake);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static GtkWidget *
find_button_by_action (GtkWidget  *root,
                       const char *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), action) == 0)
        return g_ptr_array_index (buttons, i);
    }

  g_assert_not_reached ();
}

/* A click on a button that disables itself ("Score the Taps") leaves the
 * focus in the page, where its keys work. */
static void
test_window_keys_survive_a_disabled_button (void)
{
  TableeWindow *window;
  GtkWidget *page, *button, *focus;

  g_settings_set_string (settings (), "last-page", "notnot");
  window = tablee_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  iterate (5);
  page = tablee_window_get_page (window, "notnot");
  g_assert_true (gtk_widget_activate_action (page, "page.roll", NULL));

  button = find_button_by_action (page, "page.end-turn");
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_grab_focus (button));
  /* What a click does, at once. */
  g_signal_emit_by_name (button, "clicked");
  iterate (5);
  g_assert_false (gtk_widget_is_sensitive (button));

  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, page));

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_with_css_class (GtkWidget  *root,
                     GType       type,
                     const char *css_class)
{
  g_autoptr(GPtrArray) widgets = tablee_test_find_widgets (root, type);

  for (guint i = 0; i < widgets->len; i++)
    {
      if (gtk_widget_has_css_class (g_ptr_array_index (widgets, i), css_class))
        return g_ptr_array_index (widgets, i);
    }

  g_assert_not_reached ();
}

static int
font_size (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_create_pango_context (widget);
  int size = pango_font_description_get_size (pango_context_get_font_description (context));

  g_object_unref (context);

  return size;
}

/* The table mode: the game alone, the window's buttons and the sidebar
 * hidden, a button to leave, Esc too; the verdict larger than buttons. */
static gboolean
table_mode (TableeWindow *window)
{
  gboolean table_mode;

  g_object_get (window, "table-mode", &table_mode, NULL);
  return table_mode;
}

static void
test_window_table_mode (void)
{
  TableeWindow *window;
  g_autoptr(GPtrArray) headers = NULL;
  GtkWidget *sidebar, *page, *leave, *verdict, *roll;

  g_settings_set_string (settings (), "last-page", "notnot");
  window = tablee_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  iterate (5);
  sidebar = GTK_WIDGET (find_sidebar (window));
  page = tablee_window_get_page (window, "notnot");
  leave = find_button_by_action (GTK_WIDGET (window), "win.leave-table-mode");
  verdict = find_with_css_class (page, GTK_TYPE_LABEL, "notnot-explanation");
  roll = gtk_button_get_child (GTK_BUTTON (find_button_by_action (page, "page.roll")));
  g_assert_true (gtk_widget_is_visible (sidebar));
  g_assert_false (gtk_widget_is_visible (leave));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  iterate (5);
  g_assert_true (table_mode (window));
  g_assert_false (gtk_widget_is_visible (sidebar));
  g_assert_true (gtk_widget_is_visible (leave));
  g_assert_true (gtk_widget_is_visible (page));
  headers = tablee_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  for (guint i = 0; i < headers->len; i++)
    {
      AdwHeaderBar *header = g_ptr_array_index (headers, i);

      if (!gtk_widget_is_visible (GTK_WIDGET (header)))
        continue;
      g_assert_false (adw_header_bar_get_show_start_title_buttons (header));
      g_assert_false (adw_header_bar_get_show_end_title_buttons (header));
    }
  g_assert_cmpint (font_size (verdict), >, font_size (roll) * 3 / 2);

  /* Esc leaves, as does the button. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-table-mode", NULL));
  iterate (5);
  g_assert_false (table_mode (window));
  g_assert_true (gtk_widget_is_visible (sidebar));
  g_assert_false (gtk_widget_is_visible (leave));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A page that asks for more width neither pushes the window wider nor
 * folds the sidebar by itself. */
static void
test_window_pages_keep_the_layout (void)
{
  TableeWindow *window;
  AdwLeaflet *leaflet;
  const TableePageInfo *pages;
  guint n_pages;
  int min_before, min_after;

  g_settings_set_string (settings (), "last-page", "welcome");
  window = tablee_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 600);
  gtk_window_present (GTK_WINDOW (window));
  iterate (5);
  leaflet = ADW_LEAFLET (g_ptr_array_index (tablee_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_LEAFLET), 0));
  g_assert_false (adw_leaflet_get_folded (leaflet));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_before, NULL, NULL, NULL);

  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      /* The games: the rules page, shown, loads its search icon from an
       * SVG, which the headless test environment cannot read. */
      if (g_str_equal (pages[i].id, "rules"))
        continue;
      g_assert_true (tablee_window_show_page (window, pages[i].id));
      iterate (5);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_after, NULL, NULL, NULL);
      g_test_message ("%s: the window needs %d px", pages[i].id, min_after);
      g_assert_cmpint (min_after, ==, min_before);
      g_assert_false (adw_leaflet_get_folded (leaflet));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 700);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Pages switched faster than a crossfade lasts, in every order, each page
 * built in passing: every page is drawn whole, with no snapshot of a
 * widget not given its size (a warning, fatal here). */
static void
test_window_quick_switches (void)
{
  TableeWindow *window;
  const TableePageInfo *pages;
  guint n_pages;
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());

  g_settings_set_string (settings (), "last-page", "welcome");
  window = tablee_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  iterate (3);

  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < 6 * n_pages; i++)
    {
      const TableePageInfo *info = &pages[g_rand_int_range (rand, 0, n_pages)];
      GtkWidget *page;

      /* The rules page's search icon is an SVG the headless test
       * environment cannot read. */
      if (g_str_equal (info->id, "rules"))
        continue;
      g_assert_true (tablee_window_show_page (window, info->id));
      iterate (g_rand_int_range (rand, 0, 3));
      page = tablee_window_get_page (window, info->id);
      if (gtk_widget_get_mapped (page))
        g_assert_true (gtk_widget_get_child_visible (page));
    }
  iterate (30);
  g_assert_cmpint (gtk_widget_get_width (tablee_window_get_page (window, tablee_window_get_page_id (window))), >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
string_list_has (GListModel *model,
                 const char *text)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), text))
        return TRUE;
    }

  return FALSE;
}

/* Adding a game is its folder and one entry in the registry (and its page
 * in the page table): the window lists it after the other games, opens
 * its page with its game, and History offers it in its game filter. */
static void
test_window_adding_a_game (void)
{
  const TableePageInfo page = {
    "tally", "Tally", test_tally_page_get_type, "tablee-symbolic", "Counts points", NULL,
  };
  TableeWindow *window;
  GtkListBox *sidebar;
  GtkListBoxRow *row;
  g_autoptr(GPtrArray) dropdowns = NULL;
  GtkWidget *shown;
  guint history_row = 0;

  tally_register ();
  tablee_pages_add (&page);
  window = tablee_window_new (NULL);
  sidebar = find_sidebar (window);

  for (guint i = 0; (row = gtk_list_box_get_row_at_index (sidebar, i)) != NULL; i++)
    if (g_str_equal (gtk_widget_get_name (GTK_WIDGET (row)), "history"))
      history_row = i;
  row = gtk_list_box_get_row_at_index (sidebar, history_row - 1);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, "tally");

  g_assert_true (tablee_window_show_page (window, "tally"));
  shown = tablee_window_get_page (window, "tally");
  g_assert_true (TEST_IS_TALLY_PAGE (shown));
  g_assert_true (TEST_IS_TALLY (tablee_game_page_get_game (TABLEE_GAME_PAGE (shown))));

  g_assert_true (tablee_window_show_page (window, "history"));
  dropdowns = tablee_test_find_widgets (tablee_window_get_page (window, "history"), GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (dropdowns->len, >, 0);
  g_assert_true (string_list_has (gtk_drop_down_get_model (g_ptr_array_index (dropdowns, 0)), "Tally"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  /* Not gtk_test_init(): it would drop the isolated directories, and the
   * pages would save their games in the real user data directory. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/shell/window/lists-every-page", test_window_lists_every_page);
  g_test_add_func ("/shell/window/show-page", test_window_show_page);
  g_test_add_func ("/shell/window/sidebar-row-opens-page", test_window_sidebar_row_opens_page);
  g_test_add_func ("/shell/window/pages-are-built-lazily", test_window_pages_are_built_lazily);
  g_test_add_func ("/shell/window/restores-last-page", test_window_restores_last_page);
  g_test_add_func ("/shell/window/show-page-action", test_window_show_page_action);
  g_test_add_func ("/shell/window/menu-new-game", test_window_menu_new_game);
  g_test_add_func ("/shell/window/keys-survive-a-disabled-button", test_window_keys_survive_a_disabled_button);
  g_test_add_func ("/shell/window/table-mode", test_window_table_mode);
  g_test_add_func ("/shell/window/pages-keep-the-layout", test_window_pages_keep_the_layout);
  g_test_add_func ("/shell/window/quick-switches", test_window_quick_switches);
  g_test_add_func ("/shell/start-page/leads-to-the-table", test_start_page_leads_to_the_table);
  g_test_add_func ("/shell/preferences/follow-settings", test_preferences_follow_settings);
  g_test_add_func ("/shell/preferences/say-when-silent", test_preferences_say_when_silent);
  /* Last: the game it adds stays in the registry. */
  g_test_add_func ("/shell/window/adding-a-game", test_window_adding_a_game);

  return g_test_run ();
}
