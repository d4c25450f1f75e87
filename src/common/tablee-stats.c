/* tablee-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-stats"

#include "config.h"

#include <string.h>

#include "tablee-game-registry.h"
#include "tablee-stats.h"

gboolean
tablee_stats_game_lowest_wins (const char *game)
{
  const TableeGameInfo *info = game != NULL ? tablee_game_registry_lookup (game) : NULL;

  return info != NULL && info->fewest_wins;
}

static GTimeZone *
dup_zone (GTimeZone *tz)
{
  return tz != NULL ? g_time_zone_ref (tz) : g_time_zone_new_local ();
}

void
tablee_stats_filter_last_12_months (TableeStatsFilter *filter,
                                    gint64             now,
                                    GTimeZone         *tz)
{
  g_autoptr(GTimeZone) zone = dup_zone (tz);
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (now);
  g_autoptr(GDateTime) local = g_date_time_to_timezone (utc, zone);
  int months = g_date_time_get_year (local) * 12 + g_date_time_get_month (local) - 1 - 11;
  g_autoptr(GDateTime) first = g_date_time_new (zone, months / 12, months % 12 + 1, 1, 0, 0, 0);

  g_return_if_fail (filter != NULL);

  filter->since = first != NULL ? MAX (g_date_time_to_unix (first), 0) : 0;
  filter->until = 0;
}

/* ---- A player ---------------------------------------------------------- */

typedef struct
{
  guint  played;
  guint  wins;
  int    best;
  gint64 sum;
} GameRecord;

struct _TableeStatsPlayer
{
  GObject     parent_instance;

  char       *id;
  char       *name;
  guint       played;
  guint       wins;
  guint       current_streak;
  guint       longest_streak;
  const char *beats_most;        /* the other player's id */
  guint       beats_most_times;
  const char *beaten_most_by;
  guint       beaten_most_times;
  /* game id → GameRecord */
  GHashTable *games;
  /* While counting: TableeStatsPlayer → times this one beat that one, and
   * times that one beat this one. */
  GHashTable *beat;
  GHashTable *beaten_by;
};

G_DEFINE_FINAL_TYPE (TableeStatsPlayer, tablee_stats_player, G_TYPE_OBJECT)

static void
tablee_stats_player_finalize (GObject *object)
{
  TableeStatsPlayer *self = TABLEE_STATS_PLAYER (object);

  g_free (self->id);
  g_free (self->name);
  g_hash_table_unref (self->games);
  g_clear_pointer (&self->beat, g_hash_table_unref);
  g_clear_pointer (&self->beaten_by, g_hash_table_unref);

  G_OBJECT_CLASS (tablee_stats_player_parent_class)->finalize (object);
}

static void
tablee_stats_player_class_init (TableeStatsPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_stats_player_finalize;
}

static void
tablee_stats_player_init (TableeStatsPlayer *self)
{
  self->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->beat = g_hash_table_new (NULL, NULL);
  self->beaten_by = g_hash_table_new (NULL, NULL);
}

const char *
tablee_stats_player_get_id (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), NULL);

  return self->id;
}

const char *
tablee_stats_player_get_name (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), NULL);

  return self->name;
}

guint
tablee_stats_player_get_played (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  return self->played;
}

guint
tablee_stats_player_get_wins (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  return self->wins;
}

double
tablee_stats_player_get_win_rate (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  return self->played > 0 ? (double) self->wins / self->played : 0;
}

guint
tablee_stats_player_get_current_streak (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  return self->current_streak;
}

guint
tablee_stats_player_get_longest_streak (TableeStatsPlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  return self->longest_streak;
}

const char *
tablee_stats_player_get_beats_most (TableeStatsPlayer *self,
                                    guint             *times)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), NULL);

  if (times != NULL)
    *times = self->beats_most_times;

  return self->beats_most;
}

const char *
tablee_stats_player_get_beaten_most_by (TableeStatsPlayer *self,
                                        guint             *times)
{
  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), NULL);

  if (times != NULL)
    *times = self->beaten_most_times;

  return self->beaten_most_by;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

