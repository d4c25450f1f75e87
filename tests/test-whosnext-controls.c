/* test-whosnext-controls.c: the Who's Next? page as a chess clock (its
 * pause button, play stopped while a mistake waits), the mistakes
 * popover's number keys, what the seats show across a table, the
 * countdown's sound made ready before its first tick, and the header's
 * away countdown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-settings.h"
#include "tablee-test-widgets.h"
#include "tablee-window.h"
#include "tablee-whosnext-conductor.h"
#include "whosnext-page-fixture.h"

static TableeCountdownState
countdown_state (Fixture *fixture)
{
  return tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (fixture->page->conductor));
}

static gboolean
pause_enabled (Fixture *fixture)
{
  return gtk_widget_is_sensitive (GTK_WIDGET (fixture->page->pause_button));
}

/* The chess clock's button shows in the middle of the table, whatever the
 * layout, in table mode too; it pauses and goes on, as P does, and Space
 * still goes on. Its name and tooltip say what it does now. */
static void
test_pause_button (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWidget *button = GTK_WIDGET (fixture->page->pause_button);

  g_assert_true (gtk_widget_is_ancestor (button, GTK_WIDGET (fixture->page->table)));
  g_assert_true (gtk_widget_get_visible (button));
  /* Nothing to pause before the round starts. */
  g_assert_false (pause_enabled (fixture));

  activate (fixture, "page.card-played", NULL);
  g_assert_true (pause_enabled (fixture));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (button)), ==, "media-playback-pause-symbolic");
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Pause the countdown");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Pause the Countdown (P)");

  /* Pressed: the countdown holds, however long the table talks. */
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 3 * S);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_PAUSED);
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "11");
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_caption), ==, "Paused · Space");
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (button)), ==, "media-playback-start-symbolic");
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Go on with the countdown");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Go On (P or Space)");
  g_assert_cmpint (tablee_whosnext_game_get_n_plays (fixture->game), ==, 0);

  /* Pressed again, it goes on; P pauses, Space goes on. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_p, 0, 0));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_PAUSED);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_cmpint (tablee_whosnext_game_get_n_plays (fixture->game), ==, 0);

  /* In table mode the button stays, the options step aside. */
  gtk_widget_add_css_class (GTK_WIDGET (fixture->window), "table-mode");
  g_assert_false (gtk_widget_get_visible (fixture->page->game_group));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_get_child_visible (button));
  gtk_widget_remove_css_class (GTK_WIDGET (fixture->window), "table-mode");

  /* The trainer's countdown pauses the same way. */
  gtk_toggle_button_set_active (fixture->page->trainer_button, TRUE);
  g_assert_false (pause_enabled (fixture));
  activate (fixture, "page.card-played", NULL);
  g_assert_true (tablee_whosnext_trainer_get_running (fixture->page->trainer));
  g_assert_true (pause_enabled (fixture));
  activate (fixture, "page.pause", NULL);
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_trainer_get_countdown (fixture->page->trainer)),
                   ==, TABLEE_COUNTDOWN_PAUSED);
  activate (fixture, "page.pause", NULL);
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_trainer_get_countdown (fixture->page->trainer)),
                   ==, TABLEE_COUNTDOWN_RUNNING);
}

/* A mistake flagged stops play: the countdown stays still until the table
 * gives the wrong note or lets it go; the pause button and Space cannot
 * start it meanwhile, and the page says why. */
static void
test_flag_stops_play (Fixture       *fixture,
                      gconstpointer  data)
{
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 2 * S);

  /* Player 4 plays out of turn. */
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                                    TABLEE_TYPE_WHOSNEXT_PAGE,
                                                                                    "pending_box"))));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_caption), ==, "Stopped for the mistake");
  g_assert_false (pause_enabled (fixture));

  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (fixture->game), ==, 1);
  g_assert_true (toast_shows (fixture, "Play stops for the mistake: give the wrong note or let it go."));

  /* Let go: the player the card designates has their whole time. */
  activate (fixture, "page.dismiss-mistake", NULL);
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_RUNNING);
  g_assert_true (pause_enabled (fixture));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "14");

  /* Undone, play stops again; redone, it goes on. */
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_IDLE);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_caption), ==, "Stopped for the mistake");
  g_assert_true (press (fixture, "<Shift><Control>z"));
  g_assert_cmpint (countdown_state (fixture), ==, TABLEE_COUNTDOWN_RUNNING);
}

