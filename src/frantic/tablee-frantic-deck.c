/* tablee-frantic-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-deck"

#include "config.h"

#include "tablee-frantic-private.h"

/* ---- TableeFranticReveal ---------------------------------------------- */

G_DEFINE_FINAL_TYPE (TableeFranticReveal, tablee_frantic_reveal, G_TYPE_OBJECT)

static void
tablee_frantic_reveal_class_init (TableeFranticRevealClass *klass)
{
}

static void
tablee_frantic_reveal_init (TableeFranticReveal *self)
{
}

TableeFranticReveal *
_tablee_frantic_reveal_new (TableeFranticEvent        event,
                            TableeFranticRevealOrigin origin,
                            guint                     lucky_mask,
                            gboolean                  no_effect)
{
  TableeFranticReveal *self = g_object_new (TABLEE_TYPE_FRANTIC_REVEAL, NULL);

  self->event = event;
  self->origin = origin;
  self->lucky_mask = lucky_mask;
  self->no_effect = no_effect;

  return self;
}

TableeFranticEvent
tablee_frantic_reveal_get_event (TableeFranticReveal *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_REVEAL (self), 0);

  return self->event;
}

TableeFranticRevealOrigin
tablee_frantic_reveal_get_origin (TableeFranticReveal *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_REVEAL (self), 0);

  return self->origin;
}

guint
tablee_frantic_reveal_get_lucky_mask (TableeFranticReveal *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_REVEAL (self), 0);

  return self->lucky_mask;
}

gboolean
tablee_frantic_reveal_get_no_effect (TableeFranticReveal *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_REVEAL (self), FALSE);

  return self->no_effect;
}

/* ---- TableeFranticDeck ------------------------------------------------ */

static void tablee_frantic_deck_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeFranticDeck, tablee_frantic_deck, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_frantic_deck_saveable_init))

