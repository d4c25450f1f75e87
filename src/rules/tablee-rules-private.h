/* tablee-rules-private.h: what the parser builds a rulebook with.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-rulebook.h"

G_BEGIN_DECLS

TableeRulesText    *tablee_rules_text_new          (void);
void                tablee_rules_text_free         (TableeRulesText   *text);
TableeRulesRow     *tablee_rules_row_new           (const char        *id,
                                                    gboolean           header);
void                tablee_rules_row_free          (TableeRulesRow    *row);
TableeRulesBlock   *tablee_rules_block_new         (TableeRulesBlockKind kind,
                                                    guint              line);
void                tablee_rules_block_free        (TableeRulesBlock  *block);

TableeRulesSection *tablee_rules_section_new       (TableeRulebook    *book,
                                                    const char        *id,
                                                    const char        *title);

TableeRulebook     *tablee_rulebook_new            (const char        *game,
                                                    const char        *language,
                                                    const char        *title);

G_END_DECLS
