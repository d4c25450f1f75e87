/* tablee-frantic-scorer.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-frantic-events.h"
#include "tablee-frantic-sheet-items.h"
#include "tablee-players.h"

G_BEGIN_DECLS

#define TABLEE_FRANTIC_MIN_PLAYERS 2

/* Card values when a round ends (the rulebook's "Points"). */
#define TABLEE_FRANTIC_SPECIAL_POINTS   7
#define TABLEE_FRANTIC_FUCK_YOU_POINTS 42
#define TABLEE_FRANTIC_CURSE_POINTS    13

/* The most points a hand can hold: every card of the game in one hand,
 * Troublemaker included (9 copies of each number 1-9 in colours and black,
 * 64 special cards at 7, Fuck You and Curse), 405 + 448 + 42 + 13. */
#define TABLEE_FRANTIC_HAND_MAX 908
/* Double Taxation: the three highest cards are at most Fuck You, Curse and
 * a 9. */
#define TABLEE_FRANTIC_TAXATION_MAX (TABLEE_FRANTIC_FUCK_YOU_POINTS + TABLEE_FRANTIC_CURSE_POINTS + 9)
/* A typed-in points limit lies in this range. */
#define TABLEE_FRANTIC_LIMIT_MIN 10
#define TABLEE_FRANTIC_LIMIT_MAX 9999
/* At most this many score events in one round. */
#define TABLEE_FRANTIC_MAX_ADJUSTMENTS 34

typedef enum {
  TABLEE_FRANTIC_LENGTH_SHORT,
  TABLEE_FRANTIC_LENGTH_MEDIUM,
  TABLEE_FRANTIC_LENGTH_LONG,
  TABLEE_FRANTIC_LENGTH_CUSTOM,
} TableeFranticLength;

/* The rulebook's recommended limit for a length and a number of players;
 * 0 for TABLEE_FRANTIC_LENGTH_CUSTOM. */
guint tablee_frantic_limit_preset (TableeFranticLength length,
                                   guint               n_players);

/* Seppuku, per player. */
typedef enum {
  TABLEE_FRANTIC_SEPPUKU_UNSET = -1,
  /* Did not take the risk: +21. */
  TABLEE_FRANTIC_SEPPUKU_DECLINED = 0,
  /* Took it and turned a number card: -21. */
  TABLEE_FRANTIC_SEPPUKU_NUMBER = 1,
  /* Took it and turned another card: +42. */
  TABLEE_FRANTIC_SEPPUKU_OTHER = 2,
} TableeFranticSeppuku;

/* An input not given yet (Double Taxation's sum, Seppuku's choice). */
#define TABLEE_FRANTIC_INPUT_UNSET -1

#define TABLEE_FRANTIC_SCORER_ERROR (tablee_frantic_scorer_error_quark ())

typedef enum {
  TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE,
  TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
  TABLEE_FRANTIC_SCORER_ERROR_MISSING,
  TABLEE_FRANTIC_SCORER_ERROR_INVALID,
  TABLEE_FRANTIC_SCORER_ERROR_GAME_OVER,
} TableeFranticScorerError;

GQuark tablee_frantic_scorer_error_quark (void);

/* ---- One round, as entered --------------------------------------------- */

typedef struct _TableeFranticRound TableeFranticRound;

TableeFranticRound *tablee_frantic_round_new             (guint               n_players);
TableeFranticRound *tablee_frantic_round_copy            (const TableeFranticRound *self);
void                tablee_frantic_round_free            (TableeFranticRound *self);
guint               tablee_frantic_round_get_n_players   (const TableeFranticRound *self);
/* Every player who went out, a bit per player: several may go out at the
 * same moment through an event; nobody (0) after Finish Line, Doomsday,
 * the Time Bomb or an empty draw pile. */
void                tablee_frantic_round_set_finishers   (TableeFranticRound *self,
                                                          guint               mask);
gboolean            tablee_frantic_round_is_finisher     (const TableeFranticRound *self,
                                                          guint               player);
/* The points of a player's hand; a finisher's is 0. */
int                 tablee_frantic_round_get_hand        (const TableeFranticRound *self,
                                                          guint               player);
void                tablee_frantic_round_set_hand        (TableeFranticRound *self,
                                                          guint               player,
                                                          int                 points);
/* The events that change scores, in the order they were revealed. */
guint               tablee_frantic_round_get_n_adjustments (const TableeFranticRound *self);
guint               tablee_frantic_round_add_adjustment  (TableeFranticRound *self,
                                                          TableeFranticEvent  event,
                                                          guint               lucky_mask);
void                tablee_frantic_round_remove_adjustment (TableeFranticRound *self,
                                                          guint               index);
TableeFranticEvent  tablee_frantic_round_get_adjustment_event (const TableeFranticRound *self,
                                                          guint               index);
