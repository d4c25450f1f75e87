/* test-history.c: the record of finished games and the standings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-history.h"
#include "tablee-test-process.h"
#include "tally-game.h"

static TableeHistoryEntry *
entry (const char *game,
       gint64      started,
       const char *seats,
       const int  *figures,
       guint       winners)
{
  g_auto(GStrv) ids = g_strsplit (seats, " ", -1);
  g_auto(GStrv) names = g_new0 (char *, g_strv_length (ids) + 1);

  for (guint i = 0; ids[i] != NULL; i++)
    names[i] = g_ascii_strup (ids[i], -1);

  return tablee_history_entry_new (game, "level-1", started, 600, g_strv_length (ids),
                                   (const char * const *) ids, (const char * const *) names,
                                   figures, winners, NULL);
}

static void
add (TableeHistory *history,
     const char    *game,
     gint64         started,
     const char    *seats,
     const int     *figures,
     guint          winners)
{
  g_autoptr(TableeHistoryEntry) e = entry (game, started, seats, figures, winners);

  g_assert_true (tablee_history_add (history, e));
}

static gint64
started_at (TableeHistory *history,
            guint          position)
{
  g_autoptr(TableeHistoryEntry) e = g_list_model_get_item (G_LIST_MODEL (history), position);

  return tablee_history_entry_get_started (e);
}

static void
test_history_newest_first (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  const int figures[] = { 3, 5 };
  g_autoptr(TableeHistoryEntry) again = entry ("notnot", 200, "ann bob", figures, 2);
  g_autoptr(TableeHistoryEntry) removed = NULL;

  add (history, "notnot", 200, "ann bob", figures, 2);
  add (history, "notnot", 100, "ann bob", figures, 2);
  add (history, "frantic", 300, "ann bob", figures, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  g_assert_cmpint (started_at (history, 0), ==, 300);
  g_assert_cmpint (started_at (history, 1), ==, 200);
  g_assert_cmpint (started_at (history, 2), ==, 100);

  /* The same game is not recorded twice. */
  g_assert_false (tablee_history_add (history, again));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);

  /* Taken out and put back, as delete and undo do. */
  removed = tablee_history_remove (history, 1);
  g_assert_cmpint (tablee_history_entry_get_started (removed), ==, 200);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 2);
  g_assert_true (tablee_history_add (history, removed));
  g_assert_cmpint (started_at (history, 1), ==, 200);
}

