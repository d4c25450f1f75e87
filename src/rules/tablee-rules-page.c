/* tablee-rules-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-game-page.h"
#include "tablee-i18n.h"
#include "tablee-rulebook.h"
#include "tablee-rules-page.h"
#include "tablee-rules-search.h"
#include "tablee-rules-view.h"
#include "tablee-settings.h"

#define ZOOM_MIN   0.6
#define ZOOM_MAX   2.5
#define ZOOM_STEP  0.1
#define MAX_RESULTS 100
#define SCROLL_TRIES 10   /* frames to wait for the new text to be laid out */

struct _TableeRulesPage
{
  AdwBin          parent_instance;

  /* Template widgets */
  AdwLeaflet     *leaflet;
  GtkWidget      *sections_button;
  GtkListBox     *sections_list;
  GtkStack       *content_stack;
  GtkScrolledWindow *reader_scroll;
  GtkBox         *reader_box;
  GtkSearchBar   *search_bar;
  GtkSearchEntry *search_entry;
  GtkListBox     *results_list;
  GtkLabel       *results_label;

  /* Borrowed */
  GtkWidget      *target_widget;   /* in reader_box */

  /* Owned */
  GListStore     *books;           /* of sections, the sidebar's, in the language read first */
  const char     *game;            /* interned, as the ids */
  const char     *section_id;
  const char     *target_id;
  const char     *language;        /* interned: "fr", "en" or "both" */
  double          zoom;
  guint           scroll_tick;
  guint           folded_tick;
  guint           scroll_tries;
  gboolean        pinned;          /* keep the entry at the top until the reader is touched */
};

G_DEFINE_FINAL_TYPE (TableeRulesPage, tablee_rules_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_LANGUAGE,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The language read first: the interface's when both are shown. */
static const char *
primary_language (TableeRulesPage *self)
{
  if (g_str_equal (self->language, "both"))
    return tablee_ui_language ();

  return self->language;
}

/* Sidebar */

/* The section of the rules in language holding id, or NULL. */
static TableeRulesSection *
find_section (const char *game,
              const char *language,
              const char *id)
{
  g_autoptr(TableeRulebook) book = tablee_rulebook_load (game, language, NULL);
  TableeRulesSection *section = book != NULL ? tablee_rulebook_find (book, id, NULL) : NULL;

  return section != NULL ? g_object_ref (section) : NULL;
}

static TableeRulesSection *
row_section (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "section");
}

static void
sidebar_header_cb (GtkListBoxRow *row,
                   GtkListBoxRow *before,
                   gpointer       user_data)
{
  GtkWidget *header;

  if (before != NULL && g_str_equal (row_section (row)->game, row_section (before)->game))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  header = gtk_label_new (row_section (row)->game_title);
  gtk_label_set_xalign (GTK_LABEL (header), 0.0);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, before != NULL ? 18 : 6);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_widget_add_css_class (header, "heading");
  gtk_list_box_row_set_header (row, header);
}

static GtkWidget *
new_section_row (gpointer item,
                 gpointer user_data)
{
  TableeRulesSection *section = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (section->title);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* Long titles are ellipsized in the sidebar. */
  gtk_widget_set_tooltip_text (row, section->title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, section->title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, section->game_title,
                                  -1);
  gtk_widget_set_name (row, section->id);
  g_object_set_data_full (G_OBJECT (row), "section", g_object_ref (section), g_object_unref);

  return row;
}

/* Selects the row of the section shown, or none. */
static void
select_section_row (TableeRulesPage *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->sections_list, i)) != NULL; i++)
    {
      if (g_strcmp0 (row_section (row)->game, self->game) == 0
          && g_strcmp0 (row_section (row)->id, self->section_id) == 0)
        break;
    }
  gtk_list_box_select_row (self->sections_list, row);
}

/* The sections of every game, in the language read first. */
static void
fill_sidebar (TableeRulesPage *self)
{
  const char * const *games = tablee_rules_get_games ();

  g_list_store_remove_all (self->books);
  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autoptr(TableeRulebook) book = tablee_rulebook_load (games[i], primary_language (self),
                                                             NULL);

      if (book != NULL)
        g_list_store_append (self->books, book->sections);
    }

  select_section_row (self);
}

/* Hand-written: the leaflet's folded property changes during its layout,
 * when a binding would resize the toolbar in the middle of it; see below. */
