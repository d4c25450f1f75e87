/* tablee-notnot-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-notnot-game.h"
#include "tablee-notnot-history.h"
#include "tablee-saveable.h"

/* The faces of the three dice (README of the rulebooks: the rulebook gives
 * two NOTHING faces per criterion die; the negation die is our decision). */
static const guint die_faces[3][TABLEE_NOTNOT_DIE_N_FACES] = {
  [TABLEE_NOTNOT_DIE_DIRECTION] = { TABLEE_FACE_UP, TABLEE_FACE_RIGHT, TABLEE_FACE_DOWN,
                                    TABLEE_FACE_LEFT, TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING },
  [TABLEE_NOTNOT_DIE_COLOUR] = { TABLEE_FACE_RED, TABLEE_FACE_BLUE, TABLEE_FACE_GREEN,
                                 TABLEE_FACE_YELLOW, TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING },
  [TABLEE_NOTNOT_DIE_NEGATION] = { 0, 0, 1, 1, 2, 3 },
};

/* Cards are stored as one byte each: the portal in bits 0-2, the rule card
 * in bits 3-4, the arrow in bits 5-6 and the liar in bit 7. */
#define NO_CARD 0xff

/* Where a player's cards and tap of this turn are kept: on the player
 * object, so that they follow it when the list is reordered. */
#define WON_KEY "tablee-notnot-won"
#define TAP_KEY "tablee-notnot-tap"

/* The first-game heaps: the pile is cut in three. */
#define N_HEAPS 3

struct _TableeNotnotGame
{
  GObject            parent_instance;

  /* Owned */
  TableeRandom      *random;
  TableePlayers     *players;
  /* Every player seen since the last load, so that the cards of a player who
   * left are still accounted for when saving. */
  GPtrArray         *known_players;
  GByteArray        *pile;     /* bottom first */
  GByteArray        *discard;  /* cards lost by wrong taps */
  GByteArray        *box;      /* rule cards put away */
  guint8             cross[TABLEE_N_SPOTS];
  TableeNotnotLevel  level;
  gboolean           first_game;
  guint              turn;
  gboolean           rolled;
  TableeNotnotFace   face_a;
  TableeNotnotFace   face_b;
  guint              negations;
  guint              tap_counter;
  /* The states around the steps that can be undone and redone, without
   * players, and the players they name by position (borrowed:
   * known_players holds them). */
  TableeNotnotHistory *history;
  GPtrArray         *undo_order;
  gboolean           loading;
};

static void tablee_notnot_game_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeNotnotGame, tablee_notnot_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_notnot_game_saveable_init))

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_FIRST_GAME,
  PROP_TURN,
  PROP_ROLLED,
  PROP_FINISHED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PILE_SIZE,
  PROP_VALID_SPOTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Cards */

static guint8
card_pack (const TableeNotnotCard *card)
{
  return (guint8) (card->portal | (card->rule << 3) | (card->arrow << 5) | ((card->liar ? 1 : 0) << 7));
}

static void
card_unpack (guint8            byte,
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

  card_unpack (byte, &card);
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

static gboolean
card_byte_is_empty (guint8 byte)
{
  return byte != NO_CARD && !card_byte_is_rule (byte) && (byte & 0x7) == TABLEE_PORTAL_NONE;
}

/* Levels and dice */

const char *
tablee_notnot_level_get_name (TableeNotnotLevel level)
{
  switch (level)
    {
    case TABLEE_NOTNOT_LEVEL_DISCOVERY:
      return _("Discovery");
    case TABLEE_NOTNOT_LEVEL_NORMAL:
      return _("Normal");
    case TABLEE_NOTNOT_LEVEL_HARD:
      return _("Hard");
    case TABLEE_NOTNOT_LEVEL_EXTREME:
      return _("Extreme");
    default:
      g_return_val_if_reached ("");
    }
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

static GVariant *capture_state (TableeNotnotGame *self);

/* Properties */

typedef struct {
  TableeNotnotLevel level;
  gboolean first_game, rolled, finished, can_undo, can_redo;
  guint turn, pile_size, valid_spots;
} PropValues;

static void
prop_values_get (TableeNotnotGame *self,
                 PropValues       *values)
{
  values->level = self->level;
  values->first_game = self->first_game;
  values->rolled = self->rolled;
  values->finished = tablee_notnot_game_get_finished (self);
  values->can_undo = tablee_notnot_history_can_undo (self->history);
  values->can_redo = tablee_notnot_history_can_redo (self->history);
  values->turn = self->turn;
  values->pile_size = self->pile->len;
  values->valid_spots = tablee_notnot_game_get_valid_spots (self);
}

/* Notifies the properties that changed since before was taken, then tells
 * listeners and the store that the state changed. */
static void
emit_changes (TableeNotnotGame *self,
              const PropValues *before)
{
  PropValues after;

  prop_values_get (self, &after);

  g_object_freeze_notify (G_OBJECT (self));
  if (before->level != after.level)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
  if (before->first_game != after.first_game)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_GAME]);
  if (before->rolled != after.rolled)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLLED]);
  if (before->finished != after.finished)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  if (before->can_undo != after.can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (before->can_redo != after.can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (before->turn != after.turn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
  if (before->pile_size != after.pile_size)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PILE_SIZE]);
  if (before->valid_spots != after.valid_spots)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID_SPOTS]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (!self->loading)
    tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

