/* tablee-whosnext-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts come from the Who's Next? rulebook; where it is silent, the
 * decisions are written next to the code that takes them, and in the
 * in-app rules:
 * - a round that ends, by a mistake or by a last card, is a finished round
 *   for the level 6 timer;
 * - after a round played without a mistake, the player who played their
 *   last card starts the next one;
 * - a wrong note count stops at 7, the end of the Wrong Note card;
 * - when two mistakes are reported at once with the Don't Panic card in
 *   play, each offender's penalty is counted from the card as it lay before,
 *   then the card goes green side up to the first offender who did not hold
 *   it;
 * - a mistake made with a last card ends the round all the same, and can
 *   still be reported until the next round starts;
 * - any change of the seats other than a rename starts a new game.
 */

#define G_LOG_DOMAIN "tablee-whosnext-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-saveable.h"
#include "tablee-whosnext-game.h"

#define MAX_SEATS TABLEE_WHOSNEXT_MAX_SEATS
#define N_LEVELS (TABLEE_WHOSNEXT_MAX_LEVEL + 1)
#define MAX_EVENTS 1024
#define MAX_UNDO 100

G_DEFINE_QUARK (tablee-whosnext-game-error-quark, tablee_whosnext_game_error)

G_DEFINE_ENUM_TYPE (TableeWhosnextSide, tablee_whosnext_side,
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_SIDE_WHOOT, "whoot"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_SIDE_WHOOTCHI, "whootchi"))

G_DEFINE_ENUM_TYPE (TableeWhosnextMode, tablee_whosnext_mode,
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_MODE_CONDUCTOR, "conductor"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_MODE_TRAINER, "trainer"))

G_DEFINE_ENUM_TYPE (TableeWhosnextRoundState, tablee_whosnext_round_state,
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_ROUND_WAITING, "waiting"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_ROUND_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_ROUND_GAME_OVER, "game-over"))

G_DEFINE_FLAGS_TYPE (TableeWhosnextBreak, tablee_whosnext_break,
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_NONE, "none"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN, "out-of-turn"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_LATE, "late"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_SAME_TWICE, "same-twice"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL, "third-identical"),
  G_DEFINE_ENUM_VALUE (TABLEE_WHOSNEXT_BREAK_APPRENTICE, "apprentice"))

/* The time limit of each level; level 4's was in a picture the extracted
 * rulebook lost, 6 s is our decision (shared/rulebooks/README.md). */
static const guint level_seconds[N_LEVELS] = { 14, 10, 8, 7, 6, 5, 4 };

/* The rulebook's set-up table: cards of each number per player. */
static const guint per_number[MAX_SEATS + 1] = { 0, 0, 0, 4, 3, 2, 2, 2 };

enum {
  EVENT_PLAY,
  EVENT_LATE,
  EVENT_DISMISS,
  N_EVENT_KINDS
};

typedef struct {
  guint8 kind;
  guint8 seat;
  guint8 number;
  guint8 side;
} Event;

/* Everything that is saved and undone, except the players' names. */
typedef struct {
  guint    n_seats;
  guint    level;
  gboolean apprentice;
  guint    mode;
  guint    notes[MAX_SEATS];
  int      dp_holder;
  guint    dp_streak;
  guint    rounds_off;
  guint    starter;
  int      direction;
  GArray  *events;
  /* A mistake made with a last card, reportable until the next round. */
  guint    carry_break;
  guint    carry_seat;
  TableeWhosnextTrainerStats trainer[N_LEVELS];
  /* The trainer's own level: practising never changes the table's. */
  guint    trainer_level;
  guint    n_recent;
  gboolean recent_ok[TABLEE_WHOSNEXT_TRAINER_WINDOW];
  guint    recent_ms[TABLEE_WHOSNEXT_TRAINER_WINDOW];
} State;

/* The round as the events made it; never saved, always replayed. */
typedef struct {
  int      due;
  int      dir;
  gboolean has_card[MAX_SEATS];
  guint    number[MAX_SEATS];
  guint    side[MAX_SEATS];
  guint    played[MAX_SEATS];
  guint    last_break;
  int      last_break_seat;
  int      last_player;
  int      emptied;   /* the seat that played its last card, or -1 */
} Round;

struct _TableeWhosnextGame
{
  GObject        parent_instance;

  /* Owned */
  TableePlayers *players;
  State          state;
  Round          round;
  GPtrArray     *undo;
  /* The players in seat order, to tell a rename from a new table. */
  GPtrArray     *seat_players;
  gboolean       loading;
};

static void tablee_whosnext_game_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeWhosnextGame, tablee_whosnext_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_whosnext_game_saveable_init))

