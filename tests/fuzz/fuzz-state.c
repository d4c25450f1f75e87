/* fuzz-state.c: the state file loader, as the app runs it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* An input is one byte choosing the model, then the bytes of its state file.
 * They are written to <data dir>/tablee/<name>.state in a private data
 * directory and read back by tablee_store_attach(), the way the app starts a
 * page: the store parses the GVariant and hands "state" to the model's load.
 *
 * When the high bit of the first byte is set, the rest is the file in the
 * GVariant text format instead, serialised before it is written: mutations
 * of the text make well-formed files with odd values, where mutations of the
 * bytes mostly test GVariant's own checks.
 *
 * Besides not crashing, every model must keep the promises of
 * TableeSaveable: a refused state leaves the model as it was, and a state it
 * accepted saves into one that it accepts again and that saves the same.
 * And a state it accepted must be playable: a few moves are played from it
 * (FuzzModel.play), then the state reached goes through the same checks. */

#define G_LOG_DOMAIN "fuzz-state"

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "fuzz-target.h"
#include "fuzz-state-models.h"
#include "tablee-game.h"
#include "tablee-store.h"

static char *data_dir;

static void
remove_data_dir (void)
{
  g_autofree char *dir = g_build_filename (data_dir, "tablee", NULL);

  g_rmdir (dir);
  g_rmdir (data_dir);
}

static void
drop_message (const char     *log_domain,
              GLogLevelFlags  log_level,
              const char     *message,
              gpointer        user_data)
{
}

void
fuzz_target_init (void)
{
  g_autoptr(GError) error = NULL;

  /* g_get_user_data_dir() reads this once, at its first call: it must be
   * set before anything asks for it. */
  data_dir = g_dir_make_tmp ("tablee-fuzz-state-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_assert_cmpstr (g_get_user_data_dir (), ==, data_dir);
  atexit (remove_data_dir);

  fuzz_abort_on_warnings ();

  /* A game on TableeGame names its store and its version itself: the
   * files must be the ones the app writes. */
  for (guint i = 0; i < fuzz_state_n_models; i++)
    {
      g_autoptr(TableeSaveable) model = fuzz_state_models[i].create ();

      if (TABLEE_IS_GAME (model))
        {
          g_assert_cmpstr (TABLEE_GAME_GET_CLASS (model)->store_name, ==, fuzz_state_models[i].name);
          g_assert_cmpuint (TABLEE_GAME_GET_CLASS (model)->format_version, ==,
                            fuzz_state_models[i].version);
        }
    }

  /* The store explains every file it sets aside: thousands of them. */
  g_log_set_handler ("tablee-store", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, drop_message, NULL);
}

/* Removes the state file and the copies set aside, so that every input
 * starts from an empty directory. */
static void
clear_state_files (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_prefix (name, base))
        {
          g_autofree char *file = g_build_filename (dir_name, name, NULL);

          g_unlink (file);
        }
    }
}

static void G_GNUC_NORETURN
broken_promise (const FuzzModel *model,
                const char      *promise,
                GVariant        *expected,
                GVariant        *found)
{
  g_autofree char *expected_text = g_variant_print (expected, TRUE);
  g_autofree char *found_text = found != NULL ? g_variant_print (found, TRUE) : g_strdup ("(refused)");

  g_printerr ("%s: %s\nexpected: %s\nfound:    %s\n",
              model->name, promise, expected_text, found_text);
  abort ();
}

/* Loads state, which model saved, into a fresh model, which must take it
 * and save the same; returns that model. */
static TableeSaveable *
check_round_trip (const FuzzModel *model,
                  GVariant        *state)
{
  g_autoptr(TableeSaveable) again = model->create ();
  g_autoptr(GVariant) saved_again = NULL;
  g_autoptr(GError) error = NULL;

  if (!tablee_saveable_load (again, state, &error))
    broken_promise (model, "the model refuses what it saved", state, NULL);
  saved_again = tablee_saveable_save (again);
  if (!g_variant_equal (state, saved_again))
    broken_promise (model, "a saved state loads into another", state, saved_again);

  return g_steal_pointer (&again);
}

static gboolean
load_state_file (const FuzzModel *model,
                 const guint8    *contents,
                 gsize            size)
{
  g_autoptr(TableeStore) store = tablee_store_new (model->name, model->version);
  g_autoptr(TableeSaveable) saveable = model->create ();
  g_autoptr(GVariant) before = tablee_saveable_save (saveable);
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_strdup (tablee_store_get_path (store));
  g_autofree char *dir = g_path_get_dirname (path);
  gboolean loaded;

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  if (!g_file_set_contents (path, (const char *) contents, size, &error))
    g_error ("%s", error->message);

  loaded = tablee_store_attach (store, saveable, &error);
  g_assert_true (loaded == (error == NULL));
  g_assert_true (loaded || g_error_matches (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED) ||
                 g_error_matches (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER));
  after = tablee_saveable_save (saveable);

  if (!loaded)
    {
      if (!g_variant_equal (before, after))
        broken_promise (model, "a refused state changed the model", before, after);
    }
  else
    {
      g_autoptr(TableeSaveable) again = check_round_trip (model, after);
      g_autoptr(GVariant) played = NULL;

      g_autoptr(GVariant) reloaded = NULL;
      g_autoptr(GError) play_error = NULL;

      /* A state that loads must also be playable: play on from it, and the
       * state reached must load too. What a model keeps in memory but
       * drops on loading (Not Not's last dice once the turn is over) is
       * not an error: the state loaded from it must save the same. */
      model->play (again);
      played = tablee_saveable_save (again);
      g_clear_object (&again);
      again = model->create ();
      if (!tablee_saveable_load (again, played, &play_error))
        broken_promise (model, "the model refuses what it saved after playing", played, NULL);
      reloaded = tablee_saveable_save (again);
      g_clear_object (&again);
      again = check_round_trip (model, reloaded);
    }

  /* A refused file was set aside, an accepted one stays where it was, and
   * so does a newer Tablée's. */
  g_clear_object (&store);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS) ==
                 (loaded || g_error_matches (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER)));
  clear_state_files (path);

  return loaded;
}

gboolean
fuzz_target_run (const guint8 *data,
                 gsize         size)
{
  g_autoptr(GVariant) parsed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const FuzzModel *model;
  guint index;

  if (size == 0)
    return FALSE;

  index = data[0] & ~FUZZ_STATE_TEXT;
  if (index >= fuzz_state_n_models)
    return FALSE;
  model = &fuzz_state_models[index];

  if (!(data[0] & FUZZ_STATE_TEXT))
    return load_state_file (model, data + 1, size - 1);

  {
    g_autofree char *text = g_strndup ((const char *) data + 1, size - 1);

    /* GLib 2.74's parser takes bad UTF-8 in a string to
     * g_variant_new_string(), which complains: not our code. */
    if (!g_utf8_validate (text, -1, NULL))
      return FALSE;
    parsed = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, NULL, NULL, NULL);
    if (parsed == NULL)
      return FALSE;
  }
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (parsed);

      g_variant_unref (parsed);
      parsed = swapped;
    }
  bytes = g_variant_get_data_as_bytes (parsed);

  return load_state_file (model, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}
