/* tablee-players.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TABLEE_PLAYERS_ERROR (tablee_players_error_quark ())

typedef enum {
  TABLEE_PLAYERS_ERROR_EMPTY_NAME,
  TABLEE_PLAYERS_ERROR_NAME_TOO_LONG,
  TABLEE_PLAYERS_ERROR_DUPLICATE_NAME,
  TABLEE_PLAYERS_ERROR_TOO_MANY,
  TABLEE_PLAYERS_ERROR_TOO_FEW,
  TABLEE_PLAYERS_ERROR_INVALID,
} TableePlayersError;

GQuark tablee_players_error_quark (void);

/* Names are trimmed and must be 1 to 40 characters (not bytes) long and
 * unique within the list, compared case-insensitively and without
 * invisible characters (tablee_player_name_check(), _key()). */
#define TABLEE_PLAYER_NAME_MAX_CHARS 40

#define TABLEE_TYPE_PLAYER (tablee_player_get_type ())

G_DECLARE_FINAL_TYPE (TableePlayer, tablee_player, TABLEE, PLAYER, GObject)

/* Property "name", and a colour (a "#rrggbb" string from an 8-colour
 * palette), both read-only from outside: rename through the list, which
 * checks the name and tells every list that holds the player
 * (items-changed). The id, made when the player is first met, stays. */
const char *tablee_player_get_id     (TableePlayer *self);
const char *tablee_player_get_name   (TableePlayer *self);
const char *tablee_player_get_colour (TableePlayer *self);
/* For the list of players alone, which checks names: a new id is made
 * when id is NULL; set_name() takes name and notifies "name". */
TableePlayer *tablee_player_new      (const char   *id,
                                      const char   *name,
                                      const char   *colour);
void          tablee_player_set_name (TableePlayer *self,
                                      char         *name);

/* The rules of every name, typed or imported (any thread): returns the name
 * as it is kept, without bidirectional controls (U+202E would show
 * "exe.live" for "evil.exe"), in NFC and trimmed of spaces and invisible
 * characters, or NULL with an error when it is not valid text, shows
 * nothing (only spaces such as U+00A0 and U+3000, or format characters
 * such as U+200B and U+3164), is too long or holds control characters. */
char         *tablee_player_name_check (const char  *name,
                                        GError     **error);
/* What names are compared by: without invisible characters, normalised and
 * case-folded. Two names with the same key are the same name. */
char         *tablee_player_name_key   (const char  *name);

#define TABLEE_TYPE_PLAYERS (tablee_players_get_type ())

G_DECLARE_FINAL_TYPE (TableePlayers, tablee_players, TABLEE, PLAYERS, GObject)

/* A GListModel of TableePlayer in table order, within the limits a game
 * sets (for example 2 to 8). Property "n-items". Every change, renames
 * included, also emits "changed" so a game can save. Messages in errors
 * are translated sentences for the user. */
TableePlayers *tablee_players_new          (guint           min_players,
                                            guint           max_players);
/* The people at the table (see tablee-table.h): no limits but the palette's.
 * A list seated from it (tablee_players_set_table(), once) shares its
 * TableePlayer objects: names are unique across the table and every list
 * seated from it; a rename shows in each list that holds the player
 * (items-changed of one item, the same object, and "changed"); add() with a
 * name the table knows seats that player, with a new name adds them to the
 * table too; deserialize() finds the table's players by id, adding the
 * ones it does not know. */
TableePlayers *tablee_players_new_table    (void);
void           tablee_players_set_table    (TableePlayers  *self,
                                            TableePlayers  *table);
TableePlayers *tablee_players_get_table    (TableePlayers  *self);
/* Seats the first n_players of the table, in its order; fewer than the
 * list's min-players is the error TABLEE_PLAYERS_ERROR_TOO_FEW. */
gboolean       tablee_players_seat         (TableePlayers  *self,
                                            guint           n_players,
                                            GError        **error);
guint          tablee_players_get_min_players (TableePlayers *self);
guint          tablee_players_get_max_players (TableePlayers *self);
guint          tablee_players_get_n_players (TableePlayers  *self);
TableePlayer  *tablee_players_get_player   (TableePlayers  *self,
                                            guint           position);
/* Returns the position of player, or -1. */
int            tablee_players_find         (TableePlayers  *self,
                                            TableePlayer   *player);
/* A name "Player N" (translated) not taken yet. */
char          *tablee_players_suggest_name (TableePlayers  *self);
/* The names of the players whose bit is set in mask (bit 0: the first
 * seat), in table order, joined as "Ana, Bruno" (translated). */
char          *tablee_players_dup_names    (TableePlayers  *self,
                                            guint           mask);
/* Appends a player with the next free colour; transfer none. */
TableePlayer  *tablee_players_add          (TableePlayers  *self,
                                            const char     *name,
                                            GError        **error);
/* Puts a removed player back (for undo). */
gboolean       tablee_players_insert       (TableePlayers  *self,
                                            guint           position,
                                            TableePlayer   *player,
                                            GError        **error);
gboolean       tablee_players_rename       (TableePlayers  *self,
                                            guint           position,
                                            const char     *name,
                                            GError        **error);
/* Refuses to go below min-players; returns the removed player (transfer
 * full) so that it can be put back. */
TableePlayer  *tablee_players_remove       (TableePlayers  *self,
                                            guint           position,
                                            GError        **error);
gboolean       tablee_players_move         (TableePlayers  *self,
                                            guint           from,
                                            guint           to);
/* Replaces all players with n default-named ones; seated from the table,
 * with its first n, adding default-named ones to the table if needed. */
void           tablee_players_reset        (TableePlayers  *self,
                                            guint           n_players);
/* "a(sss)": id, name and colour per player, for the table and the lists
 * seated from it; "a(ss)", name and colour, for a list on its own.
 * Deserialize reads both. */
GVariant      *tablee_players_serialize    (TableePlayers  *self);
/* Checks everything (count, names, colours) and changes nothing on error. */
gboolean       tablee_players_deserialize  (TableePlayers  *self,
                                            GVariant       *variant,
                                            GError        **error);

G_END_DECLS
