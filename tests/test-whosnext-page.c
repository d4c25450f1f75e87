/* test-whosnext-page.c: the Who's Next? page, driven by its actions and keys
 * (its trainer is tested in test-whosnext-page-trainer.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-application.h"
#include "tablee-player-editor.h"
#include "tablee-settings.h"
#include "tablee-sound.h"
#include "tablee-whosnext-conductor.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-seat.h"
#include "tablee-window.h"
#include "tablee-test-widgets.h"
#include "tablee-store.h"
#include "whosnext-page-fixture.h"
#include "tablee-recorder-sink.h"

static guint
n_sounds (Fixture *fixture)
{
  return tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink));
}

/* The countdown plays as one stream: it goes silent when cancelled. */
static guint
n_cancelled (Fixture *fixture)
{
  return tablee_recorder_sink_get_n_cancelled (TABLEE_RECORDER_SINK (fixture->sink));
}

static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (has_text (child))
        return TRUE;
    }

  return FALSE;
}

/* A fresh page is ready at once: four seats, level 0, Space starts. */
static void
test_fresh_start (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeWhosnextTable *table = fixture->page->table;

  g_assert_cmpuint (tablee_whosnext_table_get_n_seats (table), ==, 4);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Player 1 starts");
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "14");
  g_assert_cmpuint (n_sounds (fixture), ==, 0);

  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Player 2 is next");
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (seat (fixture, 1))))
                                           , "due"));
  gtk_test_accessible_assert_property (gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (seat (fixture, 1)))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Player 2, Wrong notes: 0, next to play");
  g_assert_cmpuint (n_sounds (fixture), ==, 1);

  /* The countdown shows on the table as it runs, in step with its sound:
   * one stream that opens on a short silence. */
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 3 * S);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "11");
  g_assert_cmpfloat_with_epsilon (tablee_whosnext_table_get_fraction (table), 11.0 / 14.0, 1e-6);
  g_assert_cmpuint (n_sounds (fixture), ==, 1);
}

/* Number keys tell the card: 2 is a Double Whoot, W then 1 a Whootchi,
 * Shift with a digit too; each restarts the countdown. */
static void
test_keys_tell_cards (Fixture       *fixture,
                      gconstpointer  data)
{
  guint number;
  TableeWhosnextSide side;

  tablee_whosnext_game_set_level (fixture->game, 1);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_Left, 0, 0));
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 3);

  tablee_clock_advance (fixture->clock, 4 * S);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_2, 0, 0));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 3, &number, &side));
  g_assert_cmpuint (number, ==, 2);
  g_assert_cmpint (side, ==, TABLEE_WHOSNEXT_SIDE_WHOOT);
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "10");

  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_w, 0, 0));
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_1, 0, 0));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 1, &number, &side));
  g_assert_cmpuint (number, ==, 1);
  g_assert_cmpint (side, ==, TABLEE_WHOSNEXT_SIDE_WHOOTCHI);
  /* The Whootchi turned the round clockwise: seat 2. */
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 2);

  /* W is for one card only; Shift with the keypad works as well. */
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_KP_3, 0, GDK_SHIFT_MASK));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 2, &number, &side));
  g_assert_cmpuint (number, ==, 3);
  g_assert_cmpint (side, ==, TABLEE_WHOSNEXT_SIDE_WHOOTCHI);

  /* It turned the round back: three seats anticlockwise from seat 2. */
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 3);

  /* Space plays the last card told again, on the Whoot side. */
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 3, &number, &side));
  g_assert_cmpuint (number, ==, 3);
  g_assert_cmpint (side, ==, TABLEE_WHOSNEXT_SIDE_WHOOT);

  /* No card 4 with four players; Ctrl+Z is not a card. */
  g_assert_false (_tablee_whosnext_page_key (fixture->page, GDK_KEY_4, 0, 0));
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (fixture->game), ==, 4);

  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpuint (tablee_whosnext_game_get_n_plays (fixture->game), ==, 3);
}

/* After the last wrong note the ring says the game is over, not that
 * Space starts it. */
