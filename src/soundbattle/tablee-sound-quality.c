/* tablee-sound-quality.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-i18n.h"
#include "tablee-sound-quality.h"

G_DEFINE_QUARK (tablee-sound-quality-error-quark, tablee_sound_quality_error)

typedef struct {
  const char *suffix;   /* lowercase */
  int         exponent; /* the value is the number times 10^exponent */
} UnitSpelling;

/* Everything about a quality in one table, so that the ranges (our decision:
 * we do not have the cards, so any value a real sound could have is
 * accepted and a typo is refused) are easy to change. */
typedef struct {
  const char   *id;
  const char   *name;
  const char   *unit;
  gint64        min;            /* thousandths */
  gint64        max;            /* thousandths */
  const char   *highest_word;
  const char   *lowest_word;
  const char   *highest_question;
  const char   *lowest_question;
  const char   *hint;           /* how to type it */
  UnitSpelling  spellings[4];
} QualityInfo;

static const QualityInfo qualities[TABLEE_N_SOUND_QUALITIES] = {
  { "volume", N_("Volume"), "dB", 0, 200 * 1000,
    N_("Loudest"), N_("Softest"),
    N_("Who has the loudest sound?"), N_("Who has the softest sound?"),
    N_("Type the card’s volume in dB, for example 85."),
    { { "db", 0 }, { "dba", 0 }, { NULL, 0 } } },
  { "pitch", N_("Pitch"), "Hz", 1 * 1000, G_GINT64_CONSTANT (200000) * 1000,
    N_("Highest"), N_("Lowest"),
    N_("Who has the highest sound?"), N_("Who has the lowest sound?"),
    N_("Type the card’s pitch in Hz, for example 440."),
    { { "hz", 0 }, { "khz", 3 }, { NULL, 0 } } },
  { "duration", N_("Duration"), "s", 1, 3600 * 1000,
    N_("Longest"), N_("Shortest"),
    N_("Who has the longest sound?"), N_("Who has the shortest sound?"),
    N_("Type the card’s duration in seconds, for example 2.5."),
    { { "s", 0 }, { "sec", 0 }, { "ms", -3 }, { NULL, 0 } } },
  { "timbre", N_("Timbre"), "%", 0, 100 * 1000,
    N_("Roughest"), N_("Smoothest"),
    N_("Who has the roughest sound?"), N_("Who has the smoothest sound?"),
    N_("Type the card’s timbre in percent, for example 40."),
    { { "%", 0 }, { NULL, 0 } } },
};

const char *
tablee_sound_quality_to_string (TableeSoundQuality quality)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return qualities[quality].id;
}

const char *
tablee_sound_quality_get_name (TableeSoundQuality quality)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return _(qualities[quality].name);
}

const char *
tablee_sound_quality_get_unit (TableeSoundQuality quality)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return qualities[quality].unit;
}

gint64
tablee_sound_quality_get_min (TableeSoundQuality quality)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, 0);

  return qualities[quality].min;
}

gint64
tablee_sound_quality_get_max (TableeSoundQuality quality)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, 0);

  return qualities[quality].max;
}

const char *
tablee_sound_quality_get_word (TableeSoundQuality   quality,
                               TableeSoundDirection direction)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return _(direction == TABLEE_SOUND_DIRECTION_LOWEST ? qualities[quality].lowest_word
                                                      : qualities[quality].highest_word);
}

const char *
tablee_sound_quality_get_question (TableeSoundQuality   quality,
                                   TableeSoundDirection direction)
{
  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return _(direction == TABLEE_SOUND_DIRECTION_LOWEST ? qualities[quality].lowest_question
                                                      : qualities[quality].highest_question);
}

/* The messages are literals, chosen by quality, so that the compiler checks
 * their formats. Both return FALSE. */
