/* test-notnot-walk.c: a seeded random walk over everything a user can do
 * on the Not Not page. After each step, the page shows the same texts as a
 * fresh page opened on the saved state, and the notice showing describes
 * the current state. Then a stress of the page in a window, with notices
 * racing.
 *
 * TABLEE_WALK_SEED and TABLEE_WALK_STEPS choose the walk (the soak
 * benchmark runs a long one).
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
#include "tablee-test-widgets.h"

#define DEFAULT_STEPS 500
#define DEFAULT_SEED  2026
/* The stress's actions; TABLEE_STRESS_STEPS asks for more. */
#define STRESS_STEPS  800

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* What a widget shows, as text: a label's words, a card's classes (its
 * side, portal, marks), a die's word, a button's classes (the verdict on
 * a card), the level chosen. Only what shows: widgets and their parents
 * visible. */
static void
add_texts (GtkWidget *widget,
           GString   *texts)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "label %s\n", gtk_label_get_text (GTK_LABEL (widget)));
  else if (TABLEE_IS_NOTNOT_CARD_VIEW (widget) || GTK_IS_BUTTON (widget) || GTK_IS_IMAGE (widget))
    {
      g_auto(GStrv) classes = gtk_widget_get_css_classes (widget);
      g_autofree char *joined = g_strjoinv (" ", classes);

      g_string_append_printf (texts, "%s [%s]\n", G_OBJECT_TYPE_NAME (widget), joined);
    }
  else if (GTK_IS_DROP_DOWN (widget))
    {
      g_string_append_printf (texts, "level %u\n", gtk_drop_down_get_selected (GTK_DROP_DOWN (widget)));
      return;
    }

  /* A popover is the view's own, opened by the user: not followed. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!GTK_IS_POPOVER (child))
        add_texts (child, texts);
    }
}

static char *
page_texts (GtkWidget *page)
{
  GString *texts = g_string_new (NULL);

  add_texts (page, texts);

  return g_string_free (texts, FALSE);
}

/* A page opened on what is saved, in the mode the user chose (the one
 * view state that may differ), shows what the page walked on shows. */
static void
assert_fresh_page_agrees (GtkWidget *page)
{
  g_autofree char *shown = page_texts (page);
  g_autofree char *fresh_shown = NULL;
  g_autofree char *mode = NULL;
  GtkWidget *fresh;

  tablee_store_flush_all ();
  g_object_get (page, "mode", &mode, NULL);
  fresh = g_object_ref_sink (g_object_new (TABLEE_TYPE_NOTNOT_PAGE, "mode", mode, NULL));
  fresh_shown = page_texts (fresh);
  if (g_strcmp0 (shown, fresh_shown) != 0)
    {
      g_test_message ("page:\n%s\nfresh page:\n%s", shown, fresh_shown);
      g_assert_cmpstr (fresh_shown, ==, shown);
    }
  g_assert_finalize_object (fresh);
}

/* The notice showing belongs to the state: a rule card is told only by the
 * turn that raised the level to it. */
static void
assert_notice_is_true (GtkWidget        *page,
                       TableeNotnotGame *game,
                       gboolean          scored,
                       guint             level_before)
{
  AdwToast *toast = tablee_game_page_get_toast (TABLEE_GAME_PAGE (page));
  const char *title = toast != NULL ? adw_toast_get_title (toast) : NULL;

  if (title == NULL || strstr (title, "came up") == NULL)
    return;

  g_assert_true (scored);
  g_assert_true (tablee_notnot_game_get_first_game (game));
  g_assert_cmpuint (tablee_notnot_game_get_level (game), >, level_before);
}

typedef enum {
  STEP_ROLL,
  STEP_REVEAL,
  STEP_PICK,
  STEP_TAP,
  STEP_END_TURN,
  STEP_LEVEL,
  STEP_NEW_GAME_AT,
  STEP_NEW_GAME,
  STEP_UNDO,
  STEP_REDO,
  STEP_MODE,
  STEP_NOBODY,
  STEP_RENAME,
  N_STEPS
} Step;

/* How often each step comes, in a hundred: turns most of all, as at a
 * table. */
static const guint weights[N_STEPS] = {
  [STEP_ROLL] = 16, [STEP_REVEAL] = 8, [STEP_PICK] = 7, [STEP_TAP] = 16, [STEP_END_TURN] = 12,
  [STEP_LEVEL] = 4, [STEP_NEW_GAME_AT] = 3, [STEP_NEW_GAME] = 3, [STEP_UNDO] = 12, [STEP_REDO] = 8,
  [STEP_MODE] = 6, [STEP_NOBODY] = 3, [STEP_RENAME] = 2,
};

