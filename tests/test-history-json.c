/* test-history-json.c: importing a history of games from JSON, whatever
 * the file holds: limits checked before parsing, each game checked as a
 * typed name and as its game's rules would play it, duplicates and
 * refusals counted, and merging in steps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-frantic-game.h"
#include "tablee-history.h"
#include "tablee-json-limits.h"
#include "tablee-notnot-game.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-whosnext-game.h"

static char *
history_json (const char *games)
{
  return g_strdup_printf ("{\"format\": \"tablee-history\", \"version\": 1, \"games\": [%s]}", games);
}

/* A game of game with mode, started minute minutes after 2026-01-01,
 * players the inside of its JSON array; extra more members or "". */
static char *
game_json (const char *game,
           const char *mode,
           guint       minute,
           const char *players,
           const char *extra)
{
  return g_strdup_printf ("{\"game\": \"%s\", \"mode\": \"%s\", \"started\": \"2026-01-01T%02u:%02u:00Z\","
                          " \"duration\": 600, \"players\": [%s]%s}",
                          game, mode, minute / 60, minute % 60, players, extra);
}

static char *
player_json (const char *id,
             const char *name,
             int         figure)
{
  return g_strdup_printf ("{\"id\": \"%s\", \"name\": \"%s\", \"figure\": %d, \"winner\": false}", id, name, figure);
}

/* One game of two players named a and b: read, not merged. */
static TableeHistoryImport *
read_two (const char *a,
          const char *b)
{
  g_autofree char *pa = player_json ("a", a, 1);
  g_autofree char *pb = player_json ("b", b, 2);
  g_autofree char *players = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *game = game_json ("notnot", "level-1", 1, players, "");
  g_autofree char *json = history_json (game);
  g_autoptr(GError) error = NULL;
  TableeHistoryImport *import = tablee_history_import_read (json, strlen (json), NULL, &error);

  g_assert_no_error (error);
  return import;
}

/* The games of json, checked and merged into a history of their own. */
static TableeHistory *
scratch (const char *json)
{
  TableeHistory *history = tablee_history_new ();

  g_assert_true (tablee_history_import_json (history, json, -1, NULL, NULL));
  return history;
}

static void
add_at (TableeHistory *history,
        TableeHistory *from,
        guint          position)
{
  g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (from), position);

  tablee_history_add (history, entry);
}

static void
assert_refused (TableeHistoryImport *import,
                const char          *reason)
{
  g_assert_cmpuint (tablee_history_import_get_n_games (import), ==, 0);
  g_assert_cmpuint (tablee_history_import_get_n_refused (import), ==, 1);
  g_assert_cmpstr (tablee_history_import_get_reason (import), ==, reason);
}

/* A game alone in a file, and why it is refused (NULL: it is not). */
typedef struct {
  char       *game;
  const char *reason;
} Case;

/* Reads each case's game and frees it. */
static void
check_cases (Case  *cases,
             guint  n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_autofree char *json = history_json (cases[i].game);
      g_autoptr(TableeHistoryImport) import = tablee_history_import_read (json, strlen (json), NULL, NULL);

      g_assert_nonnull (import);
      if (cases[i].reason == NULL)
        g_assert_cmpuint (tablee_history_import_get_n_games (import), ==, 1);
      else
        assert_refused (import, cases[i].reason);
      g_free (cases[i].game);
    }
}

/* The one prescan of History's and BG Stats' imports, at each limit and
 * one past it: brackets and escaped quotes inside strings are text. */