/* Undoing the wrong note of a time-out: the time-out waits again, time is
 * not already up, no second time-out fires, and Ctrl+Shift+Z redoes. */
static void
test_undo_time_out_note (Fixture       *fixture,
                         gconstpointer  data)
{
  activate (fixture, "page.card-played", NULL);
  advance_to_time_out (fixture, 0);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==, TABLEE_WHOSNEXT_BREAK_LATE);
  activate (fixture, "page.confirm-mistake", NULL);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);

  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 0);
  g_assert_cmpint (countdown_state (fixture), !=, TABLEE_COUNTDOWN_EXPIRED);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "14");
  tablee_clock_advance (fixture->clock, 30 * S);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==, TABLEE_WHOSNEXT_BREAK_LATE);

  g_assert_true (press (fixture, "<Shift><Control>z"));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
}

static GtkWidget *
part (Fixture    *fixture,
      const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_WHOSNEXT_PAGE, name));
}

/* A button that hides itself as it acts leaves the keyboard on the control
 * that comes next, never on nothing or on the page's scrolled window: the
 * wrong note the page offers, given, goes on to Clockwise (the next round),
 * and so does the level on offer, taken. */
static void
test_focus_goes_on (Fixture       *fixture,
                    gconstpointer  data)
{
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 2 * S);
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_true (gtk_widget_is_visible (part (fixture, "pending_button")));
  g_assert_true (wn_page_focus_target (fixture->page) == part (fixture, "pending_button"));
  g_assert_true (gtk_widget_grab_focus (part (fixture, "pending_button")));

  g_signal_emit_by_name (part (fixture, "pending_button"), "clicked");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 3), ==, 1);
  g_assert_false (gtk_widget_is_visible (part (fixture, "pending_button")));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == part (fixture, "clockwise_button"));

  /* A clean round: the level on offer, taken, goes on to Clockwise too. */
  activate (fixture, "page.card-played", NULL);
  while (tablee_whosnext_game_get_offered_level (fixture->game) == 0)
    activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_true (wn_page_focus_target (fixture->page) == part (fixture, "offer_button"));
  g_assert_true (gtk_widget_grab_focus (part (fixture, "offer_button")));
  g_signal_emit_by_name (part (fixture, "offer_button"), "clicked");
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 1);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == part (fixture, "clockwise_button"));
}

static GtkCheckButton *
mistake_check (Fixture *fixture,
               int      position)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (fixture->page->mistakes_box, position);

  return GTK_CHECK_BUTTON (gtk_list_box_row_get_child (row));
}

/* "Who made a mistake at the same moment?": each seat is numbered, and its
 * number key ticks it (on AZERTY too, where digits are shifted). */
static void
test_mistakes_number_keys (Fixture       *fixture,
                           gconstpointer  data)
{
  g_assert_cmpstr (gtk_check_button_get_label (mistake_check (fixture, 1)), ==, "2 · Player 2");

  gtk_menu_button_popup (fixture->page->mistakes_button);
  g_assert_true (wn_page_mistakes_key_cb (fixture->page, GDK_KEY_2, 0, 0));
  g_assert_true (wn_page_mistakes_key_cb (fixture->page, GDK_KEY_KP_4, 0, 0));
  g_assert_true (gtk_check_button_get_active (mistake_check (fixture, 1)));
  g_assert_true (gtk_check_button_get_active (mistake_check (fixture, 3)));
  g_assert_false (gtk_check_button_get_active (mistake_check (fixture, 0)));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (fixture->page->mistakes_report_button)));
  /* Again: untick. No fifth seat. */
  g_assert_true (wn_page_mistakes_key_cb (fixture->page, GDK_KEY_4, 0, 0));
  g_assert_false (gtk_check_button_get_active (mistake_check (fixture, 3)));
  g_assert_false (wn_page_mistakes_key_cb (fixture->page, GDK_KEY_5, 0, 0));

  g_signal_emit_by_name (fixture->page->mistakes_report_button, "clicked");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 3), ==, 0);
}

/* Card Played, the button pressed most, is named by its title for
 * assistive technologies (the audit found it unnamed). */
static void
test_card_played_named (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWidget *button = gtk_widget_get_ancestor (GTK_WIDGET (fixture->page->played_caption), GTK_TYPE_BUTTON);

  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
}

