/* frantic-page-fixture.h: what the tests of the Frantic page and of its
 * round dialog share: a page in a window, its actions, the dialog's rows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tablee-frantic-page.h"
#include "tablee-frantic-round-dialog.h"
#include "tablee-store.h"
#include "tablee-test-widgets.h"

G_GNUC_UNUSED static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Lets the window's frame clock lay out and style what changed. */
G_GNUC_UNUSED static void
settle (void)
{
  for (int i = 0; i < 20; i++)
    {
      drain ();
      g_usleep (10000);
    }
}

typedef struct {
  GtkWindow         *window;
  TableeFranticPage *page;
  TableeFranticGame *game;
} Fixture;

/* Every test but the one about restoring starts a new game. */
G_GNUC_UNUSED static void
forget_saved_game (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablee", "frantic.state", NULL);

  g_unlink (path);
}

G_GNUC_UNUSED static void
fixture_create (Fixture *fixture)
{
  GtkWidget *overlay = adw_toast_overlay_new ();

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = g_object_new (TABLEE_TYPE_FRANTIC_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fixture->page));
  gtk_window_set_child (fixture->window, overlay);
  gtk_window_set_default_size (fixture->window, 900, 700);
  gtk_window_present (fixture->window);
  fixture->game = TABLEE_FRANTIC_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (fixture->page)));
  drain ();
}

G_GNUC_UNUSED static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  forget_saved_game ();
  fixture_create (fixture);
}

G_GNUC_UNUSED static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  tablee_store_flush_all ();
  gtk_window_destroy (fixture->window);
  drain ();
}

G_GNUC_UNUSED static gboolean
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

  return gtk_widget_activate_action_variant (GTK_WIDGET (fixture->page), action, parameter);
}

/* Whether a label under root shows text, as read (markup parsed). */
G_GNUC_UNUSED static gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), text) != NULL)
      return TRUE;

  return FALSE;
}

/* The round dialog open on top, or NULL. */
G_GNUC_UNUSED static TableeFranticRoundDialog *
find_round_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TABLEE_IS_FRANTIC_ROUND_DIALOG (window))
        return TABLEE_FRANTIC_ROUND_DIALOG (window);
    }

  return NULL;
}

G_GNUC_UNUSED static TableeFranticRoundDialog *
open_dialog (Fixture    *fixture,
             const char *action,
             ...)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  va_list args;
  guint n_before = g_list_model_get_n_items (toplevels);

  va_start (args, action);
  if (g_str_equal (action, "frantic.edit-round"))
    g_assert_true (activate (fixture, action, "u", va_arg (args, guint)));
  else
    g_assert_true (activate (fixture, action, NULL));
  va_end (args);
  drain ();

  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_before + 1);
  g_assert_nonnull (find_round_dialog ());

  return find_round_dialog ();
}

G_GNUC_UNUSED static GPtrArray *
hand_rows (TableeFranticRoundDialog *dialog)
{
  g_autoptr(GPtrArray) rows = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  GPtrArray *hands = g_ptr_array_new ();

  /* The hands come first, one per player. */
  for (guint i = 0; i < rows->len && hands->len < 3; i++)
    g_ptr_array_add (hands, g_ptr_array_index (rows, i));

  return hands;
}

G_GNUC_UNUSED static void
set_text (gpointer    row,
          const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* The "went out" toggles, one per player. */
G_GNUC_UNUSED static GPtrArray *
finisher_buttons (TableeFranticRoundDialog *dialog)
{
  g_autoptr(GPtrArray) boxes = tablee_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_FLOW_BOX);

  for (guint i = 0; i < boxes->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (boxes, i)), "finishers"))
      return tablee_test_find_widgets (g_ptr_array_index (boxes, i), GTK_TYPE_TOGGLE_BUTTON);

  g_assert_not_reached ();
}

/* The text of the live sums of the round, per player. */
G_GNUC_UNUSED static char *
preview_text (TableeFranticRoundDialog *dialog)
{
  g_autoptr(GPtrArray) groups = tablee_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < groups->len; i++)
    {
      AdwPreferencesGroup *group = g_ptr_array_index (groups, i);
      g_autoptr(GPtrArray) rows = NULL;

      if (g_strcmp0 (adw_preferences_group_get_title (group), "This Round") != 0)
        continue;
      rows = tablee_test_find_widgets (GTK_WIDGET (group), ADW_TYPE_ACTION_ROW);
      for (guint r = 0; r < rows->len; r++)
        {
          g_autoptr(GPtrArray) labels = tablee_test_find_widgets (g_ptr_array_index (rows, r), GTK_TYPE_LABEL);

          /* The suffix is the row's last label. */
          g_string_append_printf (text, "%s;",
                                  gtk_label_get_text (g_ptr_array_index (labels, labels->len - 1)));
        }
    }

  return g_string_free (text, FALSE);
}

/* The environment of a test program of the page: English, a seed, a data
 * directory of its own (G_TEST_OPTION_ISOLATE_DIRS makes GTK leak its
 * cached paths). Returns that directory, for frantic_test_finish. */
G_GNUC_UNUSED static char *
frantic_test_init (int    *argc,
                   char ***argv)
{
  char *data_dir;

  g_setenv ("LANGUAGE", "en", TRUE);
  g_setenv ("TABLEE_SEED", "4242", TRUE);
  /* Software GL under Xvfb is slow, and these tests look at widgets, not
   * pixels. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  data_dir = g_dir_make_tmp ("tablee-frantic-page-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();

  return data_dir;
}

G_GNUC_UNUSED static void
frantic_test_finish (char *data_dir)
{
  g_autofree char *tablee_dir = g_build_filename (data_dir, "tablee", NULL);

  forget_saved_game ();
  g_rmdir (tablee_dir);
  g_rmdir (data_dir);
  g_free (data_dir);
}
