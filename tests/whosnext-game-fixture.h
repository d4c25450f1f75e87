/* whosnext-game-fixture.h: what the tests of the Who's Next? game share:
 * a game at a table of four whose ended rounds are counted, and the
 * helpers that seat, start, play and give wrong notes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-saveable.h"
#include "tablee-whosnext-game.h"


#define WHOOT TABLEE_WHOSNEXT_SIDE_WHOOT
#define WHOOTCHI TABLEE_WHOSNEXT_SIDE_WHOOTCHI

typedef struct {
  TableeWhosnextGame *game;
  guint               round_ended;
  int                 ended_starter;
  gboolean            ended_mistake;
} Fixture;

static inline void
round_ended_cb (TableeWhosnextGame *game,
                int                 starter,
                gboolean            mistake,
                Fixture            *fixture)
{
  fixture->round_ended++;
  fixture->ended_starter = starter;
  fixture->ended_mistake = mistake;
}

/* Takes back one step; FALSE when there was none. */
static inline gboolean
undo (TableeWhosnextGame *game)
{
  g_autofree char *label = tablee_game_undo (TABLEE_GAME (game));

  return label != NULL;
}

/* The tests play at a table of four. */
static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->game = tablee_whosnext_game_new ();
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (fixture->game)), 4);
  fixture->round_ended = 0;
  fixture->ended_starter = -1;
  g_signal_connect (fixture->game, "round-ended", G_CALLBACK (round_ended_cb), fixture);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->game);
}

static inline void
set_seats (TableeWhosnextGame *game,
           guint               n)
{
  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game)), n);
  g_assert_cmpuint (tablee_whosnext_game_get_n_seats (game), ==, n);
}

static inline void
start (TableeWhosnextGame *game,
       int                 direction)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_whosnext_game_choose_direction (game, direction, &error));
  g_assert_no_error (error);
}

/* Plays a card and returns the rules it broke. */
static inline TableeWhosnextBreak
play (TableeWhosnextGame *game,
      int                 seat,
      guint               number,
      TableeWhosnextSide  side)
{
  g_autoptr(GError) error = NULL;
  TableeWhosnextBreak breaks = TABLEE_WHOSNEXT_BREAK_NONE;

  g_assert_true (tablee_whosnext_game_play (game, seat, number, side, &breaks, &error));
  g_assert_no_error (error);

  return breaks;
}

static inline void
give_note (TableeWhosnextGame *game,
           guint               seat)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_whosnext_game_report_mistakes (game, &seat, 1, &error));
  g_assert_no_error (error);
}