/* The players a Lucky Bastard protected from that event. */
guint               tablee_frantic_round_get_adjustment_lucky (const TableeFranticRound *self,
                                                          guint               index);
/* Double Taxation: the sum of the player's three highest cards; Seppuku:
 * a TableeFranticSeppuku. TABLEE_FRANTIC_INPUT_UNSET until given. */
int                 tablee_frantic_round_get_adjustment_input (const TableeFranticRound *self,
                                                          guint               index,
                                                          guint               player);
void                tablee_frantic_round_set_adjustment_input (TableeFranticRound *self,
                                                          guint               index,
                                                          guint               player,
                                                          int                 value);
/* Whether a player's hand counts (not in a Doomsday round, unless the
 * player was protected from it). */
gboolean            tablee_frantic_round_hand_counts     (const TableeFranticRound *self,
                                                          guint               player);
/* Under Doomsday the table may still enter a hand, for the record only
 * (the score stays 50): whether the hand is known, that is counted or
 * kept so. */
gboolean            tablee_frantic_round_hand_known      (const TableeFranticRound *self,
                                                          guint               player);
void                tablee_frantic_round_set_hand_kept   (TableeFranticRound *self,
                                                          guint               player,
                                                          gboolean            kept);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TableeFranticRound, tablee_frantic_round_free)

/* ---- The score sheet --------------------------------------------------- */

#define TABLEE_TYPE_FRANTIC_SCORER (tablee_frantic_scorer_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticScorer, tablee_frantic_scorer, TABLEE, FRANTIC_SCORER, GObject)

/* The score sheet of a game, for the players of the list given (2 to 8).
 * Players may join, leave or move between rounds: their columns follow
 * them (a newcomer has 0 in past rounds).
 *
 * Properties: "length", "custom-limit", "limit", "n-rounds", "game-over",
 * "rounds" and "totals" (what the sheet shows, as list models), "leaders"
 * (a bit per player), "winners" (their names once the game is over, else
 * NULL) and "best-total" (the leaders' total).
 * Signal "changed" after every change of the sheet (the totals may have
 * changed). The game saves the sheet and takes back its
 * changes (tablee-frantic-game.h). */
TableeFranticScorer *tablee_frantic_scorer_new           (TableePlayers       *players);
TableePlayers       *tablee_frantic_scorer_get_players   (TableeFranticScorer *self);

TableeFranticLength  tablee_frantic_scorer_get_length    (TableeFranticScorer *self);
void                 tablee_frantic_scorer_set_length    (TableeFranticScorer *self,
                                                          TableeFranticLength  length);
guint                tablee_frantic_scorer_get_custom_limit (TableeFranticScorer *self);
gboolean             tablee_frantic_scorer_set_custom_limit (TableeFranticScorer *self,
                                                          guint                limit,
                                                          GError             **error);
/* The preset for the players now, or the custom limit. */
guint                tablee_frantic_scorer_get_limit     (TableeFranticScorer *self);

/* Events revealed since the last round, waiting for the round's points:
 * the deck adds them; a new round starts from them
 * (tablee-frantic-scorer-pending.c). */
guint                tablee_frantic_scorer_get_n_pending (TableeFranticScorer *self);
void                 tablee_frantic_scorer_add_pending   (TableeFranticScorer *self,
                                                          TableeFranticEvent   event,
                                                          guint                lucky_mask);
void                 tablee_frantic_scorer_clear_pending (TableeFranticScorer *self);
/* What the table recorded of a pending event as it happened: its event,
 * who a Lucky Bastard protected, each player's input (as a round's,
 * TABLEE_FRANTIC_INPUT_UNSET until recorded), and whether any is. */
TableeFranticEvent   tablee_frantic_scorer_get_pending_event (TableeFranticScorer *self,
                                                          guint                index);
guint                tablee_frantic_scorer_get_pending_lucky (TableeFranticScorer *self,
                                                          guint                index);
int                  tablee_frantic_scorer_get_pending_input (TableeFranticScorer *self,
                                                          guint                index,
                                                          guint                player);
gboolean             tablee_frantic_scorer_get_pending_recorded (TableeFranticScorer *self,
                                                          guint                index);
/* Records a value per player (n of them) for the pending event at index,
 * checked as in a round: on error, *player (when not NULL) is the player
 * whose value is wrong, and nothing changes. */
gboolean             tablee_frantic_scorer_record_pending (TableeFranticScorer *self,
                                                          guint                index,
                                                          const int           *inputs,
                                                          int                 *player,
                                                          GError             **error);
/* Who went out, recorded as it happened (the Time Bomb asks who went out
 * in time): a bit per player. */
