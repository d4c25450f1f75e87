/* test-frantic-page.c: the Frantic page: its deck, history, sheet, chart
 * and table mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "frantic-deck-get.h"
#include "frantic-page-fixture.h"
#include "tablee-frantic-chart.h"
#include "tablee-frantic-sheet.h"
#include "tablee-player-editor.h"
#include "tablee-saveable.h"

/* ---- Accessibility ----------------------------------------------------- */

static gboolean
has_name (GtkWidget *widget)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return TRUE;
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    return TRUE;
  /* A button whose child is a label (or a box of labels, or an icon and a
   * label) reads that. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) || ADW_IS_BUTTON_CONTENT (child))
        return TRUE;
      if (GTK_IS_BOX (child) && GTK_IS_LABEL (gtk_widget_get_first_child (child)))
        return TRUE;
    }
  /* The control a row activates is named by the row's title. */
  {
    GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

    if (row != NULL && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == widget)
      return TRUE;
  }
  /* A button inside a row that names it (the row's switch, for example). */
  return gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW) != NULL &&
         gtk_widget_get_tooltip_text (widget) != NULL;
}

static void
assert_every_control_named (GtkWidget *root)
{
  GType types[] = { GTK_TYPE_BUTTON, GTK_TYPE_TOGGLE_BUTTON, GTK_TYPE_MENU_BUTTON,
                    GTK_TYPE_SWITCH, ADW_TYPE_ENTRY_ROW, ADW_TYPE_COMBO_ROW };

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      g_autoptr(GPtrArray) widgets = tablee_test_find_widgets (root, types[t]);

      for (guint i = 0; i < widgets->len; i++)
        {
          GtkWidget *widget = g_ptr_array_index (widgets, i);
          gboolean named = has_name (widget);

          /* libadwaita's own switcher buttons read their page's title. */
          if (gtk_widget_get_ancestor (widget, ADW_TYPE_VIEW_SWITCHER) != NULL)
            continue;

          /* Rows of libadwaita read their title. */
          if (ADW_IS_PREFERENCES_ROW (widget))
            named |= adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)) != NULL;
          /* The inner parts of composite widgets (combo rows, entries) are
           * named by their row. */
          if (!named && gtk_widget_get_ancestor (gtk_widget_get_parent (widget), ADW_TYPE_PREFERENCES_ROW) != NULL &&
              !GTK_IS_SWITCH (widget))
            named = TRUE;
          if (!named)
            g_error ("%s in %s has no accessible name", G_OBJECT_TYPE_NAME (widget),
                     G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
        }
    }
}

static void
test_page_accessible (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  gboolean seen_choice = FALSE;

  tablee_frantic_deck_set_troublemaker (deck, TRUE);
  assert_every_control_named (GTK_WIDGET (fixture->page));

  /* With events on show, choices and active effects too: through the
   * whole deck, so that an Event Manager's choice shows at least once. */
  for (guint i = 0; i < TABLEE_FRANTIC_N_EVENTS + 6 && !(seen_choice && i >= 8); i++)
    {
      if (!tablee_frantic_deck_get_can_draw (deck))
        tablee_frantic_deck_end_round (deck);
      g_assert_true (activate (fixture, "frantic.black-card", NULL));
      drain ();
      assert_every_control_named (GTK_WIDGET (fixture->page));
      if (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        seen_choice = TRUE;
      while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        g_assert_true (activate (fixture, "frantic.choose", "u", 0));
    }
  g_assert_true (seen_choice);
}

/* ---- The deck ---------------------------------------------------------- */

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;

  return n;
}

static GtkListBox *
named_list (Fixture    *fixture,
            const char *name)
{
  g_autoptr(GPtrArray) lists = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_LIST_BOX);

  for (guint i = 0; i < lists->len; i++)
    {
      GtkWidget *list = g_ptr_array_index (lists, i);

      if (g_str_equal (gtk_widget_get_name (list), name))
        return GTK_LIST_BOX (list);
    }

  g_assert_not_reached ();
}

