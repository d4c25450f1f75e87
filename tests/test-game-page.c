/* test-game-page.c: every game page answers Ctrl+Z, Ctrl+Shift+Z, Ctrl+N
 * and F1 the same way, through the base page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tablee-game-page.h"
#include "tablee-history.h"
#include "tablee-pages.h"
#include "tablee-store.h"
#include "tablee-test-walk.h"
#include "tablee-test-widgets.h"
#include "tablee-toasts-private.h"
#include "tally-game.h"

/* A page for the tally game, the smallest a game can make. */
#define TEST_TYPE_TALLY_PAGE (test_tally_page_get_type ())
G_DECLARE_FINAL_TYPE (TestTallyPage, test_tally_page, TEST, TALLY_PAGE, TableeGamePage)

struct _TestTallyPage
{
  TableeGamePage parent_instance;
  GtkLabel      *total;
};

G_DEFINE_FINAL_TYPE (TestTallyPage, test_tally_page, TABLEE_TYPE_GAME_PAGE)

static char *
tally_page_dup_rules_id (TableeGamePage *page)
{
  return g_strdup ("scoring");
}

/* The page shows the total, and a notice when it reaches a multiple of
 * five, as a game tells a milestone: from the notification of the change. */
static void
tally_page_total_cb (TestTallyPage *self)
{
  TestTally *tally = TEST_TALLY (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)));
  int total = tally_total (tally);
  g_autofree char *text = g_strdup_printf ("Total: %d", total);

  gtk_label_set_text (self->total, text);
  if (total > 0 && total % 5 == 0 && !tablee_game_get_restoring (TABLEE_GAME (tally)))
    {
      g_autofree char *notice = g_strdup_printf ("The total reached %d", total);

      tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), notice, NULL, NULL);
    }
}

/* What follows the game, given once the page is made. */
static void
tally_page_constructed (GObject *object)
{
  TestTallyPage *self = TEST_TALLY_PAGE (object);

  G_OBJECT_CLASS (test_tally_page_parent_class)->constructed (object);

  g_signal_connect_object (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)), "notify::total",
                           G_CALLBACK (tally_page_total_cb), self, G_CONNECT_SWAPPED);
  tally_page_total_cb (self);
}

static void
test_tally_page_class_init (TestTallyPageClass *klass)
{
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->constructed = tally_page_constructed;
  page_class->game_id = "tally";
  page_class->dup_rules_id = tally_page_dup_rules_id;
}

static void
test_tally_page_init (TestTallyPage *self)
{
  self->total = GTK_LABEL (gtk_label_new (NULL));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->total));
}

/* ---- Fixture ----------------------------------------------------------- */

typedef struct {
  GtkWindow      *window;
  TableeGamePage *page;
  TableeGame     *game;
  /* What win.show-rules was asked for. */
  char           *rules;
} Fixture;

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
show_rules_cb (GSimpleAction *action,
               GVariant      *parameter,
               Fixture       *fixture)
{
  const char *game, *id;

  g_variant_get (parameter, "(&s&s)", &game, &id);
  g_free (fixture->rules);
  fixture->rules = g_strdup_printf ("%s/%s", game, id);
}

static void
forget_saved_games (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  g_autoptr(GDir) files = g_dir_open (dir, 0, NULL);
  const char *name;

  while (files != NULL && (name = g_dir_read_name (files)) != NULL)
    /* The games' files, and those set aside as damaged. */
    if (strstr (name, ".state") != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GType type = GPOINTER_TO_SIZE (data);
  GtkWidget *overlay = adw_toast_overlay_new ();
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));

  forget_saved_games ();
  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), fixture);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "win", G_ACTION_GROUP (group));
  fixture->page = g_object_new (type, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
  gtk_window_set_child (fixture->window, overlay);
  gtk_window_set_default_size (fixture->window, 1000, 700);
  gtk_window_present (fixture->window);
  fixture->game = tablee_game_page_get_game (fixture->page);
  drain ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  tablee_store_flush_all ();
  gtk_window_destroy (fixture->window);
  drain ();
  g_clear_pointer (&fixture->rules, g_free);
  forget_saved_games ();
}

/* ---- Keys -------------------------------------------------------------- */

