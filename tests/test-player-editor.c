/* test-player-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-player-editor.h"
#include "tablee-player-pick.h"
#include "tablee-test-widgets.h"

typedef struct {
  GtkWindow          *window;
  AdwToastOverlay    *overlay;
  TableePlayers      *players;
  TableePlayerEditor *editor;
  /* The people at the table, for the tests that seat from it. */
  TableePlayers      *table;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->players = tablee_players_new (2, 4);
  if (data != NULL)
    {
      g_auto(GStrv) names = g_strsplit (data, " ", -1);

      fixture->table = tablee_players_new_table ();
      for (guint i = 0; names[i] != NULL; i++)
        tablee_players_add (fixture->table, names[i], NULL);
      tablee_players_set_table (fixture->players, fixture->table);
      tablee_players_seat (fixture->players, 2, NULL);
    }
  else
    tablee_players_reset (fixture->players, 3);
  fixture->editor = g_object_new (TABLEE_TYPE_PLAYER_EDITOR, "players", fixture->players, NULL);
  fixture->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (fixture->overlay, GTK_WIDGET (fixture->editor));
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->overlay));
  gtk_window_present (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  g_assert_finalize_object (fixture->players);
  if (fixture->table != NULL)
    g_assert_finalize_object (fixture->table);
}

static AdwEntryRow *
row_at (Fixture *fixture,
        guint    position)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  tablee_test_collect_widgets (GTK_WIDGET (fixture->editor), ADW_TYPE_ENTRY_ROW, rows);
  g_assert_cmpuint (position, <, rows->len);

  return g_ptr_array_index (rows, position);
}

/* The message shown under the list, or NULL. */
static const char *
error_shown (Fixture *fixture)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->editor), GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, "error") && gtk_widget_get_visible (label))
        return gtk_label_get_text (GTK_LABEL (label));
    }

  return NULL;
}

/* Buttons are found the way a screen reader user finds them: by name. */
static GtkButton *
button_named (Fixture    *fixture,
              const char *name)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  tablee_test_collect_widgets (GTK_WIDGET (fixture->editor), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), name) == 0)
        return GTK_BUTTON (button);
    }

  g_error ("No button named “%s”", name);
}

static const char *
name_at (Fixture *fixture,
         guint    position)
{
  return tablee_player_get_name (tablee_players_get_player (fixture->players, position));
}

static void
test_rows_follow_the_model (Fixture       *fixture,
                            gconstpointer  data)
{
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row_at (fixture, 2))), ==, "Player 3");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_at (fixture, 2))), ==, "Seat 3");

  tablee_players_rename (fixture->players, 2, "Zoë", NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row_at (fixture, 2))), ==, "Zoë");
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* A page binds its game's players to the editor's property. */
static void
test_players_property (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TableePlayers) other = tablee_players_new (2, 4);
  g_autoptr(TableePlayers) read = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint notified = 0;

  tablee_players_reset (other, 2);
  tablee_players_rename (other, 1, "Yann", NULL);
  g_signal_connect_swapped (fixture->editor, "notify::players", G_CALLBACK (count_cb), &notified);
  g_object_set (fixture->editor, "players", other, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (fixture->editor, "players", &read, NULL);
  g_assert_true (read == other);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row_at (fixture, 1))), ==, "Yann");
  tablee_test_collect_widgets (GTK_WIDGET (fixture->editor), ADW_TYPE_ENTRY_ROW, rows);
  /* The two seats, and the row that adds a player. */
  g_assert_cmpuint (rows->len, ==, 3);

  g_object_set (fixture->editor, "players", other, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_object_set (fixture->editor, "players", NULL, NULL);
  g_assert_cmpuint (notified, ==, 2);
}

