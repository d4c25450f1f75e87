/* tablee-test-walk.c: random walks over a game page (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-test-walk"

#include "config.h"

#include "tablee-game-registry.h"
#include "tablee-store.h"
#include "tablee-test-walk.h"
#include "tablee-test-widgets.h"

#define DEFAULT_STEPS 500
/* tablee_test_walk()'s steps in the soak benchmark: about ten minutes of
 * the slowest page's. */
#define SOAK_STEPS 1500
/* The moves a failure lists. */
#define N_RECENT 12

/* The walk under way, for the failure's message. */
static guint32 walk_seed;
static gboolean walk_seeded;
static guint walk_step;
static GQueue recent = G_QUEUE_INIT;

/* ---- What a person sees ------------------------------------------------ */

static gboolean
skipped (GtkWidget          *widget,
         const char * const *skip)
{
  const char *id = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;

  for (guint i = 0; skip != NULL && skip[i] != NULL; i++)
    {
      if (g_str_equal (gtk_widget_get_name (widget), skip[i]) ||
          gtk_widget_has_css_class (widget, skip[i]) ||
          g_strcmp0 (id, skip[i]) == 0)
        return TRUE;
    }

  return FALSE;
}

static gboolean
seen (GtkWidget *widget)
{
  return gtk_widget_get_visible (widget) && gtk_widget_get_child_visible (widget) &&
         gtk_widget_get_opacity (widget) > 0;
}

static void
collect_texts (GtkWidget          *widget,
               const char * const *skip,
               const char         *where,
               GPtrArray          *lines)
{
  const char *id = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;
  const char *text = NULL;

  if (!seen (widget) || skipped (widget, skip))
    return;

  if (id != NULL)
    where = id;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_TEXT (widget))
    text = gtk_editable_get_text (GTK_EDITABLE (widget));
  else if (GTK_IS_CHECK_BUTTON (widget))
    text = gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)) ? "[x]" : "[ ]";
  else if (GTK_IS_TOGGLE_BUTTON (widget))
    text = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)) ? "[x]" : "[ ]";
  else if (GTK_IS_SWITCH (widget))
    text = gtk_switch_get_active (GTK_SWITCH (widget)) ? "[x]" : "[ ]";

  if (text != NULL && *text != '\0')
    g_ptr_array_add (lines, g_strdup_printf ("%s: %s", where, text));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, skip, where, lines);
}

GStrv
tablee_test_visible_texts (GtkWidget          *root,
                           const char * const *skip)
{
  GPtrArray *lines = g_ptr_array_new ();

  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  collect_texts (root, skip, G_OBJECT_TYPE_NAME (root), lines);
  g_ptr_array_add (lines, NULL);

  return (GStrv) g_ptr_array_free (lines, FALSE);
}

/* ---- A fresh page on the saved state ----------------------------------- */

void
tablee_test_walk_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

TableeGamePage *
tablee_test_fresh_page (TableeGamePage *page)
{
  TableeGame *game = tablee_game_page_get_game (page);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(GVariant) walked = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_autoptr(GVariant) opened = NULL;
  g_autoptr(TableeGame) fresh_game = NULL;
  g_autoptr(GError) error = NULL;
  TableeGamePage *fresh;

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (page), NULL);

  /* The page's game is saved in its store's file (now, even when it never
   * changed); the registry opens a game of its kind from that file, given
   * to a new page of the same type, as the app does when it starts again. */
  tablee_saveable_state_changed (TABLEE_SAVEABLE (game));
  tablee_store_flush_all ();
  fresh_game = tablee_game_registry_open_game (TABLEE_GAME_PAGE_GET_CLASS (page)->game_id, &error);
  g_assert_nonnull (fresh_game);
  if (error != NULL)
    g_error ("The walked game's state does not load: %s", error->message);
  fresh = g_object_new (G_OBJECT_TYPE (page), "game", fresh_game, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (fresh));
  gtk_window_set_child (window, overlay);
  if (root != NULL)
    gtk_window_set_default_size (window,
                                 gtk_widget_get_width (GTK_WIDGET (root)),
                                 gtk_widget_get_height (GTK_WIDGET (root)));
  /* Not presented: what shows is told by visibility, not by drawing, and
   * a walk opens a fresh page at every step. */
  tablee_test_walk_drain ();

  opened = tablee_saveable_save (TABLEE_SAVEABLE (tablee_game_page_get_game (fresh)));
  if (!g_variant_equal (walked, opened))
    {
      g_autofree char *a = g_variant_print (walked, FALSE);
      g_autofree char *b = g_variant_print (opened, FALSE);
      g_autofree char *message = g_strdup_printf ("The saved game did not come back the same.\n"
                                                  "walked: %s\nopened: %s", a, b);

      g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message);
    }

  return fresh;
}