/* Runs what the page's key does, the way the window would: through the
 * shortcut bound to it. FALSE when the page has no such key. */
static gboolean
press (TableeGamePage *page,
       const char     *key)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (page));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) != GTK_SHORTCUT_SCOPE_MANAGED)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, key))
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                            GTK_WIDGET (page), NULL);
              drain ();
              return done;
            }
        }
    }

  return FALSE;
}

static const char *
toast_title (Fixture *fixture)
{
  AdwToast *toast = tablee_game_page_get_toast (fixture->page);

  return toast != NULL ? adw_toast_get_title (toast) : NULL;
}

static guint
n_seats (Fixture *fixture)
{
  return tablee_players_get_n_players (tablee_game_get_players (fixture->game));
}

/* One step every game has: a player sits down. */
static void
add_player (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tablee_players_add (tablee_game_get_players (fixture->game), "Zoé", &error));
  g_assert_no_error (error);
  drain ();
}

static void
test_page_undo_redo (Fixture       *fixture,
                     gconstpointer  data)
{
  guint seats = n_seats (fixture);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_false (tablee_game_get_can_undo (fixture->game));
  add_player (fixture);
  g_assert_cmpuint (n_seats (fixture), ==, seats + 1);
  g_assert_true (tablee_game_get_can_undo (fixture->game));

  g_assert_true (press (fixture->page, "<Control>z"));
  g_assert_cmpuint (n_seats (fixture), ==, seats);
  undone = g_strdup_printf ("Undone: %s", tablee_game_get_redo_label (fixture->game));
  g_assert_cmpstr (toast_title (fixture), ==, undone);
  g_assert_cmpstr (adw_toast_get_button_label (tablee_game_page_get_toast (fixture->page)), ==, "_Redo");

  g_assert_true (press (fixture->page, "<Shift><Control>z"));
  g_assert_cmpuint (n_seats (fixture), ==, seats + 1);
  redone = g_strdup_printf ("Redone: %s", tablee_game_get_undo_label (fixture->game));
  g_assert_cmpstr (toast_title (fixture), ==, redone);

  /* The toast's button does what it says. */
  g_signal_emit_by_name (tablee_game_page_get_toast (fixture->page), "button-clicked");
  drain ();
  g_assert_cmpuint (n_seats (fixture), ==, seats);

  /* Nothing left to undo: the action says so, the key does nothing. */
  while (tablee_game_get_can_undo (fixture->game))
    g_free (tablee_game_undo (fixture->game));
  drain ();
  seats = n_seats (fixture);
  press (fixture->page, "<Control>z");
  g_assert_cmpuint (n_seats (fixture), ==, seats);
  g_assert_false (tablee_game_get_can_undo (fixture->game));
}

static void
test_page_new_game (Fixture       *fixture,
                    gconstpointer  data)
{
  AdwToast *toast;

  add_player (fixture);
  g_assert_true (press (fixture->page, "<Control>n"));
  toast = tablee_game_page_get_toast (fixture->page);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "New game started");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  g_assert_false (tablee_game_get_finished (fixture->game));
  /* A new game keeps the players. */
  g_assert_cmpuint (n_seats (fixture), ==, 4);
}

static void
test_page_rules (Fixture       *fixture,
                 gconstpointer  data)
{
  TableeGamePageClass *klass = TABLEE_GAME_PAGE_GET_CLASS (fixture->page);

  g_assert_true (press (fixture->page, "F1"));
  g_assert_nonnull (fixture->rules);
  g_assert_true (g_str_has_prefix (fixture->rules, klass->game_id));
  g_assert_cmpuint (strlen (fixture->rules), >, strlen (klass->game_id) + 1);
}

/* Every game shows the same three buttons where its game is played: Undo,
 * Redo and Rules, on screen as the page opens, each with a name a screen
 * reader says and a tooltip giving its key. */
