/* tablee-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-player"

#include "config.h"

#include "tablee-players.h"

struct _TableePlayer
{
  GObject  parent_instance;

  /* Made when the player is first met: the table knows them by it. */
  char    *id;
  char    *name;
  char    *colour;
};

G_DEFINE_FINAL_TYPE (TableePlayer, tablee_player, G_TYPE_OBJECT)

static GParamSpec *player_name_property;

static void
tablee_player_finalize (GObject *object)
{
  TableePlayer *self = (TableePlayer *)object;

  g_free (self->id);
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
  g_value_set_string (value, TABLEE_PLAYER (object)->name);
}

static void
tablee_player_class_init (TableePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_player_finalize;
  object_class->get_property = tablee_player_get_property;

  player_name_property =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, 1, player_name_property);
}

static void
tablee_player_init (TableePlayer *self)
{
}

TableePlayer *
tablee_player_new (const char *id,
                   const char *name,
                   const char *colour)
{
  TableePlayer *self = g_object_new (TABLEE_TYPE_PLAYER, NULL);

  self->id = id != NULL ? g_strdup (id) : g_uuid_string_random ();
  self->name = g_strdup (name);
  self->colour = g_strdup (colour);

  return self;
}

void
tablee_player_set_name (TableePlayer *self,
                        char         *name)
{
  g_free (self->name);
  self->name = name;
  g_object_notify_by_pspec (G_OBJECT (self), player_name_property);
}

const char *
tablee_player_get_name (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->name;
}

const char *
tablee_player_get_id (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->id;
}

const char *
tablee_player_get_colour (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->colour;
}
