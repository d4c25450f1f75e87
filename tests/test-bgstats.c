/* test-bgstats.c: the history as BG Stats' .bgsplay files, out and in:
 * the export's structure, a hand-written export of BG Stats
 * (tests/fixtures/bgstats/), the limits read before parsing, and the round
 * trip (export, import into an empty history, the same games).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "tablee-bgstats-private.h"
#include "tally-game.h"

#define ANN "0e9c1b52-6d1c-4e43-9b0a-3c4d5e6f7a81"
#define BOB "5a1d7c20-2f7b-4b8e-8c1d-9e0f1a2b3c4d"
#define CHLOE "c2b6e0f4-1a3d-4c5e-9f70-8192a3b4c5d6"

static gint64
utc (int year,
     int month,
     int day,
     int hour,
     int minute)
{
  g_autoptr(GDateTime) dt = g_date_time_new_utc (year, month, day, hour, minute, 0);

  return g_date_time_to_unix (dt);
}

static void
add (TableeHistory *history,
     const char    *game,
     const char    *mode,
     gint64         started,
     gint64         duration,
     guint          n,
     const char   **ids,
     const char   **names,
     const int     *figures,
     guint          winners)
{
  g_autoptr(TableeHistoryEntry) entry = tablee_history_entry_new (game, mode, started, duration, n, ids, names,
                                                                  figures, winners, NULL);

  g_assert_true (tablee_history_add (history, entry));
}

/* Four games: the table's ids are uuids, but one player's ("dan") is not. */
static TableeHistory *
fixture (void)
{
  TableeHistory *history = tablee_history_new ();

  add (history, "notnot", "level-2", utc (2026, 3, 14, 20, 30), 1500, 2,
       (const char *[]) { ANN, BOB }, (const char *[]) { "Ann", "Bob" }, (int[]) { 12, 7 }, 1 << 0);
  add (history, "whosnext", "mode-classic", utc (2026, 3, 15, 21, 0), 600, 3,
       (const char *[]) { ANN, BOB, CHLOE }, (const char *[]) { "Ann", "Bob", "Chloé" },
       (int[]) { 1, 1, 4 }, 1 << 0 | 1 << 1);
  add (history, "frantic", "limit-154", utc (2026, 4, 2, 19, 0), 3600, 2,
       (const char *[]) { CHLOE, "dan" }, (const char *[]) { "Chloé", "Dan" }, (int[]) { 160, 95 }, 1 << 1);
  add (history, "soundbattle", "mode-duel", utc (2026, 4, 3, 19, 0), 900, 2,
       (const char *[]) { "dan", ANN }, (const char *[]) { "Dan", "Ann" }, (int[]) { 5, 3 }, 1 << 0);

  return history;
}

static char *
export (TableeHistory *history)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();

  return tablee_bgstats_to_json (G_LIST_MODEL (history), zone);
}

static TableeBgstatsFile *
read_file (const char  *data,
           gsize        length,
           GError     **error)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();

  return tablee_bgstats_file_new_from_data (data, length, zone, error);
}

static JsonObject *
find_by_id (JsonArray *array,
            gint64     id)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (json_object_get_int_member (object, "id") == id)
        return object;
    }
  g_assert_not_reached ();
}

