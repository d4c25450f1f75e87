/* test-table.c: the people at the table, saved, and how games seat them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-store.h"
#include "tablee-table.h"
#include "tally-game.h"

static const char *
name_at (TableePlayers *players,
         guint          position)
{
  return tablee_player_get_name (tablee_players_get_player (players, position));
}

static void
add_names (TableeTable *table,
           const char  *names)
{
  g_auto(GStrv) split = g_strsplit (names, " ", -1);

  for (guint i = 0; split[i] != NULL; i++)
    g_assert_nonnull (tablee_players_add (table, split[i], NULL));
}

/* The table is saved in its own store and comes back the same: names,
 * colours, ids, order. */
static void
test_table_store_round_trip (void)
{
  g_autoptr(TableeTable) table = tablee_players_new_table ();
  g_autoptr(TableeTable) again = tablee_players_new_table ();
  g_autoptr(TableeStore) store = tablee_store_new ("table", TABLEE_TABLE_FORMAT_VERSION);
  g_autoptr(TableeStore) store_again = tablee_store_new ("table", TABLEE_TABLE_FORMAT_VERSION);
  TableePlayers *players = table;
  TableePlayers *back = again;

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (table), NULL));
  add_names (table, "Ana Bruno Chloé");
  g_assert_true (tablee_players_move (players, 2, 0));
  tablee_store_flush_all ();

  g_assert_true (tablee_store_attach (store_again, TABLEE_SAVEABLE (again), NULL));
  g_assert_cmpuint (tablee_players_get_n_players (back), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      TableePlayer *a = tablee_players_get_player (players, i);
      TableePlayer *b = tablee_players_get_player (back, i);

      g_assert_cmpstr (tablee_player_get_id (a), ==, tablee_player_get_id (b));
      g_assert_cmpstr (tablee_player_get_name (a), ==, tablee_player_get_name (b));
      g_assert_cmpstr (tablee_player_get_colour (a), ==, tablee_player_get_colour (b));
    }
  g_assert_cmpstr (name_at (back, 0), ==, "Chloé");
}

/* A state without its players is refused, and the table stays. */
static void
test_table_refuses_damage (void)
{
  g_autoptr(TableeTable) table = tablee_players_new_table ();
  g_autoptr(GVariant) state = g_variant_ref_sink (g_variant_new_parsed ("{'people': <1>}"));
  g_autoptr(GError) error = NULL;

  add_names (table, "Ana");
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (table), state, &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 1);
}

/* One default table while anybody holds it; the next starts empty. */
static void
test_table_default (void)
{
  TableeTable *table = tablee_table_dup_default ();
  TableeTable *same = tablee_table_dup_default ();
  TableeTable *next;

  g_assert_true (table == same);
  add_names (table, "Ana");
  g_object_unref (same);
  g_assert_finalize_object (table);

  next = tablee_table_dup_default ();
  g_assert_cmpuint (tablee_players_get_n_players (next), ==, 0);
  g_assert_finalize_object (next);
}

/* A game seats the first of the table, as many as it takes, in the
 * table's order, and says who sits this one out. */
static void
test_table_seat_first (void)
{
  g_autoptr(TableeTable) table = tablee_players_new_table ();
  g_autoptr(TableePlayers) seats = tablee_players_new (3, 4);
  g_autofree char *left_out = NULL;

  add_names (table, "Ana Bruno Chloé Dora Hugo Inès");
  g_assert_true (tablee_table_seat (table, seats, FALSE, &left_out, NULL));
  g_assert_true (tablee_players_get_table (seats) == table);
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_true (tablee_players_get_player (seats, i) ==
                   tablee_players_get_player (table, i));
  g_assert_cmpstr (left_out, ==, "Hugo, Inès");

  g_clear_pointer (&left_out, g_free);
  g_object_unref (tablee_players_remove (table, 5, NULL));
  g_object_unref (tablee_players_remove (table, 4, NULL));
  g_assert_true (tablee_table_seat (table, seats, FALSE, &left_out, NULL));
  g_assert_null (left_out);
}