/* Players */

static GByteArray *
player_won (TableePlayer *player)
{
  GByteArray *won = g_object_get_data (G_OBJECT (player), WON_KEY);

  if (won == NULL)
    {
      won = g_byte_array_new ();
      g_object_set_data_full (G_OBJECT (player), WON_KEY, won,
                              (GDestroyNotify) g_byte_array_unref);
    }

  return won;
}

/* A tap is stored as (order << 2 | spot) + 1, 0 meaning no tap. */
static gboolean
player_get_tap (TableePlayer *player,
                TableeSpot   *spot,
                guint        *order)
{
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (player), TAP_KEY));

  if (value == 0)
    return FALSE;

  value--;
  if (spot != NULL)
    *spot = value & 0x3;
  if (order != NULL)
    *order = value >> 2;

  return TRUE;
}

static void
player_set_tap (TableePlayer *player,
                int           spot,
                guint         order)
{
  guint value = spot < 0 ? 0 : ((order << 2) | (guint) spot) + 1;

  g_object_set_data (G_OBJECT (player), TAP_KEY, GUINT_TO_POINTER (value));
}

static void
remember_players (TableeNotnotGame *self)
{
  guint n = tablee_players_get_n_players (self->players);

  for (guint i = 0; i < n; i++)
    {
      TableePlayer *player = tablee_players_get_player (self->players, i);

      if (!g_ptr_array_find (self->known_players, player, NULL))
        g_ptr_array_add (self->known_players, g_object_ref (player));
    }
}

static void
remember_order (TableeNotnotGame *self)
{
  guint n = tablee_players_get_n_players (self->players);

  g_ptr_array_set_size (self->undo_order, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->undo_order, tablee_players_get_player (self->players, i));
}

static gboolean
same_order (TableeNotnotGame *self)
{
  guint n = tablee_players_get_n_players (self->players);

  if (n != self->undo_order->len)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      if (g_ptr_array_index (self->undo_order, i) != tablee_players_get_player (self->players, i))
        return FALSE;
    }

  return TRUE;
}

static void
players_items_changed_cb (TableeNotnotGame *self,
                          guint             position,
                          guint             removed,
                          guint             added,
                          GListModel       *model)
{
  PropValues before;

  if (self->loading)
    return;

  prop_values_get (self, &before);
  remember_players (self);
  /* The history names players by position: once players come, go or move
   * (not when one is renamed), it no longer applies. */
  if (!same_order (self))
    tablee_notnot_history_clear (self->history);
  emit_changes (self, &before);
}

