/* tablee-rules-block.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The blocks of a rules section, as parsed from data/rules/<game>.<lang>.xml
 * (format in data/rules/FORMAT.md). They belong to their section, which
 * never changes after loading: read the fields, never write them. */

typedef enum {
  TABLEE_RULES_STYLE_EM     = 1 << 0,
  TABLEE_RULES_STYLE_STRONG = 1 << 1,
} TableeRulesStyle;

/* A styled run of a text, as byte offsets into its plain text. */
typedef struct {
  guint            start;
  guint            end;
  TableeRulesStyle style;
} TableeRulesSpan;

/* Inline text: white space folded, with its em and strong runs in order. */
typedef struct {
  char   *plain;
  GArray *spans;   /* of TableeRulesSpan, ordered, never overlapping */
} TableeRulesText;

typedef struct {
  char      *id;
  gboolean   header;
  GPtrArray *cells;   /* of TableeRulesText */
} TableeRulesRow;

typedef enum {
  TABLEE_RULES_BLOCK_PARAGRAPH,
  TABLEE_RULES_BLOCK_LIST,
  TABLEE_RULES_BLOCK_TABLE,
  TABLEE_RULES_BLOCK_DECISION,
  TABLEE_RULES_BLOCK_ENTRY,
} TableeRulesBlockKind;

typedef struct _TableeRulesBlock TableeRulesBlock;

struct _TableeRulesBlock {
  TableeRulesBlockKind  kind;
  guint                 line;     /* where it starts in its file */
  TableeRulesText      *text;     /* paragraph, decision */
  GPtrArray            *items;    /* list: TableeRulesText */
  gboolean              ordered;  /* list */
  char                 *id;       /* table, entry */
  char                 *title;    /* table (may be NULL), entry */
  GPtrArray            *rows;     /* table: TableeRulesRow */
  GPtrArray            *blocks;   /* entry: TableeRulesBlock, never an entry */
};

/* What heads a decision, in the language of the rules text it belongs to
 * ("fr" or "en"), whatever the interface language: "Tablée assumes". */
const char *tablee_rules_decision_heading (const char *language);

/* Pango markup of a text: the plain text escaped, em as <i>, strong as <b>.
 * Also what highlights the matches of a search (tablee-rules-result.h). */
char *tablee_rules_text_to_markup (const TableeRulesText  *text);

/* Appends the plain text of a block after an empty line (unless out is
 * empty): one line per list item, starting with "• " (or "1. " when
 * ordered), one line per table row with its cells separated by " – ", and
 * for an entry its title then its blocks. */
void  tablee_rules_block_append_plain (const TableeRulesBlock *block,
                                       GString                *out);

G_END_DECLS