const char **
tablee_stats_player_dup_games (TableeStatsPlayer *self)
{
  guint n;
  const char **games;

  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), NULL);

  games = (const char **) g_hash_table_get_keys_as_array (self->games, &n);
  qsort (games, n, sizeof *games, compare_strings);

  return games;
}

guint
tablee_stats_player_get_game_played (TableeStatsPlayer *self,
                                     const char        *game)
{
  GameRecord *record;

  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  record = game != NULL ? g_hash_table_lookup (self->games, game) : NULL;

  return record != NULL ? record->played : 0;
}

guint
tablee_stats_player_get_game_wins (TableeStatsPlayer *self,
                                   const char        *game)
{
  GameRecord *record;

  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), 0);

  record = game != NULL ? g_hash_table_lookup (self->games, game) : NULL;

  return record != NULL ? record->wins : 0;
}

gboolean
tablee_stats_player_get_game_figures (TableeStatsPlayer *self,
                                      const char        *game,
                                      int               *best,
                                      double            *mean)
{
  GameRecord *record;

  g_return_val_if_fail (TABLEE_IS_STATS_PLAYER (self), FALSE);

  record = game != NULL ? g_hash_table_lookup (self->games, game) : NULL;
  if (record == NULL)
    return FALSE;

  if (best != NULL)
    *best = record->best;
  if (mean != NULL)
    *mean = (double) record->sum / record->played;

  return TRUE;
}

static void
player_count_game (TableeStatsPlayer *self,
                   const char        *game,
                   int                figure,
                   gboolean           won)
{
  GameRecord *record = g_hash_table_lookup (self->games, game);

  if (record == NULL)
    {
      record = g_new0 (GameRecord, 1);
      record->best = figure;
      g_hash_table_insert (self->games, g_strdup (game), record);
    }
  else if (tablee_stats_game_lowest_wins (game) ? figure < record->best : figure > record->best)
    record->best = figure;

  record->played++;
  record->wins += won;
  record->sum += figure;
}

/* ---- A month ----------------------------------------------------------- */

typedef struct
{
  guint  plays;
  gint64 seconds;
} MonthRecord;

struct _TableeStatsMonth
{
  GObject      parent_instance;

  guint        year;
  guint        month;
  MonthRecord  all;
  /* game id → MonthRecord */
  GHashTable  *games;
};

G_DEFINE_FINAL_TYPE (TableeStatsMonth, tablee_stats_month, G_TYPE_OBJECT)

static void
tablee_stats_month_finalize (GObject *object)
{
  g_hash_table_unref (TABLEE_STATS_MONTH (object)->games);

  G_OBJECT_CLASS (tablee_stats_month_parent_class)->finalize (object);
}

static void
tablee_stats_month_class_init (TableeStatsMonthClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_stats_month_finalize;
}

static void
tablee_stats_month_init (TableeStatsMonth *self)
{
  self->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

guint
tablee_stats_month_get_year (TableeStatsMonth *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_MONTH (self), 0);

  return self->year;
}

guint
tablee_stats_month_get_month (TableeStatsMonth *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_MONTH (self), 0);

  return self->month;
}

static const MonthRecord *
month_record (TableeStatsMonth *self,
              const char       *game)
{
  return game == NULL ? &self->all : g_hash_table_lookup (self->games, game);
}

guint
tablee_stats_month_get_plays (TableeStatsMonth *self,
                              const char       *game)
{
  const MonthRecord *record;

  g_return_val_if_fail (TABLEE_IS_STATS_MONTH (self), 0);

  record = month_record (self, game);

  return record != NULL ? record->plays : 0;
}

gint64
tablee_stats_month_get_seconds (TableeStatsMonth *self,
                                const char       *game)
{
  const MonthRecord *record;

  g_return_val_if_fail (TABLEE_IS_STATS_MONTH (self), 0);

  record = month_record (self, game);

  return record != NULL ? record->seconds : 0;
}

