/* fuzz-state-seeds.c: writes the seeds of the state fuzzer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* fuzz-state-seeds DIRECTORY (tests/fuzz/corpus-state): for every model,
 * "valid-<name>-<n>" are its examples saved by a real TableeStore, and
 * "damaged-<name>-<what>" are files it must refuse: cut short, another
 * version or name, no state, an empty state, and the states the model lists
 * as damaged. Each file starts with the model's byte, as fuzz-state.c reads
 * it. Run it again when a model's format changes: the replay test fails on
 * the seeds until then. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "fuzz-state-models.h"
#include "tablee-store.h"

static const char *out_dir;

static void write_seed (guint       model_index,
                        const char *seed_name,
                        const char *contents,
                        gsize       size);

static const char garbage_bytes[] = "\x01\x02not a variant at all\xff";

/* The same file in the text format (FUZZ_STATE_TEXT). */
static void
write_text_seed (guint       model_index,
                 const char *seed_name,
                 GBytes     *contents)
{
  g_autofree char *text_name = g_strconcat (seed_name, "-text", NULL);
  g_autoptr(GVariant) file_variant = NULL;
  g_autofree char *text = NULL;

  file_variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT,
                                                               contents, FALSE));
  text = g_variant_print (file_variant, TRUE);
  write_seed (model_index | FUZZ_STATE_TEXT, text_name, text, strlen (text));
}

static void
write_seed (guint       model_index,
            const char *seed_name,
            const char *contents,
            gsize       size)
{
  g_autofree char *path = g_build_filename (out_dir, seed_name, NULL);
  g_autoptr(GByteArray) seed = g_byte_array_new ();
  g_autoptr(GError) error = NULL;
  guint8 selector = model_index;

  g_byte_array_append (seed, &selector, 1);
  g_byte_array_append (seed, (const guint8 *) contents, size);
  if (!g_file_set_contents (path, (const char *) seed->data, seed->len, &error))
    g_error ("%s", error->message);
  g_print ("%s\n", path);
}

/* The file as the store writes it: little-endian, which is what we run on
 * when the bytes are built here (checked in main); with_text: in the text
 * format too. */
static void
write_file_seed (guint       model_index,
                 const char *seed_name,
                 guint32     version,
                 const char *name,
                 GVariant   *state,
                 gboolean    with_text)
{
  g_autoptr(GVariant) file_variant = NULL;
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "version", "u", version);
  g_variant_dict_insert (&dict, "name", "s", name);
  if (state != NULL)
    g_variant_dict_insert_value (&dict, "state", state);
  file_variant = g_variant_ref_sink (g_variant_dict_end (&dict));

  write_seed (model_index, seed_name, g_variant_get_data (file_variant),
              g_variant_get_size (file_variant));
  if (with_text)
    {
      g_autoptr(GBytes) bytes = g_variant_get_data_as_bytes (file_variant);

      write_text_seed (model_index, seed_name, bytes);
    }
}

/* Saves model through a real store and returns the file's contents. */
static GBytes *
save_through_store (const FuzzModel *model,
                    TableeSaveable  *saveable)
{
  g_autoptr(TableeStore) store = tablee_store_new (model->name, model->version);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize size = 0;

  g_unlink (tablee_store_get_path (store));
  if (!tablee_store_attach (store, saveable, &error))
    g_error ("%s", error->message);
  tablee_saveable_state_changed (saveable);
  tablee_store_flush (store);

  if (!g_file_get_contents (tablee_store_get_path (store), &contents, &size, &error))
    g_error ("%s", error->message);
  g_unlink (tablee_store_get_path (store));

  return g_bytes_new_take (contents, size);
}

/* A value of another type than value's, or NULL. */
static GVariant *
other_type (GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_variant_new_uint32 (7);

  return g_variant_new_string ("x");
}

