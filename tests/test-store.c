/* test-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>

#include "tablee-store.h"

/* A tiny model: one number from 0 to 100. */
#define TEST_TYPE_COUNTER (test_counter_get_type ())
G_DECLARE_FINAL_TYPE (TestCounter, test_counter, TEST, COUNTER, GObject)

struct _TestCounter
{
  GObject parent_instance;
  guint   value;
};

static void test_counter_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestCounter, test_counter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      test_counter_saveable_init))

static GVariant *
test_counter_save (TableeSaveable *saveable)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "value", "u", TEST_COUNTER (saveable)->value);

  return g_variant_dict_end (&dict);
}

static gboolean
test_counter_load (TableeSaveable  *saveable,
                   GVariant        *state,
                   GError         **error)
{
  guint value;

  if (!g_variant_lookup (state, "value", "u", &value) || value > 100)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bad value");
      return FALSE;
    }

  TEST_COUNTER (saveable)->value = value;
  return TRUE;
}

static void
test_counter_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = test_counter_save;
  iface->load = test_counter_load;
}

static void
test_counter_class_init (TestCounterClass *klass)
{
}

static void
test_counter_init (TestCounter *self)
{
}

static void
test_counter_set (TestCounter *self,
                  guint        value)
{
  self->value = value;
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

static void
write_raw_state (const char *path,
                 guint32     version,
                 const char *name,
                 guint       value)
{
  g_autoptr(GVariant) variant = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  GVariantDict state, file;

  g_variant_dict_init (&state, NULL);
  g_variant_dict_insert (&state, "value", "u", value);
  g_variant_dict_init (&file, NULL);
  g_variant_dict_insert (&file, "version", "u", version);
  g_variant_dict_insert (&file, "name", "s", name);
  g_variant_dict_insert_value (&file, "state", g_variant_dict_end (&state));
  variant = g_variant_ref_sink (g_variant_dict_end (&file));

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (path, g_variant_get_data (variant),
                                      g_variant_get_size (variant), NULL));
}

static guint
count_set_aside (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".corrupt-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_prefix (name, prefix))
        n++;
    }

  return n;
}

static void
test_store_path (void)
{
  g_autoptr(TableeStore) store = tablee_store_new ("frantic", 1);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "tablee",
                                                "frantic.state", NULL);

  g_assert_cmpstr (tablee_store_get_path (store), ==, expected);
}

static void
test_store_fresh_start (void)
{
  TableeStore *store = tablee_store_new ("fresh", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counter->value, ==, 0);
  g_assert_false (g_file_test (tablee_store_get_path (store), G_FILE_TEST_EXISTS));

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

static void
test_store_round_trip (void)
{
  TableeStore *store = tablee_store_new ("trip", 3);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autofree char *path = NULL;
  GStatBuf buf;

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  test_counter_set (counter, 42);
  tablee_store_flush (store);
  path = g_strdup (tablee_store_get_path (store));

  g_assert_no_errno (g_stat (path, &buf));
  g_assert_cmpint (buf.st_mode & 0777, ==, 0600);
  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);

  store = tablee_store_new ("trip", 3);
  counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  g_assert_cmpuint (counter->value, ==, 42);
  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

static gboolean
file_exists_cb (gpointer path)
{
  return !g_file_test (path, G_FILE_TEST_EXISTS);
}

/* A change is written without an explicit flush, shortly after it is made. */
static void
test_store_saves_by_itself (void)
{
  TableeStore *store = tablee_store_new ("debounce", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  const char *path = tablee_store_get_path (store);

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  test_counter_set (counter, 7);
  test_counter_set (counter, 8);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  while (file_exists_cb ((gpointer) path))
    g_main_context_iteration (NULL, TRUE);

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

/* kill -9 right after a change was saved loses nothing. */
static void
test_store_survives_kill (void)
{
  if (g_test_subprocess ())
    {
      TableeStore *store = tablee_store_new ("killed", 1);
      TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
      const char *path = tablee_store_get_path (store);

      g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
      test_counter_set (counter, 99);

      /* Wait for the debounced save, with no flush, then die hard. */
      while (!g_file_test (path, G_FILE_TEST_EXISTS))
        g_main_context_iteration (NULL, TRUE);
      raise (SIGKILL);
      g_assert_not_reached ();
    }
  else
    {
      TableeStore *store;
      TestCounter *counter;

      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_failed ();

      /* The subprocess shares our isolated data directory. */
      store = tablee_store_new ("killed", 1);
      counter = g_object_new (TEST_TYPE_COUNTER, NULL);
      g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
      g_assert_cmpuint (counter->value, ==, 99);
      g_assert_finalize_object (store);
      g_assert_finalize_object (counter);
    }
}

static void
assert_set_aside (const char *name,
                  void      (*damage) (const char *path))
{
  TableeStore *store = tablee_store_new (name, 2);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_strdup (tablee_store_get_path (store));

  damage (path);
  g_assert_false (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
  g_assert_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, ".corrupt-"));
  g_assert_cmpuint (counter->value, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_set_aside (path), ==, 1);

  /* The fresh game goes on being saved over the damaged one's name. */
  test_counter_set (counter, 5);
  tablee_store_flush (store);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

static void
damage_garbage (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (path, "\x01\x02not a variant at all\xff", -1, NULL));
}

static void
damage_empty (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
}

static void
damage_out_of_range (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_auto(GStrv) parts = g_strsplit (base, ".", 2);

  write_raw_state (path, 2, parts[0], 1000);
}

/* An older version that the model has no migration for. */
static void
damage_other_version (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_auto(GStrv) parts = g_strsplit (base, ".", 2);

  write_raw_state (path, 1, parts[0], 10);
}

static void
test_store_damaged_garbage (void)
{
  assert_set_aside ("garbage", damage_garbage);
}

static void
test_store_damaged_empty (void)
{
  assert_set_aside ("empty", damage_empty);
}

static void
test_store_damaged_out_of_range (void)
{
  assert_set_aside ("range", damage_out_of_range);
}

static void
test_store_damaged_version (void)
{
  assert_set_aside ("version", damage_other_version);
}

static void
test_store_flush_all (void)
{
  TableeStore *store = tablee_store_new ("all", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  test_counter_set (counter, 3);
  tablee_store_flush_all ();
  g_assert_true (g_file_test (tablee_store_get_path (store), G_FILE_TEST_EXISTS));

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/store/path", test_store_path);
  g_test_add_func ("/store/fresh-start", test_store_fresh_start);
  g_test_add_func ("/store/round-trip", test_store_round_trip);
  g_test_add_func ("/store/saves-by-itself", test_store_saves_by_itself);
  g_test_add_func ("/store/survives-kill", test_store_survives_kill);
  g_test_add_func ("/store/damaged/garbage", test_store_damaged_garbage);
  g_test_add_func ("/store/damaged/empty", test_store_damaged_empty);
  g_test_add_func ("/store/damaged/out-of-range", test_store_damaged_out_of_range);
  g_test_add_func ("/store/damaged/version", test_store_damaged_version);
  g_test_add_func ("/store/flush-all", test_store_flush_all);

  return g_test_run ();
}
