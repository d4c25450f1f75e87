/* tablee-csv.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablee-csv.h"
#include "tablee-i18n.h"

char
tablee_csv_get_separator (void)
{
  return g_str_equal (tablee_ui_language (), "fr") ? ';' : ',';
}

void
tablee_csv_append_field (GString    *csv,
                         const char *field)
{
  tablee_csv_append_field_with (csv, field, ',');
}

void
tablee_csv_append_field_with (GString    *csv,
                              const char *field,
                              char        separator)
{
  const char specials[] = { separator, '"', '\r', '\n', '\0' };
  gboolean formula;

  g_return_if_fail (csv != NULL);
  g_return_if_fail (field != NULL);

  /* A spreadsheet reads a field starting with one of these as a formula,
   * and skips a leading TAB or CR to find one after it. */
  formula = field[0] != '\0' && strchr ("=+-@\t\r", field[0]) != NULL;
  if (!formula && strpbrk (field, specials) == NULL)
    {
      g_string_append (csv, field);
      return;
    }

  g_string_append_c (csv, '"');
  if (formula)
    g_string_append_c (csv, '\'');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *c);
    }
  g_string_append_c (csv, '"');
}