static void
test_bgstats_export (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autofree char *json = export (history);
  g_autofree char *again = export (history);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *user, *me;
  JsonArray *games, *players, *plays;
  guint n_scores = 0;

  /* A second export is the same file: the same uuids. */
  g_assert_cmpstr (json, ==, again);

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  games = json_object_get_array_member (root, "games");
  players = json_object_get_array_member (root, "players");
  plays = json_object_get_array_member (root, "plays");
  g_assert_cmpuint (json_array_get_length (games), ==, 4);
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  g_assert_cmpuint (json_array_get_length (plays), ==, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "locations")), ==, 0);

  /* Who's Next? and Frantic: fewest wins. */
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      const char *name = json_object_get_string_member (game, "name");
      gboolean lowest = g_str_equal (name, "Who's Next?") || g_str_equal (name, "Frantic");

      g_assert_true (g_str_equal (name, "Not Not") || g_str_equal (name, "La Guerre des Sons") || lowest);
      g_assert_cmpint (json_object_get_boolean_member (game, "highestWins"), ==, !lowest);
      g_assert_false (json_object_get_boolean_member (game, "noPoints"));
      g_assert_false (json_object_has_member (game, "bggId"));
      g_assert_true (g_uuid_string_is_valid (json_object_get_string_member (game, "uuid")));
    }

  /* Ann (3 games) is "me"; her uuid is her table id. */
  user = json_object_get_object_member (root, "userInfo");
  me = find_by_id (players, json_object_get_int_member (user, "meRefId"));
  g_assert_cmpstr (json_object_get_string_member (me, "name"), ==, "Ann");
  g_assert_cmpstr (json_object_get_string_member (me, "uuid"), ==, "0E9C1B52-6D1C-4E43-9B0A-3C4D5E6F7A81");

  for (guint i = 0; i < json_array_get_length (plays); i++)
    {
      JsonObject *play = json_array_get_object_element (plays, i);
      JsonArray *scores = json_object_get_array_member (play, "playerScores");
      JsonObject *game = find_by_id (games, json_object_get_int_member (play, "gameRefId"));
      guint n_winners = 0;

      g_assert_true (g_uuid_string_is_valid (json_object_get_string_member (play, "uuid")));
      for (guint seat = 0; seat < json_array_get_length (scores); seat++)
        {
          JsonObject *score = json_array_get_object_element (scores, seat);

          /* BG Stats wants startPlayer on every score. */
          g_assert_true (json_object_has_member (score, "startPlayer"));
          g_assert_cmpint (json_object_get_boolean_member (score, "startPlayer"), ==, seat == 0);
          g_assert_cmpint (json_object_get_int_member (score, "seatOrder"), ==, seat + 1);
          n_winners += json_object_get_boolean_member (score, "winner");
          n_scores++;
        }

      if (g_str_equal (json_object_get_string_member (game, "name"), "Who's Next?"))
        {
          JsonObject *first = json_array_get_object_element (scores, 0);

          /* 21:00 UTC, ten minutes, a tie of two, scores as strings. */
          g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==, "2026-03-15 21:00:00");
          g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==, 10);
          g_assert_cmpstr (json_object_get_string_member (play, "board"), ==, "mode-classic");
          g_assert_cmpuint (n_winners, ==, 2);
          g_assert_cmpstr (json_object_get_string_member (first, "score"), ==, "1");
        }
    }
  g_assert_cmpuint (n_scores, ==, 9);
}

static void
assert_entry (TableeHistoryEntry *entry,
              const char         *game,
              const char         *mode,
              gint64              started,
              gint64              duration,
              const char * const *ids,
              const int          *figures,
              guint               winners)
{
  guint n = g_strv_length ((char **) ids);

  g_assert_cmpstr (tablee_history_entry_get_game (entry), ==, game);
  g_assert_cmpstr (tablee_history_entry_get_mode (entry), ==, mode);
  g_assert_cmpint (tablee_history_entry_get_started (entry), ==, started);
  g_assert_cmpint (tablee_history_entry_get_duration (entry), ==, duration);
  g_assert_cmpuint (tablee_history_entry_get_n_players (entry), ==, n);
  for (guint seat = 0; seat < n; seat++)
    {
      g_assert_cmpstr (tablee_history_entry_get_player_id (entry, seat), ==, ids[seat]);
      g_assert_cmpint (tablee_history_entry_get_figure (entry, seat), ==, figures[seat]);
    }
  g_assert_cmpuint (tablee_history_entry_get_winners (entry), ==, winners);
}

static TableeHistoryEntry *
entry_at (TableeHistory *history,
          guint          position)
{
  return g_list_model_get_item (G_LIST_MODEL (history), position);
}

