/* tablee-whosnext-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-application.h"
#include "tablee-player-editor.h"
#include "tablee-rules-view.h"
#include "tablee-settings.h"
#include "tablee-store.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-seat.h"
#include "tablee-whosnext-toasts.h"
#include "tablee-whosnext-wrap-layout.h"

/* The version of what the trainer saves (tablee_whosnext_trainer_save()). */
#define TRAINING_VERSION 1

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
  AdwActionRow            *setup_remove_row;
  AdwActionRow            *setup_deal_row;
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
  guint                    n_card_buttons;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextPage, tablee_whosnext_page, TABLEE_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_CLOCK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The cards' names as printed; the French edition prints the same. */
static const char * const whoot_names[] = {
  NULL, N_("Whoot"), N_("Double Whoot"), N_("Triple Whoot"),
  N_("Quadruple Whoot"), N_("Quintuple Whoot"), N_("Sextuple Whoot"),
};
static const char * const whootchi_names[] = {
  NULL, N_("Whootchi"), N_("Double Whootchi"), N_("Triple Whootchi"),
  N_("Quadruple Whootchi"), N_("Quintuple Whootchi"), N_("Sextuple Whootchi"),
};

/* What each level adds, in short, for the reminder under the controls. */
static const char * const level_summaries[] = {
  N_("Level 0: Whoot sides only."),
  N_("Level 1: a Whootchi side turns the direction round, then counts."),
  N_("Level 2: nobody plays the same card on the same side twice in a row."),
  N_("Level 3: never three identical uncovered cards on the table."),
  N_("Level 4: the Don’t Panic card doubles, then triples the wrong notes of a player who errs again."),
  N_("Level 5: five seconds to play."),
  N_("Level 6: one second less after every round, down to one."),
};

static const char *
card_name (guint              number,
           TableeWhosnextSide side)
{
  g_return_val_if_fail (number >= 1 && number <= 6, "");

  return _(side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI ? whootchi_names[number] : whoot_names[number]);
}

static const char *
player_name (TableeWhosnextPage *self,
             int                 seat)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));

  if (seat < 0 || (guint) seat >= tablee_players_get_n_players (players))
    return "";

  return tablee_player_get_name (tablee_players_get_player (players, (guint) seat));
}

static gboolean
is_trainer (TableeWhosnextPage *self)
{
  return tablee_whosnext_trainer_get_active (self->trainer);
}

/* The trainer keeps a level of its own, apart from the table's. */
static guint
shown_level (TableeWhosnextPage *self)
{
  if (is_trainer (self))
    return tablee_whosnext_trainer_get_level (self->trainer);

  return tablee_whosnext_game_get_level (self->game);
}

/* The level menu shows, and sets, the level of the mode in use. */
static void
bind_level (TableeWhosnextPage *self)
{
  GObject *source = is_trainer (self) ? G_OBJECT (self->trainer) : G_OBJECT (self->game);
  g_autoptr(GObject) bound = NULL;

  if (self->level_binding != NULL)
    bound = g_binding_dup_source (self->level_binding);
  if (bound == source)
    return;

  if (self->level_binding != NULL)
    g_binding_unbind (self->level_binding);
  self->level_binding = g_object_bind_property (source, "level",
                                                self->level_dropdown, "selected",
                                                G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
}

static TableeCountdown *
active_countdown (TableeWhosnextPage *self)
{
  if (is_trainer (self))
    return tablee_whosnext_trainer_get_countdown (self->trainer);

  return tablee_whosnext_conductor_get_countdown (self->conductor);
}

static void
set_css_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static TableeWhosnextSide
chosen_side (TableeWhosnextPage *self)
{
  if (gtk_toggle_button_get_active (self->whootchi_button))
    return TABLEE_WHOSNEXT_SIDE_WHOOTCHI;

  return TABLEE_WHOSNEXT_SIDE_WHOOT;
}

/* Toasts are the page's own: never raised over another page. */
static void
show_plain_toast (TableeWhosnextPage *self,
                  const char         *text)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), text, NULL, NULL);
}

static gboolean
count_away (void)
{
  return g_settings_get_boolean (tablee_settings_get_gsettings (tablee_settings_get_default ()),
                                 "whosnext-count-away");
}

/* Away from the page, a countdown the table lets run shows in the
 * window's header (see win.away-status), with its button back here. */
static void
update_away_status (TableeWhosnextPage *self)
{
  TableeCountdown *countdown = active_countdown (self);
  TableeCountdownState state = tablee_countdown_get_state (countdown);
  g_autofree char *text = NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (state == TABLEE_COUNTDOWN_RUNNING)
        text = g_strdup_printf (_("Who’s Next? %u s"), tablee_countdown_get_remaining (countdown));
      else if (state == TABLEE_COUNTDOWN_EXPIRED)
        text = g_strdup (_("Who’s Next? Time is up"));
    }

  if (text == NULL && !self->away_shown)
    return;

  self->away_shown = text != NULL;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.away-status", "(ss)",
                              "whosnext", text != NULL ? text : "");
}

/* Keeping awake: only while a countdown runs, and when the preference
 * asks so. The shell holds the one inhibitor for every game. */
