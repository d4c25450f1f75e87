/* tablee-whosnext-page-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the Who's Next? page shows: the countdown in the middle of the
 * table, the seats, the status of the round or of the trainer, the
 * level's rules, and the toasts that propose a wrong note or the next
 * level.
 */

#define G_LOG_DOMAIN "tablee-whosnext-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-application.h"
#include "tablee-settings.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-seat.h"

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

const char *
wn_page_player_name (TableeWhosnextPage *self,
                     int                 seat)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));

  if (seat < 0 || (guint) seat >= tablee_players_get_n_players (players))
    return "";

  return tablee_player_get_name (tablee_players_get_player (players, (guint) seat));
}

const char *
wn_page_direction_text (int direction)
{
  return direction > 0 ? _("Playing clockwise ↻") : _("Playing anticlockwise ↺");
}

gboolean
wn_page_is_trainer (TableeWhosnextPage *self)
{
  return tablee_whosnext_trainer_get_active (self->trainer);
}

/* The trainer keeps a level of its own, apart from the table's. */
guint
wn_page_shown_level (TableeWhosnextPage *self)
{
  if (wn_page_is_trainer (self))
    return tablee_whosnext_trainer_get_level (self->trainer);

  return tablee_whosnext_game_get_level (self->game);
}

/* The time limit of the mode in use. */
static guint
shown_seconds (TableeWhosnextPage *self)
{
  if (wn_page_is_trainer (self))
    return tablee_whosnext_trainer_get_seconds (self->trainer);

  return tablee_whosnext_game_get_seconds (self->game);
}

TableeCountdown *
wn_page_active_countdown (TableeWhosnextPage *self)
{
  if (wn_page_is_trainer (self))
    return tablee_whosnext_trainer_get_countdown (self->trainer);

  return tablee_whosnext_conductor_get_countdown (self->conductor);
}

TableeWhosnextSide
wn_page_chosen_side (TableeWhosnextPage *self)
{
  return gtk_toggle_button_get_active (self->whootchi_button) ? TABLEE_WHOSNEXT_SIDE_WHOOTCHI
                                                               : TABLEE_WHOSNEXT_SIDE_WHOOT;
}

/* Toasts are the page's own: never raised over another page. Hand-written:
 * a toast tells what just happened (an error, a pause while away), no
 * state to bind. */
void
wn_page_show_plain_toast (TableeWhosnextPage *self,
                          const char         *text)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), text, NULL, NULL);
}

/* Away from the page, a countdown the table lets run shows in the
 * window's header (see win.away-status), with its button back here.
 * Hand-written: the header is the window's, reached by an action. */
void
wn_page_update_away_status (TableeWhosnextPage *self)
{
  TableeCountdown *countdown = wn_page_active_countdown (self);
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
 * asks so. The shell holds the one inhibitor for every game. Hand-written:
 * it calls the application, which is no property to bind. */
void
wn_page_update_awake (TableeWhosnextPage *self)
{
  GApplication *app = g_application_get_default ();
  gboolean wanted;

  wanted = tablee_countdown_get_state (wn_page_active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING &&
           g_settings_get_boolean (tablee_settings_get_gsettings (tablee_settings_get_default ()), "keep-awake") &&
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

/* The chess clock's button: a pause while the countdown runs, a play
 * where one can go on. Hand-written: its icon, tooltip and accessible
 * name follow the countdown of the mode in use, and accessible names
 * cannot be bound on GTK 4.8. */
static void
update_pause_button (TableeWhosnextPage   *self,
                     TableeCountdownState  state,
                     gboolean              frozen)
{
  gboolean running = state == TABLEE_COUNTDOWN_RUNNING;
  gboolean can_go_on;
  const char *name;

  if (wn_page_is_trainer (self))
    can_go_on = state == TABLEE_COUNTDOWN_PAUSED;
  else
    can_go_on = !frozen &&
                tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_PLAYING &&
                (state == TABLEE_COUNTDOWN_PAUSED || state == TABLEE_COUNTDOWN_IDLE);

  name = running ? _("Pause the Countdown (P)") : _("Go On (P or Space)");
  gtk_button_set_icon_name (self->pause_button, running ? "media-playback-pause-symbolic"
                                                        : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->pause_button), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  running ? _("Pause the countdown") : _("Go on with the countdown"), -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.pause", running || can_go_on);
}

/* The flash of each second, for a loud table or a player who cannot hear
 * the ticks (the preference flash-seconds): the seconds light up as each
 * second starts, as its tick sounds, for a fifth of a second. */
#define FLASH_US (G_USEC_PER_SEC / 5)

static gboolean
unflash_cb (gpointer user_data)
{
  TableeWhosnextPage *self = user_data;

  self->flash_alarm = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self->seconds_label), "tick-flash");

  return G_SOURCE_REMOVE;
}

void
wn_page_stop_flash (TableeWhosnextPage *self)
{
  if (self->flash_alarm != 0)
    tablee_clock_remove_alarm (self->clock, self->flash_alarm);
  self->flash_alarm = 0;
  if (self->seconds_label != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->seconds_label), "tick-flash");
}

