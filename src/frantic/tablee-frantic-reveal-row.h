/* tablee-frantic-reveal-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-frantic-deck.h"
#include "tablee-players.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_REVEAL_ROW (tablee_frantic_reveal_row_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticRevealRow, tablee_frantic_reveal_row, TABLEE, FRANTIC_REVEAL_ROW, GtkListBoxRow)

/* A row of the Events tab ("item", construct-only): the event in the
 * language of the interface, the other on demand, and what changed its
 * effect; players names who a Lucky Bastard protected. */
GtkWidget *tablee_frantic_reveal_row_new (TableeFranticReveal *item,
                                          TableePlayers       *players);

G_END_DECLS
