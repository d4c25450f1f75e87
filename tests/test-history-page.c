/* test-history-page.c: the History page, its filters, standings, deleting
 * with undo, export and import.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "history-page-fixture.h"
#include "tablee-export.h"
#include "tablee-frantic-chart.h"
#include "tablee-frantic-game.h"
#include "tablee-frantic-sheet.h"
#include "tablee-history-image.h"
#include "tablee-test-widgets.h"

/* The games the filters let through, as the list shows them. */
static GListModel *
page_games (TableeHistoryPage *page)
{
  return G_LIST_MODEL (gtk_widget_get_template_child (GTK_WIDGET (page), TABLEE_TYPE_HISTORY_PAGE, "games"));
}

static guint
n_games (Fixture *fixture)
{
  return g_list_model_get_n_items (page_games (fixture->page));
}

static GtkDropDown *
dropdown (Fixture    *fixture,
          const char *label)
{
  g_autoptr(GPtrArray) found = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_DROP_DOWN);

  for (guint i = 0; i < found->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (found, i);
      const char *tooltip = gtk_widget_get_tooltip_text (widget);

      if (tooltip != NULL && strstr (tooltip, label) != NULL)
        return GTK_DROP_DOWN (widget);
    }
  g_assert_not_reached ();
}

/* The page's own: the Statistics view has lists too. */
static GtkListBox *
standings_list (Fixture *fixture)
{
  return GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_HISTORY_PAGE,
                                                      "standings_list"));
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;

  return n;
}

static const char *
row_title (GtkListBox *list,
           guint       index)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, index)));
}

/* Whether a button for this action of History's menu could be pressed:
 * the menu's items are made when it opens, so a probe button is added to
 * the page, where the action is found as the menu's item finds it. */
static gboolean
menu_item_sensitive (Fixture    *fixture,
                     const char *action)
{
  g_autoptr(GPtrArray) boxes = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BOX);
  GtkWidget *probe = gtk_button_new ();
  gboolean sensitive;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), action);
  gtk_box_append (g_ptr_array_index (boxes, 0), probe);
  drain ();
  sensitive = gtk_widget_get_sensitive (probe);
  gtk_box_remove (g_ptr_array_index (boxes, 0), probe);

  return sensitive;
}

static void
test_page_empty (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) stacks = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_STACK);
  gboolean empty_shown = FALSE;

  g_assert_cmpuint (n_games (fixture), ==, 0);
  for (guint i = 0; i < stacks->len; i++)
    empty_shown |= g_strcmp0 (gtk_stack_get_visible_child_name (g_ptr_array_index (stacks, i)), "empty") == 0;
  g_assert_true (empty_shown);
  g_assert_cmpuint (n_rows (standings_list (fixture)), ==, 0);
  /* With no game, the exports have nothing to write; an import does. */
  g_assert_false (menu_item_sensitive (fixture, "history.export-csv"));
  g_assert_false (menu_item_sensitive (fixture, "history.export-json"));
  g_assert_false (menu_item_sensitive (fixture, "history.export-bgstats"));
  g_assert_true (menu_item_sensitive (fixture, "history.import"));
}

static void
test_page_filters (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkDropDown *games = dropdown (fixture, "one game");
  GtkDropDown *players = dropdown (fixture, "one player");
  GListModel *names = gtk_drop_down_get_model (players);
  g_autoptr(TableeHistoryEntry) newest = NULL;
  guint ann = 0;

  g_assert_cmpuint (n_games (fixture), ==, 3);
  newest = g_list_model_get_item (page_games (fixture->page), 0);
  g_assert_cmpint (tablee_history_entry_get_started (newest), ==, 1764200000);

  /* Game 1 of the filter is Not Not. */
  gtk_drop_down_set_selected (games, 1);
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 2);

  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 4);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Ann"))
      ann = i;
  g_assert_cmpuint (ann, >, 0);
  gtk_drop_down_set_selected (players, ann);
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 1);
  g_assert_true (menu_item_sensitive (fixture, "history.export-csv"));

  gtk_drop_down_set_selected (games, 0);
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 2);
  g_assert_true (menu_item_sensitive (fixture, "history.export-json"));
  g_assert_true (menu_item_sensitive (fixture, "history.export-bgstats"));
}