static void
test_add (Fixture       *fixture,
          gconstpointer  data)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.add", NULL);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 4);
  g_assert_cmpstr (name_at (fixture, 3), ==, "Player 4");

  /* Full: the action is off, and the model would refuse anyway. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.add", NULL) &&
                  tablee_players_get_n_players (fixture->players) != 4);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 4);
}

static void
test_rename_and_refuse (Fixture       *fixture,
                        gconstpointer  data)
{
  AdwEntryRow *row = row_at (fixture, 0);

  gtk_editable_set_text (GTK_EDITABLE (row), "  <b>&amp;  ");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (name_at (fixture, 0), ==, "<b>&amp;");
  g_assert_null (error_shown (fixture));

  /* A taken name is refused with a message, and nothing changes. */
  row = row_at (fixture, 1);
  gtk_editable_set_text (GTK_EDITABLE (row), "<B>&AMP;");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_nonnull (error_shown (fixture));
  g_assert_nonnull (strstr (error_shown (fixture), "<b>&amp;"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  gtk_editable_set_text (GTK_EDITABLE (row), "");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_cmpstr (error_shown (fixture), ==, "A player needs a name.");
}

/* The entry for the next player: the last entry row. */
static AdwEntryRow *
new_row (Fixture *fixture)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  tablee_test_collect_widgets (GTK_WIDGET (fixture->editor), ADW_TYPE_ENTRY_ROW, rows);
  return g_ptr_array_index (rows, rows->len - 1);
}

static gboolean
has_focus_within (Fixture   *fixture,
                  GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* What a player types: the name, then Enter, in the focused entry. */
static void
type_and_enter (Fixture    *fixture,
                const char *name)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  GtkWidget *row;

  g_assert_nonnull (focus);
  row = gtk_widget_get_ancestor (focus, ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  g_signal_emit_by_name (row, "entry-activated");
  if (adw_entry_row_get_show_apply_button (ADW_ENTRY_ROW (row)))
    g_signal_emit_by_name (row, "apply");
}

static void
test_enter_adds_names (Fixture       *fixture,
                       gconstpointer  data)
{
  gtk_widget_grab_focus (GTK_WIDGET (new_row (fixture)));

  /* "Alice⏎Bruno⏎Chloé⏎": the three seats nobody had named take the
   * names, in order, and the focus stays in the entry, empty. */
  type_and_enter (fixture, "Alice");
  type_and_enter (fixture, "Bruno");
  type_and_enter (fixture, "Chloé");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 3);
  g_assert_cmpstr (name_at (fixture, 0), ==, "Alice");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Bruno");
  g_assert_cmpstr (name_at (fixture, 2), ==, "Chloé");
  g_assert_true (has_focus_within (fixture, GTK_WIDGET (new_row (fixture))));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (new_row (fixture))), ==, "");

  /* Every seat has a name: the next one adds a player. */
  type_and_enter (fixture, "Dan");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 4);
  g_assert_cmpstr (name_at (fixture, 3), ==, "Dan");
  /* The focus goes to Dan's name rather than stay in an insensitive entry. */
  g_assert_true (has_focus_within (fixture, GTK_WIDGET (row_at (fixture, 3))));

  /* The table is full: nothing more can be typed there. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (new_row (fixture))));
}

static void
test_enter_refuses_a_taken_name (Fixture       *fixture,
                                 gconstpointer  data)
{
  AdwEntryRow *row = new_row (fixture);

  gtk_widget_grab_focus (GTK_WIDGET (row));
  type_and_enter (fixture, "Alice");
  type_and_enter (fixture, "alice");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_nonnull (error_shown (fixture));
  /* What was typed stays, to be corrected. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "alice");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
}

static void
test_enter_in_a_seat_moves_on (Fixture       *fixture,
                               gconstpointer  data)
{
  /* Naming the seats one after another: Enter applies the name and goes to
   * the next seat, never back to the same one. */
  gtk_widget_grab_focus (GTK_WIDGET (row_at (fixture, 0)));
  type_and_enter (fixture, "Alice");
  g_assert_true (has_focus_within (fixture, GTK_WIDGET (row_at (fixture, 1))));
  type_and_enter (fixture, "Bruno");
  type_and_enter (fixture, "Chloé");
  g_assert_cmpstr (name_at (fixture, 0), ==, "Alice");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Bruno");
  g_assert_cmpstr (name_at (fixture, 2), ==, "Chloé");
  g_assert_true (has_focus_within (fixture, GTK_WIDGET (new_row (fixture))));
}

