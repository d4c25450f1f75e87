/* tablee-bgstats.c: the history as BG Stats' .bgsplay JSON, out and back
 * in. The structure follows what public projects that read and write it
 * show (its games, players, locations, plays with their player scores,
 * userInfo); the files of tests/fixtures/bgstats/ are our own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-bgstats"

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tablee-bgstats-private.h"
#include "tablee-game-registry.h"
#include "tablee-stats.h"

G_DEFINE_QUARK (tablee-bgstats-error-quark, tablee_bgstats_error)

/* How BG Stats writes a date: local time, to the second. */
#define DATE_FORMAT "%Y-%m-%d %H:%M:%S"

/* A name with only its letters and digits, case folded: "Who’s Next ?"
 * and "who's next?" are the same. */
static char *
name_key (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  GString *key = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        g_string_append_unichar (key, c);
    }

  return g_string_free (key, FALSE);
}

static gboolean
name_is (const char *key,
         const char *name)
{
  g_autofree char *other = name_key (name);

  return g_str_equal (key, other);
}

/* Through the registry's names: src/common names no game. */
const char *
tablee_bgstats_game_from_name (const char *name)
{
  g_autofree char *key = name_key (name);

  for (guint i = 0; i < tablee_game_registry_get_n_games (); i++)
    {
      const TableeGameInfo *info = tablee_game_registry_get_game (i);

      if (info->bgstats_names == NULL && name_is (key, info->name))
        return info->id;
      for (guint j = 0; info->bgstats_names != NULL && info->bgstats_names[j] != NULL; j++)
        if (name_is (key, info->bgstats_names[j]))
          return info->id;
    }

  return NULL;
}

/* ---- Uuids ------------------------------------------------------------- */

char *
tablee_bgstats_derive_uuid (const char *text)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize length = sizeof digest;

  g_checksum_update (checksum, (const guchar *) "tablee.bgstats.", -1);
  g_checksum_update (checksum, (const guchar *) text, -1);
  g_checksum_get_digest (checksum, digest, &length);
  digest[6] = (digest[6] & 0x0f) | 0x50;
  digest[8] = (digest[8] & 0x3f) | 0x80;

  return g_strdup_printf ("%02X%02X%02X%02X-%02X%02X-%02X%02X-%02X%02X-%02X%02X%02X%02X%02X%02X",
                          digest[0], digest[1], digest[2], digest[3], digest[4], digest[5],
                          digest[6], digest[7], digest[8], digest[9], digest[10], digest[11],
                          digest[12], digest[13], digest[14], digest[15]);
}

char *
tablee_bgstats_dup_play_uuid (TableeHistoryEntry *entry)
{
  g_autoptr(GString) text = g_string_new ("play:");

  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), NULL);

  g_string_append_printf (text, "%s\x1f%" G_GINT64_FORMAT, tablee_history_entry_get_game (entry),
                          tablee_history_entry_get_started (entry));
  for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
    g_string_append_printf (text, "\x1f%s", tablee_history_entry_get_player_id (entry, seat));

  return tablee_bgstats_derive_uuid (text->str);
}

/* A table id is a random uuid: BG Stats keeps it as the player's, and an
 * import finds the player by it. Another id gets a uuid of its own. */
static char *
player_uuid (const char *id)
{
  g_autofree char *text = NULL;

  if (g_uuid_string_is_valid (id))
    return g_ascii_strup (id, -1);

  text = g_strconcat ("player:", id, NULL);
  return tablee_bgstats_derive_uuid (text);
}

/* ---- Export ------------------------------------------------------------ */

GTimeZone *
tablee_bgstats_dup_zone (GTimeZone *tz)
{
  return tz != NULL ? g_time_zone_ref (tz) : g_time_zone_new_local ();
}

static char *
format_date (gint64     when,
             GTimeZone *zone)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (when);
  g_autoptr(GDateTime) local = g_date_time_to_timezone (utc, zone);

  return g_date_time_format (local, DATE_FORMAT);
}

static JsonObject *
game_to_json (const char *game,
              gint64      id,
              const char *date)
{
  const TableeGameInfo *info = tablee_game_registry_lookup (game);
  JsonObject *object = json_object_new ();
  g_autofree char *text = g_strconcat ("game:", game, NULL);
  g_autofree char *uuid = tablee_bgstats_derive_uuid (text);

  json_object_set_int_member (object, "id", id);
  json_object_set_string_member (object, "uuid", uuid);
  json_object_set_string_member (object, "name", info != NULL ? tablee_game_info_get_bgstats_name (info) : game);
  json_object_set_string_member (object, "modificationDate", date);
  json_object_set_boolean_member (object, "cooperative", FALSE);
  json_object_set_boolean_member (object, "highestWins", !tablee_stats_game_lowest_wins (game));
  json_object_set_boolean_member (object, "noPoints", FALSE);
  json_object_set_boolean_member (object, "usesTeams", FALSE);
  json_object_set_boolean_member (object, "isBaseGame", TRUE);
  json_object_set_boolean_member (object, "isExpansion", FALSE);

  return object;
}

static JsonObject *
player_to_json (const char *table_id,
                const char *name,
                gint64      id,
                const char *date)
{
  JsonObject *object = json_object_new ();
  g_autofree char *uuid = player_uuid (table_id);

  json_object_set_int_member (object, "id", id);
  json_object_set_string_member (object, "uuid", uuid);
  json_object_set_string_member (object, "name", name);
  json_object_set_boolean_member (object, "isAnonymous", FALSE);
  json_object_set_string_member (object, "modificationDate", date);

  return object;
}

