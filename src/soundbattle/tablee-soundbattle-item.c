/* tablee-soundbattle-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include "tablee-soundbattle-item.h"

struct _TableeSoundbattleItem
{
  GObject   parent_instance;

  int       player;
  char     *colour;
  char     *title;
  char     *subtitle;
  char     *value;
  char     *value_style;
  gboolean  star;
  gboolean  quick;
  gboolean  playable;
  guint     target;
  char     *action_label;
  char     *tied_label;
  gboolean  tied;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleItem, tablee_soundbattle_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_COLOUR,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_VALUE,
  PROP_VALUE_STYLE,
  PROP_STAR,
  PROP_QUICK,
  PROP_PLAYABLE,
  PROP_TARGET,
  PROP_ACTION_LABEL,
  PROP_TIED_LABEL,
  PROP_TIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tablee_soundbattle_item_finalize (GObject *object)
{
  TableeSoundbattleItem *self = TABLEE_SOUNDBATTLE_ITEM (object);

  g_free (self->colour);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->value);
  g_free (self->value_style);
  g_free (self->action_label);
  g_free (self->tied_label);

  G_OBJECT_CLASS (tablee_soundbattle_item_parent_class)->finalize (object);
}

static void
tablee_soundbattle_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeSoundbattleItem *self = TABLEE_SOUNDBATTLE_ITEM (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    case PROP_VALUE:
      g_value_set_string (value, self->value);
      break;
    case PROP_VALUE_STYLE:
      g_value_set_string (value, self->value_style);
      break;
    case PROP_STAR:
      g_value_set_boolean (value, self->star);
      break;
    case PROP_QUICK:
      g_value_set_boolean (value, self->quick);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    case PROP_TARGET:
      g_value_set_uint (value, self->target);
      break;
    case PROP_ACTION_LABEL:
      g_value_set_string (value, self->action_label);
      break;
    case PROP_TIED_LABEL:
      g_value_set_string (value, self->tied_label);
      break;
    case PROP_TIED:
      g_value_set_boolean (value, self->tied);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_item_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeSoundbattleItem *self = TABLEE_SOUNDBATTLE_ITEM (object);

  switch (prop_id)
    {
    case PROP_TIED:
      tablee_soundbattle_item_set_tied (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_item_class_init (TableeSoundbattleItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_soundbattle_item_finalize;
  object_class->get_property = tablee_soundbattle_item_get_property;
  object_class->set_property = tablee_soundbattle_item_set_property;

  properties[PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, -1, G_MAXINT, -1, ro);
  properties[PROP_COLOUR] = g_param_spec_string ("colour", NULL, NULL, NULL, ro);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, ro);
  properties[PROP_VALUE] = g_param_spec_string ("value", NULL, NULL, NULL, ro);
  properties[PROP_VALUE_STYLE] = g_param_spec_string ("value-style", NULL, NULL, NULL, ro);
  properties[PROP_STAR] = g_param_spec_boolean ("star", NULL, NULL, FALSE, ro);
  properties[PROP_QUICK] = g_param_spec_boolean ("quick", NULL, NULL, FALSE, ro);
  properties[PROP_PLAYABLE] = g_param_spec_boolean ("playable", NULL, NULL, FALSE, ro);
  properties[PROP_TARGET] = g_param_spec_uint ("target", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_ACTION_LABEL] = g_param_spec_string ("action-label", NULL, NULL, NULL, ro);
  properties[PROP_TIED_LABEL] = g_param_spec_string ("tied-label", NULL, NULL, NULL, ro);
  properties[PROP_TIED] =
    g_param_spec_boolean ("tied", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_soundbattle_item_init (TableeSoundbattleItem *self)
{
  self->player = -1;
  self->value = g_strdup ("");
  self->value_style = g_strdup ("");
}

TableeSoundbattleItem *
tablee_soundbattle_item_new (int         player,
                             const char *colour,
                             const char *title,
                             const char *subtitle)
{
  TableeSoundbattleItem *self = g_object_new (TABLEE_TYPE_SOUNDBATTLE_ITEM, NULL);

  self->player = player;
  self->colour = g_strdup (colour);
  self->title = g_strdup (title);
  self->subtitle = g_strdup (subtitle != NULL ? subtitle : "");

  return self;
}

void
tablee_soundbattle_item_set_value (TableeSoundbattleItem *self,
                                   const char            *value,
                                   const char            *style)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self));

  g_free (self->value);
  self->value = g_strdup (value != NULL ? value : "");
  g_free (self->value_style);
  self->value_style = g_strdup (style != NULL ? style : "");
}

void
tablee_soundbattle_item_set_star (TableeSoundbattleItem *self,
                                  gboolean               star)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self));

  self->star = star;
}

void
tablee_soundbattle_item_set_quick (TableeSoundbattleItem *self,
                                   const char            *won_label,
                                   const char            *tied_label)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self));

  self->quick = TRUE;
  self->target = MAX (self->player, 0);
  g_free (self->action_label);
  self->action_label = g_strdup (won_label);
  g_free (self->tied_label);
  self->tied_label = g_strdup (tied_label);
}

void
tablee_soundbattle_item_set_playable (TableeSoundbattleItem *self,
                                      guint                  target,
                                      const char            *label)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self));

  self->playable = TRUE;
  self->target = target;
  g_free (self->action_label);
  self->action_label = g_strdup (label);
}

int
tablee_soundbattle_item_get_player (TableeSoundbattleItem *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self), -1);

  return self->player;
}

const char *
tablee_soundbattle_item_get_title (TableeSoundbattleItem *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self), NULL);

  return self->title;
}

const char *
tablee_soundbattle_item_get_subtitle (TableeSoundbattleItem *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self), NULL);

  return self->subtitle;
}

const char *
tablee_soundbattle_item_get_value (TableeSoundbattleItem *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self), NULL);

  return self->value;
}

gboolean
tablee_soundbattle_item_get_tied (TableeSoundbattleItem *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self), FALSE);

  return self->tied;
}

void
tablee_soundbattle_item_set_tied (TableeSoundbattleItem *self,
                                  gboolean               tied)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_ITEM (self));

  tied = !!tied;
  if (self->tied == tied)
    return;

  self->tied = tied;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIED]);
}

gboolean
tablee_soundbattle_item_equal (TableeSoundbattleItem *a,
                               TableeSoundbattleItem *b)
{
  return a->player == b->player &&
         g_strcmp0 (a->colour, b->colour) == 0 &&
         g_strcmp0 (a->title, b->title) == 0 &&
         g_strcmp0 (a->subtitle, b->subtitle) == 0 &&
         g_strcmp0 (a->value, b->value) == 0 &&
         g_strcmp0 (a->value_style, b->value_style) == 0 &&
         a->star == b->star &&
         a->quick == b->quick &&
         a->playable == b->playable &&
         a->target == b->target &&
         g_strcmp0 (a->action_label, b->action_label) == 0 &&
         g_strcmp0 (a->tied_label, b->tied_label) == 0;
}

void
tablee_soundbattle_item_splice (GListStore *store,
                                GPtrArray  *items)
{
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));
  guint n_new = items->len;
  guint head = 0, tail = 0;

  while (head < n_old && head < n_new)
    {
      g_autoptr(TableeSoundbattleItem) old = g_list_model_get_item (G_LIST_MODEL (store), head);

      if (!tablee_soundbattle_item_equal (old, g_ptr_array_index (items, head)))
        break;
      head++;
    }

  while (tail < n_old - head && tail < n_new - head)
    {
      g_autoptr(TableeSoundbattleItem) old = g_list_model_get_item (G_LIST_MODEL (store), n_old - 1 - tail);

      if (!tablee_soundbattle_item_equal (old, g_ptr_array_index (items, n_new - 1 - tail)))
        break;
      tail++;
    }

  if (head + tail == n_old && head + tail == n_new)
    return;

  g_list_store_splice (store, head, n_old - head - tail,
                       items->pdata + head, n_new - head - tail);
}
