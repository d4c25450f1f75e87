/* test-notnot-page-modes.c: the Not Not page's keys, its rules at the
 * level, the training and dice-alone modes, and asking who tapped (play
 * itself is in test-notnot-page.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "notnot-page-fixture.h"

/* Runs what a key of the page does, the way the window would: through the
 * shortcut bound to it. FALSE when the page has no such key. */
static gboolean
press (TableeNotnotPage *page,
       const char       *key)
{
  return tablee_test_press_shortcut (GTK_WIDGET (page), key);
}

/* The keys every game answers: Ctrl+Z takes back the turn scored, Ctrl+Shift+Z
 * scores it again, Ctrl+N deals again at the same level, F1 opens the rules
 * of the level. */
static void
test_keys (Fixture       *fixture,
           gconstpointer  data)
{
  TableeGame *game = TABLEE_GAME (fixture->game);
  const char *id;

  activate (fixture, "page.level", "u", TABLEE_NOTNOT_LEVEL_HARD);
  activate (fixture, "page.roll", NULL);
  activate (fixture, "page.end-turn", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 1);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "turn 1");

  g_assert_true (press (fixture->page, "<Control>z"));
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 0);
  g_assert_true (tablee_notnot_game_get_rolled (fixture->game));
  g_assert_cmpstr (tablee_game_get_redo_label (game), ==, "turn 1");
  g_assert_true (press (fixture->page, "<Shift><Control>z"));
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 1);

  g_assert_true (press (fixture->page, "<Control>n"));
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 0);
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_HARD);
  g_assert_false (tablee_notnot_game_get_first_game (fixture->game));
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "New game");

  g_assert_true (press (fixture->page, "F1"));
  g_assert_nonnull (fixture->rules_opened);
  g_variant_get (fixture->rules_opened, "(&s&s)", NULL, &id);
  g_assert_cmpstr (id, ==, "level-hard");
}

static void
test_rules_open_at_the_level (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *game, *id;

  activate (fixture, "page.new-game-at", "u", 1);
  activate (fixture, "game.rules", NULL);
  g_assert_nonnull (fixture->rules_opened);
  g_variant_get (fixture->rules_opened, "(&s&s)", &game, &id);
  g_assert_cmpstr (game, ==, "notnot");
  g_assert_cmpstr (id, ==, tablee_notnot_level_get_rules_id (TABLEE_NOTNOT_LEVEL_NORMAL));
}

static void
test_training (Fixture       *fixture,
               gconstpointer  data)
{
  TableeNotnotTraining *training = tablee_notnot_page_get_training (fixture->page);
  g_autofree char *mode = NULL;
  TableeNotnotStats stats;
  guint game_turn = tablee_notnot_game_get_turn (fixture->game);
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;
  guint valid, n_right;

  activate (fixture, "page.mode", "s", "training");
  g_object_get (fixture->page, "mode", &mode, NULL);
  g_assert_cmpstr (mode, ==, "training");
  /* A level not open yet is refused. */
  activate (fixture, "page.level", "u", 2);
  g_assert_cmpint (tablee_notnot_training_get_level (training), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  notnot_test_open_levels (training);
  activate (fixture, "page.level", "u", 2);
  g_assert_cmpint (tablee_notnot_training_get_level (training), ==, TABLEE_NOTNOT_LEVEL_HARD);
  /* The game at the table keeps its level. */
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);

  /* A challenge waiting is answered, not skipped: Roll comes back once
   * it is. */
  activate (fixture, "page.roll", NULL);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  before = tablee_saveable_save (TABLEE_SAVEABLE (training));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.roll", NULL);
  after = tablee_saveable_save (TABLEE_SAVEABLE (training));
  g_assert_true (g_variant_equal (before, after));
  while (tablee_notnot_training_get_valid_spots (training) == 0)
    {
      activate (fixture, "page.nobody", NULL);
      activate (fixture, "page.roll", NULL);
    }
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_HARD, &stats);
  n_right = stats.n_right;
  valid = tablee_notnot_training_get_valid_spots (training);
  activate (fixture, "page.pick", "u", notnot_test_lowest_spot (valid));
  g_assert_false (tablee_notnot_training_get_waiting (training));
  g_assert_true (tablee_notnot_training_get_last_right (training));
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_HARD, &stats);
  g_assert_cmpuint (stats.n_right, ==, n_right + 1);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, game_turn);
  g_assert_false (tablee_notnot_game_get_rolled (fixture->game));

  /* A roll where nobody may tap comes, and "Nobody Taps" answers it. */
  activate (fixture, "page.roll", NULL);
  for (guint i = 0; i < 200 && tablee_notnot_training_get_valid_spots (training) != 0; i++)
    {
      activate (fixture, "page.pick", "u", notnot_test_lowest_spot (tablee_notnot_training_get_valid_spots (training)));
      activate (fixture, "page.roll", NULL);
    }
  g_assert_cmpuint (tablee_notnot_training_get_valid_spots (training), ==, 0);
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_HARD, &stats);
  n_right = stats.n_right;
  activate (fixture, "page.nobody", NULL);
  g_assert_true (tablee_notnot_training_get_last_right (training));
  tablee_notnot_training_get_stats (training, TABLEE_NOTNOT_LEVEL_HARD, &stats);
  g_assert_cmpuint (stats.n_right, ==, n_right + 1);
}

