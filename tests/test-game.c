/* test-game.c: the base of every game (seats, history, changes, saving).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tally-game.h"

/* ---- Tests ------------------------------------------------------------- */

/* The log holds each of the notifications once, in any order, then
 * exactly tail. */
static void
assert_log (GString    *log,
            const char *notifications,
            const char *tail)
{
  g_auto(GStrv) expected = g_strsplit (notifications, " ", -1);
  g_auto(GStrv) events = NULL;
  g_autofree char *seen = NULL;

  g_assert_true (g_str_has_suffix (log->str, tail));
  seen = g_strstrip (g_strndup (log->str, log->len - strlen (tail)));
  events = *seen != '\0' ? g_strsplit (seen, " ", -1) : g_new0 (char *, 1);
  if (*notifications == '\0')
    {
      g_strfreev (expected);
      expected = g_new0 (char *, 1);
    }
  g_assert_cmpuint (g_strv_length (events), ==, g_strv_length (expected));
  for (guint i = 0; expected[i] != NULL; i++)
    g_assert_true (g_strv_contains ((const char * const *) events, expected[i]));
}

static void
log_event (GString    *log,
           const char *event)
{
  if (log->len > 0)
    g_string_append_c (log, ' ');
  g_string_append (log, event);
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           GString    *log)
{
  log_event (log, pspec->name);
}

static void
changed_cb (GObject *object,
            GString *log)
{
  log_event (log, "changed");
}

static void
state_changed_cb (GObject *object,
                  GString *log)
{
  log_event (log, "state-changed");
}

static void
game_over_cb (GObject *object,
              GString *log)
{
  log_event (log, "game-over");
}

static void
watch (TableeGame *game,
       GString    *log)
{
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), log);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), log);
  g_signal_connect (game, "state-changed", G_CALLBACK (state_changed_cb), log);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), log);
}

static void
test_game_seats (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  TableePlayers *players = tablee_game_get_players (game);

  g_assert_cmpuint (tablee_players_get_min_players (players), ==, 2);
  g_assert_cmpuint (tablee_players_get_max_players (players), ==, 5);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_false (tablee_game_get_can_undo (game));
  g_assert_false (tablee_game_get_finished (game));
  g_assert_cmpint (tablee_game_get_started (game), >, 0);
}

/* Notifications only for what changed, then one "changed", then the save,
 * whatever the nesting. */
static void
test_game_change_order (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(GString) log = g_string_new (NULL);

  watch (game, log);
  tablee_game_begin_change (game);
  tally_score (TEST_TALLY (game), 0, 2, FALSE);
  tally_score (TEST_TALLY (game), 1, 3, FALSE);
  g_assert_cmpstr (log->str, ==, "");
  tablee_game_end_change (game, "Two scores");
  assert_log (log, "total can-undo undo-label", "changed state-changed");
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Two scores");

  /* Nothing changed: nothing said, no step. */
  g_string_truncate (log, 0);
  tally_score (TEST_TALLY (game), 0, 0, FALSE);
  g_assert_cmpstr (log->str, ==, "");
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Two scores");
}

static void
test_game_undo_redo (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  TestTally *tally = TEST_TALLY (game);
  g_autoptr(GString) log = g_string_new (NULL);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  g_autofree char *again = NULL;

  tally_score (tally, 0, 2, FALSE);
  tally_score (tally, 1, 5, FALSE);
  g_assert_cmpint (tally_total (tally), ==, 7);

  watch (game, log);
  undone = tablee_game_undo (game);
  g_assert_cmpstr (undone, ==, "Seat 2 scored 5");
  g_assert_cmpint (tally_total (tally), ==, 2);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Seat 1 scored 2");
  g_assert_cmpstr (tablee_game_get_redo_label (game), ==, "Seat 2 scored 5");
  assert_log (log, "total can-redo undo-label redo-label", "changed state-changed");

  redone = tablee_game_redo (game);
  g_assert_cmpstr (redone, ==, "Seat 2 scored 5");
  g_assert_cmpint (tally_total (tally), ==, 7);
  g_assert_false (tablee_game_get_can_redo (game));

  /* A new step forgets what could be redone. */
  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (game);
  tally_score (tally, 2, 1, FALSE);
  g_assert_false (tablee_game_get_can_redo (game));
  g_assert_null (tablee_game_redo (game));

  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (game);
  again = tablee_game_undo (game);
  g_assert_cmpstr (again, ==, "Seat 1 scored 2");
  g_assert_cmpint (tally_total (tally), ==, 0);
  g_assert_null (tablee_game_undo (game));
}

