/* tablee-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-store"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tablee-save-status.h"
#include "tablee-store.h"
#include "tablee-store-writer.h"

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
/* A failed save is tried again after 1 s, then 2, 4... at most 30 s apart
 * (and at every new change, and at quit). */
#define RETRY_MAX_S 30
/* How long flushing waits for the disk before it gives up and says so. */
#define FLUSH_TIMEOUT_US (5 * G_USEC_PER_SEC)
/* A state file is a few kilobytes; one this large is not ours. */
#define MAX_STATE_SIZE (64 * 1024 * 1024)

struct _TableeStore
{
  GObject            parent_instance;

  /* Borrowed: the model is the caller's; the store only listens to it. */
  TableeSaveable    *model;
  gulong             changed_handler;

  /* Owned */
  char              *name;
  char              *path;
  guint32            version;
  TableeStoreTarget *target;
  /* Pending while a change waits to be written. */
  guint              save_source;
  /* Why the last save failed, and when it is tried again. */
  TableeSaveProblem  problem;
  char              *problem_detail;
  guint              retry_source;
  guint              retry_delay_s;
  /* A damaged file that could not be set aside stays where it is, and is
   * never written over: saving waits until it is gone. */
  gboolean           kept_file;
};

G_DEFINE_FINAL_TYPE (TableeStore, tablee_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (tablee-store-error-quark, tablee_store_error)

/* The stores alive now, so that shutdown can flush them all. */
static GList *live_stores;
/* Another copy of Tablée holds the data folder: no store writes. */
static gboolean read_only;

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

/* The model's state in its envelope, serialised on the main thread: the
 * writer thread only gets bytes. */
static GBytes *
serialise (TableeStore *self)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) file_variant = NULL;
  GVariantDict dict;

  state = tablee_saveable_save (self->model);
  if (state == NULL)
    return NULL;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "version", "u", self->version);
  g_variant_dict_insert (&dict, "name", "s", self->name);
  g_variant_dict_insert_value (&dict, "state", state);
  file_variant = little_endian (g_variant_ref_sink (g_variant_dict_end (&dict)));

  return g_variant_get_data_as_bytes (file_variant);
}

/* The status shows the most serious problem of all the stores. */
static void
update_status (void)
{
  TableeSaveProblem problem = TABLEE_SAVE_PROBLEM_NONE;
  const char *detail = NULL;

  for (GList *l = live_stores; l != NULL; l = l->next)
    {
      TableeStore *store = l->data;

      if (store->problem > problem)
        {
          problem = store->problem;
          detail = store->problem_detail;
        }
    }
  if (read_only)
    problem = TABLEE_SAVE_PROBLEM_LOCKED;

  tablee_save_status_set_problem (tablee_save_status_get_default (), problem, detail);
}

static void
set_problem (TableeStore       *self,
             TableeSaveProblem  problem,
             const char        *detail)
{
  g_autofree char *old_detail = g_steal_pointer (&self->problem_detail);

  self->problem = problem;
  self->problem_detail = g_strdup (detail);
  update_status ();
}

static TableeSaveProblem
problem_from_error (const GError *error)
{
  if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC))
    return TABLEE_SAVE_PROBLEM_NO_SPACE;
  if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ROFS) ||
      g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ACCES) ||
      g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_PERM))
    return TABLEE_SAVE_PROBLEM_READ_ONLY;

  return TABLEE_SAVE_PROBLEM_OTHER;
}

/* A kept damaged file no longer blocks saving once it was moved away. */
static gboolean
still_kept (TableeStore *self)
{
  GStatBuf buf;

  if (!self->kept_file)
    return FALSE;
  if (g_lstat (self->path, &buf) == 0 || errno != ENOENT)
    return TRUE;

  self->kept_file = FALSE;
  return FALSE;
}

static void schedule_retry (TableeStore *self);

/* Serialises the model now and hands it to the writer thread. */
static void
save_now (TableeStore *self)
{
  g_autoptr(GBytes) bytes = NULL;

  g_clear_handle_id (&self->save_source, g_source_remove);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  if (read_only || self->model == NULL)
    return;
  if (still_kept (self))
    {
      schedule_retry (self);
      return;
    }

  bytes = serialise (self);
  if (bytes == NULL)
    {
      g_critical ("The model of %s returned no state", self->path);
      return;
    }
  tablee_store_writer_queue (self->target, bytes);
}

static gboolean
retry_cb (gpointer user_data)
{
  TableeStore *self = user_data;

  self->retry_source = 0;
  save_now (self);

  return G_SOURCE_REMOVE;
}

static void
schedule_retry (TableeStore *self)
{
  if (self->retry_source != 0)
    return;

  self->retry_delay_s = self->retry_delay_s == 0 ? 1 : MIN (self->retry_delay_s * 2, RETRY_MAX_S);
  self->retry_source = g_timeout_add_seconds (self->retry_delay_s, retry_cb, self);
}

