/* tablee-whosnext-wrap-layout.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_WRAP_LAYOUT (tablee_whosnext_wrap_layout_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextWrapLayout, tablee_whosnext_wrap_layout, TABLEE, WHOSNEXT_WRAP_LAYOUT, GtkLayoutManager)

/* Lays the children of a widget side by side while their natural widths
 * fit, and wraps them onto further lines when they do not: the table and
 * its controls beside each other on a wide window, one above the other on
 * a phone. The minimum width is the widest child's, so the widget never
 * asks for more than its largest part. On each line, the room left goes
 * to the children that expand horizontally; a child alone on its line and
 * expanding takes the whole width. Height to spare goes to the line of
 * the first child that expands vertically.
 *
 * Property: "spacing" (write-only: between children on a line and
 * between lines). */

G_END_DECLS
