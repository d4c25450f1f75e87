/* tablee-whosnext-toasts.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-whosnext-toasts"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-toast.h"
#include "tablee-whosnext-page-private.h"
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

/* Mistakes: a toast proposes the wrong note; only the last one can be
 * reported, so a new mistake withdraws the previous proposal. */

void
wn_page_withdraw_mistake_toast (TableeWhosnextPage *self)
{
  g_autoptr(AdwToast) toast = g_steal_pointer (&self->mistake_toast);

  self->mistake_waiting = FALSE;

  if (toast != NULL)
    adw_toast_dismiss (toast);
}

static void
mistake_confirmed_cb (AdwToast           *toast,
                      TableeWhosnextPage *self)
{
  guint seat;

  if (toast != self->mistake_toast)
    return;

  /* Only the mistake the toast names, and only while it can be reported. */
  g_clear_object (&self->mistake_toast);
  if (tablee_whosnext_game_get_last_break (self->game, &seat) != TABLEE_WHOSNEXT_BREAK_NONE &&
      (int) seat == self->mistake_seat)
    tablee_whosnext_conductor_confirm (self->conductor);
}

static void
mistake_dismissed_cb (AdwToast           *toast,
                      TableeWhosnextPage *self)
{
  /* Taken away with the page, it waits for the page to show again. */
  if (toast != self->mistake_toast || self->mistake_waiting)
    return;

  /* Closed without reporting: the table lets it go. */
  g_clear_object (&self->mistake_toast);
  tablee_whosnext_conductor_dismiss (self->conductor);
}

static char *
describe_break (const char          *name,
                TableeWhosnextBreak  breaks)
{
  if (breaks & TABLEE_WHOSNEXT_BREAK_LATE)
    return g_strdup_printf (_("Time is up for %s."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN)
    return g_strdup_printf (_("%s played out of turn."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_SAME_TWICE)
    return g_strdup_printf (_("%s played the same card twice in a row."), name);
  if (breaks & TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL)
    return g_strdup_printf (_("%s played a third identical card."), name);

  return g_strdup_printf (_("%s played on the apprentice."), name);
}

static void
propose_mistake (TableeWhosnextPage  *self,
                 int                  seat,
                 TableeWhosnextBreak  breaks)
{
  g_autofree char *text = describe_break (wn_page_player_name (self, seat), breaks);
  AdwToast *toast;

  wn_page_withdraw_mistake_toast (self);

  toast = tablee_whosnext_mistake_toast_new (text, wn_page_player_name (self, seat));
  self->mistake_seat = seat;
  g_signal_connect_object (toast, "button-clicked",
                           G_CALLBACK (mistake_confirmed_cb), self, 0);
  g_signal_connect_object (toast, "dismissed",
                           G_CALLBACK (mistake_dismissed_cb), self, 0);
  self->mistake_toast = g_object_ref_sink (toast);

  /* Proposed on this page only: while another shows, it waits. */
  self->mistake_waiting = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (!self->mistake_waiting)
    tablee_whosnext_show_toast (GTK_WIDGET (self), g_object_ref (toast));
}

void
wn_page_time_out_cb (TableeWhosnextPage *self,
             int                 seat)
{
  propose_mistake (self, seat, TABLEE_WHOSNEXT_BREAK_LATE);
}

void
wn_page_rule_break_cb (TableeWhosnextPage  *self,
               int                  seat,
               TableeWhosnextBreak  breaks)
{
  propose_mistake (self, seat, breaks);
}

/* A toast about a moment dies with it: a proposed wrong note when the
 * game can no longer report that mistake (the round ended, the level
 * changed, another mistake came), the clean round's offer when the next
 * round starts. */
void
wn_page_withdraw_old_toasts (TableeWhosnextPage *self)
{
  guint seat;

  if (self->mistake_toast != NULL &&
      (tablee_whosnext_game_get_last_break (self->game, &seat) == TABLEE_WHOSNEXT_BREAK_NONE ||
       (int) seat != self->mistake_seat))
    wn_page_withdraw_mistake_toast (self);

  if (self->round_toast != NULL &&
      tablee_whosnext_game_get_round_state (self->game) != TABLEE_WHOSNEXT_ROUND_WAITING)
    adw_toast_dismiss (self->round_toast);
}

static void
round_toast_dismissed_cb (AdwToast           *toast,
                          TableeWhosnextPage *self)
{
  if (toast == self->round_toast)
    g_clear_object (&self->round_toast);
}

static void
next_level_clicked_cb (TableeWhosnextPage *self)
{
  guint level = tablee_whosnext_game_get_level (self->game);

  if (level < TABLEE_WHOSNEXT_MAX_LEVEL &&
      tablee_whosnext_game_get_round_state (self->game) == TABLEE_WHOSNEXT_ROUND_WAITING)
    tablee_whosnext_game_set_level (self->game, level + 1);
}

void
wn_page_round_ended_cb (TableeWhosnextPage *self,
                int                 starter,
                gboolean            mistake)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  wn_page_withdraw_old_toasts (self);

  if (tablee_whosnext_game_is_game_over (self->game))
    return;

  if (mistake)
    {
      text = g_strdup_printf (_("Wrong note. %s starts the next round."), wn_page_player_name (self, starter));
      wn_page_show_plain_toast (self, text);
      return;
    }

  /* A last card that broke a rule is no clean round: its mistake is
   * proposed next. */
  if (tablee_whosnext_game_get_last_break (self->game, NULL) != TABLEE_WHOSNEXT_BREAK_NONE ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (self->round_toast != NULL)
    adw_toast_dismiss (self->round_toast);
  toast = tablee_whosnext_clean_round_toast_new (wn_page_player_name (self, starter),
                                                 tablee_whosnext_game_get_level (self->game) < TABLEE_WHOSNEXT_MAX_LEVEL);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (next_level_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (round_toast_dismissed_cb), self, 0);
  self->round_toast = g_object_ref_sink (toast);
  tablee_whosnext_show_toast (GTK_WIDGET (self), g_object_ref (toast));
}

/* Leaving the page takes its toasts away: none stays over another page.
 * A proposed wrong note waits to be proposed again on coming back, as
 * long as the game can still report it (see wn_page_withdraw_old_toasts()). */
void
wn_page_take_toasts_away (TableeWhosnextPage *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  /* Only when another page shows in the overlay: a window closing takes
   * the toasts with it, and the overlay cannot hide one it is unmapping
   * (its show animation would outlive it). */
  if (overlay == NULL || !gtk_widget_get_mapped (overlay))
    return;

  if (self->round_toast != NULL)
    adw_toast_dismiss (self->round_toast);

  if (self->mistake_toast != NULL && !self->mistake_waiting)
    {
      self->mistake_waiting = TRUE;
      adw_toast_dismiss (self->mistake_toast);
    }
}
