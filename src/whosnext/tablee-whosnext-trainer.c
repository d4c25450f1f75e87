/* tablee-whosnext-trainer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-trainer"

#include "config.h"

#include "tablee-saveable.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-whosnext-round.h"
#include "tablee-whosnext-trainer.h"

#define WINDOW TABLEE_WHOSNEXT_TRAINER_WINDOW

struct _TableeWhosnextTrainer
{
  GObject             parent_instance;

  /* Saved: the trainer's own level, apart from the table's, whether the
   * page shows the trainer, the scores and the last answers at the level. */
  guint               level;
  gboolean            active;
  TableeWhosnextTrainerStats stats[N_LEVELS];
  guint               n_recent;
  gboolean            recent_ok[WINDOW];
  guint               recent_ms[WINDOW];

  /* Owned */
  TableeWhosnextGame *game;
  TableeClock        *clock;
  TableeRandom       *random;
  TableeSound        *sound;
  TableeCountdown    *countdown;

  /* The simulated round */
  guint               n_seats;
  gboolean            in_round;
  int                 direction;    /* before the card shown */
  int                 player;       /* who played the card shown */
  guint               number;
  TableeWhosnextSide  side;
  guint               expected;
  /* The cards in front of each seat, as the game's rules see them. */
  Round               round;
  /* Finished rounds, for the level 6 timer. */
  guint               rounds_off;
  guint               trained_level;

  gboolean            running;
  /* The card shown was answered (or timed out): the next question first
   * moves the simulated round on. Until then the card, its player and the
   * direction before it still describe the answer. */
  gboolean            answered;
  gint64              asked_us;
};

static void tablee_whosnext_trainer_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeWhosnextTrainer, tablee_whosnext_trainer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_whosnext_trainer_saveable_init))

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_ACTIVE,
  PROP_RUNNING,
  N_PROPS
};

