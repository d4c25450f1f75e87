/* tablee-notnot-deal.c: the cards of Not Not, its dice and levels, the
 * deal (the pile, the cross of four cards around it, and the rule cards
 * that raise the level of the first game), and the saved state of a game,
 * also what its undo history keeps (TableeGame wraps it with the
 * players).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tablee-notnot-game-private.h"

/* The faces of the three dice (README of the rulebooks: the rulebook gives
 * two NOTHING faces per criterion die; the negation die is our decision). */
static const guint die_faces[3][TABLEE_NOTNOT_DIE_N_FACES] = {
  [TABLEE_NOTNOT_DIE_DIRECTION] = { TABLEE_FACE_UP, TABLEE_FACE_RIGHT, TABLEE_FACE_DOWN,
                                    TABLEE_FACE_LEFT, TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING },
  [TABLEE_NOTNOT_DIE_COLOUR] = { TABLEE_FACE_RED, TABLEE_FACE_BLUE, TABLEE_FACE_GREEN,
                                 TABLEE_FACE_YELLOW, TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING },
  [TABLEE_NOTNOT_DIE_NEGATION] = { 0, 0, 1, 1, 2, 3 },
};

/* The first-game heaps: the pile is cut in three. */
#define N_HEAPS 3

/* Cards */

static guint8
card_pack (const TableeNotnotCard *card)
{
  return (guint8) (card->portal | (card->rule << 3) | (card->arrow << 5) | ((card->liar ? 1 : 0) << 7));
}

void
tablee_notnot_card_unpack (guint8            byte,
                           TableeNotnotCard *card)
{
  card->portal = byte & 0x7;
  card->rule = (byte >> 3) & 0x3;
  card->arrow = (byte >> 5) & 0x3;
  card->liar = (byte >> 7) & 0x1;
}

static gboolean
card_byte_is_valid (guint8 byte)
{
  TableeNotnotCard card;

  tablee_notnot_card_unpack (byte, &card);
  if (card.portal >= TABLEE_N_PORTALS)
    return FALSE;
  /* Rule cards have a plain black back and no portal. */
  if (card.rule != TABLEE_NOTNOT_RULE_NONE)
    return card.portal == TABLEE_PORTAL_NONE && card.arrow == 0 && !card.liar;

  return TRUE;
}

static gboolean
card_byte_is_rule (guint8 byte)
{
  return ((byte >> 3) & 0x3) != TABLEE_NOTNOT_RULE_NONE;
}

gboolean
tablee_notnot_card_byte_is_empty (guint8 byte)
{
  return byte != NOTNOT_NO_CARD && !card_byte_is_rule (byte) &&
         (byte & 0x7) == TABLEE_PORTAL_NONE;
}

/* Levels and dice */

const char *
tablee_notnot_level_get_name (TableeNotnotLevel level)
{
  static const char * const names[] = { N_("Discovery"), N_("Normal"), N_("Hard"), N_("Extreme") };

  g_return_val_if_fail (level < TABLEE_NOTNOT_N_LEVELS, "");

  return _(names[level]);
}

const char *
tablee_notnot_level_get_rules_id (TableeNotnotLevel level)
{
  static const char * const ids[] = {
    "level-discovery", "level-normal", "level-hard", "level-extreme",
  };

  g_return_val_if_fail (level < TABLEE_NOTNOT_N_LEVELS, "levels");

  return ids[level];
}

guint
tablee_notnot_die_get_face (TableeNotnotDie die,
                            guint           index)
{
  g_return_val_if_fail (die <= TABLEE_NOTNOT_DIE_NEGATION, 0);
  g_return_val_if_fail (index < TABLEE_NOTNOT_DIE_N_FACES, 0);

  return die_faces[die][index];
}

