/* test-frantic-deck-events.c: the event deck, with the events that act
 * on events (the table, the shuffle, the other events, running out and
 * saving are in test-frantic-deck.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-deck-fixture.h"

/* ---- Events that act on events ----------------------------------------- */

static void
test_deck_event_manager (Fixture       *fixture,
                         gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  const TableeFranticEvent *choices;
  guint n_choices;

  stack_deck (deck, E (EVENT_MANAGER), E (TORNADO), E (DOOMSDAY), E (MARKET), E (CHARITY), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  g_assert_cmpuint (n_choices, ==, 3);
  g_assert_cmpint (choices[0], ==, E (TORNADO));
  g_assert_cmpint (choices[1], ==, E (DOOMSDAY));
  g_assert_cmpint (choices[2], ==, E (MARKET));

  /* Nothing else happens while the pick is pending. */
  g_assert_false (tablee_frantic_deck_black_card_played (deck));
  g_assert_false (tablee_frantic_deck_choose (deck, 3));

  g_assert_true (tablee_frantic_deck_choose (deck, 1));
  g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_NONE);
  g_assert_cmpuint (n_reveals (deck), ==, 2);
  g_assert_cmpint (reveal_event (deck, 1), ==, E (DOOMSDAY));
  g_assert_cmpint (reveal_origin (deck, 1), ==, TABLEE_FRANTIC_REVEAL_PICKED);
  g_assert_true (deck_get (deck, "round-over"));

  /* The two others went under the deck in order; Charity is on top. */
  g_assert_cmpint (pile_at (deck, 0), ==, E (CHARITY));
  g_assert_cmpint (pile_at (deck, -2), ==, E (TORNADO));
  g_assert_cmpint (pile_at (deck, -1), ==, E (MARKET));
  g_assert_true (discarded (deck, E (EVENT_MANAGER)));
  g_assert_true (discarded (deck, E (DOOMSDAY)));
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 2);
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 32);
}

static void
test_deck_event_manager_dropped_at_round_end (Fixture       *fixture,
                                              gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  stack_deck (deck, E (EVENT_MANAGER), E (TORNADO), E (DOOMSDAY), E (MARKET), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  tablee_frantic_deck_end_round (deck);
  g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_NONE);
  /* The next round starts with the whole deck, shuffled. */
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 34);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 0);
  g_assert_true (tablee_frantic_deck_get_can_draw (deck));
}

static void
test_deck_plague (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  /* The second event runs even though the first ended the round. */
  stack_deck (deck, E (PLAGUE), E (FINISH_LINE), E (TORNADO), E (MARKET), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (n_reveals (deck), ==, 3);
  g_assert_cmpint (reveal_event (deck, 0), ==, E (PLAGUE));
  g_assert_cmpint (reveal_event (deck, 1), ==, E (FINISH_LINE));
  g_assert_cmpint (reveal_event (deck, 2), ==, E (TORNADO));
  g_assert_true (deck_get (deck, "round-over"));
  g_assert_false (tablee_frantic_deck_get_can_draw (deck));
  g_assert_cmpint (pile_at (deck, 0), ==, E (MARKET));
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 3);
}

/* A Plague that a Repeat inside a Plague runs again composes: its two
 * events come, then the first Plague's second one. */
static void
test_deck_plague_repeat_in_plague (Fixture       *fixture,
                                   gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  const TableeFranticEvent *choices;
  guint n_choices;

  stack_deck (deck, E (PLAGUE), E (REPEAT), E (CHARITY), E (TORNADO), E (MARKET), E (VANDALISM), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (n_reveals (deck), ==, 2);
  g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_REPEAT);
  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  g_assert_cmpuint (n_choices, ==, 1);
  g_assert_cmpint (choices[0], ==, E (PLAGUE));

  g_assert_true (tablee_frantic_deck_choose (deck, 0));
  g_assert_cmpuint (n_reveals (deck), ==, 6);
  g_assert_cmpint (reveal_event (deck, 2), ==, E (PLAGUE));
  g_assert_cmpint (reveal_origin (deck, 2), ==, TABLEE_FRANTIC_REVEAL_REPEATED);
  g_assert_cmpint (reveal_event (deck, 3), ==, E (CHARITY));
  g_assert_cmpint (reveal_event (deck, 4), ==, E (TORNADO));
  g_assert_cmpint (reveal_event (deck, 5), ==, E (MARKET));
  g_assert_cmpint (pile_at (deck, 0), ==, E (VANDALISM));
  /* A repeated event is no card: it is not discarded twice. */
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 5);
  g_assert_true (tablee_frantic_deck_get_can_draw (deck));
}