static GtkListBox *
reveals_list (Fixture *fixture)
{
  return named_list (fixture, "reveals");
}

static void
test_page_black_card (Fixture       *fixture,
                      gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  guint before = deck_get (deck, "n-remaining");

  g_assert_cmpuint (n_rows (reveals_list (fixture)), ==, 0);
  while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (activate (fixture, "frantic.choose", "u", 0));
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  drain ();
  g_assert_cmpuint (deck_get (deck, "n-remaining"), <, before);
  g_assert_cmpuint (n_rows (reveals_list (fixture)), ==,
                    g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)));
  g_assert_cmpuint (n_rows (reveals_list (fixture)), >=, 1);
}

/* A choice shows a row per event it offers, in its order, and a row picks
 * its event. */
static void
test_page_choice_rows (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  GListModel *reveals = tablee_frantic_deck_get_reveals (deck);
  GtkListBox *list = named_list (fixture, "choices");
  const TableeFranticEvent *choices;
  TableeFranticEvent picked;
  guint n_choices, n_reveals;
  AdwPreferencesGroup *group;
  g_autoptr(TableeFranticReveal) reveal = NULL;

  for (guint i = 0; i < TABLEE_FRANTIC_N_EVENTS + 6 &&
                    deck_get (deck, "choice") == TABLEE_FRANTIC_CHOICE_NONE; i++)
    {
      if (!tablee_frantic_deck_get_can_draw (deck))
        tablee_frantic_deck_end_round (deck);
      g_assert_true (activate (fixture, "frantic.black-card", NULL));
    }
  g_assert_cmpuint (deck_get (deck, "choice"), !=, TABLEE_FRANTIC_CHOICE_NONE);
  drain ();

  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  g_assert_cmpuint (n_choices, >=, 1);
  g_assert_cmpuint (n_rows (list), ==, n_choices);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (list)));
  group = ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (GTK_WIDGET (list), ADW_TYPE_PREFERENCES_GROUP));
  g_assert_cmpstr (adw_preferences_group_get_title (group), ==,
                   deck_get (deck, "choice") == TABLEE_FRANTIC_CHOICE_REPEAT ?
                   "Repeat: Pick an Event" : "Event Manager: Pick One");
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (group),
                                   "The player who played the black card "));
  for (guint i = 0; i < n_choices; i++)
    {
      g_autofree char *title = tablee_frantic_event_dup_title (choices[i], NULL);
      AdwPreferencesRow *row = ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, i));

      g_assert_cmpstr (adw_preferences_row_get_title (row), ==, title);
    }

  picked = choices[n_choices - 1];
  n_reveals = g_list_model_get_n_items (reveals);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (list, n_choices - 1))));
  drain ();
  g_assert_cmpuint (g_list_model_get_n_items (reveals), >, n_reveals);
  reveal = g_list_model_get_item (reveals, n_reveals);
  g_assert_cmpint (tablee_frantic_reveal_get_event (reveal), ==, picked);
  if (deck_get (deck, "choice") == TABLEE_FRANTIC_CHOICE_NONE)
    {
      g_assert_cmpuint (n_rows (list), ==, 0);
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (group)));
    }
}

/* The Options tab's player editor edits the game's players. */
static void
test_page_player_editor (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) editors = tablee_test_find_widgets (GTK_WIDGET (fixture->page), TABLEE_TYPE_PLAYER_EDITOR);
  g_autoptr(TableePlayers) players = NULL;

  g_assert_cmpuint (editors->len, ==, 1);
  g_object_get (g_ptr_array_index (editors, 0), "players", &players, NULL);
  g_assert_true (players == tablee_game_get_players (TABLEE_GAME (fixture->game)));
}

/* The keys of the page: each is bound to the action it says. */
static const char *
action_for_key (GtkWidget  *widget,
                const char *key)
{
  GtkShortcut *shortcut = tablee_test_find_shortcut (widget, key);
  GtkShortcutAction *action = shortcut != NULL ? gtk_shortcut_get_action (shortcut) : NULL;

  if (action == NULL || !GTK_IS_NAMED_ACTION (action))
    return NULL;

  return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
}