static void
update_awake (TableeWhosnextPage *self)
{
  GApplication *app = g_application_get_default ();
  gboolean wanted;

  wanted = tablee_countdown_get_state (active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING &&
           tablee_settings_get_keep_awake (tablee_settings_get_default ()) &&
           gtk_widget_get_mapped (GTK_WIDGET (self));

  if (!TABLEE_IS_APPLICATION (app) || wanted == self->holding_awake)
    return;

  if (wanted)
    tablee_application_hold_awake (TABLEE_APPLICATION (app), self,
                                   _("A Who’s Next? countdown is running"));
  else
    tablee_application_release_awake (TABLEE_APPLICATION (app), self);

  self->holding_awake = wanted;
}

/* The countdown in the middle of the table */

static void
update_countdown (TableeWhosnextPage *self)
{
  TableeCountdown *countdown = active_countdown (self);
  TableeCountdownState state = tablee_countdown_get_state (countdown);
  guint remaining = tablee_countdown_get_remaining (countdown);
  g_autofree char *text = NULL;
  gboolean urgent;

  if (state == TABLEE_COUNTDOWN_IDLE)
    {
      remaining = is_trainer (self) ? tablee_whosnext_trainer_get_seconds (self->trainer)
                                    : tablee_whosnext_game_get_seconds (self->game);
      tablee_whosnext_table_set_fraction (self->table, 1.0);
    }
  else
    {
      tablee_whosnext_table_set_fraction (self->table, tablee_countdown_get_fraction (countdown));
    }

  urgent = state != TABLEE_COUNTDOWN_IDLE && remaining <= 3;
  text = g_strdup_printf ("%u", remaining);
  gtk_label_set_text (self->seconds_label, text);
  set_css_class (GTK_WIDGET (self->seconds_label), "urgent", urgent);
  tablee_whosnext_table_set_urgent (self->table, urgent);

  /* Under the seconds: whose time it is. */
  if (state == TABLEE_COUNTDOWN_EXPIRED)
    gtk_label_set_text (self->seconds_caption, _("Time is up!"));
  else if (state == TABLEE_COUNTDOWN_PAUSED)
    gtk_label_set_text (self->seconds_caption, _("Paused · Space"));
  else if (is_trainer (self))
    gtk_label_set_text (self->seconds_caption, _("Who is next?"));
  else if (tablee_whosnext_game_is_game_over (self->game))
    gtk_label_set_text (self->seconds_caption, _("The concert is over"));
  else if (state == TABLEE_COUNTDOWN_IDLE && tablee_whosnext_game_get_due (self->game) >= 0)
    gtk_label_set_text (self->seconds_caption, _("Space to go on"));
  else if (tablee_whosnext_game_get_due (self->game) >= 0)
    gtk_label_set_text (self->seconds_caption, player_name (self, tablee_whosnext_game_get_due (self->game)));
  else
    gtk_label_set_text (self->seconds_caption, _("Space to start"));

  update_awake (self);
  update_away_status (self);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  tablee_whosnext_table_set_fraction (self->table,
                                      tablee_countdown_get_fraction (active_countdown (self)));

  return G_SOURCE_CONTINUE;
}

static void
countdown_state_cb (TableeWhosnextPage *self)
{
  gboolean running = tablee_countdown_get_state (active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING;

  /* The ring moves smoothly, frame by frame, while a countdown runs. */
  if (running && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  else if (!running && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }

  update_countdown (self);
}

/* Seats, status and controls */

static void
rebuild_seats (TableeWhosnextPage *self)
{
  guint n = tablee_whosnext_game_get_n_seats (self->game);

  if (tablee_whosnext_table_get_n_seats (self->table) == n)
    return;

  tablee_whosnext_table_remove_seats (self->table);
  for (guint i = 0; i < n; i++)
    tablee_whosnext_table_append_seat (self->table, tablee_whosnext_seat_new (i));
}

static void
update_seats (TableeWhosnextPage *self)
{
  guint n = tablee_whosnext_game_get_n_seats (self->game);
  gboolean trainer = is_trainer (self);
  gboolean over = tablee_whosnext_game_is_game_over (self->game);
  int due = tablee_whosnext_game_get_due (self->game);
  int holder = tablee_whosnext_game_get_dont_panic_holder (self->game);
  int apprentice = tablee_whosnext_game_get_apprentice (self->game)
                   ? tablee_whosnext_game_get_apprentice_seat (self->game) : -1;
  guint winners[TABLEE_WHOSNEXT_MAX_SEATS];
  guint n_winners = over ? tablee_whosnext_game_get_winners (self->game, winners) : 0;
  int trainer_player = tablee_whosnext_trainer_get_player (self->trainer);

  rebuild_seats (self);

  for (guint i = 0; i < n; i++)
    {
      TableeWhosnextSeat *seat = TABLEE_WHOSNEXT_SEAT (tablee_whosnext_table_get_seat (self->table, i));
      TableeWhosnextSeatFlags flags = 0;
      const char *card = NULL;
      guint number;
      TableeWhosnextSide side;
      guint dont_panic = 0;

      if (trainer)
        {
          flags |= TABLEE_WHOSNEXT_SEAT_TRAINING;
          if ((int) i == trainer_player && tablee_whosnext_trainer_get_running (self->trainer))
            {
              card = card_name (tablee_whosnext_trainer_get_number (self->trainer),
                                tablee_whosnext_trainer_get_side (self->trainer));
              flags |= TABLEE_WHOSNEXT_SEAT_SELECTED;
            }

          {
            /* Seats answer by their number key too: show it. */
            g_autofree char *numbered = g_strdup_printf ("%u · %s", i + 1, player_name (self, (int) i));

            tablee_whosnext_seat_update (seat, numbered, card, 0, 0, flags);
          }
          continue;
        }

      if (tablee_whosnext_game_get_uncovered (self->game, i, &number, &side))
        card = card_name (number, side);
      if ((int) i == due)
        flags |= TABLEE_WHOSNEXT_SEAT_DUE;
      if ((int) i == self->selected_seat)
        flags |= TABLEE_WHOSNEXT_SEAT_SELECTED;
      if ((int) i == apprentice)
        flags |= TABLEE_WHOSNEXT_SEAT_APPRENTICE;
      for (guint w = 0; w < n_winners; w++)
        {
          if (winners[w] == i)
            flags |= TABLEE_WHOSNEXT_SEAT_WINNER;
        }
      if ((int) i == holder)
        dont_panic = tablee_whosnext_game_get_dont_panic_streak (self->game);

      tablee_whosnext_seat_update (seat, player_name (self, (int) i), card,
                                   tablee_whosnext_game_get_wrong_notes (self->game, i),
                                   dont_panic, flags);
    }
}

static void
update_card_buttons (TableeWhosnextPage *self)
{
  guint n = tablee_whosnext_game_get_n_seats (self->game);
  TableeWhosnextSide side = chosen_side (self);
  GtkWidget *child;
  guint number = 1;

  if (self->n_card_buttons != n - 1)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
        gtk_box_remove (self->cards_box, child);

      for (guint i = 1; i < n; i++)
        {
          g_autofree char *label = g_strdup_printf ("%u", i);
          GtkWidget *button = gtk_button_new_with_label (label);

          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.play-card");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint32) i);
          gtk_widget_add_css_class (button, "title-3");
          gtk_box_append (self->cards_box, button);
        }

      self->n_card_buttons = n - 1;
    }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), number++)
    {
      gtk_widget_set_tooltip_text (child, card_name (number, side));
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, card_name (number, side),
                                      -1);
    }

  gtk_widget_set_sensitive (GTK_WIDGET (self->whootchi_button),
                            tablee_whosnext_game_get_level (self->game) >= 1);
}

