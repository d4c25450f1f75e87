/* test-notnot-stress.c: the Not Not page in a window, under quick bursts
 * of undo, redo, new games and their take-back, rolls, taps and scoring,
 * with the notices they raise racing each other. The test environment
 * makes every critical and warning fatal: none may pass.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-recorder-sink.h"
#include "tablee-store.h"

/* Actions in all, by default; TABLEE_STRESS_STEPS asks for more. */
#define DEFAULT_STEPS 800

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static const char *
saves_dir (void)
{
  static char *dir;

  if (dir == NULL)
    dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);

  return dir;
}

static void
forget_saved_games (void)
{
  const char *names[] = { "notnot.state", "notnot-training.state", "notnot-dice.state" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (saves_dir (), names[i], NULL);

      g_unlink (path);
    }
}

static void
activate (GtkWidget  *page,
          const char *action,
          GVariant   *parameter)
{
  /* Disabled actions (no roll open, nothing to undo) are refused, as a
   * greyed button would be: that is part of the race. */
  gtk_widget_activate_action_variant (page, action, parameter);
}

static const char *
toast_title (TableeGamePage *page)
{
  AdwToast *toast = tablee_game_page_get_toast (page);

  return toast != NULL ? adw_toast_get_title (toast) : NULL;
}

/* A rule card is told only by a turn scored that raised the first game to
 * the level it names: never by undo, redo, or a new game and its
 * take-back. */
static void
assert_notice_is_true (TableeGamePage   *page,
                       TableeNotnotGame *game,
                       gboolean          scored,
                       guint             level_before)
{
  static const char * const cards[] = { NULL, "The Not Not card", "The Arrow card", "The Liar card" };
  const char *title = toast_title (page);

  if (title == NULL || strstr (title, "came up") == NULL)
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
  guint steps = steps_env != NULL ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : DEFAULT_STEPS;
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *page;
  TableeNotnotGame *game;
  guint raised = 0;

  tablee_sound_set_default (sound);
  page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  gtk_window_set_child (window, overlay);
  gtk_window_set_default_size (window, 1000, 700);
  gtk_window_present (window);
  game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
  drain ();

  for (guint step = 0; step < steps; step++)
    {
      guint n = tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (game)));
      guint level_before = tablee_notnot_game_get_level (game);
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
      /* The notice showing at the end of a burst describes the state: a
       * burst of one kind scores turns or travels, never both. */
      if (burst == 1 || !scored)
        assert_notice_is_true (TABLEE_GAME_PAGE (page), game, scored, level_before);
      if (toast_title (TABLEE_GAME_PAGE (page)) != NULL &&
          strstr (toast_title (TABLEE_GAME_PAGE (page)), "came up") != NULL)
        raised++;

      /* Now and then, the window catches up: toasts show and go. */
      if (g_rand_int_range (rand, 0, 4) == 0)
        drain ();
    }

  g_test_message ("%u steps, %u rule cards told", steps, raised);
  tablee_store_flush_all ();
  gtk_window_destroy (window);
  drain ();
  tablee_sound_set_default (NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int status;

  /* Saved games go to a folder of the test's own, set before GTK reads
   * it; a fixed seed replays the same games; the window draws with cairo,
   * as the page test's. */
  data_dir = g_dir_make_tmp ("tablee-notnot-stress-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_setenv ("TABLEE_SEED", "2727", TRUE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  forget_saved_games ();

  g_test_add_func ("/notnot/stress/bursts", test_bursts);

  status = g_test_run ();
  forget_saved_games ();
  g_rmdir (saves_dir ());
  g_rmdir (data_dir);

  return status;
}
