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

/* Runs the main loop until the save status of every store is failing, or
 * no longer (the retries come after 1, 2, 4... s); fails the test after
 * 20 s. */
void     tablee_test_wait_for_save_failing (gboolean failing);

/* Speaks French from now on, with the translations of the build tree: for
 * a test's subprocess. */
void     tablee_test_use_french (void);

G_END_DECLS
