/* tablee-whosnext-conductor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-conductor"

#include "config.h"

#include <errno.h>
#include <string.h>

#include "tablee-countdown-track.h"
#include "tablee-i18n.h"
#include "tablee-wav.h"
#include "tablee-whosnext-conductor.h"

#define US_PER_S G_GINT64_CONSTANT (1000000)
#define LEAD_US TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US

/* The last seconds get the urgent tick, as players count "3, 2, 1". */
#define URGENT_SECONDS 3

struct _TableeWhosnextConductor
{
  GObject             parent_instance;

  /* Owned */
  TableeWhosnextGame *game;
  TableeCountdown    *countdown;
  TableeSound        *sound;
  /* The sounds of a countdown, read on the first one heard. */
  TableeCountdownTrack *track;
  GHashTable         *written_tracks;
  /* The whole tracks the sound server holds, ready to start at once. */
  GHashTable         *cached_tracks;
  /* Asked once to prepare: the next countdown is kept ready from then on. */
  gboolean            prepared;
  guint               prepare_id;
  gboolean            count_aloud;
  gboolean            voice_tried;
  /* A mistake was waiting for the table at the last change of the game. */
  gboolean            was_frozen;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextConductor, tablee_whosnext_conductor, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COUNT_ALOUD,
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

/* The ticks, and the voice when it counts aloud, in the language of the
 * interface. FALSE when our sounds cannot be read. */
static gboolean
prepare_track (TableeWhosnextConductor *self)
{
  g_autoptr(GError) error = NULL;

  if (self->track == NULL)
    {
      self->track = tablee_countdown_track_new (44100);
      tablee_countdown_track_set_urgent_seconds (self->track, URGENT_SECONDS);
      tablee_countdown_track_set_lead_us (self->track, LEAD_US);
      if (!tablee_countdown_track_load_sounds (self->track, tablee_sound_get_dir (), &error))
        {
          g_warning ("Cannot read the countdown sounds: %s", error->message);
          g_clear_object (&self->track);
          return FALSE;
        }
    }

  if (self->count_aloud && !self->voice_tried)
    {
      self->voice_tried = TRUE;
      if (!tablee_countdown_track_load_voice (self->track, tablee_sound_get_dir (),
                                              tablee_ui_language (), &error))
        g_warning ("Cannot read the counting voice: %s", error->message);
    }
  else if (!self->count_aloud && self->voice_tried)
    {
      self->voice_tried = FALSE;
      tablee_countdown_track_clear_voice (self->track);
    }

  return TRUE;
}

/* The track from remaining_us to the end, as a file libcanberra streams.
 * A whole countdown is written once and played again on every card; a
 * resumed one is written each time, under the same name (the file is
 * replaced, so one still playing is not cut short). */
static char *
write_track (TableeWhosnextConductor  *self,
             guint                     duration,
             gint64                    remaining_us,
             GError                  **error)
{
  g_autofree char *dir = g_build_filename (g_get_user_runtime_dir (), "tablee", NULL);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree gint16 *samples = NULL;
  gboolean whole = remaining_us == (gint64) duration * US_PER_S;
  gsize n_samples = 0;

  if (whole)
    name = g_strdup_printf ("countdown-%u-%s.wav", duration,
                            tablee_countdown_track_has_voice (self->track) ? tablee_ui_language () : "ticks");
  else
    name = g_strdup ("countdown-resumed.wav");
  path = g_build_filename (dir, name, NULL);

  if (whole && g_hash_table_contains (self->written_tracks, path) &&
      g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                   "Cannot create %s: %s", dir, g_strerror (errno));
      return NULL;
    }

  samples = tablee_countdown_track_render (self->track, duration, remaining_us, &n_samples);
  if (!tablee_wav_write (path, samples, n_samples, tablee_countdown_track_get_rate (self->track), error))
    return NULL;

  if (whole)
    g_hash_table_add (self->written_tracks, g_strdup (path));

  return g_steal_pointer (&path);
}

/* A whole countdown's track is the same sound every time: it is known to
 * the sound server by its name, "tablee-countdown-14-fr". Any other part
 * of one is streamed. */
static char *
track_event_id (const char *path,
                gboolean    whole)
{
  g_autofree char *base = g_path_get_basename (path);

  if (!whole)
    return g_strdup ("tablee-countdown");

  if (g_str_has_suffix (base, ".wav"))
    base[strlen (base) - strlen (".wav")] = '\0';

  return g_strconcat ("tablee-", base, NULL);
}