static void
test_page_buttons (Fixture       *fixture,
                   gconstpointer  data)
{
  const struct {
    const char *action;
    const char *key;
  } buttons[] = {
    { "game.undo", "Ctrl+Z" },
    { "game.redo", "Ctrl+Shift+Z" },
    { "game.rules", "F1" },
  };
  g_autoptr(GPtrArray) found = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      gboolean shown = FALSE;

      for (guint j = 0; j < found->len && !shown; j++)
        {
          GtkWidget *button = g_ptr_array_index (found, j);
          const char *tooltip = gtk_widget_get_tooltip_text (button);
          g_autofree char *key = NULL;

          if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), buttons[i].action) != 0 ||
              !gtk_widget_get_mapped (button))
            continue;
          shown = TRUE;
          key = g_strdup_printf ("(%s)", buttons[i].key);
          g_assert_nonnull (tooltip);
          g_assert_true (g_str_has_suffix (tooltip, key));
          g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                           GTK_ACCESSIBLE_PROPERTY_LABEL));
        }
      if (!shown)
        g_error ("%s shows no button for %s", G_OBJECT_TYPE_NAME (fixture->page), buttons[i].action);
    }
}

/* The saved game comes back in a new page, and its history starts there. */
static void
test_page_saves (Fixture       *fixture,
                 gconstpointer  data)
{
  GType type = G_OBJECT_TYPE (fixture->page);
  guint seats;

  add_player (fixture);
  seats = n_seats (fixture);
  tablee_store_flush_all ();
  gtk_window_destroy (fixture->window);
  drain ();
  g_clear_pointer (&fixture->rules, g_free);

  {
    GtkWidget *overlay = adw_toast_overlay_new ();

    fixture->window = GTK_WINDOW (gtk_window_new ());
    fixture->page = g_object_new (type, NULL);
    adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
    gtk_window_set_child (fixture->window, overlay);
    gtk_window_present (fixture->window);
    fixture->game = tablee_game_page_get_game (fixture->page);
    drain ();
  }

  g_assert_cmpuint (n_seats (fixture), ==, seats);
  g_assert_false (tablee_game_get_can_undo (fixture->game));
}

static guint
n_recorded (void)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);

  return g_list_model_get_n_items (G_LIST_MODEL (history));
}

/* Any game can be kept as finished when the table stops it early, and
 * given back. */
static void
test_page_save_finished (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  AdwToast *toast;

  g_assert_cmpuint (n_recorded (), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "game.save-finished", NULL));
  drain ();
  g_assert_cmpuint (n_recorded (), ==, 1);
  toast = tablee_game_page_get_toast (fixture->page);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Game saved in the history as finished");

  /* Once only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "game.save-finished", NULL));
  g_assert_cmpuint (n_recorded (), ==, 1);
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (fixture->page)), ==,
                   "This game is in the history already");

  /* The notice of the second try replaced the first, whose Undo button
   * does nothing any more; a new save offers it again. */
  g_object_unref (tablee_history_remove (history, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "game.save-finished", NULL));
  g_assert_cmpuint (n_recorded (), ==, 1);
  g_signal_emit_by_name (tablee_game_page_get_toast (fixture->page), "button-clicked");
  drain ();
  g_assert_cmpuint (n_recorded (), ==, 0);
}

/* A game that ends by its own rules goes to the history by itself. */
static void
test_tally_game_over (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  g_autoptr(TableeHistoryEntry) entry = NULL;

  tally_score (TEST_TALLY (fixture->game), 1, 3, TRUE);
  drain ();
  g_assert_cmpuint (n_recorded (), ==, 1);
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (fixture->page)), ==, "Game saved in the history");
  entry = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_assert_cmpuint (tablee_history_entry_get_winners (entry), ==, 1 << 1);
  g_object_unref (tablee_history_remove (history, 0));
}

/* ---- Notices ----------------------------------------------------------- */

static void
count_cb (AdwToast *toast,
          guint    *count)
{
  (*count)++;
}

/* Counts the times toast is dismissed; the count lives as long as the
 * toast: keep a reference while reading it. */
static guint *
watch_dismissed (AdwToast *toast)
{
  guint *count = g_new0 (guint, 1);

  g_object_set_data_full (G_OBJECT (toast), "test-dismissed", count, g_free);
  g_signal_connect (toast, "dismissed", G_CALLBACK (count_cb), count);
  return count;
}

/* A withdrawn toast is dismissed at once, or when it is old enough to be
 * (libadwaita 1.2): waits for that, failing only after a long time. */