static gboolean
die_has_face (TableeNotnotDie die,
              guint           face)
{
  for (guint i = 0; i < TABLEE_NOTNOT_DIE_N_FACES; i++)
    {
      if (die_faces[die][i] == face)
        return TRUE;
    }

  return FALSE;
}

void
tablee_notnot_roll_dice (TableeRandom      *random,
                         TableeNotnotLevel  level,
                         TableeNotnotRoll  *roll)
{
  g_return_if_fail (TABLEE_IS_RANDOM (random));
  g_return_if_fail (roll != NULL);

  roll->a = die_faces[TABLEE_NOTNOT_DIE_DIRECTION][tablee_random_int_range (random, 0, TABLEE_NOTNOT_DIE_N_FACES)];
  roll->b = die_faces[TABLEE_NOTNOT_DIE_COLOUR][tablee_random_int_range (random, 0, TABLEE_NOTNOT_DIE_N_FACES)];
  roll->negations = 0;
  if (level >= TABLEE_NOTNOT_LEVEL_NORMAL)
    roll->negations = die_faces[TABLEE_NOTNOT_DIE_NEGATION][tablee_random_int_range (random, 0, TABLEE_NOTNOT_DIE_N_FACES)];
  roll->liar = FALSE;
  roll->up = TABLEE_SPOT_UP;
}

/* The pile and the cross */

/* The rule cards raise the level in their order: Not Not to Normal, Arrow
 * to Hard, Liar to Extreme. */
static TableeNotnotLevel
rule_card_level (guint8 byte)
{
  return (TableeNotnotLevel) ((byte >> 3) & 0x3);
}

/* A rule card that comes up is put away and, in the first game, raises the
 * level. */
static void
put_away_rule_card (TableeNotnotGame *self,
                    guint             index)
{
  guint8 byte = self->pile->data[index];

  g_byte_array_remove_index (self->pile, index);
  g_byte_array_append (self->box, &byte, 1);
  if (self->first_game && rule_card_level (byte) > self->level)
    self->level = self->raised_to = rule_card_level (byte);
}

static void
surface_rule_cards (TableeNotnotGame *self)
{
  while (self->pile->len > 0 && card_byte_is_rule (self->pile->data[self->pile->len - 1]))
    put_away_rule_card (self, self->pile->len - 1);
}

static gboolean
cross_has_empty_card (TableeNotnotGame *self)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (tablee_notnot_card_byte_is_empty (self->cross[spot]))
        return TRUE;
    }

  return FALSE;
}

/* Puts the top card of the pile at spot. A second empty card on the table is
 * swapped with the next card of the pile, as often as needed. */
static gboolean
fill_spot (TableeNotnotGame *self,
           TableeSpot        spot)
{
  guint8 top;

  surface_rule_cards (self);
  if (self->pile->len == 0)
    return FALSE;

  top = self->pile->data[self->pile->len - 1];
  if (tablee_notnot_card_byte_is_empty (top) && cross_has_empty_card (self))
    {
      for (int i = (int) self->pile->len - 2; i >= 0; i--)
        {
          guint8 byte = self->pile->data[i];

          if (card_byte_is_rule (byte))
            {
              put_away_rule_card (self, i);
              continue;
            }
          if (!tablee_notnot_card_byte_is_empty (byte))
            {
              self->cross[spot] = byte;
              g_byte_array_remove_index (self->pile, i);
              return TRUE;
            }
        }

      /* Only empty cards are left: the cross cannot be completed. */
      return FALSE;
    }

  self->cross[spot] = top;
  g_byte_array_set_size (self->pile, self->pile->len - 1);

  return TRUE;
}

void
tablee_notnot_game_refill (TableeNotnotGame *self)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (self->cross[spot] == NOTNOT_NO_CARD && !fill_spot (self, spot))
        break;
    }

  surface_rule_cards (self);
}

static guint8
rule_card_byte (TableeNotnotRuleCard rule)
{
  TableeNotnotCard card = { TABLEE_PORTAL_NONE, rule, TABLEE_SPOT_UP, FALSE };

  return card_pack (&card);
}

