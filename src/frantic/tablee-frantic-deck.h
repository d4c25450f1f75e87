/* tablee-frantic-deck.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-frantic-events.h"
#include "tablee-random.h"

G_BEGIN_DECLS

/* How an event came on the table. */
typedef enum {
  /* Drawn from the deck (a black card, or a Plague). */
  TABLEE_FRANTIC_REVEAL_DRAWN,
  /* Picked among the three an Event Manager showed. */
  TABLEE_FRANTIC_REVEAL_PICKED,
  /* Run again by a Repeat. */
  TABLEE_FRANTIC_REVEAL_REPEATED,
} TableeFranticRevealOrigin;

/* What the deck waits for before it can go on. */
typedef enum {
  TABLEE_FRANTIC_CHOICE_NONE,
  /* Pick one of the (up to) three events an Event Manager revealed. */
  TABLEE_FRANTIC_CHOICE_EVENT_MANAGER,
  /* Pick the event a Repeat runs again. */
  TABLEE_FRANTIC_CHOICE_REPEAT,
} TableeFranticChoice;

/* Lucky Bastard marks are a bit per player position (at most 8). */
#define TABLEE_FRANTIC_MAX_PLAYERS 8

#define TABLEE_TYPE_FRANTIC_REVEAL (tablee_frantic_reveal_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticReveal, tablee_frantic_reveal, TABLEE, FRANTIC_REVEAL, GObject)

/* One event run on the table, immutable. */
TableeFranticEvent        tablee_frantic_reveal_get_event      (TableeFranticReveal *self);
TableeFranticRevealOrigin tablee_frantic_reveal_get_origin     (TableeFranticReveal *self);
/* The players a Lucky Bastard protected from it. */
guint                     tablee_frantic_reveal_get_lucky_mask (TableeFranticReveal *self);
/* A Repeat with nothing to repeat, which does nothing. */
gboolean                  tablee_frantic_reveal_get_no_effect  (TableeFranticReveal *self);

#define TABLEE_TYPE_FRANTIC_DECK (tablee_frantic_deck_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticDeck, tablee_frantic_deck, TABLEE, FRANTIC_DECK, GObject)

/* The event deck: a shuffled pile (position 0 is the top), a discard pile,
 * and what the events that act on events are doing. Properties (all
 * read-only, set through the functions below): "troublemaker",
 * "n-players", "n-remaining", "n-discarded", "can-draw", "choice",
 * "round-over" (set by Doomsday, Finish Line and the Time Bomb's last
 * turn), "time-bomb-turns", "reshuffled" (the last draw had to reshuffle
 * the discard pile), "lucky-mask", "reveals".
 *
 * Signals: "event-revealed" (TableeFranticReveal) each time an event runs,
 * and TableeSaveable::state-changed after every change. */
TableeFranticDeck  *tablee_frantic_deck_new               (TableeRandom       *random);

gboolean            tablee_frantic_deck_get_troublemaker  (TableeFranticDeck  *self);
/* Changing the set of events starts a new shuffled deck. */
void                tablee_frantic_deck_set_troublemaker  (TableeFranticDeck  *self,
                                                           gboolean            troublemaker);
guint               tablee_frantic_deck_get_n_players     (TableeFranticDeck  *self);
/* 2 to 8; counts the Time Bomb's turns. */
void                tablee_frantic_deck_set_n_players     (TableeFranticDeck  *self,
                                                           guint               n_players);
/* Puts every event of the chosen set back, shuffled; forgets the round. */
void                tablee_frantic_deck_restart           (TableeFranticDeck  *self);

/* A black card was played: draws the top event and runs it, and what it
 * sets off, until the deck needs a choice or is done. FALSE (and nothing
 * happens) while a choice is pending, the round is over, or no event is
 * left anywhere. */
gboolean            tablee_frantic_deck_get_can_draw      (TableeFranticDeck  *self);
gboolean            tablee_frantic_deck_black_card_played (TableeFranticDeck  *self);
/* The events the last black card set off, in order: a GListModel of
 * TableeFranticReveal. */
GListModel         *tablee_frantic_deck_get_reveals       (TableeFranticDeck  *self);

/* Every event run this round, each once, in the order first run. */
const TableeFranticEvent *tablee_frantic_deck_get_round_events (TableeFranticDeck *self,
                                                                guint             *n_events);
const TableeFranticEvent *tablee_frantic_deck_get_choices (TableeFranticDeck  *self,
                                                           guint              *n_choices);
/* Runs the choice at index; for an Event Manager, the others go to the
 * bottom of the deck. */
gboolean            tablee_frantic_deck_choose            (TableeFranticDeck  *self,
                                                           guint               index);

/* Last Chance, Plus One and Time Bomb stay active until the round ends. */
gboolean            tablee_frantic_deck_is_active         (TableeFranticDeck  *self,
                                                           TableeFranticEvent  event);
/* Turns left before the Time Bomb ends the round (three per player when it
 * is revealed); 0 when no bomb is ticking. */
guint               tablee_frantic_deck_get_time_bomb_turns (TableeFranticDeck *self);
/* A player finished a turn while the bomb ticks. FALSE without a bomb or
 * once the round is over. */
gboolean            tablee_frantic_deck_next_turn         (TableeFranticDeck  *self);

/* Lucky Bastard: players marked before a black card are protected from
 * everything it sets off; the marks are used up by that black card. */
void                tablee_frantic_deck_set_lucky         (TableeFranticDeck  *self,
                                                           guint               player,
                                                           gboolean            lucky);

/* The round is over (its points were entered): active effects end, a
 * pending choice is dropped (an Event Manager's cards go to the bottom),
 * and the whole deck, revealed events included, is shuffled for the next
 * round. */
void                tablee_frantic_deck_end_round         (TableeFranticDeck  *self);

G_END_DECLS
