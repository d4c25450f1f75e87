/* tablee-frantic-events.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The 34 Frantic events, in the rulebook's (alphabetical) order. */
typedef enum {
  TABLEE_FRANTIC_EVENT_BLACK_HOLE,
  TABLEE_FRANTIC_EVENT_CAPITALISM,
  TABLEE_FRANTIC_EVENT_CHARITY,
  TABLEE_FRANTIC_EVENT_COMMUNISM,
  TABLEE_FRANTIC_EVENT_CROWDFUNDING,
  TABLEE_FRANTIC_EVENT_DISTRIBUTOR,
  TABLEE_FRANTIC_EVENT_DOOMSDAY,
  TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION,
  TABLEE_FRANTIC_EVENT_EARTHQUAKE,
  TABLEE_FRANTIC_EVENT_EVENT_MANAGER,
  TABLEE_FRANTIC_EVENT_EXPANSION,
  TABLEE_FRANTIC_EVENT_FINISH_LINE,
  TABLEE_FRANTIC_EVENT_FRIDAY_THE_13TH,
  TABLEE_FRANTIC_EVENT_GAMBLING_MAN,
  TABLEE_FRANTIC_EVENT_IDENTITY_THEFT,
  TABLEE_FRANTIC_EVENT_LAST_CHANCE,
  TABLEE_FRANTIC_EVENT_MARKET,
  TABLEE_FRANTIC_EVENT_MATING_SEASON,
  TABLEE_FRANTIC_EVENT_MERRY_CHRISTMAS,
  TABLEE_FRANTIC_EVENT_MEXICAN_STANDOFF,
  TABLEE_FRANTIC_EVENT_PLAGUE,
  TABLEE_FRANTIC_EVENT_PLUS_ONE,
  TABLEE_FRANTIC_EVENT_RECESSION,
  TABLEE_FRANTIC_EVENT_REPEAT,
  TABLEE_FRANTIC_EVENT_ROBIN_HOOD,
  TABLEE_FRANTIC_EVENT_RUSSIAN_ROULETTE,
  TABLEE_FRANTIC_EVENT_SEPPUKU,
  TABLEE_FRANTIC_EVENT_SURPRISE_PARTY,
  TABLEE_FRANTIC_EVENT_THE_ALL_SEEING_EYE,
  TABLEE_FRANTIC_EVENT_THIRD_TIME_LUCKY,
  TABLEE_FRANTIC_EVENT_TIME_BOMB,
  TABLEE_FRANTIC_EVENT_TORNADO,
  TABLEE_FRANTIC_EVENT_TRUST_FALL,
  TABLEE_FRANTIC_EVENT_VANDALISM,
  TABLEE_FRANTIC_N_EVENTS
} TableeFranticEvent;

typedef enum {
  TABLEE_FRANTIC_EVENT_FLAG_NONE            = 0,
  /* Works on the event deck: draws, picks or repeats events. */
  TABLEE_FRANTIC_EVENT_FLAG_ACTS_ON_EVENTS  = 1 << 0,
  /* Changes the scores (the scorer adds a line for it). */
  TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES       = 1 << 1,
  /* Stays active until the round ends. */
  TABLEE_FRANTIC_EVENT_FLAG_LASTS_FOR_ROUND = 1 << 2,
  /* Ends the round at once. */
  TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND      = 1 << 3,
} TableeFranticEventFlags;

/* What Tablée knows of an event besides its texts, which live only in the
 * rules files (entry "event-<slug>", see tablee-rules.h). */
typedef struct {
  TableeFranticEvent       event;
  const char              *slug;
  /* From the Troublemaker expansion (marked * in the rulebook). */
  gboolean                 troublemaker;
  TableeFranticEventFlags  flags;
} TableeFranticEventInfo;

const TableeFranticEventInfo *tablee_frantic_event_get_info      (TableeFranticEvent  event);
gboolean                      tablee_frantic_event_is_valid      (int                 event);
gboolean                      tablee_frantic_event_has_flag      (TableeFranticEvent  event,
                                                                  TableeFranticEventFlags flag);
/* The events the table records as they happen, from the event's card:
 * Double Taxation (each one's three highest cards), Seppuku (each one's
 * choice) and the Time Bomb (who went out in time). */
gboolean                      tablee_frantic_event_records       (TableeFranticEvent  event);
/* The rules entry id, "event-<slug>". */
char                         *tablee_frantic_event_dup_rules_id  (TableeFranticEvent  event);

/* The texts of the events come from the rules files only, through
 * tablee-rules.h (one source of truth). language "fr", "en" or NULL (the
 * interface's). The title falls back to the event's slug and the text to a
 * sentence saying it is missing, so that a page always has something to
 * show. */
char                         *tablee_frantic_event_dup_title     (TableeFranticEvent  event,
                                                                  const char         *language);
char                         *tablee_frantic_event_dup_text      (TableeFranticEvent  event,
                                                                  const char         *language);

G_END_DECLS