/* A change of the tally that is no step of its own (as a tap in Not Not). */
static void
nudge (TestTally *tally)
{
  tablee_game_begin_change (TABLEE_GAME (tally));
  g_array_index (tally->counts, int, 0) += 100;
  g_object_notify_by_pspec (G_OBJECT (tally), tally_properties[TALLY_PROP_TOTAL]);
  tablee_game_end_change (TABLEE_GAME (tally), NULL);
}

/* Undo and redo name a step the same way, by the label the step was made
 * with, whatever came between: nested changes, changes that are no step,
 * undos and redos in any order (a seeded walk against a list of labels). */
static void
test_game_labels_both_ways (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  TestTally *tally = TEST_TALLY (game);
  g_autoptr(GPtrArray) undo = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  guint made = 0;

  for (guint i = 0; i < 400; i++)
    {
      guint what = g_rand_int_range (rand, 0, 5);
      g_autofree char *label = NULL;

      if (what == 0 || what == 1)
        {
          /* A step, nested or not: the inner label stands for an outer
           * change that has none. */
          label = g_strdup_printf ("step %u", ++made);
          if (what == 1)
            tablee_game_begin_change (game);
          tablee_game_begin_change (game);
          g_array_index (tally->counts, int, made % 3) += 1;
          g_object_notify_by_pspec (G_OBJECT (tally), tally_properties[TALLY_PROP_TOTAL]);
          tablee_game_end_change (game, label);
          if (what == 1)
            tablee_game_end_change (game, NULL);
          g_ptr_array_add (undo, g_steal_pointer (&label));
          g_ptr_array_set_size (redo, 0);
          if (undo->len > TABLEE_GAME_UNDO_DEPTH)
            g_ptr_array_remove_index (undo, 0);
        }
      else if (what == 2)
        nudge (tally);
      else
        {
          gboolean back = what == 3;
          GPtrArray *from = back ? undo : redo;
          GPtrArray *to = back ? redo : undo;
          const char *shown = back ? tablee_game_get_undo_label (game) : tablee_game_get_redo_label (game);

          label = back ? tablee_game_undo (game) : tablee_game_redo (game);
          if (from->len == 0)
            {
              g_assert_null (label);
              continue;
            }
          g_assert_cmpstr (shown, ==, g_ptr_array_index (from, from->len - 1));
          g_assert_cmpstr (label, ==, g_ptr_array_index (from, from->len - 1));
          /* The step is on the other side now, under the same name. */
          g_assert_cmpstr (back ? tablee_game_get_redo_label (game) : tablee_game_get_undo_label (game),
                           ==, label);
          g_ptr_array_add (to, g_ptr_array_steal_index (from, from->len - 1));
        }
    }
  g_assert_cmpuint (made, >, 0);
}

/* The serial counts the changes that changed something, and is counted
 * before anybody hears of the change. */
static void
serial_notify_cb (TableeGame *game,
                  GParamSpec *pspec,
                  guint64    *seen)
{
  *seen = tablee_game_get_serial (game);
}

