/* test-soundbattle-referee.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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

static void
count_changed_cb (Fixture *f)
{
  f->n_changed++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char *names[] = { "Ana", "Ben", "Cleo", "Dan" };
  guint n = GPOINTER_TO_UINT (data);

  f->referee = soundbattle_referee_new_seated (names, n);
  f->players = tablee_game_get_players (TABLEE_GAME (f->referee));
  g_signal_connect_swapped (f->referee, "changed", G_CALLBACK (count_changed_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->referee);
}

/* Every one of the 37 cards is somewhere, once. */
static void
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

static void
start (Fixture *f,
       guint    first_attacker)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, first_attacker, &error));
  g_assert_no_error (error);
}

static void
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
static void
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

static void
lay (Fixture *f,
     guint    player,
     double   value)
{
  lay_full (f, player, value, FALSE);
}

static guint
left (Fixture *f,
      guint    player)
{
  return tablee_soundbattle_referee_get_state (f->referee)->left[player];
}

static guint
won (Fixture *f,
     guint    player)
{
  return tablee_soundbattle_referee_get_state (f->referee)->won[player];
}

/* Whether player won the last round (ties share it), or the match. */
static gboolean
round_winner (Fixture *f,
              guint    player)
{
  return (tablee_soundbattle_referee_get_state (f->referee)->round_winners & (1u << player)) != 0;
}

static gboolean
match_winner (Fixture *f,
              guint    player)
{
  return (tablee_soundbattle_referee_get_state (f->referee)->match_winners & (1u << player)) != 0;
}

static int
last_winner (Fixture *f)
{
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_last_trick (f->referee);

  g_assert_nonnull (trick);
  return trick->winner;
}

/* One trick in volume that winner wins without a battle, everyone laying
 * in the order the referee asks. */
static void
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

static void
test_deal (Fixture       *f,
           gconstpointer  data)
{
  guint n = GPOINTER_TO_UINT (data);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, -1);
  start (f, 1);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpuint (left (f, p), ==, 36 / n);
      g_assert_cmpuint (won (f, p), ==, 0);
    }
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 1);
  /* The dealer sits on the attacker's left, the next one clockwise. */
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 2 % n);
  g_assert_null (tablee_soundbattle_referee_get_last_trick (f->referee));
  assert_all_cards (f);
}

/* Defenders counter-clockwise from the attacker's right, attacker last. */
static void
test_order (Fixture       *f,
            gconstpointer  data)
{
  start (f, 2);
  ask (f, PITCH, HIGHEST);
  g_assert_false (tablee_soundbattle_referee_next_is_mystery (f->referee));
  lay (f, 1, 440);
  lay (f, 0, 220);
  lay (f, 3, 1000);
  lay (f, 2, 880);

  g_assert_cmpint (last_winner (f), ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 3);

  ask (f, PITCH, HIGHEST);
  lay (f, 2, 440);
  lay (f, 1, 220);
  lay (f, 0, 1000);
  lay (f, 3, 880);
  g_assert_cmpint (last_winner (f), ==, 0);
}

static void
test_normal (Fixture       *f,
             gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;

  start (f, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mode, ==, TABLEE_SOUNDBATTLE_MODE_NORMAL);

  /* The direction asked is ignored: normal is always the highest. */
  ask (f, DURATION, LOWEST);
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_cmpint (trick->direction, ==, HIGHEST);
  g_assert_cmpint (trick->quality, ==, DURATION);
  lay (f, 2, 0.5);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);
  lay (f, 1, 3.25);
  lay (f, 0, 1.5);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpint (last_winner (f), ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 3);
  g_assert_cmpuint (won (f, 0) + won (f, 2), ==, 0);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (left (f, p), ==, 11);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->tricks_played, ==, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 1);
  g_assert_null (tablee_soundbattle_referee_get_trick (f->referee));
}