static gboolean
update_sections_button_cb (GtkWidget     *widget,
                           GdkFrameClock *frame_clock,
                           gpointer       user_data)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (widget);

  gtk_widget_set_visible (self->sections_button, adw_leaflet_get_folded (self->leaflet));
  self->folded_tick = 0;

  return G_SOURCE_REMOVE;
}

/* The leaflet folds while it is allocated: showing the button then would
 * resize the toolbar in the middle of a layout, so it waits for the next
 * frame. */
static void
folded_changed_cb (TableeRulesPage *self)
{
  if (self->folded_tick == 0)
    self->folded_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                      update_sections_button_cb, NULL, NULL);
}

static void
section_activated_cb (TableeRulesPage *self,
                      GtkListBoxRow   *row)
{
  tablee_rules_page_show (self, row_section (row)->game, row_section (row)->id);
}

/* Reader */

/* Scrolls widget, in the content of a scrolled window, into view: to the
 * top for the entry opened in the reader, a third down and only when it is
 * out of view for the section selected in the sidebar. FALSE while it is
 * not laid out yet. */
static gboolean
scroll_to (GtkWidget *content,
           GtkWidget *widget,
           gboolean   to_top)
{
  GtkWidget *scroll = gtk_widget_get_ancestor (content, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));
  double page_size = gtk_adjustment_get_page_size (adjustment);
  double value = gtk_adjustment_get_value (adjustment);
  graphene_point_t point;
  int height;

  if (widget == NULL)
    return TRUE;

  height = gtk_widget_get_height (widget);
  if (height == 0 || page_size <= 0
      || !gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &point))
    return FALSE;

  if (to_top)
    gtk_adjustment_set_value (adjustment, MAX (0, point.y - 24));
  else if (point.y < value || point.y + height > value + page_size)
    gtk_adjustment_set_value (adjustment, MAX (0, point.y - page_size / 3));

  return TRUE;
}

static gboolean
scroll_cb (GtkWidget     *widget,
           GdkFrameClock *frame_clock,
           gpointer       user_data)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (user_data);
  gboolean sidebar_done, reader_done;

  /* New widgets are laid out after the tick of the frame that shows them:
   * try again on the next frames. */
  sidebar_done = scroll_to (GTK_WIDGET (self->sections_list),
                            GTK_WIDGET (gtk_list_box_get_selected_row (self->sections_list)),
                            FALSE);
  reader_done = scroll_to (gtk_widget_get_parent (GTK_WIDGET (self->reader_box)),
                           self->target_widget, TRUE);
  if ((!sidebar_done || !reader_done) && ++self->scroll_tries < SCROLL_TRIES)
    return G_SOURCE_CONTINUE;

  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
schedule_scroll (TableeRulesPage *self)
{
  self->scroll_tries = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_cb, self, NULL);
}

/* The text is laid out again when the window is resized or folds: the
 * entry opened stays at the top until the reader is scrolled by hand. */
static void
reader_resized_cb (TableeRulesPage *self)
{
  if (self->pinned && self->target_widget != NULL)
    schedule_scroll (self);
}

/* A scroll, a click or a key: FALSE lets it through. */
static gboolean
reader_touched_cb (TableeRulesPage *self)
{
  self->pinned = FALSE;

  return FALSE;
}

/* Shows the section, and scrolls to the entry opened or to the top. */
static void
render (TableeRulesPage *self)
{
  g_autoptr(TableeRulesSection) section = NULL;
  g_autoptr(TableeRulesSection) other = NULL;
  gboolean both = g_str_equal (self->language, "both");
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->reader_box))) != NULL)
    gtk_box_remove (self->reader_box, child);
  self->target_widget = NULL;

  if (self->game != NULL)
    section = find_section (self->game, primary_language (self), self->section_id);
  if (section != NULL && both)
    other = find_section (self->game, tablee_other_language (primary_language (self)),
                          self->section_id);
  if (section != NULL)
    gtk_box_append (self->reader_box,
                    tablee_rules_view_new_section (section, other, both, self->target_id,
                                                   &self->target_widget));

  if (self->target_widget == NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->reader_scroll), 0);
  self->pinned = self->target_widget != NULL;
  schedule_scroll (self);
}

/* Search */