static void
test_game_serial (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  TestTally *tally = TEST_TALLY (game);
  guint64 seen = 0;
  guint64 serial = tablee_game_get_serial (game);
  g_autofree char *label = NULL;

  g_signal_connect (game, "notify::total", G_CALLBACK (serial_notify_cb), &seen);
  tally_score (tally, 0, 2, FALSE);
  g_assert_cmpuint (tablee_game_get_serial (game), ==, serial + 1);
  g_assert_cmpuint (seen, ==, serial + 1);

  /* Nothing changed, nothing counted. */
  tally_score (tally, 0, 0, FALSE);
  g_assert_cmpuint (tablee_game_get_serial (game), ==, serial + 1);

  nudge (tally);
  g_assert_cmpuint (tablee_game_get_serial (game), ==, serial + 2);
  label = tablee_game_undo (game);
  g_assert_cmpuint (tablee_game_get_serial (game), ==, serial + 3);
  g_assert_cmpuint (seen, ==, serial + 3);
  g_free (tablee_game_redo (game));
  tablee_game_new_game (game);
  g_assert_cmpuint (tablee_game_get_serial (game), ==, serial + 5);
}

static void
test_game_depth (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  guint undone = 0;
  char *label;

  for (guint i = 0; i < TABLEE_GAME_UNDO_DEPTH + 20; i++)
    tally_score (TEST_TALLY (game), i % 3, 1, FALSE);

  while ((label = tablee_game_undo (game)) != NULL)
    {
      undone++;
      g_free (label);
    }
  g_assert_cmpuint (undone, ==, TABLEE_GAME_UNDO_DEPTH);
  g_assert_cmpint (tally_total (TEST_TALLY (game)), ==, 20);
}

/* Seats added or removed go through seats_changed and are a step; a rename
 * is neither. */
static void
test_game_rename_and_reseat (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  TestTally *tally = TEST_TALLY (game);
  TableePlayers *players = tablee_game_get_players (game);
  g_autoptr(GString) log = g_string_new (NULL);
  g_autofree char *undone = NULL;

  tally_score (tally, 2, 4, FALSE);
  g_assert_nonnull (tablee_players_add (players, "Dana", NULL));
  g_assert_cmpuint (tally->seat_changes, ==, 1);
  g_assert_cmpuint (tally->counts->len, ==, 4);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "The players changed");

  watch (game, log);
  g_assert_true (tablee_players_rename (players, 0, "Alice", NULL));
  g_assert_cmpuint (tally->seat_changes, ==, 1);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "The players changed");
  assert_log (log, "", "changed state-changed");

  g_assert_true (tablee_players_move (players, 0, 2));
  g_assert_cmpuint (tally->seat_changes, ==, 2);

  undone = tablee_game_undo (game);
  g_assert_cmpstr (undone, ==, "The players changed");
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 0)), ==, "Alice");
  g_assert_cmpuint (tally->counts->len, ==, 4);
  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (game);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
  g_assert_cmpuint (tally->counts->len, ==, 3);
  g_assert_cmpint (g_array_index (tally->counts, int, 2), ==, 4);
  /* Undo puts seats back without the game hearing of them as new ones. */
  g_assert_cmpuint (tally->seat_changes, ==, 2);
}

/* A rename as the very first thing is saved too. */
static void
test_game_first_rename_saved (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(GString) log = g_string_new (NULL);

  watch (game, log);
  g_assert_true (tablee_players_rename (tablee_game_get_players (game), 1, "Bea", NULL));
  g_assert_nonnull (strstr (log->str, "state-changed"));
  g_assert_false (tablee_game_get_can_undo (game));
}

static void
test_game_finished (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(GString) log = g_string_new (NULL);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  watch (game, log);
  tally_score (TEST_TALLY (game), 0, 1, TRUE);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_true (g_str_has_suffix (log->str, "changed state-changed game-over"));
  g_assert_nonnull (strstr (log->str, "finished"));

  g_string_truncate (log, 0);
  undone = tablee_game_undo (game);
  g_assert_false (tablee_game_get_finished (game));
  redone = tablee_game_redo (game);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_null (strstr (log->str, "game-over"));

  tablee_game_new_game (game);
  g_assert_false (tablee_game_get_finished (game));
  g_assert_cmpint (tally_total (TEST_TALLY (game)), ==, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "New game");
  g_clear_pointer (&undone, g_free);
  undone = tablee_game_undo (game);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_cmpint (tally_total (TEST_TALLY (game)), ==, 1);
}