/* Back on the main thread with a write's outcome. Writes come back in the
 * order they were made: the last one tells the state of the file. */
static void
written_cb (gpointer      owner,
            const GError *error)
{
  TableeStore *self = owner;
  const char *reason;

  if (error == NULL)
    {
      self->retry_delay_s = 0;
      g_clear_handle_id (&self->retry_source, g_source_remove);
      if (self->problem != TABLEE_SAVE_PROBLEM_NONE)
        set_problem (self, TABLEE_SAVE_PROBLEM_NONE, NULL);
      return;
    }

  /* Not a warning: the window says it, and the model keeps every change. */
  g_message ("Could not save %s: %s", self->path, error->message);
  /* GLib's messages end with the system's reason ("…: write() failed:
   * Disk quota exceeded"): the banner gives that, not the paths. */
  reason = strrchr (error->message, ':');
  reason = reason != NULL && reason[1] != '\0' ? reason + 1 : error->message;
  while (*reason == ' ')
    reason++;
  set_problem (self, problem_from_error (error), reason);
  schedule_retry (self);
}

static gboolean
save_timeout_cb (gpointer user_data)
{
  TableeStore *self = user_data;

  self->save_source = 0;
  save_now (self);

  return G_SOURCE_REMOVE;
}

static void
model_state_changed_cb (TableeStore *self)
{
  if (self->save_source == 0)
    self->save_source = g_timeout_add (SAVE_DELAY_MS, save_timeout_cb, self);
}

/* Reads a state file, opening only a regular file of a sensible size: a
 * FIFO or a device would block the start or never end. Symbolic links are
 * followed (a state file linked from elsewhere works), and the link's
 * target is what is checked. */
static gboolean
read_regular_file (const char  *path,
                   char       **contents,
                   gsize       *length,
                   GError     **error)
{
  g_autofree char *buffer = NULL;
  GStatBuf buf;
  gsize size = 0;
  int fd;

  if (g_stat (path, &buf) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not read %s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  if (!S_ISREG (buf.st_mode))
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NOT_REGULAR,
                   "%s is not a regular file", path);
      return FALSE;
    }

  /* O_NONBLOCK: should a FIFO take the file's place after the check, the
   * open still returns at once, and the check below refuses it. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0 || fstat (fd, &buf) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not read %s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  if (!S_ISREG (buf.st_mode) || buf.st_size > MAX_STATE_SIZE)
    {
      close (fd);
      g_set_error (error, TABLEE_STORE_ERROR,
                   S_ISREG (buf.st_mode) ? TABLEE_STORE_ERROR_DAMAGED : TABLEE_STORE_ERROR_NOT_REGULAR,
                   "%s is not a regular file of at most %d bytes", path, MAX_STATE_SIZE);
      return FALSE;
    }

  /* The size is read again as it goes: the file may grow meanwhile. */
  buffer = g_malloc (buf.st_size + 1);
  for (;;)
    {
      gssize n;

      if (size == (gsize) buf.st_size + 1)
        break;
      n = read (fd, buffer + size, buf.st_size + 1 - size);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      size += n;
    }
  close (fd);
  if (size > (gsize) buf.st_size)
    {
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED,
                   "%s grew while it was read", path);
      return FALSE;
    }

  *contents = g_steal_pointer (&buffer);
  *length = size;
  return TRUE;
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

  if (!read_regular_file (self->path, &contents, &length, error))
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

/* Moves the file aside, never deleting it. Returns the name it now has, or
 * NULL when it could not be moved and stays where it was. */
static char *
set_aside (TableeStore *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.corrupt-%s", self->path, stamp);

  if (g_rename (self->path, aside) != 0)
    {
      g_message ("Could not set %s aside: %s", self->path, g_strerror (errno));
      return NULL;
    }

  return g_steal_pointer (&aside);
}

/* What the page tells about a file that could not be loaded: only what
 * really happened to it. */
static char *
describe_unread (TableeStore  *self,
                 gboolean      not_regular,
                 const char   *aside)
{
  g_autofree char *base = g_path_get_basename (aside != NULL ? aside : self->path);

  if (read_only)
    return g_strdup (_("The saved game could not be read, so a new one was started. Tablée is open elsewhere: the file was left as it is."));
  if (aside != NULL && not_regular)
    /* Translators: %s is a file name. */
    return g_strdup_printf (_("The saved game is not a regular file (a folder, a device or a pipe), so a new one was started. It was moved aside as “%s”."),
                            base);
  if (aside != NULL)
    /* Translators: %s is a file name. */
    return g_strdup_printf (_("The saved game could not be read, so a new one was started. The old file was kept as “%s”."),
                            base);
  if (not_regular)
    /* Translators: %s is a file name. */
    return g_strdup_printf (_("The saved game is not a regular file (a folder, a device or a pipe) and could not be set aside; it was left untouched as “%s”. A new game was started; changes will not be saved until it is moved."),
                            base);
  /* Translators: %s is a file name. */
  return g_strdup_printf (_("The saved game could not be read and could not be set aside; it was left untouched as “%s”. A new game was started; changes will not be saved until it is moved."),
                          base);
}

