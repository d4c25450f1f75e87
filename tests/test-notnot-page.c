/* test-notnot-page.c: the Not Not page, driven through its actions: the
 * dice, taps and scores, undo, new games, the end of a game, the
 * animation and accessible names (keys and the other modes are in
 * test-notnot-page-modes.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "notnot-page-fixture.h"

static void
test_roll_shows_the_dice (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeNotnotRoll roll;
  guint played = tablee_recorder_sink_get_n_played (fixture->sink);

  g_assert_false (tablee_notnot_game_get_rolled (fixture->game));
  activate (fixture, "page.roll", NULL);
  g_assert_true (tablee_notnot_game_get_rolled (fixture->game));
  g_assert_true (tablee_notnot_game_get_roll (fixture->game, &roll));

  g_assert_cmpstr (die_word (fixture, 0),
                   ==, tablee_notnot_face_get_word (roll.a));
  g_assert_cmpstr (die_word (fixture, 1),
                   ==, tablee_notnot_face_get_word (roll.b));

  /* The dice sound. */
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (fixture->sink), ==, played + 1);
  g_assert_true (g_str_has_suffix (tablee_recorder_sink_get_played (fixture->sink, played)->path,
                                   "dice.wav"));
}

static void
test_colour_words_in_another_ink (Fixture       *fixture,
                                  gconstpointer  data)
{
  static const struct { TableeNotnotFace face; const char *ink; } named[] = {
    { TABLEE_FACE_RED, "ink-red" }, { TABLEE_FACE_BLUE, "ink-blue" },
    { TABLEE_FACE_GREEN, "ink-green" }, { TABLEE_FACE_YELLOW, "ink-yellow" },
  };
  guint seen = 0;

  for (guint i = 0; i < 60; i++)
    {
      TableeNotnotRoll roll;

      activate (fixture, "page.roll", NULL);
      g_assert_true (tablee_notnot_game_get_roll (fixture->game, &roll));
      for (guint c = 0; c < G_N_ELEMENTS (named); c++)
        {
          if (roll.b != named[c].face)
            continue;
          g_autofree char *ink = die_ink (fixture, 1);

          g_assert_nonnull (ink);
          g_assert_cmpstr (ink, !=, named[c].ink);
          seen |= 1u << c;
        }
    }
  g_assert_cmpuint (seen, ==, 0xf);
}

static void
test_reveal (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *sentence = NULL;
  guint valid;

  valid = roll_until_valid (fixture);
  activate (fixture, "page.reveal", NULL);

  sentence = tablee_notnot_game_explain (fixture->game);
  g_assert_cmpstr (text_of (fixture, "explanation_label"), ==, sentence);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      GtkWidget *slot = part_at (fixture, "slot_", spot);

      gboolean right = (valid & (1u << spot)) != 0;

      g_assert_true (gtk_widget_has_css_class (slot, "valid") == right);
      g_assert_true (gtk_widget_has_css_class (slot, "invalid") == !right);
    }

  /* A new roll hides the answer again. */
  activate (fixture, "page.roll", NULL);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_assert_false (gtk_widget_has_css_class (part_at (fixture, "slot_", spot), "valid"));
}

/* A player's card in the scores. */
static GtkWidget *
score_card (Fixture *fixture,
            guint    player)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (part (fixture, "scores_box")), player);

  return gtk_flow_box_child_get_child (child);
}

/* The texts of a player's card in the scores, one after the other. */
static char *
score_text (Fixture *fixture,
            guint    player)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (score_card (fixture, player), GTK_TYPE_LABEL);
  g_autoptr(GStrvBuilder) texts = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  for (guint i = 0; i < labels->len; i++)
    g_strv_builder_add (texts, gtk_label_get_text (g_ptr_array_index (labels, i)));
  strv = g_strv_builder_end (texts);

  return g_strjoinv (" ", strv);
}

static void
test_tap_score_undo (Fixture       *fixture,
                     gconstpointer  data)
{
  int spot = notnot_test_lowest_spot (roll_until_valid (fixture));
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  /* Click the card, then the player. */
  activate (fixture, "page.pick", "u", spot);
  activate (fixture, "page.tap", "(uu)", 1, spot);
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 1), ==, spot);
  /* The same choice again takes it back, and once more records it. */
  activate (fixture, "page.tap", "(uu)", 1, spot);
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 1), ==, -1);
  activate (fixture, "page.tap", "(uu)", 1, spot);

  activate (fixture, "page.end-turn", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 1), ==, 1);
  /* The scores show every player's cards. */
  first = score_text (fixture, 0);
  second = score_text (fixture, 1);
  g_assert_cmpstr (first, ==, "● Player 1 0");
  g_assert_cmpstr (second, ==, "● Player 2 1");
  /* A card is named by its player and told by its count. */
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (score_card (fixture, 1)),
                                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (score_card (fixture, 1)),
                                                   GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_false (tablee_notnot_game_get_rolled (fixture->game));
  g_assert_cmpstr (text_of (fixture, "results_label"), ==, "Player 2 is right and wins a card with a yellow portal.");
  /* No tap outside a roll. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.tap", "(uu)", 0, 0);
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 0), ==, -1);

  activate (fixture, "game.undo", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 1), ==, 0);
  /* The scores follow undo. */
  g_free (second);
  second = score_text (fixture, 1);
  g_assert_cmpstr (second, ==, "● Player 2 0");
  g_assert_true (tablee_notnot_game_get_rolled (fixture->game));
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 1), ==, spot);

  /* Rolling scores the open turn first. */
  activate (fixture, "page.roll", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 1), ==, 1);
}

