/* tablee-soundbattle-referee.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-csv.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-soundbattle-state.h"

typedef TableeSoundbattleState State;

struct _TableeSoundbattleReferee
{
  TableeGame parent_instance;

  State      state;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleReferee, tablee_soundbattle_referee, TABLEE_TYPE_GAME)

G_DEFINE_QUARK (tablee-soundbattle-error-quark, tablee_soundbattle_error)

G_DEFINE_ENUM_TYPE (TableeSoundbattleMode, tablee_soundbattle_mode,
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_MODE_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, "pianissimo"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_MODE_SCHERZO, "scherzo"))

G_DEFINE_ENUM_TYPE (TableeSoundbattlePhase, tablee_soundbattle_phase,
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_PHASE_SETUP, "setup"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_PHASE_ASK, "ask"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_PHASE_LAY, "lay"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER, "round-over"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER, "match-over"))

G_DEFINE_ENUM_TYPE (TableeSoundbattleMystery, tablee_soundbattle_mystery,
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_MYSTERY_UNUSED, "unused"),
  G_DEFINE_ENUM_VALUE (TABLEE_SOUNDBATTLE_MYSTERY_USED, "used"))

enum {
  PROP_0,
  PROP_PHASE,
  PROP_MODE,
  PROP_ROUNDS_TO_WIN,
  PROP_MYSTERY,
  PROP_ATTACKER,
  PROP_BATTLE,
  PROP_TRICKS_PLAYED,
  PROP_ROUNDS_PLAYED,
  PROP_ROUND_WINNERS,
  PROP_MATCH_WINNERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const struct {
  const char *id;
  const char *name;
  const char *description;
} modes[TABLEE_SOUNDBATTLE_N_MODES] = {
  { "normal", N_("Normal"), N_("Normal: the highest value wins every trick.") },
  { "pianissimo", N_("Pianissimo"), N_("Pianissimo: the lowest value wins every trick.") },
  { "scherzo", N_("Scherzo"),
    N_("Scherzo: the attacker says, trick by trick, whether the highest or the lowest value wins.") },
};

const char *
tablee_soundbattle_mode_to_string (TableeSoundbattleMode mode)
{
  g_return_val_if_fail (mode < TABLEE_SOUNDBATTLE_N_MODES, NULL);

  return modes[mode].id;
}

const char *
tablee_soundbattle_mode_get_name (TableeSoundbattleMode mode)
{
  g_return_val_if_fail (mode < TABLEE_SOUNDBATTLE_N_MODES, NULL);

  return _(modes[mode].name);
}

const char *
tablee_soundbattle_mode_describe (TableeSoundbattleMode mode)
{
  return _(modes[mode < TABLEE_SOUNDBATTLE_N_MODES ? mode : TABLEE_SOUNDBATTLE_MODE_NORMAL].description);
}

static guint
n_players (TableeSoundbattleReferee *self)
{
  return tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (self)));
}

/* Opens a change: end_change() says, with a label for undo, what changed. */
static void
begin_change (TableeSoundbattleReferee *self,
              State                    *before)
{
  tablee_game_begin_change (TABLEE_GAME (self));
  *before = self->state;
}

static gboolean
in_battle (const State *s)
{
  return s->phase == TABLEE_SOUNDBATTLE_PHASE_LAY && s->trick.pass > 0;
}

/* Notifies the properties that changed since before, and whether the match
 * is won, inside the change. */
static void
notify_changes (TableeSoundbattleReferee *self,
                const State              *before)
{
  const State *after = &self->state;

  if (before->mystery != after->mystery)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MYSTERY]);
  if (before->attacker != after->attacker)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTACKER]);
  if (in_battle (before) != in_battle (after))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BATTLE]);
  if (before->tricks_played != after->tricks_played)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRICKS_PLAYED]);
  if (before->rounds_played != after->rounds_played)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS_PLAYED]);
  if (before->round_winners != after->round_winners)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND_WINNERS]);
  if (before->match_winners != after->match_winners)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH_WINNERS]);
  if (before->phase != self->state.phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (before->mode != self->state.mode)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  if (before->rounds_to_win != self->state.rounds_to_win)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS_TO_WIN]);
}

static void
end_change (TableeSoundbattleReferee *self,
            const State              *before,
            const char               *label)
{
  notify_changes (self, before);
  tablee_game_set_finished (TABLEE_GAME (self), self->state.phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  tablee_game_end_change (TABLEE_GAME (self), label);
}

/* Returns ok, setting error to code and message when it is not. */
static gboolean
check (gboolean                 ok,
       TableeSoundbattleError   code,
       const char              *message,
       GError                 **error)
{
  if (!ok)
    g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, code, message);

  return ok;
}

