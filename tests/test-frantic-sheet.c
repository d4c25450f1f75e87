/* test-frantic-sheet.c: the score sheet's list models and its views: what
 * the page shows after undo, redo and a new game taken back is what a
 * fresh page shows on the same saved state (issue #27); a saved game
 * comes back the same in a new page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-deck-get.h"
#include "frantic-page-fixture.h"
#include "tablee-frantic-sheet.h"
#include "tablee-saveable.h"

/* ---- Helpers ----------------------------------------------------------- */

/* A round for the players now: every player but the finisher holds
 * 3 + p + extra points. */
static TableeFranticRound *
make_round (TableeFranticScorer *scorer,
            guint                finisher,
            int                  extra)
{
  TableeFranticRound *round = tablee_frantic_scorer_new_round (scorer);

  for (guint p = 0; p < tablee_frantic_round_get_n_players (round); p++)
    tablee_frantic_round_set_hand (round, p, p == finisher ? 0 : 3 + (int) p + extra);
  tablee_frantic_round_set_finishers (round, 1u << finisher);

  return round;
}

static void
add_rounds (TableeFranticGame *game,
            guint              n)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);

  for (guint r = 0; r < n; r++)
    {
      g_autoptr(TableeFranticRound) round = NULL;

      /* Some rounds with an event that changes scores. */
      if (r % 2 == 1)
        tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 0);
      round = make_round (scorer, r % 3, (int) r);
      for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
        for (guint p = 0; p < tablee_frantic_round_get_n_players (round); p++)
          tablee_frantic_round_set_adjustment_input (round, a, p, TABLEE_FRANTIC_SEPPUKU_DECLINED);
      g_assert_true (tablee_frantic_game_add_round (game, round, NULL));
    }
}

/* Every text of the labels under root, in order, one a line. */
static char *
label_texts (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);
  GString *texts = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (g_ptr_array_index (labels, i)));

  return g_string_free (texts, FALSE);
}

static GtkWidget *
page_sheet (Fixture *fixture)
{
  g_autoptr(GPtrArray) sheets = tablee_test_find_widgets (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_SHEET);

  g_assert_cmpuint (sheets->len, ==, 1);

  return g_ptr_array_index (sheets, 0);
}

static GtkLabel *
game_over_label (Fixture *fixture)
{
  return GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_PAGE,
                                                   "game_over_label"));
}

static GtkWidget *
export_button (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "frantic.export") == 0)
      return g_ptr_array_index (buttons, i);

  g_assert_not_reached ();
}

/* The page's sheet, its game-over banner and its CSV action show what a
 * fresh sheet on the game's saved state shows. */
static void
assert_sheet_fresh (Fixture *fixture)
{
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (1);
  g_autoptr(TableeFranticGame) fresh = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fresh);
  GtkWidget *sheet = g_object_ref_sink (g_object_new (TABLEE_TYPE_FRANTIC_SHEET, NULL));
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;
  GtkLabel *banner = game_over_label (fixture);
  gboolean over;

  drain ();
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (fresh), state, NULL));
  tablee_frantic_sheet_set_scorer (TABLEE_FRANTIC_SHEET (sheet), scorer);
  shown = label_texts (page_sheet (fixture));
  expected = label_texts (sheet);
  g_assert_cmpstr (shown, ==, expected);

  over = tablee_frantic_scorer_get_game_over (scorer);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (banner)), ==, over);
  if (over)
    {
      g_autofree char *winners = tablee_frantic_scorer_dup_winners (scorer);

      g_assert_nonnull (strstr (gtk_label_get_text (banner), winners));
    }
  g_assert_cmpint (gtk_widget_is_sensitive (export_button (fixture)), ==,
                   tablee_frantic_scorer_get_n_rounds (scorer) > 0);
  g_object_unref (sheet);
}

/* ---- The models -------------------------------------------------------- */

typedef struct {
  guint position;
  guint removed;
  guint added;
  guint n;
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Change     *change)
{
  change->position = position;
  change->removed = removed;
  change->added = added;
  change->n++;
}

/* A round's item holds its number, each player's points and the events
 * applied; a change replaces only the rounds it changed. */