static void
test_game_over_caption (Fixture       *fixture,
                        gconstpointer  data)
{
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_caption), ==, "Space to start");
  for (guint i = 0; i < TABLEE_WHOSNEXT_MAX_NOTES; i++)
    activate (fixture, "page.wrong-note", g_variant_new_int32 (0));

  g_assert_true (tablee_whosnext_game_is_game_over (fixture->game));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_caption), ==, "The concert is over");
}

static gboolean any_toast   (Fixture    *fixture);

/* The mistake waiting for the table, as the page shows it; NULL when the
 * page shows none. */
static const char *
pending_shown (Fixture *fixture)
{
  if (!gtk_widget_get_visible (page_child (fixture, "pending_box")))
    return NULL;

  return gtk_label_get_text (GTK_LABEL (page_child (fixture, "pending_label")));
}

static const char *
offer_shown (Fixture *fixture)
{
  if (!gtk_widget_get_visible (page_child (fixture, "offer_box")))
    return NULL;

  return gtk_label_get_text (GTK_LABEL (page_child (fixture, "offer_label")));
}

/* A proposed wrong note lives as long as the game can report it: a new
 * mistake replaces it, a new level or a new game takes it away. */
static void
test_mistake_in_page (Fixture       *fixture,
                      gconstpointer  data)
{
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 14 * S);
  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");

  /* Player 4 plays out of turn: that is the mistake to report now. */
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_cmpstr (pending_shown (fixture), ==, "Player 4 played out of turn.");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (page_child (fixture, "pending_button"))),
                   ==, "Wrong Note for Player 4");
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, i), ==, 0);

  /* A new level ends the round, and the proposal with it. */
  tablee_whosnext_game_set_level (fixture->game, 1);
  g_assert_null (pending_shown (fixture));

  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 10 * S);
  g_assert_nonnull (pending_shown (fixture));
  activate (fixture, "game.new-game", NULL);
  g_assert_null (pending_shown (fixture));
  /* Taking the new game back brings the mistake back with its round. */
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");
}

/* A round won on a last card without a wrong note is a clean round: the
 * page offers the next level until the game changes, and its button takes
 * the level offered, never one further. */
static void
test_clean_round (Fixture       *fixture,
                  gconstpointer  data)
{
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  /* Players 2, 3, 4, 1 play a Whoot each, until Player 2's eighth card. */
  for (guint i = 0; i < 4 * (TABLEE_WHOSNEXT_HAND - 1) + 1; i++)
    activate (fixture, "page.play-card", g_variant_new_int32 (1));

  g_assert_cmpint (tablee_whosnext_game_get_round_state (fixture->game), ==,
                   TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_null (pending_shown (fixture));
  g_assert_cmpstr (offer_shown (fixture), ==,
                   "A clean round: the last card without a wrong note! Ready for level 1?");
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Player 2 starts");
  g_assert_false (any_toast (fixture));
  activate (fixture, "page.next-level", NULL);
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 1);
  g_assert_null (offer_shown (fixture));

  /* Taken back, the offer comes back; the level changed by hand, it goes,
   * and the action no longer moves the level. */
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 0);
  g_assert_nonnull (offer_shown (fixture));
  tablee_whosnext_game_set_level (fixture->game, 1);
  g_assert_null (offer_shown (fixture));
  activate (fixture, "page.next-level", NULL);
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 1);
}

/* Issue #27: level 4, Ctrl+N, "+" on Bruno, Bruno, Chloé. The page says
 * who starts from the game, and no toast says otherwise; once the concert
 * is over, nothing about a round shows under it. */
