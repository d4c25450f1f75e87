/* tablee-frantic-deck-private.h: the event deck, for its serialisation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-frantic-deck.h"
#include "tablee-game.h"
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

G_END_DECLS