static const char *
direction_text (int direction)
{
  return direction > 0 ? _("Playing clockwise ↻") : _("Playing anticlockwise ↺");
}

static void
update_conductor_status (TableeWhosnextPage *self)
{
  TableeWhosnextRoundState state = tablee_whosnext_game_get_round_state (self->game);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *caption = NULL;

  switch (state)
    {
    case TABLEE_WHOSNEXT_ROUND_WAITING:
      title = g_strdup_printf (_("%s starts"),
                               player_name (self, (int) tablee_whosnext_game_get_starter (self->game)));
      subtitle = g_strdup (_("They point at a neighbour: the countdown starts for them. Space or → for clockwise, ← for anticlockwise."));
      gtk_stack_set_visible_child_name (self->controls_stack, "waiting");
      break;

    case TABLEE_WHOSNEXT_ROUND_PLAYING:
      {
        int who = self->selected_seat >= 0 ? self->selected_seat
                                           : tablee_whosnext_game_get_due (self->game);

        title = g_strdup_printf (_("%s is next"),
                                 player_name (self, tablee_whosnext_game_get_due (self->game)));
        subtitle = g_strdup_printf (_("%s · Tell each card played with its number key, or click it."),
                                    direction_text (tablee_whosnext_game_get_direction (self->game)));
        caption = g_strdup_printf (_("%s by %s · Space"),
                                   card_name (self->last_number, chosen_side (self)),
                                   player_name (self, who));
        gtk_label_set_text (self->played_caption, caption);
        gtk_stack_set_visible_child_name (self->controls_stack, "playing");
      }
      break;

    case TABLEE_WHOSNEXT_ROUND_GAME_OVER:
    default:
      {
        guint winners[TABLEE_WHOSNEXT_MAX_SEATS];
        guint n = tablee_whosnext_game_get_winners (self->game, winners);
        GString *names = g_string_new (NULL);

        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append (names, i + 1 < n ? ", " : _(" and "));
            g_string_append (names, player_name (self, (int) winners[i]));
          }

        title = g_strdup (_("The concert is over"));
        subtitle = g_strdup_printf (_("Fewest wrong notes, and the win: %s."), names->str);
        g_string_free (names, TRUE);
        gtk_stack_set_visible_child_name (self->controls_stack, "game-over");
      }
      break;
    }

  gtk_label_set_text (self->status_title, title);
  gtk_label_set_text (self->status_subtitle, subtitle);
}

static void
update_trainer_status (TableeWhosnextPage *self)
{
  guint level = tablee_whosnext_trainer_get_level (self->trainer);
  TableeWhosnextTrainerStats stats;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *stats_text = NULL;
  int player = tablee_whosnext_trainer_get_player (self->trainer);

  if (player >= 0)
    {
      title = g_strdup_printf (_("%s played: %s"), player_name (self, player),
                               card_name (tablee_whosnext_trainer_get_number (self->trainer),
                                          tablee_whosnext_trainer_get_side (self->trainer)));
      subtitle = g_strdup_printf (_("%s before this card. Who is next? Click the seat, or press its number."),
                                  direction_text (tablee_whosnext_trainer_get_direction (self->trainer)));
    }
  else
    {
      title = g_strdup (_("Train alone"));
      subtitle = g_strdup (_("Tablée plays the other musicians. After each card, name who is next before the time runs out."));
    }

  tablee_whosnext_trainer_get_stats (self->trainer, level, &stats);
  if (stats.answers == 0)
    stats_text = g_strdup_printf (_("Level %u: no answers yet. Nine right out of ten, within half the time, move you up a level."),
                                  level);
  else
    stats_text = g_strdup_printf (_("Level %u: %u right out of %u, %.1f s on average. Nine right out of ten, within half the time, move you up a level."),
                                  level, stats.correct, stats.answers,
                                  stats.correct > 0 ? stats.reaction_ms / 1000.0 / stats.correct : 0.0);

  gtk_label_set_text (self->status_title, title);
  gtk_label_set_text (self->status_subtitle, subtitle);
  gtk_label_set_text (self->trainer_stats, stats_text);
  gtk_widget_set_visible (GTK_WIDGET (self->trainer_start_button),
                          !tablee_whosnext_trainer_get_running (self->trainer));
  gtk_widget_set_visible (GTK_WIDGET (self->trainer_feedback),
                          *gtk_label_get_text (self->trainer_feedback) != '\0');
  gtk_stack_set_visible_child_name (self->controls_stack, "trainer");
}

static void
update_setup (TableeWhosnextPage *self)
{
  TableeWhosnextSetup setup;
  g_autofree char *remove = NULL;
  g_autofree char *deal = NULL;

  if (!tablee_whosnext_setup_for (tablee_whosnext_game_get_n_seats (self->game), &setup))
    return;

  if (setup.highest_number >= 6)
    remove = g_strdup (_("Nothing: every number is used"));
  else if (setup.highest_number == 5)
    remove = g_strdup (_("The cards numbered 6"));
  else
    remove = g_strdup_printf (_("The cards numbered %u to 6"), setup.highest_number + 1);

  deal = g_strdup_printf (_("%u cards of each number from 1 to %u, %u cards in all"),
                          setup.per_number, setup.highest_number, setup.cards_per_player);

  adw_action_row_set_subtitle (self->setup_remove_row, remove);
  adw_action_row_set_subtitle (self->setup_deal_row, deal);
}

