/* tablee-whosnext-trainer.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-countdown.h"
#include "tablee-random.h"
#include "tablee-sound.h"
#include "tablee-whosnext-game.h"

G_BEGIN_DECLS

/* The store the page keeps the trainer in, and the version of what the
 * trainer saves: bump it with its save() in tablee-whosnext-trainer.c. */
#define TABLEE_WHOSNEXT_TRAINER_STORE          "whosnext-training"
#define TABLEE_WHOSNEXT_TRAINER_FORMAT_VERSION 1

/* The trainer judges the last answers of a level over this window. */
#define TABLEE_WHOSNEXT_TRAINER_WINDOW 10

/* Trainer scores, per level. */
typedef struct {
  guint answers;
  guint correct;
  guint late;
  guint64 reaction_ms;   /* sum over the correct answers */
} TableeWhosnextTrainerStats;

#define TABLEE_TYPE_WHOSNEXT_TRAINER (tablee_whosnext_trainer_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextTrainer, tablee_whosnext_trainer, TABLEE, WHOSNEXT_TRAINER, GObject)

/* Solo practice: Tablée plays every musician of the game's seats, at the
 * trainer's own level (never the table's) and its time limit, always by
 * the rules; after each card you name who is next before the countdown
 * ends. Answers and reaction times are scored per level, and the trainer
 * moves you up a level when you are ready (see
 * tablee_whosnext_trainer_record_answer()). The level, the scores and
 * whether the page shows the trainer are saved with the trainer
 * (TableeSaveable), apart from the game.
 *
 * Properties: "level" (rw), "active" (rw: the page shows the trainer;
 * set to FALSE, it stops), "running" (read-only). Getters tell the
 * player who just played (-1 before the first card), the card's number
 * and side, the direction in force before that card and the time limit.
 * Signals: "question" when a card is shown; "answered" (gboolean correct,
 * gboolean late, int expected seat, guint reaction_ms); "level-up" (guint
 * level). After a time-out the trainer waits for tablee_whosnext_trainer_start(). */
TableeWhosnextTrainer *tablee_whosnext_trainer_new           (TableeWhosnextGame    *game,
                                                              TableeClock           *clock,
                                                              TableeRandom          *random,
                                                              TableeSound           *sound);
TableeCountdown       *tablee_whosnext_trainer_get_countdown (TableeWhosnextTrainer *self);
gboolean               tablee_whosnext_trainer_get_running   (TableeWhosnextTrainer *self);
int                    tablee_whosnext_trainer_get_player    (TableeWhosnextTrainer *self);
guint                  tablee_whosnext_trainer_get_number    (TableeWhosnextTrainer *self);
TableeWhosnextSide     tablee_whosnext_trainer_get_side      (TableeWhosnextTrainer *self);
int                    tablee_whosnext_trainer_get_direction (TableeWhosnextTrainer *self);
guint                  tablee_whosnext_trainer_get_seconds   (TableeWhosnextTrainer *self);
/* Who the card shown designates, and in direction (may be NULL) the
 * direction after it: what the answer is judged by and explained with.
 * Until the next card, the properties describe the card just answered. */
guint                  tablee_whosnext_trainer_get_answer    (TableeWhosnextTrainer *self,
                                                              int                   *direction);
/* Shows the next card and starts its countdown. */
void                   tablee_whosnext_trainer_start         (TableeWhosnextTrainer *self);
/* Your answer; returns whether it was right. */
gboolean               tablee_whosnext_trainer_answer        (TableeWhosnextTrainer *self,
                                                              guint                  seat);
void                   tablee_whosnext_trainer_stop          (TableeWhosnextTrainer *self);

gboolean               tablee_whosnext_trainer_get_active    (TableeWhosnextTrainer *self);
void                   tablee_whosnext_trainer_set_active    (TableeWhosnextTrainer *self,
                                                              gboolean               active);
/* Setting the level starts its count of recent answers over. */
guint                  tablee_whosnext_trainer_get_level     (TableeWhosnextTrainer *self);
void                   tablee_whosnext_trainer_set_level     (TableeWhosnextTrainer *self,
                                                              guint                  level);
void                   tablee_whosnext_trainer_get_stats     (TableeWhosnextTrainer      *self,
                                                              guint                       level,
                                                              TableeWhosnextTrainerStats *stats);
/* How many of the last answers at this level count towards moving up. */
guint                  tablee_whosnext_trainer_get_streak    (TableeWhosnextTrainer *self);
/* Records an answer at the trainer's level; late answers are wrong.
 * Returns TRUE when the player is ready for the next level. */
gboolean               tablee_whosnext_trainer_record_answer (TableeWhosnextTrainer *self,
                                                              gboolean               correct,
                                                              gboolean               late,
                                                              guint                  reaction_ms);

G_END_DECLS