static gboolean
set_unit_error (GError             **error,
                TableeSoundQuality   quality,
                const char          *unit)
{
  g_set_error (error, TABLEE_SOUND_QUALITY_ERROR, TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT,
               quality == TABLEE_SOUND_QUALITY_VOLUME ? _("A volume is given in dB, not in “%s”.")
               : quality == TABLEE_SOUND_QUALITY_PITCH ? _("A pitch is given in Hz, not in “%s”.")
               : quality == TABLEE_SOUND_QUALITY_DURATION ? _("A duration is given in seconds, not in “%s”.")
               : _("A timbre is given in %%, not in “%s”."),
               unit);
  return FALSE;
}

static gboolean
set_range_error (GError             **error,
                 TableeSoundQuality   quality)
{
  g_autofree char *min = tablee_sound_quality_format_number (qualities[quality].min);
  g_autofree char *max = tablee_sound_quality_format_number (qualities[quality].max);

  g_set_error (error, TABLEE_SOUND_QUALITY_ERROR, TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
               quality == TABLEE_SOUND_QUALITY_VOLUME ? _("A volume must be between %s and %s dB.")
               : quality == TABLEE_SOUND_QUALITY_PITCH ? _("A pitch must be between %s and %s Hz.")
               : quality == TABLEE_SOUND_QUALITY_DURATION ? _("A duration must be between %s and %s s.")
               : _("A timbre must be between %s and %s %%."),
               min, max);
  return FALSE;
}

/* Units someone might type for a card's value, right or wrong. */
static gboolean
is_unit_name (const char *lower_unit)
{
  static const char * const names[] = {
    "db", "dba", "hz", "khz", "s", "sec", "ms", "min", "h", "%", NULL,
  };

  return g_strv_contains (names, lower_unit);
}

gboolean
tablee_sound_quality_parse (TableeSoundQuality   quality,
                            const char          *text,
                            gint64              *value,
                            GError             **error)
{
  const QualityInfo *info;
  g_autoptr(GRegex) blanks = NULL;
  g_autoptr(GRegex) number = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *compact = NULL;
  g_autofree char *sign = NULL;
  g_autofree char *whole = NULL;
  g_autofree char *decimals = NULL;
  g_autofree char *unit = NULL;
  g_autofree char *lower_unit = NULL;
  g_autofree char *digits = NULL;
  gboolean known;
  gint64 mantissa, scale = 1;
  int exponent = 0;
  int shift;

  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  info = &qualities[quality];
  /* Every blank goes, the no-break spaces French puts before units and
   * between thousands included: "20 000 Hz" and "1,5 s" read like
   * "20000Hz" and "1,5s". */
  blanks = g_regex_new ("[\\s\\p{Z}]+", 0, 0, NULL);
  compact = g_regex_replace_literal (blanks, text != NULL ? text : "", -1, 0, "", 0, NULL);
  if (*compact == '\0')
    {
      g_set_error_literal (error, TABLEE_SOUND_QUALITY_ERROR,
                           TABLEE_SOUND_QUALITY_ERROR_EMPTY, _(info->hint));
      return FALSE;
    }

  /* A sign, digits, decimals after a point or a comma, and a unit. */
  number = g_regex_new ("^([-+]?)([0-9]*)(?:[.,]([0-9]*))?(.*)$", G_REGEX_DOTALL, 0, NULL);
  g_regex_match (number, compact, 0, &match);
  sign = g_match_info_fetch (match, 1);
  whole = g_match_info_fetch (match, 2);
  decimals = g_match_info_fetch (match, 3);
  unit = g_match_info_fetch (match, 4);
  lower_unit = g_utf8_strdown (unit, -1);

  known = *lower_unit == '\0';
  for (guint i = 0; !known && info->spellings[i].suffix != NULL; i++)
    {
      known = g_str_equal (lower_unit, info->spellings[i].suffix);
      exponent = info->spellings[i].exponent;
    }

  /* A unit of another quality is named in the message; anything else
   * ("9O", "8a5") is a typo in the number. */
  if ((*whole == '\0' && *decimals == '\0') || (!known && !is_unit_name (lower_unit)))
    {
      g_set_error (error, TABLEE_SOUND_QUALITY_ERROR,
                   TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER,
                   /* Translators: the first %s is what was typed, the second how
                    * to type it. */
                   _("“%s” is not a number. %s"), text, _(info->hint));
      return FALSE;
    }
  if (!known)
    return set_unit_error (error, quality, unit);

  /* Digits past the ninth decimal cannot change a value kept in
   * thousandths, even in kHz. */
  if (strlen (decimals) > 9)
    decimals[9] = '\0';
  digits = g_strconcat (whole, decimals, NULL);
  /* The value is digits * 10^shift thousandths, rounded half up; past 18
   * significant digits, it is out of any range. */
  shift = exponent + 3 - (int) strlen (decimals);
  if (strlen (digits + strspn (digits, "0")) + MAX (shift, 0) > 18)
    return set_range_error (error, quality);

  mantissa = g_ascii_strtoll (digits, NULL, 10);
  for (int i = ABS (shift); i > 0; i--)
    scale *= 10;
  mantissa = shift >= 0 ? mantissa * scale : (mantissa + scale / 2) / scale;
  if (*sign == '-')
    mantissa = -mantissa;

  if (mantissa < info->min || mantissa > info->max)
    return set_range_error (error, quality);

  *value = mantissa;
  return TRUE;
}