static void
players_changed_cb (TableeNotnotGame *self)
{
  if (self->loading)
    return;

  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

/* The pile and the cross */

static TableeNotnotLevel
rule_card_level (guint8 byte)
{
  switch ((byte >> 3) & 0x3)
    {
    case TABLEE_NOTNOT_RULE_NOT_NOT:
      return TABLEE_NOTNOT_LEVEL_NORMAL;
    case TABLEE_NOTNOT_RULE_ARROW:
      return TABLEE_NOTNOT_LEVEL_HARD;
    case TABLEE_NOTNOT_RULE_LIAR:
      return TABLEE_NOTNOT_LEVEL_EXTREME;
    default:
      return TABLEE_NOTNOT_LEVEL_DISCOVERY;
    }
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
    self->level = MAX (self->level, rule_card_level (byte));
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
      if (card_byte_is_empty (self->cross[spot]))
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
  if (card_byte_is_empty (top) && cross_has_empty_card (self))
    {
      for (int i = (int) self->pile->len - 2; i >= 0; i--)
        {
          guint8 byte = self->pile->data[i];

          if (card_byte_is_rule (byte))
            {
              put_away_rule_card (self, i);
              continue;
            }
          if (!card_byte_is_empty (byte))
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

static void
refill (TableeNotnotGame *self)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (self->cross[spot] == NO_CARD && !fill_spot (self, spot))
        break;
    }

  surface_rule_cards (self);
}

static void
clear_taps (TableeNotnotGame *self)
{
  guint n = tablee_players_get_n_players (self->players);

  for (guint i = 0; i < n; i++)
    player_set_tap (tablee_players_get_player (self->players, i), -1, 0);
  self->tap_counter = 0;
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

/* Construction */

static void
tablee_notnot_game_dispose (GObject *object)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  if (self->players != NULL)
    g_signal_handlers_disconnect_by_data (self->players, self);
  g_clear_object (&self->players);
  g_clear_pointer (&self->known_players, g_ptr_array_unref);
  g_clear_object (&self->random);

  G_OBJECT_CLASS (tablee_notnot_game_parent_class)->dispose (object);
}

static void
tablee_notnot_game_finalize (GObject *object)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  g_clear_pointer (&self->pile, g_byte_array_unref);
  g_clear_pointer (&self->discard, g_byte_array_unref);
  g_clear_pointer (&self->box, g_byte_array_unref);
  g_clear_pointer (&self->history, tablee_notnot_history_free);
  g_clear_pointer (&self->undo_order, g_ptr_array_unref);

  G_OBJECT_CLASS (tablee_notnot_game_parent_class)->finalize (object);
}

static void
tablee_notnot_game_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_FIRST_GAME:
      g_value_set_boolean (value, self->first_game);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_ROLLED:
      g_value_set_boolean (value, self->rolled);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, tablee_notnot_game_get_finished (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tablee_notnot_history_can_undo (self->history));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tablee_notnot_history_can_redo (self->history));
      break;
    case PROP_PILE_SIZE:
      g_value_set_uint (value, self->pile->len);
      break;
    case PROP_VALID_SPOTS:
      g_value_set_uint (value, tablee_notnot_game_get_valid_spots (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_game_class_init (TableeNotnotGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_notnot_game_dispose;
  object_class->finalize = tablee_notnot_game_finalize;
  object_class->get_property = tablee_notnot_game_get_property;

  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, TABLEE_NOTNOT_N_LEVELS - 1, 0, flags);
  properties[PROP_FIRST_GAME] =
    g_param_spec_boolean ("first-game", NULL, NULL, FALSE, flags);
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_ROLLED] =
    g_param_spec_boolean ("rolled", NULL, NULL, FALSE, flags);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_PILE_SIZE] =
    g_param_spec_uint ("pile-size", NULL, NULL, 0, TABLEE_NOTNOT_N_CARDS, 0, flags);
  properties[PROP_VALID_SPOTS] =
    g_param_spec_uint ("valid-spots", NULL, NULL, 0, TABLEE_SPOT_MASK_ALL, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_notnot_game_init (TableeNotnotGame *self)
{
  self->players = tablee_players_new (2, 8);
  self->known_players = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo_order = g_ptr_array_new ();
  self->history = tablee_notnot_history_new ();
  self->pile = g_byte_array_new ();
  self->discard = g_byte_array_new ();
  self->box = g_byte_array_new ();
  memset (self->cross, NO_CARD, sizeof self->cross);

  g_signal_connect_object (self->players, "items-changed",
                           G_CALLBACK (players_items_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players, "changed",
                           G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
}

TableeNotnotGame *
tablee_notnot_game_new (TableeRandom *random)
{
  TableeNotnotGame *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_NOTNOT_GAME, NULL);
  self->random = g_object_ref (random);
  self->loading = TRUE;
  tablee_players_reset (self->players, 2);
  self->loading = FALSE;
  remember_players (self);

  /* A game is always dealt, so that the board is never blank. */
  self->loading = TRUE;
  tablee_notnot_game_new_game (self, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  self->loading = FALSE;

  return self;
}

TableePlayers *
tablee_notnot_game_get_players (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  return self->players;
}

TableeRandom *
tablee_notnot_game_get_random (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  return self->random;
}

void
tablee_notnot_game_new_game (TableeNotnotGame  *self,
                             TableeNotnotLevel  level,
                             gboolean           first_game)
{
  g_autoptr(GByteArray) deck = NULL;
  PropValues before;

  g_return_if_fail (TABLEE_IS_NOTNOT_GAME (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  prop_values_get (self, &before);

  /* A game in progress can come back. */
  if (!self->loading && (self->turn > 0 || self->rolled))
    {
      tablee_notnot_history_push (self->history, TABLEE_NOTNOT_STEP_NEW_GAME, self->turn,
                                  capture_state (self));
      remember_order (self);
    }

  /* Everyone starts again with no card. */
  g_ptr_array_set_size (self->known_players, 0);
  remember_players (self);
  for (guint i = 0; i < self->known_players->len; i++)
    g_byte_array_set_size (player_won (g_ptr_array_index (self->known_players, i)), 0);
  clear_taps (self);

  g_byte_array_set_size (self->pile, 0);
  g_byte_array_set_size (self->discard, 0);
  g_byte_array_set_size (self->box, 0);
  memset (self->cross, NO_CARD, sizeof self->cross);
  self->first_game = !!first_game;
  self->level = first_game ? TABLEE_NOTNOT_LEVEL_DISCOVERY : level;
  self->turn = 0;
  self->rolled = FALSE;

  /* The cross is dealt from the portal and empty cards first. */
  deck = build_deck (self->random);
  g_byte_array_append (self->pile, deck->data, deck->len);
  refill (self);

  if (first_game)
    {
      /* Three heaps A, B, C from the bottom up: the Liar on top of A, the
       * Arrow on top of B, the Not Not shuffled into C, though neither on
       * top nor at the bottom of it, so that every level is played (our
       * decision: the rulebook says to shuffle it in). */
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
  else
    {
      for (guint rule = TABLEE_NOTNOT_RULE_NOT_NOT; rule <= TABLEE_NOTNOT_RULE_LIAR; rule++)
        {
          guint8 byte = rule_card_byte (rule);

          g_byte_array_append (self->box, &byte, 1);
        }
    }

  if (!self->loading)
    emit_changes (self, &before);
}

void
tablee_notnot_game_set_level (TableeNotnotGame  *self,
                              TableeNotnotLevel  level)
{
  PropValues before;

  g_return_if_fail (TABLEE_IS_NOTNOT_GAME (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  if (self->level == level && !self->first_game)
    return;

  prop_values_get (self, &before);
  self->level = level;
  self->first_game = FALSE;
  /* The rule cards still in the pile have no use any more. */
  for (int i = (int) self->pile->len - 1; i >= 0; i--)
    {
      if (card_byte_is_rule (self->pile->data[i]))
        put_away_rule_card (self, i);
    }
  emit_changes (self, &before);
}

TableeNotnotLevel
tablee_notnot_game_get_level (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  return self->level;
}

gboolean
tablee_notnot_game_get_first_game (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return self->first_game;
}

guint
tablee_notnot_game_get_turn (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  return self->turn;
}

gboolean
tablee_notnot_game_get_finished (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  /* The cross is always full while the game goes on. */
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (self->cross[spot] == NO_CARD)
        return TRUE;
    }

  return FALSE;
}

guint
tablee_notnot_game_get_pile_size (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  return self->pile->len;
}

gboolean
tablee_notnot_game_get_top_card (TableeNotnotGame *self,
                                 TableeNotnotCard *card)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  if (self->pile->len == 0)
    return FALSE;

  if (card != NULL)
    card_unpack (self->pile->data[self->pile->len - 1], card);

  return TRUE;
}

gboolean
tablee_notnot_game_get_card (TableeNotnotGame *self,
                             TableeSpot        spot,
                             TableeNotnotCard *card)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, FALSE);

  if (self->cross[spot] == NO_CARD)
    return FALSE;

  if (card != NULL)
    card_unpack (self->cross[spot], card);

  return TRUE;
}

gboolean
tablee_notnot_game_get_rolled (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return self->rolled;
}

gboolean
tablee_notnot_game_get_roll (TableeNotnotGame *self,
                             TableeNotnotRoll *roll)
{
  TableeNotnotCard top;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (!self->rolled)
    return FALSE;

  roll->a = self->face_a;
  roll->b = self->face_b;
  roll->negations = self->level >= TABLEE_NOTNOT_LEVEL_NORMAL ? self->negations : 0;
  roll->up = TABLEE_SPOT_UP;
  roll->liar = FALSE;

  /* The back of the top card of the pile turns "up" and may lie. */
  if (tablee_notnot_game_get_top_card (self, &top))
    {
      if (self->level >= TABLEE_NOTNOT_LEVEL_HARD)
        roll->up = top.arrow;
      if (self->level >= TABLEE_NOTNOT_LEVEL_EXTREME)
        roll->liar = top.liar;
    }

  return TRUE;
}

static void
cross_portals (TableeNotnotGame *self,
               TableePortal      portals[4])
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    portals[spot] = self->cross[spot] == NO_CARD ? TABLEE_PORTAL_NONE : (self->cross[spot] & 0x7);
}

guint
tablee_notnot_game_get_valid_spots (TableeNotnotGame *self)
{
  TableeNotnotRoll roll;
  TableePortal portals[4];

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  if (!tablee_notnot_game_get_roll (self, &roll))
    return 0;

  cross_portals (self, portals);

  return tablee_notnot_judge (roll.a, roll.b, roll.negations, roll.liar, roll.up, portals);
}

char *
tablee_notnot_game_explain (TableeNotnotGame *self)
{
  TableeNotnotRoll roll;
  TableePortal portals[4];

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  if (!tablee_notnot_game_get_roll (self, &roll))
    return NULL;

  cross_portals (self, portals);

  return tablee_notnot_explain (roll.a, roll.b, roll.negations, roll.liar, roll.up, portals);
}

gboolean
tablee_notnot_game_roll (TableeNotnotGame *self)
{
  TableeNotnotRoll roll;
  PropValues before;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  /* A new roll closes the turn before it, whatever its results. */
  if (self->rolled)
    {
      GArray *results = tablee_notnot_game_end_turn (self);

      g_clear_pointer (&results, g_array_unref);
    }

  if (tablee_notnot_game_get_finished (self))
    return FALSE;

  prop_values_get (self, &before);
  tablee_notnot_roll_dice (self->random, self->level, &roll);
  self->face_a = roll.a;
  self->face_b = roll.b;
  self->negations = roll.negations;
  self->rolled = TRUE;
  emit_changes (self, &before);

  return TRUE;
}

gboolean
tablee_notnot_game_add_tap (TableeNotnotGame *self,
                            guint             player,
                            TableeSpot        spot)
{
  PropValues before;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, FALSE);
  g_return_val_if_fail (player < tablee_players_get_n_players (self->players), FALSE);

  if (!self->rolled || self->cross[spot] == NO_CARD)
    return FALSE;

  prop_values_get (self, &before);
  player_set_tap (tablee_players_get_player (self->players, player), spot, self->tap_counter++);
  emit_changes (self, &before);

  return TRUE;
}

gboolean
tablee_notnot_game_remove_tap (TableeNotnotGame *self,
                               guint             player)
{
  TableePlayer *object;
  PropValues before;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (player < tablee_players_get_n_players (self->players), FALSE);

  object = tablee_players_get_player (self->players, player);
  if (!player_get_tap (object, NULL, NULL))
    return FALSE;

  prop_values_get (self, &before);
  player_set_tap (object, -1, 0);
  emit_changes (self, &before);

  return TRUE;
}

int
tablee_notnot_game_get_tap (TableeNotnotGame *self,
                            guint             player)
{
  TableeSpot spot;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), -1);
  g_return_val_if_fail (player < tablee_players_get_n_players (self->players), -1);

  if (!self->rolled ||
      !player_get_tap (tablee_players_get_player (self->players, player), &spot, NULL))
    return -1;

  return spot;
}

