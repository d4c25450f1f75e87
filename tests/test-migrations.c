/* test-migrations.c: every saved format ever released is read again.
 *
 * tests/fixtures/formats/ keeps the state files that released versions of
 * Tablée wrote (README.md there says how they were made). Each one is
 * put where its store reads it, migrated to today's format, loaded into a
 * fresh model and checked against what was played to make it; then it is
 * saved again, in today's version.
 *
 * The table of stores below holds the version each format has now. When a
 * format's version changes, the test fails until the table follows it, a
 * migration from the previous version sits beside the code that writes
 * the format, and a fixture of the previous version, made by the code that
 * wrote it, is in tests/fixtures/formats/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tablee-frantic-game.h"
#include "tablee-history.h"
#include "tablee-notnot-game.h"
#include "tablee-notnot-training.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-store.h"
#include "tablee-table.h"
#include "tablee-whosnext-game.h"
#include "tablee-whosnext-trainer.h"

/* ---- The stores and their versions ------------------------------------- */

static TableeSaveable *
new_notnot (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);

  return TABLEE_SAVEABLE (tablee_notnot_game_new (random));
}

static TableeSaveable *
new_frantic (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);

  return TABLEE_SAVEABLE (tablee_frantic_game_new (random));
}

static TableeSaveable *
new_whosnext (void)
{
  return TABLEE_SAVEABLE (tablee_whosnext_game_new ());
}

static TableeSaveable *
new_soundbattle (void)
{
  return TABLEE_SAVEABLE (tablee_soundbattle_referee_new ());
}

static TableeSaveable *
new_notnot_training (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);

  return TABLEE_SAVEABLE (tablee_notnot_training_new (random, clock));
}

static TableeSaveable *
new_whosnext_trainer (void)
{
  g_autoptr(TableeWhosnextGame) game = tablee_whosnext_game_new ();
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);

  return TABLEE_SAVEABLE (tablee_whosnext_trainer_new (game, clock, random, NULL));
}

static TableeSaveable *
new_table (void)
{
  return TABLEE_SAVEABLE (tablee_players_new_table ());
}

static TableeSaveable *
new_history (void)
{
  return TABLEE_SAVEABLE (tablee_history_new ());
}

typedef struct {
  const char      *store;
  /* The version of the format now: change it only with a migration from
   * the version before and a fixture of it. */
  guint32          version;
  /* What the code says the version is. */
  guint32          code_version;
  TableeSaveable *(*create) (void);
} Format;

/* The games' versions are read from their classes (every subclass of
 * TableeGame must be here), the other stores' from their headers. */
static Format formats[] = {
  { "notnot", 2, 0, new_notnot },
  { "frantic", 2, 0, new_frantic },
  { "whosnext", 2, 0, new_whosnext },
  { "soundbattle", 2, 0, new_soundbattle },
  { TABLEE_NOTNOT_TRAINING_STORE, 2, TABLEE_NOTNOT_TRAINING_FORMAT_VERSION, new_notnot_training },
  { TABLEE_WHOSNEXT_TRAINER_STORE, 1, TABLEE_WHOSNEXT_TRAINER_FORMAT_VERSION, new_whosnext_trainer },
  { "table", 1, TABLEE_TABLE_FORMAT_VERSION, new_table },
  { TABLEE_HISTORY_STORE, 1, TABLEE_HISTORY_FORMAT_VERSION, new_history },
};

static Format *
find_format (const char *store)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      if (g_str_equal (formats[i].store, store))
        return &formats[i];
    }

  return NULL;
}

/* Reads every game's store and version from its class. */
static void
read_game_versions (void)
{
  g_autofree GType *games = NULL;
  guint n_games;

  g_type_ensure (TABLEE_TYPE_NOTNOT_GAME);
  g_type_ensure (TABLEE_TYPE_FRANTIC_GAME);
  g_type_ensure (TABLEE_TYPE_WHOSNEXT_GAME);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_REFEREE);

  games = g_type_children (TABLEE_TYPE_GAME, &n_games);
  g_assert_cmpuint (n_games, >, 0);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(TableeGameClass) klass = g_type_class_ref (games[i]);
      Format *format = find_format (klass->store_name);

      if (format == NULL)
        g_error ("The game “%s” is not in the table of formats of test-migrations.c", klass->store_name);
      format->code_version = klass->format_version;
    }
}