void
tablee_test_fresh_page_close (TableeGamePage *fresh)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (fresh));

  g_return_if_fail (GTK_IS_WINDOW (root));

  gtk_window_destroy (GTK_WINDOW (root));
  tablee_test_walk_drain ();
}

/* ---- Checks ------------------------------------------------------------ */

static void
append_walk (GString *message)
{
  if (!walk_seeded)
    return;

  g_string_append_printf (message, "\nat step %u of the walk of seed %u (TABLEE_WALK_SEED=%u replays it); "
                          "last moves:", walk_step, walk_seed, walk_seed);
  for (GList *l = recent.head; l != NULL; l = l->next)
    g_string_append_printf (message, " %s", (const char *) l->data);
}

static void
append_lines (GString     *message,
              const char  *title,
              char       **lines,
              guint        differ)
{
  g_string_append_printf (message, "\n--- %s:", title);
  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (message, "\n%c %s", i == differ ? '>' : ' ', lines[i]);
}

void
tablee_test_assert_same_texts (TableeGamePage     *page,
                               TableeGamePage     *fresh,
                               const char * const *skip)
{
  g_auto(GStrv) shown = tablee_test_visible_texts (GTK_WIDGET (page), skip);
  g_auto(GStrv) expected = tablee_test_visible_texts (GTK_WIDGET (fresh), skip);
  g_autoptr(GString) message = NULL;
  guint i;

  for (i = 0; shown[i] != NULL && expected[i] != NULL; i++)
    if (!g_str_equal (shown[i], expected[i]))
      break;
  if (shown[i] == NULL && expected[i] == NULL)
    return;

  message = g_string_new (NULL);
  g_string_append_printf (message, "%s shows what a fresh page on its saved game does not, line %u:\n"
                          "  page:  %s\n  fresh: %s",
                          G_OBJECT_TYPE_NAME (page), i + 1,
                          shown[i] != NULL ? shown[i] : "(nothing more)",
                          expected[i] != NULL ? expected[i] : "(nothing more)");
  append_walk (message);
  append_lines (message, "page", shown, i);
  append_lines (message, "fresh page", expected, i);
  g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message->str);
}

void
tablee_test_assert_notice_current (TableeGamePage *page)
{
  TableeGame *game = tablee_game_page_get_game (page);
  guint64 serial;

  if (!tablee_game_page_get_notice_serial (page, &serial) || serial == tablee_game_get_serial (game))
    return;

  {
    g_autoptr(GString) message = g_string_new (NULL);

    g_string_append_printf (message, "%s shows the notice “%s” about state %" G_GUINT64_FORMAT
                            " while its game is at %" G_GUINT64_FORMAT,
                            G_OBJECT_TYPE_NAME (page),
                            adw_toast_get_title (tablee_game_page_get_toast (page)),
                            serial, tablee_game_get_serial (game));
    append_walk (message);
    g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message->str);
  }
}

