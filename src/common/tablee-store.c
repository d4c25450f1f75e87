/* tablee-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-store"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tablee-store.h"

/* ---- The models the store saves ---------------------------------------- */

enum {
  SIGNAL_STATE_CHANGED,
  N_SIGNALS
};

static guint saveable_signals[N_SIGNALS];

G_DEFINE_INTERFACE (TableeSaveable, tablee_saveable, G_TYPE_OBJECT)

static void
tablee_saveable_default_init (TableeSaveableInterface *iface)
{
  /**
   * TableeSaveable::state-changed:
   *
   * Emitted after every change worth saving.
   */
  saveable_signals[SIGNAL_STATE_CHANGED] =
    g_signal_new ("state-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

GVariant *
tablee_saveable_save (TableeSaveable *self)
{
  GVariant *state;

  g_return_val_if_fail (TABLEE_IS_SAVEABLE (self), NULL);

  state = TABLEE_SAVEABLE_GET_IFACE (self)->save (self);
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (state, G_VARIANT_TYPE_VARDICT), NULL);

  return g_variant_ref_sink (state);
}

gboolean
tablee_saveable_load (TableeSaveable  *self,
                      GVariant        *state,
                      GError         **error)
{
  g_return_val_if_fail (TABLEE_IS_SAVEABLE (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  return TABLEE_SAVEABLE_GET_IFACE (self)->load (self, state, error);
}

void
tablee_saveable_state_changed (TableeSaveable *self)
{
  g_return_if_fail (TABLEE_IS_SAVEABLE (self));

  g_signal_emit (self, saveable_signals[SIGNAL_STATE_CHANGED], 0);
}

GVariant *
tablee_saveable_migrate (TableeSaveable  *self,
                         guint32          from_version,
                         guint32          to_version,
                         GVariant        *state,
                         GError         **error)
{
  TableeSaveableInterface *iface;
  g_autoptr(GVariant) migrated = NULL;

  g_return_val_if_fail (TABLEE_IS_SAVEABLE (self), NULL);
  g_return_val_if_fail (from_version <= to_version, NULL);
  g_return_val_if_fail (state != NULL, NULL);

  iface = TABLEE_SAVEABLE_GET_IFACE (self);
  migrated = g_variant_ref_sink (state);
  for (guint32 version = from_version; version < to_version; version++)
    {
      GVariant *next;

      if (iface->migrate == NULL)
        {
          g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED,
                       "No migration from version %u", version);
          return NULL;
        }
      next = iface->migrate (self, version, migrated, error);
      if (next == NULL)
        return NULL;
      g_variant_unref (migrated);
      migrated = g_variant_ref_sink (next);
      g_return_val_if_fail (g_variant_is_of_type (migrated, G_VARIANT_TYPE_VARDICT), NULL);
    }

  return g_steal_pointer (&migrated);
}

/* ---- The store --------------------------------------------------------- */

/* A change is on disk at most this long after it was made. */
#define SAVE_DELAY_MS 250

struct _TableeStore
{
  GObject         parent_instance;

  /* Borrowed: the model is the caller's; the store only listens to it. */
  TableeSaveable *model;
  gulong          changed_handler;

  /* Owned */
  char           *name;
  char           *path;
  guint32         version;
  /* Pending while a change waits to be written. */
  guint           save_source;
};

G_DEFINE_FINAL_TYPE (TableeStore, tablee_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (tablee-store-error-quark, tablee_store_error)

/* The stores alive now, so that shutdown can flush them all. */
static GList *live_stores;

/* Files are little-endian whatever the machine, so they can move. */
static GVariant *
little_endian (GVariant *variant)
{
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (variant);

      g_variant_unref (variant);
      return swapped;
    }

  return variant;
}

static gboolean
write_state (TableeStore  *self,
             GError      **error)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) file_variant = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *dir = NULL;
  GVariantDict dict;

  state = tablee_saveable_save (self->model);
  if (state == NULL)
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_FAILED,
                   "The model returned no state");
      return FALSE;
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "version", "u", self->version);
  g_variant_dict_insert (&dict, "name", "s", self->name);
  g_variant_dict_insert_value (&dict, "state", state);
  file_variant = little_endian (g_variant_ref_sink (g_variant_dict_end (&dict)));
  bytes = g_variant_get_data_as_bytes (file_variant);

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not create %s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  return g_file_set_contents_full (self->path,
                                   g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes),
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600,
                                   error);
}

static gboolean
save_timeout_cb (gpointer user_data)
{
  tablee_store_flush (user_data);

  return G_SOURCE_REMOVE;
}

static void
model_state_changed_cb (TableeStore *self)
{
  if (self->save_source == 0)
    self->save_source = g_timeout_add (SAVE_DELAY_MS, save_timeout_cb, self);
}