enum {
  SIGNAL_QUESTION,
  SIGNAL_ANSWERED,
  SIGNAL_LEVEL_UP,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_running (TableeWhosnextTrainer *self,
             gboolean               running)
{
  if (self->running == running)
    return;

  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* The level's time limit, one second less per round at level 6, as at
 * the table. */
static guint
trainer_seconds (TableeWhosnextTrainer *self)
{
  State state = { .level = self->level, .rounds_off = self->rounds_off };

  return state_seconds (&state);
}

static void
new_round (TableeWhosnextTrainer *self,
           int                    starter)
{
  self->n_seats = tablee_whosnext_game_get_n_seats (self->game);
  memset (&self->round, 0, sizeof self->round);

  /* The starting player points at a random neighbour, who plays first. */
  if (starter < 0 || (guint) starter >= self->n_seats)
    starter = tablee_random_int_range (self->random, 0, (gint32) self->n_seats);
  self->direction = tablee_random_boolean (self->random) ? 1 : -1;
  self->expected = (guint) ((starter + (int) self->n_seats + self->direction) % (int) self->n_seats);
  self->in_round = TRUE;
}

/* The simulated musicians keep to the rules of the level, the game's
 * own: never their own last card again (level 2), never a third
 * identical uncovered card (level 3). */
static gboolean
card_allowed (TableeWhosnextTrainer *self,
              guint                  seat,
              guint                  number,
              guint                  side,
              guint                  level)
{
  State state = { .n_seats = self->n_seats, .level = level };
  Event event = { EVENT_PLAY, (guint8) seat, (guint8) number, (guint8) side };
  Round round = self->round;

  /* The seat plays in turn: only the rules of the cards count. */
  round.due = (int) seat;
  round.dir = 1;
  round.emptied = -1;

  return round_apply (&round, &state, &event) == TABLEE_WHOSNEXT_BREAK_NONE;
}

static void advance (TableeWhosnextTrainer *self);

static void
ask (TableeWhosnextTrainer *self)
{
  guint level = self->level;
  guint candidates[2 * (MAX_SEATS - 1)];
  guint n_candidates = 0, pick, seat;

  if (self->answered)
    advance (self);

  if (level != self->trained_level)
    {
      self->trained_level = level;
      self->rounds_off = 0;
      self->in_round = FALSE;
    }

  if (!self->in_round || self->n_seats != tablee_whosnext_game_get_n_seats (self->game))
    new_round (self, -1);

  seat = self->expected;
  for (guint side = 0; side < 2; side++)
    for (guint number = 1; number < self->n_seats; number++)
      {
        if (card_allowed (self, seat, number, side, level))
          candidates[n_candidates++] = side * MAX_SEATS + number;
      }

  /* With three players at level 3 every card may be taken: then the
   * player plays any card, as a real table sometimes must. */
  if (n_candidates == 0)
    {
      for (guint number = 1; number < self->n_seats; number++)
        candidates[n_candidates++] = number;
    }

  pick = candidates[tablee_random_int_range (self->random, 0, (gint32) n_candidates)];

  self->player = (int) seat;
  self->number = pick % MAX_SEATS;
  self->side = pick / MAX_SEATS;

  self->expected = tablee_whosnext_trainer_get_answer (self, NULL);

  self->round.has_card[seat] = TRUE;
  self->round.number[seat] = self->number;
  self->round.side[seat] = self->side;
  self->round.played[seat]++;

  set_running (self, TRUE);

  tablee_countdown_set_duration (self->countdown, trainer_seconds (self));
  self->asked_us = tablee_clock_get_time (self->clock);
  tablee_countdown_start (self->countdown);

  g_signal_emit (self, signals[SIGNAL_QUESTION], 0);
}

/* After the answer, the card's direction holds and the designated player
 * plays next; a last card ends the round and its player starts the next. */
static void
advance (TableeWhosnextTrainer *self)
{
  int dir;

  self->answered = FALSE;
  tablee_whosnext_trainer_get_answer (self, &dir);
  self->direction = dir;

  if (self->round.played[self->player] >= TABLEE_WHOSNEXT_HAND)
    {
      self->rounds_off++;
      new_round (self, self->player);
    }
}

static void
record (TableeWhosnextTrainer *self,
        gboolean               correct,
        gboolean               late,
        guint                  reaction_ms)
{
  guint level = self->level;
  int expected = (int) self->expected;

  self->answered = TRUE;

  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, correct, late, expected, reaction_ms);

  if (tablee_whosnext_trainer_record_answer (self, correct, late, reaction_ms) &&
      level < TABLEE_WHOSNEXT_MAX_LEVEL)
    {
      tablee_whosnext_trainer_set_level (self, level + 1);
      g_signal_emit (self, signals[SIGNAL_LEVEL_UP], 0, level + 1);
    }
}

static void
countdown_tick_cb (TableeWhosnextTrainer *self,
                   guint                  remaining)
{
  tablee_sound_play (self->sound, tablee_whosnext_tick_sound (remaining));
}

static void
countdown_expired_cb (TableeWhosnextTrainer *self)
{
  tablee_sound_play (self->sound, TABLEE_SOUND_TIMEOUT);
  set_running (self, FALSE);
  record (self, FALSE, TRUE, trainer_seconds (self) * 1000);
}

/* Moves to level, its time limit with it. */
static void
change_level (TableeWhosnextTrainer *self,
              guint                  level)
{
  if (self->level == level)
    return;

  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

/* TableeSaveable: the trainer's level and scores are saved apart from the
 * game (TABLEE_WHOSNEXT_TRAINER_STORE): undoing the table's game never
 * takes back practice. Bump TABLEE_WHOSNEXT_TRAINER_FORMAT_VERSION with
 * this format. */

static GVariant *
tablee_whosnext_trainer_save (TableeSaveable *saveable)
{
  TableeWhosnextTrainer *self = TABLEE_WHOSNEXT_TRAINER (saveable);
  GVariantDict dict;
  GVariantBuilder builder;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", self->level);
  g_variant_dict_insert (&dict, "active", "b", self->active);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(uuut)"));
  for (guint i = 0; i < N_LEVELS; i++)
    {
      const TableeWhosnextTrainerStats *t = &self->stats[i];

      g_variant_builder_add (&builder, "(uuut)", t->answers, t->correct, t->late, t->reaction_ms);
    }
  g_variant_dict_insert_value (&dict, "stats", g_variant_builder_end (&builder));

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(bu)"));
  for (guint i = 0; i < self->n_recent; i++)
    g_variant_builder_add (&builder, "(bu)", self->recent_ok[i], self->recent_ms[i]);
  g_variant_dict_insert_value (&dict, "recent", g_variant_builder_end (&builder));

  return g_variant_dict_end (&dict);
}

static gboolean
invalid (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "Invalid Who’s Next? training state");
  return FALSE;
}

static gboolean
tablee_whosnext_trainer_load (TableeSaveable  *saveable,
                              GVariant        *variant,
                              GError         **error)
{
  TableeWhosnextTrainer *self = TABLEE_WHOSNEXT_TRAINER (saveable);
  g_autoptr(GVariant) stats = NULL;
  g_autoptr(GVariant) recent = NULL;
  TableeWhosnextTrainerStats read[N_LEVELS];
  guint level;
  gboolean active;

  stats = g_variant_lookup_value (variant, "stats", G_VARIANT_TYPE ("a(uuut)"));
  recent = g_variant_lookup_value (variant, "recent", G_VARIANT_TYPE ("a(bu)"));
  if (!g_variant_lookup (variant, "level", "u", &level) ||
      !g_variant_lookup (variant, "active", "b", &active) ||
      stats == NULL || recent == NULL || level > TABLEE_WHOSNEXT_MAX_LEVEL ||
      g_variant_n_children (stats) != N_LEVELS || g_variant_n_children (recent) > WINDOW)
    return invalid (error);

  for (guint i = 0; i < N_LEVELS; i++)
    {
      TableeWhosnextTrainerStats *t = &read[i];

      g_variant_get_child (stats, i, "(uuut)", &t->answers, &t->correct, &t->late,
                           &t->reaction_ms);
      if (t->correct + t->late > t->answers)
        return invalid (error);
    }

  memcpy (self->stats, read, sizeof read);
  self->n_recent = g_variant_n_children (recent);
  for (guint i = 0; i < self->n_recent; i++)
    g_variant_get_child (recent, i, "(bu)", &self->recent_ok[i], &self->recent_ms[i]);

  change_level (self, level);
  tablee_whosnext_trainer_set_active (self, active);

  return TRUE;
}

static void
tablee_whosnext_trainer_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_whosnext_trainer_save;
  iface->load = tablee_whosnext_trainer_load;
}

