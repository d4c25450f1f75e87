/* test-random.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tablee-random.h"

static void
test_same_seed_same_sequence (void)
{
  g_autoptr(TableeRandom) a = tablee_random_new_with_seed (42);
  g_autoptr(TableeRandom) b = tablee_random_new_with_seed (42);

  for (guint i = 0; i < 1000; i++)
    g_assert_cmpint (tablee_random_int_range (a, 0, 1000), ==, tablee_random_int_range (b, 0, 1000));
}

static void
test_other_seed_other_sequence (void)
{
  g_autoptr(TableeRandom) a = tablee_random_new_with_seed (7);
  g_autoptr(TableeRandom) b = tablee_random_new_with_seed (8);
  gboolean differ = FALSE;

  for (guint i = 0; i < 16; i++)
    differ |= tablee_random_int_range (a, -50, 50) != tablee_random_int_range (b, -50, 50);
  g_assert_true (differ);
}

static void
test_range_bounds (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  gboolean seen[6] = { FALSE };

  for (guint i = 0; i < 600; i++)
    {
      gint32 face = tablee_random_int_range (random, 0, 6);

      g_assert_cmpint (face, >=, 0);
      g_assert_cmpint (face, <, 6);
      seen[face] = TRUE;
    }

  /* A fair die shows every face in 600 rolls. */
  for (guint i = 0; i < 6; i++)
    g_assert_true (seen[i]);
}

static void
test_shuffle_is_a_permutation (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (3);
  guint16 items[51];
  guint counts[51] = { 0 };
  gboolean moved = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    items[i] = (guint16) i;

  tablee_random_shuffle (random, items, G_N_ELEMENTS (items), sizeof items[0]);

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      counts[items[i]]++;
      moved |= items[i] != i;
    }
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    g_assert_cmpuint (counts[i], ==, 1);
  g_assert_true (moved);
}

static void
test_shuffle_replays (void)
{
  g_autoptr(TableeRandom) a = tablee_random_new_with_seed (99);
  g_autoptr(TableeRandom) b = tablee_random_new_with_seed (99);
  g_autoptr(GPtrArray) pa = g_ptr_array_new ();
  g_autoptr(GPtrArray) pb = g_ptr_array_new ();

  for (guint i = 0; i < 34; i++)
    {
      g_ptr_array_add (pa, GUINT_TO_POINTER (i + 1));
      g_ptr_array_add (pb, GUINT_TO_POINTER (i + 1));
    }

  tablee_random_shuffle (a, pa->pdata, pa->len, sizeof (gpointer));
  tablee_random_shuffle (b, pb->pdata, pb->len, sizeof (gpointer));

  for (guint i = 0; i < pa->len; i++)
    g_assert_true (pa->pdata[i] == pb->pdata[i]);
}

static void
test_seed_from_environment (void)
{
  g_autoptr(TableeRandom) random = NULL;
  g_autoptr(TableeRandom) seeded = tablee_random_new_with_seed (12345);

  g_setenv ("TABLEE_SEED", "12345", TRUE);
  random = tablee_random_new ();
  g_unsetenv ("TABLEE_SEED");
  for (guint i = 0; i < 16; i++)
    g_assert_cmpint (tablee_random_int_range (random, 0, 1000), ==, tablee_random_int_range (seeded, 0, 1000));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/random/same-seed-same-sequence", test_same_seed_same_sequence);
  g_test_add_func ("/random/other-seed-other-sequence", test_other_seed_other_sequence);
  g_test_add_func ("/random/range-bounds", test_range_bounds);
  g_test_add_func ("/random/shuffle-is-a-permutation", test_shuffle_is_a_permutation);
  g_test_add_func ("/random/shuffle-replays", test_shuffle_replays);
  g_test_add_func ("/random/seed-from-environment", test_seed_from_environment);

  return g_test_run ();
}
