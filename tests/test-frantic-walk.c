/* test-frantic-walk.c: a seeded random walk over the Frantic page (issue
 * #27): after each step every tab shows what a fresh page shows on the
 * same saved state, and any notice showing describes the current state;
 * and a stress of quick undo, redo and new game bursts with notices.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-page-fixture.h"
#include "tablee-test-walk.h"

/* The walk's steps in the soak benchmark (frantic-walk-soak): about ten
 * minutes. */
#define SOAK_STEPS 3000

/* The page's tabs: which one shows is view state the user chose, so each
 * is compared in turn, both pages showing it. */
static const char *tabs[] = { "events", "score", "chart", "players" };

/* View state a fresh page cannot know: the tab switcher's own buttons
 * (which one is pressed), the other language of an event, shown on
 * demand, and the field of the agreed limit, which keeps what the user
 * typed when it is refused (the limit in force shows in the summary and
 * the length row, compared). */
static const char *skip[] = { "AdwViewSwitcherBar", "AdwViewSwitcherTitle", "AdwViewSwitcher",
                              "other_button", "GtkRevealer", "custom_limit_row", NULL };

static AdwViewStack *
page_stack (TableeGamePage *page)
{
  g_autoptr(GPtrArray) stacks = tablee_test_find_widgets (GTK_WIDGET (page), ADW_TYPE_VIEW_STACK);

  g_assert_cmpuint (stacks->len, ==, 1);

  return g_ptr_array_index (stacks, 0);
}

static gboolean
page_activate (TableeGamePage *page,
               const char     *action,
               GVariant       *parameter)
{
  return gtk_widget_activate_action_variant (GTK_WIDGET (page), action, parameter);
}

static gboolean
action_enabled (TableeGamePage *page,
                const char     *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (page), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), action) == 0)
      return gtk_widget_get_sensitive (g_ptr_array_index (buttons, i));

  return FALSE;
}

static TableeFranticGame *
page_game (TableeGamePage *page)
{
  return TABLEE_FRANTIC_GAME (tablee_game_page_get_game (page));
}

/* Fills the dialog as a table would, mostly right: who went out, each
 * hand, each event's input; sometimes a field is left as it was. */
static void
fill_dialog (TableeFranticRoundDialog *dialog,
             GRand                    *rand,
             gboolean                  edit)
{
  g_autoptr(GPtrArray) finishers = finisher_buttons (dialog);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) combos = NULL;

  if (!edit || g_rand_boolean (rand))
    {
      guint out = g_rand_int_range (rand, 0, finishers->len);

      for (guint i = 0; i < finishers->len; i++)
        gtk_toggle_button_set_active (g_ptr_array_index (finishers, i), i == out);
    }
  tablee_test_walk_drain ();

  entries = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  for (guint i = 0; i < entries->len; i++)
    {
      GtkWidget *entry = g_ptr_array_index (entries, i);
      g_autofree char *text = g_strdup_printf ("%d", g_rand_int_range (rand, 0, 40));

      if (gtk_widget_is_sensitive (entry) && gtk_widget_get_visible (entry) &&
          (!edit || g_rand_int_range (rand, 0, 3) == 0))
        gtk_editable_set_text (GTK_EDITABLE (entry), text);
    }
  combos = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
  for (guint i = 0; i < combos->len; i++)
    if (gtk_widget_is_sensitive (g_ptr_array_index (combos, i)))
      adw_combo_row_set_selected (g_ptr_array_index (combos, i), g_rand_int_range (rand, 1, 4));
}

/* Opens the dialog on a new round or a past one, fills it and saves; a
 * round the dialog refuses is given up, as a person closes the window. */
static const char *
round_move (TableeGamePage *page,
            GRand          *rand,
            int             index)
{
  TableeFranticRoundDialog *dialog;
  const char *name = index < 0 ? "add round" : "edit round";

  if (index < 0)
    {
      if (!page_activate (page, "frantic.add-round", NULL))
        return "add round (refused)";
    }
  else if (!page_activate (page, "frantic.edit-round", g_variant_new_uint32 (index)))
    return "edit round (refused)";
  tablee_test_walk_drain ();
  dialog = find_round_dialog ();
  if (dialog == NULL)
    return index < 0 ? "add round (game over)" : "edit round (none)";

  fill_dialog (dialog, rand, index >= 0);
  /* An event taken out of a past round now and then. */
  if (index >= 0 && g_rand_int_range (rand, 0, 4) == 0)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "round.remove-event", "u", 0u);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL);
  tablee_test_walk_drain ();
  if ((dialog = find_round_dialog ()) != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      tablee_test_walk_drain ();
      return index < 0 ? "add round (given up)" : "edit round (given up)";
    }

  return name;
}

