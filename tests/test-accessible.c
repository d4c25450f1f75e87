/* test-accessible.c: what a screen reader is told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gmodule.h>

#include "accessible-fixture.h"
#include "tablee-accessible.h"
#include "tablee-game-page.h"

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  accessible_fixture_set_up (fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  accessible_fixture_tear_down (fixture);
}

/* The GTK running says announcements itself (4.14 and later): what the
 * tests below check is the way of the GTK Tablée builds on. */
static gboolean
skip_if_gtk_announces (void)
{
  GModule *program = g_module_open (NULL, 0);
  gpointer symbol;
  gboolean announces = program != NULL && g_module_symbol (program, "gtk_accessible_announce", &symbol);

  if (program != NULL)
    g_module_close (program);
  if (announces)
    g_test_skip ("this GTK has gtk_accessible_announce()");

  return announces;
}

static gboolean
has_description (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Said through any widget of the window, the words become the focused
 * widget's description, and go when the focus leaves it. */
static void
test_announce_focus (Fixture       *fixture,
                     gconstpointer  data)
{
  if (skip_if_gtk_announces ())
    return;

  tablee_accessible_announce (fixture->next, "Double six");
  gtk_test_accessible_assert_property (fixture->roll, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Double six");
  g_assert_false (has_description (fixture->next));

  /* A newer announcement replaces it. */
  tablee_accessible_announce (fixture->overlay, "Léa is next");
  gtk_test_accessible_assert_property (fixture->roll, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Léa is next");

  /* The focus moves on: the button describes nothing any more, and the
   * next announcement goes to the widget with the focus. */
  gtk_widget_grab_focus (fixture->next);
  g_assert_false (has_description (fixture->roll));
  tablee_accessible_announce (fixture->overlay, "Time is up");
  gtk_test_accessible_assert_property (fixture->next, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Time is up");
  g_assert_false (has_description (fixture->roll));
}

/* A widget's own description comes back after an announcement. */
static void
test_announce_own_description (Fixture       *fixture,
                               gconstpointer  data)
{
  if (skip_if_gtk_announces ())
    return;

  tablee_accessible_set_description (fixture->roll, "Rolls the three dice");
  tablee_accessible_announce (fixture->roll, "Double six");
  gtk_test_accessible_assert_property (fixture->roll, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Double six");
  gtk_widget_grab_focus (fixture->next);
  gtk_test_accessible_assert_property (fixture->roll, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Rolls the three dice");
}

/* Without a focus, the window is told; a widget in no window says
 * nothing. */
static void
test_announce_no_focus (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GtkWidget) alone = g_object_ref_sink (gtk_button_new ());

  if (skip_if_gtk_announces ())
    return;

  gtk_root_set_focus (GTK_ROOT (fixture->window), NULL);
  tablee_accessible_announce (fixture->roll, "Round 2");
  gtk_test_accessible_assert_property (fixture->window, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Round 2");
  g_assert_false (has_description (fixture->roll));

  tablee_accessible_announce (alone, "Round 3");
  g_assert_false (has_description (alone));
}

/* Every toast says its text, as it reads: the markup of its title is not
 * read out. */
static void
test_toast_announced (Fixture       *fixture,
                      gconstpointer  data)
{
  if (skip_if_gtk_announces ())
    return;

  tablee_add_toast (fixture->roll, tablee_toast_new_plain ("Undone: <b>Zoé</b> & Léa sat down"));
  drain ();
  gtk_test_accessible_assert_property (fixture->roll, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Undone: <b>Zoé</b> & Léa sat down");
}

/* The toggle inside a drop-down takes the drop-down's name. */
static void
test_drop_down_toggle (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings ((const char * const[]) { "Easy", "Hard", NULL });
  GtkWidget *toggle = NULL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, "Level", -1);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->overlay), drop_down);
  for (GtkWidget *child = gtk_widget_get_first_child (drop_down); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      toggle = child;
  g_assert_nonnull (toggle);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY));

  tablee_accessible_name_buttons_by_text (GTK_WIDGET (fixture->window));
  gtk_test_accessible_assert_relation (toggle, GTK_ACCESSIBLE_RELATION_LABELLED_BY, drop_down, NULL);
}

/* A list's row is named and described by the labels its child shows. */
static void
test_list_row (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new ("Frantic — Léa");
  GtkWidget *subtitle = gtk_label_new ("Yesterday, 40 min");
  g_autoptr(GtkWidget) alone = g_object_ref_sink (gtk_label_new ("alone"));

  gtk_box_append (GTK_BOX (child), title);
  gtk_box_append (GTK_BOX (child), subtitle);
  gtk_box_append (GTK_BOX (row), child);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (fixture->overlay), row);

  tablee_accessible_name_list_row (child);
  gtk_test_accessible_assert_relation (row, GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL);
  gtk_test_accessible_assert_relation (row, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle, NULL);
  /* A child in no row yet: nothing to name. */
  tablee_accessible_name_list_row (alone);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/accessible/announce/focus", Fixture, NULL,
              fixture_set_up, test_announce_focus, fixture_tear_down);
  g_test_add ("/accessible/announce/own-description", Fixture, NULL,
              fixture_set_up, test_announce_own_description, fixture_tear_down);
  g_test_add ("/accessible/announce/no-focus", Fixture, NULL,
              fixture_set_up, test_announce_no_focus, fixture_tear_down);
  g_test_add ("/accessible/announce/toast", Fixture, NULL,
              fixture_set_up, test_toast_announced, fixture_tear_down);

  g_test_add ("/accessible/names/drop-down-toggle", Fixture, NULL,
              fixture_set_up, test_drop_down_toggle, fixture_tear_down);
  g_test_add ("/accessible/names/list-row", Fixture, NULL,
              fixture_set_up, test_list_row, fixture_tear_down);

  return g_test_run ();
}