/* ---- Reading a fixture ------------------------------------------------- */

static char *
fixture_path (const char *store,
              guint32     version,
              const char *variant)
{
  g_autofree char *name = g_strdup_printf ("%s-v%u%s%s.state", store, version,
                                           variant != NULL ? "-" : "", variant != NULL ? variant : "");

  return g_test_build_filename (G_TEST_DIST, "fixtures", "formats", name, NULL);
}

/* Puts the fixture where a store of format's current version reads it and
 * attaches model: the migration happens there. */
static TableeStore *
attach_fixture (const Format   *format,
                const char     *fixture,
                TableeSaveable *model)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *dir = NULL;
  TableeStore *store = tablee_store_new (format->store, format->version);
  gsize length;

  g_assert_true (g_file_get_contents (fixture, &contents, &length, &error));
  g_assert_no_error (error);
  dir = g_path_get_dirname (tablee_store_get_path (store));
  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (tablee_store_get_path (store), contents, length, &error));

  if (!tablee_store_attach (store, model, &error))
    g_error ("%s did not load: %s", fixture, error->message);

  return store;
}

static guint32
file_version (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) variant = NULL;
  guint32 version = 0;

  g_assert_no_error (error);
  bytes = g_mapped_file_get_bytes (file);
  variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT, bytes, FALSE));
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);

      g_variant_unref (variant);
      variant = swapped;
    }
  g_assert_true (g_variant_lookup (variant, "version", "u", &version));

  return version;
}

/* After a migration, the next save writes today's version, and what it
 * wrote loads into another model as the same state. */
static void
assert_saved_again (const Format   *format,
                    TableeStore    *store,
                    TableeSaveable *model)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeStore) again = NULL;
  g_autoptr(TableeSaveable) reloaded = format->create ();
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) reloaded_state = NULL;

  tablee_saveable_state_changed (model);
  tablee_store_flush (store);
  g_assert_cmpuint (file_version (tablee_store_get_path (store)), ==, format->version);

  again = tablee_store_new (format->store, format->version);
  g_assert_true (tablee_store_attach (again, reloaded, &error));
  g_assert_no_error (error);
  state = tablee_saveable_save (model);
  reloaded_state = tablee_saveable_save (reloaded);
  g_assert_true (g_variant_equal (state, reloaded_state));
}

static void
assert_players (TableePlayers      *players,
                const char * const *names)
{
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, g_strv_length ((char **) names));
  for (guint i = 0; names[i] != NULL; i++)
    g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, i)), ==, names[i]);
}

/* A game read back starts a new undo history; 0.1.0 kept one step. */
static void
assert_game (TableeGame         *game,
             const char * const *names,
             gboolean            finished)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  assert_players (tablee_game_get_players (game), names);
  g_assert_cmpint (tablee_game_get_finished (game), ==, finished);
  g_assert_false (tablee_game_get_can_undo (game));
  /* 0.1.0 did not record the start: it is the time of the migration. */
  g_assert_cmpint (tablee_game_get_started (game), <=, now);
  g_assert_cmpint (tablee_game_get_started (game), >=, now - 60);
}

/* ---- Every format, every version ---------------------------------------- */

static void
test_every_version (void)
{
  read_game_versions ();

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      const Format *format = &formats[i];

      if (format->code_version != format->version)
        g_error ("The format of “%s” is now version %u, not %u: write its migration from the "
                 "version before, keep a fixture of that version in tests/fixtures/formats/, "
                 "then change the table of test-migrations.c",
                 format->store, format->code_version, format->version);

      for (guint32 version = 1; version < format->version; version++)
        {
          g_autofree char *fixture = fixture_path (format->store, version, NULL);
          g_autoptr(TableeSaveable) model = format->create ();
          g_autoptr(TableeStore) store = NULL;

          if (!g_file_test (fixture, G_FILE_TEST_IS_REGULAR))
            g_error ("No fixture of version %u of “%s”: %s", version, format->store, fixture);

          store = attach_fixture (format, fixture, model);
          assert_saved_again (format, store, model);
        }
    }
}

