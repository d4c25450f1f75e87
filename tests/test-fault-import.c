/* test-fault-import.c: hostile files imported into the History page, as
 * a stranger could hand them over: nothing crashes or freezes, the history
 * keeps only games that pass every check, and the toast says the truth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <sys/stat.h>

#include "history-page-fixture.h"
#include "tablee-soundbattle-referee.h"

/* Imports contents (length bytes) through the page, waits for the end
 * and returns the toast's text, read at once (under the sanitizers, it
 * could time out while the window catches up); iterations counts the
 * main loop's turns meanwhile. */
static const char *
import (Fixture    *fixture,
        const char *contents,
        gsize       length,
        guint      *iterations)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "hostile.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint turns = 0;

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  tablee_history_page_import (fixture->page, file);
  while (_tablee_history_page_get_importing (fixture->page))
    {
      g_main_context_iteration (NULL, TRUE);
      turns++;
    }
  g_unlink (path);
  if (iterations != NULL)
    *iterations = turns;

  return adw_toast_get_title (_tablee_history_page_get_toast (fixture->page));
}

static guint
n_games (Fixture *fixture)
{
  return g_list_model_get_n_items (G_LIST_MODEL (fixture->history));
}

static char *
history_json (const char *games)
{
  return g_strdup_printf ("{\"format\": \"tablee-history\", \"version\": 1, \"games\": [%s]}", games);
}

/* One game of two players, whatever strings it is given. */
static char *
one_game (const char *game,
          const char *mode,
          const char *ann,
          const char *bob_id,
          const char *extra)
{
  g_autofree char *text = g_strdup_printf ("{\"game\": \"%s\", \"mode\": \"%s\", \"started\": \"2026-01-01T10:00:00Z\","
                                           " \"duration\": 60, \"players\": ["
                                           "{\"id\": \"a\", \"name\": \"%s\", \"figure\": 1, \"winner\": true},"
                                           "{\"id\": \"%s\", \"name\": \"Bob\", \"figure\": 0}]%s}",
                                           game, mode, ann, bob_id, extra);

  return history_json (text);
}

static void
test_fault_deep (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GString) deep = g_string_new ("{\"format\": \"tablee-history\", \"version\": 1, \"games\": ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  g_assert_cmpstr (import (fixture, deep->str, deep->len, NULL), ==,
                   "The history could not be imported: The file is not a history of games: it is nested far too deep.");
  g_assert_cmpuint (n_games (fixture), ==, 0);
}

/* 10 MB in a mode, then in a name: that game is refused, and History
 * opens again with what it had. */
static void
test_fault_huge_strings (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *huge = g_strnfill (10 * 1024 * 1024, 'x');
  g_autofree char *mode = one_game ("notnot", huge, "Ann", "b", "");
  g_autofree char *name = one_game ("notnot", "level-1", huge, "b", "");
  g_autoptr(TableeHistoryPage) again = NULL;

  g_assert_cmpstr (import (fixture, mode, -1, NULL), ==,
                   "0 games imported, 1 refused: its game or mode is not one Tablée writes");
  g_assert_cmpstr (import (fixture, name, -1, NULL), ==, "0 games imported, 1 refused: a name is too long");
  g_assert_cmpuint (n_games (fixture), ==, 0);

  again = g_object_ref_sink (g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_widget_get_template_child (GTK_WIDGET (again),
                                                                                         TABLEE_TYPE_HISTORY_PAGE,
                                                                                         "games"))), ==, 0);
}

/* 5,000 valid games come in, in steps between which the window answers,
 * and History opens with all of them. */
static void
test_fault_many_games (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TableeHistory) source = tablee_history_new ();
  g_autofree char *json = NULL;
  g_autoptr(TableeHistoryPage) again = NULL;
  guint turns;

  for (guint i = 0; i < 5000; i++)
    {
      const char *ids[] = { "ann", "bob", "cat" };
      const char *names[] = { "Ann", "Bob", "Cat" };
      const int figures[] = { (int) i % 7, 3, 5 };
      g_autoptr(TableeHistoryEntry) entry = tablee_history_entry_new ("notnot", "level-1", 1700000000 + i * 60, 600,
                                                                      3, ids, names, figures, 1, NULL);

      tablee_history_add (source, entry);
    }
  json = tablee_history_to_json (source);

  g_assert_cmpstr (import (fixture, json, -1, &turns), ==, "5000 games imported");
  g_assert_cmpuint (n_games (fixture), ==, 5000);
  /* Reading in a thread, then ten steps of 500: the loop turned between. */
  g_assert_cmpuint (turns, >=, 10);

  again = g_object_ref_sink (g_object_new (TABLEE_TYPE_HISTORY_PAGE, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_widget_get_template_child (GTK_WIDGET (again),
                                                                                         TABLEE_TYPE_HISTORY_PAGE,
                                                                                         "games"))), ==, 5000);
}