static void
test_prescan (void)
{
  const struct {
    const char      *json;
    gsize            max_size;
    guint            max_depth;
    gsize            max_string;
    TableeJsonLimit  expected;
  } cases[] = {
    { "[[1]]", 5, 2, 8, TABLEE_JSON_WITHIN_LIMITS },
    { "[[1]]", 4, 2, 8, TABLEE_JSON_TOO_LARGE },
    { "[[1]]", 5, 1, 8, TABLEE_JSON_TOO_DEEP },
    { "[{}, {}, [], []]", 16, 2, 8, TABLEE_JSON_WITHIN_LIMITS },
    { "[\"[[{{\\\"]]\"]", 100, 1, 8, TABLEE_JSON_WITHIN_LIMITS },
    { "[\"[[{{\\\"]]\"]", 100, 1, 7, TABLEE_JSON_STRING_TOO_LONG },
    { "{\"a\": \"12345678\"}", 100, 1, 8, TABLEE_JSON_WITHIN_LIMITS },
    { "{\"a\": \"123456789\"}", 100, 1, 8, TABLEE_JSON_STRING_TOO_LONG },
    { "{\"a\": \"123456789\"}", 100, 1, G_MAXSIZE, TABLEE_JSON_WITHIN_LIMITS },
    { "]]]][", 100, 1, 8, TABLEE_JSON_WITHIN_LIMITS },
    { "\"unterminated [[[", 100, 0, 100, TABLEE_JSON_WITHIN_LIMITS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("case %u: %s", i, cases[i].json);
      g_assert_cmpint (tablee_json_check_limits (cases[i].json, strlen (cases[i].json), cases[i].max_size,
                                                 cases[i].max_depth, cases[i].max_string),
                       ==, cases[i].expected);
    }
}

/* The parser recurses per level: a file nested 100,000 deep is refused
 * before it runs, whatever brackets strings hold. */
static void
test_import_deep (void)
{
  g_autoptr(GString) deep = g_string_new ("{\"format\": \"tablee-history\", \"version\": 1, \"games\": ");
  g_autoptr(TableeHistoryImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeHistoryImport) bracketed = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  import = tablee_history_import_read (deep->str, deep->len, NULL, &error);
  g_assert_null (import);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "nested"));

  /* Brackets in a name, escaped quotes before them, are text. */
  bracketed = read_two ("[[[[\\\"[[[[[[[[[[[[{{{{{", "Bob");
  g_assert_cmpuint (tablee_history_import_get_n_games (bracketed), ==, 1);
}

/* Megabytes of mode or name are refused at once, and only that game. */
static void
test_import_huge_strings (void)
{
  g_autofree char *huge = g_strnfill (10 * 1024 * 1024, 'x');
  g_autoptr(TableeHistoryImport) named = read_two (huge, "Bob");
  g_autofree char *pa = player_json ("a", "Ann", 1);
  g_autofree char *pb = player_json ("b", "Bob", 2);
  g_autofree char *players = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *game = game_json ("notnot", huge, 1, players, "");
  g_autofree char *json = history_json (game);
  g_autoptr(TableeHistoryImport) moded = tablee_history_import_read (json, strlen (json), NULL, NULL);

  assert_refused (named, "a name is too long");
  assert_refused (moded, "its game or mode is not one Tablée writes");
}

/* Names pass the rules of typed names: blank ones are refused, lookalikes
 * are the same name, bidirectional controls are taken out. */
static void
test_import_names (void)
{
  const char *blank[] = { "\u00a0", "\u3000", "\u200b", "\u3164", "\u00a0\u200b\u3164" };
  g_autoptr(TableeHistoryImport) lookalike = read_two ("Camille", "Camille\u200b");
  g_autoptr(TableeHistoryImport) bidi = read_two ("\u202eevil.exe", "Bob");
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistoryEntry) entry = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (blank); i++)
    {
      g_autoptr(TableeHistoryImport) import = read_two (blank[i], "Bob");

      assert_refused (import, "a name shows nothing");
    }
  assert_refused (lookalike, "two players have the same name");

  g_assert_false (tablee_history_import_merge (bidi, history, 10));
  entry = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_assert_cmpstr (tablee_history_entry_get_player_name (entry, 0), ==, "evil.exe");
}

/* Seats and rounds as the game plays them: one player in two seats, more
 * seats than the game has, a round the longest match never reaches. */
