/* tablee-sound-quality.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The four qualities printed on every card of La Guerre des Sons. */
typedef enum {
  TABLEE_SOUND_QUALITY_VOLUME,
  TABLEE_SOUND_QUALITY_PITCH,
  TABLEE_SOUND_QUALITY_DURATION,
  TABLEE_SOUND_QUALITY_TIMBRE,
  TABLEE_N_SOUND_QUALITIES,
} TableeSoundQuality;

/* Which value wins a trick: the highest (normal game, "loudest") or the
 * lowest (pianissimo, "softest"). */
typedef enum {
  TABLEE_SOUND_DIRECTION_HIGHEST,
  TABLEE_SOUND_DIRECTION_LOWEST,
} TableeSoundDirection;

#define TABLEE_SOUND_QUALITY_ERROR (tablee_sound_quality_error_quark ())

typedef enum {
  TABLEE_SOUND_QUALITY_ERROR_EMPTY,
  TABLEE_SOUND_QUALITY_ERROR_NOT_A_NUMBER,
  TABLEE_SOUND_QUALITY_ERROR_WRONG_UNIT,
  TABLEE_SOUND_QUALITY_ERROR_OUT_OF_RANGE,
} TableeSoundQualityError;

GQuark tablee_sound_quality_error_quark (void);

/* Values are kept in thousandths of their unit (millidecibels, millihertz,
 * milliseconds, thousandths of a percent) so that "1,5 s" and "1500 ms"
 * compare equal: ties decide battles, floating point must not. */
#define TABLEE_SOUND_VALUE_SCALE 1000

/* A card's four values, in thousandths (see above), indexed by quality. */
typedef struct {
  gint64 values[TABLEE_N_SOUND_QUALITIES];
} TableeSoundCard;

/* "volume", "pitch", "duration", "timbre": ids for saving and the rules. */
const char *tablee_sound_quality_to_string   (TableeSoundQuality   quality);
/* Translated: "Volume", "Pitch", "Duration", "Timbre". */
const char *tablee_sound_quality_get_name    (TableeSoundQuality   quality);
/* The unit as printed on the cards: "dB", "Hz", "s", "%". */
const char *tablee_sound_quality_get_unit    (TableeSoundQuality   quality);
/* The accepted range, in thousandths, both ends included. */
gint64      tablee_sound_quality_get_min     (TableeSoundQuality   quality);
gint64      tablee_sound_quality_get_max     (TableeSoundQuality   quality);
/* Translated label for what wins: "Loudest", "Softest", "Highest",
 * "Lowest", "Longest", "Shortest", "Roughest", "Smoothest". */
const char *tablee_sound_quality_get_word    (TableeSoundQuality   quality,
                                              TableeSoundDirection direction);
/* The attacker's translated question: "Who has the loudest sound?". */
const char *tablee_sound_quality_get_question (TableeSoundQuality   quality,
                                               TableeSoundDirection direction);

/* Reads a value as typed at the table: a number with a decimal point or
 * comma, optionally followed by its unit ("85 dB", "1,5 s", "440hz") or a
 * multiple that is obvious ("2.5 kHz", "300 ms"). Returns FALSE with a
 * translated sentence in error when it is empty, not a number, in another
 * unit, or outside the quality's range. */
gboolean    tablee_sound_quality_parse       (TableeSoundQuality   quality,
                                              const char          *text,
                                              gint64              *value,
                                              GError             **error);
/* "85 dB", "1.5 s" (in the user's language: "1,5 s" in French). */
char       *tablee_sound_quality_format      (TableeSoundQuality   quality,
                                              gint64               value);
/* The value alone, without unit, as tablee_sound_quality_parse() reads it. */
char       *tablee_sound_quality_format_number (gint64             value);

/* An ordinary card (70 dB, 440 Hz, 1 s, 10 %): the other three qualities of
 * a sound made to hear one of them. */
void        tablee_sound_card_init_neutral   (TableeSoundCard     *card);
/* Two cards that differ only in quality, the first lower than the second,
 * for hearing what the quality means. */
void        tablee_sound_card_init_demo      (TableeSoundQuality   quality,
                                              TableeSoundCard     *low,
                                              TableeSoundCard     *high);

G_END_DECLS
