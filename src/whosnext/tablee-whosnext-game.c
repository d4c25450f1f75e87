/* tablee-whosnext-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game as a TableeGame: its properties, the seats and who wins, and
 * what a table does in a round: the starting player points, cards are
 * played, time runs out, mistakes are reported or let go. Each change is
 * one undoable step with its label. The rules that replay a round and
 * the saved form are in tablee-whosnext-round.c.
 */

#define G_LOG_DOMAIN "tablee-whosnext-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-whosnext-game-private.h"

G_DEFINE_FINAL_TYPE (TableeWhosnextGame, tablee_whosnext_game, TABLEE_TYPE_GAME)

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_APPRENTICE,
  PROP_SECONDS,
  PROP_ROUND_STATE,
  PROP_DUE,
  PROP_N_SEATS,
  PROP_GAME_OVER,
  PROP_STARTER,
  PROP_PENDING_BREAK,
  PROP_PENDING_SEAT,
  PROP_OFFERED_LEVEL,
  N_PROPS
};

enum {
  SIGNAL_ROUND_ENDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A change of the game: begin, change the state, replay the round, end
 * with the label of the undo step. */
GArray *
wn_game_begin_step (TableeWhosnextGame *self)
{
  GArray *before;

  tablee_game_begin_change (TABLEE_GAME (self));
  before = tablee_snapshot_properties (G_OBJECT (self));
  /* A level-up on offer lasts until the game changes again. */
  self->state.offer = 0;
  return before;
}

const char *
wn_game_seat_name (TableeWhosnextGame *self,
           guint               seat)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self));

  if (seat >= tablee_players_get_n_players (players))
    return "";

  return tablee_player_get_name (tablee_players_get_player (players, seat));
}

/* Ends a change the table made: the seventh wrong note finishes the game. */
void
wn_game_end_step (TableeWhosnextGame *self,
          GArray             *before,
          const char         *label)
{
  tablee_notify_changed (G_OBJECT (self), before);
  tablee_game_set_finished (TABLEE_GAME (self), state_game_over (&self->state));
  tablee_game_end_change (TABLEE_GAME (self), label);
}

void
wn_game_replay (TableeWhosnextGame *self)
{
  gboolean ok = round_replay (&self->round, &self->state);

  /* The model only ever builds playable rounds. */
  g_assert (ok);
}

static void
set_state (TableeWhosnextGame *self,
           State              *state)
{
  GArray *before = tablee_snapshot_properties (G_OBJECT (self));

  state_clear (&self->state);
  self->state = *state;
  wn_game_replay (self);
  tablee_notify_changed (G_OBJECT (self), before);
}

/* TableeGame */

static GVariant *
tablee_whosnext_game_save_state (TableeGame *game)
{
  return state_to_variant (&TABLEE_WHOSNEXT_GAME (game)->state);
}

static gboolean
tablee_whosnext_game_load_state (TableeGame  *game,
                                 GVariant    *variant,
                                 guint        n_players,
                                 GError     **error)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (game);
  State state;

  if (!state_from_variant (variant, n_players, &state, error))
    return FALSE;

  set_state (self, &state);
  self->restored = TRUE;
  return TRUE;
}

static GVariant *
tablee_whosnext_game_migrate_state (TableeGame  *game,
                                    guint32      from_version,
                                    GVariant    *state,
                                    GError     **error)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (game);
  g_autoptr(GVariant) trainer = NULL;
  GVariant *migrated = state_migrate (from_version, state, &trainer, error);

  if (trainer != NULL)
    {
      g_clear_pointer (&self->v1_trainer, g_variant_unref);
      self->v1_trainer = g_steal_pointer (&trainer);
    }

  return migrated;
}

/* Wrong notes back to 0, a fresh round; the level and the variant stay. */
static void
tablee_whosnext_game_new_game_vfunc (TableeGame *game)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (game);
  State fresh;

  state_init_fresh (&fresh, tablee_players_get_n_players (tablee_game_get_players (game)));
  fresh.level = self->state.level;
  fresh.apprentice = self->state.apprentice;
  set_state (self, &fresh);
}

/* Wrong notes belong to seats: another table is a new game. */
static void
tablee_whosnext_game_seats_changed (TableeGame *game,
                                    guint       position,
                                    guint       removed,
                                    guint       added)
{
  tablee_whosnext_game_new_game_vfunc (game);
}

