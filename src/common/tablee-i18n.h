/* tablee-i18n.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "fr" when the user interface is in French, else "en": the two languages
 * Tablée speaks. Follows LANGUAGE/LC_MESSAGES like gettext does. */
const char *tablee_ui_language (void);
/* The other one of "fr" and "en". */
const char *tablee_other_language (const char *language);

G_END_DECLS