static gboolean
check_phase (TableeSoundbattleReferee *self,
             guint                     allowed,
             GError                  **error)
{
  return check ((allowed & (1u << self->state.phase)) != 0, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE,
                _("This cannot be done at this point of the game."), error);
}

#define PHASE(p) (1u << TABLEE_SOUNDBATTLE_PHASE_##p)

/* TableeGame */

static GVariant *
tablee_soundbattle_referee_save_state (TableeGame *game)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);

  return tablee_soundbattle_state_save (&self->state, n_players (self));
}

static gboolean
tablee_soundbattle_referee_load_state (TableeGame  *game,
                                       GVariant    *variant,
                                       guint        n,
                                       GError     **error)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  State s, before = self->state;

  tablee_soundbattle_state_init (&s);
  if (!tablee_soundbattle_state_load (&s, variant, n))
    {
      tablee_soundbattle_state_clear (&s);
      g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                           _("The saved game of La Guerre des Sons is damaged."));
      return FALSE;
    }

  tablee_soundbattle_state_clear (&self->state);
  self->state = s;
  notify_changes (self, &before);

  return TRUE;
}

static GVariant *
tablee_soundbattle_referee_migrate_state (TableeGame  *game,
                                          guint32      from_version,
                                          GVariant    *state,
                                          GError     **error)
{
  GVariant *migrated = tablee_soundbattle_state_migrate (from_version, state);

  if (migrated == NULL)
    g_set_error_literal (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                         _("The saved game of La Guerre des Sons is damaged."));

  return migrated;
}

/* A new game keeps the mode and the rounds to win. */
static void
tablee_soundbattle_referee_new_game (TableeGame *game)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  State before = self->state;

  tablee_soundbattle_state_reset (&self->state);
  notify_changes (self, &before);
}

/* The deal and the counts belong to the table as it was: a different table
 * is a new match. */
static void
tablee_soundbattle_referee_seats_changed (TableeGame *game,
                                          guint       position,
                                          guint       removed,
                                          guint       added)
{
  tablee_soundbattle_referee_new_game (game);
}

/* What the history keeps of a finished match. */

static char *
soundbattle_dup_mode (TableeGame *game)
{
  TableeSoundbattleMode mode = TABLEE_SOUNDBATTLE_REFEREE (game)->state.mode;

  return g_strconcat ("mode-", tablee_soundbattle_mode_to_string (mode), NULL);
}

/* Each seat's cards won in the match, as the game shows them at the end of
 * each round: the tricks' cards and those kept when the round stopped.
 * The most rounds won win the match, ties share. */
static guint
soundbattle_get_result (TableeGame *game,
                        int        *figures)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  guint n = n_players (self);
  guint best = 0, winners = 0;

  for (guint i = 0; i < n; i++)
    {
      figures[i] = 0;
      best = MAX (best, self->state.round_wins[i]);
    }
  for (guint i = 0; i < self->state.records->len; i++)
    {
      const TableeSoundbattleRecord *record = &g_array_index (self->state.records, TableeSoundbattleRecord, i);

      if (record->winner >= 0 && (guint) record->winner < n)
        figures[record->winner] += record->n_cards;
    }
  for (guint i = 0; i < self->state.kept->len; i++)
    {
      const TableeSoundbattleKept *kept = &g_array_index (self->state.kept, TableeSoundbattleKept, i);

      if (kept->player < n)
        figures[kept->player] += kept->n_cards;
    }
  for (guint i = 0; i < n && best > 0; i++)
    winners |= (guint) (self->state.round_wins[i] == best) << i;

  return winners;
}

/* The tricks of the match, to show its rounds again: for each, its
 * round, who won it (-1: nobody) and the cards it took; then, for each
 * player who held cards when a round stopped, that round, the player and
 * the cards kept as won. */
static GVariant *
soundbattle_dup_detail (TableeGame *game)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (game);
  GVariantBuilder tricks;

  g_variant_builder_init (&tricks, G_VARIANT_TYPE ("a(uiu)"));
  for (guint i = 0; i < self->state.records->len; i++)
    {
      const TableeSoundbattleRecord *record = &g_array_index (self->state.records, TableeSoundbattleRecord, i);

      g_variant_builder_add (&tricks, "(uiu)", record->round, record->winner, record->n_cards);
    }
  for (guint i = 0; i < self->state.kept->len; i++)
    {
      const TableeSoundbattleKept *kept = &g_array_index (self->state.kept, TableeSoundbattleKept, i);

      g_variant_builder_add (&tricks, "(uiu)", kept->round, (int) kept->player, kept->n_cards);
    }

  return g_variant_ref_sink (g_variant_builder_end (&tricks));
}

