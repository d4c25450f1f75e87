/* test-whosnext-page-trainer.c: the Who's Next? page's trainer: answers
 * by key, its own level and its feedback, what follows the trainer and the
 * game without being repainted, and the trainer saved apart from the game
 * (the conductor's play is in test-whosnext-page.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-store.h"
#include "whosnext-page-fixture.h"

static void
test_trainer (Fixture       *fixture,
              gconstpointer  data)
{
  TableeWhosnextTrainer *trainer = fixture->page->trainer;
  guint n = tablee_whosnext_game_get_n_seats (fixture->game);
  int dir, player;
  guint next;
  g_autofree char *status = NULL;

  tablee_whosnext_trainer_set_active (fixture->page->trainer, TRUE);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->status_title), ==, "Train alone");
  activate (fixture, "page.card-played", NULL);
  g_assert_true (tablee_whosnext_trainer_get_running (trainer));

  player = tablee_whosnext_trainer_get_player (trainer);
  status = g_strdup_printf ("Player %d played: ", player + 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (fixture->page->status_title), status));

  dir = tablee_whosnext_trainer_get_direction (trainer);
  if (tablee_whosnext_trainer_get_side (trainer) == TABLEE_WHOSNEXT_SIDE_WHOOTCHI)
    dir = -dir;
  next = (guint) (((player + dir * (int) tablee_whosnext_trainer_get_number (trainer)) % (int) n
                   + (int) n) % (int) n);

  tablee_clock_advance (fixture->clock, 1500 * 1000);
  /* Seats answer by their number key, 1 for the first. */
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_1 + next, 0, 0));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->trainer_feedback), ==, "Right, in 1.5 s.");

  /* The conductor's countdown stays silent in the trainer. */
  g_assert_cmpint (tablee_whosnext_game_get_round_state (fixture->game), ==,
                   TABLEE_WHOSNEXT_ROUND_WAITING);
  tablee_whosnext_trainer_set_active (fixture->page->trainer, FALSE);
}

static GtkWidget *
find_button (Fixture    *fixture,
             GType       type,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), type);

  for (guint i = 0; i < buttons->len; i++)
    {
      if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
        return g_ptr_array_index (buttons, i);
    }

  g_assert_not_reached ();
}

/* The trainer has its own level: its menu shows and sets it, and the
 * table's level 6 stays, with its round under way. */
static void
test_trainer_level (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GPtrArray) dropdowns = tablee_test_find_widgets (GTK_WIDGET (fixture->page),
                                                             GTK_TYPE_DROP_DOWN);
  GtkDropDown *levels = g_ptr_array_index (dropdowns, 0);

  gtk_drop_down_set_selected (levels, 6);
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 6);
  activate (fixture, "page.start-round", g_variant_new_int32 (1));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_button (fixture, GTK_TYPE_TOGGLE_BUTTON,
                                                                "_Trainer")), TRUE);
  g_assert_true (tablee_whosnext_trainer_get_active (fixture->page->trainer));
  g_assert_cmpuint (gtk_drop_down_get_selected (levels), ==, 0);
  gtk_drop_down_set_selected (levels, 2);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->page->trainer), ==, 2);
  g_assert_cmpuint (tablee_whosnext_trainer_get_seconds (fixture->page->trainer),
                    ==, 8);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_button (fixture, GTK_TYPE_TOGGLE_BUTTON,
                                                                "_Conductor")), TRUE);
  g_assert_cmpuint (gtk_drop_down_get_selected (levels), ==, 6);
  g_assert_cmpuint (tablee_whosnext_game_get_level (fixture->game), ==, 6);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (fixture->game), ==,
                   TABLEE_WHOSNEXT_ROUND_PLAYING);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (fixture->page->trainer), ==, 2);
}