enum {
  PROP_0,
  PROP_TROUBLEMAKER,
  PROP_N_PLAYERS,
  PROP_N_REMAINING,
  PROP_N_DISCARDED,
  PROP_CAN_DRAW,
  PROP_CHOICE,
  PROP_ROUND_OVER,
  PROP_TIME_BOMB_TURNS,
  PROP_RESHUFFLED,
  PROP_LUCKY_MASK,
  PROP_REVEALS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_EVENT_REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_tablee_frantic_deck_changed (TableeFranticDeck *self,
                              GArray            *before)
{
  tablee_notify_changed (G_OBJECT (self), before);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

gboolean
_tablee_frantic_events_contain (GArray             *array,
                                TableeFranticEvent  event)
{
  for (guint i = 0; i < array->len; i++)
    {
      if (g_array_index (array, TableeFranticEvent, i) == event)
        return TRUE;
    }

  return FALSE;
}

/* Puts the discard pile into the deck, and shuffles the deck. */
static void
reshuffle (TableeFranticDeck *self)
{
  g_array_append_vals (self->pile, self->discard->data, self->discard->len);
  g_array_set_size (self->discard, 0);
  if (self->pile->len > 1)
    tablee_random_shuffle (self->random, self->pile->data, self->pile->len,
                           sizeof (TableeFranticEvent));
}

/* Ends the pending choice, if any: the events an Event Manager showed and
 * that were not picked go to the bottom of the deck, in the order they
 * were shown (a decision). */
static void
drop_choice (TableeFranticDeck *self)
{
  if (self->choice == TABLEE_FRANTIC_CHOICE_EVENT_MANAGER)
    g_array_append_vals (self->pile, self->choices->data, self->choices->len);
  g_array_set_size (self->choices, 0);
  self->choice = TABLEE_FRANTIC_CHOICE_NONE;
}

static void
forget_round (TableeFranticDeck *self)
{
  drop_choice (self);
  g_array_set_size (self->round_events, 0);
  g_array_set_size (self->active, 0);
  self->pending_draws = 0;
  self->resolution_lucky = 0;
  self->lucky_mask = 0;
  self->time_bomb_turns = 0;
  self->round_over = FALSE;
  self->reshuffled = FALSE;
  g_list_store_remove_all (self->reveals);
}

static void
restart (TableeFranticDeck *self)
{
  forget_round (self);
  g_array_set_size (self->pile, 0);
  g_array_set_size (self->discard, 0);

  for (TableeFranticEvent i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      if (self->troublemaker || !tablee_frantic_event_get_info (i)->troublemaker)
        g_array_append_val (self->pile, i);
    }

  reshuffle (self);
}

/* Takes the top event off the deck, first turning the discard pile into a
 * new deck when the deck is empty. */
static gboolean
take_top (TableeFranticDeck  *self,
          TableeFranticEvent *event)
{
  if (self->pile->len == 0)
    {
      if (self->discard->len == 0)
        return FALSE;

      reshuffle (self);
      self->reshuffled = TRUE;
    }

  *event = g_array_index (self->pile, TableeFranticEvent, 0);
  g_array_remove_index (self->pile, 0);

  return TRUE;
}

static void
run_event (TableeFranticDeck         *self,
           TableeFranticEvent         event,
           TableeFranticRevealOrigin  origin)
{
  g_autoptr(TableeFranticReveal) reveal = NULL;
  gboolean no_effect = FALSE;

  /* What a Repeat may run again: the round's events before it. No choice
   * is pending while an event runs. */
  if (event == TABLEE_FRANTIC_EVENT_REPEAT)
    {
      g_array_set_size (self->choices, 0);
      for (guint i = 0; i < self->round_events->len; i++)
        {
          TableeFranticEvent e = g_array_index (self->round_events, TableeFranticEvent, i);

          if (e != TABLEE_FRANTIC_EVENT_REPEAT)
            g_array_append_val (self->choices, e);
        }
      no_effect = self->choices->len == 0;
    }

  if (!_tablee_frantic_events_contain (self->round_events, event))
    g_array_append_val (self->round_events, event);

  switch (event)
    {
    case TABLEE_FRANTIC_EVENT_EVENT_MANAGER:
      g_array_set_size (self->choices, 0);
      for (guint i = 0; i < MANAGER_CHOICES; i++)
        {
          TableeFranticEvent candidate;

          if (!take_top (self, &candidate))
            break;
          g_array_append_val (self->choices, candidate);
        }
      if (self->choices->len > 0)
        self->choice = TABLEE_FRANTIC_CHOICE_EVENT_MANAGER;
      else
        no_effect = TRUE;
      break;

    case TABLEE_FRANTIC_EVENT_PLAGUE:
      self->pending_draws += PLAGUE_DRAWS;
      break;

    case TABLEE_FRANTIC_EVENT_REPEAT:
      if (!no_effect)
        self->choice = TABLEE_FRANTIC_CHOICE_REPEAT;
      break;

    case TABLEE_FRANTIC_EVENT_TIME_BOMB:
      self->time_bomb_turns = TIME_BOMB_TURNS_PER_PLAYER * self->n_players;
      G_GNUC_FALLTHROUGH;
    case TABLEE_FRANTIC_EVENT_LAST_CHANCE:
    case TABLEE_FRANTIC_EVENT_PLUS_ONE:
      if (!_tablee_frantic_events_contain (self->active, event))
        g_array_append_val (self->active, event);
      break;

    case TABLEE_FRANTIC_EVENT_DOOMSDAY:
    case TABLEE_FRANTIC_EVENT_FINISH_LINE:
      self->round_over = TRUE;
      break;

    default:
      /* The other events act on the players' cards only. */
      break;
    }

  reveal = _tablee_frantic_reveal_new (event, origin, self->resolution_lucky, no_effect);
  g_list_store_append (self->reveals, reveal);
  g_signal_emit (self, signals[SIGNAL_EVENT_REVEALED], 0, reveal);
}

/* Draws what is left to draw, until a choice stops it or nothing is left.
 * A Plague's second event runs even when the first ended the round. */
static void
resolve (TableeFranticDeck *self)
{
  while (self->choice == TABLEE_FRANTIC_CHOICE_NONE && self->pending_draws > 0)
    {
      TableeFranticEvent event;

      self->pending_draws--;
      if (!take_top (self, &event))
        {
          self->pending_draws = 0;
          break;
        }
      /* The event goes to the discard pile once it has run, so that an
       * Event Manager that reshuffles cannot show itself. */
      run_event (self, event, TABLEE_FRANTIC_REVEAL_DRAWN);
      g_array_append_val (self->discard, event);
    }

  if (self->choice == TABLEE_FRANTIC_CHOICE_NONE && self->pending_draws == 0)
    self->resolution_lucky = 0;
}

static void
tablee_frantic_deck_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = _tablee_frantic_deck_save;
  iface->load = _tablee_frantic_deck_load;
}

/* ---- GObject ----------------------------------------------------------- */

static void
tablee_frantic_deck_dispose (GObject *object)
{
  TableeFranticDeck *self = TABLEE_FRANTIC_DECK (object);

  g_clear_object (&self->random);
  g_clear_object (&self->reveals);

  G_OBJECT_CLASS (tablee_frantic_deck_parent_class)->dispose (object);
}

static void
tablee_frantic_deck_finalize (GObject *object)
{
  TableeFranticDeck *self = TABLEE_FRANTIC_DECK (object);

  g_clear_pointer (&self->pile, g_array_unref);
  g_clear_pointer (&self->discard, g_array_unref);
  g_clear_pointer (&self->round_events, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->active, g_array_unref);

  G_OBJECT_CLASS (tablee_frantic_deck_parent_class)->finalize (object);
}

static void
tablee_frantic_deck_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TableeFranticDeck *self = TABLEE_FRANTIC_DECK (object);

