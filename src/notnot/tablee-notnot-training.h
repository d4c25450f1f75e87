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
#define TABLEE_NOTNOT_TRAINING_FORMAT_VERSION 2

#define TABLEE_TYPE_NOTNOT_TRAINING (tablee_notnot_training_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotTraining, tablee_notnot_training, TABLEE, NOTNOT_TRAINING, GObject)

/* Solo training, shaped like the video game: a roll on a random board, one
 * click before the time limit of the level runs out, right or wrong and
 * the reaction time, read on clock. A run has lives and a streak; the next
 * challenge is dealt by itself a moment after each answer, until the last
 * life goes. A long enough streak opens the next level and moves there.
 * Keeps, per level, the best and average reaction of right answers and the
 * best streak. Implements TableeSaveable (the statistics and the run).
 * "changed" after every change, "dealt" after every challenge dealt (by
 * tablee_notnot_training_next() or by itself). */
TableeNotnotTraining *tablee_notnot_training_new          (TableeRandom         *random,
                                                           TableeClock          *clock);
void              tablee_notnot_training_set_level        (TableeNotnotTraining *self,
                                                           TableeNotnotLevel     level);
TableeNotnotLevel tablee_notnot_training_get_level        (TableeNotnotTraining *self);
/* The highest level open: Discovery at first; set_level() refuses a
 * level above it. */
TableeNotnotLevel tablee_notnot_training_get_unlocked     (TableeNotnotTraining *self);

/* The pace of the video game, a decision of Tablée's (no rulebook gives
 * it): the time to answer at a level, the lives of a run, the streak that
 * opens the next level. */
gint64            tablee_notnot_training_get_time_limit   (TableeNotnotLevel     level);
#define TABLEE_NOTNOT_TRAINING_LIVES         3
#define TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK 10

/* The run: lives left (0: the run is over, the next challenge starts a new
 * one), right answers in a row at this level, and whether the last answer
 * was the time running out or opened this level. */
guint             tablee_notnot_training_get_lives        (TableeNotnotTraining *self);
guint             tablee_notnot_training_get_streak       (TableeNotnotTraining *self);
guint             tablee_notnot_training_get_best_streak  (TableeNotnotTraining *self,
                                                           TableeNotnotLevel     level);
gboolean          tablee_notnot_training_get_timed_out    (TableeNotnotTraining *self);
gboolean          tablee_notnot_training_get_levelled_up  (TableeNotnotTraining *self);
/* The time left to answer (0 when not waiting). */
gint64            tablee_notnot_training_get_time_left    (TableeNotnotTraining *self);
/* Paused, the time limit and the next challenge wait: a view pauses the
 * training it does not show. A challenge waiting gets its whole time again
 * when the training resumes. */
void              tablee_notnot_training_set_paused       (TableeNotnotTraining *self,
                                                           gboolean              paused);

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

/* The player's click: TRUE when spot was a right answer, given in time.
 * Only counts while waiting. When the time runs out, a roll where nobody
 * may tap was rightly left alone, any other is wrong. */
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
