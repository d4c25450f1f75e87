/* test-soundbattle-walk.c: La Guerre des Sons' page walked at random,
 * checked after every step against a fresh page on the same saved state;
 * and bursts of undo, redo and new games with their notices.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "soundbattle-page-fixture.h"
#include "tablee-test-walk.h"
#include "tablee-test-widgets.h"

/* In the soak benchmark (soundbattle-walk-soak), the stress makes a burst
 * for every 25 of these steps. */
#define SOAK_STEPS 2000

/* View state the user chose, which a fresh page cannot know: the value
 * being typed (its row shows its title in another label once focused or
 * typed in, and a refused value stays, with its error: the row's title is
 * checked by the page's and the view's tests), the super power switch
 * before the card is laid, the players marked tied in the quick way, the
 * first attacker picked for the next match. */
static const char * const view_state[] = {
  "value_row", "value_error", "GtkSwitch", "tie", "first_attacker_row", NULL,
};

typedef struct {
  GtkWindow             *window;
  TableeSoundbattlePage *page;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = soundbattle_page_window_new (800, 700, &f->page);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  soundbattle_page_window_close (f->window);
}

/* The moves a user makes on the page, each through what the page offers
 * (its actions, rows and controls), and only when it offers it: each
 * returns FALSE when it cannot be made now. Undo, redo, a new game and its
 * take-back are the walk's own moves. */

static TableeSoundbattleReferee *
referee (TableeSoundbattlePage *page)
{
  return TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
}

static TableeSoundbattlePhase
phase (TableeSoundbattlePage *page)
{
  return tablee_soundbattle_referee_get_phase (referee (page));
}

static gboolean
activate (TableeSoundbattlePage *page,
          const char            *action,
          GVariant              *parameter)
{
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  return gtk_widget_activate_action_variant (GTK_WIDGET (page), action, owned);
}

static guint
pick (GRand *rand,
      guint  n)
{
  return (guint) g_rand_int_range (rand, 0, (gint32) n);
}

static gboolean
move_setup (TableeSoundbattlePage *page,
            GRand                 *rand)
{
  guint n = tablee_soundbattle_referee_get_n_players (referee (page));

  if (phase (page) != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return FALSE;

  adw_combo_row_set_selected (soundbattle_page_child (page, "mode_row"), pick (rand, TABLEE_SOUNDBATTLE_N_MODES));
  /* Mostly one round to win: matches end within the walk. */
  gtk_spin_button_set_value (soundbattle_page_child (page, "rounds_spin"), pick (rand, 4) == 0 ? 2 : 1);
  adw_combo_row_set_selected (soundbattle_page_child (page, "first_attacker_row"), pick (rand, n));

  return activate (page, "page.start-match", NULL);
}

static gboolean
move_ask (TableeSoundbattlePage *page,
          GRand                 *rand)
{
  TableeSoundbattleMode mode = tablee_soundbattle_referee_get_state (referee (page))->mode;
  TableeSoundDirection direction = mode == TABLEE_SOUNDBATTLE_MODE_NORMAL ? TABLEE_SOUND_DIRECTION_HIGHEST
                                   : mode == TABLEE_SOUNDBATTLE_MODE_PIANISSIMO ? TABLEE_SOUND_DIRECTION_LOWEST
                                   : pick (rand, 2);

  if (phase (page) != TABLEE_SOUNDBATTLE_PHASE_ASK)
    return FALSE;

  return activate (page, "page.ask", g_variant_new ("(uu)", pick (rand, TABLEE_N_SOUND_QUALITIES), direction));
}

/* Types a value (few choices, so that battles are frequent; now and then
 * a typo the page refuses) and lays it, with a super power now and then
 * when the switch allows it. */
static gboolean
move_lay (TableeSoundbattlePage *page,
          GRand                 *rand)
{
  static const char *values[] = { "1", "2", "3", "3", "4", "loud" };
  GtkWidget *super_switch = soundbattle_page_child (page, "super_switch");

  if (phase (page) != TABLEE_SOUNDBATTLE_PHASE_LAY)
    return FALSE;

  gtk_editable_set_text (soundbattle_page_child (page, "value_row"), values[pick (rand, G_N_ELEMENTS (values))]);
  if (gtk_widget_get_sensitive (super_switch))
    gtk_switch_set_active (GTK_SWITCH (super_switch), pick (rand, 4) == 0);

  return activate (page, "page.lay", NULL);
}

/* The quick way, through the rows' buttons: taps who won, or marks two
 * players tied (or more) and starts the battle. */
static gboolean
move_quick (TableeSoundbattlePage *page,
            GRand                 *rand)
{
  GtkWidget *quick = soundbattle_page_child (page, "quick");
  g_autoptr(GPtrArray) won = NULL;
  g_autoptr(GPtrArray) tied = NULL;

  if (!gtk_widget_get_visible (quick))
    return FALSE;

  won = tablee_test_find_widgets (quick, GTK_TYPE_BUTTON);
  tied = tablee_test_find_widgets (quick, GTK_TYPE_TOGGLE_BUTTON);
  for (guint i = won->len; i-- > 0;)
    {
      GtkWidget *button = g_ptr_array_index (won, i);

      if (GTK_IS_TOGGLE_BUTTON (button) || !gtk_widget_get_visible (button) ||
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "quick.win") != 0)
        g_ptr_array_remove_index (won, i);
    }
  g_assert_cmpuint (won->len, >=, 2);
  g_assert_cmpuint (tied->len, ==, won->len);

  if (pick (rand, 3) > 0)
    {
      g_signal_emit_by_name (g_ptr_array_index (won, pick (rand, won->len)), "clicked");
      return TRUE;
    }

  for (guint i = 0; i < tied->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (tied, i), i < 2 || pick (rand, 2) == 0);

  return gtk_widget_activate_action (quick, "quick.battle", NULL);
}

