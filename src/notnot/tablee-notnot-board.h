/* tablee-notnot-board.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-notnot-game.h"

G_BEGIN_DECLS

/* What the referee says of a card of the cross. */
typedef enum {
  TABLEE_NOTNOT_VERDICT_HIDDEN,        /* the answer does not show */
  TABLEE_NOTNOT_VERDICT_MAY_TAP,
  TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP,
  TABLEE_NOTNOT_VERDICT_PICKED_WRONG,  /* may not be tapped, and the training's player clicked it */
} TableeNotnotVerdict;

GType tablee_notnot_verdict_get_type (void) G_GNUC_CONST;
#define TABLEE_TYPE_NOTNOT_VERDICT (tablee_notnot_verdict_get_type ())

#define TABLEE_TYPE_NOTNOT_SPOT_ITEM (tablee_notnot_spot_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotSpotItem, tablee_notnot_spot_item, TABLEE, NOTNOT_SPOT_ITEM, GObject)

/* One place of the board: a card of the cross, or the top of the pile.
 * Read-only properties, notified only on change: "spot" (the card's place,
 * or TABLEE_N_SPOTS for the pile), "has-card", "portal", "arrow", "liar",
 * "rule" (the card, when there is one), "verdict" (TableeNotnotVerdict),
 * "up" (the arrow on the pile points here), "tappers" (the names of who
 * tapped it, or ""), "description" (what a screen reader says of it), and
 * for the pile "arrow-shown" and "liar-shown" (what of its back counts at
 * the level). */
gboolean            tablee_notnot_spot_item_get_marks    (TableeNotnotSpotItem *self,
                                                          gboolean             *liar_shown);
guint               tablee_notnot_spot_item_get_spot     (TableeNotnotSpotItem *self);
/* The card, FALSE when the place is empty. */
gboolean            tablee_notnot_spot_item_get_card     (TableeNotnotSpotItem *self,
                                                          TableeNotnotCard     *card);
TableeNotnotVerdict tablee_notnot_spot_item_get_verdict  (TableeNotnotSpotItem *self);
gboolean            tablee_notnot_spot_item_get_up       (TableeNotnotSpotItem *self);
const char         *tablee_notnot_spot_item_get_tappers  (TableeNotnotSpotItem *self);

#define TABLEE_TYPE_NOTNOT_DIE_ITEM (tablee_notnot_die_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotDieItem, tablee_notnot_die_item, TABLEE, NOTNOT_DIE_ITEM, GObject)

/* One die as it lies: read-only properties "die" (TableeNotnotDie),
 * "rolled", "face" (as tablee_notnot_die_get_face() gives them), "used"
 * (the level plays it), "word" (what it shows: "?" before a roll), "ink"
 * (the CSS class of the word's colour: never the colour a criterion word
 * names, as on the real dice) and "description" (for a screen reader). */
const char *tablee_notnot_die_item_get_word (TableeNotnotDieItem *self);
const char *tablee_notnot_die_item_get_ink  (TableeNotnotDieItem *self);
/* The word and ink of any face of a die, for a die that tumbles. */
const char *tablee_notnot_die_word          (TableeNotnotDie      die,
                                             guint                face,
                                             const char         **ink);

#define TABLEE_TYPE_NOTNOT_SEAT_ITEM (tablee_notnot_seat_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotSeatItem, tablee_notnot_seat_item, TABLEE, NOTNOT_SEAT_ITEM, GObject)

/* A seat at the game (tablee_notnot_game_get_seat_items()): read-only
 * properties "player" (TableePlayer), "seat" (its position), "cards" (won),
 * "tap" (the spot tapped this turn, or -1) and "winner" (once the game is
 * over). */
TableePlayer *tablee_notnot_seat_item_get_player (TableeNotnotSeatItem *self);
guint         tablee_notnot_seat_item_get_seat   (TableeNotnotSeatItem *self);
guint         tablee_notnot_seat_item_get_cards  (TableeNotnotSeatItem *self);
int           tablee_notnot_seat_item_get_tap    (TableeNotnotSeatItem *self);
gboolean      tablee_notnot_seat_item_get_winner (TableeNotnotSeatItem *self);

#define TABLEE_TYPE_NOTNOT_BOARD (tablee_notnot_board_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotBoard, tablee_notnot_board, TABLEE, NOTNOT_BOARD, GObject)

/* The board as a view shows it: a GListModel of the four places of the
 * cross (TableeNotnotSpotItem, by TableeSpot), "pile", the top of the
 * draw pile, and "dice", a GListModel of the three dice
 * (TableeNotnotDieItem, by TableeNotnotDie). The game at the table, the
 * training and the dice alone each keep one, set after each of their
 * changes. */
TableeNotnotBoard    *tablee_notnot_board_new      (void);
TableeNotnotSpotItem *tablee_notnot_board_get_spot (TableeNotnotBoard      *self,
                                                    TableeSpot              spot);
TableeNotnotSpotItem *tablee_notnot_board_get_pile (TableeNotnotBoard      *self);
GListModel           *tablee_notnot_board_get_dice (TableeNotnotBoard      *self);
TableeNotnotDieItem  *tablee_notnot_board_get_die  (TableeNotnotBoard      *self,
                                                    TableeNotnotDie         die);
/* Sets the dice as they lie: roll NULL before a roll. */
void                  tablee_notnot_board_set_roll (TableeNotnotBoard      *self,
                                                    const TableeNotnotRoll *roll,
                                                    TableeNotnotLevel       level);

/* Sets one place (spot, or TABLEE_N_SPOTS for the pile); card NULL for
 * none; level says what of the pile's back counts (the arrow from Hard,
 * the liar at Extreme). */
void                  tablee_notnot_board_set      (TableeNotnotBoard      *self,
                                                    guint                   spot,
                                                    const TableeNotnotCard *card,
                                                    TableeNotnotVerdict     verdict,
                                                    gboolean                up,
                                                    const char             *tappers,
                                                    TableeNotnotLevel       level);

G_END_DECLS