static void
test_who_starts_next (Fixture       *fixture,
                      gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  const char *names[] = { "Ann", "Bruno", "Chloé", "Dan" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_true (tablee_players_rename (players, i, names[i], NULL));
  tablee_whosnext_game_set_level (fixture->game, 4);
  g_assert_true (press (fixture, "<Control>n"));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (2));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Chloé starts");
  g_assert_false (toast_shows (fixture, "Wrong note. Bruno starts the next round."));
  g_assert_false (toast_shows (fixture, "Wrong note. Chloé starts the next round."));
  /* The seats say it too: Bruno holds the Don't Panic card, red side up
   * after his second mistake in a row, then Chloé took it green. */
  g_assert_cmpuint (tablee_whosnext_seat_item_get_dont_panic (tablee_whosnext_seat_get_item (seat (fixture, 2))), ==, 1);
  g_assert_cmpuint (tablee_whosnext_seat_item_get_wrong_notes (tablee_whosnext_seat_get_item (seat (fixture, 1))),
                    ==, tablee_whosnext_game_get_wrong_notes (fixture->game, 1));

  while (!tablee_whosnext_game_is_game_over (fixture->game))
    activate (fixture, "page.wrong-note", g_variant_new_int32 (3));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "The concert is over");
  g_assert_null (pending_shown (fixture));
  g_assert_null (offer_shown (fixture));
  g_assert_false (toast_shows (fixture, "Wrong note. Dan starts the next round."));
}

static void
show_rules_cb (GSimpleAction  *action,
               GVariant       *parameter,
               char          **asked)
{
  const char *game, *id;

  g_variant_get (parameter, "(&s&s)", &game, &id);
  g_free (*asked);
  *asked = g_strdup_printf ("%s/%s", game, id);
}

/* The keys of every game page: Ctrl+Z takes back the last card told and
 * says so, Ctrl+Shift+Z tells it again, Ctrl+N starts a new game that
 * Ctrl+Z takes back, F1 opens the rules of the level played. */
static void
test_undo_key (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));
  TableeGamePage *page = TABLEE_GAME_PAGE (fixture->page);
  g_autofree char *asked = NULL;
  guint number;
  TableeWhosnextSide side;

  activate (fixture, "page.start-round", g_variant_new_int32 (-1));
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_1, 0, 0));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 3, &number, &side));
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_false (tablee_whosnext_game_get_uncovered (fixture->game, 3, &number, &side));
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 3);
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (page)), ==, "Undone: Player 4 played Whoot");

  g_assert_true (press (fixture, "<Shift><Control>z"));
  g_assert_true (tablee_whosnext_game_get_uncovered (fixture->game, 3, &number, &side));
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (page)), ==, "Redone: Player 4 played Whoot");

  activate (fixture, "page.wrong-note", g_variant_new_int32 (2));
  g_assert_true (press (fixture, "<Control>n"));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 2), ==, 0);
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 2), ==, 1);

  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), &asked);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "win", G_ACTION_GROUP (group));
  tablee_whosnext_game_set_level (fixture->game, 3);
  g_assert_true (press (fixture, "F1"));
  g_assert_cmpstr (asked, ==, "whosnext/level-3");
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "win", NULL);
}

/* Time runs out: the page proposes the wrong note; confirming gives it. */
static void
test_time_out_confirm (Fixture       *fixture,
                       gconstpointer  data)
{
  activate (fixture, "page.card-played", NULL);
  g_assert_null (pending_shown (fixture));
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 14 * S);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "0");

  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");
  /* The button names who gets the note, once. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (page_child (fixture, "pending_button"))),
                   ==, "Wrong Note for Player 2");
  g_signal_emit_by_name (page_child (fixture, "pending_button"), "clicked");

  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
  g_assert_null (pending_shown (fixture));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Player 2 starts");
}

/* A card out of turn, then a new mistake: only the last one is proposed,
 * and letting it go gives nobody a note. */
static void
test_only_last_mistake (Fixture       *fixture,
                        gconstpointer  data)
{
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_cmpstr (pending_shown (fixture), ==, "Player 4 played out of turn.");

  activate (fixture, "page.seat", g_variant_new_int32 (2));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_cmpstr (pending_shown (fixture), ==, "Player 3 played out of turn.");
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);

  activate (fixture, "page.dismiss-mistake", NULL);
  g_assert_null (pending_shown (fixture));
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_NONE);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, i), ==, 0);

  /* A wrong note given by hand, for what Tablée cannot see. */
  activate (fixture, "page.wrong-note", g_variant_new_int32 (0));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 0), ==, 1);
}

