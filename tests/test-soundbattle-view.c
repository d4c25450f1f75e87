/* test-soundbattle-view.c: what the page of La Guerre des Sons shows,
 * derived from the referee: properties notified only when they change,
 * lists changed only where they differ, undo and loading included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-saveable.h"
#include "tablee-soundbattle-view.h"
#include "soundbattle-fixture.h"

typedef struct {
  TableeSoundbattleReferee *referee;
  TableeSoundbattleView    *view;
  /* The last items-changed of the table's cards. */
  guint                     position;
  guint                     removed;
  guint                     added;
  guint                     n_items_changed;
  guint                     n_status_notified;
} Fixture;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *f)
{
  f->position = position;
  f->removed = removed;
  f->added = added;
  f->n_items_changed++;
}

static void
status_notified_cb (Fixture *f)
{
  f->n_status_notified++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char *names[] = { "Ana", "<b>Ben</b>", "Cleo" };

  f->referee = soundbattle_referee_new_seated (names, G_N_ELEMENTS (names));
  f->view = tablee_soundbattle_view_new (f->referee);
  g_signal_connect (tablee_soundbattle_view_get_list (f->view, "table-cards"), "items-changed",
                    G_CALLBACK (items_changed_cb), f);
  g_signal_connect_swapped (f->view, "notify::status-title", G_CALLBACK (status_notified_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->view);
  g_assert_finalize_object (f->referee);
}

static char *
text (Fixture    *f,
      const char *property)
{
  char *value = NULL;

  g_object_get (f->view, property, &value, NULL);

  return value;
}

static gboolean
flag (Fixture    *f,
      const char *property)
{
  gboolean value = FALSE;

  g_object_get (f->view, property, &value, NULL);

  return value;
}

static TableeSoundbattleItem *
item (Fixture    *f,
      const char *list,
      guint       position)
{
  g_autoptr(TableeSoundbattleItem) found = g_list_model_get_item (tablee_soundbattle_view_get_list (f->view, list), position);

  g_assert_nonnull (found);

  return found;
}

static guint
n_items (Fixture    *f,
         const char *list)
{
  return g_list_model_get_n_items (tablee_soundbattle_view_get_list (f->view, list));
}

static void
lay (Fixture *f,
     gint64   value)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_lay (f->referee, value, FALSE, &error));
  g_assert_no_error (error);
}

