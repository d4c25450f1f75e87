/* tablee-json-limits.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a JSON file breaks first of the limits an import sets. */
typedef enum
{
  TABLEE_JSON_WITHIN_LIMITS,
  TABLEE_JSON_TOO_LARGE,
  TABLEE_JSON_TOO_DEEP,
  TABLEE_JSON_STRING_TOO_LONG,
} TableeJsonLimit;

/* The check every JSON import (History's, BG Stats') makes on the bytes
 * before JSON-GLib parses them: the parser recurses once per level of
 * nesting, so a deep file would overflow the stack, and a huge string or
 * file would exhaust memory. One pass: length at most max_size bytes, no
 * array or object opening deeper than max_depth, no string longer than
 * max_string bytes (G_MAXSIZE: any); strings and their escaped quotes are
 * skipped, so brackets inside them do not count. */
TableeJsonLimit tablee_json_check_limits (const char *data,
                                          gsize       length,
                                          gsize       max_size,
                                          guint       max_depth,
                                          gsize       max_string);

G_END_DECLS
