/* tablee-history.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-game.h"
#include "tablee-saveable.h"

G_BEGIN_DECLS

/* The store of the history, and the version of what tablee_history_save()
 * (tablee-history.c) writes: bump it beside it. */
#define TABLEE_HISTORY_STORE          "history"
#define TABLEE_HISTORY_FORMAT_VERSION 1

#define TABLEE_HISTORY_MAX_PLAYERS 8
/* Starts are from 1970 to the end of year 9999 (seconds since the epoch). */
#define TABLEE_HISTORY_LAST_START G_GINT64_CONSTANT (253402300799)
/* A game lasts at most this many seconds (68 years: more is damage). */
#define TABLEE_HISTORY_MAX_DURATION G_MAXINT32

#define TABLEE_TYPE_HISTORY_ENTRY (tablee_history_entry_get_type ())

G_DECLARE_FINAL_TYPE (TableeHistoryEntry, tablee_history_entry, TABLEE, HISTORY_ENTRY, GObject)

/* One finished game: which game ("frantic"), its level or mode as an id
 * the page names ("level-2"), when it started (seconds since the epoch)
 * and how long it lasted (seconds), the players in seat order (their
 * table ids and their names then), each one's figure (cards won, points,
 * wrong notes, rounds won: the game says) and who won (a bit per seat;
 * ties share). detail is what the game keeps to show the result again
 * (Frantic's sheet, the rounds of La Guerre des Sons), or NULL. */
TableeHistoryEntry *tablee_history_entry_new             (const char          *game,
                                                          const char          *mode,
                                                          gint64               started,
                                                          gint64               duration,
                                                          guint                n_players,
                                                          const char * const  *ids,
                                                          const char * const  *names,
                                                          const int           *figures,
                                                          guint                winners,
                                                          GVariant            *detail);
const char         *tablee_history_entry_get_game        (TableeHistoryEntry  *self);
const char         *tablee_history_entry_get_mode        (TableeHistoryEntry  *self);
gint64              tablee_history_entry_get_started     (TableeHistoryEntry  *self);
gint64              tablee_history_entry_get_duration    (TableeHistoryEntry  *self);
guint               tablee_history_entry_get_n_players   (TableeHistoryEntry  *self);
const char         *tablee_history_entry_get_player_id   (TableeHistoryEntry  *self,
                                                          guint                seat);
const char         *tablee_history_entry_get_player_name (TableeHistoryEntry  *self,
                                                          guint                seat);
int                 tablee_history_entry_get_figure      (TableeHistoryEntry  *self,
                                                          guint                seat);
guint               tablee_history_entry_get_winners     (TableeHistoryEntry  *self);
/* Whether the player with that table id sat at this game. */
gboolean            tablee_history_entry_has_player      (TableeHistoryEntry  *self,
                                                          const char          *id);
/* Whether the entry is a game of game (NULL: any) that player (an id;
 * NULL: anyone) played: History's filters. */
gboolean            tablee_history_entry_matches         (TableeHistoryEntry  *self,
                                                          const char          *game,
                                                          const char          *player);
GVariant           *tablee_history_entry_get_detail      (TableeHistoryEntry  *self);
/* What tells one game from another (transfer full): the same game
 * recorded twice, as an export imported again, has the same key. */
char               *tablee_history_entry_dup_key         (TableeHistoryEntry  *self);

#define TABLEE_TYPE_HISTORY (tablee_history_get_type ())

G_DECLARE_FINAL_TYPE (TableeHistory, tablee_history, TABLEE, HISTORY, GObject)

/* Every finished game, newest first: a GListModel of TableeHistoryEntry,
 * and a TableeSaveable (the store "history" keeps it). */
TableeHistory      *tablee_history_new           (void);
/* The history of the app (transfer full): one while anybody holds it, its
 * store opened the first time. A damaged file is set aside: error says
 * so, once. */
TableeHistory      *tablee_history_dup_default   (GError             **error);
/* Records game as it stands (finished by its rules, or saved as finished
 * by the table): FALSE when it was recorded already or says nothing of
 * its result. */
gboolean            tablee_history_record        (TableeHistory       *self,
                                                  TableeGame          *game);
/* The entry recorded for game (the same game, started at the same time),
 * or NULL (transfer full). */
TableeHistoryEntry *tablee_history_lookup        (TableeHistory       *self,
                                                  TableeGame          *game);
/* Where entry is in the history, or -1. */
int                 tablee_history_find          (TableeHistory       *self,
                                                  TableeHistoryEntry  *entry);
/* Adds entry at its place by start time, unless the same game is there
 * already; FALSE then. */
gboolean            tablee_history_add           (TableeHistory       *self,
                                                  TableeHistoryEntry  *entry);
