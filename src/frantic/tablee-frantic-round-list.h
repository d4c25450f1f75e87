/* tablee-frantic-round-list.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-frantic-game.h"

G_BEGIN_DECLS

/* Fills list with this round's events, every one and not only what the
 * last black card set off: the deck's, each once in the order run, with
 * the score events waiting for the round's points (a repeated one twice),
 * what was recorded of them and a button that records them
 * ("frantic.record-event", u: the index of the event waiting). Returns
 * whether the round has any event. */
gboolean tablee_frantic_round_list_update (GtkListBox        *list,
                                           TableeFranticGame *game);

G_END_DECLS
