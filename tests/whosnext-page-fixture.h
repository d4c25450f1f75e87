/* whosnext-page-fixture.h: what the tests of the Who's Next? page and of
 * its table share: the page beside another page in a window, on a manual
 * clock and a recording sound sink.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-sound.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-seat.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"

#define S (G_USEC_PER_SEC)

typedef struct {
  TableeClock        *clock;
  TableeSoundSink    *sink;
  TableeSound        *sound;
  GtkWindow          *window;
  AdwToastOverlay    *overlay;
  GtkStack           *stack;
  GtkWidget          *other_page;
  TableeWhosnextPage *page;
  TableeWhosnextGame *game;
} Fixture;

/* The game of a page (the base's), as Who's Next?'s. */
static TableeWhosnextGame *
game_of (gpointer page)
{
  return TABLEE_WHOSNEXT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
}

G_GNUC_UNUSED static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  TableePlayers *players;

  fixture->clock = tablee_clock_new_manual (0);
  fixture->sink = tablee_recorder_sink_new (fixture->clock);
  fixture->sound = tablee_sound_new (fixture->sink);
  tablee_sound_set_default (fixture->sound);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  fixture->page = g_object_new (TABLEE_TYPE_WHOSNEXT_PAGE, "clock", fixture->clock, NULL);
  fixture->game = game_of (fixture->page);
  /* The tests play at a table of four: a fourth sits down with the
   * three a first game brings to the table. */
  players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  if (tablee_players_get_n_players (players) < 4)
    g_assert_nonnull (tablee_players_add (players, "Player 4", NULL));
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 3)), ==, "Player 4");
  /* Another page beside it, as in the window. */
  fixture->stack = GTK_STACK (gtk_stack_new ());
  fixture->other_page = gtk_label_new ("Another game");
  gtk_stack_add_named (fixture->stack, GTK_WIDGET (fixture->page), "whosnext");
  gtk_stack_add_named (fixture->stack, fixture->other_page, "other");
  adw_toast_overlay_set_child (fixture->overlay, GTK_WIDGET (fixture->stack));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->overlay));
  gtk_window_set_default_size (fixture->window, 1200, 800);
  gtk_window_present (fixture->window);
}

G_GNUC_UNUSED static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tablee_sound_set_default (NULL);
  g_assert_finalize_object (fixture->sound);
  g_assert_finalize_object (fixture->sink);
  g_assert_finalize_object (fixture->clock);
}

G_GNUC_UNUSED static void
activate (Fixture    *fixture,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->page), action, parameter));
}

/* Runs what a key of every game page does, as the window would: through
 * the page's shortcut ("<Control>z", "F1"). FALSE when it has none. */
G_GNUC_UNUSED static gboolean
press (Fixture    *fixture,
       const char *key)
{
  return tablee_test_press_shortcut (GTK_WIDGET (fixture->page), key);
}

G_GNUC_UNUSED static TableeWhosnextSeat *
seat (Fixture *fixture,
      guint    index)
{
  TableeWhosnextTable *table = fixture->page->table;

  return TABLEE_WHOSNEXT_SEAT (tablee_whosnext_table_get_seat (table, index));
}

/* A part of the page's template that the tests read ("pending_label"). */
G_GNUC_UNUSED static GtkWidget *
page_child (Fixture    *fixture,
            const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                    TABLEE_TYPE_WHOSNEXT_PAGE, name));
}

/* Whether a toast (outside the page) says text. */
G_GNUC_UNUSED static gboolean
toast_shows (Fixture    *fixture,
             const char *text)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->overlay),
                                                          GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_ancestor (label, TABLEE_TYPE_WHOSNEXT_PAGE) == NULL &&
          g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) == 0)
        return TRUE;
    }

  return FALSE;
}

/* Runs the clock to the time-out of the countdown running, give or take
 * jitter_us: the turn times out as, or just before, the next thing
 * happens. */
G_GNUC_UNUSED static void
advance_to_time_out (Fixture *fixture,
                     gint64   jitter_us)
{
  TableeCountdown *countdown = tablee_whosnext_conductor_get_countdown (fixture->page->conductor);

  tablee_clock_advance (fixture->clock,
                        MAX (0, tablee_countdown_get_remaining_us (countdown) +
                                TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US + jitter_us));
}

/* What each test program of the page does first: its own data
 * directories, the English texts, the cairo renderer (the GL shader
 * compiler's JIT can deadlock the sanitizers' slow unwinder). */
G_GNUC_UNUSED static void
whosnext_test_init (int    *argc,
                    char ***argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
}
