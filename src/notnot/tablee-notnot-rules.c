/* tablee-notnot-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-notnot-rules.h"

gboolean
tablee_notnot_face_is_direction (TableeNotnotFace face)
{
  return face >= TABLEE_FACE_UP && face <= TABLEE_FACE_LEFT;
}

TableeSpot
tablee_notnot_face_to_spot (TableeNotnotFace face,
                            TableeSpot       up)
{
  g_return_val_if_fail (tablee_notnot_face_is_direction (face), TABLEE_SPOT_UP);

  return (TableeSpot) ((up + (face - TABLEE_FACE_UP)) % TABLEE_N_SPOTS);
}

/* Whether one criterion, not negated, holds for the card at spot. */
static gboolean
criterion_holds (TableeNotnotFace   face,
                 TableeSpot         up,
                 TableeSpot         spot,
                 const TableePortal portals[4])
{
  if (tablee_notnot_face_is_direction (face))
    return tablee_notnot_face_to_spot (face, up) == spot;

  /* The colour faces and the portals are in the same order. */
  return portals[spot] == (TableePortal) (TABLEE_PORTAL_RED + (face - TABLEE_FACE_RED));
}

guint
tablee_notnot_judge (TableeNotnotFace   a,
                     TableeNotnotFace   b,
                     guint              negations,
                     gboolean           liar,
                     TableeSpot         up,
                     const TableePortal portals[4])
{
  TableeNotnotFace criteria[2];
  guint n_criteria = 0;
  gboolean negated;
  guint mask = 0;

  g_return_val_if_fail (a < TABLEE_NOTNOT_N_FACES && b < TABLEE_NOTNOT_N_FACES, 0);
  g_return_val_if_fail (negations <= TABLEE_NOTNOT_MAX_NEGATIONS, 0);
  g_return_val_if_fail (up < TABLEE_N_SPOTS, 0);
  g_return_val_if_fail (portals != NULL, 0);

  /* Action wins over inaction: a NOTHING face only counts when both are. */
  if (a != TABLEE_FACE_NOTHING)
    criteria[n_criteria++] = a;
  if (b != TABLEE_FACE_NOTHING)
    criteria[n_criteria++] = b;

  /* NOT NOT cancels out, and the liar is one more NOT. */
  negated = ((negations + (liar ? 1 : 0)) % 2) == 1;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      gboolean valid = FALSE;

      g_return_val_if_fail (portals[spot] < TABLEE_N_PORTALS, 0);

      /* An empty card is a trap: never valid, whatever the dice say. */
      if (portals[spot] == TABLEE_PORTAL_NONE)
        continue;

      /* The opposite of doing nothing is tapping any portal card. */
      if (n_criteria == 0)
        valid = negated;

      /* At least one criterion must hold, each one negated on odd parity. */
      for (guint i = 0; i < n_criteria && !valid; i++)
        valid = criterion_holds (criteria[i], up, spot, portals) != negated;

      if (valid)
        mask |= 1u << spot;
    }

  return mask;
}

const char *
tablee_notnot_face_get_word (TableeNotnotFace face)
{
  static const char * const words[] = {
    N_("NOTHING"), N_("UP"), N_("RIGHT"), N_("DOWN"), N_("LEFT"),
    N_("RED"), N_("BLUE"), N_("GREEN"), N_("YELLOW"), N_("WHITE"),
  };

  g_return_val_if_fail (face < G_N_ELEMENTS (words), "");

  return _(words[face]);
}

const char *
tablee_portal_get_name (TableePortal portal)
{
  static const char * const names[] = {
    N_("empty"), N_("red"), N_("blue"), N_("green"), N_("yellow"), N_("white"),
  };

  g_return_val_if_fail (portal < G_N_ELEMENTS (names), "");

  return _(names[portal]);
}

const char *
tablee_notnot_negation_get_word (guint negations)
{
  static const char * const words[] = { "", N_("NOT"), N_("NOT NOT"), N_("NOT NOT NOT") };

  g_return_val_if_fail (negations < G_N_ELEMENTS (words), "");

  return negations == 0 ? "" : _(words[negations]);
}

/* What one criterion asks for, as the object of "tap …". When "up" is not
 * the top of the table, directions are said relative to the arrow, which is
 * what players look at. */
