/* test-notnot-readable.c: Not Not across a table: "Who tapped...?" answers
 * to the players' number keys, and the liar and "UP" marks are large
 * enough to read from the other side.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"
#include "test-notnot-shared.h"

typedef struct {
  GtkWindow          *window;
  TableeNotnotPage   *page;
  TableeNotnotGame   *game;
} Fixture;

static void
setup (Fixture       *fixture,
       gconstpointer  data)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  GtkWidget *overlay = adw_toast_overlay_new ();

  g_setenv ("TABLEE_SEED", "4242", TRUE);
  notnot_test_forget_saved_games ();
  tablee_sound_set_default (sound);

  fixture->page = g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL);
  fixture->game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (fixture->page)));
  fixture->window = GTK_WINDOW (gtk_window_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
  gtk_window_set_child (fixture->window, overlay);
  gtk_window_set_default_size (fixture->window, 1000, 700);
  gtk_window_present (fixture->window);
}

static void
teardown (Fixture       *fixture,
          gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tablee_sound_set_default (NULL);
}

static GtkPopover *
shown_popover (Fixture *fixture)
{
  g_autoptr(GPtrArray) popovers = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_POPOVER);

  for (guint i = 0; i < popovers->len; i++)
    {
      if (gtk_widget_get_visible (g_ptr_array_index (popovers, i)))
        return g_ptr_array_index (popovers, i);
    }

  return NULL;
}

/* Presses keyval in popover, as its key controller would see it. */
static gboolean
press_in (GtkPopover *popover,
          guint       keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (popover));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }

  return handled;
}

/* A card clicked asks "Who tapped...?": each player shows their number,
 * and the number key chooses them, as a click would. */
static void
test_who_tapped_keys (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkPopover *popover;
  int spot = -1;
  g_autoptr(GPtrArray) labels = NULL;
  gboolean numbered = FALSE;

  for (guint i = 0; i < 500 && spot < 0; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.roll", NULL));
      if (tablee_notnot_game_get_valid_spots (fixture->game) != 0)
        spot = notnot_test_lowest_spot (tablee_notnot_game_get_valid_spots (fixture->game));
    }
  g_assert_cmpint (spot, >=, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.pick", "u", spot));
  popover = shown_popover (fixture);
  g_assert_nonnull (popover);
  labels = tablee_test_find_widgets (GTK_WIDGET (popover), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    numbered |= g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), "2") == 0;
  g_assert_true (numbered);

  g_assert_true (press_in (popover, GDK_KEY_2));
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 1), ==, spot);
  g_assert_cmpint (tablee_notnot_game_get_tap (fixture->game, 0), ==, -1);
  /* No ninth player here; other keys go on. */
  g_assert_false (press_in (popover, GDK_KEY_9));
}

/* The liar's mark and the "UP" badge, with their margins: at least 44 px
 * and 28 px high (40 and 24 before, too small across a table). */
static void
test_marks_large (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *up = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                            TABLEE_TYPE_NOTNOT_PAGE, "up_badge_0"));
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->page), GTK_TYPE_LABEL);
  GtkWidget *liar = NULL;
  int height;

  for (guint i = 0; i < labels->len && liar == NULL; i++)
    {
      if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "liar"))
        liar = g_ptr_array_index (labels, i);
    }
  g_assert_nonnull (liar);

  /* Measured as they show on a card that has them. */
  gtk_widget_set_visible (liar, TRUE);
  gtk_widget_set_visible (up, TRUE);
  gtk_widget_measure (liar, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  g_test_message ("liar %d px", height);
  g_assert_cmpint (height, >=, 44);
  gtk_widget_measure (up, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  g_test_message ("UP %d px", height);
  g_assert_cmpint (height, >=, 28);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int status;

  data_dir = notnot_test_set_up ("notnot-readable");
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/notnot/readable/who-tapped-keys", Fixture, NULL, setup, test_who_tapped_keys, teardown);
  g_test_add ("/notnot/readable/marks-large", Fixture, NULL, setup, test_marks_large, teardown);

  status = g_test_run ();
  notnot_test_clean_up (data_dir);

  return status;
}
