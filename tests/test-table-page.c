/* test-table-page.c: game pages seat their games from the people at the
 * table, share their players, and say when a game cannot follow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablee-game-page.h"
#include "tablee-store.h"
#include "tally-game.h"

/* The tally game (2 to 5 seats) on a page of its own. */
#define TEST_TYPE_TALLY_PAGE (test_tally_page_get_type ())
G_DECLARE_FINAL_TYPE (TestTallyPage, test_tally_page, TEST, TALLY_PAGE, TableeGamePage)

struct _TestTallyPage
{
  TableeGamePage parent_instance;
};

G_DEFINE_FINAL_TYPE (TestTallyPage, test_tally_page, TABLEE_TYPE_GAME_PAGE)

static void
test_tally_page_class_init (TestTallyPageClass *klass)
{
  TABLEE_GAME_PAGE_CLASS (klass)->game_id = "tally";
}

static void
test_tally_page_init (TestTallyPage *self)
{
}

typedef struct {
  TableeTable   *table;
  TableePlayers *at_table;
  GtkWindow     *windows[2];
  TableeGame    *games[2];
} Fixture;

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
forget_saved_game (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablee", "tally.state", NULL);

  g_unlink (path);
}

static TableeGamePage *
page_of (Fixture *fixture,
         guint    i)
{
  GtkWidget *overlay = gtk_window_get_child (fixture->windows[i]);

  return TABLEE_GAME_PAGE (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)));
}

static void
open_page (Fixture *fixture,
           guint    i)
{
  GtkWidget *overlay = adw_toast_overlay_new ();

  fixture->windows[i] = GTK_WINDOW (gtk_window_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), g_object_new (TEST_TYPE_TALLY_PAGE, NULL));
  gtk_window_set_child (fixture->windows[i], overlay);
  gtk_window_present (fixture->windows[i]);
  fixture->games[i] = tablee_game_page_get_game (page_of (fixture, i));
  drain ();
}

static void
close_page (Fixture *fixture,
            guint    i)
{
  tablee_store_flush_all ();
  g_clear_pointer (&fixture->windows[i], gtk_window_destroy);
  fixture->games[i] = NULL;
  drain ();
}

/* The table holds the names in data, when given, before any page opens. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_auto(GStrv) names = g_strsplit (data != NULL ? data : "", " ", -1);

  forget_saved_game ();
  fixture->table = tablee_table_dup_default ();
  fixture->at_table = fixture->table;
  for (guint i = 0; names[i] != NULL && *names[i] != '\0'; i++)
    g_assert_nonnull (tablee_players_add (fixture->at_table, names[i], NULL));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixture->windows); i++)
    if (fixture->windows[i] != NULL)
      close_page (fixture, i);
  g_assert_finalize_object (fixture->table);
  forget_saved_game ();
}

static const char *
seat_name (Fixture *fixture,
           guint    game,
           guint    seat)
{
  TableePlayers *seats = tablee_game_get_players (fixture->games[game]);

  return tablee_player_get_name (tablee_players_get_player (seats, seat));
}

static const char *
toast_title (Fixture *fixture,
             guint    i)
{
  AdwToast *toast = tablee_game_page_get_toast (page_of (fixture, i));

  g_assert_nonnull (toast);
  return adw_toast_get_title (toast);
}

/* Two new games seat the people at the table: the same players, in the
 * table's order, with nothing to undo. A rename in one game shows in the
 * other and at the table, and is no step of either. */
static void
test_page_games_share_the_table (Fixture       *fixture,
                                 gconstpointer  data)
{
  open_page (fixture, 0);
  open_page (fixture, 1);

  for (guint g = 0; g < 2; g++)
    {
      TableePlayers *seats = tablee_game_get_players (fixture->games[g]);

      g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 3);
      for (guint i = 0; i < 3; i++)
        g_assert_true (tablee_players_get_player (seats, i) == tablee_players_get_player (fixture->at_table, i));
      g_assert_false (tablee_game_get_can_undo (fixture->games[g]));
    }

  g_assert_true (tablee_players_rename (tablee_game_get_players (fixture->games[0]), 1, "Bruna", NULL));
  g_assert_cmpstr (seat_name (fixture, 1, 1), ==, "Bruna");
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (fixture->at_table, 1)), ==, "Bruna");
  g_assert_false (tablee_game_get_can_undo (fixture->games[0]));
  g_assert_false (tablee_game_get_can_undo (fixture->games[1]));
}