/* Games the rules would never play, and names the table would never take. */
static void
test_fault_hostile_games (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *sb_mode = g_strconcat ("mode-", tablee_soundbattle_mode_to_string (0), NULL);
  g_autoptr(GString) zeros = g_string_new (", \"detail-type\": \"a(uiu)\", \"detail\": [");
  g_autofree char *twice = one_game ("notnot", "level-1", "Ann", "a", "");
  g_autofree char *round_63 = NULL;
  g_autofree char *blank = one_game ("notnot", "level-1", "\u00a0\u3000\u200b\u3164", "b", "");
  g_autofree char *lookalike = one_game ("notnot", "level-1", "Bob\u200b", "b", "");
  g_autofree char *bidi = one_game ("notnot", "level-1", "\u202eevil.exe", "b", "");
  g_autoptr(TableeHistoryEntry) kept = NULL;

  for (guint i = 0; i < 64; i++)
    g_string_append_printf (zeros, "%s[%u, 0, 0]", i > 0 ? ", " : "", i);
  g_string_append (zeros, "]");
  round_63 = one_game ("soundbattle", sb_mode, "Ann", "b", zeros->str);

  g_assert_cmpstr (import (fixture, twice, -1, NULL), ==, "0 games imported, 1 refused: a player sits twice");
  g_assert_cmpstr (import (fixture, round_63, -1, NULL), ==,
                   "0 games imported, 1 refused: a round is beyond the game’s limits");
  g_assert_cmpstr (import (fixture, blank, -1, NULL), ==, "0 games imported, 1 refused: a name shows nothing");
  g_assert_cmpstr (import (fixture, lookalike, -1, NULL), ==,
                   "0 games imported, 1 refused: two players have the same name");
  g_assert_cmpuint (n_games (fixture), ==, 0);

  g_assert_cmpstr (import (fixture, bidi, -1, NULL), ==, "1 game imported");
  kept = g_list_model_get_item (G_LIST_MODEL (fixture->history), 0);
  g_assert_cmpstr (tablee_history_entry_get_player_name (kept, 0), ==, "evil.exe");
}

/* Files that are not what they say: cut short, from a newer Tablée, too
 * large, a FIFO. */
static void
test_fault_whole_files (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *game = one_game ("notnot", "level-1", "Ann", "b", "");
  const char *newer = "{\"format\": \"tablee-history\", \"version\": 9, \"games\": []}";
  g_autofree char *fifo = g_build_filename (g_get_user_data_dir (), "fifo.json", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  gsize large = 65 * 1024 * 1024;
  g_autofree char *spaces = g_malloc (large);

  g_assert_cmpstr (import (fixture, game, strlen (game) / 2, NULL), ==,
                   "The history could not be imported: The file is damaged or cut short: it is not a complete JSON file.");
  g_assert_cmpstr (import (fixture, newer, -1, NULL), ==,
                   "The history could not be imported: This file was made by a newer version of Tablée: "
                   "update Tablée to import it.");
  memset (spaces, ' ', large);
  g_assert_true (g_str_has_prefix (import (fixture, spaces, large, NULL),
                                   "The history could not be imported: The file is too large"));

  /* A FIFO nobody writes to would block the read forever. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  tablee_history_page_import (fixture->page, fifo_file);
  while (_tablee_history_page_get_importing (fixture->page))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (adw_toast_get_title (_tablee_history_page_get_toast (fixture->page)), ==,
                   "The history could not be imported: It is not a file.");
  g_unlink (fifo);
  g_assert_cmpuint (n_games (fixture), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = g_dir_make_tmp ("tablee-fault-import-XXXXXX", NULL);
  g_autofree char *command = NULL;
  int ret;

  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/fault/import/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("deep", test_fault_deep);
  ADD ("huge-strings", test_fault_huge_strings);
  ADD ("many-games", test_fault_many_games);
  ADD ("hostile-games", test_fault_hostile_games);
  ADD ("whole-files", test_fault_whole_files);
#undef ADD

  ret = g_test_run ();
  command = g_strdup_printf ("rm -rf '%s'", data_dir);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));

  return ret;
}