  switch (prop_id)
    {
    case PROP_TROUBLEMAKER:
      g_value_set_boolean (value, self->troublemaker);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_N_REMAINING:
      g_value_set_uint (value, self->pile->len);
      break;
    case PROP_N_DISCARDED:
      g_value_set_uint (value, self->discard->len);
      break;
    case PROP_CAN_DRAW:
      g_value_set_boolean (value, tablee_frantic_deck_get_can_draw (self));
      break;
    case PROP_CHOICE:
      g_value_set_uint (value, self->choice);
      break;
    case PROP_ROUND_OVER:
      g_value_set_boolean (value, self->round_over);
      break;
    case PROP_TIME_BOMB_TURNS:
      g_value_set_uint (value, self->time_bomb_turns);
      break;
    case PROP_RESHUFFLED:
      g_value_set_boolean (value, self->reshuffled);
      break;
    case PROP_REVEALS:
      g_value_set_object (value, self->reveals);
      break;
    case PROP_LUCKY_MASK:
      g_value_set_uint (value, self->lucky_mask);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_deck_class_init (TableeFranticDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_frantic_deck_dispose;
  object_class->finalize = tablee_frantic_deck_finalize;
  object_class->get_property = tablee_frantic_deck_get_property;

  properties[PROP_TROUBLEMAKER] =
    g_param_spec_boolean ("troublemaker", NULL, NULL, FALSE, ro);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 2, TABLEE_FRANTIC_MAX_PLAYERS, 4, ro);
  properties[PROP_N_REMAINING] =
    g_param_spec_uint ("n-remaining", NULL, NULL, 0, TABLEE_FRANTIC_N_EVENTS, 0, ro);
  properties[PROP_N_DISCARDED] =
    g_param_spec_uint ("n-discarded", NULL, NULL, 0, TABLEE_FRANTIC_N_EVENTS, 0, ro);
  properties[PROP_CAN_DRAW] =
    g_param_spec_boolean ("can-draw", NULL, NULL, FALSE, ro);
  properties[PROP_CHOICE] =
    g_param_spec_uint ("choice", NULL, NULL, 0, TABLEE_FRANTIC_CHOICE_REPEAT, 0, ro);
  properties[PROP_ROUND_OVER] =
    g_param_spec_boolean ("round-over", NULL, NULL, FALSE, ro);
  properties[PROP_TIME_BOMB_TURNS] =
    g_param_spec_uint ("time-bomb-turns", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_RESHUFFLED] =
    g_param_spec_boolean ("reshuffled", NULL, NULL, FALSE, ro);
  properties[PROP_LUCKY_MASK] =
    g_param_spec_uint ("lucky-mask", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /* The same list for the deck's life: its "n-items" follows it. */
  properties[PROP_REVEALS] =
    g_param_spec_object ("reveals", NULL, NULL, G_TYPE_LIST_STORE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_EVENT_REVEALED] =
    g_signal_new ("event-revealed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TABLEE_TYPE_FRANTIC_REVEAL);
}

static void
tablee_frantic_deck_init (TableeFranticDeck *self)
{
  self->pile = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  self->discard = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  self->round_events = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  self->choices = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  self->active = g_array_new (FALSE, FALSE, sizeof (TableeFranticEvent));
  self->reveals = g_list_store_new (TABLEE_TYPE_FRANTIC_REVEAL);
  self->n_players = 4;
  self->troublemaker = TRUE;
}

/* ---- Public API -------------------------------------------------------- */

TableeFranticDeck *
tablee_frantic_deck_new (TableeRandom *random)
{
  TableeFranticDeck *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_DECK, NULL);
  self->random = g_object_ref (random);
  restart (self);

  return self;
}

gboolean
tablee_frantic_deck_get_troublemaker (TableeFranticDeck *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  return self->troublemaker;
}

void
tablee_frantic_deck_set_troublemaker (TableeFranticDeck *self,
                                      gboolean           troublemaker)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_DECK (self));

  troublemaker = !!troublemaker;
  if (self->troublemaker == troublemaker)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->troublemaker = troublemaker;
  restart (self);
  _tablee_frantic_deck_changed (self, before);
}

guint
tablee_frantic_deck_get_n_players (TableeFranticDeck *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), 0);

  return self->n_players;
}