static void
test_pianissimo (Fixture       *f,
                 gconstpointer  data)
{
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, NULL));
  start (f, 0);

  ask (f, VOLUME, HIGHEST);
  g_assert_cmpint (tablee_soundbattle_referee_get_trick (f->referee)->direction, ==, LOWEST);
  lay (f, 2, 30);
  lay (f, 1, 90);
  lay (f, 0, 31);
  g_assert_cmpint (last_winner (f), ==, 2);
  g_assert_cmpuint (won (f, 2), ==, 3);

  /* A tie for the highest value is no battle when the lowest wins. */
  ask (f, TIMBRE, HIGHEST);
  lay (f, 1, 80);
  lay (f, 0, 80);
  lay (f, 2, 10);
  g_assert_cmpint (last_winner (f), ==, 2);
  g_assert_cmpuint (won (f, 2), ==, 6);
}

static void
test_scherzo (Fixture       *f,
              gconstpointer  data)
{
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  start (f, 0);

  ask (f, PITCH, LOWEST);
  g_assert_cmpint (tablee_soundbattle_referee_get_trick (f->referee)->direction, ==, LOWEST);
  lay (f, 1, 100);
  lay (f, 0, 8000);
  g_assert_cmpint (last_winner (f), ==, 1);

  ask (f, PITCH, HIGHEST);
  g_assert_cmpint (tablee_soundbattle_referee_get_trick (f->referee)->direction, ==, HIGHEST);
  lay (f, 0, 100);
  lay (f, 1, 8000);
  g_assert_cmpint (last_winner (f), ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 4);
}

/* Two players: a tie, then a second tie, then a winner who takes all. */
static void
test_battle_two (Fixture       *f,
                 gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;
  g_autoptr(GError) error = NULL;

  start (f, 0);
  ask (f, TIMBRE, HIGHEST);
  lay (f, 1, 40);
  lay (f, 0, 40);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_cmpuint (trick->pass, ==, 1);
  g_assert_cmpint (trick->quality, ==, TIMBRE);
  g_assert_false (tablee_soundbattle_referee_next_may_use_super_power (f->referee));
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 50000, TRUE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_SUPER_POWER);

  lay (f, 1, 55.5);
  lay (f, 0, 55.5);
  g_assert_cmpuint (tablee_soundbattle_referee_get_trick (f->referee)->pass, ==, 2);
  lay (f, 1, 12);
  lay (f, 0, 13);

  g_assert_cmpint (last_winner (f), ==, 0);
  g_assert_cmpuint (won (f, 0), ==, 6);
  g_assert_cmpuint (left (f, 0), ==, 15);
  g_assert_cmpuint (left (f, 1), ==, 15);
  trick = tablee_soundbattle_referee_get_last_trick (f->referee);
  g_assert_cmpuint (trick->n_laid, ==, 6);
  g_assert_cmpuint (trick->laid[4].pass, ==, 2);
}

/* Three players: only the players tied for the best value battle. */
static void
test_battle_three (Fixture       *f,
                   gconstpointer  data)
{
  start (f, 0);
  ask (f, VOLUME, HIGHEST);
  lay (f, 2, 90);
  lay (f, 1, 20);
  lay (f, 0, 90);

  g_assert_cmpuint (tablee_soundbattle_referee_get_trick (f->referee)->n_order, ==, 2);
  /* Same order as the trick: counter-clockwise from the attacker's right. */
  lay (f, 2, 70);
  lay (f, 0, 60);

  g_assert_cmpint (last_winner (f), ==, 2);
  g_assert_cmpuint (won (f, 2), ==, 5);
  g_assert_cmpuint (left (f, 0), ==, 10);
  g_assert_cmpuint (left (f, 1), ==, 11);
  g_assert_cmpuint (left (f, 2), ==, 10);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 2);

  /* A tie below the best value is no battle. */
  ask (f, VOLUME, HIGHEST);
  lay (f, 1, 20);
  lay (f, 0, 20);
  lay (f, 2, 21);
  g_assert_cmpint (last_winner (f), ==, 2);
}

