/* tablee-frantic-private.h: what the event deck and its serialisation,
 * the round, the scoring of its events, the score sheet and its
 * serialisation share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"
#include "tablee-game.h"
#include "tablee-frantic-scorer.h"
#include "tablee-frantic-sheet-items.h"
#include "tablee-saveable.h"

G_BEGIN_DECLS

/* An Event Manager shows this many events. */
#define MANAGER_CHOICES 3
/* A Plague runs this many more events. */
#define PLAGUE_DRAWS 2
/* A Time Bomb leaves this many turns to every player. */
#define TIME_BOMB_TURNS_PER_PLAYER 3

struct _TableeFranticReveal
{
  GObject                   parent_instance;

  TableeFranticEvent        event;
  TableeFranticRevealOrigin origin;
  guint                     lucky_mask;
  gboolean                  no_effect;
};

struct _TableeFranticDeck
{
  GObject              parent_instance;

  /* Owned */
  TableeRandom        *random;
  GArray              *pile;          /* TableeFranticEvent, 0 = top */
  GArray              *discard;       /* TableeFranticEvent, oldest first */
  GArray              *round_events;  /* run this round, each once */
  GArray              *choices;       /* what the pending choice offers */
  GArray              *active;        /* lasting effects of the round */
  GListStore          *reveals;       /* TableeFranticReveal */

  gboolean             troublemaker;
  guint                n_players;
  /* Events still to draw for the black card being resolved (Plagues add
   * to it; nested ones simply add more, in order). */
  guint                pending_draws;
  TableeFranticChoice  choice;
  guint                resolution_lucky;
  guint                lucky_mask;
  guint                time_bomb_turns;
  gboolean             round_over;
  gboolean             reshuffled;
};

TableeFranticReveal *_tablee_frantic_reveal_new     (TableeFranticEvent         event,
                                                   TableeFranticRevealOrigin  origin,
                                                   guint                      lucky_mask,
                                                   gboolean                   no_effect);
gboolean             _tablee_frantic_events_contain (GArray                    *array,
                                                   TableeFranticEvent         event);
/* Notifies what changed since before (tablee_snapshot_properties()), and
 * asks to be saved. */
void                 _tablee_frantic_deck_changed   (TableeFranticDeck         *self,
                                                   GArray                    *before);
GVariant            *_tablee_frantic_deck_save      (TableeSaveable            *saveable);
gboolean             _tablee_frantic_deck_load      (TableeSaveable            *saveable,
                                                   GVariant                  *state,
                                                   GError                   **error);


typedef struct {
  TableeFranticEvent event;
  guint              lucky_mask;
  int                inputs[TABLEE_FRANTIC_MAX_PLAYERS];
} Adjustment;

struct _TableeFranticRound
{
  guint   n_players;
  /* A bit per player: several may go out at the same moment through an
   * event. */
  guint   finishers;
  /* A bit per player whose hand Doomsday replaced but was entered all
   * the same, for the record. */
  guint   kept_hands;
  int     hands[TABLEE_FRANTIC_MAX_PLAYERS];
  GArray *adjustments;  /* Adjustment */
};

static inline Adjustment *
get_adjustment (const TableeFranticRound *self,
                guint                     index)
{
  return &g_array_index (self->adjustments, Adjustment, index);
}

static inline gboolean
is_protected (const Adjustment *adjustment,
              guint             player)
{
  return (adjustment->lucky_mask & (1u << player)) != 0;
}

/* What the rounds add up to, computed again after every change. */
typedef struct {
  GArray *adjustment_points;  /* int, n_adjustments x n_players */
  int     points[TABLEE_FRANTIC_MAX_PLAYERS];
  /* The points the round scored: Identity Theft's exchange aside. */
  int     scored[TABLEE_FRANTIC_MAX_PLAYERS];
  int     totals[TABLEE_FRANTIC_MAX_PLAYERS];
} RoundSums;

/* An event that changes scores. */
gboolean _tablee_frantic_valid_event  (guint                     event);
/* tablee_frantic_scorer_check_round() for n players. */
gboolean _tablee_frantic_round_check  (const TableeFranticRound *round,
                                       guint                     n,
                                       int                      *player,
                                       int                      *adjustment,
                                       GError                  **error);
/* What the rounds add up to, round after round, into an array of
 * RoundSums (cleared first) whose clear function is
 * _tablee_frantic_clear_sums(). */
void     _tablee_frantic_compute_sums (GPtrArray                *rounds,
                                       GArray                   *all_sums);
void     _tablee_frantic_clear_sums   (RoundSums                *sums);

struct _TableeFranticScorer
{
  GObject              parent_instance;

  /* Owned */
  TableePlayers       *players;
  GPtrArray           *columns;     /* TableePlayer, the order of the rounds' values */
  GPtrArray           *rounds;      /* TableeFranticRound */
  GArray              *sums;        /* RoundSums, one per round */
  TableeFranticRound  *pending;     /* the events of the round in progress */
  GHashTable          *departed;    /* TableePlayer -> GPtrArray of rounds: the column of who left */
  TableeFranticLength  length;
  guint                custom_limit;
  gulong               players_handler;
  gulong               rename_handler;
  /* A state was loaded: its columns wait for the seats, and the sheet
   * tells what changed since this snapshot once they are in place
   * (_tablee_frantic_scorer_settle()). */
  GArray              *seating_before;
  /* What the sheet shows: TableeFranticRoundItem, TableeFranticTotalItem. */
  GListStore          *round_items;
  GListStore          *total_items;
};

/* After every change of the sheet: sums, items, notifications (of what
 * changed since before, tablee_snapshot_properties()), "changed". */
void                    _tablee_frantic_scorer_changed      (TableeFranticScorer *self,
                                                             GArray              *before);
/* Ends a load: the seats are in place, whether they changed or not; the
 * sheet tells what changed since the state was loaded. */
void                    _tablee_frantic_scorer_settle       (TableeFranticScorer *self);

/* The items of the sheet's list models (tablee-frantic-sheet-items.c). */
TableeFranticRoundItem *_tablee_frantic_round_item_new      (TableeFranticScorer *scorer,
                                                             guint                index);
gboolean                _tablee_frantic_round_item_equal    (gconstpointer        a,
                                                             gconstpointer        b);
TableeFranticTotalItem *_tablee_frantic_total_item_new      (const char          *name,
                                                             int                  total,
                                                             gboolean             leader);
gboolean                _tablee_frantic_total_item_equal    (gconstpointer        a,
                                                             gconstpointer        b);
/* Makes store hold items (a GPtrArray of GObjects), replacing only the
 * run of items that differ (equal compares an old and a new one). */
void                    _tablee_frantic_store_update        (GListStore          *store,
                                                             GPtrArray           *items,
                                                             GEqualFunc           equal);

G_END_DECLS
