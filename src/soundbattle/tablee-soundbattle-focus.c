/* tablee-soundbattle-focus.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-soundbattle-focus.h"
#include "tablee-soundbattle-page.h"

static GtkWidget *
part (GtkWidget  *page,
      const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (page, TABLEE_TYPE_SOUNDBATTLE_PAGE, name));
}

static GtkWidget *
focus_of (GtkWidget *page)
{
  GtkRoot *root = gtk_widget_get_root (page);

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

void
tablee_soundbattle_focus_next_control (GtkWidget                *page,
                                       TableeSoundbattleReferee *referee)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_PAGE (page));
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (referee));

  switch (tablee_soundbattle_referee_get_phase (referee))
    {
    case TABLEE_SOUNDBATTLE_PHASE_SETUP:
      gtk_widget_grab_focus (part (page, "deal_button"));
      break;
    case TABLEE_SOUNDBATTLE_PHASE_ASK:
      /* The first question, inside the first quality's row. */
      gtk_widget_child_focus (part (page, "ask_group"), GTK_DIR_TAB_FORWARD);
      if (GTK_IS_LIST_BOX_ROW (focus_of (page)))
        gtk_widget_child_focus (focus_of (page), GTK_DIR_TAB_FORWARD);
      break;
    case TABLEE_SOUNDBATTLE_PHASE_LAY:
      gtk_widget_grab_focus (part (page, "value_row"));
      break;
    case TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER:
      gtk_widget_grab_focus (part (page, "next_round_button"));
      break;
    case TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER:
    default:
      gtk_widget_grab_focus (part (page, "new_match_button"));
      break;
    }
}

gboolean
tablee_soundbattle_focus_is_lost (GtkWidget *page)
{
  GtkWidget *focus = focus_of (page);

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_PAGE (page), FALSE);

  if (gtk_widget_get_root (page) == NULL || !gtk_widget_get_mapped (page))
    return FALSE;

  return focus == NULL ||
         (gtk_widget_is_ancestor (focus, page) && !gtk_widget_is_drawable (focus)) ||
         ((focus == page || gtk_widget_is_ancestor (focus, page)) &&
          gtk_widget_is_ancestor (part (page, "ask_group"), focus));
}

gboolean
tablee_soundbattle_focus_is_hidden (GtkWidget *page)
{
  GtkWidget *focus = focus_of (page);

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_PAGE (page), FALSE);

  return focus != NULL && gtk_widget_is_ancestor (focus, page) &&
         gtk_widget_get_mapped (page) && !gtk_widget_is_visible (focus);
}
