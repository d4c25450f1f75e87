/* tablee-notnot-card-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-notnot-board.h"
#include "tablee-notnot-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_CARD_VIEW (tablee_notnot_card_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotCardView, tablee_notnot_card_view, TABLEE, NOTNOT_CARD_VIEW, GtkWidget)

typedef enum {
  TABLEE_NOTNOT_CARD_VIEW_NONE,  /* no card: an outline of the place */
  TABLEE_NOTNOT_CARD_VIEW_FACE,  /* the portal side */
  TABLEE_NOTNOT_CARD_VIEW_BACK,  /* the back: arrow and maybe the liar */
} TableeNotnotCardViewSide;

typedef enum {
  TABLEE_NOTNOT_CARD_VIEW_AID   = 1 << 0,  /* the colour-blind aid: a pattern and a letter per colour */
  TABLEE_NOTNOT_CARD_VIEW_ARROW = 1 << 1,  /* the back shows its arrow (Hard and above) */
  TABLEE_NOTNOT_CARD_VIEW_LIAR  = 1 << 2,  /* the back shows its liar (Extreme) */
} TableeNotnotCardViewMarks;

/* One Not Not card, face or back, drawn by the style sheet. Properties:
 * "item" (a TableeNotnotSpotItem: the card shows it and follows it),
 * "back" (shows the item's back, as the pile does, not its face) and "aid"
 * (the colour-blind aid). set_card() shows a card without an item. */
void       tablee_notnot_card_view_set_card     (TableeNotnotCardView      *self,
                                                 TableeNotnotCardViewSide   side,
                                                 const TableeNotnotCard    *card,
                                                 TableeNotnotCardViewMarks  marks);

G_END_DECLS
