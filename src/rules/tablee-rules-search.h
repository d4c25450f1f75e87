/* tablee-rules-search.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-rulebook.h"

G_BEGIN_DECLS

/* The search key of a text: decomposed (NFD), accents and other combining
 * marks dropped, case folded, “œ” and “æ” spelt out, curly apostrophes
 * straight. When offsets is not NULL it receives, for every byte of the
 * key, the offset in text of the character that byte comes from. */
char *tablee_rules_fold (const char  *text,
                         GArray     **offsets);

#define TABLEE_TYPE_RULES_INDEX (tablee_rules_index_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesIndex, tablee_rules_index, TABLEE, RULES_INDEX, GObject)

TableeRulesIndex *tablee_rules_index_new             (void);
/* Every rulebook compiled in, in every language; built once. */
TableeRulesIndex *tablee_rules_index_get_default     (void);
void              tablee_rules_index_add_rulebook    (TableeRulesIndex *self,
                                                      TableeRulebook   *book);
guint             tablee_rules_index_get_n_documents (TableeRulesIndex *self);
/* The sections and entries holding every word of query, best first, at most
 * max_results of them (0: no limit); n_matches receives how many matched in
 * all. Words match whole words, the last one as a prefix while it is being
 * typed (no space after it). Ranking: the words in the title before the
 * words in the text, the words next to each other in that order before the
 * words apart; then preferred_language first (NULL: none), then reading
 * order. */
GListModel       *tablee_rules_index_search          (TableeRulesIndex *self,
                                                      const char       *query,
                                                      const char       *preferred_language,
                                                      guint             max_results,
                                                      guint            *n_matches);

G_END_DECLS
