/* frantic-deck-get.h: a property of the event deck, and its piles, for
 * the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"
#include "tablee-saveable.h"

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

/* One of the deck's piles as it saves it ("pile" from the top, "discard"
 * from the oldest, "round-events" in order): a byte per event. */
G_GNUC_UNUSED static GBytes *
deck_get_events (TableeFranticDeck *deck,
                 const char        *key)
{
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_autoptr(GVariant) events = g_variant_lookup_value (state, key, G_VARIANT_TYPE_BYTESTRING);

  g_assert_nonnull (events);

  return g_variant_get_data_as_bytes (events);
}