static void
test_remove_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  g_signal_emit_by_name (button_named (fixture, "Remove Player 2"), "clicked");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 3");

  /* At the minimum, removing is refused. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (button_named (fixture, "Remove Player 1"))));

  gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.undo-remove", NULL);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 3);
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
}

static void
test_reorder (Fixture       *fixture,
              gconstpointer  data)
{
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (button_named (fixture, "Move Player 1 up"))));
  g_signal_emit_by_name (button_named (fixture, "Move Player 1 down"), "clicked");
  g_assert_cmpstr (name_at (fixture, 0), ==, "Player 2");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 1");
  g_signal_emit_by_name (button_named (fixture, "Move Player 3 up"), "clicked");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 3");
  g_assert_cmpstr (name_at (fixture, 2), ==, "Player 1");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (button_named (fixture, "Move Player 1 down"))));
}

/* The names on the buttons that seat somebody from the table. */
static char *
pick_names (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GString *names = g_string_new (NULL);

  tablee_test_collect_widgets (GTK_WIDGET (fixture->editor), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "editor.seat") == 0 &&
          gtk_widget_is_visible (button))
        g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", gtk_button_get_label (GTK_BUTTON (button)));
    }

  return g_string_free (names, FALSE);
}

/* A list on its own has nothing to pick from. */
static void
test_no_table (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *names = pick_names (fixture);

  g_assert_cmpstr (names, ==, "");
}

/* Who is at the table without a seat can be seated with a tap, or by
 * typing their name: the very player of the table, no new one. */
static void
test_pick_from_table (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *before = pick_names (fixture);
  g_autofree char *after = NULL;
  g_autofree char *more = NULL;
  TableePlayer *dora = tablee_players_get_player (fixture->table, 3);

  g_assert_cmpstr (before, ==, "Chloé Dora");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button_named (fixture, "Seat Chloé"))), ==,
                   "Seat Chloé");
  g_signal_emit_by_name (button_named (fixture, "Seat Chloé"), "clicked");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 3);
  g_assert_true (tablee_players_get_player (fixture->players, 2) ==
                 tablee_players_get_player (fixture->table, 2));
  after = pick_names (fixture);
  g_assert_cmpstr (after, ==, "Dora");

  /* Somebody new at the table shows at once. */
  tablee_players_add (fixture->table, "Hugo", NULL);
  more = pick_names (fixture);
  g_assert_cmpstr (more, ==, "Dora Hugo");

  gtk_widget_grab_focus (GTK_WIDGET (new_row (fixture)));
  type_and_enter (fixture, "dora");
  g_assert_null (error_shown (fixture));
  g_assert_true (tablee_players_get_player (fixture->players, 3) == dora);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->table), ==, 5);
}

/* The buttons are a list model, the table less the seats, of template
 * rows over their players: seating one leaves the other buttons as they
 * are, and a renamed player's button follows, to seat them by their new
 * name. */
static void
test_pick_rows_follow (Fixture       *fixture,
                       gconstpointer  data)
{
  TableePlayer *dora = tablee_players_get_player (fixture->table, 3);
  GtkButton *dora_button = button_named (fixture, "Seat Dora");
  GtkWidget *pick = gtk_widget_get_ancestor (GTK_WIDGET (dora_button), TABLEE_TYPE_PLAYER_PICK);
  GtkWidget *box = gtk_widget_get_ancestor (GTK_WIDGET (dora_button), GTK_TYPE_FLOW_BOX);
  g_autofree char *names = NULL;

  g_assert_nonnull (pick);
  g_assert_nonnull (box);
  g_assert_true (tablee_player_pick_get_item (TABLEE_PLAYER_PICK (pick)) == dora);
  g_object_add_weak_pointer (G_OBJECT (dora_button), (gpointer *) &dora_button);
  g_signal_emit_by_name (button_named (fixture, "Seat Chloé"), "clicked");
  g_assert_nonnull (dora_button);
  g_assert_true (button_named (fixture, "Seat Dora") == dora_button);
  g_object_remove_weak_pointer (G_OBJECT (dora_button), (gpointer *) &dora_button);

  g_assert_true (tablee_players_rename (fixture->table, 3, "Dorothée", NULL));
  names = pick_names (fixture);
  g_assert_cmpstr (names, ==, "Dorothée");
  g_signal_emit_by_name (button_named (fixture, "Seat Dorothée"), "clicked");
  g_assert_true (tablee_players_get_player (fixture->players, 3) == dora);
  g_assert_false (gtk_widget_get_visible (box));
}

/* Enter with a name somebody at the table has seats them, even while a
 * seat is still named "Player N" (no second Chloé); a new name sits at
 * the table too. */
