/* tablee-whosnext-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-settings.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-wrap-layout.h"

G_DEFINE_FINAL_TYPE (TableeWhosnextPage, tablee_whosnext_page, TABLEE_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_CLOCK,
  PROP_TRAINER,
  PROP_SEATS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

  if (correct && !late)
    text = g_strdup_printf (_("Right, in %.1f s."), reaction_ms / 1000.0);
  else
    text = g_strdup_printf (late ? _("Too late: it was %s. %s after this card.")
                                 : _("No: it was %s. %s after this card."),
                            wn_page_player_name (self, expected), wn_page_direction_text (after));

  gtk_label_set_text (self->trainer_feedback, text);
  gtk_widget_set_visible (GTK_WIDGET (self->trainer_feedback), TRUE);
}

static void
trainer_level_up_cb (TableeWhosnextPage *self,
                     guint               level)
{
  g_autofree char *text = g_strdup_printf (_("Well played! On to level %u."), level);

  wn_page_show_plain_toast (self, text);
}

/* Doing things */

static void
start_round (TableeWhosnextPage *self,
             int                 direction)
{
  g_autoptr(GError) error = NULL;

  if (!tablee_whosnext_conductor_start_round (self->conductor, direction, &error))
    wn_page_show_plain_toast (self, error->message);
}

static void
play_card (TableeWhosnextPage *self,
           guint               number,
           TableeWhosnextSide  side)
{
  g_autoptr(GError) error = NULL;
  int seat = tablee_whosnext_seats_get_selected (self->seats);

  if (tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_WAITING)
    {
      wn_page_show_plain_toast (self, _("First the starting player points at a neighbour: Space, ← or →."));
      return;
    }

  self->last_number = number;
  tablee_whosnext_seats_set_selected (self->seats, -1);
  gtk_toggle_button_set_active (self->whootchi_button, FALSE);

  if (!tablee_whosnext_conductor_card_played (self->conductor, seat, number, side, NULL, &error))
    wn_page_show_plain_toast (self, error->message);

  wn_page_refresh (self);
}

static void
card_played_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  if (wn_page_is_trainer (self))
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
      /* Play stops while a mistake waits for the table. */
      if (tablee_whosnext_conductor_get_frozen (self->conductor))
        wn_page_show_plain_toast (self, _("Play stops for the mistake: give the wrong note or let it go."));
      /* A round restored from the last session, or paused while the page
       * was left, waits for its countdown. */
      else if (tablee_countdown_get_state (wn_page_active_countdown (self)) == TABLEE_COUNTDOWN_IDLE ||
          tablee_countdown_get_state (wn_page_active_countdown (self)) == TABLEE_COUNTDOWN_PAUSED)
        tablee_whosnext_conductor_resume (self->conductor);
      else
        play_card (self, MIN (self->last_number, tablee_whosnext_game_get_n_seats (self->game) - 1),
                   wn_page_chosen_side (self));
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

  play_card (self, (guint) g_variant_get_int32 (parameter), wn_page_chosen_side (self));
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

  if (wn_page_is_trainer (self))
    {
      tablee_whosnext_trainer_answer (self->trainer, (guint) seat);
      return;
    }

  /* Choosing who plays the next card, for a card played out of turn;
   * choosing the player due again goes back to them. */
  if (seat == tablee_whosnext_seats_get_selected (self->seats) ||
      seat == tablee_whosnext_game_get_due (self->game))
    tablee_whosnext_seats_set_selected (self->seats, -1);
  else
    tablee_whosnext_seats_set_selected (self->seats, seat);

  wn_page_refresh (self);
}

/* A wrong note for one seat ("i") or for several at once ("ai"). */
static void
wrong_notes_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);
  g_autoptr(GVariant) values = g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT32)
                               ? g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE_INT32, &parameter, 1))
                               : g_variant_ref (parameter);
  g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  GVariantIter iter;
  gint32 value;

  g_variant_iter_init (&iter, values);
  while (g_variant_iter_next (&iter, "i", &value))
    {
      guint seat = (guint) MAX (value, 0);

      g_array_append_val (seats, seat);
    }

  if (!tablee_whosnext_conductor_report (self->conductor, (const guint *) seats->data, seats->len, &error))
    wn_page_show_plain_toast (self, error->message);
}