/* The extreme values of a number's type, or NULL for other types. */
static GVariant *
extreme (GVariant *value,
         gboolean  high)
{
  switch (g_variant_classify (value))
    {
    case G_VARIANT_CLASS_BYTE:    return g_variant_new_byte (high ? G_MAXUINT8 : 0);
    case G_VARIANT_CLASS_INT16:   return g_variant_new_int16 (high ? G_MAXINT16 : G_MININT16);
    case G_VARIANT_CLASS_UINT16:  return g_variant_new_uint16 (high ? G_MAXUINT16 : 0);
    case G_VARIANT_CLASS_INT32:   return g_variant_new_int32 (high ? G_MAXINT32 : G_MININT32);
    case G_VARIANT_CLASS_UINT32:  return g_variant_new_uint32 (high ? G_MAXUINT32 : 0);
    case G_VARIANT_CLASS_INT64:   return g_variant_new_int64 (high ? G_MAXINT64 : G_MININT64);
    case G_VARIANT_CLASS_UINT64:  return g_variant_new_uint64 (high ? G_MAXUINT64 : 0);
    case G_VARIANT_CLASS_DOUBLE:  return g_variant_new_double (high ? G_MAXDOUBLE : -G_MAXDOUBLE);
    default:                      return NULL;
    }
}

static GVariant *
replace_key (GVariant   *state,
             const char *key,
             GVariant   *value)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, state);
  if (value != NULL)
    g_variant_dict_insert_value (&dict, key, value);
  else
    g_variant_dict_remove (&dict, key);

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

/* Writes state as damaged-<name>-<what> when the model refuses it, as
 * odd-<name>-<what> otherwise: a state the model may take (a key it can do
 * without, a number whose whole range is fine), listed so that it is looked
 * at. */
static void
write_generic_damage (guint       model_index,
                      const char *what,
                      GVariant   *state)
{
  const FuzzModel *model = &fuzz_state_models[model_index];
  g_autoptr(TableeSaveable) fresh = model->create ();
  g_autofree char *seed_name = NULL;
  gboolean refused = !tablee_saveable_load (fresh, state, NULL);

  seed_name = g_strdup_printf ("%s-%s-%s", refused ? "damaged" : "odd", model->name, what);
  if (!refused)
    g_printerr ("%s: accepted\n", seed_name);
  write_file_seed (model_index, seed_name, model->version, model->name, state, FALSE);
}

/* dict with the dictionary at path[depth..] (keys from dict down) replaced
 * by changed: every dictionary on the way is rebuilt around the one below. */
static GVariant *
replace_at (GVariant  *dict,
            GPtrArray *path,
            guint      depth,
            GVariant  *changed)
{
  g_autoptr(GVariant) inner = NULL;
  g_autoptr(GVariant) inner_changed = NULL;
  const char *key;

  if (depth == path->len)
    return g_variant_ref (changed);

  key = g_ptr_array_index (path, depth);
  inner = g_variant_lookup_value (dict, key, G_VARIANT_TYPE_VARDICT);
  inner_changed = replace_at (inner, path, depth + 1, changed);

  return replace_key (dict, key, inner_changed);
}

/* Writes root with the dictionary at path replaced by changed, which is
 * taken over. */
static void
write_changed (guint       model_index,
               GVariant   *root,
               GPtrArray  *path,
               const char *prefix,
               const char *name,
               GVariant   *changed)
{
  g_autoptr(GVariant) owned = changed;
  g_autoptr(GVariant) whole = replace_at (root, path, 0, changed);
  g_autofree char *what = g_strconcat (prefix, name, NULL);

  write_generic_damage (model_index, what, whole);
}

/* Every key of a saved state missing, of another type, at the ends of its
 * type's range; the same at every depth, in the dictionaries a state holds
 * (a game's own state sits inside the envelope TableeGame saves, and may
 * hold more dictionaries of its own). path: the keys from root to state;
 * the seed names them joined by dots. */