enum {
  PROP_0,
  PROP_PLAYERS,
  PROP_LEVEL,
  PROP_APPRENTICE,
  PROP_MODE,
  PROP_SECONDS,
  PROP_ROUND_STATE,
  PROP_STARTER,
  PROP_DIRECTION,
  PROP_DUE,
  PROP_LAST_BREAK,
  PROP_DONT_PANIC_HOLDER,
  PROP_DONT_PANIC_STREAK,
  PROP_APPRENTICE_SEAT,
  PROP_CAN_UNDO,
  PROP_TRAINER_LEVEL,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_ROUND_ENDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Pure rules */

gboolean
tablee_whosnext_setup_for (guint                n_players,
                           TableeWhosnextSetup *setup)
{
  g_return_val_if_fail (setup != NULL, FALSE);

  if (n_players < TABLEE_WHOSNEXT_MIN_SEATS || n_players > MAX_SEATS)
    return FALSE;

  setup->n_players = n_players;
  setup->highest_number = n_players - 1;
  setup->per_number = per_number[n_players];
  setup->cards_per_player = setup->per_number * setup->highest_number;

  return TRUE;
}

guint
tablee_whosnext_level_seconds (guint level)
{
  g_return_val_if_fail (level < N_LEVELS, 0);

  return level_seconds[level];
}

guint
tablee_whosnext_next_seat (guint               n_seats,
                           guint               from,
                           int                *direction,
                           guint               number,
                           TableeWhosnextSide  side)
{
  int step;

  g_return_val_if_fail (n_seats > 0 && from < n_seats, 0);
  g_return_val_if_fail (direction != NULL && (*direction == 1 || *direction == -1), 0);

  /* A Whootchi side turns the direction first, then counts. */
  if (side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI)
    *direction = -*direction;

  step = (*direction * (int) (number % n_seats) + (int) n_seats) % (int) n_seats;

  return (from + (guint) step) % n_seats;
}

static guint
state_seconds (const State *state)
{
  if (state->level < TABLEE_WHOSNEXT_MAX_LEVEL)
    return level_seconds[state->level];

  return MAX (1, (int) level_seconds[TABLEE_WHOSNEXT_MAX_LEVEL] - (int) state->rounds_off);
}

static gboolean
state_game_over (const State *state)
{
  for (guint i = 0; i < state->n_seats; i++)
    {
      if (state->notes[i] >= TABLEE_WHOSNEXT_MAX_NOTES)
        return TRUE;
    }

  return FALSE;
}

/* The single player with the most wrong notes, if someone can still play
 * on them: when everyone else shares the fewest, there is no apprentice. */
static int
state_apprentice (const State *state)
{
  guint most = 0, fewest = G_MAXUINT, n_most = 0;
  int seat = -1;
  gboolean someone_between = FALSE;

  for (guint i = 0; i < state->n_seats; i++)
    {
      most = MAX (most, state->notes[i]);
      fewest = MIN (fewest, state->notes[i]);
    }

  for (guint i = 0; i < state->n_seats; i++)
    {
      if (state->notes[i] == most)
        {
          n_most++;
          seat = (int) i;
        }
      else if (state->notes[i] > fewest)
        {
          someone_between = TRUE;
        }
    }

  if (n_most != 1 || most == fewest || !someone_between)
    return -1;

  return seat;
}

static void
state_clear (State *state)
{
  g_clear_pointer (&state->events, g_array_unref);
}

static void
state_init_fresh (State *state,
                  guint  n_seats)
{
  memset (state, 0, sizeof *state);
  state->n_seats = n_seats;
  state->dp_holder = -1;
  state->events = g_array_new (FALSE, FALSE, sizeof (Event));
}

static void
state_reset_round (State *state)
{
  state->direction = 0;
  state->carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
  g_array_set_size (state->events, 0);
}

/* Applies one event to the round; returns the rules it broke, or -1 when
 * the event cannot happen (for state that comes from a file). */
static int
round_apply (Round       *round,
             const State *state,
             const Event *event)
{
  guint breaks = TABLEE_WHOSNEXT_BREAK_NONE;
  guint seat = event->seat;
  int dir;
  guint target;

  if (seat >= state->n_seats || round->emptied >= 0)
    return -1;

  switch (event->kind)
    {
    case EVENT_LATE:
      if (round->due != (int) seat)
        return -1;
      round->last_break = TABLEE_WHOSNEXT_BREAK_LATE;
      round->last_break_seat = (int) seat;
      return TABLEE_WHOSNEXT_BREAK_LATE;

    case EVENT_DISMISS:
      round->last_break = TABLEE_WHOSNEXT_BREAK_NONE;
      round->last_break_seat = -1;
      return TABLEE_WHOSNEXT_BREAK_NONE;

    case EVENT_PLAY:
      break;

    default:
      return -1;
    }

  if (event->number < 1 || event->number >= state->n_seats || event->side > 1)
    return -1;
  if (event->side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI && state->level < 1)
    return -1;
  if (round->played[seat] >= TABLEE_WHOSNEXT_HAND)
    return -1;

  if ((int) seat != round->due)
    breaks |= TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN;

  /* Level 2: not the same card on the same side as this player's last. */
  if (state->level >= 2 && round->has_card[seat] &&
      round->number[seat] == event->number && round->side[seat] == event->side)
    breaks |= TABLEE_WHOSNEXT_BREAK_SAME_TWICE;

  /* Level 3: never three identical uncovered cards; the player's own
   * previous card is covered by this one. */
  if (state->level >= 3)
    {
      guint same = 0;

      for (guint i = 0; i < state->n_seats; i++)
        {
          if (i != seat && round->has_card[i] &&
              round->number[i] == event->number && round->side[i] == event->side)
            same++;
        }

      if (same >= 2)
        breaks |= TABLEE_WHOSNEXT_BREAK_THIRD_IDENTICAL;
    }

  dir = round->dir;
  target = tablee_whosnext_next_seat (state->n_seats, seat, &dir, event->number, event->side);

  if (state->apprentice)
    {
      int apprentice = state_apprentice (state);
      guint fewest = G_MAXUINT;

      for (guint i = 0; i < state->n_seats; i++)
        fewest = MIN (fewest, state->notes[i]);

      if (apprentice >= 0 && target == (guint) apprentice && state->notes[seat] == fewest)
        breaks |= TABLEE_WHOSNEXT_BREAK_APPRENTICE;
    }

  round->dir = dir;
  round->due = (int) target;
  round->has_card[seat] = TRUE;
  round->number[seat] = event->number;
  round->side[seat] = event->side;
  round->played[seat]++;
  round->last_player = (int) seat;

  if (breaks != TABLEE_WHOSNEXT_BREAK_NONE)
    {
      round->last_break = breaks;
      round->last_break_seat = (int) seat;
    }

  if (round->played[seat] == TABLEE_WHOSNEXT_HAND)
    round->emptied = (int) seat;

  return (int) breaks;
}

static gboolean
round_replay (Round       *round,
              const State *state)
{
  memset (round, 0, sizeof *round);
  round->due = -1;
  round->last_break_seat = -1;
  round->last_player = -1;
  round->emptied = -1;

  if (state->direction == 0)
    return state->events->len == 0;

  round->dir = state->direction;
  round->due = ((int) state->starter + (int) state->n_seats + state->direction) % (int) state->n_seats;

  for (guint i = 0; i < state->events->len; i++)
    {
      if (round_apply (round, state, &g_array_index (state->events, Event, i)) < 0)
        return FALSE;
    }

  /* A last card always ends the round: it is never left in the events. */
  return round->emptied < 0;
}

/* Adds the wrong notes of the mistakes of seats, made at the same time,
 * with the Don't Panic card from level 4. */
static void
state_penalize (State       *state,
                const guint *seats,
                guint        n_seats)
{
  int holder = state->dp_holder;
  guint streak = state->dp_streak;
  gboolean dont_panic = state->level >= TABLEE_WHOSNEXT_DONT_PANIC_LEVEL;

  for (guint i = 0; i < n_seats; i++)
    {
      guint add = 1;

      if (dont_panic && (int) seats[i] == holder)
        add = streak + 1;

      state->notes[seats[i]] = MIN (TABLEE_WHOSNEXT_MAX_NOTES, state->notes[seats[i]] + add);
    }

  if (!dont_panic)
    return;

  for (guint i = 0; i < n_seats; i++)
    {
      if ((int) seats[i] != holder)
        {
          /* Someone else's mistake takes the card, green side up. */
          state->dp_holder = (int) seats[i];
          state->dp_streak = 1;
          return;
        }
    }

  /* The holder alone erred again: red after the second, back to the
   * centre after the third. */
  state->dp_streak = streak + 1;
  if (state->dp_streak >= 3)
    {
      state->dp_holder = -1;
      state->dp_streak = 0;
    }
}

static void
state_finish_round (State *state,
                    guint  next_starter)
{
  if (state->level == TABLEE_WHOSNEXT_MAX_LEVEL)
    state->rounds_off = MIN (state->rounds_off + 1, level_seconds[TABLEE_WHOSNEXT_MAX_LEVEL] - 1);

  state->starter = next_starter;
  state_reset_round (state);
}

/* Serialization */

static GVariant *
state_to_variant (const State *state)
{
  GVariantDict dict;
  GVariantBuilder builder;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", state->level);
  g_variant_dict_insert (&dict, "apprentice", "b", state->apprentice);
  g_variant_dict_insert (&dict, "mode", "u", state->mode);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("au"));
  for (guint i = 0; i < state->n_seats; i++)
    g_variant_builder_add (&builder, "u", state->notes[i]);
  g_variant_dict_insert_value (&dict, "notes", g_variant_builder_end (&builder));

