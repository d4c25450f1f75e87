/* tablee-rules-result.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tablee-rules-section.h"

G_BEGIN_DECLS

/* A matched part of a result's title or snippet, in bytes. */
typedef struct {
  guint start;
  guint end;
} TableeRulesRange;

#define TABLEE_TYPE_RULES_RESULT (tablee_rules_result_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesResult, tablee_rules_result, TABLEE, RULES_RESULT, GObject)

/* One section (its text outside entries, entry NULL) or one entry of it
 * that matches a search. Takes snippet and the two arrays of
 * TableeRulesRange. */
TableeRulesResult *tablee_rules_result_new (TableeRulesSection     *section,
                                            const TableeRulesBlock *entry,
                                            int                     score,
                                            char                   *snippet,
                                            GArray                 *title_ranges,
                                            GArray                 *snippet_ranges);

const char             *tablee_rules_result_get_game          (TableeRulesResult *self);
const char             *tablee_rules_result_get_language      (TableeRulesResult *self);
const char             *tablee_rules_result_get_section_id    (TableeRulesResult *self);
/* NULL when the result is the section itself. */
const char             *tablee_rules_result_get_entry_id      (TableeRulesResult *self);
/* The entry's id, or the section's. */
const char             *tablee_rules_result_get_id            (TableeRulesResult *self);
const char             *tablee_rules_result_get_title         (TableeRulesResult *self);
const char             *tablee_rules_result_get_section_title (TableeRulesResult *self);
/* A piece of the text around the best match, on one line. */
const char             *tablee_rules_result_get_snippet       (TableeRulesResult *self);
int                     tablee_rules_result_get_score         (TableeRulesResult *self);
const TableeRulesRange *tablee_rules_result_get_title_ranges  (TableeRulesResult *self,
                                                               guint             *n_ranges);
const TableeRulesRange *tablee_rules_result_get_snippet_ranges (TableeRulesResult *self,
                                                                guint             *n_ranges);

/* Pango markup of text with the ranges in bold, everything escaped. */
char *tablee_rules_highlight_markup (const char             *text,
                                     const TableeRulesRange *ranges,
                                     guint                   n_ranges);

G_END_DECLS
