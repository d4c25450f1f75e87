/* tablee-frantic-round-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-frantic-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_ROUND_DIALOG (tablee_frantic_round_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticRoundDialog, tablee_frantic_round_dialog, TABLEE, FRANTIC_ROUND_DIALOG, AdwWindow)

/* Enters a new round (index -1, starting from the events the deck
 * revealed) or edits a past one: who went out, each hand (typed or counted
 * with the calculator), and every event that changes scores. Bad input is
 * explained at its field. Emits "saved" with a sentence for a toast.
 * Actions "round.save", "round.add-event" (u), "round.remove-event" (u). */
TableeFranticRoundDialog *tablee_frantic_round_dialog_new (TableeFranticGame *game,
                                                           int                index);

/* Records the pending event at index as it happens (Double Taxation's
 * sums, Seppuku's choices, who went out in time for the Time Bomb): the
 * dialog shows that event's fields only, and Save records them. */
TableeFranticRoundDialog *tablee_frantic_round_dialog_new_record (TableeFranticGame *game,
                                                                  guint              pending);
/* Whether the dialog records an event as it happens, not a round. */
gboolean                  tablee_frantic_round_dialog_get_records (TableeFranticRoundDialog *self);

/* A toggle with a player's name, cut short if it must (two names a line in
 * a narrow window), appended to box: who went out in the dialog, who
 * played a Lucky Bastard in the page. */
GtkWidget  *tablee_frantic_player_toggle_new      (GtkFlowBox               *box,
                                                   const char               *name,
                                                   const char               *tooltip,
                                                   const char               *label);
/* The object that id names in ui/tablee-frantic-<file>.ui, with what it
 * holds: the parts of the sheet and the rows of the dialog. */
GtkBuilder *tablee_frantic_builder_new            (const char               *file,
                                                   const char               *id);
/* Empties a flow box, a box or a grid that the code fills. */
void        tablee_frantic_remove_children        (GtkWidget                *widget);

G_END_DECLS