static void
test_import_game_rules (void)
{
  const char *mode = tablee_soundbattle_mode_to_string (0);
  g_autofree char *sb_mode = g_strconcat ("mode-", mode, NULL);
  g_autofree char *pa = player_json ("a", "Ann", 1);
  g_autofree char *pa2 = player_json ("a", "Annie", 0);
  g_autofree char *pb = player_json ("b", "Bob", 1);
  g_autofree char *pc = player_json ("c", "Cat", 0);
  g_autofree char *pd = player_json ("d", "Dan", 0);
  g_autofree char *pe = player_json ("e", "Eve", 0);
  g_autofree char *zero_a = player_json ("a", "Ann", 0);
  g_autofree char *zero_b = player_json ("b", "Bob", 0);
  g_autofree char *two = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *twice = g_strconcat (pa, ", ", pa2, NULL);
  g_autofree char *five = g_strjoin (", ", pa, pb, pc, pd, pe, NULL);
  g_autofree char *zeros = g_strconcat (zero_a, ", ", zero_b, NULL);
  g_autoptr(GString) rows = g_string_new (", \"detail-type\": \"a(uiu)\", \"detail\": [");
  const char *ok_detail = ", \"detail-type\": \"a(uiu)\", \"detail\": [[0, 0, 3], [0, 1, 2]]";
  const char *round_63 = ", \"detail-type\": \"a(uiu)\", \"detail\": [[0, 0, 3], [63, 1, 2]]";
  Case cases[] = {
    { game_json ("soundbattle", sb_mode, 1, two, ok_detail), NULL },
    { game_json ("soundbattle", sb_mode, 2, twice, ok_detail), "a player sits twice" },
    { game_json ("soundbattle", sb_mode, 3, five, ""), "it has too few or too many players for its game" },
    { game_json ("soundbattle", sb_mode, 4, two, round_63), "a round is beyond the game’s limits" },
    { NULL, "a round is beyond the game’s limits" },
    { game_json ("soundbattle", "level-1", 6, two, ok_detail), "its mode is not one of the game’s" },
    { game_json ("soundbattle", sb_mode, 7, zeros, ok_detail), "a player’s tricks do not match the rounds" },
  };

  /* 64 rows of zeros, the last one in round 63. */
  for (guint i = 0; i < 64; i++)
    g_string_append_printf (rows, "%s[%u, 0, 0]", i > 0 ? ", " : "", i == 63 ? 63 : 0);
  g_string_append (rows, "]");
  cases[4].game = game_json ("soundbattle", sb_mode, 5, zeros, rows->str);

  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_REFEREE);
  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Every game checks its mode and figures: levels and limits it offers,
 * cards its pile holds, the wrong notes that end a game. */
static void
test_import_modes_figures (void)
{
  g_autofree char *pa = player_json ("a", "Ann", 30);
  g_autofree char *pb = player_json ("b", "Bob", 30);
  g_autofree char *pc = player_json ("c", "Cat", 2);
  g_autofree char *pd = player_json ("d", "Dan", 0);
  g_autofree char *pa3 = player_json ("a", "Ann", 3);
  g_autofree char *pb8 = player_json ("b", "Bob", 8);
  g_autofree char *two = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *small = g_strconcat (pa3, ", ", pc, NULL);
  g_autofree char *three = g_strjoin (", ", pa3, pc, pd, NULL);
  g_autofree char *notes = g_strjoin (", ", pa3, pb8, pc, NULL);
  Case cases[] = {
    { game_json ("notnot", "level-4", 1, small, ""), NULL },
    { game_json ("notnot", "level-5", 2, small, ""), "its mode is not one of the game’s" },
    { game_json ("notnot", "level-1", 3, two, ""), "a player’s result is beyond the game’s limits" },
    { game_json ("whosnext", "level-0", 4, three, ""), NULL },
    { game_json ("whosnext", "level-2", 5, notes, ""), "a player’s result is beyond the game’s limits" },
    { game_json ("whosnext", "level-1", 6, small, ""), "it has too few or too many players for its game" },
    { game_json ("frantic", "limit-154", 7, small, ""), NULL },
    { game_json ("frantic", "limit-5", 8, small, ""), "its mode is not one of the game’s" },
    { game_json ("frantic", "limit-154", 9, small, ", \"detail-type\": \"(ai)\", \"detail\": [[]]"),
      "its details are damaged" },
  };

  g_type_ensure (TABLEE_TYPE_NOTNOT_GAME);
  g_type_ensure (TABLEE_TYPE_WHOSNEXT_GAME);
  g_type_ensure (TABLEE_TYPE_FRANTIC_GAME);
  check_cases (cases, G_N_ELEMENTS (cases));
}