static gboolean
sound_wanted (TableeWhosnextConductor *self)
{
  return tablee_sound_get_enabled (self->sound) && tablee_sound_get_volume (self->sound) > 0.0 &&
         tablee_sound_get_available (self->sound) && prepare_track (self);
}

/* The whole countdown is one stream: the sound card keeps its time, and
 * the countdown on screen is aligned on the moment the stream starts. */
static void
countdown_started_cb (TableeWhosnextConductor *self,
                      gint64                   remaining_us)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_autofree char *event_id = NULL;
  guint duration = tablee_countdown_get_duration (self->countdown);

  tablee_sound_cancel_all (self->sound);

  if (!sound_wanted (self))
    return;

  /* Paused during the silence its stream opens on, a countdown has more
   * than its duration left: it starts over, whole. */
  remaining_us = MIN (remaining_us, (gint64) duration * US_PER_S);
  if (remaining_us <= 0)
    return;

  path = write_track (self, duration, remaining_us, &error);
  if (path == NULL)
    {
      g_debug ("No countdown sound: %s", error->message);
      return;
    }

  event_id = track_event_id (path, remaining_us == (gint64) duration * US_PER_S);
  if (tablee_sound_play_file (self->sound, path, event_id))
    tablee_countdown_align (self->countdown, remaining_us, LEAD_US);
}

/* The next countdown's track, written and held by the sound server
 * before its first tick: it starts at once, whole. */
static gboolean
prepare_next (TableeWhosnextConductor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *event_id = NULL;
  guint duration = tablee_countdown_get_duration (self->countdown);

  if (!sound_wanted (self))
    return FALSE;

  path = write_track (self, duration, (gint64) duration * US_PER_S, &error);
  if (path == NULL)
    {
      g_debug ("No countdown sound: %s", error->message);
      return FALSE;
    }

  if (g_hash_table_contains (self->cached_tracks, path))
    return TRUE;

  event_id = track_event_id (path, TRUE);
  if (!tablee_sound_cache_file (self->sound, path, event_id))
    return FALSE;

  g_hash_table_add (self->cached_tracks, g_steal_pointer (&path));
  return TRUE;
}

static gboolean
prepare_idle_cb (gpointer data)
{
  TableeWhosnextConductor *self = data;

  self->prepare_id = 0;
  prepare_next (self);

  return G_SOURCE_REMOVE;
}

/* Once asked to, the conductor keeps the next countdown ready whenever it
 * changes (a level, the voice), between two countdowns. */
static void
prepare_later (TableeWhosnextConductor *self)
{
  if (self->prepared && self->prepare_id == 0)
    self->prepare_id = g_idle_add_full (G_PRIORITY_LOW, prepare_idle_cb, self, NULL);
}

/* A pause or a stop silences the stream; an expired countdown lets its
 * time-out sound ring out. */
static void
countdown_state_cb (TableeWhosnextConductor *self)
{
  TableeCountdownState state = tablee_countdown_get_state (self->countdown);

  if (state == TABLEE_COUNTDOWN_PAUSED || state == TABLEE_COUNTDOWN_IDLE)
    tablee_sound_cancel_all (self->sound);
}

static void
countdown_expired_cb (TableeWhosnextConductor *self)
{
  int seat;

  seat = tablee_whosnext_game_time_out (self->game);
  if (seat >= 0)
    g_signal_emit (self, signals[SIGNAL_TIME_OUT], 0, seat);
}

static void
round_ended_cb (TableeWhosnextConductor *self)
{
  /* Between rounds nobody is due: silence until the next one starts. */
  tablee_countdown_stop (self->countdown);
  prepare_later (self);
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
  prepare_later (self);
}

/* A countdown that ran out stays at zero while its time-out waits for
 * the table; any other frozen one waits, whole, for the player due. */
static void
restart_or_stop (TableeWhosnextConductor *self)
{
  if (tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_PLAYING)
    tablee_countdown_stop (self->countdown);
  else if (!tablee_whosnext_conductor_get_frozen (self))
    tablee_countdown_start (self->countdown);
  else if (tablee_countdown_get_state (self->countdown) != TABLEE_COUNTDOWN_EXPIRED ||
           tablee_whosnext_game_get_restored (self->game))
    tablee_countdown_stop (self->countdown);
}