/* Read across a table: the wrong notes as a number beside the dots. */
static void
test_notes_number (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GPtrArray) labels = NULL;
  gboolean found = FALSE;

  activate (fixture, "page.wrong-note", g_variant_new_int32 (2));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (2));
  labels = tablee_test_find_widgets (GTK_WIDGET (seat (fixture, 2)), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    found |= g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), "●●○○○○○ 2") == 0;
  g_assert_true (found);
}

/* Once the page shows, the first countdown's sound is made ready (the
 * sound server holds it): the first Space plays it from there, whole. */
static void
test_sound_ready_before_first_tick (Fixture       *fixture,
                                    gconstpointer  data)
{
  TableeRecorderSink *sink = TABLEE_RECORDER_SINK (fixture->sink);
  gint64 give_up = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (tablee_recorder_sink_get_n_cached (sink) == 0 && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (tablee_recorder_sink_get_n_cached (sink), ==, 1);
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (sink), ==, 0);

  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (sink), ==, 1);
  g_assert_true (tablee_recorder_sink_get_played (sink, 0)->cached);
}

/* Counting on away from the page, the countdown shows in the header; it
 * never widens the window (in French it forced 529 px): the header
 * shortens it instead. */
static void
test_away_status_fits (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  GtkWidget *page;
  int before, after;

  g_settings_set_boolean (settings, "whosnext-count-away", TRUE);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tablee_window_show_page (window, "rules"));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &before, NULL, NULL, NULL);

  g_assert_true (tablee_window_show_page (window, "whosnext"));
  page = tablee_window_get_page (window, "whosnext");
  g_assert_true (gtk_widget_activate_action (page, "page.card-played", NULL));
  g_assert_true (tablee_window_show_page (window, "rules"));
  g_assert_cmpint (tablee_countdown_get_state (tablee_whosnext_conductor_get_countdown (TABLEE_WHOSNEXT_PAGE (page)->conductor)),
                   ==, TABLEE_COUNTDOWN_RUNNING);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &after, NULL, NULL, NULL);
  g_test_message ("window at least %d px wide, %d with the countdown in its header", before, after);
  g_assert_cmpint (after, <=, before);

  tablee_whosnext_conductor_stop (TABLEE_WHOSNEXT_PAGE (page)->conductor);
  g_settings_set_boolean (settings, "whosnext-count-away", FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
flashing (Fixture *fixture)
{
  return gtk_widget_has_css_class (GTK_WIDGET (fixture->page->seconds_label), "tick-flash");
}

/* For a loud table or a player who cannot hear the ticks, the seconds light
 * up as each second starts, for a fifth of a second, on the page's clock;
 * not while the countdown is paused, and not when the preference is off. */
static void
test_flash_seconds (Fixture       *fixture,
                    gconstpointer  data)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());

  g_settings_set_boolean (settings, "flash-seconds", TRUE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 1000);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "14");
  g_assert_true (flashing (fixture));
  tablee_clock_advance (fixture->clock, S / 4);
  g_assert_false (flashing (fixture));

  /* The next second lights up as it starts. */
  tablee_clock_advance (fixture->clock, S - S / 4);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "13");
  g_assert_true (flashing (fixture));
  tablee_clock_advance (fixture->clock, S / 4);
  g_assert_false (flashing (fixture));

  /* Paused, nothing flashes however long it waits. */
  activate (fixture, "page.pause", NULL);
  tablee_clock_advance (fixture->clock, 5 * S);
  g_assert_false (flashing (fixture));
  activate (fixture, "page.pause", NULL);

  /* Switched off, the seconds go by without a flash. */
  g_settings_set_boolean (settings, "flash-seconds", FALSE);
  tablee_clock_advance (fixture->clock, S);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "12");
  g_assert_false (flashing (fixture));
}

int
main (int   argc,
      char *argv[])
{
  whosnext_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/whosnext-controls/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("pause-button", test_pause_button);
  ADD ("flag-stops-play", test_flag_stops_play);
  ADD ("undo-time-out-note", test_undo_time_out_note);
  ADD ("mistakes-number-keys", test_mistakes_number_keys);
  ADD ("notes-number", test_notes_number);
  ADD ("card-played-named", test_card_played_named);
  ADD ("sound-ready-before-first-tick", test_sound_ready_before_first_tick);
  ADD ("flash-seconds", test_flash_seconds);
  ADD ("focus-goes-on", test_focus_goes_on);
  g_test_add_func ("/whosnext-controls/away-status-fits", test_away_status_fits);

#undef ADD

  return g_test_run ();
}