/* Two players slip at the same moment: both take a wrong note. */
static void
test_simultaneous_mistakes (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GPtrArray) checks = NULL;
  g_autoptr(GPtrArray) popovers = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  guint32 both[] = { 0, 2 };
  gboolean clicked = FALSE;

  activate (fixture, "page.wrong-notes",
            g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, both, G_N_ELEMENTS (both),
                                       sizeof (guint32)));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 0), ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 0);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 2), ==, 1);

  /* The same from the toolbar: tick the players, then give the notes. */
  popovers = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_POPOVER);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_ancestor (g_ptr_array_index (popovers, i), GTK_TYPE_MENU_BUTTON) != NULL)
      gtk_popover_popup (g_ptr_array_index (popovers, i));
  checks = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_CHECK_BUTTON);
  g_assert_cmpuint (checks->len, ==, 4);
  g_assert_cmpstr (gtk_check_button_get_label (g_ptr_array_index (checks, 1)), ==, "2 · Player 2");
  gtk_check_button_set_active (g_ptr_array_index (checks, 1), TRUE);
  gtk_check_button_set_active (g_ptr_array_index (checks, 3), TRUE);

  buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "_Give the Wrong Notes") == 0)
      {
        g_assert_true (gtk_widget_get_sensitive (g_ptr_array_index (buttons, i)));
        g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
        clicked = TRUE;
      }
  g_assert_true (clicked);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, i), ==, 1);
}

/* The page's style sheet is loaded with it: the seconds are read from
 * across the table. */
static void
test_style (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_LABEL);
  GtkWidget *seconds = NULL;
  GtkWidget *table;
  int natural = 0;

  for (guint i = 0; i < labels->len; i++)
    {
      if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "whosnext-seconds"))
        seconds = g_ptr_array_index (labels, i);
    }

  g_assert_nonnull (seconds);
  gtk_widget_measure (seconds, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  /* 64 points, where a label without the style sheet is some 17 pixels. */
  g_assert_cmpint (natural, >, 60);

  /* In the last three seconds the seconds turn red with the ring: the
   * style sheet reads it from the table around them. */
  table = GTK_WIDGET (fixture->page->table);
  g_assert_true (gtk_widget_is_ancestor (seconds, table));
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  g_assert_false (gtk_widget_has_css_class (table, "urgent"));
  tablee_clock_advance (fixture->clock, 11 * S + 100 * 1000);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "3");
  g_assert_true (gtk_widget_has_css_class (table, "urgent"));
}

/* Whether a toast saying text shows in the window now. */
static void
set_count_away (gboolean count_away)
{
  g_settings_set_boolean (tablee_settings_get_gsettings (tablee_settings_get_default ()),
                          "whosnext-count-away", count_away);
}

/* Leaving the page pauses its countdown: no tick, no time-out and no
 * toast over the other page; coming back says so, and Space goes on. */
static void
test_leave_pauses (Fixture       *fixture,
                   gconstpointer  data)
{
  guint sounds, cancelled;

  set_count_away (FALSE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 2 * S);

  cancelled = n_cancelled (fixture);
  gtk_stack_set_visible_child (fixture->stack, fixture->other_page);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (fixture->page)));
  g_assert_cmpuint (n_cancelled (fixture), >, cancelled);
  sounds = n_sounds (fixture);
  tablee_clock_advance (fixture->clock, 60 * S);
  g_assert_cmpuint (n_sounds (fixture), ==, sounds);
  g_assert_null (pending_shown (fixture));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 0);

  gtk_stack_set_visible_child (fixture->stack, GTK_WIDGET (fixture->page));
  g_assert_true (toast_shows (fixture, "The countdown paused while you were away. Space goes on."));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "12");
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 2 * S);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "10");
  g_assert_cmpint (tablee_whosnext_game_get_due (fixture->game), ==, 1);
}

/* With the preference, the countdown goes on away from the page; its
 * time-out shows in the page, as it comes back. */
