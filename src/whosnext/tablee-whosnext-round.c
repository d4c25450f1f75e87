/* tablee-whosnext-round.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of a round, replayed from the cards played, and the saved
 * form of the game. The facts come from the Who's Next? rulebook; where
 * it is silent, the decisions are written next to the code that takes
 * them, and in the in-app rules:
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

#include "tablee-whosnext-round.h"

G_DEFINE_QUARK (tablee-whosnext-game-error-quark, tablee_whosnext_game_error)

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

/* The cards' names as printed; the French edition prints the same. */
static const char * const whoot_names[] = {
  NULL, N_("Whoot"), N_("Double Whoot"), N_("Triple Whoot"),
  N_("Quadruple Whoot"), N_("Quintuple Whoot"), N_("Sextuple Whoot"),
};
static const char * const whootchi_names[] = {
  NULL, N_("Whootchi"), N_("Double Whootchi"), N_("Triple Whootchi"),
  N_("Quadruple Whootchi"), N_("Quintuple Whootchi"), N_("Sextuple Whootchi"),
};

const char *
tablee_whosnext_card_name (guint              number,
                           TableeWhosnextSide side)
{
  g_return_val_if_fail (number >= 1 && number <= 6, "");

  return _(side == TABLEE_WHOSNEXT_SIDE_WHOOTCHI ? whootchi_names[number] : whoot_names[number]);
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

guint
state_seconds (const State *state)
{
  if (state->level < TABLEE_WHOSNEXT_MAX_LEVEL)
    return level_seconds[state->level];

  return MAX (1, (int) level_seconds[TABLEE_WHOSNEXT_MAX_LEVEL] - (int) state->rounds_off);
}

gboolean
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
int
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

void
state_clear (State *state)
{
  g_clear_pointer (&state->events, g_array_unref);
}

void
state_init_fresh (State *state,
                  guint  n_seats)
{
  memset (state, 0, sizeof *state);
  state->n_seats = n_seats;
  state->dp_holder = -1;
  state->events = g_array_new (FALSE, FALSE, sizeof (Event));
}

void
state_reset_round (State *state)
{
  state->direction = 0;
  state->carry_break = TABLEE_WHOSNEXT_BREAK_NONE;
  g_array_set_size (state->events, 0);
}

int
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

gboolean
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
void
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

void
state_finish_round (State *state,
                    guint  next_starter)
{
  if (state->level == TABLEE_WHOSNEXT_MAX_LEVEL)
    state->rounds_off = MIN (state->rounds_off + 1, level_seconds[TABLEE_WHOSNEXT_MAX_LEVEL] - 1);

  state->starter = next_starter;
  state_reset_round (state);
}

/* The saved form: what save_state() writes and load_state() reads, at
 * WHOSNEXT_FORMAT_VERSION (tablee-whosnext-round.h): bump it with any
 * change here. */

GVariant *
state_to_variant (const State *state)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", state->level);
  g_variant_dict_insert (&dict, "apprentice", "b", state->apprentice);
  g_variant_dict_insert_value (&dict, "notes", g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, state->notes,
                                                                          state->n_seats, sizeof (guint32)));
  g_variant_dict_insert (&dict, "dont-panic", "(iu)", state->dp_holder, state->dp_streak);
  g_variant_dict_insert (&dict, "rounds-off", "u", state->rounds_off);
  g_variant_dict_insert (&dict, "starter", "u", state->starter);
  g_variant_dict_insert (&dict, "direction", "i", state->direction);
  g_variant_dict_insert (&dict, "carry", "(uu)", state->carry_break, state->carry_seat);
  /* Optional: files written before it came offer nothing. */
  if (state->offer != 0)
    g_variant_dict_insert (&dict, "offer", "u", state->offer);
  /* An event is four bytes, in the order of its (yyyy). */
  g_variant_dict_insert_value (&dict, "events", g_variant_new_fixed_array (G_VARIANT_TYPE ("(yyyy)"),
                                                                           state->events->data,
                                                                           state->events->len,
                                                                           sizeof (Event)));

  return g_variant_dict_end (&dict);
}

/* Refuses a state read so far (state may be NULL), saying why. */
static gboolean
invalid (State       *state,
         GError     **error,
         const char  *what)
{
  if (state != NULL)
    state_clear (state);
  g_set_error (error, TABLEE_WHOSNEXT_GAME_ERROR, TABLEE_WHOSNEXT_GAME_ERROR_INVALID,
               "Invalid Who’s Next? state: %s", what);
  return FALSE;
}