static void
tablee_store_dispose (GObject *object)
{
  TableeStore *self = TABLEE_STORE (object);

  if (self->model != NULL)
    tablee_store_flush (self);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  live_stores = g_list_remove (live_stores, self);
  if (self->problem != TABLEE_SAVE_PROBLEM_NONE)
    set_problem (self, TABLEE_SAVE_PROBLEM_NONE, NULL);
  g_clear_pointer (&self->target, tablee_store_target_disown);

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
  g_clear_pointer (&self->problem_detail, g_free);

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
  self->target = tablee_store_target_new (self->path, written_cb, self);

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
  g_autofree char *message = NULL;
  gboolean not_regular;

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
  if (local_error == NULL)
    {
      g_autofree char *target = NULL;

      /* A linked state file stays linked: saves go to what it links to. */
      if (g_file_test (self->path, G_FILE_TEST_IS_SYMLINK) &&
          (target = realpath (self->path, NULL)) != NULL)
        tablee_store_target_set_path (self->target, target);
      return TRUE;
    }
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;

  g_debug ("Setting aside %s: %s", self->path, local_error->message);
  not_regular = g_error_matches (local_error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_NOT_REGULAR);
  /* A copy that does not write moves nothing either. */
  if (!read_only)
    {
      aside = set_aside (self);
      if (aside == NULL)
        {
          g_autofree char *base = g_path_get_basename (self->path);

          self->kept_file = TRUE;
          set_problem (self, TABLEE_SAVE_PROBLEM_KEPT_FILE, base);
          schedule_retry (self);
        }
    }

  message = describe_unread (self, not_regular, aside);
  g_set_error_literal (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED, message);
  return FALSE;
}

void
tablee_store_flush (TableeStore *self)
{
  g_return_if_fail (TABLEE_IS_STORE (self));

  if (self->save_source != 0 || self->problem != TABLEE_SAVE_PROBLEM_NONE)
    save_now (self);
  if (!tablee_store_writer_wait (FLUSH_TIMEOUT_US))
    g_message ("The disk took too long to save %s", self->path);
}

gboolean
tablee_store_flush_all (void)
{
  gboolean saved = TRUE;

  /* A store that failed is tried once more: quitting is the last chance. */
  for (GList *l = live_stores; l != NULL; l = l->next)
    {
      TableeStore *store = l->data;

      if (store->save_source != 0 || store->problem != TABLEE_SAVE_PROBLEM_NONE)
        save_now (store);
    }

  if (!tablee_store_writer_wait (FLUSH_TIMEOUT_US))
    {
      g_message ("The disk took too long to save the games");
      saved = FALSE;
    }

  for (GList *l = live_stores; l != NULL; l = l->next)
    {
      TableeStore *store = l->data;

      if (store->problem != TABLEE_SAVE_PROBLEM_NONE)
        saved = FALSE;
    }

  return saved;
}

void
tablee_store_retry_all (void)
{
  for (GList *l = live_stores; l != NULL; l = l->next)
    {
      TableeStore *store = l->data;

      if (store->problem != TABLEE_SAVE_PROBLEM_NONE)
        {
          store->retry_delay_s = 0;
          save_now (store);
        }
    }
}

gboolean
tablee_store_lock_data_dir (GError **error)
{
  static int lock_fd = -1;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  int fd;

  if (lock_fd >= 0)
    return TRUE;

  dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  path = g_build_filename (dir, "lock", NULL);
  g_mkdir_with_parents (dir, 0700);
  fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0)
    fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
  if (fd < 0)
    {
      /* A folder where nothing can be written: no copy can save there, and
       * the stores will say so. */
      g_message ("Could not open %s: %s", path, g_strerror (errno));
      return TRUE;
    }

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      if (saved_errno != EWOULDBLOCK)
        {
          /* A file system without locks (some network ones): carry on. */
          g_message ("Could not lock %s: %s", path, g_strerror (saved_errno));
          return TRUE;
        }

      read_only = TRUE;
      for (GList *l = live_stores; l != NULL; l = l->next)
        g_clear_handle_id (&((TableeStore *) l->data)->save_source, g_source_remove);
      update_status ();
      g_set_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_LOCKED,
                   "%s is locked by another copy of Tablée", path);
      return FALSE;
    }

  lock_fd = fd;
  return TRUE;
}

void
tablee_store_inject_write_error (int err_no)
{
  tablee_store_writer_inject_errno (err_no);
}
