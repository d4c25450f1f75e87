/* tablee-frantic-calculator.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tablee-frantic-hand.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_FRANTIC_CALCULATOR (tablee_frantic_calculator_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticCalculator, tablee_frantic_calculator, TABLEE, FRANTIC_CALCULATOR, GtkPopover)

/* The card calculator in a popover: tap the cards left in a hand; "Use"
 * emits "points-chosen" with their points and pops down. Actions
 * "calc.add" and "calc.take-back" (u: a TableeFranticCard), "calc.undo",
 * "calc.clear", "calc.use". */

/* The hand it counts, to set its "highest" mode. */
TableeFranticHand *tablee_frantic_calculator_get_hand (TableeFranticCalculator *self);

G_END_DECLS