static void
update_level_rules (TableeWhosnextPage *self)
{
  guint level = shown_level (self);
  g_autofree char *text = NULL;
  guint seconds = is_trainer (self) ? tablee_whosnext_trainer_get_seconds (self->trainer)
                                    : tablee_whosnext_game_get_seconds (self->game);

  if (level == 0)
    text = g_strdup_printf (_("%s Time to play: %u s."), _(level_summaries[level]), seconds);
  else
    text = g_strdup_printf (_("%s Time to play: %u s. The rules of the levels before still apply."),
                            _(level_summaries[level]), seconds);

  gtk_label_set_text (self->level_rules, text);
}

static void withdraw_old_toasts (TableeWhosnextPage *self);

static void
refresh (TableeWhosnextPage *self)
{
  gboolean trainer = is_trainer (self);

  if (self->selected_seat >= (int) tablee_whosnext_game_get_n_seats (self->game))
    self->selected_seat = -1;

  gtk_toggle_button_set_active (trainer ? self->trainer_button : self->conductor_button, TRUE);
  bind_level (self);

  withdraw_old_toasts (self);
  update_seats (self);
  update_card_buttons (self);
  if (trainer)
    update_trainer_status (self);
  else
    update_conductor_status (self);
  update_setup (self);
  update_level_rules (self);
  update_countdown (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.wrong-note", !trainer);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.wrong-notes", !trainer);
  gtk_widget_set_visible (GTK_WIDGET (self->mistakes_button), !trainer);
}

/* Mistakes: a toast proposes the wrong note; only the last one can be
 * reported, so a new mistake withdraws the previous proposal. */

static void
withdraw_mistake_toast (TableeWhosnextPage *self)
{
  g_autoptr(AdwToast) toast = g_steal_pointer (&self->mistake_toast);

  self->mistake_waiting = FALSE;

  if (toast != NULL)
    adw_toast_dismiss (toast);
}

static void
mistake_confirmed_cb (AdwToast           *toast,
                      TableeWhosnextPage *self)
{
  guint seat;

  if (toast != self->mistake_toast)
    return;

  /* Only the mistake the toast names, and only while it can be reported. */
  g_clear_object (&self->mistake_toast);
  if (tablee_whosnext_game_get_last_break (self->game, &seat) != TABLEE_WHOSNEXT_BREAK_NONE &&
      (int) seat == self->mistake_seat)
    tablee_whosnext_conductor_confirm (self->conductor);
}

static void
mistake_dismissed_cb (AdwToast           *toast,
                      TableeWhosnextPage *self)
{
  /* Taken away with the page, it waits for the page to show again. */
  if (toast != self->mistake_toast || self->mistake_waiting)
    return;

  /* Closed without reporting: the table lets it go. */
  g_clear_object (&self->mistake_toast);
  tablee_whosnext_conductor_dismiss (self->conductor);
}