typedef struct {
  guint      player;
  TableeSpot spot;
  guint      order;
} Tap;

static int
compare_taps (gconstpointer a,
              gconstpointer b)
{
  const Tap *tap_a = a, *tap_b = b;

  return (tap_a->order > tap_b->order) - (tap_a->order < tap_b->order);
}

/* The taps of this turn in the order they were recorded. */
static GArray *
collect_taps (TableeNotnotGame *self)
{
  GArray *taps = g_array_new (FALSE, FALSE, sizeof (Tap));
  guint n = tablee_players_get_n_players (self->players);

  for (guint i = 0; i < n; i++)
    {
      Tap tap = { i, 0, 0 };

      if (player_get_tap (tablee_players_get_player (self->players, i), &tap.spot, &tap.order))
        g_array_append_val (taps, tap);
    }
  g_array_sort (taps, compare_taps);

  return taps;
}


/* The spot whose card a right tap wins: an empty card first (it can never be
 * won otherwise), then the card tapped, then any card left. */
static int
pick_card_to_win (TableeNotnotGame *self,
                  TableeSpot        tapped)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (card_byte_is_empty (self->cross[spot]))
        return spot;
    }

  if (self->cross[tapped] != NO_CARD)
    return tapped;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (self->cross[spot] != NO_CARD)
        return spot;
    }

  return -1;
}

