/* test-notnot-shared.h: what the Not Not tests share, header-only since
 * each test is one program: the saved files to forget, the spots of a
 * mask, and the start of a page test in a folder of its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#include "tablee-notnot-rules.h"
#include "tablee-notnot-training.h"

/* Where the pages save their games. */
static inline const char *
notnot_test_saves_dir (void)
{
  static char *dir;

  if (dir == NULL)
    dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);

  return dir;
}

/* Every test starts with nothing saved: the game, the training and the
 * dice alone. */
static inline void
notnot_test_forget_saved_games (void)
{
  const char *names[] = { "notnot.state", "notnot-training.state", "notnot-dice.state" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (notnot_test_saves_dir (), names[i], NULL);

      g_unlink (path);
    }
}

/* The first spot of mask, or -1. */
static inline int
notnot_test_lowest_spot (guint mask)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (mask & (1u << spot))
        return spot;
    }

  return -1;
}

/* Opens every level of the training, as a player who went through them
 * would have, without playing (or counting) anything. */
static inline void
notnot_test_open_levels (TableeNotnotTraining *training)
{
  g_autoptr(GVariant) saved = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_autoptr(GVariant) opened = NULL;
  GVariantDict dict;

  g_variant_dict_init (&dict, saved);
  g_variant_dict_insert (&dict, "unlocked", "u", (guint) TABLEE_NOTNOT_N_LEVELS - 1);
  opened = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (training), opened, NULL));
}

/* Before g_test_init(): the page saves its games under a user data
 * folder of the test's own (G_TEST_OPTION_ISOLATE_DIRS would do, but it
 * leaks the folder lists GTK reads at start), in English, drawing with
 * cairo (a GL driver's threads can deadlock AddressSanitizer's unwinder).
 * Returns the folder, for notnot_test_clean_up(). */
static inline char *
notnot_test_set_up (const char *name)
{
  g_autofree char *template = g_strdup_printf ("tablee-%s-XXXXXX", name);
  char *data_dir = g_dir_make_tmp (template, NULL);

  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);

  return data_dir;
}

static inline void
notnot_test_clean_up (const char *data_dir)
{
  notnot_test_forget_saved_games ();
  g_rmdir (notnot_test_saves_dir ());
  g_rmdir (data_dir);
}
