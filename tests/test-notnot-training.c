/* test-notnot-training.c: training shaped like the video game, on a
 * manual clock: the time limit of a level, the next challenge dealt by
 * itself, lives and streak, levels that open, and what is saved of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-notnot-training.h"
#include "test-notnot-shared.h"

typedef struct {
  TableeClock          *clock;
  TableeNotnotTraining *training;
  guint                 n_dealt;
} Fixture;

static void
dealt_cb (Fixture *fixture)
{
  fixture->n_dealt++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (30);

  fixture->clock = tablee_clock_new_manual (1000000);
  fixture->training = tablee_notnot_training_new (random, fixture->clock);
  g_signal_connect_swapped (fixture->training, "dealt", G_CALLBACK (dealt_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->training);
  g_assert_finalize_object (fixture->clock);
}

/* Deals until the challenge is one where some card may be tapped (want
 * TRUE) or none (FALSE). */
static guint
deal_until (Fixture  *fixture,
            gboolean  tappable)
{
  for (guint i = 0; i < 500; i++)
    {
      guint valid;

      tablee_notnot_training_next (fixture->training);
      valid = tablee_notnot_training_get_valid_spots (fixture->training);
      if ((valid != 0) == tappable)
        return valid;
    }

  g_assert_not_reached ();
}

/* A right answer, at once. */
static void
answer_right (Fixture *fixture)
{
  guint valid = tablee_notnot_training_get_valid_spots (fixture->training);

  g_assert_true (tablee_notnot_training_get_waiting (fixture->training));
  if (valid == 0)
    g_assert_true (tablee_notnot_training_answer_nobody (fixture->training));
  else
    g_assert_true (tablee_notnot_training_answer (fixture->training, notnot_test_lowest_spot (valid)));
}

static void
test_time_limit_shrinks (Fixture       *fixture,
                         gconstpointer  data)
{
  for (TableeNotnotLevel level = 1; level < TABLEE_NOTNOT_N_LEVELS; level++)
    g_assert_cmpint (tablee_notnot_training_get_time_limit (level), <,
                     tablee_notnot_training_get_time_limit (level - 1));
  g_assert_cmpint (tablee_notnot_training_get_time_limit (TABLEE_NOTNOT_LEVEL_EXTREME), >=, G_USEC_PER_SEC);
}

/* Time running out is a wrong answer, and costs a life; on a roll where
 * nobody may tap, holding back was right. */
static void
test_time_runs_out (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  gint64 limit = tablee_notnot_training_get_time_limit (TABLEE_NOTNOT_LEVEL_DISCOVERY);
  TableeNotnotStats stats;

  deal_until (fixture, TRUE);
  g_assert_cmpint (tablee_notnot_training_get_time_left (training), ==, limit);
  tablee_clock_advance (fixture->clock, limit - 1);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  g_assert_cmpint (tablee_notnot_training_get_time_left (training), ==, 1);
  tablee_clock_advance (fixture->clock, 1);
  g_assert_false (tablee_notnot_training_get_waiting (training));
  g_assert_false (tablee_notnot_training_get_last_right (training));
  g_assert_true (tablee_notnot_training_get_timed_out (training));
  g_assert_cmpuint (tablee_notnot_training_get_lives (training), ==, TABLEE_NOTNOT_TRAINING_LIVES - 1);
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_DISCOVERY, &stats);
  g_assert_cmpuint (stats.n_wrong, ==, 1);

  deal_until (fixture, FALSE);
  tablee_clock_advance (fixture->clock, limit);
  g_assert_false (tablee_notnot_training_get_waiting (training));
  g_assert_true (tablee_notnot_training_get_last_right (training));
  g_assert_true (tablee_notnot_training_get_timed_out (training));
  g_assert_cmpuint (tablee_notnot_training_get_streak (training), ==, 1);
  /* Holding back has no reaction time. */
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_DISCOVERY, &stats);
  g_assert_cmpuint (stats.n_right, ==, 0);
}

/* A click after the time limit is too late, even when no alarm told it
 * (the training paused, or a clock that jumped): a 20 s answer is wrong. */
static void
test_late_answer_is_wrong (Fixture       *fixture,
                           gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  guint valid = deal_until (fixture, TRUE);

  tablee_notnot_training_set_paused (training, TRUE);
  tablee_clock_advance (fixture->clock, 20 * G_USEC_PER_SEC);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  g_assert_false (tablee_notnot_training_answer (training, notnot_test_lowest_spot (valid)));
  g_assert_true (tablee_notnot_training_get_timed_out (training));
  g_assert_cmpuint (tablee_notnot_training_get_lives (training), ==, TABLEE_NOTNOT_TRAINING_LIVES - 1);
}

