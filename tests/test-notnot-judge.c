/* test-notnot-judge.c: the Not Not referee, against the rulebook.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>

#include "tablee-notnot-rules.h"

#define N_BOARDS (TABLEE_N_PORTALS * TABLEE_N_PORTALS * TABLEE_N_PORTALS * TABLEE_N_PORTALS)

#define BIT(spot) (1u << (spot))

/* Board number i, 0 <= i < N_BOARDS: every way to lay four cards. */
static void
board_from_index (guint        index,
                  TableePortal portals[4])
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      portals[spot] = index % TABLEE_N_PORTALS;
      index /= TABLEE_N_PORTALS;
    }
}

static guint
portal_mask (const TableePortal portals[4])
{
  guint mask = 0;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (portals[spot] != TABLEE_PORTAL_NONE)
        mask |= BIT (spot);
    }

  return mask;
}

/* The mask of a board turned k quarter turns clockwise: spot s goes to
 * s + k. */
static guint
rotate_mask (guint mask,
             guint k)
{
  guint turned = 0;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (mask & BIT (spot))
        turned |= BIT ((spot + k) % TABLEE_N_SPOTS);
    }

  return turned;
}

/* What a rulebook example says may be tapped, card by card. */
typedef gboolean (*ExampleRule) (TableeSpot spot, TableePortal portal);

/* Checks an example of the rulebook on every possible board: the judge must
 * answer exactly the cards the example's sentence allows. */
static void
check_example (TableeNotnotFace a,
               TableeNotnotFace b,
               guint            negations,
               gboolean         liar,
               TableeSpot       up,
               ExampleRule      rule)
{
  for (guint i = 0; i < N_BOARDS; i++)
    {
      TableePortal portals[4];
      guint expected = 0;

      board_from_index (i, portals);
      for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
        {
          if (rule (spot, portals[spot]))
            expected |= BIT (spot);
        }

      g_assert_cmpuint (tablee_notnot_judge (a, b, negations, liar, up, portals), ==, expected);
      /* Swapping the dice never changes an example. */
      g_assert_cmpuint (tablee_notnot_judge (b, a, negations, liar, up, portals), ==, expected);
    }
}

/* Discovery: "UP and RED: tap either the top card or a card with a red
 * portal." */
static gboolean
rule_up_or_red (TableeSpot   spot,
                TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && (spot == TABLEE_SPOT_UP || portal == TABLEE_PORTAL_RED);
}

static void
test_example_up_and_red (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_BLUE, TABLEE_PORTAL_RED, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_NONE,
  };

  check_example (TABLEE_FACE_UP, TABLEE_FACE_RED, 0, FALSE, TABLEE_SPOT_UP, rule_up_or_red);

  /* The top card (blue) and the right card (red portal) on this board. */
  g_assert_cmpuint (tablee_notnot_judge (TABLEE_FACE_UP, TABLEE_FACE_RED, 0, FALSE,
                                         TABLEE_SPOT_UP, board),
                    ==, BIT (TABLEE_SPOT_UP) | BIT (TABLEE_SPOT_RIGHT));
}

/* Discovery: "NOTHING and RED: tap only a card with a red portal"; action
 * wins over inaction. */
static gboolean
rule_red_only (TableeSpot   spot,
               TableePortal portal)
{
  return portal == TABLEE_PORTAL_RED;
}

static void
test_example_nothing_and_red (void)
{
  check_example (TABLEE_FACE_NOTHING, TABLEE_FACE_RED, 0, FALSE, TABLEE_SPOT_UP, rule_red_only);
}

/* Discovery: "NOTHING and NOTHING: nobody taps anything", the only roll
 * where nothing may be tapped. */
static gboolean
rule_nothing (TableeSpot   spot,
              TableePortal portal)
{
  return FALSE;
}

static void
test_example_nothing_and_nothing (void)
{
  check_example (TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING, 0, FALSE, TABLEE_SPOT_UP,
                 rule_nothing);
}

