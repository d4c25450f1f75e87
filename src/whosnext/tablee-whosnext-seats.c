/* tablee-whosnext-seats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seats of a Who's Next? table as the page shows them: a list model
 * of seat items, each bound by a seat of the page's table.
 */

#define G_LOG_DOMAIN "tablee-whosnext-seats"

#include "config.h"

#include "tablee-whosnext-seats.h"

/* What a seat shows, compared as a whole to notify only what changed. */
typedef struct {
  char     *name;
  char     *card;
  guint     wrong_notes;
  guint     dont_panic;
  gboolean  apprentice;
  gboolean  is_next;
  gboolean  winner;
  gboolean  selected;
  gboolean  training;
} SeatValues;

struct _TableeWhosnextSeatItem
{
  GObject    parent_instance;

  guint      index;
  SeatValues values;
};

G_DEFINE_FINAL_TYPE (TableeWhosnextSeatItem, tablee_whosnext_seat_item, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_INDEX,
  ITEM_PROP_NAME,
  ITEM_PROP_CARD,
  ITEM_PROP_WRONG_NOTES,
  ITEM_PROP_DONT_PANIC,
  ITEM_PROP_APPRENTICE,
  ITEM_PROP_IS_NEXT,
  ITEM_PROP_WINNER,
  ITEM_PROP_SELECTED,
  ITEM_PROP_TRAINING,
  N_ITEM_PROPS
};

static GParamSpec *item_properties[N_ITEM_PROPS];

static void
tablee_whosnext_seat_item_finalize (GObject *object)
{
  TableeWhosnextSeatItem *self = TABLEE_WHOSNEXT_SEAT_ITEM (object);

  g_free (self->values.name);
  g_free (self->values.card);

  G_OBJECT_CLASS (tablee_whosnext_seat_item_parent_class)->finalize (object);
}

static void
tablee_whosnext_seat_item_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TableeWhosnextSeatItem *self = TABLEE_WHOSNEXT_SEAT_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case ITEM_PROP_NAME:
      g_value_set_string (value, self->values.name);
      break;
    case ITEM_PROP_CARD:
      g_value_set_string (value, self->values.card);
      break;
    case ITEM_PROP_WRONG_NOTES:
      g_value_set_uint (value, self->values.wrong_notes);
      break;
    case ITEM_PROP_DONT_PANIC:
      g_value_set_uint (value, self->values.dont_panic);
      break;
    case ITEM_PROP_APPRENTICE:
      g_value_set_boolean (value, self->values.apprentice);
      break;
    case ITEM_PROP_IS_NEXT:
      g_value_set_boolean (value, self->values.is_next);
      break;
    case ITEM_PROP_WINNER:
      g_value_set_boolean (value, self->values.winner);
      break;
    case ITEM_PROP_SELECTED:
      g_value_set_boolean (value, self->values.selected);
      break;
    case ITEM_PROP_TRAINING:
      g_value_set_boolean (value, self->values.training);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_seat_item_class_init (TableeWhosnextSeatItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_whosnext_seat_item_finalize;
  object_class->get_property = tablee_whosnext_seat_item_get_property;

  item_properties[ITEM_PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, ro);
  item_properties[ITEM_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  item_properties[ITEM_PROP_CARD] = g_param_spec_string ("card", NULL, NULL, NULL, ro);
  item_properties[ITEM_PROP_WRONG_NOTES] = g_param_spec_uint ("wrong-notes", NULL, NULL, 0, G_MAXUINT, 0, ro);
  item_properties[ITEM_PROP_DONT_PANIC] = g_param_spec_uint ("dont-panic", NULL, NULL, 0, 2, 0, ro);
  item_properties[ITEM_PROP_APPRENTICE] = g_param_spec_boolean ("apprentice", NULL, NULL, FALSE, ro);
  item_properties[ITEM_PROP_IS_NEXT] = g_param_spec_boolean ("is-next", NULL, NULL, FALSE, ro);
  item_properties[ITEM_PROP_WINNER] = g_param_spec_boolean ("winner", NULL, NULL, FALSE, ro);
  item_properties[ITEM_PROP_SELECTED] = g_param_spec_boolean ("selected", NULL, NULL, FALSE, ro);
  item_properties[ITEM_PROP_TRAINING] = g_param_spec_boolean ("training", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
tablee_whosnext_seat_item_init (TableeWhosnextSeatItem *self)
{
}

static void
set_string (TableeWhosnextSeatItem  *self,
            char                   **field,
            const char              *value,
            guint                    prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;

  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), item_properties[prop]);
}

static void
set_uint (TableeWhosnextSeatItem *self,
          guint                  *field,
          guint                   value,
          guint                   prop)
{
  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), item_properties[prop]);
}

static void
set_bool (TableeWhosnextSeatItem *self,
          gboolean               *field,
          gboolean                value,
          guint                   prop)
{
  value = !!value;
  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), item_properties[prop]);
}

/* Takes what a seat shows now, notifying each property that changed once
 * every value is in place. */
