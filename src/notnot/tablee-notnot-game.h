/* tablee-notnot-game.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-game.h"
#include "tablee-notnot-rules.h"
#include "tablee-random.h"

G_BEGIN_DECLS

typedef enum {
  TABLEE_NOTNOT_LEVEL_DISCOVERY,
  TABLEE_NOTNOT_LEVEL_NORMAL,   /* adds the negation die */
  TABLEE_NOTNOT_LEVEL_HARD,     /* adds the arrow: "up" turns */
  TABLEE_NOTNOT_LEVEL_EXTREME,  /* adds the liar */
} TableeNotnotLevel;

#define TABLEE_NOTNOT_N_LEVELS 4

GType tablee_notnot_level_get_type (void) G_GNUC_CONST;
#define TABLEE_TYPE_NOTNOT_LEVEL (tablee_notnot_level_get_type ())

/* The translated name of a level ("Discovery"), and the id of its entry in
 * the rules ("level-discovery"). */
const char *tablee_notnot_level_get_name     (TableeNotnotLevel level);
const char *tablee_notnot_level_get_rules_id (TableeNotnotLevel level);

/* The three dice. Their faces are in one table in tablee-notnot-deal.c. */
typedef enum {
  TABLEE_NOTNOT_DIE_DIRECTION,  /* criterion die A */
  TABLEE_NOTNOT_DIE_COLOUR,     /* criterion die B */
  TABLEE_NOTNOT_DIE_NEGATION,
} TableeNotnotDie;

#define TABLEE_NOTNOT_DIE_N_FACES 6

/* Face i of a die: a TableeNotnotFace for the criterion dice, a number of
 * NOTs for the negation die. */
guint tablee_notnot_die_get_face (TableeNotnotDie die,
                                  guint           index);

/* One roll of the dice and what the pile shows on top. */
typedef struct {
  TableeNotnotFace a;          /* direction die */
  TableeNotnotFace b;          /* colour die */
  guint            negations;  /* 0 when the level has no negation die */
  gboolean         liar;       /* FALSE below Extreme */
  TableeSpot       up;         /* TABLEE_SPOT_UP below Hard */
} TableeNotnotRoll;

/* Rolls the dice a level uses, from random. */
void tablee_notnot_roll_dice (TableeRandom      *random,
                              TableeNotnotLevel  level,
                              TableeNotnotRoll  *roll);

/* A card: the portal on its face (TABLEE_PORTAL_NONE for an empty card) or
 * one of the three rule cards, and its back: an arrow and maybe the liar. */
typedef enum {
  TABLEE_NOTNOT_RULE_NONE,
  TABLEE_NOTNOT_RULE_NOT_NOT,
  TABLEE_NOTNOT_RULE_ARROW,
  TABLEE_NOTNOT_RULE_LIAR,
} TableeNotnotRuleCard;

typedef struct {
  TableePortal         portal;
  TableeNotnotRuleCard rule;
  TableeSpot           arrow;
  gboolean             liar;
} TableeNotnotCard;

#define TABLEE_NOTNOT_N_CARDS      51
#define TABLEE_NOTNOT_N_PER_COLOUR  8
#define TABLEE_NOTNOT_N_EMPTY       8
#define TABLEE_NOTNOT_N_LIAR_BACKS 16

/* What one tap did when a turn was scored. */
typedef struct {
  guint            player;   /* position in the players list */
  TableeSpot       spot;     /* the card tapped */
  gboolean         right;
  gboolean         changed;  /* a card was won (right) or discarded (wrong) */
  TableeNotnotCard card;     /* that card */
} TableeNotnotTapResult;

typedef struct _TableeNotnotBoard TableeNotnotBoard;

#define TABLEE_TYPE_NOTNOT_GAME (tablee_notnot_game_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotGame, tablee_notnot_game, TABLEE, NOTNOT_GAME, TableeGame)

/* A game at the table: the pile, the cross of four cards around it, the
 * dice, and the cards the players won. TableeGame keeps the players, the
 * undo history and the saving; finished is set when the last card of the
 * pile is won or discarded.
 *
 * A turn: roll(), then add_tap() for each player who tapped (the first one,
 * or all who tapped at once), then end_turn() scores the taps and refills
 * the cross; roll() ends a turn still open by itself. Undo steps are the
 * scored turns ("turn 4"), the new games and the level changes: the roll
 * and the taps of a turn go with it. Read-only properties: "level",
 * "first-game", "turn", "pile-size", "rolled", "revealed", "valid-spots"
 * (the judge's answer, a bit per spot), "explanation" (the judge's
 * sentence, NULL before a roll) and "results-text" (what the last scored
 * turn did).
 *
 * "level-raised" (guint level) is emitted once a change in which a rule
 * card came up and raised the first game's level is over; never for a
 * state loaded (undo, redo, the saved file). */