/* A fresh model of every store saves and loads at today's version: what
 * becomes the fixture of this version once the format changes. */
static void
test_every_store_round_trip (void)
{
  read_game_versions ();

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(TableeSaveable) model = formats[i].create ();
      g_autoptr(TableeStore) store = tablee_store_new (formats[i].store, formats[i].version);
      g_autoptr(GError) error = NULL;

      g_assert_true (tablee_store_attach (store, model, &error));
      g_assert_no_error (error);
      assert_saved_again (&formats[i], store, model);
    }
}

/* ---- 0.1.0's files, checked one by one ----------------------------------- */

/* What make-v1-fixtures.c played (played-v1.txt). */

static void
test_notnot_v1 (gconstpointer data)
{
  static const char * const names[] = { "Zoé", "Łukasz", "Ana María", NULL };
  gboolean finished = GPOINTER_TO_INT (data);
  const Format *format = find_format ("notnot");
  g_autofree char *fixture = fixture_path ("notnot", 1, finished ? "finished" : NULL);
  g_autoptr(TableeNotnotGame) game = TABLEE_NOTNOT_GAME (format->create ());
  g_autoptr(TableeStore) store = attach_fixture (format, fixture, TABLEE_SAVEABLE (game));

  assert_game (TABLEE_GAME (game), names, finished);
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_false (tablee_notnot_game_get_first_game (game));
  if (finished)
    {
      g_assert_cmpuint (tablee_notnot_game_get_turn (game), ==, 53);
      g_assert_false (tablee_notnot_game_get_rolled (game));
      g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 45);
      g_assert_cmpint (tablee_notnot_game_get_tap (game, 2), ==, -1);
    }
  else
    {
      /* A turn in progress, its tap kept. */
      g_assert_cmpuint (tablee_notnot_game_get_turn (game), ==, 3);
      g_assert_true (tablee_notnot_game_get_rolled (game));
      g_assert_cmpuint (tablee_notnot_game_get_score (game, 0), ==, 3);
      g_assert_cmpint (tablee_notnot_game_get_tap (game, 0), ==, -1);
      g_assert_cmpint (tablee_notnot_game_get_tap (game, 2), ==, TABLEE_SPOT_UP);
    }
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 1), ==, 0);
  g_assert_cmpuint (tablee_notnot_game_get_score (game, 2), ==, 0);

  assert_saved_again (format, store, TABLEE_SAVEABLE (game));
}

static void
test_frantic_v1 (gconstpointer data)
{
  static const char * const names[] = { "Jérôme", "Ümit", "Søren", "李娜", NULL };
  static const int totals[] = { 50, 58, 61, 64 };
  gboolean finished = GPOINTER_TO_INT (data);
  const Format *format = find_format ("frantic");
  g_autofree char *fixture = fixture_path ("frantic", 1, finished ? "finished" : NULL);
  g_autoptr(TableeFranticGame) game = TABLEE_FRANTIC_GAME (format->create ());
  g_autoptr(TableeStore) store = attach_fixture (format, fixture, TABLEE_SAVEABLE (game));
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  guint remaining, discarded;

  assert_game (TABLEE_GAME (game), names, finished);
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 2);
  g_assert_cmpuint (tablee_frantic_scorer_get_length (scorer), ==, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (scorer), ==, finished ? 40 : 200);
  g_assert_cmpint (tablee_frantic_scorer_get_game_over (scorer), ==, finished);
  for (guint p = 0; p < G_N_ELEMENTS (totals); p++)
    g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, p), ==, totals[p]);

  g_object_get (tablee_frantic_game_get_deck (game), "n-remaining", &remaining, "n-discarded", &discarded, NULL);
  g_assert_cmpuint (remaining, ==, finished ? 34 : 33);
  g_assert_cmpuint (discarded, ==, finished ? 0 : 1);

  assert_saved_again (format, store, TABLEE_SAVEABLE (game));
}

