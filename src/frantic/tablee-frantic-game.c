/* tablee-frantic-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-game.h"
#include "tablee-frantic-private.h"

/* The version of the saved state (tablee-game.h): bump it when save_state()
 * writes something else. 2: the TableeGame envelope, the players out of
 * the sheet. */
#define FORMAT_VERSION 2

struct _TableeFranticGame
{
  TableeGame           parent_instance;

  /* Owned */
  TableeRandom        *random;
  TableeFranticDeck   *deck;
  TableeFranticScorer *scorer;
  /* The sheet tells what a load changed: not a change of its own. */
  gboolean             settling;
};

G_DEFINE_FINAL_TYPE (TableeFranticGame, tablee_frantic_game, TABLEE_TYPE_GAME)

enum {
  PROP_0,
  PROP_DECK,
  PROP_SCORER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Every change of the game ends here: the game is over when someone
 * reached the limit. */
static void
end_change (TableeFranticGame *self,
            const char        *label)
{
  tablee_game_set_finished (TABLEE_GAME (self), tablee_frantic_scorer_get_game_over (self->scorer));
  tablee_game_end_change (TABLEE_GAME (self), label);
}

/* ---- TableeGame -------------------------------------------------------- */

static GVariant *
tablee_frantic_game_save_state (TableeGame *game)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (game);
  g_autoptr(GVariant) deck = tablee_saveable_save (TABLEE_SAVEABLE (self->deck));
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "deck", deck);
  g_variant_dict_insert_value (&dict, "scorer", tablee_frantic_scorer_save_state (self->scorer));

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_frantic_game_load_state (TableeGame  *game,
                                GVariant    *state,
                                guint        n_players,
                                GError     **error)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (game);
  g_autoptr(GVariant) deck_state = g_variant_lookup_value (state, "deck", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) scorer_state = g_variant_lookup_value (state, "scorer", G_VARIANT_TYPE_VARDICT);
  g_autoptr(TableeFranticDeck) scratch = NULL;

  if (deck_state == NULL || scorer_state == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The saved game of Frantic is damaged."));
      return FALSE;
    }

  /* The deck is tried on a scratch deck first, so that a damaged state
   * changes nothing at all. */
  scratch = tablee_frantic_deck_new (self->random);
  if (!tablee_saveable_load (TABLEE_SAVEABLE (scratch), deck_state, error) ||
      !tablee_frantic_scorer_load_state (self->scorer, scorer_state, n_players, error))
    return FALSE;

  tablee_saveable_load (TABLEE_SAVEABLE (self->deck), deck_state, NULL);
  tablee_frantic_deck_set_n_players (self->deck, n_players);

  return TRUE;
}

/* Version 1 (Tablée 0.1.0) saved the same deck and sheet, with the
 * players in the sheet ("scorer"'s "players"). Version 2 moved them into
 * TableeGame's envelope; the sheet is otherwise the same (its "finishers"
 * and "kept-hands" came later and may be missing). The game was over when
 * someone had reached the limit: a scratch sheet reads it to know. */
static GVariant *
tablee_frantic_game_migrate_state (TableeGame  *game,
                                   guint32      from_version,
                                   GVariant    *state,
                                   GError     **error)
{
  g_autoptr(GVariant) deck = g_variant_lookup_value (state, "deck", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) scorer = g_variant_lookup_value (state, "scorer", G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) sheet = NULL;
  g_autoptr(TableePlayers) seats = NULL;
  g_autoptr(TableeFranticScorer) scratch = NULL;
  GVariantDict dict;

  if (from_version != 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "Frantic: no migration from version %u", from_version);
      return NULL;
    }

  if (deck == NULL || scorer == NULL ||
      (players = g_variant_lookup_value (scorer, "players", G_VARIANT_TYPE ("a(ss)"))) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The saved game of Frantic is damaged."));
      return NULL;
    }

  sheet = g_variant_ref_sink (tablee_game_drop_keys (scorer, "players", NULL));
  seats = tablee_players_new (TABLEE_FRANTIC_MIN_PLAYERS, TABLEE_FRANTIC_MAX_PLAYERS);
  scratch = tablee_frantic_scorer_new (seats);
  if (!tablee_players_deserialize (seats, players, error) ||
      !tablee_frantic_scorer_load_state (scratch, sheet, tablee_players_get_n_players (seats), error))
    return NULL;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "deck", deck);
  g_variant_dict_insert_value (&dict, "scorer", sheet);

  return tablee_game_envelope_v1 (players, tablee_frantic_scorer_get_game_over (scratch),
                                  g_variant_dict_end (&dict));
}