/* Discovery: "if no card can be tapped, nothing happens: roll again". Here
 * RED with no red portal on the board. */
static void
test_example_no_card_fits (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_BLUE, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_WHITE, TABLEE_PORTAL_NONE,
  };
  g_autofree char *sentence = NULL;

  g_assert_cmpuint (tablee_notnot_judge (TABLEE_FACE_RED, TABLEE_FACE_NOTHING, 0, FALSE,
                                         TABLEE_SPOT_UP, board), ==, 0);
  sentence = tablee_notnot_explain (TABLEE_FACE_RED, TABLEE_FACE_NOTHING, 0, FALSE,
                                    TABLEE_SPOT_UP, board);
  g_assert_true (g_str_has_suffix (sentence, "No card fits: roll again."));
}

/* Important: "the word counts, not the ink"; and "an empty card can never be
 * tapped: the dice only speak of portal colours, never the background". An
 * empty card at the named spot is still not valid. */
static void
test_example_empty_card_is_a_trap (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_NONE, TABLEE_PORTAL_RED, TABLEE_PORTAL_BLUE, TABLEE_PORTAL_YELLOW,
  };

  g_assert_cmpuint (tablee_notnot_judge (TABLEE_FACE_UP, TABLEE_FACE_NOTHING, 0, FALSE,
                                         TABLEE_SPOT_UP, board), ==, 0);
  g_assert_cmpuint (tablee_notnot_judge (TABLEE_FACE_UP, TABLEE_FACE_BLUE, 0, FALSE,
                                         TABLEE_SPOT_UP, board), ==, BIT (TABLEE_SPOT_DOWN));
}

/* Normal: "a blank face on the negation die: play as in Discovery". */
static void
test_example_blank_negation_face (void)
{
  check_example (TABLEE_FACE_UP, TABLEE_FACE_RED, 0, FALSE, TABLEE_SPOT_UP, rule_up_or_red);
  check_example (TABLEE_FACE_RED, TABLEE_FACE_NOTHING, 0, FALSE, TABLEE_SPOT_UP, rule_red_only);
}

/* Normal: "NOT, LEFT and GREEN: do NOT tap the left card OR a green portal,
 * so tap the top, right or bottom card, or a red, blue, yellow or white
 * portal. The left card with a portal other than green may be tapped." */
static gboolean
rule_not_left_or_not_green (TableeSpot   spot,
                            TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && (spot != TABLEE_SPOT_LEFT || portal != TABLEE_PORTAL_GREEN);
}

static void
test_example_not_left_green (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_GREEN, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_YELLOW,
  };

  check_example (TABLEE_FACE_LEFT, TABLEE_FACE_GREEN, 1, FALSE, TABLEE_SPOT_UP,
                 rule_not_left_or_not_green);

  /* The left card holds a yellow portal: NOT GREEN holds for it. */
  g_assert_cmpuint (tablee_notnot_judge (TABLEE_FACE_LEFT, TABLEE_FACE_GREEN, 1, FALSE,
                                         TABLEE_SPOT_UP, board) & BIT (TABLEE_SPOT_LEFT),
                    !=, 0);
}

/* Normal: "NOT and two NOTHING faces: tap the portal card of your choice;
 * beware of empty cards, which can never be tapped". */
static gboolean
rule_any_portal (TableeSpot   spot,
                 TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE;
}

static void
test_example_not_nothing_nothing (void)
{
  check_example (TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING, 1, FALSE, TABLEE_SPOT_UP,
                 rule_any_portal);
}

/* Normal: "NOT NOT, RED and NOTHING: tap only a red portal. NOT NOT RED =
 * RED and NOT NOT NOTHING = NOTHING." */
static void
test_example_not_not_red_nothing (void)
{
  check_example (TABLEE_FACE_RED, TABLEE_FACE_NOTHING, 2, FALSE, TABLEE_SPOT_UP, rule_red_only);
}