/* A card laid adds its row and nothing else; undo takes that row away. */
static void
test_view_cards (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *title = NULL;
  g_autofree char *lay_title = NULL;
  int first;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, 0, NULL));
  g_assert_true (tablee_soundbattle_referee_ask (f->referee, TABLEE_SOUND_QUALITY_VOLUME,
                                                 TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
  title = text (f, "status-title");
  g_assert_cmpstr (title, ==, "Who has the loudest sound?");
  g_assert_true (flag (f, "quick-shown"));
  g_assert_false (flag (f, "table-shown"));
  g_assert_cmpuint (n_items (f, "quick"), ==, 3);

  first = tablee_soundbattle_referee_get_next_player (f->referee);
  lay_title = text (f, "lay-title");
  g_assert_true (g_str_has_suffix (lay_title, "’s card: Volume in dB"));
  g_assert_true (flag (f, "may-super-power"));

  f->n_items_changed = 0;
  f->n_status_notified = 0;
  lay (f, 85000);
  g_assert_cmpuint (f->n_items_changed, ==, 1);
  g_assert_cmpuint (f->position, ==, 0);
  g_assert_cmpuint (f->removed, ==, 0);
  g_assert_cmpuint (f->added, ==, 1);
  /* The question still stands: not notified again. */
  g_assert_cmpuint (f->n_status_notified, ==, 0);
  g_assert_cmpint (tablee_soundbattle_item_get_player (item (f, "table-cards", 0)), ==, first);
  g_assert_cmpstr (tablee_soundbattle_item_get_value (item (f, "table-cards", 0)), ==, "85 dB");
  g_assert_true (flag (f, "table-shown"));
  g_assert_false (flag (f, "quick-shown"));

  lay (f, 60000);
  g_assert_cmpuint (f->position, ==, 1);
  g_assert_cmpuint (f->removed, ==, 0);
  g_assert_cmpuint (f->added, ==, 1);

  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (f->position, ==, 1);
  g_assert_cmpuint (f->removed, ==, 1);
  g_assert_cmpuint (f->added, ==, 0);
  g_assert_cmpuint (n_items (f, "table-cards"), ==, 1);
}

/* A battle and the end of the trick show in the view; names stay plain
 * text. */
static void
test_view_battle (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *title = NULL;
  g_autofree char *last = NULL;
  gboolean battle = FALSE;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, 0, NULL));
  g_assert_true (tablee_soundbattle_referee_ask (f->referee, TABLEE_SOUND_QUALITY_PITCH,
                                                 TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
  lay (f, 440000);
  lay (f, 440000);
  lay (f, 100000);
  g_object_get (f->referee, "battle", &battle, NULL);
  g_assert_true (battle);
  title = text (f, "status-title");
  g_assert_true (g_str_has_prefix (title, "Battle! "));
  g_assert_false (flag (f, "may-super-power"));
  /* The two tied cards say so. */
  g_assert_cmpuint (n_items (f, "table-cards"), ==, 3);

  lay (f, 500000);
  lay (f, 300000);
  g_object_get (f->referee, "battle", &battle, NULL);
  g_assert_false (battle);
  g_assert_true (flag (f, "last-shown"));
  g_assert_true (flag (f, "last-audible"));
  g_assert_cmpuint (n_items (f, "last-cards"), ==, 5);
  g_assert_cmpuint (n_items (f, "tricks"), ==, 1);
  last = text (f, "last-description");
  g_assert_true (g_str_has_suffix (last, " wins the trick and takes 5 cards\nWho has the highest sound?"));
  g_assert_true (flag (f, "can-export"));
}

/* The marks of the quick way are the table's: a battle starts unmarked;
 * two marks allow it. */
static void
test_view_quick (Fixture       *f,
                 gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, 0, NULL));
  g_assert_true (tablee_soundbattle_referee_ask (f->referee, TABLEE_SOUND_QUALITY_TIMBRE,
                                                 TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_false (flag (f, "can-battle"));
  tablee_soundbattle_item_set_tied (item (f, "quick", 0), TRUE);
  g_assert_false (flag (f, "can-battle"));
  tablee_soundbattle_item_set_tied (item (f, "quick", 2), TRUE);
  g_assert_true (flag (f, "can-battle"));
  g_assert_cmpuint (tablee_soundbattle_view_get_tied (f->view), ==,
                    (1u << trick->order[0]) | (1u << trick->order[2]));

  g_assert_true (tablee_soundbattle_referee_award (f->referee, tablee_soundbattle_view_get_tied (f->view), NULL));
  g_assert_cmpuint (n_items (f, "quick"), ==, 2);
  g_assert_false (flag (f, "can-battle"));
  g_assert_cmpuint (tablee_soundbattle_view_get_tied (f->view), ==, 0);
}

/* A view made on a saved state shows what the view that followed the
 * game shows. */
static void
test_view_fresh (Fixture       *f,
                 gconstpointer  data)
{
  static const char *texts[] = { "status-title", "status-detail", "mystery-text", "tricks-title", "last-description" };
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  g_autoptr(TableeSoundbattleView) view = NULL;

  g_assert_true (tablee_soundbattle_referee_start_match (f->referee, 1, NULL));
  g_assert_true (tablee_soundbattle_referee_ask (f->referee, TABLEE_SOUND_QUALITY_DURATION,
                                                 TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
  g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 2, NULL));
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, NULL));
  view = tablee_soundbattle_view_new (other);

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *mine = text (f, texts[i]);
      g_autofree char *theirs = NULL;

      g_object_get (view, texts[i], &theirs, NULL);
      g_assert_cmpstr (mine, ==, theirs);
    }
  g_assert_cmpuint (n_items (f, "scores"), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TableeSoundbattleItem) theirs = g_list_model_get_item (tablee_soundbattle_view_get_list (view, "scores"), i);

      g_assert_true (tablee_soundbattle_item_equal (item (f, "scores", i), theirs));
    }
  g_assert_cmpstr (tablee_soundbattle_item_get_title (item (f, "scores", 1)), ==, "<b>Ben</b>");
}

#define ADD(path, func) \
  g_test_add ("/soundbattle/view/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  ADD ("cards", test_view_cards);
  ADD ("battle", test_view_battle);
  ADD ("quick", test_view_quick);
  ADD ("fresh", test_view_fresh);

  return g_test_run ();
}