static void
month_count_game (TableeStatsMonth *self,
                  const char       *game,
                  gint64            seconds)
{
  MonthRecord *record = g_hash_table_lookup (self->games, game);

  if (record == NULL)
    {
      record = g_new0 (MonthRecord, 1);
      g_hash_table_insert (self->games, g_strdup (game), record);
    }
  record->plays++;
  record->seconds += seconds;
  self->all.plays++;
  self->all.seconds += seconds;
}

/* ---- The statistics ---------------------------------------------------- */

struct _TableeStats
{
  GObject     parent_instance;

  guint       n_games;
  gint64      seconds;
  GListStore *players;
  GHashTable *by_id;   /* id → TableeStatsPlayer (borrowed from players) */
  GListStore *months;
  char       *most_played_game;
  guint       most_played_plays;
  TableeStatsMonth *busiest_month;  /* borrowed from months */
};

G_DEFINE_FINAL_TYPE (TableeStats, tablee_stats, G_TYPE_OBJECT)

static void
tablee_stats_dispose (GObject *object)
{
  TableeStats *self = TABLEE_STATS (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_object (&self->players);
  g_clear_object (&self->months);
  self->busiest_month = NULL;

  G_OBJECT_CLASS (tablee_stats_parent_class)->dispose (object);
}

static void
tablee_stats_finalize (GObject *object)
{
  g_free (TABLEE_STATS (object)->most_played_game);

  G_OBJECT_CLASS (tablee_stats_parent_class)->finalize (object);
}

static void
tablee_stats_class_init (TableeStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_stats_dispose;
  object_class->finalize = tablee_stats_finalize;
}

static void
tablee_stats_init (TableeStats *self)
{
  self->players = g_list_store_new (TABLEE_TYPE_STATS_PLAYER);
  self->months = g_list_store_new (TABLEE_TYPE_STATS_MONTH);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

/* A game counted, with where it was in the list (to order the games that
 * started at the same second) and its month, counted from year 0. */
typedef struct
{
  TableeHistoryEntry *entry;
  guint               position;
  int                 month;
} Counted;

/* Oldest first. The list is newest first, and of two games that started
 * at the same second it lists the one recorded later first. */
static int
oldest_first (gconstpointer a,
              gconstpointer b)
{
  const Counted *ca = a;
  const Counted *cb = b;
  gint64 sa = tablee_history_entry_get_started (ca->entry);
  gint64 sb = tablee_history_entry_get_started (cb->entry);

  if (sa != sb)
    return sa < sb ? -1 : 1;

  return ca->position > cb->position ? -1 : ca->position < cb->position;
}

static gboolean
filter_accepts (const TableeStatsFilter *filter,
                TableeHistoryEntry      *entry)
{
  gint64 started = tablee_history_entry_get_started (entry);

  if (filter == NULL)
    return TRUE;

  return (filter->game == NULL || g_str_equal (filter->game, tablee_history_entry_get_game (entry))) &&
         (filter->player == NULL || tablee_history_entry_has_player (entry, filter->player)) &&
         (filter->since == 0 || started >= filter->since) &&
         (filter->until == 0 || started < filter->until);
}

static gint
best_first (gconstpointer a,
            gconstpointer b,
            gpointer      user_data)
{
  const TableeStatsPlayer *pa = a;
  const TableeStatsPlayer *pb = b;
  double ra = (double) pa->wins / pa->played;
  double rb = (double) pb->wins / pb->played;

  if (pa->wins != pb->wins)
    return pa->wins > pb->wins ? -1 : 1;
  if (ra != rb)
    return ra > rb ? -1 : 1;

  return g_utf8_collate (pa->name, pb->name) ?: strcmp (pa->id, pb->id);
}

/* The rival met most often in rivals (TableeStatsPlayer → times), ties
 * to the first by name. */
static TableeStatsPlayer *
most_often (GHashTable *rivals,
            guint      *times)
{
  TableeStatsPlayer *best = NULL, *rival;
  GHashTableIter iter;
  gpointer value;

  *times = 0;
  g_hash_table_iter_init (&iter, rivals);
  while (g_hash_table_iter_next (&iter, (gpointer *) &rival, &value))
    {
      guint count = GPOINTER_TO_UINT (value);

      if (count > *times || (count == *times && g_utf8_collate (rival->name, best->name) < 0))
        {
          best = rival;
          *times = count;
        }
    }

  return best;
}

static void
count_beat (TableeStatsPlayer *winner,
            TableeStatsPlayer *loser)
{
  g_hash_table_insert (winner->beat, loser,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (winner->beat, loser)) + 1));
  g_hash_table_insert (loser->beaten_by, winner,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (loser->beaten_by, winner)) + 1));
}