static void
tablee_whosnext_trainer_dispose (GObject *object)
{
  TableeWhosnextTrainer *self = TABLEE_WHOSNEXT_TRAINER (object);

  if (self->countdown != NULL)
    tablee_countdown_stop (self->countdown);
  g_clear_object (&self->countdown);
  g_clear_object (&self->game);
  g_clear_object (&self->clock);
  g_clear_object (&self->random);
  g_clear_object (&self->sound);

  G_OBJECT_CLASS (tablee_whosnext_trainer_parent_class)->dispose (object);
}

static void
tablee_whosnext_trainer_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeWhosnextTrainer *self = TABLEE_WHOSNEXT_TRAINER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_trainer_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeWhosnextTrainer *self = TABLEE_WHOSNEXT_TRAINER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      tablee_whosnext_trainer_set_level (self, g_value_get_uint (value));
      break;
    case PROP_ACTIVE:
      tablee_whosnext_trainer_set_active (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_trainer_class_init (TableeWhosnextTrainerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_whosnext_trainer_dispose;
  object_class->get_property = tablee_whosnext_trainer_get_property;
  object_class->set_property = tablee_whosnext_trainer_set_property;

  properties[PROP_LEVEL] = g_param_spec_uint ("level", NULL, NULL, 0, TABLEE_WHOSNEXT_MAX_LEVEL, 0, rw);
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, rw);

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_QUESTION] =
    g_signal_new ("question", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                  G_TYPE_BOOLEAN, G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_LEVEL_UP] =
    g_signal_new ("level-up", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tablee_whosnext_trainer_init (TableeWhosnextTrainer *self)
{
  self->player = -1;
  self->direction = 1;
}

TableeWhosnextTrainer *
tablee_whosnext_trainer_new (TableeWhosnextGame *game,
                             TableeClock        *clock,
                             TableeRandom       *random,
                             TableeSound        *sound)
{
  TableeWhosnextTrainer *self;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (game), NULL);
  g_return_val_if_fail (clock == NULL || TABLEE_IS_CLOCK (clock), NULL);
  g_return_val_if_fail (random == NULL || TABLEE_IS_RANDOM (random), NULL);
  g_return_val_if_fail (sound == NULL || TABLEE_IS_SOUND (sound), NULL);

  self = g_object_new (TABLEE_TYPE_WHOSNEXT_TRAINER, NULL);
  self->game = g_object_ref (game);
  self->clock = g_object_ref (clock != NULL ? clock : tablee_clock_get_default ());
  self->random = random != NULL ? g_object_ref (random) : tablee_random_new ();
  self->sound = g_object_ref (sound != NULL ? sound : tablee_sound_get_default ());
  self->countdown = tablee_countdown_new (self->clock);

  g_signal_connect_object (self->countdown, "tick",
                           G_CALLBACK (countdown_tick_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->countdown, "expired",
                           G_CALLBACK (countdown_expired_cb), self, G_CONNECT_SWAPPED);

  return self;
}

TableeCountdown *
tablee_whosnext_trainer_get_countdown (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), NULL);

  return self->countdown;
}

gboolean
tablee_whosnext_trainer_get_running (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), FALSE);

  return self->running;
}

int
tablee_whosnext_trainer_get_player (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), -1);

  return self->player;
}

guint
tablee_whosnext_trainer_get_number (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 0);

  return self->number;
}

