/* test-csv.c: the fields of exported CSV files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-csv.h"

static char *
field (const char *text)
{
  GString *csv = g_string_new (NULL);

  tablee_csv_append_field (csv, text);
  return g_string_free (csv, FALSE);
}

static void
test_plain (void)
{
  g_autofree char *empty = field ("");
  g_autofree char *name = field ("Zoé Lou");

  g_assert_cmpstr (empty, ==, "");
  g_assert_cmpstr (name, ==, "Zoé Lou");
}

static void
test_quoted (void)
{
  g_autofree char *comma = field ("Doomsday, Plague");
  g_autofree char *quote = field ("Zoé \"Lou\"");
  g_autofree char *line = field ("one\r\ntwo");

  g_assert_cmpstr (comma, ==, "\"Doomsday, Plague\"");
  g_assert_cmpstr (quote, ==, "\"Zoé \"\"Lou\"\"\"");
  g_assert_cmpstr (line, ==, "\"one\r\ntwo\"");
}

/* A name a spreadsheet would run as a formula is defused. */
static void
test_formula (void)
{
  const char *formulas[] = { "=1+1", "+33", "-21", "@SUM(A1)", "\t=1+1", "\r=1+1", "\tAnn" };

  for (guint i = 0; i < G_N_ELEMENTS (formulas); i++)
    {
      g_autofree char *text = field (formulas[i]);
      g_autofree char *expected = g_strdup_printf ("\"'%s\"", formulas[i]);

      g_assert_cmpstr (text, ==, expected);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/csv/plain", test_plain);
  g_test_add_func ("/csv/quoted", test_quoted);
  g_test_add_func ("/csv/formula", test_formula);

  return g_test_run ();
}
