/* test-frantic-page-round.c: the Frantic page through a round (issue #29):
 * score events recorded as they happen and this round's events listed,
 * the Time Bomb once the round is over, the agreed limit applied with
 * Enter, and who deals next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-deck-get.h"
#include "frantic-page-fixture.h"
#include "tablee-saveable.h"

#define E(name) TABLEE_FRANTIC_EVENT_##name

/* Puts events (ended by -1) on top of the deck, the others of the set
 * under them, by loading a state as a saved game would. */
static void
stack_deck (TableeFranticDeck *deck,
            ...)
{
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_autoptr(GByteArray) pile = g_byte_array_new ();
  g_autoptr(GVariant) stacked = NULL;
  g_autoptr(GError) error = NULL;
  gboolean used[TABLEE_FRANTIC_N_EVENTS] = { FALSE, };
  GVariantDict dict;
  va_list args;
  int event;

  va_start (args, deck);
  while ((event = va_arg (args, int)) >= 0)
    {
      guint8 byte = event;

      used[event] = TRUE;
      g_byte_array_append (pile, &byte, 1);
    }
  va_end (args);
  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      guint8 byte = i;

      if (!used[i] && (tablee_frantic_deck_get_troublemaker (deck) ||
                       !tablee_frantic_event_get_info (i)->troublemaker))
        g_byte_array_append (pile, &byte, 1);
    }

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "pile", g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile->data, pile->len, 1));
  g_variant_dict_insert_value (&dict, "discard", g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, NULL, 0, 1));
  stacked = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (deck), stacked, &error));
  g_assert_no_error (error);
}

/* The button of an action under root, or NULL. */
static GtkWidget *
action_button (GtkWidget  *root,
               const char *action)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), action) == 0)
      return buttons->pdata[i];

  return NULL;
}

/* The entry rows of the dialog's events, in order. */
static GPtrArray *
event_entries (TableeFranticRoundDialog *dialog)
{
  GtkWidget *events = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), TABLEE_TYPE_FRANTIC_ROUND_DIALOG,
                                                                 "events_box"));

  return tablee_test_find_widgets (events, ADW_TYPE_ENTRY_ROW);
}

/* The subtitle of the row of the round's list titled title, or NULL. */
static const char *
round_row_subtitle (Fixture    *fixture,
                    const char *title)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_PAGE,
                                                               "round_list"));
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (list, ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return adw_action_row_get_subtitle (rows->pdata[i]) ?: "";

  return NULL;
}

/* Double Taxation says "immediately": from its card the table records the
 * three highest cards of each at once; the round's list shows it, undo
 * takes it back, and the round dialog starts from it. Every event of the
 * round stays listed, not only the last black card's. */
static void
test_record_double_taxation (Fixture       *fixture,
                             gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) round_entries = NULL;
  g_autofree char *taxation = tablee_frantic_event_dup_title (E (DOUBLE_TAXATION), NULL);
  g_autofree char *tornado = tablee_frantic_event_dup_title (E (TORNADO), NULL);
  const char *sums[] = { "10", "20", "64" };

  stack_deck (deck, E (DOUBLE_TAXATION), E (TORNADO), -1);
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  drain ();
  /* Both events of the round, though the last card revealed one. */
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), ==, 1);
  g_assert_cmpstr (round_row_subtitle (fixture, taxation), ==, "Not recorded yet");
  g_assert_nonnull (round_row_subtitle (fixture, tornado));

  /* A sum no three cards reach is explained at its field. */
  g_assert_true (activate (fixture, "frantic.record-revealed", "u", (guint) E (DOUBLE_TAXATION)));
  drain ();
  dialog = find_round_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (tablee_frantic_round_dialog_get_records (dialog));
  entries = event_entries (dialog);
  g_assert_cmpuint (entries->len, ==, 3);
  for (guint p = 0; p < 3; p++)
    set_text (entries->pdata[p], p == 2 ? "70" : sums[p]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_true (find_round_dialog () == dialog);
  g_assert_true (gtk_widget_has_css_class (entries->pdata[2], "error"));
  g_assert_false (tablee_frantic_scorer_get_pending_recorded (scorer, 0));
  set_text (entries->pdata[2], sums[2]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_null (find_round_dialog ());
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_PAGE, "stack"))),
                   ==, "events");
  g_assert_true (g_str_has_suffix (round_row_subtitle (fixture, taxation), ": 64"));

  /* Undone, then done again. */
  g_assert_true (activate (fixture, "game.undo", NULL));
  drain ();
  g_assert_cmpstr (round_row_subtitle (fixture, taxation), ==, "Not recorded yet");
  g_assert_true (activate (fixture, "game.redo", NULL));
  drain ();

  /* The round starts from what was recorded. */
  dialog = open_dialog (fixture, "frantic.add-round");
  round_entries = event_entries (dialog);
  g_assert_cmpuint (round_entries->len, ==, 3);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpstr (gtk_editable_get_text (round_entries->pdata[p]), ==, sums[p]);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* The Time Bomb asks who went out in time: recorded from its card, the
 * round dialog starts with them out. Then Finish Line ends the round: no
 * more turns. */