/* A score event recorded as it happens, from the round's list or from
 * the event's card, filled as a table would, mostly right. */
static const char *
record_move (TableeGamePage *page,
             GRand          *rand)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (page_game (page));
  guint n_pending = tablee_frantic_scorer_get_n_pending (scorer);
  TableeFranticRoundDialog *dialog;
  guint index;

  if (n_pending == 0)
    return "record (none)";
  index = g_rand_int_range (rand, 0, n_pending);
  if (g_rand_boolean (rand))
    page_activate (page, "frantic.record-event", g_variant_new_uint32 (index));
  else
    page_activate (page, "frantic.record-revealed",
                   g_variant_new_uint32 (tablee_frantic_scorer_get_pending_event (scorer, index)));
  tablee_test_walk_drain ();
  if ((dialog = find_round_dialog ()) == NULL)
    return "record (nothing to record)";

  fill_dialog (dialog, rand, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL);
  tablee_test_walk_drain ();
  if ((dialog = find_round_dialog ()) != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      tablee_test_walk_drain ();
      return "record (given up)";
    }

  return "record";
}

/* The agreed limit: a length, or a limit typed in (out of range now and
 * then, which the page refuses), applied with its button or Enter. */
static const char *
limit_move (TableeGamePage *page,
            GRand          *rand)
{
  AdwComboRow *length = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), TABLEE_TYPE_FRANTIC_PAGE,
                                                                      "length_row"));
  GtkWidget *custom = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), TABLEE_TYPE_FRANTIC_PAGE,
                                                                 "custom_limit_row"));

  if (g_rand_int_range (rand, 0, 3) == 0)
    {
      adw_combo_row_set_selected (length, g_rand_int_range (rand, 0, 4));
      return "length";
    }

  adw_combo_row_set_selected (length, TABLEE_FRANTIC_LENGTH_CUSTOM);
  tablee_test_walk_drain ();
  {
    g_autofree char *text = g_strdup_printf ("%d", g_rand_int_range (rand, 5, 90));

    gtk_editable_set_text (GTK_EDITABLE (custom), text);
    g_signal_emit_by_name (custom, g_rand_boolean (rand) ? "apply" : "entry-activated");
  }

  return "agreed limit";
}

static const char *
frantic_move (TableeGamePage *page,
              GRand          *rand,
              gpointer        data)
{
  TableeFranticGame *game = page_game (page);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  guint n_rounds = tablee_frantic_scorer_get_n_rounds (tablee_frantic_game_get_scorer (game));
  guint n_choices = 0;

  /* A pending choice is answered first, most of the time. */
  tablee_frantic_deck_get_choices (deck, &n_choices);
  if (n_choices > 0 && g_rand_int_range (rand, 0, 4) != 0)
    {
      page_activate (page, "frantic.choose", g_variant_new_uint32 (g_rand_int_range (rand, 0, n_choices)));
      return "choose";
    }

  switch (g_rand_int_range (rand, 0, 14))
    {
    case 0: case 1: case 2:
      if (!action_enabled (page, "frantic.black-card"))
        return round_move (page, rand, -1);
      page_activate (page, "frantic.black-card", NULL);
      return "black card";
    case 3:
      if (!page_activate (page, "frantic.next-turn", NULL))
        return "bomb turn (none)";
      return "bomb turn";
    case 4: case 5: case 6:
      return round_move (page, rand, -1);
    case 7: case 8:
      if (n_rounds == 0)
        return "edit round (none)";
      return round_move (page, rand, g_rand_int_range (rand, 0, n_rounds));
    case 9:
      {
        guint n = tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (game)));

        tablee_frantic_deck_set_lucky (deck, g_rand_int_range (rand, 0, n), g_rand_boolean (rand));
        return "lucky bastard";
      }
    case 10:
      return limit_move (page, rand);
    case 11: case 12:
      return record_move (page, rand);
    default:
      adw_view_stack_set_visible_child_name (page_stack (page), tabs[g_rand_int_range (rand, 0, G_N_ELEMENTS (tabs))]);
      return "tab";
    }
}

