/* tablee-bgstats-import.c: the plays of a BG Stats export, read (in a
 * worker thread if need be) and added to the history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-bgstats"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tablee-bgstats-private.h"
#include "tablee-json-limits.h"

/* ---- Import ------------------------------------------------------------ */

typedef struct
{
  char *uuid;   /* as the file has it, or NULL */
  char *name;
  char *match;  /* the table id it is recorded under, or NULL */
} FilePlayer;

typedef struct
{
  const char *game;  /* static */
  char       *uuid;
  char       *mode;
  gint64      started;
  gint64      duration;
  guint       n_players;
  guint       players[TABLEE_HISTORY_MAX_PLAYERS];  /* in FilePlayer array */
  int         figures[TABLEE_HISTORY_MAX_PLAYERS];
  guint       winners;
} FilePlay;

struct _TableeBgstatsFile
{
  GObject  parent_instance;

  GArray  *players;  /* FilePlayer */
  GArray  *plays;    /* FilePlay */
  guint    n_other_plays;
  guint    n_refused;
};

G_DEFINE_FINAL_TYPE (TableeBgstatsFile, tablee_bgstats_file, G_TYPE_OBJECT)

static void
clear_player (gpointer data)
{
  FilePlayer *player = data;

  g_free (player->uuid);
  g_free (player->name);
  g_free (player->match);
}

static void
clear_play (gpointer data)
{
  FilePlay *play = data;

  g_free (play->uuid);
  g_free (play->mode);
}

static void
tablee_bgstats_file_finalize (GObject *object)
{
  TableeBgstatsFile *self = TABLEE_BGSTATS_FILE (object);

  g_array_unref (self->players);
  g_array_unref (self->plays);

  G_OBJECT_CLASS (tablee_bgstats_file_parent_class)->finalize (object);
}

static void
tablee_bgstats_file_class_init (TableeBgstatsFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_bgstats_file_finalize;
}

static void
tablee_bgstats_file_init (TableeBgstatsFile *self)
{
  self->players = g_array_new (FALSE, TRUE, sizeof (FilePlayer));
  g_array_set_clear_func (self->players, clear_player);
  self->plays = g_array_new (FALSE, TRUE, sizeof (FilePlay));
  g_array_set_clear_func (self->plays, clear_play);
}

static gboolean
check_size (guint64   size,
            GError  **error)
{
  if (size <= TABLEE_BGSTATS_MAX_SIZE)
    return TRUE;

  /* Translators: %u is a size in megabytes. */
  g_set_error (error, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_TOO_LARGE,
               _("The file is larger than %u MB."), TABLEE_BGSTATS_MAX_SIZE / (1024 * 1024));
  return FALSE;
}

/* Size, depth and string length, before the parser sees the data: the
 * prescan of every JSON import. */
static gboolean
check_limits (const char  *data,
              gsize        length,
              GError     **error)
{
  switch (tablee_json_check_limits (data, length, TABLEE_BGSTATS_MAX_SIZE, TABLEE_BGSTATS_MAX_DEPTH,
                                    TABLEE_BGSTATS_MAX_STRING))
    {
    case TABLEE_JSON_TOO_LARGE:
      return check_size (length, error);
    case TABLEE_JSON_STRING_TOO_LONG:
      g_set_error_literal (error, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_STRING_TOO_LONG,
                           _("The file has a text too long to be a name or a score."));
      return FALSE;
    case TABLEE_JSON_TOO_DEEP:
      g_set_error_literal (error, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_TOO_DEEP,
                           _("The file nests too deep to be an export of BG Stats."));
      return FALSE;
    case TABLEE_JSON_WITHIN_LIMITS:
    default:
      return TRUE;
    }
}

