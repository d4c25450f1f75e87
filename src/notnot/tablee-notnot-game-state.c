/* tablee-notnot-game-state.c: the saved state of a game of Not Not, also
 * what its undo history keeps. TableeGame wraps it with the players.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include "tablee-notnot-game-private.h"

#define STATE_TYPE G_VARIANT_TYPE ("a{sv}")

static GVariant *
bytes_variant (const guint8 *data,
               gsize         len)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, data, len, 1);
}

GVariant *
tablee_notnot_game_save_state (TableeGame *game)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  g_autoptr(GArray) tappers = tablee_notnot_game_dup_tappers (self);
  GVariantBuilder won, taps;
  GVariantDict dict;

  g_variant_builder_init (&won, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < self->seats->len; i++)
    {
      GByteArray *cards = g_array_index (self->seats, TableeNotnotSeat, i).won;

      g_variant_builder_add_value (&won, bytes_variant (cards->data, cards->len));
    }

  g_variant_builder_init (&taps, G_VARIANT_TYPE ("a(uu)"));
  for (guint i = 0; i < tappers->len; i++)
    {
      guint player = g_array_index (tappers, guint, i);

      g_variant_builder_add (&taps, "(uu)", player,
                             (guint) g_array_index (self->seats, TableeNotnotSeat, player).tap);
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", (guint) self->level);
  g_variant_dict_insert (&dict, "first-game", "b", self->first_game);
  g_variant_dict_insert (&dict, "turn", "u", self->turn);
  g_variant_dict_insert (&dict, "rolled", "b", self->rolled);
  /* Dice are read back only during a roll: out of one, they are saved as
   * they are read back, so that a state and its copy are the same. */
  g_variant_dict_insert (&dict, "dice", "(uuu)",
                         self->rolled ? (guint) self->face_a : 0, self->rolled ? (guint) self->face_b : 0,
                         self->rolled ? self->negations : 0);
  g_variant_dict_insert_value (&dict, "pile", bytes_variant (self->pile->data, self->pile->len));
  g_variant_dict_insert_value (&dict, "cross", bytes_variant (self->cross, TABLEE_N_SPOTS));
  g_variant_dict_insert_value (&dict, "discard", bytes_variant (self->discard->data, self->discard->len));
  g_variant_dict_insert_value (&dict, "box", bytes_variant (self->box->data, self->box->len));
  g_variant_dict_insert_value (&dict, "won", g_variant_builder_end (&won));
  g_variant_dict_insert_value (&dict, "taps", g_variant_builder_end (&taps));

  return g_variant_dict_end (&dict);
}

/* The places cards lie in a state, each a string of card bytes. */
enum { PILE, CROSS, DISCARD, BOX, N_PLACES };

static const char * const place_keys[N_PLACES] = { "pile", "cross", "discard", "box" };

/* A state read back and checked, ready to apply. */
typedef struct {
  TableeNotnotLevel level;
  gboolean first_game, rolled;
  guint turn, face_a, face_b, negations;
  GBytes *places[N_PLACES];
  GPtrArray *won;    /* GBytes per player */
  GArray *taps;      /* (player, spot) pairs of guint, in the order of the taps */
} State;

static void
state_clear (State *state)
{
  for (guint i = 0; i < N_PLACES; i++)
    g_clear_pointer (&state->places[i], g_bytes_unref);
  g_clear_pointer (&state->won, g_ptr_array_unref);
  g_clear_pointer (&state->taps, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (State, state_clear)

static gboolean
damaged (GError    **error,
         const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "Not Not: the saved %s is not valid", what);
  return FALSE;
}

/* Counts every card of a place into the deck's composition; FALSE when a
 * card is not a card, or a rule card lies where none may. Holes (no card)
 * are only in the cross. */
static gboolean
count_cards (GBytes   *bytes,
             guint     counts[TABLEE_N_PORTALS + 4],
             guint    *liars,
             gboolean  holes,
             gboolean  rules)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  for (gsize i = 0; i < len; i++)
    {
      TableeNotnotCard card;

      if (data[i] == NOTNOT_NO_CARD && holes)
        continue;
      if (!tablee_notnot_card_byte_is_valid (data[i]) || (!rules && tablee_notnot_card_byte_is_rule (data[i])))
        return FALSE;

      tablee_notnot_card_unpack (data[i], &card);
      counts[card.rule != TABLEE_NOTNOT_RULE_NONE ? TABLEE_N_PORTALS + card.rule : card.portal]++;
      *liars += card.liar;
    }

  return TRUE;
}

