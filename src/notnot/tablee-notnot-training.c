/* tablee-notnot-training.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <gio/gio.h>

#include "tablee-notnot-board.h"
#include "tablee-notnot-training.h"

/* A reaction longer than this is not counted: the player was away. */
#define MAX_REACTION_US (60 * G_USEC_PER_SEC)

/* The video game's pace, as Tablée assumes it (the rulebook of the card
 * game has no clock): the time to answer shrinks with the level; the next
 * challenge comes soon after a right answer, later after a wrong one, so
 * that the referee's sentence can be read. */
static const gint64 time_limits_us[TABLEE_NOTNOT_N_LEVELS] = {
  5 * G_USEC_PER_SEC, 4 * G_USEC_PER_SEC, 3500000, 3 * G_USEC_PER_SEC,
};
#define NEXT_AFTER_RIGHT_US  800000
#define NEXT_AFTER_WRONG_US 3000000

typedef struct {
  guint   n_right;
  guint   n_wrong;
  guint64 total_us;   /* of the right answers */
  gint64  best_us;    /* 0: none yet */
} LevelStats;

struct _TableeNotnotTraining
{
  GObject            parent_instance;

  /* Owned */
  TableeRandom      *random;
  TableeClock       *clock;
  TableeNotnotLevel  level;
  TableeNotnotRoll   roll;
  TableePortal       portals[TABLEE_N_SPOTS];
  gboolean           dealt;
  gboolean           waiting;
  gint64             started_us;
  gboolean           last_right;
  gint64             last_reaction_us;
  LevelStats         stats[TABLEE_NOTNOT_N_LEVELS];
  guint              best_streaks[TABLEE_NOTNOT_N_LEVELS];
  int                picked;  /* the card last answered, or -1 */
  TableeNotnotBoard *board;
  /* The run */
  TableeNotnotLevel  unlocked;
  guint              lives;
  guint              streak;
  gboolean           timed_out;
  gboolean           levelled_up;
  gboolean           paused;
  gint64             deadline_us;
  guint              deadline_alarm;
  guint              next_alarm;
};

static void tablee_notnot_training_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeNotnotTraining, tablee_notnot_training, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_notnot_training_saveable_init))

