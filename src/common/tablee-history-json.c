/* tablee-history-json.c: the history as JSON, out and back in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tablee-game-registry.h"
#include "tablee-history.h"
#include "tablee-json-limits.h"
#include "tablee-players.h"

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

/* What an import reads at most: far more than any table plays (an export of
 * 5,000 games is 2 MB), far less than would freeze or exhaust the machine.
 * The parser recurses once per level of nesting: depth is counted on the
 * bytes before it runs (tablee_json_check_limits()). */
#define MAX_FILE_BYTES TABLEE_HISTORY_IMPORT_MAX_BYTES
#define MAX_DEPTH 64
#define MAX_GAMES 100000
/* Games, modes and ids are ours: short words or UUIDs. */
#define MAX_WORD_CHARS 64

struct _TableeHistoryImport
{
  /* Owned: the checked TableeHistoryEntry, in the file's order. */
  GPtrArray  *entries;
  guint       n_refused;
  /* Why the first game was refused, and whether all were for that. */
  char       *reason;
  gboolean    one_reason;
  /* Merging, in steps: how far, what came in, what was there already. */
  guint       merged;
  guint       n_added;
  guint       n_duplicates;
  GHashTable *known;
};

void
tablee_history_import_free (TableeHistoryImport *self)
{
  if (self == NULL)
    return;

  g_ptr_array_unref (self->entries);
  g_free (self->reason);
  g_clear_pointer (&self->known, g_hash_table_unref);
  g_free (self);
}

static void
refuse (TableeHistoryImport *self,
        const char          *reason)
{
  if (self->n_refused++ == 0)
    {
      self->reason = g_strdup (reason);
      self->one_reason = TRUE;
    }
  else if (!g_str_equal (self->reason, reason))
    {
      self->one_reason = FALSE;
    }
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

/* A game, a mode or an id: a short word of printable characters. */
static gboolean
is_word (const char *text)
{
  glong n = 0;

  if (text == NULL || *text == '\0' || strlen (text) > 4 * MAX_WORD_CHARS)
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isgraph (g_utf8_get_char (p)) || ++n > MAX_WORD_CHARS)
      return FALSE;

  return TRUE;
}

/* The class of the game recorded as id, from the registry of games, or
 * NULL for a game this build does not know. */
static TableeGameClass *
find_game_class (const char *id)
{
  const TableeGameInfo *info = tablee_game_registry_lookup (id);
  TableeGameClass *klass;

  if (info == NULL || info->get_type == NULL)
    return NULL;

  /* A registered game class stays for the life of the program. */
  klass = g_type_class_ref (info->get_type ());
  g_type_class_unref (klass);
  return klass;
}

static const char *
name_reason (const GError *error)
{
  switch (error->code)
    {
    case TABLEE_PLAYERS_ERROR_EMPTY_NAME:
      return _("a name shows nothing");
    case TABLEE_PLAYERS_ERROR_NAME_TOO_LONG:
      return _("a name is too long");
    default:
      return _("a name holds characters a name cannot have");
    }
}

/* The game in node, checked as a typed name and the game's own rules
 * check it, or NULL with why in reason. */
