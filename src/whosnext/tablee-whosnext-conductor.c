/* tablee-whosnext-conductor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-conductor"

#include "config.h"

#include "tablee-whosnext-conductor.h"

/* The last seconds get the urgent tick, as players count "3, 2, 1". */
#define URGENT_SECONDS 3

struct _TableeWhosnextConductor
{
  GObject             parent_instance;

  /* Owned */
  TableeWhosnextGame *game;
  TableeCountdown    *countdown;
  TableeSound        *sound;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextConductor, tablee_whosnext_conductor, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_COUNTDOWN,
  N_PROPS
};

enum {
  SIGNAL_TIME_OUT,
  SIGNAL_RULE_BREAK,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

TableeSoundId
tablee_whosnext_tick_sound (guint remaining)
{
  return remaining > URGENT_SECONDS ? TABLEE_SOUND_TICK : TABLEE_SOUND_TICK_URGENT;
}

static void
countdown_tick_cb (TableeWhosnextConductor *self,
                   guint                    remaining)
{
  tablee_sound_play (self->sound, tablee_whosnext_tick_sound (remaining));
}

static void
countdown_expired_cb (TableeWhosnextConductor *self)
{
  int seat;

  tablee_sound_play (self->sound, TABLEE_SOUND_TIMEOUT);

  seat = tablee_whosnext_game_time_out (self->game);
  if (seat >= 0)
    g_signal_emit (self, signals[SIGNAL_TIME_OUT], 0, seat);
}

static void
round_ended_cb (TableeWhosnextConductor *self)
{
  /* Between rounds nobody is due: silence until the next one starts. */
  tablee_countdown_stop (self->countdown);
}

/* A new level or a new game ends the round in progress: silence. */
static void
round_state_changed_cb (TableeWhosnextConductor *self)
{
  if (tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_PLAYING)
    tablee_countdown_stop (self->countdown);
}

static void
seconds_changed_cb (TableeWhosnextConductor *self)
{
  tablee_countdown_set_duration (self->countdown, tablee_whosnext_game_get_seconds (self->game));
}

static void
restart_or_stop (TableeWhosnextConductor *self)
{
  if (tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_PLAYING)
    tablee_countdown_restart (self->countdown);
  else
    tablee_countdown_stop (self->countdown);
}

static void
tablee_whosnext_conductor_dispose (GObject *object)
{
  TableeWhosnextConductor *self = TABLEE_WHOSNEXT_CONDUCTOR (object);

  if (self->countdown != NULL)
    tablee_countdown_stop (self->countdown);
  g_clear_object (&self->countdown);
  g_clear_object (&self->game);
  g_clear_object (&self->sound);

  G_OBJECT_CLASS (tablee_whosnext_conductor_parent_class)->dispose (object);
}

static void
tablee_whosnext_conductor_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TableeWhosnextConductor *self = TABLEE_WHOSNEXT_CONDUCTOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_COUNTDOWN:
      g_value_set_object (value, self->countdown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_conductor_class_init (TableeWhosnextConductorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_whosnext_conductor_dispose;
  object_class->get_property = tablee_whosnext_conductor_get_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TABLEE_TYPE_WHOSNEXT_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COUNTDOWN] =
    g_param_spec_object ("countdown", NULL, NULL, TABLEE_TYPE_COUNTDOWN,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TIME_OUT] =
    g_signal_new ("time-out", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_RULE_BREAK] =
    g_signal_new ("rule-break", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, TABLEE_TYPE_WHOSNEXT_BREAK);
}

static void
tablee_whosnext_conductor_init (TableeWhosnextConductor *self)
{
}

TableeWhosnextConductor *
tablee_whosnext_conductor_new (TableeWhosnextGame *game,
                               TableeClock        *clock,
                               TableeSound        *sound)
{
  TableeWhosnextConductor *self;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (game), NULL);
  g_return_val_if_fail (clock == NULL || TABLEE_IS_CLOCK (clock), NULL);
  g_return_val_if_fail (sound == NULL || TABLEE_IS_SOUND (sound), NULL);

