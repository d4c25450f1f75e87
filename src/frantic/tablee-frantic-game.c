/* tablee-frantic-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-game.h"
#include "tablee-frantic-texts.h"
#include "tablee-saveable.h"

#define DEFAULT_PLAYERS 3
/* Undo goes back this many changes. */
#define HISTORY_DEPTH 100

/* One change of the game, as the page shows it in a toast. */
typedef struct {
  GVariant *state;  /* the whole game on the other side of the change */
  char     *description;
} Step;

struct _TableeFranticGame
{
  GObject              parent_instance;

  /* Owned */
  TableeRandom        *random;
  TableePlayers       *players;
  TableeFranticDeck   *deck;
  TableeFranticScorer *scorer;
  /* One history for the deck and the sheet, in the order things happened:
   * the state before each change, most recent first. */
  GQueue               undo;
  GQueue               redo;
  GVariant            *last_state;
  /* Changes made inside one action are one step. */
  guint                group_depth;
  gboolean             restoring;
};

static void tablee_frantic_game_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeFranticGame, tablee_frantic_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_frantic_game_saveable_init))

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
step_free (gpointer data)
{
  Step *step = data;

  g_variant_unref (step->state);
  g_free (step->description);
  g_free (step);
}

static Step *
step_new (GVariant   *state,
          const char *description)
{
  Step *step = g_new0 (Step, 1);

  step->state = g_variant_ref (state);
  step->description = g_strdup (description);

  return step;
}

