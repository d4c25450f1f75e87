/* test-whosnext-table.c: the Who's Next? table and its page laid out, from a
 * phone to the table mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "tablee-application.h"
#include "tablee-player-editor.h"
#include "tablee-settings.h"
#include "tablee-sound.h"
#include "tablee-whosnext-page-private.h"
#include "tablee-whosnext-seat.h"
#include "tablee-window.h"
#include "tablee-test-widgets.h"
#include "whosnext-page-fixture.h"

/* The Don't Panic card coming to a seat does not move the seats. */
static void
test_badge_keeps_seats (Fixture       *fixture,
                        gconstpointer  data)
{
  int before, after;

  tablee_whosnext_game_set_level (fixture->game, TABLEE_WHOSNEXT_DONT_PANIC_LEVEL);
  gtk_widget_measure (GTK_WIDGET (seat (fixture, 1)), GTK_ORIENTATION_VERTICAL, 120,
                      NULL, &before, NULL, NULL);
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (fixture->game), ==, 1);
  gtk_widget_measure (GTK_WIDGET (seat (fixture, 1)), GTK_ORIENTATION_VERTICAL, 120,
                      NULL, &after, NULL, NULL);
  g_assert_cmpint (after, ==, before);
}


static int
text_height (GtkWidget *widget,
             GType      type,
             const char *text)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (widget, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      int height;

      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) == 0 &&
          gtk_widget_get_ancestor (label, type) != NULL)
        {
          gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
          return height;
        }
    }

  g_error ("no label “%s”", text);
}

/* The table mode: the table alone takes the page, and every text grows,
 * the seats' names and the status as much as the rest. */
static void
test_table_mode (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWidget *page = GTK_WIDGET (fixture->page);
  int name = text_height (page, TABLEE_TYPE_WHOSNEXT_SEAT, "Player 2");
  int status = text_height (page, TABLEE_TYPE_WHOSNEXT_PAGE, "Player 1 starts");
  int level = text_height (page, TABLEE_TYPE_WHOSNEXT_PAGE,
                           "Level 0: Whoot sides only. Time to play: 14\u00a0s.");
  g_autoptr(GPtrArray) editors = tablee_test_find_widgets (page, TABLEE_TYPE_PLAYER_EDITOR);
  GtkStyleProvider *style = tablee_test_add_app_style ();

  g_assert_true (gtk_widget_get_visible (g_ptr_array_index (editors, 0)));
  gtk_widget_add_css_class (GTK_WIDGET (fixture->window), "table-mode");
  /* Styles follow at the next frame. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));

  g_assert_false (gtk_widget_get_visible (g_ptr_array_index (editors, 0)));
  g_assert_cmpint (text_height (page, TABLEE_TYPE_WHOSNEXT_SEAT, "Player 2"), >, name * 5 / 4);
  g_assert_cmpint (text_height (page, TABLEE_TYPE_WHOSNEXT_PAGE, "Player 1 starts"), >, status * 5 / 4);
  g_assert_cmpint (text_height (page, TABLEE_TYPE_WHOSNEXT_PAGE,
                                "Level 0: Whoot sides only. Time to play: 14\u00a0s."), >, level * 5 / 4);

  gtk_widget_remove_css_class (GTK_WIDGET (fixture->window), "table-mode");
  g_assert_true (gtk_widget_get_visible (g_ptr_array_index (editors, 0)));
  tablee_test_remove_app_style (style);
}


static int
min_width (GtkWidget *widget)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Lays the page out at width, as the window would. */
static void
lay_out (Fixture *fixture,
         int      width)
{
  int height;

  gtk_widget_measure (GTK_WIDGET (fixture->page), GTK_ORIENTATION_VERTICAL, width,
                      &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (GTK_WIDGET (fixture->page),
                            &(GtkAllocation) { 0, 0, width, MAX (height, 640) }, -1);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), ==, width);
}

static void
assert_names_whole (Fixture *fixture)
{
  g_autoptr(GPtrArray) labels = tablee_test_find_widgets (GTK_WIDGET (fixture->page->table),
                                                          GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (label)) &&
          pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        {
          g_error ("“%s” is cut at %d px", gtk_label_get_text (label),
                   gtk_widget_get_width (GTK_WIDGET (label)));
        }
    }
}

/* Every view fits a phone, 360 px wide, in each state: nothing asks for
 * more, and at that width the names and cards on the table are whole. */
static void
check_phone_width (Fixture *fixture)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (fixture->game));
  const char *names[] = { "Romain", "Zoé", "Paul", "Seb" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_true (tablee_players_rename (players, i, names[i], NULL));
  tablee_whosnext_game_set_level (fixture->game, 6);

  /* Waiting for the first player, then a round under way. */
  g_assert_cmpint (min_width (GTK_WIDGET (fixture->page)), <=, 360);
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  gtk_widget_activate_action (GTK_WIDGET (fixture->page), "page.play-card", "i", 2);
  g_assert_cmpint (min_width (GTK_WIDGET (fixture->page)), <=, 360);
  lay_out (fixture, 360);
  assert_names_whole (fixture);

  /* The Don't Panic card red side up on a seat, beside its wrong notes
   * and their number. */
  tablee_whosnext_game_set_level (fixture->game, 5);
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  g_assert_cmpuint (tablee_whosnext_game_get_dont_panic_streak (fixture->game), ==, 2);
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  g_assert_cmpint (min_width (GTK_WIDGET (fixture->page)), <=, 360);
  lay_out (fixture, 360);
  assert_names_whole (fixture);

  /* The trainer, with its longest cards. */
  tablee_whosnext_trainer_set_level (fixture->page->trainer, 6);
  tablee_whosnext_trainer_set_active (fixture->page->trainer, TRUE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, 10 * S);
  g_assert_cmpint (min_width (GTK_WIDGET (fixture->page)), <=, 360);
  for (guint i = 0; i < 20; i++)
    {
      activate (fixture, "page.card-played", NULL);
      lay_out (fixture, 360);
      assert_names_whole (fixture);
      tablee_clock_advance (fixture->clock, 10 * S);
    }
  tablee_whosnext_trainer_set_active (fixture->page->trainer, FALSE);
}