static void
test_whosnext_v1 (void)
{
  static const char * const names[] = { "Chloé", "Björn", "Nuño", "Ιωάννα", NULL };
  static const guint notes[] = { 1, 0, 0, 0 };
  const Format *format = find_format ("whosnext");
  g_autofree char *fixture = fixture_path ("whosnext", 1, NULL);
  g_autoptr(TableeWhosnextGame) game = TABLEE_WHOSNEXT_GAME (format->create ());
  g_autoptr(TableeStore) store = attach_fixture (format, fixture, TABLEE_SAVEABLE (game));
  g_autoptr(GVariant) trainer_state = NULL;
  g_autoptr(TableeWhosnextTrainer) trainer = NULL;
  g_autoptr(GError) error = NULL;
  TableeWhosnextTrainerStats stats;

  assert_game (TABLEE_GAME (game), names, FALSE);
  g_assert_cmpuint (tablee_whosnext_game_get_level (game), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_PLAYING);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_direction (game), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (game), ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (notes); i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, i), ==, notes[i]);

  /* 0.1.0 kept the trainer's scores in the game: they are handed over,
   * once, for the trainer's own store (the page does so). */
  trainer_state = tablee_whosnext_game_take_v1_trainer (game);
  g_assert_nonnull (trainer_state);
  g_assert_null (tablee_whosnext_game_take_v1_trainer (game));
  trainer = TABLEE_WHOSNEXT_TRAINER (new_whosnext_trainer ());
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (trainer), trainer_state, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (trainer), ==, 1);
  g_assert_true (tablee_whosnext_trainer_get_active (trainer));
  tablee_whosnext_trainer_get_stats (trainer, 1, &stats);
  g_assert_cmpuint (stats.answers, ==, 3);
  g_assert_cmpuint (stats.correct, ==, 2);
  g_assert_cmpuint (stats.late, ==, 1);
  g_assert_cmpuint (stats.reaction_ms, ==, 1600);

  assert_saved_again (format, store, TABLEE_SAVEABLE (game));
}

static void
test_soundbattle_v1 (gconstpointer data)
{
  static const char * const names[] = { "Maëlle", "Đorđe", "Siobhán", NULL };
  static const guint left[2][3] = { { 10, 9, 10 }, { 0, 0, 0 } };
  static const guint won[2][3] = { { 0, 0, 6 }, { 0, 0, 36 } };
  gboolean finished = GPOINTER_TO_INT (data);
  const Format *format = find_format ("soundbattle");
  g_autofree char *fixture = fixture_path ("soundbattle", 1, finished ? "finished" : NULL);
  g_autoptr(TableeSoundbattleReferee) referee = TABLEE_SOUNDBATTLE_REFEREE (format->create ());
  g_autoptr(TableeStore) store = attach_fixture (format, fixture, TABLEE_SAVEABLE (referee));
  const TableeSoundbattleState *s = tablee_soundbattle_referee_get_state (referee);

  assert_game (TABLEE_GAME (referee), names, finished);
  g_assert_cmpint (s->phase, ==, finished ? TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER : TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpint (s->mode, ==, TABLEE_SOUNDBATTLE_MODE_NORMAL);
  g_assert_cmpuint (s->rounds_to_win, ==, 1);
  g_assert_cmpint (s->attacker, ==, 2);
  g_assert_cmpint (s->dealer, ==, 1);
  g_assert_cmpuint (s->pot, ==, finished ? 0 : 1);
  g_assert_cmpuint (s->tricks_played, ==, finished ? 12 : 2);
  g_assert_cmpuint (s->rounds_played, ==, finished ? 1 : 0);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s->left[p], ==, left[finished][p]);
      g_assert_cmpuint (s->won[p], ==, won[finished][p]);
      g_assert_cmpuint (s->round_wins[p], ==, finished && p == 2 ? 1 : 0);
    }
  /* 0.1.0 kept no record of the tricks. */
  g_assert_cmpuint (s->records->len, ==, 0);

  assert_saved_again (format, store, TABLEE_SAVEABLE (referee));
}

