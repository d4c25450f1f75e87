/* tablee-whosnext-toasts.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The toasts of the Who's Next? page. Titles are plain text (escaped for
 * the markup of AdwToast titles); a button label naming a player shows
 * the name as typed, underscores included. */

/* Proposes a wrong note for a mistake: its button names who gets it. The
 * toast stays until reported, dismissed or withdrawn. */
AdwToast *tablee_whosnext_mistake_toast_new     (const char *text,
                                                 const char *player);
/* A round won on a last card without a wrong note; offers the next level
 * when there is one (the button's "button-clicked"). */
AdwToast *tablee_whosnext_clean_round_toast_new (const char *starter,
                                                 gboolean    next_level);
/* Shows toast in the window's overlay above widget, its button named once
 * for screen readers. Takes the toast. */
void      tablee_whosnext_show_toast            (GtkWidget  *widget,
                                                 AdwToast   *toast);

G_END_DECLS
