/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tablee-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeApplication) app = NULL;
  const char *localedir = g_getenv ("TABLEE_LOCALEDIR");

  /* Running from the build tree, the translations are there, not installed. */
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Tablée"));

  app = tablee_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