static void
test_page_keys (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *page = GTK_WIDGET (fixture->page);

  g_assert_cmpstr (action_for_key (page, "b"), ==, "frantic.black-card");
  g_assert_cmpstr (action_for_key (page, "n"), ==, "frantic.next-turn");
  g_assert_cmpstr (action_for_key (page, "r"), ==, "frantic.add-round");
  /* Those every game answers the same way, through the base page. */
  g_assert_cmpstr (action_for_key (page, "<Control>z"), ==, "game.undo");
  g_assert_cmpstr (action_for_key (page, "<Shift><Control>z"), ==, "game.redo");
  g_assert_cmpstr (action_for_key (page, "<Control>n"), ==, "game.new-game");
  g_assert_cmpstr (action_for_key (page, "F1"), ==, "game.rules");

  /* N, Ctrl+Z and Ctrl+Shift+Z are the window's to handle, wherever the
   * focus is. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);
    guint managed = 0;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
            gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) == GTK_SHORTCUT_SCOPE_MANAGED)
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

              managed += g_str_equal (trigger, "n") || g_str_equal (trigger, "<Control>z") ||
                         g_str_equal (trigger, "<Shift><Control>z") ||
                         g_str_equal (trigger, "<Control>n") || g_str_equal (trigger, "F1");
            }
      }
    g_assert_cmpuint (managed, >=, 5);
  }
}

/* The visible row among the events active until the end of the round
 * titled as event, or NULL. */
static AdwActionRow *
shown_event_row (Fixture            *fixture,
                 TableeFranticEvent  event)
{
  GtkWidget *active = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_PAGE,
                                                                 "active_group"));
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (active, ADW_TYPE_ACTION_ROW);
  g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      AdwPreferencesRow *row = g_ptr_array_index (rows, i);

      if (gtk_widget_is_visible (GTK_WIDGET (row)) &&
          g_strcmp0 (adw_preferences_row_get_title (row), title) == 0)
        return ADW_ACTION_ROW (row);
    }

  return NULL;
}

/* While the bomb ticks, its bar shows above every tab with Next Turn;
 * N counts a turn only while the page shows. */
static void
test_page_bomb_bar (Fixture       *fixture,
                    gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  g_autoptr(GPtrArray) revealers = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_REVEALER);
  GtkRevealer *bar = NULL;
  guint turns;

  for (guint i = 0; i < revealers->len; i++)
    {
      GtkWidget *child = gtk_revealer_get_child (g_ptr_array_index (revealers, i));

      if (child != NULL && gtk_widget_has_css_class (child, "frantic-bomb-bar"))
        bar = g_ptr_array_index (revealers, i);
    }
  g_assert_nonnull (bar);

  g_assert_false (gtk_revealer_get_reveal_child (bar));
  g_assert_null (shown_event_row (fixture, TABLEE_FRANTIC_EVENT_TIME_BOMB));
  tablee_frantic_deck_set_troublemaker (deck, TRUE);
  while (tablee_frantic_deck_get_time_bomb_turns (deck) == 0)
    {
      if (!tablee_frantic_deck_get_can_draw (deck))
        tablee_frantic_deck_end_round (deck);
      g_assert_true (activate (fixture, "frantic.black-card", NULL));
      while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        g_assert_true (activate (fixture, "frantic.choose", "u", 0));
    }
  g_assert_true (gtk_revealer_get_reveal_child (bar));
  /* Not inside the tabs' scrolled windows: no scrolling hides it. */
  g_assert_null (gtk_widget_get_ancestor (GTK_WIDGET (bar), GTK_TYPE_SCROLLED_WINDOW));

  turns = tablee_frantic_deck_get_time_bomb_turns (deck);
  g_assert_true (activate (fixture, "frantic.next-turn", NULL));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, turns - 1);

  /* Among the events active until the end of the round, the Time Bomb's
   * row counts the turns left. */
  {
    AdwActionRow *row = shown_event_row (fixture, TABLEE_FRANTIC_EVENT_TIME_BOMB);
    g_autofree char *left = g_strdup_printf ("%u turns left", turns - 1);

    g_assert_nonnull (row);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (row), left));
  }

  /* Another game shows: N is not ours. */
  gtk_widget_set_visible (GTK_WIDGET (fixture->page), FALSE);
  drain ();
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "frantic.next-turn", NULL) &&
                  tablee_frantic_deck_get_time_bomb_turns (deck) != turns - 1);
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, turns - 1);
  gtk_widget_set_visible (GTK_WIDGET (fixture->page), TRUE);
  drain ();
  g_assert_true (activate (fixture, "frantic.next-turn", NULL));
  g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, turns - 2);
}