/* New Game can be undone, and undo and redo go over many turns. */
static void
test_undo_new_game_and_many_turns (Fixture       *fixture,
                                   gconstpointer  data)
{
  for (guint i = 0; i < 3; i++)
    {
      activate (fixture, "page.roll", NULL);
      activate (fixture, "page.end-turn", NULL);
    }
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 3);

  activate (fixture, "page.new-game-at", "u", 1);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 0);
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_NORMAL);

  activate (fixture, "game.undo", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 3);
  g_assert_true (tablee_notnot_game_get_first_game (fixture->game));
  activate (fixture, "game.undo", NULL);
  activate (fixture, "game.undo", NULL);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "game.redo", NULL));
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 2);
}

/* Two players right at once: both results are told in full, on the page,
 * not in a toast that cuts them and covers "Score the Taps". */
static void
test_tie_results_in_full (Fixture       *fixture,
                          gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  const char *results;
  guint valid;
  int spot;

  g_assert_nonnull (tablee_players_add (players, "Zoé", NULL));
  valid = roll_until_valid (fixture);
  spot = notnot_test_lowest_spot (valid);
  activate (fixture, "page.tap", "(uu)", 0, spot);
  activate (fixture, "page.tap", "(uu)", tablee_players_get_n_players (players) - 1, spot);
  /* The card tapped names who tapped it, in the order of the table. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part_at (fixture, "tap_label_", spot))), ==, "Player 1, Zoé");
  g_assert_true (gtk_widget_get_visible (part_at (fixture, "tap_label_", spot)));
  activate (fixture, "page.end-turn", NULL);

  results = text_of (fixture, "results_label");
  g_assert_true (g_str_has_prefix (results, "Player 1 is right and "));
  g_assert_nonnull (strstr (results, " Zoé is right and "));

  activate (fixture, "page.new-game-at", "u", 0);
  g_assert_cmpstr (text_of (fixture, "results_label"), ==, "");
}

static void
test_new_game_and_levels (Fixture       *fixture,
                          gconstpointer  data)
{
  g_assert_true (tablee_notnot_game_get_first_game (fixture->game));

  activate (fixture, "page.new-game-at", "u", 2);
  g_assert_false (tablee_notnot_game_get_first_game (fixture->game));
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_HARD);

  activate (fixture, "page.level", "u", 3);
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_EXTREME);

  activate (fixture, "page.new-game-at", "u", 4);
  g_assert_true (tablee_notnot_game_get_first_game (fixture->game));
  g_assert_cmpint (tablee_notnot_game_get_level (fixture->game), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_assert_cmpuint (tablee_notnot_game_get_turn (fixture->game), ==, 0);
}

static void
test_game_over (Fixture       *fixture,
                gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  g_autoptr(GArray) winners = NULL;
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;
  guint turns = 0;

  /* Each turn, the first right card goes to a player in turn. */
  while (!tablee_game_get_finished (TABLEE_GAME (fixture->game)))
    {
      guint valid;

      g_assert_cmpuint (++turns, <, 2000);
      activate (fixture, "page.roll", NULL);
      valid = tablee_notnot_game_get_valid_spots (fixture->game);
      if (valid != 0)
        activate (fixture, "page.tap", "(uu)", turns % 2, notnot_test_lowest_spot (valid));
      activate (fixture, "page.end-turn", NULL);
    }

  winners = tablee_notnot_game_get_winners (fixture->game);
  g_assert_cmpuint (winners->len, >, 0);
  /* The first game is over: no rule card is to come. */
  g_assert_null (strstr (text_of (fixture, "status_label"), "rule card"));
  g_assert_true (g_str_has_prefix (text_of (fixture, "status_label"), "The game is over"));
  g_assert_true (g_str_has_prefix (text_of (fixture, "explanation_label"), "Game over: "));
  for (guint i = 0; i < winners->len; i++)
    g_assert_nonnull (strstr (text_of (fixture, "explanation_label"),
                              tablee_player_get_name (tablee_players_get_player (players, g_array_index (winners, guint, i)))));
  /* The winners' cards in the scores are marked, and theirs only. */
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (part (fixture, "scores_box")), i);
      gboolean winner = FALSE;

      for (guint w = 0; w < winners->len; w++)
        winner |= g_array_index (winners, guint, w) == i;
      g_assert_true (gtk_widget_has_css_class (gtk_flow_box_child_get_child (child), "winner") == winner);
    }

  /* Nothing more to roll; a new game starts over. */
  before = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.roll", NULL);
  after = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_assert_true (g_variant_equal (before, after));
  activate (fixture, "page.new-game-at", "u", 0);
  g_assert_false (tablee_game_get_finished (TABLEE_GAME (fixture->game)));
  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 0), ==, 0);
}

