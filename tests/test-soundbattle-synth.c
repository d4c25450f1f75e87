/* test-soundbattle-synth.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tablee-synth.h"

static void
make_card (TableeSoundCard *card,
           double           volume_db,
           double           pitch_hz,
           double           duration_s,
           double           timbre_percent)
{
  card->values[TABLEE_SOUND_QUALITY_VOLUME] = llround (volume_db * 1000);
  card->values[TABLEE_SOUND_QUALITY_PITCH] = llround (pitch_hz * 1000);
  card->values[TABLEE_SOUND_QUALITY_DURATION] = llround (duration_s * 1000);
  card->values[TABLEE_SOUND_QUALITY_TIMBRE] = llround (timbre_percent * 1000);
}

/* Frequency from the rising zero crossings between start and end, with a
 * hysteresis of threshold so that noise near zero is not counted. */
static double
measure_frequency (const gint16 *samples,
                   gsize         start,
                   gsize         end,
                   int           threshold)
{
  gboolean below = FALSE;
  gsize first = 0, last = 0;
  guint crossings = 0;

  for (gsize i = start; i < end; i++)
    {
      if (samples[i] < -threshold)
        below = TRUE;
      else if (below && samples[i] > threshold)
        {
          below = FALSE;
          if (crossings == 0)
            first = i;
          last = i;
          crossings++;
        }
    }

  g_assert_cmpuint (crossings, >, 2);
  return (double) (crossings - 1) * TABLEE_SYNTH_RATE / (double) (last - first);
}

/* Frequency from the lag, between the periods of 2000 and 50 Hz, where the
 * signal looks most like itself (autocorrelation, refined by a parabola). */
static double
measure_frequency_autocorrelation (const gint16 *samples,
                                   gsize         start,
                                   gsize         end)
{
  gsize min_lag = TABLEE_SYNTH_RATE / 2000, max_lag = TABLEE_SYNTH_RATE / 50;
  g_autofree double *r = g_new0 (double, max_lag + 2);
  gsize best = 0;
  double shift;

  for (gsize lag = min_lag - 1; lag <= max_lag + 1; lag++)
    for (gsize i = start; i + lag < end; i++)
      r[lag - (min_lag - 1)] += (double) samples[i] * samples[i + lag];

  /* The first lag whose correlation is close to the best one: the period,
   * not a multiple of it. */
  for (gsize lag = min_lag; lag <= max_lag; lag++)
    if (best == 0 || r[lag - (min_lag - 1)] > r[best - (min_lag - 1)])
      best = lag;
  for (gsize lag = min_lag; lag < best; lag++)
    {
      double here = r[lag - (min_lag - 1)];

      if (here > 0.9 * r[best - (min_lag - 1)] &&
          here >= r[lag - min_lag] && here >= r[lag + 1 - (min_lag - 1)])
        {
          best = lag;
          break;
        }
    }

  {
    double a = r[best - 1 - (min_lag - 1)], b = r[best - (min_lag - 1)], c = r[best + 1 - (min_lag - 1)];

    shift = 0.5 * (a - c) / (a - 2 * b + c);
  }

  return TABLEE_SYNTH_RATE / ((double) best + shift);
}

static int
peak_of (const gint16 *samples,
         gsize         n)
{
  int peak = 0;

  for (gsize i = 0; i < n; i++)
    peak = MAX (peak, ABS ((int) samples[i]));

  return peak;
}

/* Energy of the first difference over the energy of the signal: 4 sin²(πf/R)
 * for a pure sine, more as harmonics and noise add high frequencies. */
static double
roughness_of (const gint16 *samples,
              gsize         n)
{
  double energy = 0.0, diff_energy = 0.0;

  for (gsize i = 1; i < n; i++)
    {
      double d = (double) samples[i] - samples[i - 1];

      energy += (double) samples[i] * samples[i];
      diff_energy += d * d;
    }

  return diff_energy / energy;
}

static void
test_synth_frequency_pure (void)
{
  const double pitches[] = { 55.0, 110.0, 440.0, 1000.0, 2637.0, 8000.0 };

  for (guint i = 0; i < G_N_ELEMENTS (pitches); i++)
    {
      TableeSoundCard card;
      g_autofree gint16 *samples = NULL;
      gsize n;
      double measured;

      make_card (&card, 80, pitches[i], 1.0, 0);
      samples = tablee_synth_render_sequence (&card, 1, 0, 1, NULL, &n);
      measured = measure_frequency (samples, n / 10, n - n / 10, 100);
      g_test_message ("%.0f Hz measured as %.2f Hz", pitches[i], measured);
      g_assert_cmpfloat_with_epsilon (measured, pitches[i], pitches[i] * 0.005);
    }
}

/* Harmonics, flutter and noise colour the sound; the fundamental stays where
 * the card says. */
