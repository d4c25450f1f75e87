/* tablee-whosnext-game.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-game.h"

G_BEGIN_DECLS

#define TABLEE_WHOSNEXT_MIN_SEATS   3
#define TABLEE_WHOSNEXT_MAX_SEATS   7
#define TABLEE_WHOSNEXT_MAX_LEVEL   6
#define TABLEE_WHOSNEXT_HAND        8
#define TABLEE_WHOSNEXT_MAX_NOTES   7
/* Level 4 on: the Don't Panic card is in play. */
#define TABLEE_WHOSNEXT_DONT_PANIC_LEVEL 4

#define TABLEE_WHOSNEXT_GAME_ERROR (tablee_whosnext_game_error_quark ())

typedef enum {
  TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
  TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING,
  TABLEE_WHOSNEXT_GAME_ERROR_GAME_OVER,
} TableeWhosnextGameError;

GQuark tablee_whosnext_game_error_quark (void);

typedef enum {
  TABLEE_WHOSNEXT_SIDE_WHOOT,
  TABLEE_WHOSNEXT_SIDE_WHOOTCHI,
} TableeWhosnextSide;

typedef enum {
  /* The starting player has not pointed at a neighbour yet. */
  TABLEE_WHOSNEXT_ROUND_WAITING,
  TABLEE_WHOSNEXT_ROUND_PLAYING,
  TABLEE_WHOSNEXT_ROUND_GAME_OVER,
} TableeWhosnextRoundState;

GType tablee_whosnext_round_state_get_type (void) G_GNUC_CONST;
#define TABLEE_TYPE_WHOSNEXT_ROUND_STATE (tablee_whosnext_round_state_get_type ())

/* The rule breaks Tablée can see; one play may break several rules, and it
 * is still one mistake. */
typedef enum {
  TABLEE_WHOSNEXT_BREAK_NONE            = 0,
  TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN     = 1 << 0,
  TABLEE_WHOSNEXT_BREAK_LATE            = 1 << 1,
  TABLEE_WHOSNEXT_BREAK_SAME_TWICE      = 1 << 2,  /* level 2 */
  TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL = 1 << 3,  /* level 3 */
  TABLEE_WHOSNEXT_BREAK_APPRENTICE      = 1 << 4,  /* apprentice variant */
} TableeWhosnextBreak;

GType tablee_whosnext_break_get_type (void) G_GNUC_CONST;
#define TABLEE_TYPE_WHOSNEXT_BREAK (tablee_whosnext_break_get_type ())

/* The set-up table of the rulebook for one player count. */
typedef struct {
  guint n_players;
  /* Cards numbered 1 to highest_number are used; every higher number up
   * to 6 is put away. */
  guint highest_number;
  /* Each player receives per_number cards of each used number. */
  guint per_number;
  guint cards_per_player;
} TableeWhosnextSetup;

gboolean tablee_whosnext_setup_for          (guint                n_players,
                                             TableeWhosnextSetup *setup);
/* A card's name as printed (translated): "Double Whootchi". */
const char *tablee_whosnext_card_name       (guint                number,
                                             TableeWhosnextSide   side);
/* The time limit printed on a level's page, in seconds. */
guint    tablee_whosnext_level_seconds      (guint                level);
/* The seat a card designates: number seats on from the seat that played it,
 * in direction (+1: table order, -1: the other way) after a Whootchi side
 * reversed it. direction is updated in place. */
guint    tablee_whosnext_next_seat          (guint                n_seats,
                                             guint                from,
                                             int                 *direction,
                                             guint                number,
                                             TableeWhosnextSide   side);

#define TABLEE_TYPE_WHOSNEXT_GAME (tablee_whosnext_game_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextGame, tablee_whosnext_game, TABLEE, WHOSNEXT_GAME, TableeGame)

/* The state of a Who's Next? table (a TableeGame: seats, undo, saving):
 * level, the round in progress (the starting player, the direction, every
 * card played), wrong notes and the Don't Panic card. The seventh wrong
 * note of a player finishes the game.
 *
 * Properties (read-only unless said): "level" (rw), "apprentice" (rw, the
 * variant), "seconds" (the time limit now), "round-state", "due" (-1 when
 * nobody), "n-seats", "game-over", "starter" (who starts the round, or
 * the next one), "pending-break" and "pending-seat" (the mistake waiting
 * for the table to report it or let it go; NONE and -1 when none),
 * "offered-level" (the level a clean round offers, 0 for none; it lasts
 * until the next change). The rest has getters: the direction is 0 while
 * waiting, the Don't Panic card's holder -1 in the centre and its streak
 * 0 there, 1 green side up, 2 red; the apprentice seat -1 when none.
 * Signals: "round-ended" (int seat that starts the next round, gboolean
 * mistake), after TableeGame::changed. */
TableeWhosnextGame       *tablee_whosnext_game_new               (void);
guint                     tablee_whosnext_game_get_n_seats       (TableeWhosnextGame *self);
guint                     tablee_whosnext_game_get_level         (TableeWhosnextGame *self);
/* Ends the round in progress without a wrong note. */
void                      tablee_whosnext_game_set_level         (TableeWhosnextGame *self,
                                                                  guint               level);