enum {
  SIGNAL_CHANGED,
  SIGNAL_DEALT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The board as the page shows it, as the game's: the verdict once
 * answered, the card clicked by mistake marked, the arrow and the liar of
 * the roll on the pile's back. Hand-written, once before every "changed":
 * a new challenge changes every place at once. */
static void
sync_board (TableeNotnotTraining *self)
{
  gboolean show_valid = self->dealt && !self->waiting;
  guint valid = self->dealt ? tablee_notnot_training_get_valid_spots (self) : 0;
  TableeSpot up = self->dealt ? self->roll.up : TABLEE_SPOT_UP;
  TableeNotnotCard top = { TABLEE_PORTAL_NONE, TABLEE_NOTNOT_RULE_NONE, up, self->dealt && self->roll.liar };

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      TableeNotnotCard card = { self->portals[spot], TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
      TableeNotnotVerdict verdict = TABLEE_NOTNOT_VERDICT_HIDDEN;

      if (show_valid && (valid & (1u << spot)))
        verdict = TABLEE_NOTNOT_VERDICT_MAY_TAP;
      else if (show_valid)
        verdict = self->picked == (int) spot ? TABLEE_NOTNOT_VERDICT_PICKED_WRONG : TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP;
      tablee_notnot_board_set (self->board, spot, self->dealt ? &card : NULL, verdict,
                               self->dealt && self->level >= TABLEE_NOTNOT_LEVEL_HARD && spot == up, NULL,
                               self->level);
    }
  tablee_notnot_board_set (self->board, TABLEE_N_SPOTS, &top, TABLEE_NOTNOT_VERDICT_HIDDEN, FALSE, NULL,
                           self->level);
  tablee_notnot_board_set_roll (self->board, self->dealt ? &self->roll : NULL, self->level);
}

static void
emit_changed (TableeNotnotTraining *self)
{
  sync_board (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void deal (TableeNotnotTraining *self);
static gboolean record_answer (TableeNotnotTraining *self,
                               gboolean              right);

static void
clear_alarms (TableeNotnotTraining *self)
{
  if (self->deadline_alarm != 0)
    tablee_clock_remove_alarm (self->clock, self->deadline_alarm);
  if (self->next_alarm != 0)
    tablee_clock_remove_alarm (self->clock, self->next_alarm);
  self->deadline_alarm = self->next_alarm = 0;
}

static gboolean
deadline_cb (gpointer data)
{
  TableeNotnotTraining *self = data;

  self->deadline_alarm = 0;
  if (self->waiting)
    {
      /* Holding back is the answer to a roll where nobody may tap. */
      self->picked = -1;
      self->timed_out = TRUE;
      record_answer (self, tablee_notnot_training_get_valid_spots (self) == 0);
    }

  return G_SOURCE_REMOVE;
}

static gboolean
next_cb (gpointer data)
{
  TableeNotnotTraining *self = data;

  self->next_alarm = 0;
  deal (self);

  return G_SOURCE_REMOVE;
}

/* Sets the alarms the state asks for: the end of the time to answer while
 * waiting, the next challenge after an answer while lives are left. */
static void
schedule (TableeNotnotTraining *self)
{
  clear_alarms (self);
  if (self->paused || !self->dealt || self->clock == NULL)
    return;

  if (self->waiting)
    self->deadline_alarm = tablee_clock_add_alarm (self->clock, self->deadline_us, deadline_cb, self, NULL);
  else if (self->lives > 0)
    self->next_alarm = tablee_clock_add_alarm (self->clock,
                                               tablee_clock_get_time (self->clock) +
                                               (self->last_right ? NEXT_AFTER_RIGHT_US : NEXT_AFTER_WRONG_US),
                                               next_cb, self, NULL);
}

/* The watch and the time to answer start now. */
static void
start_watch (TableeNotnotTraining *self)
{
  self->started_us = tablee_clock_get_time (self->clock);
  self->deadline_us = self->started_us + time_limits_us[self->level];
  schedule (self);
}

static void
tablee_notnot_training_dispose (GObject *object)
{
  TableeNotnotTraining *self = TABLEE_NOTNOT_TRAINING (object);

  if (self->clock != NULL)
    clear_alarms (self);
  g_clear_object (&self->board);
  g_clear_object (&self->random);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tablee_notnot_training_parent_class)->dispose (object);
}

static void
tablee_notnot_training_class_init (TableeNotnotTrainingClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tablee_notnot_training_dispose;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DEALT] =
    g_signal_new ("dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_notnot_training_init (TableeNotnotTraining *self)
{
  self->picked = -1;
  self->lives = TABLEE_NOTNOT_TRAINING_LIVES;
  self->board = tablee_notnot_board_new ();
  sync_board (self);
}

TableeNotnotTraining *
tablee_notnot_training_new (TableeRandom *random,
                            TableeClock  *clock)
{
  TableeNotnotTraining *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);
  g_return_val_if_fail (TABLEE_IS_CLOCK (clock), NULL);

  self = g_object_new (TABLEE_TYPE_NOTNOT_TRAINING, NULL);
  self->random = g_object_ref (random);
  self->clock = g_object_ref (clock);

  return self;
}

void
tablee_notnot_training_set_level (TableeNotnotTraining *self,
                                  TableeNotnotLevel     level)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  if (self->level == level || level > self->unlocked)
    return;

  self->level = level;
  /* A challenge of another level is not counted for this one, and the
   * streak is of a level. */
  self->waiting = FALSE;
  self->streak = 0;
  self->levelled_up = FALSE;
  schedule (self);
  emit_changed (self);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

TableeNotnotLevel
tablee_notnot_training_get_level (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return self->level;
}

TableeNotnotLevel
tablee_notnot_training_get_unlocked (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return self->unlocked;
}

gint64
tablee_notnot_training_get_time_limit (TableeNotnotLevel level)
{
  g_return_val_if_fail (level < TABLEE_NOTNOT_N_LEVELS, 0);

  return time_limits_us[level];
}

guint
tablee_notnot_training_get_lives (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return self->lives;
}

guint
tablee_notnot_training_get_streak (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return self->streak;
}

guint
tablee_notnot_training_get_best_streak (TableeNotnotTraining *self,
                                        TableeNotnotLevel     level)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);
  g_return_val_if_fail (level < TABLEE_NOTNOT_N_LEVELS, 0);