/* Every tab of page against the same tab of a fresh page on its saved
 * state, and a current notice; page keeps the tab it showed. */
static void
check_every_tab (TableeGamePage *page,
                 const char     *step)
{
  AdwViewStack *stack = page_stack (page);
  g_autofree char *shown = g_strdup (adw_view_stack_get_visible_child_name (stack));
  TableeGamePage *fresh;

  tablee_test_assert_notice_current (page);
  fresh = tablee_test_fresh_page (page);
  /* The sheet takes its form (a table, or round by round) from its width
   * when laid out; the window is wide enough for the table, the form a
   * sheet not laid out yet shows too. */
  for (guint t = 0; t < G_N_ELEMENTS (tabs); t++)
    {
      adw_view_stack_set_visible_child_name (stack, tabs[t]);
      adw_view_stack_set_visible_child_name (page_stack (fresh), tabs[t]);
      /* What is seen needs no drawing: no main loop between tabs. */
      tablee_test_assert_same_texts (page, fresh, skip);
    }
  tablee_test_fresh_page_close (fresh);
  adw_view_stack_set_visible_child_name (stack, shown);
  (void) step;
}

static void
test_walk (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(GRand) rand = tablee_test_walk_rand_new ();
  TableeGamePage *page = TABLEE_GAME_PAGE (fixture->page);
  guint n_steps = tablee_test_walk_n_steps (SOAK_STEPS);
  const char *last[4] = { NULL, };

  /* Less to draw at each step; still wide enough for the sheet's table,
   * the form a fresh sheet shows before its first layout. */
  gtk_window_set_default_size (fixture->window, 600, 480);
  tablee_test_walk_drain ();
  for (guint step = 0; step < n_steps; step++)
    {
      const char *name;

      name = g_rand_int_range (rand, 0, 4) == 0 ? tablee_test_walk_base_move (page, rand) :
                                                  frantic_move (page, rand, NULL);
      tablee_test_walk_drain ();
      memmove (last + 1, last, sizeof last - sizeof *last);
      last[0] = name;
      if (g_test_verbose ())
        g_test_message ("step %u: %s", step, name);
      check_every_tab (page, name);
    }
}

/* Eight rounds, then quick bursts of undo, redo and new game with its
 * take-back, the main loop barely running between them, tabs switching:
 * no warning, no critical (fatal in the tests), and the notice showing
 * at the end describes the state reached. */
static void
test_stress (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  TableeGamePage *page = TABLEE_GAME_PAGE (fixture->page);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  const char *burst[] = { "game.undo", "game.redo", "game.new-game" };

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, TABLEE_FRANTIC_LIMIT_MAX, NULL));
  while (tablee_frantic_scorer_get_n_rounds (scorer) < 8)
    round_move (page, rand, -1);

  /* The case: 8 quick undos, 8 quick redos; no notice of a state
   * gone shows afterwards. */
  for (guint i = 0; i < 16; i++)
    {
      page_activate (page, i < 8 ? "game.undo" : "game.redo", NULL);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 8);
  for (guint i = 0; i < 5; i++)
    {
      settle ();
      tablee_test_assert_notice_current (page);
    }

  for (guint round = 0; round < 40; round++)
    {
      const char *action = burst[g_rand_int_range (rand, 0, G_N_ELEMENTS (burst))];
      guint n = g_rand_int_range (rand, 1, 9);

      for (guint i = 0; i < n; i++)
        {
          page_activate (page, action, NULL);
          /* One main loop iteration at most: the toasts race. */
          g_main_context_iteration (NULL, FALSE);
          tablee_test_assert_notice_current (page);
        }
      adw_view_stack_set_visible_child_name (page_stack (page), tabs[round % G_N_ELEMENTS (tabs)]);
      g_main_context_iteration (NULL, FALSE);
    }
  settle ();
  tablee_test_assert_notice_current (page);
  check_every_tab (page, "stress");
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = frantic_test_init (&argc, &argv);
  int ret;

  g_test_add ("/frantic/walk/walk", Fixture, NULL, fixture_set_up, test_walk, fixture_tear_down);
  g_test_add ("/frantic/walk/stress", Fixture, NULL, fixture_set_up, test_stress, fixture_tear_down);

  ret = g_test_run ();
  frantic_test_finish (data_dir);

  return ret;
}