static const char *
member_string (JsonObject *object,
               const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static gint64
member_int (JsonObject *object,
            const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;

  return json_node_get_int (node);
}

static gboolean
member_boolean (JsonObject *object,
                const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

static JsonArray *
member_array (JsonObject *object,
              const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
element_object (JsonArray *array,
                guint      i)
{
  JsonNode *node = json_array_get_element (array, i);

  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* The file's games that are Tablée's: its id → our game id. */
static GHashTable *
read_games (JsonArray *games)
{
  GHashTable *ours = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  guint n = games != NULL ? json_array_get_length (games) : 0;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *game = element_object (games, i);
      const char *name = member_string (game, "name");
      const char *bgg_name = member_string (game, "bggName");
      const char *id = name != NULL ? tablee_bgstats_game_from_name (name) : NULL;

      if (id == NULL && bgg_name != NULL)
        id = tablee_bgstats_game_from_name (bgg_name);
      if (id != NULL)
        g_hash_table_insert (ours, g_memdup2 (&(gint64) { member_int (game, "id") }, sizeof (gint64)),
                             (gpointer) id);
    }

  return ours;
}

/* The index of the file's player ref in self->players, added the first
 * time a play of ours has them; G_MAXUINT for a player the file lacks. */
static guint
take_player (TableeBgstatsFile *self,
             JsonArray         *players,
             GHashTable        *taken,
             gint64             ref)
{
  gpointer found;
  guint n = players != NULL ? json_array_get_length (players) : 0;

  if (g_hash_table_lookup_extended (taken, &ref, NULL, &found))
    return GPOINTER_TO_UINT (found);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *player = element_object (players, i);
      const char *name = member_string (player, "name");
      const char *uuid = member_string (player, "uuid");
      FilePlayer added = { 0 };

      if (player == NULL || member_int (player, "id") != ref || name == NULL || *name == '\0')
        continue;

      added.uuid = uuid != NULL && *uuid != '\0' ? g_strdup (uuid) : NULL;
      added.name = g_strdup (name);
      g_array_append_val (self->players, added);
      g_hash_table_insert (taken, g_memdup2 (&ref, sizeof ref), GUINT_TO_POINTER (self->players->len - 1));
      return self->players->len - 1;
    }

  return G_MAXUINT;
}

static gboolean
read_score (const char *text,
            int        *figure)
{
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, G_MININT32, G_MAXINT32, &value, NULL))
    return FALSE;

  *figure = (int) value;
  return TRUE;
}

/* One play of ours, or FALSE to refuse it. */
static gboolean
read_play (TableeBgstatsFile *self,
           JsonObject        *object,
           const char        *game,
           JsonArray         *players,
           GHashTable        *taken,
           GTimeZone         *zone,
           FilePlay          *play)
{
  JsonArray *scores = member_array (object, "playerScores");
  const char *date = member_string (object, "playDate");
  const char *board = member_string (object, "board");
  const char *uuid = member_string (object, "uuid");
  g_autoptr(GDateTime) started = NULL;
  guint n = scores != NULL ? json_array_get_length (scores) : 0;
  gint64 seats[TABLEE_HISTORY_MAX_PLAYERS];
  int year, month, day, hour, minute, second;
  gint64 minutes = member_int (object, "durationMin");

  if (n == 0 || n > TABLEE_HISTORY_MAX_PLAYERS || date == NULL ||
      sscanf (date, "%4d-%2d-%2d %2d:%2d:%2d", &year, &month, &day, &hour, &minute, &second) != 6 ||
      (started = g_date_time_new (zone, year, month, day, hour, minute, second)) == NULL ||
      g_date_time_to_unix (started) < 0 || g_date_time_to_unix (started) > TABLEE_HISTORY_LAST_START ||
      minutes < 0 || minutes > TABLEE_HISTORY_MAX_DURATION / 60)
    return FALSE;

  play->game = game;
  play->started = g_date_time_to_unix (started);
  play->duration = minutes * 60;
  play->n_players = n;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *score = element_object (scores, i);
      guint player = score != NULL ? take_player (self, players, taken, member_int (score, "playerRefId")) : G_MAXUINT;
      gint64 seat = member_int (score, "seatOrder");
      guint at = i;
      int figure;

      if (player == G_MAXUINT || !read_score (member_string (score, "score"), &figure))
        return FALSE;

      /* In seat order where the file has one; in the file's order else. */
      while (at > 0 && seat > 0 && seats[at - 1] > seat)
        {
          seats[at] = seats[at - 1];
          play->players[at] = play->players[at - 1];
          play->figures[at] = play->figures[at - 1];
          at--;
        }
      seats[at] = seat;
      play->players[at] = player;
      play->figures[at] = figure;
    }

  /* The winners, once the seats are in order. */
  for (guint i = 0, at = 0; i < n; i++)
    {
      JsonObject *score = element_object (scores, i);
      guint player = take_player (self, players, taken, member_int (score, "playerRefId"));

      for (at = 0; at < n && play->players[at] != player; at++)
        ;
      if (at < n && member_boolean (score, "winner"))
        play->winners |= 1u << at;
    }

  play->uuid = uuid != NULL && *uuid != '\0' ? g_ascii_strup (uuid, -1) : NULL;
  play->mode = g_strdup (board != NULL ? board : "");

  return TRUE;
}