static void
test_bgstats_import_fixture (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "bgstats", "plays.bgsplay", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeBgstatsFile) file = NULL;
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistoryEntry) newest = NULL;
  g_autoptr(TableeHistoryEntry) tie = NULL;
  g_autoptr(TableeHistoryEntry) oldest = NULL;
  const char * const table_ids[] = { ANN, "t-bob" };
  const char * const table_names[] = { "Annie", "BOB" };
  g_autofree char *anonymous = g_ascii_strdown ("63861461-539C-489A-8DF4-EFC4B4EDEBEF", -1);
  gsize length;
  guint duplicates;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_no_error (error);
  file = read_file (data, length, &error);
  g_assert_no_error (error);

  /* Plays 1, 3, 5 (again the uuid of 1) and 6 are Not Not's and Who's
   * Next?'s; 2 is Catan's; 4's score "12.5" is not a figure. */
  g_assert_cmpuint (tablee_bgstats_file_get_n_plays (file), ==, 4);
  g_assert_cmpuint (tablee_bgstats_file_get_n_other_plays (file), ==, 1);
  g_assert_cmpuint (tablee_bgstats_file_get_n_refused (file), ==, 1);

  /* The players in the order the plays meet them. */
  g_assert_cmpuint (tablee_bgstats_file_get_n_players (file), ==, 4);
  g_assert_cmpstr (tablee_bgstats_file_get_player_name (file, 0), ==, "Bob");
  g_assert_cmpstr (tablee_bgstats_file_get_player_name (file, 1), ==, "Ann");
  g_assert_cmpstr (tablee_bgstats_file_get_player_name (file, 2), ==, "Chloé");
  g_assert_cmpstr (tablee_bgstats_file_get_player_name (file, 3), ==, "Anonymous player");

  /* Ann by her uuid (her name at the table differs), Bob by his name. */
  tablee_bgstats_file_match_table (file, 2, table_ids, table_names);
  g_assert_cmpstr (tablee_bgstats_file_get_player_match (file, 0), ==, "t-bob");
  g_assert_cmpstr (tablee_bgstats_file_get_player_match (file, 1), ==, ANN);
  g_assert_null (tablee_bgstats_file_get_player_match (file, 2));
  g_assert_null (tablee_bgstats_file_get_player_match (file, 3));

  g_assert_cmpuint (tablee_bgstats_file_import (file, history, &duplicates), ==, 3);
  g_assert_cmpuint (duplicates, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);

  /* Newest first. Play 6: no seat order, the file's order; no board. */
  newest = entry_at (history, 0);
  assert_entry (newest, "notnot", "", utc (2026, 4, 1, 19, 0), 0,
                (const char *[]) { anonymous, ANN, NULL }, (int[]) { 3, 5 }, 1 << 1);
  g_assert_cmpstr (tablee_history_entry_get_player_name (newest, 0), ==, "Anonymous player");
  /* Play 3: a tie of Ann and Bob; Chloé under her own uuid. */
  tie = entry_at (history, 1);
  assert_entry (tie, "whosnext", "", utc (2026, 3, 15, 21, 0), 600,
                (const char *[]) { ANN, "t-bob", CHLOE, NULL }, (int[]) { 1, 1, 4 }, 1 << 0 | 1 << 1);
  /* Play 1: put back in seat order, Ann first. */
  oldest = entry_at (history, 2);
  assert_entry (oldest, "notnot", "level-2", utc (2026, 3, 14, 20, 30), 1500,
                (const char *[]) { ANN, "t-bob", NULL }, (int[]) { 12, 7 }, 1 << 0);

  /* A second import adds nothing. */
  g_assert_cmpuint (tablee_bgstats_file_import (file, history, &duplicates), ==, 0);
  g_assert_cmpuint (duplicates, ==, 4);

  /* The table may say otherwise in the preview. */
  tablee_bgstats_file_set_player_match (file, 2, "t-chloe");
  g_assert_cmpstr (tablee_bgstats_file_get_player_match (file, 2), ==, "t-chloe");
}

