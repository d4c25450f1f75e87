/* tablee-notnot-card-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-notnot-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_NOTNOT_CARD_VIEW (tablee_notnot_card_view_get_type ())

G_DECLARE_FINAL_TYPE (TableeNotnotCardView, tablee_notnot_card_view, TABLEE, NOTNOT_CARD_VIEW, GtkWidget)

typedef enum {
  TABLEE_NOTNOT_CARD_VIEW_NONE,  /* no card: an outline of the place */
  TABLEE_NOTNOT_CARD_VIEW_FACE,  /* the portal side */
  TABLEE_NOTNOT_CARD_VIEW_BACK,  /* the back: arrow and maybe the liar */
} TableeNotnotCardViewSide;

/* One Not Not card, face or back, drawn by the style sheet. With the
 * colour-blind aid, each portal colour also gets its own pattern and
 * letter. */
void       tablee_notnot_card_view_set_card     (TableeNotnotCardView     *self,
                                                 TableeNotnotCardViewSide  side,
                                                 const TableeNotnotCard   *card);
void       tablee_notnot_card_view_set_colourblind_aid (TableeNotnotCardView *self,
                                                        gboolean              aid);
/* Whether the back shows its arrow (Hard and above) and liar (Extreme). */
void       tablee_notnot_card_view_set_back_marks (TableeNotnotCardView *self,
                                                   gboolean              arrow,
                                                   gboolean              liar);

G_END_DECLS