  g_variant_dict_insert (&dict, "dont-panic", "(iu)", state->dp_holder, state->dp_streak);
  g_variant_dict_insert (&dict, "rounds-off", "u", state->rounds_off);
  g_variant_dict_insert (&dict, "starter", "u", state->starter);
  g_variant_dict_insert (&dict, "direction", "i", state->direction);
  g_variant_dict_insert (&dict, "carry", "(uu)", state->carry_break, state->carry_seat);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(yyyy)"));
  for (guint i = 0; i < state->events->len; i++)
    {
      const Event *e = &g_array_index (state->events, Event, i);

      g_variant_builder_add (&builder, "(yyyy)", e->kind, e->seat, e->number, e->side);
    }
  g_variant_dict_insert_value (&dict, "events", g_variant_builder_end (&builder));

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(uuut)"));
  for (guint i = 0; i < N_LEVELS; i++)
    {
      const TableeWhosnextTrainerStats *t = &state->trainer[i];

      g_variant_builder_add (&builder, "(uuut)", t->answers, t->correct, t->late, t->reaction_ms);
    }
  g_variant_dict_insert_value (&dict, "trainer", g_variant_builder_end (&builder));
  g_variant_dict_insert (&dict, "trainer-level", "u", state->trainer_level);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(bu)"));
  for (guint i = 0; i < state->n_recent; i++)
    g_variant_builder_add (&builder, "(bu)", state->recent_ok[i], state->recent_ms[i]);
  g_variant_dict_insert_value (&dict, "trainer-recent", g_variant_builder_end (&builder));

  return g_variant_dict_end (&dict);
}

static gboolean
invalid (GError     **error,
         const char  *what)
{
  g_set_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
               "Invalid Who’s Next? state: %s", what);
  return FALSE;
}