static void
flash_second (TableeWhosnextPage   *self,
              TableeCountdownState  state,
              guint                 remaining)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());

  if (state != TABLEE_COUNTDOWN_RUNNING)
    {
      self->flashed = G_MAXUINT;
      return;
    }
  if (remaining == self->flashed)
    return;
  self->flashed = remaining;
  if (!g_settings_get_boolean (settings, "flash-seconds"))
    return;

  wn_page_stop_flash (self);
  gtk_widget_add_css_class (GTK_WIDGET (self->seconds_label), "tick-flash");
  self->flash_alarm = tablee_clock_add_alarm (self->clock, tablee_clock_get_time (self->clock) + FLASH_US,
                                              unflash_cb, self, NULL);
}

/* Hand-written: it follows the countdown of the mode in use (the
 * conductor's or the trainer's, switched at any time) and the frame clock
 * (the ring), which the .ui cannot look up. */
void
wn_page_update_countdown (TableeWhosnextPage *self)
{
  TableeCountdown *countdown = wn_page_active_countdown (self);
  TableeCountdownState state = tablee_countdown_get_state (countdown);
  gboolean idle = state == TABLEE_COUNTDOWN_IDLE;
  guint remaining = idle ? shown_seconds (self) : tablee_countdown_get_remaining (countdown);
  int due = tablee_whosnext_game_get_due (self->game);
  gboolean frozen = !wn_page_is_trainer (self) && tablee_whosnext_conductor_get_frozen (self->conductor);
  g_autofree char *text = g_strdup_printf ("%u", remaining);
  const char *caption;

  tablee_whosnext_table_set_fraction (self->table, idle ? 1.0 : tablee_countdown_get_fraction (countdown));
  tablee_whosnext_table_set_urgent (self->table, !idle && remaining <= 3);
  gtk_label_set_text (self->seconds_label, text);
  flash_second (self, state, remaining);

  /* Under the seconds: whose time it is. */
  if (frozen && state != TABLEE_COUNTDOWN_EXPIRED)
    caption = _("Stopped for the mistake");
  else if (state == TABLEE_COUNTDOWN_EXPIRED)
    caption = _("Time is up!");
  else if (state == TABLEE_COUNTDOWN_PAUSED)
    caption = _("Paused · Space");
  else if (wn_page_is_trainer (self))
    caption = _("Who is next?");
  else if (tablee_whosnext_game_is_game_over (self->game))
    caption = _("The concert is over");
  else if (due >= 0)
    caption = idle ? _("Space to go on") : wn_page_player_name (self, due);
  else
    caption = _("Space to start");
  if (state == TABLEE_COUNTDOWN_EXPIRED && g_strcmp0 (gtk_label_get_text (self->seconds_caption), caption) != 0)
    tablee_game_page_announce (TABLEE_GAME_PAGE (self), caption);
  gtk_label_set_text (self->seconds_caption, caption);
  update_pause_button (self, state, frozen);

  wn_page_update_awake (self);
  wn_page_update_away_status (self);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  tablee_whosnext_table_set_fraction (self->table,
                                      tablee_countdown_get_fraction (wn_page_active_countdown (self)));

  return G_SOURCE_CONTINUE;
}