void
tablee_rules_page_search (TableeRulesPage *self,
                          const char      *query)
{
  g_autoptr(GListModel) results = NULL;
  g_autofree char *stripped = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *matches = NULL;
  guint n_matches, n_results;

  g_return_if_fail (TABLEE_IS_RULES_PAGE (self));
  g_return_if_fail (query != NULL);

  results = tablee_rules_index_search (tablee_rules_index_get_default (), query,
                                       primary_language (self), MAX_RESULTS, &n_matches);
  n_results = g_list_model_get_n_items (results);
  gtk_list_box_bind_model (self->results_list, results, tablee_rules_view_new_result_row,
                           NULL, NULL);

  stripped = g_strstrip (g_strdup (query));
  if (*stripped == '\0')
    {
      gtk_stack_set_visible_child_name (self->content_stack, "reader");
      return;
    }

  /* Said only when the list is cut. */
  /* Translators: how many results there are, e.g. "120 results", for
   * "The first 50 of 120 results". */
  matches = g_strdup_printf (ngettext ("%u result", "%u results", n_matches), n_matches);
  /* Translators: the results shown, then how many there are, "120
   * results". */
  shown = g_strdup_printf (ngettext ("The first %u of %s", "The first %u of %s", n_results),
                           n_results, matches);
  gtk_label_set_label (self->results_label, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->results_label), n_matches > n_results);

  gtk_stack_set_visible_child_name (self->content_stack, n_results > 0 ? "results" : "no-results");
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
search_changed_cb (TableeRulesPage *self)
{
  tablee_rules_page_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

/* Enter opens the best result. */
static void
search_activate_cb (TableeRulesPage *self)
{
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->results_list, 0);

  if (first != NULL && g_str_equal (gtk_stack_get_visible_child_name (self->content_stack),
                                    "results"))
    g_signal_emit_by_name (self->results_list, "row-activated", first);
}

static void
search_mode_changed_cb (TableeRulesPage *self)
{
  if (gtk_search_bar_get_search_mode (self->search_bar))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
      search_changed_cb (self);
    }
  else
    gtk_stack_set_visible_child_name (self->content_stack, "reader");
}

static void
result_activated_cb (TableeRulesPage *self,
                     GtkListBoxRow   *row)
{
  TableeRulesResult *result = g_object_get_data (G_OBJECT (row), "result");

  tablee_rules_page_show (self, result->section->game, result->id);
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

/* Actions */

static void
show_section_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  const char *game, *id;

  g_variant_get (parameter, "(&s&s)", &game, &id);
  if (!tablee_rules_page_show (TABLEE_RULES_PAGE (widget), game, id))
    g_warning ("The rules of %s have no section or entry “%s”", game, id);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (widget);

  gtk_search_bar_set_search_mode (self->search_bar,
                                  !gtk_search_bar_get_search_mode (self->search_bar)
                                  || !gtk_widget_has_focus (GTK_WIDGET (self->search_entry)));
}

/* Whole steps of 10 %, within bounds. */
static void
set_zoom (TableeRulesPage *self,
          double           zoom)
{
  zoom = CLAMP (round (zoom * 10) / 10, ZOOM_MIN, ZOOM_MAX);
  if (G_APPROX_VALUE (zoom, self->zoom, 0.001))
    return;

  self->zoom = zoom;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-in",
                                 self->zoom < ZOOM_MAX - ZOOM_STEP / 2);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-out",
                                 self->zoom > ZOOM_MIN + ZOOM_STEP / 2);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (widget);

  if (g_str_equal (action_name, "rules.zoom-in"))
    set_zoom (self, self->zoom + ZOOM_STEP);
  else if (g_str_equal (action_name, "rules.zoom-out"))
    set_zoom (self, self->zoom - ZOOM_STEP);
  else
    set_zoom (self, 1.0);
}

static void
show_sections_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  adw_leaflet_navigate (TABLEE_RULES_PAGE (widget)->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static char *
zoom_label_cb (GtkWidget *page,
               double     zoom)
{
  return g_strdup_printf ("%d %%", (int) (zoom * 100 + 0.5));
}

/* The reader's style, and the zoom's step as a class (tablee-rules.css). */
static GStrv
reader_classes_cb (GtkWidget *page,
                   double     zoom)
{
  g_autofree char *classes = g_strdup_printf ("rules-reader rules-zoom-%d", (int) (zoom * 100 + 0.5));

  return g_strsplit (classes, " ", -1);
}

/* Lines of about 75 characters, whatever the zoom; twice that for two
 * columns. The clamp's size, or share of it where it tightens. */
static int
reader_width_cb (GtkWidget  *page,
                 const char *language,
                 double      zoom,
                 double      share)
{
  int width = g_strcmp0 (language, "both") == 0 ? 1400 : 760;

  return (int) (width * zoom * share);
}

static void
rules_language_changed_cb (TableeRulesPage *self)
{
  const char *setting = tablee_settings_get_rules_language (tablee_settings_get_default ());
  const char *language = g_str_equal (setting, "auto") ? tablee_ui_language () : setting;

  if (g_strcmp0 (language, self->language) == 0)
    return;

  self->language = g_intern_string (language);
  fill_sidebar (self);
  render (self);
  if (gtk_search_bar_get_search_mode (self->search_bar))
    search_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

static void
tablee_rules_page_dispose (GObject *object)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->folded_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->folded_tick);
  self->folded_tick = 0;
  self->target_widget = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_RULES_PAGE);
  g_clear_object (&self->books);

  G_OBJECT_CLASS (tablee_rules_page_parent_class)->dispose (object);
}