void
tablee_test_walk_check (TableeGamePage     *page,
                        const char * const *skip,
                        const char         *step)
{
  TableeGamePage *fresh;

  g_return_if_fail (TABLEE_IS_GAME_PAGE (page));

  if (step != NULL)
    {
      g_queue_push_tail (&recent, (gpointer) step);
      if (g_queue_get_length (&recent) > N_RECENT)
        g_queue_pop_head (&recent);
    }

  tablee_test_assert_notice_current (page);
  fresh = tablee_test_fresh_page (page);
  tablee_test_assert_same_texts (page, fresh, skip);
  tablee_test_fresh_page_close (fresh);
}

/* ---- The walk ---------------------------------------------------------- */

GRand *
tablee_test_walk_rand_new (void)
{
  const char *env = g_getenv ("TABLEE_WALK_SEED");

  walk_seed = env != NULL ? (guint32) g_ascii_strtoull (env, NULL, 10) : (guint32) g_test_rand_int ();
  walk_seeded = TRUE;
  g_queue_clear (&recent);
  g_test_message ("walk seed %u", walk_seed);

  return g_rand_new_with_seed (walk_seed);
}

guint
tablee_test_walk_n_steps (guint soak_steps)
{
  const char *env = g_getenv ("TABLEE_WALK_STEPS");
  guint64 steps = env != NULL ? g_ascii_strtoull (env, NULL, 10) : 0;

  if (steps > 0 && steps <= G_MAXUINT)
    return (guint) steps;

  return g_test_slow () ? soak_steps : DEFAULT_STEPS;
}

const char *
tablee_test_walk_base_move (TableeGamePage *page,
                            GRand          *rand)
{
  GtkWidget *widget = GTK_WIDGET (page);
  AdwToast *notice;

  switch (g_rand_int_range (rand, 0, 5))
    {
    case 0:
    case 1:
      tablee_test_press_shortcut (widget, "<Control>z");
      tablee_test_walk_drain ();
      return "undo";
    case 2:
      tablee_test_press_shortcut (widget, "<Shift><Control>z");
      tablee_test_walk_drain ();
      return "redo";
    case 3:
      tablee_test_press_shortcut (widget, "<Control>n");
      tablee_test_walk_drain ();
      return "new-game";
    default:
      tablee_test_press_shortcut (widget, "<Control>n");
      tablee_test_walk_drain ();
      /* Its notice offers to take it back. */
      notice = tablee_game_page_get_toast (page);
      g_assert_nonnull (notice);
      g_assert_cmpstr (adw_toast_get_button_label (notice), ==, "_Undo");
      g_signal_emit_by_name (notice, "button-clicked");
      tablee_test_walk_drain ();
      return "new-game+take-back";
    }
}

void
tablee_test_walk (TableeGamePage     *page,
                  TableeTestWalkMove  move,
                  gpointer            data,
                  const char * const *skip)
{
  g_autoptr(GRand) rand = tablee_test_walk_rand_new ();
  guint n_steps = tablee_test_walk_n_steps (SOAK_STEPS);
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (page));
  gboolean animations;

  g_return_if_fail (TABLEE_IS_GAME_PAGE (page));
  g_return_if_fail (move != NULL);

  /* What shows does not depend on animations, and a walk goes faster than
   * any: toasts come and go at once. */
  g_object_get (settings, "gtk-enable-animations", &animations, NULL);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);

  tablee_test_walk_check (page, skip, "start");
  for (guint i = 0; i < n_steps; i++)
    {
      const char *name;

      walk_step = i + 1;
      if (g_rand_int_range (rand, 0, 4) == 0)
        name = tablee_test_walk_base_move (page, rand);
      else
        {
          name = move (page, rand, data);
          tablee_test_walk_drain ();
        }
      tablee_test_walk_check (page, skip, name);
    }
  g_object_set (settings, "gtk-enable-animations", animations, NULL);
  g_test_message ("walk of %u steps", n_steps);
  walk_seeded = FALSE;
  g_queue_clear (&recent);
}
