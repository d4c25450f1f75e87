/* tablee-frantic-events.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-events.h"
#include "tablee-rules.h"

#define ACTS   TABLEE_FRANTIC_EVENT_FLAG_ACTS_ON_EVENTS
#define SCORES TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES
#define ROUND  TABLEE_FRANTIC_EVENT_FLAG_LASTS_FOR_ROUND
#define ENDS   TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND
#define NONE   TABLEE_FRANTIC_EVENT_FLAG_NONE

/* The one table of events. Troublemaker follows the rulebook's marks (21
 * base events and 13 from the expansion). Time Bomb does not end the round
 * at once: its countdown does, three turns per player later. */
static const TableeFranticEventInfo events[TABLEE_FRANTIC_N_EVENTS] = {
  { TABLEE_FRANTIC_EVENT_BLACK_HOLE,         "black-hole",         TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_CAPITALISM,         "capitalism",         TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_CHARITY,            "charity",            FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_COMMUNISM,          "communism",          FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_CROWDFUNDING,       "crowdfunding",       TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_DISTRIBUTOR,        "distributor",        TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_DOOMSDAY,           "doomsday",           FALSE, SCORES | ENDS },
  { TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION,    "double-taxation",    FALSE, SCORES },
  { TABLEE_FRANTIC_EVENT_EARTHQUAKE,         "earthquake",         FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_EVENT_MANAGER,      "event-manager",      TRUE,  ACTS },
  { TABLEE_FRANTIC_EVENT_EXPANSION,          "expansion",          FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_FINISH_LINE,        "finish-line",        FALSE, SCORES | ENDS },
  { TABLEE_FRANTIC_EVENT_FRIDAY_THE_13TH,    "friday-the-13th",    FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_GAMBLING_MAN,       "gambling-man",       FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_IDENTITY_THEFT,     "identity-theft",     TRUE,  SCORES },
  { TABLEE_FRANTIC_EVENT_LAST_CHANCE,        "last-chance",        TRUE,  ACTS | ROUND },
  { TABLEE_FRANTIC_EVENT_MARKET,             "market",             FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_MATING_SEASON,      "mating-season",      FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_MERRY_CHRISTMAS,    "merry-christmas",    FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_MEXICAN_STANDOFF,   "mexican-standoff",   FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_PLAGUE,             "plague",             TRUE,  ACTS },
  { TABLEE_FRANTIC_EVENT_PLUS_ONE,           "plus-one",           TRUE,  ROUND },
  { TABLEE_FRANTIC_EVENT_RECESSION,          "recession",          FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_REPEAT,             "repeat",             TRUE,  ACTS },
  { TABLEE_FRANTIC_EVENT_ROBIN_HOOD,         "robin-hood",         FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_RUSSIAN_ROULETTE,   "russian-roulette",   TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_SEPPUKU,            "seppuku",            TRUE,  SCORES },
  { TABLEE_FRANTIC_EVENT_SURPRISE_PARTY,     "surprise-party",     FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_THE_ALL_SEEING_EYE, "the-all-seeing-eye", FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_THIRD_TIME_LUCKY,   "third-time-lucky",   FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_TIME_BOMB,          "time-bomb",          FALSE, SCORES | ROUND },
  { TABLEE_FRANTIC_EVENT_TORNADO,            "tornado",            FALSE, NONE },
  { TABLEE_FRANTIC_EVENT_TRUST_FALL,         "trust-fall",         TRUE,  NONE },
  { TABLEE_FRANTIC_EVENT_VANDALISM,          "vandalism",          FALSE, NONE },
};

gboolean
tablee_frantic_event_is_valid (int event)
{
  return event >= 0 && event < TABLEE_FRANTIC_N_EVENTS;
}

const TableeFranticEventInfo *
tablee_frantic_event_get_info (TableeFranticEvent event)
{
  g_return_val_if_fail (tablee_frantic_event_is_valid (event), NULL);

  return &events[event];
}

gboolean
tablee_frantic_event_has_flag (TableeFranticEvent      event,
                               TableeFranticEventFlags flag)
{
  g_return_val_if_fail (tablee_frantic_event_is_valid (event), FALSE);

  return (events[event].flags & flag) != 0;
}

gboolean
tablee_frantic_event_records (TableeFranticEvent event)
{
  return event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION || event == TABLEE_FRANTIC_EVENT_SEPPUKU ||
         event == TABLEE_FRANTIC_EVENT_TIME_BOMB;
}

char *
tablee_frantic_event_dup_rules_id (TableeFranticEvent event)
{
  g_return_val_if_fail (tablee_frantic_event_is_valid (event), NULL);

  return g_strconcat ("event-", events[event].slug, NULL);
}

char *
tablee_frantic_event_dup_title (TableeFranticEvent  event,
                                const char         *language)
{
  g_autofree char *id = tablee_frantic_event_dup_rules_id (event);
  char *title = tablee_rules_dup_title ("frantic", language, id);

  return title != NULL ? title : g_strdup (events[event].slug);
}

char *
tablee_frantic_event_dup_text (TableeFranticEvent  event,
                               const char         *language)
{
  g_autofree char *id = tablee_frantic_event_dup_rules_id (event);
  char *text = tablee_rules_dup_text ("frantic", language, id);

  return text != NULL ? text : g_strdup (_("The rules text of this event is missing."));
}
