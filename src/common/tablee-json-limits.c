/* tablee-json-limits.c: the prescan of every JSON import.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-json-limits.h"

TableeJsonLimit
tablee_json_check_limits (const char *data,
                          gsize       length,
                          gsize       max_size,
                          guint       max_depth,
                          gsize       max_string)
{
  guint depth = 0;

  if (length > max_size)
    return TABLEE_JSON_TOO_LARGE;

  for (gsize i = 0; i < length; i++)
    {
      gsize start;

      switch (data[i])
        {
        case '"':
          for (start = ++i; i < length && data[i] != '"'; i++)
            if (data[i] == '\\')
              i++;
          if (i - start > max_string)
            return TABLEE_JSON_STRING_TOO_LONG;
          break;
        case '[':
        case '{':
          if (++depth > max_depth)
            return TABLEE_JSON_TOO_DEEP;
          break;
        case ']':
        case '}':
          depth = depth > 0 ? depth - 1 : 0;
          break;
        default:
          break;
        }
    }

  return TABLEE_JSON_WITHIN_LIMITS;
}
