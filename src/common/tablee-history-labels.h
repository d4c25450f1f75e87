/* tablee-history-labels.h: what History says of a finished game, in the
 * interface language, for the page and the CSV export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-history.h"

G_BEGIN_DECLS

/* "Not Not", "Frantic", "Who’s Next?", "La Guerre des Sons", translated;
 * an unknown game is named by its id. */
const char *tablee_history_game_get_name (const char         *game);
/* A game's mode as the game names it, translated (transfer full): Not
 * Not's "level-4" is "Extreme", Who's Next?'s "level-2" "Level 2",
 * Frantic's "limit-154" "Up to 154 points", La Guerre des Sons'
 * "mode-scherzo" "Scherzo"; a mode no game knows is kept as recorded. */
char       *tablee_history_dup_mode_name (const char         *game,
                                          const char         *mode);
/* What a game's figure counts, for that figure: "cards", "point",
 * "wrong notes"; "" for an unknown game. */
const char *tablee_history_game_get_unit (const char         *game,
                                          int                 figure);
/* The seat's place in the game, from 1: the winners first, then the
 * others by their figures as the game ranks them (the fewest points or
 * wrong notes, the most cards); equal figures share a place. */
guint       tablee_history_entry_get_rank (TableeHistoryEntry *entry,
                                           guint               seat);

G_END_DECLS
