/* tablee-toasts.c: toasts in the window's overlay, for any widget, and
 * dismissed only when libadwaita 1.2 survives it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Its messages are the game page's: the notice channel is one part. */
#define G_LOG_DOMAIN "tablee-game-page"

#include "config.h"

#include "tablee-accessible.h"
#include "tablee-game-page.h"
#include "tablee-toasts-private.h"

/* libadwaita 1.2's overlay frees what it knows of a toast when the
 * toast's hide animation ends (300 ms after its dismissal), even while
 * the toast's show animation (300 ms, 500 ms when it replaced another)
 * still runs: that animation's end then runs on freed memory and crashes
 * the app (adw_animation_skip() unreferencing garbage). A toast dismissed
 * less than 200 ms after it showed does that, and so does one dismissed
 * later when the main loop stalls until both animations end in one frame
 * (the hide's tick may run first): no delay in time is safe.
 *
 * So this file never dismisses a toast that shows while a show animation
 * of its overlay may still run. The overlay's guard notes, in the
 * overlay's frame time, each moment a toast may have started showing (a
 * toast widget appeared in the overlay after a toast was added or
 * dismissed), and waits for a frame past the longest show animation from
 * then, and one frame more: every show animation that ended in that frame
 * has run its end by then. A toast that does not show (one in the queue)
 * is dismissed at once: that only takes it off the queue. */
#define SHOW_ANIMATION_MAX (500 * G_TIME_SPAN_MILLISECOND)
#define SHOW_ANIMATION_MARGIN (50 * G_TIME_SPAN_MILLISECOND)

typedef struct
{
  GtkWidget *overlay;
  /* The overlay's frame time by which every show animation that may have
   * started has ended, or 0 when none may run. */
  gint64     shows_until;
  /* Frames seen at or past shows_until. */
  guint      frames_past;
  guint      tick_id;
  /* The newest toast widget seen (weak). */
  GtkWidget *newest;
  /* Toasts to dismiss once safe, oldest first (full references). */
  GPtrArray *waiting;
} ToastGuard;

static GQuark
guard_quark (void)
{
  return g_quark_from_static_string ("tablee-toast-guard");
}

static void
guard_free (ToastGuard *guard)
{
  /* The overlay goes: it dismissed its toasts, and its tick callbacks go
   * with it. */
  g_clear_weak_pointer (&guard->newest);
  g_ptr_array_unref (guard->waiting);
  g_free (guard);
}

static gboolean guard_tick_cb (GtkWidget     *overlay,
                               GdkFrameClock *clock,
                               gpointer       data);
static void     guard_unmap_cb (GtkWidget     *overlay);

static ToastGuard *
guard_get (GtkWidget *overlay)
{
  ToastGuard *guard = g_object_get_qdata (G_OBJECT (overlay), guard_quark ());

  if (guard == NULL)
    {
      guard = g_new0 (ToastGuard, 1);
      guard->overlay = overlay;
      guard->waiting = g_ptr_array_new_with_free_func (g_object_unref);
      g_object_set_qdata_full (G_OBJECT (overlay), guard_quark (), guard, (GDestroyNotify) guard_free);
      g_signal_connect (overlay, "unmap", G_CALLBACK (guard_unmap_cb), NULL);
    }

  return guard;
}

static gint64
frame_time (GtkWidget *overlay)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (overlay);

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
}

/* Whether a show animation started now would run: libadwaita skips it
 * when the overlay is unmapped or the animations are off. */
static gboolean
animating (GtkWidget *overlay)
{
  gboolean enabled;

  g_object_get (gtk_widget_get_settings (overlay), "gtk-enable-animations", &enabled, NULL);

  return enabled && gtk_widget_get_mapped (overlay);
}

/* A toast has a toast widget while it shows: the children of the overlay
 * but its own child. */