/* Whether a row of the page shows subtitle. */
static gboolean
row_shows (Fixture    *fixture,
           const char *subtitle)
{
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (GTK_WIDGET (fixture->page), ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    {
      if (g_strcmp0 (adw_action_row_get_subtitle (g_ptr_array_index (rows, i)), subtitle) == 0)
        return TRUE;
    }

  return FALSE;
}

/* How many card buttons show. */
static guint
n_card_buttons (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);
  guint n = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      n += g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "page.play-card") == 0 &&
           gtk_widget_get_visible (button);
    }

  return n;
}

/* What follows the game and the trainer without being repainted: the
 * set-up and the cards for the seats, the Whootchi side from level 1, the
 * modes, the mistakes button and the Next Card button. */
static void
test_bindings (Fixture       *fixture,
               gconstpointer  data)
{
  TableeWhosnextTrainer *trainer = fixture->page->trainer;
  GtkWidget *whootchi = find_button (fixture, GTK_TYPE_TOGGLE_BUTTON, "_Whootchi side (W or Shift)");
  GtkWidget *trainer_button = find_button (fixture, GTK_TYPE_TOGGLE_BUTTON, "_Trainer");
  GtkWidget *conductor_button = find_button (fixture, GTK_TYPE_TOGGLE_BUTTON, "_Conductor");
  GtkWidget *next_card = find_button (fixture, GTK_TYPE_BUTTON, "_Next Card");
  g_autoptr(GPtrArray) menus = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_MENU_BUTTON);
  GtkWidget *mistakes = g_ptr_array_index (menus, 0);

  g_assert_true (row_shows (fixture, "The cards numbered 4 to 6"));
  g_assert_true (row_shows (fixture, "3 cards of each number from 1 to 3, 9 cards in all"));
  g_assert_cmpuint (n_card_buttons (fixture), ==, 3);
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), 6);
  g_assert_cmpuint (n_card_buttons (fixture), ==, 5);
  g_assert_true (row_shows (fixture, "The cards numbered 6"));
  g_assert_true (row_shows (fixture, "2 cards of each number from 1 to 5, 10 cards in all"));

  g_assert_false (gtk_widget_get_sensitive (whootchi));
  tablee_whosnext_game_set_level (fixture->game, 1);
  g_assert_true (gtk_widget_get_sensitive (whootchi));
  g_assert_true (press (fixture, "<Control>z"));
  g_assert_false (gtk_widget_get_sensitive (whootchi));

  g_assert_true (gtk_widget_get_visible (mistakes));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (conductor_button)));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (trainer_button), TRUE);
  g_assert_true (tablee_whosnext_trainer_get_active (trainer));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (conductor_button)));
  g_assert_false (gtk_widget_get_visible (mistakes));
  g_assert_true (gtk_widget_get_visible (next_card));
  activate (fixture, "page.card-played", NULL);
  g_assert_false (gtk_widget_get_visible (next_card));

  tablee_whosnext_trainer_set_active (trainer, FALSE);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (conductor_button)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (trainer_button)));
  g_assert_false (tablee_whosnext_trainer_get_running (trainer));
  g_assert_true (gtk_widget_get_visible (mistakes));
}

/* The trainer is saved apart from the game: a page made later comes back
 * to it, at its level, and gives no wrong notes from it. */
static void
test_trainer_comes_back (Fixture       *fixture,
                         gconstpointer  data)
{
  TableeWhosnextTrainer *trainer = fixture->page->trainer;
  TableeWhosnextPage *page = NULL;
  TableeWhosnextTrainer *restored;

  tablee_whosnext_trainer_set_level (trainer, 4);
  tablee_whosnext_trainer_set_active (trainer, TRUE);
  tablee_store_flush_all ();

  page = g_object_ref_sink (g_object_new (TABLEE_TYPE_WHOSNEXT_PAGE, "clock", fixture->clock, NULL));
  restored = page->trainer;
  g_assert_true (tablee_whosnext_trainer_get_active (restored));
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (restored), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "page.wrong-note", "i", 0);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game_of (page), 0), ==, 0);

  g_object_run_dispose (G_OBJECT (page));
  g_object_unref (page);
  tablee_whosnext_trainer_set_active (trainer, FALSE);
}