/* Nobody at the table yet: a new game seats three "Player N", who sit at
 * the table from then on. */
static void
test_page_fills_an_empty_table (Fixture       *fixture,
                                gconstpointer  data)
{
  open_page (fixture, 0);

  g_assert_cmpuint (tablee_players_get_n_players (fixture->at_table), ==, 3);
  g_assert_cmpstr (seat_name (fixture, 0, 2), ==, "Player 3");
  g_assert_false (tablee_game_get_can_undo (fixture->games[0]));
}

/* A game in progress keeps its seats when the table changes; seating it
 * again is one step, and the toast says who sits this one out. */
static void
test_page_seat_table (Fixture       *fixture,
                      gconstpointer  data)
{
  TableePlayers *seats;

  open_page (fixture, 0);
  seats = tablee_game_get_players (fixture->games[0]);
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);

  tablee_players_add (fixture->at_table, "Chloé", NULL);
  tablee_players_add (fixture->at_table, "Dora", NULL);
  tablee_players_add (fixture->at_table, "Eli", NULL);
  tablee_players_add (fixture->at_table, "Hugo", NULL);
  tablee_players_add (fixture->at_table, "Inès", NULL);
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page_of (fixture, 0)), "game.seat-table", NULL));
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 5);
  g_assert_cmpstr (seat_name (fixture, 0, 4), ==, "Eli");
  g_assert_cmpstr (toast_title (fixture, 0), ==, "Hugo, Inès sit this one out: this game seats at most 5 players.");
  g_assert_cmpstr (adw_toast_get_button_label (tablee_game_page_get_toast (page_of (fixture, 0))), ==, "_Undo");

  /* Seated already: nothing to take back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page_of (fixture, 0)), "game.seat-table", NULL));
  g_assert_null (adw_toast_get_button_label (tablee_game_page_get_toast (page_of (fixture, 0))));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page_of (fixture, 0)), "game.undo", NULL));
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);
  g_assert_cmpstr (seat_name (fixture, 0, 1), ==, "Bruno");
}

/* Too few at the table for the game: it says so, and keeps its seats. */
static void
test_page_cannot_follow (Fixture       *fixture,
                         gconstpointer  data)
{
  TableePlayers *seats;

  open_page (fixture, 0);
  seats = tablee_game_get_players (fixture->games[0]);
  g_object_unref (tablee_players_remove (fixture->at_table, 1, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page_of (fixture, 0)), "game.seat-table", NULL));
  g_assert_cmpstr (toast_title (fixture, 0), ==, "This game needs at least 2 players.");
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);
  g_assert_cmpstr (seat_name (fixture, 0, 1), ==, "Bruno");
  g_assert_false (tablee_game_get_can_undo (fixture->games[0]));
}

/* A saved game comes back with its players, who sit at the table again
 * (here a table that forgot them), the same by their ids. */
static void
test_page_restores_to_the_table (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autofree char *id = NULL;

  open_page (fixture, 0);
  g_assert_true (tablee_players_rename (fixture->at_table, 0, "Anaïs", NULL));
  id = g_strdup (tablee_player_get_id (tablee_players_get_player (fixture->at_table, 0)));
  close_page (fixture, 0);
  g_assert_finalize_object (fixture->table);

  fixture->table = tablee_table_dup_default ();
  fixture->at_table = fixture->table;
  open_page (fixture, 0);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->at_table), ==, 2);
  g_assert_cmpstr (seat_name (fixture, 0, 0), ==, "Anaïs");
  g_assert_cmpstr (tablee_player_get_id (tablee_players_get_player (fixture->at_table, 0)), ==, id);
  g_assert_true (tablee_players_get_player (tablee_game_get_players (fixture->games[0]), 0) ==
                 tablee_players_get_player (fixture->at_table, 0));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
  tally_register ();

#define ADD(path, names, func) \
  g_test_add (path, Fixture, names, fixture_set_up, func, fixture_tear_down)

  ADD ("/table-page/games-share-the-table", "Ana Bruno Chloé", test_page_games_share_the_table);
  ADD ("/table-page/fills-an-empty-table", NULL, test_page_fills_an_empty_table);
  ADD ("/table-page/seat-table", "Ana Bruno", test_page_seat_table);
  ADD ("/table-page/cannot-follow", "Ana Bruno", test_page_cannot_follow);
  ADD ("/table-page/restores-to-the-table", "Ana Bruno", test_page_restores_to_the_table);

  return g_test_run ();
}
