/* test-i18n.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "tablee-i18n.h"

static void
test_other_language (void)
{
  g_assert_cmpstr (tablee_other_language ("fr"), ==, "en");
  g_assert_cmpstr (tablee_other_language ("en"), ==, "fr");
}

static void
test_ui_language_follows_language (void)
{
  if (g_test_subprocess ())
    {
      g_setenv ("LANGUAGE", "fr_FR:en", TRUE);
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_print ("%s", tablee_ui_language ());
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("fr");
}

static void
test_ui_language_english (void)
{
  if (g_test_subprocess ())
    {
      g_setenv ("LANGUAGE", "de:en_GB", TRUE);
      g_print ("%s", tablee_ui_language ());
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("en");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/i18n/other-language", test_other_language);
  g_test_add_func ("/i18n/ui-language/french", test_ui_language_follows_language);
  g_test_add_func ("/i18n/ui-language/english", test_ui_language_english);

  return g_test_run ();
}