void
wn_page_countdown_state_cb (TableeWhosnextPage *self)
{
  gboolean running = tablee_countdown_get_state (wn_page_active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING;

  /* The ring moves smoothly, frame by frame, while a countdown runs. */
  if (running && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  else if (!running && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }

  wn_page_update_countdown (self);
}

/* Status and controls */

/* The card buttons say which side they play (their number is in the .ui,
 * with which show for the seats at the table). Hand-written: accessible
 * labels cannot be bound on GTK 4.8. */
static void
update_card_buttons (TableeWhosnextPage *self)
{
  guint number = 1;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), number++)
    {
      const char *name = tablee_whosnext_card_name (number, wn_page_chosen_side (self));

      gtk_widget_set_tooltip_text (child, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
}

/* The status of the round. Hand-written: it reads the game and the
 * page's own choice (the card and seat told next), and switches the
 * controls, one text per round state. */
static void
update_conductor_status (TableeWhosnextPage *self)
{
  int due = tablee_whosnext_game_get_due (self->game);
  guint winners[TABLEE_WHOSNEXT_MAX_SEATS];
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *names = NULL;
  guint n;

  switch (tablee_whosnext_game_get_round_state (self->game))
    {
    case TABLEE_WHOSNEXT_ROUND_WAITING:
      title = g_strdup_printf (_("%s starts"),
                               wn_page_player_name (self, (int) tablee_whosnext_game_get_starter (self->game)));
      subtitle = g_strdup (_("They point at a neighbour: the countdown starts for them. Space or → for clockwise, ← for anticlockwise."));
      gtk_stack_set_visible_child_name (self->controls_stack, "waiting");
      break;

    case TABLEE_WHOSNEXT_ROUND_PLAYING:
      title = g_strdup_printf (_("%s is next"), wn_page_player_name (self, due));
      subtitle = g_strdup_printf (_("%s · Tell each card played with its number key, or click it."),
                                  wn_page_direction_text (tablee_whosnext_game_get_direction (self->game)));
      caption = g_strdup_printf (_("%s by %s · Space"),
                                 tablee_whosnext_card_name (self->last_number, wn_page_chosen_side (self)),
                                 wn_page_player_name (self, tablee_whosnext_seats_get_selected (self->seats) >= 0
                                                            ? tablee_whosnext_seats_get_selected (self->seats) : due));
      gtk_label_set_text (self->played_caption, caption);
      gtk_stack_set_visible_child_name (self->controls_stack, "playing");
      break;

    case TABLEE_WHOSNEXT_ROUND_GAME_OVER:
    default:
      n = tablee_whosnext_game_get_winners (self->game, winners);
      names = tablee_whosnext_game_dup_names (self->game, winners, n);
      title = g_strdup (_("The concert is over"));
      subtitle = g_strdup_printf (_("Fewest wrong notes, and the win: %s."), names);
      gtk_stack_set_visible_child_name (self->controls_stack, "game-over");
      break;
    }

  /* Who plays next is said once, not at every tick. */
  if (g_strcmp0 (gtk_label_get_text (self->status_title), title) != 0)
    tablee_game_page_announce (TABLEE_GAME_PAGE (self), title);
  gtk_label_set_text (self->status_title, title);
  gtk_label_set_text (self->status_subtitle, subtitle);
}

/* The trainer's status. Hand-written like the round's: its texts mix the
 * trainer's question, its scores and the level. */
static void
update_trainer_status (TableeWhosnextPage *self)
{
  guint level = tablee_whosnext_trainer_get_level (self->trainer);
  int player = tablee_whosnext_trainer_get_player (self->trainer);
  TableeWhosnextTrainerStats stats;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *stats_text = NULL;

  if (player >= 0)
    {
      title = g_strdup_printf (_("%s played: %s"), wn_page_player_name (self, player),
                               tablee_whosnext_card_name (tablee_whosnext_trainer_get_number (self->trainer),
                                                  tablee_whosnext_trainer_get_side (self->trainer)));
      subtitle = g_strdup_printf (_("%s before this card. Who is next? Click the seat, or press its number."),
                                  wn_page_direction_text (tablee_whosnext_trainer_get_direction (self->trainer)));
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
    stats_text = g_strdup_printf (ngettext ("Level %u: %u right out of %u, %.1f s on average. Nine right out of ten, within half the time, move you up a level.",
                                            "Level %u: %u right out of %u, %.1f s on average. Nine right out of ten, within half the time, move you up a level.",
                                            stats.correct),
                                  level, stats.correct, stats.answers,
                                  stats.correct > 0 ? stats.reaction_ms / 1000.0 / stats.correct : 0.0);

  gtk_label_set_text (self->status_title, title);
  gtk_label_set_text (self->status_subtitle, subtitle);
  gtk_label_set_text (self->trainer_stats, stats_text);
  gtk_widget_set_visible (GTK_WIDGET (self->trainer_feedback),
                          *gtk_label_get_text (self->trainer_feedback) != '\0');
  gtk_stack_set_visible_child_name (self->controls_stack, "trainer");
}

/* The rulebook's set-up for the seats at the table (bound in the .ui). */
char *
wn_page_setup_put_away (TableeWhosnextPage *self,
                        guint               n_seats)
{
  TableeWhosnextSetup setup;

  if (!tablee_whosnext_setup_for (n_seats, &setup))
    return NULL;
  if (setup.highest_number >= 6)
    return g_strdup (_("Nothing: every number is used"));
  if (setup.highest_number == 5)
    return g_strdup (_("The cards numbered 6"));

  return g_strdup_printf (_("The cards numbered %u to 6"), setup.highest_number + 1);
}

char *
wn_page_setup_deal (TableeWhosnextPage *self,
                    guint               n_seats)
{
  TableeWhosnextSetup setup;
  g_autofree char *each = NULL;
  g_autofree char *all = NULL;

  if (!tablee_whosnext_setup_for (n_seats, &setup))
    return NULL;

  each = g_strdup_printf (ngettext ("%u card of each number from 1 to %u",
                                    "%u cards of each number from 1 to %u", setup.per_number),
                          setup.per_number, setup.highest_number);
  all = g_strdup_printf (ngettext ("%u card in all", "%u cards in all", setup.cards_per_player),
                         setup.cards_per_player);
  /* Translators: the cards of each number, then the cards in all
   * ("2 cards of each number from 1 to 6, 12 cards in all"). */
  return g_strdup_printf (_("%s, %s"), each, all);
}

/* The controls a keyboard user goes on with, found by their template
 * ids (wn_page_class_init_focus). */
static const char * const focus_parts[] = {
  "clockwise_button", "played_button", "new_game_button",
};

void
wn_page_class_init_focus (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (focus_parts); i++)
    gtk_widget_class_bind_template_child_full (widget_class, focus_parts[i], FALSE, 0);
}

static GtkWidget *
part (TableeWhosnextPage *self,
      const char         *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), TABLEE_TYPE_WHOSNEXT_PAGE, name));
}