/* An imported match must be one these rules can play: a known mode, at
 * most the rounds the longest match takes (every round shared but one), in
 * order, tricks of 1 to every card won by a seat or nobody, and each
 * seat's figure the tricks it won. */
static gboolean
soundbattle_check_record (TableeGameClass  *klass,
                          const char       *mode,
                          guint             n_players,
                          const int        *figures,
                          GVariant         *detail,
                          GError          **error)
{
  guint last_round = n_players * (TABLEE_SOUNDBATTLE_MAX_ROUNDS - 1);
  int won[TABLEE_SOUNDBATTLE_MAX_PLAYERS] = { 0 };
  gboolean known = FALSE;
  guint previous = 0;
  GVariantIter iter;
  guint round, n_cards;
  gint32 winner;

  for (TableeSoundbattleMode m = 0; m < TABLEE_SOUNDBATTLE_N_MODES && !known; m++)
    known = g_str_has_prefix (mode, "mode-") && g_str_equal (mode + strlen ("mode-"), tablee_soundbattle_mode_to_string (m));
  if (!known)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("its mode is not one of the game’s"));
      return FALSE;
    }
  if (detail != NULL && !g_variant_is_of_type (detail, G_VARIANT_TYPE ("a(uiu)")))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("its details are damaged"));
      return FALSE;
    }

  if (detail != NULL)
    {
      g_variant_iter_init (&iter, detail);
      while (g_variant_iter_next (&iter, "(uiu)", &round, &winner, &n_cards))
        {
          if (round > last_round || round < previous || winner < -1 || winner >= (int) n_players ||
              n_cards == 0 || n_cards > TABLEE_SOUNDBATTLE_N_CARDS)
            {
              g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                   _("a round is beyond the game’s limits"));
              return FALSE;
            }
          previous = round;
          if (winner >= 0)
            won[winner]++;
        }
    }
  for (guint i = 0; i < n_players; i++)
    if (figures[i] != won[i])
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("a player’s tricks do not match the rounds"));
        return FALSE;
      }

  return TRUE;
}

/* GObject */

static void
tablee_soundbattle_referee_finalize (GObject *object)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (object);

  tablee_soundbattle_state_clear (&self->state);

  G_OBJECT_CLASS (tablee_soundbattle_referee_parent_class)->finalize (object);
}

static void
tablee_soundbattle_referee_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->state.phase);
      break;
    case PROP_MODE:
      g_value_set_enum (value, self->state.mode);
      break;
    case PROP_ROUNDS_TO_WIN:
      g_value_set_uint (value, self->state.rounds_to_win);
      break;
    case PROP_MYSTERY:
      g_value_set_enum (value, self->state.mystery);
      break;
    case PROP_ATTACKER:
      g_value_set_int (value, self->state.attacker);
      break;
    case PROP_BATTLE:
      g_value_set_boolean (value, in_battle (&self->state));
      break;
    case PROP_TRICKS_PLAYED:
      g_value_set_uint (value, self->state.tricks_played);
      break;
    case PROP_ROUNDS_PLAYED:
      g_value_set_uint (value, self->state.rounds_played);
      break;
    case PROP_ROUND_WINNERS:
      g_value_set_uint (value, self->state.round_winners);
      break;
    case PROP_MATCH_WINNERS:
      g_value_set_uint (value, self->state.match_winners);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Setting the mode or the rounds outside SETUP and MATCH_OVER is ignored
 * (the page binds its controls both ways). */