GArray *
tablee_notnot_game_end_turn (TableeNotnotGame *self)
{
  g_autoptr(GArray) taps = NULL;
  GArray *results;
  PropValues before;
  guint valid;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  if (!self->rolled)
    return NULL;

  prop_values_get (self, &before);
  tablee_notnot_history_push (self->history, TABLEE_NOTNOT_STEP_TURN, self->turn + 1,
                              capture_state (self));
  remember_order (self);

  valid = tablee_notnot_game_get_valid_spots (self);
  taps = collect_taps (self);
  results = g_array_new (FALSE, TRUE, sizeof (TableeNotnotTapResult));

  for (guint i = 0; i < taps->len; i++)
    {
      const Tap *tap = &g_array_index (taps, Tap, i);
      TableePlayer *player = tablee_players_get_player (self->players, tap->player);
      GByteArray *won = player_won (player);
      TableeNotnotTapResult result = { tap->player, tap->spot, (valid & (1u << tap->spot)) != 0 };

      if (result.right)
        {
          int spot = pick_card_to_win (self, tap->spot);

          if (spot >= 0)
            {
              g_byte_array_append (won, &self->cross[spot], 1);
              card_unpack (self->cross[spot], &result.card);
              self->cross[spot] = NO_CARD;
              result.changed = TRUE;
            }
        }
      else if (won->len > 0)
        {
          guint8 byte = won->data[won->len - 1];

          g_byte_array_set_size (won, won->len - 1);
          g_byte_array_append (self->discard, &byte, 1);
          card_unpack (byte, &result.card);
          result.changed = TRUE;
        }

      g_array_append_val (results, result);
    }

  clear_taps (self);
  self->rolled = FALSE;
  self->turn++;
  refill (self);
  emit_changes (self, &before);

  return results;
}

gboolean
tablee_notnot_game_get_can_undo (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return tablee_notnot_history_can_undo (self->history);
}

gboolean
tablee_notnot_game_get_can_redo (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return tablee_notnot_history_can_redo (self->history);
}

char *
tablee_notnot_game_describe_undo (TableeNotnotGame *self,
                                  gboolean          redo)
{
  TableeNotnotStepKind kind;
  guint turn;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  if (!tablee_notnot_history_peek (self->history, redo, &kind, &turn))
    return NULL;

  return tablee_notnot_step_describe (kind, turn);
}

guint
tablee_notnot_game_get_score (TableeNotnotGame *self,
                              guint             player)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);
  g_return_val_if_fail (player < tablee_players_get_n_players (self->players), 0);

  return player_won (tablee_players_get_player (self->players, player))->len;
}