static void
test_game_save_load (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(TableeGame) copy = tally_new ();
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) again = NULL;
  g_autoptr(GString) log = g_string_new (NULL);

  g_assert_nonnull (tablee_players_add (tablee_game_get_players (game), "Dana", NULL));
  tally_score (TEST_TALLY (game), 3, 6, TRUE);
  state = tablee_saveable_save (TABLEE_SAVEABLE (game));

  watch (copy, log);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, NULL));
  again = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, again));
  g_assert_true (tablee_game_get_finished (copy));
  g_assert_cmpint (tablee_game_get_started (copy), ==, tablee_game_get_started (game));
  /* A loaded game starts a history of its own and ends nothing. */
  g_assert_false (tablee_game_get_can_undo (copy));
  g_assert_null (strstr (log->str, "game-over"));
  g_assert_cmpuint (TEST_TALLY (copy)->seat_changes, ==, 0);
}

/* A state the game refuses, or whose seats do not load, changes nothing. */
static void
test_game_load_damaged (void)
{
  g_autoptr(TableeGame) game = tally_new ();
  g_autoptr(TableeGame) other = tally_new ();
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) good = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GVariant) game_part = NULL;
  g_autoptr(GError) error = NULL;
  GVariantDict dict;
  GVariant *bad;

  tally_score (TEST_TALLY (game), 0, 3, FALSE);
  before = tablee_saveable_save (TABLEE_SAVEABLE (game));
  game_part = g_variant_lookup_value (before, "game", NULL);
  g_assert_nonnull (tablee_players_add (tablee_game_get_players (other), "Dana", NULL));
  good = tablee_saveable_save (TABLEE_SAVEABLE (other));

  /* Four seats but three counts. */
  g_variant_dict_init (&dict, good);
  g_variant_dict_insert_value (&dict, "game", game_part);
  bad = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), bad, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_variant_unref (bad);
  g_clear_error (&error);

  /* No seats at all. */
  g_variant_dict_init (&dict, good);
  g_variant_dict_remove (&dict, "players");
  bad = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), bad, &error));
  g_assert_nonnull (error);
  g_variant_unref (bad);

  after = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_assert_true (g_variant_equal (before, after));
  g_assert_true (tablee_game_get_can_undo (game));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

/* A snapshot of the properties notifies, once the change is made, those
 * that changed and only them. */
static void
test_game_notify_changed (void)
{
  g_autoptr(GListStore) store = g_list_store_new (G_TYPE_OBJECT);
  g_autoptr(GObject) item = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GArray *before;

  g_signal_connect (store, "notify", G_CALLBACK (count_notify_cb), counts);
  before = tablee_snapshot_properties (G_OBJECT (store));
  g_list_store_append (store, item);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (counts, "n-items")), ==, 1);
  tablee_notify_changed (G_OBJECT (store), before);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (counts, "n-items")), ==, 2);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 1);

  /* Nothing changed: nothing is notified. */
  before = tablee_snapshot_properties (G_OBJECT (store));
  tablee_notify_changed (G_OBJECT (store), before);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (counts, "n-items")), ==, 2);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/seats", test_game_seats);
  g_test_add_func ("/game/change-order", test_game_change_order);
  g_test_add_func ("/game/undo-redo", test_game_undo_redo);
  g_test_add_func ("/game/labels-both-ways", test_game_labels_both_ways);
  g_test_add_func ("/game/serial", test_game_serial);
  g_test_add_func ("/game/depth", test_game_depth);
  g_test_add_func ("/game/rename-and-reseat", test_game_rename_and_reseat);
  g_test_add_func ("/game/first-rename-saved", test_game_first_rename_saved);
  g_test_add_func ("/game/finished", test_game_finished);
  g_test_add_func ("/game/save-load", test_game_save_load);
  g_test_add_func ("/game/load-damaged", test_game_load_damaged);
  g_test_add_func ("/game/notify-changed", test_game_notify_changed);

  return g_test_run ();
}