static GtkWidget *
slot_card_view (Fixture    *fixture,
                TableeSpot  spot)
{
  GtkWidget *slot = part_at (fixture, "slot_", spot);

  for (GtkWidget *w = gtk_widget_get_first_child (slot); w != NULL; w = gtk_widget_get_first_child (w))
    {
      if (TABLEE_IS_NOTNOT_CARD_VIEW (w))
        return w;
    }

  g_assert_not_reached ();
}

/* Counted words agree with their number: one player wins a card and
 * loses it by a wrong tap, over and over, so that the game ends on the
 * one card the last right tap won. */
static void
test_game_over_with_one_card (Fixture       *fixture,
                              gconstpointer  data)
{
  guint turns = 0;

  while (!tablee_game_get_finished (TABLEE_GAME (fixture->game)))
    {
      guint valid;

      g_assert_cmpuint (++turns, <, 4000);
      activate (fixture, "page.roll", NULL);
      valid = tablee_notnot_game_get_valid_spots (fixture->game);
      if (tablee_notnot_game_get_score (fixture->game, 0) == 0 && valid != 0)
        activate (fixture, "page.tap", "(uu)", 0u, notnot_test_lowest_spot (valid));
      else if (tablee_notnot_game_get_score (fixture->game, 0) > 0 && valid != TABLEE_SPOT_MASK_ALL)
        activate (fixture, "page.tap", "(uu)", 0u, notnot_test_lowest_spot (~valid & TABLEE_SPOT_MASK_ALL));
      activate (fixture, "page.end-turn", NULL);
    }

  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 0), ==, 1);
  g_assert_true (g_str_has_suffix (text_of (fixture, "explanation_label"), "wins with 1 card."));
  g_assert_true (g_str_has_suffix (text_of (fixture, "status_label"), "turns."));
}

static void
test_colourblind_aid (Fixture       *fixture,
                      gconstpointer  data)
{
  GSettings *settings = tablee_settings_get_gsettings (tablee_settings_get_default ());

  /* Off by default; the preference adds the patterns at once. */
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_assert_false (gtk_widget_has_css_class (slot_card_view (fixture, spot), "aid"));
  g_settings_set_boolean (settings, "colourblind-aid", TRUE);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_assert_true (gtk_widget_has_css_class (slot_card_view (fixture, spot), "aid"));
  g_settings_reset (settings, "colourblind-aid");
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_assert_false (gtk_widget_has_css_class (slot_card_view (fixture, spot), "aid"));
}

static void
test_game_is_restored (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) restored = NULL;
  int spot = notnot_test_lowest_spot (roll_until_valid (fixture));

  activate (fixture, "page.tap", "(uu)", 0, spot);
  activate (fixture, "page.end-turn", NULL);
  activate (fixture, "page.roll", NULL);
  saved = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));

  /* Leaving the page writes the game; a new page finds it again. */
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), NULL);
  g_assert_finalize_object (fixture->page);
  fixture->page = g_object_ref_sink (g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL));
  fixture->game = page_game (fixture->page);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), GTK_WIDGET (fixture->page));

  restored = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_assert_true (g_variant_equal (saved, restored));
  g_assert_cmpuint (tablee_notnot_game_get_score (fixture->game, 0), ==, 1);
  g_assert_true (tablee_notnot_game_get_rolled (fixture->game));
}

