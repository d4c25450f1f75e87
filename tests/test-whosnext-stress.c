/* test-whosnext-stress.c: the Who's Next? page with time-outs and notices
 * racing, as in issue #27: level 3, the apprentice, counting aloud, turns
 * timing out while mistakes come and go, the page left and shown again,
 * undo, redo and new games in between. The test environment makes every
 * critical and warning fatal, so none passes; after each step, what the
 * page shows is checked against the game.
 *
 * TABLEE_WALK_SEED replays a run, TABLEE_WALK_STEPS sets its length.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tablee-settings.h"
#include "tablee-test-widgets.h"
#include "whosnext-page-fixture.h"

#define STRESS_LEVEL 3
#define DEFAULT_STEPS 400

static const char *
player_name (Fixture *fixture,
             int      seat)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));

  return tablee_player_get_name (tablee_players_get_player (players, (guint) seat));
}

/* The toasts showing in the overlay, beside the pages: their labels. */
static void
assert_no_lasting_toast (Fixture *fixture)
{
  GtkWidget *content = adw_toast_overlay_get_child (fixture->overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fixture->overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GPtrArray) labels = NULL;

      if (child == content)
        continue;

      /* What lasts is in the page: no toast proposes a wrong note, the
       * next level or tells who starts. */
      labels = tablee_test_find_widgets (child, GTK_TYPE_LABEL);
      for (guint i = 0; i < labels->len; i++)
        {
          const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

          g_assert_null (strstr (text, "Wrong Note for"));
          g_assert_null (strstr (text, "Next Level"));
          g_assert_null (strstr (text, "starts the next round"));
        }
    }
}

/* What the page shows is what the game holds, after every step. */
static void
assert_page_follows_game (Fixture *fixture)
{
  TableeWhosnextGame *game = fixture->game;
  GListModel *seats = G_LIST_MODEL (fixture->page->seats);
  guint n = tablee_whosnext_game_get_n_seats (game);
  int due = tablee_whosnext_game_get_due (game);
  TableeWhosnextBreak pending;
  int pending_seat;
  guint offered;
  g_autofree char *title = NULL;

  g_object_get (game, "pending-break", &pending, "pending-seat", &pending_seat,
                "offered-level", &offered, NULL);

  g_assert_cmpuint (g_list_model_get_n_items (seats), ==, n);
  g_assert_cmpuint (tablee_whosnext_table_get_n_seats (fixture->page->table), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeWhosnextSeatItem) item = g_list_model_get_item (seats, i);

      g_assert_true (tablee_whosnext_seat_get_item (seat (fixture, i)) == item);
      g_assert_cmpuint (tablee_whosnext_seat_item_get_wrong_notes (item), ==,
                        tablee_whosnext_game_get_wrong_notes (game, i));
      g_assert_cmpint (tablee_whosnext_seat_item_get_is_next (item), ==, due == (int) i);
      g_assert_cmpstr (tablee_whosnext_seat_item_get_name (item), ==, player_name (fixture, (int) i));
    }

  /* The mistake waiting, and the level on offer, show in the page. */
  g_assert_cmpint (gtk_widget_get_visible (page_child (fixture, "pending_box")), ==,
                   pending != TABLEE_WHOSNEXT_BREAK_NONE);
  if (pending != TABLEE_WHOSNEXT_BREAK_NONE)
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (page_child (fixture, "pending_label"))),
                              player_name (fixture, pending_seat)));
  g_assert_cmpint (gtk_widget_get_visible (page_child (fixture, "offer_box")), ==, offered != 0);
  if (offered != 0)
    g_assert_cmpuint (offered, ==, tablee_whosnext_game_get_level (game) + 1);

  switch (tablee_whosnext_game_get_round_state (game))
    {
    case TABLEE_WHOSNEXT_ROUND_WAITING:
      title = g_strdup_printf ("%s starts", player_name (fixture, (int) tablee_whosnext_game_get_starter (game)));
      break;
    case TABLEE_WHOSNEXT_ROUND_PLAYING:
      title = g_strdup_printf ("%s is next", player_name (fixture, due));
      break;
    case TABLEE_WHOSNEXT_ROUND_GAME_OVER:
    default:
      title = g_strdup ("The concert is over");
      break;
    }
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, title);

  assert_no_lasting_toast (fixture);
}