static gboolean
move_next_round (TableeSoundbattlePage *page,
                 GRand                 *rand)
{
  return phase (page) == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER && activate (page, "page.next-round", NULL);
}

/* New Match once the match is over; now and then, the match ended
 * midway: when tricks would be lost the page asks first, and the table
 * mostly confirms. */
static gboolean
move_end_match (TableeSoundbattlePage *page,
                GRand                 *rand)
{
  if (phase (page) == TABLEE_SOUNDBATTLE_PHASE_SETUP ||
      (phase (page) != TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER && pick (rand, 8) > 0))
    return FALSE;

  if (!activate (page, "page.end-match", NULL))
    return FALSE;
  if (soundbattle_page_get_question (page) != NULL)
    soundbattle_page_answer (page, pick (rand, 4) > 0 ? "end" : "cancel");

  return TRUE;
}

/* The toast's Undo just after a match ended midway: the match comes back
 * as it was. */
static gboolean
move_undo_end (TableeSoundbattlePage *page,
               GRand                 *rand)
{
  AdwToast *toast = tablee_game_page_get_toast (TABLEE_GAME_PAGE (page));

  if (toast == NULL || !g_str_has_prefix (adw_toast_get_title (toast), "Match ended"))
    return FALSE;

  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_cmpint (phase (page), !=, TABLEE_SOUNDBATTLE_PHASE_SETUP);

  return TRUE;
}

static const struct {
  const char *name;
  gboolean  (*move) (TableeSoundbattlePage *page,
                     GRand                 *rand);
  guint       weight;
} moves[] = {
  { "setup", move_setup, 6 },
  { "ask", move_ask, 6 },
  { "lay", move_lay, 12 },
  { "quick", move_quick, 6 },
  { "next-round", move_next_round, 6 },
  { "end-match", move_end_match, 3 },
  { "undo-end", move_undo_end, 6 },
};

/* One move of the game, chosen by weight among those the page offers now
 * (there always is one: a phase offers at least one of them; a match won
 * offers only New Match, a fifteenth of the weight, which 256 tries miss
 * about once in fifty million). */
static const char *
soundbattle_move (TableeGamePage *page,
                  GRand          *rand,
                  gpointer        data)
{
  guint total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    total += moves[i].weight;

  for (guint tries = 0; tries < 256; tries++)
    {
      guint chosen = pick (rand, total);
      guint i = 0;

      while (chosen >= moves[i].weight)
        chosen -= moves[i++].weight;
      if (moves[i].move (TABLEE_SOUNDBATTLE_PAGE (page), rand))
        return moves[i].name;
    }

  g_error ("No move offered in phase %d", phase (TABLEE_SOUNDBATTLE_PAGE (page)));
}

static void
test_walk (Fixture       *f,
           gconstpointer  data)
{
  tablee_test_walk (TABLEE_GAME_PAGE (f->page), soundbattle_move, NULL, view_state);
}

/* Frames between two actions of a burst: about a third of a second, a
 * hurried table's pace. At three frames (a key held down) the window's
 * toast overlay crashes in libadwaita 1.2 (a toast's hide animation
 * frees it while its show animation runs), through the notices of undo
 * and redo in src/common: reported to the base, which owns them. */
#define BURST_FRAMES 20

static void
wait_frames (Fixture *f)
{
  for (guint i = 0; i < BURST_FRAMES; i++)
    soundbattle_page_wait_for_frame (f->window);
}

/* Bursts of what a hurried table does: a few cards, then several undos
 * and redos in a row, a new game and its take-back, so that notices come
 * and go while others replace them. Warnings are fatal in the tests: no critical, warning or
 * abort passes; every notice showing describes the current state. */
static void
test_stress (Fixture       *f,
             gconstpointer  data)
{
  TableeGamePage *page = TABLEE_GAME_PAGE (f->page);
  g_autoptr(GRand) rand = tablee_test_walk_rand_new ();
  guint n_bursts = MAX (tablee_test_walk_n_steps (SOAK_STEPS) / 25, 1);

  for (guint burst = 0; burst < n_bursts; burst++)
    {
      guint n_moves = pick (rand, 6);
      guint n_undos = pick (rand, 6);
      guint n_redos = pick (rand, n_undos + 1);

      for (guint i = 0; i < n_moves; i++)
        soundbattle_move (page, rand, NULL);
      for (guint i = 0; i < n_undos; i++)
        {
          gtk_widget_activate_action (GTK_WIDGET (page), "game.undo", NULL);
          tablee_test_assert_notice_current (page);
          wait_frames (f);
        }
      for (guint i = 0; i < n_redos; i++)
        {
          gtk_widget_activate_action (GTK_WIDGET (page), "game.redo", NULL);
          tablee_test_assert_notice_current (page);
          wait_frames (f);
        }
      if (pick (rand, 4) == 0)
        tablee_test_walk_base_move (page, rand);
      wait_frames (f);
      tablee_test_assert_notice_current (page);
    }

  tablee_test_walk_drain ();
  tablee_test_walk_check (page, view_state, "after the bursts");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/soundbattle/walk/random", Fixture, NULL, fixture_set_up, test_walk, fixture_tear_down);
  g_test_add ("/soundbattle/walk/stress", Fixture, NULL, fixture_set_up, test_stress, fixture_tear_down);

  return g_test_run ();
}
