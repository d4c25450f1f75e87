/* tablee-whosnext-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved form of a Who's Next? game: what save_state() writes and
 * load_state() reads, at WHOSNEXT_FORMAT_VERSION (tablee-whosnext-round.h):
 * bump it with any change here.
 */

#define G_LOG_DOMAIN "tablee-whosnext-game"

#include "config.h"

#include "tablee-whosnext-round.h"

GVariant *
state_to_variant (const State *state)
{
  GVariantDict dict;
  GVariantBuilder builder;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", state->level);
  g_variant_dict_insert (&dict, "apprentice", "b", state->apprentice);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("au"));
  for (guint i = 0; i < state->n_seats; i++)
    g_variant_builder_add (&builder, "u", state->notes[i]);
  g_variant_dict_insert_value (&dict, "notes", g_variant_builder_end (&builder));

  g_variant_dict_insert (&dict, "dont-panic", "(iu)", state->dp_holder, state->dp_streak);
  g_variant_dict_insert (&dict, "rounds-off", "u", state->rounds_off);
  g_variant_dict_insert (&dict, "starter", "u", state->starter);
  g_variant_dict_insert (&dict, "direction", "i", state->direction);
  g_variant_dict_insert (&dict, "carry", "(uu)", state->carry_break, state->carry_seat);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(yyyy)"));
  for (guint i = 0; i < state->events->len; i++)
    {
      const Event *e = &g_array_index (state->events, Event, i);

      g_variant_builder_add (&builder, "(yyyy)", e->kind, e->seat, e->number, e->side);
    }
  g_variant_dict_insert_value (&dict, "events", g_variant_builder_end (&builder));

  return g_variant_dict_end (&dict);
}

/* Refuses a state read so far (state may be NULL), saying why. */
static gboolean
invalid (State       *state,
         GError     **error,
         const char  *what)
{
  if (state != NULL)
    state_clear (state);
  g_set_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
               "Invalid Who’s Next? state: %s", what);
  return FALSE;
}

gboolean
state_from_variant (GVariant  *variant,
                    guint      n_seats,
                    State     *out,
                    GError   **error)
{
  g_autoptr(GVariant) notes = NULL;
  g_autoptr(GVariant) events = NULL;
  State state;
  Round round;
  GVariantIter iter;
  guint8 kind, seat, number, side;
  gboolean ok;

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    return invalid (NULL, error, "not a dictionary");

  state_init_fresh (&state, n_seats);

  ok = g_variant_lookup (variant, "level", "u", &state.level) &&
       g_variant_lookup (variant, "apprentice", "b", &state.apprentice) &&
       g_variant_lookup (variant, "dont-panic", "(iu)", &state.dp_holder, &state.dp_streak) &&
       g_variant_lookup (variant, "rounds-off", "u", &state.rounds_off) &&
       g_variant_lookup (variant, "starter", "u", &state.starter) &&
       g_variant_lookup (variant, "direction", "i", &state.direction) &&
       g_variant_lookup (variant, "carry", "(uu)", &state.carry_break, &state.carry_seat);
  notes = g_variant_lookup_value (variant, "notes", G_VARIANT_TYPE ("au"));
  events = g_variant_lookup_value (variant, "events", G_VARIANT_TYPE ("a(yyyy)"));

  if (!ok || notes == NULL || events == NULL)
    return invalid (&state, error, "missing or mistyped value");

  if (n_seats < TABLEE_WHOSNEXT_MIN_SEATS || n_seats > MAX_SEATS ||
      state.level > TABLEE_WHOSNEXT_MAX_LEVEL ||
      state.dp_holder < -1 || state.dp_holder >= (int) n_seats ||
      state.dp_streak > 2 || (state.dp_holder < 0) != (state.dp_streak == 0) ||
      state.rounds_off >= tablee_whosnext_level_seconds (TABLEE_WHOSNEXT_MAX_LEVEL) ||
      state.starter >= n_seats ||
      (state.direction != 0 && state.direction != 1 && state.direction != -1) ||
      (state.carry_break & ~0x1fu) != 0 ||
      (state.carry_break != 0 && (state.direction != 0 || state.carry_seat >= n_seats)) ||
      g_variant_n_children (notes) != n_seats ||
      g_variant_n_children (events) > MAX_EVENTS)
    return invalid (&state, error, "value out of range");

  for (guint i = 0; i < n_seats; i++)
    {
      g_variant_get_child (notes, i, "u", &state.notes[i]);
      if (state.notes[i] > TABLEE_WHOSNEXT_MAX_NOTES)
        return invalid (&state, error, "too many wrong notes");
    }

  g_variant_iter_init (&iter, events);
  while (g_variant_iter_next (&iter, "(yyyy)", &kind, &seat, &number, &side))
    {
      Event e = { kind, seat, number, side };

      g_array_append_val (state.events, e);
    }

  if (!round_replay (&round, &state))
    return invalid (&state, error, "the round cannot have been played");

  *out = state;
  return TRUE;
}
