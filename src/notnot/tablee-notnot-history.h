/* tablee-notnot-history.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a step of the game at the table did, for undo and redo to say. */
typedef enum {
  TABLEE_NOTNOT_STEP_TURN,      /* a turn was scored */
  TABLEE_NOTNOT_STEP_NEW_GAME,  /* a game in progress made way for a new one */
} TableeNotnotStepKind;

#define TABLEE_NOTNOT_N_STEP_KINDS 2

/* How many steps back undo goes, as in the other games. */
#define TABLEE_NOTNOT_HISTORY_DEPTH 100

/* The undo and redo stacks of the game: each step is its kind, the turn it
 * happened at, and the state of the game (a{sv}) on the other side of it.
 * Plain data: the game checks and applies the states. */
typedef struct _TableeNotnotHistory TableeNotnotHistory;

TableeNotnotHistory *tablee_notnot_history_new      (void);
void                 tablee_notnot_history_free     (TableeNotnotHistory  *self);
void                 tablee_notnot_history_clear    (TableeNotnotHistory  *self);

/* Records a step before it is done, with the state it leaves; forgets the
 * steps that could be redone, and the oldest beyond the depth. */
void                 tablee_notnot_history_push     (TableeNotnotHistory  *self,
                                                     TableeNotnotStepKind  kind,
                                                     guint                 turn,
                                                     GVariant             *before);
gboolean             tablee_notnot_history_can_undo (TableeNotnotHistory  *self);
gboolean             tablee_notnot_history_can_redo (TableeNotnotHistory  *self);
/* The step undo (or redo) would take: FALSE when none. */
gboolean             tablee_notnot_history_peek     (TableeNotnotHistory  *self,
                                                     gboolean              redo,
                                                     TableeNotnotStepKind *kind,
                                                     guint                *turn);
/* Takes the last step back: returns the state to go back to (owned) and
 * keeps current for redo; kind and turn say what the step was. NULL when
 * there is nothing to undo. */
GVariant            *tablee_notnot_history_undo     (TableeNotnotHistory  *self,
                                                     GVariant             *current,
                                                     TableeNotnotStepKind *kind,
                                                     guint                *turn);
/* The same, the other way. */
GVariant            *tablee_notnot_history_redo     (TableeNotnotHistory  *self,
                                                     GVariant             *current,
                                                     TableeNotnotStepKind *kind,
                                                     guint                *turn);

/* Both stacks as (a(uua{sv})a(uua{sv})), oldest first. */
GVariant            *tablee_notnot_history_save     (TableeNotnotHistory  *self);
/* Reads what save() wrote; check is called on every state and may refuse
 * it (FALSE and error set), and then nothing changes. */
typedef gboolean   (*TableeNotnotStateCheck)        (GVariant             *state,
                                                     gpointer              user_data,
                                                     GError              **error);
gboolean             tablee_notnot_history_load     (TableeNotnotHistory  *self,
                                                     GVariant             *saved,
                                                     TableeNotnotStateCheck check,
                                                     gpointer              user_data,
                                                     GError              **error);

/* What a step took back or did again, inside a sentence: "turn 4", "the
 * new game". Free with g_free. */
char                *tablee_notnot_step_describe    (TableeNotnotStepKind  kind,
                                                     guint                 turn);

G_END_DECLS
