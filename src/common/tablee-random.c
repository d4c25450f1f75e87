/* tablee-random.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-random"

#include "config.h"

#include <string.h>

#include "tablee-random.h"

struct _TableeRandom
{
  GObject  parent_instance;

  /* Owned */
  GRand   *rand;
};

G_DEFINE_FINAL_TYPE (TableeRandom, tablee_random, G_TYPE_OBJECT)

static void
tablee_random_finalize (GObject *object)
{
  TableeRandom *self = (TableeRandom *)object;

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (tablee_random_parent_class)->finalize (object);
}

static void
tablee_random_class_init (TableeRandomClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_random_finalize;
}

static void
tablee_random_init (TableeRandom *self)
{
}

TableeRandom *
tablee_random_new (void)
{
  const char *text = g_getenv ("TABLEE_SEED");
  guint64 seed;

  /* End-to-end tests set TABLEE_SEED so that a whole session replays. */
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &seed, NULL))
    seed = (guint32) (g_get_real_time () ^ (g_get_monotonic_time () << 16));

  return tablee_random_new_with_seed ((guint32) seed);
}

TableeRandom *
tablee_random_new_with_seed (guint32 seed)
{
  TableeRandom *self = g_object_new (TABLEE_TYPE_RANDOM, NULL);

  self->rand = g_rand_new_with_seed (seed);

  return self;
}

gint32
tablee_random_int_range (TableeRandom *self,
                         gint32        begin,
                         gint32        end)
{
  g_return_val_if_fail (TABLEE_IS_RANDOM (self), begin);
  g_return_val_if_fail (begin < end, begin);

  return g_rand_int_range (self->rand, begin, end);
}

gboolean
tablee_random_boolean (TableeRandom *self)
{
  g_return_val_if_fail (TABLEE_IS_RANDOM (self), FALSE);

  return g_rand_boolean (self->rand);
}

void
tablee_random_shuffle (TableeRandom *self,
                       gpointer      items,
                       gsize         n_items,
                       gsize         item_size)
{
  guint8 *bytes = items;
  g_autofree guint8 *tmp = NULL;

  g_return_if_fail (TABLEE_IS_RANDOM (self));
  g_return_if_fail (items != NULL || n_items == 0);
  g_return_if_fail (n_items <= G_MAXINT32);

  if (n_items < 2 || item_size == 0)
    return;

  tmp = g_malloc (item_size);

  for (gsize i = n_items - 1; i > 0; i--)
    {
      gsize j = (gsize) g_rand_int_range (self->rand, 0, (gint32) (i + 1));

      if (i == j)
        continue;

      memcpy (tmp, bytes + i * item_size, item_size);
      memcpy (bytes + i * item_size, bytes + j * item_size, item_size);
      memcpy (bytes + j * item_size, tmp, item_size);
    }
}
