/* tablee-rulebook.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-rules-section.h"

G_BEGIN_DECLS

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

/* The games that have rules, in the order the app shows them. */
const char * const *tablee_rules_get_games (void);

/* A rulebook is the list of its sections (TableeRulesSection), in order.
 * Errors say "<source>:<line>: what is wrong". */
TableeRulebook     *tablee_rulebook_new_from_data   (const char      *data,
                                                     gssize           length,
                                                     const char      *source_name,
                                                     GError         **error);
/* The rulebook compiled in as /io/github/tablee/Tablee/rules/<game>.<lang>.xml,
 * parsed once and cached; language NULL is the user interface language. */
TableeRulebook     *tablee_rulebook_load            (const char      *game,
                                                     const char      *language,
                                                     GError         **error);
/* Whether that rules file is compiled in, without parsing it. */
gboolean            tablee_rulebook_exists          (const char      *game,
                                                     const char      *language);

const char         *tablee_rulebook_get_game        (TableeRulebook  *self);
const char         *tablee_rulebook_get_language    (TableeRulebook  *self);
const char         *tablee_rulebook_get_title       (TableeRulebook  *self);
/* The section with this id, or NULL. */
TableeRulesSection *tablee_rulebook_get_section     (TableeRulebook  *self,
                                                     const char      *id);
/* The section with this id or holding the entry with this id, or NULL;
 * entry is set to that entry, or NULL when id names the section itself. */
TableeRulesSection *tablee_rulebook_find            (TableeRulebook          *self,
                                                     const char              *id,
                                                     const TableeRulesBlock **entry);

G_END_DECLS