/* Reads and checks every value; out stays untouched on error. */
static gboolean
state_from_variant (GVariant  *variant,
                    guint      n_seats,
                    State     *out,
                    GError   **error)
{
  g_autoptr(GVariant) notes = NULL;
  g_autoptr(GVariant) events = NULL;
  g_autoptr(GVariant) trainer = NULL;
  g_autoptr(GVariant) recent = NULL;
  State state;
  Round round;
  GVariantIter iter;
  guint8 kind, seat, number, side;
  gboolean ok;

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    return invalid (error, "not a dictionary");

  state_init_fresh (&state, n_seats);

  ok = g_variant_lookup (variant, "level", "u", &state.level) &&
       g_variant_lookup (variant, "apprentice", "b", &state.apprentice) &&
       g_variant_lookup (variant, "mode", "u", &state.mode) &&
       g_variant_lookup (variant, "dont-panic", "(iu)", &state.dp_holder, &state.dp_streak) &&
       g_variant_lookup (variant, "rounds-off", "u", &state.rounds_off) &&
       g_variant_lookup (variant, "starter", "u", &state.starter) &&
       g_variant_lookup (variant, "direction", "i", &state.direction) &&
       g_variant_lookup (variant, "carry", "(uu)", &state.carry_break, &state.carry_seat);
  notes = g_variant_lookup_value (variant, "notes", G_VARIANT_TYPE ("au"));
  events = g_variant_lookup_value (variant, "events", G_VARIANT_TYPE ("a(yyyy)"));
  trainer = g_variant_lookup_value (variant, "trainer", G_VARIANT_TYPE ("a(uuut)"));
  recent = g_variant_lookup_value (variant, "trainer-recent", G_VARIANT_TYPE ("a(bu)"));
  /* Saves from before the trainer had a level of its own trained at the
   * table's level. */
  if (!g_variant_lookup (variant, "trainer-level", "u", &state.trainer_level))
    state.trainer_level = state.level;

  if (!ok || notes == NULL || events == NULL || trainer == NULL || recent == NULL)
    {
      state_clear (&state);
      return invalid (error, "missing or mistyped value");
    }

  if (n_seats < TABLEE_WHOSNEXT_MIN_SEATS || n_seats > MAX_SEATS ||
      state.level > TABLEE_WHOSNEXT_MAX_LEVEL ||
      state.trainer_level > TABLEE_WHOSNEXT_MAX_LEVEL ||
      state.mode > TABLEE_WHOSNEXT_MODE_TRAINER ||
      state.dp_holder < -1 || state.dp_holder >= (int) n_seats ||
      state.dp_streak > 2 || (state.dp_holder < 0) != (state.dp_streak == 0) ||
      state.rounds_off >= level_seconds[TABLEE_WHOSNEXT_MAX_LEVEL] ||
      state.starter >= n_seats ||
      (state.direction != 0 && state.direction != 1 && state.direction != -1) ||
      (state.carry_break & ~0x1fu) != 0 ||
      (state.carry_break != 0 && (state.direction != 0 || state.carry_seat >= n_seats)) ||
      g_variant_n_children (notes) != n_seats ||
      g_variant_n_children (events) > MAX_EVENTS ||
      g_variant_n_children (trainer) != N_LEVELS ||
      g_variant_n_children (recent) > TABLEE_WHOSNEXT_TRAINER_WINDOW)
    {
      state_clear (&state);
      return invalid (error, "value out of range");
    }

  for (guint i = 0; i < n_seats; i++)
    {
      g_variant_get_child (notes, i, "u", &state.notes[i]);
      if (state.notes[i] > TABLEE_WHOSNEXT_MAX_NOTES)
        {
          state_clear (&state);
          return invalid (error, "too many wrong notes");
        }
    }

  g_variant_iter_init (&iter, events);
  while (g_variant_iter_next (&iter, "(yyyy)", &kind, &seat, &number, &side))
    {
      Event e = { kind, seat, number, side };

      g_array_append_val (state.events, e);
    }

  for (guint i = 0; i < N_LEVELS; i++)
    {
      TableeWhosnextTrainerStats *t = &state.trainer[i];

      g_variant_get_child (trainer, i, "(uuut)", &t->answers, &t->correct, &t->late,
                           &t->reaction_ms);
      if (t->correct + t->late > t->answers)
        {
          state_clear (&state);
          return invalid (error, "trainer scores do not add up");
        }
    }

  state.n_recent = g_variant_n_children (recent);
  for (guint i = 0; i < state.n_recent; i++)
    g_variant_get_child (recent, i, "(bu)", &state.recent_ok[i], &state.recent_ms[i]);

  if (!round_replay (&round, &state))
    {
      state_clear (&state);
      return invalid (error, "the round cannot have been played");
    }

  *out = state;
  return TRUE;
}

/* Change tracking: properties are notified only when they changed. */

typedef struct {
  guint level, seconds, round_state, starter, last_break, dp_streak, mode, trainer_level;
  int   direction, due, dp_holder, apprentice_seat;
  gboolean apprentice, can_undo;
} Snapshot;

static void
snapshot_take (TableeWhosnextGame *self,
               Snapshot           *snap)
{
  snap->level = self->state.level;
  snap->seconds = tablee_whosnext_game_get_seconds (self);
  snap->round_state = tablee_whosnext_game_get_round_state (self);
  snap->starter = self->state.starter;
  snap->last_break = tablee_whosnext_game_get_last_break (self, NULL);
  snap->dp_streak = self->state.dp_streak;
  snap->mode = self->state.mode;
  snap->trainer_level = self->state.trainer_level;
  snap->direction = self->state.direction;
  snap->due = tablee_whosnext_game_get_due (self);
  snap->dp_holder = self->state.dp_holder;
  snap->apprentice_seat = tablee_whosnext_game_get_apprentice_seat (self);
  snap->apprentice = self->state.apprentice;
  snap->can_undo = self->undo->len > 0;
}