/* For the history: each seat's wrong notes; the fewest win, ties share. */
static char *
tablee_whosnext_game_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("level-%u", TABLEE_WHOSNEXT_GAME (game)->state.level);
}

static guint
tablee_whosnext_game_get_result (TableeGame *game,
                                 int        *figures)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (game);
  guint seats[TABLEE_WHOSNEXT_MAX_SEATS];
  guint n_winners = tablee_whosnext_game_get_winners (self, seats);
  guint winners = 0;

  for (guint i = 0; i < self->state.n_seats; i++)
    figures[i] = (int) self->state.notes[i];
  for (guint i = 0; i < n_winners; i++)
    winners |= 1u << seats[i];

  return winners;
}

/* An imported game: a level, and at most the wrong notes that end it. */
static gboolean
tablee_whosnext_game_check_record (TableeGameClass  *klass,
                                   const char       *mode,
                                   guint             n_players,
                                   const int        *figures,
                                   GVariant         *detail,
                                   GError          **error)
{
  return tablee_game_check_record_limits (mode, "level-", 0, TABLEE_WHOSNEXT_MAX_LEVEL, n_players, figures,
                                          0, TABLEE_WHOSNEXT_MAX_NOTES, detail, NULL, error);
}

/* GObject */

static void
tablee_whosnext_game_constructed (GObject *object)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  G_OBJECT_CLASS (tablee_whosnext_game_parent_class)->constructed (object);

  state_init_fresh (&self->state,
                    tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (self))));
  wn_game_replay (self);
}

static void
tablee_whosnext_game_finalize (GObject *object)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  state_clear (&self->state);
  g_clear_pointer (&self->v1_trainer, g_variant_unref);

  G_OBJECT_CLASS (tablee_whosnext_game_parent_class)->finalize (object);
}