/* What the keyboard goes on with in the state shown: the wrong note the
 * page offers, the level on offer, the card played, a new round. */
GtkWidget *
wn_page_focus_target (TableeWhosnextPage *self)
{
  const char *shown = gtk_stack_get_visible_child_name (self->controls_stack);

  if (wn_page_is_trainer (self))
    return gtk_widget_get_visible (GTK_WIDGET (self->trainer_start_button))
           ? GTK_WIDGET (self->trainer_start_button) : GTK_WIDGET (self->table);
  if (gtk_widget_is_visible (part (self, "pending_button")))
    return part (self, "pending_button");
  if (gtk_widget_is_visible (part (self, "offer_button")))
    return part (self, "offer_button");
  if (g_strcmp0 (shown, "playing") == 0)
    return part (self, "played_button");
  if (g_strcmp0 (shown, "game-over") == 0)
    return part (self, "new_game_button");

  return part (self, "clockwise_button");
}

/* A button that hides itself as it acts (a round started, a wrong note
 * given, a level taken) would leave the focus nowhere, or on the page's
 * scrolled window, where GTK puts it back: the keyboard goes on from the
 * control that comes next instead. Hand-written: where the focus goes is
 * the window's, not a state of the game to bind. */
static void
keep_focus (TableeWhosnextPage *self)
{
  GtkWidget *page = GTK_WIDGET (self);
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *target;

  if (root == NULL || !gtk_widget_get_mapped (page))
    return;
  if (focus != NULL &&
      !(gtk_widget_is_ancestor (GTK_WIDGET (self->controls_stack), focus) &&
        (focus == page || gtk_widget_is_ancestor (focus, page))) &&
      !(gtk_widget_is_ancestor (focus, page) && !gtk_widget_is_drawable (focus)))
    return;

  target = wn_page_focus_target (self);
  if (!gtk_widget_grab_focus (target))
    gtk_widget_child_focus (GTK_WIDGET (self->controls_stack), GTK_DIR_TAB_FORWARD);
}

