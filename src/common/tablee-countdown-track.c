/* tablee-countdown-track.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-countdown-track"

#include "config.h"

#include <math.h>
#include <gio/gio.h>

#include "tablee-countdown-track.h"
#include "tablee-wav.h"

#define US_PER_S G_GINT64_CONSTANT (1000000)
#define N_VOICES (TABLEE_COUNTDOWN_TRACK_MAX_NUMBER + 1)

typedef struct {
  gint16 *samples;
  gsize   n_samples;
} Clip;

struct _TableeCountdownTrack
{
  GObject  parent_instance;

  guint    rate;
  guint    urgent_seconds;
  gint64   lead_us;
  /* Owned, all at the track's rate */
  Clip     sounds[TABLEE_COUNTDOWN_TRACK_N_SOUNDS];
  Clip     voice[N_VOICES];
};

G_DEFINE_FINAL_TYPE (TableeCountdownTrack, tablee_countdown_track, G_TYPE_OBJECT)

static void
clip_clear (Clip *clip)
{
  g_clear_pointer (&clip->samples, g_free);
  clip->n_samples = 0;
}

/* Half the length of the resampling filter, in input samples. */
#define HALF_TAPS 24
#define N_TAPS (2 * HALF_TAPS)
/* Rates whose ratio needs more phases than this are not worth a table. */
#define MAX_PHASES 4096

static guint
gcd (guint a,
     guint b)
{
  while (b != 0)
    {
      guint r = a % b;

      a = b;
      b = r;
    }

  return a;
}

/* The taps for an output sample frac (0 to 1) of an input sample after
 * input sample d = 0: taps[k] weighs input sample k − HALF_TAPS + 1. */
static void
compute_taps (double  frac,
              double  cutoff,
              double *taps)
{
  for (int k = 0; k < N_TAPS; k++)
    {
      double t = frac - (double) (k - HALF_TAPS + 1);
      double x = M_PI * cutoff * t;
      double window = fabs (t) >= HALF_TAPS ? 0.0 : 0.5 + 0.5 * cos (M_PI * t / HALF_TAPS);

      taps[k] = cutoff * (fabs (x) < 1e-9 ? 1.0 : sin (x) / x) * window;
    }
}

/* A windowed sinc, cut off just below the lower of the two Nyquist
 * frequencies: a 22050 Hz voice in a 44100 Hz track gets no mirror image of
 * its spectrum above 11 kHz. The common rates need few distinct phases
 * (two from 22050 to 44100 Hz), whose taps are computed once. */
static void
clip_set (Clip         *clip,
          const gint16 *samples,
          gsize         n_samples,
          guint         from_rate,
          guint         to_rate)
{
  double cutoff = 0.95 * MIN (1.0, (double) to_rate / from_rate);
  guint divisor = gcd (from_rate, to_rate);
  guint n_phases = to_rate / divisor;
  g_autofree double *table = NULL;
  double taps[N_TAPS];
  gsize n;

  g_return_if_fail (samples != NULL || n_samples == 0);
  g_return_if_fail (from_rate > 0);
  clip_clear (clip);

  if (n_samples == 0)
    return;

  if (from_rate == to_rate)
    {
      clip->samples = g_memdup2 (samples, n_samples * sizeof (gint16));
      clip->n_samples = n_samples;
      return;
    }

  n = (gsize) (((guint64) n_samples * to_rate + from_rate / 2) / from_rate);
  clip->samples = g_new (gint16, MAX (n, 1));
  clip->n_samples = n;

  if (n_phases <= MAX_PHASES)
    {
      table = g_new (double, (gsize) n_phases * N_TAPS);
      for (guint p = 0; p < n_phases; p++)
        compute_taps ((double) p / n_phases, cutoff, table + (gsize) p * N_TAPS);
    }

  for (gsize i = 0; i < n; i++)
    {
      guint64 scaled = (guint64) i * from_rate;
      gint64 centre = (gint64) (scaled / to_rate);
      guint64 remainder = scaled % to_rate;
      const double *weights;
      double sum = 0.0;

      if (table != NULL)
        weights = table + (gsize) (remainder / divisor) * N_TAPS;
      else
        {
          compute_taps ((double) remainder / to_rate, cutoff, taps);
          weights = taps;
        }

      for (int k = 0; k < N_TAPS; k++)
        {
          gint64 j = centre + k - HALF_TAPS + 1;

          if (j >= 0 && j < (gint64) n_samples)
            sum += samples[j] * weights[k];
        }

      clip->samples[i] = (gint16) CLAMP (lrint (sum), G_MININT16, G_MAXINT16);
    }
}