/* The 48 portal and empty cards, shuffled, with arrows pointing every way in
 * equal numbers and the liar on 16 backs, all at random. */
static GByteArray *
build_deck (TableeRandom *random)
{
  guint n = TABLEE_N_PORTALS * TABLEE_NOTNOT_N_PER_COLOUR;
  g_autofree guint8 *arrows = g_new (guint8, n);
  g_autofree guint8 *liars = g_new0 (guint8, n);
  GByteArray *deck = g_byte_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    {
      arrows[i] = i % TABLEE_N_SPOTS;
      liars[i] = i < TABLEE_NOTNOT_N_LIAR_BACKS;
    }
  tablee_random_shuffle (random, arrows, n, 1);
  tablee_random_shuffle (random, liars, n, 1);

  for (guint i = 0; i < n; i++)
    {
      TableeNotnotCard card = {
        /* Empty cards (portal NONE) count as the sixth "colour". */
        (TableePortal) (i / TABLEE_NOTNOT_N_PER_COLOUR), TABLEE_NOTNOT_RULE_NONE,
        arrows[i], liars[i],
      };
      guint8 byte = card_pack (&card);

      g_byte_array_append (deck, &byte, 1);
    }
  tablee_random_shuffle (random, deck->data, deck->len, 1);

  return deck;
}

void
tablee_notnot_game_put_away_rule_cards (TableeNotnotGame *self)
{
  for (int i = (int) self->pile->len - 1; i >= 0; i--)
    {
      if (card_byte_is_rule (self->pile->data[i]))
        put_away_rule_card (self, i);
    }
}

/* The first game cuts the pile in three heaps A, B, C from the bottom up:
 * the Liar on top of A, the Arrow on top of B, the Not Not shuffled into
 * C, though neither on top nor at the bottom of it, so that every level is
 * played (our decision: the rulebook says to shuffle it in). */
static void
stack_first_game (TableeNotnotGame *self)
{
  guint n = self->pile->len;
  guint heap_a = n / N_HEAPS + (n % N_HEAPS > 0 ? 1 : 0);
  guint heap_b = n / N_HEAPS + (n % N_HEAPS > 1 ? 1 : 0);
  guint heap_c = n - heap_a - heap_b;
  guint8 liar = rule_card_byte (TABLEE_NOTNOT_RULE_LIAR);
  guint8 arrow = rule_card_byte (TABLEE_NOTNOT_RULE_ARROW);
  guint8 not_not = rule_card_byte (TABLEE_NOTNOT_RULE_NOT_NOT);

  g_array_insert_val ((GArray *) self->pile, heap_a, liar);
  g_array_insert_val ((GArray *) self->pile, heap_a + 1 + heap_b, arrow);
  g_array_insert_val ((GArray *) self->pile,
                      self->pile->len - heap_c + 1 + tablee_random_int_range (self->random, 0, MAX (heap_c, 2) - 1),
                      not_not);
}

void
tablee_notnot_game_deal (TableeNotnotGame *self)
{
  g_autoptr(GByteArray) deck = build_deck (self->random);

  g_byte_array_set_size (self->pile, 0);
  g_byte_array_set_size (self->discard, 0);
  g_byte_array_set_size (self->box, 0);
  memset (self->cross, NOTNOT_NO_CARD, sizeof self->cross);
  if (self->first_game)
    self->level = TABLEE_NOTNOT_LEVEL_DISCOVERY;

  /* The cross is dealt from the portal and empty cards first. */
  g_byte_array_append (self->pile, deck->data, deck->len);
  tablee_notnot_game_refill (self);

  if (self->first_game)
    {
      stack_first_game (self);
      return;
    }

  for (guint rule = TABLEE_NOTNOT_RULE_NOT_NOT; rule <= TABLEE_NOTNOT_RULE_LIAR; rule++)
    {
      guint8 byte = rule_card_byte (rule);

      g_byte_array_append (self->box, &byte, 1);
    }
}

