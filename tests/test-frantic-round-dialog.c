/* test-frantic-round-dialog.c: the round dialog of the Frantic page, its
 * calculators, and how names and French read in it and in the page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "frantic-deck-get.h"
#include "frantic-page-fixture.h"
#include "tablee-frantic-calculator.h"

/* A label under root that is visible and shows text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i]) &&
        g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return labels->pdata[i];

  return NULL;
}

/* The message is shown under the field row, after the row's name. */
static void
assert_error_at (TableeFranticRoundDialog *dialog,
                 GtkWidget                *row,
                 const char               *message)
{
  g_autofree char *text = g_strdup_printf ("%s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                           message);

  g_assert_nonnull (find_label (GTK_WIDGET (dialog), text));
}

/* The calculator's chips that take a card back: one per card tapped. */
static guint
count_chips (GtkWidget *calculator)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (calculator, GTK_TYPE_BUTTON);
  guint n = 0;

  for (guint i = 0; i < buttons->len; i++)
    n += g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "calc.take-back") == 0;

  return n;
}

/* A button with a mnemonic ("_Use These Points") is named by its label
 * alone: a name of its own as well would be read twice, underscore and
 * all ("_Use These Points Use These Points"). */
static void
test_page_calculator_names_once (Fixture       *fixture,
                                 gconstpointer  data)
{
  GtkWidget *calculator = g_object_ref_sink (g_object_new (TABLEE_TYPE_FRANTIC_CALCULATOR, NULL));
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (calculator, GTK_TYPE_BUTTON);
  guint mnemonics = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = buttons->pdata[i];
      const char *label = gtk_button_get_label (button);

      if (label == NULL || !gtk_button_get_use_underline (button) || strchr (label, '_') == NULL)
        continue;
      mnemonics++;
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));
    }
  /* Undo Card, Clear and Use These Points. */
  g_assert_cmpuint (mnemonics, ==, 3);
  g_object_unref (calculator);
}

/* However many cards are tapped, the calculator keeps its size: the
 * keypad and "Use These Points" stay in view on a 640 px screen (a row
 * per card tapped once pushed them off it). */
static void
test_page_calculator_compact (Fixture       *fixture,
                              gconstpointer  data)
{
  GtkWidget *calculator = g_object_ref_sink (g_object_new (TABLEE_TYPE_FRANTIC_CALCULATOR, NULL));
  GtkWidget *content = gtk_popover_get_child (GTK_POPOVER (calculator));
  int one, full, width;

  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_9);
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &one, NULL, NULL);
  /* Every card of the game, twelve kinds, 147 cards. */
  for (guint card = 0; card < TABLEE_FRANTIC_N_CARDS; card++)
    while (tablee_frantic_hand_get_count (tablee_frantic_calculator_get_hand (TABLEE_FRANTIC_CALCULATOR (calculator)), card) <
           (card == TABLEE_FRANTIC_CARD_SPECIAL ? 64u : card > TABLEE_FRANTIC_CARD_SPECIAL ? 1u : 9u))
      gtk_widget_activate_action (calculator, "calc.add", "u", card);
  g_assert_cmpuint (tablee_frantic_hand_get_n_cards (tablee_frantic_calculator_get_hand (TABLEE_FRANTIC_CALCULATOR (calculator))), ==, 147);
  g_assert_cmpuint (count_chips (calculator), ==, TABLEE_FRANTIC_N_CARDS);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &full, NULL, NULL);
  g_assert_cmpint (full - one, <=, 88);
  g_assert_cmpint (full, <=, 600);
  g_object_unref (calculator);
}

/* Every player's toggle (who went out, who played a Lucky Bastard) is one
 * stop of Tab: the button, not the cell of the flow box around it. */
static void
assert_toggles_one_stop (GtkWidget *root)
{
  g_autoptr(GPtrArray) cells = tablee_test_find_widgets (root, GTK_TYPE_FLOW_BOX_CHILD);
  guint n_toggles = 0;

  for (guint i = 0; i < cells->len; i++)
    {
      GtkWidget *child = gtk_flow_box_child_get_child (cells->pdata[i]);

      if (!GTK_IS_TOGGLE_BUTTON (child))
        continue;
      n_toggles++;
      g_assert_false (gtk_widget_get_focusable (cells->pdata[i]));
      g_assert_true (gtk_widget_get_focusable (child));
    }
  g_assert_cmpuint (n_toggles, >, 0);
}

