/* tablee-whosnext-round.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-whosnext-game.h"

G_BEGIN_DECLS

/* Inside the game: its state, the rules that replay a round from the
 * cards played and the state's serialisation (tablee-whosnext-round.c). */

#define MAX_SEATS TABLEE_WHOSNEXT_MAX_SEATS
#define N_LEVELS (TABLEE_WHOSNEXT_MAX_LEVEL + 1)
#define MAX_EVENTS 1024

typedef enum {
  EVENT_PLAY,
  EVENT_LATE,
  EVENT_DISMISS,
  N_EVENT_KINDS
} EventKind;

typedef struct {
  guint8 kind;
  guint8 seat;
  guint8 number;
  guint8 side;
} Event;

/* Everything that is saved and undone, except the seats (TableeGame's). */
typedef struct {
  guint    n_seats;
  guint    level;
  gboolean apprentice;
  guint    notes[MAX_SEATS];
  int      dp_holder;
  guint    dp_streak;
  guint    rounds_off;
  guint    starter;
  int      direction;
  GArray  *events;
  /* A mistake made with a last card, reportable until the next round. */
  guint    carry_break;
  guint    carry_seat;
  /* The level a clean round offers to move up to, 0 for none: it lasts
   * until the next change of the game. */
  guint    offer;
} State;

/* The round as the events made it; never saved, always replayed. */
typedef struct {
  int      due;
  int      dir;
  gboolean has_card[MAX_SEATS];
  guint    number[MAX_SEATS];
  guint    side[MAX_SEATS];
  guint    played[MAX_SEATS];
  guint    last_break;
  int      last_break_seat;
  int      last_player;
  int      emptied;   /* the seat that played its last card, or -1 */
} Round;

guint    state_seconds      (const State  *state);
gboolean state_game_over    (const State  *state);
int      state_apprentice   (const State  *state);
void     state_clear        (State        *state);
void     state_init_fresh   (State        *state,
                             guint         n_seats);
void     state_reset_round  (State        *state);
void     state_penalize     (State        *state,
                             const guint  *seats,
                             guint         n_seats);
void     state_finish_round (State        *state,
                             guint         next_starter);
/* Applies one event to the round; returns the rules it broke, or -1 when
 * the event cannot happen (for state that comes from a file). */
int      round_apply        (Round        *round,
                             const State  *state,
                             const Event  *event);
/* Plays the round again from the events; FALSE when it cannot have been
 * played. */
gboolean round_replay       (Round        *round,
                             const State  *state);

/* The version of what state_to_variant() writes: bump it with the format.
 * 2: the seats and the envelope moved to TableeGame, the trainer's scores
 * to their own store. */
#define WHOSNEXT_FORMAT_VERSION 2

GVariant *state_to_variant   (const State *state);
/* Reads and checks every value; out stays untouched on error. */
gboolean  state_from_variant (GVariant    *variant,
                              guint        n_seats,
                              State       *out,
                              GError     **error);
/* The whole saved state of from_version (TableeGame's envelope included)
 * brought to from_version + 1, or NULL on error. From version 1, trainer
 * gets the trainer's scores the game held then, in the trainer's own
 * saved form (NULL when they do not read). */
GVariant *state_migrate      (guint32      from_version,
                              GVariant    *variant,
                              GVariant   **trainer,
                              GError     **error);

G_END_DECLS