/* Normal: "NOT NOT NOT, DOWN and BLUE: do NOT tap the bottom card OR a blue
 * portal. The bottom card with a portal other than blue may be tapped." */
static gboolean
rule_not_down_or_not_blue (TableeSpot   spot,
                           TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && (spot != TABLEE_SPOT_DOWN || portal != TABLEE_PORTAL_BLUE);
}

static void
test_example_not_not_not_down_blue (void)
{
  check_example (TABLEE_FACE_DOWN, TABLEE_FACE_BLUE, 3, FALSE, TABLEE_SPOT_UP,
                 rule_not_down_or_not_blue);
}

/* Hard: "the arrow on top of the pile is the new up; the three other
 * directions follow from it around the pile". With the arrow pointing to the
 * right of the table, UP names the right card, RIGHT the bottom one, DOWN the
 * left one and LEFT the top one. */
static gboolean
rule_arrow_right_up (TableeSpot   spot,
                     TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && spot == TABLEE_SPOT_RIGHT;
}

static gboolean
rule_arrow_right_left (TableeSpot   spot,
                       TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && spot == TABLEE_SPOT_UP;
}

static gboolean
rule_arrow_down_right_or_yellow (TableeSpot   spot,
                                 TableePortal portal)
{
  /* Up is the bottom of the table: its right is the table's left. */
  return portal != TABLEE_PORTAL_NONE && (spot == TABLEE_SPOT_LEFT || portal == TABLEE_PORTAL_YELLOW);
}

static void
test_example_arrow_is_the_new_up (void)
{
  check_example (TABLEE_FACE_UP, TABLEE_FACE_NOTHING, 0, FALSE, TABLEE_SPOT_RIGHT,
                 rule_arrow_right_up);
  check_example (TABLEE_FACE_LEFT, TABLEE_FACE_NOTHING, 0, FALSE, TABLEE_SPOT_RIGHT,
                 rule_arrow_right_left);
  check_example (TABLEE_FACE_RIGHT, TABLEE_FACE_YELLOW, 2, FALSE, TABLEE_SPOT_DOWN,
                 rule_arrow_down_right_or_yellow);
}

/* Extreme: "without the liar symbol on the top card, play as in Hard". */
static void
test_example_no_liar_symbol (void)
{
  check_example (TABLEE_FACE_DOWN, TABLEE_FACE_BLUE, 3, FALSE, TABLEE_SPOT_UP,
                 rule_not_down_or_not_blue);
  check_example (TABLEE_FACE_RIGHT, TABLEE_FACE_YELLOW, 0, FALSE, TABLEE_SPOT_DOWN,
                 rule_arrow_down_right_or_yellow);
}

/* Extreme: "liar, YELLOW and RIGHT: do NOT tap a yellow card OR the right
 * card. The right card with a portal other than yellow may be tapped." */
static gboolean
rule_not_yellow_or_not_right (TableeSpot   spot,
                              TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && (spot != TABLEE_SPOT_RIGHT || portal != TABLEE_PORTAL_YELLOW);
}

static void
test_example_liar_yellow_right (void)
{
  check_example (TABLEE_FACE_RIGHT, TABLEE_FACE_YELLOW, 0, TRUE, TABLEE_SPOT_UP,
                 rule_not_yellow_or_not_right);
}

/* Extreme: "liar, NOT NOT NOT, DOWN and BLUE: tap either the bottom card or
 * a blue portal; three NOTs make one, the liar's opposite of it is plain
 * play." */
static gboolean
rule_down_or_blue (TableeSpot   spot,
                   TableePortal portal)
{
  return portal != TABLEE_PORTAL_NONE && (spot == TABLEE_SPOT_DOWN || portal == TABLEE_PORTAL_BLUE);
}

