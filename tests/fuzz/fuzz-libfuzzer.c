/* fuzz-libfuzzer.c: the libFuzzer entry points of a fuzz target.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-target.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_target_init ();

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  fuzz_target_run (data, size);

  return 0;
}