static void
test_page_toggles_one_stop (Fixture       *fixture,
                            gconstpointer  data)
{
  TableeFranticRoundDialog *dialog;

  assert_toggles_one_stop (GTK_WIDGET (fixture->page));
  dialog = open_dialog (fixture, "frantic.add-round");
  assert_toggles_one_stop (GTK_WIDGET (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The chip of a card, or NULL. */
static GtkWidget *
chip_of (GtkWidget         *calculator,
         TableeFranticCard  card)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (calculator, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "calc.take-back") == 0 &&
        g_variant_get_uint32 (gtk_actionable_get_action_target_value (buttons->pdata[i])) == card)
      return buttons->pdata[i];

  return NULL;
}

/* A chip taken back from the keyboard is rebuilt: the focus goes to the
 * chip of the same card, then, once none is left, to the button that adds
 * it; Clear, disabled by its own press, leaves it on the first card. Never
 * nowhere, where no key reaches the calculator. */
static void
test_page_calculator_keeps_focus (Fixture       *fixture,
                                  gconstpointer  data)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *calculator = g_object_new (TABLEE_TYPE_FRANTIC_CALCULATOR, NULL);
  GtkRoot *root = GTK_ROOT (window);
  GtkWidget *focus;

  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), calculator);
  gtk_window_set_child (window, button);
  gtk_window_present (window);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  for (guint i = 0; i < 2; i++)
    gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_5);
  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_7);

  g_assert_true (gtk_widget_grab_focus (chip_of (calculator, TABLEE_FRANTIC_CARD_5)));
  g_signal_emit_by_name (chip_of (calculator, TABLEE_FRANTIC_CARD_5), "clicked");
  g_assert_true (shows_text (calculator, "5 × 1"));
  g_assert_true (gtk_root_get_focus (root) == chip_of (calculator, TABLEE_FRANTIC_CARD_5));

  g_signal_emit_by_name (chip_of (calculator, TABLEE_FRANTIC_CARD_5), "clicked");
  g_assert_null (chip_of (calculator, TABLEE_FRANTIC_CARD_5));
  g_assert_true (gtk_root_get_focus (root) == chip_of (calculator, TABLEE_FRANTIC_CARD_7));

  g_signal_emit_by_name (chip_of (calculator, TABLEE_FRANTIC_CARD_7), "clicked");
  focus = gtk_root_get_focus (root);
  g_assert_nonnull (focus);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "calc.add");
  g_assert_cmpuint (g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (focus))), ==,
                    TABLEE_FRANTIC_CARD_7);

  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_9);
  {
    g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (calculator, GTK_TYPE_BUTTON);

    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "calc.clear") == 0)
        {
          g_assert_true (gtk_widget_grab_focus (buttons->pdata[i]));
          g_signal_emit_by_name (buttons->pdata[i], "clicked");
        }
  }
  g_assert_true (shows_text (calculator, "Cards counted: 0"));
  focus = gtk_root_get_focus (root);
  g_assert_nonnull (focus);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "calc.add");
  g_assert_cmpuint (g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (focus))), ==, 0);
  gtk_window_destroy (window);
}

/* The calculator lists the cards tapped, each one can be taken back; Double
 * Taxation's rows have one too, and a sum typed wrong is explained. */
