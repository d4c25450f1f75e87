/* test-soundbattle-quality.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "tablee-sound-quality.h"

typedef struct {
  TableeSoundQuality quality;
  const char        *text;
  gint64             value;
} GoodValue;

static void
test_quality_parse_good (void)
{
  const GoodValue good[] = {
    { TABLEE_SOUND_QUALITY_VOLUME, "85", 85000 },
    { TABLEE_SOUND_QUALITY_VOLUME, "85 dB", 85000 },
    { TABLEE_SOUND_QUALITY_VOLUME, " 85dB ", 85000 },
    { TABLEE_SOUND_QUALITY_VOLUME, "0 DB", 0 },
    { TABLEE_SOUND_QUALITY_VOLUME, "85 dBA", 85000 },
    { TABLEE_SOUND_QUALITY_VOLUME, "62,5 dB", 62500 },
    { TABLEE_SOUND_QUALITY_PITCH, "440 Hz", 440000 },
    { TABLEE_SOUND_QUALITY_PITCH, "20 000 Hz", 20000000 },
    { TABLEE_SOUND_QUALITY_PITCH, "20\u202f000\u00a0Hz", 20000000 },
    { TABLEE_SOUND_QUALITY_PITCH, "2.5 kHz", 2500000 },
    { TABLEE_SOUND_QUALITY_PITCH, "0,44 kHz", 440000 },
    { TABLEE_SOUND_QUALITY_PITCH, "27.5hz", 27500 },
    { TABLEE_SOUND_QUALITY_DURATION, "1,5 s", 1500 },
    { TABLEE_SOUND_QUALITY_DURATION, "1.5", 1500 },
    { TABLEE_SOUND_QUALITY_DURATION, "1500 ms", 1500 },
    { TABLEE_SOUND_QUALITY_DURATION, "0.1 sec", 100 },
    { TABLEE_SOUND_QUALITY_DURATION, "0,0005 s", 1 },
    { TABLEE_SOUND_QUALITY_TIMBRE, "40 %", 40000 },
    { TABLEE_SOUND_QUALITY_TIMBRE, "100%", 100000 },
    { TABLEE_SOUND_QUALITY_TIMBRE, "0", 0 },
    { TABLEE_SOUND_QUALITY_TIMBRE, "+12.25", 12250 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 value = -1;

      g_test_message ("%s", good[i].text);
      g_assert_true (tablee_sound_quality_parse (good[i].quality, good[i].text, &value, &error));
      g_assert_no_error (error);
      g_assert_cmpint (value, ==, good[i].value);
    }
}

typedef struct {
  TableeSoundQuality      quality;
  const char             *text;
  int                     code;
  const char             *message;
} BadValue;

static void
test_quality_parse_bad (void)
{
  const BadValue bad[] = {
    { TABLEE_SOUND_QUALITY_VOLUME, "", TABLEE_SOUND_QUALITY_ERROR_EMPTY,
      "Type the card’s volume in dB, for example 85." },
    { TABLEE_SOUND_QUALITY_VOLUME, "   ", TABLEE_SOUND_QUALITY_ERROR_EMPTY, NULL },
    { TABLEE_SOUND_QUALITY_VOLUME, "loud", TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER,
      "“loud” is not a number. Type the card’s volume in dB, for example 85." },
    { TABLEE_SOUND_QUALITY_VOLUME, "8a5", TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER, NULL },
    /* The letter O for a zero. */
    { TABLEE_SOUND_QUALITY_VOLUME, "9O", TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER,
      "“9O” is not a number. Type the card’s volume in dB, for example 85." },

    { TABLEE_SOUND_QUALITY_VOLUME, "1.2.3", TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER, NULL },
    { TABLEE_SOUND_QUALITY_VOLUME, "85 Hz", TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT,
      "A volume is given in dB, not in “Hz”." },
    { TABLEE_SOUND_QUALITY_VOLUME, "-5 dB", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
      "A volume must be between 0 and 200 dB." },
    { TABLEE_SOUND_QUALITY_VOLUME, "850", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE, NULL },
    { TABLEE_SOUND_QUALITY_PITCH, "0 Hz", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
      "A pitch must be between 1 and 200000 Hz." },
    { TABLEE_SOUND_QUALITY_PITCH, "999999999999999999999", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE, NULL },
    { TABLEE_SOUND_QUALITY_PITCH, "440 s", TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT, NULL },
    { TABLEE_SOUND_QUALITY_DURATION, "0 s", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
      "A duration must be between 0.001 and 3600 s." },
    { TABLEE_SOUND_QUALITY_DURATION, "2 min", TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT,
      "A duration is given in seconds, not in “min”." },
    { TABLEE_SOUND_QUALITY_TIMBRE, "120 %", TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
      "A timbre must be between 0 and 100 %." },
    { TABLEE_SOUND_QUALITY_TIMBRE, "40 dB", TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT,
      "A timbre is given in %, not in “dB”." },
    { TABLEE_SOUND_QUALITY_TIMBRE, ",", TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 value = -7;

      g_test_message ("%s", bad[i].text);
      g_assert_false (tablee_sound_quality_parse (bad[i].quality, bad[i].text, &value, &error));
      g_assert_error (error, TABLEE_SOUND_QUALITY_ERROR, bad[i].code);
      if (bad[i].message != NULL)
        g_assert_cmpstr (error->message, ==, bad[i].message);
      g_assert_cmpint (value, ==, -7);
    }
}