static void
test_leave_counts_on (Fixture       *fixture,
                      gconstpointer  data)
{
  guint cancelled;

  set_count_away (TRUE);
  activate (fixture, "page.card-played", NULL);
  cancelled = n_cancelled (fixture);
  gtk_stack_set_visible_child (fixture->stack, fixture->other_page);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 14 * S);
  /* The stream was never silenced: it rang out to its time-out. */
  g_assert_cmpuint (n_cancelled (fixture), ==, cancelled);
  g_assert_false (any_toast (fixture));

  gtk_stack_set_visible_child (fixture->stack, GTK_WIDGET (fixture->page));
  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");
  set_count_away (FALSE);
}

/* Whether the overlay shows any toast at all, beside the pages. */
static gboolean
any_toast (Fixture *fixture)
{
  GtkWidget *content = adw_toast_overlay_get_child (fixture->overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fixture->overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (child != content)
        return TRUE;
    }

  return FALSE;
}

/* Time runs out while the page shows: the mistake shows in the page, no
 * toast; leaving and coming back keeps it, as long as the round lasts. */
static void
test_leave_keeps_mistake (Fixture       *fixture,
                          gconstpointer  data)
{
  set_count_away (FALSE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 14 * S);
  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");
  g_assert_false (any_toast (fixture));

  gtk_stack_set_visible_child (fixture->stack, fixture->other_page);
  g_assert_false (any_toast (fixture));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 0);

  gtk_stack_set_visible_child (fixture->stack, GTK_WIDGET (fixture->page));
  g_assert_cmpstr (pending_shown (fixture), ==, "Time is up for Player 2.");
  activate (fixture, "page.confirm-mistake", NULL);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (fixture->game, 1), ==, 1);
  g_assert_null (pending_shown (fixture));
  g_assert_false (any_toast (fixture));
}

/* The game is saved with the page and comes back with the next one. */
static void
test_saved (Fixture       *fixture,
            gconstpointer  data)
{
  TableeWhosnextPage *again;

  tablee_whosnext_game_set_level (fixture->game, 2);
  activate (fixture, "page.start-round", g_variant_new_int32 (-1));
  activate (fixture, "page.play-card", g_variant_new_int32 (2));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));

  /* Closing the page writes what is pending. */
  g_object_add_weak_pointer (G_OBJECT (fixture->page), (gpointer *) &fixture->page);
  adw_toast_overlay_set_child (fixture->overlay, NULL);
  /* GTK lets go of a mapped widget on its next frame. */
  {
    gint64 give_up = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

    while (fixture->page != NULL && g_get_monotonic_time () < give_up)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_null (fixture->page);

  again = g_object_ref_sink (g_object_new (TABLEE_TYPE_WHOSNEXT_PAGE, "clock", fixture->clock, NULL));
  g_assert_cmpuint (tablee_whosnext_game_get_level (game_of (again)), ==, 2);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game_of (again), 1),
                    ==, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_starter (game_of (again)), ==, 1);
  g_assert_finalize_object (again);
}

/* Every control can be told apart by assistive technologies. */
static void
test_accessible_names (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GType types[] = { GTK_TYPE_BUTTON, GTK_TYPE_TOGGLE_BUTTON, GTK_TYPE_SWITCH, GTK_TYPE_DROP_DOWN };

  activate (fixture, "page.card-played", NULL);

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    tablee_test_collect_widgets (GTK_WIDGET (fixture->page), types[t], buttons);

  g_assert_cmpuint (buttons->len, >, 10);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (buttons, i);

      /* The shared player editor is checked by its own tests (and holds
       * libadwaita's own apply buttons). */
      if (gtk_widget_get_ancestor (widget, TABLEE_TYPE_PLAYER_EDITOR) != NULL)
        continue;

      /* A label of its own, a text inside, or a row that names it. */
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) &&
          !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY) &&
          !has_text (widget))
        g_error ("A %s (%s, in a %s) has no accessible name", G_OBJECT_TYPE_NAME (widget),
                 GTK_IS_ACTIONABLE (widget) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) : "",
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
    }
}

/* The Rules button opens the rules at the level being played (F1 does
 * the same: see test_undo_key()). */
