/* test-countdown-track.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <gio/gio.h>

#include "tablee-countdown-track.h"
#include "tablee-sound.h"
#include "tablee-wav.h"

#define RATE 44100
#define S G_GINT64_CONSTANT (1000000)
#define CLIP 200

/* Each sound is a block of one constant value, so that the rendered
 * buffer alone tells which sound starts where. */
#define TICK 1000
#define URGENT 3000
#define TIMEOUT 7000

typedef struct {
  gsize  at;
  int    value;
} Onset;

static void
set_block (TableeCountdownTrack      *track,
           TableeCountdownTrackSound  sound,
           gint16                     value)
{
  gint16 block[CLIP];

  for (guint i = 0; i < CLIP; i++)
    block[i] = value;
  tablee_countdown_track_set_sound (track, sound, block, CLIP, RATE);
}

static TableeCountdownTrack *
new_block_track (void)
{
  TableeCountdownTrack *track = tablee_countdown_track_new (RATE);

  set_block (track, TABLEE_COUNTDOWN_TRACK_TICK, TICK);
  set_block (track, TABLEE_COUNTDOWN_TRACK_TICK_URGENT, URGENT);
  set_block (track, TABLEE_COUNTDOWN_TRACK_TIMEOUT, TIMEOUT);

  return track;
}

/* Every place where silence turns into sound, with the first value heard. */
static GArray *
find_onsets (const gint16 *samples,
             gsize         n)
{
  GArray *onsets = g_array_new (FALSE, FALSE, sizeof (Onset));

  for (gsize i = 0; i < n; i++)
    {
      if (samples[i] != 0 && (i == 0 || samples[i - 1] == 0))
        {
          Onset onset = { i, samples[i] };

          g_array_append_val (onsets, onset);
        }
    }

  return onsets;
}

/* A fresh 14 s countdown: second k starts at exactly sample k × rate,
 * plain ticks down to 4, urgent ones at 3, 2 and 1, the time-out at 0. */
static void
test_fresh_start (void)
{
  g_autoptr(TableeCountdownTrack) track = new_block_track ();
  g_autofree gint16 *samples = NULL;
  g_autoptr(GArray) onsets = NULL;
  gsize n = 0;

  samples = tablee_countdown_track_render (track, 14, 14 * S, &n);
  g_assert_cmpuint (n, ==, 14 * RATE + CLIP);

  onsets = find_onsets (samples, n);
  g_assert_cmpuint (onsets->len, ==, 15);
  for (guint k = 0; k <= 14; k++)
    {
      Onset *onset = &g_array_index (onsets, Onset, k);
      int expected = k == 14 ? TIMEOUT : k >= 11 ? URGENT : TICK;

      g_assert_cmpuint (onset->at, ==, (gsize) k * RATE);
      g_assert_cmpint (onset->value, ==, expected);
      g_assert_cmpint (tablee_countdown_track_onset (track, 14, 14 * S, k), ==, (gint64) k * RATE);
    }
}

/* A track that opens on 60 ms of silence: everything 2646 samples later. */
static void
test_lead (void)
{
  g_autoptr(TableeCountdownTrack) track = new_block_track ();
  g_autofree gint16 *samples = NULL;
  g_autoptr(GArray) onsets = NULL;
  gsize n = 0;

  tablee_countdown_track_set_lead_us (track, 60 * 1000);
  samples = tablee_countdown_track_render (track, 3, 3 * S, &n);
  onsets = find_onsets (samples, n);
  g_assert_cmpuint (onsets->len, ==, 4);
  for (guint k = 0; k <= 3; k++)
    g_assert_cmpuint (g_array_index (onsets, Onset, k).at, ==, 2646 + (gsize) k * RATE);
  g_assert_cmpuint (n, ==, 2646 + 3 * RATE + CLIP);
}

/* Paused with 11.7 s left, resumed: the rest of the countdown, its first
 * tick 0.7 s in (what was left of that second), the others a second
 * apart; the tick cut by the pause is not played again. */