/* Paused, the clock stops nothing but the training: resumed, a challenge
 * gets its whole time again. */
static void
test_pause (Fixture       *fixture,
            gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  gint64 limit = tablee_notnot_training_get_time_limit (TABLEE_NOTNOT_LEVEL_DISCOVERY);

  deal_until (fixture, TRUE);
  tablee_clock_advance (fixture->clock, limit / 2);
  tablee_notnot_training_set_paused (training, TRUE);
  tablee_clock_advance (fixture->clock, 10 * limit);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  tablee_notnot_training_set_paused (training, FALSE);
  g_assert_cmpint (tablee_notnot_training_get_time_left (training), ==, limit);
  tablee_clock_advance (fixture->clock, limit);
  g_assert_false (tablee_notnot_training_get_waiting (training));
}

/* The next challenge comes by itself: soon after a right answer, later
 * after a wrong one, never after the last life. */
static void
test_next_comes_by_itself (Fixture       *fixture,
                           gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  guint dealt;
  guint valid;

  deal_until (fixture, TRUE);
  dealt = fixture->n_dealt;
  answer_right (fixture);
  g_assert_false (tablee_notnot_training_get_waiting (training));
  tablee_clock_advance (fixture->clock, G_USEC_PER_SEC);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  g_assert_cmpuint (fixture->n_dealt, ==, dealt + 1);

  /* Three wrong answers: the run is over. */
  for (guint life = TABLEE_NOTNOT_TRAINING_LIVES; life > 0; life--)
    {
      valid = deal_until (fixture, TRUE);
      if (valid == TABLEE_SPOT_MASK_ALL)
        g_assert_false (tablee_notnot_training_answer_nobody (training));
      else
        g_assert_false (tablee_notnot_training_answer (training, notnot_test_lowest_spot (~valid & TABLEE_SPOT_MASK_ALL)));
      g_assert_cmpuint (tablee_notnot_training_get_lives (training), ==, life - 1);
      g_assert_cmpuint (tablee_notnot_training_get_streak (training), ==, 0);
      dealt = fixture->n_dealt;
      tablee_clock_advance (fixture->clock, G_USEC_PER_SEC);
      /* The referee's sentence has time to be read. */
      g_assert_cmpuint (fixture->n_dealt, ==, dealt);
      tablee_clock_advance (fixture->clock, 3 * G_USEC_PER_SEC);
      g_assert_cmpuint (fixture->n_dealt, ==, life > 1 ? dealt + 1 : dealt);
    }
  tablee_clock_advance (fixture->clock, 60 * G_USEC_PER_SEC);
  g_assert_cmpuint (fixture->n_dealt, ==, dealt);
  g_assert_false (tablee_notnot_training_get_waiting (training));

  /* A new challenge starts a new run. */
  tablee_notnot_training_next (training);
  g_assert_cmpuint (tablee_notnot_training_get_lives (training), ==, TABLEE_NOTNOT_TRAINING_LIVES);
}

/* A streak long enough opens the next level and moves there; levels not
 * open cannot be chosen; the best streak of each level is kept. Rolls
 * where nobody may tap keep coming. */