gboolean
state_from_variant (GVariant  *variant,
                    guint      n_seats,
                    State     *out,
                    GError   **error)
{
  g_autoptr(GVariant) notes = NULL;
  g_autoptr(GVariant) events = NULL;
  State state;
  Round round;
  gsize n_events;
  const Event *saved_events;
  gboolean ok;

  if (!g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    return invalid (NULL, error, "not a dictionary");

  state_init_fresh (&state, n_seats);

  ok = g_variant_lookup (variant, "level", "u", &state.level) &&
       g_variant_lookup (variant, "apprentice", "b", &state.apprentice) &&
       g_variant_lookup (variant, "dont-panic", "(iu)", &state.dp_holder, &state.dp_streak) &&
       g_variant_lookup (variant, "rounds-off", "u", &state.rounds_off) &&
       g_variant_lookup (variant, "starter", "u", &state.starter) &&
       g_variant_lookup (variant, "direction", "i", &state.direction) &&
       g_variant_lookup (variant, "carry", "(uu)", &state.carry_break, &state.carry_seat);
  if (!g_variant_lookup (variant, "offer", "u", &state.offer))
    state.offer = 0;
  notes = g_variant_lookup_value (variant, "notes", G_VARIANT_TYPE ("au"));
  events = g_variant_lookup_value (variant, "events", G_VARIANT_TYPE ("a(yyyy)"));

  if (!ok || notes == NULL || events == NULL)
    return invalid (&state, error, "missing or mistyped value");

  if (n_seats < TABLEE_WHOSNEXT_MIN_SEATS || n_seats > MAX_SEATS ||
      state.level > TABLEE_WHOSNEXT_MAX_LEVEL ||
      state.dp_holder < -1 || state.dp_holder >= (int) n_seats ||
      state.dp_streak > 2 || (state.dp_holder < 0) != (state.dp_streak == 0) ||
      state.rounds_off >= tablee_whosnext_level_seconds (TABLEE_WHOSNEXT_MAX_LEVEL) ||
      state.starter >= n_seats ||
      (state.direction != 0 && state.direction != 1 && state.direction != -1) ||
      (state.carry_break & ~0x1fu) != 0 ||
      (state.carry_break != 0 && (state.direction != 0 || state.carry_seat >= n_seats)) ||
      (state.offer != 0 && (state.offer != state.level + 1 || state.offer > TABLEE_WHOSNEXT_MAX_LEVEL ||
                               state.direction != 0)) ||
      g_variant_n_children (notes) != n_seats ||
      g_variant_n_children (events) > MAX_EVENTS)
    return invalid (&state, error, "value out of range");

  for (guint i = 0; i < n_seats; i++)
    {
      g_variant_get_child (notes, i, "u", &state.notes[i]);
      if (state.notes[i] > TABLEE_WHOSNEXT_MAX_NOTES)
        return invalid (&state, error, "too many wrong notes");
    }

  saved_events = g_variant_get_fixed_array (events, &n_events, sizeof (Event));
  g_array_append_vals (state.events, saved_events, n_events);

  if (!round_replay (&round, &state))
    return invalid (&state, error, "the round cannot have been played");

  *out = state;
  return TRUE;
}

/* The trainer's scores that version 1 kept in the game, as the trainer
 * saves them (tablee-whosnext-trainer.c): 0.1.0 trained at the game's
 * level, and in the trainer's mode. */
static GVariant *
trainer_from_v1 (GVariant *variant)
{
  g_autoptr(GVariant) stats = g_variant_lookup_value (variant, "trainer", G_VARIANT_TYPE ("a(uuut)"));
  g_autoptr(GVariant) recent = g_variant_lookup_value (variant, "trainer-recent", G_VARIANT_TYPE ("a(bu)"));
  GVariantDict dict;
  guint level, mode;

  if (stats == NULL || recent == NULL ||
      !g_variant_lookup (variant, "level", "u", &level) ||
      !g_variant_lookup (variant, "mode", "u", &mode))
    return NULL;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "level", "u", level);
  g_variant_dict_insert (&dict, "active", "b", mode == 1);
  g_variant_dict_insert_value (&dict, "stats", stats);
  g_variant_dict_insert_value (&dict, "recent", recent);

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

/* Version 1 (Tablée 0.1.0) held, beside this state, the players, the mode
 * (conductor or trainer) and the trainer's scores ("trainer" and
 * "trainer-recent"). Version 2 moved the players into TableeGame's
 * envelope and the trainer, its mode with it, to a store of its own; the
 * rest is the same. The game was over when someone had taken every wrong
 * note. */
GVariant *
state_migrate (guint32    from_version,
               GVariant  *variant,
               GVariant **trainer,
               GError   **error)
{
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) notes = NULL;
  const guint32 *values;
  gboolean over = FALSE;
  gsize n_notes;

  *trainer = NULL;

  if (from_version != 1)
    {
      invalid (NULL, error, "no migration from this version");
      return NULL;
    }

  players = g_variant_lookup_value (variant, "players", G_VARIANT_TYPE ("a(ss)"));
  notes = g_variant_lookup_value (variant, "notes", G_VARIANT_TYPE ("au"));
  if (players == NULL || notes == NULL)
    {
      invalid (NULL, error, "missing or mistyped value");
      return NULL;
    }

  values = g_variant_get_fixed_array (notes, &n_notes, sizeof (guint32));
  for (gsize i = 0; i < n_notes; i++)
    over |= values[i] >= TABLEE_WHOSNEXT_MAX_NOTES;

  *trainer = trainer_from_v1 (variant);
  return tablee_game_envelope_v1 (players, over,
                                  tablee_game_drop_keys (variant, "players", "mode", "trainer",
                                                         "trainer-recent", NULL));
}
