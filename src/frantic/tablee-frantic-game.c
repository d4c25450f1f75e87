/* tablee-frantic-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-game.h"
#include "tablee-saveable.h"

#define DEFAULT_PLAYERS 3

struct _TableeFranticGame
{
  GObject              parent_instance;

  /* Owned */
  TableeRandom        *random;
  TableePlayers       *players;
  TableeFranticDeck   *deck;
  TableeFranticScorer *scorer;
};

static void tablee_frantic_game_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeFranticGame, tablee_frantic_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_frantic_game_saveable_init))

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
  if (!tablee_saveable_load (TABLEE_SAVEABLE (self->scorer), scorer_state, error))
    return FALSE;

  tablee_saveable_load (TABLEE_SAVEABLE (self->deck), deck_state, NULL);
  n_players = tablee_players_get_n_players (self->players);
  tablee_frantic_deck_set_n_players (self->deck, CLAMP (n_players, 2, TABLEE_FRANTIC_MAX_PLAYERS));

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

static void
players_changed_cb (TableeFranticGame *self)
{
  guint n_players = tablee_players_get_n_players (self->players);

  if (n_players >= 2)
    tablee_frantic_deck_set_n_players (self->deck, MIN (n_players, TABLEE_FRANTIC_MAX_PLAYERS));
}

static void
part_changed_cb (TableeFranticGame *self)
{
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
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
tablee_frantic_game_class_init (TableeFranticGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_frantic_game_dispose;
}

static void
tablee_frantic_game_init (TableeFranticGame *self)
{
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
  self->scorer = tablee_frantic_scorer_new (self->players);

  g_signal_connect_swapped (self->deck, "event-revealed", G_CALLBACK (event_revealed_cb), self);
  g_signal_connect_swapped (self->players, "items-changed", G_CALLBACK (players_changed_cb), self);
  g_signal_connect_swapped (self->deck, "state-changed", G_CALLBACK (part_changed_cb), self);
  g_signal_connect_swapped (self->scorer, "state-changed", G_CALLBACK (part_changed_cb), self);
  /* Renames change no model but the list: save them too. */
  g_signal_connect_swapped (self->players, "changed", G_CALLBACK (part_changed_cb), self);

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
  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  if (!tablee_frantic_scorer_add_round (self->scorer, round, error))
    return FALSE;

  tablee_frantic_deck_end_round (self->deck);

  return TRUE;
}

void
tablee_frantic_game_new_game (TableeFranticGame *self)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_GAME (self));

  tablee_frantic_scorer_new_game (self->scorer);
  tablee_frantic_deck_restart (self->deck);
}