static void
settle_head_to_head (TableeStatsPlayer *self)
{
  TableeStatsPlayer *rival;

  rival = most_often (self->beat, &self->beats_most_times);
  self->beats_most = rival != NULL ? rival->id : NULL;
  rival = most_often (self->beaten_by, &self->beaten_most_times);
  self->beaten_most_by = rival != NULL ? rival->id : NULL;
  g_clear_pointer (&self->beat, g_hash_table_unref);
  g_clear_pointer (&self->beaten_by, g_hash_table_unref);
}

static void
count_players (TableeStats *self,
               GArray      *counted)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();

  /* Who played, to number them for the head to head. */
  for (guint i = 0; i < counted->len; i++)
    {
      TableeHistoryEntry *entry = g_array_index (counted, Counted, i).entry;

      for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
        {
          const char *id = tablee_history_entry_get_player_id (entry, seat);
          TableeStatsPlayer *player = g_hash_table_lookup (self->by_id, id);

          if (player == NULL)
            {
              player = g_object_new (TABLEE_TYPE_STATS_PLAYER, NULL);
              player->id = g_strdup (id);
              g_ptr_array_add (players, player);
              g_hash_table_insert (self->by_id, player->id, player);
            }
          /* Oldest first: the last name met is the latest. */
          g_free (player->name);
          player->name = g_strdup (tablee_history_entry_get_player_name (entry, seat));
        }
    }

  for (guint i = 0; i < counted->len; i++)
    {
      TableeHistoryEntry *entry = g_array_index (counted, Counted, i).entry;
      const char *game = tablee_history_entry_get_game (entry);
      guint winners = tablee_history_entry_get_winners (entry);
      guint n_seats = tablee_history_entry_get_n_players (entry);
      TableeStatsPlayer *seated[TABLEE_HISTORY_MAX_PLAYERS];

      for (guint seat = 0; seat < n_seats; seat++)
        {
          TableeStatsPlayer *player = g_hash_table_lookup (self->by_id,
                                                           tablee_history_entry_get_player_id (entry, seat));
          gboolean won = (winners >> seat) & 1;

          seated[seat] = player;
          player->played++;
          player->wins += won;
          player_count_game (player, game, tablee_history_entry_get_figure (entry, seat), won);

          if (won)
            {
              player->current_streak++;
              player->longest_streak = MAX (player->longest_streak, player->current_streak);
            }
          else if (winners != 0)
            player->current_streak = 0;
        }

      for (guint a = 0; a < n_seats; a++)
        for (guint b = 0; b < n_seats; b++)
          if (((winners >> a) & 1) && !((winners >> b) & 1) && seated[a] != seated[b])
            count_beat (seated[a], seated[b]);
    }

  for (guint i = 0; i < players->len; i++)
    settle_head_to_head (g_ptr_array_index (players, i));
  for (guint i = 0; i < players->len; i++)
    g_list_store_insert_sorted (self->players, g_ptr_array_index (players, i), best_first, NULL);
  for (guint i = 0; i < players->len; i++)
    g_object_unref (g_ptr_array_index (players, i));
}

