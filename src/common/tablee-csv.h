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

G_END_DECLS