static void
test_synth_frequency_rough (void)
{
  const double timbres[] = { 0.0, 30.0, 60.0, 100.0 };

  for (guint i = 0; i < G_N_ELEMENTS (timbres); i++)
    {
      TableeSoundCard card;
      g_autofree gint16 *samples = NULL;
      gsize n;
      double measured;

      make_card (&card, 80, 220.0, 1.0, timbres[i]);
      samples = tablee_synth_render_sequence (&card, 1, 0, 7, NULL, &n);
      measured = measure_frequency_autocorrelation (samples, n / 10, n - n / 10);
      g_test_message ("timbre %.0f %%: 220 Hz measured as %.2f Hz", timbres[i], measured);
      g_assert_cmpfloat_with_epsilon (measured, 220.0, 220.0 * 0.005);
    }
}

static void
test_synth_frequency_clamped (void)
{
  TableeSoundCard card;

  make_card (&card, 80, 5, 1, 0);
  g_assert_cmpfloat (tablee_synth_get_frequency (&card), ==, TABLEE_SYNTH_MIN_PITCH);
  make_card (&card, 80, 150000, 1, 0);
  g_assert_cmpfloat (tablee_synth_get_frequency (&card), ==, TABLEE_SYNTH_MAX_PITCH);
  make_card (&card, 80, 523.25, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_frequency (&card), 523.25, 1e-9);
}