  self = g_object_new (TABLEE_TYPE_WHOSNEXT_CONDUCTOR, NULL);
  self->game = g_object_ref (game);
  self->sound = g_object_ref (sound != NULL ? sound : tablee_sound_get_default ());
  self->countdown = tablee_countdown_new (clock != NULL ? clock : tablee_clock_get_default ());
  tablee_countdown_set_duration (self->countdown, tablee_whosnext_game_get_seconds (game));

  g_signal_connect_object (self->countdown, "tick",
                           G_CALLBACK (countdown_tick_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->countdown, "expired",
                           G_CALLBACK (countdown_expired_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "round-ended",
                           G_CALLBACK (round_ended_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::round-state",
                           G_CALLBACK (round_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::seconds",
                           G_CALLBACK (seconds_changed_cb), self, G_CONNECT_SWAPPED);

  return self;
}

TableeWhosnextGame *
tablee_whosnext_conductor_get_game (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), NULL);

  return self->game;
}

TableeCountdown *
tablee_whosnext_conductor_get_countdown (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), NULL);

  return self->countdown;
}

gboolean
tablee_whosnext_conductor_start_round (TableeWhosnextConductor  *self,
                                       int                       direction,
                                       GError                  **error)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (!tablee_whosnext_game_choose_direction (self->game, direction, error))
    return FALSE;

  tablee_countdown_start (self->countdown);
  return TRUE;
}

gboolean
tablee_whosnext_conductor_card_played (TableeWhosnextConductor  *self,
                                       int                       seat,
                                       guint                     number,
                                       TableeWhosnextSide        side,
                                       TableeWhosnextBreak      *breaks,
                                       GError                  **error)
{
  TableeWhosnextBreak found = TABLEE_WHOSNEXT_BREAK_NONE;
  guint player;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (seat < 0)
    seat = tablee_whosnext_game_get_due (self->game);

  if (!tablee_whosnext_game_play (self->game, seat, number, side, &found, error))
    return FALSE;

  /* The restart ticks at once: no gap between two countdowns. */
  restart_or_stop (self);

  if (breaks != NULL)
    *breaks = found;

  if (found != TABLEE_WHOSNEXT_BREAK_NONE &&
      tablee_whosnext_game_get_last_break (self->game, &player) == found)
    g_signal_emit (self, signals[SIGNAL_RULE_BREAK], 0, (int) player, found);

  return TRUE;
}

gboolean
tablee_whosnext_conductor_confirm (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (!tablee_whosnext_game_report_last_break (self->game))
    return FALSE;

  tablee_countdown_stop (self->countdown);
  return TRUE;
}

void
tablee_whosnext_conductor_dismiss (TableeWhosnextConductor *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self));

  tablee_whosnext_game_dismiss_break (self->game);
}

gboolean
tablee_whosnext_conductor_report (TableeWhosnextConductor  *self,
                                  const guint              *seats,
                                  guint                     n_seats,
                                  GError                  **error)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (!tablee_whosnext_game_report_mistakes (self->game, seats, n_seats, error))
    return FALSE;

  tablee_countdown_stop (self->countdown);
  return TRUE;
}

gboolean
tablee_whosnext_conductor_undo (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (!tablee_whosnext_game_undo (self->game))
    return FALSE;

  restart_or_stop (self);
  return TRUE;
}

gboolean
tablee_whosnext_conductor_resume (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_PLAYING)
    return FALSE;

  if (tablee_countdown_get_state (self->countdown) == TABLEE_COUNTDOWN_PAUSED)
    tablee_countdown_resume (self->countdown);
  else
    tablee_countdown_restart (self->countdown);
  return TRUE;
}

void
tablee_whosnext_conductor_pause (TableeWhosnextConductor *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self));

  tablee_countdown_pause (self->countdown);
}

void
tablee_whosnext_conductor_stop (TableeWhosnextConductor *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self));

  tablee_countdown_stop (self->countdown);
}
