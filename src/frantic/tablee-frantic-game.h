/* tablee-frantic-game.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"
#include "tablee-frantic-scorer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_GAME (tablee_frantic_game_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticGame, tablee_frantic_game, TABLEE, FRANTIC_GAME, GObject)

/* A game of Frantic: the players (2 to 8), the event deck and the score
 * sheet, tied together: events that change scores wait in the sheet for
 * the round's points, a round entered ends the deck's round, and the Time
 * Bomb counts the players. Saved as one TableeSaveable. */
TableeFranticGame   *tablee_frantic_game_new         (TableeRandom       *random);
TableePlayers       *tablee_frantic_game_get_players (TableeFranticGame  *self);
TableeFranticDeck   *tablee_frantic_game_get_deck    (TableeFranticGame  *self);
TableeFranticScorer *tablee_frantic_game_get_scorer  (TableeFranticGame  *self);
/* Adds the round to the sheet and starts the deck's next round. */
gboolean             tablee_frantic_game_add_round   (TableeFranticGame  *self,
                                                      const TableeFranticRound *round,
                                                      GError            **error);
gboolean             tablee_frantic_game_replace_round (TableeFranticGame *self,
                                                      guint               index,
                                                      const TableeFranticRound *round,
                                                      GError            **error);
/* A new game with the same players: no rounds, a fresh deck. */
void                 tablee_frantic_game_new_game    (TableeFranticGame  *self);

/* What a user does on the deck, each one step of the history. */
gboolean             tablee_frantic_game_black_card  (TableeFranticGame  *self);
gboolean             tablee_frantic_game_choose      (TableeFranticGame  *self,
                                                      guint               index);
gboolean             tablee_frantic_game_next_turn   (TableeFranticGame  *self);
/* Changing the set of events starts a new deck and drops the events that
 * waited for the round's points. */
void                 tablee_frantic_game_set_troublemaker (TableeFranticGame *self,
                                                      gboolean            troublemaker);

/* One history for the game, in the order things happened: every change of
 * the deck or the sheet can be undone, most recent first, and redone.
 * Return what was undone or redone, as a sentence, or NULL when there is
 * nothing. Properties "can-undo" and "can-redo". */
gboolean             tablee_frantic_game_get_can_undo (TableeFranticGame *self);
gboolean             tablee_frantic_game_get_can_redo (TableeFranticGame *self);
char                *tablee_frantic_game_undo        (TableeFranticGame  *self);
char                *tablee_frantic_game_redo        (TableeFranticGame  *self);

G_END_DECLS
