/* tablee-soundbattle-focus.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

/* Where the keyboard goes on in the page of La Guerre des Sons, whose
 * template has deal_button, ask_group, value_row, next_round_button and
 * new_match_button: the control of the referee's phase (deal, ask, lay,
 * the next round, a new match). Hand-written: where the focus goes is the
 * window's, not a state of the game to bind. */
void     tablee_soundbattle_focus_next_control (GtkWidget                *page,
                                                TableeSoundbattleReferee *referee);
/* Whether the focus is nowhere, on a widget of the page that no longer
 * shows, or left by GTK on the page's scrolled window around the
 * questions: then the keyboard would go on from nowhere a user sees. */
gboolean tablee_soundbattle_focus_is_lost      (GtkWidget                *page);
/* Whether the focused widget of the page was just hidden by a change
 * (undo, redo): it is left at once, before GTK moves the focus to the
 * first button of the window. */
gboolean tablee_soundbattle_focus_is_hidden    (GtkWidget                *page);

G_END_DECLS
