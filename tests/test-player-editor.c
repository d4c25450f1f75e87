/* test-player-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-player-editor.h"
#include "tablee-test-widgets.h"

typedef struct {
  GtkWindow          *window;
  AdwToastOverlay    *overlay;
  TableePlayers      *players;
  TableePlayerEditor *editor;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->players = tablee_players_new (2, 4);
  tablee_players_reset (fixture->players, 3);
  fixture->editor = TABLEE_PLAYER_EDITOR (tablee_player_editor_new (fixture->players));
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
  g_assert_null (tablee_player_editor_get_error (fixture->editor));

  /* A taken name is refused with a message, and nothing changes. */
  row = row_at (fixture, 1);
  gtk_editable_set_text (GTK_EDITABLE (row), "<B>&AMP;");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_nonnull (tablee_player_editor_get_error (fixture->editor));
  g_assert_nonnull (strstr (tablee_player_editor_get_error (fixture->editor), "<b>&amp;"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));

  gtk_editable_set_text (GTK_EDITABLE (row), "");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_cmpstr (tablee_player_editor_get_error (fixture->editor), ==, "A player needs a name.");
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
  ADD ("/player-editor/add", test_add);
  ADD ("/player-editor/rename-and-refuse", test_rename_and_refuse);
  ADD ("/player-editor/remove-and-undo", test_remove_and_undo);
  ADD ("/player-editor/reorder", test_reorder);

  return g_test_run ();
}