static void
tablee_whosnext_game_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_uint (value, self->state.level);
      break;
    case PROP_APPRENTICE:
      g_value_set_boolean (value, self->state.apprentice);
      break;
    case PROP_SECONDS:
      g_value_set_uint (value, tablee_whosnext_game_get_seconds (self));
      break;
    case PROP_ROUND_STATE:
      g_value_set_enum (value, tablee_whosnext_game_get_round_state (self));
      break;
    case PROP_DUE:
      g_value_set_int (value, tablee_whosnext_game_get_due (self));
      break;
    case PROP_N_SEATS:
      g_value_set_uint (value, self->state.n_seats);
      break;
    case PROP_GAME_OVER:
      g_value_set_boolean (value, state_game_over (&self->state));
      break;
    case PROP_STARTER:
      g_value_set_uint (value, self->state.starter);
      break;
    case PROP_PENDING_BREAK:
      g_value_set_flags (value, tablee_whosnext_game_get_last_break (self, NULL));
      break;
    case PROP_PENDING_SEAT:
      g_value_set_int (value, tablee_whosnext_game_get_pending_seat (self));
      break;
    case PROP_OFFERED_LEVEL:
      g_value_set_uint (value, self->state.offer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_game_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      tablee_whosnext_game_set_level (self, g_value_get_uint (value));
      break;
    case PROP_APPRENTICE:
      /* The variant changes how the round's cards are judged, so it only
       * applies from the next round on. */
      if (g_value_get_boolean (value) != self->state.apprentice)
        {
          GArray *before = wn_game_begin_step (self);

          self->state.apprentice = g_value_get_boolean (value);
          state_reset_round (&self->state);
          wn_game_replay (self);
          wn_game_end_step (self, before, self->state.apprentice ? _("Apprentice variant on")
                                                         : _("Apprentice variant off"));
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_game_class_init (TableeWhosnextGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TableeGameClass *game_class = TABLEE_GAME_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tablee_whosnext_game_constructed;
  object_class->finalize = tablee_whosnext_game_finalize;
  object_class->get_property = tablee_whosnext_game_get_property;
  object_class->set_property = tablee_whosnext_game_set_property;

  game_class->store_name = "whosnext";
  game_class->format_version = WHOSNEXT_FORMAT_VERSION;
  game_class->min_players = TABLEE_WHOSNEXT_MIN_SEATS;
  game_class->max_players = TABLEE_WHOSNEXT_MAX_SEATS;
  game_class->save_state = tablee_whosnext_game_save_state;
  game_class->load_state = tablee_whosnext_game_load_state;
  game_class->migrate_state = tablee_whosnext_game_migrate_state;
  game_class->new_game = tablee_whosnext_game_new_game_vfunc;
  game_class->dup_mode = tablee_whosnext_game_dup_mode;
  game_class->get_result = tablee_whosnext_game_get_result;
  game_class->check_record = tablee_whosnext_game_check_record;
  game_class->seats_changed = tablee_whosnext_game_seats_changed;

  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, TABLEE_WHOSNEXT_MAX_LEVEL, 0, rw);
  properties[PROP_APPRENTICE] =
    g_param_spec_boolean ("apprentice", NULL, NULL, FALSE, rw);
  properties[PROP_SECONDS] =
    g_param_spec_uint ("seconds", NULL, NULL, 1, 60, 14, ro);
  properties[PROP_ROUND_STATE] =
    g_param_spec_enum ("round-state", NULL, NULL, TABLEE_TYPE_WHOSNEXT_ROUND_STATE,
                       TABLEE_WHOSNEXT_ROUND_WAITING, ro);
  properties[PROP_DUE] =
    g_param_spec_int ("due", NULL, NULL, -1, MAX_SEATS - 1, -1, ro);
  properties[PROP_N_SEATS] =
    g_param_spec_uint ("n-seats", NULL, NULL, 0, MAX_SEATS, 0, ro);
  properties[PROP_GAME_OVER] =
    g_param_spec_boolean ("game-over", NULL, NULL, FALSE, ro);
  properties[PROP_STARTER] =
    g_param_spec_uint ("starter", NULL, NULL, 0, MAX_SEATS - 1, 0, ro);
  properties[PROP_PENDING_BREAK] =
    g_param_spec_flags ("pending-break", NULL, NULL, TABLEE_TYPE_WHOSNEXT_BREAK,
                        TABLEE_WHOSNEXT_BREAK_NONE, ro);
  properties[PROP_PENDING_SEAT] =
    g_param_spec_int ("pending-seat", NULL, NULL, -1, MAX_SEATS - 1, -1, ro);
  properties[PROP_OFFERED_LEVEL] =
    g_param_spec_uint ("offered-level", NULL, NULL, 0, TABLEE_WHOSNEXT_MAX_LEVEL, 0, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_ROUND_ENDED] =
    g_signal_new ("round-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
}

/* Runs after every other handler of "changed": what was restored has
 * been told. */
static void
changed_after_cb (TableeWhosnextGame *self)
{
  self->restored = FALSE;
}

static void
tablee_whosnext_game_init (TableeWhosnextGame *self)
{
  g_signal_connect_after (self, "changed", G_CALLBACK (changed_after_cb), NULL);
}

/* Public API */

TableeWhosnextGame *
tablee_whosnext_game_new (void)
{
  return g_object_new (TABLEE_TYPE_WHOSNEXT_GAME, NULL);
}

guint
tablee_whosnext_game_get_n_seats (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.n_seats;
}

guint
tablee_whosnext_game_get_level (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.level;
}

void
tablee_whosnext_game_set_level (TableeWhosnextGame *self,
                                guint               level)
{
  g_autofree char *label = NULL;
  GArray *before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);

  if (level == self->state.level)
    return;

  before = wn_game_begin_step (self);

  /* A new level starts with its own timer and a fresh round; the Don't
   * Panic card only lies on the table from level 4. */
  self->state.level = level;
  self->state.rounds_off = 0;
  if (level < TABLEE_WHOSNEXT_DONT_PANIC_LEVEL)
    {
      self->state.dp_holder = -1;
      self->state.dp_streak = 0;
    }
  state_reset_round (&self->state);
  wn_game_replay (self);

  label = g_strdup_printf (_("Level changed to %u"), level);
  wn_game_end_step (self, before, label);
}

gboolean
tablee_whosnext_game_get_apprentice (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  return self->state.apprentice;
}

guint
tablee_whosnext_game_get_seconds (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return state_seconds (&self->state);
}

guint
tablee_whosnext_game_get_rounds_off (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.rounds_off;
}

TableeWhosnextRoundState
tablee_whosnext_game_get_round_state (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), TABLEE_WHOSNEXT_ROUND_WAITING);

  if (state_game_over (&self->state))
    return TABLEE_WHOSNEXT_ROUND_GAME_OVER;
  if (self->state.direction == 0)
    return TABLEE_WHOSNEXT_ROUND_WAITING;

  return TABLEE_WHOSNEXT_ROUND_PLAYING;
}