/* The mistake the page shows: the table reports it or lets it go. */
static void
confirm_mistake_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  tablee_whosnext_conductor_confirm (self->conductor);
}

static void
dismiss_mistake_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  tablee_whosnext_game_dismiss_break (self->game);
}

/* The chess clock's button: holds the countdown running, lets a held one
 * go on (and starts the one of a round restored from the last session). */
static void
pause_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);
  TableeCountdown *countdown = wn_page_active_countdown (self);
  TableeCountdownState state = tablee_countdown_get_state (countdown);

  if (wn_page_is_trainer (self))
    {
      if (state == TABLEE_COUNTDOWN_RUNNING)
        tablee_countdown_pause (countdown);
      else
        tablee_countdown_resume (countdown);
    }
  else if (state == TABLEE_COUNTDOWN_RUNNING)
    tablee_whosnext_conductor_pause (self->conductor);
  else
    tablee_whosnext_conductor_resume (self->conductor);
}

/* Only to the level on offer: never a level further. */
static void
next_level_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  tablee_whosnext_game_take_offer (self->game);
}

static char *
tablee_whosnext_page_dup_rules_id (TableeGamePage *page)
{
  return g_strdup_printf ("level-%u", wn_page_shown_level (TABLEE_WHOSNEXT_PAGE (page)));
}

/* One countdown at a time: the trainer stops when put away, the
 * conductor when the trainer is taken out. */
static void
trainer_active_cb (TableeWhosnextPage *self)
{
  gboolean trainer = wn_page_is_trainer (self);

  if (trainer)
    tablee_whosnext_conductor_stop (self->conductor);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.wrong-note", !trainer);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.wrong-notes", !trainer);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.confirm-mistake", !trainer);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.dismiss-mistake", !trainer);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.next-level", !trainer);
  wn_page_countdown_state_cb (self);
  wn_page_refresh (self);
}

static gboolean
level_has_whootchi (TableeWhosnextPage *self,
                    guint               level)
{
  return level >= 1;
}

/* With n players, cards go from 1 to n - 1. */
static gboolean
card_in_play (TableeWhosnextPage *self,
              guint               number,
              guint               n_seats)
{
  return number < n_seats;
}

/* Undo and redo put a round back: a card chosen for it no longer holds. */
static void
game_changed_cb (TableeWhosnextPage *self)
{
  if (tablee_whosnext_game_get_restored (self->game))
    tablee_whosnext_seats_set_selected (self->seats, -1);
  wn_page_refresh (self);
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
      if (wn_page_is_trainer (self) ||
          tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_WAITING)
        return FALSE;
      start_round (self, keyval == GDK_KEY_Left ? -1 : 1);
      return TRUE;

    case GDK_KEY_p:
    case GDK_KEY_P:
      gtk_widget_activate_action (GTK_WIDGET (self), "page.pause", NULL);
      return TRUE;

    case GDK_KEY_w:
    case GDK_KEY_W:
      if (wn_page_is_trainer (self))
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

  if (wn_page_is_trainer (self))
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
detach_keys (TableeWhosnextPage *self)
{
  if (self->keys_root != NULL)
    gtk_widget_remove_controller (self->keys_root, self->keys);
  g_clear_weak_pointer (&self->keys_root);
  self->keys = NULL;
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

  detach_keys (self);
  self->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (root, self->keys);
  g_set_weak_pointer (&self->keys_root, root);
}

/* GObject and widget */

/* In the table mode (the window's "table-mode" style, full screen) the
 * table takes the whole height: the set-up, the options and the players
 * step aside until it ends. Hand-written: the style is the window's, which the page follows
 * while it shows. */
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
    g_signal_handlers_disconnect_by_func (self->mode_root, update_table_mode, self);
  g_set_weak_pointer (&self->mode_root, root);
  if (root != NULL)
    g_signal_connect_swapped (root, "notify::css-classes", G_CALLBACK (update_table_mode), self);

  update_table_mode (self);
}

