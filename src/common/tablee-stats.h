/* tablee-stats.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-history.h"

G_BEGIN_DECLS

/* The months a chart of plays per month shows at most: the most recent. */
#define TABLEE_STATS_MAX_MONTHS 120

/* Which finished games the statistics count: one game or all (game NULL),
 * the games one player sat at or all (player, a table id, NULL), and those
 * that started from since (inclusive) to until (exclusive), in seconds
 * since the epoch; 0 leaves that end open. */
typedef struct
{
  const char *game;
  const char *player;
  gint64      since;
  gint64      until;
} TableeStatsFilter;

/* Whether the game's winner has the smallest figure: Frantic counts
 * points and Who's Next? wrong notes, fewest best; Not Not counts cards
 * and La Guerre des Sons tricks, most best. */
gboolean tablee_stats_game_lowest_wins (const char *game);

/* Sets filter's period to the last twelve months before now: from the
 * first day of the month eleven months before now's, in tz (NULL: local
 * time), to the end of time. */
void     tablee_stats_filter_last_12_months (TableeStatsFilter *filter,
                                             gint64             now,
                                             GTimeZone         *tz);

#define TABLEE_TYPE_STATS_PLAYER (tablee_stats_player_get_type ())

G_DECLARE_FINAL_TYPE (TableeStatsPlayer, tablee_stats_player, TABLEE, STATS_PLAYER, GObject)

/* One player's figures over the games counted. The streaks run in the
 * order the games started:
 * - a game is a win for every one of its winners: a tie shared by three
 *   is a win for each of them, and extends each one's streak;
 * - a game the player did not sit at neither extends nor breaks the
 *   player's streak: a streak is of the player's own games;
 * - a game nobody won (saved as finished early) neither extends nor
 *   breaks a streak: nobody lost it either;
 * - the current streak is the wins since the player's last lost game
 *   (0 when the latest game was lost).
 * Head to head, a player beats another at a game both sat at when the
 * first won it and the second did not (two winners of a tie beat nobody
 * of the two). */
const char *tablee_stats_player_get_id              (TableeStatsPlayer *self);
/* The name at the player's latest game counted. */
const char *tablee_stats_player_get_name            (TableeStatsPlayer *self);
guint       tablee_stats_player_get_played          (TableeStatsPlayer *self);
guint       tablee_stats_player_get_wins            (TableeStatsPlayer *self);
/* wins / played */
double      tablee_stats_player_get_win_rate        (TableeStatsPlayer *self);
guint       tablee_stats_player_get_current_streak  (TableeStatsPlayer *self);
guint       tablee_stats_player_get_longest_streak  (TableeStatsPlayer *self);
/* The id of the player this one beat most often and how often (NULL and
 * 0 when none); ties go to the name first in alphabetical order. */
const char *tablee_stats_player_get_beats_most      (TableeStatsPlayer *self,
                                                     guint             *times);
/* The id of the player who beat this one most often, and how often. */
const char *tablee_stats_player_get_beaten_most_by  (TableeStatsPlayer *self,
                                                     guint             *times);
/* The games this player played, by game id (a NULL-terminated array,
 * alphabetical; transfer container). */
const char **tablee_stats_player_dup_games          (TableeStatsPlayer *self);
/* Per game: played and won (0 for a game never played), and the best and
 * the mean figure as the game counts them (best: the smallest where
 * tablee_stats_game_lowest_wins()); FALSE when the player never played
 * the game. */
guint       tablee_stats_player_get_game_played     (TableeStatsPlayer *self,
                                                     const char        *game);
guint       tablee_stats_player_get_game_wins       (TableeStatsPlayer *self,
                                                     const char        *game);
gboolean    tablee_stats_player_get_game_figures    (TableeStatsPlayer *self,
                                                     const char        *game,
                                                     int               *best,
                                                     double            *mean);

#define TABLEE_TYPE_STATS_MONTH (tablee_stats_month_get_type ())

G_DECLARE_FINAL_TYPE (TableeStatsMonth, tablee_stats_month, TABLEE, STATS_MONTH, GObject)

/* One calendar month: its year and month (1 to 12), and per game (NULL:
 * every game) the games played that started in it and the seconds they
 * lasted. */
guint       tablee_stats_month_get_year             (TableeStatsMonth  *self);
guint       tablee_stats_month_get_month            (TableeStatsMonth  *self);
guint       tablee_stats_month_get_plays            (TableeStatsMonth  *self,
                                                     const char        *game);
gint64      tablee_stats_month_get_seconds          (TableeStatsMonth  *self,
                                                     const char        *game);

#define TABLEE_TYPE_STATS (tablee_stats_get_type ())

G_DECLARE_FINAL_TYPE (TableeStats, tablee_stats, TABLEE, STATS, GObject)

/* The statistics of the games of entries (a GListModel of
 * TableeHistoryEntry, in any order) that filter lets through (NULL: all),
 * their months in tz (NULL: local time). */
TableeStats  *tablee_stats_compute                (GListModel              *entries,
                                                   const TableeStatsFilter *filter,
                                                   GTimeZone               *tz);
guint         tablee_stats_get_n_games            (TableeStats  *self);
gint64        tablee_stats_get_seconds            (TableeStats  *self);
/* Every player of the games counted, most wins first, then best win
 * rate, then name: a list of TableeStatsPlayer. */
GListModel   *tablee_stats_get_players            (TableeStats  *self);
TableeStatsPlayer *tablee_stats_lookup_player     (TableeStats  *self,
                                                   const char   *id);
/* Every month from the first game counted to the last (at most the
 * TABLEE_STATS_MAX_MONTHS latest), oldest first, empty months included:
 * a list of TableeStatsMonth. */
GListModel   *tablee_stats_get_months             (TableeStats  *self);
/* The game played most often (ties: the first in alphabetical order), or
 * NULL when none was; the month with most games (NULL when none). */
const char   *tablee_stats_get_most_played_game   (TableeStats  *self,
                                                   guint        *plays);
TableeStatsMonth *tablee_stats_get_busiest_month  (TableeStats  *self);

G_END_DECLS