static void
tablee_frantic_game_new_game (TableeGame *game)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (game);

  tablee_frantic_scorer_new_game (self->scorer);
  tablee_frantic_deck_restart (self->deck);
}

/* The deck counts the players for the Time Bomb; the sheet's columns
 * follow them by themselves. */
static void
tablee_frantic_game_seats_changed (TableeGame *game,
                                   guint       position,
                                   guint       removed,
                                   guint       added)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (game);

  /* The seats keep between the game's least and most players. */
  tablee_frantic_deck_set_n_players (self->deck, tablee_players_get_n_players (tablee_game_get_players (game)));
}

static char *
tablee_frantic_game_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("limit-%u", tablee_frantic_scorer_get_limit (TABLEE_FRANTIC_GAME (game)->scorer));
}

/* Each seat's total; the lowest wins, ties share. */
static guint
tablee_frantic_game_get_result (TableeGame *game,
                                int        *figures)
{
  TableeFranticScorer *scorer = TABLEE_FRANTIC_GAME (game)->scorer;

  for (guint i = 0; i < tablee_players_get_n_players (tablee_game_get_players (game)); i++)
    figures[i] = tablee_frantic_scorer_get_total (scorer, i);

  return tablee_frantic_scorer_get_leaders (scorer);
}

/* The sheet, to show it and its chart again. */
static GVariant *
tablee_frantic_game_dup_detail (TableeGame *game)
{
  return g_variant_ref_sink (tablee_frantic_scorer_save_state (TABLEE_FRANTIC_GAME (game)->scorer));
}

/* An imported game: a limit the sheet offers, and the sheet itself, if
 * any, in the form it saves. */
static gboolean
tablee_frantic_game_check_record (TableeGameClass  *klass,
                                  const char       *mode,
                                  guint             n_players,
                                  const int        *figures,
                                  GVariant         *detail,
                                  GError          **error)
{
  return tablee_game_check_record_limits (mode, "limit-", TABLEE_FRANTIC_LIMIT_MIN, TABLEE_FRANTIC_LIMIT_MAX,
                                          n_players, figures, G_MININT, G_MAXINT, detail,
                                          G_VARIANT_TYPE_VARDICT, error);
}

/* ---- The parts --------------------------------------------------------- */

static void
event_revealed_cb (TableeFranticGame   *self,
                   TableeFranticReveal *reveal)
{
  TableeFranticEvent event = tablee_frantic_reveal_get_event (reveal);

  if (tablee_frantic_event_has_flag (event, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES))
    tablee_frantic_scorer_add_pending (self->scorer, event,
                                       tablee_frantic_reveal_get_lucky_mask (reveal));
}

/* The parts change inside the game's own changes, which say what they
 * were; what changes them from outside is a change of its own. */
static void
part_changed_cb (TableeFranticGame *self,
                 GObject           *part)
{
  if (tablee_game_get_restoring (TABLEE_GAME (self)) || self->settling)
    return;

  /* Outside the game's own actions only the Lucky Bastard marks change
   * the deck alone and, a change of players aside, only the limit the
   * sheet. */
  tablee_game_begin_change (TABLEE_GAME (self));
  end_change (self, part == G_OBJECT (self->deck) ? _("Lucky Bastard marks changed") :
                                                    _("The points limit changed"));
}

