/* tablee-test-process.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablee-test-process.h"

gboolean
tablee_test_is_mapped (const char *prefix)
{
  g_autofree char *maps = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  lines = g_strsplit (maps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *path = strchr (lines[i], '/');
      g_autofree char *base = NULL;

      if (path == NULL)
        continue;
      base = g_path_get_basename (path);
      if (g_str_has_prefix (base, prefix))
        return TRUE;
    }

  return FALSE;
}