/* Draws and rounds are one history: undo on the Score tab takes back the
 * draw made after the round, not the round, and says so. */
static void
test_page_one_history (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableeFranticRoundDialog *dialog;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GVariant) after_round = NULL;
  g_autoptr(GVariant) now = NULL;

  tablee_frantic_scorer_clear_pending (scorer);
  dialog = open_dialog (fixture, "frantic.add-round");
  rows = hand_rows (dialog);
  for (guint p = 0; p < rows->len; p++)
    set_text (g_ptr_array_index (rows, p), "4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "round.save", NULL));
  drain ();
  after_round = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game));

  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (activate (fixture, "frantic.choose", "u", 0));
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), >, 0);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (tablee_test_find_widgets (GTK_WIDGET (fixture->page),
                                                                                   ADW_TYPE_VIEW_STACK)->pdata[0]),
                                         "score");
  /* A black card, then as many choices as it asked for. */
  while (!g_variant_equal ((now = tablee_saveable_save (TABLEE_SAVEABLE (fixture->game))), after_round))
    {
      g_clear_pointer (&now, g_variant_unref);
      g_assert_true (activate (fixture, "game.undo", NULL));
      drain ();
      g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 1);
    }
  g_clear_pointer (&now, g_variant_unref);
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), ==, 0);
  g_assert_true (g_str_has_prefix (adw_toast_get_title (tablee_game_page_get_toast (TABLEE_GAME_PAGE (fixture->page))),
                                   "Undone: "));

  /* Redo draws them again; the next undo takes the round. */
  g_assert_true (activate (fixture, "game.redo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck)), >, 0);
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_cmpuint (tablee_frantic_scorer_get_n_rounds (scorer), ==, 0);
}

static void
show_rules_cb (GSimpleAction  *action,
               GVariant       *parameter,
               char          **asked)
{
  const char *game, *id;

  g_variant_get (parameter, "(&s&s)", &game, &id);
  g_free (*asked);
  *asked = g_strdup_printf ("%s/%s", game, id);
}

/* F1 opens the rules at what the page shows: the last event revealed on
 * the Events tab, the scoring beside the sheet, the whole rules
 * elsewhere; each event's own button opens its entry. */
static void
test_page_rules_in_context (Fixture       *fixture,
                            gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));
  AdwViewStack *stack = tablee_test_find_widgets (GTK_WIDGET (fixture->page), ADW_TYPE_VIEW_STACK)->pdata[0];
  g_autoptr(TableeFranticReveal) last = NULL;
  g_autofree char *asked = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *id = NULL;
  GListModel *reveals = tablee_frantic_deck_get_reveals (deck);
  g_autoptr(GPtrArray) buttons = NULL;
  GtkWidget *row;

  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), &asked);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "win", G_ACTION_GROUP (group));

  /* Nothing revealed yet: the whole rules. */
  g_assert_true (activate (fixture, "game.rules", NULL));
  g_assert_cmpstr (asked, ==, "frantic/overview");

  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
    g_assert_true (activate (fixture, "frantic.choose", "u", 0));
  last = g_list_model_get_item (reveals, g_list_model_get_n_items (reveals) - 1);
  id = tablee_frantic_event_dup_rules_id (tablee_frantic_reveal_get_event (last));
  expected = g_strconcat ("frantic/", id, NULL);
  g_assert_true (activate (fixture, "game.rules", NULL));
  g_assert_cmpstr (asked, ==, expected);

  adw_view_stack_set_visible_child_name (stack, "score");
  g_assert_true (activate (fixture, "game.rules", NULL));
  g_assert_cmpstr (asked, ==, "frantic/end-of-round");
  adw_view_stack_set_visible_child_name (stack, "players");
  g_assert_true (activate (fixture, "game.rules", NULL));
  g_assert_cmpstr (asked, ==, "frantic/overview");

  /* The last event's button names its entry. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (named_list (fixture, "reveals"),
                                                   g_list_model_get_n_items (reveals) - 1));
  buttons = tablee_test_find_widgets (row, GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkActionable *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (button), "win.show-rules") == 0)
        g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (button),
                                                           gtk_actionable_get_action_name (button),
                                                           gtk_actionable_get_action_target_value (button)));
    }
  g_assert_cmpstr (asked, ==, expected);

  /* A new game (Ctrl+N) shows the Events tab again, and offers to take it
   * back. */
  g_assert_true (activate (fixture, "game.new-game", NULL));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "events");
  g_assert_cmpuint (g_list_model_get_n_items (reveals), ==, 0);
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (TABLEE_GAME_PAGE (fixture->page))),
                   ==, "New game started");
  g_assert_true (activate (fixture, "game.undo", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (reveals), >, 0);
}

