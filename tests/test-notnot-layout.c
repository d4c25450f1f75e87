/* test-notnot-layout.c: the Not Not page on a phone-sized window and on
 * its part of a laptop's, in French, the language with the longer words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"

#define PHONE_WIDTH  360
#define PHONE_HEIGHT 640
/* What the page is given of a 1000×700 window: the rest goes to the
 * sidebar and the header bar. */
#define LAPTOP_WIDTH  744
#define LAPTOP_HEIGHT 648

typedef struct {
  GtkWidget        *window;
  TableeNotnotPage *page;
  int               width;
  int               height;
} Fixture;

/* Whether the page is laid out for a narrow window: dice above the board. */
static gboolean
is_folded (Fixture *fixture)
{
  GObject *play_area = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_NOTNOT_PAGE, "play_area");

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (play_area)) == GTK_ORIENTATION_VERTICAL;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                guint         *n_frames)
{
  (*n_frames)++;
}

/* Runs the main loop until the page has its size and layout. A wake-up
 * every 20 ms keeps the loop turning; the bound only stops a test that
 * would otherwise wait forever. */
static void
wait_for_layout (Fixture  *fixture,
                 gboolean  folded)
{
  guint wake = g_timeout_add (20, wake_cb, NULL);
  GdkFrameClock *clock;
  guint n_frames = 0;
  gulong handler;

  for (guint i = 0; i < 1000; i++)
    {
      if (gtk_widget_get_width (GTK_WIDGET (fixture->page)) == fixture->width &&
          is_folded (fixture) == folded)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  /* Two more frames, so that what changed last is laid out too, however
   * slowly a busy machine turns the loop. */
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &n_frames);
  for (guint i = 0; i < 1000 && n_frames < 2; i++)
    {
      gtk_widget_queue_draw (GTK_WIDGET (fixture->window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (clock, handler);
  g_source_remove (wake);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), ==, fixture->width);
  g_assert_cmpint (is_folded (fixture), ==, folded);
}

static void
setup (Fixture       *fixture,
       gconstpointer  data)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);

  tablee_sound_set_default (sound);
  fixture->width = data != NULL ? LAPTOP_WIDTH : PHONE_WIDTH;
  fixture->height = data != NULL ? LAPTOP_HEIGHT : PHONE_HEIGHT;
  fixture->page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL);
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), fixture->width, fixture->height);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->page));
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));
}

static void
teardown (Fixture       *fixture,
          gconstpointer  data)
{
  g_autoptr(GtkWidget) page = g_object_ref (GTK_WIDGET (fixture->page));

  gtk_window_destroy (GTK_WINDOW (fixture->window));
  while (fixture->window != NULL)
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (g_steal_pointer (&page));
  tablee_sound_set_default (NULL);
}

/* Every widget that shows lies inside the page's width: nothing is cut. */
static void
assert_nothing_cut (Fixture    *fixture,
                    const char *state)
{
  g_autoptr(GPtrArray) widgets = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_WIDGET);
  guint n_checked = 0;

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      graphene_rect_t bounds;

      /* Popovers float; a scrollbar's parts may overshoot the edge. */
      if (!gtk_widget_get_mapped (widget) || GTK_IS_POPOVER (widget) ||
          gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) != NULL ||
          gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLBAR) != NULL)
        continue;
      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->page), &bounds));
      if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > fixture->width + 0.5)
        g_error ("%s: a %s in a %s (%s) spans %.0f to %.0f px, outside the %d px of the page",
                 state, G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                 GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "",
                 bounds.origin.x, bounds.origin.x + bounds.size.width, fixture->width);
      n_checked++;
    }

  g_assert_cmpuint (n_checked, >, 20);
}

static void
activate (Fixture    *fixture,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->page), action, parameter));
}

static void
test_every_mode_fits_a_phone (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *modes[] = { "table", "training", "dice" };

  /* The test means something only in French. */
  g_assert_cmpstr (tablee_notnot_level_get_name (TABLEE_NOTNOT_LEVEL_DISCOVERY), ==, "Découverte");

  wait_for_layout (fixture, TRUE);
  assert_nothing_cut (fixture, "fresh start");

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *state = g_strdup_printf ("%s, rolled", modes[i]);

      activate (fixture, "page.mode", g_variant_new_string (modes[i]));
      activate (fixture, "page.level", g_variant_new_uint32 (TABLEE_NOTNOT_LEVEL_EXTREME));
      activate (fixture, "page.roll", NULL);
      if (g_str_equal (modes[i], "table"))
        activate (fixture, "page.reveal", NULL);
      wait_for_layout (fixture, TRUE);
      assert_nothing_cut (fixture, state);
    }
}

/* Four players, a turn scored with a result for each, the next rolled:
 * the result line under the scores does not push "Score the Taps" below
 * the window. */
static void
test_score_button_stays_in_view (Fixture       *fixture,
                                 gconstpointer  data)
{
  TableeNotnotGame *game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (fixture->page)));
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  const char *names[] = { "Alexandra", "Benoît", "Charlotte", "Dominique" };
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_BUTTON);
  GtkWidget *button = NULL;
  g_autofree char *results = NULL;
  graphene_rect_t bounds;
  guint valid;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if (i < tablee_players_get_n_players (players))
        g_assert_true (tablee_players_rename (players, i, names[i], NULL));
      else
        g_assert_nonnull (tablee_players_add (players, names[i], NULL));
    }
  do
    {
      activate (fixture, "page.roll", NULL);
      valid = tablee_notnot_game_get_valid_spots (game);
    }
  while (valid == 0 || valid == TABLEE_SPOT_MASK_ALL);
  /* Two right, two wrong: a sentence each. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      guint spot = 0;

      while ((((valid >> spot) & 1) != 0) != (i % 2 == 0))
        spot++;
      activate (fixture, "page.tap", g_variant_new ("(uu)", i, spot));
    }
  activate (fixture, "page.end-turn", NULL);
  activate (fixture, "page.roll", NULL);
  results = tablee_notnot_game_dup_results_text (game);
  g_assert_nonnull (strstr (results, names[3]));

  for (guint i = 0; i < buttons->len; i++)
    if (GTK_IS_ACTIONABLE (g_ptr_array_index (buttons, i)) &&
        g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "page.end-turn") == 0)
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);

  wait_for_layout (fixture, FALSE);
  assert_nothing_cut (fixture, "four players, a turn scored");
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (fixture->page), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, fixture->height);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int status;

  data_dir = g_dir_make_tmp ("tablee-notnot-layout-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  g_setenv ("TABLEE_SEED", "4242", TRUE);
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/notnot/layout/every-mode-fits-a-phone", Fixture, NULL, setup,
              test_every_mode_fits_a_phone, teardown);
  g_test_add ("/notnot/layout/score-button-stays-in-view", Fixture, "laptop", setup,
              test_score_button_stays_in_view, teardown);

  status = g_test_run ();

  /* What the page saved. */
  {
    g_autofree char *saves = g_build_filename (data_dir, "tablee", NULL);
    g_autoptr(GDir) dir = g_dir_open (saves, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (saves, name, NULL);

        g_unlink (path);
      }
    g_rmdir (saves);
  }
  g_rmdir (data_dir);

  return status;
}
