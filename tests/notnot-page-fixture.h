/* notnot-page-fixture.h: what the tests of the Not Not page share: a page
 * in a window of its own, its parts found by name, and its actions run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-notnot-card-view.h"
#include "tablee-notnot-die-view.h"
#include "tablee-settings.h"
#include "tablee-notnot-page.h"
#include "tablee-sound.h"
#include "tablee-test-widgets.h"
#include "tablee-recorder-sink.h"
#include "test-notnot-shared.h"

typedef struct {
  GtkWidget          *holder;
  TableeNotnotPage   *page;
  TableeNotnotGame   *game;
  TableeRecorderSink *sink;
  GVariant           *rules_opened;
} Fixture;

static inline void
show_rules_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  Fixture *fixture = user_data;

  g_clear_pointer (&fixture->rules_opened, g_variant_unref);
  fixture->rules_opened = g_variant_ref (parameter);
}

/* The page's parts, by their names in its template. */
static inline GtkWidget *
part (Fixture    *fixture,
      const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), TABLEE_TYPE_NOTNOT_PAGE, name);

  g_assert_nonnull (object);

  return GTK_WIDGET (object);
}

static inline GtkWidget *
part_at (Fixture    *fixture,
         const char *prefix,
         guint       index)
{
  g_autofree char *name = g_strdup_printf ("%s%u", prefix, index);

  return part (fixture, name);
}

/* The word die i shows, and its ink: the word's label and its "ink-"
 * class. */
static inline GtkLabel *
die_label (Fixture *fixture,
           guint    i)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (part_at (fixture, "die_", i), GTK_TYPE_LABEL);

  g_assert_cmpuint (labels->len, ==, 1);

  return g_ptr_array_index (labels, 0);
}

static inline const char *
die_word (Fixture *fixture,
          guint    i)
{
  return gtk_label_get_text (die_label (fixture, i));
}

static inline char *
die_ink (Fixture *fixture,
         guint    i)
{
  g_auto(GStrv) classes = gtk_widget_get_css_classes (GTK_WIDGET (die_label (fixture, i)));

  for (guint c = 0; classes[c] != NULL; c++)
    {
      if (g_str_has_prefix (classes[c], "ink-"))
        return g_strdup (classes[c]);
    }

  return NULL;
}

static inline const char *
text_of (Fixture    *fixture,
         const char *name)
{
  return gtk_label_get_text (GTK_LABEL (part (fixture, name)));
}

/* Whether the page is laid out for a narrow window: dice above the board. */
static inline gboolean
is_folded (Fixture *fixture)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (part (fixture, "play_area"))) == GTK_ORIENTATION_VERTICAL;
}

static inline TableeNotnotGame *
page_game (TableeNotnotPage *page)
{
  return TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (page)));
}

/* The cards left in the pile, told by the game's "pile-size". */
static inline guint
pile_size (TableeNotnotGame *game)
{
  guint size;

  g_object_get (game, "pile-size", &size, NULL);

  return size;
}

static inline void
setup (Fixture       *fixture,
       gconstpointer  data)
{
  g_autoptr(TableeSoundSink) sink = tablee_recorder_sink_new (NULL);
  g_autoptr(TableeSound) sound = tablee_sound_new (sink);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));

  /* A fixed seed replays the same game; every test starts with no save. */
  g_setenv ("TABLEE_SEED", "4242", TRUE);
  notnot_test_forget_saved_games ();
  tablee_sound_set_default (sound);
  fixture->sink = TABLEE_RECORDER_SINK (sink);

  fixture->page = g_object_ref_sink (g_object_new (TABLEE_TYPE_NOTNOT_PAGE, NULL));
  fixture->game = page_game (fixture->page);
  /* The page sits in the toast overlay of the window, which stands for
   * it, with the window's action that opens the rules, recorded. Only the
   * animation test shows a window: a frame clock needs one. */
  fixture->holder = g_object_ref_sink (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), GTK_WIDGET (fixture->page));
  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), fixture);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));
  gtk_widget_insert_action_group (fixture->holder, "win", G_ACTION_GROUP (group));
}

static inline void
teardown (Fixture       *fixture,
          gconstpointer  data)
{
  GtkWidget *window = gtk_widget_get_ancestor (fixture->holder, GTK_TYPE_WINDOW);

  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->holder), NULL);
  g_assert_finalize_object (fixture->holder);
  g_assert_finalize_object (fixture->page);
  g_clear_pointer (&fixture->rules_opened, g_variant_unref);
  tablee_sound_set_default (NULL);
}

static inline void
activate (Fixture    *fixture,
          const char *action,
          const char *format,
          ...)
{
  GVariant *parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (fixture->page), action, parameter));
}

/* Rolls on the page until at least one card is right. */
static inline guint
roll_until_valid (Fixture *fixture)
{
  for (guint i = 0; i < 500; i++)
    {
      activate (fixture, "page.roll", NULL);
      if (tablee_notnot_game_get_valid_spots (fixture->game) != 0)
        return tablee_notnot_game_get_valid_spots (fixture->game);
    }

  g_assert_not_reached ();
}

/* Starts a test program of the page: the page saves its games in a
 * folder of the program's own (notnot_test_set_up()), emptied before each
 * test. Returns the folder, for notnot_page_test_run(). */
static inline char *
notnot_page_test_init (int          *argc,
                       char       ***argv,
                       const char   *name)
{
  char *data_dir = notnot_test_set_up (name);

  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();

  return data_dir;
}

/* Runs the tests, then removes what they saved. */
static inline int
notnot_page_test_run (const char *data_dir)
{
  int status = g_test_run ();

  notnot_test_clean_up (data_dir);

  return status;
}