/* A load (undo, redo, a saved game) is over and the seats are in place:
 * when they were the same, nothing told the sheet, which must tell its
 * views what the load changed. Connected first, so before any view. */
static void
game_changed_cb (TableeFranticGame *self)
{
  self->settling = TRUE;
  _tablee_frantic_scorer_settle (self->scorer);
  self->settling = FALSE;
}

/* ---- GObject ----------------------------------------------------------- */

static void
tablee_frantic_game_dispose (GObject *object)
{
  TableeFranticGame *self = TABLEE_FRANTIC_GAME (object);

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_data (self->deck, self);
  if (self->scorer != NULL)
    g_signal_handlers_disconnect_by_data (self->scorer, self);

  g_clear_object (&self->scorer);
  g_clear_object (&self->deck);
  g_clear_object (&self->random);

  G_OBJECT_CLASS (tablee_frantic_game_parent_class)->dispose (object);
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
    case PROP_DECK:
      g_value_set_object (value, self->deck);
      break;
    case PROP_SCORER:
      g_value_set_object (value, self->scorer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_game_class_init (TableeFranticGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TableeGameClass *game_class = TABLEE_GAME_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_frantic_game_dispose;
  object_class->get_property = tablee_frantic_game_get_property;

  game_class->store_name = "frantic";
  game_class->format_version = FORMAT_VERSION;
  game_class->min_players = TABLEE_FRANTIC_MIN_PLAYERS;
  game_class->max_players = TABLEE_FRANTIC_MAX_PLAYERS;
  game_class->save_state = tablee_frantic_game_save_state;
  game_class->load_state = tablee_frantic_game_load_state;
  game_class->migrate_state = tablee_frantic_game_migrate_state;
  game_class->new_game = tablee_frantic_game_new_game;
  game_class->dup_mode = tablee_frantic_game_dup_mode;
  game_class->get_result = tablee_frantic_game_get_result;
  game_class->dup_detail = tablee_frantic_game_dup_detail;
  game_class->check_record = tablee_frantic_game_check_record;
  game_class->seats_changed = tablee_frantic_game_seats_changed;

  /* The parts, for the page's bindings: they stay for the game's life. */
  properties[PROP_DECK] = g_param_spec_object ("deck", NULL, NULL, TABLEE_TYPE_FRANTIC_DECK, ro);
  properties[PROP_SCORER] = g_param_spec_object ("scorer", NULL, NULL, TABLEE_TYPE_FRANTIC_SCORER, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_frantic_game_init (TableeFranticGame *self)
{
}

/* ---- Public API -------------------------------------------------------- */

TableeFranticGame *
tablee_frantic_game_new (TableeRandom *random)
{
  TableeFranticGame *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_GAME, NULL);
  self->random = g_object_ref (random);
  self->deck = tablee_frantic_deck_new (random);
  self->scorer = tablee_frantic_scorer_new (tablee_game_get_players (TABLEE_GAME (self)));
  tablee_frantic_deck_set_n_players (self->deck,
                                     tablee_players_get_n_players (tablee_frantic_scorer_get_players (self->scorer)));

  g_signal_connect_swapped (self->deck, "event-revealed", G_CALLBACK (event_revealed_cb), self);
  g_signal_connect_swapped (self->deck, "state-changed", G_CALLBACK (part_changed_cb), self);
  g_signal_connect_swapped (self->scorer, "changed", G_CALLBACK (part_changed_cb), self);
  g_signal_connect (self, "changed", G_CALLBACK (game_changed_cb), NULL);
  /* The state the first change goes back to: the deck and the sheet tell
   * of their changes once made. */
  tablee_game_begin_change (TABLEE_GAME (self));
  tablee_game_end_change (TABLEE_GAME (self), NULL);

  return self;
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
  g_autofree char *label = NULL;
  gboolean added;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  tablee_game_begin_change (TABLEE_GAME (self));
  added = tablee_frantic_scorer_add_round (self->scorer, round, error);
  if (added)
    tablee_frantic_deck_end_round (self->deck);
  label = g_strdup_printf (_("Round %u added"), tablee_frantic_scorer_get_n_rounds (self->scorer));
  end_change (self, label);

  return added;
}

gboolean
tablee_frantic_game_replace_round (TableeFranticGame         *self,
                                   guint                      index,
                                   const TableeFranticRound  *round,
                                   GError                   **error)
{
  g_autofree char *label = NULL;
  gboolean replaced;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  label = g_strdup_printf (_("Round %u changed"), index + 1);
  tablee_game_begin_change (TABLEE_GAME (self));
  replaced = tablee_frantic_scorer_replace_round (self->scorer, index, round, error);
  end_change (self, label);

  return replaced;
}

gboolean
tablee_frantic_game_record_event (TableeFranticGame  *self,
                                  guint               index,
                                  const int          *inputs,
                                  int                *player,
                                  GError            **error)
{
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;
  gboolean recorded;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);
  g_return_val_if_fail (index < tablee_frantic_scorer_get_n_pending (self->scorer), FALSE);

  title = tablee_frantic_event_dup_title (tablee_frantic_scorer_get_pending_event (self->scorer, index), NULL);
  /* Translators: %s is an event that changes scores, recorded as it
   * happened. */
  label = g_strdup_printf (_("%s recorded"), title);
  tablee_game_begin_change (TABLEE_GAME (self));
  recorded = tablee_frantic_scorer_record_pending (self->scorer, index, inputs, player, error);
  end_change (self, label);

  return recorded;
}

void
tablee_frantic_game_record_finishers (TableeFranticGame *self,
                                      guint              finishers)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_GAME (self));

  tablee_game_begin_change (TABLEE_GAME (self));
  tablee_frantic_scorer_set_pending_finishers (self->scorer, finishers);
  end_change (self, _("Who went out recorded"));
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
  g_autofree char *label = NULL;
  gboolean drawn;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  tablee_game_begin_change (TABLEE_GAME (self));
  drawn = tablee_frantic_deck_black_card_played (self->deck);
  titles = reveal_titles (self, 0);
  /* Translators: %s lists the events a black card revealed. */
  label = g_strdup_printf (_("Black card: %s"), *titles != '\0' ? titles : "…");
  end_change (self, label);

  return drawn;
}