GArray *
tablee_notnot_game_get_winners (TableeNotnotGame *self)
{
  GArray *winners;
  guint n, best = 0;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  winners = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!tablee_notnot_game_get_finished (self))
    return winners;

  n = tablee_players_get_n_players (self->players);
  for (guint i = 0; i < n; i++)
    best = MAX (best, tablee_notnot_game_get_score (self, i));
  for (guint i = 0; i < n; i++)
    {
      if (tablee_notnot_game_get_score (self, i) == best)
        g_array_append_val (winners, i);
    }

  return winners;
}

/* Saving. The state without players is also the undo record. */

#define STATE_TYPE G_VARIANT_TYPE ("a{sv}")

static GVariant *
bytes_variant (const guint8 *data,
               gsize         len)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, data, len, 1);
}

static GVariant *
capture_state (TableeNotnotGame *self)
{
  g_autoptr(GByteArray) discard = g_byte_array_new ();
  g_autoptr(GArray) taps = collect_taps (self);
  GVariantBuilder won, tap_builder;
  GVariantDict dict;
  guint n = tablee_players_get_n_players (self->players);

  /* The cards of players who left the table are out of the game. */
  g_byte_array_append (discard, self->discard->data, self->discard->len);
  for (guint i = 0; i < self->known_players->len; i++)
    {
      TableePlayer *player = g_ptr_array_index (self->known_players, i);

      if (tablee_players_find (self->players, player) < 0)
        {
          GByteArray *cards = player_won (player);

          g_byte_array_append (discard, cards->data, cards->len);
        }
    }

  g_variant_builder_init (&won, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < n; i++)
    {
      GByteArray *cards = player_won (tablee_players_get_player (self->players, i));

      g_variant_builder_add_value (&won, bytes_variant (cards->data, cards->len));
    }

  g_variant_builder_init (&tap_builder, G_VARIANT_TYPE ("a(uu)"));
  for (guint i = 0; i < taps->len && self->rolled; i++)
    {
      const Tap *tap = &g_array_index (taps, Tap, i);

      g_variant_builder_add (&tap_builder, "(uu)", tap->player, (guint) tap->spot);
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
  g_variant_dict_insert_value (&dict, "discard", bytes_variant (discard->data, discard->len));
  g_variant_dict_insert_value (&dict, "box", bytes_variant (self->box->data, self->box->len));
  g_variant_dict_insert_value (&dict, "won", g_variant_builder_end (&won));
  g_variant_dict_insert_value (&dict, "taps", g_variant_builder_end (&tap_builder));

  return g_variant_dict_end (&dict);
}

/* A state read back and checked, ready to apply. */
typedef struct {
  TableeNotnotLevel level;
  gboolean first_game, rolled;
  guint turn, face_a, face_b, negations;
  GBytes *pile, *cross, *discard, *box;
  GPtrArray *won;    /* GBytes per player */
  GArray *taps;      /* Tap */
} State;

static void
state_clear (State *state)
{
  g_clear_pointer (&state->pile, g_bytes_unref);
  g_clear_pointer (&state->cross, g_bytes_unref);
  g_clear_pointer (&state->discard, g_bytes_unref);
  g_clear_pointer (&state->box, g_bytes_unref);
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

static gboolean
lookup_bytes (GVariant    *dict,
              const char  *key,
              GBytes     **bytes)
{
  g_autoptr(GVariant) value = g_variant_lookup_value (dict, key, G_VARIANT_TYPE_BYTESTRING);

  if (value == NULL)
    return FALSE;

  *bytes = g_variant_get_data_as_bytes (value);

  return TRUE;
}

/* Counts every card of a state into the deck's composition; FALSE when a
 * card is not a card. */
static gboolean
count_cards (GBytes *bytes,
             guint   counts[TABLEE_N_PORTALS + 4],
             guint  *liars,
             guint  *empty_in_cross)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  for (gsize i = 0; i < len; i++)
    {
      TableeNotnotCard card;

      if (data[i] == NO_CARD && empty_in_cross != NULL)
        continue;
      if (!card_byte_is_valid (data[i]))
        return FALSE;

      card_unpack (data[i], &card);
      if (card.rule != TABLEE_NOTNOT_RULE_NONE)
        counts[TABLEE_N_PORTALS + card.rule]++;
      else
        counts[card.portal]++;
      if (card.liar)
        (*liars)++;
    }

  return TRUE;
}

static gboolean
bytes_have_rule_card (GBytes *bytes)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);

  for (gsize i = 0; i < len; i++)
    {
      if (data[i] != NO_CARD && card_byte_is_rule (data[i]))
        return TRUE;
    }

  return FALSE;
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
  const guint8 *cross;
  GVariantIter iter;
  guint player, spot;

  if (!g_variant_is_of_type (variant, STATE_TYPE))
    return damaged (error, "state");

  if (!g_variant_lookup (variant, "level", "u", &level) || level >= TABLEE_NOTNOT_N_LEVELS)
    return damaged (error, "level");
  state->level = level;
  if (!g_variant_lookup (variant, "first-game", "b", &state->first_game) ||
      !g_variant_lookup (variant, "turn", "u", &state->turn) ||
      !g_variant_lookup (variant, "rolled", "b", &state->rolled))
    return damaged (error, "turn");
  if (!g_variant_lookup (variant, "dice", "(uuu)", &state->face_a, &state->face_b,
                         &state->negations))
    return damaged (error, "dice");
  if (state->rolled &&
      (!die_has_face (TABLEE_NOTNOT_DIE_DIRECTION, state->face_a) ||
       !die_has_face (TABLEE_NOTNOT_DIE_COLOUR, state->face_b) ||
       !die_has_face (TABLEE_NOTNOT_DIE_NEGATION, state->negations)))
    return damaged (error, "dice");
  if (!state->rolled)
    state->face_a = state->face_b = state->negations = 0;

  if (!lookup_bytes (variant, "pile", &state->pile) ||
      !lookup_bytes (variant, "cross", &state->cross) ||
      !lookup_bytes (variant, "discard", &state->discard) ||
      !lookup_bytes (variant, "box", &state->box))
    return damaged (error, "cards");

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
  if (g_bytes_get_size (state->cross) != TABLEE_N_SPOTS)
    return damaged (error, "cross");
  cross = g_bytes_get_data (state->cross, NULL);
  for (guint i = 0; i < TABLEE_N_SPOTS; i++)
    {
      if (cross[i] == NO_CARD)
        n_holes++;
      else if (card_byte_is_empty (cross[i]))
        n_empty++;
    }
  if (n_empty > 1 || (n_holes > 0 && state->rolled))
    return damaged (error, "cross");

  /* Every one of the 51 cards, once. */
  if (!count_cards (state->pile, counts, &liars, NULL) ||
      !count_cards (state->cross, counts, &liars, &n_empty) ||
      !count_cards (state->discard, counts, &liars, NULL) ||
      !count_cards (state->box, counts, &liars, NULL))
    return damaged (error, "cards");
  for (guint i = 0; i < n_players; i++)
    {
      if (!count_cards (g_ptr_array_index (state->won, i), counts, &liars, NULL))
        return damaged (error, "cards won");
    }
  for (guint i = 0; i < TABLEE_N_PORTALS; i++)
    {
      if (counts[i] != TABLEE_NOTNOT_N_PER_COLOUR)
        return damaged (error, "cards");
    }
  for (guint rule = TABLEE_NOTNOT_RULE_NOT_NOT; rule <= TABLEE_NOTNOT_RULE_LIAR; rule++)
    {
      if (counts[TABLEE_N_PORTALS + rule] != 1)
        return damaged (error, "cards");
    }
  if (liars != TABLEE_NOTNOT_N_LIAR_BACKS)
    return damaged (error, "cards");

  /* Rule cards are only in the pile (below its top) or the box; outside the
   * first game they are all in the box, and in it the level is set by how
   * many came up. */
  if (bytes_have_rule_card (state->cross) || bytes_have_rule_card (state->discard))
    return damaged (error, "cards");
  for (guint i = 0; i < n_players; i++)
    {
      if (bytes_have_rule_card (g_ptr_array_index (state->won, i)))
        return damaged (error, "cards won");
    }
  if (g_bytes_get_size (state->pile) > 0)
    {
      gsize len;
      const guint8 *pile = g_bytes_get_data (state->pile, &len);

      if (card_byte_is_rule (pile[len - 1]))
        return damaged (error, "pile");
    }
  if (!state->first_game && g_bytes_get_size (state->box) != 3)
    return damaged (error, "pile");
  if (state->first_game)
    {
      gsize len;
      const guint8 *box = g_bytes_get_data (state->box, &len);
      TableeNotnotLevel expected = TABLEE_NOTNOT_LEVEL_DISCOVERY;

      for (gsize i = 0; i < len; i++)
        expected = MAX (expected, rule_card_level (box[i]));
      if (expected != state->level)
        return damaged (error, "level");
    }

  /* Taps: only during a roll, one per player, on a card. */
  taps = g_variant_lookup_value (variant, "taps", G_VARIANT_TYPE ("a(uu)"));
  if (taps == NULL || n_players > G_N_ELEMENTS (seen))
    return damaged (error, "taps");
  if (!state->rolled && g_variant_n_children (taps) > 0)
    return damaged (error, "taps");
  state->taps = g_array_new (FALSE, FALSE, sizeof (Tap));
  g_variant_iter_init (&iter, taps);
  while (g_variant_iter_next (&iter, "(uu)", &player, &spot))
    {
      Tap tap = { player, spot, state->taps->len };

      if (player >= n_players || seen[player] || spot >= TABLEE_N_SPOTS || cross[spot] == NO_CARD)
        return damaged (error, "taps");
      seen[player] = TRUE;
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

/* Applies a checked state to the current players. */
static void
apply_state (TableeNotnotGame *self,
             State            *state)
{
  guint n = tablee_players_get_n_players (self->players);

  self->level = state->level;
  self->first_game = state->first_game;
  self->turn = state->turn;
  self->rolled = state->rolled;
  self->face_a = state->face_a;
  self->face_b = state->face_b;
  self->negations = state->negations;
  set_bytes (self->pile, state->pile);
  set_bytes (self->discard, state->discard);
  set_bytes (self->box, state->box);
  memcpy (self->cross, g_bytes_get_data (state->cross, NULL), TABLEE_N_SPOTS);

  g_ptr_array_set_size (self->known_players, 0);
  remember_players (self);
  clear_taps (self);
  for (guint i = 0; i < n; i++)
    set_bytes (player_won (tablee_players_get_player (self->players, i)),
               g_ptr_array_index (state->won, i));
  for (guint i = 0; i < state->taps->len; i++)
    {
      const Tap *tap = &g_array_index (state->taps, Tap, i);

      player_set_tap (tablee_players_get_player (self->players, tap->player), tap->spot,
                      self->tap_counter++);
    }
}

static gboolean
travel (TableeNotnotGame *self,
        gboolean          redo)
{
  g_auto(State) state = { 0, };
  g_autoptr(GVariant) target = NULL;
  GVariant *current = capture_state (self);
  PropValues before;

  prop_values_get (self, &before);
  if (redo)
    target = tablee_notnot_history_redo (self->history, current, NULL, NULL);
  else
    target = tablee_notnot_history_undo (self->history, current, NULL, NULL);
  if (target == NULL)
    {
      g_variant_unref (g_variant_ref_sink (current));
      return FALSE;
    }

  if (!parse_state (target, tablee_players_get_n_players (self->players), &state, NULL))
    g_return_val_if_reached (FALSE);
  apply_state (self, &state);
  remember_order (self);
  emit_changes (self, &before);

  return TRUE;
}

gboolean
tablee_notnot_game_undo (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return travel (self, FALSE);
}

gboolean
tablee_notnot_game_redo (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return travel (self, TRUE);
}

/* The history on disk names players by position, as the state does. */
static gboolean
check_state (GVariant  *variant,
             gpointer   user_data,
             GError   **error)
{
  g_auto(State) state = { 0, };

  return parse_state (variant, GPOINTER_TO_UINT (user_data), &state, error);
}

static GVariant *
tablee_notnot_game_save (TableeSaveable *saveable)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (saveable);
  g_autoptr(GVariant) state = g_variant_ref_sink (capture_state (self));
  GVariantDict dict;

  /* The dict copies what it reads from state, which stays ours. */
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (self->players));
  g_variant_dict_insert_value (&dict, "history", tablee_notnot_history_save (self->history));

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_notnot_game_load (TableeSaveable  *saveable,
                         GVariant        *variant,
                         GError         **error)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (saveable);
  g_auto(State) state = { 0, };
  g_auto(State) undo_state = { 0, };
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) undo = NULL;
  g_autoptr(GVariant) saved_history = NULL;
  TableeNotnotHistory *history = NULL;
  PropValues before;
  gboolean ok;
  guint n_players;

  if (!g_variant_is_of_type (variant, STATE_TYPE))
    return damaged (error, "state");

  players = g_variant_lookup_value (variant, "players", G_VARIANT_TYPE ("a(ss)"));
  if (players == NULL)
    return damaged (error, "players");
  n_players = g_variant_n_children (players);
  if (n_players < tablee_players_get_min_players (self->players) ||
      n_players > tablee_players_get_max_players (self->players))
    return damaged (error, "players");

  if (!parse_state (variant, n_players, &state, error))
    return FALSE;

  /* The history; older saves kept one turn to undo. */
  history = tablee_notnot_history_new ();
  saved_history = g_variant_lookup_value (variant, "history", NULL);
  undo = g_variant_lookup_value (variant, "undo", STATE_TYPE);
  if (saved_history != NULL &&
      !tablee_notnot_history_load (history, saved_history, check_state, GUINT_TO_POINTER (n_players), error))
    {
      tablee_notnot_history_free (history);
      return FALSE;
    }
  if (saved_history == NULL && undo != NULL)
    {
      if (!parse_state (undo, n_players, &undo_state, error))
        {
          tablee_notnot_history_free (history);
          return FALSE;
        }
      tablee_notnot_history_push (history, TABLEE_NOTNOT_STEP_TURN, undo_state.turn + 1, undo);
    }

  /* Last, as it changes the players when it succeeds. */
  prop_values_get (self, &before);
  self->loading = TRUE;
  ok = tablee_players_deserialize (self->players, players, error);
  self->loading = FALSE;
  if (!ok)
    {
      tablee_notnot_history_free (history);
      return FALSE;
    }

  apply_state (self, &state);
  tablee_notnot_history_free (self->history);
  self->history = history;
  remember_order (self);

  /* No save for a load: the state on disk is this one. */
  self->loading = TRUE;
  emit_changes (self, &before);
  self->loading = FALSE;

  return TRUE;
}

static void
tablee_notnot_game_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_notnot_game_save;
  iface->load = tablee_notnot_game_load;
}