/* The page's style sheet is loaded: a Lucky Bastard marked shows in the
 * accent's colours. */
static void
test_page_style (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);
  g_autoptr(GPtrArray) boxes = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_FLOW_BOX);
  g_autoptr(GPtrArray) buttons = NULL;
  GtkWidget *lucky_box = NULL;
  GdkRGBA colour, accent_fg;

  for (guint i = 0; i < boxes->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (boxes, i), "frantic-lucky"))
      lucky_box = g_ptr_array_index (boxes, i);
  g_assert_nonnull (lucky_box);
  tablee_frantic_deck_set_lucky (deck, 0, TRUE);
  settle ();

  buttons = tablee_test_find_widgets (lucky_box, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (buttons, 0)));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (g_ptr_array_index (buttons, 0)), &colour);
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (lucky_box),
                                                 "accent_fg_color", &accent_fg));
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true (gdk_rgba_equal (&colour, &accent_fg));

  /* A toggle marks its own player, and only while it is on. */
  gtk_toggle_button_set_active (g_ptr_array_index (buttons, 2), TRUE);
  g_assert_cmpuint (deck_get (deck, "lucky-mask"), ==, (1u << 0) | (1u << 2));
  gtk_toggle_button_set_active (g_ptr_array_index (buttons, 0), FALSE);
  g_assert_cmpuint (deck_get (deck, "lucky-mask"), ==, 1u << 2);
}

/* Rounds with events, for a sheet to look at. */
static void
play_rounds (TableeFranticGame *game,
             guint              n_rounds)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);

  for (guint r = 0; r < n_rounds; r++)
    {
      g_autoptr(TableeFranticRound) round = NULL;
      guint n;

      tablee_frantic_scorer_clear_pending (scorer);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 0);
      tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_IDENTITY_THEFT, 0);
      round = tablee_frantic_scorer_new_round (scorer);
      n = tablee_frantic_round_get_n_players (round);
      for (guint p = 0; p < n; p++)
        {
          tablee_frantic_round_set_adjustment_input (round, 0, p, p % 3);
          tablee_frantic_round_set_hand (round, p, p == r % n ? 0 : 3 + p);
        }
      tablee_frantic_round_set_finishers (round, 1u << (r % n));
      g_assert_true (tablee_frantic_game_add_round (game, round, NULL));
    }
}

/* The chart says in words the limit and every total, after each round
 * and each rename. */
