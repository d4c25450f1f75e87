/* tablee-save-status.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Why Tablée cannot save, the most serious last: when several stores fail,
 * the status tells the most serious. */
typedef enum {
  TABLEE_SAVE_PROBLEM_NONE,
  /* A damaged file could not be set aside: it is left untouched and its
   * game is not saved until the file is moved. */
  TABLEE_SAVE_PROBLEM_KEPT_FILE,
  TABLEE_SAVE_PROBLEM_OTHER,
  TABLEE_SAVE_PROBLEM_READ_ONLY,
  TABLEE_SAVE_PROBLEM_NO_SPACE,
  /* Another copy of Tablée writes the data folder: this one never does. */
  TABLEE_SAVE_PROBLEM_LOCKED,
} TableeSaveProblem;

#define TABLEE_TYPE_SAVE_PROBLEM (tablee_save_problem_get_type ())
GType tablee_save_problem_get_type (void);

#define TABLEE_TYPE_SAVE_STATUS (tablee_save_status_get_type ())

G_DECLARE_FINAL_TYPE (TableeSaveStatus, tablee_save_status, TABLEE, SAVE_STATUS, GObject)

/* Whether every store can save, for the window's banner: "problem"
 * (TableeSaveProblem), "failing" (a problem), "message" (the banner's
 * sentence, empty without a problem) and "asks-before-quit" (changes would
 * be lost by quitting; not when another copy is the one that saves). The
 * stores set it (tablee-store.c); the window follows it. */
TableeSaveStatus  *tablee_save_status_get_default          (void);
TableeSaveProblem  tablee_save_status_get_problem          (TableeSaveStatus  *self);
gboolean           tablee_save_status_get_failing          (TableeSaveStatus  *self);
const char        *tablee_save_status_get_message          (TableeSaveStatus  *self);
gboolean           tablee_save_status_get_asks_before_quit (TableeSaveStatus  *self);
/* detail: the kept file's name (KEPT_FILE) or the system's reason (OTHER). */
void               tablee_save_status_set_problem          (TableeSaveStatus  *self,
                                                            TableeSaveProblem  problem,
                                                            const char        *detail);

G_END_DECLS