static void
wait_dismissed (guint *count)
{
  gint64 end = g_get_monotonic_time () + 10 * G_TIME_SPAN_SECOND;

  while (*count == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (*count, ==, 1);
}

/* A notice goes with the state it was shown in. */
static void
test_notice_withdrawn (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(AdwToast) toast = g_object_ref (tablee_game_page_show_toast (fixture->page, "About this state",
                                                                         NULL, NULL));
  guint *dismissed = watch_dismissed (toast);
  guint64 serial;

  g_assert_true (tablee_game_page_get_toast (fixture->page) == toast);
  g_assert_true (tablee_game_page_get_notice_serial (fixture->page, &serial));
  g_assert_cmpuint (serial, ==, tablee_game_get_serial (fixture->game));

  tally_score (TEST_TALLY (fixture->game), 0, 1, FALSE);
  drain ();
  g_assert_null (tablee_game_page_get_toast (fixture->page));
  wait_dismissed (dismissed);
}

/* A notice shown from a notification of the change it tells about stays
 * until the next change. */
static void
test_notice_from_change (Fixture       *fixture,
                         gconstpointer  data)
{
  tally_score (TEST_TALLY (fixture->game), 0, 5, FALSE);
  drain ();
  g_assert_cmpstr (toast_title (fixture), ==, "The total reached 5");
  tablee_test_assert_notice_current (fixture->page);

  tally_score (TEST_TALLY (fixture->game), 1, 1, FALSE);
  drain ();
  g_assert_null (tablee_game_page_get_toast (fixture->page));
}

/* A newer notice replaces the one showing, which is withdrawn, not queued;
 * undo after undo says each step at once. */
static void
test_notice_replaced (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(AdwToast) first = g_object_ref (tablee_game_page_show_toast (fixture->page, "First", NULL, NULL));
  guint *dismissed = watch_dismissed (first);
  g_autoptr(AdwToast) undone = NULL;

  tablee_game_page_show_toast (fixture->page, "Second", NULL, NULL);
  g_assert_cmpstr (toast_title (fixture), ==, "Second");
  wait_dismissed (dismissed);

  tally_score (TEST_TALLY (fixture->game), 0, 1, FALSE);
  tally_score (TEST_TALLY (fixture->game), 1, 1, FALSE);
  g_assert_true (press (fixture->page, "<Control>z"));
  undone = g_object_ref (tablee_game_page_get_toast (fixture->page));
  g_assert_cmpstr (adw_toast_get_title (undone), ==, "Undone: Seat 2 scored 1");
  g_assert_cmpint (adw_toast_get_priority (undone), ==, ADW_TOAST_PRIORITY_NORMAL);
  dismissed = watch_dismissed (undone);
  g_assert_true (press (fixture->page, "<Control>z"));
  g_assert_cmpstr (toast_title (fixture), ==, "Undone: Seat 1 scored 1");
  wait_dismissed (dismissed);
  /* Redo names the steps as undo did. */
  g_assert_true (press (fixture->page, "<Shift><Control>z"));
  g_assert_cmpstr (toast_title (fixture), ==, "Redone: Seat 1 scored 1");
  g_assert_true (press (fixture->page, "<Shift><Control>z"));
  g_assert_cmpstr (toast_title (fixture), ==, "Redone: Seat 2 scored 1");
}

/* A toast is shown once: the overlay aborts on a toast shown again. */
static void
test_notice_once (Fixture       *fixture,
                  gconstpointer  data)
{
  AdwToast *toast = tablee_game_page_show_toast (fixture->page, "Once", NULL, NULL);

  g_test_expect_message ("tablee-game-page", G_LOG_LEVEL_CRITICAL, "*shown once*");
  tablee_game_page_add_toast (fixture->page, g_object_ref (toast));
  g_test_assert_expected_messages ();
  g_assert_true (tablee_game_page_get_toast (fixture->page) == toast);
  drain ();
}

/* A page whose state changed outside the game withdraws its notice. */
static void
test_notice_withdraw (Fixture       *fixture,
                      gconstpointer  data)
{
  tablee_game_page_show_toast (fixture->page, "Level 2 on offer", NULL, NULL);
  tablee_game_page_withdraw_notice (fixture->page);
  g_assert_null (tablee_game_page_get_toast (fixture->page));
  g_assert_false (tablee_game_page_get_notice_serial (fixture->page, NULL));
}

/* ---- Notices with the animations on ------------------------------------ */

static gboolean
keep_ticking_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  return G_SOURCE_CONTINUE;
}