  return self->best_streaks[level];
}

gboolean
tablee_notnot_training_get_timed_out (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);

  return self->timed_out;
}

gboolean
tablee_notnot_training_get_levelled_up (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);

  return self->levelled_up;
}

gint64
tablee_notnot_training_get_time_left (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  if (!self->waiting)
    return 0;

  return CLAMP (self->deadline_us - tablee_clock_get_time (self->clock), 0, time_limits_us[self->level]);
}

void
tablee_notnot_training_set_paused (TableeNotnotTraining *self,
                                   gboolean              paused)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));

  paused = !!paused;
  if (self->paused == paused)
    return;

  self->paused = paused;
  if (!paused && self->waiting)
    start_watch (self);
  else
    schedule (self);
}

void
tablee_notnot_training_next (TableeNotnotTraining *self)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));

  deal (self);
}

static void
deal (TableeNotnotTraining *self)
{
  gboolean has_empty = FALSE;

  /* After the last life, a challenge starts a new run. */
  if (self->lives == 0)
    {
      self->lives = TABLEE_NOTNOT_TRAINING_LIVES;
      self->streak = 0;
    }

  /* A board as the game deals it (an empty card in six, never two) and the
   * roll as the dice give it, rolls where nobody may tap included: the
   * rulebook insists on them, and "Nobody taps" is an answer too. */
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      TableePortal portal;

      do
        portal = tablee_random_int_range (self->random, 0, TABLEE_N_PORTALS);
      while (portal == TABLEE_PORTAL_NONE && has_empty);

      has_empty |= portal == TABLEE_PORTAL_NONE;
      self->portals[spot] = portal;
    }

  tablee_notnot_roll_dice (self->random, self->level, &self->roll);
  if (self->level >= TABLEE_NOTNOT_LEVEL_HARD)
    self->roll.up = tablee_random_int_range (self->random, 0, TABLEE_N_SPOTS);
  if (self->level >= TABLEE_NOTNOT_LEVEL_EXTREME)
    self->roll.liar = tablee_random_int_range (self->random, 0, 48) < TABLEE_NOTNOT_N_LIAR_BACKS;

  self->dealt = self->waiting = TRUE;
  self->picked = -1;
  self->timed_out = self->levelled_up = FALSE;
  start_watch (self);
  emit_changed (self);
  g_signal_emit (self, signals[SIGNAL_DEALT], 0);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

void
tablee_notnot_training_start_watch (TableeNotnotTraining *self)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));

  if (self->waiting)
    start_watch (self);
  else
    self->started_us = tablee_clock_get_time (self->clock);
}

gboolean
tablee_notnot_training_get_waiting (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);

  return self->waiting;
}

gboolean
tablee_notnot_training_get_roll (TableeNotnotTraining *self,
                                 TableeNotnotRoll     *roll)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  *roll = self->roll;

  return self->dealt;
}

void
tablee_notnot_training_get_card (TableeNotnotTraining *self,
                                 TableeSpot            spot,
                                 TableeNotnotCard     *card)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));
  g_return_if_fail (spot < TABLEE_N_SPOTS);
  g_return_if_fail (card != NULL);

  *card = (TableeNotnotCard) { self->portals[spot], TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
}

guint
tablee_notnot_training_get_valid_spots (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return tablee_notnot_judge (self->roll.a, self->roll.b, self->roll.negations,
                              self->roll.liar, self->roll.up, self->portals);
}

char *
tablee_notnot_training_explain (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), NULL);

  return tablee_notnot_explain (self->roll.a, self->roll.b, self->roll.negations,
                                self->roll.liar, self->roll.up, self->portals);
}

