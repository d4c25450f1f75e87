/* tablee-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-history.h"
#include "tablee-store.h"

/* ---- One game ---------------------------------------------------------- */

struct _TableeHistoryEntry
{
  GObject   parent_instance;

  char     *game;
  char     *mode;
  gint64    started;
  gint64    duration;
  guint     n_players;
  char    **ids;
  char    **names;
  int      *figures;
  guint     winners;
  GVariant *detail;
};

G_DEFINE_FINAL_TYPE (TableeHistoryEntry, tablee_history_entry, G_TYPE_OBJECT)

static void
tablee_history_entry_finalize (GObject *object)
{
  TableeHistoryEntry *self = TABLEE_HISTORY_ENTRY (object);

  g_free (self->game);
  g_free (self->mode);
  g_strfreev (self->ids);
  g_strfreev (self->names);
  g_free (self->figures);
  g_clear_pointer (&self->detail, g_variant_unref);

  G_OBJECT_CLASS (tablee_history_entry_parent_class)->finalize (object);
}

static void
tablee_history_entry_class_init (TableeHistoryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_history_entry_finalize;
}

static void
tablee_history_entry_init (TableeHistoryEntry *self)
{
}

TableeHistoryEntry *
tablee_history_entry_new (const char         *game,
                          const char         *mode,
                          gint64              started,
                          gint64              duration,
                          guint               n_players,
                          const char * const *ids,
                          const char * const *names,
                          const int          *figures,
                          guint               winners,
                          GVariant           *detail)
{
  TableeHistoryEntry *self;

  g_return_val_if_fail (game != NULL && mode != NULL, NULL);
  g_return_val_if_fail (n_players > 0 && n_players <= TABLEE_HISTORY_MAX_PLAYERS, NULL);
  g_return_val_if_fail (started >= 0 && started <= TABLEE_HISTORY_LAST_START, NULL);
  g_return_val_if_fail (ids != NULL && names != NULL && figures != NULL, NULL);

  self = g_object_new (TABLEE_TYPE_HISTORY_ENTRY, NULL);
  self->game = g_strdup (game);
  self->mode = g_strdup (mode);
  self->started = started;
  self->duration = CLAMP (duration, 0, TABLEE_HISTORY_MAX_DURATION);
  self->n_players = n_players;
  self->ids = g_new0 (char *, n_players + 1);
  self->names = g_new0 (char *, n_players + 1);
  self->figures = g_memdup2 (figures, n_players * sizeof (int));
  for (guint i = 0; i < n_players; i++)
    {
      self->ids[i] = g_strdup (ids[i]);
      self->names[i] = g_strdup (names[i]);
    }
  self->winners = winners & ((1u << n_players) - 1);
  self->detail = detail != NULL ? g_variant_ref_sink (detail) : NULL;

  return self;
}

const char *
tablee_history_entry_get_game (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);

  return self->game;
}

const char *
tablee_history_entry_get_mode (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);

  return self->mode;
}

gint64
tablee_history_entry_get_started (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), 0);

  return self->started;
}

gint64
tablee_history_entry_get_duration (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), 0);

  return self->duration;
}

guint
tablee_history_entry_get_n_players (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), 0);

  return self->n_players;
}

const char *
tablee_history_entry_get_player_id (TableeHistoryEntry *self,
                                    guint               seat)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return self->ids[seat];
}

const char *
tablee_history_entry_get_player_name (TableeHistoryEntry *self,
                                      guint               seat)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return self->names[seat];
}

int
tablee_history_entry_get_figure (TableeHistoryEntry *self,
                                 guint               seat)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), 0);
  g_return_val_if_fail (seat < self->n_players, 0);

  return self->figures[seat];
}

guint
tablee_history_entry_get_winners (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), 0);

  return self->winners;
}

gboolean
tablee_history_entry_has_player (TableeHistoryEntry *self,
                                 const char         *id)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), FALSE);

  return id != NULL && g_strv_contains ((const char * const *) self->ids, id);
}

gboolean
tablee_history_entry_matches (TableeHistoryEntry *self,
                              const char         *game,
                              const char         *player)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), FALSE);

  return (game == NULL || g_str_equal (game, self->game)) &&
         (player == NULL || tablee_history_entry_has_player (self, player));
}