static void
test_enter_joins_the_table (Fixture       *fixture,
                            gconstpointer  data)
{
  g_assert_true (tablee_players_rename (fixture->players, 1, "Player 2", NULL));
  gtk_widget_grab_focus (GTK_WIDGET (new_row (fixture)));
  type_and_enter (fixture, "Chloé");
  g_assert_null (error_shown (fixture));
  g_assert_true (tablee_players_get_player (fixture->players, 2) == tablee_players_get_player (fixture->table, 2));
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");

  type_and_enter (fixture, "Zoé");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Zoé");
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (fixture->table, 1)), ==, "Zoé");

  type_and_enter (fixture, "Yann");
  g_assert_cmpstr (name_at (fixture, 3), ==, "Yann");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->table), ==, 4);
  g_assert_true (tablee_players_get_player (fixture->table, 3) == tablee_players_get_player (fixture->players, 3));
}

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
edit_table_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  guint *n_opened = user_data;

  (*n_opened)++;
}

/* Edit, in the popover a page shows the players in, closes it before the
 * table's window opens: nothing stays over that window to eat its first
 * click. */
static void
test_edit_closes_the_popover (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) app = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) edit_table = g_simple_action_new ("edit-table", NULL);
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  guint n_opened = 0;

  g_signal_connect (edit_table, "activate", G_CALLBACK (edit_table_cb), &n_opened);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (edit_table));
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "app", G_ACTION_GROUP (app));
  /* The editor moves from the window into the popover of a menu button. */
  g_object_ref (fixture->editor);
  adw_toast_overlay_set_child (fixture->overlay, button);
  gtk_popover_set_child (GTK_POPOVER (popover), GTK_WIDGET (fixture->editor));
  g_object_unref (fixture->editor);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  drain ();
  g_assert_true (gtk_widget_get_visible (popover));

  gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.edit-table", NULL);
  drain ();
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpuint (n_opened, ==, 1);
}

/* The window of the people at the table opens with the focus where the
 * next name is typed, not on its first button; Enter with nothing typed
 * adds nobody. */
static void
test_focus_and_empty_enter (Fixture       *fixture,
                            gconstpointer  data)
{
  guint n = tablee_players_get_n_players (fixture->players);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->editor)));
  g_assert_true (has_focus_within (fixture, GTK_WIDGET (new_row (fixture))));

  type_and_enter (fixture, "");
  type_and_enter (fixture, "  ");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, n);
  g_assert_null (error_shown (fixture));

  type_and_enter (fixture, "Eve");
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, n + 1);
  g_assert_cmpstr (name_at (fixture, n), ==, "Eve");
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

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/player-editor/rows-follow-the-model", test_rows_follow_the_model);
  ADD ("/player-editor/players-property", test_players_property);
  ADD ("/player-editor/add", test_add);
  ADD ("/player-editor/rename-and-refuse", test_rename_and_refuse);
  ADD ("/player-editor/enter-adds-names", test_enter_adds_names);
  ADD ("/player-editor/enter-refuses-a-taken-name", test_enter_refuses_a_taken_name);
  ADD ("/player-editor/enter-in-a-seat-moves-on", test_enter_in_a_seat_moves_on);
  ADD ("/player-editor/remove-and-undo", test_remove_and_undo);
  ADD ("/player-editor/reorder", test_reorder);
  ADD ("/player-editor/no-table", test_no_table);
  g_test_add ("/player-editor/pick-from-table", Fixture, "Ana Bruno Chloé Dora",
              fixture_set_up, test_pick_from_table, fixture_tear_down);
  g_test_add ("/player-editor/pick-rows-follow", Fixture, "Ana Bruno Chloé Dora",
              fixture_set_up, test_pick_rows_follow, fixture_tear_down);
  g_test_add ("/player-editor/enter-joins-the-table", Fixture, "Ana Bruno Chloé",
              fixture_set_up, test_enter_joins_the_table, fixture_tear_down);
  g_test_add ("/player-editor/edit-closes-the-popover", Fixture, "Ana Bruno Chloé",
              fixture_set_up, test_edit_closes_the_popover, fixture_tear_down);
  g_test_add ("/player-editor/focus-and-empty-enter", Fixture, "Ana Bruno Chloé",
              fixture_set_up, test_focus_and_empty_enter, fixture_tear_down);

  return g_test_run ();
}
