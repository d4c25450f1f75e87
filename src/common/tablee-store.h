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
} TableeStoreError;

GQuark tablee_store_error_quark (void);

#define TABLEE_TYPE_STORE (tablee_store_get_type ())

G_DECLARE_FINAL_TYPE (TableeStore, tablee_store, TABLEE, STORE, GObject)

/* One game's saved state: <user data dir>/tablee/<name>.state, a GVariant
 * "a{sv}" holding "version" (u), "name" (s) and "state" (a{sv}), written with
 * g_file_set_contents_full (CONSISTENT | DURABLE, 0600). */
TableeStore *tablee_store_new        (const char      *name,
                                      guint32          version);
const char  *tablee_store_get_path   (TableeStore     *self);
/* Loads the saved state into model, if any, then saves model after every
 * "state-changed", debounced (at most 250 ms later). A file of an older
 * version is migrated by the model (tablee_saveable_migrate()), loaded, and
 * written in the store's version at the next save. A file of a newer
 * version is left untouched and never saved over (the error
 * TABLEE_STORE_ERROR_NEWER). A file that does not parse, that the model
 * cannot migrate or that it refuses is renamed
 * <name>.state.corrupt-<time>, model stays fresh, and the error
 * TABLEE_STORE_ERROR_DAMAGED carries a sentence for a toast. The model is
 * attached even when an error is returned. */
gboolean     tablee_store_attach     (TableeStore     *self,
                                      TableeSaveable  *model,
                                      GError         **error);
/* Writes a pending save now. */
void         tablee_store_flush      (TableeStore     *self);
/* Flushes every live store: called at shutdown. */
void         tablee_store_flush_all  (void);

G_END_DECLS