static TableeHistoryEntry *
entry_from_json (JsonNode     *node,
                 const char  **reason,
                 char        **names)
{
  const char *ids[TABLEE_HISTORY_MAX_PLAYERS];
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  int figures[TABLEE_HISTORY_MAX_PLAYERS];
  g_autoptr(GDateTime) started = NULL;
  g_autoptr(GVariant) detail = NULL;
  g_autoptr(GError) error = NULL;
  const char *game, *mode, *when, *detail_type;
  TableeGameClass *klass;
  JsonObject *object;
  JsonArray *players;
  gint64 duration;
  guint winners = 0, n;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return *reason = _("it is not a game"), NULL;
  object = json_node_get_object (node);

  game = member_string (object, "game");
  mode = member_string (object, "mode");
  when = member_string (object, "started");
  if (game == NULL || *game == '\0' || mode == NULL || when == NULL)
    return *reason = _("its game, mode or start is missing"), NULL;
  if (!is_word (game) || !is_word (mode))
    return *reason = _("its game or mode is not one Tablée writes"), NULL;
  if (strlen (when) > 64 || (started = g_date_time_new_from_iso8601 (when, NULL)) == NULL ||
      g_date_time_to_unix (started) < 0 || g_date_time_to_unix (started) > TABLEE_HISTORY_LAST_START)
    return *reason = _("its start is not a date"), NULL;
  if (!member_int (object, "duration", 0, TABLEE_HISTORY_MAX_DURATION, &duration))
    return *reason = _("its duration is wrong"), NULL;

  node = json_object_get_member (object, "players");
  players = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  n = players != NULL ? json_array_get_length (players) : 0;
  if (n == 0)
    return *reason = _("its players are missing"), NULL;
  klass = find_game_class (game);
  if (n > TABLEE_HISTORY_MAX_PLAYERS || (klass != NULL && (n < klass->min_players || n > klass->max_players)))
    return *reason = _("it has too few or too many players for its game"), NULL;

  for (guint i = 0; i < n; i++)
    {
      JsonNode *player_node = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (player_node) ? json_node_get_object (player_node) : NULL;
      const char *name = player != NULL ? member_string (player, "name") : NULL;
      gint64 figure;

      ids[i] = player != NULL ? member_string (player, "id") : NULL;
      if (ids[i] == NULL || *ids[i] == '\0' || name == NULL || *name == '\0')
        return *reason = _("a player has no id or no name"), NULL;
      if (!is_word (ids[i]))
        return *reason = _("a player’s id is not one Tablée writes"), NULL;
      if ((names[i] = tablee_player_name_check (name, &error)) == NULL)
        return *reason = name_reason (error), NULL;
      g_ptr_array_add (keys, tablee_player_name_key (names[i]));
      for (guint j = 0; j < i; j++)
        {
          if (g_str_equal (ids[i], ids[j]))
            return *reason = _("a player sits twice"), NULL;
          if (g_str_equal (g_ptr_array_index (keys, i), g_ptr_array_index (keys, j)))
            return *reason = _("two players have the same name"), NULL;
        }
      if (!member_int (player, "figure", G_MININT32, G_MAXINT32, &figure))
        return *reason = _("a player’s result is wrong"), NULL;
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
        return *reason = _("its details are damaged"), NULL;
      g_variant_ref_sink (detail);
    }

  if (klass != NULL && klass->check_record != NULL &&
      !klass->check_record (klass, mode, n, figures, detail, &error))
    {
      *reason = g_intern_string (error->message);
      return NULL;
    }

  return tablee_history_entry_new (game, mode, g_date_time_to_unix (started), duration, n,
                                   ids, (const char * const *) names, figures, winners, detail);
}

TableeHistoryImport *
tablee_history_import_read (const char    *data,
                            gsize          length,
                            GCancellable  *cancellable,
                            GError       **error)
{
  g_autoptr(TableeHistoryImport) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root;
  JsonNode *node;
  JsonArray *games;
  TableeJsonLimit limit;
  gint64 version;
  guint n;

  g_return_val_if_fail (data != NULL || length == 0 || length > MAX_FILE_BYTES, NULL);

  limit = tablee_json_check_limits (data, length, MAX_FILE_BYTES, MAX_DEPTH, G_MAXSIZE);
  if (limit == TABLEE_JSON_TOO_LARGE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is too large to be a history of games (more than %u MB)."),
                   MAX_FILE_BYTES / (1024 * 1024));
      return NULL;
    }
  if (limit != TABLEE_JSON_WITHIN_LIMITS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file is not a history of games: it is nested far too deep."));
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (length == 0 || !json_parser_load_from_data (parser, data, length, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file is damaged or cut short: it is not a complete JSON file."));
      return NULL;
    }

  node = json_parser_get_root (parser);
  root = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  node = root != NULL ? json_object_get_member (root, "games") : NULL;
  games = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (root == NULL || g_strcmp0 (member_string (root, "format"), FORMAT_NAME) != 0 ||
      !member_int (root, "version", 1, G_MAXINT64, &version) || games == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file is not a history of games exported by Tablée."));
      return NULL;
    }
  if (version > FORMAT_VERSION)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This file was made by a newer version of Tablée: update Tablée to import it."));
      return NULL;
    }
  n = json_array_get_length (games);
  if (n > MAX_GAMES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file holds more games than Tablée imports at once (%u)."), MAX_GAMES);
      return NULL;
    }

  self = g_new0 (TableeHistoryImport, 1);
  self->entries = g_ptr_array_new_full (n, g_object_unref);
  for (guint i = 0; i < n; i++)
    {
      char *names[TABLEE_HISTORY_MAX_PLAYERS] = { NULL };
      const char *reason = NULL;
      TableeHistoryEntry *entry;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      entry = entry_from_json (json_array_get_element (games, i), &reason, names);
      for (guint seat = 0; seat < TABLEE_HISTORY_MAX_PLAYERS; seat++)
        g_free (names[seat]);
      if (entry != NULL)
        g_ptr_array_add (self->entries, entry);
      else
        refuse (self, reason);
    }

  return g_steal_pointer (&self);
}