void
tablee_frantic_deck_set_n_players (TableeFranticDeck *self,
                                   guint              n_players)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_DECK (self));
  g_return_if_fail (n_players >= 2 && n_players <= TABLEE_FRANTIC_MAX_PLAYERS);

  if (self->n_players == n_players)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->n_players = n_players;
  /* Marks of players who left mean nothing any more. */
  self->lucky_mask &= (1u << n_players) - 1;
  _tablee_frantic_deck_changed (self, before);
}

void
tablee_frantic_deck_restart (TableeFranticDeck *self)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_DECK (self));

  before = tablee_snapshot_properties (G_OBJECT (self));
  restart (self);
  _tablee_frantic_deck_changed (self, before);
}

gboolean
tablee_frantic_deck_get_can_draw (TableeFranticDeck *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  return self->choice == TABLEE_FRANTIC_CHOICE_NONE &&
         self->pending_draws == 0 &&
         !self->round_over &&
         self->pile->len + self->discard->len > 0;
}

gboolean
tablee_frantic_deck_black_card_played (TableeFranticDeck *self)
{
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  if (!tablee_frantic_deck_get_can_draw (self))
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  g_list_store_remove_all (self->reveals);
  self->reshuffled = FALSE;
  self->resolution_lucky = self->lucky_mask;
  self->lucky_mask = 0;
  self->pending_draws = 1;
  resolve (self);
  _tablee_frantic_deck_changed (self, before);

  return TRUE;
}

GListModel *
tablee_frantic_deck_get_reveals (TableeFranticDeck *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), NULL);

  return G_LIST_MODEL (self->reveals);
}

const TableeFranticEvent *
tablee_frantic_deck_get_round_events (TableeFranticDeck *self,
                                      guint             *n_events)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), NULL);

  *n_events = self->round_events->len;
  return (const TableeFranticEvent *) self->round_events->data;
}

const TableeFranticEvent *
tablee_frantic_deck_get_choices (TableeFranticDeck *self,
                                 guint             *n_choices)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), NULL);

  *n_choices = self->choices->len;
  return (const TableeFranticEvent *) self->choices->data;
}

gboolean
tablee_frantic_deck_choose (TableeFranticDeck *self,
                            guint              index)
{
  TableeFranticChoice choice;
  TableeFranticEvent event;
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  if (self->choice == TABLEE_FRANTIC_CHOICE_NONE || index >= self->choices->len)
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  choice = self->choice;
  event = g_array_index (self->choices, TableeFranticEvent, index);
  g_array_remove_index (self->choices, index);
  drop_choice (self);

  run_event (self, event, choice == TABLEE_FRANTIC_CHOICE_EVENT_MANAGER ?
                          TABLEE_FRANTIC_REVEAL_PICKED : TABLEE_FRANTIC_REVEAL_REPEATED);
  if (choice == TABLEE_FRANTIC_CHOICE_EVENT_MANAGER)
    g_array_append_val (self->discard, event);
  resolve (self);
  _tablee_frantic_deck_changed (self, before);

  return TRUE;
}

gboolean
tablee_frantic_deck_is_active (TableeFranticDeck  *self,
                               TableeFranticEvent  event)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  return _tablee_frantic_events_contain (self->active, event);
}

guint
tablee_frantic_deck_get_time_bomb_turns (TableeFranticDeck *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), 0);

  return self->time_bomb_turns;
}

gboolean
tablee_frantic_deck_next_turn (TableeFranticDeck *self)
{
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_DECK (self), FALSE);

  /* Once the round is over (Finish Line, Doomsday or the bomb itself),
   * no turn is played. */
  if (self->time_bomb_turns == 0 || self->round_over)
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->time_bomb_turns--;
  /* The round ends when a player would start a fourth turn. */
  if (self->time_bomb_turns == 0)
    self->round_over = TRUE;
  _tablee_frantic_deck_changed (self, before);

  return TRUE;
}

void
tablee_frantic_deck_set_lucky (TableeFranticDeck *self,
                               guint              player,
                               gboolean           lucky)
{
  GArray *before;
  guint mask;

  g_return_if_fail (TABLEE_IS_FRANTIC_DECK (self));
  g_return_if_fail (player < self->n_players);

  mask = lucky ? self->lucky_mask | (1u << player) : self->lucky_mask & ~(1u << player);
  if (mask == self->lucky_mask)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->lucky_mask = mask;
  _tablee_frantic_deck_changed (self, before);
}

void
tablee_frantic_deck_end_round (TableeFranticDeck *self)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_DECK (self));

  before = tablee_snapshot_properties (G_OBJECT (self));
  forget_round (self);

  /* The event cards are shuffled again before every round, the revealed
   * ones with the others: each round starts with the whole deck. */
  reshuffle (self);

  _tablee_frantic_deck_changed (self, before);
}