static void
test_example_liar_not_not_not_down_blue (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_RED, TABLEE_PORTAL_BLUE, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_NONE,
  };
  g_autofree char *sentence = NULL;

  check_example (TABLEE_FACE_DOWN, TABLEE_FACE_BLUE, 3, TRUE, TABLEE_SPOT_UP, rule_down_or_blue);

  sentence = tablee_notnot_explain (TABLEE_FACE_DOWN, TABLEE_FACE_BLUE, 3, TRUE,
                                    TABLEE_SPOT_UP, board);
  g_assert_cmpstr (sentence, ==,
                   "NOT NOT NOT is one NOT; with the liar it is none: "
                   "tap the bottom card or a blue portal.");
}

/* The laws of the rules, over every face pair, 0-3 NOTs, liar or not, every
 * orientation and many boards. */
typedef void (*LawFunc) (TableeNotnotFace   a,
                         TableeNotnotFace   b,
                         guint              negations,
                         gboolean           liar,
                         TableeSpot         up,
                         const TableePortal portals[4]);

/* Boards for the laws: one in every LAW_BOARD_STRIDE of all 1296, which
 * (7 being prime to 6) still mixes every colour and empty card at every
 * spot, and keeps the suite fast under valgrind. The examples above use
 * every board. */
#define LAW_BOARD_STRIDE 7

static void
for_whole_space (LawFunc law)
{
  for (guint i = 0; i < N_BOARDS; i += LAW_BOARD_STRIDE)
    {
      TableePortal portals[4];

      board_from_index (i, portals);
      for (guint a = 0; a < TABLEE_NOTNOT_N_FACES; a++)
        for (guint b = 0; b < TABLEE_NOTNOT_N_FACES; b++)
          for (guint negations = 0; negations <= TABLEE_NOTNOT_MAX_NEGATIONS; negations++)
            for (guint liar = 0; liar < 2; liar++)
              for (guint up = 0; up < TABLEE_N_SPOTS; up++)
                law (a, b, negations, liar, up, portals);
    }
}

static void
law_not_not_is_no_not (TableeNotnotFace   a,
                       TableeNotnotFace   b,
                       guint              negations,
                       gboolean           liar,
                       TableeSpot         up,
                       const TableePortal portals[4])
{
  if (negations + 2 > TABLEE_NOTNOT_MAX_NEGATIONS)
    return;

  g_assert_cmpuint (tablee_notnot_judge (a, b, negations + 2, liar, up, portals), ==,
                    tablee_notnot_judge (a, b, negations, liar, up, portals));
}

static void
test_law_not_not (void)
{
  for_whole_space (law_not_not_is_no_not);
}

static void
law_liar_is_one_more_not (TableeNotnotFace   a,
                          TableeNotnotFace   b,
                          guint              negations,
                          gboolean           liar,
                          TableeSpot         up,
                          const TableePortal portals[4])
{
  guint with_liar;

  if (liar)
    return;

  with_liar = tablee_notnot_judge (a, b, negations, TRUE, up, portals);
  if (negations < TABLEE_NOTNOT_MAX_NEGATIONS)
    g_assert_cmpuint (with_liar, ==, tablee_notnot_judge (a, b, negations + 1, FALSE, up, portals));
  else
    /* Four NOTs are two NOT NOTs: none. */
    g_assert_cmpuint (with_liar, ==, tablee_notnot_judge (a, b, 0, FALSE, up, portals));
}

static void
test_law_liar (void)
{
  for_whole_space (law_liar_is_one_more_not);
}

static void
law_empty_never_valid (TableeNotnotFace   a,
                       TableeNotnotFace   b,
                       guint              negations,
                       gboolean           liar,
                       TableeSpot         up,
                       const TableePortal portals[4])
{
  guint mask = tablee_notnot_judge (a, b, negations, liar, up, portals);

  g_assert_cmpuint (mask & ~portal_mask (portals), ==, 0);
}

