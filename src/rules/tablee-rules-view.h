/* tablee-rules-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-rules-search.h"

G_BEGIN_DECLS

/* Opens the rules page of the window that holds from at the section or
 * entry id of game ("frantic", "event-plague"): what a game page calls to
 * explain the event just drawn or the level being played. It goes through
 * the window's "win.show-rules" action, so from must be in a window. */
void       tablee_rules_open                (GtkWidget          *from,
                                             const char         *game,
                                             const char         *id);

/* The widgets of a block in the reading view. The entries' boxes are
 * named after their ids (gtk_widget_get_name). */
GtkWidget *tablee_rules_view_new_block      (const TableeRulesBlock *block,
                                             const char             *language);
/* A section as the reader shows it: the game, its heading and its blocks,
 * beside other (NULL: none), the same section in the other language, its
 * entries level with their twins; the captions name the languages when
 * with_language. The entry target_id is highlighted, and target_widget
 * receives it in section (or NULL). */
GtkWidget *tablee_rules_view_new_section    (TableeRulesSection     *section,
                                             TableeRulesSection     *other,
                                             gboolean                with_language,
                                             const char             *target_id,
                                             GtkWidget             **target_widget);
/* A GtkListBoxCreateWidgetFunc for the results of a search
 * (TableeRulesResult): the title, the place and the snippet, the matches
 * highlighted. The row holds the result as its data "result". */
GtkWidget *tablee_rules_view_new_result_row (gpointer                result,
                                             gpointer                user_data);

G_END_DECLS