static void
tablee_soundbattle_referee_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  TableeSoundbattleReferee *self = TABLEE_SOUNDBATTLE_REFEREE (object);

  switch (prop_id)
    {
    case PROP_MODE:
      tablee_soundbattle_referee_set_mode (self, g_value_get_enum (value), NULL);
      break;
    case PROP_ROUNDS_TO_WIN:
      tablee_soundbattle_referee_set_rounds_to_win (self, g_value_get_uint (value), NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_referee_class_init (TableeSoundbattleRefereeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TableeGameClass *game_class = TABLEE_GAME_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_soundbattle_referee_finalize;
  object_class->get_property = tablee_soundbattle_referee_get_property;
  object_class->set_property = tablee_soundbattle_referee_set_property;

  game_class->store_name = "soundbattle";
  /* 2: the envelope of TableeGame; bump it with tablee-soundbattle-state.c. */
  game_class->format_version = 2;
  game_class->min_players = TABLEE_SOUNDBATTLE_MIN_PLAYERS;
  game_class->max_players = TABLEE_SOUNDBATTLE_MAX_PLAYERS;
  game_class->save_state = tablee_soundbattle_referee_save_state;
  game_class->load_state = tablee_soundbattle_referee_load_state;
  game_class->migrate_state = tablee_soundbattle_referee_migrate_state;
  game_class->new_game = tablee_soundbattle_referee_new_game;
  game_class->dup_mode = soundbattle_dup_mode;
  game_class->get_result = soundbattle_get_result;
  game_class->dup_detail = soundbattle_dup_detail;
  game_class->check_record = soundbattle_check_record;
  game_class->seats_changed = tablee_soundbattle_referee_seats_changed;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_PHASE,
                       TABLEE_SOUNDBATTLE_PHASE_SETUP, ro);
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_MODE,
                       TABLEE_SOUNDBATTLE_MODE_NORMAL, rw);
  properties[PROP_ROUNDS_TO_WIN] =
    g_param_spec_uint ("rounds-to-win", NULL, NULL, 1, TABLEE_SOUNDBATTLE_MAX_ROUNDS, 2, rw);
  properties[PROP_MYSTERY] =
    g_param_spec_enum ("mystery", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_MYSTERY,
                       TABLEE_SOUNDBATTLE_MYSTERY_UNUSED, ro);
  properties[PROP_ATTACKER] =
    g_param_spec_int ("attacker", NULL, NULL, -1, TABLEE_SOUNDBATTLE_MAX_PLAYERS - 1, -1, ro);
  properties[PROP_BATTLE] =
    g_param_spec_boolean ("battle", NULL, NULL, FALSE, ro);
  properties[PROP_TRICKS_PLAYED] =
    g_param_spec_uint ("tricks-played", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_ROUNDS_PLAYED] =
    g_param_spec_uint ("rounds-played", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_ROUND_WINNERS] =
    g_param_spec_uint ("round-winners", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_MATCH_WINNERS] =
    g_param_spec_uint ("match-winners", NULL, NULL, 0, G_MAXUINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_soundbattle_referee_init (TableeSoundbattleReferee *self)
{
  tablee_soundbattle_state_init (&self->state);
}

/* Public API */

TableeSoundbattleReferee *
tablee_soundbattle_referee_new (void)
{
  return g_object_new (TABLEE_TYPE_SOUNDBATTLE_REFEREE, NULL);
}

guint
tablee_soundbattle_referee_get_n_players (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return n_players (self);
}

const char *
tablee_soundbattle_referee_get_player_name (TableeSoundbattleReferee *self,
                                            int                       player)
{
  TableePlayer *p = NULL;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), "");

  if (player >= 0)
    p = tablee_players_get_player (tablee_game_get_players (TABLEE_GAME (self)), player);

  return p != NULL ? tablee_player_get_name (p) : "";
}

TableeSoundbattlePhase
tablee_soundbattle_referee_get_phase (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), 0);

  return self->state.phase;
}

gboolean
tablee_soundbattle_referee_set_mode (TableeSoundbattleReferee *self,
                                     TableeSoundbattleMode     mode,
                                     GError                  **error)
{
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error) ||
      !check ((guint) mode < TABLEE_SOUNDBATTLE_N_MODES, TABLEE_SOUNDBATTLE_ERROR_INVALID,
              _("There is no such mode."), error))
    return FALSE;

  if (self->state.mode == mode)
    return TRUE;

  begin_change (self, &before);
  self->state.mode = mode;
  end_change (self, &before, _("Mode changed"));

  return TRUE;
}

gboolean
tablee_soundbattle_referee_set_rounds_to_win (TableeSoundbattleReferee *self,
                                              guint                     rounds,
                                              GError                  **error)
{
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error))
    return FALSE;

  if (rounds < 1 || rounds > TABLEE_SOUNDBATTLE_MAX_ROUNDS)
    {
      g_set_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID,
                   ngettext ("A match is played in 1 to %d winning round.",
                             "A match is played in 1 to %d winning rounds.",
                             TABLEE_SOUNDBATTLE_MAX_ROUNDS),
                   TABLEE_SOUNDBATTLE_MAX_ROUNDS);
      return FALSE;
    }

  if (self->state.rounds_to_win == rounds)
    return TRUE;

  begin_change (self, &before);
  self->state.rounds_to_win = rounds;
  end_change (self, &before, _("Rounds to win changed"));

  return TRUE;
}