/* The saved state */

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
  GVariantBuilder won, taps, results;
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

  /* What each tap of the last scored turn did: who, the card tapped, right
   * or wrong, and the card won or discarded (NOTNOT_NO_CARD when none). */
  g_variant_builder_init (&results, G_VARIANT_TYPE ("a(uubby)"));
  for (guint i = 0; i < self->results->len; i++)
    {
      const TableeNotnotTapResult *result = &g_array_index (self->results, TableeNotnotTapResult, i);

      g_variant_builder_add (&results, "(uubby)", result->player, (guint) result->spot, result->right, result->changed,
                             result->changed ? card_pack (&result->card) : NOTNOT_NO_CARD);
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", (guint) self->level);
  g_variant_dict_insert (&dict, "first-game", "b", self->first_game);
  g_variant_dict_insert (&dict, "turn", "u", self->turn);
  g_variant_dict_insert (&dict, "rolled", "b", self->rolled);
  /* Dice are read back only during a roll: out of one, they are saved as
   * they are read back, so that a state and its copy are the same. */
  g_variant_dict_insert (&dict, "dice", "(uuu)",
                         self->rolled ? (guint) self->roll.a : 0, self->rolled ? (guint) self->roll.b : 0,
                         self->rolled ? self->roll.negations : 0);
  g_variant_dict_insert_value (&dict, "pile", bytes_variant (self->pile->data, self->pile->len));
  g_variant_dict_insert_value (&dict, "cross", bytes_variant (self->cross, TABLEE_N_SPOTS));
  g_variant_dict_insert_value (&dict, "discard", bytes_variant (self->discard->data, self->discard->len));
  g_variant_dict_insert_value (&dict, "box", bytes_variant (self->box->data, self->box->len));
  g_variant_dict_insert_value (&dict, "won", g_variant_builder_end (&won));
  g_variant_dict_insert_value (&dict, "taps", g_variant_builder_end (&taps));
  /* Both since format 2 was released, and optional: a state without them
   * has the answer hidden and no results to tell. */
  g_variant_dict_insert (&dict, "revealed", "b", self->rolled && self->revealed);
  g_variant_dict_insert_value (&dict, "results", g_variant_builder_end (&results));

  return g_variant_dict_end (&dict);
}

/* The places cards lie in a state, each a string of card bytes. */
enum { PILE, CROSS, DISCARD, BOX, N_PLACES };

static const char * const place_keys[N_PLACES] = { "pile", "cross", "discard", "box" };

/* A state read back and checked, ready to apply. */
typedef struct {
  TableeNotnotLevel level;
  gboolean first_game, rolled, revealed;
  guint turn, face_a, face_b, negations;
  GBytes *places[N_PLACES];
  GPtrArray *won;    /* GBytes per player */
  GArray *taps;      /* (player, spot) pairs of guint, in the order of the taps */
  GArray *results;   /* TableeNotnotTapResult */
} State;

