/* test-notnot-walk.c: a seeded random walk over everything a user can do
 * on the Not Not page. After each step, the page shows the same texts as a
 * fresh page opened on the saved state, and the notice showing describes
 * the current state. Then a stress of the page in a window, with notices
 * racing.
 *
 * TABLEE_WALK_SEED and TABLEE_WALK_STEPS choose the walk; the soak
 * benchmark (notnot-walk-soak, GLib's slow mode) runs a long one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-notnot-card-view.h"
#include "tablee-notnot-die-view.h"
#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-recorder-sink.h"
#include "tablee-store.h"
#include "test-notnot-shared.h"
#include "tablee-test-walk.h"
#include "tablee-test-widgets.h"

/* The walk's steps in the soak benchmark: about ten minutes. */
#define SOAK_STEPS    12000
/* The stress's actions; TABLEE_STRESS_STEPS asks for more. */
#define STRESS_STEPS  800

/* View state the user chose, which a fresh page cannot know: the question
 * "Who tapped...?" open over a card, the level list open. The mode shown
 * is chosen too: the fresh page is set to it. */
static const char * const skip[] = { "GtkPopover", NULL };

/* The dice land at once, as a second press of Roll does: their tumbling
 * is the view's, for half a second. */
static void
land_dice (GtkWidget *page)
{
  if (tablee_notnot_page_get_animating (TABLEE_NOTNOT_PAGE (page)))
    gtk_widget_activate_action (page, "page.roll", NULL);
  tablee_test_walk_drain ();
}

/* A fresh page on the saved state, as tablee_test_fresh_page() opens it,
 * but in the mode the user chose from the start, and outside a window as
 * the walked page is (see test_walk()). */
static TableeGamePage *
fresh_page_in_mode (GtkWidget  *page,
                    const char *mode)
{
  TableeGame *game = tablee_game_page_get_game (TABLEE_GAME_PAGE (page));
  g_autoptr(GVariant) walked = tablee_saveable_save (TABLEE_SAVEABLE (game));
  /* The fresh page's training waits on a clock that stands still: what it
   * shows is the saved state, not what its time would do to it. */
  g_autoptr(TableeClock) still = tablee_clock_new_manual (0);
  g_autoptr(GVariant) opened = NULL;
  GtkWidget *overlay = g_object_ref_sink (adw_toast_overlay_new ());
  GtkWidget *fresh;

  tablee_saveable_state_changed (TABLEE_SAVEABLE (game));
  tablee_store_flush_all ();
  fresh = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, "mode", mode, "clock", still, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), fresh);
  tablee_test_walk_drain ();

  opened = tablee_saveable_save (TABLEE_SAVEABLE (tablee_game_page_get_game (TABLEE_GAME_PAGE (fresh))));
  g_assert_true (g_variant_equal (walked, opened));

  return TABLEE_GAME_PAGE (fresh);
}

static void
fresh_page_close (TableeGamePage *fresh)
{
  GtkWidget *overlay = gtk_widget_get_parent (GTK_WIDGET (fresh));

  tablee_store_flush_all ();
  g_assert_finalize_object (overlay);
  tablee_test_walk_drain ();
}

/* After a step: the notice showing is current, and a fresh page on the
 * saved state, in the mode the user chose, shows the same texts. */
static void
check (GtkWidget *page)
{
  g_autofree char *mode = NULL;
  TableeGamePage *fresh;

  land_dice (page);
  tablee_test_assert_notice_current (TABLEE_GAME_PAGE (page));
  g_object_get (page, "mode", &mode, NULL);
  fresh = fresh_page_in_mode (page, mode);
  tablee_test_assert_same_texts (TABLEE_GAME_PAGE (page), fresh, skip);
  fresh_page_close (fresh);
}

/* A rule card is told only by the turn that raised the first game's
 * level to it. */
static void
assert_told_card_is_true (TableeGamePage   *page,
                          TableeNotnotGame *game,
                          gboolean          scored,
                          guint             level_before,
                          guint64           serial_before);

static void
activate (GtkWidget  *page,
          const char *action,
          GVariant   *parameter)
{
  /* A disabled action is refused, as its greyed button would be. */
  gtk_widget_activate_action_variant (page, action, parameter);
}

typedef struct {
  GtkWidget        *page;
  TableeNotnotGame *game;
  TableeClock      *clock;   /* the training's */
  gboolean          scored;  /* by the last move */
} Walk;

/* One step of Not Not, as a user takes it: a turn's roll, reveal, the
 * question over a card (or the training's answer), a tap, the scoring;
 * a level, a new game at a level or the first game; the mode; "Nobody
 * taps" in training; time passing, which runs the training's time out and
 * deals its next challenge; a player renamed at the table. Turns come
 * most. */