static void
test_history_standings (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(GListModel) all = NULL;
  g_autoptr(GListModel) notnot = NULL;
  g_autoptr(TableeStanding) first = NULL;
  g_autoptr(TableeStanding) second = NULL;
  g_autoptr(TableeStanding) third = NULL;
  const int a[] = { 10, 4, 4 };
  const int b[] = { 2, 8 };
  const int c[] = { 6, 6, 1 };

  add (history, "notnot", 100, "ann bob cat", a, 1 << 0);
  add (history, "frantic", 200, "bob cat", b, 1 << 0);
  /* A tie: both win. */
  add (history, "notnot", 300, "ann bob cat", c, (1 << 0) | (1 << 1));

  notnot = tablee_history_compute_standings (history, "notnot", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (notnot), ==, 3);
  first = g_list_model_get_item (notnot, 0);
  g_assert_cmpstr (tablee_standing_get_id (first), ==, "ann");
  g_assert_cmpstr (tablee_standing_get_name (first), ==, "ANN");
  g_assert_cmpuint (tablee_standing_get_played (first), ==, 2);
  g_assert_cmpuint (tablee_standing_get_wins (first), ==, 2);
  g_assert_cmpfloat_with_epsilon (tablee_standing_get_win_rate (first), 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (tablee_standing_get_figure (first), 8.0, 1e-9);
  second = g_list_model_get_item (notnot, 1);
  g_assert_cmpstr (tablee_standing_get_id (second), ==, "bob");
  third = g_list_model_get_item (notnot, 2);
  g_assert_cmpuint (tablee_standing_get_wins (third), ==, 0);

  all = tablee_history_compute_standings (history, NULL, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (all), ==, 3);
  /* Ann and Bob have two wins each; Ann's rate is better. */
  g_clear_object (&first);
  g_clear_object (&second);
  first = g_list_model_get_item (all, 0);
  second = g_list_model_get_item (all, 1);
  g_assert_cmpstr (tablee_standing_get_id (first), ==, "ann");
  g_assert_cmpstr (tablee_standing_get_id (second), ==, "bob");
  g_assert_cmpuint (tablee_standing_get_played (second), ==, 3);
}

/* Issue 29: Game = La Guerre des Sons and Player = Bob listed a match Bob
 * never played. The standings are those of the games the filters list. */
static void
test_history_standings_player (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(GListModel) bob_soundbattle = NULL;
  g_autoptr(GListModel) bob_notnot = NULL;
  g_autoptr(GListModel) cat_any = NULL;
  g_autoptr(TableeStanding) standing = NULL;
  const int two[] = { 8, 11 };
  const int three[] = { 3, 5, 2 };

  add (history, "soundbattle", 100, "ann cat", two, 1 << 1);
  add (history, "notnot", 200, "ann bob cat", three, 1 << 1);
  add (history, "notnot", 300, "ann cat", two, 1 << 0);

  /* Bob never played La Guerre des Sons: no game listed, no standing. */
  bob_soundbattle = tablee_history_compute_standings (history, "soundbattle", "bob");
  g_assert_cmpuint (g_list_model_get_n_items (bob_soundbattle), ==, 0);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (history)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

      g_assert_false (tablee_history_entry_matches (entry, "soundbattle", "bob"));
    }

  /* Bob's Not Not: the one game he played, with his opponents. */
  bob_notnot = tablee_history_compute_standings (history, "notnot", "bob");
  g_assert_cmpuint (g_list_model_get_n_items (bob_notnot), ==, 3);
  standing = g_list_model_get_item (bob_notnot, 0);
  g_assert_cmpstr (tablee_standing_get_id (standing), ==, "bob");
  g_clear_object (&standing);
  standing = g_list_model_get_item (bob_notnot, 1);
  g_assert_cmpuint (tablee_standing_get_played (standing), ==, 1);
  g_assert_cmpuint (tablee_standing_get_wins (standing), ==, 0);
  g_clear_object (&standing);

  /* Cat, any game: all three games; Bob only in the one he played. */
  cat_any = tablee_history_compute_standings (history, NULL, "cat");
  g_assert_cmpuint (g_list_model_get_n_items (cat_any), ==, 3);
  for (guint i = 0; i < g_list_model_get_n_items (cat_any); i++)
    {
      g_autoptr(TableeStanding) s = g_list_model_get_item (cat_any, i);
      const char *id = tablee_standing_get_id (s);

      g_assert_cmpuint (tablee_standing_get_played (s), ==, g_str_equal (id, "bob") ? 1 : 3);
    }
}

static void
test_history_save_load (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistory) copy = tablee_history_new ();
  g_autoptr(TableeHistoryEntry) detailed = NULL;
  g_autoptr(TableeHistoryEntry) loaded = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) again = NULL;
  const char *ids[] = { "ann", "bob" };
  const char *names[] = { "Ann", "Bob, \"the\" drummer" };
  const int figures[] = { -10, 42 };

  detailed = tablee_history_entry_new ("frantic", "limit-154", 500, 1800, 2, ids, names, figures, 1,
                                       g_variant_new ("(ai)", NULL));
  g_assert_true (tablee_history_add (history, detailed));
  add (history, "notnot", 100, "ann bob", figures, 2);

  state = tablee_saveable_save (TABLEE_SAVEABLE (history));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, NULL));
  again = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, again));

  loaded = g_list_model_get_item (G_LIST_MODEL (copy), 0);
  g_assert_cmpstr (tablee_history_entry_get_mode (loaded), ==, "limit-154");
  g_assert_cmpstr (tablee_history_entry_get_player_name (loaded, 1), ==, names[1]);
  g_assert_cmpint (tablee_history_entry_get_figure (loaded, 0), ==, -10);
  g_assert_nonnull (tablee_history_entry_get_detail (loaded));
  g_assert_true (tablee_history_entry_has_player (loaded, "bob"));
  g_assert_false (tablee_history_entry_has_player (loaded, "cat"));
}