TableeBgstatsFile *
tablee_bgstats_file_new_from_data (const char  *data,
                                   gsize        length,
                                   GTimeZone   *tz,
                                   GError     **error)
{
  g_autoptr(TableeBgstatsFile) self = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GTimeZone) zone = tablee_bgstats_dup_zone (tz);
  g_autoptr(GHashTable) ours = NULL;
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  JsonNode *node;
  JsonObject *root;
  JsonArray *plays, *players;

  g_return_val_if_fail (data != NULL, NULL);

  if (!check_limits (data, length, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      /* Translators: %s says where and why the JSON does not parse. */
      g_set_error (error, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_INVALID, _("The file is not JSON: %s"),
                   local_error->message);
      return NULL;
    }

  node = json_parser_get_root (parser);
  root = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  plays = member_array (root, "plays");
  players = member_array (root, "players");
  if (plays == NULL || member_array (root, "games") == NULL)
    {
      g_set_error_literal (error, TABLEE_BGSTATS_ERROR, TABLEE_BGSTATS_ERROR_INVALID,
                           _("The file is not an export of BG Stats."));
      return NULL;
    }

  self = g_object_new (TABLEE_TYPE_BGSTATS_FILE, NULL);
  ours = read_games (member_array (root, "games"));
  for (guint i = 0; i < json_array_get_length (plays); i++)
    {
      JsonObject *object = element_object (plays, i);
      gint64 game_ref = member_int (object, "gameRefId");
      const char *game = object != NULL ? g_hash_table_lookup (ours, &game_ref) : NULL;
      FilePlay play = { 0 };

      if (game == NULL)
        self->n_other_plays++;
      else if (!read_play (self, object, game, players, taken, zone, &play))
        {
          clear_play (&play);
          self->n_refused++;
        }
      else
        g_array_append_val (self->plays, play);
    }

  return g_steal_pointer (&self);
}

TableeBgstatsFile *
tablee_bgstats_file_new_from_file (GFile         *file,
                                   GTimeZone     *tz,
                                   GCancellable  *cancellable,
                                   GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL || !check_size (g_file_info_get_size (info), error) ||
      !g_file_load_contents (file, cancellable, &data, &length, NULL, error))
    return NULL;

  return tablee_bgstats_file_new_from_data (data, length, tz, error);
}

guint
tablee_bgstats_file_get_n_plays (TableeBgstatsFile *self)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), 0);

  return self->plays->len;
}

guint
tablee_bgstats_file_get_n_other_plays (TableeBgstatsFile *self)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), 0);

  return self->n_other_plays;
}

guint
tablee_bgstats_file_get_n_refused (TableeBgstatsFile *self)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), 0);

  return self->n_refused;
}

guint
tablee_bgstats_file_get_n_players (TableeBgstatsFile *self)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), 0);

  return self->players->len;
}

const char *
tablee_bgstats_file_get_player_name (TableeBgstatsFile *self,
                                     guint              player)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return g_array_index (self->players, FilePlayer, player).name;
}

const char *
tablee_bgstats_file_get_player_match (TableeBgstatsFile *self,
                                      guint              player)
{
  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return g_array_index (self->players, FilePlayer, player).match;
}

