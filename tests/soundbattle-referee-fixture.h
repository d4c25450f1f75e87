/* soundbattle-referee-fixture.h: what the tests of the referee share: a
 * referee seating a few players, and tricks asked, laid and counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-saveable.h"
#include "soundbattle-fixture.h"

#define VOLUME   TABLEE_SOUND_QUALITY_VOLUME
#define PITCH    TABLEE_SOUND_QUALITY_PITCH
#define DURATION TABLEE_SOUND_QUALITY_DURATION
#define TIMBRE   TABLEE_SOUND_QUALITY_TIMBRE
#define HIGHEST  TABLEE_SOUND_DIRECTION_HIGHEST
#define LOWEST   TABLEE_SOUND_DIRECTION_LOWEST

typedef struct {
  TableePlayers            *players;
  TableeSoundbattleReferee *referee;
  guint                     n_changed;
  guint                     n_game_over;
} Fixture;

static inline void
count_changed_cb (Fixture *f)
{
  f->n_changed++;
}

static inline void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char *names[] = { "Ana", "Ben", "Cleo", "Dan" };
  guint n = GPOINTER_TO_UINT (data);

  f->referee = soundbattle_referee_new_seated (names, n);
  f->players = tablee_game_get_players (TABLEE_GAME (f->referee));
  g_signal_connect_swapped (f->referee, "changed", G_CALLBACK (count_changed_cb), f);
}

static inline void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->referee);
}

/* Every one of the 37 cards is somewhere, once. */
static inline void
assert_all_cards (Fixture *f)
{
  TableeSoundbattleReferee *r = f->referee;
  guint total = tablee_soundbattle_referee_get_state (r)->pot + tablee_soundbattle_referee_get_state (r)->set_aside;

  for (guint p = 0; p < tablee_soundbattle_referee_get_n_players (r); p++)
    total += tablee_soundbattle_referee_get_state (r)->left[p]
             + tablee_soundbattle_referee_get_state (r)->won[p];
  if (tablee_soundbattle_referee_get_state (r)->mystery == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED)
    total++;

  g_assert_cmpuint (total, ==, TABLEE_SOUNDBATTLE_N_CARDS);
}

static inline void
start (Fixture *f,
       guint    first_attacker)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, first_attacker, &error));
  g_assert_no_error (error);
}

static inline void
ask (Fixture             *f,
     TableeSoundQuality   quality,
     TableeSoundDirection direction)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_true (tablee_soundbattle_referee_ask (f->referee, quality, direction, &error));
  g_assert_no_error (error);
}

/* Player lays value (in the quality's unit); the referee must be waiting for
 * exactly that player. */
static inline void
lay_full (Fixture  *f,
          guint     player,
          double    value,
          gboolean  super_power)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (f->referee), ==, player);
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, (gint64) (value * 1000),
                                                 super_power, &error));
  g_assert_no_error (error);
  assert_all_cards (f);
}

static inline void
lay (Fixture *f,
     guint    player,
     double   value)
{
  lay_full (f, player, value, FALSE);
}

static inline guint
left (Fixture *f,
      guint    player)
{
  return tablee_soundbattle_referee_get_state (f->referee)->left[player];
}

static inline guint
won (Fixture *f,
     guint    player)
{
  return tablee_soundbattle_referee_get_state (f->referee)->won[player];
}

/* Whether player won the last round (ties share it), or the match. */
static inline gboolean
round_winner (Fixture *f,
              guint    player)
{
  return (tablee_soundbattle_referee_get_state (f->referee)->round_winners & (1u << player)) != 0;
}

static inline gboolean
match_winner (Fixture *f,
              guint    player)
{
  return (tablee_soundbattle_referee_get_state (f->referee)->match_winners & (1u << player)) != 0;
}

static inline int
last_winner (Fixture *f)
{
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_last_trick (f->referee);

  g_assert_nonnull (trick);
  return trick->winner;
}

/* One trick in volume that winner wins without a battle, everyone laying
 * in the order the referee asks. */
static inline void
play_trick_won_by (Fixture *f,
                   guint    winner)
{
  ask (f, VOLUME, HIGHEST);

  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_LAY)
    {
      guint next = tablee_soundbattle_referee_get_next_player (f->referee);

      lay (f, next, next == winner ? 120 : 20 + next);
    }

  g_assert_cmpint (last_winner (f), ==, winner);
}