static gboolean
prepare_sound_cb (gpointer data)
{
  TableeWhosnextPage *self = data;

  self->prepare_id = 0;
  tablee_whosnext_conductor_prepare (self->conductor);

  return G_SOURCE_REMOVE;
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
      wn_page_show_plain_toast (self, self->training_error);
      g_clear_pointer (&self->training_error, g_free);
    }

  if (self->paused_away)
    {
      self->paused_away = FALSE;
      wn_page_show_plain_toast (self, _("The countdown paused while you were away. Space goes on."));
    }

  /* The first countdown is heard whole and on time: its sound is made
   * ready while the table gets settled, after the page has shown. */
  if (self->prepare_id == 0)
    self->prepare_id = g_idle_add_full (G_PRIORITY_LOW, prepare_sound_cb, self, NULL);

  wn_page_update_awake (self);
  wn_page_update_away_status (self);
}

static void
tablee_whosnext_page_unmap (GtkWidget *widget)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (widget);

  GTK_WIDGET_CLASS (tablee_whosnext_page_parent_class)->unmap (widget);
  detach_keys (self);
  follow_table_mode (self, NULL);

  /* Leaving the page holds its countdown, unless the table prefers it to
   * go on in the header. */
  if (!g_settings_get_boolean (tablee_settings_get_gsettings (tablee_settings_get_default ()),
                               "whosnext-count-away") &&
      tablee_countdown_get_state (wn_page_active_countdown (self)) == TABLEE_COUNTDOWN_RUNNING)
    {
      tablee_countdown_pause (wn_page_active_countdown (self));
      self->paused_away = TRUE;
    }

  wn_page_update_awake (self);
  wn_page_update_away_status (self);
}

