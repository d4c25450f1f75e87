/* tablee-frantic-sheet-items.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-sheet-items"

#include "config.h"

#include <string.h>

#include "tablee-frantic-private.h"
#include "tablee-frantic-sheet-items.h"

/* ---- TableeFranticRoundItem -------------------------------------------- */

typedef struct {
  TableeFranticEvent event;
  guint              lucky_mask;
  int                points[TABLEE_FRANTIC_MAX_PLAYERS];
} EventLine;

struct _TableeFranticRoundItem
{
  GObject   parent_instance;

  guint     number;
  guint     n_players;
  char     *dealers;
  char     *names[TABLEE_FRANTIC_MAX_PLAYERS];
  guint     finishers;
  guint     counted;     /* a bit per player whose hand counts */
  int       hands[TABLEE_FRANTIC_MAX_PLAYERS];
  int       points[TABLEE_FRANTIC_MAX_PLAYERS];
  int       totals[TABLEE_FRANTIC_MAX_PLAYERS];
  GArray   *events;      /* EventLine */
};

G_DEFINE_FINAL_TYPE (TableeFranticRoundItem, tablee_frantic_round_item, G_TYPE_OBJECT)

enum {
  ROUND_PROP_0,
  ROUND_PROP_NUMBER,
  ROUND_PROP_N_PLAYERS,
  ROUND_PROP_N_EVENTS,
  ROUND_PROP_DEALERS,
  N_ROUND_PROPS
};

static GParamSpec *round_properties[N_ROUND_PROPS];

static void
tablee_frantic_round_item_finalize (GObject *object)
{
  TableeFranticRoundItem *self = TABLEE_FRANTIC_ROUND_ITEM (object);

  g_free (self->dealers);
  for (guint p = 0; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
    g_free (self->names[p]);
  g_array_unref (self->events);

  G_OBJECT_CLASS (tablee_frantic_round_item_parent_class)->finalize (object);
}

static void
tablee_frantic_round_item_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TableeFranticRoundItem *self = TABLEE_FRANTIC_ROUND_ITEM (object);

  switch (prop_id)
    {
    case ROUND_PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case ROUND_PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case ROUND_PROP_N_EVENTS:
      g_value_set_uint (value, self->events->len);
      break;
    case ROUND_PROP_DEALERS:
      g_value_set_string (value, self->dealers);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_round_item_class_init (TableeFranticRoundItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_frantic_round_item_finalize;
  object_class->get_property = tablee_frantic_round_item_get_property;

  round_properties[ROUND_PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, ro);
  round_properties[ROUND_PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TABLEE_FRANTIC_MAX_PLAYERS, 0, ro);
  round_properties[ROUND_PROP_N_EVENTS] =
    g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0, ro);
  round_properties[ROUND_PROP_DEALERS] =
    g_param_spec_string ("dealers", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_ROUND_PROPS, round_properties);
}

static void
tablee_frantic_round_item_init (TableeFranticRoundItem *self)
{
  self->events = g_array_new (FALSE, TRUE, sizeof (EventLine));
}

TableeFranticRoundItem *
_tablee_frantic_round_item_new (TableeFranticScorer *scorer,
                                guint                index)
{
  TableeFranticRoundItem *self = g_object_new (TABLEE_TYPE_FRANTIC_ROUND_ITEM, NULL);
  const TableeFranticRound *round = tablee_frantic_scorer_get_round (scorer, index);
  TableePlayers *players = tablee_frantic_scorer_get_players (scorer);

  self->number = index + 1;
  self->n_players = MIN (tablee_frantic_round_get_n_players (round),
                         tablee_players_get_n_players (players));
  /* Nobody deals after the round that ended the game. */
  if (!tablee_frantic_scorer_get_game_over (scorer) || index + 1 < tablee_frantic_scorer_get_n_rounds (scorer))
    self->dealers = tablee_players_dup_names (players, tablee_frantic_scorer_get_dealers (scorer, index));
  for (guint p = 0; p < self->n_players; p++)
    {
      self->names[p] = g_strdup (tablee_player_get_name (tablee_players_get_player (players, p)));
      if (tablee_frantic_round_is_finisher (round, p))
        self->finishers |= 1u << p;
      if (tablee_frantic_round_hand_counts (round, p))
        self->counted |= 1u << p;
      self->hands[p] = tablee_frantic_round_get_hand (round, p);
      self->points[p] = tablee_frantic_scorer_get_round_points (scorer, index, p);
      self->totals[p] = tablee_frantic_scorer_get_total_after (scorer, index, p);
    }
  for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
    {
      EventLine line = { 0, };

      line.event = tablee_frantic_round_get_adjustment_event (round, a);
      line.lucky_mask = tablee_frantic_round_get_adjustment_lucky (round, a);
      for (guint p = 0; p < self->n_players; p++)
        line.points[p] = tablee_frantic_scorer_get_adjustment_points (scorer, index, a, p);
      g_array_append_val (self->events, line);
    }

  return self;
}

gboolean
_tablee_frantic_round_item_equal (gconstpointer a,
                                  gconstpointer b)
{
  const TableeFranticRoundItem *x = a;
  const TableeFranticRoundItem *y = b;

  if (x->number != y->number || x->n_players != y->n_players ||
      x->finishers != y->finishers || x->counted != y->counted ||
      g_strcmp0 (x->dealers, y->dealers) != 0 || x->events->len != y->events->len ||
      memcmp (x->hands, y->hands, sizeof x->hands) != 0 ||
      memcmp (x->points, y->points, sizeof x->points) != 0 ||
      memcmp (x->totals, y->totals, sizeof x->totals) != 0)
    return FALSE;
  for (guint p = 0; p < x->n_players; p++)
    if (g_strcmp0 (x->names[p], y->names[p]) != 0)
      return FALSE;

  /* Lines are zeroed before they are filled: whole structs compare. */
  return x->events->len == 0 ||
         memcmp (x->events->data, y->events->data, x->events->len * sizeof (EventLine)) == 0;
}

guint
tablee_frantic_round_item_get_number (TableeFranticRoundItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), 0);

  return self->number;
}