static char *
describe_break (const char          *name,
                TableeWhosnextBreak  breaks)
{
  if (breaks & TABLEE_WHOSNEXT_BREAK_LATE)
    return g_strdup_printf (_("Time is up for %s."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN)
    return g_strdup_printf (_("%s played out of turn."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_SAME_TWICE)
    return g_strdup_printf (_("%s played the same card twice in a row."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL)
    return g_strdup_printf (_("%s played a third identical card."), name);

  return g_strdup_printf (_("%s played on the apprentice."), name);
}

static void
propose_mistake (TableeWhosnextPage  *self,
                 int                  seat,
                 TableeWhosnextBreak  breaks)
{
  g_autofree char *text = describe_break (player_name (self, seat), breaks);
  AdwToast *toast;

  withdraw_mistake_toast (self);

  toast = tablee_whosnext_mistake_toast_new (text, player_name (self, seat));
  self->mistake_seat = seat;
  g_signal_connect_object (toast, "button-clicked",
                           G_CALLBACK (mistake_confirmed_cb), self, 0);
  g_signal_connect_object (toast, "dismissed",
                           G_CALLBACK (mistake_dismissed_cb), self, 0);
  self->mistake_toast = g_object_ref_sink (toast);

  /* Proposed on this page only: while another shows, it waits. */
  self->mistake_waiting = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (!self->mistake_waiting)
    tablee_whosnext_show_toast (GTK_WIDGET (self), g_object_ref (toast));
}

static void
time_out_cb (TableeWhosnextPage *self,
             int                 seat)
{
  propose_mistake (self, seat, TABLEE_WHOSNEXT_BREAK_LATE);
}

static void
rule_break_cb (TableeWhosnextPage  *self,
               int                  seat,
               TableeWhosnextBreak  breaks)
{
  propose_mistake (self, seat, breaks);
}

/* A toast about a moment dies with it: a proposed wrong note when the
 * game can no longer report that mistake (the round ended, the level
 * changed, another mistake came), the clean round's offer when the next
 * round starts. */
static void
withdraw_old_toasts (TableeWhosnextPage *self)
{
  guint seat;

  if (self->mistake_toast != NULL &&
      (tablee_whosnext_game_get_last_break (self->game, &seat) == TABLEE_WHOSNEXT_BREAK_NONE ||
       (int) seat != self->mistake_seat))
    withdraw_mistake_toast (self);

  if (self->round_toast != NULL &&
      tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_WAITING)
    adw_toast_dismiss (self->round_toast);
}

static void
round_toast_dismissed_cb (AdwToast           *toast,
                          TableeWhosnextPage *self)
{
  if (toast == self->round_toast)
    g_clear_object (&self->round_toast);
}

static void
next_level_clicked_cb (TableeWhosnextPage *self)
{
  guint level = tablee_whosnext_game_get_level (self->game);

  if (level < TABLEE_WHOSNEXT_MAX_LEVEL &&
      tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_WAITING)
    tablee_whosnext_game_set_level (self->game, level + 1);
}

static void
round_ended_cb (TableeWhosnextPage *self,
                int                 starter,
                gboolean            mistake)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  withdraw_old_toasts (self);

  if (tablee_whosnext_game_is_game_over (self->game))
    return;

  if (mistake)
    {
      text = g_strdup_printf (_("Wrong note. %s starts the next round."), player_name (self, starter));
      show_plain_toast (self, text);
      return;
    }

  /* A last card that broke a rule is no clean round: its mistake is
   * proposed next. */
  if (tablee_whosnext_game_get_last_break (self->game, NULL) != TABLEE_WHOSNEXT_BREAK_NONE ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (self->round_toast != NULL)
    adw_toast_dismiss (self->round_toast);
  toast = tablee_whosnext_clean_round_toast_new (player_name (self, starter),
                                                 tablee_whosnext_game_get_level (self->game) < TABLEE_WHOSNEXT_MAX_LEVEL);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (next_level_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (round_toast_dismissed_cb), self, 0);
  self->round_toast = g_object_ref_sink (toast);
  tablee_whosnext_show_toast (GTK_WIDGET (self), g_object_ref (toast));
}

/* Trainer */

static void
trainer_answered_cb (TableeWhosnextPage *self,
                     gboolean            correct,
                     gboolean            late,
                     int                 expected,
                     guint               reaction_ms)
{
  g_autofree char *text = NULL;
  int after;

  /* The explanation follows the rule the answer was judged by: the card
   * shown, from the direction before it. */
  tablee_whosnext_trainer_get_answer (self->trainer, &after);

  if (late)
    text = g_strdup_printf (_("Too late: it was %s. %s after this card."),
                            player_name (self, expected), direction_text (after));
  else if (correct)
    text = g_strdup_printf (_("Right, in %.1f s."), reaction_ms / 1000.0);
  else
    text = g_strdup_printf (_("No: it was %s. %s after this card."),
                            player_name (self, expected), direction_text (after));

  gtk_label_set_text (self->trainer_feedback, text);
  gtk_widget_set_visible (GTK_WIDGET (self->trainer_feedback), TRUE);
}

static void
trainer_level_up_cb (TableeWhosnextPage *self,
                     guint               level)
{
  g_autofree char *text = g_strdup_printf (_("Well played! On to level %u."), level);

  show_plain_toast (self, text);
}

/* Doing things */

static void
start_round (TableeWhosnextPage *self,
             int                 direction)
{
  g_autoptr(GError) error = NULL;

  if (!tablee_whosnext_conductor_start_round (self->conductor, direction, &error))
    show_plain_toast (self, error->message);
}

static void
play_card (TableeWhosnextPage *self,
           guint               number,
           TableeWhosnextSide  side)
{
  g_autoptr(GError) error = NULL;
  int seat = self->selected_seat;

  if (tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_WAITING)
    {
      show_plain_toast (self, _("First the starting player points at a neighbour: Space, ← or →."));
      return;
    }

  self->last_number = number;
  self->selected_seat = -1;
  gtk_toggle_button_set_active (self->whootchi_button, FALSE);

  if (!tablee_whosnext_conductor_card_played (self->conductor, seat, number, side, NULL, &error))
    show_plain_toast (self, error->message);

  refresh (self);
}

static void
card_played_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  if (is_trainer (self))
    {
      /* Space during a card is no answer: only a seat is. Between cards it
       * brings the next one, and the last feedback goes with it. */
      if (tablee_whosnext_trainer_get_running (self->trainer))
        {
          tablee_countdown_resume (tablee_whosnext_trainer_get_countdown (self->trainer));
          return;
        }
      gtk_label_set_text (self->trainer_feedback, "");
      tablee_whosnext_trainer_start (self->trainer);
      return;
    }

  switch (tablee_whosnext_game_get_round_state (self->game))
    {
    case TABLEE_WHOSNEXT_ROUND_WAITING:
      start_round (self, 1);
      break;
    case TABLEE_WHOSNEXT_ROUND_PLAYING:
      /* A round restored from the last session, or paused while the page
       * was left, waits for its countdown. */
      if (tablee_countdown_get_state (active_countdown (self)) == TABLEE_COUNTDOWN_IDLE ||
          tablee_countdown_get_state (active_countdown (self)) == TABLEE_COUNTDOWN_PAUSED)
        tablee_whosnext_conductor_resume (self->conductor);
      else
        play_card (self, MIN (self->last_number, tablee_whosnext_game_get_n_seats (self->game) - 1),
                   chosen_side (self));
      break;
    case TABLEE_WHOSNEXT_ROUND_GAME_OVER:
    default:
      break;
    }
}

static void
play_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  play_card (self, (guint) g_variant_get_int32 (parameter), chosen_side (self));
}

static void
start_round_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  start_round (TABLEE_WHOSNEXT_PAGE (widget), g_variant_get_int32 (parameter) < 0 ? -1 : 1);
}

static void
seat_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);
  int seat = g_variant_get_int32 (parameter);

  if (seat < 0 || seat >= (int) tablee_whosnext_game_get_n_seats (self->game))
    return;

  if (is_trainer (self))
    {
      tablee_whosnext_trainer_answer (self->trainer, (guint) seat);
      return;
    }

  /* Choosing who plays the next card, for a card played out of turn;
   * choosing the player due again goes back to them. */
  if (seat == self->selected_seat || seat == tablee_whosnext_game_get_due (self->game))
    self->selected_seat = -1;
  else
    self->selected_seat = seat;

  refresh (self);
}

/* Two players who slip at the same moment both take a wrong note: the
 * table ticks them here, then reports them together. */
static void
report_mistakes (TableeWhosnextPage *self,
                 const guint        *seats,
                 guint               n_seats)
{
  g_autoptr(GError) error = NULL;

  withdraw_mistake_toast (self);
  if (!tablee_whosnext_conductor_report (self->conductor, seats, n_seats, &error))
    show_plain_toast (self, error->message);
}

static void
mistake_toggled_cb (TableeWhosnextPage *self)
{
  guint n_active = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->mistakes_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_active += gtk_check_button_get_active (GTK_CHECK_BUTTON (child));

  gtk_widget_set_sensitive (GTK_WIDGET (self->mistakes_report_button), n_active > 0);
}