static void
tablee_whosnext_page_constructed (GObject *object)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GVariant) v1_trainer = NULL;
  gboolean had_training;

  G_OBJECT_CLASS (tablee_whosnext_page_parent_class)->constructed (object);

  /* The page's game is the base's: this pointer only saves casts. */
  self->game = TABLEE_WHOSNEXT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)));
  /* The bindings of the .ui look the game up: one the base made in its
   * constructed() came without a notification. */
  g_object_notify (object, "game");
  if (self->clock == NULL)
    self->clock = g_object_ref (tablee_clock_get_default ());

  self->conductor = tablee_whosnext_conductor_new (self->game, self->clock, NULL);
  self->trainer = tablee_whosnext_trainer_new (self->game, self->clock, NULL, NULL);
  self->seats = tablee_whosnext_seats_new (self->game, self->trainer);
  tablee_whosnext_table_bind_model (self->table, G_LIST_MODEL (self->seats));
  gtk_list_box_bind_model (self->mistakes_box, G_LIST_MODEL (self->seats),
                           wn_page_create_mistake_check, self, NULL);
  g_signal_connect_object (self->seats, "notify::selected", G_CALLBACK (wn_page_refresh), self,
                           G_CONNECT_SWAPPED);
  /* The bindings of the .ui look these up. */
  g_object_notify_by_pspec (object, properties[PROP_TRAINER]);
  g_object_notify_by_pspec (object, properties[PROP_SEATS]);
  self->training_store = tablee_store_new (TABLEE_WHOSNEXT_TRAINER_STORE,
                                            TABLEE_WHOSNEXT_TRAINER_FORMAT_VERSION);
  had_training = g_file_test (tablee_store_get_path (self->training_store), G_FILE_TEST_EXISTS);
  if (!tablee_store_attach (self->training_store, TABLEE_SAVEABLE (self->trainer), &error))
    self->training_error = g_strdup (error->message);
  /* The scores a game of Tablée 0.1.0 kept become the trainer's own. */
  v1_trainer = tablee_whosnext_game_take_v1_trainer (self->game);
  if (v1_trainer != NULL && !had_training &&
      tablee_saveable_load (TABLEE_SAVEABLE (self->trainer), v1_trainer, NULL))
    tablee_saveable_state_changed (TABLEE_SAVEABLE (self->trainer));

  for (guint i = 0; i <= TABLEE_WHOSNEXT_MAX_LEVEL; i++)
    {
      g_autofree char *label = g_strdup_printf (i < TABLEE_WHOSNEXT_MAX_LEVEL ? _("Level %u · %u s")
                                                                             : _("Level %u · %u s and less"),
                                                i, tablee_whosnext_level_seconds (i));

      gtk_string_list_append (levels, label);
    }
  gtk_drop_down_set_model (self->level_dropdown, G_LIST_MODEL (levels));
  g_object_bind_property (self->game, "apprentice", self->apprentice_switch, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  tablee_player_editor_set_players (self->player_editor,
                                    tablee_game_get_players (TABLEE_GAME (self->game)));

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "answered", G_CALLBACK (trainer_answered_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "level-up", G_CALLBACK (trainer_level_up_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "question", G_CALLBACK (wn_page_refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::running", G_CALLBACK (wn_page_refresh), self,
                           G_CONNECT_SWAPPED);
  g_object_bind_property (self->trainer, "active", self->trainer_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_object_bind_property (self->trainer, "active", self->conductor_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL | G_BINDING_INVERT_BOOLEAN);
  g_object_bind_property (self->trainer, "active", self->mistakes_button, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_object_bind_property (self->trainer, "running", self->trainer_start_button, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_signal_connect_object (self->trainer, "notify::active", G_CALLBACK (trainer_active_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::level", G_CALLBACK (wn_page_refresh), self,
                           G_CONNECT_SWAPPED);
  /* The trainer is no change of the game: its level set by hand, or the
   * mode switched, the notice showing says nothing true any more. */
  g_signal_connect_object (self->trainer, "notify::level", G_CALLBACK (tablee_game_page_withdraw_notice),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trainer, "notify::active", G_CALLBACK (tablee_game_page_withdraw_notice),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->whootchi_button, "notify::active", G_CALLBACK (wn_page_refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tablee_settings_get_default (), "notify::keep-awake",
                           G_CALLBACK (wn_page_update_awake), self, G_CONNECT_SWAPPED);

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

      g_signal_connect_object (countdown, "notify::state", G_CALLBACK (wn_page_countdown_state_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (countdown, "notify::remaining", G_CALLBACK (wn_page_update_countdown), self,
                               G_CONNECT_SWAPPED);
    }

  /* The trainer may come back from the last session. */
  trainer_active_cb (self);
}

static void
tablee_whosnext_page_dispose (GObject *object)
{
  TableeWhosnextPage *self = TABLEE_WHOSNEXT_PAGE (object);

  /* Unmapped, the page no longer keeps the computer awake. */
  if (self->trainer != NULL)
    wn_page_update_awake (self);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_handle_id (&self->prepare_id, g_source_remove);
  wn_page_stop_flash (self);

  detach_keys (self);
  follow_table_mode (self, NULL);
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
  /* The level menu may be bound to the trainer: unbound before it goes. */
  if (self->level_binding != NULL)
    g_binding_unbind (g_steal_pointer (&self->level_binding));
  if (self->table != NULL)
    tablee_whosnext_table_bind_model (self->table, NULL);
  if (self->seats != NULL)
    g_signal_handlers_disconnect_by_data (self->seats, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_WHOSNEXT_PAGE);
  g_clear_object (&self->seats);
  g_clear_object (&self->conductor);
  g_clear_object (&self->trainer);

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
    case PROP_TRAINER:
      g_value_set_object (value, self->trainer);
      break;
    case PROP_SEATS:
      g_value_set_object (value, self->seats);
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
  static const char * const shown_parts[] = {
    "pending_box", "pending_label", "pending_button", "offer_box", "offer_label", "offer_button",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  page_class->css_resource = RESOURCE_BASE "/ui/tablee-whosnext.css";
  page_class->game_id = "whosnext";
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
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* What the .ui binds to, besides the game. */
  properties[PROP_TRAINER] =
    g_param_spec_object ("trainer", NULL, NULL, TABLEE_TYPE_WHOSNEXT_TRAINER,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEATS] =
    g_param_spec_object ("seats", NULL, NULL, TABLEE_TYPE_WHOSNEXT_SEATS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_WHOSNEXT_GAME);
  g_type_ensure (TABLEE_TYPE_WHOSNEXT_TABLE);
  g_type_ensure (TABLEE_TYPE_WHOSNEXT_WRAP_LAYOUT);
  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-whosnext-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_popover);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_box);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, mistakes_report_button);
  gtk_widget_class_bind_template_callback_full (widget_class, "mistakes_popover_show_cb",
                                                G_CALLBACK (wn_page_mistakes_popover_show_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "mistakes_report_clicked_cb",
                                                G_CALLBACK (wn_page_mistakes_report_clicked_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "mistakes_key_cb",
                                                G_CALLBACK (wn_page_mistakes_key_cb));
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, conductor_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, trainer_button);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, table);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, seconds_label);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, seconds_caption);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, pause_button);
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
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, apprentice_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeWhosnextPage, player_editor);
  gtk_widget_class_bind_template_callback (widget_class, level_has_whootchi);
  gtk_widget_class_bind_template_callback (widget_class, card_in_play);
  gtk_widget_class_bind_template_callback_full (widget_class, "setup_put_away",
                                                G_CALLBACK (wn_page_setup_put_away));
  gtk_widget_class_bind_template_callback_full (widget_class, "setup_deal",
                                                G_CALLBACK (wn_page_setup_deal));
  /* Not kept: what the bindings show, which the tests read. */
  for (guint i = 0; i < G_N_ELEMENTS (shown_parts); i++)
    gtk_widget_class_bind_template_child_full (widget_class, shown_parts[i], FALSE, 0);
  wn_page_class_init_focus (widget_class);
  gtk_widget_class_bind_template_callback_full (widget_class, "pending_text",
                                                G_CALLBACK (wn_page_pending_text));
  gtk_widget_class_bind_template_callback_full (widget_class, "pending_button",
                                                G_CALLBACK (wn_page_pending_button));
  gtk_widget_class_bind_template_callback_full (widget_class, "pending_shown",
                                                G_CALLBACK (wn_page_pending_shown));
  gtk_widget_class_bind_template_callback_full (widget_class, "offer_text",
                                                G_CALLBACK (wn_page_offer_text));
  gtk_widget_class_bind_template_callback_full (widget_class, "offer_shown",
                                                G_CALLBACK (wn_page_offer_shown));

  gtk_widget_class_install_action (widget_class, "page.card-played", NULL, card_played_action);
  gtk_widget_class_install_action (widget_class, "page.play-card", "i", play_card_action);
  gtk_widget_class_install_action (widget_class, "page.start-round", "i", start_round_action);
  gtk_widget_class_install_action (widget_class, "page.seat", "i", seat_action);
  gtk_widget_class_install_action (widget_class, "page.wrong-note", "i", wrong_notes_action);
  gtk_widget_class_install_action (widget_class, "page.wrong-notes", "ai", wrong_notes_action);
  gtk_widget_class_install_action (widget_class, "page.confirm-mistake", NULL, confirm_mistake_action);
  gtk_widget_class_install_action (widget_class, "page.dismiss-mistake", NULL, dismiss_mistake_action);
  gtk_widget_class_install_action (widget_class, "page.next-level", NULL, next_level_action);
  gtk_widget_class_install_action (widget_class, "page.pause", NULL, pause_action);
}

static void
tablee_whosnext_page_init (TableeWhosnextPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->last_number = 1;
}
