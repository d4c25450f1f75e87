/* test-notnot-page.c: the Not Not page, driven through its actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-notnot-card-view.h"
#include "tablee-notnot-die-view.h"
#include "tablee-settings.h"
#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"
#include "test-notnot-shared.h"

typedef struct {
  GtkWidget          *holder;
  TableeNotnotPage   *page;
  TableeNotnotGame   *game;
  TableeRecorderSink *sink;
  GVariant           *rules_opened;
} Fixture;

static void
show_rules_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  Fixture *fixture = user_data;

  g_clear_pointer (&fixture->rules_opened, g_variant_unref);
  fixture->rules_opened = g_variant_ref (parameter);
}

/* The page's parts, by their names in its template. */
static GtkWidget *
part (Fixture    *fixture,
      const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_NOTNOT_PAGE, name);

  g_assert_nonnull (object);

  return GTK_WIDGET (object);
}

static GtkWidget *
part_at (Fixture    *fixture,
         const char *prefix,
         guint       index)
{
  g_autofree char *name = g_strdup_printf ("%s%u", prefix, index);

  return part (fixture, name);
}

/* The word die i shows, and its ink: the word's label and its "ink-"
 * class. */
static GtkLabel *
die_label (Fixture *fixture,
           guint    i)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (part_at (fixture, "die_", i), GTK_TYPE_LABEL);

  g_assert_cmpuint (labels->len, ==, 1);

  return g_ptr_array_index (labels, 0);
}

static const char *
die_word (Fixture *fixture,
          guint    i)
{
  return gtk_label_get_text (die_label (fixture, i));
}

static char *
die_ink (Fixture *fixture,
         guint    i)
{
  g_auto(GStrv) classes = gtk_widget_get_css_classes (GTK_WIDGET (die_label (fixture, i)));

  for (guint c = 0; classes[c] != NULL; c++)
    {
      if (g_str_has_prefix (classes[c], "ink-"))
        return g_strdup (classes[c]);
    }

  return NULL;
}

static const char *
text_of (Fixture    *fixture,
         const char *name)
{
  return gtk_label_get_text (GTK_LABEL (part (fixture, name)));
}

/* Whether the page is laid out for a narrow window: dice above the board. */
static gboolean
is_folded (Fixture *fixture)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (part (fixture, "play_area"))) == GTK_ORIENTATION_VERTICAL;
}

static TableeNotnotGame *
page_game (TableeNotnotPage *page)
{
  return TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
}

/* The cards left in the pile, told by the game's "pile-size". */
static guint
pile_size (TableeNotnotGame *game)
{
  guint size;

  g_object_get (game, "pile-size", &size, NULL);

  return size;
}

static void
setup (Fixture       *fixture,
       gconstpointer  data)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));

  /* A fixed seed replays the same game; every test starts with no save. */
  g_setenv ("TABLEE_SEED", "4242", TRUE);
  notnot_test_forget_saved_games ();
  tablee_sound_set_default (sound);
  fixture->sink = TABLEE_RECORDER_SINK (sink);

  fixture->page = g_object_ref_sink (g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL));
  fixture->game = page_game (fixture->page);
  /* The page sits in the toast overlay of the window, which stands for
   * it, with the window's action that opens the rules, recorded. Only the
   * animation test shows a window: a frame clock needs one. */
  fixture->holder = g_object_ref_sink (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), GTK_WIDGET (fixture->page));
  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), fixture);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));
  gtk_widget_insert_action_group (fixture->holder, "win", G_ACTION_GROUP (group));
}

static void
teardown (Fixture       *fixture,
          gconstpointer  data)
{
  GtkWidget *window = gtk_widget_get_ancestor (fixture->holder, GTK_TYPE_WINDOW);

  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), NULL);
  g_assert_finalize_object (fixture->holder);
  g_assert_finalize_object (fixture->page);
  g_clear_pointer (&fixture->rules_opened, g_variant_unref);
  tablee_sound_set_default (NULL);
}

static void
activate (Fixture    *fixture,
          const char *action,
          const char *format,
          ...)
{
  GVariant *parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->page), action, parameter));
}

/* Rolls on the page until at least one card is right. */
static guint
roll_until_valid (Fixture *fixture)
{
  for (guint i = 0; i < 500; i++)
    {
      activate (fixture, "page.roll", NULL);
      if (tablee_notnot_game_get_valid_spots (fixture->game) != 0)
        return tablee_notnot_game_get_valid_spots (fixture->game);
    }

  g_assert_not_reached ();
}

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
  g_autofree char *data_dir = NULL;
  int status;

  /* The page saves its game in a folder of the test's own, emptied
   * before each test. */
  data_dir = notnot_test_set_up ("notnot-page");
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

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
  ADD ("rules-open-at-the-level", test_rules_open_at_the_level);
  ADD ("keys", test_keys);
  ADD ("training", test_training);
  ADD ("training-runs-by-itself", test_training_runs_by_itself);
  ADD ("dice-only", test_dice_only);
  ADD ("pick-asks-who-tapped", test_pick_asks_who_tapped);
  ADD ("animation", test_animation);
  ADD ("accessible-names", test_accessible_names);
  ADD ("empty-pile-is-announced-empty", test_empty_pile_is_announced_empty);
#undef ADD

  status = g_test_run ();
  notnot_test_clean_up (data_dir);

  return status;
}
