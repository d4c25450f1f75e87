/* tablee-game-registry.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-game.h"

G_BEGIN_DECLS

/* What the app knows of a game without its code: the one place the shell,
 * the History page and the game pages learn a game's facts from. A game
 * is its folder and one entry of src/tablee-games.c; the views add its
 * page and History's detail view (tablee-pages.c). */
typedef struct {
  /* "frantic": its page, its --game value, its History entries. */
  const char  *id;
  /* Marked N_(), shown through _(): "Frantic". */
  const char  *name;
  /* The game's id in the rules ("frantic"). */
  const char  *rules_id;
  /* The figure History shows for a player, for n of them: a translated
   * format with one %s, the number ("%s points"). Optional. */
  const char *(*figure)    (gulong      n);
  /* The name of a mode or level id that dup_mode() gives ("mode-classic"),
   * translated, or NULL for the generic ones ("level-2", "limit-500",
   * named by tablee_game_info_dup_mode_name()). Optional. */
  const char *(*mode_name) (const char *mode);
  /* A new game, with its defaults (transfer full). */
  TableeGame *(*new_game)  (void);
  /* The game's type, a TableeGame: its class checks imported records. */
  GType       (*get_type)  (void);
  /* What a figure counts, for n of it, translated ("points"): History's
   * CSV. Optional. */
  const char *(*unit)      (gulong      n);
  /* Whether the fewest wins (Frantic's points, Who's Next?'s wrong
   * notes): places and statistics rank by it. */
  gboolean     fewest_wins;
  /* The names BG Stats may file the game under, NULL-terminated: the
   * first, as BG Stats shows it, is what an export writes; an import knows
   * the game by any of them, case and punctuation aside. NULL: the name.
   * No BoardGameGeek id: none could be checked from public material, and
   * a wrong one would file the plays under another game. */
  const char * const *bgstats_names;
} TableeGameInfo;

/* Adds a game, after those there are. Idempotent for the same info. */
void                  tablee_game_registry_add        (const TableeGameInfo *info);
/* The games, in the order they were added: the app's first
 * (src/tablee-games.c registers them on the first call). */
guint                 tablee_game_registry_get_n_games (void);
const TableeGameInfo *tablee_game_registry_get_game   (guint                 i);
/* The game with that id, or NULL. */
const TableeGameInfo *tablee_game_registry_lookup     (const char           *id);

/* A new game of that id, with its defaults and nothing saved (transfer
 * full), or NULL for an unknown id. */
TableeGame           *tablee_game_registry_new_game   (const char           *id);
/* The game of that id as it was saved, for a page to be given (transfer
 * full), or NULL for an unknown id. The registry seats its players from
 * the table (tablee_table_dup_default()), opens the game's store
 * (tablee-store.h: <store_name>.state), loads it, and saves the game after
 * every change, for as long as the game lives: when the last reference
 * but the registry's goes, what is pending is written and the store closes
 * with the game. A file that was set aside, or that a newer Tablée wrote,
 * leaves a fresh game and the store's error in error (the game is
 * returned all the same); tablee_game_registry_get_open_message() keeps its
 * sentence for the page. */
TableeGame           *tablee_game_registry_open_game  (const char           *id,
                                                       GError              **error);
/* Why the saved state of a game from tablee_game_registry_open_game() was
 * not loaded, as a sentence for a notice, or NULL. */
const char           *tablee_game_registry_get_open_message (TableeGame    *game);

/* The name a BG Stats export files the game under. */
const char           *tablee_game_info_get_bgstats_name (const TableeGameInfo *info);

/* "12 points", "1 wrong note": a player's figure in History. */
char                 *tablee_game_info_dup_figure     (const TableeGameInfo *info,
                                                       double                figure);
/* "Level 2", "Up to 500 points", "Classic": a mode or level id's name. */
char                 *tablee_game_info_dup_mode_name  (const TableeGameInfo *info,
                                                       const char           *mode);

/* Registers the app's games: defined by the list of games,
 * src/tablee-games.c, outside src/common/ (which names no game). */
void                  tablee_games_register           (void);

G_END_DECLS