static gint64
page_frame_time (Fixture *fixture)
{
  return gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (fixture->page)));
}

/* Runs the main loop until the overlay's frame clock passes ms from now. */
static void
run_frames (Fixture *fixture,
            guint    ms)
{
  gint64 end = page_frame_time (fixture) + ms * G_TIME_SPAN_MILLISECOND;

  while (page_frame_time (fixture) < end)
    g_main_context_iteration (NULL, TRUE);
}

/* libadwaita 1.2 frees a toast's state when its hide animation ends even
 * while its show animation (500 ms when it replaced another) runs, and
 * crashes at that one's end. A notice replaced, then withdrawn a little
 * after it showed, then the main loop stalled (a busy machine) until both
 * animations end in one frame: the page must not dismiss it while its
 * show animation may run, whatever its age. */
static void
notice_stall_run (Fixture *fixture)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (fixture->page));
  GtkWidget *overlay = gtk_widget_get_parent (GTK_WIDGET (fixture->page));
  guint tick = gtk_widget_add_tick_callback (GTK_WIDGET (fixture->window), keep_ticking_cb, NULL, NULL);
  g_autoptr(AdwToast) second = NULL;

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  for (guint round = 0; round < 4; round++)
    {
      tablee_game_page_show_toast (fixture->page, "First", NULL, NULL);
      run_frames (fixture, 350);
      g_clear_object (&second);
      second = g_object_ref (tablee_game_page_show_toast (fixture->page, "Second", NULL, NULL));
      while (!tablee_toast_shows (overlay, second))
        g_main_context_iteration (NULL, TRUE);
      run_frames (fixture, 260 + 20 * round);
      tally_score (TEST_TALLY (fixture->game), 0, 1, FALSE);
      g_assert_null (tablee_game_page_get_toast (fixture->page));
      g_usleep (400 * G_TIME_SPAN_MILLISECOND);
      run_frames (fixture, 1200);
      g_assert_false (tablee_toast_shows (overlay, second));
    }
  gtk_widget_remove_tick_callback (GTK_WIDGET (fixture->window), tick);
}

/* Runs run in a subprocess of the test, with freed memory scribbled over
 * (what meson does too) so that a use after free crashes: it passes. */
static void
run_in_subprocess (Fixture *fixture,
                   void   (*run) (Fixture *))
{
  if (g_test_subprocess ())
    {
      run (fixture);
      return;
    }

  g_setenv ("MALLOC_PERTURB_", "73", FALSE);
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_notice_stall (Fixture       *fixture,
                   gconstpointer  data)
{
  run_in_subprocess (fixture, notice_stall_run);
}

/* A toast of high priority (the player editor's "removed, Undo") pushed
 * the notice showing back into libadwaita 1.2's queue, to replay later;
 * dismissed before the notice had hidden, it made the overlay show the
 * notice again while its widget was still there: the abort of issue 27
 * (show_toast: assertion failed: (!info->widget)). It replaces the
 * notice instead. */
static void
notice_high_priority_run (Fixture *fixture)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (fixture->page));
  guint tick = gtk_widget_add_tick_callback (GTK_WIDGET (fixture->window), keep_ticking_cb, NULL, NULL);
  g_autoptr(AdwToast) notice = NULL;
  g_autoptr(AdwToast) removed = NULL;
  guint *dismissed;

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  notice = g_object_ref (tablee_game_page_show_toast (fixture->page, "About this state", NULL, NULL));
  dismissed = watch_dismissed (notice);
  run_frames (fixture, 600);
  removed = g_object_ref (tablee_toast_new_plain ("“Zoé” removed"));
  adw_toast_set_priority (removed, ADW_TOAST_PRIORITY_HIGH);
  tablee_add_toast (GTK_WIDGET (fixture->page), g_object_ref (removed));
  run_frames (fixture, 50);
  /* As the player editor takes it back: through the guard. */
  tablee_toast_dismiss_when_safe (gtk_widget_get_parent (GTK_WIDGET (fixture->page)), g_object_ref (removed));
  run_frames (fixture, 1200);
  /* The notice was replaced, and does not come back. */
  g_assert_cmpuint (*dismissed, ==, 1);
  g_assert_null (tablee_game_page_get_toast (fixture->page));
  gtk_widget_remove_tick_callback (GTK_WIDGET (fixture->window), tick);
}

