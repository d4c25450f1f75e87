/* tablee-players.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-players"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-players.h"

/* Distinct on light and dark backgrounds (GNOME palette). */
static const char * const palette[] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d",
  "#9141ac", "#ff7800", "#986a44", "#5e5c64",
};

#define N_COLOURS G_N_ELEMENTS (palette)

G_DEFINE_QUARK (tablee-players-error-quark, tablee_players_error)

/* Player */

struct _TableePlayer
{
  GObject  parent_instance;

  char    *name;
  char    *colour;
};

G_DEFINE_FINAL_TYPE (TableePlayer, tablee_player, G_TYPE_OBJECT)

enum {
  PLAYER_PROP_0,
  PLAYER_PROP_NAME,
  PLAYER_PROP_COLOUR,
  PLAYER_N_PROPS
};

static GParamSpec *player_properties[PLAYER_N_PROPS];

static void
tablee_player_finalize (GObject *object)
{
  TableePlayer *self = (TableePlayer *)object;

  g_free (self->name);
  g_free (self->colour);

  G_OBJECT_CLASS (tablee_player_parent_class)->finalize (object);
}

static void
tablee_player_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TableePlayer *self = TABLEE_PLAYER (object);

  switch (prop_id)
    {
    case PLAYER_PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PLAYER_PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_player_class_init (TableePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_player_finalize;
  object_class->get_property = tablee_player_get_property;

  player_properties[PLAYER_PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  player_properties[PLAYER_PROP_COLOUR] =
    g_param_spec_string ("colour", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, PLAYER_N_PROPS, player_properties);
}

static void
tablee_player_init (TableePlayer *self)
{
}

static TableePlayer *
player_new (const char *name,
            const char *colour)
{
  TableePlayer *self = g_object_new (TABLEE_TYPE_PLAYER, NULL);

  self->name = g_strdup (name);
  self->colour = g_strdup (colour);

  return self;
}

const char *
tablee_player_get_name (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->name;
}

const char *
tablee_player_get_colour (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->colour;
}

/* Players */

struct _TableePlayers
{
  GObject    parent_instance;

  /* Owned: TableePlayer */
  GPtrArray *players;
  guint      min_players;
  guint      max_players;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableePlayers, tablee_players, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_MIN_PLAYERS,
  PROP_MAX_PLAYERS,
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
  TableePlayers *self = TABLEE_PLAYERS (model);

  if (position >= self->players->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->players, position));
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
}

static void
tablee_players_finalize (GObject *object)
{
  TableePlayers *self = (TableePlayers *)object;

  g_ptr_array_unref (self->players);

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
    case PROP_MIN_PLAYERS:
      g_value_set_uint (value, self->min_players);
      break;
    case PROP_MAX_PLAYERS:
      g_value_set_uint (value, self->max_players);
      break;
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->players->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_players_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TableePlayers *self = TABLEE_PLAYERS (object);

  switch (prop_id)
    {
    case PROP_MIN_PLAYERS:
      self->min_players = g_value_get_uint (value);
      break;
    case PROP_MAX_PLAYERS:
      self->max_players = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_players_class_init (TableePlayersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_players_finalize;
  object_class->get_property = tablee_players_get_property;
  object_class->set_property = tablee_players_set_property;

  properties[PROP_MIN_PLAYERS] =
    g_param_spec_uint ("min-players", NULL, NULL, 1, 64, 2,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_PLAYERS] =
    g_param_spec_uint ("max-players", NULL, NULL, 1, 64, 8,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tablee_players_init (TableePlayers *self)
{
  self->players = g_ptr_array_new_with_free_func (g_object_unref);
  self->min_players = 2;
  self->max_players = 8;
}

/**
 * tablee_players_new:
 *
 * Returns: (transfer full): an empty list; add players or reset it.
 */
TableePlayers *
tablee_players_new (guint min_players,
                    guint max_players)
{
  g_return_val_if_fail (min_players >= 1, NULL);
  g_return_val_if_fail (min_players <= max_players, NULL);
  g_return_val_if_fail (max_players <= N_COLOURS * 8, NULL);

  return g_object_new (TABLEE_TYPE_PLAYERS,
                       "min-players", min_players,
                       "max-players", max_players,
                       NULL);
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

/**
 * tablee_players_get_player:
 *
 * Returns: (transfer none) (nullable): the player at position
 */
TableePlayer *
tablee_players_get_player (TableePlayers *self,
                           guint          position)
{
  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  if (position >= self->players->len)
    return NULL;

  return g_ptr_array_index (self->players, position);
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
  g_autofree char *fa = g_utf8_casefold (a, -1);
  g_autofree char *fb = g_utf8_casefold (b, -1);
  g_autofree char *na = g_utf8_normalize (fa, -1, G_NORMALIZE_ALL);
  g_autofree char *nb = g_utf8_normalize (fb, -1, G_NORMALIZE_ALL);

  return g_strcmp0 (na, nb) == 0;
}

char *
tablee_players_check_name (TableePlayers  *self,
                           const char     *name,
                           TableePlayer   *except,
                           GError        **error)
{
  g_autofree char *trimmed = NULL;
  glong length;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error_literal (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID,
                           _("The name is not valid text."));
      return NULL;
    }

  trimmed = g_strstrip (g_strdup (name));
  length = g_utf8_strlen (trimmed, -1);

  if (length == 0)
    {
      g_set_error_literal (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_EMPTY_NAME,
                           _("A player needs a name."));
      return NULL;
    }

  if (length > TABLEE_PLAYER_NAME_MAX_CHARS)
    {
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_NAME_TOO_LONG,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A name can have at most %d character.",
                                "A name can have at most %d characters.",
                                TABLEE_PLAYER_NAME_MAX_CHARS),
                   TABLEE_PLAYER_NAME_MAX_CHARS);
      return NULL;
    }

  for (const char *p = trimmed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c))
        {
          g_set_error_literal (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID,
                               _("A name cannot hold line breaks or control characters."));
          return NULL;
        }
    }

  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *other = g_ptr_array_index (self->players, i);

      if (other == except)
        continue;

      if (same_name (other->name, trimmed))
        {
          g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME,
                       _("“%s” is already playing: choose another name."), other->name);
          return NULL;
        }
    }

  return g_steal_pointer (&trimmed);
}