/* Reads the file into a state the model may load, or explains why not. */
static GVariant *
read_state (TableeStore  *self,
            GError      **error)
{
  g_autoptr(GVariant) file_variant = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL;
  const char *name = NULL;
  guint32 version = 0;
  gsize length = 0;

  if (!g_file_get_contents (self->path, &contents, &length, error))
    return NULL;

  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  file_variant = little_endian (g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT,
                                                                              bytes, FALSE)));

  /* Untrusted data: the normal form check rejects anything that is not a
   * well-formed serialisation instead of reading it as defaults. */
  if (!g_variant_is_normal_form (file_variant) ||
      !g_variant_lookup (file_variant, "version", "u", &version) ||
      !g_variant_lookup (file_variant, "name", "&s", &name) ||
      !(state = g_variant_lookup_value (file_variant, "state", G_VARIANT_TYPE_VARDICT)))
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED,
                   "%s is not a Tablée state file", self->path);
      return NULL;
    }

  if (g_strcmp0 (name, self->name) != 0)
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED,
                   "%s holds “%s”, expected “%s”", self->path, name, self->name);
      return NULL;
    }

  if (version > self->version)
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER,
                   "%s holds version %u of “%s”, newer than version %u",
                   self->path, version, name, self->version);
      return NULL;
    }

  /* An older version is brought to this one by the model's migrations. */
  return tablee_saveable_migrate (self->model, version, self->version, state, error);
}

static char *
set_aside (TableeStore *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.corrupt-%s", self->path, stamp);

  if (g_rename (self->path, aside) != 0)
    {
      g_warning ("Could not set %s aside: %s", self->path, g_strerror (errno));
      g_unlink (self->path);
    }

  return g_steal_pointer (&aside);
}

static void
tablee_store_dispose (GObject *object)
{
  TableeStore *self = TABLEE_STORE (object);

  tablee_store_flush (self);
  live_stores = g_list_remove (live_stores, self);

  g_clear_signal_handler (&self->changed_handler, self->model);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (tablee_store_parent_class)->dispose (object);
}

static void
tablee_store_finalize (GObject *object)
{
  TableeStore *self = TABLEE_STORE (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (tablee_store_parent_class)->finalize (object);
}

static void
tablee_store_class_init (TableeStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_store_dispose;
  object_class->finalize = tablee_store_finalize;
}

static void
tablee_store_init (TableeStore *self)
{
  live_stores = g_list_prepend (live_stores, self);
}

TableeStore *
tablee_store_new (const char *name,
                  guint32     version)
{
  TableeStore *self;
  g_autofree char *file_name = NULL;

  g_return_val_if_fail (name != NULL && *name != '\0', NULL);

  self = g_object_new (TABLEE_TYPE_STORE, NULL);
  self->name = g_strdup (name);
  self->version = version;
  file_name = g_strconcat (name, ".state", NULL);
  self->path = g_build_filename (g_get_user_data_dir (), "tablee", file_name, NULL);

  return self;
}

const char *
tablee_store_get_path (TableeStore *self)
{
  g_return_val_if_fail (TABLEE_IS_STORE (self), NULL);

  return self->path;
}

gboolean
tablee_store_attach (TableeStore     *self,
                     TableeSaveable  *model,
                     GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_name = NULL;

  g_return_val_if_fail (TABLEE_IS_STORE (self), FALSE);
  g_return_val_if_fail (TABLEE_IS_SAVEABLE (model), FALSE);
  g_return_val_if_fail (self->model == NULL, FALSE);

  self->model = g_object_ref (model);

  state = read_state (self, &local_error);
  if (state != NULL)
    tablee_saveable_load (model, state, &local_error);

  /* A newer Tablée's file is neither damaged nor ours to replace: it stays
   * as it is, and the fresh model is never written over it. */
  if (g_error_matches (local_error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER))
    {
      g_debug ("Leaving %s alone: %s", self->path, local_error->message);
      g_set_error_literal (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NEWER,
                           _("This game was saved by a newer version of Tablée, which this one cannot read. "
                             "Its file was left as it is; the new game started here will not be saved."));
      return FALSE;
    }

  self->changed_handler = g_signal_connect_swapped (model, "state-changed",
                                                    G_CALLBACK (model_state_changed_cb), self);
  if (local_error == NULL || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;

  g_debug ("Setting aside %s: %s", self->path, local_error->message);
  aside = set_aside (self);
  aside_name = g_path_get_basename (aside);
  g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED,
               /* Translators: %s is a file name. */
               _("The saved game could not be read, so a new one was started. The old file was kept as “%s”."),
               aside_name);
  return FALSE;
}

void
tablee_store_flush (TableeStore *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TABLEE_IS_STORE (self));

  if (self->save_source == 0)
    return;

  g_clear_handle_id (&self->save_source, g_source_remove);
  if (!write_state (self, &error))
    g_warning ("Could not save %s: %s", self->path, error->message);
}

void
tablee_store_flush_all (void)
{
  for (GList *l = live_stores; l != NULL; l = l->next)
    tablee_store_flush (l->data);
}