static void
mix (gint32     *track,
     gsize       n_track,
     gint64      at,
     const Clip *clip)
{
  if (at < 0 || clip->samples == NULL)
    return;

  for (gsize i = 0; i < clip->n_samples && (gsize) at + i < n_track; i++)
    track[at + i] += clip->samples[i];
}

/* The sound of second k of a countdown of duration seconds. */
static const Clip *
sound_at (TableeCountdownTrack *self,
          guint                 duration,
          guint                 k)
{
  if (k == duration)
    return &self->sounds[TABLEE_COUNTDOWN_TRACK_TIMEOUT];
  if (duration - k <= self->urgent_seconds)
    return &self->sounds[TABLEE_COUNTDOWN_TRACK_TICK_URGENT];

  return &self->sounds[TABLEE_COUNTDOWN_TRACK_TICK];
}

static void
tablee_countdown_track_finalize (GObject *object)
{
  TableeCountdownTrack *self = (TableeCountdownTrack *)object;

  for (guint i = 0; i < TABLEE_COUNTDOWN_TRACK_N_SOUNDS; i++)
    clip_clear (&self->sounds[i]);
  tablee_countdown_track_clear_voice (self);

  G_OBJECT_CLASS (tablee_countdown_track_parent_class)->finalize (object);
}

static void
tablee_countdown_track_class_init (TableeCountdownTrackClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_countdown_track_finalize;
}

static void
tablee_countdown_track_init (TableeCountdownTrack *self)
{
  self->rate = 44100;
  self->urgent_seconds = 3;
}

TableeCountdownTrack *
tablee_countdown_track_new (guint rate)
{
  TableeCountdownTrack *self;

  g_return_val_if_fail (rate >= 8000 && rate <= 192000, NULL);

  self = g_object_new (TABLEE_TYPE_COUNTDOWN_TRACK, NULL);
  self->rate = rate;

  return self;
}

guint
tablee_countdown_track_get_rate (TableeCountdownTrack *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), 0);

  return self->rate;
}

void
tablee_countdown_track_set_urgent_seconds (TableeCountdownTrack *self,
                                           guint                 seconds)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self));

  self->urgent_seconds = seconds;
}

void
tablee_countdown_track_set_lead_us (TableeCountdownTrack *self,
                                    gint64                lead_us)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self));
  g_return_if_fail (lead_us >= 0 && lead_us < US_PER_S);

  self->lead_us = lead_us;
}

void
tablee_countdown_track_set_sound (TableeCountdownTrack      *self,
                                  TableeCountdownTrackSound  sound,
                                  const gint16              *samples,
                                  gsize                      n_samples,
                                  guint                      rate)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self));
  g_return_if_fail (sound < TABLEE_COUNTDOWN_TRACK_N_SOUNDS);

  clip_set (&self->sounds[sound], samples, n_samples, rate, self->rate);
}

void
tablee_countdown_track_set_voice (TableeCountdownTrack *self,
                                  guint                 number,
                                  const gint16         *samples,
                                  gsize                 n_samples,
                                  guint                 rate)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self));
  g_return_if_fail (number <= TABLEE_COUNTDOWN_TRACK_MAX_NUMBER);

  clip_set (&self->voice[number], samples, n_samples, rate, self->rate);
}

void
tablee_countdown_track_clear_voice (TableeCountdownTrack *self)
{
  g_return_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self));

  for (guint i = 0; i < N_VOICES; i++)
    clip_clear (&self->voice[i]);
}

gboolean
tablee_countdown_track_has_voice (TableeCountdownTrack *self)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), FALSE);

  for (guint i = 0; i < N_VOICES; i++)
    if (self->voice[i].samples != NULL)
      return TRUE;

  return FALSE;
}

gint64
tablee_countdown_track_onset (TableeCountdownTrack *self,
                              guint                 duration,
                              gint64                remaining_us,
                              guint                 k)
{
  gint64 position_us;
  gint64 offset_us;

  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), -1);
  g_return_val_if_fail (remaining_us >= 0 && remaining_us <= (gint64) duration * US_PER_S, -1);

  if (k > duration)
    return -1;

  /* Whole samples from whole microseconds, rounded to the nearest: a
   * fresh start puts second k at exactly k × rate. */
  position_us = (gint64) duration * US_PER_S - remaining_us;
  offset_us = (gint64) k * US_PER_S - position_us;
  if (offset_us < 0)
    return -1;

  return ((self->lead_us + offset_us) * self->rate + US_PER_S / 2) / US_PER_S;
}

