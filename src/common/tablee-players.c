/* tablee-players.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-players"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-players.h"
#include "tablee-table.h"

/* Distinct on light and dark backgrounds (GNOME palette). */
static const char * const palette[] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d",
  "#9141ac", "#ff7800", "#986a44", "#5e5c64",
};

#define N_COLOURS G_N_ELEMENTS (palette)

G_DEFINE_QUARK (tablee-players-error-quark, tablee_players_error)

struct _TableePlayers
{
  GObject    parent_instance;

  /* Owned: TableePlayer */
  GPtrArray     *players;
  guint          min_players;
  guint          max_players;
  /* The list of the people at the table, this one seats from (owned). */
  TableePlayers *table;
  /* In the table's own list: the lists seated from it, which leave it
   * when disposed (not owned). */
  GPtrArray     *seated;
};

static void list_model_iface_init (GListModelInterface *iface);
static void saveable_iface_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableePlayers, tablee_players, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init)
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE, saveable_iface_init))

enum {
  PROP_0,
  PROP_N_ITEMS,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GType
list_model_get_item_type (GListModel *model)
{
  return TABLEE_TYPE_PLAYER;
}

static guint
list_model_get_n_items (GListModel *model)
{
  return TABLEE_PLAYERS (model)->players->len;
}

static gpointer
list_model_get_item (GListModel *model,
                     guint       position)
{
  TableePlayer *player = tablee_players_get_player (TABLEE_PLAYERS (model), position);

  return player != NULL ? g_object_ref (player) : NULL;
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = list_model_get_item_type;
  iface->get_n_items = list_model_get_n_items;
  iface->get_item = list_model_get_item;
}

static void
emit_items_changed (TableePlayers *self,
                    guint          position,
                    guint          removed,
                    guint          added)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  if (removed != added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  /* The table is saved on its own; a game saves its seats in its state. */
  if (self->seated != NULL)
    tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

static GVariant *
table_save (TableeSaveable *saveable)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (TABLEE_PLAYERS (saveable)));

  return g_variant_dict_end (&dict);
}

static gboolean
table_load (TableeSaveable  *saveable,
            GVariant        *state,
            GError         **error)
{
  g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", NULL);

  /* Without players, the state itself is refused as a damaged list. */
  return tablee_players_deserialize (TABLEE_PLAYERS (saveable), players != NULL ? players : state, error);
}

static void
saveable_iface_init (TableeSaveableInterface *iface)
{
  iface->save = table_save;
  iface->load = table_load;
}

static void
tablee_players_dispose (GObject *object)
{
  TableePlayers *self = (TableePlayers *)object;

  if (self->table != NULL)
    g_ptr_array_remove (self->table->seated, self);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (tablee_players_parent_class)->dispose (object);
}

static void
tablee_players_finalize (GObject *object)
{
  TableePlayers *self = (TableePlayers *)object;

  g_ptr_array_unref (self->players);
  g_clear_pointer (&self->seated, g_ptr_array_unref);

  G_OBJECT_CLASS (tablee_players_parent_class)->finalize (object);
}