static void
test_law_empty_card (void)
{
  for_whole_space (law_empty_never_valid);
}

static void
law_turning_turns_the_answer (TableeNotnotFace   a,
                              TableeNotnotFace   b,
                              guint              negations,
                              gboolean           liar,
                              TableeSpot         up,
                              const TableePortal portals[4])
{
  guint mask = tablee_notnot_judge (a, b, negations, liar, up, portals);

  for (guint k = 1; k < TABLEE_N_SPOTS; k++)
    {
      TableePortal turned[4];

      for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
        turned[(spot + k) % TABLEE_N_SPOTS] = portals[spot];

      g_assert_cmpuint (tablee_notnot_judge (a, b, negations, liar, (up + k) % TABLEE_N_SPOTS,
                                             turned),
                        ==, rotate_mask (mask, k));
    }
}

static void
test_law_rotation (void)
{
  for_whole_space (law_turning_turns_the_answer);
}

static void
law_dice_commute (TableeNotnotFace   a,
                  TableeNotnotFace   b,
                  guint              negations,
                  gboolean           liar,
                  TableeSpot         up,
                  const TableePortal portals[4])
{
  g_assert_cmpuint (tablee_notnot_judge (a, b, negations, liar, up, portals), ==,
                    tablee_notnot_judge (b, a, negations, liar, up, portals));
}

static void
test_law_swap_dice (void)
{
  for_whole_space (law_dice_commute);
}

static void
law_nothing_adds_nothing (TableeNotnotFace   a,
                          TableeNotnotFace   b,
                          guint              negations,
                          gboolean           liar,
                          TableeSpot         up,
                          const TableePortal portals[4])
{
  if (a == TABLEE_FACE_NOTHING || b != TABLEE_FACE_NOTHING)
    return;

  /* A criterion with NOTHING is that criterion alone, which is also the
   * criterion rolled on both dice. */
  g_assert_cmpuint (tablee_notnot_judge (a, TABLEE_FACE_NOTHING, negations, liar, up, portals), ==,
                    tablee_notnot_judge (a, a, negations, liar, up, portals));
}

static void
test_law_criterion_and_nothing (void)
{
  for_whole_space (law_nothing_adds_nothing);
}

static void
law_at_least_one_criterion (TableeNotnotFace   a,
                            TableeNotnotFace   b,
                            guint              negations,
                            gboolean           liar,
                            TableeSpot         up,
                            const TableePortal portals[4])
{
  if (a == TABLEE_FACE_NOTHING || b == TABLEE_FACE_NOTHING)
    return;

  g_assert_cmpuint (tablee_notnot_judge (a, b, negations, liar, up, portals), ==,
                    tablee_notnot_judge (a, TABLEE_FACE_NOTHING, negations, liar, up, portals) |
                    tablee_notnot_judge (TABLEE_FACE_NOTHING, b, negations, liar, up, portals));
}

static void
test_law_at_least_one (void)
{
  for_whole_space (law_at_least_one_criterion);
}

static void
law_negation_is_the_opposite (TableeNotnotFace   a,
                              TableeNotnotFace   b,
                              guint              negations,
                              gboolean           liar,
                              TableeSpot         up,
                              const TableePortal portals[4])
{
  guint mask, negated;

  if (b != TABLEE_FACE_NOTHING || negations != 0 || liar)
    return;

  mask = tablee_notnot_judge (a, b, 0, FALSE, up, portals);
  negated = tablee_notnot_judge (a, b, 1, FALSE, up, portals);

  /* One criterion or none: NOT picks exactly the other portal cards. */
  g_assert_cmpuint (negated, ==, portal_mask (portals) & ~mask);
}

static void
test_law_negation (void)
{
  for_whole_space (law_negation_is_the_opposite);
}