/* The combination: a Plague draws an Event Manager, whose pick
 * runs before the Plague's second event. */
static void
test_deck_plague_draws_event_manager (Fixture       *fixture,
                                      gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  stack_deck (deck, E (PLAGUE), E (EVENT_MANAGER), E (TORNADO), E (TIME_BOMB), E (MARKET),
              E (CHARITY), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (n_reveals (deck), ==, 2);
  g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_EVENT_MANAGER);

  g_assert_true (tablee_frantic_deck_choose (deck, 1));
  g_assert_cmpuint (n_reveals (deck), ==, 4);
  g_assert_cmpint (reveal_event (deck, 2), ==, E (TIME_BOMB));
  g_assert_cmpint (reveal_event (deck, 3), ==, E (CHARITY));
  g_assert_true (tablee_frantic_deck_is_active (deck, E (TIME_BOMB)));
  g_assert_cmpint (pile_at (deck, -2), ==, E (TORNADO));
  g_assert_cmpint (pile_at (deck, -1), ==, E (MARKET));
  g_assert_true (tablee_frantic_deck_get_can_draw (deck));
}

/* The combination: a Repeat of a Plague runs two more events. */
static void
test_deck_repeat_of_plague (Fixture       *fixture,
                            gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  const TableeFranticEvent *choices;
  guint n_choices;

  stack_deck (deck, E (PLAGUE), E (TORNADO), E (MARKET), E (REPEAT), E (CHARITY), E (VANDALISM),
              END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (n_reveals (deck), ==, 3);

  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpint (reveal_event (deck, 0), ==, E (REPEAT));
  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  /* The events revealed this round, Repeat itself left out. */
  g_assert_cmpuint (n_choices, ==, 3);
  g_assert_cmpint (choices[0], ==, E (PLAGUE));
  g_assert_cmpint (choices[1], ==, E (TORNADO));
  g_assert_cmpint (choices[2], ==, E (MARKET));

  g_assert_true (tablee_frantic_deck_choose (deck, 0));
  g_assert_cmpuint (n_reveals (deck), ==, 4);
  g_assert_cmpint (reveal_event (deck, 1), ==, E (PLAGUE));
  g_assert_cmpint (reveal_event (deck, 2), ==, E (CHARITY));
  g_assert_cmpint (reveal_event (deck, 3), ==, E (VANDALISM));
}

static void
test_deck_repeat_forgets_past_rounds (Fixture       *fixture,
                                      gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  const TableeFranticEvent *choices;
  guint n_choices;

  stack_deck (deck, E (TORNADO), E (REPEAT), E (MARKET), E (CHARITY), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  tablee_frantic_deck_end_round (deck);
  stack_deck (deck, E (REPEAT), E (MARKET), E (CHARITY), END);

  /* A new round: nothing to repeat yet. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpint (reveal_event (deck, 0), ==, E (REPEAT));
  g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_NONE);

  /* Then Market is revealed; Repeat is not offered to itself. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  tablee_frantic_deck_end_round (deck);
  stack_deck (deck, E (MARKET), E (REPEAT), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  g_assert_cmpuint (n_choices, ==, 1);
  g_assert_cmpint (choices[0], ==, E (MARKET));
  g_assert_true (tablee_frantic_deck_choose (deck, 0));
  g_assert_cmpint (reveal_event (deck, 1), ==, E (MARKET));
  g_assert_cmpint (reveal_origin (deck, 1), ==, TABLEE_FRANTIC_REVEAL_REPEATED);
}

static void
test_deck_lasting_effects (Fixture       *fixture,
                           gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  stack_deck (deck, E (LAST_CHANCE), E (PLUS_ONE), E (TORNADO), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_is_active (deck, E (LAST_CHANCE)));
  g_assert_true (tablee_frantic_deck_is_active (deck, E (PLUS_ONE)));
  g_assert_false (tablee_frantic_deck_is_active (deck, E (TORNADO)));

  tablee_frantic_deck_end_round (deck);
  g_assert_false (tablee_frantic_deck_is_active (deck, E (LAST_CHANCE)));
  g_assert_false (tablee_frantic_deck_is_active (deck, E (PLUS_ONE)));
  g_assert_cmpuint (n_reveals (deck), ==, 0);
}

static void
test_deck_time_bomb (Fixture       *fixture,
                     gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  guint n_players = GPOINTER_TO_UINT (data);

  tablee_frantic_deck_set_n_players (deck, n_players);
  g_assert_false (tablee_frantic_deck_next_turn (deck));

  stack_deck (deck, E (TIME_BOMB), E (TORNADO), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 3 * n_players);

  for (guint turn = 1; turn < 3 * n_players; turn++)
    {
      g_assert_true (tablee_frantic_deck_next_turn (deck));
      g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 3 * n_players - turn);
      g_assert_false (deck_get (deck, "round-over"));
    }

  /* Events still come while the bomb ticks. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));

  /* The last turn ends the round: nobody went out in time. */
  g_assert_true (tablee_frantic_deck_next_turn (deck));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 0);
  g_assert_true (deck_get (deck, "round-over"));
  g_assert_false (tablee_frantic_deck_next_turn (deck));
  g_assert_false (tablee_frantic_deck_get_can_draw (deck));

  tablee_frantic_deck_end_round (deck);
  g_assert_false (deck_get (deck, "round-over"));
  g_assert_false (tablee_frantic_deck_is_active (deck, E (TIME_BOMB)));
}

static void
test_deck_time_bomb_repeated (Fixture       *fixture,
                              gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  tablee_frantic_deck_set_n_players (deck, 2);
  stack_deck (deck, E (TIME_BOMB), E (REPEAT), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_next_turn (deck));
  g_assert_true (tablee_frantic_deck_next_turn (deck));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 4);

  /* Repeated, the bomb starts again with three turns each. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_true (tablee_frantic_deck_choose (deck, 0));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 6);
}

static void
test_deck_lucky_bastard (Fixture       *fixture,
                         gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  tablee_frantic_deck_set_n_players (deck, 4);
  stack_deck (deck, E (PLAGUE), E (DOOMSDAY), E (TORNADO), E (MARKET), END);

  tablee_frantic_deck_set_lucky (deck, 0, TRUE);
  tablee_frantic_deck_set_lucky (deck, 2, TRUE);
  tablee_frantic_deck_set_lucky (deck, 3, TRUE);
  tablee_frantic_deck_set_lucky (deck, 3, FALSE);
  g_assert_cmpuint (deck_get (deck, "lucky-mask"), ==, 0x5);

  /* The marks protect from all the black card sets off, then are used up. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (fixture->revealed->len, ==, 3);
  for (guint i = 0; i < fixture->revealed->len; i++)
    g_assert_cmpuint (tablee_frantic_reveal_get_lucky_mask (g_ptr_array_index (fixture->revealed, i)),
                      ==, 0x5);
  g_assert_cmpuint (deck_get (deck, "lucky-mask"), ==, 0);

  /* Fewer players: marks beyond them go. */
  tablee_frantic_deck_end_round (deck);
  tablee_frantic_deck_set_lucky (deck, 3, TRUE);
  tablee_frantic_deck_set_lucky (deck, 1, TRUE);
  tablee_frantic_deck_set_n_players (deck, 3);
  g_assert_cmpuint (deck_get (deck, "lucky-mask"), ==, 0x2);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (tablee_frantic_reveal_get_lucky_mask (g_ptr_array_index (fixture->revealed, 3)),
                    ==, 0x2);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func, data) \
  g_test_add ("/frantic/deck/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("event-manager", test_deck_event_manager, NULL);
  ADD ("event-manager-dropped-at-round-end", test_deck_event_manager_dropped_at_round_end, NULL);
  ADD ("plague", test_deck_plague, NULL);
  ADD ("plague-repeat-in-plague", test_deck_plague_repeat_in_plague, NULL);
  ADD ("plague-draws-event-manager", test_deck_plague_draws_event_manager, NULL);
  ADD ("repeat-of-plague", test_deck_repeat_of_plague, NULL);
  ADD ("repeat-forgets-past-rounds", test_deck_repeat_forgets_past_rounds, NULL);
  ADD ("lasting-effects", test_deck_lasting_effects, NULL);
  ADD ("time-bomb/2-players", test_deck_time_bomb, GUINT_TO_POINTER (2));
  ADD ("time-bomb/5-players", test_deck_time_bomb, GUINT_TO_POINTER (5));
  ADD ("time-bomb/8-players", test_deck_time_bomb, GUINT_TO_POINTER (8));
  ADD ("time-bomb-repeated", test_deck_time_bomb_repeated, NULL);
  ADD ("lucky-bastard", test_deck_lucky_bastard, NULL);
#undef ADD

  return g_test_run ();
}