static void
test_models (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (3);
  g_autoptr(TableeFranticGame) game = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  GListModel *rounds = tablee_frantic_scorer_get_rounds (scorer);
  GListModel *totals = tablee_frantic_scorer_get_totals (scorer);
  g_autoptr(TableeFranticRound) last = NULL;
  g_autoptr(TableeFranticRoundItem) item = NULL;
  g_autoptr(TableeFranticTotalItem) total = NULL;
  Change change = { 0, };
  guint n = tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (game)));

  g_assert_cmpuint (g_list_model_get_n_items (rounds), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (totals), ==, n);
  add_rounds (game, 4);
  g_assert_cmpuint (g_list_model_get_n_items (rounds), ==, 4);

  item = g_list_model_get_item (rounds, 1);
  g_assert_cmpuint (tablee_frantic_round_item_get_number (item), ==, 2);
  g_assert_cmpuint (tablee_frantic_round_item_get_n_events (item), ==, 1);
  g_assert_cmpint (tablee_frantic_round_item_get_event (item, 0), ==, TABLEE_FRANTIC_EVENT_SEPPUKU);
  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpint (tablee_frantic_round_item_get_points (item, p), ==,
                       tablee_frantic_scorer_get_round_points (scorer, 1, p));
      g_assert_cmpint (tablee_frantic_round_item_get_total (item, p), ==,
                       tablee_frantic_scorer_get_total_after (scorer, 1, p));
      g_assert_cmpint (tablee_frantic_round_item_get_event_points (item, 0, p), ==,
                       tablee_frantic_scorer_get_adjustment_points (scorer, 1, 0, p));
    }

  /* Editing round 3 of 4 changes rounds 3 and 4 (their totals), not 1
   * and 2. */
  g_signal_connect (rounds, "items-changed", G_CALLBACK (items_changed_cb), &change);
  last = make_round (scorer, 1, 10);
  g_assert_true (tablee_frantic_game_replace_round (game, 2, last, NULL));
  g_assert_cmpuint (change.n, ==, 1);
  g_assert_cmpuint (change.position, ==, 2);
  g_assert_cmpuint (change.removed, ==, 2);
  g_assert_cmpuint (change.added, ==, 2);

  /* Undo gives the rounds back, and tells. */
  change.n = 0;
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_assert_cmpuint (change.n, ==, 1);
  g_assert_cmpuint (change.position, ==, 2);

  total = g_list_model_get_item (totals, 0);
  g_assert_cmpint (tablee_frantic_total_item_get_total (total), ==, tablee_frantic_scorer_get_total (scorer, 0));
  g_assert_cmpuint (tablee_frantic_total_item_get_leader (total), ==,
                    (tablee_frantic_scorer_get_leaders (scorer) & 1) != 0);
  g_signal_handlers_disconnect_by_data (rounds, &change);
}

/* The round that ended the game names nobody to deal; the rounds before
 * it name who dealt next. */
static void
assert_nobody_deals_after_the_end (TableeFranticScorer *scorer)
{
  GListModel *rounds = tablee_frantic_scorer_get_rounds (scorer);
  guint n = g_list_model_get_n_items (rounds);
  g_autoptr(TableeFranticRoundItem) last = g_list_model_get_item (rounds, n - 1);

  g_assert_null (tablee_frantic_round_item_get_dealers (last));
  if (n > 1)
    {
      g_autoptr(TableeFranticRoundItem) before = g_list_model_get_item (rounds, n - 2);

      g_assert_nonnull (tablee_frantic_round_item_get_dealers (before));
    }
}