static void
test_history_load_damaged (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  const int figures[] = { 1, 2 };
  const char *bad[] = {
    "@a{sv} {}",
    "{'games': <[('notnot', 'level-1', int64 1, int64 1, @a(ssi) [], uint32 0, <()>)]>}",
    "{'games': <[('notnot', 'level-1', int64 1, int64 -5, [('a', 'A', 1)], uint32 0, <()>)]>}",
    "{'games': <[('notnot', 'level-1', int64 1, int64 4294967296, [('a', 'A', 1)], uint32 0, <()>)]>}",
    "{'games': <[('notnot', 'level-1', int64 -1, int64 5, [('a', 'A', 1)], uint32 0, <()>)]>}",
    "{'games': <[('notnot', 'level-1', int64 1, int64 5, [('a', 'A', 1)], uint32 2, <()>)]>}",
    "{'games': <[('', 'level-1', int64 1, int64 5, [('a', 'A', 1)], uint32 0, <()>)]>}",
    "{'games': <[('notnot', 'level-1', int64 1, int64 5, [('', 'A', 1)], uint32 0, <()>)]>}",
  };

  add (history, "notnot", 100, "ann bob", figures, 2);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GVariant) state = g_variant_parse (G_VARIANT_TYPE_VARDICT, bad[i], NULL, NULL, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (state);
      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (history), state, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 1);
    }
}

static void
test_history_merge (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistory) imported = tablee_history_new ();
  const int figures[] = { 1, 2 };

  add (history, "notnot", 100, "ann bob", figures, 2);
  add (history, "notnot", 200, "ann bob", figures, 2);
  add (imported, "notnot", 200, "ann bob", figures, 2);
  add (imported, "notnot", 200, "ann cat", figures, 2);
  add (imported, "whosnext", 50, "ann bob", figures, 1);

  g_assert_cmpuint (tablee_history_merge (history, imported), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);
  g_assert_cmpuint (tablee_history_merge (history, imported), ==, 0);
  g_assert_cmpint (started_at (history, 3), ==, 50);
}

/* Three games as the table played them: Not Not at its Extreme level,
 * Frantic (the fewest points win) with a tie behind the winner, and the
 * issue's match of La Guerre des Sons. */
static TableeHistory *
csv_history (void)
{
  TableeHistory *history = tablee_history_new ();
  const char *ids[] = { "ann", "bob", "cat" };
  const char *names[] = { "=Ann", "Bob; Jr", "Hélène" };
  const int notnot[] = { 3, 7 };
  const int frantic[] = { 40, 12, 40 };
  const int soundbattle[] = { 8, 11, 18 };
  g_autoptr(TableeHistoryEntry) a = tablee_history_entry_new ("notnot", "level-4", 86400, 90, 2, ids,
                                                              names, notnot, 1 << 1, NULL);
  g_autoptr(TableeHistoryEntry) b = tablee_history_entry_new ("frantic", "limit-154", 86400 * 2, 1500, 3, ids,
                                                              names, frantic, 1 << 1, NULL);
  g_autoptr(TableeHistoryEntry) c = tablee_history_entry_new ("soundbattle", "mode-normal", 86400 * 3, 600, 3,
                                                              ids, names, soundbattle, 1 << 2, NULL);

  g_assert_true (tablee_history_add (history, a));
  g_assert_true (tablee_history_add (history, b));
  g_assert_true (tablee_history_add (history, c));

  return history;
}

/* Issue 29: the CSV had raw field names, ids and UTC times. It speaks the
 * interface's language now, names the modes as the games do, gives local
 * times and ranks the players with the figures the game showed. */