static void
changed (TableeWhosnextGame *self,
         const Snapshot     *before)
{
  Snapshot after;

  g_object_freeze_notify (G_OBJECT (self));
  snapshot_take (self, &after);

#define NOTIFY_IF(field, prop) \
  if (before->field != after.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);

  NOTIFY_IF (level, PROP_LEVEL)
  NOTIFY_IF (seconds, PROP_SECONDS)
  NOTIFY_IF (round_state, PROP_ROUND_STATE)
  NOTIFY_IF (starter, PROP_STARTER)
  NOTIFY_IF (last_break, PROP_LAST_BREAK)
  NOTIFY_IF (dp_streak, PROP_DONT_PANIC_STREAK)
  NOTIFY_IF (mode, PROP_MODE)
  NOTIFY_IF (trainer_level, PROP_TRAINER_LEVEL)
  NOTIFY_IF (direction, PROP_DIRECTION)
  NOTIFY_IF (due, PROP_DUE)
  NOTIFY_IF (dp_holder, PROP_DONT_PANIC_HOLDER)
  NOTIFY_IF (apprentice_seat, PROP_APPRENTICE_SEAT)
  NOTIFY_IF (apprentice, PROP_APPRENTICE)
  NOTIFY_IF (can_undo, PROP_CAN_UNDO)

#undef NOTIFY_IF

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

static void
push_undo (TableeWhosnextGame *self)
{
  g_ptr_array_add (self->undo, g_variant_ref_sink (state_to_variant (&self->state)));
  if (self->undo->len > MAX_UNDO)
    g_ptr_array_remove_index (self->undo, 0);
}

static void
replay (TableeWhosnextGame *self)
{
  gboolean ok = round_replay (&self->round, &self->state);

  /* The model only ever builds playable rounds. */
  g_assert (ok);
}

/* Seats */

static gboolean
same_seats (TableeWhosnextGame *self)
{
  GListModel *list = G_LIST_MODEL (self->players);

  if (g_list_model_get_n_items (list) != self->seat_players->len)
    return FALSE;

  for (guint i = 0; i < self->seat_players->len; i++)
    {
      g_autoptr(GObject) player = g_list_model_get_item (list, i);

      if (player != g_ptr_array_index (self->seat_players, i))
        return FALSE;
    }

  return TRUE;
}

static void
remember_seats (TableeWhosnextGame *self)
{
  GListModel *list = G_LIST_MODEL (self->players);

  g_ptr_array_set_size (self->seat_players, 0);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    g_ptr_array_add (self->seat_players, g_list_model_get_item (list, i));
}

static void
players_items_changed_cb (TableeWhosnextGame *self,
                          guint               position,
                          guint               removed,
                          guint               added,
                          GListModel         *list)
{
  Snapshot before;
  State fresh;

  if (self->loading)
    return;

  /* A rename keeps the game; the names are saved with it. */
  if (same_seats (self))
    {
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
      return;
    }

  snapshot_take (self, &before);
  remember_seats (self);

  /* Wrong notes belong to seats: another table is a new game. */
  state_init_fresh (&fresh, g_list_model_get_n_items (list));
  fresh.level = self->state.level;
  fresh.apprentice = self->state.apprentice;
  fresh.mode = self->state.mode;
  memcpy (fresh.trainer, self->state.trainer, sizeof fresh.trainer);
  fresh.trainer_level = self->state.trainer_level;
  state_clear (&self->state);
  self->state = fresh;
  g_ptr_array_set_size (self->undo, 0);
  replay (self);

  changed (self, &before);
}

/* TableeSaveable */

static GVariant *
tablee_whosnext_game_save (TableeSaveable *saveable)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (saveable);
  g_autoptr(GVariant) state = g_variant_ref_sink (state_to_variant (&self->state));
  GVariantDict dict;

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (self->players));

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_whosnext_game_load (TableeSaveable  *saveable,
                           GVariant        *variant,
                           GError         **error)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (saveable);
  g_autoptr(GVariant) players = NULL;
  Snapshot before;
  State state;
  gboolean ok;

  players = g_variant_lookup_value (variant, "players", G_VARIANT_TYPE ("a(ss)"));
  if (players == NULL)
    return invalid (error, "no players");

  if (!state_from_variant (variant, g_variant_n_children (players), &state, error))
    return FALSE;

  snapshot_take (self, &before);

  self->loading = TRUE;
  ok = tablee_players_deserialize (self->players, players, error);
  self->loading = FALSE;

  if (!ok)
    {
      state_clear (&state);
      return FALSE;
    }

  remember_seats (self);
  state_clear (&self->state);
  self->state = state;
  g_ptr_array_set_size (self->undo, 0);
  replay (self);
  changed (self, &before);

  return TRUE;
}

static void
tablee_whosnext_game_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_whosnext_game_save;
  iface->load = tablee_whosnext_game_load;
}

/* GObject */

static void
tablee_whosnext_game_dispose (GObject *object)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  if (self->players != NULL)
    g_signal_handlers_disconnect_by_data (self->players, self);
  g_clear_object (&self->players);
  if (self->seat_players != NULL)
    g_ptr_array_set_size (self->seat_players, 0);

  G_OBJECT_CLASS (tablee_whosnext_game_parent_class)->dispose (object);
}