static const char *
notnot_move (TableeGamePage *page,
             GRand          *rand,
             gpointer        data)
{
  static const char * const modes[] = { "table", "table", "training", "dice" };
  Walk *walk = data;
  GtkWidget *widget = GTK_WIDGET (page);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (walk->game));
  guint n = tablee_players_get_n_players (players);
  guint choice = g_rand_int_range (rand, 0, 100);

  walk->scored = FALSE;
  if (choice < 20)
    {
      walk->scored = tablee_notnot_game_get_rolled (walk->game);
      activate (widget, "page.roll", NULL);
      return "roll";
    }
  if (choice < 30)
    {
      activate (widget, "page.reveal", NULL);
      return "reveal";
    }
  if (choice < 40)
    {
      guint spot = g_rand_int_range (rand, 0, TABLEE_N_SPOTS);

      /* In training, a click is the answer; at the table it asks who
       * tapped, and a name answers (the question then closes). */
      activate (widget, "page.pick", g_variant_new_uint32 (spot));
      activate (widget, "page.tap", g_variant_new ("(uu)", g_rand_int_range (rand, 0, n), spot));
      return "pick";
    }
  if (choice < 60)
    {
      activate (widget, "page.tap", g_variant_new ("(uu)", g_rand_int_range (rand, 0, n),
                                                   g_rand_int_range (rand, 0, TABLEE_N_SPOTS)));
      return "tap";
    }
  if (choice < 75)
    {
      walk->scored = tablee_notnot_game_get_rolled (walk->game);
      activate (widget, "page.end-turn", NULL);
      return "score";
    }
  if (choice < 80)
    {
      activate (widget, "page.level", g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_NOTNOT_N_LEVELS)));
      return "level";
    }
  if (choice < 85)
    {
      activate (widget, "page.new-game-at",
                g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_NOTNOT_N_LEVELS + 1)));
      return "new-game-at";
    }
  if (choice < 91)
    {
      g_object_set (page, "mode", modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))], NULL);
      return "mode";
    }
  if (choice < 94)
    {
      activate (widget, "page.nobody", NULL);
      return "nobody";
    }
  if (choice < 98)
    {
      /* From a fraction of the time to answer to longer than any pause. */
      tablee_clock_advance (walk->clock, g_rand_int_range (rand, 100000, 6000000));
      return "wait";
    }

  {
    g_autofree char *name = g_strdup_printf ("Joueur %u", g_rand_int_range (rand, 1, 100));

    tablee_players_rename (players, g_rand_int_range (rand, 0, n), name, NULL);
  }
  return "rename";
}

static void
test_walk (void)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  g_autoptr(GRand) rand = tablee_test_walk_rand_new ();
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_steps = tablee_test_walk_n_steps (SOAK_STEPS);
  GtkWidget *overlay = g_object_ref_sink (adw_toast_overlay_new ());
  GHashTableIter iter;
  gpointer name, count;
  Walk walk = { NULL, };

  tablee_sound_set_default (sound);
  walk.clock = tablee_clock_new_manual (0);
  walk.page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, "clock", walk.clock, NULL);
  /* The page and its notices, outside a window: the texts compare without
   * a frame, the dice land at once, and the windows of libadwaita 1.2's
   * toasts do not come and go under the walk (the stress below has
   * them). */
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), walk.page);
  walk.game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (walk.page)));
  tablee_test_walk_drain ();

  for (guint i = 0; i < n_steps; i++)
    {
      guint level_before = tablee_notnot_game_get_level (walk.game);
      guint64 serial_before = tablee_game_get_serial (TABLEE_GAME (walk.game));
      const char *step;

      /* A quarter of the steps are those of every game: undo, redo, a new
       * game and its take-back through its notice. */
      walk.scored = FALSE;
      if (g_rand_int_range (rand, 0, 4) == 0)
        step = tablee_test_walk_base_move (TABLEE_GAME_PAGE (walk.page), rand);
      else
        step = notnot_move (TABLEE_GAME_PAGE (walk.page), rand, &walk);
      g_hash_table_insert (counts, (gpointer) step,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, step)) + 1));

      land_dice (walk.page);
      assert_told_card_is_true (TABLEE_GAME_PAGE (walk.page), walk.game, walk.scored, level_before, serial_before);
      check (walk.page);
    }

  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &name, &count))
    g_test_message ("%s: %u times", (const char *) name, GPOINTER_TO_UINT (count));

  tablee_store_flush_all ();
  g_assert_finalize_object (overlay);
  g_assert_finalize_object (walk.clock);
  tablee_test_walk_drain ();
  tablee_sound_set_default (NULL);
}

static const char *
toast_title (TableeGamePage *page)
{
  AdwToast *toast = tablee_game_page_get_toast (page);

  return toast != NULL ? adw_toast_get_title (toast) : NULL;
}

/* The stress: quick bursts of undo, redo, new games and their take-back,
 * rolls, taps and scoring, with the notices they raise racing each other,
 * in a window whose toasts show and go. The test environment makes every
 * critical and warning fatal: none may pass.
 *
 * A rule card told by the steps just taken comes from a turn scored that
 * raised the first game to the level it names: never from undo, redo, or
 * a new game and its take-back. One told before stays while the game does
 * not change. */