static void
test_history_csv (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TableeHistory) history = NULL;
      g_autofree char *csv = NULL;
      g_auto(GStrv) lines = NULL;

      /* One hour east of UTC, without the time zone database. */
      g_setenv ("TZ", "CET-1", TRUE);
      history = csv_history ();
      csv = tablee_history_to_csv (history);
      g_assert_true (g_str_has_prefix (csv, "\xEF\xBB\xBF"));
      lines = g_strsplit (csv + 3, "\r\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, 10);
      g_assert_cmpstr (lines[0], ==, "Game,Mode,Started,Minutes,Rank,Player,Result,Unit,Winner");
      g_assert_cmpstr (lines[1], ==, "La Guerre des Sons,Normal,1970-01-04 01:00,10,1,Hélène,18,cards,Yes");
      g_assert_cmpstr (lines[2], ==, "La Guerre des Sons,Normal,1970-01-04 01:00,10,2,Bob; Jr,11,cards,No");
      g_assert_cmpstr (lines[3], ==, "La Guerre des Sons,Normal,1970-01-04 01:00,10,3,\"'=Ann\",8,cards,No");
      g_assert_cmpstr (lines[4], ==, "Frantic,Up to 154 points,1970-01-03 01:00,25,1,Bob; Jr,12,points,Yes");
      g_assert_cmpstr (lines[5], ==, "Frantic,Up to 154 points,1970-01-03 01:00,25,2,\"'=Ann\",40,points,No");
      g_assert_cmpstr (lines[6], ==, "Frantic,Up to 154 points,1970-01-03 01:00,25,2,Hélène,40,points,No");
      g_assert_cmpstr (lines[7], ==, "Not Not,Extreme,1970-01-02 01:00,2,1,Bob; Jr,7,cards,Yes");
      g_assert_cmpstr (lines[8], ==, "Not Not,Extreme,1970-01-02 01:00,2,2,\"'=Ann\",3,cards,No");
      g_assert_cmpstr (lines[9], ==, "");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* In French: French headers and modes, and what a French spreadsheet
 * reads, semicolons between the fields. */
static void
test_history_csv_french (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TableeHistory) history = NULL;
      g_autofree char *csv = NULL;
      g_auto(GStrv) lines = NULL;

      g_setenv ("TZ", "CET-1", TRUE);
      tablee_test_use_french ();

      history = csv_history ();
      csv = tablee_history_to_csv (history);
      g_assert_true (g_str_has_prefix (csv, "\xEF\xBB\xBF"));
      lines = g_strsplit (csv + 3, "\r\n", -1);
      g_assert_cmpstr (lines[0], ==, "Jeu;Mode;Début;Minutes;Place;Joueur;Résultat;Unité;Gagnant");
      g_assert_cmpstr (lines[1], ==, "La Guerre des Sons;Normal;1970-01-04 01:00;10;1;Hélène;18;cartes;Oui");
      g_assert_cmpstr (lines[2], ==, "La Guerre des Sons;Normal;1970-01-04 01:00;10;2;\"Bob; Jr\";11;cartes;Non");
      g_assert_cmpstr (lines[4], ==, "Frantic;Jusqu’à 154 points;1970-01-03 01:00;25;1;\"Bob; Jr\";12;points;Oui");
      g_assert_cmpstr (lines[7], ==, "Not Not;Extrême;1970-01-02 01:00;2;1;\"Bob; Jr\";7;cartes;Oui");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A finished game goes in once, its seats in order, the winners marked. */
static void
test_history_record (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeGame) game = tally_new ();
  TableePlayers *players = tablee_game_get_players (game);
  g_autoptr(TableeHistoryEntry) recorded = NULL;

  tally_score (TEST_TALLY (game), 1, 4, FALSE);
  tally_score (TEST_TALLY (game), 2, 4, TRUE);
  g_assert_true (tablee_history_record (history, game));
  g_assert_false (tablee_history_record (history, game));

  recorded = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_assert_cmpstr (tablee_history_entry_get_game (recorded), ==, "tally");
  g_assert_cmpstr (tablee_history_entry_get_mode (recorded), ==, "tally");
  g_assert_cmpint (tablee_history_entry_get_started (recorded), ==, tablee_game_get_started (game));
  g_assert_cmpint (tablee_history_entry_get_duration (recorded), >=, 0);
  g_assert_cmpuint (tablee_history_entry_get_n_players (recorded), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);

      g_assert_cmpstr (tablee_history_entry_get_player_id (recorded, i), ==, tablee_player_get_id (player));
      g_assert_cmpstr (tablee_history_entry_get_player_name (recorded, i), ==, tablee_player_get_name (player));
    }
  g_assert_cmpint (tablee_history_entry_get_figure (recorded, 2), ==, 4);
  g_assert_cmpuint (tablee_history_entry_get_winners (recorded), ==, (1 << 1) | (1 << 2));
}

/* A game recorded is found by its game and start, wherever History put it:
 * not first when a game that started later is there already. */
static void
test_history_lookup (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(TableeHistoryEntry) found = NULL;
  g_autoptr(TableeHistoryEntry) other = NULL;
  const int figures[] = { 1, 2 };

  add (history, "tally", tablee_game_get_started (game) + 3600, "a b", figures, 1);
  g_assert_null (tablee_history_lookup (history, game));
  tally_score (TEST_TALLY (game), 1, 4, FALSE);
  g_assert_true (tablee_history_record (history, game));

  found = tablee_history_lookup (history, game);
  g_assert_nonnull (found);
  g_assert_cmpint (tablee_history_entry_get_started (found), ==, tablee_game_get_started (game));
  g_assert_cmpint (tablee_history_find (history, found), ==, 1);
  other = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_assert_cmpint (tablee_history_find (history, other), ==, 0);
  g_object_unref (tablee_history_remove (history, 1));
  g_assert_cmpint (tablee_history_find (history, found), ==, -1);
  g_assert_cmpint (tablee_history_find (history, NULL), ==, -1);
}

