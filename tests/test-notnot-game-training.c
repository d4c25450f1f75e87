/* test-notnot-game-training.c: the Not Not solo training: reaction
 * times, wrong taps, boards where nobody may tap, and saving.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "notnot-game-fixture.h"

/* Training */

typedef struct {
  TableeClock          *clock;
  TableeNotnotTraining *training;
} TrainingFixture;

static void
training_setup (TrainingFixture *fixture,
                gconstpointer    data)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (31);

  fixture->clock = tablee_clock_new_manual (1000000);
  fixture->training = tablee_notnot_training_new (random, fixture->clock);
  notnot_test_open_levels (fixture->training);
}

static void
training_teardown (TrainingFixture *fixture,
                   gconstpointer    data)
{
  g_assert_finalize_object (fixture->training);
  g_assert_finalize_object (fixture->clock);
}

static TableeNotnotStats
stats_of (TableeNotnotTraining *training,
          TableeNotnotLevel     level)
{
  TableeNotnotStats stats;

  tablee_notnot_training_get_stats (training, level, &stats);

  return stats;
}

static void
test_training_reaction (TrainingFixture *fixture,
                        gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  const gint64 times[] = { 450000, 800000, 610000 };
  gint64 total = 0;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_NORMAL);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      guint valid;

      do
        tablee_notnot_training_next (training);
      while (tablee_notnot_training_get_valid_spots (training) == 0);
      g_assert_true (tablee_notnot_training_get_waiting (training));
      valid = tablee_notnot_training_get_valid_spots (training);
      tablee_clock_advance (fixture->clock, times[i]);
      g_assert_true (tablee_notnot_training_answer (training, lowest_spot (valid)));
      g_assert_false (tablee_notnot_training_get_waiting (training));
      g_assert_true (tablee_notnot_training_get_last_right (training));
      g_assert_cmpint (tablee_notnot_training_get_last_reaction (training), ==, times[i]);
      total += times[i];
    }

  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).n_right, ==, 3);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).best, ==, 450000);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).average, ==,
                   total / 3);
  /* Other levels keep their own statistics. */
  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_DISCOVERY).n_right, ==, 0);
  g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_HARD).best, ==, 0);

  /* An answer counts once. */
  g_assert_false (tablee_notnot_training_answer (training, TABLEE_SPOT_UP));
  g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_NORMAL).n_right, ==, 3);
}

static void
test_training_wrong (TrainingFixture *fixture,
                     gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_EXTREME);
  for (guint i = 0; i < 200; i++)
    {
      guint valid;

      tablee_notnot_training_next (training);
      valid = tablee_notnot_training_get_valid_spots (training);
      if (valid == TABLEE_SPOT_MASK_ALL || valid == 0)
        continue;

      tablee_clock_advance (fixture->clock, 300000);
      g_assert_false (tablee_notnot_training_answer (training, lowest_spot (~valid & 0xf)));
      g_assert_false (tablee_notnot_training_get_last_right (training));
      g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).n_wrong, ==, 1);
      g_assert_cmpuint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).n_right, ==, 0);
      g_assert_cmpint (stats_of (training, TABLEE_NOTNOT_LEVEL_EXTREME).best, ==, 0);
      return;
    }

  g_assert_not_reached ();
}

static void
test_training_boards (TrainingFixture *fixture,
                      gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  TableeNotnotRoll first;

  /* No challenge before the first. */
  g_assert_false (tablee_notnot_training_get_roll (training, &first));
  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      gboolean turned = FALSE, liar = FALSE;

      tablee_notnot_training_set_level (training, level);
      for (guint i = 0; i < 300; i++)
        {
          TableeNotnotRoll roll;
          guint n_empty = 0;

          tablee_notnot_training_next (training);
          g_assert_true (tablee_notnot_training_get_roll (training, &roll));
          for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
            {
              TableeNotnotCard card;

              tablee_notnot_training_get_card (training, spot, &card);
              n_empty += card.portal == TABLEE_PORTAL_NONE;
            }
          g_assert_cmpuint (n_empty, <=, 1);
          g_assert_true (level >= TABLEE_NOTNOT_LEVEL_NORMAL || roll.negations == 0);
          turned |= roll.up != TABLEE_SPOT_UP;
          liar |= roll.liar;
        }
      g_assert_true (turned == (level >= TABLEE_NOTNOT_LEVEL_HARD));
      g_assert_true (liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME));
    }
}

/* The chance that nobody may tap, computed over every board the training
 * deals (each card drawn in turn, never a second empty card), every face
 * of the dice, every arrow and both backs. */