static void
law_colours_ignore_up (TableeNotnotFace   a,
                       TableeNotnotFace   b,
                       guint              negations,
                       gboolean           liar,
                       TableeSpot         up,
                       const TableePortal portals[4])
{
  if (tablee_notnot_face_is_direction (a) || tablee_notnot_face_is_direction (b) ||
      up == TABLEE_SPOT_UP)
    return;

  g_assert_cmpuint (tablee_notnot_judge (a, b, negations, liar, up, portals), ==,
                    tablee_notnot_judge (a, b, negations, liar, TABLEE_SPOT_UP, portals));
}

static void
test_law_colours_ignore_orientation (void)
{
  for_whole_space (law_colours_ignore_up);
}

static void
law_explanation_exists (TableeNotnotFace   a,
                        TableeNotnotFace   b,
                        guint              negations,
                        gboolean           liar,
                        TableeSpot         up,
                        const TableePortal portals[4])
{
  g_autofree char *sentence = tablee_notnot_explain (a, b, negations, liar, up, portals);
  guint mask = tablee_notnot_judge (a, b, negations, liar, up, portals);
  gboolean nobody = a == TABLEE_FACE_NOTHING && b == TABLEE_FACE_NOTHING &&
                    (negations + liar) % 2 == 0;

  g_assert_nonnull (sentence);
  g_assert_true (g_utf8_validate (sentence, -1, NULL));
  g_assert_true (g_str_has_suffix (sentence, "."));
  g_assert_true (g_str_has_suffix (sentence, "roll again.") == (mask == 0 && !nobody));
  g_assert_true (g_str_has_suffix (sentence, "nobody taps.") == nobody);
}

static void
test_explain_every_roll (void)
{
  /* Sentences do not depend on the whole board, only on whether a card
   * fits: a sample of boards is enough. */
  for (guint i = 0; i < N_BOARDS; i += 97)
    {
      TableePortal portals[4];

      board_from_index (i, portals);
      for (guint a = 0; a < TABLEE_NOTNOT_N_FACES; a++)
        for (guint b = 0; b < TABLEE_NOTNOT_N_FACES; b++)
          for (guint negations = 0; negations <= TABLEE_NOTNOT_MAX_NEGATIONS; negations++)
            for (guint liar = 0; liar < 2; liar++)
              for (guint up = 0; up < TABLEE_N_SPOTS; up++)
                law_explanation_exists (a, b, negations, liar, up, portals);
    }
}

