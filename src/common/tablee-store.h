/* tablee-store.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-saveable.h"

G_BEGIN_DECLS

#define TABLEE_STORE_ERROR (tablee_store_error_quark ())

typedef enum {
  /* The file did not parse or held values out of range; it was set aside. */
  TABLEE_STORE_ERROR_DAMAGED,
  TABLEE_STORE_ERROR_FAILED,
  /* The file was written by a newer Tablée: it was left untouched, and
   * the model, fresh, is not saved over it. */
  TABLEE_STORE_ERROR_NEWER,
  /* The state file is a folder, a device or a pipe. */
  TABLEE_STORE_ERROR_NOT_REGULAR,
  /* Another copy of Tablée holds the data folder. */
  TABLEE_STORE_ERROR_LOCKED,
} TableeStoreError;

GQuark tablee_store_error_quark (void);

#define TABLEE_TYPE_STORE (tablee_store_get_type ())

G_DECLARE_FINAL_TYPE (TableeStore, tablee_store, TABLEE, STORE, GObject)

/* One game's saved state: <user data dir>/tablee/<name>.state, a GVariant
 * "a{sv}" holding "version" (u), "name" (s) and "state" (a{sv}). The state
 * is serialised on the main thread and written by one writer thread, in
 * order (a newer state of a file replaces one still waiting), with
 * g_file_set_contents_full (CONSISTENT | DURABLE, 0600): a kill -9 leaves
 * the old file or the new one. A failed write is kept (the status of
 * tablee-save-status.h says why) and tried again after 1, 2, 4... s (at
 * most 30), at the next change and at tablee_store_flush_all(). Only a
 * regular file of at most 64 MiB is read; a symbolic link to one is
 * followed, and saves go to its target, so a linked file stays linked. */
TableeStore *tablee_store_new        (const char      *name,
                                      guint32          version);
const char  *tablee_store_get_path   (TableeStore     *self);
/* Loads the saved state into model, if any, then saves model after every
 * "state-changed", debounced (at most 250 ms later). A file of an older
 * version is migrated by the model (tablee_saveable_migrate()), loaded, and
 * written in the store's version at the next save. A file of a newer
 * version is left untouched and never saved over (the error
 * TABLEE_STORE_ERROR_NEWER). A file that does not parse, that the model
 * cannot migrate or refuses, or that is not a regular file is renamed
 * <name>.state.corrupt-<time>, model stays fresh, and the error
 * TABLEE_STORE_ERROR_DAMAGED carries a sentence for a toast.
 * A file is never deleted: when it cannot be renamed it stays where it is,
 * the store does not write over it until it is moved, and the sentence
 * says so. The model is attached even when an error is returned. */
gboolean     tablee_store_attach     (TableeStore     *self,
                                      TableeSaveable  *model,
                                      GError         **error);
/* Writes a pending save now (or tries a failed one again), and waits for
 * the writer, at most 5 s. */
void         tablee_store_flush      (TableeStore     *self);
/* Flushes every live store, trying every failed save once more, and waits
 * for the last write, at most 5 s: called at quit. Returns whether every
 * change is on disk. */
gboolean     tablee_store_flush_all  (void);
/* Tries every failed save again now (the banner's Retry). */
void         tablee_store_retry_all  (void);
/* Takes <data dir>/tablee/lock (flock) for the rest of the process: one
 * copy of Tablée writes a data folder. When another copy holds it, returns
 * FALSE with TABLEE_STORE_ERROR_LOCKED, and from then on no store writes
 * or moves a file (the save status is TABLEE_SAVE_PROBLEM_LOCKED). */
gboolean     tablee_store_lock_data_dir (GError  **error);
/* Tests: every write fails with err_no (an errno; 0 writes again). */
void         tablee_store_inject_write_error (int err_no);

G_END_DECLS