GVariant *
tablee_history_entry_get_detail (TableeHistoryEntry *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);

  return self->detail;
}

/* The same game recorded twice (an import of an export): same game,
 * start and players. */
static gboolean
same_game (TableeHistoryEntry *self,
           TableeHistoryEntry *other)
{
  return self->started == other->started && g_str_equal (self->game, other->game) &&
         g_strv_equal ((const char * const *) self->ids, (const char * const *) other->ids);
}

#define ENTRY_TYPE "(ssxxa(ssi)uv)"

static GVariant *
entry_serialize (TableeHistoryEntry *self)
{
  GVariantBuilder players;

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ssi)"));
  for (guint i = 0; i < self->n_players; i++)
    g_variant_builder_add (&players, "(ssi)", self->ids[i], self->names[i], self->figures[i]);

  /* "detail" is an empty tuple when there is none: a maybe type would
   * make every state file depend on the GVariant version's handling. */
  return g_variant_new ("(ssxx@a(ssi)uv)", self->game, self->mode, self->started, self->duration,
                        g_variant_builder_end (&players), self->winners,
                        self->detail != NULL ? self->detail : g_variant_new_tuple (NULL, 0));
}

static TableeHistoryEntry *
entry_deserialize (GVariant *variant)
{
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) detail = NULL;
  const char *game, *mode;
  const char *ids[TABLEE_HISTORY_MAX_PLAYERS];
  const char *names[TABLEE_HISTORY_MAX_PLAYERS];
  int figures[TABLEE_HISTORY_MAX_PLAYERS];
  gint64 started, duration;
  guint winners;
  gsize n;

  g_variant_get (variant, "(&s&sxx@a(ssi)uv)", &game, &mode, &started, &duration,
                 &players, &winners, &detail);
  n = g_variant_n_children (players);
  if (*game == '\0' || n == 0 || n > TABLEE_HISTORY_MAX_PLAYERS ||
      duration < 0 || duration > TABLEE_HISTORY_MAX_DURATION ||
      started < 0 || started > TABLEE_HISTORY_LAST_START || (winners >> n) != 0)
    return NULL;

  for (gsize i = 0; i < n; i++)
    {
      g_variant_get_child (players, i, "(&s&si)", &ids[i], &names[i], &figures[i]);
      if (*ids[i] == '\0' || *names[i] == '\0')
        return NULL;
    }

  if (g_variant_is_of_type (detail, G_VARIANT_TYPE_UNIT))
    g_clear_pointer (&detail, g_variant_unref);

  return tablee_history_entry_new (game, mode, started, duration, n, ids, names, figures,
                                   winners, detail);
}

/* ---- Every game -------------------------------------------------------- */

struct _TableeHistory
{
  GObject      parent_instance;

  /* Owned: TableeHistoryEntry, newest first. */
  GPtrArray   *entries;
  TableeStore *store;
};

static void tablee_history_list_init (GListModelInterface *iface);
static void tablee_history_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeHistory, tablee_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tablee_history_list_init)
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE, tablee_history_saveable_init))

static GType
tablee_history_get_item_type (GListModel *list)
{
  return TABLEE_TYPE_HISTORY_ENTRY;
}

static guint
tablee_history_get_n_items (GListModel *list)
{
  return TABLEE_HISTORY (list)->entries->len;
}

static gpointer
tablee_history_get_item (GListModel *list,
                         guint       position)
{
  TableeHistory *self = TABLEE_HISTORY (list);

  return position < self->entries->len ? g_object_ref (g_ptr_array_index (self->entries, position)) : NULL;
}

static void
tablee_history_list_init (GListModelInterface *iface)
{
  iface->get_item_type = tablee_history_get_item_type;
  iface->get_n_items = tablee_history_get_n_items;
  iface->get_item = tablee_history_get_item;
}

/* At TABLEE_HISTORY_FORMAT_VERSION (tablee-history.h): bump it with any
 * change here. */