gboolean
tablee_toast_shows (GtkWidget *overlay,
             AdwToast  *toast)
{
  GtkWidget *main_child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

  for (GtkWidget *child = gtk_widget_get_first_child (overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(AdwToast) shown = NULL;

      if (child == main_child ||
          g_object_class_find_property (G_OBJECT_GET_CLASS (child), "toast") == NULL)
        continue;
      g_object_get (child, "toast", &shown, NULL);
      if (shown == toast)
        return TRUE;
    }

  return FALSE;
}


/* After a toast was added to the overlay or dismissed there: the overlay
 * shows a new toast widget (last of its children) when a toast started
 * showing, and its show animation runs from now. */
static void
guard_note_show (GtkWidget *overlay)
{
  ToastGuard *guard = guard_get (overlay);
  GtkWidget *last = gtk_widget_get_last_child (overlay);

  if (last == NULL || last == guard->newest ||
      last == adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)))
    return;
  g_set_weak_pointer (&guard->newest, last);
  if (!animating (overlay))
    return;

  guard->shows_until = MAX (guard->shows_until,
                            frame_time (overlay) + SHOW_ANIMATION_MAX + SHOW_ANIMATION_MARGIN);
  guard->frames_past = 0;
  if (guard->tick_id == 0)
    guard->tick_id = gtk_widget_add_tick_callback (overlay, guard_tick_cb, guard, NULL);
}

/* Dismisses the waiting toasts, newest first (the older may be the one
 * showing, the newer waiting behind it in the queue), as long as no
 * show animation may run: dismissing the one showing may start the next. */
static void
guard_flush (ToastGuard *guard)
{
  while (guard->waiting->len > 0 && guard->shows_until == 0)
    {
      g_autoptr(AdwToast) toast = g_ptr_array_steal_index (guard->waiting, guard->waiting->len - 1);

      adw_toast_dismiss (toast);
    }
}

static gboolean
guard_tick_cb (GtkWidget     *overlay,
               GdkFrameClock *clock,
               gpointer       data)
{
  ToastGuard *guard = data;

  if (gdk_frame_clock_get_frame_time (clock) < guard->shows_until)
    return G_SOURCE_CONTINUE;
  /* The frame after the first one past: the animations' ticks of that
   * one have run, whatever their order. */
  if (guard->frames_past++ < 1)
    return G_SOURCE_CONTINUE;

  guard->shows_until = 0;
  guard_flush (guard);
  if (guard->shows_until != 0)
    return G_SOURCE_CONTINUE;
  guard->tick_id = 0;

  return G_SOURCE_REMOVE;
}

/* Unmapped, the overlay skipped its animations to their end: what waits
 * may go, once the unmapping is over (the overlay cannot hide a toast
 * while it unmaps). The overlay is held weakly: a closing window's goes. */
static gboolean
guard_unmapped_cb (gpointer data)
{
  g_autoptr(GtkWidget) overlay = g_weak_ref_get (data);
  ToastGuard *guard = overlay != NULL ? g_object_get_qdata (G_OBJECT (overlay), guard_quark ()) : NULL;

  if (guard != NULL && !gtk_widget_get_mapped (overlay))
    guard_flush (guard);

  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
guard_unmap_cb (GtkWidget *overlay)
{
  ToastGuard *guard = g_object_get_qdata (G_OBJECT (overlay), guard_quark ());
  GWeakRef *ref;

  if (guard == NULL)
    return;
  if (guard->tick_id != 0)
    gtk_widget_remove_tick_callback (overlay, guard->tick_id);
  guard->tick_id = 0;
  guard->shows_until = 0;
  if (guard->waiting->len == 0)
    return;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, overlay);
  g_idle_add_full (G_PRIORITY_DEFAULT, guard_unmapped_cb, ref, (GDestroyNotify) weak_ref_free);
}

/* Dismisses toast (a reference taken) when that is safe: at once when it
 * does not show or no show animation may run, else once none may. */