static void
test_page_standings (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkListBox *list = standings_list (fixture);
  TableePlayers *people = fixture->table;

  /* Cat won both her games, Ann one of two, Bob one of three. */
  g_assert_cmpuint (n_rows (list), ==, 3);
  g_assert_cmpstr (row_title (list, 0), ==, "Cat");
  g_assert_cmpstr (row_title (list, 1), ==, "Ann");
  g_assert_cmpstr (row_title (list, 2), ==, "Bob");

  /* Per game: Not Not only, where Ann and Cat won their one game each. */
  gtk_drop_down_set_selected (dropdown (fixture, "one game"), 1);
  drain ();
  g_assert_cmpuint (n_rows (list), ==, 3);
  g_assert_cmpstr (row_title (list, 0), ==, "Ann");
  g_assert_cmpstr (row_title (list, 1), ==, "Cat");
  gtk_drop_down_set_selected (dropdown (fixture, "one game"), 0);
  drain ();

  /* The table's name today is the one shown: a rename follows. */
  {
    g_autoptr(GVariant) state = g_variant_parse (NULL, "{'players': <[('cat', 'Kitty', '#3584e4')]>}",
                                                  NULL, NULL, NULL);

    g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (fixture->table), state, NULL));
  }
  drain ();
  g_assert_cmpstr (row_title (list, 0), ==, "Kitty");
  g_assert_true (tablee_players_rename (people, 0, "Cathy", NULL));
  drain ();
  g_assert_cmpstr (row_title (list, 0), ==, "Cathy");
}

static void
test_page_delete_undo (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (page_games (fixture->page), 1);
  AdwToast *toast;

  tablee_history_page_delete (fixture->page, entry);
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 2);
  toast = _tablee_history_page_get_toast (fixture->page);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Game deleted");

  g_signal_emit_by_name (toast, "button-clicked");
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 3);
}

/* The Delete button of a game's window deletes the game and closes it. */
static void
test_page_dialog_delete (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (page_games (fixture->page), 1);
  GtkWidget *dialog = tablee_history_game_dialog_new (fixture->page, entry);
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (dialog, GTK_TYPE_BUTTON);
  GtkWidget *delete = NULL;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), "Delete This Game") == 0)
      delete = g_ptr_array_index (buttons, i);
  g_assert_nonnull (delete);

  g_signal_emit_by_name (delete, "clicked");
  drain ();
  g_assert_null (dialog);
  g_assert_cmpuint (n_games (fixture), ==, 2);
  g_assert_cmpstr (adw_toast_get_title (_tablee_history_page_get_toast (fixture->page)), ==, "Game deleted");
}

/* Waits for the import under way to end, the window answering meanwhile.
 * Its toast is read at once: a slow machine (the sanitizers) could let
 * it time out while the window catches up. */
static void
wait_import (Fixture *fixture)
{
  while (_tablee_history_page_get_importing (fixture->page))
    g_main_context_iteration (NULL, TRUE);
}

static const char *
toast_title (Fixture *fixture)
{
  return adw_toast_get_title (_tablee_history_page_get_toast (fixture->page));
}

static char *
page_json (GtkWidget *owner)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);

  return tablee_history_to_json (history);
}

static void
saved (GtkWidget    *owner,
       const GError *error)
{
  g_assert_no_error (error);
}

/* What the page exports comes back in: nothing twice, and into an empty
 * history all of it. */
static void
test_page_export_import (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "export.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *bad_path = g_build_filename (g_get_user_data_dir (), "bad.json", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  guint n;

  _tablee_export_save (GTK_WIDGET (fixture->page), file, page_json, saved);
  tablee_history_page_import (fixture->page, file);
  wait_import (fixture);
  g_assert_cmpstr (toast_title (fixture), ==, "No new games: all 3 were already in the history");

  while ((n = g_list_model_get_n_items (G_LIST_MODEL (fixture->history))) > 0)
    g_object_unref (tablee_history_remove (fixture->history, n - 1));
  drain ();
  g_assert_cmpuint (n_games (fixture), ==, 0);
  tablee_history_page_import (fixture->page, file);
  wait_import (fixture);
  g_assert_cmpuint (n_games (fixture), ==, 3);
  g_assert_cmpstr (adw_toast_get_title (_tablee_history_page_get_toast (fixture->page)), ==, "3 games imported");

  g_assert_true (g_file_set_contents (bad_path, "{\"format\": \"tablee-history\"", -1, NULL));
  tablee_history_page_import (fixture->page, bad);
  wait_import (fixture);
  g_assert_cmpstr (toast_title (fixture), ==,
                   "The history could not be imported: The file is damaged or cut short: it is not a complete JSON file.");
  g_assert_cmpuint (n_games (fixture), ==, 3);
  g_unlink (path);
  g_unlink (bad_path);
}