gboolean
tablee_soundbattle_referee_start_match (TableeSoundbattleReferee *self,
                                        guint                     first_attacker,
                                        GError                  **error)
{
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  /* The seats always hold 2 to 4 players (the class's limits). */
  if (!check_phase (self, PHASE (SETUP) | PHASE (MATCH_OVER), error) ||
      !check (first_attacker < n_players (self), TABLEE_SOUNDBATTLE_ERROR_INVALID,
              _("Choose who attacks first."), error))
    return FALSE;

  begin_change (self, &before);
  /* Each match is a game of its own in the History, started now: one
   * ended midway or won must not take the place of the next. */
  tablee_game_new_game (TABLEE_GAME (self));
  tablee_soundbattle_state_start (&self->state, n_players (self), first_attacker);
  end_change (self, &before, _("Match started"));

  return TRUE;
}

void
tablee_soundbattle_referee_end_match (TableeSoundbattleReferee *self)
{
  State before;
  gboolean finished;

  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self));

  if (self->state.phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return;

  finished = self->state.phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER;
  begin_change (self, &before);
  tablee_soundbattle_state_reset (&self->state);
  end_change (self, &before, finished ? _("New match") : _("Match ended"));
}

gboolean
tablee_soundbattle_referee_ask (TableeSoundbattleReferee *self,
                                TableeSoundQuality        quality,
                                TableeSoundDirection      direction,
                                GError                  **error)
{
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  /* Every mode checks the direction, even those that impose their own: a
   * value that is neither is a mistake of the caller, not a choice. */
  if (!check_phase (self, PHASE (ASK), error) ||
      !check ((guint) quality < TABLEE_N_SOUND_QUALITIES &&
              ((guint) direction == TABLEE_SOUND_DIRECTION_HIGHEST ||
               (guint) direction == TABLEE_SOUND_DIRECTION_LOWEST),
              TABLEE_SOUNDBATTLE_ERROR_INVALID,
              _("Ask for one of the four qualities, the highest or the lowest value."), error))
    return FALSE;

  begin_change (self, &before);
  tablee_soundbattle_state_ask (&self->state, n_players (self), quality, direction);
  end_change (self, &before, _("Question asked"));

  return TRUE;
}

int
tablee_soundbattle_referee_get_next_player (TableeSoundbattleReferee *self)
{
  const TableeSoundbattleTrick *t;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  if (self->state.phase != TABLEE_SOUNDBATTLE_PHASE_LAY)
    return -1;

  t = &self->state.trick;
  return t->order[tablee_soundbattle_count_in_pass (t)];
}

gboolean
tablee_soundbattle_referee_next_is_mystery (TableeSoundbattleReferee *self)
{
  int next = tablee_soundbattle_referee_get_next_player (self);

  return next >= 0 && next == self->state.trick.mystery_player;
}

gboolean
tablee_soundbattle_referee_next_may_use_super_power (TableeSoundbattleReferee *self)
{
  int next = tablee_soundbattle_referee_get_next_player (self);

  return next >= 0 && self->state.trick.pass == 0 && (guint) next != self->state.trick.attacker;
}

gboolean
tablee_soundbattle_referee_lay (TableeSoundbattleReferee *self,
                                gint64                    value,
                                gboolean                  super_power,
                                GError                  **error)
{
  State *s = &self->state;
  TableeSoundbattleTrick *t = &s->trick;
  State before;
  g_autofree char *label = NULL;
  int next;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (LAY), error) ||
      !check (value >= tablee_sound_quality_get_min (t->quality) &&
              value <= tablee_sound_quality_get_max (t->quality),
              TABLEE_SOUNDBATTLE_ERROR_INVALID, _("This value cannot be on a card."), error) ||
      !check (!super_power || tablee_soundbattle_referee_next_may_use_super_power (self),
              TABLEE_SOUNDBATTLE_ERROR_SUPER_POWER,
              t->pass > 0 ? _("No super power in a battle.") : _("The attacker cannot use a super power."),
              error))
    return FALSE;

  next = tablee_soundbattle_referee_get_next_player (self);
  /* Translators: what undo takes back, e.g. "Ana’s card". */
  label = g_strdup_printf (_("%s’s card"), tablee_soundbattle_referee_get_player_name (self, next));
  begin_change (self, &before);
  tablee_soundbattle_state_lay (s, n_players (self), value, super_power);
  end_change (self, &before, label);

  return TRUE;
}