static gboolean
record_answer (TableeNotnotTraining *self,
               gboolean              right)
{
  LevelStats *stats;
  gint64 reaction;

  reaction = MAX (0, tablee_clock_get_time (self->clock) - self->started_us);
  stats = &self->stats[self->level];

  /* A click after the time ran out (its alarm not yet dispatched, or a
   * clock that jumped) comes too late. */
  if (!self->timed_out && reaction > time_limits_us[self->level])
    {
      self->timed_out = TRUE;
      self->picked = -1;
      right = tablee_notnot_training_get_valid_spots (self) == 0;
    }

  /* A roll rightly left alone has no reaction time to count. */
  if (right && !self->timed_out && reaction <= MAX_REACTION_US)
    {
      stats->n_right++;
      stats->total_us += MAX (reaction, 1);
      if (stats->best_us == 0 || reaction < stats->best_us)
        stats->best_us = MAX (reaction, 1);
    }
  else if (!right)
    {
      stats->n_wrong++;
    }

  self->levelled_up = FALSE;
  if (right)
    {
      self->streak++;
      self->best_streaks[self->level] = MAX (self->best_streaks[self->level], self->streak);
      /* A streak long enough at the highest level open opens the next one,
       * and the run goes on there. */
      if (self->streak >= TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK && self->level == self->unlocked &&
          self->level + 1 < TABLEE_NOTNOT_N_LEVELS)
        {
          self->unlocked = self->level = self->level + 1;
          self->streak = 0;
          self->levelled_up = TRUE;
        }
    }
  else
    {
      self->lives--;
      self->streak = 0;
    }

  self->waiting = FALSE;
  self->last_right = right;
  self->last_reaction_us = reaction;
  schedule (self);

  emit_changed (self);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));

  return right;
}

gboolean
tablee_notnot_training_answer (TableeNotnotTraining *self,
                               TableeSpot            spot)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, FALSE);

  if (!self->waiting)
    return FALSE;

  self->picked = spot;
  self->timed_out = FALSE;
  return record_answer (self, (tablee_notnot_training_get_valid_spots (self) & (1u << spot)) != 0);
}

gboolean
tablee_notnot_training_answer_nobody (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);

  if (!self->waiting)
    return FALSE;

  self->picked = -1;
  self->timed_out = FALSE;
  return record_answer (self, tablee_notnot_training_get_valid_spots (self) == 0);
}

gboolean
tablee_notnot_training_get_last_right (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), FALSE);

  return self->last_right;
}

gint64
tablee_notnot_training_get_last_reaction (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), 0);

  return self->last_reaction_us;
}

void
tablee_notnot_training_get_stats (TableeNotnotTraining *self,
                                  TableeNotnotLevel     level,
                                  TableeNotnotStats    *stats)
{
  const LevelStats *kept;

  g_return_if_fail (TABLEE_IS_NOTNOT_TRAINING (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);
  g_return_if_fail (stats != NULL);

  kept = &self->stats[level];
  stats->n_right = kept->n_right;
  stats->n_wrong = kept->n_wrong;
  stats->best = kept->best_us;
  stats->average = kept->n_right == 0 ? 0 : (gint64) (kept->total_us / kept->n_right);
}

/* The challenge's type, and its format with the portals as a value. */
#define CHALLENGE_TYPE "(bbbxi(uuubu)ay)"
#define CHALLENGE_FORMAT "(bbbxi(uuubu)@ay)"

static const guint8 *
challenge_portals (TableeNotnotTraining *self,
                   guint8                portals[TABLEE_N_SPOTS])
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    portals[spot] = self->portals[spot];

  return portals;
}

/* Checks the challenge saved, and applies it when apply is set; FALSE
 * when it is not one the training could have dealt. */
static gboolean
load_challenge (TableeNotnotTraining *self,
                GVariant             *state,
                gboolean              apply)
{
  g_autoptr(GVariant) challenge = g_variant_lookup_value (state, "challenge", NULL);
  g_autoptr(GVariant) portals_variant = NULL;
  gboolean dealt, waiting, last_right, liar;
  guint a, b, negations, up;
  gint64 reaction;
  gint32 picked;
  const guint8 *portals;
  gsize n_portals;
  guint n_empty = 0;

  if (challenge == NULL)
    return TRUE;
  if (!g_variant_is_of_type (challenge, G_VARIANT_TYPE (CHALLENGE_TYPE)))
    return FALSE;

  g_variant_get (challenge, CHALLENGE_FORMAT, &dealt, &waiting, &last_right, &reaction, &picked,
                 &a, &b, &negations, &liar, &up, &portals_variant);
  portals = g_variant_get_fixed_array (portals_variant, &n_portals, 1);
  if (n_portals != TABLEE_N_SPOTS || a >= TABLEE_NOTNOT_N_FACES || b >= TABLEE_NOTNOT_N_FACES ||
      negations > TABLEE_NOTNOT_MAX_NEGATIONS || up >= TABLEE_N_SPOTS || picked < -1 || picked >= TABLEE_N_SPOTS ||
      reaction < 0 || (waiting && !dealt))
    return FALSE;
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (portals[spot] >= TABLEE_N_PORTALS)
        return FALSE;
      n_empty += portals[spot] == TABLEE_PORTAL_NONE;
    }
  /* A challenge dealt has at most one empty card. */
  if (dealt && n_empty > 1)
    return FALSE;
  if (!apply)
    return TRUE;

  self->dealt = dealt;
  self->waiting = waiting;
  self->last_right = last_right;
  self->last_reaction_us = reaction;
  self->picked = picked;
  self->roll = (TableeNotnotRoll) { a, b, negations, liar, up };
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    self->portals[spot] = portals[spot];

  return TRUE;
}