static void
tablee_whosnext_game_finalize (GObject *object)
{
  TableeWhosnextGame *self = TABLEE_WHOSNEXT_GAME (object);

  state_clear (&self->state);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->seat_players, g_ptr_array_unref);

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
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->state.level);
      break;
    case PROP_APPRENTICE:
      g_value_set_boolean (value, self->state.apprentice);
      break;
    case PROP_MODE:
      g_value_set_enum (value, (int) self->state.mode);
      break;
    case PROP_SECONDS:
      g_value_set_uint (value, tablee_whosnext_game_get_seconds (self));
      break;
    case PROP_ROUND_STATE:
      g_value_set_enum (value, tablee_whosnext_game_get_round_state (self));
      break;
    case PROP_STARTER:
      g_value_set_uint (value, self->state.starter);
      break;
    case PROP_DIRECTION:
      g_value_set_int (value, self->state.direction);
      break;
    case PROP_DUE:
      g_value_set_int (value, tablee_whosnext_game_get_due (self));
      break;
    case PROP_LAST_BREAK:
      g_value_set_flags (value, tablee_whosnext_game_get_last_break (self, NULL));
      break;
    case PROP_DONT_PANIC_HOLDER:
      g_value_set_int (value, self->state.dp_holder);
      break;
    case PROP_DONT_PANIC_STREAK:
      g_value_set_uint (value, self->state.dp_streak);
      break;
    case PROP_APPRENTICE_SEAT:
      g_value_set_int (value, tablee_whosnext_game_get_apprentice_seat (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->undo->len > 0);
      break;
    case PROP_TRAINER_LEVEL:
      g_value_set_uint (value, self->state.trainer_level);
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
      tablee_whosnext_game_set_apprentice (self, g_value_get_boolean (value));
      break;
    case PROP_MODE:
      tablee_whosnext_game_set_mode (self, g_value_get_enum (value));
      break;
    case PROP_TRAINER_LEVEL:
      tablee_whosnext_game_set_trainer_level (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_whosnext_game_class_init (TableeWhosnextGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_whosnext_game_dispose;
  object_class->finalize = tablee_whosnext_game_finalize;
  object_class->get_property = tablee_whosnext_game_get_property;
  object_class->set_property = tablee_whosnext_game_set_property;

  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, TABLEE_TYPE_PLAYERS, ro);
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, TABLEE_WHOSNEXT_MAX_LEVEL, 0, rw);
  properties[PROP_APPRENTICE] =
    g_param_spec_boolean ("apprentice", NULL, NULL, FALSE, rw);
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, TABLEE_TYPE_WHOSNEXT_MODE,
                       TABLEE_WHOSNEXT_MODE_CONDUCTOR, rw);
  properties[PROP_SECONDS] =
    g_param_spec_uint ("seconds", NULL, NULL, 1, 60, 14, ro);
  properties[PROP_ROUND_STATE] =
    g_param_spec_enum ("round-state", NULL, NULL, TABLEE_TYPE_WHOSNEXT_ROUND_STATE,
                       TABLEE_WHOSNEXT_ROUND_WAITING, ro);
  properties[PROP_STARTER] =
    g_param_spec_uint ("starter", NULL, NULL, 0, MAX_SEATS - 1, 0, ro);
  properties[PROP_DIRECTION] =
    g_param_spec_int ("direction", NULL, NULL, -1, 1, 0, ro);
  properties[PROP_DUE] =
    g_param_spec_int ("due", NULL, NULL, -1, MAX_SEATS - 1, -1, ro);
  properties[PROP_LAST_BREAK] =
    g_param_spec_flags ("last-break", NULL, NULL, TABLEE_TYPE_WHOSNEXT_BREAK,
                        TABLEE_WHOSNEXT_BREAK_NONE, ro);
  properties[PROP_DONT_PANIC_HOLDER] =
    g_param_spec_int ("dont-panic-holder", NULL, NULL, -1, MAX_SEATS - 1, -1, ro);
  properties[PROP_DONT_PANIC_STREAK] =
    g_param_spec_uint ("dont-panic-streak", NULL, NULL, 0, 2, 0, ro);
  properties[PROP_APPRENTICE_SEAT] =
    g_param_spec_int ("apprentice-seat", NULL, NULL, -1, MAX_SEATS - 1, -1, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_TRAINER_LEVEL] =
    g_param_spec_uint ("trainer-level", NULL, NULL, 0, TABLEE_WHOSNEXT_MAX_LEVEL, 0, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ROUND_ENDED] =
    g_signal_new ("round-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
}

static void
tablee_whosnext_game_init (TableeWhosnextGame *self)
{
  self->players = tablee_players_new (TABLEE_WHOSNEXT_MIN_SEATS, MAX_SEATS);
  self->loading = TRUE;
  tablee_players_reset (self->players, 4);
  self->loading = FALSE;

  state_init_fresh (&self->state, 4);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  self->seat_players = g_ptr_array_new_with_free_func (g_object_unref);
  remember_seats (self);
  replay (self);

  g_signal_connect_object (self->players, "items-changed",
                           G_CALLBACK (players_items_changed_cb), self, G_CONNECT_SWAPPED);
}

/* Public API */

TableeWhosnextGame *
tablee_whosnext_game_new (void)
{
  return g_object_new (TABLEE_TYPE_WHOSNEXT_GAME, NULL);
}

TableePlayers *
tablee_whosnext_game_get_players (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), NULL);

  return self->players;
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
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);

  if (level == self->state.level)
    return;

  snapshot_take (self, &before);
  push_undo (self);

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
  replay (self);

  changed (self, &before);
}

guint
tablee_whosnext_game_get_trainer_level (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.trainer_level;
}

void
tablee_whosnext_game_set_trainer_level (TableeWhosnextGame *self,
                                        guint               level)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);

  if (level == self->state.trainer_level)
    return;

  /* Only the table's game is undone: the trainer's level is not. The
   * answers that moved you up belong to the level you left. */
  snapshot_take (self, &before);
  self->state.trainer_level = level;
  self->state.n_recent = 0;
  changed (self, &before);
}

gboolean
tablee_whosnext_game_get_apprentice (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  return self->state.apprentice;
}

void
tablee_whosnext_game_set_apprentice (TableeWhosnextGame *self,
                                     gboolean            apprentice)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));

  apprentice = !!apprentice;
  if (apprentice == self->state.apprentice)
    return;

  /* The variant changes how the round's cards are judged, so it only
   * applies from the next round on. */
  snapshot_take (self, &before);
  push_undo (self);
  self->state.apprentice = apprentice;
  state_reset_round (&self->state);
  replay (self);
  changed (self, &before);
}