/* Hand-written: the level menu follows the model of the mode in use
 * (rebinding it), and the statuses above; the seats, the mistake waiting
 * and the level on offer are bound (TableeWhosnextSeats and the .ui). */
void
wn_page_refresh (TableeWhosnextPage *self)
{
  GObject *level_source = wn_page_is_trainer (self) ? G_OBJECT (self->trainer) : G_OBJECT (self->game);
  guint level = wn_page_shown_level (self);
  g_autoptr(GObject) bound = NULL;
  g_autofree char *rules = NULL;

  /* The level menu shows, and sets, the level of the mode in use. */
  if (self->level_binding != NULL)
    bound = g_binding_dup_source (self->level_binding);
  if (bound != level_source)
    {
      if (self->level_binding != NULL)
        g_binding_unbind (self->level_binding);
      self->level_binding = g_object_bind_property (level_source, "level",
                                                    self->level_dropdown, "selected",
                                                    G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
    }

  update_card_buttons (self);
  if (wn_page_is_trainer (self))
    update_trainer_status (self);
  else
    update_conductor_status (self);

  rules = g_strdup_printf (level == 0 ? _("%s Time to play: %u s.")
                                      : _("%s Time to play: %u s. The rules of the levels before still apply."),
                           _(level_summaries[level]), shown_seconds (self));
  gtk_label_set_text (self->level_rules, rules);

  wn_page_update_countdown (self);
  keep_focus (self);
}

/* The mistakes popover: a tick per seat */

/* The tick of the seat at position in the popover's list, NULL past the
 * last. */
static GtkCheckButton *
mistake_check (TableeWhosnextPage *self,
               int                 position)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->mistakes_box, position);

  return row != NULL ? GTK_CHECK_BUTTON (gtk_list_box_row_get_child (row)) : NULL;
}

static void
mistake_toggled_cb (TableeWhosnextPage *self)
{
  GtkCheckButton *check;
  guint n_active = 0;

  for (int i = 0; (check = mistake_check (self, i)) != NULL; i++)
    n_active += gtk_check_button_get_active (check);

  gtk_widget_set_sensitive (GTK_WIDGET (self->mistakes_report_button), n_active > 0);
}

/* "2 · Bob": the seat's number key ticks it. */
static gboolean
numbered_name (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  TableeWhosnextSeatItem *item = TABLEE_WHOSNEXT_SEAT_ITEM (g_binding_dup_source (binding));

  g_value_take_string (to, g_strdup_printf ("%u · %s", tablee_whosnext_seat_item_get_index (item) + 1,
                                            g_value_get_string (from) != NULL ? g_value_get_string (from) : ""));
  g_object_unref (item);

  return TRUE;
}

/* A tick per seat, named after its player and numbered for its key:
 * names are plain labels, what a player typed shows as typed. */
GtkWidget *
wn_page_create_mistake_check (gpointer item,
                      gpointer user_data)
{
  TableeWhosnextPage *self = user_data;
  GtkWidget *check = gtk_check_button_new ();

  g_object_bind_property_full (item, "name", check, "label", G_BINDING_SYNC_CREATE,
                               numbered_name, NULL, NULL, NULL);
  g_signal_connect_object (check, "toggled", G_CALLBACK (mistake_toggled_cb), self, G_CONNECT_SWAPPED);

  return check;
}