/* Too few at the table: the game cannot follow and keeps its seats; a new
 * game fills the table with "Player N" instead (three when nobody is
 * there yet). */
static void
test_table_seat_too_few (void)
{
  g_autoptr(TableeTable) table = tablee_players_new_table ();
  g_autoptr(TableePlayers) seats = tablee_players_new (3, 7);
  g_autoptr(TableePlayers) pair = tablee_players_new (2, 4);
  g_autoptr(GError) error = NULL;
  TableePlayers *players = table;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_assert_true (tablee_table_seat (table, pair, TRUE, NULL, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpstr (name_at (pair, 2), ==, "Player 3");

  g_object_unref (tablee_players_remove (players, 2, NULL));
  g_object_unref (tablee_players_remove (players, 1, NULL));
  tablee_players_reset (seats, 5);
  g_assert_false (tablee_table_seat (table, seats, FALSE, NULL, &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW);
  g_assert_cmpstr (error->message, ==, "This game needs at least 3 players.");
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 5);
  g_assert_cmpstr (name_at (seats, 0), ==, "Player 1");

  g_assert_true (tablee_table_seat (table, seats, TRUE, NULL, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 3);
}

/* A game in progress keeps its seats when the table changes, and hears of
 * a rename without a step to undo; seating again is one step, which undo
 * takes back to the same players. */
static void
test_table_game_keeps_seats (void)
{
  g_autoptr(TableeTable) table = tablee_players_new_table ();
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(TableePlayer) bruno = NULL;
  g_autofree char *undone = NULL;
  TableePlayers *players = table;
  TableePlayers *seats = tablee_game_get_players (game);
  TableePlayer *ana;

  add_names (table, "Ana Bruno");
  g_assert_true (tablee_game_seat_table (game, table, TRUE, NULL, NULL));
  g_assert_false (tablee_game_get_can_undo (game));
  ana = tablee_players_get_player (seats, 0);

  bruno = tablee_players_remove (players, 1, NULL);
  add_names (table, "Chloé Dora");
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);
  g_assert_true (tablee_players_get_player (seats, 1) == bruno);

  g_assert_true (tablee_players_rename (players, 0, "Anaïs", NULL));
  g_assert_cmpstr (name_at (seats, 0), ==, "Anaïs");
  g_assert_false (tablee_game_get_can_undo (game));

  g_assert_true (tablee_game_seat_table (game, table, FALSE, NULL, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 3);
  g_assert_cmpstr (name_at (seats, 2), ==, "Dora");
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Everyone at the table seated");
  g_assert_cmpuint (TEST_TALLY (game)->counts->len, ==, 3);

  undone = tablee_game_undo (game);
  g_assert_cmpstr (undone, ==, "Everyone at the table seated");
  g_assert_cmpuint (tablee_players_get_n_players (seats), ==, 2);
  g_assert_true (tablee_players_get_player (seats, 0) == ana);
  g_assert_cmpstr (name_at (seats, 0), ==, "Anaïs");
  /* Bruno had left the table: he is back in his seat, and so at the table. */
  g_assert_cmpstr (tablee_player_get_id (tablee_players_get_player (seats, 1)), ==,
                   tablee_player_get_id (bruno));
  g_assert_cmpint (tablee_players_find (players, tablee_players_get_player (seats, 1)), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/table/store-round-trip", test_table_store_round_trip);
  g_test_add_func ("/table/refuses-damage", test_table_refuses_damage);
  g_test_add_func ("/table/default", test_table_default);
  g_test_add_func ("/table/seat-first", test_table_seat_first);
  g_test_add_func ("/table/seat-too-few", test_table_seat_too_few);
  g_test_add_func ("/table/game-keeps-seats", test_table_game_keeps_seats);

  return g_test_run ();
}