char *
tablee_sound_quality_format_number (gint64 value)
{
  GString *out = g_string_new (NULL);
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;
  guint64 fraction = magnitude % TABLEE_SOUND_VALUE_SCALE;

  if (value < 0)
    g_string_append_c (out, '-');
  g_string_append_printf (out, "%" G_GUINT64_FORMAT, magnitude / TABLEE_SOUND_VALUE_SCALE);

  if (fraction != 0)
    {
      char digits[4];

      g_snprintf (digits, sizeof digits, "%03u", (guint) fraction);
      for (int i = 2; i > 0 && digits[i] == '0'; i--)
        digits[i] = '\0';

      /* French writes a decimal comma. */
      g_string_append_c (out, g_str_equal (tablee_ui_language (), "fr") ? ',' : '.');
      g_string_append (out, digits);
    }

  return g_string_free (out, FALSE);
}

char *
tablee_sound_quality_format (TableeSoundQuality quality,
                             gint64             value)
{
  g_autofree char *number = tablee_sound_quality_format_number (value);

  g_return_val_if_fail (quality < TABLEE_N_SOUND_QUALITIES, NULL);

  return g_strdup_printf ("%s %s", number, qualities[quality].unit);
}

void
tablee_sound_card_init_neutral (TableeSoundCard *card)
{
  card->values[TABLEE_SOUND_QUALITY_VOLUME] = 70 * 1000;
  card->values[TABLEE_SOUND_QUALITY_PITCH] = 440 * 1000;
  card->values[TABLEE_SOUND_QUALITY_DURATION] = 1000;
  card->values[TABLEE_SOUND_QUALITY_TIMBRE] = 10 * 1000;
}

void
tablee_sound_card_init_demo (TableeSoundQuality  quality,
                             TableeSoundCard    *low,
                             TableeSoundCard    *high)
{
  /* Far enough apart to be obvious on a laptop's speakers. */
  static const gint64 demo[TABLEE_N_SOUND_QUALITIES][2] = {
    { 30 * 1000, 110 * 1000 },
    { 220 * 1000, 880 * 1000 },
    { 300, 1500 },
    { 0, 90 * 1000 },
  };

  g_return_if_fail (quality < TABLEE_N_SOUND_QUALITIES);

  tablee_sound_card_init_neutral (low);
  tablee_sound_card_init_neutral (high);
  low->values[quality] = demo[quality][0];
  high->values[quality] = demo[quality][1];
}
