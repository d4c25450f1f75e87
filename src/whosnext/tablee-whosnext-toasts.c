/* tablee-whosnext-toasts.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-toasts"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-toast.h"
#include "tablee-whosnext-toasts.h"

/* Toast buttons take mnemonics: an underscore in a name is doubled to
 * show as typed. */
static char *
escape_mnemonic (const char *name)
{
  g_auto(GStrv) parts = g_strsplit (name, "_", -1);

  return g_strjoinv ("__", parts);
}

AdwToast *
tablee_whosnext_mistake_toast_new (const char *text,
                                   const char *player)
{
  AdwToast *toast = tablee_toast_new_plain (text);
  g_autofree char *escaped = escape_mnemonic (player);
  g_autofree char *label = g_strdup_printf (_("Wrong Note for %s"), escaped);

  adw_toast_set_button_label (toast, label);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);

  return toast;
}

AdwToast *
tablee_whosnext_clean_round_toast_new (const char *starter,
                                       gboolean    next_level)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  /* The rulebook's clean round: a last card and no wrong note. It
   * suggests moving up a level. */
  if (next_level)
    text = g_strdup_printf (_("A clean round: the last card without a wrong note! Ready for the next level? %s starts the next round."),
                            starter);
  else
    text = g_strdup_printf (_("A clean round: the last card without a wrong note! %s starts the next round."),
                            starter);

  toast = tablee_toast_new_plain (text);
  if (next_level)
    {
      adw_toast_set_button_label (toast, _("Next Level"));
      adw_toast_set_timeout (toast, 0);
    }

  return toast;
}

void
tablee_whosnext_show_toast (GtkWidget *widget,
                            AdwToast  *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  tablee_add_toast (widget, toast);

  /* A toast's button would read its label twice (the raw mnemonic, then
   * its text): name the toasts shown by their text only. */
  if (overlay != NULL)
    {
      GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

      for (GtkWidget *child = gtk_widget_get_first_child (overlay);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          if (child != content)
            tablee_accessible_name_buttons_by_text (child);
        }
    }
}