static void
test_rules_button (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GtkWidget *page;

  g_assert_true (tablee_window_show_page (window, "whosnext"));
  page = tablee_window_get_page (window, "whosnext");
  tablee_whosnext_game_set_level (game_of (page), 3);
  g_assert_true (gtk_widget_activate_action (page, "game.rules", NULL));
  g_assert_cmpstr (tablee_window_get_page_id (window), ==, "rules");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* While a countdown runs, and only then, the session is kept awake, as
 * long as the preference says so. */
static void
test_keeps_awake (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TableeApplication) app = tablee_application_new ();
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  g_autoptr(GError) error = NULL;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_set_default (G_APPLICATION (app));
  g_settings_set_boolean (settings, "keep-awake", TRUE);

  g_assert_false (tablee_application_is_kept_awake (app));
  activate (fixture, "page.card-played", NULL);
  g_assert_true (tablee_application_is_kept_awake (app));

  /* The preference off lets the screen sleep at once. */
  g_settings_set_boolean (settings, "keep-awake", FALSE);
  g_assert_false (tablee_application_is_kept_awake (app));
  g_settings_set_boolean (settings, "keep-awake", TRUE);
  g_assert_true (tablee_application_is_kept_awake (app));

  /* Time out, wrong note: no countdown runs until the next round. */
  tablee_clock_advance (fixture->clock, TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + 14 * S);
  g_assert_false (tablee_application_is_kept_awake (app));

  g_application_set_default (NULL);
}

/* The voice option: a switch on the page, the same preference as in the
 * Preferences; the next countdown is heard counted aloud in the interface
 * language (English here). */
static void
test_count_aloud (Fixture       *fixture,
                  gconstpointer  data)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  const TableeRecordedSound *sound;
  g_autofree char *name = NULL;

  g_assert_false (g_settings_get_boolean (settings, "count-aloud"));
  activate (fixture, "whosnext.count-aloud", NULL);
  g_assert_true (g_settings_get_boolean (settings, "count-aloud"));

  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_cmpuint (n_sounds (fixture), ==, 1);
  sound = tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), 0);
  name = g_path_get_basename (sound->path);
  g_assert_cmpstr (name, ==, "countdown-14-en.wav");

  /* Off again, in the Preferences say: the next card is heard with the
   * ticks alone. */
  g_settings_set_boolean (settings, "count-aloud", FALSE);
  activate (fixture, "page.card-played", NULL);
  g_assert_cmpuint (n_sounds (fixture), ==, 2);
  sound = tablee_recorder_sink_get_played (TABLEE_RECORDER_SINK (fixture->sink), 1);
  g_clear_pointer (&name, g_free);
  name = g_path_get_basename (sound->path);
  g_assert_cmpstr (name, ==, "countdown-14-ticks.wav");
}

int
main (int   argc,
      char *argv[])
{
  whosnext_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/whosnext-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("fresh-start", test_fresh_start);
  ADD ("keys-tell-cards", test_keys_tell_cards);
  ADD ("time-out-confirm", test_time_out_confirm);
  ADD ("mistake-in-page", test_mistake_in_page);
  ADD ("clean-round", test_clean_round);
  ADD ("undo-key", test_undo_key);
  ADD ("game-over-caption", test_game_over_caption);
  ADD ("only-last-mistake", test_only_last_mistake);
  ADD ("simultaneous-mistakes", test_simultaneous_mistakes);
  ADD ("style", test_style);
  ADD ("leave-pauses", test_leave_pauses);
  ADD ("leave-counts-on", test_leave_counts_on);
  ADD ("leave-keeps-mistake", test_leave_keeps_mistake);
  ADD ("who-starts-next", test_who_starts_next);
  ADD ("saved", test_saved);
  ADD ("accessible-names", test_accessible_names);
  ADD ("keeps-awake", test_keeps_awake);
  ADD ("count-aloud", test_count_aloud);
  g_test_add_func ("/whosnext-page/rules-button", test_rules_button);

#undef ADD

  return g_test_run ();
}