guint
tablee_history_import_get_n_games (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->entries->len;
}

guint
tablee_history_import_get_n_merged (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->merged;
}

guint
tablee_history_import_get_n_added (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_added;
}

guint
tablee_history_import_get_n_duplicates (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_duplicates;
}

guint
tablee_history_import_get_n_refused (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_refused;
}

const char *
tablee_history_import_get_reason (TableeHistoryImport *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->reason;
}

gboolean
tablee_history_import_merge (TableeHistoryImport *self,
                             TableeHistory       *history,
                             guint                batch)
{
  g_autoptr(GPtrArray) added = NULL;
  guint end;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TABLEE_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (batch > 0, FALSE);

  /* The keys of the games here, made at the first step (a game finished
   * while an import runs is not in the file), and of each game added: a
   * game twice in the file comes in once. */
  if (self->known == NULL)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (history));

      self->known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

          g_hash_table_add (self->known, tablee_history_entry_dup_key (entry));
        }
    }

  end = self->merged + MIN (batch, self->entries->len - self->merged);
  added = g_ptr_array_new ();
  for (; self->merged < end; self->merged++)
    {
      TableeHistoryEntry *entry = g_ptr_array_index (self->entries, self->merged);

      if (g_hash_table_add (self->known, tablee_history_entry_dup_key (entry)))
        g_ptr_array_add (added, entry);
      else
        self->n_duplicates++;
    }
  self->n_added += added->len;
  tablee_history_add_many (history, added);

  return self->merged < self->entries->len;
}

char *
tablee_history_import_dup_summary (TableeHistoryImport *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (self != NULL, NULL);

  if (self->n_added == 0 && self->n_duplicates > 0 && self->n_refused == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "No new game: it was already in the history",
                                         "No new games: all %u were already in the history",
                                         self->n_duplicates),
                            self->n_duplicates);

  g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game imported",
                                                        "%u games imported", self->n_added),
                                           self->n_added));
  if (self->n_duplicates > 0)
    /* Translators: after "12 games imported, ". */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u already in the history",
                                                          "%u already in the history", self->n_duplicates),
                                             self->n_duplicates));
  if (self->n_refused > 0 && self->one_reason)
    /* Translators: %s says why, e.g. "a name is too long". */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u refused: %s",
                                                          "%u refused: %s", self->n_refused),
                                             self->n_refused, self->reason));
  else if (self->n_refused > 0)
    /* Translators: %s says why the first refused game was, e.g. "a name is too long". */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u refused, the first because %s",
                                                          "%u refused, the first because %s", self->n_refused),
                                             self->n_refused, self->reason));
  g_ptr_array_add (parts, NULL);

  /* Translators: between the parts of "12 games imported, 3 already in
   * the history, 1 refused: a name is too long". */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

gboolean
tablee_history_import_json (TableeHistory  *self,
                            const char     *data,
                            gssize          length,
                            guint          *n_added,
                            GError        **error)
{
  g_autoptr(TableeHistoryImport) import = NULL;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  import = tablee_history_import_read (data, length < 0 ? strlen (data) : (gsize) length, NULL, error);
  if (import == NULL)
    return FALSE;

  tablee_history_import_merge (import, self, MAX (import->entries->len, 1));
  if (n_added != NULL)
    *n_added = import->n_added;

  return TRUE;
}
