/* tablee-pages.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-history.h"

G_BEGIN_DECLS

/* One page of the window: a game, the rules, or the welcome page. Pages are
 * registered in one place, tablee-pages.c, and built the first time they
 * are shown so that start-up stays fast. */
typedef struct {
  const char *id;         /* "notnot", also the --game value and the saved page */
  const char *title;      /* untranslated, marked N_() */
  GType     (*get_type) (void);
  /* Its row in the sidebar: an icon, and what the page does, said by a
   * screen reader (marked N_()). */
  const char *icon;
  const char *description;
  /* For a game: what History shows of a finished one besides its result
   * (a widget, or NULL). Optional. */
  GtkWidget *(*history_detail_new) (TableeHistoryEntry *entry);
} TableePageInfo;

const TableePageInfo *tablee_pages_get      (guint      *n_pages);
const TableePageInfo *tablee_pages_lookup   (const char *id);

G_END_DECLS