static void
test_phone_width (Fixture       *fixture,
                  gconstpointer  data)
{
  check_phone_width (fixture);
}

/* Whether widget, laid out in the page, shows whole without scrolling. */
static gboolean
in_view (Fixture   *fixture,
         GtkWidget *widget,
         int        height)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->page), &bounds));
  g_test_message ("%s from %.0f to %.0f px of %d", G_OBJECT_TYPE_NAME (widget),
                  bounds.origin.y, bounds.origin.y + bounds.size.height, height);

  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height;
}

/* At 1000x700 (the page is 744x653 beside the sidebar, under the header),
 * with a Don't Panic badge on a seat and a mistake waiting, who is next,
 * the card keys and Card Played stay in view beside the table; in the
 * trainer, its feedback and Next Card too. */
static void
test_controls_in_view (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkStyleProvider *style = tablee_test_add_app_style ();
  const int width = 744, height = 653;

  tablee_whosnext_game_set_level (fixture->game, 4);
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  activate (fixture, "page.wrong-note", g_variant_new_int32 (1));
  activate (fixture, "page.start-round", g_variant_new_int32 (1));
  activate (fixture, "page.seat", g_variant_new_int32 (3));
  activate (fixture, "page.play-card", g_variant_new_int32 (1));
  g_assert_cmpint (tablee_whosnext_game_get_last_break (fixture->game, NULL), !=, TABLEE_WHOSNEXT_BREAK_NONE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  gtk_widget_size_allocate (GTK_WIDGET (fixture->page), &(GtkAllocation) { 0, 0, width, height }, -1);

  g_assert_true (in_view (fixture, GTK_WIDGET (fixture->page->status_title), height));
  g_assert_true (in_view (fixture, GTK_WIDGET (fixture->page->cards_box), height));
  g_assert_true (in_view (fixture, GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture->page),
                                                                              TABLEE_TYPE_WHOSNEXT_PAGE,
                                                                              "pending_button")), height));
  g_assert_true (in_view (fixture, gtk_widget_get_ancestor (GTK_WIDGET (fixture->page->played_caption), GTK_TYPE_BUTTON), height));

  /* The trainer, after an answer. */
  tablee_whosnext_trainer_set_level (fixture->page->trainer, 6);
  tablee_whosnext_trainer_set_active (fixture->page->trainer, TRUE);
  activate (fixture, "page.card-played", NULL);
  tablee_clock_advance (fixture->clock, 10 * S);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  gtk_widget_size_allocate (GTK_WIDGET (fixture->page), &(GtkAllocation) { 0, 0, width, height }, -1);
  g_assert_true (in_view (fixture, GTK_WIDGET (fixture->page->trainer_feedback), height));
  g_assert_true (in_view (fixture, GTK_WIDGET (fixture->page->trainer_start_button), height));
  tablee_whosnext_trainer_set_active (fixture->page->trainer, FALSE);

  tablee_test_remove_app_style (style);
}

/* On a phone, the words under the seconds ("Space to start", whose time it
 * is) are scaled down with the number to fit the ring: they stay at least
 * two thirds of their size, readable. */
static void
test_phone_caption (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWidget *caption = GTK_WIDGET (fixture->page->seconds_caption);
  GtkStyleProvider *style = tablee_test_add_app_style ();
  g_autoptr(TableePlayer) removed = NULL;
  graphene_rect_t bounds;

  /* Three players, the fewest: the ring is at its smallest. */
  removed = tablee_players_remove (tablee_game_get_players (TABLEE_GAME (fixture->game)), 3, NULL);
  g_assert_nonnull (removed);
  gtk_widget_add_css_class (GTK_WIDGET (fixture->window), "narrow");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  lay_out (fixture, 360);

  g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (fixture->page->table), &bounds));
  g_test_message ("caption %d px high, drawn at %.1f px",
                  gtk_widget_get_height (caption), bounds.size.height);
  g_assert_cmpfloat (bounds.size.height, >=, gtk_widget_get_height (caption) * 2.0 / 3.0);

  gtk_widget_remove_css_class (GTK_WIDGET (fixture->window), "narrow");
  tablee_test_remove_app_style (style);
}

/* French labels are longer. */
static void
test_phone_width_french (void)
{
  if (g_test_subprocess ())
    {
      Fixture fixture;

      g_setenv ("LANGUAGE", "fr", TRUE);
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);

      fixture_set_up (&fixture, NULL);
      g_assert_cmpstr (gtk_label_get_text ((fixture.page)->status_title), ==, "Joueur 1 commence");
      check_phone_width (&fixture);
      fixture_tear_down (&fixture, NULL);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}


int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* The tests read the English texts. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

#define ADD(path, func) \
  g_test_add ("/whosnext-table/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("badge-keeps-seats", test_badge_keeps_seats);
  ADD ("table-mode", test_table_mode);
  ADD ("phone-width", test_phone_width);
  ADD ("phone-caption", test_phone_caption);
  ADD ("controls-in-view", test_controls_in_view);
  g_test_add_func ("/whosnext-table/phone-width/french", test_phone_width_french);

#undef ADD

  return g_test_run ();
}