static void
write_generic_damages (guint       model_index,
                       GVariant   *root,
                       GPtrArray  *path,
                       GVariant   *state)
{
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, state);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autofree char *name = NULL;

      g_ptr_array_add (path, (gpointer) key);
      g_ptr_array_add (path, NULL);
      name = g_strjoinv (".", (char **) path->pdata);
      g_ptr_array_remove_index (path, path->len - 1);
      g_ptr_array_remove_index (path, path->len - 1);

      write_changed (model_index, root, path, "missing-", name, replace_key (state, key, NULL));
      write_changed (model_index, root, path, "type-", name,
                     replace_key (state, key, other_type (value)));

      for (guint high = 0; high < 2; high++)
        {
          GVariant *end = extreme (value, high);

          if (end != NULL)
            write_changed (model_index, root, path, high ? "max-" : "min-", name,
                           replace_key (state, key, end));
        }

      if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
        {
          g_ptr_array_add (path, (gpointer) key);
          write_generic_damages (model_index, root, path, value);
          g_ptr_array_remove_index (path, path->len - 1);
        }
      g_variant_unref (value);
    }
}

static void
write_model_seeds (guint model_index)
{
  const FuzzModel *model = &fuzz_state_models[model_index];
  g_autoptr(GPtrArray) examples = model->examples ();
  g_autoptr(GVariant) damaged = g_variant_ref_sink (model->damaged ());
  g_autoptr(GBytes) last = NULL;
  g_autoptr(GVariant) last_state = NULL;
  g_autofree char *other_name = g_strconcat (model->name, "-other", NULL);
  GVariantIter iter;
  const char *what;
  GVariant *state;
  gsize size;

  for (guint i = 0; i < examples->len; i++)
    {
      g_autofree char *seed_name = g_strdup_printf ("valid-%s-%u", model->name, i + 1);

      g_clear_pointer (&last, g_bytes_unref);
      last = save_through_store (model, g_ptr_array_index (examples, i));
      write_seed (model_index, seed_name, g_bytes_get_data (last, NULL), g_bytes_get_size (last));
      write_text_seed (model_index, seed_name, last);
    }

  /* Damage the richest example, the last. */
  last_state = tablee_saveable_save (g_ptr_array_index (examples, examples->len - 1));
#define SEED(what) g_strdup_printf ("damaged-%s-%s", model->name, what)
  {
    const char *bytes = g_bytes_get_data (last, &size);
    g_autofree char *truncated = SEED ("truncated");
    g_autofree char *version = SEED ("version");
    g_autofree char *name = SEED ("name");
    g_autofree char *no_state = SEED ("no-state");
    g_autofree char *empty_state = SEED ("empty-state");
    g_autofree char *garbage = SEED ("garbage");
    g_autofree char *empty = SEED ("empty");

    write_seed (model_index, truncated, bytes, size / 2);
    write_seed (model_index, garbage, garbage_bytes, sizeof garbage_bytes - 1);
    write_seed (model_index, empty, "", 0);
    write_file_seed (model_index, version, model->version + 1, model->name, last_state, TRUE);
    write_file_seed (model_index, name, model->version, other_name, last_state, TRUE);
    write_file_seed (model_index, no_state, model->version, model->name, NULL, FALSE);
    write_file_seed (model_index, empty_state, model->version, model->name,
                     g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0), TRUE);
  }

  g_variant_iter_init (&iter, damaged);
  while (g_variant_iter_next (&iter, "{&sv}", &what, &state))
    {
      g_autofree char *seed_name = SEED (what);

      write_file_seed (model_index, seed_name, model->version, model->name, state, TRUE);
      g_variant_unref (state);
    }
#undef SEED

  {
    g_autoptr(GPtrArray) path = g_ptr_array_new ();

    write_generic_damages (model_index, last_state, path, last_state);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 2)
    {
      g_printerr ("Usage: %s DIRECTORY\n", argv[0]);
      return 2;
    }
  if (G_BYTE_ORDER != G_LITTLE_ENDIAN)
    {
      g_printerr ("The seeds are little-endian files: write them on a little-endian machine\n");
      return 1;
    }

  out_dir = argv[1];
  data_dir = g_dir_make_tmp ("tablee-fuzz-seeds-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  for (guint i = 0; i < fuzz_state_n_models; i++)
    write_model_seeds (i);

  {
    g_autofree char *tablee_dir = g_build_filename (data_dir, "tablee", NULL);

    g_rmdir (tablee_dir);
    g_rmdir (data_dir);
  }

  return 0;
}