/* The saved statistics, at TABLEE_NOTNOT_TRAINING_FORMAT_VERSION
 * (tablee-notnot-training.h): bump it with any change here. */
static GVariant *
tablee_notnot_training_save (TableeSaveable *saveable)
{
  TableeNotnotTraining *self = TABLEE_NOTNOT_TRAINING (saveable);
  guint8 portals[TABLEE_N_SPOTS];
  GVariantBuilder stats;
  GVariantDict dict;

  g_variant_builder_init (&stats, G_VARIANT_TYPE ("a(uutx)"));
  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    g_variant_builder_add (&stats, "(uutx)", self->stats[level].n_right,
                           self->stats[level].n_wrong, self->stats[level].total_us,
                           self->stats[level].best_us);

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", (guint) self->level);
  g_variant_dict_insert_value (&dict, "stats", g_variant_builder_end (&stats));
  g_variant_dict_insert (&dict, "unlocked", "u", (guint) self->unlocked);
  g_variant_dict_insert_value (&dict, "best-streaks",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, self->best_streaks,
                                                          TABLEE_NOTNOT_N_LEVELS, sizeof (guint32)));
  /* The run: lives, streak, and what the last answer was. */
  g_variant_dict_insert (&dict, "run", "(uubb)", self->lives, self->streak, self->timed_out,
                         self->levelled_up);
  /* The challenge on screen, so that it shows again as it was (optional:
   * statistics saved without it load with no challenge). */
  g_variant_dict_insert (&dict, "challenge", CHALLENGE_FORMAT, self->dealt, self->waiting, self->last_right,
                         self->last_reaction_us, (gint32) self->picked,
                         (guint) self->roll.a, (guint) self->roll.b, self->roll.negations, self->roll.liar,
                         (guint) self->roll.up,
                         g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, challenge_portals (self, portals),
                                                    TABLEE_N_SPOTS, 1));

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_notnot_training_load (TableeSaveable  *saveable,
                             GVariant        *state,
                             GError         **error)
{
  TableeNotnotTraining *self = TABLEE_NOTNOT_TRAINING (saveable);
  g_autoptr(GVariant) stats_variant = NULL;
  g_autoptr(GVariant) streaks_variant = NULL;
  g_autoptr(GVariant) challenge = g_variant_lookup_value (state, "challenge", NULL);
  LevelStats stats[TABLEE_NOTNOT_N_LEVELS];
  const guint32 *best_streaks;
  gsize n_streaks = 0;
  guint level, unlocked, lives, streak;
  gboolean timed_out, levelled_up, waiting = FALSE;

  stats_variant = g_variant_lookup_value (state, "stats", G_VARIANT_TYPE ("a(uutx)"));
  streaks_variant = g_variant_lookup_value (state, "best-streaks", G_VARIANT_TYPE ("au"));
  if (challenge != NULL && g_variant_is_of_type (challenge, G_VARIANT_TYPE (CHALLENGE_TYPE)))
    g_variant_get_child (challenge, 1, "b", &waiting);
  best_streaks = streaks_variant != NULL ? g_variant_get_fixed_array (streaks_variant, &n_streaks, sizeof (guint32))
                                         : NULL;
  if (!load_challenge (self, state, FALSE) ||
      !g_variant_lookup (state, "level", "u", &level) || level >= TABLEE_NOTNOT_N_LEVELS ||
      stats_variant == NULL || g_variant_n_children (stats_variant) != TABLEE_NOTNOT_N_LEVELS ||
      !g_variant_lookup (state, "unlocked", "u", &unlocked) || unlocked >= TABLEE_NOTNOT_N_LEVELS ||
      level > unlocked || n_streaks != TABLEE_NOTNOT_N_LEVELS ||
      !g_variant_lookup (state, "run", "(uubb)", &lives, &streak, &timed_out, &levelled_up) ||
      lives > TABLEE_NOTNOT_TRAINING_LIVES || (waiting && lives == 0) ||
      streak > best_streaks[level] ||
      /* Such a streak at the highest level open would have opened the next. */
      (level == unlocked && level + 1 < TABLEE_NOTNOT_N_LEVELS && streak >= TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK))
    goto invalid;

  for (guint i = 0; i < TABLEE_NOTNOT_N_LEVELS; i++)
    {
      LevelStats *s = &stats[i];

      g_variant_get_child (stats_variant, i, "(uutx)", &s->n_right, &s->n_wrong,
                           &s->total_us, &s->best_us);
      /* The best is one of the right answers, so at most their average, and
       * every reaction counted is shorter than the longest one counted. */
      if (s->best_us < 0 || s->best_us > MAX_REACTION_US ||
          (s->n_right == 0) != (s->best_us == 0) ||
          (s->n_right == 0 && s->total_us != 0) ||
          (s->n_right > 0 && (s->total_us < (guint64) s->best_us * s->n_right ||
                              s->total_us / s->n_right > MAX_REACTION_US)))
        goto invalid;
    }

  memcpy (self->stats, stats, sizeof stats);
  for (guint i = 0; i < TABLEE_NOTNOT_N_LEVELS; i++)
    self->best_streaks[i] = best_streaks[i];
  self->unlocked = unlocked;
  tablee_notnot_training_set_level (self, level);
  load_challenge (self, state, TRUE);
  self->lives = lives;
  self->streak = streak;
  self->timed_out = timed_out;
  self->levelled_up = levelled_up;
  /* A challenge still waiting gets its whole time again; an answer shown
   * is followed by the next challenge. */
  start_watch (self);
  emit_changed (self);

  return TRUE;

invalid:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "Not Not training: the saved statistics are not valid");
  return FALSE;
}