static void
count_months (TableeStats *self,
              GArray      *counted)
{
  g_autoptr(GHashTable) game_plays = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;
  int first, last;

  if (counted->len == 0)
    return;

  last = g_array_index (counted, Counted, counted->len - 1).month;
  first = MAX (g_array_index (counted, Counted, 0).month, last - TABLEE_STATS_MAX_MONTHS + 1);
  for (int month = first; month <= last; month++)
    {
      g_autoptr(TableeStatsMonth) item = g_object_new (TABLEE_TYPE_STATS_MONTH, NULL);

      item->year = month / 12;
      item->month = month % 12 + 1;
      g_list_store_append (self->months, item);
    }

  for (guint i = 0; i < counted->len; i++)
    {
      const Counted *c = &g_array_index (counted, Counted, i);
      const char *game = tablee_history_entry_get_game (c->entry);
      guint plays = GPOINTER_TO_UINT (g_hash_table_lookup (game_plays, game)) + 1;

      g_hash_table_insert (game_plays, (gpointer) game, GUINT_TO_POINTER (plays));
      if (c->month >= first)
        {
          g_autoptr(TableeStatsMonth) item = g_list_model_get_item (G_LIST_MODEL (self->months),
                                                                    c->month - first);

          month_count_game (item, game, tablee_history_entry_get_duration (c->entry));
          if (self->busiest_month == NULL || item->all.plays > self->busiest_month->all.plays)
            self->busiest_month = item;
        }
    }

  g_hash_table_iter_init (&iter, game_plays);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint plays = GPOINTER_TO_UINT (value);

      if (plays > self->most_played_plays ||
          (plays == self->most_played_plays && strcmp (key, self->most_played_game) < 0))
        {
          g_free (self->most_played_game);
          self->most_played_game = g_strdup (key);
          self->most_played_plays = plays;
        }
    }
}

TableeStats *
tablee_stats_compute (GListModel              *entries,
                      const TableeStatsFilter *filter,
                      GTimeZone               *tz)
{
  g_autoptr(GTimeZone) zone = dup_zone (tz);
  g_autoptr(GArray) counted = g_array_new (FALSE, FALSE, sizeof (Counted));
  TableeStats *self;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), NULL);

  self = g_object_new (TABLEE_TYPE_STATS, NULL);
  n = g_list_model_get_n_items (entries);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (entries, i);
      g_autoptr(GDateTime) utc = NULL;
      g_autoptr(GDateTime) local = NULL;
      Counted c;

      if (!filter_accepts (filter, entry))
        continue;

      utc = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
      local = g_date_time_to_timezone (utc, zone);
      c.entry = entry;  /* the model holds it */
      c.position = i;
      c.month = g_date_time_get_year (local) * 12 + g_date_time_get_month (local) - 1;
      g_array_append_val (counted, c);
      self->n_games++;
      self->seconds += tablee_history_entry_get_duration (entry);
    }
  g_array_sort (counted, oldest_first);

  count_players (self, counted);
  count_months (self, counted);

  return self;
}

guint
tablee_stats_get_n_games (TableeStats *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), 0);

  return self->n_games;
}

gint64
tablee_stats_get_seconds (TableeStats *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), 0);

  return self->seconds;
}

GListModel *
tablee_stats_get_players (TableeStats *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), NULL);

  return G_LIST_MODEL (self->players);
}

TableeStatsPlayer *
tablee_stats_lookup_player (TableeStats *self,
                            const char  *id)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), NULL);

  return id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
}

GListModel *
tablee_stats_get_months (TableeStats *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), NULL);

  return G_LIST_MODEL (self->months);
}

const char *
tablee_stats_get_most_played_game (TableeStats *self,
                                   guint       *plays)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), NULL);

  if (plays != NULL)
    *plays = self->most_played_plays;

  return self->most_played_game;
}

TableeStatsMonth *
tablee_stats_get_busiest_month (TableeStats *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS (self), NULL);

  return self->busiest_month;
}