static void
tablee_players_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TableePlayers *self = TABLEE_PLAYERS (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->players->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_players_class_init (TableePlayersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_players_dispose;
  object_class->finalize = tablee_players_finalize;
  object_class->get_property = tablee_players_get_property;

  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_players_init (TableePlayers *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
}

static TableePlayers *
players_new (guint min_players,
             guint max_players)
{
  TableePlayers *self = g_object_new (TABLEE_TYPE_PLAYERS, NULL);

  self->min_players = min_players;
  self->max_players = max_players;

  return self;
}

/* Sets message, already translated, as the error: returns NULL (FALSE). */
static gpointer
refuse (GError             **error,
        TableePlayersError   code,
        const char          *message)
{
  g_set_error_literal (error, TABLEE_PLAYERS_ERROR, code, message);
  return NULL;
}

static gboolean
damaged (GError **error)
{
  return refuse (error, TABLEE_PLAYERS_ERROR_INVALID, _("The list of players is damaged.")) != NULL;
}

static gboolean
too_few (TableePlayers  *self,
         GError        **error)
{
  g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW,
               g_dngettext (GETTEXT_PACKAGE,
                            "This game needs at least %u player.",
                            "This game needs at least %u players.",
                            self->min_players),
               self->min_players);
  return FALSE;
}

TableePlayers *
tablee_players_new (guint min_players,
                    guint max_players)
{
  g_return_val_if_fail (min_players >= 1, NULL);
  g_return_val_if_fail (min_players <= max_players, NULL);
  g_return_val_if_fail (max_players <= N_COLOURS * 8, NULL);

  return players_new (min_players, max_players);
}

TableePlayers *
tablee_players_new_table (void)
{
  TableePlayers *self = players_new (0, N_COLOURS * 8);

  self->seated = g_ptr_array_new ();

  return self;
}

void
tablee_players_set_table (TableePlayers *self,
                          TableePlayers *table)
{
  g_return_if_fail (TABLEE_IS_PLAYERS (self));
  g_return_if_fail (TABLEE_IS_PLAYERS (table) && table->seated != NULL);
  g_return_if_fail (self->table == NULL && self->seated == NULL);

  self->table = g_object_ref (table);
  g_ptr_array_add (table->seated, self);
}

TableePlayers *
tablee_players_get_table (TableePlayers *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  return self->table;
}

/* The lists that share players, and so names: the table and every list
 * seated from it; a list on its own has only itself. */
static GPtrArray *
family (TableePlayers *self)
{
  TableePlayers *table = self->table != NULL ? self->table : self;
  GPtrArray *lists = g_ptr_array_new ();

  g_ptr_array_add (lists, table);
  if (table->seated != NULL)
    g_ptr_array_extend (lists, table->seated, NULL, NULL);

  return lists;
}

/* Appends player without checking names or room: a list joins the table. */
static void
append (TableePlayers *self,
        TableePlayer  *player)
{
  g_ptr_array_add (self->players, g_object_ref (player));
  emit_items_changed (self, self->players->len - 1, 0, 1);
}

guint
tablee_players_get_min_players (TableePlayers *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), 0);

  return self->min_players;
}

guint
tablee_players_get_max_players (TableePlayers *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), 0);

  return self->max_players;
}

guint
tablee_players_get_n_players (TableePlayers *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), 0);

  return self->players->len;
}

TableePlayer *
tablee_players_get_player (TableePlayers *self,
                           guint          position)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  return position < self->players->len ? g_ptr_array_index (self->players, position) : NULL;
}

int
tablee_players_find (TableePlayers *self,
                     TableePlayer  *player)
{
  guint index;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), -1);

  if (player != NULL && g_ptr_array_find (self->players, player, &index))
    return (int) index;

  return -1;
}

static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *ka = tablee_player_name_key (a);
  g_autofree char *kb = tablee_player_name_key (b);

  return g_strcmp0 (ka, kb) == 0;
}

/* The player other than except who has name here, at the table or in a
 * game seated from it. */
static TableePlayer *
find_name_in (TableePlayers *self,
              const char    *name,
              TableePlayer  *except)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *other = g_ptr_array_index (self->players, i);

      if (other != except && same_name (tablee_player_get_name (other), name))
        return other;
    }

  return NULL;
}

static TableePlayer *
find_name (TableePlayers *self,
           const char    *name,
           TableePlayer  *except)
{
  g_autoptr(GPtrArray) lists = family (self);
  TableePlayer *found = NULL;

  for (guint l = 0; l < lists->len && found == NULL; l++)
    found = find_name_in (g_ptr_array_index (lists, l), name, except);

  return found;
}

/* Returns the trimmed name if it may be given to a player (except may be the
 * player being renamed), else NULL with an error. */
static char *
check_name (TableePlayers  *self,
            const char     *name,
            TableePlayer   *except,
            GError        **error)
{
  g_autofree char *trimmed = tablee_player_name_check (name, error);
  TableePlayer *other;

  if (trimmed == NULL)
    return NULL;

  other = find_name (self, trimmed, except);
  if (other == NULL)
    return g_steal_pointer (&trimmed);

  g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME,
               _("“%s” is already playing: choose another name."),
               tablee_player_get_name (other));
  return NULL;
}

char *
tablee_players_dup_names (TableePlayers *self,
                          guint          mask)
{
  GString *names;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  names = g_string_new (NULL);
  for (guint p = 0; p < self->players->len && p < 32; p++)
    if ((mask & (1u << p)) != 0)
      g_string_append_printf (names, "%s%s", names->len > 0 ? _(", ") : "",
                              tablee_player_get_name (g_ptr_array_index (self->players, p)));

  return g_string_free (names, FALSE);
}