static void
mistakes_popover_show_cb (TableeWhosnextPage *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->mistakes_box))) != NULL)
    gtk_box_remove (self->mistakes_box, child);

  /* Names are plain labels: what a player typed shows as typed. */
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);
      GtkWidget *check = gtk_check_button_new_with_label (tablee_player_get_name (player));

      g_signal_connect_swapped (check, "toggled", G_CALLBACK (mistake_toggled_cb), self);
      gtk_box_append (self->mistakes_box, check);
    }

  mistake_toggled_cb (self);
}

static void
mistakes_report_clicked_cb (TableeWhosnextPage *self)
{
  g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (guint));
  guint seat = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->mistakes_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), seat++)
    {
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
        g_array_append_val (seats, seat);
    }

  gtk_popover_popdown (self->mistakes_popover);
  if (seats->len > 0)
    report_mistakes (self, (const guint *) seats->data, seats->len);
}

static void
wrong_notes_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);
  gsize n_seats = 0;
  const gint32 *values = g_variant_get_fixed_array (parameter, &n_seats, sizeof (gint32));
  g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (guint));

  for (gsize i = 0; i < n_seats; i++)
    {
      guint seat = (guint) MAX (values[i], 0);

      g_array_append_val (seats, seat);
    }

  report_mistakes (self, (const guint *) seats->data, seats->len);
}

static void
wrong_note_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint seat = (guint) g_variant_get_int32 (parameter);

  withdraw_mistake_toast (self);
  if (!tablee_whosnext_conductor_report (self->conductor, &seat, 1, &error))
    show_plain_toast (self, error->message);
}

static char *
tablee_whosnext_page_dup_rules_id (TableeGamePage *page)
{
  return g_strdup_printf ("level-%u", shown_level (TABLEE_WHOSNEXT_PAGE (page)));
}

static void
mode_toggled_cb (TableeWhosnextPage *self)
{
  gboolean trainer = gtk_toggle_button_get_active (self->trainer_button);

  if (trainer == is_trainer (self))
    return;

  /* One countdown at a time: put away, the trainer stops. */
  withdraw_mistake_toast (self);
  tablee_whosnext_conductor_stop (self->conductor);
  tablee_whosnext_trainer_set_active (self->trainer, trainer);
  countdown_state_cb (self);
}

/* Undo and redo put a round back: a card chosen for it no longer holds. */
static void
game_changed_cb (TableeWhosnextPage *self)
{
  if (tablee_whosnext_game_get_restored (self->game))
    self->selected_seat = -1;
  refresh (self);
}

static int
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (int) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (int) (keyval - GDK_KEY_KP_0);

  return -1;
}

gboolean
_tablee_whosnext_page_key (TableeWhosnextPage *self,
                           guint               keyval,
                           guint               keycode,
                           GdkModifierType     state)
{
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;
  gboolean whootchi = gtk_toggle_button_get_active (self->whootchi_button);
  int digit = digit_of (keyval);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      gtk_widget_activate_action (GTK_WIDGET (self), "page.card-played", NULL);
      return TRUE;

    case GDK_KEY_Left:
    case GDK_KEY_Right:
      if (is_trainer (self) ||
          tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_WAITING)
        return FALSE;
      start_round (self, keyval == GDK_KEY_Left ? -1 : 1);
      return TRUE;

    case GDK_KEY_w:
    case GDK_KEY_W:
      if (is_trainer (self))
        return FALSE;
      gtk_toggle_button_set_active (self->whootchi_button, !whootchi);
      return TRUE;

    default:
      break;
    }

  if (digit < 0 && keycode != 0)
    {
      GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
      guint plain = 0, shifted = 0;

      /* With Shift held, the 1 key gives "!" on many layouts; on others
       * (French AZERTY) the digits need Shift, which then cannot mean
       * Whootchi: there W does. */
      gdk_display_translate_key (display, keycode, state & ~GDK_SHIFT_MASK, 0,
                                 &plain, NULL, NULL, NULL);
      gdk_display_translate_key (display, keycode, state | GDK_SHIFT_MASK, 0,
                                 &shifted, NULL, NULL, NULL);
      if (digit_of (plain) >= 0)
        digit = digit_of (plain);
      else if (digit_of (shifted) >= 0)
        {
          digit = digit_of (shifted);
          shift = FALSE;
        }
    }

  if (digit < 1)
    return FALSE;

  if (is_trainer (self))
    {
      /* Seats by their number, 1 for the first. */
      if (digit <= (int) tablee_whosnext_game_get_n_seats (self->game))
        tablee_whosnext_trainer_answer (self->trainer, (guint) digit - 1);
      return TRUE;
    }

  if (digit >= (int) tablee_whosnext_game_get_n_seats (self->game))
    return FALSE;

  play_card (self, (guint) digit,
             (whootchi || shift) ? TABLEE_WHOSNEXT_SIDE_WHOOTCHI : TABLEE_WHOSNEXT_SIDE_WHOOT);
  return TRUE;
}

static void
detach_keys_from_root (TableeWhosnextPage *self)
{
  if (self->keys_root != NULL)
    {
      gtk_widget_remove_controller (self->keys_root, self->keys);
      g_object_remove_weak_pointer (G_OBJECT (self->keys_root), (gpointer *) &self->keys_root);
      self->keys_root = NULL;
    }

  self->keys = NULL;
}

static void
detach_keys (TableeWhosnextPage *self)
{
  detach_keys_from_root (self);
}

static gboolean
key_pressed_cb (TableeWhosnextPage    *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Typing a player's name is not playing cards, and an open menu or
   * popover keeps its keys. */
  if (focus != NULL &&
      (GTK_IS_EDITABLE (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL))
    return FALSE;

  if (!gtk_widget_is_drawable (GTK_WIDGET (self)))
    return FALSE;

  return _tablee_whosnext_page_key (self, keyval, keycode, state);
}

/* The controller sits on the window while the page shows, in the capture
 * phase, so that a focused button does not take Space for itself. */
static void
attach_keys (TableeWhosnextPage *self)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (root == NULL || self->keys_root == root)
    return;

  detach_keys_from_root (self);
  self->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (root, self->keys);
  self->keys_root = root;
  g_object_add_weak_pointer (G_OBJECT (root), (gpointer *) &self->keys_root);
}

