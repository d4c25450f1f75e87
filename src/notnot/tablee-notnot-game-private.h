/* tablee-notnot-game-private.h: what the two parts of the game share: the
 * cards, the deal and the saved state (tablee-notnot-deal.c), and the turn
 * (tablee-notnot-game.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-notnot-board.h"
#include "tablee-notnot-game.h"

G_BEGIN_DECLS

/* Cards are stored as one byte each: the portal in bits 0-2, the rule card
 * in bits 3-4, the arrow in bits 5-6 and the liar in bit 7. */
#define NOTNOT_NO_CARD 0xff

/* What a seat holds: the cards won and the tap of this turn. The player is
 * known to match the seats when players come, go or move. */
typedef struct {
  TableePlayer *player;
  GByteArray   *won;
  int           tap;        /* a spot, or -1 */
  guint         tap_order;  /* taps are scored in the order they came */
} TableeNotnotSeat;

struct _TableeNotnotGame
{
  TableeGame         parent_instance;

  /* Owned */
  TableeRandom      *random;
  GArray            *seats;    /* TableeNotnotSeat */
  GByteArray        *pile;     /* bottom first */
  GByteArray        *discard;  /* cards lost by wrong taps, or by players who left */
  GByteArray        *box;      /* rule cards put away */
  guint8             cross[TABLEE_N_SPOTS];
  TableeNotnotLevel  level;
  gboolean           first_game;
  guint              turn;
  gboolean           rolled;
  TableeNotnotRoll   roll;     /* as the dice fell, read during a roll */
  guint              tap_counter;
  /* Whether the table asked for the answer of the open turn. */
  gboolean           revealed;
  /* What each tap of the last scored turn did (TableeNotnotTapResult),
   * until the next turn is scored or a new game starts. Saved, so that a
   * page opened on the state tells it too. */
  GArray            *results;
  /* The level a rule card raised the first game to during the change
   * going on, told by "level-raised" once the change is over; never set
   * by a state loaded (undo, redo, the saved file). */
  TableeNotnotLevel  raised_to;
  /* The board and the seats as the page shows them, set after every
   * change (tablee-notnot-game-view.c). */
  TableeNotnotBoard *board;
  GListStore        *seat_items;
};

/* What the game shows (tablee-notnot-game-view.c): sets the board and the
 * seats. */
void     tablee_notnot_game_sync_view     (TableeNotnotGame *self);

/* Cards (tablee-notnot-deal.c) */
void     tablee_notnot_card_unpack        (guint8            byte,
                                           TableeNotnotCard *card);
gboolean tablee_notnot_card_byte_is_empty (guint8            byte);

/* The deal (tablee-notnot-deal.c): a new pile and cross for self->level and
 * self->first_game; refills the cross from the pile; puts away the rule
 * cards still in the pile. */
void     tablee_notnot_game_deal          (TableeNotnotGame *self);
void     tablee_notnot_game_refill        (TableeNotnotGame *self);
void     tablee_notnot_game_put_away_rule_cards (TableeNotnotGame *self);

/* Seats (tablee-notnot-game.c): n_seats empty ones, for a state to fill;
 * the seats that tapped this turn, in the order of their taps. */
void     tablee_notnot_game_set_n_seats   (TableeNotnotGame *self,
                                           guint             n_seats);
GArray  *tablee_notnot_game_dup_tappers   (TableeNotnotGame *self);

/* The saved state (tablee-notnot-deal.c) */
GVariant *tablee_notnot_game_save_state   (TableeGame        *game);
gboolean  tablee_notnot_game_load_state   (TableeGame        *game,
                                           GVariant          *state,
                                           guint              n_players,
                                           GError           **error);
GVariant *tablee_notnot_game_migrate_state (TableeGame       *game,
                                           guint32           from_version,
                                           GVariant         *state,
                                           GError          **error);

G_END_DECLS