static void
test_quality_format (void)
{
  g_autofree char *a = tablee_sound_quality_format (TABLEE_SOUND_QUALITY_VOLUME, 85000);
  g_autofree char *b = tablee_sound_quality_format (TABLEE_SOUND_QUALITY_DURATION, 1500);
  g_autofree char *c = tablee_sound_quality_format (TABLEE_SOUND_QUALITY_PITCH, 27500);
  g_autofree char *d = tablee_sound_quality_format (TABLEE_SOUND_QUALITY_TIMBRE, 1);
  g_autofree char *e = tablee_sound_quality_format_number (-2050);

  g_assert_cmpstr (a, ==, "85 dB");
  g_assert_cmpstr (b, ==, "1.5 s");
  g_assert_cmpstr (c, ==, "27.5 Hz");
  g_assert_cmpstr (d, ==, "0.001 %");
  g_assert_cmpstr (e, ==, "-2.05");
}

/* What is written is read back to the same value, in every quality. */
static void
test_quality_round_trip (void)
{
  const gint64 values[] = { 0, 1, 999, 1000, 1500, 85000, 440000, 3600000, 100000 };

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        {
          g_autofree char *text = NULL;
          gint64 value;

          if (values[i] < tablee_sound_quality_get_min (q) ||
              values[i] > tablee_sound_quality_get_max (q))
            continue;

          text = tablee_sound_quality_format (q, values[i]);
          g_assert_true (tablee_sound_quality_parse (q, text, &value, NULL));
          g_assert_cmpint (value, ==, values[i]);
        }
    }
}

static void
test_quality_names (void)
{
  const char *words[][2] = {
    { "Loudest", "Softest" }, { "Highest", "Lowest" },
    { "Longest", "Shortest" }, { "Roughest", "Smoothest" },
  };
  const char *ids[] = { "volume", "pitch", "duration", "timbre" };

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      g_assert_cmpstr (tablee_sound_quality_to_string (q), ==, ids[q]);
      g_assert_cmpstr (tablee_sound_quality_get_word (q, TABLEE_SOUND_DIRECTION_HIGHEST), ==, words[q][0]);
      g_assert_cmpstr (tablee_sound_quality_get_word (q, TABLEE_SOUND_DIRECTION_LOWEST), ==, words[q][1]);
      g_assert_nonnull (strstr (tablee_sound_quality_get_question (q, TABLEE_SOUND_DIRECTION_LOWEST),
                                words[q][1] + 1));
    }
}

static void
test_quality_demo (void)
{
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      TableeSoundCard low, high;

      tablee_sound_card_init_demo (q, &low, &high);
      for (guint other = 0; other < TABLEE_N_SOUND_QUALITIES; other++)
        {
          if (other == q)
            g_assert_cmpint (low.values[other], <, high.values[other]);
          else
            g_assert_cmpint (low.values[other], ==, high.values[other]);

          g_assert_cmpint (low.values[other], >=, tablee_sound_quality_get_min (other));
          g_assert_cmpint (high.values[other], <=, tablee_sound_quality_get_max (other));
        }
    }
}

/* In French, the question uses the French words and numbers a comma. */
static void
test_quality_french (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *text = NULL;

      g_setenv ("LANGUAGE", "fr", TRUE);
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      text = tablee_sound_quality_format (TABLEE_SOUND_QUALITY_DURATION, 1500);
      g_print ("%s|%s|%s", text,
               tablee_sound_quality_get_question (TABLEE_SOUND_QUALITY_PITCH,
                                                  TABLEE_SOUND_DIRECTION_LOWEST),
               tablee_sound_quality_get_word (TABLEE_SOUND_QUALITY_TIMBRE,
                                              TABLEE_SOUND_DIRECTION_HIGHEST));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("1,5 s|Qui a le son le plus grave\u00a0?|Le plus rugueux");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/soundbattle/quality/parse-good", test_quality_parse_good);
  g_test_add_func ("/soundbattle/quality/parse-bad", test_quality_parse_bad);
  g_test_add_func ("/soundbattle/quality/format", test_quality_format);
  g_test_add_func ("/soundbattle/quality/round-trip", test_quality_round_trip);
  g_test_add_func ("/soundbattle/quality/names", test_quality_names);
  g_test_add_func ("/soundbattle/quality/demo", test_quality_demo);
  g_test_add_func ("/soundbattle/quality/french", test_quality_french);

  return g_test_run ();
}