static void
test_explain_sentences (void)
{
  const TableePortal board[4] = {
    TABLEE_PORTAL_GREEN, TABLEE_PORTAL_RED, TABLEE_PORTAL_BLUE, TABLEE_PORTAL_YELLOW,
  };
  static const struct {
    TableeNotnotFace a, b;
    guint negations;
    gboolean liar;
    TableeSpot up;
    const char *sentence;
  } cases[] = {
    { TABLEE_FACE_UP, TABLEE_FACE_RED, 0, FALSE, TABLEE_SPOT_UP,
      "Tap the top card or a red portal." },
    { TABLEE_FACE_NOTHING, TABLEE_FACE_RED, 2, FALSE, TABLEE_SPOT_UP,
      "NOT NOT is no NOT: tap a red portal." },
    { TABLEE_FACE_LEFT, TABLEE_FACE_GREEN, 1, FALSE, TABLEE_SPOT_UP,
      "One NOT: tap any card but the left one or a portal that is not green." },
    { TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING, 0, FALSE, TABLEE_SPOT_UP,
      "NOTHING and NOTHING: nobody taps." },
    { TABLEE_FACE_NOTHING, TABLEE_FACE_NOTHING, 0, TRUE, TABLEE_SPOT_UP,
      "The liar is one NOT: tap any portal card, never an empty one." },
    { TABLEE_FACE_UP, TABLEE_FACE_UP, 0, FALSE, TABLEE_SPOT_LEFT,
      "Tap the card the arrow points to." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *sentence = tablee_notnot_explain (cases[i].a, cases[i].b,
                                                         cases[i].negations, cases[i].liar,
                                                         cases[i].up, board);

      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }
}

static void
test_face_to_spot (void)
{
  /* Right, down and left follow clockwise from up. */
  for (guint up = 0; up < TABLEE_N_SPOTS; up++)
    {
      g_assert_cmpint (tablee_notnot_face_to_spot (TABLEE_FACE_UP, up), ==, up);
      g_assert_cmpint (tablee_notnot_face_to_spot (TABLEE_FACE_DOWN, up), ==,
                       (up + 2) % TABLEE_N_SPOTS);
      g_assert_cmpint ((tablee_notnot_face_to_spot (TABLEE_FACE_RIGHT, up) + 2) % TABLEE_N_SPOTS,
                       ==, tablee_notnot_face_to_spot (TABLEE_FACE_LEFT, up));
    }
  g_assert_cmpint (tablee_notnot_face_to_spot (TABLEE_FACE_RIGHT, TABLEE_SPOT_UP), ==,
                   TABLEE_SPOT_RIGHT);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notnot/judge/example/up-and-red", test_example_up_and_red);
  g_test_add_func ("/notnot/judge/example/nothing-and-red", test_example_nothing_and_red);
  g_test_add_func ("/notnot/judge/example/nothing-and-nothing", test_example_nothing_and_nothing);
  g_test_add_func ("/notnot/judge/example/no-card-fits", test_example_no_card_fits);
  g_test_add_func ("/notnot/judge/example/empty-card-is-a-trap", test_example_empty_card_is_a_trap);
  g_test_add_func ("/notnot/judge/example/blank-negation-face", test_example_blank_negation_face);
  g_test_add_func ("/notnot/judge/example/not-left-green", test_example_not_left_green);
  g_test_add_func ("/notnot/judge/example/not-nothing-nothing", test_example_not_nothing_nothing);
  g_test_add_func ("/notnot/judge/example/not-not-red-nothing", test_example_not_not_red_nothing);
  g_test_add_func ("/notnot/judge/example/not-not-not-down-blue",
                   test_example_not_not_not_down_blue);
  g_test_add_func ("/notnot/judge/example/arrow-is-the-new-up", test_example_arrow_is_the_new_up);
  g_test_add_func ("/notnot/judge/example/no-liar-symbol", test_example_no_liar_symbol);
  g_test_add_func ("/notnot/judge/example/liar-yellow-right", test_example_liar_yellow_right);
  g_test_add_func ("/notnot/judge/example/liar-not-not-not-down-blue",
                   test_example_liar_not_not_not_down_blue);

  g_test_add_func ("/notnot/judge/law/not-not-is-no-not", test_law_not_not);
  g_test_add_func ("/notnot/judge/law/liar-is-one-more-not", test_law_liar);
  g_test_add_func ("/notnot/judge/law/empty-card-never-valid", test_law_empty_card);
  g_test_add_func ("/notnot/judge/law/turning-turns-the-answer", test_law_rotation);
  g_test_add_func ("/notnot/judge/law/swapping-dice-changes-nothing", test_law_swap_dice);
  g_test_add_func ("/notnot/judge/law/criterion-and-nothing", test_law_criterion_and_nothing);
  g_test_add_func ("/notnot/judge/law/at-least-one-criterion", test_law_at_least_one);
  g_test_add_func ("/notnot/judge/law/negation-is-the-opposite", test_law_negation);
  g_test_add_func ("/notnot/judge/law/colours-ignore-orientation",
                   test_law_colours_ignore_orientation);

  g_test_add_func ("/notnot/judge/face-to-spot", test_face_to_spot);
  g_test_add_func ("/notnot/judge/explain/every-roll", test_explain_every_roll);
  g_test_add_func ("/notnot/judge/explain/sentences", test_explain_sentences);

  return g_test_run ();
}