/* GObject and widget */

/* In the table mode (the window's "table-mode" style, full screen) the
 * table takes the whole height: the set-up, the options and the players
 * step aside until it ends. */
static void
update_table_mode (TableeWhosnextPage *self)
{
  gboolean table_mode = self->mode_root != NULL &&
                        gtk_widget_has_css_class (self->mode_root, "table-mode");

  gtk_widget_set_visible (self->setup_group, !table_mode);
  gtk_widget_set_visible (self->game_group, !table_mode);
  gtk_widget_set_visible (GTK_WIDGET (self->player_editor), !table_mode);
}

static void
follow_table_mode (TableeWhosnextPage *self,
                   GtkWidget          *root)
{
  if (self->mode_root == root)
    return;

  if (self->mode_root != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->mode_root, update_table_mode, self);
      g_object_remove_weak_pointer (G_OBJECT (self->mode_root), (gpointer *) &self->mode_root);
    }

  self->mode_root = root;
  if (root != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (root), (gpointer *) &self->mode_root);
      g_signal_connect_swapped (root, "notify::css-classes", G_CALLBACK (update_table_mode), self);
    }

  update_table_mode (self);
}

static void
tablee_whosnext_page_map (GtkWidget *widget)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  GTK_WIDGET_CLASS (tablee_whosnext_page_parent_class)->map (widget);

  /* The keys of the game work as soon as the page shows, wherever the
   * focus is in the window: they are caught at the window. */
  attach_keys (self);
  follow_table_mode (self, GTK_WIDGET (gtk_widget_get_root (widget)));

  /* A damaged training save was set aside at start: say so once we can. */
  if (self->training_error != NULL)
    {
      show_plain_toast (self, self->training_error);
      g_clear_pointer (&self->training_error, g_free);
    }

  if (self->paused_away)
    {
      self->paused_away = FALSE;
      show_plain_toast (self, _("The countdown paused while you were away. Space goes on."));
    }
  if (self->mistake_waiting && self->mistake_toast != NULL)
    {
      self->mistake_waiting = FALSE;
      tablee_whosnext_show_toast (GTK_WIDGET (self), g_object_ref (self->mistake_toast));
    }

  update_awake (self);
  update_away_status (self);
}

/* Leaving the page takes its toasts away: none stays over another page.
 * A proposed wrong note waits to be proposed again on coming back, as
 * long as the game can still report it (see withdraw_old_toasts()). */
static void
take_toasts_away (TableeWhosnextPage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  /* Only when another page shows in the overlay: a window closing takes
   * the toasts with it, and the overlay cannot hide one it is unmapping
   * (its show animation would outlive it). */
  if (overlay == NULL || !gtk_widget_get_mapped (overlay))
    return;

  if (self->round_toast != NULL)
    adw_toast_dismiss (self->round_toast);

  if (self->mistake_toast != NULL && !self->mistake_waiting)
    {
      self->mistake_waiting = TRUE;
      adw_toast_dismiss (self->mistake_toast);
    }
}

static void
tablee_whosnext_page_unmap (GtkWidget *widget)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  GTK_WIDGET_CLASS (tablee_whosnext_page_parent_class)->unmap (widget);
  take_toasts_away (self);
  detach_keys (self);
  follow_table_mode (self, NULL);

  /* Leaving the page holds its countdown, unless the table prefers it to
   * go on in the header. */
  if (!count_away () &&
      tablee_countdown_get_state (active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING)
    {
      if (is_trainer (self))
        tablee_countdown_pause (tablee_whosnext_trainer_get_countdown (self->trainer));
      else
        tablee_whosnext_conductor_pause (self->conductor);
      self->paused_away = TRUE;
    }

  update_awake (self);
  update_away_status (self);
}