static void
seat_item_update (TableeWhosnextSeatItem *self,
                  const SeatValues       *values)
{
  g_object_freeze_notify (G_OBJECT (self));
  set_string (self, &self->values.name, values->name, ITEM_PROP_NAME);
  set_string (self, &self->values.card, values->card, ITEM_PROP_CARD);
  set_uint (self, &self->values.wrong_notes, values->wrong_notes, ITEM_PROP_WRONG_NOTES);
  set_uint (self, &self->values.dont_panic, values->dont_panic, ITEM_PROP_DONT_PANIC);
  set_bool (self, &self->values.apprentice, values->apprentice, ITEM_PROP_APPRENTICE);
  set_bool (self, &self->values.is_next, values->is_next, ITEM_PROP_IS_NEXT);
  set_bool (self, &self->values.winner, values->winner, ITEM_PROP_WINNER);
  set_bool (self, &self->values.selected, values->selected, ITEM_PROP_SELECTED);
  set_bool (self, &self->values.training, values->training, ITEM_PROP_TRAINING);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
tablee_whosnext_seat_item_get_index (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), 0);

  return self->index;
}

const char *
tablee_whosnext_seat_item_get_name (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), NULL);

  return self->values.name;
}

const char *
tablee_whosnext_seat_item_get_card (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), NULL);

  return self->values.card;
}

guint
tablee_whosnext_seat_item_get_wrong_notes (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), 0);

  return self->values.wrong_notes;
}

guint
tablee_whosnext_seat_item_get_dont_panic (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), 0);

  return self->values.dont_panic;
}

gboolean
tablee_whosnext_seat_item_get_apprentice (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), FALSE);

  return self->values.apprentice;
}

gboolean
tablee_whosnext_seat_item_get_is_next (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), FALSE);

  return self->values.is_next;
}

gboolean
tablee_whosnext_seat_item_get_winner (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), FALSE);

  return self->values.winner;
}

gboolean
tablee_whosnext_seat_item_get_selected (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), FALSE);

  return self->values.selected;
}

gboolean
tablee_whosnext_seat_item_get_training (TableeWhosnextSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEAT_ITEM (self), FALSE);

  return self->values.training;
}

/* The list */

struct _TableeWhosnextSeats
{
  GObject                parent_instance;

  /* Borrowed: weak pointers, the page owns both. */
  TableeWhosnextGame    *game;
  TableeWhosnextTrainer *trainer;

  /* Owned */
  GPtrArray             *items;
  int                    selected;
};

static void tablee_whosnext_seats_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeWhosnextSeats, tablee_whosnext_seats, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tablee_whosnext_seats_list_model_init))

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
tablee_whosnext_seats_get_item_type (GListModel *model)
{
  return TABLEE_TYPE_WHOSNEXT_SEAT_ITEM;
}

static guint
tablee_whosnext_seats_get_n_items (GListModel *model)
{
  return TABLEE_WHOSNEXT_SEATS (model)->items->len;
}

