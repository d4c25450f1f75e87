/* tablee-player-private.h: what the list of players, which checks names,
 * may do to a player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-players.h"

G_BEGIN_DECLS

/* A new id is made when id is NULL. */
TableePlayer *tablee_player_new      (const char   *id,
                                      const char   *name,
                                      const char   *colour);
/* Takes name, already checked, and notifies "name". */
void          tablee_player_set_name (TableePlayer *self,
                                      char         *name);

G_END_DECLS