char *
tablee_players_suggest_name (TableePlayers *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  for (guint n = self->players->len + 1; ; n++)
    {
      /* Translators: the default name of a new player. */
      g_autofree char *name = g_strdup_printf (_("Player %u"), n);

      if (find_name (self, name, NULL) == NULL)
        return g_steal_pointer (&name);
    }
}

/* The first colour of the palette nobody has, or the least used one. */
static const char *
next_colour (TableePlayers *self)
{
  guint counts[N_COLOURS] = { 0 };
  guint best = 0;

  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *player = g_ptr_array_index (self->players, i);

      for (guint c = 0; c < N_COLOURS; c++)
        if (g_str_equal (tablee_player_get_colour (player), palette[c]))
          counts[c]++;
    }

  for (guint c = 1; c < N_COLOURS; c++)
    if (counts[c] < counts[best])
      best = c;

  return palette[best];
}

static gboolean
check_room (TableePlayers  *self,
            GError        **error)
{
  if (self->players->len < self->max_players)
    return TRUE;

  g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_MANY,
               g_dngettext (GETTEXT_PACKAGE,
                            "This game is for at most %u player.",
                            "This game is for at most %u players.",
                            self->max_players),
               self->max_players);
  return FALSE;
}

TableePlayer *
tablee_players_add (TableePlayers  *self,
                    const char     *name,
                    GError        **error)
{
  g_autofree char *checked = NULL;
  TableePlayer *player;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  if (!check_room (self, error))
    return NULL;

  /* Somebody at the table, not seated here yet, takes a seat. */
  if (self->table != NULL && name != NULL)
    {
      g_autofree char *trimmed = g_strstrip (g_strdup (name));

      player = find_name_in (self->table, trimmed, NULL);
      if (player != NULL && tablee_players_find (self, player) < 0)
        {
          append (self, player);
          return player;
        }
    }

  checked = check_name (self, name, NULL, error);
  if (checked == NULL)
    return NULL;

  /* A newcomer sits at the table too, in a colour nobody there has. */
  player = tablee_player_new (NULL, checked, next_colour (self->table != NULL ? self->table : self));
  append (self, player);
  if (self->table != NULL)
    append (self->table, player);
  g_object_unref (player);

  return player;
}

gboolean
tablee_players_insert (TableePlayers  *self,
                       guint           position,
                       TableePlayer   *player,
                       GError        **error)
{
  g_autofree char *checked = NULL;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (TABLEE_IS_PLAYER (player), FALSE);
  g_return_val_if_fail (tablee_players_find (self, player) < 0, FALSE);

  if (!check_room (self, error))
    return FALSE;

  checked = check_name (self, tablee_player_get_name (player), player, error);
  if (checked == NULL)
    return FALSE;

  position = MIN (position, self->players->len);
  g_ptr_array_insert (self->players, (int) position, g_object_ref (player));
  emit_items_changed (self, position, 0, 1);
  if (self->table != NULL && tablee_players_find (self->table, player) < 0)
    append (self->table, player);

  return TRUE;
}

gboolean
tablee_players_rename (TableePlayers  *self,
                       guint           position,
                       const char     *name,
                       GError        **error)
{
  g_autofree char *checked = NULL;
  g_autoptr(GPtrArray) lists = NULL;
  TableePlayer *player;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (position < self->players->len, FALSE);

  player = g_ptr_array_index (self->players, position);
  checked = check_name (self, name, player, error);
  if (checked == NULL)
    return FALSE;

  if (g_str_equal (checked, tablee_player_get_name (player)))
    return TRUE;

  tablee_player_set_name (player, g_steal_pointer (&checked));

  /* The same person sits at the table and in every game: each list that
   * holds them says so (a change of one item, same object), and saves. */
  lists = family (self);
  for (guint l = 0; l < lists->len; l++)
    {
      int found = tablee_players_find (g_ptr_array_index (lists, l), player);

      if (found >= 0)
        emit_items_changed (g_ptr_array_index (lists, l), (guint) found, 1, 1);
    }

  return TRUE;
}

TableePlayer *
tablee_players_remove (TableePlayers  *self,
                       guint           position,
                       GError        **error)
{
  TableePlayer *player;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);
  g_return_val_if_fail (position < self->players->len, NULL);

  if (self->players->len <= self->min_players)
    {
      too_few (self, error);
      return NULL;
    }

  player = g_ptr_array_steal_index (self->players, position);
  emit_items_changed (self, position, 1, 0);

  return player;
}

