/* fuzz-target.h: what each fuzz target gives libFuzzer and the replay driver.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

/* Sets up what every input needs (a private data directory, fatal
 * criticals); called once, before the first input. */
void     fuzz_target_init (void);

/* Feeds one input to the code under test and returns whether it accepted it
 * (a state that loaded, a rules file that parsed). Crashes, sanitizer
 * reports and broken invariants abort. */
gboolean fuzz_target_run  (const guint8 *data,
                           gsize         size);

/* Makes warnings and criticals abort (fuzz-common.c). */
void     fuzz_abort_on_warnings (void);

/* The libFuzzer entry points, defined by fuzz-libfuzzer.c. */
int      LLVMFuzzerInitialize   (int            *argc,
                                 char         ***argv);
int      LLVMFuzzerTestOneInput (const uint8_t  *data,
                                 size_t          size);

G_END_DECLS