static void
test_notice_high_priority (Fixture       *fixture,
                           gconstpointer  data)
{
  run_in_subprocess (fixture, notice_high_priority_run);
}

/* Shown, hidden behind another page and shown again, a page keeps no
 * more references than before, and goes with its window: GTK 4.8 kept
 * one more each time it was hidden with the focus inside (3 to 13 over
 * ten switches, on every game page; the tally page takes no focus). */
static void
test_page_switch (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *other = gtk_label_new ("Another page");
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  TableeGamePage *page = g_object_new (GPOINTER_TO_SIZE (data), NULL);
  guint refs;

  gtk_stack_add_child (GTK_STACK (stack), GTK_WIDGET (page));
  gtk_stack_add_child (GTK_STACK (stack), other);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), stack);
  gtk_window_set_child (window, overlay);
  gtk_window_present (window);
  drain ();
  refs = G_OBJECT (page)->ref_count;
  for (guint i = 0; i < 10; i++)
    {
      gtk_stack_set_visible_child (GTK_STACK (stack), other);
      drain ();
      gtk_stack_set_visible_child (GTK_STACK (stack), GTK_WIDGET (page));
      drain ();
    }
  g_test_message ("%u references before, %u after", refs, G_OBJECT (page)->ref_count);
  g_assert_cmpuint (G_OBJECT (page)->ref_count, <=, refs);

  g_object_ref (page);
  gtk_window_destroy (window);
  drain ();
  g_assert_finalize_object (page);
}

/* The message that the saved game was damaged shows once the page maps,
 * and is not about the game's state: a change leaves it. */
static void
test_notice_damaged (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablee", "tally.state", NULL);
  GtkWidget *overlay = adw_toast_overlay_new ();
  TableeGamePage *page;
  AdwToast *toast;

  g_assert_true (g_file_set_contents (path, "not a game", -1, NULL));
  page = g_object_new (TEST_TYPE_TALLY_PAGE, NULL);
  g_assert_null (tablee_game_page_get_toast (page));
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (page));
  gtk_window_set_child (fixture->window, overlay);
  drain ();
  toast = tablee_game_page_get_toast (page);
  g_assert_nonnull (toast);
  tally_score (TEST_TALLY (tablee_game_page_get_game (page)), 0, 1, FALSE);
  drain ();
  g_assert_true (tablee_game_page_get_toast (page) == toast);
}

/* The registry opens, loads and saves the games, and a page is only
 * given its game: one given a game that is not the registry's saves
 * nothing; the registry's writes its last change when it goes with its
 * page, comes back from the file, and tells why a damaged file was not. */
static void
test_registry_saves (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablee", "tally.state", NULL);
  g_autoptr(TableeGame) bare = tablee_game_registry_new_game ("tally");
  g_autoptr(GError) error = NULL;
  TableeGame *game;
  GtkWidget *page;

  forget_saved_games ();
  page = g_object_ref_sink (g_object_new (TEST_TYPE_TALLY_PAGE, "game", bare, NULL));
  tally_score (TEST_TALLY (bare), 0, 3, FALSE);
  tablee_store_flush_all ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_finalize_object (page);

  game = tablee_game_registry_open_game ("tally", &error);
  g_assert_no_error (error);
  g_assert_null (tablee_game_registry_get_open_message (game));
  page = g_object_ref_sink (g_object_new (TEST_TYPE_TALLY_PAGE, "game", game, NULL));
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
  g_object_unref (game);
  tally_score (TEST_TALLY (game), 1, 4, FALSE);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_finalize_object (page);
  g_assert_null (game);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  game = tablee_game_registry_open_game ("tally", &error);
  g_assert_no_error (error);
  g_assert_cmpint (tally_total (TEST_TALLY (game)), ==, 4);
  g_assert_finalize_object (game);

  g_assert_true (g_file_set_contents (path, "not a game", -1, NULL));
  game = tablee_game_registry_open_game ("tally", &error);
  g_assert_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED);
  g_assert_cmpstr (tablee_game_registry_get_open_message (game), ==, error->message);
  g_assert_cmpint (tally_total (TEST_TALLY (game)), ==, 0);
  g_assert_finalize_object (game);
  forget_saved_games ();
}

