/* tablee-frantic-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-frantic-hand.h"
#include "tablee-frantic-scorer.h"

/* Number cards: two of each number in each of the four colours, and one
 * black. Special cards: every one of the base game and Troublemaker but
 * Fuck You and Curse, Mimicry included. */
#define NUMBER_COPIES  9
#define SPECIAL_CARDS 64

/* What each card is worth and how many of it the game holds, by
 * TableeFranticCard. */
static const struct {
  guint points;
  guint max_count;
} cards[] = {
  { 1, NUMBER_COPIES }, { 2, NUMBER_COPIES }, { 3, NUMBER_COPIES },
  { 4, NUMBER_COPIES }, { 5, NUMBER_COPIES }, { 6, NUMBER_COPIES },
  { 7, NUMBER_COPIES }, { 8, NUMBER_COPIES }, { 9, NUMBER_COPIES },
  { TABLEE_FRANTIC_SPECIAL_POINTS, SPECIAL_CARDS },
  { TABLEE_FRANTIC_FUCK_YOU_POINTS, 1 },
  { TABLEE_FRANTIC_CURSE_POINTS, 1 },
};
G_STATIC_ASSERT (G_N_ELEMENTS (cards) == TABLEE_FRANTIC_N_CARDS);

guint
tablee_frantic_card_get_points (TableeFranticCard card)
{
  g_return_val_if_fail (card < TABLEE_FRANTIC_N_CARDS, 0);

  return cards[card].points;
}

struct _TableeFranticHand
{
  GObject  parent_instance;

  GArray  *taps;  /* TableeFranticCard, in the order tapped */
};

G_DEFINE_FINAL_TYPE (TableeFranticHand, tablee_frantic_hand, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_CARDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tablee_frantic_hand_finalize (GObject *object)
{
  TableeFranticHand *self = TABLEE_FRANTIC_HAND (object);

  g_array_unref (self->taps);

  G_OBJECT_CLASS (tablee_frantic_hand_parent_class)->finalize (object);
}

static void
tablee_frantic_hand_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TableeFranticHand *self = TABLEE_FRANTIC_HAND (object);

  switch (prop_id)
    {
    case PROP_N_CARDS:
      g_value_set_uint (value, self->taps->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_hand_class_init (TableeFranticHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_frantic_hand_finalize;
  object_class->get_property = tablee_frantic_hand_get_property;

  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_frantic_hand_init (TableeFranticHand *self)
{
  self->taps = g_array_new (FALSE, FALSE, sizeof (TableeFranticCard));
}

TableeFranticHand *
tablee_frantic_hand_new (void)
{
  return g_object_new (TABLEE_TYPE_FRANTIC_HAND, NULL);
}

gboolean
tablee_frantic_hand_add (TableeFranticHand *self,
                         TableeFranticCard  card)
{
  guint count = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), FALSE);
  g_return_val_if_fail (card < TABLEE_FRANTIC_N_CARDS, FALSE);

  for (guint i = 0; i < self->taps->len; i++)
    count += g_array_index (self->taps, TableeFranticCard, i) == card;
  if (count >= cards[card].max_count)
    return FALSE;

  g_array_append_val (self->taps, card);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);

  return TRUE;
}

TableeFranticCard
tablee_frantic_hand_get_card (TableeFranticHand *self,
                              guint              index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);
  g_return_val_if_fail (index < self->taps->len, 0);

  return g_array_index (self->taps, TableeFranticCard, index);
}

gboolean
tablee_frantic_hand_remove (TableeFranticHand *self,
                            guint              index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), FALSE);

  if (index >= self->taps->len)
    return FALSE;

  g_array_remove_index (self->taps, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);

  return TRUE;
}

void
tablee_frantic_hand_clear (TableeFranticHand *self)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_HAND (self));

  if (self->taps->len == 0)
    return;

  g_array_set_size (self->taps, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);
}

guint
tablee_frantic_hand_get_n_cards (TableeFranticHand *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);

  return self->taps->len;
}

guint
tablee_frantic_hand_get_total (TableeFranticHand *self)
{
  guint total = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);

  for (guint i = 0; i < self->taps->len; i++)
    total += cards[g_array_index (self->taps, TableeFranticCard, i)].points;

  return total;
}
