/* tablee-bgstats.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-history.h"

G_BEGIN_DECLS

/* What an import of a BG Stats file reads at most, checked before the
 * JSON is parsed (JSON-GLib recurses: a deep file would overflow the
 * stack): its size in bytes, how deep arrays and objects nest, and the
 * length of one string in bytes. */
#define TABLEE_BGSTATS_MAX_SIZE   (64 * 1024 * 1024)
#define TABLEE_BGSTATS_MAX_DEPTH  32
#define TABLEE_BGSTATS_MAX_STRING (64 * 1024)

#define TABLEE_BGSTATS_ERROR (tablee_bgstats_error_quark ())

typedef enum
{
  TABLEE_BGSTATS_ERROR_TOO_LARGE,
  TABLEE_BGSTATS_ERROR_TOO_DEEP,
  TABLEE_BGSTATS_ERROR_STRING_TOO_LONG,
  TABLEE_BGSTATS_ERROR_INVALID,
} TableeBgstatsError;

GQuark  tablee_bgstats_error_quark (void);

/* The uuid BG Stats knows a finished game by (upper-case, as BG Stats
 * writes them), derived from what makes it the same game for the history
 * (game, start, players): a second export of it has the same. */
char   *tablee_bgstats_dup_play_uuid (TableeHistoryEntry *entry);

/* A .bgsplay file of entries (a GListModel of TableeHistoryEntry, in
 * any order): "games", "players", "plays" with their "playerScores",
 * "locations" (none: Tablée does not know where the table is) and
 * "userInfo". Each game has its name and whether the highest figure wins
 * (Frantic and Who's Next?: fewest wins); each play its date in tz (NULL:
 * local time) as BG Stats writes it, its duration in minutes, its level or
 * mode as the variant ("board"), and per seat, in seat order from 1: the
 * figure as the score (a string, as BG Stats writes it), whether the seat
 * won (several on a tie), and whether it started (the first seat: BG Stats
 * wants "startPlayer" on every score). Players keep their table ids as
 * uuids; "me" (userInfo.meRefId) is the player of the most games. */
char   *tablee_bgstats_to_json       (GListModel         *entries,
                                      GTimeZone          *tz);

#define TABLEE_TYPE_BGSTATS_FILE (tablee_bgstats_file_get_type ())

G_DECLARE_FINAL_TYPE (TableeBgstatsFile, tablee_bgstats_file, TABLEE, BGSTATS_FILE, GObject)

/* A BG Stats export read: the plays of the registry's games (known by
 * the BG Stats names of their entries, tablee-game-registry.h), the
 * players of those plays, and how many plays of other games it has.
 * Parsing changes nothing global and only reads the registry, filled
 * before: it may run in a worker thread. Dates are read in tz (NULL:
 * local time). */
TableeBgstatsFile *tablee_bgstats_file_new_from_data      (const char         *data,
                                                          gsize               length,
                                                          GTimeZone          *tz,
                                                          GError            **error);
/* The same from a file, refused by its size before it is read: for a
 * worker thread (cancellable stops the reading). */
TableeBgstatsFile *tablee_bgstats_file_new_from_file      (GFile              *file,
                                                          GTimeZone          *tz,
                                                          GCancellable       *cancellable,
                                                          GError            **error);
guint       tablee_bgstats_file_get_n_plays              (TableeBgstatsFile  *self);
guint       tablee_bgstats_file_get_n_other_plays        (TableeBgstatsFile  *self);
/* Plays of the registry's games that cannot be read as a finished game (no
 * player, more than TABLEE_HISTORY_MAX_PLAYERS, a score that is not a
 * whole number, a date that is not one). */
guint       tablee_bgstats_file_get_n_refused            (TableeBgstatsFile  *self);
/* The people who sat at those plays, in the order the file lists them. */
guint       tablee_bgstats_file_get_n_players            (TableeBgstatsFile  *self);
const char *tablee_bgstats_file_get_player_name          (TableeBgstatsFile  *self,
                                                          guint               player);
/* The table id the player's plays are recorded under: proposed by
 * tablee_bgstats_file_match_table(), changed by the table in the preview.
 * NULL (the default) records them under an id of the player's own. */
const char *tablee_bgstats_file_get_player_match         (TableeBgstatsFile  *self,
                                                          guint               player);
void        tablee_bgstats_file_set_player_match         (TableeBgstatsFile  *self,
                                                          guint               player,
                                                          const char         *table_id);
/* Proposes for every player the table's player with the same uuid as
 * id, else with the same name (case aside), else none. */
void        tablee_bgstats_file_match_table              (TableeBgstatsFile  *self,
                                                          guint               n_people,
                                                          const char * const *ids,
                                                          const char * const *names);
/* Adds the plays to history, but those whose uuid is there already or
 * that the history has as the same game: returns how many were added,
 * and how many were skipped as duplicates. */
guint       tablee_bgstats_file_import                   (TableeBgstatsFile  *self,
                                                          TableeHistory      *history,
                                                          guint              *n_duplicates);

G_END_DECLS