/* The walk of the tally page: its total and its notices follow the game
 * through scores, undo, redo, new games and their take-backs. */
static const char *
tally_move (TableeGamePage *page,
            GRand          *rand,
            gpointer        data)
{
  TestTally *tally = TEST_TALLY (tablee_game_page_get_game (page));

  tally_score (tally, g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 4), FALSE);
  return "score";
}

static void
test_tally_walk (Fixture       *fixture,
                 gconstpointer  data)
{
  tablee_test_walk (fixture->page, tally_move, NULL, NULL);
}

static void
add_tests (GType       type,
           const char *name)
{
  const struct {
    const char *test;
    void      (*func) (Fixture *, gconstpointer);
  } tests[] = {
    { "undo-redo", test_page_undo_redo },
    { "switch", test_page_switch },
    { "new-game", test_page_new_game },
    { "rules", test_page_rules },
    { "saves", test_page_saves },
    { "save-finished", test_page_save_finished },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-page/%s/%s", name, tests[i].test);

      g_test_add (path, Fixture, GSIZE_TO_POINTER (type),
                  fixture_set_up, tests[i].func, fixture_tear_down);
    }
}

int
main (int   argc,
      char *argv[])
{
  const TableePageInfo *pages;
  guint n_pages;
  guint n_games = 0;

  g_autofree char *data_dir = g_dir_make_tmp ("tablee-game-page-XXXXXX", NULL);
  g_autofree char *tablee_dir = NULL;
  int ret;

  /* A data directory of the test's own: the saved games of the pages go
   * there, and are deleted between tests. */
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  tally_register ();

  add_tests (TEST_TYPE_TALLY_PAGE, "tally");
  g_test_add_func ("/game-page/registry-saves", test_registry_saves);
  {
    const struct {
      const char *path;
      void      (*func) (Fixture *, gconstpointer);
    } tally_tests[] = {
      { "/game-page/tally/game-over", test_tally_game_over },
      { "/game-page/tally/notice-withdrawn", test_notice_withdrawn },
      { "/game-page/tally/notice-from-change", test_notice_from_change },
      { "/game-page/tally/notice-replaced", test_notice_replaced },
      { "/game-page/tally/notice-once", test_notice_once },
      { "/game-page/tally/notice-withdraw", test_notice_withdraw },
      { "/game-page/tally/notice-damaged", test_notice_damaged },
      { "/game-page/tally/notice-stall", test_notice_stall },
      { "/game-page/tally/notice-high-priority", test_notice_high_priority },
      { "/game-page/tally/walk", test_tally_walk },
    };

    for (guint i = 0; i < G_N_ELEMENTS (tally_tests); i++)
      g_test_add (tally_tests[i].path, Fixture, GSIZE_TO_POINTER (TEST_TYPE_TALLY_PAGE),
                  fixture_set_up, tally_tests[i].func, fixture_tear_down);
  }

  /* Every game of the window is a game page, and passes the same tests. */
  pages = tablee_pages_get (&n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      GType type = pages[i].get_type != NULL ? pages[i].get_type () : G_TYPE_INVALID;

      if (type != G_TYPE_INVALID && g_type_is_a (type, TABLEE_TYPE_GAME_PAGE))
        {
          g_autofree char *path = g_strdup_printf ("/game-page/%s/buttons", pages[i].id);

          add_tests (type, pages[i].id);
          g_test_add (path, Fixture, GSIZE_TO_POINTER (type),
                      fixture_set_up, test_page_buttons, fixture_tear_down);
          n_games++;
        }
    }
  /* Not Not, Frantic, Who's Next? and La Guerre des Sons. */
  g_assert_cmpuint (n_games, ==, 4);

  ret = g_test_run ();
  forget_saved_games ();
  tablee_dir = g_build_filename (data_dir, "tablee", NULL);
  g_rmdir (tablee_dir);
  g_rmdir (data_dir);

  return ret;
}
