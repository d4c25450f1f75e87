/* tablee-frantic-texts.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-events.h"

G_BEGIN_DECLS

/* The texts of the events come from the rules files only, through
 * tablee-rules.h (one source of truth). language "fr", "en" or NULL (the
 * interface's). The title falls back to the event's slug and the text to a
 * sentence saying it is missing, so that a page always has something to
 * show. */
char *tablee_frantic_event_dup_title (TableeFranticEvent  event,
                                      const char         *language);
char *tablee_frantic_event_dup_text  (TableeFranticEvent  event,
                                      const char         *language);

G_END_DECLS