static gboolean
name_taken (TableePlayers *self,
            const char    *name)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *player = g_ptr_array_index (self->players, i);

      if (same_name (player->name, name))
        return TRUE;
    }

  return FALSE;
}

char *
tablee_players_dup_names (TableePlayers *self,
                          guint          mask)
{
  GString *names;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  names = g_string_new (NULL);
  for (guint p = 0; p < tablee_players_get_n_players (self) && p < 32; p++)
    {
      if ((mask & (1u << p)) == 0)
        continue;
      if (names->len > 0)
        g_string_append (names, _(", "));
      g_string_append (names, tablee_player_get_name (tablee_players_get_player (self, p)));
    }

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

      if (!name_taken (self, name))
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
        if (g_str_equal (player->colour, palette[c]))
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
  if (self->players->len >= self->max_players)
    {
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_MANY,
                   g_dngettext (GETTEXT_PACKAGE,
                                "This game is for at most %u player.",
                                "This game is for at most %u players.",
                                self->max_players),
                   self->max_players);
      return FALSE;
    }

  return TRUE;
}

/**
 * tablee_players_add:
 *
 * Returns: (transfer none) (nullable): the new player
 */
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

  checked = tablee_players_check_name (self, name, NULL, error);
  if (checked == NULL)
    return NULL;

  player = player_new (checked, next_colour (self));
  g_ptr_array_add (self->players, player);
  emit_items_changed (self, self->players->len - 1, 0, 1);

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

  checked = tablee_players_check_name (self, player->name, NULL, error);
  if (checked == NULL)
    return FALSE;

  position = MIN (position, self->players->len);
  g_ptr_array_insert (self->players, (int) position, g_object_ref (player));
  emit_items_changed (self, position, 0, 1);

  return TRUE;
}

gboolean
tablee_players_rename (TableePlayers  *self,
                       guint           position,
                       const char     *name,
                       GError        **error)
{
  g_autofree char *checked = NULL;
  TableePlayer *player;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (position < self->players->len, FALSE);

  player = g_ptr_array_index (self->players, position);
  checked = tablee_players_check_name (self, name, player, error);
  if (checked == NULL)
    return FALSE;

  if (g_str_equal (checked, player->name))
    return TRUE;

  g_free (player->name);
  player->name = g_steal_pointer (&checked);
  g_object_notify_by_pspec (G_OBJECT (player), player_properties[PLAYER_PROP_NAME]);
  emit_items_changed (self, position, 1, 1);

  return TRUE;
}

/**
 * tablee_players_remove:
 *
 * Returns: (transfer full) (nullable): the removed player
 */
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
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW,
                   g_dngettext (GETTEXT_PACKAGE,
                                "This game needs at least %u player.",
                                "This game needs at least %u players.",
                                self->min_players),
                   self->min_players);
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

  removed = self->players->len;
  g_ptr_array_set_size (self->players, 0);

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = tablee_players_suggest_name (self);

      g_ptr_array_add (self->players, player_new (name, next_colour (self)));
    }

  emit_items_changed (self, 0, removed, n_players);
}

GVariant *
tablee_players_serialize (TableePlayers *self)
{
  GVariantBuilder builder;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < self->players->len; i++)
    {
      TableePlayer *player = g_ptr_array_index (self->players, i);

      g_variant_builder_add (&builder, "(ss)", player->name, player->colour);
    }

  return g_variant_builder_end (&builder);
}

static gboolean
valid_colour (const char *colour)
{
  if (strlen (colour) != 7 || colour[0] != '#')
    return FALSE;

  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (colour[i]))
      return FALSE;

  return TRUE;
}

gboolean
tablee_players_deserialize (TableePlayers  *self,
                            GVariant       *variant,
                            GError        **error)
{
  g_autoptr(TableePlayers) scratch = NULL;
  GVariantIter iter;
  const char *name;
  const char *colour;
  guint removed;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (self), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE ("a(ss)")))
    {
      g_set_error_literal (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID,
                           _("The list of players is damaged."));
      return FALSE;
    }

  /* Everything is checked on a scratch list first, so that a damaged
   * variant leaves this one as it was. */
  scratch = tablee_players_new (self->min_players, self->max_players);

  g_variant_iter_init (&iter, variant);
  while (g_variant_iter_next (&iter, "(&s&s)", &name, &colour))
    {
      TableePlayer *player;

      if (!valid_colour (colour))
        {
          g_set_error_literal (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID,
                               _("The list of players is damaged."));
          return FALSE;
        }

      player = tablee_players_add (scratch, name, error);
      if (player == NULL)
        return FALSE;

      g_free (player->colour);
      player->colour = g_ascii_strdown (colour, -1);
    }

  if (scratch->players->len < self->min_players)
    {
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW,
                   g_dngettext (GETTEXT_PACKAGE,
                                "This game needs at least %u player.",
                                "This game needs at least %u players.",
                                self->min_players),
                   self->min_players);
      return FALSE;
    }

  removed = self->players->len;
  g_ptr_array_unref (self->players);
  self->players = g_steal_pointer (&scratch->players);
  scratch->players = g_ptr_array_new_with_free_func (g_object_unref);
  emit_items_changed (self, 0, removed, self->players->len);

  return TRUE;
}