static void
test_history_json (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistory) copy = tablee_history_new ();
  g_autoptr(TableeHistoryEntry) detailed = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) again = NULL;
  g_autofree char *json = NULL;
  const char *ids[] = { "ann", "bob" };
  const char *names[] = { "Ann", "Bob \"Jr\" ⚡" };
  const int figures[] = { -10, 42 };
  guint added = 99;

  detailed = tablee_history_entry_new ("frantic", "limit-154", 1764100000, 1800, 2, ids, names, figures, 1,
                                       g_variant_new ("a{sv}", NULL));
  g_assert_true (tablee_history_add (history, detailed));
  /* Not Not counts cards won: none below zero, 51 in all at most. */
  add (history, "notnot", 1764000000, "ann bob", (const int[]) { 10, 30 }, 3);

  json = tablee_history_to_json (history);
  g_assert_true (tablee_history_import_json (copy, json, -1, &added, NULL));
  g_assert_cmpuint (added, ==, 2);
  state = tablee_saveable_save (TABLEE_SAVEABLE (history));
  again = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, again));

  /* Importing the same file again adds nothing. */
  g_assert_true (tablee_history_import_json (copy, json, -1, &added, NULL));
  g_assert_cmpuint (added, ==, 0);
}

#define N_NOT_HISTORIES 6

static void
test_history_json_damaged (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  const int figures[] = { 1, 2 };
  const char *bad[] = {
    "",
    "[1, 2",
    "[]",
    "{\"format\": \"something\", \"version\": 1, \"games\": []}",
    "{\"format\": \"tablee-history\", \"version\": 2, \"games\": []}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": {}}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [3]}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [{\"game\": \"notnot\"}]}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [{\"game\": \"notnot\", \"mode\": \"l\","
    " \"started\": \"yesterday\", \"duration\": 5, \"players\": [{\"id\": \"a\", \"name\": \"A\", \"figure\": 1}]}]}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [{\"game\": \"notnot\", \"mode\": \"l\","
    " \"started\": \"2026-11-25T20:00:00Z\", \"duration\": -5, \"players\": [{\"id\": \"a\", \"name\": \"A\", \"figure\": 1}]}]}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [{\"game\": \"notnot\", \"mode\": \"l\","
    " \"started\": \"2026-11-25T20:00:00Z\", \"duration\": 5, \"players\": [{\"id\": \"a\", \"figure\": 1}]}]}",
    "{\"format\": \"tablee-history\", \"version\": 1, \"games\": [{\"game\": \"notnot\", \"mode\": \"l\","
    " \"started\": \"2026-11-25T20:00:00Z\", \"duration\": 5, \"players\": [{\"id\": \"a\", \"name\": \"A\", \"figure\": 1}],"
    " \"detail-type\": \"(ai)\", \"detail\": \"nope\"}]}",
  };

  add (history, "notnot", 100, "ann bob", figures, 2);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      guint added = 99;

      /* A file that is not a history is refused whole; a damaged game in
       * a history is refused alone (and counted: test-history-json.c). */
      if (i < N_NOT_HISTORIES)
        {
          g_assert_false (tablee_history_import_json (history, bad[i], -1, NULL, &error));
          g_assert_nonnull (error);
          g_assert_true (error->domain == G_IO_ERROR);
        }
      else
        {
          g_assert_true (tablee_history_import_json (history, bad[i], -1, &added, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (added, ==, 0);
        }
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/newest-first", test_history_newest_first);
  g_test_add_func ("/history/standings", test_history_standings);
  g_test_add_func ("/history/standings-player", test_history_standings_player);
  g_test_add_func ("/history/save-load", test_history_save_load);
  g_test_add_func ("/history/load-damaged", test_history_load_damaged);
  g_test_add_func ("/history/merge", test_history_merge);
  g_test_add_func ("/history/csv", test_history_csv);
  g_test_add_func ("/history/csv-french", test_history_csv_french);
  g_test_add_func ("/history/record", test_history_record);
  g_test_add_func ("/history/lookup", test_history_lookup);
  g_test_add_func ("/history/json", test_history_json);
  g_test_add_func ("/history/json-damaged", test_history_json_damaged);

  return g_test_run ();
}