static void
state_clear (State *state)
{
  for (guint i = 0; i < N_PLACES; i++)
    g_clear_pointer (&state->places[i], g_bytes_unref);
  g_clear_pointer (&state->won, g_ptr_array_unref);
  g_clear_pointer (&state->taps, g_array_unref);
  g_clear_pointer (&state->results, g_array_unref);
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

/* Version 1 (Tablée 0.1.0) saved this same state with, beside it, the
 * players ("players") and the state before the last turn ("undo").
 * Version 2 moved the players into TableeGame's envelope and saves no undo
 * history (a game read back starts a new one), so that step is dropped.
 * A game was over when its cross had a hole, as it is now. */
GVariant *
tablee_notnot_game_migrate_state (TableeGame  *game,
                                  guint32      from_version,
                                  GVariant    *state,
                                  GError     **error)
{
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) cross = NULL;
  const guint8 *cards;
  gsize n_cards;

  if (from_version != 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "Not Not: no migration from version %u", from_version);
      return NULL;
    }

  players = g_variant_lookup_value (state, "players", G_VARIANT_TYPE ("a(ss)"));
  cross = g_variant_lookup_value (state, "cross", G_VARIANT_TYPE_BYTESTRING);
  if (players == NULL || cross == NULL)
    {
      damaged (error, "state of version 1");
      return NULL;
    }

  cards = g_variant_get_fixed_array (cross, &n_cards, 1);
  return tablee_game_envelope_v1 (players, memchr (cards, NOTNOT_NO_CARD, n_cards) != NULL,
                                  tablee_game_drop_keys (state, "players", "undo", NULL));
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
      if (!card_byte_is_valid (data[i]) || (!rules && card_byte_is_rule (data[i])))
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
  g_autoptr(GVariant) results = NULL;
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
       (!die_has_face (TABLEE_NOTNOT_DIE_DIRECTION, state->face_a) ||
        !die_has_face (TABLEE_NOTNOT_DIE_COLOUR, state->face_b) ||
        !die_has_face (TABLEE_NOTNOT_DIE_NEGATION, state->negations))))
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
  if ((pile_len > 0 && card_byte_is_rule (pile[pile_len - 1])) ||
      (!state->first_game && box_len != 3))
    return damaged (error, "pile");
  if (state->first_game)
    {
      TableeNotnotLevel expected = TABLEE_NOTNOT_LEVEL_DISCOVERY;

      for (gsize i = 0; i < box_len; i++)
        expected = MAX (expected, rule_card_level (box[i]));
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

  /* The answer shows only during a roll. */
  if (!g_variant_lookup (variant, "revealed", "b", &state->revealed))
    state->revealed = FALSE;
  state->revealed = state->revealed && state->rolled;

  /* The results of the last scored turn: one per player at most, a card
   * when one changed hands. */
  state->results = g_array_new (FALSE, TRUE, sizeof (TableeNotnotTapResult));
  results = g_variant_lookup_value (variant, "results", NULL);
  if (results != NULL && !g_variant_is_of_type (results, G_VARIANT_TYPE ("a(uubby)")))
    return damaged (error, "results");
  if (results != NULL)
    {
      gboolean told[8] = { FALSE, };
      TableeNotnotTapResult result = { 0, };
      guint spot;
      guint8 byte;

      g_variant_iter_init (&iter, results);
      while (g_variant_iter_next (&iter, "(uubby)", &result.player, &spot, &result.right, &result.changed, &byte))
        {
          result.spot = spot;
          if (result.player >= n_players || told[result.player] || spot >= TABLEE_N_SPOTS ||
              (result.changed ? !card_byte_is_valid (byte) || card_byte_is_rule (byte) : byte != NOTNOT_NO_CARD))
            return damaged (error, "results");
          told[result.player] = TRUE;
          result.card = (TableeNotnotCard) { TABLEE_PORTAL_NONE, TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
          if (result.changed)
            tablee_notnot_card_unpack (byte, &result.card);
          g_array_append_val (state->results, result);
        }
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
  GArray *before;

  if (!parse_state (variant, n_players, &state, error))
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->level = state.level;
  self->first_game = state.first_game;
  self->turn = state.turn;
  self->rolled = state.rolled;
  self->revealed = state.revealed;
  self->raised_to = TABLEE_NOTNOT_LEVEL_DISCOVERY;
  g_array_set_size (self->results, 0);
  g_array_append_vals (self->results, state.results->data, state.results->len);
  self->roll = (TableeNotnotRoll) { state.face_a, state.face_b, state.negations, FALSE, TABLEE_SPOT_UP };
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
  tablee_notify_changed (G_OBJECT (self), before);

  return TRUE;
}
