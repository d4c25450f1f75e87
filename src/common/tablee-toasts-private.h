/* tablee-toasts-private.h: what the game page's notice channel needs of
 * tablee-toasts.c (the public toast functions are in tablee-game-page.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Drops the reference a caller gave with toast, floating or full. */
void     tablee_toast_drop              (AdwToast  *toast);
/* Whether toast was shown before, which is refused: then it says so
 * (g_critical()) and drops the reference given. */
gboolean tablee_toast_refuse_again      (AdwToast  *toast);
/* Whether toast shows in overlay (or is leaving it). */
gboolean tablee_toast_shows             (GtkWidget *overlay,
                                         AdwToast  *toast);
/* Dismisses toast (a reference taken) once that is safe on libadwaita
 * 1.2: at once when it does not show in overlay (NULL: in none) or no
 * show animation may run there, else as soon as none may; its button is
 * taken away meanwhile. */
void     tablee_toast_dismiss_when_safe (GtkWidget *overlay,
                                         AdwToast  *toast);

G_END_DECLS