static void
test_bgstats_round_trip (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autoptr(TableeHistory) imported = tablee_history_new ();
  g_autofree char *json = export (history);
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeBgstatsFile) file = read_file (json, strlen (json), &error);
  g_autofree char *dan = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (history));
  guint duplicates;

  g_assert_no_error (error);
  g_assert_cmpuint (tablee_bgstats_file_get_n_plays (file), ==, n);
  g_assert_cmpuint (tablee_bgstats_file_get_n_other_plays (file), ==, 0);
  g_assert_cmpuint (tablee_bgstats_file_get_n_refused (file), ==, 0);

  /* Into an empty history, with nobody at the table: the uuids are the
   * table ids again. "dan" was not a uuid: the table matches him by name. */
  tablee_bgstats_file_match_table (file, 1, (const char *[]) { "dan" }, (const char *[]) { "Dan" });
  g_assert_cmpuint (tablee_bgstats_file_import (file, imported, &duplicates), ==, n);
  g_assert_cmpuint (duplicates, ==, 0);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (imported)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeHistoryEntry) before = entry_at (history, i);
      g_autoptr(TableeHistoryEntry) after = entry_at (imported, i);
      g_autofree char *uuid_before = tablee_bgstats_dup_play_uuid (before);
      g_autofree char *uuid_after = tablee_bgstats_dup_play_uuid (after);
      guint seats = tablee_history_entry_get_n_players (before);

      g_assert_cmpstr (tablee_history_entry_get_game (after), ==, tablee_history_entry_get_game (before));
      g_assert_cmpstr (tablee_history_entry_get_mode (after), ==, tablee_history_entry_get_mode (before));
      g_assert_cmpint (tablee_history_entry_get_started (after), ==, tablee_history_entry_get_started (before));
      g_assert_cmpint (tablee_history_entry_get_duration (after), ==, tablee_history_entry_get_duration (before));
      g_assert_cmpuint (tablee_history_entry_get_n_players (after), ==, seats);
      for (guint seat = 0; seat < seats; seat++)
        {
          g_assert_cmpstr (tablee_history_entry_get_player_id (after, seat), ==,
                           tablee_history_entry_get_player_id (before, seat));
          g_assert_cmpstr (tablee_history_entry_get_player_name (after, seat), ==,
                           tablee_history_entry_get_player_name (before, seat));
          g_assert_cmpint (tablee_history_entry_get_figure (after, seat), ==,
                           tablee_history_entry_get_figure (before, seat));
        }
      g_assert_cmpuint (tablee_history_entry_get_winners (after), ==, tablee_history_entry_get_winners (before));
      g_assert_cmpstr (uuid_after, ==, uuid_before);
    }

  /* Back into the history it came from: every play is there already. */
  g_assert_cmpuint (tablee_bgstats_file_import (file, history, &duplicates), ==, 0);
  g_assert_cmpuint (duplicates, ==, n);
}

static void
assert_refused (const char *data,
                GQuark      domain,
                int         code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeBgstatsFile) file = read_file (data, strlen (data), &error);

  g_assert_null (file);
  g_assert_error (error, domain, code);
}

