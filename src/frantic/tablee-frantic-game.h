/* tablee-frantic-game.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"
#include "tablee-game.h"
#include "tablee-frantic-scorer.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_GAME (tablee_frantic_game_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticGame, tablee_frantic_game, TABLEE, FRANTIC_GAME, TableeGame)

/* A game of Frantic: the players (2 to 8), the event deck and the score
 * sheet, tied together: events that change scores wait in the sheet for
 * the round's points, a round entered ends the deck's round, and the Time
 * Bomb counts the players. Every action below is one step of the game's
 * history (tablee-game.h), labelled for the toast that takes it back
 * ("Round 2 added", "Black card: Plague"); the game is finished when
 * someone reached the limit. The players are tablee_game_get_players(). */
TableeFranticGame   *tablee_frantic_game_new         (TableeRandom       *random);
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

/* Records a score event as it happens, one step of the history: the
 * inputs of the pending event at index (a value per player, as
 * tablee_frantic_scorer_record_pending()), or who went out. A new round
 * starts from them. */
gboolean             tablee_frantic_game_record_event (TableeFranticGame *self,
                                                      guint               index,
                                                      const int          *inputs,
                                                      int                *player,
                                                      GError            **error);
void                 tablee_frantic_game_record_finishers (TableeFranticGame *self,
                                                      guint               finishers);

/* What a user does on the deck, each one step of the history. */
gboolean             tablee_frantic_game_black_card  (TableeFranticGame  *self);
gboolean             tablee_frantic_game_choose      (TableeFranticGame  *self,
                                                      guint               index);
gboolean             tablee_frantic_game_next_turn   (TableeFranticGame  *self);
/* Changing the set of events starts a new deck and drops the events that
 * waited for the round's points. */
void                 tablee_frantic_game_set_troublemaker (TableeFranticGame *self,
                                                      gboolean            troublemaker);

G_END_DECLS