static void
tablee_rules_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_rules_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TableeRulesPage *self = TABLEE_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      /* The choice is the user's setting: every page and the preferences
       * follow it, through rules_language_changed_cb (). */
      g_object_set (tablee_settings_get_default (), "rules-language",
                    g_value_get_string (value), NULL);
      break;

    case PROP_ZOOM:
      set_zoom (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_rules_page_class_init (TableeRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_rules_page_dispose;
  object_class->get_property = tablee_rules_page_get_property;
  object_class->set_property = tablee_rules_page_set_property;

  /* The setting "rules-language", "auto" resolved to the interface's. */
  properties[PROP_LANGUAGE] =
    g_param_spec_string ("language", NULL, NULL, "en",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, ZOOM_MIN, ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, sections_button);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, sections_list);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, reader_scroll);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, reader_box);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, results_list);
  gtk_widget_class_bind_template_child (widget_class, TableeRulesPage, results_label);
  gtk_widget_class_bind_template_callback (widget_class, section_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, reader_classes_cb);
  gtk_widget_class_bind_template_callback (widget_class, reader_width_cb);
  gtk_widget_class_bind_template_callback (widget_class, reader_resized_cb);
  gtk_widget_class_bind_template_callback (widget_class, reader_touched_cb);

  /* The window's "win.show-rules" calls "page.show-section"; game pages
   * may call "rules.open" too. */
  gtk_widget_class_install_action (widget_class, "page.show-section", "(ss)", show_section_action);
  gtk_widget_class_install_action (widget_class, "rules.open", "(ss)", show_section_action);
  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.show-sections", NULL,
                                   show_sections_action);
  gtk_widget_class_install_property_action (widget_class, "rules.language", "language");
}

static void
tablee_rules_page_init (TableeRulesPage *self)
{
  TableeSettings *settings = tablee_settings_get_default ();
  g_autoptr(GtkFlattenListModel) sections = NULL;
  GtkListBoxRow *first;

  /* The style of the reader, with the zoom levels as classes. */
  tablee_game_page_load_css (RESOURCE_BASE "/ui/tablee-rules.css");
  /* 100 %: both zoom actions are enabled, as actions are at first. */
  self->zoom = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->books = g_list_store_new (G_TYPE_LIST_STORE);
  sections = gtk_flatten_list_model_new (g_object_ref (G_LIST_MODEL (self->books)));
  gtk_list_box_bind_model (self->sections_list, G_LIST_MODEL (sections), new_section_row,
                           NULL, NULL);
  gtk_list_box_set_header_func (self->sections_list, sidebar_header_cb, NULL, NULL);
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  g_signal_connect_object (settings, "notify::rules-language",
                           G_CALLBACK (rules_language_changed_cb), self, G_CONNECT_SWAPPED);
  rules_language_changed_cb (self);

  /* The first section of the first game there is. */
  first = gtk_list_box_get_row_at_index (self->sections_list, 0);
  if (first != NULL)
    tablee_rules_page_show (self, row_section (first)->game, row_section (first)->id);
}

gboolean
tablee_rules_page_show (TableeRulesPage *self,
                        const char      *game,
                        const char      *id)
{
  g_autoptr(TableeRulesSection) section = NULL;

  g_return_val_if_fail (TABLEE_IS_RULES_PAGE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  section = find_section (game, primary_language (self), id);
  if (section == NULL)
    return FALSE;

  self->game = g_intern_string (game);
  self->section_id = g_intern_string (section->id);
  self->target_id = g_intern_string (id);

  render (self);
  select_section_row (self);
  gtk_stack_set_visible_child_name (self->content_stack, "reader");
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);

  return TRUE;
}
