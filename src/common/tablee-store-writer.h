/* tablee-store-writer.h: the one thread that writes every store's file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Called on the main context with the outcome of a write (error NULL when
 * it is on disk). */
typedef void (*TableeStoreWritten) (gpointer      owner,
                                    const GError *error);

/* Where one store writes, shared by the store and its queued writes. */
typedef struct _TableeStoreTarget TableeStoreTarget;

TableeStoreTarget *tablee_store_target_new    (const char         *path,
                                               TableeStoreWritten  written,
                                               gpointer            owner);
/* Where the next writes go (a symbolic link's target, say). */
void               tablee_store_target_set_path (TableeStoreTarget *target,
                                                 const char        *path);
/* The owner is gone: outcomes still to come are dropped. Releases the
 * owner's reference. */
void               tablee_store_target_disown (TableeStoreTarget  *target);

/* Writes bytes to the target's file (atomically, synced, 0600) on the
 * writer thread, after the writes queued before. Bytes queued for a target
 * whose previous bytes still wait replace them. Call from the main thread. */
void               tablee_store_writer_queue  (TableeStoreTarget  *target,
                                               GBytes             *bytes);
/* Waits until every queued write is done, at most timeout_us, then
 * reports the outcomes now. Returns FALSE if writes were still going. */
gboolean           tablee_store_writer_wait   (gint64              timeout_us);

/* Tests: every write fails with err_no (0 writes again). */
void               tablee_store_writer_inject_errno (int err_no);

G_END_DECLS