static GVariant *
tablee_history_save (TableeSaveable *saveable)
{
  TableeHistory *self = TABLEE_HISTORY (saveable);
  GVariantBuilder entries;
  GVariantDict dict;

  g_variant_builder_init (&entries, G_VARIANT_TYPE ("a" ENTRY_TYPE));
  for (guint i = 0; i < self->entries->len; i++)
    g_variant_builder_add_value (&entries, entry_serialize (g_ptr_array_index (self->entries, i)));

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "games", g_variant_builder_end (&entries));

  return g_variant_dict_end (&dict);
}

/* Where entry goes in entries, newest first and after the games that
 * started at the same time, or -1 when the same game is there already. */
static int
find_place (GPtrArray          *entries,
            TableeHistoryEntry *entry)
{
  guint low = 0, high = entries->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (((TableeHistoryEntry *) g_ptr_array_index (entries, middle))->started >= entry->started)
        low = middle + 1;
      else
        high = middle;
    }

  /* The same game has the same start: it would be just before. */
  for (guint i = low; i-- > 0 && ((TableeHistoryEntry *) g_ptr_array_index (entries, i))->started == entry->started;)
    if (same_game (entry, g_ptr_array_index (entries, i)))
      return -1;

  return low;
}

static gboolean
tablee_history_load (TableeSaveable  *saveable,
                     GVariant        *state,
                     GError         **error)
{
  TableeHistory *self = TABLEE_HISTORY (saveable);
  g_autoptr(GVariant) games = g_variant_lookup_value (state, "games", G_VARIANT_TYPE ("a" ENTRY_TYPE));
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  guint removed;

  /* A game is there once, as tablee_history_add() keeps it. */
  for (gsize i = 0; games != NULL && i < g_variant_n_children (games); i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (games, i);
      g_autoptr(TableeHistoryEntry) entry = entry_deserialize (child);
      int position = entry != NULL ? find_place (entries, entry) : -1;

      if (entry == NULL)
        g_clear_pointer (&games, g_variant_unref);
      else if (position >= 0)
        g_ptr_array_insert (entries, position, g_object_ref (entry));
    }
  if (games == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The history of games is damaged."));
      return FALSE;
    }

  removed = self->entries->len;
  g_ptr_array_unref (self->entries);
  self->entries = g_steal_pointer (&entries);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->entries->len);

  return TRUE;
}

static void
tablee_history_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_history_save;
  iface->load = tablee_history_load;
}

static void
tablee_history_finalize (GObject *object)
{
  g_clear_object (&TABLEE_HISTORY (object)->store);
  g_ptr_array_unref (TABLEE_HISTORY (object)->entries);

  G_OBJECT_CLASS (tablee_history_parent_class)->finalize (object);
}

static void
tablee_history_class_init (TableeHistoryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_history_finalize;
}

static void
tablee_history_init (TableeHistory *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

TableeHistory *
tablee_history_new (void)
{
  return g_object_new (TABLEE_TYPE_HISTORY, NULL);
}

TableeHistory *
tablee_history_dup_default (GError **error)
{
  static TableeHistory *history;

  if (history != NULL)
    return g_object_ref (history);

  history = tablee_history_new ();
  g_object_add_weak_pointer (G_OBJECT (history), (gpointer *) &history);
  history->store = tablee_store_new (TABLEE_HISTORY_STORE, TABLEE_HISTORY_FORMAT_VERSION);
  tablee_store_attach (history->store, TABLEE_SAVEABLE (history), error);

  return history;
}

TableeHistoryEntry *
tablee_history_lookup (TableeHistory *self,
                       TableeGame    *game)
{
  const char *id;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), NULL);
  g_return_val_if_fail (TABLEE_IS_GAME (game), NULL);

  id = TABLEE_GAME_GET_CLASS (game)->store_name;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(TableeHistoryEntry) item = g_list_model_get_item (G_LIST_MODEL (self), i);

      if (tablee_history_entry_get_started (item) == tablee_game_get_started (game) &&
          g_strcmp0 (tablee_history_entry_get_game (item), id) == 0)
        return g_steal_pointer (&item);
    }

  return NULL;
}

