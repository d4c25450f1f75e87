/* tablee-rules-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_RULES_PAGE (tablee_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeRulesPage, tablee_rules_page, TABLEE, RULES_PAGE, AdwBin)

/* The rules of every game: a sidebar of games and sections, a reading view
 * in French, English or both side by side (setting "rules-language"), a
 * search over everything (Ctrl+F) and zoom (Ctrl+plus, Ctrl+minus, Ctrl+0).
 * Actions: "page.show-section" and "rules.open" with (game, id).
 * Properties: "language" ("fr", "en" or "both": the setting, "auto"
 * resolved), "zoom" (the text size, 1.0 being normal). */
/* Shows the section id of game, or the section holding the entry id and
 * scrolls to that entry. FALSE when there is no such game or id. */
gboolean    tablee_rules_page_show            (TableeRulesPage *self,
                                               const char      *game,
                                               const char      *id);
/* Runs a search now, as typing in the search entry does. */
void        tablee_rules_page_search          (TableeRulesPage *self,
                                               const char      *query);

G_END_DECLS