/* Four players: three tie, then two of them tie again. */
static void
test_battle_four (Fixture       *f,
                  gconstpointer  data)
{
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, NULL));
  start (f, 1);
  ask (f, DURATION, HIGHEST);
  lay (f, 0, 2);
  lay (f, 3, 2);
  lay (f, 2, 5);
  lay (f, 1, 2);

  g_assert_cmpuint (tablee_soundbattle_referee_get_trick (f->referee)->n_order, ==, 3);
  lay (f, 0, 1);
  lay (f, 3, 4);
  lay (f, 1, 1);

  g_assert_cmpuint (tablee_soundbattle_referee_get_trick (f->referee)->n_order, ==, 2);
  lay (f, 0, 3);
  lay (f, 1, 0.25);

  g_assert_cmpint (last_winner (f), ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 9);
  g_assert_cmpuint (left (f, 0), ==, 6);
  g_assert_cmpuint (left (f, 1), ==, 6);
  g_assert_cmpuint (left (f, 2), ==, 8);
  g_assert_cmpuint (left (f, 3), ==, 7);
}

static void
test_super_powers (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const TableeSoundbattleTrick *trick;

  start (f, 0);
  ask (f, PITCH, HIGHEST);
  g_assert_true (tablee_soundbattle_referee_next_may_use_super_power (f->referee));
  lay_full (f, 2, 300, TRUE);
  lay_full (f, 1, 200, TRUE);

  /* The attacker may not. */
  g_assert_false (tablee_soundbattle_referee_next_may_use_super_power (f->referee));
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 100000, TRUE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_SUPER_POWER);
  g_assert_cmpstr (error->message, ==, "The attacker cannot use a super power.");
  lay (f, 0, 100);

  trick = tablee_soundbattle_referee_get_last_trick (f->referee);
  g_assert_true (trick->laid[0].super_power);
  g_assert_true (trick->laid[1].super_power);
  g_assert_false (trick->laid[2].super_power);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->super_powers[2], ==, 1);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->super_powers[1], ==, 1);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->super_powers[0], ==, 0);
}

/* Two players lay the same number of cards, so they run out together: the
 * mystery card is never used and the round ends after 18 tricks. A tie on
 * the last cards cannot be settled: those cards are set aside. */
static void
test_two_run_out_together (Fixture       *f,
                           gconstpointer  data)
{
  start (f, 0);

  for (guint i = 0; i < 17; i++)
    play_trick_won_by (f, i % 3 == 0 ? 1 : 0);

  g_assert_cmpuint (left (f, 0), ==, 1);
  g_assert_cmpuint (left (f, 1), ==, 1);
  ask (f, VOLUME, HIGHEST);
  lay (f, tablee_soundbattle_referee_get_next_player (f->referee), 60);
  lay (f, tablee_soundbattle_referee_get_next_player (f->referee), 60);

  g_assert_cmpint (last_winner (f), ==, -1);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->set_aside, ==, 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  /* 11 tricks of 2 cards against 6. */
  g_assert_cmpuint (won (f, 0), ==, 22);
  g_assert_cmpuint (won (f, 1), ==, 12);
  g_assert_true (round_winner (f, 0));
  g_assert_false (round_winner (f, 1));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->round_wins[0], ==, 1);
}

/* A battle between two of three players, won by the first of them. */
static void
battle_trick (Fixture *f,
              guint    a,
              guint    b)
{
  ask (f, VOLUME, HIGHEST);
  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_LAY)
    {
      const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (f->referee);
      guint next = tablee_soundbattle_referee_get_next_player (f->referee);

      if (trick->pass == 0)
        lay (f, next, next == a || next == b ? 100 : 10);
      else
        lay (f, next, next == a ? 100 : 10);
    }
  g_assert_cmpint (last_winner (f), ==, a);
}

/* Three players: two run out in the same battle while the third still has
 * cards: the mystery card may not be used, the round ends and the third
 * keeps the cards left in their deck. */