static void
test_resume_fraction (void)
{
  g_autoptr(TableeCountdownTrack) track = new_block_track ();
  g_autofree gint16 *samples = NULL;
  g_autoptr(GArray) onsets = NULL;
  gsize n = 0;
  const gint64 left = 11 * S + 700 * 1000;
  const gsize first = (gsize) (RATE * 7 / 10);   /* 30870 */

  samples = tablee_countdown_track_render (track, 14, left, &n);
  onsets = find_onsets (samples, n);

  /* Seconds 3 to 13 and the time-out. */
  g_assert_cmpuint (onsets->len, ==, 12);
  for (guint i = 0; i < onsets->len; i++)
    {
      Onset *onset = &g_array_index (onsets, Onset, i);
      guint k = i + 3;
      int expected = k == 14 ? TIMEOUT : k >= 11 ? URGENT : TICK;

      g_assert_cmpuint (onset->at, ==, first + (gsize) i * RATE);
      g_assert_cmpint (onset->value, ==, expected);
    }
  g_assert_cmpuint (n, ==, first + 11 * RATE + CLIP);
  g_assert_cmpint (tablee_countdown_track_onset (track, 14, left, 2), ==, -1);
  g_assert_cmpint (tablee_countdown_track_onset (track, 14, left, 15), ==, -1);

  /* A pause on a whole second replays that second's tick at once. */
  g_clear_pointer (&samples, g_free);
  g_clear_pointer (&onsets, g_array_unref);
  samples = tablee_countdown_track_render (track, 14, 5 * S, &n);
  onsets = find_onsets (samples, n);
  g_assert_cmpuint (onsets->len, ==, 6);
  g_assert_cmpuint (g_array_index (onsets, Onset, 0).at, ==, 0);
  g_assert_cmpint (g_array_index (onsets, Onset, 0).value, ==, TICK);
  g_assert_cmpuint (g_array_index (onsets, Onset, 5).at, ==, 5 * RATE);
  g_assert_cmpint (g_array_index (onsets, Onset, 5).value, ==, TIMEOUT);
}

/* Each number is said on its second, over its tick: 14 at 0 s of a level 0
 * countdown, and at level 6's one-second turns "1" at 0 s and "time's up"
 * at 1 s. */
static void
test_voice_on_its_seconds (void)
{
  g_autoptr(TableeCountdownTrack) track = new_block_track ();
  g_autofree gint16 *samples = NULL;
  gsize n = 0;

  g_assert_false (tablee_countdown_track_has_voice (track));
  for (guint number = 0; number <= TABLEE_COUNTDOWN_TRACK_MAX_NUMBER; number++)
    {
      gint16 word[CLIP / 2];

      /* number 0, time's up, is a block of 50. */
      for (guint i = 0; i < G_N_ELEMENTS (word); i++)
        word[i] = (gint16) (50 + number);
      tablee_countdown_track_set_voice (track, number, word, G_N_ELEMENTS (word), RATE);
    }
  g_assert_true (tablee_countdown_track_has_voice (track));

  samples = tablee_countdown_track_render (track, 14, 14 * S, &n);
  for (guint k = 0; k <= 14; k++)
    {
      int sound = k == 14 ? TIMEOUT : k >= 11 ? URGENT : TICK;
      int said = 50 + (int) (14 - k);

      /* Word and sound start together; the word is shorter. */
      g_assert_cmpint (samples[k * RATE], ==, sound + said);
      g_assert_cmpint (samples[k * RATE + CLIP / 2 - 1], ==, sound + said);
      g_assert_cmpint (samples[k * RATE + CLIP / 2], ==, sound);
      if (k > 0)
        g_assert_cmpint (samples[k * RATE - 1], ==, 0);
    }
  g_clear_pointer (&samples, g_free);

  samples = tablee_countdown_track_render (track, 1, 1 * S, &n);
  g_assert_cmpuint (n, ==, RATE + CLIP);
  g_assert_cmpint (samples[0], ==, URGENT + 51);
  g_assert_cmpint (samples[RATE - 1], ==, 0);
  g_assert_cmpint (samples[RATE], ==, TIMEOUT + 50);
  g_clear_pointer (&samples, g_free);

  tablee_countdown_track_clear_voice (track);
  g_assert_false (tablee_countdown_track_has_voice (track));
  samples = tablee_countdown_track_render (track, 1, 1 * S, &n);
  g_assert_cmpint (samples[0], ==, URGENT);
}

/* A voice at 22050 Hz in a 44100 Hz track: twice as many samples, the
 * same tone, and no mirror image of it above
 * 11 kHz (a 3 kHz tone would mirror at 19 kHz). */
static void
test_resample (void)
{
  g_autoptr(TableeCountdownTrack) track = tablee_countdown_track_new (RATE);
  g_autofree gint16 *samples = NULL;
  gint16 word[2205];
  double in_tone_re = 0, in_tone_im = 0, image_re = 0, image_im = 0;
  gsize n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (word); i++)
    word[i] = (gint16) (10000 * sin (2 * G_PI * 3000 * i / (RATE / 2)));
  tablee_countdown_track_set_voice (track, 2, word, G_N_ELEMENTS (word), RATE / 2);

  /* Only the voice: no tick in this track. */
  samples = tablee_countdown_track_render (track, 2, 2 * S, &n);
  g_assert_cmpuint (n, ==, 2 * RATE + 1);
  g_assert_cmpint (samples[2 * G_N_ELEMENTS (word)], ==, 0);

  /* Away from the edges, the tone is where it was, at full amplitude. */
  for (guint i = 400; i < 4000; i++)
    {
      in_tone_re += samples[i] * cos (2 * G_PI * 3000 * i / RATE);
      in_tone_im += samples[i] * sin (2 * G_PI * 3000 * i / RATE);
      image_re += samples[i] * cos (2 * G_PI * 19050 * i / RATE);
      image_im += samples[i] * sin (2 * G_PI * 19050 * i / RATE);
    }
  g_assert_cmpfloat (hypot (in_tone_re, in_tone_im) * 2 / 3600, >, 9500);
  g_assert_cmpfloat (hypot (in_tone_re, in_tone_im) * 2 / 3600, <, 10500);
  /* 60 dB down at least. */
  g_assert_cmpfloat (hypot (image_re, image_im) * 2 / 3600, <, 10);
}

