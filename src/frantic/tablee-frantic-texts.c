/* tablee-frantic-texts.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-texts.h"
#include "tablee-rules.h"

char *
tablee_frantic_event_dup_title (TableeFranticEvent  event,
                                const char         *language)
{
  g_autofree char *id = tablee_frantic_event_dup_rules_id (event);
  char *title = tablee_rules_dup_title ("frantic", language, id);

  return title != NULL ? title : g_strdup (tablee_frantic_event_get_slug (event));
}

char *
tablee_frantic_event_dup_text (TableeFranticEvent  event,
                               const char         *language)
{
  g_autofree char *id = tablee_frantic_event_dup_rules_id (event);
  char *text = tablee_rules_dup_text ("frantic", language, id);

  return text != NULL ? text : g_strdup (_("The rules text of this event is missing."));
}
