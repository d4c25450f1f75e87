/* tablee-rulebook.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

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

void tablee_rules_text_free  (TableeRulesText  *text);
void tablee_rules_row_free   (TableeRulesRow   *row);
void tablee_rules_block_free (TableeRulesBlock *block);

/* What heads a decision, in the language of the rules text it belongs to
 * ("fr" or "en"), whatever the interface language: "Tablée assumes". */
const char *tablee_rules_decision_heading (const char *language);

/* Pango markup of a text: the plain text escaped, em as <i>, strong as <b>.
 * Also what highlights the matches of a search (tablee_rules_highlight_markup ()). */
char *tablee_rules_text_to_markup (const TableeRulesText  *text);

/* Appends the plain text of a block after an empty line (unless out is
 * empty): one line per list item, starting with "• " (or "1. " when
 * ordered), one line per table row with its cells separated by " – ", and
 * for an entry its title then its blocks. With a language, a decision
 * starts with its heading in that language on a line of its own (those
 * of an entry's blocks do not). */
void  tablee_rules_block_append_plain (const TableeRulesBlock *block,
                                       const char             *language,
                                       GString                *out);

#define TABLEE_TYPE_RULES_SECTION (tablee_rules_section_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesSection, tablee_rules_section, TABLEE, RULES_SECTION, GObject)

/* One section of a rulebook: its blocks in reading order, entries among
 * them. Like the blocks, read the fields, never write them. */
struct _TableeRulesSection
{
  GObject    parent_instance;

  char      *game;
  char      *game_title;   /* its rulebook's */
  char      *language;
  char      *id;
  char      *title;
  GPtrArray *blocks;     /* of TableeRulesBlock */
};

/* The entry with this id, or NULL. */
const TableeRulesBlock *tablee_rules_section_find_entry    (TableeRulesSection *self,
                                                            const char         *id);

#define TABLEE_RULES_ERROR (tablee_rules_error_quark ())

typedef enum {
  TABLEE_RULES_ERROR_SYNTAX,             /* not well-formed XML */
  TABLEE_RULES_ERROR_UNKNOWN_ELEMENT,
  TABLEE_RULES_ERROR_UNKNOWN_ATTRIBUTE,
  TABLEE_RULES_ERROR_MISSING_ATTRIBUTE,
  TABLEE_RULES_ERROR_INVALID_CONTENT,    /* an element or text where it does not belong */
  TABLEE_RULES_ERROR_INVALID_VALUE,      /* a malformed id, boolean or language */
  TABLEE_RULES_ERROR_DUPLICATE_ID,
} TableeRulesError;

GQuark tablee_rules_error_quark (void);

#define TABLEE_TYPE_RULEBOOK (tablee_rulebook_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulebook, tablee_rulebook, TABLEE, RULEBOOK, GObject)

/* Read the fields, never write them. */
struct _TableeRulebook
{
  GObject     parent_instance;

  char       *game;
  char       *language;
  char       *title;
  GListStore *sections;   /* of TableeRulesSection */
};

/* The games that have rules, in the order the app shows them. */
const char * const *tablee_rules_get_games (void);

/* A rulebook holds its sections in order. Errors say "<source>:<line>: what is wrong". */
TableeRulebook     *tablee_rulebook_new_from_data   (const char      *data,
                                                     gssize           length,
                                                     const char      *source_name,
                                                     GError         **error);
/* The rulebook compiled in as /io/github/tablee/Tablee/rules/<game>.<lang>.xml,
 * parsed once and cached; language NULL is the user interface language. */
TableeRulebook     *tablee_rulebook_load            (const char      *game,
                                                     const char      *language,
                                                     GError         **error);

/* The section with this id or holding the entry with this id, or NULL;
 * entry is set to that entry, or NULL when id names the section itself. */
TableeRulesSection *tablee_rulebook_find            (TableeRulebook          *self,
                                                     const char              *id,
                                                     const TableeRulesBlock **entry);

/* A matched part of a result's title or snippet, in bytes. */
typedef struct {
  guint start;
  guint end;
} TableeRulesRange;

#define TABLEE_TYPE_RULES_RESULT (tablee_rules_result_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesResult, tablee_rules_result, TABLEE, RULES_RESULT, GObject)

/* One section (its text outside entries, entry NULL) or one entry of it
 * that matches a search. It borrows its texts from its section, which
 * never changes once loaded: read the fields, never write them. */
struct _TableeRulesResult
{
  GObject                 parent_instance;

  TableeRulesSection     *section;
  const TableeRulesBlock *entry;     /* in section, or NULL */
  const char             *id;        /* the entry's, or the section's */
  const char             *title;
  char                   *snippet;   /* the text around the best match, on one line */
  int                     score;
  GArray                 *title_ranges;     /* of TableeRulesRange, in order */
  GArray                 *snippet_ranges;
};

/* Pango markup of text with the ranges in bold, everything escaped. */
char *tablee_rules_highlight_markup (const char             *text,
                                     const TableeRulesRange *ranges,
                                     guint                   n_ranges);

G_END_DECLS