/* Sounds that add up beyond full scale make the whole track softer, in
 * proportion: nothing is clipped, nothing wraps. */
static void
test_no_clipping (void)
{
  g_autoptr(TableeCountdownTrack) track = new_block_track ();
  g_autofree gint16 *samples = NULL;
  gint16 word[100];
  const double scale = 32767.0 / (32767 + URGENT);
  gsize n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (word); i++)
    word[i] = i < 50 ? G_MAXINT16 : G_MININT16;
  tablee_countdown_track_set_voice (track, 2, word, G_N_ELEMENTS (word), RATE);

  samples = tablee_countdown_track_render (track, 2, 2 * S, &n);
  g_assert_cmpint (samples[0], ==, G_MAXINT16);
  g_assert_cmpint (samples[49], ==, G_MAXINT16);
  g_assert_cmpint (samples[50], ==, (gint16) lrint ((G_MININT16 + URGENT) * scale));
  g_assert_cmpint (samples[100], ==, (gint16) lrint (URGENT * scale));
  g_assert_cmpint (samples[RATE], ==, (gint16) lrint (URGENT * scale));
  g_assert_cmpint (samples[2 * RATE], ==, (gint16) lrint (TIMEOUT * scale));

  /* Below full scale, the sum is left as it is. */
  tablee_countdown_track_clear_voice (track);
  g_clear_pointer (&samples, g_free);
  samples = tablee_countdown_track_render (track, 2, 2 * S, &n);
  g_assert_cmpint (samples[0], ==, URGENT);
}

/* The sounds the build makes and the voices we ship: every number fits in
 * its second, and is not silent. */
static void
test_shipped_voices (void)
{
  const char *languages[] = { "en", "fr" };
  g_autoptr(TableeCountdownTrack) track = tablee_countdown_track_new (RATE);
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_countdown_track_load_sounds (track, tablee_sound_get_dir (), &error));
  g_assert_no_error (error);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      for (guint number = 0; number <= TABLEE_COUNTDOWN_TRACK_MAX_NUMBER; number++)
        {
          g_autofree char *file = number == 0 ? g_strdup_printf ("%s-timeout.wav", languages[l])
                                              : g_strdup_printf ("%s-%u.wav", languages[l], number);
          g_autofree char *path = g_build_filename (tablee_sound_get_dir (), "voice", file, NULL);
          g_autofree gint16 *samples = NULL;
          g_autoptr(GBytes) bytes = NULL;
          char *contents = NULL;
          gsize length = 0, n = 0;
          guint rate = 0;

          g_assert_true (g_file_get_contents (path, &contents, &length, &error));
          bytes = g_bytes_new_take (contents, length);
          samples = tablee_wav_decode (bytes, &n, &rate, &error);
          g_assert_no_error (error);
          g_assert_true (rate == 22050 || rate == 16000);
          /* Said within 0.9 s, starting on its first sample. */
          g_assert_cmpuint (n, <, rate * 9 / 10);
          g_assert_cmpint (ABS ((int) samples[0]), <, 2000);
        }

      g_assert_true (tablee_countdown_track_load_voice (track, tablee_sound_get_dir (),
                                                        languages[l], &error));
      g_assert_no_error (error);

      for (guint number = 14; number >= 1; number--)
        {
          g_autofree gint16 *samples = NULL;
          gsize n = 0;
          int peak_in_second = 0;

          /* A countdown of number seconds: its first second is the word
           * alone over a tick. */
          samples = tablee_countdown_track_render (track, number, number * S, &n);
          for (gsize i = 0; i < RATE && i < n; i++)
            peak_in_second = MAX (peak_in_second, ABS ((int) samples[i]));
          g_assert_cmpint (peak_in_second, >, 1000);
        }
    }

  /* A language we have no voice for: none, and a clear error. */
  g_assert_false (tablee_countdown_track_load_voice (track, tablee_sound_get_dir (), "xx", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (tablee_countdown_track_has_voice (track));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/countdown-track/fresh-start", test_fresh_start);
  g_test_add_func ("/countdown-track/resume-fraction", test_resume_fraction);
  g_test_add_func ("/countdown-track/lead", test_lead);
  g_test_add_func ("/countdown-track/voice-on-its-seconds", test_voice_on_its_seconds);
  g_test_add_func ("/countdown-track/resample", test_resample);
  g_test_add_func ("/countdown-track/no-clipping", test_no_clipping);
  g_test_add_func ("/countdown-track/shipped-voices", test_shipped_voices);

  return g_test_run ();
}
