/* tablee-csv.h: fields of the CSV files Tablée exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Appends field to csv as RFC 4180 wants it: quoted when it holds a comma,
 * a quote or a line break, quotes doubled. A field that starts with = + -
 * @, a TAB or a CR is quoted and defused with a leading ', so that a spreadsheet does
 * not run a player's name as a formula. */
void tablee_csv_append_field (GString    *csv,
                              const char *field);
/* The same with another separator, quoted when the field holds it. */
void tablee_csv_append_field_with (GString    *csv,
                                   const char *field,
                                   char        separator);

/* The separator a spreadsheet of the interface's language expects: a
 * French one reads the comma as the decimal point and splits fields on
 * semicolons, an English one on commas. The language of the interface is
 * the one the headers are written in, so a file reads as one. */
char tablee_csv_get_separator (void);

/* Starts a file that spreadsheets must read as UTF-8: without it, a
 * spreadsheet in a French locale reads "Hélène" as Windows-1252. */
#define TABLEE_CSV_BOM "\xEF\xBB\xBF"

G_END_DECLS