gboolean
tablee_frantic_game_choose (TableeFranticGame *self,
                            guint              index)
{
  guint before;
  g_autofree char *titles = NULL;
  g_autofree char *label = NULL;
  gboolean chosen;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  before = g_list_model_get_n_items (tablee_frantic_deck_get_reveals (self->deck));
  tablee_game_begin_change (TABLEE_GAME (self));
  chosen = tablee_frantic_deck_choose (self->deck, index);
  titles = reveal_titles (self, before);
  /* Translators: %s lists the events a choice ran. */
  label = g_strdup_printf (_("Event chosen: %s"), titles);
  end_change (self, label);

  return chosen;
}

gboolean
tablee_frantic_game_next_turn (TableeFranticGame *self)
{
  gboolean done;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (self), FALSE);

  tablee_game_begin_change (TABLEE_GAME (self));
  done = tablee_frantic_deck_next_turn (self->deck);
  end_change (self, _("A Time Bomb turn"));

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
  tablee_game_begin_change (TABLEE_GAME (self));
  tablee_frantic_deck_set_troublemaker (self->deck, troublemaker);
  tablee_frantic_scorer_clear_pending (self->scorer);
  end_change (self, troublemaker ? _("Troublemaker events switched on") :
                                   _("Troublemaker events switched off"));
}
