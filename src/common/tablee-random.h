/* tablee-random.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_RANDOM (tablee_random_get_type ())

G_DECLARE_FINAL_TYPE (TableeRandom, tablee_random, TABLEE, RANDOM, GObject)

/* The one source of randomness for dice and shuffles. A seed reproduces a
 * whole game. tablee_random_new() takes its seed from the TABLEE_SEED
 * environment variable when set (so end-to-end tests replay), else from
 * the time. */
TableeRandom *tablee_random_new              (void);
TableeRandom *tablee_random_new_with_seed    (guint32       seed);
/* A number in [begin, end). */
gint32        tablee_random_int_range        (TableeRandom *self,
                                              gint32        begin,
                                              gint32        end);
gboolean      tablee_random_boolean          (TableeRandom *self);
/* Fisher-Yates shuffle of n_items items of item_size bytes each. */
void          tablee_random_shuffle          (TableeRandom *self,
                                              gpointer      items,
                                              gsize         n_items,
                                              gsize         item_size);

G_END_DECLS
