/* test-soundbattle-text.c: the texts of La Guerre des Sons' page, in French,
 * at 360 pixels and in table mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "tablee-soundbattle-page.h"
#include "tablee-test-widgets.h"

typedef struct {
  GtkWindow                *window;
  TableeSoundbattlePage    *page;
  TableeSoundbattleReferee *referee;
} Fixture;

static void
settle (void)
{
  /* Layout happens on the frame clock: let a few frames pass. */
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (5000);
      while (g_main_context_iteration (NULL, FALSE));
    }
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *overlay = adw_toast_overlay_new ();
  TableePlayers *players;

  f->window = GTK_WINDOW (gtk_window_new ());
  f->page = g_object_new (TABLEE_TYPE_SOUNDBATTLE_PAGE, NULL);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (f->page));
  gtk_window_set_child (f->window, overlay);
  gtk_window_set_default_size (f->window, 360, 640);
  gtk_window_present (f->window);
  f->referee = TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (f->page)));

  players = tablee_game_get_players (TABLEE_GAME (f->referee));
  g_assert_true (tablee_players_rename (players, 0, "Alice", NULL));
  g_assert_true (tablee_players_rename (players, 2, "Éloïse-Bérénice", NULL));
  g_assert_true (tablee_players_rename (players, 1, "Océane", NULL));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  while (g_main_context_iteration (NULL, FALSE));
}

/* Every label the page shows now, in the view shown. */
static GPtrArray *
shown_labels (Fixture *f)
{
  g_autoptr(GPtrArray) all = tablee_test_find_widgets (GTK_WIDGET (f->page), GTK_TYPE_LABEL);
  GPtrArray *shown = g_ptr_array_new ();

  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (all, i);

      if (gtk_widget_is_drawable (label) && *gtk_label_get_text (GTK_LABEL (label)) != '\0')
        g_ptr_array_add (shown, label);
    }

  return shown;
}

/* Whether the tooltip of label or of the row or field it names says its
 * text whole: a long name may be ellipsized then. */
static gboolean
said_whole (GtkWidget *label)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  for (GtkWidget *named = label; named != NULL; named = gtk_widget_get_parent (named))
    if (g_strcmp0 (gtk_widget_get_tooltip_text (named), text) == 0)
      return TRUE;

  return FALSE;
}

static void
assert_nothing_cut (Fixture    *f,
                    const char *state)
{
  g_autoptr(GPtrArray) labels = NULL;

  settle ();
  labels = shown_labels (f);
  g_assert_cmpuint (labels->len, >, 5);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)) && !said_whole (GTK_WIDGET (label)))
        g_error ("%s: “%s” is cut at 360 pixels", state, gtk_label_get_text (label));
    }
}

/* French builds no "de Alice": no text of the page puts "de" before a
 * name (the names here start with a vowel, where French elides). */
static void
assert_no_de_before_names (Fixture *f)
{
  g_autoptr(GPtrArray) labels = shown_labels (f);
  const char *names[] = { "Alice", "Éloïse-Bérénice", "Océane" };

  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      for (guint n = 0; n < G_N_ELEMENTS (names); n++)
        {
          g_autofree char *wrong = g_strconcat ("de ", names[n], NULL);

          if (strstr (text, wrong) != NULL)
            g_error ("“%s” says “%s”", text, wrong);
        }
    }
}

static void
ask (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "page.ask", "(uu)",
                                             TABLEE_SOUND_QUALITY_VOLUME, TABLEE_SOUND_DIRECTION_HIGHEST));
}

static void
test_french_at_360 (Fixture       *f,
                    gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "page.start-match", NULL));
  assert_nothing_cut (f, "the first attack");

  /* Éloïse-Bérénice, the longest name, lays the first card and wins. */
  ask (f);
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_cmpuint (trick->order[0], ==, 2);
  assert_nothing_cut (f, "a trick to lay");
  assert_no_de_before_names (f);
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 110000, FALSE, NULL));
  assert_no_de_before_names (f);
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 40000, FALSE, NULL));
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 30000, FALSE, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (f->referee)->winner, ==, 2);
  /* "… remporte le pli et prend 3 cartes" wraps rather than being cut. */
  assert_nothing_cut (f, "the trick won");
  assert_no_de_before_names (f);

  /* A battle, in the quick way. */
  ask (f);
  g_assert_true (tablee_soundbattle_referee_award (f->referee, 7, NULL));
  assert_nothing_cut (f, "a battle");
  assert_no_de_before_names (f);
}

/* No label breaks a line inside a word ("Volu-me"): every line but the
 * first starts where the language allows a break, not where Pango had to
 * cut a word that did not fit. */
static void
assert_no_word_broken (Fixture    *f,
                       const char *state)
{
  g_autoptr(GPtrArray) labels = NULL;

  settle ();
  labels = shown_labels (f);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);
      PangoLayout *layout = gtk_label_get_layout (label);
      const char *text = pango_layout_get_text (layout);
      const PangoLogAttr *attrs;
      GSList *lines;
      int n_attrs;

      attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
      lines = pango_layout_get_lines_readonly (layout);
      for (GSList *l = lines != NULL ? lines->next : NULL; l != NULL; l = l->next)
        {
          int offset = g_utf8_pointer_to_offset (text, text + ((PangoLayoutLine *) l->data)->start_index);

          if (offset < n_attrs && !attrs[offset].is_line_break)
            g_error ("%s: “%s” is broken inside a word at 360 pixels", state, text);
        }
    }
}

