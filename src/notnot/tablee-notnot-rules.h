/* tablee-notnot-rules.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The four places around the draw pile, clockwise from the top of the
 * table. */
typedef enum { TABLEE_SPOT_UP, TABLEE_SPOT_RIGHT, TABLEE_SPOT_DOWN, TABLEE_SPOT_LEFT } TableeSpot;

#define TABLEE_N_SPOTS 4

typedef enum {
  TABLEE_FACE_NOTHING,
  TABLEE_FACE_UP, TABLEE_FACE_RIGHT, TABLEE_FACE_DOWN, TABLEE_FACE_LEFT,
  TABLEE_FACE_RED, TABLEE_FACE_BLUE, TABLEE_FACE_GREEN, TABLEE_FACE_YELLOW, TABLEE_FACE_WHITE,
} TableeNotnotFace;

#define TABLEE_NOTNOT_N_FACES (TABLEE_FACE_WHITE + 1)

typedef enum {
  TABLEE_PORTAL_NONE, /* an empty card */
  TABLEE_PORTAL_RED, TABLEE_PORTAL_BLUE, TABLEE_PORTAL_GREEN, TABLEE_PORTAL_YELLOW, TABLEE_PORTAL_WHITE,
} TableePortal;

#define TABLEE_N_PORTALS (TABLEE_PORTAL_WHITE + 1)

/* The most NOTs the negation die shows. */
#define TABLEE_NOTNOT_MAX_NEGATIONS 3

/* Every spot at once, as a mask. */
#define TABLEE_SPOT_MASK_ALL 0xf

/* Returns the spots a player may tap, as a mask of (1 << TableeSpot).
 * a, b: the criterion dice; negations: NOTs on the negation die (0-3); liar: the liar symbol
 * shows; up: the table spot that is "up" this turn (TABLEE_SPOT_UP when orientation is off);
 * portals: the card at each table spot, indexed by TableeSpot. */
guint tablee_notnot_judge (TableeNotnotFace a, TableeNotnotFace b, guint negations,
                           gboolean liar, TableeSpot up, const TableePortal portals[4]);

/* The judge's reasoning as one short sentence in the user interface
 * language, for example "NOT NOT NOT is one NOT; with the liar it is none:
 * tap the bottom card or a blue portal." Same arguments as the judge. */
char *tablee_notnot_explain (TableeNotnotFace a, TableeNotnotFace b, guint negations,
                             gboolean liar, TableeSpot up, const TableePortal portals[4]);

/* The table spot that a direction face names when "up" is the spot up:
 * right, down and left follow clockwise. face must be a direction. */
TableeSpot   tablee_notnot_face_to_spot     (TableeNotnotFace face,
                                             TableeSpot       up);
gboolean     tablee_notnot_face_is_direction (TableeNotnotFace face);
/* The word a die face shows ("UP", "RED", "NOTHING"), translated. */
const char  *tablee_notnot_face_get_word    (TableeNotnotFace face);
/* The colour a portal shows, translated ("red"); "empty" for NONE. */
const char  *tablee_portal_get_name         (TableePortal     portal);
/* The words of the negation die ("", "NOT", "NOT NOT", "NOT NOT NOT"). */
const char  *tablee_notnot_negation_get_word (guint           negations);

G_END_DECLS