static gboolean
parse_state (GVariant  *variant,
             guint      n_players,
             State     *state,
             GError   **error)
{
  g_autoptr(GVariant) won = NULL;
  g_autoptr(GVariant) taps = NULL;
  guint counts[TABLEE_N_PORTALS + 4] = { 0, };
  guint liars = 0, level, n_empty = 0, n_holes = 0;
  gboolean seen[8] = { FALSE, };
  const guint8 *cross, *pile, *box;
  gsize pile_len, box_len;
  GVariantIter iter;
  guint tap[2];

  if (!g_variant_is_of_type (variant, STATE_TYPE))
    return damaged (error, "state");

  if (!g_variant_lookup (variant, "level", "u", &level) || level >= TABLEE_NOTNOT_N_LEVELS)
    return damaged (error, "level");
  state->level = level;
  if (!g_variant_lookup (variant, "first-game", "b", &state->first_game) ||
      !g_variant_lookup (variant, "turn", "u", &state->turn) ||
      !g_variant_lookup (variant, "rolled", "b", &state->rolled))
    return damaged (error, "turn");
  if (!g_variant_lookup (variant, "dice", "(uuu)", &state->face_a, &state->face_b, &state->negations) ||
      (state->rolled &&
       (!tablee_notnot_die_has_face (TABLEE_NOTNOT_DIE_DIRECTION, state->face_a) ||
        !tablee_notnot_die_has_face (TABLEE_NOTNOT_DIE_COLOUR, state->face_b) ||
        !tablee_notnot_die_has_face (TABLEE_NOTNOT_DIE_NEGATION, state->negations))))
    return damaged (error, "dice");
  if (!state->rolled)
    state->face_a = state->face_b = state->negations = 0;

  for (guint i = 0; i < N_PLACES; i++)
    {
      g_autoptr(GVariant) value = g_variant_lookup_value (variant, place_keys[i], G_VARIANT_TYPE_BYTESTRING);

      if (value == NULL)
        return damaged (error, "cards");
      state->places[i] = g_variant_get_data_as_bytes (value);
    }

  won = g_variant_lookup_value (variant, "won", G_VARIANT_TYPE ("aay"));
  if (won == NULL || g_variant_n_children (won) != n_players)
    return damaged (error, "cards won");
  state->won = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (won, i);

      g_ptr_array_add (state->won, g_variant_get_data_as_bytes (child));
    }

  /* The cross: four places, holes only once the game is over, at most one
   * empty card. */
  if (g_bytes_get_size (state->places[CROSS]) != TABLEE_N_SPOTS)
    return damaged (error, "cross");
  cross = g_bytes_get_data (state->places[CROSS], NULL);
  for (guint i = 0; i < TABLEE_N_SPOTS; i++)
    {
      n_holes += cross[i] == NOTNOT_NO_CARD;
      n_empty += tablee_notnot_card_byte_is_empty (cross[i]);
    }
  if (n_empty > 1 || (n_holes > 0 && state->rolled))
    return damaged (error, "cross");

  /* Every one of the 51 cards, once. Rule cards are only in the pile
   * (below its top) or the box. */
  for (guint i = 0; i < N_PLACES; i++)
    {
      if (!count_cards (state->places[i], counts, &liars, i == CROSS, i == PILE || i == BOX))
        return damaged (error, "cards");
    }
  for (guint i = 0; i < n_players; i++)
    {
      if (!count_cards (g_ptr_array_index (state->won, i), counts, &liars, FALSE, FALSE))
        return damaged (error, "cards won");
    }
  for (guint i = 0; i < TABLEE_N_PORTALS + 4; i++)
    {
      if (i != TABLEE_N_PORTALS + TABLEE_NOTNOT_RULE_NONE &&
          counts[i] != (i < TABLEE_N_PORTALS ? TABLEE_NOTNOT_N_PER_COLOUR : 1))
        return damaged (error, "cards");
    }
  if (liars != TABLEE_NOTNOT_N_LIAR_BACKS)
    return damaged (error, "cards");

  /* Outside the first game the rule cards are all in the box; in it the
   * level is set by how many came up. */
  pile = g_bytes_get_data (state->places[PILE], &pile_len);
  box = g_bytes_get_data (state->places[BOX], &box_len);
  if ((pile_len > 0 && tablee_notnot_card_byte_is_rule (pile[pile_len - 1])) ||
      (!state->first_game && box_len != 3))
    return damaged (error, "pile");
  if (state->first_game)
    {
      TableeNotnotLevel expected = TABLEE_NOTNOT_LEVEL_DISCOVERY;

      for (gsize i = 0; i < box_len; i++)
        expected = MAX (expected, tablee_notnot_rule_card_level (box[i]));
      if (expected != state->level)
        return damaged (error, "level");
    }

  /* Taps: only during a roll, one per player, on a card. */
  taps = g_variant_lookup_value (variant, "taps", G_VARIANT_TYPE ("a(uu)"));
  if (taps == NULL || n_players > G_N_ELEMENTS (seen) || (!state->rolled && g_variant_n_children (taps) > 0))
    return damaged (error, "taps");
  state->taps = g_array_new (FALSE, FALSE, sizeof tap);
  g_variant_iter_init (&iter, taps);
  while (g_variant_iter_next (&iter, "(uu)", &tap[0], &tap[1]))
    {
      if (tap[0] >= n_players || seen[tap[0]] || tap[1] >= TABLEE_N_SPOTS || cross[tap[1]] == NOTNOT_NO_CARD)
        return damaged (error, "taps");
      seen[tap[0]] = TRUE;
      g_array_append_val (state->taps, tap);
    }

  return TRUE;
}

