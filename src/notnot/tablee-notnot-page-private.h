/* tablee-notnot-page-private.h: what the two parts of the Not Not page
 * share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-notnot-card-view.h"
#include "tablee-notnot-dice.h"
#include "tablee-notnot-die-view.h"
#include "tablee-notnot-page.h"
#include "tablee-store.h"

G_BEGIN_DECLS

struct _TableeNotnotPage
{
  TableeGamePage        parent_instance;

  /* Template widgets */
  GtkDropDown          *level_dropdown;
  GtkLabel             *status_label;
  GtkBox               *toolbar;
  GtkBox               *play_area;
  /* The dice, by TableeNotnotDie: "die_0"... in the template. */
  TableeNotnotDieView  *dice_views[3];
  GtkButton            *roll_button;
  GtkButton            *reveal_button;
  /* The cross, by spot: "slot_0", "card_view_0"... in the template. */
  GtkButton            *slots[TABLEE_N_SPOTS];
  TableeNotnotCardView *card_views[TABLEE_N_SPOTS];
  GtkLabel             *up_badges[TABLEE_N_SPOTS];
  GtkLabel             *tap_labels[TABLEE_N_SPOTS];
  TableeNotnotCardView *pile_view;
  GtkLabel             *explanation_label;
  GtkFlowBox           *scores_box;
  GtkLabel             *results_label;
  GtkLabel             *training_label;
  GtkProgressBar       *training_time_bar;

  /* Borrowed: the base page holds the game. */
  TableeNotnotGame     *game;

  /* Owned */
  TableeNotnotTraining *training;
  TableeClock          *clock;
  TableeNotnotDice     *dice;
  TableeStore          *training_store;
  TableeStore          *dice_store;
  char                 *training_error;
  char                 *mode;
  GtkPopover           *pick_popover;
  AdwAnimation         *roll_animation;  /* made at the first roll */
  guint                 orientation_idle_id;
  guint                 time_tick_id;
  int                   available_width;
  int                   wide_min_width;  /* of the content, laid out wide */
};

/* The page (tablee-notnot-page.c) */
gboolean          tablee_notnot_page_mode_is          (TableeNotnotPage *self,
                                                       const char       *mode);
TableeNotnotLevel tablee_notnot_page_current_level    (TableeNotnotPage *self);
/* Whether the answer of the turn open at the table shows: the game
 * holds it. */
gboolean          tablee_notnot_page_revealed         (TableeNotnotPage *self);

/* What it shows (tablee-notnot-page-board.c): the state of the mode; the
 * dice rolling, landed at once; the toast of a level that rises; the scores, bound to the players. Its
 * template callbacks, actions and keys. */
void              tablee_notnot_page_update           (TableeNotnotPage *self);
void              tablee_notnot_page_start_roll_animation (TableeNotnotPage *self);
void              tablee_notnot_page_stop_animation   (TableeNotnotPage *self);
void              tablee_notnot_page_level_raised_cb  (TableeNotnotPage *self,
                                                       guint             level);
void              tablee_notnot_page_bind_scores      (TableeNotnotPage *self);
void              tablee_notnot_page_board_class_init (GtkWidgetClass   *widget_class);
/* Says the dice that landed, or the verdict showing, to a screen
 * reader (tablee_game_page_announce()). */
void              tablee_notnot_page_announce_roll    (TableeNotnotPage *self);
void              tablee_notnot_page_announce_verdict (TableeNotnotPage *self);

G_END_DECLS