gint16 *
tablee_countdown_track_render (TableeCountdownTrack *self,
                               guint                 duration,
                               gint64                remaining_us,
                               gsize                *n_samples)
{
  g_autofree gint32 *sum = NULL;
  gint16 *track;
  gint32 peak = 0;
  gsize n = 0;

  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), NULL);
  g_return_val_if_fail (duration >= 1, NULL);
  g_return_val_if_fail (remaining_us >= 0 && remaining_us <= (gint64) duration * US_PER_S, NULL);
  g_return_val_if_fail (n_samples != NULL, NULL);

  /* Long enough for the last sound to ring out in full. */
  for (guint k = 0; k <= duration; k++)
    {
      gint64 at = tablee_countdown_track_onset (self, duration, remaining_us, k);
      guint number = duration - k;

      if (at < 0)
        continue;

      n = MAX (n, (gsize) at + MAX (sound_at (self, duration, k)->n_samples, 1));
      if (number < N_VOICES)
        n = MAX (n, (gsize) at + self->voice[number].n_samples);
    }

  sum = g_new0 (gint32, MAX (n, 1));

  for (guint k = 0; k <= duration; k++)
    {
      gint64 at = tablee_countdown_track_onset (self, duration, remaining_us, k);
      guint number = duration - k;

      if (at < 0)
        continue;

      mix (sum, n, at, sound_at (self, duration, k));

      /* Numbers above what the voice knows are left to the ticks. */
      if (number < N_VOICES)
        mix (sum, n, at, &self->voice[number]);
    }

  /* Where a word meets a tick the sum may pass full scale: the whole
   * track is then made that much softer, rather than clipped. */
  for (gsize i = 0; i < n; i++)
    peak = MAX (peak, ABS (sum[i]));

  track = g_new0 (gint16, MAX (n, 1));
  for (gsize i = 0; i < n; i++)
    {
      if (peak > G_MAXINT16)
        track[i] = (gint16) CLAMP (lrint ((double) sum[i] * G_MAXINT16 / peak), G_MININT16, G_MAXINT16);
      else
        track[i] = (gint16) sum[i];
    }

  *n_samples = n;
  return track;
}

/* Reads a WAV file into clip, at the track's rate. */
static gboolean
load_clip (TableeCountdownTrack  *self,
           Clip                  *clip,
           const char            *path,
           GError               **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_file_load_bytes (file, NULL, NULL, error);
  g_autofree gint16 *samples = NULL;
  gsize n = 0;
  guint rate = 0;

  if (bytes == NULL || (samples = tablee_wav_decode (bytes, &n, &rate, error)) == NULL)
    return FALSE;
  clip_set (clip, samples, n, rate, self->rate);

  return TRUE;
}

gboolean
tablee_countdown_track_load_sounds (TableeCountdownTrack  *self,
                                    const char            *dir,
                                    GError               **error)
{
  static const char * const names[TABLEE_COUNTDOWN_TRACK_N_SOUNDS] = {
    [TABLEE_COUNTDOWN_TRACK_TICK] = "tick.wav",
    [TABLEE_COUNTDOWN_TRACK_TICK_URGENT] = "tick-urgent.wav",
    [TABLEE_COUNTDOWN_TRACK_TIMEOUT] = "timeout.wav",
  };

  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), FALSE);
  g_return_val_if_fail (dir != NULL, FALSE);

  for (guint i = 0; i < TABLEE_COUNTDOWN_TRACK_N_SOUNDS; i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      if (!load_clip (self, &self->sounds[i], path, error))
        return FALSE;
    }

  return TRUE;
}

gboolean
tablee_countdown_track_load_voice (TableeCountdownTrack  *self,
                                   const char            *dir,
                                   const char            *language,
                                   GError               **error)
{
  g_return_val_if_fail (TABLEE_IS_COUNTDOWN_TRACK (self), FALSE);
  g_return_val_if_fail (dir != NULL, FALSE);
  g_return_val_if_fail (language != NULL, FALSE);

  tablee_countdown_track_clear_voice (self);

  for (guint i = 0; i < N_VOICES; i++)
    {
      g_autofree char *file = i == 0 ? g_strdup_printf ("%s-timeout.wav", language)
                                     : g_strdup_printf ("%s-%u.wav", language, i);
      g_autofree char *path = g_build_filename (dir, "voice", file, NULL);

      if (!load_clip (self, &self->voice[i], path, error))
        {
          /* Half a voice would be worse than none. */
          tablee_countdown_track_clear_voice (self);
          return FALSE;
        }
    }

  return TRUE;
}