/* Each time it opens, nobody is ticked yet. Hand-written: the ticks are
 * the table's choice of the moment, no state of the game to bind. */
void
wn_page_mistakes_popover_show_cb (TableeWhosnextPage *self)
{
  GtkCheckButton *check;

  for (int i = 0; (check = mistake_check (self, i)) != NULL; i++)
    gtk_check_button_set_active (check, FALSE);

  mistake_toggled_cb (self);
}

/* In the popover, the number keys tick the seats (1 for the first), and
 * Enter gives the wrong notes ticked. */
gboolean
wn_page_mistakes_key_cb (TableeWhosnextPage *self,
                         guint               keyval,
                         guint               keycode,
                         GdkModifierType     state)
{
  GtkCheckButton *check;
  int digit = -1;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    digit = (int) (keyval - GDK_KEY_0);
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    digit = (int) (keyval - GDK_KEY_KP_0);
  else if (keycode != 0)
    {
      guint plain = 0, shifted = 0;

      /* On French AZERTY the digits are the shifted keys. */
      gdk_display_translate_key (gtk_widget_get_display (GTK_WIDGET (self)), keycode,
                                 state & ~GDK_SHIFT_MASK, 0, &plain, NULL, NULL, NULL);
      gdk_display_translate_key (gtk_widget_get_display (GTK_WIDGET (self)), keycode,
                                 state | GDK_SHIFT_MASK, 0, &shifted, NULL, NULL, NULL);
      if (plain >= GDK_KEY_1 && plain <= GDK_KEY_9)
        digit = (int) (plain - GDK_KEY_0);
      else if (shifted >= GDK_KEY_1 && shifted <= GDK_KEY_9)
        digit = (int) (shifted - GDK_KEY_0);
    }

  if (digit < 1 || (check = mistake_check (self, digit - 1)) == NULL)
    return FALSE;

  gtk_check_button_set_active (check, !gtk_check_button_get_active (check));
  return TRUE;
}

/* Two players who slip at the same moment both take a wrong note: the
 * table ticks them here, then reports them together. */
void
wn_page_mistakes_report_clicked_cb (TableeWhosnextPage *self)
{
  GVariantBuilder seats;
  GtkCheckButton *check;

  g_variant_builder_init (&seats, G_VARIANT_TYPE ("ai"));
  for (int i = 0; (check = mistake_check (self, i)) != NULL; i++)
    {
      if (gtk_check_button_get_active (check))
        g_variant_builder_add (&seats, "i", i);
    }

  gtk_popover_popdown (self->mistakes_popover);
  gtk_widget_activate_action_variant (GTK_WIDGET (self), "page.wrong-notes", g_variant_builder_end (&seats));
}

/* What lasts, in the page */

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

/* The mistake Tablée saw and the table has not judged yet: only the last
 * one can be reported, so the page shows that one as long as the game
 * holds it. */
char *
wn_page_pending_text (TableeWhosnextPage  *self,
                      TableeWhosnextBreak  breaks,
                      int                  seat)
{
  if (breaks == TABLEE_WHOSNEXT_BREAK_NONE || seat < 0)
    return g_strdup ("");

  return describe_break (wn_page_player_name (self, seat), breaks);
}

char *
wn_page_pending_button (TableeWhosnextPage *self,
                        int                 seat)
{
  return g_strdup_printf (_("Wrong Note for %s"), wn_page_player_name (self, seat));
}

gboolean
wn_page_pending_shown (TableeWhosnextPage  *self,
                       TableeWhosnextBreak  breaks,
                       gboolean             training)
{
  return breaks != TABLEE_WHOSNEXT_BREAK_NONE && !training;
}

/* The rulebook's clean round, a last card and no wrong note, suggests
 * moving up a level: the offer lasts until the game changes. */
char *
wn_page_offer_text (TableeWhosnextPage *self,
                    guint               level)
{
  if (level == 0)
    return g_strdup ("");

  return g_strdup_printf (_("A clean round: the last card without a wrong note! Ready for level %u?"), level);
}

gboolean
wn_page_offer_shown (TableeWhosnextPage *self,
                     guint               level,
                     gboolean            training)
{
  return level != 0 && !training;
}