void
tablee_bgstats_file_set_player_match (TableeBgstatsFile *self,
                                      guint              player,
                                      const char        *table_id)
{
  FilePlayer *p;

  g_return_if_fail (TABLEE_IS_BGSTATS_FILE (self));
  g_return_if_fail (player < self->players->len);

  p = &g_array_index (self->players, FilePlayer, player);
  g_free (p->match);
  p->match = g_strdup (table_id);
}

void
tablee_bgstats_file_match_table (TableeBgstatsFile  *self,
                                 guint               n_people,
                                 const char * const *ids,
                                 const char * const *names)
{
  g_return_if_fail (TABLEE_IS_BGSTATS_FILE (self));
  g_return_if_fail (n_people == 0 || (ids != NULL && names != NULL));

  for (guint i = 0; i < self->players->len; i++)
    {
      FilePlayer *player = &g_array_index (self->players, FilePlayer, i);
      g_autofree char *name = g_utf8_casefold (player->name, -1);
      const char *match = NULL;

      for (guint j = 0; j < n_people && match == NULL; j++)
        if (player->uuid != NULL && g_ascii_strcasecmp (player->uuid, ids[j]) == 0)
          match = ids[j];
      for (guint j = 0; j < n_people && match == NULL; j++)
        {
          g_autofree char *other = g_utf8_casefold (names[j], -1);

          if (g_str_equal (name, other))
            match = ids[j];
        }

      g_free (player->match);
      player->match = g_strdup (match);
    }
}

/* The id a player not matched to the table is recorded under: the uuid
 * BG Stats gave them (lower-case, as the table writes its own), so that
 * the same player of two imports is one. */
static char *
own_id (const FilePlayer *player)
{
  g_autofree char *text = NULL;
  g_autofree char *uuid = NULL;

  if (player->uuid != NULL)
    return g_ascii_strdown (player->uuid, -1);

  text = g_strconcat ("name:", player->name, NULL);
  uuid = tablee_bgstats_derive_uuid (text);
  return g_ascii_strdown (uuid, -1);
}

guint
tablee_bgstats_file_import (TableeBgstatsFile *self,
                            TableeHistory     *history,
                            guint             *n_duplicates)
{
  g_autoptr(GHashTable) known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  guint added = 0, duplicates = 0;

  g_return_val_if_fail (TABLEE_IS_BGSTATS_FILE (self), 0);
  g_return_val_if_fail (TABLEE_IS_HISTORY (history), 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (history)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

      g_hash_table_add (known, tablee_bgstats_dup_play_uuid (entry));
    }

  for (guint i = 0; i < self->players->len; i++)
    {
      const FilePlayer *player = &g_array_index (self->players, FilePlayer, i);

      g_ptr_array_add (ids, player->match != NULL ? g_strdup (player->match) : own_id (player));
    }

  for (guint i = 0; i < self->plays->len; i++)
    {
      const FilePlay *play = &g_array_index (self->plays, FilePlay, i);
      const char *play_ids[TABLEE_HISTORY_MAX_PLAYERS];
      const char *names[TABLEE_HISTORY_MAX_PLAYERS];
      g_autoptr(TableeHistoryEntry) entry = NULL;

      if (play->uuid != NULL && g_hash_table_contains (known, play->uuid))
        {
          duplicates++;
          continue;
        }
      /* A later play of the file with the same uuid is the same play. */
      if (play->uuid != NULL)
        g_hash_table_add (known, g_strdup (play->uuid));

      for (guint seat = 0; seat < play->n_players; seat++)
        {
          play_ids[seat] = g_ptr_array_index (ids, play->players[seat]);
          names[seat] = g_array_index (self->players, FilePlayer, play->players[seat]).name;
        }
      entry = tablee_history_entry_new (play->game, play->mode, play->started, play->duration, play->n_players,
                                        play_ids, names, play->figures, play->winners, NULL);
      if (tablee_history_add (history, entry))
        {
          added++;
          g_hash_table_add (known, tablee_bgstats_dup_play_uuid (entry));
        }
      else
        duplicates++;
    }

  if (n_duplicates != NULL)
    *n_duplicates = duplicates;

  return added;
}