/* Long names: a label ellipsized is said whole by the tooltip of the row
 * or field it names, and no label is given less room than it needs
 * (clipped). */
static void
assert_names_whole (Fixture    *f,
                    const char *state)
{
  g_autoptr(GPtrArray) labels = NULL;
  guint ellipsized = 0;

  settle ();
  labels = shown_labels (f);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const char *text = gtk_label_get_text (GTK_LABEL (label));
      int width;

      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &width, NULL);
      if (gtk_widget_get_width (label) < width)
        g_error ("%s: “%s” is clipped: %d pixels for %d", state, text, gtk_widget_get_width (label), width);

      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
        {
          if (!said_whole (label))
            g_error ("%s: “%s” is ellipsized with no tooltip saying it whole", state, text);
          ellipsized++;
        }
    }
  g_assert_cmpuint (ellipsized, >, 0);
}

/* The longest names a table types, in scherzo, where the attacker has two
 * buttons per quality: at 360 pixels, in French, names are ellipsized and
 * said whole in their tooltips, and no word is broken, names or
 * qualities. */
static void
test_long_names (Fixture       *f,
                 gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (f->referee));

  /* Nearly the forty characters a name may take, with a word too long
   * for a row at this width. */
  g_assert_true (tablee_players_rename (players, 0, "Hildegardemarieclaire von Wolkenstein", NULL));
  g_assert_true (tablee_players_rename (players, 1, "Maximilienne-Éloïse Delacroix-Duval", NULL));
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "page.start-match", NULL));
  assert_no_word_broken (f, "the first attack in scherzo");

  ask (f);
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 110000, FALSE, NULL));
  assert_no_word_broken (f, "a trick to lay");
  assert_names_whole (f, "a trick to lay");
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 40000, FALSE, NULL));
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 30000, FALSE, NULL));
  assert_no_word_broken (f, "the trick won");
  assert_names_whole (f, "the trick won");

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (f->page), TABLEE_TYPE_SOUNDBATTLE_PAGE, "view_stack")), "hear");
  assert_no_word_broken (f, "the sounds to hear");
}

/* The mystery card is drawn with a character the font has: no glyph is
 * missing, and no icon that looks like the sign of one. */
static void
test_mystery_card (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *card = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->page), TABLEE_TYPE_SOUNDBATTLE_PAGE,
                                                                "mystery_card"));
  g_autoptr(GPtrArray) images = tablee_test_find_widgets (GTK_WIDGET (f->page), GTK_TYPE_IMAGE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "page.start-match", NULL));
  settle ();
  g_assert_true (GTK_IS_LABEL (card));
  g_assert_true (gtk_widget_is_drawable (card));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (card)), !=, "");
  g_assert_cmpint (pango_layout_get_unknown_glyphs_count (gtk_label_get_layout (GTK_LABEL (card))), ==, 0);
  for (guint i = 0; i < images->len; i++)
    g_assert_cmpstr (gtk_image_get_icon_name (g_ptr_array_index (images, i)), !=, "dialog-question-symbolic");
}

static double
font_size (GtkWidget *label)
{
  const PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (label));

  return (double) pango_font_description_get_size (font) / PANGO_SCALE;
}

/* The table mode grows every text of the page by the same factor: the
 * headings and the values too, not only the body text. */
static void
test_table_mode (Fixture       *f,
                 gconstpointer  data)
{
  GtkStyleProvider *style = tablee_test_add_app_style ();
  g_autoptr(GPtrArray) labels = NULL;
  g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (double));
  guint headings = 0;


  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "page.start-match", NULL));
  ask (f);
  g_assert_true (tablee_soundbattle_referee_lay (f->referee, 110000, FALSE, NULL));
  settle ();

  labels = shown_labels (f);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      double size = font_size (label);

      g_array_append_val (before, size);
      if (gtk_widget_has_css_class (label, "heading") || gtk_widget_has_css_class (label, "title-1"))
        headings++;
    }
  g_assert_cmpuint (headings, >=, 3);

  gtk_widget_add_css_class (GTK_WIDGET (f->window), "table-mode");
  settle ();

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      double ratio = font_size (label) / g_array_index (before, double, i);

      if (!G_APPROX_VALUE (ratio, 1.5, 0.02))
        g_error ("“%s” grew %.2f times, not 1.5", gtk_label_get_text (GTK_LABEL (label)), ratio);
    }

  tablee_test_remove_app_style (style);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLEE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/soundbattle/text/french-at-360", Fixture, NULL, fixture_set_up, test_french_at_360, fixture_tear_down);
  g_test_add ("/soundbattle/text/long-names", Fixture, NULL, fixture_set_up, test_long_names, fixture_tear_down);
  g_test_add ("/soundbattle/text/mystery-card", Fixture, NULL, fixture_set_up, test_mystery_card, fixture_tear_down);
  g_test_add ("/soundbattle/text/table-mode", Fixture, NULL, fixture_set_up, test_table_mode, fixture_tear_down);

  return g_test_run ();
}