static double
no_tap_chance (TableeNotnotLevel level)
{
  double total = 0;

  for (guint board = 0; board < 6 * 6 * 6 * 6; board++)
    {
      TableePortal portals[TABLEE_N_SPOTS];
      gboolean has_empty = FALSE;
      double p_board = 1;

      for (guint spot = 0, rest = board; spot < TABLEE_N_SPOTS; spot++, rest /= TABLEE_N_PORTALS)
        {
          portals[spot] = rest % TABLEE_N_PORTALS;
          if (has_empty && portals[spot] == TABLEE_PORTAL_NONE)
            {
              p_board = 0;
              break;
            }
          p_board /= has_empty ? TABLEE_N_PORTALS - 1 : TABLEE_N_PORTALS;
          has_empty |= portals[spot] == TABLEE_PORTAL_NONE;
        }
      if (p_board == 0)
        continue;

      for (guint a = 0; a < TABLEE_NOTNOT_DIE_N_FACES; a++)
        for (guint b = 0; b < TABLEE_NOTNOT_DIE_N_FACES; b++)
          for (guint n = 0; n < TABLEE_NOTNOT_DIE_N_FACES; n++)
            for (guint up = 0; up < TABLEE_N_SPOTS; up++)
              for (guint liar = 0; liar < 2; liar++)
                {
                  double p = p_board / (TABLEE_NOTNOT_DIE_N_FACES * TABLEE_NOTNOT_DIE_N_FACES);
                  guint negations = 0;

                  if (level >= TABLEE_NOTNOT_LEVEL_NORMAL)
                    {
                      negations = tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_NEGATION, n);
                      p /= TABLEE_NOTNOT_DIE_N_FACES;
                    }
                  else if (n > 0)
                    continue;
                  if (level >= TABLEE_NOTNOT_LEVEL_HARD)
                    p /= TABLEE_N_SPOTS;
                  else if (up > 0)
                    continue;
                  if (level >= TABLEE_NOTNOT_LEVEL_EXTREME)
                    p *= liar ? TABLEE_NOTNOT_N_LIAR_BACKS / 48.0 : 1 - TABLEE_NOTNOT_N_LIAR_BACKS / 48.0;
                  else if (liar)
                    continue;

                  if (tablee_notnot_judge (tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_DIRECTION, a),
                                           tablee_notnot_die_get_face (TABLEE_NOTNOT_DIE_COLOUR, b),
                                           negations, liar, up, portals) == 0)
                    total += p;
                }
    }

  return total;
}

/* Training deals rolls where nobody may tap as often as the dice do, and
 * "Nobody taps" is the right answer to them, and only to them. */
static void
test_training_no_tap (TrainingFixture *fixture,
                      gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  const guint n_rolls = 6000;

  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      double expected = no_tap_chance (level);
      double margin = 4 * sqrt (expected * (1 - expected) / n_rolls);
      guint n_no_tap = 0;

      g_assert_cmpfloat (expected, >, 0.02);
      tablee_notnot_training_set_level (training, level);
      for (guint i = 0; i < n_rolls; i++)
        {
          gboolean nobody;

          tablee_notnot_training_next (training);
          nobody = tablee_notnot_training_get_valid_spots (training) == 0;
          n_no_tap += nobody;
          g_assert_true (tablee_notnot_training_answer_nobody (training) == nobody);
          g_assert_true (tablee_notnot_training_get_last_right (training) == nobody);
        }

      g_test_message ("level %u: %u of %u rolls with no tap, %.1f expected", level, n_no_tap,
                      n_rolls, expected * n_rolls);
      g_assert_cmpfloat (fabs ((double) n_no_tap / n_rolls - expected), <, margin);
    }

  /* An answer counts once. */
  g_assert_false (tablee_notnot_training_answer_nobody (training));
}

static void
test_training_save_load (TrainingFixture *fixture,
                         gconstpointer    data)
{
  TableeNotnotTraining *training = fixture->training;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeNotnotTraining) copy = tablee_notnot_training_new (random, fixture->clock);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) copied = NULL;
  g_autoptr(GVariant) bad = NULL;
  g_autoptr(GError) error = NULL;

  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_HARD);
  tablee_notnot_training_next (training);
  tablee_clock_advance (fixture->clock, 700000);
  tablee_notnot_training_answer (training, lowest_spot (tablee_notnot_training_get_valid_spots (training)));

  state = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  copied = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, copied));
  g_assert_cmpint (stats_of (copy, TABLEE_NOTNOT_LEVEL_HARD).best, ==, 700000);
  g_assert_cmpint (tablee_notnot_training_get_level (copy), ==, TABLEE_NOTNOT_LEVEL_HARD);

  /* A best time better than any counted one is refused. */
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 0>, 'stats': <@a(uutx) [(1, 0, 500000, 400000), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, NULL));
  g_clear_pointer (&bad, g_variant_unref);
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 0>, 'stats': <@a(uutx) [(2, 0, 500000, 400000), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_clear_pointer (&bad, g_variant_unref);
  bad = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'unlocked': <@u 3>, 'best-streaks': <@au [0, 0, 0, 0]>, 'run': <(@u 3, @u 0, false, false)>,"
    " 'level': <@u 7>, 'stats': <@a(uutx) [(0, 0, 0, 0), (0, 0, 0, 0),"
    " (0, 0, 0, 0), (0, 0, 0, 0)]>}"));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  /* What was loaded before the refusals stays. */
  g_assert_cmpint (stats_of (copy, TABLEE_NOTNOT_LEVEL_DISCOVERY).best, ==, 400000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/notnot/training/reaction", TrainingFixture, NULL,
              training_setup, test_training_reaction, training_teardown);
  g_test_add ("/notnot/training/wrong", TrainingFixture, NULL,
              training_setup, test_training_wrong, training_teardown);
  g_test_add ("/notnot/training/no-tap", TrainingFixture, NULL,
              training_setup, test_training_no_tap, training_teardown);
  g_test_add ("/notnot/training/boards", TrainingFixture, NULL,
              training_setup, test_training_boards, training_teardown);
  g_test_add ("/notnot/training/save-load", TrainingFixture, NULL,
              training_setup, test_training_save_load, training_teardown);

  return g_test_run ();
}