static void
test_bgstats_limits (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GString) shallow = g_string_new ("{\"games\": [], \"plays\": [");
  g_autoptr(GString) long_name = g_string_new ("{\"games\": [], \"plays\": [], \"about\": \"");

  /* 100,000 arrays deep would overflow the parser's stack: refused
   * before it reads them. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, ']');
  assert_refused (deep->str, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_TOO_DEEP);

  /* As deep as allowed, brackets inside strings aside. */
  for (guint i = 2; i < TABLEE_BGSTATS_MAX_DEPTH; i++)
    g_string_append (shallow, "[\"[{\\\"[\",");
  g_string_append_c (shallow, '0');
  for (guint i = 2; i < TABLEE_BGSTATS_MAX_DEPTH; i++)
    g_string_append_c (shallow, ']');
  g_string_append (shallow, "]}");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TableeBgstatsFile) file = read_file (shallow->str, shallow->len, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (tablee_bgstats_file_get_n_other_plays (file), ==, 1);
  }

  for (guint i = 0; i <= TABLEE_BGSTATS_MAX_STRING; i++)
    g_string_append_c (long_name, 'a');
  g_string_append (long_name, "\"}");
  assert_refused (long_name->str, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_STRING_TOO_LONG);

  assert_refused ("{\"plays\": [", TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_INVALID);
  /* Tablée's own export is not BG Stats'. */
  assert_refused ("{\"format\": \"tablee-history\", \"version\": 1, \"games\": []}",
                  TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_INVALID);
}

/* The games BG Stats knows are the registry's: a game added there (the
 * tests' tally, no BG Stats name of its own) goes out under its name and
 * comes back in under it, case and punctuation aside. */
static void
test_bgstats_registry_games (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistory) back = tablee_history_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeBgstatsFile) file = NULL;
  g_autoptr(TableeHistoryEntry) entry = NULL;
  g_autofree char *json = NULL;
  g_autofree char *renamed = NULL;
  JsonObject *game;
  GString *edit;

  tally_register ();
  add (history, "tally", "", utc (2026, 5, 1, 20, 0), 600, 2,
       (const char *[]) { ANN, BOB }, (const char *[]) { "Ann", "Bob" }, (int[]) { 4, 9 }, 1 << 1);
  json = export (history);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  game = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                                                      "games"), 0);
  g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, "Tally");
  g_assert_cmpstr (tablee_bgstats_game_from_name ("Who’s Next ?"), ==, "whosnext");
  g_assert_cmpstr (tablee_bgstats_game_from_name ("guerre des sons"), ==, "soundbattle");
  g_assert_null (tablee_bgstats_game_from_name ("Guerre"));

  /* The table typed it otherwise in BG Stats. */
  edit = g_string_new (json);
  g_string_replace (edit, "\"Tally\"", "\"t.ALLY!\"", 1);
  renamed = g_string_free (edit, FALSE);
  file = read_file (renamed, strlen (renamed), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tablee_bgstats_file_get_n_plays (file), ==, 1);
  g_assert_cmpuint (tablee_bgstats_file_get_n_other_plays (file), ==, 0);
  g_assert_cmpuint (tablee_bgstats_file_import (file, back, NULL), ==, 1);
  entry = g_list_model_get_item (G_LIST_MODEL (back), 0);
  g_assert_cmpstr (tablee_history_entry_get_game (entry), ==, "tally");
}

static void
test_bgstats_from_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "bgstats", "plays.bgsplay", NULL);
  g_autofree char *missing_path = g_test_build_filename (G_TEST_DIST, "fixtures", "bgstats", "missing.bgsplay", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeBgstatsFile) read = tablee_bgstats_file_new_from_file (file, NULL, NULL, &error);
  TableeBgstatsFile *none;

  g_assert_no_error (error);
  g_assert_cmpuint (tablee_bgstats_file_get_n_plays (read), ==, 4);

  none = tablee_bgstats_file_new_from_file (missing, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_cancellable_cancel (cancelled);
  none = tablee_bgstats_file_new_from_file (file, NULL, cancelled, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bgstats/export", test_bgstats_export);
  g_test_add_func ("/bgstats/import-fixture", test_bgstats_import_fixture);
  g_test_add_func ("/bgstats/round-trip", test_bgstats_round_trip);
  g_test_add_func ("/bgstats/limits", test_bgstats_limits);
  g_test_add_func ("/bgstats/registry-games", test_bgstats_registry_games);
  g_test_add_func ("/bgstats/from-file", test_bgstats_from_file);

  return g_test_run ();
}