static void
test_page_chart_description (Fixture       *fixture,
                             gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  g_autoptr(GPtrArray) charts = tablee_test_find_widgets (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_CHART);

  g_assert_cmpuint (charts->len, ==, 1);
  for (guint step = 0; step < 2; step++)
    {
      g_autoptr(GString) expected = g_string_new (NULL);

      if (step == 0)
        play_rounds (fixture->game, 2);
      else
        g_assert_true (tablee_players_rename (players, 1, "Zoé", NULL));
      g_string_append_printf (expected, "Points limit: %u.", tablee_frantic_scorer_get_limit (scorer));
      for (guint p = 0; p < tablee_players_get_n_players (players); p++)
        g_string_append_printf (expected, " %s: %d.",
                                tablee_player_get_name (tablee_players_get_player (players, p)),
                                tablee_frantic_scorer_get_total (scorer, p));
      if (step == 1)
        g_assert_nonnull (strstr (expected->str, " Zoé: "));
      gtk_test_accessible_assert_property (g_ptr_array_index (charts, 0),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected->str);
    }
}

/* Once a total reaches the limit, the Score tab names who won, and with
 * how many points. */
static void
test_page_game_over (Fixture       *fixture,
                     gconstpointer  data)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  g_autoptr(GPtrArray) labels = NULL;
  g_autofree char *names = NULL;
  g_autofree char *expected = NULL;
  guint leaders;
  gboolean found = FALSE;

  tablee_frantic_scorer_set_length (scorer, TABLEE_FRANTIC_LENGTH_CUSTOM);
  g_assert_true (tablee_frantic_scorer_set_custom_limit (scorer, TABLEE_FRANTIC_LIMIT_MIN, NULL));
  play_rounds (fixture->game, 1);
  g_assert_true (tablee_frantic_scorer_get_game_over (scorer));
  drain ();

  leaders = tablee_frantic_scorer_get_leaders (scorer);
  names = tablee_players_dup_names (players, leaders);
  g_assert_cmpuint (leaders & (leaders - 1), ==, 0);
  expected = g_strdup_printf ("Game over: %s wins with %d points", names,
                              tablee_frantic_scorer_get_total (scorer, g_bit_nth_lsf (leaders, -1)));
  labels = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    found |= g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), expected) == 0;
  g_assert_true (found);
}

/* No scrolling shown inside a tab's scrolling: it cut a description short
 * (a status page's) and hid the sheet's edit buttons sideways. */
static void
assert_no_nested_scrolling (GtkWidget *root)
{
  g_autoptr(GPtrArray) scrolled = tablee_test_find_widgets (root, GTK_TYPE_SCROLLED_WINDOW);

  for (guint i = 0; i < scrolled->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (scrolled, i)))
      g_assert_null (gtk_widget_get_ancestor (gtk_widget_get_parent (g_ptr_array_index (scrolled, i)),
                                              GTK_TYPE_SCROLLED_WINDOW));
}

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);

  return min;
}

/* Up to 8 players fit 360 pixels, sheet, events and dialog alike; with
 * four, the table fits the page of a 1000-pixel window, every round's edit
 * button inside it. */