static void
set_bytes (GByteArray *array,
           GBytes     *bytes)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  g_byte_array_set_size (array, 0);
  g_byte_array_append (array, data, len);
}

gboolean
tablee_notnot_game_load_state (TableeGame  *game,
                               GVariant    *variant,
                               guint        n_players,
                               GError     **error)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  g_auto(State) state = { 0, };
  TableeNotnotValues before;

  if (!parse_state (variant, n_players, &state, error))
    return FALSE;

  tablee_notnot_game_values_get (self, &before);
  self->level = state.level;
  self->first_game = state.first_game;
  self->turn = state.turn;
  self->rolled = state.rolled;
  self->face_a = state.face_a;
  self->face_b = state.face_b;
  self->negations = state.negations;
  set_bytes (self->pile, state.places[PILE]);
  set_bytes (self->discard, state.places[DISCARD]);
  set_bytes (self->box, state.places[BOX]);
  memcpy (self->cross, g_bytes_get_data (state.places[CROSS], NULL), TABLEE_N_SPOTS);

  /* The seats are put in place once this returns. */
  tablee_notnot_game_set_n_seats (self, state.won->len);
  for (guint i = 0; i < state.won->len; i++)
    set_bytes (g_array_index (self->seats, TableeNotnotSeat, i).won, g_ptr_array_index (state.won, i));
  for (guint i = 0; i < state.taps->len; i++)
    {
      const guint *tap = &g_array_index (state.taps, guint, 2 * i);
      TableeNotnotSeat *seat = &g_array_index (self->seats, TableeNotnotSeat, tap[0]);

      seat->tap = tap[1];
      seat->tap_order = self->tap_counter++;
    }
  tablee_notnot_game_values_notify (self, &before);

  return TRUE;
}
