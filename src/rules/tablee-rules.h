/* tablee-rules.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Quick access to the rules texts for the game pages. game is "notnot",
 * "frantic", "whosnext" or "soundbattle"; language "fr" or "en" (NULL: the
 * user interface language); id a section or entry id (data/rules/FORMAT.md).
 * The text is the plain text of the entry or section, paragraphs separated
 * by "\n\n", list items on their own lines starting with "• " ("1. " when
 * the list is ordered), a section's entries as their title then their text,
 * a decision as its heading ("Tablée assumes") on a line of its own, then
 * its text. NULL when there is no such id or no such rules file. */
char *tablee_rules_dup_title (const char *game,
                              const char *language,
                              const char *id);
char *tablee_rules_dup_text  (const char *game,
                              const char *language,
                              const char *id);

G_END_DECLS
