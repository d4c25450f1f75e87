/* store-counter.h: a tiny saveable model for the store's tests, and what
 * they ask of its files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>

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

G_GNUC_UNUSED static void
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

/* How many files path was set aside as. */
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
