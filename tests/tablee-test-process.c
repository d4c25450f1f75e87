/* tablee-test-process.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "tablee-save-status.h"
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

static gboolean
timed_out_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
tablee_test_wait_for_save_failing (gboolean failing)
{
  TableeSaveStatus *status = tablee_save_status_get_default ();
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (20, timed_out_cb, &timed_out);

  while (tablee_save_status_get_failing (status) != failing && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

void
tablee_test_use_french (void)
{
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
