/* test-soundbattle-layout.c: the page of La Guerre des Sons as drawn:
 * every tab shows its content after any change and any switch of tabs,
 * and no toast covers the page's main button.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "soundbattle-page-fixture.h"
#include "tablee-test-widgets.h"

typedef struct {
  GtkWindow                *window;
  TableeSoundbattlePage    *page;
  TableeSoundbattleReferee *referee;
} Fixture;

typedef struct {
  int width;
  int height;
} Size;

static const Size wide = { 800, 700 };
static const Size narrow = { 360, 640 };

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const Size *size = data;

  f->window = soundbattle_page_window_new (size->width, size->height, &f->page);
  f->referee = TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (f->page)));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  soundbattle_page_window_close (f->window);
}

static gpointer
child (Fixture    *f,
       const char *name)
{
  return soundbattle_page_child (f->page, name);
}

/* The tab shown has its scrolled window laid out, and text in it is
 * laid out too: not a blank page. */
static void
assert_tab_drawn (Fixture    *f,
                  const char *tab)
{
  GtkWidget *scrolled = adw_view_stack_get_visible_child (child (f, "view_stack"));
  g_autoptr(GPtrArray) labels = NULL;
  guint drawn = 0;

  g_assert_cmpstr (adw_view_stack_get_visible_child_name (child (f, "view_stack")), ==, tab);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_get_mapped (scrolled));
  g_assert_cmpint (gtk_widget_get_width (scrolled), >, 0);
  g_assert_cmpint (gtk_widget_get_height (scrolled), >, 0);
  g_assert_cmpint (gtk_widget_get_width (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))), >, 0);

  labels = tablee_test_find_widgets (scrolled, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_mapped (label) && *gtk_label_get_text (GTK_LABEL (label)) != '\0' &&
          gtk_widget_get_width (label) > 0)
        drawn++;
    }
  g_assert_cmpuint (drawn, >, 0);
}

static void
visit_tabs (Fixture *f)
{
  static const char *tabs[] = { "history", "hear", "referee" };

  for (guint i = 0; i < G_N_ELEMENTS (tabs); i++)
    {
      adw_view_stack_set_visible_child_name (child (f, "view_stack"), tabs[i]);
      soundbattle_page_wait_for_frame (f->window);
      assert_tab_drawn (f, tabs[i]);
    }
}

static void
activate (Fixture    *f,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->page), action, parameter));
}

static void
lay (Fixture    *f,
     const char *value)
{
  gtk_editable_set_text (child (f, "value_row"), value);
  activate (f, "page.lay", NULL);
}

/* Switches to tab as soon as the game changes: within the change, before
 * the page's lists follow it. */
static void
switch_in_change_cb (Fixture *f)
{
  adw_view_stack_set_visible_child_name (child (f, "view_stack"), "history");
}

/* Every tab shows its content after each kind of change, including a
 * change made while another tab shows, and a tab switched to in the middle
 * of a change. */
static void
test_layout_tabs (Fixture       *f,
                  gconstpointer  data)
{
  gulong handler;

  soundbattle_page_wait_for_frame (f->window);
  visit_tabs (f);
  activate (f, "page.start-match", NULL);
  visit_tabs (f);
  activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_VOLUME, TABLEE_SOUND_DIRECTION_HIGHEST));
  visit_tabs (f);
  lay (f, "80");
  lay (f, "80");
  visit_tabs (f);
  lay (f, "20");
  visit_tabs (f);

  /* Changes made while the History tab shows. */
  adw_view_stack_set_visible_child_name (child (f, "view_stack"), "history");
  soundbattle_page_wait_for_frame (f->window);
  activate (f, "game.undo", NULL);
  activate (f, "game.redo", NULL);
  soundbattle_page_wait_for_frame (f->window);
  assert_tab_drawn (f, "history");
  visit_tabs (f);

  /* A new game from the History tab brings the referee's tab back; its
   * take-back keeps the tab. */
  adw_view_stack_set_visible_child_name (child (f, "view_stack"), "history");
  soundbattle_page_wait_for_frame (f->window);
  activate (f, "game.new-game", NULL);
  soundbattle_page_wait_for_frame (f->window);
  assert_tab_drawn (f, "referee");
  activate (f, "game.undo", NULL);
  soundbattle_page_wait_for_frame (f->window);
  assert_tab_drawn (f, "referee");

  handler = g_signal_connect_swapped (f->referee, "changed", G_CALLBACK (switch_in_change_cb), f);
  lay (f, "10");
  g_signal_handler_disconnect (f->referee, handler);
  soundbattle_page_wait_for_frame (f->window);
  assert_tab_drawn (f, "history");
  visit_tabs (f);
}

