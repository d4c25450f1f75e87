/* fuzz-state-models.h: the saveable models the state fuzzer loads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-saveable.h"

G_BEGIN_DECLS

typedef struct {
  const char      *name;       /* of its store: tablee_store_new (name, version) */
  guint32          version;
  /* A fresh model, as its page makes it. */
  TableeSaveable *(*create)   (void);
  /* Models in states worth starting from (for the seeds): a few moves into
   * a game, odd player names, the ends of every range. */
  GPtrArray      *(*examples) (void);
  /* States the model must refuse, as an "a{sv}" of name → state. */
  GVariant       *(*damaged)  (void);
  /* Plays a few moves from the state the model is in, whatever it is. */
  void            (*play)     (TableeSaveable *model);
} FuzzModel;

/* The bit of the first byte of an input saying that the file is in the
 * GVariant text format (fuzz-state.c). */
#define FUZZ_STATE_TEXT 0x80

/* By the first byte of an input: only ever append, the corpus depends on
 * these positions. */
extern const FuzzModel fuzz_state_models[];
extern const guint     fuzz_state_n_models;

G_END_DECLS
