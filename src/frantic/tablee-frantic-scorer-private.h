/* tablee-frantic-scorer-private.h: the score sheet, for its serialisation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-round-private.h"

G_BEGIN_DECLS

/* The properties of the sheet, to notify those a change changed. */
typedef struct {
  guint    length;
  guint    custom_limit;
  guint    limit;
  guint    n_rounds;
  gboolean game_over;
  guint    n_pending;
} Snapshot;

struct _TableeFranticScorer
{
  GObject              parent_instance;

  /* Owned */
  TableePlayers       *players;
  GPtrArray           *columns;     /* TableePlayer, the order of the rounds' values */
  GPtrArray           *rounds;      /* TableeFranticRound */
  GArray              *sums;        /* RoundSums, one per round */
  GArray              *pending;     /* Adjustment: the round in progress */
  GHashTable          *departed;    /* TableePlayer -> GArray of int: the sheet of who left */
  TableeFranticLength  length;
  guint                custom_limit;
  gulong               players_handler;
  /* A state was loaded: its columns wait for the seats, and the sheet
   * tells what changed since seating_before once they are in place. */
  gboolean             seating;
  Snapshot             seating_before;
};

void _tablee_frantic_scorer_snapshot (TableeFranticScorer *self,
                                      Snapshot            *snapshot);

G_END_DECLS