/* A file of n games of ann and bob, from the minute first on, in the
 * data dir. */
static GFile *
games_file (guint       n,
            gint64      first,
            const char *name)
{
  g_autoptr(TableeHistory) games = tablee_history_new ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autofree char *json = NULL;

  for (guint i = 0; i < n; i++)
    add_game (games, "notnot", first + i * 60, "ann bob", 1);
  json = tablee_history_to_json (games);
  g_assert_true (g_file_set_contents (path, json, -1, NULL));

  return g_file_new_for_path (path);
}

static GtkProgressBar *
import_progress (Fixture *fixture)
{
  return GTK_PROGRESS_BAR (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_HISTORY_PAGE,
                                                          "import_progress"));
}

/* An import shows its progress in steps, the window answering between
 * them, and says what it did; Cancel stops it, while reading or merging,
 * keeping what came in. */
static void
test_page_import_progress_cancel (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GFile) file = games_file (3000, 1700000000, "many.json");
  g_autoptr(GFile) other = games_file (3000, 1600000000, "other.json");
  GtkRevealer *revealer = GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                       TABLEE_TYPE_HISTORY_PAGE, "import_revealer"));
  g_autoptr(GHashTable) fractions = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint before = n_games (fixture);
  guint merged;

  tablee_history_page_import (fixture->page, file);
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpstr (gtk_progress_bar_get_text (import_progress (fixture)), ==, "Reading the file…");
  while (_tablee_history_page_get_importing (fixture->page))
    {
      double fraction = gtk_progress_bar_get_fraction (import_progress (fixture));

      if (fraction > 0 && fraction < 1)
        g_hash_table_add (fractions, GINT_TO_POINTER ((int) (fraction * 1000)));
      g_main_context_iteration (NULL, TRUE);
    }
  /* 3000 games in steps of 500: the bar went through 500 of 3000 and on. */
  g_assert_cmpuint (g_hash_table_size (fractions), >=, 2);
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpstr (toast_title (fixture), ==, "3000 games imported");
  g_assert_cmpuint (n_games (fixture), ==, before + 3000);

  /* Cancelled while reading: nothing comes in. */
  tablee_history_page_import (fixture->page, other);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "history.cancel-import", NULL);
  wait_import (fixture);
  g_assert_cmpstr (toast_title (fixture), ==, "Import cancelled: no game imported");
  g_assert_cmpuint (n_games (fixture), ==, before + 3000);

  /* Cancelled while merging: what came in stays, and the toast says so. */
  tablee_history_page_import (fixture->page, other);
  while (gtk_progress_bar_get_fraction (import_progress (fixture)) == 0)
    g_main_context_iteration (NULL, TRUE);
  merged = n_games (fixture) - before - 3000;
  g_assert_cmpuint (merged, >, 0);
  g_assert_cmpuint (merged, <, 3000);
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "history.cancel-import", NULL);
  g_assert_false (_tablee_history_page_get_importing (fixture->page));
  {
    g_autofree char *expected = g_strdup_printf ("Import cancelled: %u games imported", merged);

    g_assert_cmpstr (toast_title (fixture), ==, expected);
  }
  g_assert_cmpuint (n_games (fixture), ==, before + 3000 + merged);
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
}

/* Whether a label under widget holds this text (markup included). */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (widget, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;

  return FALSE;
}

/* The row says the game and its winners, then when, under the name the
 * winner has at the table today. */
