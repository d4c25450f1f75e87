/* fuzz-common.c: what every fuzz target shares.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "fuzz-target.h"

/* A warning or a critical is a bug that a damaged input reached. GLib stops
 * on a fatal message with a breakpoint trap outside of tests, which
 * libFuzzer does not catch: abort instead, so that it keeps the input. */
static GLogWriterOutput
abort_on_warnings_writer (GLogLevelFlags   log_level,
                          const GLogField *fields,
                          gsize            n_fields,
                          gpointer         user_data)
{
  GLogWriterOutput ret;

  /* The store explains every file it sets aside: millions of them here. */
  if (log_level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;

  ret = g_log_writer_default (log_level, fields, n_fields, user_data);

  if (log_level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      fflush (stderr);
      abort ();
    }

  return ret;
}

void
fuzz_abort_on_warnings (void)
{
  g_log_set_writer_func (abort_on_warnings_writer, NULL, NULL);
}