guint
tablee_frantic_round_item_get_n_players (TableeFranticRoundItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), 0);

  return self->n_players;
}

const char *
tablee_frantic_round_item_get_dealers (TableeFranticRoundItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), NULL);

  return self->dealers;
}

#define CHECK_PLAYER(self, player, value) \
  G_STMT_START { \
    g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), value); \
    g_return_val_if_fail ((player) < (self)->n_players, value); \
  } G_STMT_END

const char *
tablee_frantic_round_item_get_name (TableeFranticRoundItem *self,
                                    guint                   player)
{
  CHECK_PLAYER (self, player, NULL);

  return self->names[player];
}

gboolean
tablee_frantic_round_item_is_finisher (TableeFranticRoundItem *self,
                                       guint                   player)
{
  CHECK_PLAYER (self, player, FALSE);

  return (self->finishers & (1u << player)) != 0;
}

gboolean
tablee_frantic_round_item_hand_counts (TableeFranticRoundItem *self,
                                       guint                   player)
{
  CHECK_PLAYER (self, player, FALSE);

  return (self->counted & (1u << player)) != 0;
}

int
tablee_frantic_round_item_get_hand (TableeFranticRoundItem *self,
                                    guint                   player)
{
  CHECK_PLAYER (self, player, 0);

  return self->hands[player];
}

int
tablee_frantic_round_item_get_points (TableeFranticRoundItem *self,
                                      guint                   player)
{
  CHECK_PLAYER (self, player, 0);

  return self->points[player];
}

int
tablee_frantic_round_item_get_total (TableeFranticRoundItem *self,
                                     guint                   player)
{
  CHECK_PLAYER (self, player, 0);

  return self->totals[player];
}

guint
tablee_frantic_round_item_get_n_events (TableeFranticRoundItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), 0);

  return self->events->len;
}