/* Notifies can-undo and can-redo when they changed. */
static void
history_notify (TableeFranticGame *self,
                gboolean           could_undo,
                gboolean           could_redo)
{
  if (could_undo != !g_queue_is_empty (&self->undo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != !g_queue_is_empty (&self->redo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Starts the history again from the game as it is. */
static void
history_reset (TableeFranticGame *self)
{
  gboolean could_undo = !g_queue_is_empty (&self->undo);
  gboolean could_redo = !g_queue_is_empty (&self->redo);

  g_queue_clear_full (&self->undo, step_free);
  g_queue_clear_full (&self->redo, step_free);
  g_clear_pointer (&self->last_state, g_variant_unref);
  self->last_state = tablee_saveable_save (TABLEE_SAVEABLE (self));
  history_notify (self, could_undo, could_redo);
}

/* Takes a step when the game changed since the last one. */
static void
history_record (TableeFranticGame *self,
                const char        *description)
{
  g_autoptr(GVariant) state = NULL;
  gboolean could_undo = !g_queue_is_empty (&self->undo);
  gboolean could_redo = !g_queue_is_empty (&self->redo);

  if (self->restoring || self->group_depth > 0)
    return;

  state = tablee_saveable_save (TABLEE_SAVEABLE (self));
  if (self->last_state != NULL && g_variant_equal (state, self->last_state))
    return;

  if (self->last_state != NULL)
    {
      g_queue_push_head (&self->undo, step_new (self->last_state, description));
      while (g_queue_get_length (&self->undo) > HISTORY_DEPTH)
        step_free (g_queue_pop_tail (&self->undo));
      g_queue_clear_full (&self->redo, step_free);
    }
  g_clear_pointer (&self->last_state, g_variant_unref);
  self->last_state = g_steal_pointer (&state);
  history_notify (self, could_undo, could_redo);
}

static void
group_begin (TableeFranticGame *self)
{
  self->group_depth++;
}

static void
group_end (TableeFranticGame *self,
           const char        *description)
{
  g_return_if_fail (self->group_depth > 0);

  self->group_depth--;
  history_record (self, description);
}

static GVariant *
tablee_frantic_game_save (TableeSaveable *saveable)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (saveable);
  g_autoptr(GVariant) deck = tablee_saveable_save (TABLEE_SAVEABLE (self->deck));
  g_autoptr(GVariant) scorer = tablee_saveable_save (TABLEE_SAVEABLE (self->scorer));
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "deck", deck);
  g_variant_dict_insert_value (&dict, "scorer", scorer);

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_frantic_game_load (TableeSaveable  *saveable,
                          GVariant        *state,
                          GError         **error)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (saveable);
  g_autoptr(GVariant) deck_state = g_variant_lookup_value (state, "deck", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) scorer_state = g_variant_lookup_value (state, "scorer", G_VARIANT_TYPE_VARDICT);
  g_autoptr(TableeFranticDeck) scratch = NULL;
  guint n_players;

  if (deck_state == NULL || scorer_state == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The saved game of Frantic is damaged."));
      return FALSE;
    }

  /* The deck is tried on a scratch deck first, so that a damaged state
   * changes nothing at all. */
  scratch = tablee_frantic_deck_new (self->random);
  if (!tablee_saveable_load (TABLEE_SAVEABLE (scratch), deck_state, error))
    return FALSE;

  /* The parts change one after the other: no step in between. */
  group_begin (self);
  if (!tablee_saveable_load (TABLEE_SAVEABLE (self->scorer), scorer_state, error))
    {
      self->group_depth--;
      return FALSE;
    }

  tablee_saveable_load (TABLEE_SAVEABLE (self->deck), deck_state, NULL);
  n_players = tablee_players_get_n_players (self->players);
  tablee_frantic_deck_set_n_players (self->deck, CLAMP (n_players, 2, TABLEE_FRANTIC_MAX_PLAYERS));
  self->group_depth--;

  /* A game restored from disk starts a new history; undo and redo keep
   * theirs. */
  if (!self->restoring)
    history_reset (self);

  return TRUE;
}

static void
tablee_frantic_game_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_frantic_game_save;
  iface->load = tablee_frantic_game_load;
}

static void
event_revealed_cb (TableeFranticGame   *self,
                   TableeFranticReveal *reveal)
{
  TableeFranticEvent event = tablee_frantic_reveal_get_event (reveal);

  if (tablee_frantic_event_has_flag (event, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES))
    tablee_frantic_scorer_add_pending (self->scorer, event,
                                       tablee_frantic_reveal_get_lucky_mask (reveal));
}

/* The sheet's columns and the deck's player count follow the players in
 * one step: it opens before the sheet hears of them, closes after. */
static void
players_changing_cb (TableeFranticGame *self)
{
  group_begin (self);
}

static void
players_changed_cb (TableeFranticGame *self)
{
  guint n_players = tablee_players_get_n_players (self->players);

  if (n_players >= 2)
    tablee_frantic_deck_set_n_players (self->deck, MIN (n_players, TABLEE_FRANTIC_MAX_PLAYERS));
  group_end (self, _("The players changed"));
}

static void
renamed_cb (TableeFranticGame *self)
{
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
  history_record (self, _("A player was renamed"));
}

static void
deck_changed_cb (TableeFranticGame *self)
{
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
  /* Outside the game's own actions only the Lucky Bastard marks change
   * the deck alone. */
  history_record (self, _("Lucky Bastard marks changed"));
}

static void
scorer_changed_cb (TableeFranticGame *self)
{
  const char *description = tablee_frantic_scorer_get_change_description (self->scorer);

  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
  history_record (self, description != NULL ? description : _("The score sheet changed"));
}

static void
tablee_frantic_game_dispose (GObject *object)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (object);

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_data (self->deck, self);
  if (self->scorer != NULL)
    g_signal_handlers_disconnect_by_data (self->scorer, self);
  if (self->players != NULL)
    g_signal_handlers_disconnect_by_data (self->players, self);

  g_clear_object (&self->scorer);
  g_clear_object (&self->deck);
  g_clear_object (&self->players);
  g_clear_object (&self->random);

  G_OBJECT_CLASS (tablee_frantic_game_parent_class)->dispose (object);
}

