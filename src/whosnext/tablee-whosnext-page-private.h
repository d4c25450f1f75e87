/* tablee-whosnext-page-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-player-editor.h"
#include "tablee-store.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-whosnext-page.h"
#include "tablee-whosnext-seats.h"
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
  GtkListBox              *mistakes_box;
  GtkButton               *mistakes_report_button;
  GtkToggleButton         *conductor_button;
  GtkToggleButton         *trainer_button;
  GtkDropDown             *level_dropdown;
  TableeWhosnextTable     *table;
  GtkLabel                *seconds_label;
  GtkLabel                *seconds_caption;
  GtkButton               *pause_button;
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
  /* The seats the table shows, and the one chosen to play out of turn. */
  TableeWhosnextSeats     *seats;
  GBinding                *level_binding;
  char                    *training_error;
  guint                    tick_id;
  /* Readies the countdown's sound once the page has shown. */
  guint                    prepare_id;
  GtkEventController      *keys;
  GtkWidget               *keys_root;
  /* The window whose table mode the page follows while it shows. */
  GtkWidget               *mode_root;
  gboolean                 holding_awake;
  /* Leaving the page paused the countdown: say so on coming back. */
  gboolean                 paused_away;
  gboolean                 away_shown;
  guint                    last_number;
  /* The flash of each second (tablee-whosnext-page-view.c): the second
   * it was last given, and the alarm that ends it. */
  guint                    flashed;
  guint                    flash_alarm;
};

/* What the page shows (tablee-whosnext-page-view.c). */
void                wn_page_stop_flash         (TableeWhosnextPage *self);
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
void                wn_page_class_init_focus   (GtkWidgetClass     *widget_class);
GtkWidget          *wn_page_focus_target       (TableeWhosnextPage *self);
char               *wn_page_setup_put_away     (TableeWhosnextPage *self,
                                                guint               n_seats);
char               *wn_page_setup_deal         (TableeWhosnextPage *self,
                                                guint               n_seats);

/* The mistakes popover, its ticks following the seats. */
GtkWidget          *wn_page_create_mistake_check       (gpointer            item,
                                                        gpointer            user_data);
void                wn_page_mistakes_popover_show_cb   (TableeWhosnextPage *self);
void                wn_page_mistakes_report_clicked_cb (TableeWhosnextPage *self);
gboolean            wn_page_mistakes_key_cb            (TableeWhosnextPage *self,
                                                        guint               keyval,
                                                        guint               keycode,
                                                        GdkModifierType     state);

/* What lasts shows in the page, bound in its .ui: the mistake waiting to
 * be reported or let go, the level a clean round offers. */
char               *wn_page_pending_text       (TableeWhosnextPage  *self,
                                                TableeWhosnextBreak  breaks,
                                                int                  seat);
char               *wn_page_pending_button     (TableeWhosnextPage  *self,
                                                int                  seat);
gboolean            wn_page_pending_shown      (TableeWhosnextPage  *self,
                                                TableeWhosnextBreak  breaks,
                                                gboolean             training);
char               *wn_page_offer_text         (TableeWhosnextPage  *self,
                                                guint                level);
gboolean            wn_page_offer_shown        (TableeWhosnextPage  *self,
                                                guint                level,
                                                gboolean             training);

/* What a key press does, wherever the focus is in the window (its tests
 * call it too). */
gboolean            _tablee_whosnext_page_key  (TableeWhosnextPage *self,
                                                guint               keyval,
                                                guint               keycode,
                                                GdkModifierType     state);

G_END_DECLS