TableeWhosnextMode
tablee_whosnext_game_get_mode (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), TABLEE_WHOSNEXT_MODE_CONDUCTOR);

  return self->state.mode;
}

void
tablee_whosnext_game_set_mode (TableeWhosnextGame *self,
                               TableeWhosnextMode  mode)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));
  g_return_if_fail (mode <= TABLEE_WHOSNEXT_MODE_TRAINER);

  if (mode == self->state.mode)
    return;

  snapshot_take (self, &before);
  self->state.mode = mode;
  changed (self, &before);
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

static gboolean
check_not_over (TableeWhosnextGame  *self,
                GError             **error)
{
  if (state_game_over (&self->state))
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_GAME_OVER,
                           _("The concert is over: start a new game."));
      return FALSE;
    }

  return TRUE;
}

gboolean
tablee_whosnext_game_choose_direction (TableeWhosnextGame  *self,
                                       int                  direction,
                                       GError             **error)
{
  Snapshot before;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);
  g_return_val_if_fail (direction == 1 || direction == -1, FALSE);

  if (!check_not_over (self, error))
    return FALSE;

  if (self->state.direction != 0)
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING,
                           _("The round has already started."));
      return FALSE;
    }

  snapshot_take (self, &before);
  push_undo (self);

  /* The round begins: a mistake of the last one can no longer be told. */
  self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
  self->state.direction = direction;
  replay (self);

  changed (self, &before);
  return TRUE;
}

gboolean
tablee_whosnext_game_play (TableeWhosnextGame   *self,
                           int                   seat,
                           guint                 number,
                           TableeWhosnextSide    side,
                           TableeWhosnextBreak  *breaks,
                           GError              **error)
{
  Snapshot before;
  Event event;
  int result;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  if (breaks != NULL)
    *breaks = TABLEE_WHOSNEXT_BREAK_NONE;

  if (!check_not_over (self, error))
    return FALSE;

  if (self->state.direction == 0)
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_NOT_PLAYING,
                           _("The first player has not chosen the direction yet."));
      return FALSE;
    }

  if (seat < 0)
    seat = self->round.due;

  if (seat >= (int) self->state.n_seats || number < 1 || number >= self->state.n_seats)
    {
      g_set_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                   _("With %u players, cards go from 1 to %u."),
                   self->state.n_seats, self->state.n_seats - 1);
      return FALSE;
    }

  if (side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI && self->state.level < 1)
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                           _("Whootchi sides are played from level 1."));
      return FALSE;
    }

  if (self->state.events->len >= MAX_EVENTS)
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                           _("This round is too long: start a new one."));
      return FALSE;
    }

  snapshot_take (self, &before);
  push_undo (self);

  event = (Event) { EVENT_PLAY, (guint8) seat, (guint8) number, (guint8) side };
  result = round_apply (&self->round, &self->state, &event);
  g_assert (result >= 0);
  g_array_append_val (self->state.events, event);

  if (breaks != NULL)
    *breaks = (TableeWhosnextBreak) result;

  if (self->round.emptied >= 0)
    {
      /* A last card ends the round; its mistake, if any, can still be told
       * before the next round starts. */
      state_finish_round (&self->state, (guint) seat);
      self->state.carry_break = (guint) result;
      self->state.carry_seat = (guint) seat;
      replay (self);
      changed (self, &before);
      g_signal_emit (self, signals[SIGNAL_ROUND_ENDED], 0, seat, FALSE);
      return TRUE;
    }

  changed (self, &before);
  return TRUE;
}

int
tablee_whosnext_game_time_out (TableeWhosnextGame *self)
{
  Snapshot before;
  Event event;
  int due;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), -1);

  due = tablee_whosnext_game_get_due (self);
  if (due < 0 || self->state.events->len >= MAX_EVENTS)
    return -1;

  snapshot_take (self, &before);
  push_undo (self);

  event = (Event) { EVENT_LATE, (guint8) due, 0, 0 };
  round_apply (&self->round, &self->state, &event);
  g_array_append_val (self->state.events, event);

  changed (self, &before);
  return due;
}

static void
report (TableeWhosnextGame *self,
        const guint        *seats,
        guint               n_seats,
        guint               next_starter)
{
  Snapshot before;
  gboolean in_round = self->state.direction != 0;

  snapshot_take (self, &before);
  push_undo (self);

  state_penalize (&self->state, seats, n_seats);

  if (in_round)
    {
      /* The mistake ends the round, which is a finished round too. */
      state_finish_round (&self->state, next_starter);
    }
  else
    {
      /* A mistake carried from a round already over, or told between
       * rounds: the offender starts. */
      self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
      self->state.starter = next_starter;
    }

  replay (self);
  changed (self, &before);
  g_signal_emit (self, signals[SIGNAL_ROUND_ENDED], 0, (int) next_starter, TRUE);
}

gboolean
tablee_whosnext_game_report_last_break (TableeWhosnextGame *self)
{
  TableeWhosnextBreak last;
  guint seat = 0;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  last = tablee_whosnext_game_get_last_break (self, &seat);
  if (last == TABLEE_WHOSNEXT_BREAK_NONE)
    return FALSE;

  report (self, &seat, 1, seat);
  return TRUE;
}

void
tablee_whosnext_game_dismiss_break (TableeWhosnextGame *self)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));

  if (tablee_whosnext_game_get_last_break (self, NULL) == TABLEE_WHOSNEXT_BREAK_NONE)
    return;

  snapshot_take (self, &before);
  push_undo (self);

  if (self->state.carry_break != TABLEE_WHOSNEXT_BREAK_NONE)
    {
      self->state.carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
    }
  else
    {
      Event event = { EVENT_DISMISS, 0, 0, 0 };

      round_apply (&self->round, &self->state, &event);
      g_array_append_val (self->state.events, event);
    }

  changed (self, &before);
}