static void
test_several_out_no_mystery (Fixture       *f,
                             gconstpointer  data)
{
  start (f, 0);

  for (guint i = 0; i < 6; i++)
    battle_trick (f, 2, 1);

  g_assert_cmpuint (left (f, 1), ==, 0);
  g_assert_cmpuint (left (f, 2), ==, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_cmpuint (left (f, 0), ==, 0);
  g_assert_cmpuint (won (f, 0), ==, 6);
  g_assert_cmpuint (won (f, 2), ==, 30);
  g_assert_true (round_winner (f, 2));
  assert_all_cards (f);
}

/* Three players: one runs out alone and lays the mystery card; at the next
 * trick they cannot lay any more: the round ends and the two others keep
 * the cards they hold. */
static void
test_mystery_once (Fixture       *f,
                   gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;

  start (f, 0);
  for (guint i = 0; i < 3; i++)
    battle_trick (f, 0, 1);
  for (guint i = 0; i < 3; i++)
    battle_trick (f, 2, 1);

  g_assert_cmpuint (left (f, 0), ==, 3);
  g_assert_cmpuint (left (f, 1), ==, 0);
  g_assert_cmpuint (left (f, 2), ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 2);

  ask (f, TIMBRE, HIGHEST);
  /* Player 1 (the attacker's right) lays the mystery card. */
  g_assert_true (tablee_soundbattle_referee_next_is_mystery (f->referee));
  lay (f, 1, 10);
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_cmpint (trick->mystery_player, ==, 1);
  g_assert_true (trick->laid[0].mystery);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_USED);
  lay (f, 0, 90);
  lay (f, 2, 20);
  g_assert_cmpint (last_winner (f), ==, 0);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (left (f, 0), ==, 0);
  g_assert_cmpuint (left (f, 2), ==, 0);
  /* 3 battles of 5 cards and the mystery trick of 3, plus 2 kept. */
  g_assert_cmpuint (won (f, 0), ==, 15 + 3 + 2);
  g_assert_cmpuint (won (f, 2), ==, 15 + 2);
  g_assert_cmpuint (won (f, 1), ==, 0);
  g_assert_true (round_winner (f, 0));
  assert_all_cards (f);
}

/* A player whose last card ties uses the mystery card in the battle. */
static void
test_mystery_in_battle (Fixture       *f,
                        gconstpointer  data)
{
  start (f, 0);
  battle_trick (f, 0, 1);
  battle_trick (f, 0, 1);
  battle_trick (f, 2, 1);
  battle_trick (f, 2, 1);
  battle_trick (f, 0, 1);
  play_trick_won_by (f, 1);
  g_assert_cmpuint (left (f, 0), ==, 3);
  g_assert_cmpuint (left (f, 1), ==, 1);
  g_assert_cmpuint (left (f, 2), ==, 4);

  /* Player 1 attacks. */
  ask (f, PITCH, HIGHEST);
  lay (f, 0, 500);
  lay (f, 2, 100);
  lay (f, 1, 500);
  g_assert_cmpuint (left (f, 1), ==, 0);
  g_assert_true (tablee_soundbattle_referee_next_is_mystery (f->referee) == FALSE);
  lay (f, 0, 300);
  g_assert_true (tablee_soundbattle_referee_next_is_mystery (f->referee));
  lay (f, 1, 900);

  g_assert_cmpint (last_winner (f), ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 3 + 5);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_USED);
  /* Player 1 cannot lay for the next trick: the round ends. */
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (left (f, 0), ==, 0);
  g_assert_cmpuint (left (f, 2), ==, 0);
  assert_all_cards (f);
}

/* Three players tie on their very last cards: nobody can win the trick, its
 * cards are set aside and the round ends. */
static void
test_battle_out_of_cards (Fixture       *f,
                          gconstpointer  data)
{
  start (f, 0);
  for (guint i = 0; i < 11; i++)
    play_trick_won_by (f, i % 3);

  ask (f, VOLUME, HIGHEST);
  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_LAY)
    lay (f, tablee_soundbattle_referee_get_next_player (f->referee), 70);

  g_assert_cmpint (last_winner (f), ==, -1);
  g_assert_cmpuint (tablee_soundbattle_referee_get_last_trick (f->referee)->n_laid, ==, 3);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->set_aside, ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  /* 4 tricks of 3 cards won by players 0 and 1, 3 by player 2: a tie. */
  g_assert_cmpuint (won (f, 0), ==, 12);
  g_assert_cmpuint (won (f, 1), ==, 12);
  g_assert_cmpuint (won (f, 2), ==, 9);
  g_assert_true (round_winner (f, 0));
  g_assert_true (round_winner (f, 1));
  g_assert_false (round_winner (f, 2));
}

