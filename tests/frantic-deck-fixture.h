/* frantic-deck-fixture.h: what the tests of the event deck share: a
 * seeded deck that records its reshuffles and reveals, a deck stacked
 * in a given order, and its piles read back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "frantic-deck-get.h"
#include "tablee-saveable.h"

#define E(name) TABLEE_FRANTIC_EVENT_##name
#define END -1

typedef struct {
  TableeRandom      *random;
  TableeFranticDeck *deck;
  guint              n_reshuffled;
  GPtrArray         *revealed;   /* TableeFranticReveal, from the signal */
} Fixture;

/* A reshuffle: "reshuffled" turns TRUE (it goes back at the next draw). */
static inline void
reshuffled_cb (TableeFranticDeck *deck,
               GParamSpec        *pspec,
               Fixture           *fixture)
{
  if (deck_get (deck, "reshuffled"))
    fixture->n_reshuffled++;
}

static inline void
event_revealed_cb (TableeFranticDeck   *deck,
                   TableeFranticReveal *reveal,
                   Fixture             *fixture)
{
  g_ptr_array_add (fixture->revealed, g_object_ref (reveal));
}

static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->random = tablee_random_new_with_seed (1234);
  fixture->deck = tablee_frantic_deck_new (fixture->random);
  fixture->revealed = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (fixture->deck, "notify::reshuffled", G_CALLBACK (reshuffled_cb), fixture);
  g_signal_connect (fixture->deck, "event-revealed", G_CALLBACK (event_revealed_cb), fixture);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_ptr_array_unref (fixture->revealed);
  g_assert_finalize_object (fixture->deck);
  g_assert_finalize_object (fixture->random);
}

static inline gboolean
in_set (TableeFranticDeck  *deck,
        TableeFranticEvent  event)
{
  return tablee_frantic_deck_get_troublemaker (deck) ||
         !tablee_frantic_event_get_info (event)->troublemaker;
}

/* Puts the listed events (ended by END) on top of the deck in this order,
 * the other events of the set under them, and an empty discard pile, by
 * loading a state like a saved game would. */
static inline void
stack_deck (TableeFranticDeck *deck,
            ...)
{
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_autoptr(GError) error = NULL;
  gboolean used[TABLEE_FRANTIC_N_EVENTS] = { FALSE, };
  GByteArray *pile = g_byte_array_new ();
  GVariantDict dict;
  va_list args;
  int event;

  va_start (args, deck);
  while ((event = va_arg (args, int)) != END)
    {
      guint8 byte = event;

      g_assert_true (in_set (deck, event));
      g_assert_false (used[event]);
      used[event] = TRUE;
      g_byte_array_append (pile, &byte, 1);
    }
  va_end (args);

  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      guint8 byte = i;

      if (!used[i] && in_set (deck, i))
        g_byte_array_append (pile, &byte, 1);
    }

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "pile",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile->data,
                                                          pile->len, 1));
  g_variant_dict_insert_value (&dict, "discard",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, NULL, 0, 1));
  g_byte_array_unref (pile);
  {
    g_autoptr(GVariant) stacked = g_variant_ref_sink (g_variant_dict_end (&dict));

    g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (deck), stacked, &error));
    g_assert_no_error (error);
  }
}

static inline TableeFranticEvent
reveal_event (TableeFranticDeck *deck,
              guint              i)
{
  g_autoptr(TableeFranticReveal) reveal =
    g_list_model_get_item (tablee_frantic_deck_get_reveals (deck), i);

  g_assert_nonnull (reveal);
  return tablee_frantic_reveal_get_event (reveal);
}

static inline TableeFranticRevealOrigin
reveal_origin (TableeFranticDeck *deck,
               guint              i)
{
  g_autoptr(TableeFranticReveal) reveal =
    g_list_model_get_item (tablee_frantic_deck_get_reveals (deck), i);

  return tablee_frantic_reveal_get_origin (reveal);
}

static inline guint
n_reveals (TableeFranticDeck *deck)
{
  return g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck));
}

static inline TableeFranticEvent
pile_at (TableeFranticDeck *deck,
         gint               i)
{
  g_autoptr(GBytes) pile = deck_get_events (deck, "pile");
  gsize n;
  const guint8 *events = g_bytes_get_data (pile, &n);

  if (i < 0)
    i += n;
  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (i, <, n);
  return events[i];
}

/* Whether the pile the deck saves under key holds event. */
static inline gboolean
pile_holds (TableeFranticDeck  *deck,
            const char         *key,
            TableeFranticEvent  event)
{
  g_autoptr(GBytes) pile = deck_get_events (deck, key);
  gsize n;
  const guint8 *events = g_bytes_get_data (pile, &n);

  return n > 0 && memchr (events, event, n) != NULL;
}

static inline gboolean
discarded (TableeFranticDeck  *deck,
           TableeFranticEvent  event)
{
  return pile_holds (deck, "discard", event);
}

static inline gboolean
round_event (TableeFranticDeck  *deck,
             TableeFranticEvent  event)
{
  return pile_holds (deck, "round-events", event);
}