static void
test_page_fits (Fixture       *fixture,
                gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (fixture->game);
  const char *names[] = { "Bérénice-Marguerite", "Zoé & \"Lou\"", "Maximilien", "Dev",
                          "Emma", "Frédéric-Auguste", "Gus", "Hugo" };
  g_autoptr(GPtrArray) sheets = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  TableeFranticRoundDialog *dialog;
  guint n_edit = 0;

  assert_no_nested_scrolling (GTK_WIDGET (fixture->page));
  tablee_players_reset (players, 8);
  for (guint p = 0; p < 8; p++)
    g_assert_true (tablee_players_rename (players, p, names[p], NULL));
  play_rounds (fixture->game, 3);
  g_assert_true (activate (fixture, "frantic.black-card", NULL));
  drain ();
  g_assert_cmpint (min_width (GTK_WIDGET (fixture->page)), <=, 360);
  assert_no_nested_scrolling (GTK_WIDGET (fixture->page));

  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_SEPPUKU, 0);
  tablee_frantic_scorer_add_pending (scorer, TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, 0);
  dialog = open_dialog (fixture, "frantic.add-round");
  g_assert_cmpint (min_width (GTK_WIDGET (dialog)), <=, 360);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Four players in the page of a 1000-pixel window (its sidebar aside). */
  tablee_game_new_game (TABLEE_GAME (fixture->game));
  tablee_players_reset (players, 4);
  for (guint p = 0; p < 4; p++)
    g_assert_true (tablee_players_rename (players, p, names[p], NULL));
  play_rounds (fixture->game, 3);
  gtk_window_set_default_size (fixture->window, 745, 700);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (tablee_test_find_widgets (GTK_WIDGET (fixture->page),
                                                                                   ADW_TYPE_VIEW_STACK)->pdata[0]),
                                         "score");
  for (int i = 0; i < 20; i++)
    {
      drain ();
      g_usleep (10000);
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, 760);
  sheets = tablee_test_find_widgets (GTK_WIDGET (fixture->page), TABLEE_TYPE_FRANTIC_SHEET);
  g_assert_true ((GObject *) adw_squeezer_get_visible_child (ADW_SQUEEZER (
    gtk_widget_get_template_child (g_ptr_array_index (sheets, 0), TABLEE_TYPE_FRANTIC_SHEET, "squeezer"))) ==
    gtk_widget_get_template_child (g_ptr_array_index (sheets, 0), TABLEE_TYPE_FRANTIC_SHEET, "table"));
  buttons = tablee_test_find_widgets (g_ptr_array_index (sheets, 0), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t bounds;

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "frantic.edit-round") != 0 ||
          !gtk_widget_get_mapped (button))
        continue;
      n_edit++;
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (fixture->window), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (fixture->window)));
    }
  g_assert_cmpuint (n_edit, ==, 3);
}

/* The size of the font of every mapped label of the page. */
static GArray *
font_sizes (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);
  GArray *sizes = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (label));
      /* Hidden labels (a view switcher's empty badges) say nothing. */
      double size = gtk_widget_get_mapped (label) ?
                    (double) pango_font_description_get_size (font) / PANGO_SCALE : 0;

      g_array_append_val (sizes, size);
    }

  return sizes;
}

/* Table mode grows every text of the page by the same factor, on every tab,
 * the Time Bomb's row and the black card's button included. */
static void
test_page_table_mode (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *tabs[] = { "events", "score", "chart", "players" };
  GtkStyleProvider *style = tablee_test_add_app_style ();
  AdwViewStack *stack = ADW_VIEW_STACK (tablee_test_find_widgets (GTK_WIDGET (fixture->page),
                                                                  ADW_TYPE_VIEW_STACK)->pdata[0]);
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (fixture->game);

  play_rounds (fixture->game, 2);
  tablee_frantic_deck_set_troublemaker (deck, TRUE);
  while (!tablee_frantic_deck_is_active (deck, TABLEE_FRANTIC_EVENT_TIME_BOMB))
    {
      if (!tablee_frantic_deck_get_can_draw (deck))
        tablee_frantic_deck_end_round (deck);
      g_assert_true (activate (fixture, "frantic.black-card", NULL));
      while (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        g_assert_true (activate (fixture, "frantic.choose", "u", 0));
    }

  for (guint t = 0; t < G_N_ELEMENTS (tabs); t++)
    {
      g_autoptr(GArray) before = NULL;
      g_autoptr(GArray) after = NULL;

      adw_view_stack_set_visible_child_name (stack, tabs[t]);
      gtk_widget_remove_css_class (GTK_WIDGET (fixture->window), "table-mode");
      settle ();
      before = font_sizes (GTK_WIDGET (fixture->page));
      gtk_widget_add_css_class (GTK_WIDGET (fixture->window), "table-mode");
      settle ();
      after = font_sizes (GTK_WIDGET (fixture->page));
      g_assert_cmpuint (before->len, ==, after->len);
      g_assert_cmpuint (before->len, >, 5);
      for (guint i = 0; i < before->len; i++)
        {
          double ratio;

          if (g_array_index (before, double, i) == 0)
            continue;
          ratio = g_array_index (after, double, i) / g_array_index (before, double, i);
          if (ABS (ratio - 1.5) > 0.02)
            {
              g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_LABEL);
              GtkWidget *label = g_ptr_array_index (labels, i);
              g_auto(GStrv) classes = gtk_widget_get_css_classes (label);
              g_autofree char *joined = g_strjoinv (".", classes);

              g_error ("On %s, “%s” (%s in %s) grew by %g", tabs[t], gtk_label_get_text (GTK_LABEL (label)),
                       joined, G_OBJECT_TYPE_NAME (gtk_widget_get_parent (label)), ratio);
            }
        }
    }

  /* The round dialog follows the table mode, its texts grown alike. */
  {
    TableeFranticRoundDialog *dialog = open_dialog (fixture, "frantic.add-round");
    g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_LABEL);
    double grown = 0;

    g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "table-mode"));
    for (guint i = 0; i < labels->len && grown == 0; i++)
      {
        GtkWidget *label = g_ptr_array_index (labels, i);
        int height;

        if (!gtk_widget_has_css_class (label, "heading") && !gtk_widget_has_css_class (label, "title"))
          continue;
        gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
        gtk_widget_remove_css_class (GTK_WIDGET (dialog), "table-mode");
        settle ();
        grown = height;
        gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
        grown /= height;
      }
    g_assert_cmpfloat (grown, >, 1.3);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  gtk_widget_remove_css_class (GTK_WIDGET (fixture->window), "table-mode");
  tablee_test_remove_app_style (style);
}