static void
test_page_calculator (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  GtkWidget *calculator = g_object_new (TABLEE_TYPE_FRANTIC_CALCULATOR, NULL);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) calculators = NULL;
  g_autoptr(GPtrArray) entries = NULL;

  g_object_ref_sink (calculator);
  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_5);
  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_FUCK_YOU);
  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_2);
  gtk_widget_activate_action (calculator, "calc.add", "u", (guint) TABLEE_FRANTIC_CARD_5);
  /* A chip per card, with its count: two fives make one chip. */
  g_assert_true (shows_text (calculator, "Fuck You 42 × 1"));
  g_assert_true (shows_text (calculator, "5 × 2"));
  g_assert_cmpuint (count_chips (calculator), ==, 3);
  g_assert_true (gtk_widget_activate_action (calculator, "calc.take-back", "u", (guint) TABLEE_FRANTIC_CARD_FUCK_YOU));
  g_assert_true (gtk_widget_activate_action (calculator, "calc.take-back", "u", (guint) TABLEE_FRANTIC_CARD_5));
  g_assert_true (shows_text (calculator, "Cards counted: 2"));
  g_assert_true (shows_text (calculator, "7 points"));
  g_assert_true (shows_text (calculator, "5 × 1"));
  g_assert_false (shows_text (calculator, "Fuck You 42 × 1"));
  g_assert_cmpuint (count_chips (calculator), ==, 2);
  g_object_unref (calculator);

  tablee_frantic_scorer_clear_pending (scorer);
  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, 0);
  dialog = open_dialog (fixture, "frantic.add-round");
  calculators = tablee_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_MENU_BUTTON);
  {
    guint n_taxation = 0;

    for (guint i = 0; i < calculators->len; i++)
      if (g_str_has_prefix (gtk_widget_get_tooltip_text (g_ptr_array_index (calculators, i)) ?: "",
                            "Count the three highest cards of "))
        n_taxation++;
    g_assert_cmpuint (n_taxation, ==, 3);
  }

  /* A sum that is no whole number is explained at its field. */
  entries = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  g_assert_cmpuint (entries->len, ==, 6);
  for (guint i = 0; i < entries->len; i++)
    set_text (g_ptr_array_index (entries, i), i == 4 ? "many" : "5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  assert_error_at (dialog, g_ptr_array_index (entries, 4), "Type a whole number of points.");
  g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (entries, 4), "error"));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);

  set_text (g_ptr_array_index (entries, 4), "6");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 1), ==, 11);
}

/* Several players go out at once; the sums show before Save. */
static void
test_page_round_live (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) finishers = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *bomb = NULL;

  tablee_frantic_scorer_clear_pending (scorer);
  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_TIME_BOMB, 0);
  dialog = open_dialog (fixture, "frantic.add-round");
  rows = hand_rows (dialog);
  finishers = finisher_buttons (dialog);
  g_assert_cmpuint (finishers->len, ==, 3);

  /* Nobody out under the bomb: every point doubles. */
  empty = preview_text (dialog);
  g_assert_cmpstr (empty, ==, "0 → 0;0 → 0;0 → 0;");
  set_text (g_ptr_array_index (rows, 0), "5");
  set_text (g_ptr_array_index (rows, 1), "12");
  set_text (g_ptr_array_index (rows, 2), "3");
  typed = preview_text (dialog);
  g_assert_cmpstr (typed, ==, "+10 → 10;+24 → 24;+6 → 6;");

  /* Ana and Bruno went out at once: −10 each, Chloé +10 on her hand. */
  gtk_toggle_button_set_active (g_ptr_array_index (finishers, 0), TRUE);
  gtk_toggle_button_set_active (g_ptr_array_index (finishers, 1), TRUE);
  bomb = preview_text (dialog);
  g_assert_cmpstr (bomb, ==, "−10 → −10;−10 → −10;+13 → 13;");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_true (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 0));
  g_assert_true (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 1));
  g_assert_false (tablee_frantic_round_is_finisher (tablee_frantic_scorer_get_round (scorer, 0), 2));
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 2), ==, 13);
}