guint                tablee_frantic_scorer_get_pending_finishers (TableeFranticScorer *self);
void                 tablee_frantic_scorer_set_pending_finishers (TableeFranticScorer *self,
                                                          guint                finishers);
/* A new round for the players now, with the pending events, what was
 * recorded of them, and who went out. */
TableeFranticRound  *tablee_frantic_scorer_new_round     (TableeFranticScorer *self);

/* Checks a round for these players; on error, *player (when not NULL) is
 * the player whose field is wrong, or -1, and *adjustment the adjustment
 * concerned, or -1. */
gboolean             tablee_frantic_scorer_check_round   (TableeFranticScorer *self,
                                                          const TableeFranticRound *round,
                                                          int                 *player,
                                                          int                 *adjustment,
                                                          GError             **error);
/* What a round would give each player and their totals after it, as a
 * new round (index -1) or in place of round index, without changing the
 * sheet: points and totals hold a value per player.
 * Fields not given yet count as nothing. */
void                 tablee_frantic_scorer_preview_round (TableeFranticScorer *self,
                                                          int                  index,
                                                          const TableeFranticRound *round,
                                                          int                 *points,
                                                          int                 *totals);
/* Adds the round (refused when the game is over); the pending events are
 * consumed. */
gboolean             tablee_frantic_scorer_add_round     (TableeFranticScorer *self,
                                                          const TableeFranticRound *round,
                                                          GError             **error);
gboolean             tablee_frantic_scorer_replace_round (TableeFranticScorer *self,
                                                          guint                index,
                                                          const TableeFranticRound *round,
                                                          GError             **error);
/* Forgets every round (the players stay). */
void                 tablee_frantic_scorer_new_game      (TableeFranticScorer *self);

guint                tablee_frantic_scorer_get_n_rounds  (TableeFranticScorer *self);
const TableeFranticRound *tablee_frantic_scorer_get_round (TableeFranticScorer *self,
                                                          guint                index);
/* What an event added to each player in a round. */
int                  tablee_frantic_scorer_get_adjustment_points (TableeFranticScorer *self,
                                                          guint                round,
                                                          guint                adjustment,
                                                          guint                player);
/* What a round changed in a total: hands and events, Identity Theft's
 * exchange included. When the Time Bomb's deadline came with nobody out,
 * every point the round gave a player (hand and events, the exchange
 * aside) counts double: the Time Bomb's line adds them once more. When
 * Doomsday or Finish Line ended the round, the bomb has no effect. */
int                  tablee_frantic_scorer_get_round_points (TableeFranticScorer *self,
                                                          guint                round,
                                                          guint                player);
/* The total after a round. */
int                  tablee_frantic_scorer_get_total_after (TableeFranticScorer *self,
                                                          guint                round,
                                                          guint                player);
int                  tablee_frantic_scorer_get_total     (TableeFranticScorer *self,
                                                          guint                player);
/* Who deals the round after this one: most points scored in it; on a tie
 * (the rulebook is silent), the tied player with the most points in the
 * game, then the first of them in seat order. Identity Theft's exchange of
 * totals is not a point scored. One bit, of the player's seat. */
guint                tablee_frantic_scorer_get_dealers   (TableeFranticScorer *self,
                                                          guint                round);
/* Someone reached the limit. */
gboolean             tablee_frantic_scorer_get_game_over (TableeFranticScorer *self);
/* The lowest totals (a bit per player); ties share the win. */
guint                tablee_frantic_scorer_get_leaders   (TableeFranticScorer *self);

/* What the sheet shows, for views to bind: a TableeFranticRoundItem per
 * round and a TableeFranticTotalItem per player. */
GListModel          *tablee_frantic_scorer_get_rounds    (TableeFranticScorer *self);
GListModel          *tablee_frantic_scorer_get_totals    (TableeFranticScorer *self);
/* The names of who won, once the game is over; NULL before. */
char                *tablee_frantic_scorer_dup_winners   (TableeFranticScorer *self);
int                  tablee_frantic_scorer_get_best_total (TableeFranticScorer *self);

/* The sheet's state, "a{sv}", without the players: they are the game's. */
GVariant            *tablee_frantic_scorer_save_state    (TableeFranticScorer *self);
/* Checks state for n players and applies it, or returns FALSE and changes
 * nothing. The sheet takes the seats put in place just after (their next
 * change) as its columns, and tells what changed then. */
gboolean             tablee_frantic_scorer_load_state    (TableeFranticScorer *self,
                                                          GVariant            *state,
                                                          guint                n,
                                                          GError             **error);

/* The sheet as CSV: a header, then a row per player per round: round,
 * player, hand (under Doomsday the real hand when it was kept, else
 * empty), the events by their
 * titles with their points, the round's points and the total after it. */
char                *tablee_frantic_scorer_to_csv        (TableeFranticScorer *self);

G_END_DECLS