/* Undo and redo put the round back where it was: its player due gets a
 * fresh countdown, unless a mistake waits there. A mistake let go starts
 * the countdown of the player due. */
static void
game_changed_cb (TableeWhosnextConductor *self)
{
  gboolean frozen = tablee_whosnext_conductor_get_frozen (self);

  if (tablee_whosnext_game_get_restored (self->game) || (self->was_frozen && !frozen))
    {
      self->was_frozen = frozen;
      restart_or_stop (self);
    }
  self->was_frozen = frozen;
}

static void
tablee_whosnext_conductor_dispose (GObject *object)
{
  TableeWhosnextConductor *self = TABLEE_WHOSNEXT_CONDUCTOR (object);

  if (self->countdown != NULL)
    tablee_countdown_stop (self->countdown);
  g_clear_handle_id (&self->prepare_id, g_source_remove);
  g_clear_object (&self->countdown);
  g_clear_object (&self->game);
  g_clear_object (&self->sound);
  g_clear_object (&self->track);

  G_OBJECT_CLASS (tablee_whosnext_conductor_parent_class)->dispose (object);
}

static void
tablee_whosnext_conductor_finalize (GObject *object)
{
  TableeWhosnextConductor *self = TABLEE_WHOSNEXT_CONDUCTOR (object);

  g_hash_table_unref (self->written_tracks);
  g_hash_table_unref (self->cached_tracks);

  G_OBJECT_CLASS (tablee_whosnext_conductor_parent_class)->finalize (object);
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
    case PROP_COUNT_ALOUD:
      g_value_set_boolean (value, self->count_aloud);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_conductor_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  TableeWhosnextConductor *self = TABLEE_WHOSNEXT_CONDUCTOR (object);

  switch (prop_id)
    {
    case PROP_COUNT_ALOUD:
      /* Takes effect from the next countdown: the one playing goes on as it is. */
      if (self->count_aloud != g_value_get_boolean (value))
        {
          self->count_aloud = g_value_get_boolean (value);
          prepare_later (self);
          g_object_notify_by_pspec (object, pspec);
        }
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
  object_class->finalize = tablee_whosnext_conductor_finalize;
  object_class->get_property = tablee_whosnext_conductor_get_property;
  object_class->set_property = tablee_whosnext_conductor_set_property;

  properties[PROP_COUNT_ALOUD] =
    g_param_spec_boolean ("count-aloud", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  self->written_tracks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->cached_tracks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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
  self->was_frozen = tablee_whosnext_conductor_get_frozen (self);

  g_signal_connect_object (self->countdown, "started",
                           G_CALLBACK (countdown_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->countdown, "notify::state",
                           G_CALLBACK (countdown_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->countdown, "expired",
                           G_CALLBACK (countdown_expired_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "round-ended",
                           G_CALLBACK (round_ended_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::round-state",
                           G_CALLBACK (round_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::seconds",
                           G_CALLBACK (seconds_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  return self;
}

TableeCountdown *
tablee_whosnext_conductor_get_countdown (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), NULL);

  return self->countdown;
}

gboolean
tablee_whosnext_conductor_prepare (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  self->prepared = TRUE;
  g_clear_handle_id (&self->prepare_id, g_source_remove);

  return prepare_next (self);
}

gboolean
tablee_whosnext_conductor_get_frozen (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  return tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_PLAYING &&
         tablee_whosnext_game_get_last_break (self->game, NULL) != TABLEE_WHOSNEXT_BREAK_NONE;
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
tablee_whosnext_conductor_resume (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_PLAYING ||
      tablee_whosnext_conductor_get_frozen (self))
    return FALSE;

  if (tablee_countdown_get_state (self->countdown) == TABLEE_COUNTDOWN_PAUSED)
    tablee_countdown_resume (self->countdown);
  else
    tablee_countdown_start (self->countdown);
  return TRUE;
}

gboolean
tablee_whosnext_conductor_pause (TableeWhosnextConductor *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self), FALSE);

  if (tablee_countdown_get_state (self->countdown) != TABLEE_COUNTDOWN_RUNNING)
    return FALSE;

  tablee_countdown_pause (self->countdown);
  return TRUE;
}

void
tablee_whosnext_conductor_stop (TableeWhosnextConductor *self)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_CONDUCTOR (self));

  tablee_countdown_stop (self->countdown);
}