TableeNotnotGame *tablee_notnot_game_new            (TableeRandom      *random);

/* Shuffles and deals a new game for the current players, one undo step.
 * first_game: the progression of the first game, where the rule cards in
 * the pile raise the level from Discovery to Extreme; else level stays as
 * given. tablee_game_new_game() deals again at the same level and mode. */
void              tablee_notnot_game_new_game       (TableeNotnotGame  *self,
                                                     TableeNotnotLevel  level,
                                                     gboolean           first_game);
/* Changes the level of a game in progress (leaves the first-game mode). */
void              tablee_notnot_game_set_level      (TableeNotnotGame  *self,
                                                     TableeNotnotLevel  level);
TableeNotnotLevel tablee_notnot_game_get_level      (TableeNotnotGame  *self);
gboolean          tablee_notnot_game_get_first_game (TableeNotnotGame  *self);
guint             tablee_notnot_game_get_turn       (TableeNotnotGame  *self);
/* The back of the top card of the pile, FALSE when the pile is empty. */
gboolean          tablee_notnot_game_get_top_card   (TableeNotnotGame  *self,
                                                     TableeNotnotCard  *card);
/* The card at a spot of the cross, FALSE when the spot is empty. */
gboolean          tablee_notnot_game_get_card       (TableeNotnotGame  *self,
                                                     TableeSpot         spot,
                                                     TableeNotnotCard  *card);

/* Ends the open turn, if any, then rolls. FALSE when the game is over. */
gboolean          tablee_notnot_game_roll           (TableeNotnotGame  *self);
gboolean          tablee_notnot_game_get_rolled     (TableeNotnotGame  *self);
/* The current roll; FALSE before the first roll of a turn. */
gboolean          tablee_notnot_game_get_roll       (TableeNotnotGame  *self,
                                                     TableeNotnotRoll  *roll);
/* The judge's answer for the current roll and cross (0 before a roll). */
guint             tablee_notnot_game_get_valid_spots (TableeNotnotGame *self);
/* The judge's sentence for the current roll, or NULL before a roll. */
char             *tablee_notnot_game_explain        (TableeNotnotGame  *self);

/* Records that the player at position tapped spot this turn; a player taps
 * once: a second tap replaces the first. FALSE when no roll is open or the
 * spot holds no card. */
gboolean          tablee_notnot_game_add_tap        (TableeNotnotGame  *self,
                                                     guint              player,
                                                     TableeSpot         spot);
gboolean          tablee_notnot_game_remove_tap     (TableeNotnotGame  *self,
                                                     guint              player);
/* The spot the player at position tapped this turn, or -1. */
int               tablee_notnot_game_get_tap        (TableeNotnotGame  *self,
                                                     guint              player);
/* Scores the taps: right taps win a card (the empty card first, then the
 * card tapped, then another), wrong taps discard one won card; refills the
 * cross and ends the game when it cannot. Returns what each tap did (free
 * with g_array_unref), or NULL when no roll is open. */
GArray           *tablee_notnot_game_end_turn       (TableeNotnotGame  *self);

/* Whether the answer of the open turn shows: the table asked for it.
 * Saved, but not a step of its own; a new roll hides it again. */
gboolean          tablee_notnot_game_get_revealed   (TableeNotnotGame  *self);
void              tablee_notnot_game_set_revealed   (TableeNotnotGame  *self,
                                                     gboolean           revealed);
/* What each tap of the last scored turn did (TableeNotnotTapResult, in
 * the order of the taps), until the next turn is scored or a new game
 * starts; transfer none. */
GArray           *tablee_notnot_game_get_results    (TableeNotnotGame  *self);
/* Those results in words ("Ana is right and wins a card with a red
 * portal."), or "" without any. */
char             *tablee_notnot_game_dup_results_text (TableeNotnotGame *self);

/* The board as a view shows it (tablee-notnot-board.h), set after every
 * change of the game or of its players' names; transfer none. Also the
 * "board" property. */
TableeNotnotBoard *tablee_notnot_game_get_board     (TableeNotnotGame  *self);
/* The seats as a view shows them: a GListModel of TableeNotnotSeatItem, in
 * the players' order, set after every change; transfer none. Also the
 * "seats" property. */
GListModel       *tablee_notnot_game_get_seat_items (TableeNotnotGame  *self);

/* Cards the player at position has won. */
guint             tablee_notnot_game_get_score      (TableeNotnotGame  *self,
                                                     guint              player);
/* Positions of the players with the most cards (all of them share the win),
 * once the game is finished; empty before. */
GArray           *tablee_notnot_game_get_winners    (TableeNotnotGame  *self);

G_END_DECLS