static void
run_main_loop (guint at_most)
{
  for (guint i = 0; i < at_most && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* One random thing the table does; the clock moves most often, so that
 * turns time out in every state. */
static void
random_step (Fixture *fixture,
             GRand   *rand)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  guint n = tablee_whosnext_game_get_n_seats (fixture->game);
  guint digit = (guint) g_rand_int_range (rand, 1, (gint32) n);

  switch (g_rand_int_range (rand, 0, 16))
    {
    case 0:
    case 1:
    case 2:
      /* Long enough for a time-out, or not. */
      tablee_clock_advance (fixture->clock, g_rand_int_range (rand, 0, 9 * S));
      break;
    case 3:
      /* To the time-out, give or take a few milliseconds: the turn times
       * out as, or just before, the next thing happens. */
      advance_to_time_out (fixture, g_rand_int_range (rand, -3000, 3000));
      break;
    case 4:
    case 5:
    case 6:
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_0 + digit, 0,
                                 g_rand_boolean (rand) ? GDK_SHIFT_MASK : 0);
      break;
    case 7:
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0);
      break;
    case 8:
      _tablee_whosnext_page_key (fixture->page, g_rand_boolean (rand) ? GDK_KEY_Left : GDK_KEY_Right, 0, 0);
      break;
    case 9:
      /* A card out of turn: choose the seat, then tell the card. */
      activate (fixture, "page.seat", g_variant_new_int32 (g_rand_int_range (rand, 0, (gint32) n)));
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_0 + digit, 0, 0);
      break;
    case 10:
      activate (fixture, g_rand_boolean (rand) ? "page.confirm-mistake" : "page.dismiss-mistake", NULL);
      break;
    case 11:
      activate (fixture, "page.wrong-note", g_variant_new_int32 (g_rand_int_range (rand, 0, (gint32) n)));
      break;
    case 12:
      press (fixture, g_rand_boolean (rand) ? "<Control>z" : "<Shift><Control>z");
      break;
    case 13:
      press (fixture, "<Control>n");
      if (g_rand_boolean (rand))
        press (fixture, "<Control>z");
      break;
    case 14:
      /* Away and back, the countdown running on or paused. */
      g_settings_set_boolean (settings, "whosnext-count-away", g_rand_boolean (rand));
      gtk_stack_set_visible_child (fixture->stack, fixture->other_page);
      tablee_clock_advance (fixture->clock, g_rand_int_range (rand, 0, 9 * S));
      gtk_stack_set_visible_child (fixture->stack, GTK_WIDGET (fixture->page));
      break;
    case 15:
    default:
      activate (fixture, "page.next-level", NULL);
      break;
    }

  if (tablee_whosnext_game_is_game_over (fixture->game) && g_rand_boolean (rand))
    press (fixture, "<Control>n");

  /* Undo may go back before the level or the variant: the stress is at
   * level 3 with the apprentice. */
  if (tablee_whosnext_game_get_level (fixture->game) != STRESS_LEVEL)
    tablee_whosnext_game_set_level (fixture->game, STRESS_LEVEL);
  if (!tablee_whosnext_game_get_apprentice (fixture->game))
    g_object_set (fixture->game, "apprentice", TRUE, NULL);

  run_main_loop (8);
}

static void
time_out_cb (TableeWhosnextConductor *conductor,
             int                      seat,
             guint                   *time_outs)
{
  (*time_outs)++;
}

static void
test_time_outs_race (Fixture       *fixture,
                     gconstpointer  data)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());
  const char *seed_env = g_getenv ("TABLEE_WALK_SEED");
  const char *steps_env = g_getenv ("TABLEE_WALK_STEPS");
  guint32 seed = seed_env != NULL ? (guint32) g_ascii_strtoull (seed_env, NULL, 10) : 27;
  guint steps = steps_env != NULL ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : DEFAULT_STEPS;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint time_outs = 0, sounds;

  g_test_message ("seed %u, %u steps", seed, steps);
  g_settings_set_boolean (settings, "count-aloud", TRUE);
  tablee_whosnext_game_set_level (fixture->game, STRESS_LEVEL);
  g_object_set (fixture->game, "apprentice", TRUE, NULL);

  g_signal_connect (fixture->page->conductor, "time-out", G_CALLBACK (time_out_cb), &time_outs);
  for (guint i = 0; i < steps; i++)
    {
      random_step (fixture, rand);
      assert_page_follows_game (fixture);
    }
  g_signal_handlers_disconnect_by_func (fixture->page->conductor, time_out_cb, &time_outs);

  /* The run did race: turns timed out, and the voice counted (less often
   * than once every 40 steps: play stops while a mistake waits). */
  sounds = tablee_recorder_sink_get_n_played (TABLEE_RECORDER_SINK (fixture->sink));
  g_test_message ("%u time-outs, %u countdown streams", time_outs, sounds);
  g_assert_cmpuint (time_outs, >, steps / 60);
  g_assert_cmpuint (sounds, >, steps / 50);
  g_settings_set_boolean (settings, "count-aloud", FALSE);
  g_settings_set_boolean (settings, "whosnext-count-away", FALSE);
}

/* After all the switches away and back, the page goes with its window
 * (GTK 4.8 kept a reference to a page hidden with the focus inside; the
 * page now moves the focus out as it hides). */
static void
stress_tear_down (Fixture       *fixture,
                  gconstpointer  data)
{
  GObject *page = G_OBJECT (fixture->page);

  g_object_add_weak_pointer (page, (gpointer *) &page);
  gtk_window_destroy (fixture->window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (page);
  tablee_sound_set_default (NULL);
  g_object_unref (fixture->sound);
  g_object_unref (fixture->sink);
  g_object_unref (fixture->clock);
}

int
main (int   argc,
      char *argv[])
{
  whosnext_test_init (&argc, &argv);

  g_test_add ("/whosnext-stress/time-outs-race", Fixture, NULL,
              fixture_set_up, test_time_outs_race, stress_tear_down);

  return g_test_run ();
}