/* Tablée 0.1.0 kept the trainer's scores in the game's file: a page that
 * reads such a file gives them to its trainer, which keeps them in its own
 * store from then on. */
static void
test_trainer_from_0_1_0 (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *saved = g_test_build_filename (G_TEST_DIST, "fixtures", "formats", "whosnext-v1.state", NULL);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  g_autofree char *game_path = g_build_filename (dir, "whosnext.state", NULL);
  g_autofree char *training_path = g_build_filename (dir, TABLEE_WHOSNEXT_TRAINER_STORE ".state", NULL);
  g_autofree char *contents = NULL;
  TableeWhosnextTrainerStats stats;
  TableeWhosnextPage *page;
  gsize length;

  g_assert_true (g_file_get_contents (saved, &contents, &length, NULL));
  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (game_path, contents, length, NULL));
  g_assert_false (g_file_test (training_path, G_FILE_TEST_EXISTS));

  page = g_object_ref_sink (g_object_new (TABLEE_TYPE_WHOSNEXT_PAGE, "clock", fixture->clock, NULL));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game_of (page), 0), ==, 1);
  g_assert_cmpuint (tablee_whosnext_trainer_get_level (page->trainer), ==, 1);
  tablee_whosnext_trainer_get_stats (page->trainer, 1, &stats);
  g_assert_cmpuint (stats.answers, ==, 3);
  g_assert_cmpuint (stats.correct, ==, 2);
  g_assert_cmpuint (stats.late, ==, 1);
  tablee_store_flush_all ();
  g_assert_true (g_file_test (training_path, G_FILE_TEST_EXISTS));

  tablee_whosnext_trainer_set_active (page->trainer, FALSE);
  g_object_run_dispose (G_OBJECT (page));
  g_object_unref (page);
}

/* After a time-out the feedback explains it by the card's rule; Space
 * brings the next card and clears it; Space during a card is no answer. */
static void
test_trainer_feedback (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeWhosnextTrainer *trainer = fixture->page->trainer;
  g_autofree char *expected = NULL;
  int after, player;
  guint answer;

  tablee_whosnext_trainer_set_active (fixture->page->trainer, TRUE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, 14 * S);
  g_assert_false (tablee_whosnext_trainer_get_running (trainer));

  answer = tablee_whosnext_trainer_get_answer (trainer, &after);
  expected = g_strdup_printf ("Too late: it was Player %u. Playing %s after this card.",
                              answer + 1, after > 0 ? "clockwise ↻" : "anticlockwise ↺");
  g_assert_cmpstr (gtk_label_get_text (fixture->page->trainer_feedback), ==, expected);

  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_true (tablee_whosnext_trainer_get_running (trainer));
  g_assert_cmpstr (gtk_label_get_text (fixture->page->trainer_feedback), ==, "");
  player = tablee_whosnext_trainer_get_player (trainer);
  g_assert_cmpint (player, ==, (int) answer);

  tablee_clock_advance (fixture->clock, S);
  g_assert_true (_tablee_whosnext_page_key (fixture->page, GDK_KEY_space, 0, 0));
  g_assert_true (tablee_whosnext_trainer_get_running (trainer));
  g_assert_cmpint (tablee_whosnext_trainer_get_player (trainer), ==, player);
  g_assert_cmpstr (gtk_label_get_text (fixture->page->seconds_label), ==, "13");
  tablee_whosnext_trainer_set_active (fixture->page->trainer, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  whosnext_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/whosnext-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("trainer", test_trainer);
  ADD ("trainer-level", test_trainer_level);
  ADD ("bindings", test_bindings);
  ADD ("trainer-comes-back", test_trainer_comes_back);
  ADD ("trainer-from-0.1.0", test_trainer_from_0_1_0);
  ADD ("trainer-feedback", test_trainer_feedback);

#undef ADD

  return g_test_run ();
}