static gpointer
tablee_whosnext_seats_get_item (GListModel *model,
                                guint       position)
{
  TableeWhosnextSeats *self = TABLEE_WHOSNEXT_SEATS (model);

  if (position >= self->items->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
tablee_whosnext_seats_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tablee_whosnext_seats_get_item_type;
  iface->get_n_items = tablee_whosnext_seats_get_n_items;
  iface->get_item = tablee_whosnext_seats_get_item;
}

static gboolean
training (TableeWhosnextSeats *self)
{
  return self->trainer != NULL && tablee_whosnext_trainer_get_active (self->trainer);
}

/* What seat i shows now, from the game or, while it plays, the trainer. */
static void
seat_values (TableeWhosnextSeats *self,
             guint                i,
             const guint         *winners,
             guint                n_winners,
             SeatValues          *values)
{
  TableeWhosnextGame *game = self->game;
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  guint number;
  TableeWhosnextSide side;

  *values = (SeatValues) { 0 };
  values->name = (char *) (i < tablee_players_get_n_players (players)
                           ? tablee_player_get_name (tablee_players_get_player (players, i)) : "");

  if (training (self))
    {
      values->training = TRUE;
      if (tablee_whosnext_trainer_get_running (self->trainer) &&
          tablee_whosnext_trainer_get_player (self->trainer) == (int) i)
        {
          values->card = (char *) tablee_whosnext_card_name (tablee_whosnext_trainer_get_number (self->trainer),
                                                             tablee_whosnext_trainer_get_side (self->trainer));
          values->selected = TRUE;
        }
      return;
    }

  if (tablee_whosnext_game_get_uncovered (game, i, &number, &side))
    values->card = (char *) tablee_whosnext_card_name (number, side);
  values->wrong_notes = tablee_whosnext_game_get_wrong_notes (game, i);
  if (tablee_whosnext_game_get_dont_panic_holder (game) == (int) i)
    values->dont_panic = tablee_whosnext_game_get_dont_panic_streak (game);
  values->apprentice = tablee_whosnext_game_get_apprentice (game) &&
                       tablee_whosnext_game_get_apprentice_seat (game) == (int) i;
  values->is_next = tablee_whosnext_game_get_due (game) == (int) i;
  values->selected = self->selected == (int) i;
  for (guint w = 0; w < n_winners; w++)
    values->winner |= winners[w] == i;
}

/* Follows the game: called after each of its changes, of its players and
 * of the trainer; items are kept and updated in place. */
static void
sync_seats (TableeWhosnextSeats *self)
{
  guint n = self->game != NULL ? tablee_whosnext_game_get_n_seats (self->game) : 0;
  guint old = self->items->len;
  guint winners[TABLEE_WHOSNEXT_MAX_SEATS];
  guint n_winners = 0;

  if (self->selected >= (int) n)
    self->selected = -1;

  if (n != old)
    {
      g_ptr_array_set_size (self->items, n);
      for (guint i = old; i < n; i++)
        {
          TableeWhosnextSeatItem *item = g_object_new (TABLEE_TYPE_WHOSNEXT_SEAT_ITEM, NULL);

          item->index = i;
          g_ptr_array_index (self->items, i) = item;
        }
    }

  if (n > 0 && tablee_whosnext_game_is_game_over (self->game))
    n_winners = tablee_whosnext_game_get_winners (self->game, winners);

  for (guint i = 0; i < n; i++)
    {
      SeatValues values;

      seat_values (self, i, winners, n_winners, &values);
      seat_item_update (g_ptr_array_index (self->items, i), &values);
    }

  if (n > old)
    g_list_model_items_changed (G_LIST_MODEL (self), old, 0, n - old);
  else if (n < old)
    g_list_model_items_changed (G_LIST_MODEL (self), n, old - n, 0);
}

static void
tablee_whosnext_seats_dispose (GObject *object)
{
  TableeWhosnextSeats *self = TABLEE_WHOSNEXT_SEATS (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (tablee_game_get_players (TABLEE_GAME (self->game)), self);
    }
  if (self->trainer != NULL)
    g_signal_handlers_disconnect_by_data (self->trainer, self);
  g_clear_weak_pointer (&self->game);
  g_clear_weak_pointer (&self->trainer);

  G_OBJECT_CLASS (tablee_whosnext_seats_parent_class)->dispose (object);
}

static void
tablee_whosnext_seats_finalize (GObject *object)
{
  TableeWhosnextSeats *self = TABLEE_WHOSNEXT_SEATS (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (tablee_whosnext_seats_parent_class)->finalize (object);
}

static void
tablee_whosnext_seats_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TableeWhosnextSeats *self = TABLEE_WHOSNEXT_SEATS (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_seats_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TableeWhosnextSeats *self = TABLEE_WHOSNEXT_SEATS (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      tablee_whosnext_seats_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_seats_class_init (TableeWhosnextSeatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_whosnext_seats_dispose;
  object_class->finalize = tablee_whosnext_seats_finalize;
  object_class->get_property = tablee_whosnext_seats_get_property;
  object_class->set_property = tablee_whosnext_seats_set_property;

  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, TABLEE_WHOSNEXT_MAX_SEATS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_whosnext_seats_init (TableeWhosnextSeats *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->selected = -1;
}

TableeWhosnextSeats *
tablee_whosnext_seats_new (TableeWhosnextGame    *game,
                           TableeWhosnextTrainer *trainer)
{
  TableeWhosnextSeats *self;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (game), NULL);
  g_return_val_if_fail (trainer == NULL || TABLEE_IS_WHOSNEXT_TRAINER (trainer), NULL);

  self = g_object_new (TABLEE_TYPE_WHOSNEXT_SEATS, NULL);
  g_set_weak_pointer (&self->game, game);
  g_set_weak_pointer (&self->trainer, trainer);

  /* "changed" comes after every change of the game, undo, redo and a
   * loaded file included; the players' list after a rename. */
  g_signal_connect_swapped (game, "changed", G_CALLBACK (sync_seats), self);
  g_signal_connect_swapped (tablee_game_get_players (TABLEE_GAME (game)), "items-changed",
                            G_CALLBACK (sync_seats), self);
  if (trainer != NULL)
    {
      g_signal_connect_swapped (trainer, "notify::active", G_CALLBACK (sync_seats), self);
      g_signal_connect_swapped (trainer, "notify::running", G_CALLBACK (sync_seats), self);
      g_signal_connect_swapped (trainer, "question", G_CALLBACK (sync_seats), self);
    }
  sync_seats (self);

  return self;
}

int
tablee_whosnext_seats_get_selected (TableeWhosnextSeats *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_SEATS (self), -1);

  return self->selected;
}

void
tablee_whosnext_seats_set_selected (TableeWhosnextSeats *self,
                                    int                  selected)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_SEATS (self));

  if (selected < -1 || selected >= (int) self->items->len)
    selected = -1;
  if (selected == self->selected)
    return;

  self->selected = selected;
  sync_seats (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}