gboolean
tablee_whosnext_game_report_mistakes (TableeWhosnextGame  *self,
                                      const guint         *seats,
                                      guint                n_seats,
                                      GError             **error)
{
  guint next_starter;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);
  g_return_val_if_fail (seats != NULL || n_seats == 0, FALSE);

  if (!check_not_over (self, error))
    return FALSE;

  for (guint i = 0; i < n_seats; i++)
    {
      gboolean twice = FALSE;

      for (guint j = 0; j < i; j++)
        twice |= seats[j] == seats[i];

      if (seats[i] >= self->state.n_seats || twice)
        {
          g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                               TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                               _("Each player at fault is counted once."));
          return FALSE;
        }
    }

  if (n_seats == 0)
    {
      g_set_error_literal (error, TABLEE_WHOSNEXT_GAME_ERROR,
                           TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
                           _("Choose who made the mistake."));
      return FALSE;
    }

  /* One mistake: its player starts. Several at once: the last player to
   * play a card before them starts (the starter, if nobody played). */
  if (n_seats == 1)
    next_starter = seats[0];
  else if (self->round.last_player >= 0)
    next_starter = (guint) self->round.last_player;
  else
    next_starter = self->state.starter;

  report (self, seats, n_seats, next_starter);
  return TRUE;
}

void
tablee_whosnext_game_new_game (TableeWhosnextGame *self)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));

  snapshot_take (self, &before);
  push_undo (self);

  memset (self->state.notes, 0, sizeof self->state.notes);
  self->state.dp_holder = -1;
  self->state.dp_streak = 0;
  self->state.rounds_off = 0;
  self->state.starter = 0;
  state_reset_round (&self->state);
  replay (self);

  changed (self, &before);
}

gboolean
tablee_whosnext_game_can_undo (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  return self->undo->len > 0;
}

gboolean
tablee_whosnext_game_undo (TableeWhosnextGame *self)
{
  g_autoptr(GVariant) last = NULL;
  Snapshot before;
  State state;
  gboolean ok;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;

  snapshot_take (self, &before);
  last = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  ok = state_from_variant (last, self->state.n_seats, &state, NULL);
  g_assert (ok);

  /* Undo takes back the game, not the trainer's scores. */
  memcpy (state.trainer, self->state.trainer, sizeof state.trainer);
  state.trainer_level = self->state.trainer_level;
  state.n_recent = self->state.n_recent;
  memcpy (state.recent_ok, self->state.recent_ok, sizeof state.recent_ok);
  memcpy (state.recent_ms, self->state.recent_ms, sizeof state.recent_ms);
  state.mode = self->state.mode;

  state_clear (&self->state);
  self->state = state;
  replay (self);

  changed (self, &before);
  return TRUE;
}

void
tablee_whosnext_game_get_trainer_stats (TableeWhosnextGame         *self,
                                        guint                       level,
                                        TableeWhosnextTrainerStats *stats)
{
  g_return_if_fail (TABLEE_IS_WHOSNEXT_GAME (self));
  g_return_if_fail (level <= TABLEE_WHOSNEXT_MAX_LEVEL);
  g_return_if_fail (stats != NULL);

  *stats = self->state.trainer[level];
}

guint
tablee_whosnext_game_get_trainer_streak (TableeWhosnextGame *self)
{
  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), 0);

  return self->state.n_recent;
}

/* The trainer moves you up when, over the last 10 answers at the level,
 * at least 9 were right and in time, and the right ones came on average
 * within half the level's time limit: you name the next player reliably
 * and with time to spare, as the table will need at the next level. */
static gboolean
trainer_ready (const State *state)
{
  guint correct = 0;
  guint64 total_ms = 0;

  if (state->n_recent < TABLEE_WHOSNEXT_TRAINER_WINDOW)
    return FALSE;

  for (guint i = 0; i < state->n_recent; i++)
    {
      if (state->recent_ok[i])
        {
          correct++;
          total_ms += state->recent_ms[i];
        }
    }

  return correct >= TABLEE_WHOSNEXT_TRAINER_WINDOW - 1 &&
         total_ms * 2 <= (guint64) correct * level_seconds[state->trainer_level] * 1000;
}

gboolean
tablee_whosnext_game_record_answer (TableeWhosnextGame *self,
                                    gboolean            correct,
                                    gboolean            late,
                                    guint               reaction_ms)
{
  TableeWhosnextTrainerStats *stats;
  Snapshot before;
  gboolean ok;

  g_return_val_if_fail (TABLEE_IS_WHOSNEXT_GAME (self), FALSE);

  snapshot_take (self, &before);

  ok = correct && !late;
  stats = &self->state.trainer[self->state.trainer_level];
  stats->answers++;
  if (late)
    stats->late++;
  else if (correct)
    {
      stats->correct++;
      stats->reaction_ms += reaction_ms;
    }

  if (self->state.n_recent == TABLEE_WHOSNEXT_TRAINER_WINDOW)
    {
      memmove (self->state.recent_ok, self->state.recent_ok + 1,
               sizeof (gboolean) * (TABLEE_WHOSNEXT_TRAINER_WINDOW - 1));
      memmove (self->state.recent_ms, self->state.recent_ms + 1,
               sizeof (guint) * (TABLEE_WHOSNEXT_TRAINER_WINDOW - 1));
      self->state.n_recent--;
    }
  self->state.recent_ok[self->state.n_recent] = ok;
  self->state.recent_ms[self->state.n_recent] = ok ? reaction_ms : 0;
  self->state.n_recent++;

  changed (self, &before);

  return trainer_ready (&self->state);
}