/* Four players: two run out in the same trick, one of them tied for the
 * best value. Several are out at once, so no mystery card: that player
 * loses the battle and the other wins it without laying; then the round
 * ends and the others keep their cards. */
static void
test_battle_one_left (Fixture       *f,
                      gconstpointer  data)
{
  start (f, 0);
  for (guint i = 0; i < 4; i++)
    battle_trick (f, 0, 2);
  g_assert_cmpuint (left (f, 0), ==, 1);
  g_assert_cmpuint (left (f, 1), ==, 5);
  g_assert_cmpuint (left (f, 2), ==, 1);
  g_assert_cmpuint (left (f, 3), ==, 5);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 0);

  ask (f, PITCH, HIGHEST);
  lay (f, 3, 800);
  lay (f, 2, 100);
  lay (f, 1, 200);
  lay (f, 0, 800);

  g_assert_cmpint (last_winner (f), ==, 3);
  g_assert_cmpuint (tablee_soundbattle_referee_get_last_trick (f->referee)->n_laid, ==, 4);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (won (f, 3), ==, 4 + 4);
  g_assert_cmpuint (won (f, 1), ==, 4);
  g_assert_cmpuint (won (f, 0), ==, 4 * 6);
  assert_all_cards (f);
}

static void
play_round_won_by (Fixture *f,
                   guint    winner)
{
  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_ASK)
    play_trick_won_by (f, winner);
}

static void
test_match (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 2, NULL));
  start (f, 0);

  play_round_won_by (f, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (won (f, 1), ==, 36);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->round_wins[1], ==, 1);
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);

  /* The round's winner deals; the first card goes to their right. */
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, 1);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->rounds_played, ==, 1);
  g_assert_cmpuint (left (f, 2), ==, 12);
  g_assert_cmpuint (won (f, 1), ==, 0);

  play_round_won_by (f, 2);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 1);

  play_round_won_by (f, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (match_winner (f, 1));
  g_assert_false (match_winner (f, 2));
  g_assert_false (tablee_soundbattle_referee_next_round (f->referee, NULL));

  /* A new match starts from nothing. */
  start (f, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->round_wins[1], ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->rounds_played, ==, 0);
}

/* A tied round counts for every player tied; the first of them from the
 * last dealer, counter-clockwise, deals. */
static void
test_match_tied_round (Fixture       *f,
                       gconstpointer  data)
{
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 1, NULL));
  start (f, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);

  for (guint i = 0; i < 18; i++)
    play_trick_won_by (f, i % 2);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (match_winner (f, 0));
  g_assert_true (match_winner (f, 1));
  g_assert_true (round_winner (f, 0));
  g_assert_true (round_winner (f, 1));
}

static void
test_next_dealer_of_tied (Fixture       *f,
                          gconstpointer  data)
{
  start (f, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);

  /* 12 tricks: 0 and 2 win 6 each. */
  for (guint i = 0; i < 12; i++)
    play_trick_won_by (f, i % 2 == 0 ? 0 : 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);

  /* From the dealer (1) counter-clockwise: 1, 0, 2: player 0 deals. */
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, 0);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, -1);
}

static void
test_bad_values (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tablee_soundbattle_referee_start_match (f->referee, 3, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 0, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 10, NULL));
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  start (f, 0);
  g_assert_false (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 1000, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  /* Out of range through the API: refused with an error, nothing changes,
   * in every mode, the modes that impose a direction included. */
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, 2, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, TABLEE_N_SOUND_QUALITIES, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpuint (f->n_changed, ==, 0);
  tablee_soundbattle_referee_end_match (f->referee);
  g_assert_false (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_N_MODES, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  start (f, 0);
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, PITCH, 7, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (f->n_changed, ==, 0);
  g_assert_null (tablee_soundbattle_referee_get_trick (f->referee));

  ask (f, TIMBRE, HIGHEST);
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 100001, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, -1, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_assert_cmpuint (f->n_changed, ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (f->referee), ==, 1);
}

static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));
  start (f, 0);
  ask (f, VOLUME, HIGHEST);
  lay (f, 1, 50);
  lay (f, 0, 50);
  lay (f, 1, 60);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 3);

  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 2);
  g_assert_cmpuint (left (f, 1), ==, 17);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (f->referee), ==, 1);
  lay (f, 1, 70);
  lay (f, 0, 10);
  g_assert_cmpint (last_winner (f), ==, 1);

  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));
  g_assert_false (soundbattle_undo (f->referee));
}

