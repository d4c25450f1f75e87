/* tablee-game.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-players.h"
#include "tablee-saveable.h"
#include "tablee-table.h"

G_BEGIN_DECLS

/* Undo goes back this many steps in every game. */
#define TABLEE_GAME_UNDO_DEPTH 100

#define TABLEE_TYPE_GAME (tablee_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (TableeGame, tablee_game, TABLEE, GAME, GObject)

/* What every game at the table has, written once: the players in their
 * seats, an undo history with a label per step, change transactions, and
 * the saved envelope.
 *
 * A game changes its state only inside a change:
 *
 *   tablee_game_begin_change (game);
 *   ...change fields, notify the properties that really changed...
 *   tablee_game_end_change (game, _("Round 2 added"));
 *
 * Changes nest; when the outermost one ends, TableeGame compares the saved
 * state with the one before, and when it differs records one undo step
 * with the label, then, in this order: counts the change
 * (tablee_game_get_serial()), lets the queued property
 * notifications out (notify is frozen during a change), emits "changed"
 * once, and emits TableeSaveable::state-changed so that the store saves.
 * A change with a NULL label is saved but is not a step of its own (a
 * rename: the players are the table's, see tablee-table.h).
 *
 * Undo and redo load the state on the other side of a step through the
 * same load_state() that reads the saved file, inside a change: a view
 * that follows the properties and "changed" needs nothing else.
 *
 * The saved state ("a{sv}", the store adds its envelope with the class's
 * store_name and format_version) holds "players" (the seats),
 * "finished", "started" and "game" (whatever save_state() returns).
 */
struct _TableeGameClass
{
  GObjectClass parent_class;

  /* The name of the saved file ("frantic") and the version of the format
   * that save_state() writes: bump it beside that function. */
  const char *store_name;
  guint32     format_version;
  /* The seats a game takes (a new list of players is made with them). */
  guint       min_players;
  guint       max_players;

  /* The game's own state, "a{sv}" (floating or full). */
  GVariant *(*save_state)    (TableeGame  *self);
  /* Checks state for n_players seats and applies it, or returns FALSE and
   * changes nothing. Runs inside a change; the seats are put in place
   * just after it returns TRUE. */
  gboolean  (*load_state)    (TableeGame  *self,
                              GVariant    *state,
                              guint        n_players,
                              GError     **error);
  /* A new game with the same players; runs inside a change. */
  void      (*new_game)      (TableeGame  *self);
  /* Seats were added, removed or moved (not renamed): items-changed of the
   * players, told apart from renames. Runs inside a change, before any
   * other handler of the players' items-changed. */
  void      (*seats_changed) (TableeGame  *self,
                              guint        position,
                              guint        removed,
                              guint        added);

  /* For the history, when the game is over (or saved as finished): the
   * level or mode as an id the History page names ("level-2"), each
   * seat's figure (cards won, points, wrong notes, rounds won) and the
   * winners, a bit per seat. */
  char     *(*dup_mode)      (TableeGame  *self);
  guint     (*get_result)    (TableeGame  *self,
                              int         *figures);
  /* What shows the result again (Frantic's sheet), or NULL. Optional. */
  GVariant *(*dup_detail)    (TableeGame  *self);
};

TableePlayers *tablee_game_get_players        (TableeGame  *self);

void           tablee_game_begin_change       (TableeGame  *self);
void           tablee_game_end_change         (TableeGame  *self,
                                               const char  *label);
/* Counts the changes that changed the game (any step, undo, redo, new
 * game, loading, a change that is no step of its own): it goes up by one
 * at the end of such a change, before the property notifications are let
 * out and "changed" is emitted, so what a handler of either shows is
 * known to belong to the new state. A notice remembers it (see
 * tablee-game-page.h). */
guint64        tablee_game_get_serial         (TableeGame  *self);
/* Whether the game is loading a state (undo, redo, the saved file): a
 * game listening to its own parts ignores what they say meanwhile. */
gboolean       tablee_game_get_restoring      (TableeGame  *self);

/* Seats the players from the people at the table (tablee_table_seat()):
 * first, as the state a game without a saved one starts from (filling the
 * table up, no step to undo); else as one undoable step. */
gboolean       tablee_game_seat_table         (TableeGame  *self,
                                               TableeTable *table,
                                               gboolean     first,
                                               char       **left_out,
                                               GError     **error);

/* Starts a new game with the same players: one undoable step. */
void           tablee_game_new_game           (TableeGame  *self);

gboolean       tablee_game_get_can_undo       (TableeGame  *self);
gboolean       tablee_game_get_can_redo       (TableeGame  *self);
/* What undo (redo) would take back (do again), e.g. "Round 2 added", or
 * NULL. */
const char    *tablee_game_get_undo_label     (TableeGame  *self);
const char    *tablee_game_get_redo_label     (TableeGame  *self);
/* Take back or do again one step; return its label (transfer full), or
 * NULL when there was none. */
char          *tablee_game_undo               (TableeGame  *self);
char          *tablee_game_redo               (TableeGame  *self);

/* A game is finished when its own rules say so (Frantic's limit, the
 * last card of Not Not's pile...); a game sets it inside a change.
 * "game-over" is emitted when a change (not undo, redo or loading)
 * finishes the game. */
gboolean       tablee_game_get_finished       (TableeGame  *self);
void           tablee_game_set_finished       (TableeGame  *self,
                                               gboolean     finished);
/* When this game started (new game), in seconds since the epoch. */
gint64         tablee_game_get_started        (TableeGame  *self);

/* For any model (a game or its parts) that notifies only what a change
 * changed: the values of its readable properties, taken before the
 * change; then tablee_notify_changed() notifies, all at once, every
 * property whose value differs, and frees the snapshot. Values compare
 * as g_param_values_cmp() does: a boxed value, copied on every read, always
 * differs. */
GArray        *tablee_snapshot_properties     (GObject     *object);
void           tablee_notify_changed          (GObject     *object,
                                               GArray      *snapshot);

G_END_DECLS