/* On the page's clock, the training deals its next challenge by itself
 * and the dice roll for it; the time runs only while training shows. */
static void
test_training_runs_by_itself (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);
  GtkWidget *page = g_object_ref_sink (g_object_new (TABLEE_TYPE_NOTNOT_PAGE, "mode", "training", "clock", clock, NULL));
  TableeNotnotTraining *training = tablee_notnot_page_get_training (TABLEE_NOTNOT_PAGE (page));
  gint64 limit = tablee_notnot_training_get_time_limit (TABLEE_NOTNOT_LEVEL_DISCOVERY);
  guint valid;

  g_assert_true (gtk_widget_activate_action (page, "page.roll", NULL));
  g_assert_true (tablee_notnot_training_get_waiting (training));
  valid = tablee_notnot_training_get_valid_spots (training);
  if (valid == 0)
    gtk_widget_activate_action (page, "page.nobody", NULL);
  else
    gtk_widget_activate_action (page, "page.pick", "u", notnot_test_lowest_spot (valid));
  g_assert_true (tablee_notnot_training_get_last_right (training));
  g_assert_false (tablee_notnot_training_get_waiting (training));
  tablee_clock_advance (clock, G_USEC_PER_SEC);
  g_assert_true (tablee_notnot_training_get_waiting (training));

  /* At the table, the training's time stands still. */
  g_object_set (page, "mode", "table", NULL);
  tablee_clock_advance (clock, 10 * limit);
  g_assert_true (tablee_notnot_training_get_waiting (training));
  /* Back in training, the challenge has its whole time again, and then
   * runs out. */
  g_object_set (page, "mode", "training", NULL);
  g_assert_cmpint (tablee_notnot_training_get_time_left (training), ==, limit);
  tablee_clock_advance (clock, limit);
  g_assert_false (tablee_notnot_training_get_waiting (training));
  g_assert_true (tablee_notnot_training_get_timed_out (training));

  g_assert_finalize_object (page);
}

static void
test_dice_only (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GVariant) before = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_autoptr(GVariant) after = NULL;
  GtkWidget *negation = part_at (fixture, "die_", 2);
  TableeNotnotRoll roll;

  activate (fixture, "page.mode", "s", "dice");
  g_assert_false (tablee_notnot_page_get_shown_roll (fixture->page, &roll));
  g_assert_false (gtk_widget_get_visible (negation));
  activate (fixture, "page.level", "u", 1);
  g_assert_true (gtk_widget_get_visible (negation));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (part_at (fixture, "slot_", 0))));

  activate (fixture, "page.roll", NULL);
  g_assert_true (tablee_notnot_page_get_shown_roll (fixture->page, &roll));
  g_assert_cmpstr (die_word (fixture, 0),
                   ==, tablee_notnot_face_get_word (roll.a));
  /* The game on the table did not move. */
  after = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_assert_true (g_variant_equal (before, after));
}