static void
test_players_change (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TableePlayer) removed = NULL;

  start (f, 0);
  play_trick_won_by (f, 2);

  /* A rename keeps the match. */
  g_assert_true (tablee_players_rename (f->players, 1, "Bea", NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));

  /* Another table is another match. */
  removed = tablee_players_remove (f->players, 2, NULL);
  g_assert_nonnull (removed);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpuint (tablee_soundbattle_referee_get_n_players (f->referee), ==, 2);
  start (f, 1);
  g_assert_cmpuint (left (f, 0), ==, 18);

  /* Undo gives the old table its match back, the rename kept. */
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_n_players (f->referee), ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpuint (won (f, 2), ==, 3);
  g_assert_cmpstr (tablee_soundbattle_referee_get_player_name (f->referee, 1), ==, "Bea");
}

static void
test_save_load (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) again = NULL;
  g_autoptr(GError) error = NULL;
  const TableeSoundbattleTrick *trick;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 3, NULL));
  start (f, 2);
  play_trick_won_by (f, 3);
  ask (f, DURATION, LOWEST);
  lay_full (f, 2, 1.5, TRUE);
  lay (f, 1, 1.5);
  lay (f, 0, 9);
  lay (f, 3, 2);

  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 4);
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 2)), ==, "Cleo");
  g_assert_cmpint (tablee_soundbattle_referee_get_state (other)->mode, ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->rounds_to_win, ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (other), ==, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->pot, ==, 4);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->super_powers[2], ==, 1);
  trick = tablee_soundbattle_referee_get_trick (other);
  g_assert_cmpint (trick->direction, ==, LOWEST);
  g_assert_cmpuint (trick->pass, ==, 1);
  g_assert_cmpint (trick->laid[0].value, ==, 1500);
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (other)->winner, ==, 3);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->won[p], ==, won (f, p));

  again = tablee_saveable_save (TABLEE_SAVEABLE (other));
  g_assert_true (g_variant_equal (saved, again));

  /* The loaded game goes on. */
  lay (f, 2, 1);
  g_assert_true (tablee_soundbattle_referee_lay (other, 1000, FALSE, NULL));
  lay (f, 1, 2);
  g_assert_true (tablee_soundbattle_referee_lay (other, 2000, FALSE, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (other)->winner, ==, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->won[2], ==, 6);
}

/* Replaces key (removes it when value is NULL) in the game's part of a
 * saved state, or among the seats for "players". */
static GVariant *
replace_key (GVariant   *state,
             const char *key,
             GVariant   *value)
{
  GVariantDict dict;
  GVariantDict game;
  g_autoptr(GVariant) part = g_variant_lookup_value (state, "game", NULL);

  g_variant_dict_init (&dict, state);
  g_variant_dict_init (&game, part);
  if (value == NULL)
    g_variant_dict_remove (&game, key);
  else if (g_str_equal (key, "players"))
    g_variant_dict_insert_value (&dict, key, value);
  else
    g_variant_dict_insert_value (&game, key, value);
  g_variant_dict_insert_value (&dict, "game", g_variant_dict_end (&game));

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static void
test_load_damaged (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GVariant) saved = NULL;
  const guint32 too_many[] = { 12, 12, 13 };
  const guint32 two[] = { 12, 12 };
  struct {
    const char *key;
    GVariant   *value;
  } damages[] = {
    { "phase", g_variant_new_uint32 (9) },
    { "mode", g_variant_new_uint32 (3) },
    { "rounds-to-win", g_variant_new_uint32 (0) },
    { "attacker", g_variant_new_uint32 (3) },
    { "cards-left", g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, too_many, 3, 4) },
    { "cards-left", g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, two, 2, 4) },
    { "pot", g_variant_new_uint32 (2) },
    { "mystery", g_variant_new_uint32 (1) },
    { "trick", g_variant_new_string ("trick") },
    { "players", g_variant_new_string ("Ana") },
    { "cards-won", NULL },
  };

  start (f, 0);
  ask (f, VOLUME, HIGHEST);
  lay (f, 2, 30);
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));

  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      static const char *names[] = { "Zoe", "Yann" };
      g_autoptr(TableeSoundbattleReferee) other = soundbattle_referee_new_seated (names, 2);
      TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
      g_autoptr(GVariant) damaged = NULL;
      g_autoptr(GError) error = NULL;

      damaged = replace_key (saved, damages[i].key, damages[i].value);

      g_test_message ("damage %u: %s", i, damages[i].key);
      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (other), damaged, &error));
      g_assert_nonnull (error);
      g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
      g_assert_cmpuint (tablee_players_get_n_players (players), ==, 2);
      g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 0)), ==, "Zoe");
    }
}