static void
assert_told_card_is_true (TableeGamePage   *page,
                          TableeNotnotGame *game,
                          gboolean          scored,
                          guint             level_before,
                          guint64           serial_before)
{
  static const char * const cards[] = { NULL, "The Not Not card", "The Arrow card", "The Liar card" };
  const char *title = toast_title (page);

  if (title == NULL || strstr (title, "came up") == NULL ||
      tablee_game_get_serial (TABLEE_GAME (game)) == serial_before)
    return;

  g_assert_true (scored);
  g_assert_true (tablee_notnot_game_get_first_game (game));
  g_assert_cmpuint (tablee_notnot_game_get_level (game), >, level_before);
  g_assert_true (g_str_has_prefix (title, cards[tablee_notnot_game_get_level (game)]));
}

static void
test_bursts (void)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  const char *steps_env = g_getenv ("TABLEE_STRESS_STEPS");
  guint steps = steps_env != NULL ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : STRESS_STEPS;
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  GtkWidget *overlay = g_object_ref_sink (adw_toast_overlay_new ());
  GtkWindow *window;
  GtkWidget *page;
  TableeNotnotGame *game;
  guint raised = 0;

  tablee_sound_set_default (sound);
  page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  /* In a window, its notices coming and going as the bursts run: what
   * crashed libadwaita 1.2 before the base page's toast guard. */
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (window, overlay);
  gtk_window_set_default_size (window, 1000, 700);
  gtk_window_present (window);
  game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
  tablee_test_walk_drain ();

  for (guint step = 0; step < steps; step++)
    {
      guint n = tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (game)));
      guint level_before = tablee_notnot_game_get_level (game);
      guint64 serial_before = tablee_game_get_serial (TABLEE_GAME (game));
      gboolean scored = FALSE;
      guint burst = g_rand_int_range (rand, 1, 6);
      guint kind = g_rand_int_range (rand, 0, 100);

      for (guint i = 0; i < burst; i++)
        {
          if (kind < 25)
            {
              /* A turn as a table plays it, fast: roll, taps, score. */
              activate (page, "page.roll", NULL);
              activate (page, "page.tap", g_variant_new ("(uu)", g_rand_int_range (rand, 0, n),
                                                         g_rand_int_range (rand, 0, TABLEE_N_SPOTS)));
              if (g_rand_boolean (rand))
                activate (page, "page.reveal", NULL);
              activate (page, "page.end-turn", NULL);
              scored = TRUE;
            }
          else if (kind < 50)
            activate (page, "game.undo", NULL);
          else if (kind < 70)
            activate (page, "game.redo", NULL);
          else if (kind < 78)
            {
              /* New game, then its take-back at once. */
              activate (page, "game.new-game", NULL);
              if (g_rand_boolean (rand))
                activate (page, "game.undo", NULL);
            }
          else if (kind < 84)
            activate (page, "page.new-game-at", g_variant_new_uint32 (g_rand_int_range (rand, 0, 5)));
          else if (kind < 88)
            activate (page, "page.level", g_variant_new_uint32 (g_rand_int_range (rand, 0, 4)));
          else if (kind < 94)
            {
              /* A burst of training between turns at the table. */
              g_object_set (page, "mode", "training", NULL);
              activate (page, "page.roll", NULL);
              activate (page, "page.pick", g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_N_SPOTS)));
              g_object_set (page, "mode", "table", NULL);
            }
          else
            {
              activate (page, "page.roll", NULL);
              activate (page, "page.roll", NULL);
              scored = TRUE;
            }
        }
      /* The notice showing at the end of a burst describes the state. */
      tablee_test_assert_notice_current (TABLEE_GAME_PAGE (page));
      assert_told_card_is_true (TABLEE_GAME_PAGE (page), game, scored, level_before, serial_before);
      if (toast_title (TABLEE_GAME_PAGE (page)) != NULL &&
          strstr (toast_title (TABLEE_GAME_PAGE (page)), "came up") != NULL)
        raised++;

      /* Now and then, the window catches up: toasts show and go. */
      if (g_rand_int_range (rand, 0, 4) == 0)
        tablee_test_walk_drain ();
    }

  g_test_message ("%u steps, %u rule cards told", steps, raised);
  tablee_store_flush_all ();
  gtk_window_destroy (window);
  g_assert_finalize_object (overlay);
  tablee_test_walk_drain ();
  tablee_sound_set_default (NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int status;

  /* A fixed seed deals the same games; the walk's own seed chooses the
   * steps. */
  data_dir = notnot_test_set_up ("notnot-walk");
  g_setenv ("TABLEE_SEED", "4242", TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  notnot_test_forget_saved_games ();

  g_test_add_func ("/notnot/walk", test_walk);
  g_test_add_func ("/notnot/stress/bursts", test_bursts);

  status = g_test_run ();
  notnot_test_clean_up (data_dir);

  return status;
}