gboolean                  tablee_whosnext_game_get_apprentice    (TableeWhosnextGame *self);
guint                     tablee_whosnext_game_get_seconds       (TableeWhosnextGame *self);
/* Rounds finished at level 6, each one a second off the timer. */
guint                     tablee_whosnext_game_get_rounds_off    (TableeWhosnextGame *self);

TableeWhosnextRoundState  tablee_whosnext_game_get_round_state   (TableeWhosnextGame *self);
guint                     tablee_whosnext_game_get_starter       (TableeWhosnextGame *self);
int                       tablee_whosnext_game_get_direction     (TableeWhosnextGame *self);
int                       tablee_whosnext_game_get_due           (TableeWhosnextGame *self);
/* The uncovered card in front of seat; FALSE when it played none this
 * round. */
gboolean                  tablee_whosnext_game_get_uncovered     (TableeWhosnextGame *self,
                                                                  guint               seat,
                                                                  guint              *number,
                                                                  TableeWhosnextSide *side);
guint                     tablee_whosnext_game_get_cards_played  (TableeWhosnextGame *self,
                                                                  guint               seat);
guint                     tablee_whosnext_game_get_n_plays       (TableeWhosnextGame *self);
/* The last mistake Tablée saw this round, the only one that can still be
 * reported; NONE when there is none. */
TableeWhosnextBreak       tablee_whosnext_game_get_last_break    (TableeWhosnextGame *self,
                                                                  guint              *seat);

int                       tablee_whosnext_game_get_pending_seat  (TableeWhosnextGame *self);
guint                     tablee_whosnext_game_get_offered_level (TableeWhosnextGame *self);
/* Moves to the level on offer, never further; FALSE when none is. */
gboolean                  tablee_whosnext_game_take_offer        (TableeWhosnextGame *self);
/* The seats' players' names: "Ann, Bob and Chloé". */
char                     *tablee_whosnext_game_dup_names         (TableeWhosnextGame *self,
                                                                  const guint        *seats,
                                                                  guint               n_seats);

guint                     tablee_whosnext_game_get_wrong_notes   (TableeWhosnextGame *self,
                                                                  guint               seat);
int                       tablee_whosnext_game_get_dont_panic_holder (TableeWhosnextGame *self);
guint                     tablee_whosnext_game_get_dont_panic_streak (TableeWhosnextGame *self);
/* The apprentice musician of the variant (whether or not it is on). */
int                       tablee_whosnext_game_get_apprentice_seat (TableeWhosnextGame *self);
gboolean                  tablee_whosnext_game_is_game_over      (TableeWhosnextGame *self);
/* Seats with the fewest wrong notes (ties share the win). */
guint                     tablee_whosnext_game_get_winners       (TableeWhosnextGame *self,
                                                                  guint              *seats);

/* The starting player points at a neighbour: +1 or -1. */
gboolean                  tablee_whosnext_game_choose_direction  (TableeWhosnextGame *self,
                                                                  int                 direction,
                                                                  GError            **error);
/* seat (-1: the player due) plays the card. Returns the rules it broke in
 * breaks (a mistake only counts once reported). */
gboolean                  tablee_whosnext_game_play              (TableeWhosnextGame  *self,
                                                                  int                  seat,
                                                                  guint                number,
                                                                  TableeWhosnextSide   side,
                                                                  TableeWhosnextBreak *breaks,
                                                                  GError             **error);
/* The countdown ran out: the player due is late. Returns that seat or -1. */
int                       tablee_whosnext_game_time_out          (TableeWhosnextGame *self);
/* Reports the last mistake: its player takes the wrong note(s) and starts
 * the next round. */
gboolean                  tablee_whosnext_game_report_last_break (TableeWhosnextGame *self);
/* The table lets the last mistake go. If someone has played their last
 * card, the round ends there. */
void                      tablee_whosnext_game_dismiss_break     (TableeWhosnextGame *self);
/* Reports mistakes Tablée cannot see (a wrong card name, interrupting the
 * game) or made at the same time: 1 or more different seats. With several,
 * the last player to play a card starts the next round. */
gboolean                  tablee_whosnext_game_report_mistakes   (TableeWhosnextGame *self,
                                                                  const guint        *seats,
                                                                  guint               n_seats,
                                                                  GError            **error);
/* While TableeGame::changed is emitted: the change loaded a state (undo,
 * redo, the saved file) rather than playing, and a countdown starts
 * afresh. */
gboolean                  tablee_whosnext_game_get_restored      (TableeWhosnextGame *self);
/* Tablée 0.1.0 kept the trainer's scores in the game's file: after such a
 * file was migrated, they are here once, in the trainer's saved form
 * (TABLEE_WHOSNEXT_TRAINER_STORE), for a trainer that has no file of its
 * own yet (transfer full); NULL otherwise. */
GVariant                 *tablee_whosnext_game_take_v1_trainer   (TableeWhosnextGame *self);

G_END_DECLS