static void
test_page_round_entry (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) finishers = NULL;
  const TableeFranticRound *round;

  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);
  tablee_frantic_scorer_clear_pending (scorer);
  dialog = open_dialog (fixture, "frantic.add-round");
  rows = hand_rows (dialog);
  g_assert_cmpuint (rows->len, ==, 3);

  /* Empty, unreadable, negative and impossible points are explained. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  assert_error_at (dialog, g_ptr_array_index (rows, 0), "Enter the points of this hand, 0 if it is empty.");
  g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (rows, 0), "error"));

  set_text (g_ptr_array_index (rows, 0), "twelve");
  set_text (g_ptr_array_index (rows, 1), "5");
  set_text (g_ptr_array_index (rows, 2), "7");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL);
  assert_error_at (dialog, g_ptr_array_index (rows, 0), "Type a whole number of points.");

  set_text (g_ptr_array_index (rows, 0), "-4");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL);
  assert_error_at (dialog, g_ptr_array_index (rows, 0), "Points cannot be negative.");

  set_text (g_ptr_array_index (rows, 0), "909");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL);
  assert_error_at (dialog, g_ptr_array_index (rows, 0), "No hand can hold more than 908 points.");
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);

  /* Bruno went out: his field is 0 and locked. */
  finishers = finisher_buttons (dialog);
  gtk_toggle_button_set_active (g_ptr_array_index (finishers, 1), TRUE);
  g_assert_false (gtk_widget_get_sensitive (g_ptr_array_index (rows, 1)));
  set_text (g_ptr_array_index (rows, 0), "12");

  /* A Doomsday added by hand: everyone scores 50. The hands can still be
   * entered, for the record only, and the dialog says so. */
  g_assert_null (find_label (GTK_WIDGET (dialog), "Doomsday: 50 for everyone; the hand is kept for the record"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.add-event", "u",
                                             (guint) TABLEE_FRANTIC_EVENT_DOOMSDAY));
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "Doomsday: 50 for everyone; the hand is kept for the record"));
  g_assert_true (gtk_widget_get_sensitive (g_ptr_array_index (rows, 0)));
  g_assert_false (gtk_widget_get_sensitive (g_ptr_array_index (rows, 1)));
  g_assert_true (gtk_widget_get_sensitive (g_ptr_array_index (rows, 2)));
  /* Not known is allowed: Chloé's stays empty. */
  set_text (g_ptr_array_index (rows, 2), "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 0), ==, 50);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 1), ==, 50);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 2), ==, 50);
  round = tablee_frantic_scorer_get_round (scorer, 0);
  g_assert_true (tablee_frantic_round_hand_known (round, 0));
  g_assert_cmpint (tablee_frantic_round_get_hand (round, 0), ==, 12);
  g_assert_false (tablee_frantic_round_hand_known (round, 2));

  /* Edit it: no Doomsday after all. */
  dialog = open_dialog (fixture, "frantic.edit-round", 0u);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.remove-event", "u", 0u));
  g_ptr_array_unref (rows);
  rows = hand_rows (dialog);
  /* The hand kept under Doomsday is back; the one not entered is empty. */
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 0)), ==, "12");
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 2)), ==, "");
  g_assert_true (gtk_widget_get_sensitive (g_ptr_array_index (rows, 0)));
  set_text (g_ptr_array_index (rows, 2), "30");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 0), ==, 12);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 1), ==, 0);
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 2), ==, 30);

  /* Ctrl+Z's action takes the edit back. */
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_cmpint (tablee_frantic_scorer_get_total (scorer, 0), ==, 50);
}

static void
test_page_events_go_to_round (Fixture       *fixture,
                              gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  guint n_score_events = 0;

  /* Draw until an event that changes scores comes. */
  while (n_score_events == 0 && tablee_frantic_deck_get_can_draw (deck))
    {
      GListModel *reveals;

      g_assert_true (activate (fixture, "frantic.black-card", NULL));
      while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        g_assert_true (activate (fixture, "frantic.choose", "u", 0));
      reveals = tablee_frantic_deck_get_reveals (deck);
      for (guint i = 0; i < g_list_model_get_n_items (reveals); i++)
        {
          g_autoptr(TableeFranticReveal) reveal = g_list_model_get_item (reveals, i);

          if (tablee_frantic_event_has_flag (tablee_frantic_reveal_get_event (reveal),
                                             TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES))
            n_score_events++;
        }
    }
  g_assert_cmpuint (tablee_frantic_scorer_get_n_pending (scorer), ==, n_score_events);

  dialog = open_dialog (fixture, "frantic.add-round");
  /* The dialog lists them: one group per event besides the four fixed
   * ones (who went out, hands, events, the round's sums). */
  {
    g_autoptr(GPtrArray) groups = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP);

    g_assert_cmpuint (groups->len, ==, 4 + n_score_events);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

#define ODD_NAME "<b>Zoé & \"Lou\"</b>"

/* No label under root shows markup escaped, once or twice. */
static void
assert_nothing_escaped (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      if (strstr (text, "&lt;") != NULL || strstr (text, "&amp;") != NULL ||
          strstr (text, "&quot;") != NULL)
        g_error ("A label in %s in %s shows escaped markup: %s",
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (g_ptr_array_index (labels, i))),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_ancestor (g_ptr_array_index (labels, i), ADW_TYPE_PREFERENCES_ROW) ?: GTK_WIDGET (labels->pdata[i])),
                 text);
    }
}