int
tablee_history_find (TableeHistory      *self,
                     TableeHistoryEntry *entry)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY (self), -1);

  for (guint i = 0; entry != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(TableeHistoryEntry) item = g_list_model_get_item (G_LIST_MODEL (self), i);

      if (item == entry)
        return (int) i;
    }

  return -1;
}

gboolean
tablee_history_record (TableeHistory *self,
                       TableeGame    *game)
{
  TableeGameClass *klass;
  TableePlayers *players;
  g_autoptr(TableeHistoryEntry) entry = NULL;
  g_autoptr(GVariant) detail = NULL;
  g_autofree char *mode = NULL;
  const char *ids[TABLEE_HISTORY_MAX_PLAYERS];
  const char *names[TABLEE_HISTORY_MAX_PLAYERS];
  int figures[TABLEE_HISTORY_MAX_PLAYERS] = { 0 };
  guint n, winners;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (TABLEE_IS_GAME (game), FALSE);

  klass = TABLEE_GAME_GET_CLASS (game);
  players = tablee_game_get_players (game);
  n = tablee_players_get_n_players (players);
  if (klass->dup_mode == NULL || klass->get_result == NULL || n == 0 || n > TABLEE_HISTORY_MAX_PLAYERS)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);

      ids[i] = tablee_player_get_id (player);
      names[i] = tablee_player_get_name (player);
    }
  winners = klass->get_result (game, figures);
  mode = klass->dup_mode (game);
  if (klass->dup_detail != NULL)
    detail = klass->dup_detail (game);

  entry = tablee_history_entry_new (klass->store_name, mode, tablee_game_get_started (game),
                                    g_get_real_time () / G_USEC_PER_SEC - tablee_game_get_started (game),
                                    n, ids, names, figures, winners, detail);

  return tablee_history_add (self, entry);
}

gboolean
tablee_history_add (TableeHistory      *self,
                    TableeHistoryEntry *entry)
{
  int position;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), FALSE);

  position = find_place (self->entries, entry);
  if (position < 0)
    return FALSE;

  g_ptr_array_insert (self->entries, position, g_object_ref (entry));
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));

  return TRUE;
}

TableeHistoryEntry *
tablee_history_remove (TableeHistory *self,
                       guint          position)
{
  TableeHistoryEntry *entry;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  entry = g_ptr_array_steal_index (self->entries, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));

  return entry;
}

guint
tablee_history_merge (TableeHistory *self,
                      TableeHistory *other)
{
  guint added = 0;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), 0);
  g_return_val_if_fail (TABLEE_IS_HISTORY (other), 0);

  for (guint i = 0; i < other->entries->len; i++)
    added += tablee_history_add (self, g_ptr_array_index (other->entries, i));

  return added;
}

char *
tablee_history_entry_dup_key (TableeHistoryEntry *self)
{
  GString *key;

  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (self), NULL);

  /* Each string with its length first: no id can pass for two. */
  key = g_string_new (NULL);
  g_string_append_printf (key, "%" G_GINT64_FORMAT ":%zu:%s", self->started, strlen (self->game), self->game);
  for (guint i = 0; i < self->n_players; i++)
    g_string_append_printf (key, ":%zu:%s", strlen (self->ids[i]), self->ids[i]);

  return g_string_free (key, FALSE);
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  gint64 sa = (*(TableeHistoryEntry **) a)->started;
  gint64 sb = (*(TableeHistoryEntry **) b)->started;

  return sa == sb ? 0 : sa > sb ? -1 : 1;
}