static void
test_page_row_text (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TableeHistoryEntry) frantic = g_list_model_get_item (page_games (fixture->page), 1);
  g_autofree char *title = tablee_history_dup_title (frantic);
  g_autofree char *subtitle = tablee_history_dup_subtitle (frantic);
  g_autofree char *points = tablee_history_dup_figure_label ("frantic", 12.5);
  g_autofree char *cards = tablee_history_dup_figure_label ("notnot", 1);

  g_assert_cmpstr (title, ==, "Frantic — Cat won");
  /* Two winners, then three, then none. */
  {
    const char *ids[] = { "ann", "bob", "cat" };
    const char *names[] = { "Ann", "Bob", "Cat" };
    const int figures[] = { 1, 1, 1 };
    g_autoptr(TableeHistoryEntry) newest = g_list_model_get_item (page_games (fixture->page), 0);
    g_autoptr(TableeHistoryEntry) three = tablee_history_entry_new ("frantic", "limit-100", 0, 0, 3, ids, names,
                                                                    figures, 7, NULL);
    g_autoptr(TableeHistoryEntry) none = tablee_history_entry_new ("notnot", "level-1", 0, 0, 3, ids, names,
                                                                   figures, 0, NULL);
    g_autofree char *two_won = tablee_history_dup_title (newest);
    g_autofree char *three_won = tablee_history_dup_title (three);
    g_autofree char *none_won = tablee_history_dup_title (none);

    g_assert_cmpstr (two_won, ==, "Not Not — Bob and Cat won");
    g_assert_cmpstr (three_won, ==, "Frantic — Ann, Bob and Cat won");
    g_assert_cmpstr (none_won, ==, "Not Not — no winner");
  }
  g_assert_true (g_str_has_suffix (subtitle, " · 25 min · Up to 154 points"));
  g_assert_cmpstr (points, ==, "12.5 points");
  g_assert_cmpstr (cards, ==, "1 card");
  g_assert_true (has_label (GTK_WIDGET (fixture->page), "Frantic — Cat won"));
  g_assert_true (has_label (GTK_WIDGET (fixture->page), subtitle));

  {
    g_autoptr(GVariant) state = g_variant_parse (NULL, "{'players': <[('cat', 'Kitty', '#3584e4')]>}",
                                                  NULL, NULL, NULL);

    g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (fixture->table), state, NULL));
  }
  drain ();
  g_assert_true (has_label (GTK_WIDGET (fixture->page), "Frantic — Kitty won"));
  g_assert_false (has_label (GTK_WIDGET (fixture->page), "Frantic — Cat won"));
}

/* A game of Frantic opens to its result, its sheet and its chart. */
static void
test_page_frantic_sheet (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) buttons = NULL;
  g_autoptr(GPtrArray) clamps = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) png = NULL;
  gboolean image_button = FALSE;
  GtkWidget *groups;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (7);
  g_autoptr(TableeFranticGame) game = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(TableeFranticRound) round = tablee_frantic_scorer_new_round (scorer);
  g_autoptr(TableeHistoryEntry) entry = NULL;
  g_autoptr(GPtrArray) sheets = NULL;
  g_autoptr(GPtrArray) charts = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *dialog;

  for (guint p = 0; p < tablee_frantic_round_get_n_players (round); p++)
    tablee_frantic_round_set_hand (round, p, 5 * (p + 1));
  g_assert_true (tablee_frantic_game_add_round (game, round, NULL));
  g_assert_true (tablee_history_record (fixture->history, TABLEE_GAME (game)));
  entry = g_list_model_get_item (G_LIST_MODEL (fixture->history), 0);
  g_assert_cmpstr (tablee_history_entry_get_game (entry), ==, "frantic");
  /* The lowest total wins. */
  g_assert_cmpuint (tablee_history_entry_get_winners (entry), ==, 1);
  g_assert_cmpint (tablee_history_entry_get_figure (entry, 2), ==, 15);

  dialog = tablee_history_game_dialog_new (fixture->page, entry);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  sheets = tablee_test_find_widgets (dialog, TABLEE_TYPE_FRANTIC_SHEET);
  charts = tablee_test_find_widgets (dialog, TABLEE_TYPE_FRANTIC_CHART);
  rows = tablee_test_find_widgets (dialog, ADW_TYPE_ACTION_ROW);
  g_assert_cmpuint (sheets->len, ==, 1);
  g_assert_cmpuint (charts->len, ==, 1);
  /* Every column of the sheet has its points: the third seat's 15. */
  g_assert_true (has_label (g_ptr_array_index (sheets, 0), "15"));
  /* A row a seat, and when, how long, which limit. */
  g_assert_cmpuint (rows->len, >=, 3 + 3);

  /* The result saves as a picture: a button says so, and what it saves is
   * the result as it shows, sheet included, as a PNG. */
  buttons = tablee_test_find_widgets (dialog, GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    image_button |= g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), "Save as Image") == 0;
  g_assert_true (image_button);
  clamps = tablee_test_find_widgets (dialog, ADW_TYPE_CLAMP);
  groups = adw_clamp_get_child (g_ptr_array_index (clamps, 0));
  g_assert_true (gtk_widget_is_ancestor (g_ptr_array_index (sheets, 0), groups));
  texture = tablee_history_render_image (groups);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (groups));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, gtk_widget_get_height (groups));
  png = gdk_texture_save_to_png_bytes (texture);
  g_assert_cmpmem (g_bytes_get_data (png, NULL), 4, "\x89PNG", 4);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* A match of La Guerre des Sons opens to its rounds: the cards each won,
 * the round's winner in bold. */
