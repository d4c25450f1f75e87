/* tablee-test-process.h: what the tests ask of their own process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether a shared object whose file name starts with prefix is mapped
 * into this process. */
gboolean tablee_test_is_mapped (const char *prefix);

G_END_DECLS
