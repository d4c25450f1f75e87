/* tablee-frantic-hand.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The kinds of card the calculator counts. */
typedef enum {
  TABLEE_FRANTIC_CARD_1,
  TABLEE_FRANTIC_CARD_2,
  TABLEE_FRANTIC_CARD_3,
  TABLEE_FRANTIC_CARD_4,
  TABLEE_FRANTIC_CARD_5,
  TABLEE_FRANTIC_CARD_6,
  TABLEE_FRANTIC_CARD_7,
  TABLEE_FRANTIC_CARD_8,
  TABLEE_FRANTIC_CARD_9,
  /* Any special card but Fuck You and Curse. */
  TABLEE_FRANTIC_CARD_SPECIAL,
  TABLEE_FRANTIC_CARD_FUCK_YOU,
  TABLEE_FRANTIC_CARD_CURSE,
  TABLEE_FRANTIC_N_CARDS
} TableeFranticCard;

/* What a card is worth at the end of a round. */
guint tablee_frantic_card_get_points (TableeFranticCard card);

#define TABLEE_TYPE_FRANTIC_HAND (tablee_frantic_hand_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticHand, tablee_frantic_hand, TABLEE, FRANTIC_HAND, GObject)

/* The card calculator: tap the cards of a hand, read its points. Property
 * "n-cards", notified at every change; "highest", how many of the highest
 * cards count (Double Taxation counts three; 0, the default, counts them
 * all); "prompt", what the calculator asks for in that mode. */
TableeFranticHand *tablee_frantic_hand_new       (void);
/* FALSE when the game holds no more of that card. */
gboolean           tablee_frantic_hand_add       (TableeFranticHand *self,
                                                  TableeFranticCard  card);
/* The cards in the order tapped; removing one keeps the others' order.
 * FALSE when index is past the last card. */
TableeFranticCard  tablee_frantic_hand_get_card  (TableeFranticHand *self,
                                                  guint              index);
gboolean           tablee_frantic_hand_remove    (TableeFranticHand *self,
                                                  guint              index);
/* How many of a card were tapped, and taking back the last one tapped
 * (FALSE when there is none): the calculator shows a chip per card. */
guint              tablee_frantic_hand_get_count (TableeFranticHand *self,
                                                  TableeFranticCard  card);
gboolean           tablee_frantic_hand_take_back (TableeFranticHand *self,
                                                  TableeFranticCard  card);
void               tablee_frantic_hand_clear     (TableeFranticHand *self);
guint              tablee_frantic_hand_get_n_cards (TableeFranticHand *self);
/* The points of the cards that count: all, or the "highest" highest. */
guint              tablee_frantic_hand_get_total (TableeFranticHand *self);
void               tablee_frantic_hand_set_highest (TableeFranticHand *self,
                                                    guint              highest);
guint              tablee_frantic_hand_get_highest (TableeFranticHand *self);
char              *tablee_frantic_hand_dup_prompt (TableeFranticHand *self);

G_END_DECLS