static void
test_page_soundbattle_rounds (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *ids[] = { "ann", "bob" };
  const char *names[] = { "Ann", "<Bob>" };
  const int figures[] = { 1, 2 };
  g_autoptr(TableeHistoryEntry) entry = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *dialog;
  guint found = 0;

  entry = tablee_history_entry_new ("soundbattle", "mode-normal", 1764000000, 600, 2, ids, names, figures, 2,
                                    g_variant_new_parsed ("[(uint32 0, 0, uint32 4), (0, 1, 2), (1, 1, 6), (1, -1, 2)]"));
  dialog = tablee_history_game_dialog_new (fixture->page, entry);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  rows = tablee_test_find_widgets (dialog, ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (rows, i);
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      if (g_str_equal (title, "Round 1"))
        found += has_label (GTK_WIDGET (row), "<b>Ann 4</b>, &lt;Bob&gt; 2");
      else if (g_str_equal (title, "Round 2"))
        found += has_label (GTK_WIDGET (row), "Ann 0, <b>&lt;Bob&gt; 6</b>");
    }
  g_assert_cmpuint (found, ==, 2);

  /* Escape closes it. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (tablee_test_press_shortcut (dialog, "Escape"));
  drain ();
  g_assert_null (dialog);
}

/* A history file that does not read is set aside and said once. */
static void
test_page_damaged_file (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  g_autofree char *path = g_build_filename (dir, "history.state", NULL);
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  TableeHistoryPage *page;
  AdwToast *toast;

  forget_files ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "not a history", -1, NULL));

  page = g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (page));
  gtk_window_set_child (window, overlay);
  gtk_window_present (window);
  drain ();

  toast = _tablee_history_page_get_toast (page);
  g_assert_nonnull (toast);
  g_assert_true (strstr (adw_toast_get_title (toast), "was kept as") != NULL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (page_games (page)), ==, 0);

  gtk_window_destroy (window);
  drain ();
  forget_files ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = g_dir_make_tmp ("tablee-history-page-XXXXXX", NULL);
  g_autofree char *tablee_dir = NULL;
  int ret;

  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("TZ", "UTC", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/history/page/damaged-file", test_page_damaged_file);
  g_test_add ("/history/page/empty", Fixture, NULL, fixture_set_up, test_page_empty, fixture_tear_down);
#define ADD(path, func) \
  g_test_add ("/history/page/" path, Fixture, GINT_TO_POINTER (1), fixture_set_up, func, fixture_tear_down)
  ADD ("filters", test_page_filters);
  ADD ("standings", test_page_standings);
  ADD ("delete-undo", test_page_delete_undo);
  ADD ("dialog-delete", test_page_dialog_delete);
  ADD ("export-import", test_page_export_import);
  ADD ("import-progress-cancel", test_page_import_progress_cancel);
  ADD ("row-text", test_page_row_text);
  ADD ("frantic-sheet", test_page_frantic_sheet);
  ADD ("soundbattle-rounds", test_page_soundbattle_rounds);
#undef ADD

  ret = g_test_run ();
  forget_files ();
  tablee_dir = g_build_filename (data_dir, "tablee", NULL);
  g_rmdir (tablee_dir);
  g_rmdir (data_dir);

  return ret;
}
