/* tablee-frantic-deck-save.c: the event deck's saved state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-deck"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-private.h"

/* ---- TableeSaveable ---------------------------------------------------- */

static GVariant *
events_to_variant (GArray *array)
{
  g_autofree guint8 *bytes = g_new (guint8, MAX (array->len, 1));

  for (guint i = 0; i < array->len; i++)
    bytes[i] = g_array_index (array, TableeFranticEvent, i);

  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, bytes, array->len, 1);
}

GVariant *
_tablee_frantic_deck_save (TableeSaveable *saveable)
{
  TableeFranticDeck *self = TABLEE_FRANTIC_DECK (saveable);
  GVariantBuilder reveals;
  GVariantDict dict;

  g_variant_builder_init (&reveals, G_VARIANT_TYPE ("a(yyub)"));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->reveals)); i++)
    {
      g_autoptr(TableeFranticReveal) reveal = g_list_model_get_item (G_LIST_MODEL (self->reveals), i);

      g_variant_builder_add (&reveals, "(yyub)", (guint8) reveal->event, (guint8) reveal->origin,
                             reveal->lucky_mask, reveal->no_effect);
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "troublemaker", "b", self->troublemaker);
  g_variant_dict_insert (&dict, "n-players", "u", self->n_players);
  g_variant_dict_insert_value (&dict, "pile", events_to_variant (self->pile));
  g_variant_dict_insert_value (&dict, "discard", events_to_variant (self->discard));
  g_variant_dict_insert_value (&dict, "round-events", events_to_variant (self->round_events));
  g_variant_dict_insert_value (&dict, "choices", events_to_variant (self->choices));
  g_variant_dict_insert_value (&dict, "active", events_to_variant (self->active));
  g_variant_dict_insert_value (&dict, "reveals", g_variant_builder_end (&reveals));
  g_variant_dict_insert (&dict, "pending-draws", "u", self->pending_draws);
  g_variant_dict_insert (&dict, "choice", "u", (guint) self->choice);
  g_variant_dict_insert (&dict, "resolution-lucky", "u", self->resolution_lucky);
  g_variant_dict_insert (&dict, "lucky", "u", self->lucky_mask);
  g_variant_dict_insert (&dict, "time-bomb-turns", "u", self->time_bomb_turns);
  g_variant_dict_insert (&dict, "round-over", "b", self->round_over);
  g_variant_dict_insert (&dict, "reshuffled", "b", self->reshuffled);

  return g_variant_dict_end (&dict);
}

/* The events at key, into an array and as a set (a bit per event); FALSE
 * when the key is missing, or an event is unknown or there twice. */
static gboolean
events_from_variant (GVariant   *state,
                     const char *key,
                     GArray     *into,
                     guint64    *set)
{
  g_autoptr(GVariant) value = g_variant_lookup_value (state, key, G_VARIANT_TYPE_BYTESTRING);
  const guint8 *bytes;
  gsize n;

  *set = 0;
  if (value == NULL)
    return FALSE;

  bytes = g_variant_get_fixed_array (value, &n, 1);
  for (gsize i = 0; i < n; i++)
    {
      TableeFranticEvent event = bytes[i];

      if (!tablee_frantic_event_is_valid (event) || (*set & (G_GUINT64_CONSTANT (1) << event)) != 0)
        return FALSE;
      *set |= G_GUINT64_CONSTANT (1) << event;
      g_array_append_val (into, event);
    }

  return TRUE;
}

