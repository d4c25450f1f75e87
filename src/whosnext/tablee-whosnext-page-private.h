/* tablee-whosnext-page-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-player-editor.h"
#include "tablee-store.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-whosnext-page.h"
#include "tablee-whosnext-table.h"
#include "tablee-whosnext-trainer.h"

G_BEGIN_DECLS

/* The page's parts share it: the page (tablee-whosnext-page.c), and what
 * it shows and its toasts (tablee-whosnext-page-view.c). */
struct _TableeWhosnextPage
{
  TableeGamePage           parent_instance;

  /* Template widgets */
  GtkMenuButton           *mistakes_button;
  GtkPopover              *mistakes_popover;
  GtkBox                  *mistakes_box;
  GtkButton               *mistakes_report_button;
  GtkToggleButton         *conductor_button;
  GtkToggleButton         *trainer_button;
  GtkDropDown             *level_dropdown;
  TableeWhosnextTable     *table;
  GtkLabel                *seconds_label;
  GtkLabel                *seconds_caption;
  GtkLabel                *status_title;
  GtkLabel                *status_subtitle;
  GtkStack                *controls_stack;
  GtkBox                  *cards_box;
  GtkToggleButton         *whootchi_button;
  GtkLabel                *played_caption;
  GtkLabel                *trainer_feedback;
  GtkButton               *trainer_start_button;
  GtkLabel                *trainer_stats;
  GtkLabel                *level_rules;
  GtkWidget               *setup_group;
  GtkWidget               *game_group;
  GtkSwitch               *apprentice_switch;
  TableePlayerEditor      *player_editor;

  /* Borrowed */
  TableeWhosnextGame      *game;

  /* Owned */
  TableeClock             *clock;
  /* The trainer's level and scores, saved apart from the game. */
  TableeStore             *training_store;
  TableeWhosnextConductor *conductor;
  TableeWhosnextTrainer   *trainer;
  AdwToast                *mistake_toast;
  /* The mistake it proposes: the toast lives as long as the game can
   * still report it. */
  int                      mistake_seat;
  AdwToast                *round_toast;
  GBinding                *level_binding;
  char                    *training_error;
  guint                    tick_id;
  GtkEventController      *keys;
  GtkWidget               *keys_root;
  /* The window whose table mode the page follows while it shows. */
  GtkWidget               *mode_root;
  gboolean                 holding_awake;
  /* Leaving the page paused the countdown: say so on coming back. */
  gboolean                 paused_away;
  /* A mistake proposed while the page did not show waits for it. */
  gboolean                 mistake_waiting;
  gboolean                 away_shown;
  int                      selected_seat;
  guint                    last_number;
};

/* What the page shows (tablee-whosnext-page-view.c). */
const char         *wn_page_player_name        (TableeWhosnextPage *self,
                                                int                 seat);
const char         *wn_page_direction_text     (int                 direction);
gboolean            wn_page_is_trainer         (TableeWhosnextPage *self);
guint               wn_page_shown_level        (TableeWhosnextPage *self);
TableeCountdown    *wn_page_active_countdown   (TableeWhosnextPage *self);
TableeWhosnextSide  wn_page_chosen_side        (TableeWhosnextPage *self);
void                wn_page_show_plain_toast   (TableeWhosnextPage *self,
                                                const char         *text);
void                wn_page_update_away_status (TableeWhosnextPage *self);
void                wn_page_update_awake       (TableeWhosnextPage *self);
void                wn_page_update_countdown   (TableeWhosnextPage *self);
void                wn_page_countdown_state_cb (TableeWhosnextPage *self);
void                wn_page_refresh            (TableeWhosnextPage *self);
char               *wn_page_setup_put_away     (TableeWhosnextPage *self,
                                                guint               n_seats);
char               *wn_page_setup_deal         (TableeWhosnextPage *self,
                                                guint               n_seats);

/* The toasts that propose a wrong note or the next level. */
void                wn_page_show_lasting_toast     (TableeWhosnextPage  *self,
                                                    AdwToast            *toast);
void                wn_page_withdraw_mistake_toast (TableeWhosnextPage  *self);
void                wn_page_take_toasts_away       (TableeWhosnextPage  *self);
void                wn_page_propose_mistake        (TableeWhosnextPage  *self,
                                                    int                  seat,
                                                    TableeWhosnextBreak  breaks);
void                wn_page_round_ended_cb         (TableeWhosnextPage  *self,
                                                    int                  starter,
                                                    gboolean             mistake);

/* What a key press does, wherever the focus is in the window (its tests
 * call it too). */
gboolean            _tablee_whosnext_page_key  (TableeWhosnextPage *self,
                                                guint               keyval,
                                                guint               keycode,
                                                GdkModifierType     state);

G_END_DECLS