static void
test_record_time_bomb (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) toggles = NULL;
  g_autoptr(GPtrArray) round_toggles = NULL;
  GtkWidget *next_turn;

  tablee_frantic_game_set_troublemaker (fixture->game, TRUE);
  stack_deck (deck, E (TIME_BOMB), E (FINISH_LINE), -1);
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  drain ();
  next_turn = action_button (GTK_WIDGET (fixture->page), "frantic.next-turn");
  g_assert_nonnull (next_turn);
  g_assert_true (gtk_widget_get_sensitive (next_turn));
  g_assert_true (activate (fixture, "frantic.next-turn", NULL));

  g_assert_true (activate (fixture, "frantic.record-event", "u", 0u));
  drain ();
  dialog = find_round_dialog ();
  g_assert_nonnull (dialog);
  toggles = finisher_buttons (dialog);
  gtk_toggle_button_set_active (toggles->pdata[1], TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_null (find_round_dialog ());
  g_assert_cmpuint (tablee_frantic_scorer_get_pending_finishers (scorer), ==, 1u << 1);

  /* Finish Line ends the round while the bomb ticks. */
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  drain ();
  g_assert_true (deck_get (deck, "round-over"));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), >, 0);
  g_assert_false (gtk_widget_get_sensitive (next_turn));
  g_assert_false (tablee_frantic_game_next_turn (fixture->game));

  dialog = open_dialog (fixture, "frantic.add-round");
  round_toggles = finisher_buttons (dialog);
  g_assert_false (gtk_toggle_button_get_active (round_toggles->pdata[0]));
  g_assert_true (gtk_toggle_button_get_active (round_toggles->pdata[1]));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();
}

/* Enter in "Agreed limit" applies it, as its button does. */
static void
test_limit_enter (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  GtkWidget *row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_PAGE,
                                                              "custom_limit_row"));
  g_autoptr(GPtrArray) texts = tablee_test_find_widgets (row, GTK_TYPE_TEXT);

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  drain ();
  g_assert_cmpuint (texts->len, ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (row), "123");
  g_signal_emit_by_name (texts->pdata[0], "activate");
  drain ();
  g_assert_cmpuint (tablee_frantic_scorer_get_limit (scorer), ==, 123);
}

/* A tie for the most points names one dealer; once the game is over,
 * nobody deals. */
static void
test_next_to_deal (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  GtkWidget *page = GTK_WIDGET (fixture->page);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  const char *first = tablee_player_get_name (tablee_players_get_player (players, 0));
  const char *second = tablee_player_get_name (tablee_players_get_player (players, 1));
  g_autofree char *deals = g_strdup_printf ("Next to deal: %s", first);
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeFranticRound) round = tablee_frantic_scorer_new_round (scorer);

  tablee_frantic_round_set_finishers (round, 1u << 2);
  tablee_frantic_round_set_hand (round, 0, 12);
  tablee_frantic_round_set_hand (round, 1, 12);
  g_assert_true (tablee_frantic_game_add_round (fixture->game, round, &error));
  g_assert_no_error (error);
  drain ();
  g_assert_true (shows_text (page, deals));
  {
    g_autofree char *both = g_strdup_printf ("Next to deal: %s, %s", first, second);

    g_assert_false (shows_text (page, both));
  }

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, TABLEE_FRANTIC_LIMIT_MIN, NULL));
  drain ();
  g_assert_true (tablee_frantic_scorer_get_game_over (scorer));
  g_assert_false (shows_text (page, "Next to deal"));
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = frantic_test_init (&argc, &argv);
  int ret;

#define ADD(path, func) \
  g_test_add ("/frantic/page-round/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("record-double-taxation", test_record_double_taxation);
  ADD ("record-time-bomb", test_record_time_bomb);
  ADD ("limit-enter", test_limit_enter);
  ADD ("next-to-deal", test_next_to_deal);
#undef ADD

  ret = g_test_run ();
  frantic_test_finish (data_dir);

  return ret;
}
