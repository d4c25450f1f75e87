/* frantic-deck-get.h: a property of the event deck, for the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"

/* A property of the deck, as the page's bindings read it (a boolean as 0
 * or 1). */
G_GNUC_UNUSED static guint
deck_get (TableeFranticDeck *deck,
          const char        *property)
{
  guint value;

  g_object_get (deck, property, &value, NULL);

  return value;
}