static void
test_notnot_training_v1 (void)
{
  const Format *format = find_format (TABLEE_NOTNOT_TRAINING_STORE);
  g_autofree char *fixture = fixture_path (TABLEE_NOTNOT_TRAINING_STORE, 1, NULL);
  g_autoptr(TableeNotnotTraining) training = TABLEE_NOTNOT_TRAINING (format->create ());
  g_autoptr(TableeStore) store = attach_fixture (format, fixture, TABLEE_SAVEABLE (training));
  TableeNotnotStats stats;

  g_assert_cmpint (tablee_notnot_training_get_level (training), ==, TABLEE_NOTNOT_LEVEL_HARD);
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_HARD, &stats);
  g_assert_cmpuint (stats.n_right, ==, 3);
  g_assert_cmpuint (stats.n_wrong, ==, 2);
  g_assert_cmpint (stats.best, ==, 400000);
  g_assert_cmpint (stats.average, ==, 500000);
  /* Version 1 had no run: the levels up to the one chosen open, and a
   * run starts with every life. */
  g_assert_cmpint (tablee_notnot_training_get_unlocked (training), ==, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_cmpuint (tablee_notnot_training_get_lives (training), ==, TABLEE_NOTNOT_TRAINING_LIVES);
  g_assert_cmpuint (tablee_notnot_training_get_best_streak (training, TABLEE_NOTNOT_LEVEL_HARD), ==, 0);

  assert_saved_again (format, store, TABLEE_SAVEABLE (training));
}

/* ---- A newer Tablée's file ---------------------------------------------- */

/* Every game's file written by a version after this one is kept as it is,
 * not set aside as damaged, and never saved over. */
static void
test_newer_version_kept (void)
{
  read_game_versions ();

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      const Format *format = &formats[i];
      g_autoptr(TableeSaveable) model = format->create ();
      g_autoptr(TableeStore) store = tablee_store_new (format->store, format->version + 1);
      g_autoptr(TableeStore) older = NULL;
      g_autoptr(TableeSaveable) fresh = format->create ();
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;
      g_autofree char *after = NULL;
      g_autofree char *dir = NULL;
      gsize written_length, after_length;
      GDir *listing;
      guint n_files = 0;

      /* A file of the next version, as a newer Tablée would write it. */
      g_assert_true (tablee_store_attach (store, model, NULL));
      tablee_saveable_state_changed (model);
      tablee_store_flush (store);
      g_assert_true (g_file_get_contents (tablee_store_get_path (store), &written, &written_length, NULL));

      older = tablee_store_new (format->store, format->version);
      g_assert_false (tablee_store_attach (older, fresh, &error));
      g_assert_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER);
      g_assert_nonnull (strstr (error->message, "newer version of Tablée"));

      /* A change of the fresh model writes nothing over it. */
      tablee_saveable_state_changed (fresh);
      tablee_store_flush (older);
      g_assert_true (g_file_get_contents (tablee_store_get_path (older), &after, &after_length, NULL));
      g_assert_cmpmem (written, written_length, after, after_length);

      /* Nothing was set aside. */
      dir = g_path_get_dirname (tablee_store_get_path (older));
      listing = g_dir_open (dir, 0, NULL);
      g_assert_nonnull (listing);
      while (g_dir_read_name (listing) != NULL)
        n_files++;
      g_dir_close (listing);
      g_assert_cmpuint (n_files, ==, 1);

      g_assert_no_errno (g_unlink (tablee_store_get_path (older)));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/migrations/every-version", test_every_version);
  g_test_add_func ("/migrations/every-store-round-trip", test_every_store_round_trip);
  g_test_add_data_func ("/migrations/notnot-v1", GINT_TO_POINTER (FALSE), test_notnot_v1);
  g_test_add_data_func ("/migrations/notnot-v1-finished", GINT_TO_POINTER (TRUE), test_notnot_v1);
  g_test_add_data_func ("/migrations/frantic-v1", GINT_TO_POINTER (FALSE), test_frantic_v1);
  g_test_add_data_func ("/migrations/frantic-v1-finished", GINT_TO_POINTER (TRUE), test_frantic_v1);
  g_test_add_func ("/migrations/whosnext-v1", test_whosnext_v1);
  g_test_add_data_func ("/migrations/soundbattle-v1", GINT_TO_POINTER (FALSE), test_soundbattle_v1);
  g_test_add_data_func ("/migrations/soundbattle-v1-finished", GINT_TO_POINTER (TRUE), test_soundbattle_v1);
  g_test_add_func ("/migrations/notnot-training-v1", test_notnot_training_v1);
  g_test_add_func ("/migrations/newer-version-kept", test_newer_version_kept);

  return g_test_run ();
}
