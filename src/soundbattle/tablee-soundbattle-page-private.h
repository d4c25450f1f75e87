/* tablee-soundbattle-page-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-soundbattle-page.h"

G_BEGIN_DECLS

struct _TableeSoundbattlePage
{
  TableeGamePage            parent_instance;

  /* Template widgets */
  AdwViewStack             *view_stack;
  GtkRevealer              *now_playing;
  GtkLabel                 *now_playing_label;
  AdwComboRow              *mode_row;
  GtkSpinButton            *rounds_spin;
  AdwComboRow              *first_attacker_row;
  GtkLabel                 *status_title;
  GtkLabel                 *status_detail;
  GtkWidget                *quick;
  AdwPreferencesGroup      *quick_group;
  GtkListBox               *quick_list;
  AdwPreferencesGroup      *table_group;
  GtkListBox               *table_list;
  AdwPreferencesGroup      *lay_group;
  AdwEntryRow              *value_row;
  GtkLabel                 *value_unit;
  AdwActionRow             *super_row;
  GtkSwitch                *super_switch;
  GtkLabel                 *value_error;
  AdwPreferencesGroup      *last_group;
  GtkListBox               *last_list;
  GtkWidget                *hear_trick_button;
  GtkListBox               *scores_list;
  AdwActionRow             *mystery_row;
  AdwClamp                 *history_clamp;
  /* Borrowed from the History tab's builder. */
  AdwPreferencesGroup      *score_group;
  GtkListBox               *score_list;
  AdwPreferencesGroup      *tricks_group;
  GtkListBox               *tricks_list;
  AdwEntryRow              *card_rows[TABLEE_N_SOUND_QUALITIES];
  GtkLabel                 *card_error;
  GtkListBox               *demo_list;

  /* Borrowed: the "tied" toggle of each player's row in the quick way,
   * NULL when the player does not lay in this pass. */
  GtkToggleButton          *tied[TABLEE_SOUNDBATTLE_MAX_PLAYERS];

  /* Owned */
  TableeSoundbattleReferee *referee;
  /* The cards playing: what each is, when it starts (seconds from the
   * first sample), then when they all end. */
  GStrv                     playing;
  double                    starts[TABLEE_SOUNDBATTLE_N_CARDS + 1];
  gint64                    started;    /* monotonic time, microseconds */
  guint                     playing_id;
};

/* Shows the match as it stands: the status, the cards on the table, the
 * last trick, the scores, the quick way's rows and the history. */
void        tablee_soundbattle_page_show_match    (TableeSoundbattlePage *self);
/* The tab to hear the cards: a row per quality, to hear it alone, and the
 * card to play set to an ordinary card's values. */
void        tablee_soundbattle_page_show_hear     (TableeSoundbattlePage *self);
/* The players marked tied in the quick way, a bit per player. */
guint       tablee_soundbattle_page_get_tied      (TableeSoundbattlePage *self);

G_END_DECLS
