/* frantic-scorer-fixture.h: what the tests of the score sheet share: a
 * sheet seating a few players, rounds to add and totals to check.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-frantic-game.h"

#define E(name) TABLEE_FRANTIC_EVENT_##name

typedef struct {
  TableePlayers       *players;
  TableeFranticScorer *scorer;
} Fixture;

static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  guint n = data != NULL ? GPOINTER_TO_UINT (data) : 3;
  const char *names[] = { "Ana", "Bruno", "Chloé", "Dev", "Emma", "Fred", "Gus", "Hugo" };

  fixture->players = tablee_players_new (2, 8);
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (tablee_players_add (fixture->players, names[i], NULL));
  fixture->scorer = tablee_frantic_scorer_new (fixture->players);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->scorer);
  g_assert_finalize_object (fixture->players);
}

/* Loads a sheet's state as the game does: the seats (n new players) are
 * put in place just after. */
static inline gboolean
load_seated (TableeFranticScorer  *scorer,
             GVariant             *state,
             guint                 n,
             GError              **error)
{
  if (!tablee_frantic_scorer_load_state (scorer, state, n, error))
    return FALSE;
  tablee_players_reset (tablee_frantic_scorer_get_players (scorer), n);

  return TRUE;
}

/* A round: finisher (or -1) then one hand per player. */
static inline TableeFranticRound *
make_round (TableeFranticScorer *scorer,
            int                  finisher,
            ...)
{
  TableeFranticRound *round = tablee_frantic_scorer_new_round (scorer);
  guint n = tablee_frantic_round_get_n_players (round);
  va_list args;

  tablee_frantic_round_set_finishers (round, finisher < 0 ? 0 : 1u << finisher);
  va_start (args, finisher);
  for (guint p = 0; p < n; p++)
    tablee_frantic_round_set_hand (round, p, va_arg (args, int));
  va_end (args);

  return round;
}

static inline void
add (TableeFranticScorer *scorer,
     TableeFranticRound  *round)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_frantic_scorer_add_round (scorer, round, &error));
  g_assert_no_error (error);
  tablee_frantic_round_free (round);
}

static inline void
assert_totals (TableeFranticScorer *scorer,
               ...)
{
  guint n = tablee_players_get_n_players (tablee_frantic_scorer_get_players (scorer));
  va_list args;

  va_start (args, scorer);
  for (guint p = 0; p < n; p++)
    g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, p), ==, va_arg (args, int));
  va_end (args);
}

static inline void
count_cb (guint *counter)
{
  (*counter)++;
}