void
tablee_toast_dismiss_when_safe (GtkWidget *overlay,
               AdwToast  *toast)
{
  ToastGuard *guard = overlay != NULL ? guard_get (overlay) : NULL;

  if (guard == NULL || guard->shows_until == 0 || !tablee_toast_shows (overlay, toast))
    {
      adw_toast_dismiss (toast);
      g_object_unref (toast);
      return;
    }

  /* What it offers is withdrawn while it waits, its title only shows
   * until it goes. */
  adw_toast_set_button_label (toast, NULL);
  adw_toast_set_detailed_action_name (toast, NULL);
  g_ptr_array_add (guard->waiting, toast);
}

static void
toast_dismissed_cb (GtkWidget *overlay)
{
  guard_note_show (overlay);
}

/* Drops the reference a caller gave with toast, floating or full. */
void
tablee_toast_drop (AdwToast *toast)
{
  if (g_object_is_floating (toast))
    g_object_ref_sink (toast);
  g_object_unref (toast);
}

/* The overlay asserts (and aborts the app) when a toast it shows comes
 * again: a toast is shown once, and a second time is a programming error,
 * refused here (and its reference dropped). */
gboolean
tablee_toast_refuse_again (AdwToast *toast)
{
  if (!tablee_toast_was_added (toast))
    return FALSE;

  g_critical ("A toast is shown once: make a new one to show “%s” again", adw_toast_get_title (toast));
  tablee_toast_drop (toast);
  return TRUE;
}

/* Dismisses, when safe, the toasts that show in the overlay but toast. */
static void
dismiss_shown (GtkWidget *overlay,
               AdwToast  *toast)
{
  GtkWidget *main_child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();

  /* Listed first: a dismissal changes the overlay's children. */
  for (GtkWidget *child = gtk_widget_get_first_child (overlay);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwToast *other = NULL;

      if (child == main_child ||
          g_object_class_find_property (G_OBJECT_GET_CLASS (child), "toast") == NULL)
        continue;
      g_object_get (child, "toast", &other, NULL);
      if (other != NULL && other != toast)
        g_ptr_array_add (shown, other);
      else
        g_clear_object (&other);
    }
  for (guint i = 0; i < shown->len; i++)
    tablee_toast_dismiss_when_safe (overlay, g_ptr_array_index (shown, i));
}

static GQuark
added_quark (void)
{
  return g_quark_from_static_string ("tablee-toast-added");
}

gboolean
tablee_toast_was_added (AdwToast *toast)
{
  g_return_val_if_fail (ADW_IS_TOAST (toast), FALSE);

  return g_object_get_qdata (G_OBJECT (toast), added_quark ()) != NULL;
}

/* libadwaita 1.2 shows a toast on screen only: a screen reader hears
 * nothing of it. Its title is markup; the reader gets the text. */
static void
announce_title (GtkWidget *overlay,
                AdwToast  *toast)
{
  g_autofree char *text = NULL;

  if (adw_toast_get_title (toast) != NULL &&
      pango_parse_markup (adw_toast_get_title (toast), -1, 0, NULL, &text, NULL, NULL))
    tablee_accessible_announce (overlay, text);
}

void
tablee_add_toast (GtkWidget *widget,
                  AdwToast  *toast)
{
  GtkWidget *overlay;
  gboolean high;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (tablee_toast_refuse_again (toast))
    return;
  g_object_set_qdata (G_OBJECT (toast), added_quark (), GINT_TO_POINTER (TRUE));

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    {
      tablee_toast_drop (toast);
      return;
    }

  /* A toast of high priority would push the one showing back into the
   * overlay's queue, to play again after it, and libadwaita 1.2 aborts
   * when that one comes back before it has hidden (show_toast: assertion
   * failed: (!info->widget)): it replaces the one showing instead. */
  high = adw_toast_get_priority (toast) == ADW_TOAST_PRIORITY_HIGH;
  if (high)
    adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_NORMAL);

  /* After the overlay's own handler, which shows the next toast. */
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), overlay,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  guard_note_show (overlay);
  announce_title (overlay, toast);
  if (high)
    dismiss_shown (overlay, toast);
}

AdwToast *
tablee_toast_new_plain (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return adw_toast_new (escaped);
}