static void
tablee_whosnext_page_constructed (GObject *object)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  G_OBJECT_CLASS (tablee_whosnext_page_parent_class)->constructed (object);

  if (self->clock == NULL)
    self->clock = g_object_ref (tablee_clock_get_default ());

  self->conductor = tablee_whosnext_conductor_new (self->game, self->clock, NULL);
  self->trainer = tablee_whosnext_trainer_new (self->game, self->clock, NULL, NULL);
  self->training_store = tablee_store_new ("whosnext-training", TRAINING_VERSION);
  if (!tablee_store_attach (self->training_store, TABLEE_SAVEABLE (self->trainer), &error))
    self->training_error = g_strdup (error->message);

  for (guint i = 0; i <= TABLEE_WHOSNEXT_MAX_LEVEL; i++)
    {
      g_autofree char *label = NULL;

      if (i < TABLEE_WHOSNEXT_MAX_LEVEL)
        label = g_strdup_printf (_("Level %u · %u s"), i, tablee_whosnext_level_seconds (i));
      else
        label = g_strdup_printf (_("Level %u · %u s and less"), i, tablee_whosnext_level_seconds (i));
      gtk_string_list_append (levels, label);
    }
  gtk_drop_down_set_model (self->level_dropdown, G_LIST_MODEL (levels));
  g_object_bind_property (self->game, "apprentice", self->apprentice_switch, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  tablee_player_editor_set_players (self->player_editor,
                                    tablee_game_get_players (TABLEE_GAME (self->game)));

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "round-ended", G_CALLBACK (round_ended_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->conductor, "time-out", G_CALLBACK (time_out_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->conductor, "rule-break", G_CALLBACK (rule_break_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "answered", G_CALLBACK (trainer_answered_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "level-up", G_CALLBACK (trainer_level_up_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "question", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::running", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::active", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::level", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->whootchi_button, "notify::active", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tablee_settings_get_default (), "notify::keep-awake",
                           G_CALLBACK (update_awake), self, G_CONNECT_SWAPPED);

  /* Counting aloud is a preference, switched here or in the Preferences. */
  {
    GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr(GAction) count_aloud = g_settings_create_action (settings, "count-aloud");

    g_action_map_add_action (G_ACTION_MAP (group), count_aloud);
    gtk_widget_insert_action_group (GTK_WIDGET (self), "whosnext", G_ACTION_GROUP (group));
    g_settings_bind (settings, "count-aloud", self->conductor, "count-aloud", G_SETTINGS_BIND_GET);
  }

  for (guint i = 0; i < 2; i++)
    {
      TableeCountdown *countdown = i == 0 ? tablee_whosnext_conductor_get_countdown (self->conductor)
                                          : tablee_whosnext_trainer_get_countdown (self->trainer);

      g_signal_connect_object (countdown, "notify::state", G_CALLBACK (countdown_state_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (countdown, "notify::remaining", G_CALLBACK (update_countdown), self,
                               G_CONNECT_SWAPPED);
    }

  refresh (self);
}

static void
tablee_whosnext_page_dispose (GObject *object)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);

  if (self->holding_awake && TABLEE_IS_APPLICATION (g_application_get_default ()))
    tablee_application_release_awake (TABLEE_APPLICATION (g_application_get_default ()), self);
  self->holding_awake = FALSE;

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }

  detach_keys (self);
  follow_table_mode (self, NULL);
  if (self->mistake_toast != NULL)
    g_signal_handlers_disconnect_by_data (self->mistake_toast, self);
  g_clear_object (&self->mistake_toast);
  if (self->round_toast != NULL)
    g_signal_handlers_disconnect_by_data (self->round_toast, self);
  g_clear_object (&self->round_toast);
  if (self->training_store != NULL)
    tablee_store_flush (self->training_store);
  g_clear_object (&self->training_store);
  if (self->conductor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->conductor, self);
      g_signal_handlers_disconnect_by_data (tablee_whosnext_conductor_get_countdown (self->conductor), self);
    }
  if (self->trainer != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->trainer, self);
      g_signal_handlers_disconnect_by_data (tablee_whosnext_trainer_get_countdown (self->trainer), self);
    }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->conductor);
  g_clear_object (&self->trainer);

  if (self->level_binding != NULL)
    g_binding_unbind (g_steal_pointer (&self->level_binding));
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_WHOSNEXT_PAGE);

  self->game = NULL;
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tablee_whosnext_page_parent_class)->dispose (object);
}

static void
tablee_whosnext_page_finalize (GObject *object)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);

  g_clear_pointer (&self->training_error, g_free);

  G_OBJECT_CLASS (tablee_whosnext_page_parent_class)->finalize (object);
}

static void
tablee_whosnext_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_set_object (&self->clock, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_page_class_init (TableeWhosnextPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  page_class->css_resource = RESOURCE_BASE "/ui/tablee-whosnext.css";
  page_class->rules_game = "whosnext";
  page_class->dup_rules_id = tablee_whosnext_page_dup_rules_id;

  object_class->constructed = tablee_whosnext_page_constructed;
  object_class->dispose = tablee_whosnext_page_dispose;
  object_class->finalize = tablee_whosnext_page_finalize;
  object_class->get_property = tablee_whosnext_page_get_property;
  object_class->set_property = tablee_whosnext_page_set_property;
  widget_class->map = tablee_whosnext_page_map;
  widget_class->unmap = tablee_whosnext_page_unmap;

  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, TABLEE_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_WHOSNEXT_TABLE);
  g_type_ensure (TABLEE_TYPE_WHOSNEXT_WRAP_LAYOUT);
  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-whosnext-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_popover);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_box);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_report_button);
  gtk_widget_class_bind_template_callback (widget_class, mistakes_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, mistakes_report_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, conductor_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, trainer_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, table);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, seconds_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, seconds_caption);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, status_title);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, status_subtitle);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, controls_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, cards_box);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, whootchi_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, played_caption);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, trainer_feedback);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, trainer_start_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, trainer_stats);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, level_rules);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, setup_group);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, game_group);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, setup_remove_row);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, setup_deal_row);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, apprentice_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, player_editor);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);

  gtk_widget_class_install_action (widget_class, "page.card-played", NULL, card_played_action);
  gtk_widget_class_install_action (widget_class, "page.play-card", "i", play_card_action);
  gtk_widget_class_install_action (widget_class, "page.start-round", "i", start_round_action);
  gtk_widget_class_install_action (widget_class, "page.seat", "i", seat_action);
  gtk_widget_class_install_action (widget_class, "page.wrong-note", "i", wrong_note_action);
  gtk_widget_class_install_action (widget_class, "page.wrong-notes", "ai", wrong_notes_action);
}

static void
tablee_whosnext_page_init (TableeWhosnextPage *self)
{
  g_autoptr(TableeWhosnextGame) game = tablee_whosnext_game_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->selected_seat = -1;
  self->last_number = 1;
  /* The page's game is the base's: this pointer only saves casts. */
  self->game = game;
  tablee_game_page_set_game (TABLEE_GAME_PAGE (self), TABLEE_GAME (game));
}

TableeWhosnextGame *
tablee_whosnext_page_get_game (TableeWhosnextPage *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_PAGE (self), NULL);

  return self->game;
}

AdwToast *
_tablee_whosnext_page_get_mistake_toast (TableeWhosnextPage *self)
{
  return self->mistake_toast;
}

TableeWhosnextTable *
_tablee_whosnext_page_get_table (TableeWhosnextPage *self)
{
  return self->table;
}

TableeWhosnextTrainer *
_tablee_whosnext_page_get_trainer (TableeWhosnextPage *self)
{
  return self->trainer;
}

const char *
_tablee_whosnext_page_get_status (TableeWhosnextPage *self)
{
  return gtk_label_get_text (self->status_title);
}

const char *
_tablee_whosnext_page_get_seconds (TableeWhosnextPage *self)
{
  return gtk_label_get_text (self->seconds_label);
}

const char *
_tablee_whosnext_page_get_caption (TableeWhosnextPage *self)
{
  return gtk_label_get_text (self->seconds_caption);
}

const char *
_tablee_whosnext_page_get_feedback (TableeWhosnextPage *self)
{
  return gtk_label_get_text (self->trainer_feedback);
}