/* A card clicked during a roll asks who tapped it, and a player's choice
 * records the tap. */
static void
test_pick_asks_who_tapped (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(GPtrArray) popovers = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  g_autoptr(GPtrArray) images = NULL;
  g_autoptr(GtkWidget) popover = NULL;
  int spot;

  gtk_window_set_child (window, fixture->holder);
  gtk_window_present (window);
  spot = notnot_test_lowest_spot (roll_until_valid (fixture));
  activate (fixture, "page.tap", "(uu)", 2, spot);
  activate (fixture, "page.pick", "u", spot);

  popovers = tablee_test_find_widgets (part_at (fixture, "slot_", spot), GTK_TYPE_POPOVER);
  g_assert_cmpuint (popovers->len, ==, 1);
  popover = g_object_ref (g_ptr_array_index (popovers, 0));
  g_assert_true (gtk_widget_get_visible (popover));
  buttons = tablee_test_find_widgets (popover, GTK_TYPE_BUTTON);
  g_assert_cmpuint (buttons->len, ==, tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (fixture->game))));
  /* The tap already recorded is checked. */
  images = tablee_test_find_widgets (popover, GTK_TYPE_IMAGE);
  for (guint i = 0; i < images->len; i++)
    g_assert_cmpfloat (gtk_widget_get_opacity (g_ptr_array_index (images, i)), ==, i == 2 ? 1 : 0);

  /* Each choice is named after its player. */
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      g_autoptr(GPtrArray) labels = tablee_test_find_widgets (button, GTK_TYPE_LABEL);
      TableePlayer *player = tablee_players_get_player (tablee_game_get_players (TABLEE_GAME (fixture->game)), i);

      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (labels, 0)), ==, tablee_player_get_name (player));
      g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    }

  g_signal_emit_by_name (g_ptr_array_index (buttons, 1), "clicked");
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 1), ==, spot);
  g_assert_false (gtk_widget_get_visible (popover));
}

/* The page's button for an action. */
static GtkWidget *
button_for (Fixture    *fixture,
            const char *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), action) == 0)
      return g_ptr_array_index (buttons, i);

  g_assert_not_reached ();
}

/* Score the Taps disables itself: the focus it had goes on to Roll, the
 * next thing to do, rather than nowhere (where no key of the page works). */
static void
test_focus_goes_on_to_roll (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *end_turn = button_for (fixture, "page.end-turn");

  gtk_window_set_child (window, fixture->holder);
  gtk_window_present (window);
  activate (fixture, "page.roll", NULL);
  g_assert_true (gtk_widget_grab_focus (end_turn));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == end_turn);

  g_signal_emit_by_name (end_turn, "clicked");
  g_assert_false (tablee_notnot_game_get_rolled (fixture->game));
  g_assert_false (gtk_widget_is_sensitive (end_turn));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button_for (fixture, "page.roll"));
}

/* The score cards are read, not operated: Tab does not stop on them. */
static void
test_score_cards_no_tab_stop (Fixture       *fixture,
                              gconstpointer  data)
{
  GtkWidget *scores = part (fixture, "scores_box");

  g_assert_nonnull (gtk_widget_get_first_child (scores));
  g_assert_false (gtk_widget_child_focus (scores, GTK_DIR_TAB_FORWARD));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = notnot_page_test_init (&argc, &argv, "notnot-page-modes");

#define ADD(path, func) g_test_add ("/notnot/page/" path, Fixture, NULL, setup, func, teardown)
  ADD ("rules-open-at-the-level", test_rules_open_at_the_level);
  ADD ("keys", test_keys);
  ADD ("training", test_training);
  ADD ("training-runs-by-itself", test_training_runs_by_itself);
  ADD ("dice-only", test_dice_only);
  ADD ("pick-asks-who-tapped", test_pick_asks_who_tapped);
  ADD ("focus-goes-on-to-roll", test_focus_goes_on_to_roll);
  ADD ("score-cards-no-tab-stop", test_score_cards_no_tab_stop);
#undef ADD

  return notnot_page_test_run (data_dir);
}
