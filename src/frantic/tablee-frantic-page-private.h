/* tablee-frantic-page-private.h: what the tests of the page look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-page.h"

G_BEGIN_DECLS

/* The toast the page showed last, while it exists, or NULL. */
AdwToast *_tablee_frantic_page_get_last_toast (TableeFranticPage *self);

G_END_DECLS