static void
test_setup_save (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
  g_autoptr(GVariant) saved = NULL;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, NULL));
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (other)->mode, ==, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
}

static void
game_over_cb (Fixture *f)
{
  f->n_game_over++;
}

/* Every action is one step of the game's history, labelled with what undo
 * takes back; winning the match finishes the game, once. */
static void
test_undo_labels_and_finished (Fixture       *f,
                               gconstpointer  data)
{
  TableeGame *game = TABLEE_GAME (f->referee);
  g_autofree char *label = NULL;

  g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), f);
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 1, NULL));
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Rounds to win changed");
  start (f, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Match started");
  ask (f, VOLUME, HIGHEST);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Question asked");
  lay (f, 1, 50);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Ben’s card");
  label = tablee_game_undo (game);
  g_assert_cmpstr (label, ==, "Ben’s card");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 0, NULL));
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Trick won");
  g_assert_false (tablee_game_get_can_redo (game));

  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_ASK)
    {
      g_assert_false (tablee_game_get_finished (game));
      ask (f, PITCH, HIGHEST);
      g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 0, NULL));
    }
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_cmpuint (f->n_game_over, ==, 1);

  /* Undo and redo move through the end without announcing it again. */
  g_clear_pointer (&label, g_free);
  label = tablee_game_undo (game);
  g_assert_cmpstr (label, ==, "Trick won");
  g_assert_false (tablee_game_get_finished (game));
  g_clear_pointer (&label, g_free);
  label = tablee_game_redo (game);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_cmpuint (f->n_game_over, ==, 1);

  /* A new match is no longer finished. */
  start (f, 1);
  g_assert_false (tablee_game_get_finished (game));
  tablee_soundbattle_referee_end_match (f->referee);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Match ended");
}

/* Without a match, the state holds no deal, no count and no trick. */
static void
assert_no_match (Fixture *f)
{
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (f->referee);

  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpint (st->dealer, ==, -1);
  g_assert_cmpint (st->attacker, ==, -1);
  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    g_assert_true (st->left[p] == 0 && st->won[p] == 0 && st->round_wins[p] == 0 && st->super_powers[p] == 0);
  g_assert_cmpuint (st->pot + st->set_aside + st->tricks_played + st->rounds_played, ==, 0);
  g_assert_cmpuint (st->round_winners | st->match_winners, ==, 0);
  g_assert_cmpint (st->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_null (tablee_soundbattle_referee_get_last_trick (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 0);
}

/* Abandoning a match, mid-trick, leaves nothing of it. */
static void
test_end_match (Fixture       *f,
                gconstpointer  data)
{
  assert_no_match (f);
  start (f, 0);
  play_trick_won_by (f, 1);
  ask (f, VOLUME, HIGHEST);
  lay (f, tablee_soundbattle_referee_get_next_player (f->referee), 80);
  tablee_soundbattle_referee_end_match (f->referee);
  assert_no_match (f);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);
  tablee_game_new_game (TABLEE_GAME (f->referee));
  assert_no_match (f);
}

/* A new game goes back to the setup, keeping the mode, as one step. */
static void
test_new_game (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *label = NULL;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  start (f, 0);
  play_trick_won_by (f, 1);
  tablee_game_new_game (TABLEE_GAME (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mode, ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 0);
  label = tablee_game_undo (TABLEE_GAME (f->referee));
  g_assert_cmpstr (label, ==, "New game");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 2);
}

/* The properties the page binds are notified when they change, and only
 * then. */
static void
count_notify_cb (guint *count)
{
  (*count)++;
}

static void
test_properties (Fixture       *f,
                 gconstpointer  data)
{
  guint phase = 0, mode = 0;

  g_signal_connect_swapped (f->referee, "notify::phase", G_CALLBACK (count_notify_cb), &phase);
  g_signal_connect_swapped (f->referee, "notify::mode", G_CALLBACK (count_notify_cb), &mode);
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL);
  g_assert_cmpuint (mode, ==, 1);
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL);
  g_assert_cmpuint (mode, ==, 1);
  start (f, 0);
  g_assert_cmpuint (phase, ==, 1);
  /* Between matches only. */
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_NORMAL, NULL);
  g_assert_cmpuint (mode, ==, 1);
  ask (f, VOLUME, HIGHEST);
  lay (f, 1, 10);
  g_assert_cmpuint (phase, ==, 2);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (phase, ==, 3);
  g_assert_cmpuint (mode, ==, 1);
}