/* Takes the entry at position out and returns it (transfer full), to be
 * added back by undo. */
TableeHistoryEntry *tablee_history_remove        (TableeHistory       *self,
                                                  guint                position);
/* Adds entries (TableeHistoryEntry, none of them here already nor twice)
 * at their places with one items-changed: for many games at once. */
void                tablee_history_add_many      (TableeHistory       *self,
                                                  GPtrArray           *entries);
/* Adds the games of other that self does not have; returns how many. */
guint               tablee_history_merge         (TableeHistory       *self,
                                                  TableeHistory       *other);

#define TABLEE_TYPE_STANDING (tablee_standing_get_type ())

G_DECLARE_FINAL_TYPE (TableeStanding, tablee_standing, TABLEE, STANDING, GObject)

/* A player's standing in one game, or in all: the id, the name at the
 * player's latest game, games played and won, the win rate (wins /
 * played) and the mean of the player's figures. */
const char *tablee_standing_get_id       (TableeStanding *self);
const char *tablee_standing_get_name     (TableeStanding *self);
guint       tablee_standing_get_played   (TableeStanding *self);
guint       tablee_standing_get_wins     (TableeStanding *self);
double      tablee_standing_get_win_rate (TableeStanding *self);
double      tablee_standing_get_figure   (TableeStanding *self);

/* The standings of every player in the games that History lists with
 * the filters game and player (NULL: any game, anyone; see
 * tablee_history_entry_matches), most wins first, then best win rate, then
 * name: a list of TableeStanding (transfer full). With a player, the
 * standings are of the games that player played, the opponents included. */
GListModel         *tablee_history_compute_standings (TableeHistory   *self,
                                                      const char      *game,
                                                      const char      *player);

/* One row per player per game, newest game first, its players in the
 * order of their places, in the interface language
 * (tablee-history-labels.c): game, mode (named as the game names it),
 * start (local time, "2026-11-25 20:15"), minutes, place, name, figure,
 * what the figure counts, winner. Separator and encoding are the ones a
 * spreadsheet of that language reads (tablee_csv_get_separator, a UTF-8
 * byte order mark). */
char               *tablee_history_to_csv        (TableeHistory       *self);
/* Every game as JSON ("format": "tablee-history", "version", "games"). */
char               *tablee_history_to_json       (TableeHistory       *self);

/* An import of that JSON, in two halves: reading and checking, in any
 * thread, then merging into the history on its own (main) thread, in
 * steps. */
typedef struct _TableeHistoryImport TableeHistoryImport;

/* The largest file an import reads. */
#define TABLEE_HISTORY_IMPORT_MAX_BYTES (64 * 1024 * 1024)

/* Reads data, refusing before parsing what could hurt (over 64 MB, nested
 * over 64 levels) and after it a file that is not a history, one written
 * by a newer Tablée (G_IO_ERROR_NOT_SUPPORTED) or of over 100,000 games,
 * with a sentence for the user. Then checks each game as the table checks
 * a typed name and as its game's rules would play it (seats, rounds,
 * figures: TableeGameClass.check_record, for the games this build
 * registers): a game that fails is refused and counted, with why. data
 * may be NULL for a file over the limit, refused by its length alone. */
TableeHistoryImport *tablee_history_import_read  (const char          *data,
                                                  gsize                length,
                                                  GCancellable        *cancellable,
                                                  GError             **error);
void                tablee_history_import_free   (TableeHistoryImport *self);
/* The games that passed, merged so far, and of these the ones added and
 * the ones the history had already; the games refused, and why the first
 * was ("a name is too long"). */
guint               tablee_history_import_get_n_games      (TableeHistoryImport *self);
guint               tablee_history_import_get_n_merged     (TableeHistoryImport *self);
guint               tablee_history_import_get_n_added      (TableeHistoryImport *self);
guint               tablee_history_import_get_n_duplicates (TableeHistoryImport *self);
guint               tablee_history_import_get_n_refused    (TableeHistoryImport *self);
const char         *tablee_history_import_get_reason       (TableeHistoryImport *self);
/* Merges up to batch more games into history, with one items-changed;
 * TRUE while some are left. */
gboolean            tablee_history_import_merge  (TableeHistoryImport *self,
                                                  TableeHistory       *history,
                                                  guint                batch);
/* "12 games imported, 3 already in the history, 1 refused: a name is
 * too long" (transfer full). */
char               *tablee_history_import_dup_summary (TableeHistoryImport *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TableeHistoryImport, tablee_history_import_free)

/* Both halves at once: FALSE (and nothing added) only when the file is
 * refused as a whole. */
gboolean            tablee_history_import_json   (TableeHistory       *self,
                                                  const char          *data,
                                                  gssize               length,
                                                  guint               *n_added,
                                                  GError             **error);

G_END_DECLS
