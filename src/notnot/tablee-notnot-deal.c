/* tablee-notnot-deal.c: the cards of Not Not, its dice and levels, and
 * the deal: the pile, the cross of four cards around it, and the rule cards
 * that raise the level of the first game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

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

gboolean
tablee_notnot_card_byte_is_valid (guint8 byte)
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

gboolean
tablee_notnot_card_byte_is_rule (guint8 byte)
{
  return ((byte >> 3) & 0x3) != TABLEE_NOTNOT_RULE_NONE;
}

gboolean
tablee_notnot_card_byte_is_empty (guint8 byte)
{
  return byte != NOTNOT_NO_CARD && !tablee_notnot_card_byte_is_rule (byte) &&
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

gboolean
tablee_notnot_die_has_face (TableeNotnotDie die,
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
TableeNotnotLevel
tablee_notnot_rule_card_level (guint8 byte)
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
  if (self->first_game)
    self->level = MAX (self->level, tablee_notnot_rule_card_level (byte));
}

static void
surface_rule_cards (TableeNotnotGame *self)
{
  while (self->pile->len > 0 && tablee_notnot_card_byte_is_rule (self->pile->data[self->pile->len - 1]))
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

          if (tablee_notnot_card_byte_is_rule (byte))
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

static void
shuffle_bytes (TableeRandom *random,
               GByteArray   *bytes)
{
  tablee_random_shuffle (random, bytes->data, bytes->len, 1);
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
  shuffle_bytes (random, deck);

  return deck;
}


void
tablee_notnot_game_put_away_rule_cards (TableeNotnotGame *self)
{
  for (int i = (int) self->pile->len - 1; i >= 0; i--)
    {
      if (tablee_notnot_card_byte_is_rule (self->pile->data[i]))
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
  g_autoptr(GByteArray) rest = g_byte_array_new ();
  guint n = self->pile->len;
  guint heap_a = n / N_HEAPS + (n % N_HEAPS > 0 ? 1 : 0);
  guint heap_b = n / N_HEAPS + (n % N_HEAPS > 1 ? 1 : 0);
  guint heap_c = n - heap_a - heap_b;
  guint8 byte;
  guint not_not_at;

  g_byte_array_append (rest, self->pile->data, n);
  g_byte_array_set_size (self->pile, 0);

  g_byte_array_append (self->pile, rest->data, heap_a);
  byte = rule_card_byte (TABLEE_NOTNOT_RULE_LIAR);
  g_byte_array_append (self->pile, &byte, 1);
  g_byte_array_append (self->pile, rest->data + heap_a, heap_b);
  byte = rule_card_byte (TABLEE_NOTNOT_RULE_ARROW);
  g_byte_array_append (self->pile, &byte, 1);
  g_byte_array_append (self->pile, rest->data + heap_a + heap_b, heap_c);
  not_not_at = self->pile->len - heap_c + 1 +
               tablee_random_int_range (self->random, 0, MAX (heap_c, 2) - 1);
  byte = rule_card_byte (TABLEE_NOTNOT_RULE_NOT_NOT);
  g_byte_array_set_size (self->pile, self->pile->len + 1);
  memmove (self->pile->data + not_not_at + 1, self->pile->data + not_not_at,
           self->pile->len - 1 - not_not_at);
  self->pile->data[not_not_at] = byte;
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
