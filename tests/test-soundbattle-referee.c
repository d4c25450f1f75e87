/* test-soundbattle-referee.c: the referee's tricks: the deal, the modes,
 * battles, super powers, players running out of cards and the mystery
 * card (matches, undo and saving are in
 * test-soundbattle-referee-match.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "soundbattle-referee-fixture.h"

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

  return g_test_run ();
}