static JsonObject *
play_to_json (TableeHistoryEntry *entry,
              GTimeZone          *zone,
              GHashTable         *game_ids,
              GHashTable         *player_ids)
{
  JsonObject *object = json_object_new ();
  JsonArray *scores = json_array_new ();
  g_autofree char *uuid = tablee_bgstats_dup_play_uuid (entry);
  g_autofree char *date = format_date (tablee_history_entry_get_started (entry), zone);
  guint winners = tablee_history_entry_get_winners (entry);

  json_object_set_string_member (object, "uuid", uuid);
  json_object_set_string_member (object, "playDate", date);
  json_object_set_string_member (object, "entryDate", date);
  json_object_set_string_member (object, "modificationDate", date);
  json_object_set_int_member (object, "durationMin", (tablee_history_entry_get_duration (entry) + 30) / 60);
  json_object_set_int_member (object, "gameRefId",
                              GPOINTER_TO_INT (g_hash_table_lookup (game_ids, tablee_history_entry_get_game (entry))));
  json_object_set_string_member (object, "board", tablee_history_entry_get_mode (entry));
  json_object_set_boolean_member (object, "ignored", FALSE);
  json_object_set_boolean_member (object, "manualWinner", FALSE);
  json_object_set_boolean_member (object, "usesTeams", FALSE);
  json_object_set_int_member (object, "rounds", 0);
  json_object_set_int_member (object, "scoringSetting", 0);

  for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
    {
      JsonObject *score = json_object_new ();
      g_autofree char *figure = g_strdup_printf ("%d", tablee_history_entry_get_figure (entry, seat));
      const char *id = tablee_history_entry_get_player_id (entry, seat);

      json_object_set_int_member (score, "playerRefId", GPOINTER_TO_INT (g_hash_table_lookup (player_ids, id)));
      json_object_set_string_member (score, "score", figure);
      json_object_set_boolean_member (score, "winner", (winners >> seat) & 1);
      json_object_set_boolean_member (score, "newPlayer", FALSE);
      json_object_set_boolean_member (score, "startPlayer", seat == 0);
      json_object_set_int_member (score, "seatOrder", seat + 1);
      json_object_set_int_member (score, "rank", 0);
      json_object_set_string_member (score, "role", "");
      json_array_add_object_element (scores, score);
    }
  json_object_set_array_member (object, "playerScores", scores);
  json_object_set_array_member (object, "expansionPlays", json_array_new ());

  return object;
}

char *
tablee_bgstats_to_json (GListModel *entries,
                        GTimeZone  *tz)
{
  g_autoptr(GTimeZone) zone = tablee_bgstats_dup_zone (tz);
  g_autoptr(GHashTable) game_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) player_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) player_games = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonObject *user = json_object_new ();
  JsonArray *games = json_array_new ();
  JsonArray *players = json_array_new ();
  JsonArray *plays = json_array_new ();
  guint n, me = 0, me_games = 0;

  g_return_val_if_fail (G_IS_LIST_MODEL (entries), NULL);

  /* The list holds every entry while the tables borrow their strings. */
  n = g_list_model_get_n_items (entries);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (entries, i);
      const char *game = tablee_history_entry_get_game (entry);
      g_autofree char *date = format_date (tablee_history_entry_get_started (entry), zone);

      if (!g_hash_table_contains (game_ids, game))
        {
          g_hash_table_insert (game_ids, (gpointer) game, GINT_TO_POINTER (g_hash_table_size (game_ids) + 1));
          json_array_add_object_element (games, game_to_json (game, g_hash_table_size (game_ids), date));
        }

      for (guint seat = 0; seat < tablee_history_entry_get_n_players (entry); seat++)
        {
          const char *id = tablee_history_entry_get_player_id (entry, seat);
          guint ref = GPOINTER_TO_UINT (g_hash_table_lookup (player_ids, id));
          guint played = GPOINTER_TO_UINT (g_hash_table_lookup (player_games, id)) + 1;

          /* Newest first: a player's first entry has the latest name. */
          if (ref == 0)
            {
              ref = g_hash_table_size (player_ids) + 1;
              g_hash_table_insert (player_ids, (gpointer) id, GUINT_TO_POINTER (ref));
              json_array_add_object_element (players,
                                             player_to_json (id, tablee_history_entry_get_player_name (entry, seat),
                                                             ref, date));
            }
          g_hash_table_insert (player_games, (gpointer) id, GUINT_TO_POINTER (played));
          if (played > me_games)
            {
              me = ref;
              me_games = played;
            }
        }

      json_array_add_object_element (plays, play_to_json (entry, zone, game_ids, player_ids));
    }

  json_object_set_string_member (object, "about", "Exported by Tablée for BG Stats");
  json_object_set_array_member (object, "games", games);
  json_object_set_array_member (object, "players", players);
  json_object_set_array_member (object, "locations", json_array_new ());
  json_object_set_array_member (object, "plays", plays);
  json_object_set_int_member (user, "meRefId", me);
  json_object_set_object_member (object, "userInfo", user);

  json_node_take_object (root, object);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, NULL);
}
