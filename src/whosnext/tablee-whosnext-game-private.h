/* tablee-whosnext-game-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-whosnext-round.h"

G_BEGIN_DECLS

/* The game's parts share it: its properties and state
 * (tablee-whosnext-game.c) and what a table does in a round
 * (tablee-whosnext-moves.c). */
struct _TableeWhosnextGame
{
  TableeGame parent_instance;

  State      state;
  Round      round;
  gboolean   restored;
  /* The trainer's scores a file of version 1 held, until the page takes
   * them for the trainer's store. */
  GVariant  *v1_trainer;
};

/* A change of the game: begin, change the state, replay the round, end
 * with the label of the undo step. */
GArray     *wn_game_begin_step (TableeWhosnextGame *self);
void        wn_game_end_step   (TableeWhosnextGame *self,
                                GArray             *before,
                                const char         *label);
void        wn_game_replay     (TableeWhosnextGame *self);
const char *wn_game_seat_name  (TableeWhosnextGame *self,
                                guint               seat);

G_END_DECLS