TableeWhosnextSide
tablee_whosnext_trainer_get_side (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), TABLEE_WHOSNEXT_SIDE_WHOOT);

  return self->side;
}

int
tablee_whosnext_trainer_get_direction (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 1);

  return self->direction;
}

guint
tablee_whosnext_trainer_get_seconds (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 0);

  return trainer_seconds (self);
}

/* The one rule for the answer and for its explanation: the card shown,
 * played by its player in the direction before it. */
guint
tablee_whosnext_trainer_get_answer (TableeWhosnextTrainer *self,
                                    int                   *direction)
{
  int dir;
  guint seat;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 0);

  dir = self->direction;
  if (self->player < 0)
    seat = self->expected;
  else
    seat = tablee_whosnext_next_seat (self->n_seats, (guint) self->player, &dir,
                                      self->number, self->side);

  if (direction != NULL)
    *direction = dir;

  return seat;
}

void
tablee_whosnext_trainer_start (TableeWhosnextTrainer *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self));

  if (self->running)
    return;

  ask (self);
}

gboolean
tablee_whosnext_trainer_answer (TableeWhosnextTrainer *self,
                                guint                  seat)
{
  gint64 reaction_us;
  gboolean correct;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), FALSE);

  if (!self->running)
    return FALSE;

  reaction_us = tablee_clock_get_time (self->clock) - self->asked_us;
  correct = seat == self->expected;

  tablee_countdown_stop (self->countdown);
  record (self, correct, FALSE, (guint) MIN (reaction_us / 1000, G_MAXUINT));

  /* The next card comes at once, as at the table. */
  ask (self);

  return correct;
}

void
tablee_whosnext_trainer_stop (TableeWhosnextTrainer *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self));

  tablee_countdown_stop (self->countdown);
  set_running (self, FALSE);
}

gboolean
tablee_whosnext_trainer_get_active (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), FALSE);

  return self->active;
}

void
tablee_whosnext_trainer_set_active (TableeWhosnextTrainer *self,
                                    gboolean               active)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self));

  active = !!active;
  if (active == self->active)
    return;

  /* Put away, the trainer stops its countdown. */
  if (!active)
    tablee_whosnext_trainer_stop (self);
  self->active = active;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

guint
tablee_whosnext_trainer_get_level (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 0);

  return self->level;
}

void
tablee_whosnext_trainer_set_level (TableeWhosnextTrainer *self,
                                   guint                  level)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);

  if (level == self->level)
    return;

  /* The answers that moved you up belong to the level you left. */
  self->n_recent = 0;
  change_level (self, level);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

void
tablee_whosnext_trainer_get_stats (TableeWhosnextTrainer      *self,
                                   guint                       level,
                                   TableeWhosnextTrainerStats *stats)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);
  g_return_if_fail (stats != NULL);

  *stats = self->stats[level];
}

guint
tablee_whosnext_trainer_get_streak (TableeWhosnextTrainer *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), 0);

  return self->n_recent;
}

/* The trainer moves you up when, over the last 10 answers at the level,
 * at least 9 were right and in time, and the right ones came on average
 * within half the level's time limit: you name the next player reliably
 * and with time to spare, as the table will need at the next level. */
static gboolean
ready (TableeWhosnextTrainer *self)
{
  guint correct = 0;
  guint64 total_ms = 0;

  if (self->n_recent < WINDOW)
    return FALSE;

  for (guint i = 0; i < self->n_recent; i++)
    {
      if (self->recent_ok[i])
        {
          correct++;
          total_ms += self->recent_ms[i];
        }
    }

  return correct >= WINDOW - 1 &&
         total_ms * 2 <= (guint64) correct * tablee_whosnext_level_seconds (self->level) * 1000;
}

gboolean
tablee_whosnext_trainer_record_answer (TableeWhosnextTrainer *self,
                                       gboolean               correct,
                                       gboolean               late,
                                       guint                  reaction_ms)
{
  TableeWhosnextTrainerStats *stats;
  gboolean ok;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_TRAINER (self), FALSE);

  ok = correct && !late;
  stats = &self->stats[self->level];
  stats->answers++;
  if (late)
    stats->late++;
  else if (correct)
    {
      stats->correct++;
      stats->reaction_ms += reaction_ms;
    }

  if (self->n_recent == WINDOW)
    {
      memmove (self->recent_ok, self->recent_ok + 1, sizeof (gboolean) * (WINDOW - 1));
      memmove (self->recent_ms, self->recent_ms + 1, sizeof (guint) * (WINDOW - 1));
      self->n_recent--;
    }
  self->recent_ok[self->n_recent] = ok;
  self->recent_ms[self->n_recent] = ok ? reaction_ms : 0;
  self->n_recent++;

  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));

  return ready (self);
}