static const EventLine *
event_line (TableeFranticRoundItem *self,
            guint                   index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_ITEM (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  return &g_array_index (self->events, EventLine, index);
}

TableeFranticEvent
tablee_frantic_round_item_get_event (TableeFranticRoundItem *self,
                                     guint                   index)
{
  const EventLine *line = event_line (self, index);

  return line != NULL ? line->event : 0;
}

int
tablee_frantic_round_item_get_event_points (TableeFranticRoundItem *self,
                                            guint                   index,
                                            guint                   player)
{
  const EventLine *line = event_line (self, index);

  CHECK_PLAYER (self, player, 0);

  return line != NULL ? line->points[player] : 0;
}

gboolean
tablee_frantic_round_item_is_protected (TableeFranticRoundItem *self,
                                        guint                   index,
                                        guint                   player)
{
  const EventLine *line = event_line (self, index);

  CHECK_PLAYER (self, player, FALSE);

  return line != NULL && (line->lucky_mask & (1u << player)) != 0;
}

/* ---- TableeFranticTotalItem -------------------------------------------- */

struct _TableeFranticTotalItem
{
  GObject   parent_instance;

  char     *name;
  int       total;
  gboolean  leader;
};

G_DEFINE_FINAL_TYPE (TableeFranticTotalItem, tablee_frantic_total_item, G_TYPE_OBJECT)

enum {
  TOTAL_PROP_0,
  TOTAL_PROP_NAME,
  TOTAL_PROP_TOTAL,
  TOTAL_PROP_LEADER,
  N_TOTAL_PROPS
};

static GParamSpec *total_properties[N_TOTAL_PROPS];

static void
tablee_frantic_total_item_finalize (GObject *object)
{
  g_free (TABLEE_FRANTIC_TOTAL_ITEM (object)->name);

  G_OBJECT_CLASS (tablee_frantic_total_item_parent_class)->finalize (object);
}

static void
tablee_frantic_total_item_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  TableeFranticTotalItem *self = TABLEE_FRANTIC_TOTAL_ITEM (object);

  switch (prop_id)
    {
    case TOTAL_PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case TOTAL_PROP_TOTAL:
      g_value_set_int (value, self->total);
      break;
    case TOTAL_PROP_LEADER:
      g_value_set_boolean (value, self->leader);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_total_item_class_init (TableeFranticTotalItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_frantic_total_item_finalize;
  object_class->get_property = tablee_frantic_total_item_get_property;

  total_properties[TOTAL_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  total_properties[TOTAL_PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, G_MININT, G_MAXINT, 0, ro);
  total_properties[TOTAL_PROP_LEADER] = g_param_spec_boolean ("leader", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_TOTAL_PROPS, total_properties);
}

static void
tablee_frantic_total_item_init (TableeFranticTotalItem *self)
{
}

TableeFranticTotalItem *
_tablee_frantic_total_item_new (const char *name,
                                int         total,
                                gboolean    leader)
{
  TableeFranticTotalItem *self = g_object_new (TABLEE_TYPE_FRANTIC_TOTAL_ITEM, NULL);

  self->name = g_strdup (name);
  self->total = total;
  self->leader = leader;

  return self;
}

gboolean
_tablee_frantic_total_item_equal (gconstpointer a,
                                  gconstpointer b)
{
  const TableeFranticTotalItem *x = a;
  const TableeFranticTotalItem *y = b;

  return g_strcmp0 (x->name, y->name) == 0 && x->total == y->total && x->leader == y->leader;
}

const char *
tablee_frantic_total_item_get_name (TableeFranticTotalItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_TOTAL_ITEM (self), NULL);

  return self->name;
}

int
tablee_frantic_total_item_get_total (TableeFranticTotalItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_TOTAL_ITEM (self), 0);

  return self->total;
}

gboolean
tablee_frantic_total_item_get_leader (TableeFranticTotalItem *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_TOTAL_ITEM (self), FALSE);

  return self->leader;
}

/* ---- Keeping a store's items -------------------------------------------- */

void
_tablee_frantic_store_update (GListStore *store,
                              GPtrArray  *items,
                              GEqualFunc  equal)
{
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));
  guint first = 0;
  guint last_old = n_old;
  guint last_new = items->len;

  /* What did not change at either end stays: only the middle is told. */
  while (first < n_old && first < items->len)
    {
      g_autoptr(GObject) old = g_list_model_get_item (G_LIST_MODEL (store), first);

      if (!equal (old, g_ptr_array_index (items, first)))
        break;
      first++;
    }
  while (last_old > first && last_new > first)
    {
      g_autoptr(GObject) old = g_list_model_get_item (G_LIST_MODEL (store), last_old - 1);

      if (!equal (old, g_ptr_array_index (items, last_new - 1)))
        break;
      last_old--;
      last_new--;
    }
  if (first == last_old && first == last_new)
    return;

  g_list_store_splice (store, first, last_old - first,
                       items->pdata + first, last_new - first);
}
