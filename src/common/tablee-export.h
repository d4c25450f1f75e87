/* tablee-export.h: saving a game's CSV where the user chooses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The CSV text to save for owner (transfer full), or NULL for nothing. */
typedef char *(*TableeExportFunc) (GtkWidget    *owner);
/* Told how the save went: error is NULL when the file was written. */
typedef void  (*TableeExportDone) (GtkWidget    *owner,
                                   const GError *error);

/* Asks where to save, suggesting "BASE-NAME-YYYY-MM-DD.EXTENSION" (a
 * text file: "csv", "json"), then writes what func gives and tells done.
 * One question at a time for each owner: a second call while the first is
 * open does nothing. */
void tablee_export_text  (GtkWidget        *owner,
                          const char       *title,
                          const char       *base_name,
                          const char       *extension,
                          TableeExportFunc  func,
                          TableeExportDone  done);
/* What tablee_export_text does once a file is chosen; for tests. */
void _tablee_export_save (GtkWidget        *owner,
                          GFile            *file,
                          TableeExportFunc  func,
                          TableeExportDone  done);

G_END_DECLS
