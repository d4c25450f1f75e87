/* tablee-synth.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <math.h>

#include "tablee-synth.h"

/* Harmonics stop well below the Nyquist frequency so that they never fold
 * back as unrelated tones. */
#define MAX_HARMONIC_FREQUENCY (0.45 * TABLEE_SYNTH_RATE)
#define MAX_HARMONICS          40
#define FLUTTER_HZ             70.0
#define FADE_S                 0.010

static double
value_in_units (const TableeSoundCard *card,
                TableeSoundQuality     quality)
{
  return (double) card->values[quality] / TABLEE_SOUND_VALUE_SCALE;
}

double
tablee_synth_get_frequency (const TableeSoundCard *card)
{
  return CLAMP (value_in_units (card, TABLEE_SOUND_QUALITY_PITCH),
                TABLEE_SYNTH_MIN_PITCH, TABLEE_SYNTH_MAX_PITCH);
}

double
tablee_synth_get_peak_dbfs (const TableeSoundCard *card)
{
  double db = CLAMP (value_in_units (card, TABLEE_SOUND_QUALITY_VOLUME),
                     TABLEE_SYNTH_MIN_CARD_DB, TABLEE_SYNTH_MAX_CARD_DB);

  return TABLEE_SYNTH_MAX_DBFS - TABLEE_SYNTH_DBFS_PER_DB * (TABLEE_SYNTH_MAX_CARD_DB - db);
}

gint16
tablee_synth_get_peak (const TableeSoundCard *card)
{
  double peak = G_MAXINT16 * pow (10.0, tablee_synth_get_peak_dbfs (card) / 20.0);

  return (gint16) MIN (lround (peak), TABLEE_SYNTH_PEAK_CAP);
}

static double
timbre_fraction (const TableeSoundCard *card)
{
  return CLAMP (value_in_units (card, TABLEE_SOUND_QUALITY_TIMBRE), 0.0, 100.0) / 100.0;
}

/* Fills out with n samples of the card's sound. */
static void
render_into (const TableeSoundCard *card,
             guint32                seed,
             gint16                *out,
             gsize                  n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree double *wave = g_new (double, n);
  double frequency = tablee_synth_get_frequency (card);
  double rough = timbre_fraction (card);
  double noise = rough * rough / 3.0;
  double target = tablee_synth_get_peak (card);
  double peak = 0.0;
  gsize fade;
  guint n_harmonics = 1;

  if (rough > 0.0)
    {
      while (n_harmonics < MAX_HARMONICS
             && (n_harmonics + 1) * frequency < MAX_HARMONIC_FREQUENCY)
        n_harmonics++;
    }

  for (gsize i = 0; i < n; i++)
    {
      double t = (double) i / TABLEE_SYNTH_RATE;
      double x = sin (2.0 * G_PI * frequency * t);

      for (guint k = 2; k <= n_harmonics; k++)
        x += rough / k * sin (2.0 * G_PI * k * frequency * t);

      if (rough > 0.0)
        {
          x *= 1.0 - rough / 2.0 * (0.5 + 0.5 * sin (2.0 * G_PI * FLUTTER_HZ * t));
          x += noise * g_rand_double_range (rand, -1.0, 1.0);
        }

      wave[i] = x;
    }

  /* Raised-cosine fades in and out, then the loudest sample is brought to
   * the card's level. */
  fade = MIN ((gsize) (FADE_S * TABLEE_SYNTH_RATE), n / 4);
  for (gsize i = 0; i < fade; i++)
    {
      double gain = 0.5 - 0.5 * cos (G_PI * i / fade);

      wave[i] *= gain;
      wave[n - 1 - i] *= gain;
    }

  for (gsize i = 0; i < n; i++)
    peak = MAX (peak, fabs (wave[i]));

  for (gsize i = 0; i < n; i++)
    {
      double sample = peak > 0.0 ? wave[i] * target / peak : 0.0;

      out[i] = (gint16) CLAMP (lrint (sample), -target, target);
    }
}

static gsize
card_length (const TableeSoundCard *card)
{
  double duration = CLAMP (value_in_units (card, TABLEE_SOUND_QUALITY_DURATION),
                           TABLEE_SYNTH_MIN_DURATION, TABLEE_SYNTH_MAX_DURATION);

  return (gsize) lround (duration * TABLEE_SYNTH_RATE);
}

/* Where each card of a sequence starts, in samples, and where they all end
 * (offsets holds n_cards + 1); returns that end. */
static gsize
layout (const TableeSoundCard *cards,
        guint                  n_cards,
        double                 gap_s,
        gsize                 *offsets)
{
  gsize gap = (gsize) lround (MAX (gap_s, 0.0) * TABLEE_SYNTH_RATE);
  gsize offset = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      if (i > 0)
        offset += gap;
      offsets[i] = offset;
      offset += card_length (&cards[i]);
    }
  offsets[n_cards] = offset;

  return offset;
}

gint16 *
tablee_synth_render_sequence (const TableeSoundCard *cards,
                              guint                  n_cards,
                              double                 gap_s,
                              guint32                seed,
                              double                *starts,
                              gsize                 *n_samples)
{
  g_autofree gsize *offsets = g_new (gsize, n_cards + 1);
  gint16 *samples;

  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);
  g_return_val_if_fail (n_samples != NULL, NULL);

  *n_samples = layout (cards, n_cards, gap_s, offsets);
  samples = g_new0 (gint16, MAX (*n_samples, 1));
  for (guint i = 0; i < n_cards; i++)
    render_into (&cards[i], seed + i, samples + offsets[i], card_length (&cards[i]));
  for (guint i = 0; starts != NULL && i <= n_cards; i++)
    starts[i] = (double) offsets[i] / TABLEE_SYNTH_RATE;

  return samples;
}