/* The chart's names never sit on each other, and every player's colour
 * reads on a light card and on a dark one. */
static void
test_chart_labels_and_colours (void)
{
  const double wanted[] = { 100, 101, 103, 300, 395, 398 };
  const char *palette[] = { "#3584e4", "#e01b24", "#33d17a", "#f6d32d",
                            "#9141ac", "#ff7800", "#986a44", "#5e5c64" };
  const GdkRGBA backgrounds[] = { { 1, 1, 1, 1 }, { 0.19, 0.19, 0.19, 1 } };
  double placed[G_N_ELEMENTS (wanted)];

  _tablee_frantic_chart_place_labels (wanted, G_N_ELEMENTS (wanted), 15, 8, 400, placed);
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      g_assert_cmpfloat (placed[i], >=, 8);
      g_assert_cmpfloat (placed[i], <=, 400);
      g_assert_cmpfloat (ABS (placed[i] - wanted[i]), <, 31);
      for (guint j = 0; j < i; j++)
        g_assert_cmpfloat (ABS (placed[i] - placed[j]), >=, 15 - 1e-9);
    }
  g_assert_cmpfloat (placed[3], ==, 300);

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    for (guint b = 0; b < G_N_ELEMENTS (backgrounds); b++)
      {
        GdkRGBA colour, readable;

        g_assert_true (gdk_rgba_parse (&colour, palette[i]));
        _tablee_frantic_chart_readable (&colour, &backgrounds[b], &readable);
        g_assert_cmpfloat (_tablee_frantic_chart_contrast (&readable, &backgrounds[b]), >=, 3.0);
      }
}

int
main (int   argc,
      char *argv[])
{
  char *data_dir = frantic_test_init (&argc, &argv);
  int ret;

#define ADD(path, func) \
  g_test_add ("/frantic/page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("accessible", test_page_accessible);
  ADD ("black-card", test_page_black_card);
  ADD ("choice-rows", test_page_choice_rows);
  ADD ("keys", test_page_keys);
  ADD ("player-editor", test_page_player_editor);
  ADD ("bomb-bar", test_page_bomb_bar);
  ADD ("one-history", test_page_one_history);
  ADD ("rules-in-context", test_page_rules_in_context);
  ADD ("style", test_page_style);
  ADD ("fits", test_page_fits);
  ADD ("game-over", test_page_game_over);
  ADD ("chart-description", test_page_chart_description);
  ADD ("table-mode", test_page_table_mode);
#undef ADD
  g_test_add_func ("/frantic/chart/labels-and-colours", test_chart_labels_and_colours);

  ret = g_test_run ();
  frantic_test_finish (data_dir);

  return ret;
}