void
tablee_history_add_many (TableeHistory *self,
                         GPtrArray     *entries)
{
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) old = NULL;
  guint i = 0, j = 0;
  int first = -1;

  g_return_if_fail (TABLEE_IS_HISTORY (self));
  g_return_if_fail (entries != NULL);

  if (entries->len == 0)
    return;

  /* Both lists newest first, then one pass: the new games go after the
   * ones here that started at the same time, as tablee_history_add()
   * puts them, and in their own order among themselves (a stable sort). */
  added = g_ptr_array_copy (entries, NULL, NULL);
  g_ptr_array_sort (added, newest_first);
  old = g_steal_pointer (&self->entries);
  self->entries = g_ptr_array_new_full (old->len + added->len, g_object_unref);
  while (i < old->len || j < added->len)
    {
      TableeHistoryEntry *here = i < old->len ? g_ptr_array_index (old, i) : NULL;
      TableeHistoryEntry *next = j < added->len ? g_ptr_array_index (added, j) : NULL;

      if (next == NULL || (here != NULL && here->started >= next->started))
        {
          g_ptr_array_add (self->entries, g_object_ref (here));
          i++;
          continue;
        }
      if (first < 0)
        first = self->entries->len;
      g_ptr_array_add (self->entries, g_object_ref (next));
      j++;
    }

  g_list_model_items_changed (G_LIST_MODEL (self), first, old->len - first, self->entries->len - first);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

/* ---- Standings --------------------------------------------------------- */

struct _TableeStanding
{
  GObject  parent_instance;

  char    *id;
  char    *name;
  guint    played;
  guint    wins;
  double   win_rate;
  double   figure;
};

G_DEFINE_FINAL_TYPE (TableeStanding, tablee_standing, G_TYPE_OBJECT)

static void
tablee_standing_finalize (GObject *object)
{
  TableeStanding *self = TABLEE_STANDING (object);

  g_free (self->id);
  g_free (self->name);

  G_OBJECT_CLASS (tablee_standing_parent_class)->finalize (object);
}

static void
tablee_standing_class_init (TableeStandingClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_standing_finalize;
}

static void
tablee_standing_init (TableeStanding *self)
{
}

const char *
tablee_standing_get_id (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), NULL);

  return self->id;
}

const char *
tablee_standing_get_name (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), NULL);

  return self->name;
}

guint
tablee_standing_get_played (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), 0);

  return self->played;
}

guint
tablee_standing_get_wins (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), 0);

  return self->wins;
}

double
tablee_standing_get_win_rate (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), 0);

  return self->win_rate;
}

double
tablee_standing_get_figure (TableeStanding *self)
{
  g_return_val_if_fail (TABLEE_IS_STANDING (self), 0);

  return self->figure;
}

static gint
best_first (gconstpointer a,
            gconstpointer b,
            gpointer      user_data)
{
  const TableeStanding *sa = a;
  const TableeStanding *sb = b;

  if (sa->wins != sb->wins)
    return sa->wins > sb->wins ? -1 : 1;
  if (sa->win_rate != sb->win_rate)
    return sa->win_rate > sb->win_rate ? -1 : 1;

  return g_utf8_collate (sa->name, sb->name) ?: strcmp (sa->id, sb->id);
}

GListModel *
tablee_history_compute_standings (TableeHistory *self,
                                  const char    *game,
                                  const char    *player)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  GListStore *standings = g_list_store_new (TABLEE_TYPE_STANDING);
  TableeStanding *standing;
  GHashTableIter iter;

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), G_LIST_MODEL (standings));

  /* Newest first: the first name met is the latest. */
  for (guint i = 0; i < self->entries->len; i++)
    {
      TableeHistoryEntry *entry = g_ptr_array_index (self->entries, i);

      if (!tablee_history_entry_matches (entry, game, player))
        continue;

      for (guint seat = 0; seat < entry->n_players; seat++)
        {
          standing = g_hash_table_lookup (by_id, entry->ids[seat]);
          if (standing == NULL)
            {
              standing = g_object_new (TABLEE_TYPE_STANDING, NULL);
              standing->id = g_strdup (entry->ids[seat]);
              standing->name = g_strdup (entry->names[seat]);
              g_hash_table_insert (by_id, standing->id, standing);
            }
          standing->played++;
          standing->wins += (entry->winners >> seat) & 1;
          /* The sum for now, the mean below. */
          standing->figure += entry->figures[seat];
        }
    }

  g_hash_table_iter_init (&iter, by_id);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &standing))
    {
      standing->win_rate = (double) standing->wins / standing->played;
      standing->figure /= standing->played;
      g_list_store_insert_sorted (standings, standing, best_first, NULL);
      g_object_unref (standing);
    }

  return G_LIST_MODEL (standings);
}