/* The file as a whole: cut short, newer, not a history; a human sentence
 * each time, never the parser's. */
static void
test_import_whole_file (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(GError) cut = NULL;
  g_autoptr(GError) newer = NULL;
  g_autoptr(GError) other = NULL;
  g_autoptr(GError) empty = NULL;
  g_autofree char *pa = player_json ("a", "Ann", 1);
  g_autofree char *pb = player_json ("b", "Bob", 2);
  g_autofree char *players = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *game = game_json ("notnot", "level-1", 1, players, "");
  g_autofree char *json = history_json (game);
  const char *newer_json = "{\"format\": \"tablee-history\", \"version\": 2, \"games\": []}";

  g_assert_false (tablee_history_import_json (history, json, strlen (json) - 10, NULL, &cut));
  g_assert_error (cut, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (cut->message, ==, "The file is damaged or cut short: it is not a complete JSON file.");

  g_assert_false (tablee_history_import_json (history, newer_json, -1, NULL, &newer));
  g_assert_error (newer, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_true (g_str_has_prefix (newer->message, "This file was made by a newer version of Tablée"));

  g_assert_false (tablee_history_import_json (history, "{\"games\": []}", -1, NULL, &other));
  g_assert_error (other, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_false (tablee_history_import_json (history, "", 0, NULL, &empty));
  g_assert_error (empty, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 0);
}

/* The games (JSON texts) as one history file. */
static char *
games_json (GPtrArray *games)
{
  g_autoptr(GString) all = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    g_string_append_printf (all, "%s%s", i > 0 ? ", " : "", (char *) g_ptr_array_index (games, i));

  return history_json (all->str);
}

/* Imports json into history in steps of batch and returns what the toast
 * would say. */
static char *
import_summary (TableeHistory *history,
                const char    *json,
                guint          batch)
{
  g_autoptr(TableeHistoryImport) import = tablee_history_import_read (json, strlen (json), NULL, NULL);

  g_assert_nonnull (import);
  while (tablee_history_import_merge (import, history, batch))
    ;

  return tablee_history_import_dup_summary (import);
}

/* What the toast says: added, already there, refused and why. */
static void
test_import_summary (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) refused = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *pa = player_json ("a", "Ann", 1);
  g_autofree char *pb = player_json ("b", "Bob", 2);
  g_autofree char *long_name = player_json ("c", "A name far longer than forty characters, really", 2);
  g_autofree char *players = g_strconcat (pa, ", ", pb, NULL);
  g_autofree char *bad = g_strconcat (pa, ", ", long_name, NULL);
  g_autofree char *twice = g_strconcat (pa, ", ", pa, NULL);
  g_autofree char *valid = NULL;
  g_autofree char *json = NULL;
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *mixed = NULL;
  g_autofree char *mixed_json = NULL;
  g_autoptr(TableeHistory) from = NULL;

  for (guint minute = 0; minute < 12; minute++)
    g_ptr_array_add (games, game_json ("notnot", "level-1", minute, players, ""));
  valid = games_json (games);
  g_ptr_array_add (games, game_json ("notnot", "level-1", 12, bad, ""));
  json = games_json (games);

  /* Three of the twelve are here already. */
  from = scratch (valid);
  for (guint i = 0; i < 3; i++)
    add_at (history, from, i * 4);
  first = import_summary (history, json, 5);
  g_assert_cmpstr (first, ==, "9 games imported, 3 already in the history, 1 refused: a name is too long");

  /* 0 games imported says why. */
  again = import_summary (history, valid, 100);
  g_assert_cmpstr (again, ==, "No new games: all 12 were already in the history");

  /* Several reasons: the first one is told. */
  g_ptr_array_add (refused, game_json ("notnot", "level-1", 20, bad, ""));
  g_ptr_array_add (refused, game_json ("notnot", "level-1", 21, twice, ""));
  mixed_json = games_json (refused);
  mixed = import_summary (history, mixed_json, 100);
  g_assert_cmpstr (mixed, ==, "0 games imported, 2 refused, the first because a name is too long");
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *n_signals)
{
  (*n_signals)++;
}

/* Merging in steps gives the order adding one by one gives, with one
 * items-changed a step that adds, and a game twice in the file comes in once. */
static void
test_import_batches (void)
{
  g_autoptr(TableeHistory) one_by_one = tablee_history_new ();
  g_autoptr(TableeHistory) batched = tablee_history_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TableeHistoryImport) import = NULL;
  g_autoptr(TableeHistory) from = NULL;
  g_autoptr(GVariant) expected = NULL;
  g_autoptr(GVariant) got = NULL;
  g_autofree char *json = NULL;
  guint n_signals = 0, steps = 1;

  /* Games starting at the same minutes as others, and one twice. */
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *pa = player_json ("a", "Ann", (int) i);
      g_autofree char *id = g_strdup_printf ("p%u", i);
      g_autofree char *pb = player_json (id, "Bob", 1);
      g_autofree char *players = g_strconcat (pa, ", ", pb, NULL);

      g_ptr_array_add (games, game_json ("notnot", "level-1", (i * 7) % 24, players, ""));
    }
  g_ptr_array_add (games, g_strdup (g_ptr_array_index (games, 3)));
  json = games_json (games);

  from = scratch (json);
  import = tablee_history_import_read (json, strlen (json), NULL, NULL);
  g_assert_cmpuint (tablee_history_import_get_n_games (import), ==, 41);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (from)), ==, 40);
  for (guint i = 0; i < 5; i++)
    {
      add_at (one_by_one, from, i * 8);
      add_at (batched, from, i * 8);
    }
  for (guint i = 0; i < 40; i++)
    add_at (one_by_one, from, i);

  g_signal_connect (batched, "items-changed", G_CALLBACK (items_changed_cb), &n_signals);
  while (tablee_history_import_merge (import, batched, 10))
    steps++;
  /* 41 games in steps of 10; the last step, a game twice in the file,
   * adds nothing and says nothing. */
  g_assert_cmpuint (steps, ==, 5);
  g_assert_cmpuint (n_signals, ==, 4);
  g_assert_cmpuint (tablee_history_import_get_n_added (import), ==, 35);
  g_assert_cmpuint (tablee_history_import_get_n_duplicates (import), ==, 6);

  expected = tablee_saveable_save (TABLEE_SAVEABLE (one_by_one));
  got = tablee_saveable_save (TABLEE_SAVEABLE (batched));
  g_assert_true (g_variant_equal (expected, got));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history-json/prescan", test_prescan);
  g_test_add_func ("/history-json/deep", test_import_deep);
  g_test_add_func ("/history-json/huge-strings", test_import_huge_strings);
  g_test_add_func ("/history-json/names", test_import_names);
  g_test_add_func ("/history-json/game-rules", test_import_game_rules);
  g_test_add_func ("/history-json/modes-figures", test_import_modes_figures);
  g_test_add_func ("/history-json/whole-file", test_import_whole_file);
  g_test_add_func ("/history-json/summary", test_import_summary);
  g_test_add_func ("/history-json/batches", test_import_batches);

  return g_test_run ();
}