guint
tablee_whosnext_game_get_starter (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.starter;
}

int
tablee_whosnext_game_get_direction (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.direction == 0 ? 0 : self->round.dir;
}

int
tablee_whosnext_game_get_due (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  if (tablee_whosnext_game_get_round_state (self) != TABLEE_WHOSNEXT_ROUND_PLAYING)
    return -1;

  return self->round.due;
}

gboolean
tablee_whosnext_game_get_uncovered (TableeWhosnextGame *self,
                                    guint               seat,
                                    guint              *number,
                                    TableeWhosnextSide *side)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  if (seat >= self->state.n_seats || !self->round.has_card[seat])
    return FALSE;

  if (number != NULL)
    *number = self->round.number[seat];
  if (side != NULL)
    *side = self->round.side[seat];

  return TRUE;
}

guint
tablee_whosnext_game_get_cards_played (TableeWhosnextGame *self,
                                       guint               seat)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);
  g_return_val_if_fail (seat < self->state.n_seats, 0);

  return self->round.played[seat];
}

guint
tablee_whosnext_game_get_n_plays (TableeWhosnextGame *self)
{
  guint n = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  for (guint i = 0; i < self->state.n_seats; i++)
    n += self->round.played[i];

  return n;
}

TableeWhosnextBreak
tablee_whosnext_game_get_last_break (TableeWhosnextGame *self,
                                     guint              *seat)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), TABLEE_WHOSNEXT_BREAK_NONE);

  if (state_game_over (&self->state))
    return TABLEE_WHOSNEXT_BREAK_NONE;

  if (self->state.carry_break != TABLEE_WHOSNEXT_BREAK_NONE)
    {
      if (seat != NULL)
        *seat = self->state.carry_seat;
      return self->state.carry_break;
    }

  if (self->round.last_break != TABLEE_WHOSNEXT_BREAK_NONE && seat != NULL)
    *seat = (guint) self->round.last_break_seat;

  return self->round.last_break;
}

int
tablee_whosnext_game_get_pending_seat (TableeWhosnextGame *self)
{
  guint seat = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  if (tablee_whosnext_game_get_last_break (self, &seat) == TABLEE_WHOSNEXT_BREAK_NONE)
    return -1;

  return (int) seat;
}

guint
tablee_whosnext_game_get_offered_level (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.offer;
}

gboolean
tablee_whosnext_game_take_offer (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  /* Only the level offered: an offer outlived by a change is gone. */
  if (self->state.offer == 0)
    return FALSE;

  tablee_whosnext_game_set_level (self, self->state.offer);
  return TRUE;
}

guint
tablee_whosnext_game_get_wrong_notes (TableeWhosnextGame *self,
                                      guint               seat)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);
  g_return_val_if_fail (seat < self->state.n_seats, 0);

  return self->state.notes[seat];
}

int
tablee_whosnext_game_get_dont_panic_holder (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  return self->state.dp_holder;
}

guint
tablee_whosnext_game_get_dont_panic_streak (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.dp_streak;
}

int
tablee_whosnext_game_get_apprentice_seat (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  return state_apprentice (&self->state);
}

gboolean
tablee_whosnext_game_is_game_over (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  return state_game_over (&self->state);
}

guint
tablee_whosnext_game_get_winners (TableeWhosnextGame *self,
                                  guint              *seats)
{
  guint fewest = G_MAXUINT, n = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  for (guint i = 0; i < self->state.n_seats; i++)
    fewest = MIN (fewest, self->state.notes[i]);

  for (guint i = 0; i < self->state.n_seats; i++)
    {
      if (self->state.notes[i] == fewest)
        {
          if (seats != NULL)
            seats[n] = i;
          n++;
        }
    }

  return n;
}

char *
tablee_whosnext_game_dup_names (TableeWhosnextGame *self,
                                const guint        *seats,
                                guint               n_seats)
{
  GString *names = g_string_new (NULL);

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), NULL);

  for (guint i = 0; i < n_seats; i++)
    {
      if (i > 0)
        g_string_append (names, i + 1 < n_seats ? ", " : _(" and "));
      g_string_append (names, wn_game_seat_name (self, seats[i]));
    }

  return g_string_free (names, FALSE);
}

gboolean
tablee_whosnext_game_get_restored (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  return self->restored;
}

GVariant *
tablee_whosnext_game_take_v1_trainer (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), NULL);

  return g_steal_pointer (&self->v1_trainer);
}