static void
test_synth_length (void)
{
  const struct { double card, played; } lengths[] = {
    { 0.3, 0.3 }, { 1.0, 1.0 }, { 2.75, 2.75 }, { 0.001, TABLEE_SYNTH_MIN_DURATION },
    { 60.0, TABLEE_SYNTH_MAX_DURATION },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    {
      TableeSoundCard card;
      g_autofree gint16 *samples = NULL;
      gsize n = 0;

      make_card (&card, 60, 440, lengths[i].card, 20);
      samples = tablee_synth_render_sequence (&card, 1, 0, 3, NULL, &n);
      g_assert_cmpuint (n, ==, (gsize) lround (lengths[i].played * TABLEE_SYNTH_RATE));
    }
}

/* The peak follows the card's volume and never passes the cap. */
static void
test_synth_peak_cap (void)
{
  const double volumes[] = { 0, 20, 45, 70, 100, 110, 130, 160, 200 };
  const double timbres[] = { 0, 50, 100 };
  int previous = 0;

  for (guint v = 0; v < G_N_ELEMENTS (volumes); v++)
    {
      int level = -1;

      for (guint t = 0; t < G_N_ELEMENTS (timbres); t++)
        {
          TableeSoundCard card;
          g_autofree gint16 *samples = NULL;
          gsize n;
          int peak;

          make_card (&card, volumes[v], 330, 0.5, timbres[t]);
          samples = tablee_synth_render_sequence (&card, 1, 0, 11, NULL, &n);
          peak = peak_of (samples, n);

          g_assert_cmpint (peak, <=, TABLEE_SYNTH_PEAK_CAP);
          g_assert_cmpint (peak, <=, tablee_synth_get_peak (&card));
          /* The loudest sample reaches the intended level (within rounding). */
          g_assert_cmpint (peak, >=, tablee_synth_get_peak (&card) - 1);
          if (level < 0)
            level = peak;
          /* Timbre does not change the level. */
          g_assert_cmpint (ABS (peak - level), <=, 1);
        }

      /* Softer than a whisper is played as a whisper. */
      if (volumes[v] > TABLEE_SYNTH_MIN_CARD_DB && volumes[v] <= TABLEE_SYNTH_MAX_CARD_DB && v > 0)
        g_assert_cmpint (level, >, previous);
      else if (v > 0)
        g_assert_cmpint (level, ==, previous);
      previous = level;
    }

  g_assert_cmpint (previous, ==, TABLEE_SYNTH_PEAK_CAP);
}

static void
test_synth_volume_mapping (void)
{
  TableeSoundCard card;

  make_card (&card, 0, 440, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_peak_dbfs (&card), -29.0, 1e-9);
  make_card (&card, 30, 440, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_peak_dbfs (&card), -29.0, 1e-9);
  make_card (&card, 70, 440, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_peak_dbfs (&card), -15.0, 1e-9);
  make_card (&card, 110, 440, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_peak_dbfs (&card), -1.0, 1e-9);
  make_card (&card, 190, 440, 1, 0);
  g_assert_cmpfloat_with_epsilon (tablee_synth_get_peak_dbfs (&card), -1.0, 1e-9);
  /* -29 dBFS: 32767 x 10^(-29/20). */
  make_card (&card, 30, 440, 1, 0);
  g_assert_cmpint (tablee_synth_get_peak (&card), ==, 1163);
}

/* The volume demonstration as a table hears it: the samples of the 110 dB
 * card reach near full scale, and the 30 dB card is clearly softer, by a
 * span (24 to 36 dB) that keeps it audible over a table's noise. */
/* The starts that show which card plays are where the sequence's samples
 * really change card. */
static void
test_synth_sequence_starts (void)
{
  TableeSoundCard cards[3];
  double starts[4];
  g_autofree gint16 *samples = NULL;
  gsize n;
  double total;

  make_card (&cards[0], 80, 440, 0.3, 0);
  make_card (&cards[1], 80, 440, 1.25, 0);
  make_card (&cards[2], 80, 440, 0.5, 0);
  samples = tablee_synth_render_sequence (cards, 3, 0.4, 1, starts, &n);
  total = starts[3];

  g_assert_cmpfloat_with_epsilon (starts[0], 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (starts[1], 0.7, 1e-6);
  g_assert_cmpfloat_with_epsilon (starts[2], 2.35, 1e-6);
  g_assert_cmpfloat_with_epsilon (total, (double) n / TABLEE_SYNTH_RATE, 1e-9);
  /* Silence just before the second card, sound just after it began. */
  g_assert_cmpint (peak_of (samples + (gsize) (starts[1] * TABLEE_SYNTH_RATE) - 100, 100), ==, 0);
  g_assert_cmpint (peak_of (samples + (gsize) ((starts[1] + 0.05) * TABLEE_SYNTH_RATE), 100), >, 0);
}

/* Issue 29: a 70 dB card peaked at -24 dBFS, 30 dB at -39, 110 dB at -9.
 * Measured on the rendered samples: the loudest card peaks at -1 dBFS,
 * each 20 dB of the card is the same step, and the whisper stays at
 * -30 dBFS or above. Timbre does not move the peaks. */
static void
test_synth_rendered_peaks (void)
{
  const double volumes[] = { 30, 50, 70, 90, 110 };
  double peaks[G_N_ELEMENTS (volumes)];

  for (guint v = 0; v < G_N_ELEMENTS (volumes); v++)
    {
      TableeSoundCard card;
      g_autofree gint16 *samples = NULL;
      gsize n;

      make_card (&card, volumes[v], 523, 0.4, 60);
      samples = tablee_synth_render_sequence (&card, 1, 0, 29, NULL, &n);
      peaks[v] = 20 * log10 (peak_of (samples, n) / 32767.0);
      g_test_message ("%.0f dB peaks at %.2f dBFS", volumes[v], peaks[v]);
    }

  g_assert_cmpfloat_with_epsilon (peaks[G_N_ELEMENTS (volumes) - 1], -1.0, 0.05);
  g_assert_cmpfloat (peaks[0], >=, -30.0);
  for (guint v = 1; v < G_N_ELEMENTS (volumes); v++)
    {
      double step = peaks[v] - peaks[v - 1];

      g_assert_cmpfloat (step, >, 0.0);
      g_assert_cmpfloat_with_epsilon (step, peaks[1] - peaks[0], 0.05);
    }
}

static void
test_synth_loudness_at_a_table (void)
{
  TableeSoundCard soft, loud;
  g_autofree gint16 *soft_samples = NULL;
  g_autofree gint16 *loud_samples = NULL;
  gsize n_soft, n_loud;
  double loud_dbfs, span;

  tablee_sound_card_init_demo (TABLEE_SOUND_QUALITY_VOLUME, &soft, &loud);
  g_assert_cmpint (soft.values[TABLEE_SOUND_QUALITY_VOLUME], ==, 30000);
  g_assert_cmpint (loud.values[TABLEE_SOUND_QUALITY_VOLUME], ==, 110000);
  soft_samples = tablee_synth_render_sequence (&soft, 1, 0, 3, NULL, &n_soft);
  loud_samples = tablee_synth_render_sequence (&loud, 1, 0, 3, NULL, &n_loud);

  loud_dbfs = 20 * log10 (peak_of (loud_samples, n_loud) / 32767.0);
  span = 20 * log10 ((double) peak_of (loud_samples, n_loud) / peak_of (soft_samples, n_soft));
  g_test_message ("110 dB peaks at %.2f dBFS; 30 to 110 dB spans %.1f dB", loud_dbfs, span);
  g_assert_cmpfloat (loud_dbfs, >=, -1.5);
  g_assert_cmpfloat (loud_dbfs, <=, 0.0);
  g_assert_cmpfloat (span, >=, 24.0);
  g_assert_cmpfloat (span, <=, 36.0);
}

static void
test_synth_roughness_rises (void)
{
  double previous = 0.0;

  for (int timbre = 0; timbre <= 100; timbre += 20)
    {
      TableeSoundCard card;
      g_autofree gint16 *samples = NULL;
      gsize n;
      double roughness;

      make_card (&card, 80, 262, 1.0, timbre);
      samples = tablee_synth_render_sequence (&card, 1, 0, 5, NULL, &n);
      roughness = roughness_of (samples, n);
      g_test_message ("timbre %d %%: roughness %.5f", timbre, roughness);

      if (timbre == 0)
        {
          /* A pure sine: 4 sin²(π f / R). */
          double expected = 4.0 * pow (sin (G_PI * 262.0 / TABLEE_SYNTH_RATE), 2);

          g_assert_cmpfloat_with_epsilon (roughness, expected, expected * 0.02);
        }
      else
        {
          g_assert_cmpfloat (roughness, >, previous * 1.3);
        }
      previous = roughness;
    }
}

static void
test_synth_fades (void)
{
  TableeSoundCard card;
  g_autofree gint16 *samples = NULL;
  gsize n;
  int peak;

  make_card (&card, 140, 1000, 0.5, 80);
  samples = tablee_synth_render_sequence (&card, 1, 0, 2, NULL, &n);
  peak = peak_of (samples, n);

  g_assert_cmpint (samples[0], ==, 0);
  g_assert_cmpint (ABS (samples[n - 1]), <=, 1);
  /* The first and last millisecond stay far below the peak. */
  g_assert_cmpint (peak_of (samples, 44), <, peak / 10);
  g_assert_cmpint (peak_of (samples + n - 44, 44), <, peak / 10);
}

static void
test_synth_deterministic (void)
{
  TableeSoundCard rough, pure;
  g_autofree gint16 *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL;
  gsize na, nb, nc, nd, ne;

  make_card (&rough, 90, 300, 0.4, 70);
  a = tablee_synth_render_sequence (&rough, 1, 0, 42, NULL, &na);
  b = tablee_synth_render_sequence (&rough, 1, 0, 42, NULL, &nb);
  c = tablee_synth_render_sequence (&rough, 1, 0, 43, NULL, &nc);
  g_assert_cmpmem (a, na * 2, b, nb * 2);
  g_assert_cmpuint (na, ==, nc);
  g_assert_true (memcmp (a, c, na * 2) != 0);

  /* Without noise the seed does not matter. */
  make_card (&pure, 90, 300, 0.4, 0);
  d = tablee_synth_render_sequence (&pure, 1, 0, 1, NULL, &nd);
  e = tablee_synth_render_sequence (&pure, 1, 0, 99, NULL, &ne);
  g_assert_cmpmem (d, nd * 2, e, ne * 2);
}

static void
test_synth_sequence (void)
{
  TableeSoundCard cards[3];
  g_autofree gint16 *all = NULL;
  gsize n_all, offset = 0;
  gsize gap = (gsize) lround (0.25 * TABLEE_SYNTH_RATE);

  make_card (&cards[0], 60, 440, 0.3, 0);
  make_card (&cards[1], 80, 660, 0.5, 40);
  make_card (&cards[2], 100, 220, 0.2, 90);
  all = tablee_synth_render_sequence (cards, 3, 0.25, 9, NULL, &n_all);

  for (guint i = 0; i < 3; i++)
    {
      g_autofree gint16 *one = NULL;
      gsize n;

      if (i > 0)
        {
          for (gsize j = 0; j < gap; j++)
            g_assert_cmpint (all[offset + j], ==, 0);
          offset += gap;
        }

      one = tablee_synth_render_sequence (&cards[i], 1, 0, 9 + i, NULL, &n);
      g_assert_cmpuint (offset + n, <=, n_all);
      g_assert_cmpmem (all + offset, n * 2, one, n * 2);
      offset += n;
    }

  g_assert_cmpuint (offset, ==, n_all);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/soundbattle/synth/frequency/pure", test_synth_frequency_pure);
  g_test_add_func ("/soundbattle/synth/frequency/rough", test_synth_frequency_rough);
  g_test_add_func ("/soundbattle/synth/frequency/clamped", test_synth_frequency_clamped);
  g_test_add_func ("/soundbattle/synth/length", test_synth_length);
  g_test_add_func ("/soundbattle/synth/peak-cap", test_synth_peak_cap);
  g_test_add_func ("/soundbattle/synth/rendered-peaks", test_synth_rendered_peaks);
  g_test_add_func ("/soundbattle/synth/loudness-at-a-table", test_synth_loudness_at_a_table);
  g_test_add_func ("/soundbattle/synth/sequence-starts", test_synth_sequence_starts);
  g_test_add_func ("/soundbattle/synth/volume-mapping", test_synth_volume_mapping);
  g_test_add_func ("/soundbattle/synth/roughness-rises", test_synth_roughness_rises);
  g_test_add_func ("/soundbattle/synth/fades", test_synth_fades);
  g_test_add_func ("/soundbattle/synth/deterministic", test_synth_deterministic);
  g_test_add_func ("/soundbattle/synth/sequence", test_synth_sequence);

  return g_test_run ();
}