/* Every place a name shows, it shows literally. */
static void
test_page_names (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) rows = NULL;

  g_assert_true (tablee_players_rename (players, 0, ODD_NAME, NULL));
  drain ();
  /* The Lucky Bastard buttons. */
  g_assert_true (shows_text (GTK_WIDGET (fixture->page), ODD_NAME));
  assert_nothing_escaped (GTK_WIDGET (fixture->page));

  /* Protected from the next events: the events say so. */
  tablee_frantic_deck_set_lucky (deck, 0, TRUE);
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (activate (fixture, "frantic.choose", "u", 0));
  drain ();
  assert_nothing_escaped (GTK_WIDGET (fixture->page));

  /* The round dialog: hands, Seppuku's and Double Taxation's rows, the
   * protected players of an event. */
  tablee_frantic_scorer_clear_pending (scorer);
  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 1u << 1);
  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, 0);
  dialog = open_dialog (fixture, "frantic.add-round");
  drain ();
  g_assert_true (shows_text (GTK_WIDGET (dialog), ODD_NAME));
  assert_nothing_escaped (GTK_WIDGET (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();

  /* The sheet, who deals next, the toasts. */
  tablee_frantic_scorer_clear_pending (scorer);
  dialog = open_dialog (fixture, "frantic.add-round");
  rows = hand_rows (dialog);
  set_text (g_ptr_array_index (rows, 0), "40");
  set_text (g_ptr_array_index (rows, 1), "1");
  set_text (g_ptr_array_index (rows, 2), "2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  g_assert_true (shows_text (GTK_WIDGET (fixture->page), "Next to deal: " ODD_NAME));
  assert_nothing_escaped (GTK_WIDGET (fixture->page));
}

/* No text under root reads "de <name>" (French elides it) or names the
 * deck in English. */
static void
assert_french_reads_right (GtkWidget  *root,
                           const char *name)
{
  g_autoptr(GPtrArray) widgets = tablee_test_find_widgets (root, GTK_TYPE_WIDGET);
  g_autofree char *de_name = g_strdup_printf ("de %s", name);

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      const char *texts[] = {
        gtk_widget_get_tooltip_text (widget),
        GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL,
      };

      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        if (texts[t] != NULL && (strstr (texts[t], de_name) != NULL || strstr (texts[t], "Deck") != NULL))
          g_error ("French reads wrong: %s", texts[t]);
    }
}

/* The interface in French, in a test's subprocess. */
static void
use_french (void)
{
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* No label shown under root is cut short. */
static void
assert_nothing_cut (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      int min_height;

      if (!gtk_widget_get_mapped (GTK_WIDGET (label)))
        continue;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        g_error ("“%s” is cut short", gtk_label_get_text (label));
      /* Nor given less height than its lines need. */
      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (GTK_WIDGET (label)), &min_height, NULL, NULL, NULL);
      if (gtk_widget_get_height (GTK_WIDGET (label)) < min_height)
        g_error ("“%s” is cut at the bottom", gtk_label_get_text (label));
    }
}