static Step
pick_step (GRand *rand)
{
  guint total = 0, choice;

  for (guint i = 0; i < N_STEPS; i++)
    total += weights[i];
  choice = g_rand_int_range (rand, 0, total);
  for (guint i = 0; i < N_STEPS; i++)
    {
      if (choice < weights[i])
        return i;
      choice -= weights[i];
    }

  return STEP_ROLL;
}

static void
activate (GtkWidget  *page,
          const char *action,
          GVariant   *parameter)
{
  /* A disabled action is refused, as its greyed button would be. */
  gtk_widget_activate_action_variant (page, action, parameter);
}

static void
test_walk (void)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  const char *steps_env = g_getenv ("TABLEE_WALK_STEPS");
  const char *seed_env = g_getenv ("TABLEE_WALK_SEED");
  guint steps = steps_env != NULL ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : DEFAULT_STEPS;
  guint32 seed = seed_env != NULL ? (guint32) g_ascii_strtoull (seed_env, NULL, 10) : DEFAULT_SEED;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  GtkWidget *overlay = g_object_ref_sink (adw_toast_overlay_new ());
  guint counts[N_STEPS] = { 0, };
  TableeNotnotGame *game;
  TableePlayers *players;
  GtkWidget *page;

  g_test_message ("seed %u, %u steps", seed, steps);
  tablee_sound_set_default (sound);
  page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL);
  /* The page and its toasts, outside a window: the dice land at once, as
   * for a user who asks for less motion (the tumbling is the view's). */
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
  players = tablee_game_get_players (TABLEE_GAME (game));
  drain ();

  for (guint i = 0; i < steps; i++)
    {
      static const char * const modes[] = { "table", "table", "training", "dice" };
      guint n = tablee_players_get_n_players (players);
      guint level_before = tablee_notnot_game_get_level (game);
      Step step = pick_step (rand);
      gboolean scored = FALSE;

      counts[step]++;
      switch (step)
        {
        case STEP_ROLL:
          scored = tablee_notnot_game_get_rolled (game);
          activate (page, "page.roll", NULL);
          break;
        case STEP_REVEAL:
          activate (page, "page.reveal", NULL);
          break;
        case STEP_PICK:
          /* In training, a click is the answer; at the table it asks who
           * tapped. */
          activate (page, "page.pick", g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_N_SPOTS)));
          break;
        case STEP_TAP:
          activate (page, "page.tap", g_variant_new ("(uu)", g_rand_int_range (rand, 0, n),
                                                     g_rand_int_range (rand, 0, TABLEE_N_SPOTS)));
          break;
        case STEP_END_TURN:
          scored = tablee_notnot_game_get_rolled (game);
          activate (page, "page.end-turn", NULL);
          break;
        case STEP_LEVEL:
          activate (page, "page.level", g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_NOTNOT_N_LEVELS)));
          break;
        case STEP_NEW_GAME_AT:
          activate (page, "page.new-game-at", g_variant_new_uint32 (g_rand_int_range (rand, 0, TABLEE_NOTNOT_N_LEVELS + 1)));
          break;
        case STEP_NEW_GAME:
          activate (page, "game.new-game", NULL);
          /* Often taken back at once, with the toast's Undo. */
          if (g_rand_boolean (rand))
            activate (page, "game.undo", NULL);
          break;
        case STEP_UNDO:
          activate (page, "game.undo", NULL);
          break;
        case STEP_REDO:
          activate (page, "game.redo", NULL);
          break;
        case STEP_MODE:
          g_object_set (page, "mode", modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))], NULL);
          break;
        case STEP_NOBODY:
          activate (page, "page.nobody", NULL);
          break;
        case STEP_RENAME:
          {
            g_autofree char *name = g_strdup_printf ("Joueur %u", g_rand_int_range (rand, 1, 100));

            tablee_players_rename (players, g_rand_int_range (rand, 0, n), name, NULL);
          }
          break;
        case N_STEPS:
        default:
          g_assert_not_reached ();
        }

      drain ();
      assert_notice_is_true (page, game, scored, level_before);
      assert_fresh_page_agrees (page);
    }

  for (guint i = 0; i < N_STEPS; i++)
    g_test_message ("step %u: %u times", i, counts[i]);

  tablee_store_flush_all ();
  g_assert_finalize_object (overlay);
  drain ();
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
 * A rule card is told only by a turn scored that raised the first game to
 * the level it names: never by undo, redo, or a new game and its
 * take-back. */
static void
assert_told_card_is_true (TableeGamePage   *page,
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
  guint steps = steps_env != NULL ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : STRESS_STEPS;
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
        assert_told_card_is_true (TABLEE_GAME_PAGE (page), game, scored, level_before);
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
