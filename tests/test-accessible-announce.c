/* test-accessible-announce.c: what a screen reader is told when the GTK
 * running has gtk_accessible_announce() (GTK 4.14 and later, as in the
 * Flatpak's runtime).
 *
 * Tablée builds on GTK 4.8, which does not have it: this program defines
 * the function itself and exports it (meson's export_dynamic), so the
 * look-up at run time finds it in the program, as it would find GTK's,
 * and the calls are recorded here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gmodule.h>

#include "accessible-fixture.h"
#include "tablee-accessible.h"
#include "tablee-game-page.h"

typedef struct {
  GtkAccessible *accessible;
  char *message;
  int priority;
} Announcement;

static GArray *announcements;

static void
announcement_clear (gpointer data)
{
  Announcement *announcement = data;

  g_clear_object (&announcement->accessible);
  g_free (announcement->message);
}

/* GTK 4.14's signature: the priority is GtkAccessibleAnnouncementPriority,
 * an enum; MEDIUM (1) is the polite one. */
G_MODULE_EXPORT void gtk_accessible_announce (GtkAccessible *self,
                                              const char    *message,
                                              int            priority);

G_MODULE_EXPORT void
gtk_accessible_announce (GtkAccessible *self,
                         const char    *message,
                         int            priority)
{
  Announcement announcement = { g_object_ref (self), g_strdup (message), priority };

  g_array_append_val (announcements, announcement);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  accessible_fixture_set_up (fixture);
  g_array_set_size (announcements, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  accessible_fixture_tear_down (fixture);
  g_array_set_size (announcements, 0);
}

static const Announcement *
announcement (guint i)
{
  g_assert_cmpuint (i, <, announcements->len);
  return &g_array_index (announcements, Announcement, i);
}

/* The words go to GTK once, politely, through the widget that says them;
 * no widget's description is touched. */
static void
test_announce (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GtkWidget) alone = g_object_ref_sink (gtk_button_new ());

  tablee_accessible_announce (fixture->next, "Double six");
  g_assert_cmpuint (announcements->len, ==, 1);
  g_assert_true (announcement (0)->accessible == GTK_ACCESSIBLE (fixture->next));
  g_assert_cmpstr (announcement (0)->message, ==, "Double six");
  g_assert_cmpint (announcement (0)->priority, ==, 1);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->roll),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->next),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* The same words again are said again (a second double six). */
  tablee_accessible_announce (fixture->next, "Double six");
  g_assert_cmpuint (announcements->len, ==, 2);
  g_assert_cmpstr (announcement (1)->message, ==, "Double six");

  /* Nothing to say, or nowhere to say it: GTK is not called. */
  tablee_accessible_announce (fixture->roll, "");
  tablee_accessible_announce (alone, "Round 3");
  g_assert_cmpuint (announcements->len, ==, 2);
}

/* A toast is said once, as it reads. */
static void
test_toast (Fixture       *fixture,
            gconstpointer  data)
{
  tablee_add_toast (fixture->roll, tablee_toast_new_plain ("Undone: <b>Zoé</b> & Léa sat down"));
  drain ();
  g_assert_cmpuint (announcements->len, ==, 1);
  g_assert_cmpstr (announcement (0)->message, ==, "Undone: <b>Zoé</b> & Léa sat down");
  g_assert_cmpint (announcement (0)->priority, ==, 1);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->roll),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  announcements = g_array_new (FALSE, TRUE, sizeof (Announcement));
  g_array_set_clear_func (announcements, announcement_clear);

  g_test_add ("/accessible-announce/gtk", Fixture, NULL,
              fixture_set_up, test_announce, fixture_tear_down);
  g_test_add ("/accessible-announce/toast", Fixture, NULL,
              fixture_set_up, test_toast, fixture_tear_down);

  return g_test_run ();
}
