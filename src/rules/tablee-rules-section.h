/* tablee-rules-section.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tablee-rules-block.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_RULES_SECTION (tablee_rules_section_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesSection, tablee_rules_section, TABLEE, RULES_SECTION, GObject)

/* One section of a rulebook: its blocks in reading order, entries among
 * them. Immutable once loaded. */
const char             *tablee_rules_section_get_id        (TableeRulesSection *self);
const char             *tablee_rules_section_get_title     (TableeRulesSection *self);
const char             *tablee_rules_section_get_game      (TableeRulesSection *self);
const char             *tablee_rules_section_get_language  (TableeRulesSection *self);
guint                   tablee_rules_section_get_n_blocks  (TableeRulesSection *self);
const TableeRulesBlock *tablee_rules_section_get_block     (TableeRulesSection *self,
                                                            guint               position);
/* The entry with this id, or NULL. */
const TableeRulesBlock *tablee_rules_section_find_entry    (TableeRulesSection *self,
                                                            const char         *id);

G_END_DECLS