gboolean
tablee_players_move (TableePlayers *self,
                     guint          from,
                     guint          to)
{
  TableePlayer *player;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);

  if (from >= self->players->len || to >= self->players->len)
    return FALSE;
  if (from == to)
    return TRUE;

  player = g_ptr_array_steal_index (self->players, from);
  g_ptr_array_insert (self->players, (int) to, player);
  emit_items_changed (self, MIN (from, to), MAX (from, to) - MIN (from, to) + 1,
                      MAX (from, to) - MIN (from, to) + 1);

  return TRUE;
}

void
tablee_players_reset (TableePlayers *self,
                      guint          n_players)
{
  guint removed;

  g_return_if_fail (TABLEE_IS_PLAYERS (self));
  g_return_if_fail (n_players >= self->min_players && n_players <= self->max_players);

  /* Seated from the table: its first ones, who may have to sit down. */
  while (self->table != NULL && self->table->players->len < n_players)
    {
      g_autofree char *name = tablee_players_suggest_name (self->table);

      tablee_players_add (self->table, name, NULL);
    }
  if (self->table != NULL)
    {
      tablee_players_seat (self, n_players, NULL);
      return;
    }

  removed = self->players->len;
  g_ptr_array_set_size (self->players, 0);

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = tablee_players_suggest_name (self);

      g_ptr_array_add (self->players, tablee_player_new (NULL, name, next_colour (self)));
    }

  emit_items_changed (self, 0, removed, n_players);
}

/* Puts players (transfer full) in the seats, if they are not there yet. */
static void
replace (TableePlayers *self,
         GPtrArray     *players)
{
  guint removed = self->players->len;

  /* An empty array may have no storage at all: nothing to compare then. */
  if (players->len == removed &&
      (removed == 0 || memcmp (players->pdata, self->players->pdata, removed * sizeof (gpointer)) == 0))
    {
      g_ptr_array_unref (players);
      return;
    }

  g_ptr_array_unref (self->players);
  self->players = players;
  emit_items_changed (self, 0, removed, players->len);
}

gboolean
tablee_players_seat (TableePlayers  *self,
                     guint           n_players,
                     GError        **error)
{
  GPtrArray *players;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (self->table != NULL && n_players <= self->table->players->len, FALSE);
  g_return_val_if_fail (n_players <= self->max_players, FALSE);

  if (n_players < self->min_players)
    return too_few (self, error);

  players = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n_players; i++)
    g_ptr_array_add (players, g_object_ref (g_ptr_array_index (self->table->players, i)));
  replace (self, players);

  return TRUE;
}

GVariant *
tablee_players_serialize (TableePlayers *self)
{
  gboolean ids;
  GVariantBuilder builder;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  /* Ids say who is who at the table; a list on its own keeps the shorter
   * form that the games' own states read. */
  ids = self->table != NULL || self->seated != NULL;
  g_variant_builder_init (&builder, ids ? G_VARIANT_TYPE ("a(sss)") : G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *player = g_ptr_array_index (self->players, i);
      const char *name = tablee_player_get_name (player);
      const char *colour = tablee_player_get_colour (player);

      if (ids)
        g_variant_builder_add (&builder, "(sss)", tablee_player_get_id (player), name, colour);
      else
        g_variant_builder_add (&builder, "(ss)", name, colour);
    }

  return g_variant_builder_end (&builder);
}

static gboolean
valid_colour (const char *colour)
{
  return strlen (colour) == 7 && colour[0] == '#' && strspn (colour + 1, "0123456789abcdefABCDEF") == 6;
}

static TableePlayer *
find_id (GPtrArray  *players,
         const char *id)
{
  for (guint i = 0; i < players->len; i++)
    if (g_str_equal (tablee_player_get_id (g_ptr_array_index (players, i)), id))
      return g_ptr_array_index (players, i);

  return NULL;
}

/* Who the saved seat is at the table: the table's player with its id,
 * else this list's (who left the table but kept their seat), else the
 * table's player with its name whom no other seat claims; else the saved
 * player joins the table, under a new name if theirs was taken since. */