gboolean
tablee_soundbattle_referee_award (TableeSoundbattleReferee *self,
                                  guint                     winners,
                                  GError                  **error)
{
  State *s = &self->state;
  TableeSoundbattleTrick *t = &s->trick;
  guint laying = 0;
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  for (guint i = 0; i < t->n_order; i++)
    laying |= 1u << t->order[i];
  if (!check_phase (self, PHASE (LAY), error) ||
      !check (tablee_soundbattle_count_in_pass (t) == 0, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE,
              _("Values were typed for this trick: type the others, or undo them."), error) ||
      !check (winners != 0 && (winners & ~laying) == 0, TABLEE_SOUNDBATTLE_ERROR_INVALID,
              _("Choose who won among the players laying a card."), error))
    return FALSE;

  begin_change (self, &before);
  tablee_soundbattle_state_award (s, n_players (self), winners);
  end_change (self, &before, (winners & (winners - 1)) == 0 ? _("Trick won") : _("Battle called"));

  return TRUE;
}

gboolean
tablee_soundbattle_referee_next_round (TableeSoundbattleReferee *self,
                                       GError                  **error)
{
  State before;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), FALSE);

  if (!check_phase (self, PHASE (ROUND_OVER), error))
    return FALSE;

  begin_change (self, &before);
  tablee_soundbattle_state_deal (&self->state, n_players (self), tablee_soundbattle_referee_get_next_dealer (self));
  end_change (self, &before, _("Next round dealt"));

  return TRUE;
}

int
tablee_soundbattle_referee_get_next_dealer (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), -1);

  return tablee_soundbattle_state_next_dealer (&self->state, n_players (self));
}

const TableeSoundbattleState *
tablee_soundbattle_referee_get_state (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  return &self->state;
}

const TableeSoundbattleTrick *
tablee_soundbattle_referee_get_trick (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  return self->state.phase == TABLEE_SOUNDBATTLE_PHASE_LAY ? &self->state.trick : NULL;
}

const TableeSoundbattleTrick *
tablee_soundbattle_referee_get_last_trick (TableeSoundbattleReferee *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  return self->state.has_last ? &self->state.last : NULL;
}

/* A field after the row's first. */
static void
append_field (GString    *csv,
              const char *field)
{
  g_string_append_c (csv, ',');
  tablee_csv_append_field (csv, field);
}

char *
tablee_soundbattle_referee_to_csv (TableeSoundbattleReferee *self)
{
  GString *csv;
  guint n_players;
  guint round = G_MAXUINT;
  guint trick = 0;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (self), NULL);

  n_players = tablee_soundbattle_referee_get_n_players (self);
  csv = g_string_new ("round,trick,attacker,quality,direction,winner,cards,battles,tied,way\r\n");

  for (guint i = 0; i < self->state.records->len; i++)
    {
      const TableeSoundbattleRecord *r = &g_array_index (self->state.records, TableeSoundbattleRecord, i);
      g_autoptr(GString) tied = g_string_new (NULL);

      trick = r->round == round ? trick + 1 : 1;
      round = r->round;
      for (guint p = 0; p < n_players; p++)
        if ((r->tied & (1u << p)) != 0)
          g_string_append_printf (tied, tied->len > 0 ? " + %s" : "%s",
                                  tablee_soundbattle_referee_get_player_name (self, p));

      g_string_append_printf (csv, "%u,%u", r->round + 1, trick);
      append_field (csv, tablee_soundbattle_referee_get_player_name (self, r->attacker));
      append_field (csv, tablee_sound_quality_to_string (r->quality));
      append_field (csv, r->direction == TABLEE_SOUND_DIRECTION_HIGHEST ? "highest" : "lowest");
      append_field (csv, tablee_soundbattle_referee_get_player_name (self, r->winner));
      g_string_append_printf (csv, ",%u,%u", r->n_cards, r->battles);
      append_field (csv, tied->str);
      append_field (csv, r->quick ? "quick" : "values");
      g_string_append (csv, "\r\n");
    }

  for (guint p = 0; p < n_players; p++)
    {
      g_string_append (csv, "rounds-won");
      append_field (csv, tablee_soundbattle_referee_get_player_name (self, p));
      g_string_append_printf (csv, ",%u\r\n", self->state.round_wins[p]);
    }

  return g_string_free (csv, FALSE);
}
