/* tablee-history-json.c: the history as JSON, out and back in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tablee-history.h"

/* What the file says it is, and the version of what this file writes. */
#define FORMAT_NAME "tablee-history"
#define FORMAT_VERSION 1

static JsonObject *
entry_to_json (TableeHistoryEntry *entry)
{
  g_autoptr(GDateTime) started = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
  g_autofree char *when = g_date_time_format_iso8601 (started);
  GVariant *detail = tablee_history_entry_get_detail (entry);
  guint winners = tablee_history_entry_get_winners (entry);
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();

  json_object_set_string_member (object, "game", tablee_history_entry_get_game (entry));
  json_object_set_string_member (object, "mode", tablee_history_entry_get_mode (entry));
  json_object_set_string_member (object, "started", when);
  json_object_set_int_member (object, "duration", tablee_history_entry_get_duration (entry));
  for (guint i = 0; i < tablee_history_entry_get_n_players (entry); i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "id", tablee_history_entry_get_player_id (entry, i));
      json_object_set_string_member (player, "name", tablee_history_entry_get_player_name (entry, i));
      json_object_set_int_member (player, "figure", tablee_history_entry_get_figure (entry, i));
      json_object_set_boolean_member (player, "winner", (winners >> i) & 1);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (object, "players", players);

  /* The detail keeps its GVariant type beside it, to come back as it was. */
  if (detail != NULL)
    {
      json_object_set_string_member (object, "detail-type", g_variant_get_type_string (detail));
      json_object_set_member (object, "detail", json_gvariant_serialize (detail));
    }

  return object;
}

char *
tablee_history_to_json (TableeHistory *self)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonArray *games = json_array_new ();

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), NULL);

  json_object_set_string_member (object, "format", FORMAT_NAME);
  json_object_set_int_member (object, "version", FORMAT_VERSION);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self), i);

      json_array_add_object_element (games, entry_to_json (entry));
    }
  json_object_set_array_member (object, "games", games);
  json_node_take_object (root, object);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, NULL);
}

/* ---- Import ------------------------------------------------------------ */

static gboolean
invalid (GError     **error,
         guint        index,
         const char  *what)
{
  /* Translators: %u is the number of a game in the file, %s what is wrong
   * with it ("a player has no name"). */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Game %u of the file: %s."), index + 1, what);
  return FALSE;
}

static const char *
member_string (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static gboolean
member_int (JsonObject *object,
            const char *name,
            gint64      min,
            gint64      max,
            gint64     *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

static TableeHistoryEntry *
entry_from_json (JsonNode  *node,
                 guint      index,
                 GError   **error)
{
  const char *ids[TABLEE_HISTORY_MAX_PLAYERS];
  const char *names[TABLEE_HISTORY_MAX_PLAYERS];
  int figures[TABLEE_HISTORY_MAX_PLAYERS];
  g_autoptr(GDateTime) started = NULL;
  g_autoptr(GVariant) detail = NULL;
  const char *game, *mode, *when, *detail_type;
  JsonObject *object;
  JsonArray *players;
  gint64 duration;
  guint winners = 0, n;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, index, _("it is not a game")), NULL;
  object = json_node_get_object (node);

  game = member_string (object, "game");
  mode = member_string (object, "mode");
  when = member_string (object, "started");
  if (game == NULL || *game == '\0' || mode == NULL || when == NULL)
    return invalid (error, index, _("its game, mode or start is missing")), NULL;
  started = g_date_time_new_from_iso8601 (when, NULL);
  if (started == NULL || g_date_time_to_unix (started) < 0)
    return invalid (error, index, _("its start is not a date")), NULL;
  if (!member_int (object, "duration", 0, TABLEE_HISTORY_MAX_DURATION, &duration))
    return invalid (error, index, _("its duration is wrong")), NULL;

  node = json_object_get_member (object, "players");
  players = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  n = players != NULL ? json_array_get_length (players) : 0;
  if (n == 0 || n > TABLEE_HISTORY_MAX_PLAYERS)
    return invalid (error, index, _("its players are missing")), NULL;

  for (guint i = 0; i < n; i++)
    {
      JsonNode *player_node = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (player_node) ? json_node_get_object (player_node) : NULL;
      gint64 figure;

      ids[i] = player != NULL ? member_string (player, "id") : NULL;
      names[i] = player != NULL ? member_string (player, "name") : NULL;
      if (ids[i] == NULL || *ids[i] == '\0' || names[i] == NULL || *names[i] == '\0')
        return invalid (error, index, _("a player has no id or no name")), NULL;
      if (!member_int (player, "figure", G_MININT32, G_MAXINT32, &figure))
        return invalid (error, index, _("a player's result is wrong")), NULL;
      figures[i] = (int) figure;
      if (json_object_get_boolean_member_with_default (player, "winner", FALSE))
        winners |= 1u << i;
    }

  detail_type = member_string (object, "detail-type");
  if (detail_type != NULL)
    {
      node = json_object_get_member (object, "detail");
      if (!g_variant_type_string_is_valid (detail_type) || node == NULL ||
          (detail = json_gvariant_deserialize (node, detail_type, NULL)) == NULL)
        return invalid (error, index, _("its details are damaged")), NULL;
      g_variant_ref_sink (detail);
    }

  return tablee_history_entry_new (game, mode, g_date_time_to_unix (started), duration, n,
                                   ids, names, figures, winners, detail);
}

gboolean
tablee_history_import_json (TableeHistory  *self,
                            const char     *data,
                            gssize          length,
                            guint          *n_added,
                            GError        **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TableeHistory) imported = tablee_history_new ();
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonNode *node;
  JsonArray *games;
  gint64 version;
  guint added;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      /* Translators: %s says where and why the JSON does not parse. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The file is not JSON: %s"),
                   local_error->message);
      return FALSE;
    }

  node = json_parser_get_root (parser);
  root = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  node = root != NULL ? json_object_get_member (root, "games") : NULL;
  games = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (root == NULL || g_strcmp0 (member_string (root, "format"), FORMAT_NAME) != 0 ||
      !member_int (root, "version", 1, FORMAT_VERSION, &version) || games == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file is not a history of games exported by Tablée."));
      return FALSE;
    }

  /* Everything is checked before anything is added. */
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = entry_from_json (json_array_get_element (games, i), i, error);

      if (entry == NULL)
        return FALSE;
      tablee_history_add (imported, entry);
    }

  added = tablee_history_merge (self, imported);
  if (n_added != NULL)
    *n_added = added;

  return TRUE;
}
