/* tablee-start-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-pages.h"
#include "tablee-start-page.h"

struct _TableeStartPage
{
  AdwBin              parent_instance;

  /* Template widgets */
  AdwPreferencesGroup *games_group;
};

G_DEFINE_FINAL_TYPE (TableeStartPage, tablee_start_page, ADW_TYPE_BIN)

typedef struct {
  const char *page_id;
  const char *title;
  const char *description;
  const char *icon_name;
} GameSummary;

/* What Tablée does for each game; a row opens the game once its page is
 * registered. */
static const GameSummary games[] = {
  { "notnot", N_("Not Not"),
    N_("Rolls the three dice, shows the board and tells which cards may be tapped, and why"),
    "media-playlist-shuffle-symbolic" },
  { "frantic", N_("Frantic"),
    N_("Draws and explains the events and keeps the score, applying the events that change it"),
    "view-list-bullet-symbolic" },
  { "whosnext", N_("Who’s Next?"),
    N_("Counts down out loud, names who plays next and keeps the wrong notes"),
    "alarm-symbolic" },
  { "soundbattle", N_("La Guerre des Sons"),
    N_("Referees the tricks and plays the sound a card describes"),
    "audio-volume-high-symbolic" },
  { "rules", N_("Rules"),
    N_("The rules of every game in French and English, searchable in both at once"),
    "accessories-dictionary-symbolic" },
};

static void
tablee_start_page_class_init (TableeStartPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeStartPage, games_group);
}

static void
tablee_start_page_init (TableeStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (games[i].icon_name);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(games[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(games[i].description));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

      if (tablee_pages_lookup (games[i].page_id) != NULL)
        {
          GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

          adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.show-page");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", games[i].page_id);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
        }

      adw_preferences_group_add (self->games_group, row);
    }
}
