/* tablee-notnot-training.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tablee-clock.h"
#include "tablee-notnot-game.h"
#include "tablee-random.h"
#include "tablee-saveable.h"

G_BEGIN_DECLS

/* The store the page keeps the training's statistics in, and the version
 * of what the training saves: bump it with its save() in
 * tablee-notnot-training.c. */
#define TABLEE_NOTNOT_TRAINING_STORE          "notnot-training"
#define TABLEE_NOTNOT_TRAINING_FORMAT_VERSION 1

#define TABLEE_TYPE_NOTNOT_TRAINING (tablee_notnot_training_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotTraining, tablee_notnot_training, TABLEE, NOTNOT_TRAINING, GObject)

/* Solo training: a roll on a random board, one click as fast as possible,
 * right or wrong and the reaction time, read on clock. Keeps the best and
 * average reaction of right answers per level. Implements TableeSaveable
 * (the statistics). "changed" after every change. */
TableeNotnotTraining *tablee_notnot_training_new          (TableeRandom         *random,
                                                           TableeClock          *clock);
void              tablee_notnot_training_set_level        (TableeNotnotTraining *self,
                                                           TableeNotnotLevel     level);
TableeNotnotLevel tablee_notnot_training_get_level        (TableeNotnotTraining *self);

/* Deals a board and rolls, as the dice fall: sometimes nobody may tap. Starts
 * the watch. */
void              tablee_notnot_training_next             (TableeNotnotTraining *self);
gboolean          tablee_notnot_training_get_waiting      (TableeNotnotTraining *self);
/* Starts the watch again, for a view that shows the challenge only once
 * its dice have stopped rolling. */
void              tablee_notnot_training_start_watch      (TableeNotnotTraining *self);
/* The challenge on screen: its roll (FALSE before the first) and cards. */
gboolean          tablee_notnot_training_get_roll         (TableeNotnotTraining *self,
                                                           TableeNotnotRoll     *roll);
void              tablee_notnot_training_get_card         (TableeNotnotTraining *self,
                                                           TableeSpot            spot,
                                                           TableeNotnotCard     *card);
guint             tablee_notnot_training_get_valid_spots  (TableeNotnotTraining *self);
/* The challenge as a view shows it (tablee-notnot-board.h), set before
 * every "changed"; transfer none. */
TableeNotnotBoard *tablee_notnot_training_get_board       (TableeNotnotTraining *self);
char             *tablee_notnot_training_explain          (TableeNotnotTraining *self);

/* The player's click: TRUE when spot was a right answer. Only counts while
 * waiting. */
gboolean          tablee_notnot_training_answer           (TableeNotnotTraining *self,
                                                           TableeSpot            spot);
/* The player's "Nobody taps": TRUE when no card may be tapped. Only counts
 * while waiting. */
gboolean          tablee_notnot_training_answer_nobody    (TableeNotnotTraining *self);
gboolean          tablee_notnot_training_get_last_right   (TableeNotnotTraining *self);
gint64            tablee_notnot_training_get_last_reaction (TableeNotnotTraining *self);

/* Statistics of a level: right answers, wrong answers, best and average
 * reaction of the right ones in microseconds (0 without any). */
typedef struct {
  guint  n_right;
  guint  n_wrong;
  gint64 best;
  gint64 average;
} TableeNotnotStats;

void              tablee_notnot_training_get_stats        (TableeNotnotTraining *self,
                                                           TableeNotnotLevel     level,
                                                           TableeNotnotStats    *stats);

G_END_DECLS