static void
test_page_french (void)
{
  if (g_test_subprocess ())
    {
      Fixture fixture;
      TableeFranticScorer *scorer;
      TableeFranticRoundDialog *dialog;

      use_french ();

      fixture_set_up (&fixture, NULL);
      scorer = tablee_frantic_game_get_scorer (fixture.game);
      g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (fixture.game)), 0, "Alice", NULL));
      tablee_frantic_scorer_clear_pending (scorer);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, 0);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 0);
      dialog = open_dialog (&fixture, "frantic.add-round");
      /* At 360 pixels nothing is cut short. */
      gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
      settle ();
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 360);
      assert_nothing_cut (GTK_WIDGET (dialog));
      /* The test reads French indeed. */
      g_assert_true (shows_text (GTK_WIDGET (dialog), "Sortis"));
      assert_french_reads_right (GTK_WIDGET (dialog), "Alice");
      assert_french_reads_right (GTK_WIDGET (fixture.page), "Alice");
      gtk_window_destroy (GTK_WINDOW (dialog));

      /* Nor in the page, at 360 pixels, before any event. */
      gtk_window_set_default_size (fixture.window, 360, 640);
      settle ();
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture.window)), <=, 360);
      {
        const char *tabs[] = { "events", "score", "chart", "players" };
        AdwViewStack *stack = ADW_VIEW_STACK (tablee_test_find_widgets (GTK_WIDGET (fixture.page),
                                                                        ADW_TYPE_VIEW_STACK)->pdata[0]);

        for (guint t = 0; t < G_N_ELEMENTS (tabs); t++)
          {
            adw_view_stack_set_visible_child_name (stack, tabs[t]);
            settle ();
            assert_nothing_cut (GTK_WIDGET (fixture.page));
          }
      }
      fixture_tear_down (&fixture, NULL);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* No label shown under root is wider than the room it has: a name too
 * long for it is ellipsized, or wraps, never clipped. */
static void
assert_nothing_clipped (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      int min_width;

      if (!gtk_widget_get_mapped (label))
        continue;
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      if (gtk_widget_get_width (label) < min_width)
        g_error ("“%s” is clipped", gtk_label_get_text (GTK_LABEL (label)));
    }
}

/* In French at 360 pixels, a name of 40 characters is ellipsized or
 * wraps wherever it shows, Seppuku's choices keep their points, and a
 * round's details under each name take two lines, not six in a narrow
 * column. */
static void
test_page_french_narrow (void)
{
  if (g_test_subprocess ())
    {
      const char *long_name = "Anaïs-Marguerite de la Tour d’Auvergne-Y";
      /* The Players tab is the shared player editor's. */
      const char *tabs[] = { "events", "score", "chart" };
      Fixture fixture;
      TableeFranticScorer *scorer;
      TableeFranticRoundDialog *dialog;
      g_autoptr(TableeFranticRound) round = NULL;
      g_autoptr(GPtrArray) combos = NULL;
      g_autoptr(GPtrArray) details = NULL;
      AdwViewStack *stack;
      guint n_details;

      use_french ();

      fixture_set_up (&fixture, NULL);
      scorer = tablee_frantic_game_get_scorer (fixture.game);
      g_assert_cmpuint (g_utf8_strlen (long_name, -1), ==, TABLEE_PLAYER_NAME_MAX_CHARS);
      g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (fixture.game)), 0, long_name, NULL));
      tablee_frantic_scorer_clear_pending (scorer);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, 0);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 0);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_FINISH_LINE, 0);

      dialog = open_dialog (&fixture, "frantic.add-round");
      gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
      combos = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
      for (guint i = 0; i < combos->len; i++)
        adw_combo_row_set_selected (combos->pdata[i], 2);
      settle ();
      assert_nothing_clipped (GTK_WIDGET (dialog));
      /* Each choice shows whole, with its points, under the name. */
      for (guint i = 0; i < combos->len; i++)
        {
          g_autoptr(GPtrArray) labels = tablee_test_find_widgets (combos->pdata[i], GTK_TYPE_LABEL);
          gboolean whole = FALSE;

          for (guint l = 0; l < labels->len; l++)
            whole |= gtk_widget_get_mapped (labels->pdata[l]) &&
                     g_str_has_suffix (gtk_label_get_text (labels->pdata[l]), "(−21)") &&
                     !pango_layout_is_ellipsized (gtk_label_get_layout (labels->pdata[l]));
          g_assert_true (whole);
        }
      gtk_window_destroy (GTK_WINDOW (dialog));

      round = tablee_frantic_scorer_new_round (scorer);
      for (guint p = 0; p < 3; p++)
        {
          tablee_frantic_round_set_hand (round, p, 5 + p);
          tablee_frantic_round_set_adjustment_input (round, 0, p, 20);
          tablee_frantic_round_set_adjustment_input (round, 1, p, TABLEE_FRANTIC_SEPPUKU_NUMBER);
        }
      g_assert_true (tablee_frantic_game_add_round (fixture.game, round, NULL));

      gtk_window_set_default_size (fixture.window, 360, 640);
      stack = ADW_VIEW_STACK (tablee_test_find_widgets (GTK_WIDGET (fixture.page), ADW_TYPE_VIEW_STACK)->pdata[0]);
      for (guint t = 0; t < G_N_ELEMENTS (tabs); t++)
        {
          adw_view_stack_set_visible_child_name (stack, tabs[t]);
          settle ();
          assert_nothing_clipped (GTK_WIDGET (fixture.page));
        }

      adw_view_stack_set_visible_child_name (stack, "score");
      settle ();
      details = tablee_test_find_widgets (GTK_WIDGET (fixture.page), GTK_TYPE_LABEL);
      n_details = 0;
      for (guint i = 0; i < details->len; i++)
        {
          GtkLabel *label = details->pdata[i];

          if (!gtk_widget_has_css_class (GTK_WIDGET (label), "frantic-detail") ||
              !gtk_widget_get_mapped (GTK_WIDGET (label)))
            continue;
          /* "main 5 · Finish Line (ligne d’arrivée) 0 · Seppuku −21 ·
           * Double Taxation (double imposition) +20" */
          g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), <=, 3);
          n_details++;
        }
      /* The sheet shows the round as cards, a player's details each. */
      g_assert_cmpuint (n_details, ==, 3);
      fixture_tear_down (&fixture, NULL);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* The agreed limit is typed in: a number in range is taken, spaces
 * around it aside; anything else is refused, the row marked and told why,
 * and the limit stays. */