static TableePlayer *
resolve (TableePlayers *self,
         GPtrArray     *saved,
         guint          index)
{
  TableePlayer *seat = g_ptr_array_index (saved, index);
  const char *id = tablee_player_get_id (seat);
  TableePlayer *player = find_id (self->table->players, id);

  if (player == NULL)
    player = find_id (self->players, id);
  if (player == NULL)
    {
      player = find_name_in (self->table, tablee_player_get_name (seat), NULL);
      if (player != NULL && find_id (saved, tablee_player_get_id (player)) != NULL)
        player = NULL;
    }
  if (player != NULL)
    return g_object_ref (player);

  /* The seats being replaced do not count: only the table's names. */
  if (find_name_in (self->table, tablee_player_get_name (seat), NULL) != NULL)
    tablee_player_set_name (seat, tablee_players_suggest_name (self->table));
  append (self->table, seat);

  return g_object_ref (seat);
}

/* Whether name, refused now for error, was a name before invisible
 * characters counted: one that looks blank (U+00A0 alone) or like another
 * only with them ("Camille"+U+200B beside "Camille"). A list saved then
 * keeps its player under a new name rather than being set aside. */
static gboolean
kept_by_older_rules (TableePlayers *scratch,
                     const char    *name,
                     const GError  *error)
{
  g_autofree char *trimmed = NULL;

  if (error->code != TABLEE_PLAYERS_ERROR_EMPTY_NAME && error->code != TABLEE_PLAYERS_ERROR_DUPLICATE_NAME)
    return FALSE;
  if (!g_utf8_validate (name, -1, NULL) || *(trimmed = g_strstrip (g_strdup (name))) == '\0')
    return FALSE;
  if (error->code == TABLEE_PLAYERS_ERROR_EMPTY_NAME)
    return TRUE;

  for (guint i = 0; i < scratch->players->len; i++)
    {
      g_autofree char *a = g_utf8_casefold (tablee_player_get_name (g_ptr_array_index (scratch->players, i)), -1);
      g_autofree char *b = g_utf8_casefold (trimmed, -1);
      g_autofree char *na = g_utf8_normalize (a, -1, G_NORMALIZE_ALL);
      g_autofree char *nb = g_utf8_normalize (b, -1, G_NORMALIZE_ALL);

      if (g_strcmp0 (na, nb) == 0)
        return FALSE;
    }

  return TRUE;
}

gboolean
tablee_players_deserialize (TableePlayers  *self,
                            GVariant       *variant,
                            GError        **error)
{
  g_autoptr(TableePlayers) scratch = NULL;
  g_autoptr(GVariantIter) iter = NULL;
  g_autoptr(GError) name_error = NULL;
  gboolean ids;
  const char *id = NULL;
  const char *name;
  const char *colour;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  ids = g_variant_is_of_type (variant, G_VARIANT_TYPE ("a(sss)"));
  if (!ids && !g_variant_is_of_type (variant, G_VARIANT_TYPE ("a(ss)")))
    return damaged (error);

  /* Everything is checked on a scratch list first, so that a damaged
   * variant leaves this one as it was. */
  scratch = players_new (self->min_players, self->max_players);
  iter = g_variant_iter_new (variant);
  while (ids ? g_variant_iter_next (iter, "(&s&s&s)", &id, &name, &colour)
             : g_variant_iter_next (iter, "(&s&s)", &name, &colour))
    {
      g_autofree char *checked = NULL;
      g_autofree char *lower = g_ascii_strdown (colour, -1);

      if (!valid_colour (colour) || (id != NULL && (*id == '\0' || find_id (scratch->players, id) != NULL)))
        return damaged (error);
      if (!check_room (scratch, error))
        return FALSE;
      if ((checked = check_name (scratch, name, NULL, &name_error)) == NULL &&
          !kept_by_older_rules (scratch, name, name_error))
        {
          g_propagate_error (error, g_steal_pointer (&name_error));
          return FALSE;
        }
      if (checked == NULL)
        checked = tablee_players_suggest_name (scratch);
      g_clear_error (&name_error);
      g_ptr_array_add (scratch->players, tablee_player_new (id, checked, lower));
    }

  if (scratch->players->len < self->min_players)
    return too_few (self, error);

  if (self->table != NULL)
    {
      GPtrArray *players = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < scratch->players->len; i++)
        g_ptr_array_add (players, resolve (self, scratch->players, i));
      replace (self, players);
    }
  else
    replace (self, g_ptr_array_ref (scratch->players));

  return TRUE;
}