static void
tablee_frantic_game_finalize (GObject *object)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (object);

  g_queue_clear_full (&self->undo, step_free);
  g_queue_clear_full (&self->redo, step_free);
  g_clear_pointer (&self->last_state, g_variant_unref);

  G_OBJECT_CLASS (tablee_frantic_game_parent_class)->finalize (object);
}

static void
tablee_frantic_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tablee_frantic_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tablee_frantic_game_get_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_game_class_init (TableeFranticGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_frantic_game_dispose;
  object_class->finalize = tablee_frantic_game_finalize;
  object_class->get_property = tablee_frantic_game_get_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_frantic_game_init (TableeFranticGame *self)
{
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
}

TableeFranticGame *
tablee_frantic_game_new (TableeRandom *random)
{
  TableeFranticGame *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_GAME, NULL);
  self->random = g_object_ref (random);
  self->players = tablee_players_new (TABLEE_FRANTIC_MIN_PLAYERS, TABLEE_FRANTIC_MAX_PLAYERS);
  tablee_players_reset (self->players, DEFAULT_PLAYERS);
  self->deck = tablee_frantic_deck_new (random);
  tablee_frantic_deck_set_n_players (self->deck, DEFAULT_PLAYERS);
  /* Before the sheet connects to the players. */
  g_signal_connect_swapped (self->players, "items-changed", G_CALLBACK (players_changing_cb), self);
  self->scorer = tablee_frantic_scorer_new (self->players);

  g_signal_connect_swapped (self->deck, "event-revealed", G_CALLBACK (event_revealed_cb), self);
  g_signal_connect_data (self->players, "items-changed", G_CALLBACK (players_changed_cb), self,
                         NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_swapped (self->deck, "state-changed", G_CALLBACK (deck_changed_cb), self);
  g_signal_connect_swapped (self->scorer, "state-changed", G_CALLBACK (scorer_changed_cb), self);
  /* Renames change no model but the list: save them too. */
  g_signal_connect_swapped (self->players, "changed", G_CALLBACK (renamed_cb), self);
  history_reset (self);

  return self;
}

TableePlayers *
tablee_frantic_game_get_players (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), NULL);

  return self->players;
}

TableeFranticDeck *
tablee_frantic_game_get_deck (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), NULL);

  return self->deck;
}

TableeFranticScorer *
tablee_frantic_game_get_scorer (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), NULL);

  return self->scorer;
}

gboolean
tablee_frantic_game_add_round (TableeFranticGame         *self,
                               const TableeFranticRound  *round,
                               GError                   **error)
{
  g_autofree char *description = NULL;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  group_begin (self);
  if (!tablee_frantic_scorer_add_round (self->scorer, round, error))
    {
      group_end (self, NULL);
      return FALSE;
    }
  tablee_frantic_deck_end_round (self->deck);
  description = g_strdup_printf (_("Round %u added"), tablee_frantic_scorer_get_n_rounds (self->scorer));
  group_end (self, description);

  return TRUE;
}

gboolean
tablee_frantic_game_replace_round (TableeFranticGame         *self,
                                   guint                      index,
                                   const TableeFranticRound  *round,
                                   GError                   **error)
{
  g_autofree char *description = NULL;
  gboolean replaced;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  description = g_strdup_printf (_("Round %u changed"), index + 1);
  group_begin (self);
  replaced = tablee_frantic_scorer_replace_round (self->scorer, index, round, error);
  group_end (self, description);

  return replaced;
}

void
tablee_frantic_game_new_game (TableeFranticGame *self)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_GAME (self));

  group_begin (self);
  tablee_frantic_scorer_new_game (self->scorer);
  tablee_frantic_deck_restart (self->deck);
  group_end (self, _("New game started"));
}

