/* tablee-rules-private.h: what the parser and the search fill in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-rulebook.h"

G_BEGIN_DECLS

/* The parser fills them in; nobody else writes them. */
struct _TableeRulebook
{
  GObject    parent_instance;

  char      *game;
  char      *language;
  char      *title;
  GPtrArray *sections;   /* of TableeRulesSection */
};

struct _TableeRulesSection
{
  GObject    parent_instance;

  char      *game;
  char      *language;
  char      *id;
  char      *title;
  GPtrArray *blocks;     /* of TableeRulesBlock */
};

/* A result borrows its texts from the section it holds: sections never
 * change once loaded. */
struct _TableeRulesResult
{
  GObject                 parent_instance;

  TableeRulesSection     *section;
  const TableeRulesBlock *entry;     /* in section, or NULL */
  char                   *snippet;
  int                     score;
  GArray                 *title_ranges;
  GArray                 *snippet_ranges;
};

TableeRulesText    *tablee_rules_text_new          (void);
void                tablee_rules_text_free         (TableeRulesText   *text);
TableeRulesRow     *tablee_rules_row_new           (const char        *id,
                                                    gboolean           header);
void                tablee_rules_row_free          (TableeRulesRow    *row);
TableeRulesBlock   *tablee_rules_block_new         (TableeRulesBlockKind kind,
                                                    guint              line);
void                tablee_rules_block_free        (TableeRulesBlock  *block);

TableeRulesSection *tablee_rules_section_new       (const char        *game,
                                                    const char        *language,
                                                    const char        *id,
                                                    const char        *title);

TableeRulebook     *tablee_rulebook_new            (const char        *game,
                                                    const char        *language,
                                                    const char        *title);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TableeRulesBlock, tablee_rules_block_free)

G_END_DECLS