gboolean
_tablee_frantic_deck_load (TableeSaveable  *saveable,
                           GVariant        *state,
                           GError         **error)
{
  TableeFranticDeck *self = TABLEE_FRANTIC_DECK (saveable);
  g_autoptr(GArray) pile = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  g_autoptr(GArray) discard = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  g_autoptr(GArray) round_events = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  g_autoptr(GArray) active = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  g_autoptr(GVariant) reveals = NULL;
  g_autoptr(GPtrArray) reveal_objects = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean troublemaker, round_over, reshuffled;
  guint n_players, pending_draws, choice, resolution_lucky, lucky, time_bomb_turns;
  guint full_mask;
  guint64 pile_set, discard_set, round_set, choices_set, active_set, in_set = 0;
  GArray *before;
  GVariantIter iter;
  guint8 event, origin;
  guint reveal_lucky;
  gboolean no_effect;

  if (!g_variant_lookup (state, "troublemaker", "b", &troublemaker) ||
      !g_variant_lookup (state, "n-players", "u", &n_players) ||
      !g_variant_lookup (state, "pending-draws", "u", &pending_draws) ||
      !g_variant_lookup (state, "choice", "u", &choice) ||
      !g_variant_lookup (state, "resolution-lucky", "u", &resolution_lucky) ||
      !g_variant_lookup (state, "lucky", "u", &lucky) ||
      !g_variant_lookup (state, "time-bomb-turns", "u", &time_bomb_turns) ||
      !g_variant_lookup (state, "round-over", "b", &round_over) ||
      !g_variant_lookup (state, "reshuffled", "b", &reshuffled) ||
      !events_from_variant (state, "pile", pile, &pile_set) ||
      !events_from_variant (state, "discard", discard, &discard_set) ||
      !events_from_variant (state, "round-events", round_events, &round_set) ||
      !events_from_variant (state, "choices", choices, &choices_set) ||
      !events_from_variant (state, "active", active, &active_set) ||
      !(reveals = g_variant_lookup_value (state, "reveals", G_VARIANT_TYPE ("a(yyub)"))))
    goto damaged;

  full_mask = (1u << TABLEE_FRANTIC_MAX_PLAYERS) - 1;
  if (n_players < 2 || n_players > TABLEE_FRANTIC_MAX_PLAYERS ||
      choice > TABLEE_FRANTIC_CHOICE_REPEAT ||
      (resolution_lucky & ~full_mask) != 0 || (lucky & ~full_mask) != 0 ||
      pending_draws > 2 * TABLEE_FRANTIC_N_EVENTS ||
      time_bomb_turns > TIME_BOMB_TURNS_PER_PLAYER * TABLEE_FRANTIC_MAX_PLAYERS ||
      (choice == TABLEE_FRANTIC_CHOICE_NONE) != (choices->len == 0) ||
      (choice == TABLEE_FRANTIC_CHOICE_EVENT_MANAGER && choices->len > MANAGER_CHOICES) ||
      (choice == TABLEE_FRANTIC_CHOICE_REPEAT &&
       (choices_set & (~round_set | (G_GUINT64_CONSTANT (1) << TABLEE_FRANTIC_EVENT_REPEAT))) != 0))
    goto damaged;

  for (guint i = 0; i < active->len; i++)
    {
      if (!tablee_frantic_event_has_flag (g_array_index (active, TableeFranticEvent, i),
                                          TABLEE_FRANTIC_EVENT_FLAG_LASTS_FOR_ROUND))
        goto damaged;
    }
  if (time_bomb_turns > 0 && (active_set & (G_GUINT64_CONSTANT (1) << TABLEE_FRANTIC_EVENT_TIME_BOMB)) == 0)
    goto damaged;

  /* Every event of the set is in exactly one place: the deck, the discard
   * pile, or on show for an Event Manager; no other event is, nor ran this
   * round. */
  if (choice != TABLEE_FRANTIC_CHOICE_EVENT_MANAGER)
    choices_set = 0;
  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      if (troublemaker || !tablee_frantic_event_get_info (i)->troublemaker)
        in_set |= G_GUINT64_CONSTANT (1) << i;
    }
  if ((pile_set & discard_set) != 0 || (choices_set & (pile_set | discard_set)) != 0 ||
      (pile_set | discard_set | choices_set) != in_set || (round_set & ~in_set) != 0)
    goto damaged;

  g_variant_iter_init (&iter, reveals);
  while (g_variant_iter_next (&iter, "(yyub)", &event, &origin, &reveal_lucky, &no_effect))
    {
      if (!tablee_frantic_event_is_valid (event) ||
          origin > TABLEE_FRANTIC_REVEAL_REPEATED ||
          (reveal_lucky & ~full_mask) != 0 ||
          !_tablee_frantic_events_contain (round_events, event))
        goto damaged;
      g_ptr_array_add (reveal_objects, _tablee_frantic_reveal_new (event, origin, reveal_lucky, no_effect));
    }

  before = tablee_snapshot_properties (G_OBJECT (self));

  g_array_set_size (self->pile, 0);
  g_array_append_vals (self->pile, pile->data, pile->len);
  g_array_set_size (self->discard, 0);
  g_array_append_vals (self->discard, discard->data, discard->len);
  g_array_set_size (self->round_events, 0);
  g_array_append_vals (self->round_events, round_events->data, round_events->len);
  g_array_set_size (self->choices, 0);
  g_array_append_vals (self->choices, choices->data, choices->len);
  g_array_set_size (self->active, 0);
  g_array_append_vals (self->active, active->data, active->len);
  g_list_store_splice (self->reveals, 0, g_list_model_get_n_items (G_LIST_MODEL (self->reveals)),
                       reveal_objects->pdata, reveal_objects->len);

  self->troublemaker = troublemaker;
  self->n_players = n_players;
  self->pending_draws = pending_draws;
  self->choice = choice;
  self->resolution_lucky = resolution_lucky;
  self->lucky_mask = lucky;
  self->time_bomb_turns = time_bomb_turns;
  self->round_over = round_over;
  self->reshuffled = reshuffled;

  _tablee_frantic_deck_changed (self, before);

  return TRUE;

damaged:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The saved event deck is damaged."));
  return FALSE;
}