/* Undo of a game over gives back the winners, as properties. */
static void
test_winners (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (3);
  g_autoptr(TableeFranticGame) game = tablee_frantic_game_new (random);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autofree char *winners = NULL;
  g_autofree char *after = NULL;
  gboolean over = FALSE;

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, TABLEE_FRANTIC_LIMIT_MIN, NULL));
  while (!tablee_frantic_scorer_get_game_over (scorer))
    add_rounds (game, 1);
  g_object_get (scorer, "game-over", &over, "winners", &winners, NULL);
  g_assert_true (over);
  g_assert_nonnull (winners);
  assert_nobody_deals_after_the_end (scorer);

  tablee_game_new_game (TABLEE_GAME (game));
  g_object_get (scorer, "game-over", &over, NULL);
  g_assert_false (over);
  g_assert_null (tablee_frantic_scorer_dup_winners (scorer));

  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_object_get (scorer, "game-over", &over, "winners", &after, NULL);
  g_assert_true (over);
  g_assert_cmpstr (after, ==, winners);
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_scorer_get_rounds (scorer)), ==,
                    tablee_frantic_scorer_get_n_rounds (scorer));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), >, 0);
  assert_nobody_deals_after_the_end (scorer);
}

/* ---- The reproductions of #27 ------------------------------------------ */

/* Round 2 edited, saved, undone: the sheet shows round 2 as it was. */
static void
test_undo_edit (Fixture       *fixture,
                gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  g_autoptr(TableeFranticRound) round = NULL;
  int before;

  add_rounds (fixture->game, 3);
  before = tablee_frantic_scorer_get_total (scorer, 0);
  round = tablee_frantic_round_copy (tablee_frantic_scorer_get_round (scorer, 1));
  tablee_frantic_round_set_hand (round, 0, tablee_frantic_round_get_hand (round, 0) + 5);
  g_assert_true (tablee_frantic_game_replace_round (fixture->game, 1, round, NULL));
  assert_sheet_fresh (fixture);
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 0), ==, before);
  assert_sheet_fresh (fixture);
  g_assert_true (activate (fixture, "game.redo", NULL));
  assert_sheet_fresh (fixture);
}

/* Round 6 added then undone: the totals no longer count it. */
static void
test_undo_add (Fixture       *fixture,
               gconstpointer  data)
{
  add_rounds (fixture->game, 6);
  assert_sheet_fresh (fixture);
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (tablee_frantic_game_get_scorer (fixture->game)), ==, 5);
  assert_sheet_fresh (fixture);
}

/* A game over, a new game, taken back: the banner stands beside the
 * sheet that won it, and the CSV export is on. */
static void
test_undo_new_game (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, 20, NULL));
  while (!tablee_frantic_scorer_get_game_over (scorer))
    add_rounds (fixture->game, 1);
  assert_sheet_fresh (fixture);
  g_assert_true (activate (fixture, "game.new-game", NULL));
  assert_sheet_fresh (fixture);
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_true (tablee_frantic_scorer_get_game_over (scorer));
  assert_sheet_fresh (fixture);
}

/* ---- Saving ------------------------------------------------------------ */

static void
test_page_restores_game (void)
{
  Fixture fixture;
  g_autoptr(GVariant) state = NULL;

  fixture_set_up (&fixture, NULL);
  g_assert_true (activate (&fixture, "frantic.black-card", NULL));
  while (deck_get (tablee_frantic_game_get_deck (fixture.game), "choice") != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (activate (&fixture, "frantic.choose", "u", 0));
  tablee_players_rename (tablee_game_get_players (TABLEE_GAME (fixture.game)), 0, "Zoé <b>", NULL);
  state = tablee_saveable_save (TABLEE_SAVEABLE (fixture.game));
  fixture_tear_down (&fixture, NULL);

  /* A new page, as at the next start, finds the same game. */
  fixture_create (&fixture);
  {
    g_autoptr(GVariant) restored = tablee_saveable_save (TABLEE_SAVEABLE (fixture.game));

    g_assert_true (g_variant_equal (state, restored));
  }
  fixture_tear_down (&fixture, NULL);
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = frantic_test_init (&argc, &argv);
  int ret;

  g_test_add_func ("/frantic/sheet/models", test_models);
  g_test_add_func ("/frantic/sheet/winners", test_winners);
#define ADD(path, func) \
  g_test_add ("/frantic/sheet/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("undo-edit", test_undo_edit);
  ADD ("undo-add", test_undo_add);
  ADD ("undo-new-game", test_undo_new_game);
#undef ADD
  g_test_add_func ("/frantic/page/restores-game", test_page_restores_game);

  ret = g_test_run ();
  frantic_test_finish (data_dir);

  return ret;
}