/* A rename is saved even when it is the first thing that happens. */
static void
state_changed_cb (guint *count)
{
  (*count)++;
}

static void
test_first_rename_saved (void)
{
  g_autoptr(TableeSoundbattleReferee) referee = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (referee));
  g_autoptr(GVariant) before = tablee_saveable_save (TABLEE_SAVEABLE (referee));
  g_autoptr(GVariant) after = NULL;
  guint saves = 0;

  g_signal_connect_swapped (referee, "state-changed", G_CALLBACK (state_changed_cb), &saves);
  g_assert_true (tablee_players_rename (players, 0, "Camille", NULL));
  g_assert_cmpuint (saves, ==, 1);
  after = tablee_saveable_save (TABLEE_SAVEABLE (referee));
  g_assert_false (g_variant_equal (before, after));
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (referee)));
}

#define ADD(path, n, func) \
  g_test_add ("/soundbattle/referee/" path, Fixture, GUINT_TO_POINTER (n), \
              fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("deal/2", 2, test_deal);
  ADD ("deal/3", 3, test_deal);
  ADD ("deal/4", 4, test_deal);
  ADD ("order", 4, test_order);
  ADD ("mode/normal", 3, test_normal);
  ADD ("mode/pianissimo", 3, test_pianissimo);
  ADD ("mode/scherzo", 2, test_scherzo);
  ADD ("battle/2", 2, test_battle_two);
  ADD ("battle/3", 3, test_battle_three);
  ADD ("battle/4", 4, test_battle_four);
  ADD ("super-powers", 3, test_super_powers);
  ADD ("out-of-cards/2-together", 2, test_two_run_out_together);
  ADD ("out-of-cards/several-no-mystery", 3, test_several_out_no_mystery);
  ADD ("out-of-cards/battle", 3, test_battle_out_of_cards);
  ADD ("out-of-cards/battle-one-left", 4, test_battle_one_left);
  ADD ("mystery/once", 3, test_mystery_once);
  ADD ("mystery/in-battle", 3, test_mystery_in_battle);
  ADD ("match", 3, test_match);
  ADD ("match/tied-round", 2, test_match_tied_round);
  ADD ("match/next-dealer-of-tied", 3, test_next_dealer_of_tied);
  ADD ("bad-values", 2, test_bad_values);
  ADD ("undo", 2, test_undo);
  ADD ("undo-labels-and-finished", 2, test_undo_labels_and_finished);
  ADD ("new-game", 2, test_new_game);
  ADD ("end-match", 3, test_end_match);
  ADD ("properties", 2, test_properties);
  g_test_add_func ("/soundbattle/referee/first-rename-saved", test_first_rename_saved);
  ADD ("players-change", 3, test_players_change);
  ADD ("save-load", 4, test_save_load);
  ADD ("load-damaged", 3, test_load_damaged);
  ADD ("setup-save", 3, test_setup_save);

  return g_test_run ();
}
