/* tablee-frantic-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

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
  guint    highest;  /* how many of the highest cards count; 0: all */
};

G_DEFINE_FINAL_TYPE (TableeFranticHand, tablee_frantic_hand, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_CARDS,
  PROP_HIGHEST,
  PROP_PROMPT,
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
    case PROP_HIGHEST:
      g_value_set_uint (value, self->highest);
      break;
    case PROP_PROMPT:
      g_value_take_string (value, tablee_frantic_hand_dup_prompt (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_hand_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TableeFranticHand *self = TABLEE_FRANTIC_HAND (object);

  switch (prop_id)
    {
    case PROP_HIGHEST:
      tablee_frantic_hand_set_highest (self, g_value_get_uint (value));
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
  object_class->set_property = tablee_frantic_hand_set_property;

  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHEST] =
    g_param_spec_uint ("highest", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, NULL,
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
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), FALSE);
  g_return_val_if_fail (card < TABLEE_FRANTIC_N_CARDS, FALSE);

  if (tablee_frantic_hand_get_count (self, card) >= cards[card].max_count)
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

guint
tablee_frantic_hand_get_count (TableeFranticHand *self,
                               TableeFranticCard  card)
{
  guint count = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);

  for (guint i = 0; i < self->taps->len; i++)
    count += g_array_index (self->taps, TableeFranticCard, i) == card;

  return count;
}

gboolean
tablee_frantic_hand_take_back (TableeFranticHand *self,
                               TableeFranticCard  card)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), FALSE);

  for (guint i = self->taps->len; i > 0; i--)
    if (g_array_index (self->taps, TableeFranticCard, i - 1) == card)
      return tablee_frantic_hand_remove (self, i - 1);

  return FALSE;
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

static int
compare_points_descending (gconstpointer a,
                           gconstpointer b)
{
  guint pa = *(const guint *) a;
  guint pb = *(const guint *) b;

  return (pa < pb) - (pa > pb);
}

guint
tablee_frantic_hand_get_total (TableeFranticHand *self)
{
  g_autofree guint *points = NULL;
  guint n_counted;
  guint total = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);

  points = g_new (guint, MAX (self->taps->len, 1));
  for (guint i = 0; i < self->taps->len; i++)
    points[i] = cards[g_array_index (self->taps, TableeFranticCard, i)].points;
  n_counted = self->taps->len;
  if (self->highest > 0 && self->highest < n_counted)
    {
      qsort (points, n_counted, sizeof (guint), compare_points_descending);
      n_counted = self->highest;
    }
  for (guint i = 0; i < n_counted; i++)
    total += points[i];

  return total;
}

void
tablee_frantic_hand_set_highest (TableeFranticHand *self,
                                 guint              highest)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_HAND (self));

  if (self->highest == highest)
    return;

  self->highest = highest;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHEST]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

guint
tablee_frantic_hand_get_highest (TableeFranticHand *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), 0);

  return self->highest;
}

char *
tablee_frantic_hand_dup_prompt (TableeFranticHand *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_HAND (self), NULL);

  if (self->highest == 0)
    return g_strdup (_("Tap the cards left in the hand"));

  /* Translators: Double Taxation's calculator; %u is how many of the
   * highest cards count (three). */
  return g_strdup_printf (ngettext ("Tap every card in the hand: the %u highest counts",
                                    "Tap every card in the hand: the %u highest count",
                                    self->highest),
                          self->highest);
}