static const char *
criterion_phrase (TableeNotnotFace face,
                  gboolean         negated,
                  gboolean         turned)
{
  static const char * const directions[2][2][4] = {
    { /* not negated */
      { N_("the top card"), N_("the right card"), N_("the bottom card"), N_("the left card") },
      { N_("the card the arrow points to"), N_("the card right of the arrow"),
        N_("the card opposite the arrow"), N_("the card left of the arrow") },
    },
    { /* negated */
      { N_("any card but the top one"), N_("any card but the right one"),
        N_("any card but the bottom one"), N_("any card but the left one") },
      { N_("any card but the one the arrow points to"),
        N_("any card but the one right of the arrow"),
        N_("any card but the one opposite the arrow"),
        N_("any card but the one left of the arrow") },
    },
  };
  static const char * const colours[2][5] = {
    { N_("a red portal"), N_("a blue portal"), N_("a green portal"),
      N_("a yellow portal"), N_("a white portal") },
    { N_("a portal that is not red"), N_("a portal that is not blue"),
      N_("a portal that is not green"), N_("a portal that is not yellow"),
      N_("a portal that is not white") },
  };

  if (tablee_notnot_face_is_direction (face))
    return _(directions[negated][turned][face - TABLEE_FACE_UP]);

  return _(colours[negated][face - TABLEE_FACE_RED]);
}

/* How the NOTs of the negation die and the liar add up, or NULL when there
 * are none. */
static const char *
negation_phrase (guint    negations,
                 gboolean liar)
{
  static const char * const phrases[4][2] = {
    { NULL, N_("The liar is one NOT") },
    { N_("One NOT"), N_("NOT with the liar is none") },
    { N_("NOT NOT is no NOT"), N_("NOT NOT is no NOT; with the liar it is one") },
    { N_("NOT NOT NOT is one NOT"), N_("NOT NOT NOT is one NOT; with the liar it is none") },
  };
  const char *phrase = phrases[negations][liar ? 1 : 0];

  return phrase != NULL ? _(phrase) : NULL;
}

char *
tablee_notnot_explain (TableeNotnotFace   a,
                       TableeNotnotFace   b,
                       guint              negations,
                       gboolean           liar,
                       TableeSpot         up,
                       const TableePortal portals[4])
{
  g_autofree char *sentence = NULL;
  const char *prefix;
  const char *first = NULL, *second = NULL;
  gboolean negated, turned;
  guint mask;

  g_return_val_if_fail (a < TABLEE_NOTNOT_N_FACES && b < TABLEE_NOTNOT_N_FACES, NULL);
  g_return_val_if_fail (negations <= TABLEE_NOTNOT_MAX_NEGATIONS, NULL);
  g_return_val_if_fail (up < TABLEE_N_SPOTS, NULL);
  g_return_val_if_fail (portals != NULL, NULL);

  prefix = negation_phrase (negations, liar);
  negated = ((negations + (liar ? 1 : 0)) % 2) == 1;
  turned = up != TABLEE_SPOT_UP;
  mask = tablee_notnot_judge (a, b, negations, liar, up, portals);

  if (a == TABLEE_FACE_NOTHING)
    {
      a = b;
      b = TABLEE_FACE_NOTHING;
    }
  if (a == b)
    b = TABLEE_FACE_NOTHING;

  if (a != TABLEE_FACE_NOTHING)
    first = criterion_phrase (a, negated, turned);
  if (b != TABLEE_FACE_NOTHING)
    second = criterion_phrase (b, negated, turned);

  if (first == NULL && !negated)
    {
      /* The only roll where nobody may tap anything. */
      if (prefix == NULL)
        return g_strdup (_("NOTHING and NOTHING: nobody taps."));
      /* TRANSLATORS: %s says how the NOTs add up, e.g. "NOT NOT is no NOT". */
      return g_strdup_printf (_("%s: nobody taps."), prefix);
    }

  if (first == NULL)
    /* TRANSLATORS: %s says how the NOTs add up, e.g. "One NOT". */
    sentence = g_strdup_printf (_("%s: tap any portal card, never an empty one."), prefix);
  else if (second == NULL && prefix == NULL)
    /* TRANSLATORS: %s is a card, e.g. "the top card" or "a red portal". */
    sentence = g_strdup_printf (_("Tap %s."), first);
  else if (second == NULL)
    /* TRANSLATORS: the first %s says how the NOTs add up, the second is a
     * card, e.g. "NOT NOT is no NOT: tap a red portal." */
    sentence = g_strdup_printf (_("%s: tap %s."), prefix, first);
  else if (prefix == NULL)
    /* TRANSLATORS: each %s is a card, e.g. "Tap the top card or a red portal." */
    sentence = g_strdup_printf (_("Tap %s or %s."), first, second);
  else
    /* TRANSLATORS: the first %s says how the NOTs add up, the others are
     * cards, e.g. "One NOT: tap any card but the left one or a portal that
     * is not green." */
    sentence = g_strdup_printf (_("%s: tap %s or %s."), prefix, first, second);

  if (mask == 0)
    /* TRANSLATORS: %s is the sentence that says which cards to tap. */
    return g_strdup_printf (_("%s No card fits: roll again."), sentence);

  return g_steal_pointer (&sentence);
}
