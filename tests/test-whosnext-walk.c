/* test-whosnext-walk.c: a seeded random walk over the Who's Next? page
 * (tablee-test-walk.h): after each step, the page shows what a fresh page
 * opened on the same saved state shows, and any notice describes the
 * current state.
 *
 * TABLEE_WALK_SEED replays a walk, TABLEE_WALK_STEPS sets its length.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-test-walk.h"
#include "tablee-test-widgets.h"
#include "whosnext-page-fixture.h"

/* What a fresh page cannot know, and may show otherwise:
 * - the countdown's seconds and the words under them: a countdown is
 *   time, never saved; a round restored waits for Space (by design);
 * - the card told next and its side ("Double Whoot by Bruno · Space",
 *   the Whootchi toggle): what the user chose for the next card. */
static const char * const view_state[] = {
  "seconds_label", "seconds_caption", "played_caption", "whootchi_button", NULL,
};

/* One thing a table does with the page, as a person would: through its
 * keys, its actions and its controls; time runs through the test clock. */
static const char *
whosnext_move (TableeGamePage *page,
               GRand          *rand,
               gpointer        data)
{
  Fixture *fixture = data;
  guint n = tablee_whosnext_game_get_n_seats (fixture->game);
  guint digit = (guint) g_rand_int_range (rand, 1, (gint32) n);

  switch (g_rand_int_range (rand, 0, 17))
    {
    case 0:
    case 1:
      tablee_clock_advance (fixture->clock, g_rand_int_range (rand, 0, 16 * S));
      return "time passes";
    case 2:
      /* To the time-out, give or take a few milliseconds. */
      advance_to_time_out (fixture, g_rand_int_range (rand, -3000, 3000));
      return "time-out";
    case 3:
    case 4:
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_0 + digit, 0,
                                 g_rand_int_range (rand, 0, 4) == 0 ? GDK_SHIFT_MASK : 0);
      return "card key";
    case 5:
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0);
      return "space";
    case 6:
      _tablee_whosnext_page_key (fixture->page, g_rand_boolean (rand) ? GDK_KEY_Left : GDK_KEY_Right, 0, 0);
      return "direction key";
    case 7:
      activate (fixture, "page.seat", g_variant_new_int32 (g_rand_int_range (rand, 0, (gint32) n)));
      _tablee_whosnext_page_key (fixture->page, GDK_KEY_0 + digit, 0, 0);
      return "card out of turn";
    case 8:
      activate (fixture, "page.confirm-mistake", NULL);
      return "confirm mistake";
    case 9:
      activate (fixture, "page.dismiss-mistake", NULL);
      return "let mistake go";
    case 10:
      /* The "+" of a seat: from level 4, the Don't Panic card moves. */
      activate (fixture, "page.wrong-note", g_variant_new_int32 (g_rand_int_range (rand, 0, (gint32) n)));
      return "wrong note";
    case 11:
      activate (fixture, "page.next-level", NULL);
      return "next level";
    case 12:
      gtk_drop_down_set_selected (fixture->page->level_dropdown,
                                  (guint) g_rand_int_range (rand, 0, TABLEE_WHOSNEXT_MAX_LEVEL + 1));
      return "level menu";
    case 13:
      gtk_switch_set_active (fixture->page->apprentice_switch,
                             !gtk_switch_get_active (fixture->page->apprentice_switch));
      return "apprentice switch";
    case 14:
      /* The chess clock's button, or its key. */
      if (g_rand_boolean (rand))
        gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.pause", NULL);
      else
        _tablee_whosnext_page_key (fixture->page, GDK_KEY_p, 0, 0);
      return "pause or go on";
    case 15:
      /* A mistake flagged: a card out of turn, which stops play. */
      activate (fixture, "page.seat",
                g_variant_new_int32 ((tablee_whosnext_game_get_due (fixture->game) + 1) % (int) n));
      activate (fixture, "page.play-card", g_variant_new_int32 ((gint32) digit));
      return "flag a mistake";
    case 16:
    default:
      /* Who made a mistake at the same moment, ticked by number. */
      gtk_menu_button_popup (fixture->page->mistakes_button);
      wn_page_mistakes_key_cb (fixture->page, GDK_KEY_0 + digit, 0, 0);
      if (gtk_widget_get_sensitive (GTK_WIDGET (fixture->page->mistakes_report_button)))
        g_signal_emit_by_name (fixture->page->mistakes_report_button, "clicked");
      else
        gtk_popover_popdown (fixture->page->mistakes_popover);
      return "mistakes ticked by number";
    }
}

static void
test_walk (Fixture       *fixture,
           gconstpointer  data)
{
  tablee_test_walk (TABLEE_GAME_PAGE (fixture->page), whosnext_move, fixture, view_state);
}

int
main (int   argc,
      char *argv[])
{
  whosnext_test_init (&argc, &argv);

  g_test_add ("/whosnext-walk/walk", Fixture, NULL, fixture_set_up, test_walk, fixture_tear_down);

  return g_test_run ();
}