static void
test_levels_open (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  guint n_nobody = 0;

  g_assert_cmpint (tablee_notnot_training_get_unlocked (training), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_cmpint (tablee_notnot_training_get_level (training), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);

  for (TableeNotnotLevel level = 0; level + 1 < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      for (guint i = 0; i < TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK; i++)
        {
          g_assert_cmpint (tablee_notnot_training_get_level (training), ==, level);
          g_assert_cmpuint (tablee_notnot_training_get_streak (training), ==, i);
          /* By itself, after the first. */
          if (i == 0 && level == 0)
            tablee_notnot_training_next (training);
          else
            tablee_clock_advance (fixture->clock, G_USEC_PER_SEC);
          n_nobody += tablee_notnot_training_get_valid_spots (training) == 0;
          answer_right (fixture);
        }
      g_assert_true (tablee_notnot_training_get_levelled_up (training));
      g_assert_cmpint (tablee_notnot_training_get_level (training), ==, level + 1);
      g_assert_cmpint (tablee_notnot_training_get_unlocked (training), ==, level + 1);
      g_assert_cmpuint (tablee_notnot_training_get_best_streak (training, level), ==,
                        TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK);
      g_assert_cmpuint (tablee_notnot_training_get_streak (training), ==, 0);
    }
  g_test_message ("%u of %u rolls with no tap", n_nobody,
                  TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK * (TABLEE_NOTNOT_N_LEVELS - 1));

  /* An open level can be chosen again, and keeps its best. */
  tablee_notnot_training_set_level (training, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_assert_cmpint (tablee_notnot_training_get_level (training), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_assert_cmpuint (tablee_notnot_training_get_best_streak (training, TABLEE_NOTNOT_LEVEL_DISCOVERY), ==,
                    TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK);
}

/* Nobody-may-tap rolls come in training at every level, as at the table. */
static void
test_no_tap_rolls_come (Fixture       *fixture,
                        gconstpointer  data)
{
  notnot_test_open_levels (fixture->training);
  for (TableeNotnotLevel level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      tablee_notnot_training_set_level (fixture->training, level);
      deal_until (fixture, FALSE);
      answer_right (fixture);
    }
}

/* The run and the levels open are saved, and come back. */
static void
test_run_is_saved (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeNotnotTraining *training = fixture->training;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);
  g_autoptr(TableeNotnotTraining) copy = tablee_notnot_training_new (random, clock);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) copied = NULL;
  g_autoptr(GVariant) bad = NULL;
  g_autoptr(GError) error = NULL;
  GVariantDict dict;
  guint valid;

  for (guint i = 0; i < TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK + 2; i++)
    {
      tablee_notnot_training_next (training);
      answer_right (fixture);
    }
  valid = deal_until (fixture, TRUE);
  if (valid != TABLEE_SPOT_MASK_ALL)
    tablee_notnot_training_answer (training, notnot_test_lowest_spot (~valid & TABLEE_SPOT_MASK_ALL));

  state = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  copied = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, copied));
  g_assert_cmpint (tablee_notnot_training_get_unlocked (copy), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_cmpint (tablee_notnot_training_get_level (copy), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_cmpuint (tablee_notnot_training_get_best_streak (copy, TABLEE_NOTNOT_LEVEL_DISCOVERY), ==,
                    TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK);
  g_assert_cmpuint (tablee_notnot_training_get_lives (copy), ==, tablee_notnot_training_get_lives (training));
  g_assert_cmpuint (tablee_notnot_training_get_streak (copy), ==, tablee_notnot_training_get_streak (training));

  /* A level chosen beyond those open is refused. */
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert (&dict, "level", "u", (guint) TABLEE_NOTNOT_LEVEL_HARD);
  bad = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_clear_pointer (&bad, g_variant_unref);
  /* More lives than a run has, too. */
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert (&dict, "run", "(uubb)", TABLEE_NOTNOT_TRAINING_LIVES + 1, 0u, FALSE, FALSE);
  bad = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (copy), bad, &error));
  g_clear_error (&error);
}

/* Version 1 had no run: the levels up to the one chosen open. */
static void
test_migrate_v1 (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GVariant) v1 = g_variant_ref_sink (g_variant_new_parsed (
    "@a{sv} {'level': <@u 2>, 'stats': <@a(uutx) [(0, 0, 0, 0), (1, 0, 500000, 500000),"
    " (0, 1, 0, 0), (0, 0, 0, 0)]>}"));
  g_autoptr(GVariant) v2 = NULL;
  g_autoptr(GError) error = NULL;

  v2 = tablee_saveable_migrate (TABLEE_SAVEABLE (fixture->training), 1, TABLEE_NOTNOT_TRAINING_FORMAT_VERSION,
                                v1, &error);
  g_assert_no_error (error);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (fixture->training), v2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tablee_notnot_training_get_unlocked (fixture->training), ==, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_cmpint (tablee_notnot_training_get_level (fixture->training), ==, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_cmpuint (tablee_notnot_training_get_lives (fixture->training), ==, TABLEE_NOTNOT_TRAINING_LIVES);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/notnot/training/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("time-limit-shrinks", test_time_limit_shrinks);
  ADD ("time-runs-out", test_time_runs_out);
  ADD ("late-answer-is-wrong", test_late_answer_is_wrong);
  ADD ("pause", test_pause);
  ADD ("next-comes-by-itself", test_next_comes_by_itself);
  ADD ("levels-open", test_levels_open);
  ADD ("no-tap-rolls-come", test_no_tap_rolls_come);
  ADD ("run-is-saved", test_run_is_saved);
  ADD ("migrate-v1", test_migrate_v1);

  return g_test_run ();
}
