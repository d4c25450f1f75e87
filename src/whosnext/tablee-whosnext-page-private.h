/* tablee-whosnext-page-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-whosnext-page.h"
#include "tablee-whosnext-table.h"
#include "tablee-whosnext-trainer.h"

G_BEGIN_DECLS

/* For the page's tests: what a key press does, the toast proposing a
 * wrong note, and the parts they look at. */
gboolean               _tablee_whosnext_page_key           (TableeWhosnextPage *self,
                                                            guint               keyval,
                                                            guint               keycode,
                                                            GdkModifierType     state);
AdwToast              *_tablee_whosnext_page_get_mistake_toast (TableeWhosnextPage *self);
TableeWhosnextTable   *_tablee_whosnext_page_get_table     (TableeWhosnextPage *self);
TableeWhosnextTrainer *_tablee_whosnext_page_get_trainer   (TableeWhosnextPage *self);
const char            *_tablee_whosnext_page_get_status    (TableeWhosnextPage *self);
const char            *_tablee_whosnext_page_get_seconds   (TableeWhosnextPage *self);
const char            *_tablee_whosnext_page_get_caption   (TableeWhosnextPage *self);
const char            *_tablee_whosnext_page_get_feedback  (TableeWhosnextPage *self);

G_END_DECLS