static void
test_page_custom_limit (Fixture       *fixture,
                        gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (GTK_WIDGET (fixture->page), ADW_TYPE_ENTRY_ROW);
  const char *message = "Choose a limit from 10 to 9999 points.";
  const struct {
    const char *text;
    gboolean    taken;
    guint       limit;
  } typed[] = {
    { " 200 ", TRUE, 200 },
    { "abc", FALSE, 200 },
    { "5", FALSE, 200 },
    { "", FALSE, 200 },
    { "150", TRUE, 150 },
  };
  GtkWidget *row = NULL;

  for (guint i = 0; i < rows->len && row == NULL; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), "Agreed limit") == 0)
      row = rows->pdata[i];
  g_assert_nonnull (row);
  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      set_text (row, typed[i].text);
      g_signal_emit_by_name (row, "apply");
      g_assert_cmpuint (tablee_frantic_scorer_get_custom_limit (scorer), ==, typed[i].limit);
      g_assert_cmpint (gtk_widget_has_css_class (row, "error"), ==, !typed[i].taken);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (row), ==, typed[i].taken ? NULL : message);
    }
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = frantic_test_init (&argc, &argv);
  int ret;

#define ADD(path, func) \
  g_test_add ("/frantic/round-dialog/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("entry", test_page_round_entry);
  ADD ("live", test_page_round_live);
  ADD ("calculator", test_page_calculator);
  ADD ("calculator-compact", test_page_calculator_compact);
  ADD ("calculator-keeps-focus", test_page_calculator_keeps_focus);
  ADD ("calculator-names-once", test_page_calculator_names_once);
  ADD ("toggles-one-stop", test_page_toggles_one_stop);
  ADD ("events-go-to-round", test_page_events_go_to_round);
  ADD ("names", test_page_names);
  ADD ("custom-limit", test_page_custom_limit);
#undef ADD
  g_test_add_func ("/frantic/round-dialog/french", test_page_french);
  g_test_add_func ("/frantic/round-dialog/french-narrow", test_page_french_narrow);

  ret = g_test_run ();
  frantic_test_finish (data_dir);

  return ret;
}