static void
test_animation (Fixture       *fixture,
                gconstpointer  data)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (fixture->page));
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  /* A phone-sized window: the dice go above the board. */
  gtk_window_set_default_size (window, 380, 800);
  gtk_window_set_child (window, fixture->holder);
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (is_folded (fixture));
  /* However slow the machine, the page folds; one that never does is
   * caught by the test's own time limit. */
  while (!is_folded (fixture))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), <=, 380);

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  activate (fixture, "page.roll", NULL);
  g_assert_true (tablee_notnot_page_get_animating (fixture->page));
  /* Roll again while they tumble: the dice land at once. */
  activate (fixture, "page.roll", NULL);
  g_assert_false (tablee_notnot_page_get_animating (fixture->page));
  g_assert_true (tablee_notnot_game_get_rolled (fixture->game));

  /* Left alone, the dice tumble on the frame clock, then land upright on
   * the roll. */
  activate (fixture, "page.roll", NULL);
  g_assert_true (tablee_notnot_page_get_animating (fixture->page));
  {
    TableeNotnotRoll roll;

    /* However slow the machine, the animation ends; one that never does
     * is caught by the test's own time limit. */
    while (tablee_notnot_page_get_animating (fixture->page))
      g_main_context_iteration (NULL, TRUE);

    g_assert_true (tablee_notnot_game_get_roll (fixture->game, &roll));
    for (guint i = 0; i < 2; i++)
      {
        TableeNotnotDieView *die = TABLEE_NOTNOT_DIE_VIEW (part_at (fixture, "die_", i));

        g_assert_cmpfloat (tablee_notnot_die_view_get_tilt (die), ==, 0);
        g_assert_cmpstr (die_word (fixture, i), ==,
                         tablee_notnot_face_get_word (i == 0 ? roll.a : roll.b));
      }
  }

  /* No animation when the system asks for less motion. */
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  activate (fixture, "page.roll", NULL);
  g_assert_false (tablee_notnot_page_get_animating (fixture->page));
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

static void
check_accessible (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_DROP_DOWN (widget))
    {
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

      if (label == NULL && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                              GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("a %s has no accessible name", G_OBJECT_TYPE_NAME (widget));
    }

  /* The inner button of a menu button is named by the menu button. */
  if (GTK_IS_MENU_BUTTON (widget) || GTK_IS_DROP_DOWN (widget))
    return;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_accessible (child);
}

static GtkWidget *
pile_view (Fixture *fixture)
{
  g_autoptr(GPtrArray) views = tablee_test_find_widgets (GTK_WIDGET (fixture->page), TABLEE_TYPE_NOTNOT_CARD_VIEW);

  for (guint i = 0; i < views->len; i++)
    {
      if (gtk_widget_get_ancestor (g_ptr_array_index (views, i), GTK_TYPE_BUTTON) == NULL)
        return g_ptr_array_index (views, i);
    }

  g_assert_not_reached ();
}

/* At Extreme, the pile is read with its arrow and liar, and an empty pile
 * with neither: the judge ignores them then. */
static void
test_empty_pile_is_announced_empty (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autofree char *full = NULL;
  g_autofree char *error = NULL;

  activate (fixture, "page.new-game-at", "u", TABLEE_NOTNOT_LEVEL_EXTREME);
  full = gtk_test_accessible_check_property (GTK_ACCESSIBLE (pile_view (fixture)),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "Draw pile: empty");
  g_assert_nonnull (full);
  while (pile_size (fixture->game) > 0 &&
         !tablee_game_get_finished (TABLEE_GAME (fixture->game)))
    {
      guint valid;

      activate (fixture, "page.roll", NULL);
      valid = tablee_notnot_game_get_valid_spots (fixture->game);
      if (valid != 0)
        activate (fixture, "page.tap", "(uu)", 0, notnot_test_lowest_spot (valid));
      activate (fixture, "page.end-turn", NULL);
    }

  g_assert_cmpuint (pile_size (fixture->game), ==, 0);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (pile_view (fixture)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, "Draw pile: empty");
  g_assert_null (error);
}

static void
test_accessible_names (Fixture       *fixture,
                       gconstpointer  data)
{
  roll_until_valid (fixture);
  check_accessible (GTK_WIDGET (fixture->page));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = notnot_page_test_init (&argc, &argv, "notnot-page");

#define ADD(path, func) g_test_add ("/notnot/page/" path, Fixture, NULL, setup, func, teardown)
  ADD ("roll-shows-the-dice", test_roll_shows_the_dice);
  ADD ("colour-words-in-another-ink", test_colour_words_in_another_ink);
  ADD ("reveal", test_reveal);
  ADD ("tap-score-undo", test_tap_score_undo);
  ADD ("new-game-and-levels", test_new_game_and_levels);
  ADD ("tie-results-in-full", test_tie_results_in_full);
  ADD ("undo-new-game-and-many-turns", test_undo_new_game_and_many_turns);
  ADD ("game-over", test_game_over);
  ADD ("game-over-with-one-card", test_game_over_with_one_card);
  ADD ("colourblind-aid", test_colourblind_aid);
  ADD ("game-is-restored", test_game_is_restored);
  ADD ("animation", test_animation);
  ADD ("accessible-names", test_accessible_names);
  ADD ("empty-pile-is-announced-empty", test_empty_pile_is_announced_empty);
#undef ADD

  return notnot_page_test_run (data_dir);
}
