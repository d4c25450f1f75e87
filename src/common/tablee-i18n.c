/* tablee-i18n.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-i18n.h"

const char *
tablee_ui_language (void)
{
  const char * const *names = g_get_language_names ();

  /* The first name that is French or English decides; "C" means English. */
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "fr"))
        return "fr";
      if (g_str_has_prefix (names[i], "en") || g_str_equal (names[i], "C"))
        return "en";
    }

  return "en";
}

const char *
tablee_other_language (const char *language)
{
  return g_strcmp0 (language, "fr") == 0 ? "en" : "fr";
}