/* Version 1 had no run: every level up to the one chosen, or played,
 * opens, no streak is known, and a run starts with every life. */
static GVariant *
tablee_notnot_training_migrate (TableeSaveable  *saveable,
                                guint32          from_version,
                                GVariant        *state,
                                GError         **error)
{
  g_autoptr(GVariant) stats = g_variant_lookup_value (state, "stats", G_VARIANT_TYPE ("a(uutx)"));
  const guint32 no_streaks[TABLEE_NOTNOT_N_LEVELS] = { 0, };
  GVariantDict dict;
  guint unlocked = 0;

  if (from_version != 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "Not Not training: no migration from version %u", from_version);
      return NULL;
    }

  g_variant_lookup (state, "level", "u", &unlocked);
  for (guint i = 0; stats != NULL && i < g_variant_n_children (stats) && i < TABLEE_NOTNOT_N_LEVELS; i++)
    {
      guint n_right, n_wrong;

      g_variant_get_child (stats, i, "(uutx)", &n_right, &n_wrong, NULL, NULL);
      if (n_right + n_wrong > 0)
        unlocked = MAX (unlocked, i);
    }

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert (&dict, "unlocked", "u", unlocked);
  g_variant_dict_insert_value (&dict, "best-streaks",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, no_streaks,
                                                          TABLEE_NOTNOT_N_LEVELS, sizeof (guint32)));
  g_variant_dict_insert (&dict, "run", "(uubb)", (guint) TABLEE_NOTNOT_TRAINING_LIVES, 0u, FALSE, FALSE);

  return g_variant_dict_end (&dict);
}

static void
tablee_notnot_training_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_notnot_training_save;
  iface->load = tablee_notnot_training_load;
  iface->migrate = tablee_notnot_training_migrate;
}

TableeNotnotBoard *
tablee_notnot_training_get_board (TableeNotnotTraining *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_TRAINING (self), NULL);

  return self->board;
}