/* "Plague, Time Bomb" for the events the last black card set off. */
static char *
reveal_titles (TableeFranticGame *self,
               guint              from)
{
  GListModel *reveals = tablee_frantic_deck_get_reveals (self->deck);
  g_autoptr(GString) titles = g_string_new (NULL);

  for (guint i = from; i < g_list_model_get_n_items (reveals); i++)
    {
      g_autoptr(TableeFranticReveal) reveal = g_list_model_get_item (reveals, i);
      g_autofree char *title = tablee_frantic_event_dup_title (tablee_frantic_reveal_get_event (reveal), NULL);

      if (titles->len > 0)
        g_string_append (titles, _(", "));
      g_string_append (titles, title);
    }

  return g_string_free (g_steal_pointer (&titles), FALSE);
}

gboolean
tablee_frantic_game_black_card (TableeFranticGame *self)
{
  g_autofree char *titles = NULL;
  g_autofree char *description = NULL;
  gboolean drawn;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  group_begin (self);
  drawn = tablee_frantic_deck_black_card_played (self->deck);
  titles = reveal_titles (self, 0);
  /* Translators: %s lists the events a black card revealed. */
  description = g_strdup_printf (_("Black card: %s"), *titles != '\0' ? titles : "…");
  group_end (self, description);

  return drawn;
}

gboolean
tablee_frantic_game_choose (TableeFranticGame *self,
                            guint              index)
{
  guint before;
  g_autofree char *titles = NULL;
  g_autofree char *description = NULL;
  gboolean chosen;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  before = g_list_model_get_n_items (tablee_frantic_deck_get_reveals (self->deck));
  group_begin (self);
  chosen = tablee_frantic_deck_choose (self->deck, index);
  titles = reveal_titles (self, before);
  /* Translators: %s lists the events a choice ran. */
  description = g_strdup_printf (_("Event chosen: %s"), titles);
  group_end (self, description);

  return chosen;
}

gboolean
tablee_frantic_game_next_turn (TableeFranticGame *self)
{
  gboolean done;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  group_begin (self);
  done = tablee_frantic_deck_next_turn (self->deck);
  group_end (self, _("A Time Bomb turn"));

  return done;
}

void
tablee_frantic_game_set_troublemaker (TableeFranticGame *self,
                                      gboolean           troublemaker)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_GAME (self));

  if (tablee_frantic_deck_get_troublemaker (self->deck) == !!troublemaker)
    return;

  /* A new deck starts a new round: what its events left waiting goes
   * with them. */
  group_begin (self);
  tablee_frantic_deck_set_troublemaker (self->deck, troublemaker);
  tablee_frantic_scorer_clear_pending (self->scorer);
  group_end (self, troublemaker ? _("Troublemaker events switched on") :
                                  _("Troublemaker events switched off"));
}

gboolean
tablee_frantic_game_get_can_undo (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  return !g_queue_is_empty (&self->undo);
}

gboolean
tablee_frantic_game_get_can_redo (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  return !g_queue_is_empty (&self->redo);
}

/* Puts the game back in the state of a step, which gets the current state
 * in exchange and moves to the other queue. */
static char *
travel (TableeFranticGame *self,
        GQueue            *from,
        GQueue            *to)
{
  gboolean could_undo = !g_queue_is_empty (&self->undo);
  gboolean could_redo = !g_queue_is_empty (&self->redo);
  Step *step = g_queue_pop_head (from);
  GVariant *current;

  if (step == NULL)
    return NULL;

  self->restoring = TRUE;
  if (!tablee_saveable_load (TABLEE_SAVEABLE (self), step->state, NULL))
    g_critical ("A step of the game's history did not load");
  self->restoring = FALSE;

  current = self->last_state;
  self->last_state = g_variant_ref (step->state);
  g_queue_push_head (to, step_new (current, step->description));
  g_variant_unref (current);
  history_notify (self, could_undo, could_redo);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));

  {
    char *description = g_steal_pointer (&step->description);

    step_free (step);
    return description;
  }
}

char *
tablee_frantic_game_undo (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), NULL);

  return travel (self, &self->undo, &self->redo);
}

char *
tablee_frantic_game_redo (TableeFranticGame *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), NULL);

  return travel (self, &self->redo, &self->undo);
}
