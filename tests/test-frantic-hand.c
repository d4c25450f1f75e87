/* test-frantic-hand.c: the card calculator's hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>

#include "tablee-frantic-hand.h"
#include "tablee-frantic-scorer.h"

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
test_hand_calculator (void)
{
  g_autoptr(TableeFranticHand) hand = tablee_frantic_hand_new ();
  guint expected_total = 0;

  g_assert_cmpuint (tablee_frantic_card_get_points (TABLEE_FRANTIC_CARD_1), ==, 1);
  g_assert_cmpuint (tablee_frantic_card_get_points (TABLEE_FRANTIC_CARD_9), ==, 9);
  g_assert_cmpuint (tablee_frantic_card_get_points (TABLEE_FRANTIC_CARD_SPECIAL), ==, 7);
  g_assert_cmpuint (tablee_frantic_card_get_points (TABLEE_FRANTIC_CARD_FUCK_YOU), ==, 42);
  g_assert_cmpuint (tablee_frantic_card_get_points (TABLEE_FRANTIC_CARD_CURSE), ==, 13);

  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_3));
  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_SPECIAL));
  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_FUCK_YOU));
  g_assert_false (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_FUCK_YOU));
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 52);
  g_assert_cmpuint (tablee_frantic_hand_get_n_cards (hand), ==, 3);
  g_assert_true (tablee_frantic_hand_remove (hand, tablee_frantic_hand_get_n_cards (hand) - 1));
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 10);
  /* The Fuck You taken back may be tapped again. */
  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_FUCK_YOU));
  g_assert_true (tablee_frantic_hand_remove (hand, tablee_frantic_hand_get_n_cards (hand) - 1));
  /* Any card tapped can be taken back, the others keep their order. */
  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_CURSE));
  g_assert_true (tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_9));
  g_assert_true (tablee_frantic_hand_remove (hand, 1));
  g_assert_false (tablee_frantic_hand_remove (hand, 3));
  g_assert_cmpuint (tablee_frantic_hand_get_n_cards (hand), ==, 3);
  g_assert_cmpuint (tablee_frantic_hand_get_card (hand, 0), ==, TABLEE_FRANTIC_CARD_3);
  g_assert_cmpuint (tablee_frantic_hand_get_card (hand, 1), ==, TABLEE_FRANTIC_CARD_CURSE);
  g_assert_cmpuint (tablee_frantic_hand_get_card (hand, 2), ==, TABLEE_FRANTIC_CARD_9);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 25);
  tablee_frantic_hand_clear (hand);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 0);
  g_assert_false (tablee_frantic_hand_remove (hand, tablee_frantic_hand_get_n_cards (hand) - 1));

  /* Every card of the game: the most a hand can hold. */
  for (guint card = 0; card < TABLEE_FRANTIC_N_CARDS; card++)
    {
      guint added = 0;

      for (; tablee_frantic_hand_add (hand, card); added++)
        expected_total += tablee_frantic_card_get_points (card);
      /* Numbers 9 times each, 64 special cards, one Fuck You, one Curse. */
      g_assert_cmpuint (added, ==, card <= TABLEE_FRANTIC_CARD_9 ? 9 : card == TABLEE_FRANTIC_CARD_SPECIAL ? 64 : 1);
    }
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, expected_total);
  g_assert_cmpuint (expected_total, ==, TABLEE_FRANTIC_HAND_MAX);
}

/* Double Taxation: the hand, 9, a special card, Fuck You and 2,
 * counts 42 + 9 + 7 in "three highest" mode, and its prompt says so. */
static void
test_hand_three_highest (void)
{
  g_autoptr(TableeFranticHand) hand = tablee_frantic_hand_new ();
  g_autofree char *every_prompt = NULL;
  g_autofree char *highest_prompt = NULL;
  guint notified = 0;

  every_prompt = tablee_frantic_hand_dup_prompt (hand);
  g_assert_cmpuint (tablee_frantic_hand_get_highest (hand), ==, 0);
  g_signal_connect_swapped (hand, "notify::highest", G_CALLBACK (count_cb), &notified);

  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_9);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_SPECIAL);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_FUCK_YOU);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_2);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 9 + 7 + 42 + 2);

  tablee_frantic_hand_set_highest (hand, 3);
  tablee_frantic_hand_set_highest (hand, 3);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 42 + 9 + 7);
  highest_prompt = tablee_frantic_hand_dup_prompt (hand);
  g_assert_cmpstr (highest_prompt, !=, every_prompt);
  g_assert_nonnull (strstr (highest_prompt, "3 highest"));

  /* Fewer cards than three: all of them count. */
  tablee_frantic_hand_remove (hand, 2);
  tablee_frantic_hand_remove (hand, 0);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 7 + 2);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_CURSE);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_1);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 13 + 7 + 2);

  tablee_frantic_hand_set_highest (hand, 0);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 13 + 7 + 2 + 1);
}

/* The calculator's chips: how many of a card were tapped, and taking back
 * the last of them, whatever was tapped after it. */
static void
test_hand_counts (void)
{
  g_autoptr(TableeFranticHand) hand = tablee_frantic_hand_new ();

  g_assert_false (tablee_frantic_hand_take_back (hand, TABLEE_FRANTIC_CARD_5));
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_5);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_CURSE);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_5);
  tablee_frantic_hand_add (hand, TABLEE_FRANTIC_CARD_2);
  g_assert_cmpuint (tablee_frantic_hand_get_count (hand, TABLEE_FRANTIC_CARD_5), ==, 2);
  g_assert_cmpuint (tablee_frantic_hand_get_count (hand, TABLEE_FRANTIC_CARD_CURSE), ==, 1);
  g_assert_cmpuint (tablee_frantic_hand_get_count (hand, TABLEE_FRANTIC_CARD_9), ==, 0);

  g_assert_true (tablee_frantic_hand_take_back (hand, TABLEE_FRANTIC_CARD_5));
  g_assert_cmpuint (tablee_frantic_hand_get_count (hand, TABLEE_FRANTIC_CARD_5), ==, 1);
  g_assert_cmpuint (tablee_frantic_hand_get_n_cards (hand), ==, 3);
  g_assert_cmpuint (tablee_frantic_hand_get_card (hand, 2), ==, TABLEE_FRANTIC_CARD_2);
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 5 + 13 + 2);
  g_assert_true (tablee_frantic_hand_take_back (hand, TABLEE_FRANTIC_CARD_CURSE));
  g_assert_false (tablee_frantic_hand_take_back (hand, TABLEE_FRANTIC_CARD_CURSE));
  g_assert_cmpuint (tablee_frantic_hand_get_total (hand), ==, 5 + 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/frantic/hand/calculator", test_hand_calculator);
  g_test_add_func ("/frantic/hand/three-highest", test_hand_three_highest);
  g_test_add_func ("/frantic/hand/counts", test_hand_counts);

  return g_test_run ();
}