static gboolean
intersect (GtkWidget             *widget,
           GtkWidget             *window,
           const graphene_rect_t *clip,
           graphene_rect_t       *bounds)
{
  if (!gtk_widget_compute_bounds (widget, window, bounds))
    return FALSE;

  return clip == NULL || graphene_rect_intersection (bounds, clip, bounds);
}

/* The toast the page shows, as drawn in the window's overlay. */
static GtkWidget *
toast_widget (Fixture *f)
{
  GType type = g_type_from_name ("AdwToastWidget");
  g_autoptr(GPtrArray) found = NULL;

  g_assert_true (type != 0);
  found = tablee_test_find_widgets (gtk_window_get_child (f->window), type);
  for (guint i = 0; i < found->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (found, i)))
      return g_ptr_array_index (found, i);

  return NULL;
}

/* Wherever the referee's tab is scrolled, the main button of the moment,
 * where it shows, is clear of the toast. */
static void
assert_button_clear (Fixture    *f,
                     const char *button_name)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *scrolled = adw_view_stack_get_visible_child (child (f, "view_stack"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  GtkWidget *button = child (f, button_name);
  GtkWidget *toast;
  graphene_rect_t viewport, toast_bounds, button_bounds;
  guint seen = 0;

  for (guint step = 0; step <= 4; step++)
    {
      double lower = gtk_adjustment_get_lower (adjustment);
      double range = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - lower;

      gtk_adjustment_set_value (adjustment, lower + MAX (range, 0) * step / 4);
      soundbattle_page_wait_for_frame (f->window);
      toast = toast_widget (f);
      g_assert_nonnull (toast);
      g_assert_true (gtk_widget_get_mapped (button));
      g_assert_true (gtk_widget_compute_bounds (scrolled, window, &viewport));
      g_assert_true (intersect (toast, window, NULL, &toast_bounds));
      /* Scrolled out of sight, the button is not covered either. */
      if (!intersect (button, window, &viewport, &button_bounds))
        continue;

      seen++;
      g_assert_false (graphene_rect_intersection (&button_bounds, &toast_bounds, NULL));
    }
  g_assert_cmpuint (seen, >, 0);
}

static void
test_layout_toast (Fixture       *f,
                   gconstpointer  data)
{
  soundbattle_page_wait_for_frame (f->window);
  activate (f, "page.start-match", NULL);
  activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_PITCH, TABLEE_SOUND_DIRECTION_HIGHEST));
  lay (f, "100");
  lay (f, "200");
  /* A toast says what was undone, with Redo. */
  activate (f, "game.undo", NULL);
  g_assert_nonnull (tablee_game_page_get_toast (TABLEE_GAME_PAGE (f->page)));
  assert_button_clear (f, "lay_button");

  lay (f, "200");
  lay (f, "300");
  activate (f, "game.undo", NULL);
  activate (f, "game.redo", NULL);
  g_assert_nonnull (tablee_game_page_get_toast (TABLEE_GAME_PAGE (f->page)));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  assert_button_clear (f, "end_match_button");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/soundbattle/layout/tabs", Fixture, &wide, fixture_set_up, test_layout_tabs, fixture_tear_down);
  g_test_add ("/soundbattle/layout/tabs-narrow", Fixture, &narrow, fixture_set_up, test_layout_tabs, fixture_tear_down);
  g_test_add ("/soundbattle/layout/toast", Fixture, &narrow, fixture_set_up, test_layout_toast, fixture_tear_down);
  g_test_add ("/soundbattle/layout/toast-wide", Fixture, &wide, fixture_set_up, test_layout_toast, fixture_tear_down);

  return g_test_run ();
}
