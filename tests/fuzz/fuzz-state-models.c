/* fuzz-state-models.c: the saveable models the state fuzzer loads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>

#include "fuzz-state-models.h"
#include "tablee-clock.h"
#include "tablee-frantic-game.h"
#include "tablee-notnot-game.h"
#include "tablee-notnot-training.h"
#include "tablee-players.h"
#include "tablee-random.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-whosnext-game.h"
#include "tablee-whosnext-trainer.h"

/* Every model gets the same seeded randomness, so that two fresh ones save
 * the same and the seeds are written again identically. */
#define SEED 20261123

/* The store level and TableePlayers, with no game around them: a model whose
 * state is only "players" (a(ss)), which its load gives to
 * tablee_players_deserialize() as every game does. */
#define FUZZ_TYPE_ROSTER (fuzz_roster_get_type ())
G_DECLARE_FINAL_TYPE (FuzzRoster, fuzz_roster, FUZZ, ROSTER, GObject)

struct _FuzzRoster
{
  GObject        parent_instance;
  TableePlayers *players;
};

static void fuzz_roster_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FuzzRoster, fuzz_roster, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      fuzz_roster_saveable_init))

static GVariant *
fuzz_roster_save (TableeSaveable *saveable)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players",
                               tablee_players_serialize (FUZZ_ROSTER (saveable)->players));

  return g_variant_dict_end (&dict);
}

static gboolean
fuzz_roster_load (TableeSaveable  *saveable,
                  GVariant        *state,
                  GError         **error)
{
  g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", G_VARIANT_TYPE ("a(ss)"));

  if (players == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "no players");
      return FALSE;
    }

  return tablee_players_deserialize (FUZZ_ROSTER (saveable)->players, players, error);
}

static void
fuzz_roster_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = fuzz_roster_save;
  iface->load = fuzz_roster_load;
}

static void
fuzz_roster_finalize (GObject *object)
{
  g_clear_object (&FUZZ_ROSTER (object)->players);

  G_OBJECT_CLASS (fuzz_roster_parent_class)->finalize (object);
}

static void
fuzz_roster_class_init (FuzzRosterClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = fuzz_roster_finalize;
}

static void
fuzz_roster_init (FuzzRoster *self)
{
  self->players = tablee_players_new (2, 8);
  tablee_players_reset (self->players, 2);
}

static TableeSaveable *
new_roster (void)
{
  return g_object_new (FUZZ_TYPE_ROSTER, NULL);
}

static void
add_players (TableePlayers      *players,
             const char * const *names)
{
  g_autoptr(GError) error = NULL;

  while (tablee_players_get_n_players (players) > tablee_players_get_min_players (players))
    g_object_unref (tablee_players_remove (players, 0, NULL));
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (i < tablee_players_get_n_players (players))
        tablee_players_rename (players, i, names[i], &error);
      else
        tablee_players_add (players, names[i], &error);
      g_assert_no_error (error);
    }
}

/* Names that a page must show literally, at the ends of what is allowed. */
static const char * const odd_names[] = {
  "<b>&amp;",
  "Zoë \"x\" & <i>",
  "Ærøskøbing Ñandú Łódź Ωmega Żółw Straßen",   /* 40 characters, more bytes */
  "%s%n%x",
  "\xe2\x80\x8f\xd7\xa9\xd7\xa8\xd7\x94",           /* right-to-left */
  "🎲🃏",
  "a",
  "A very long name of exactly 40 letters!!",
  NULL
};

static GPtrArray *
roster_examples (void)
{
  static const char * const two[] = { "Alice", "Bob", NULL };
  GPtrArray *examples = g_ptr_array_new_with_free_func (g_object_unref);
  FuzzRoster *roster;

  g_ptr_array_add (examples, new_roster ());

  roster = FUZZ_ROSTER (new_roster ());
  add_players (roster->players, two);
  g_ptr_array_add (examples, roster);

  roster = FUZZ_ROSTER (new_roster ());
  add_players (roster->players, odd_names);
  tablee_players_move (roster->players, 0, 7);
  g_ptr_array_add (examples, roster);

  return examples;
}

static void
play_roster (TableeSaveable *saveable)
{
  TableePlayers *players = FUZZ_ROSTER (saveable)->players;
  guint n = tablee_players_get_n_players (players);
  g_autofree char *name = tablee_players_suggest_name (players);
  g_autoptr(TableePlayer) removed = NULL;

  tablee_players_rename (players, 0, "Renamed", NULL);
  tablee_players_move (players, 0, n - 1);
  tablee_players_add (players, name, NULL);
  removed = tablee_players_remove (players, 0, NULL);
}

static GVariant *
roster_state (GVariant *players)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  if (players != NULL)
    g_variant_dict_insert_value (&dict, "players", players);

  return g_variant_dict_end (&dict);
}

static GVariant *
players_variant (guint n,
                 ...)
{
  GVariantBuilder builder;
  va_list args;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  va_start (args, n);
  for (guint i = 0; i < n; i++)
    {
      const char *name = va_arg (args, const char *);
      const char *colour = va_arg (args, const char *);

      g_variant_builder_add (&builder, "(ss)", name, colour);
    }
  va_end (args);

  return g_variant_builder_end (&builder);
}

static GVariant *
roster_damaged (void)
{
  GVariantBuilder builder;
  GVariantBuilder nine;

  g_variant_builder_init (&nine, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);

      g_variant_builder_add (&nine, "(ss)", name, "#3584e4");
    }

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "no-players", roster_state (NULL));
  g_variant_builder_add (&builder, "{sv}", "one-player",
                         roster_state (players_variant (1, "Alice", "#3584e4")));
  g_variant_builder_add (&builder, "{sv}", "nine-players",
                         roster_state (g_variant_builder_end (&nine)));
  g_variant_builder_add (&builder, "{sv}", "same-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", " aLiCe ", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "empty-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", " \t", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "long-name",
                         roster_state (players_variant (2, "Alice", "#3584e4",
                                                        "A name of forty-one characters, too long.", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "bad-colour",
                         roster_state (players_variant (2, "Alice", "#3584e4", "Bob", "#e01b2")));
  g_variant_builder_add (&builder, "{sv}", "colour-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", "Bob", "red")));
  g_variant_builder_add (&builder, "{sv}", "wrong-type",
                         roster_state (g_variant_new_parsed ("[('Alice', 1), ('Bob', 2)]")));

  return g_variant_builder_end (&builder);
}


/* The games, made as their pages make them, with seeded randomness and a
 * manual clock. */

static GPtrArray *
new_examples (TableeSaveable *fresh)
{
  GPtrArray *examples = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (examples, fresh);

  return examples;
}

/* No damaged states of their own: the generic ones of fuzz-state-seeds.c
 * (each key of a saved state missing, of another type, out of range). */
static GVariant *
no_damaged (void)
{
  return g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0);
}

/* Not Not */

static TableeSaveable *
new_notnot_game (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (SEED);

  return TABLEE_SAVEABLE (tablee_notnot_game_new (random));
}

static void
play_notnot_turns (TableeNotnotGame *game,
                   guint             n_turns,
                   gboolean          leave_open)
{
  for (guint turn = 0; turn < n_turns; turn++)
    {
      guint valid;
      g_autoptr(GArray) results = NULL;

      if (!tablee_notnot_game_roll (game))
        return;
      valid = tablee_notnot_game_get_valid_spots (game);
      /* The first player taps a right card when there is one, the second
       * the card after it, right or wrong. */
      for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
        {
          if (valid & (1 << spot))
            {
              tablee_notnot_game_add_tap (game, 0, spot);
              tablee_notnot_game_add_tap (game, 1, (spot + turn + 1) % TABLEE_N_SPOTS);
              break;
            }
        }
      if (leave_open && turn == n_turns - 1)
        return;
      results = tablee_notnot_game_end_turn (game);
    }
}

static GPtrArray *
notnot_game_examples (void)
{
  GPtrArray *examples = new_examples (new_notnot_game ());
  TableeNotnotGame *game;

  game = TABLEE_NOTNOT_GAME (new_notnot_game ());
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_NORMAL, FALSE);
  play_notnot_turns (game, 4, FALSE);
  g_ptr_array_add (examples, game);

  game = TABLEE_NOTNOT_GAME (new_notnot_game ());
  add_players (tablee_game_get_players (TABLEE_GAME (game)), odd_names);
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_EXTREME, FALSE);
  play_notnot_turns (game, 7, TRUE);
  g_ptr_array_add (examples, game);

  game = TABLEE_NOTNOT_GAME (new_notnot_game ());
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  play_notnot_turns (game, 12, FALSE);
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  g_ptr_array_add (examples, game);

  game = TABLEE_NOTNOT_GAME (new_notnot_game ());
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_HARD, FALSE);
  play_notnot_turns (game, 200, FALSE);
  g_ptr_array_add (examples, game);

  return examples;
}

static void
play_notnot_game (TableeSaveable *saveable)
{
  TableeNotnotGame *game = TABLEE_NOTNOT_GAME (saveable);

  play_notnot_turns (game, 3, FALSE);
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  play_notnot_turns (game, 2, TRUE);
}

static TableeSaveable *
new_notnot_training (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (SEED);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);

  return TABLEE_SAVEABLE (tablee_notnot_training_new (random, clock));
}

static GPtrArray *
notnot_training_examples (void)
{
  GPtrArray *examples = new_examples (new_notnot_training ());

  for (TableeNotnotLevel level = TABLEE_NOTNOT_LEVEL_NORMAL; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      TableeNotnotTraining *training = TABLEE_NOTNOT_TRAINING (new_notnot_training ());

      /* Levels open by streaks of right answers, which the training then
       * moves up through. */
      while (tablee_notnot_training_get_level (training) < level)
        {
          guint valid;

          tablee_notnot_training_next (training);
          valid = tablee_notnot_training_get_valid_spots (training);
          if (valid == 0)
            tablee_notnot_training_answer_nobody (training);
          else
            tablee_notnot_training_answer (training, g_bit_nth_lsf (valid, -1));
        }
      for (guint i = 0; i < 3 + level; i++)
        {
          tablee_notnot_training_next (training);
          tablee_notnot_training_start_watch (training);
          tablee_notnot_training_answer (training, (i * level) % TABLEE_N_SPOTS);
        }
      g_ptr_array_add (examples, training);
    }

  return examples;
}

static void
play_notnot_training (TableeSaveable *saveable)
{
  TableeNotnotTraining *training = TABLEE_NOTNOT_TRAINING (saveable);

  for (guint i = 0; i < 3; i++)
    {
      tablee_notnot_training_next (training);
      tablee_notnot_training_start_watch (training);
      tablee_notnot_training_answer (training, i % TABLEE_N_SPOTS);
    }
}

/* Frantic */

static TableeSaveable *
new_frantic_game (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (SEED);

  return TABLEE_SAVEABLE (tablee_frantic_game_new (random));
}

static void
play_frantic_round (TableeFranticGame *game,
                    guint              n_turns,
                    int                finisher)
{
  TableeFranticDeck *deck = tablee_frantic_game_get_deck (game);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (game);
  g_autoptr(TableeFranticRound) round = NULL;

  /* Black cards, each setting off events (some waiting for a choice),
   * and the turns a Time Bomb counts, through the game as the page plays
   * them: each one step, never caught half-way through a draw. */
  for (guint i = 0; i < n_turns; i++)
    {
      /* Nothing happens when no choice is pending. */
      tablee_frantic_game_choose (game, i % 2);
      if (i % 3 == 1)
        tablee_frantic_deck_set_lucky (deck, 1, TRUE);
      tablee_frantic_game_black_card (game);
      tablee_frantic_game_next_turn (game);
    }

  round = tablee_frantic_scorer_new_round (scorer);
  tablee_frantic_round_set_finishers (round, finisher < 0 ? 0 : 1u << finisher);
  for (guint player = 0; player < tablee_frantic_round_get_n_players (round); player++)
    {
      if ((int) player != finisher)
        tablee_frantic_round_set_hand (round, player, 7 * (player + 1));
    }
  for (guint i = 0; i < tablee_frantic_round_get_n_adjustments (round); i++)
    {
      for (guint player = 0; player < tablee_frantic_round_get_n_players (round); player++)
        tablee_frantic_round_set_adjustment_input (round, i, player, 0);
    }
  tablee_frantic_game_add_round (game, round, NULL);
}

static GPtrArray *
frantic_game_examples (void)
{
  GPtrArray *examples = new_examples (new_frantic_game ());
  TableeFranticGame *game;

  game = TABLEE_FRANTIC_GAME (new_frantic_game ());
  play_frantic_round (game, 3, 0);
  g_ptr_array_add (examples, game);

  game = TABLEE_FRANTIC_GAME (new_frantic_game ());
  add_players (tablee_game_get_players (TABLEE_GAME (game)), odd_names);
  tablee_frantic_deck_set_troublemaker (tablee_frantic_game_get_deck (game), TRUE);
  for (guint round = 0; round < 4; round++)
    play_frantic_round (game, 5 + round, round % 2 == 0 ? (int) round : -1);
  play_frantic_round (game, 6, 1);
  tablee_frantic_game_black_card (game);
  g_ptr_array_add (examples, game);

  return examples;
}

static void
play_frantic_game (TableeSaveable *saveable)
{
  TableeFranticGame *game = TABLEE_FRANTIC_GAME (saveable);

  play_frantic_round (game, 4, 0);
  play_frantic_round (game, 3, -1);
  g_free (tablee_game_undo (TABLEE_GAME (game)));
}

/* Who's Next? */

static TableeSaveable *
new_whosnext_game (void)
{
  return TABLEE_SAVEABLE (tablee_whosnext_game_new ());
}

static void
play_whosnext (TableeWhosnextGame *game,
               guint               n_plays)
{
  tablee_whosnext_game_choose_direction (game, 1, NULL);
  for (guint i = 0; i < n_plays; i++)
    {
      TableeWhosnextBreak breaks;

      if (!tablee_whosnext_game_play (game, -1, 1 + i % 3,
                                      i % 4 == 3 ? TABLEE_WHOSNEXT_SIDE_WHOOTCHI
                                                 : TABLEE_WHOSNEXT_SIDE_WHOOT,
                                      &breaks, NULL))
        break;
    }
}

static GPtrArray *
whosnext_game_examples (void)
{
  GPtrArray *examples = new_examples (new_whosnext_game ());
  TableeWhosnextGame *game;

  game = TABLEE_WHOSNEXT_GAME (new_whosnext_game ());
  play_whosnext (game, 5);
  g_ptr_array_add (examples, game);

  game = TABLEE_WHOSNEXT_GAME (new_whosnext_game ());
  add_players (tablee_game_get_players (TABLEE_GAME (game)), odd_names + 1);
  tablee_whosnext_game_set_level (game, 6);
  g_object_set (game, "apprentice", TRUE, NULL);
  play_whosnext (game, 9);
  tablee_whosnext_game_time_out (game);
  g_ptr_array_add (examples, game);

  game = TABLEE_WHOSNEXT_GAME (new_whosnext_game ());
  tablee_whosnext_game_set_level (game, 3);
  for (guint round = 0; round < 3; round++)
    {
      guint seat = round;

      play_whosnext (game, 2 + round);
      tablee_whosnext_game_report_mistakes (game, &seat, 1, NULL);
    }
  g_ptr_array_add (examples, game);

  return examples;
}

static void
play_whosnext_game (TableeSaveable *saveable)
{
  TableeWhosnextGame *game = TABLEE_WHOSNEXT_GAME (saveable);
  guint seat = 0;

  play_whosnext (game, 4);
  g_free (tablee_game_undo (TABLEE_GAME (game)));
  tablee_whosnext_game_time_out (game);
  tablee_whosnext_game_report_last_break (game);
  play_whosnext (game, 3);
  tablee_whosnext_game_report_mistakes (game, &seat, 1, NULL);
}

/* The trainer of Who's Next?, its own store. */
static TableeSaveable *
new_whosnext_trainer (void)
{
  g_autoptr(TableeWhosnextGame) game = tablee_whosnext_game_new ();
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (SEED);
  g_autoptr(TableeClock) clock = tablee_clock_new_manual (0);

  return TABLEE_SAVEABLE (tablee_whosnext_trainer_new (game, clock, random, NULL));
}

static void
play_whosnext_trainer (TableeSaveable *saveable)
{
  TableeWhosnextTrainer *trainer = TABLEE_WHOSNEXT_TRAINER (saveable);

  for (guint i = 0; i < 12; i++)
    tablee_whosnext_trainer_record_answer (trainer, i % 5 != 0, i % 7 == 6, 500 + 100 * i);
}

static GPtrArray *
whosnext_trainer_examples (void)
{
  GPtrArray *examples = new_examples (new_whosnext_trainer ());

  for (guint level = 0; level <= TABLEE_WHOSNEXT_MAX_LEVEL; level += 3)
    {
      TableeWhosnextTrainer *trainer = TABLEE_WHOSNEXT_TRAINER (new_whosnext_trainer ());

      tablee_whosnext_trainer_set_level (trainer, level);
      tablee_whosnext_trainer_set_active (trainer, level > 0);
      play_whosnext_trainer (TABLEE_SAVEABLE (trainer));
      g_ptr_array_add (examples, trainer);
    }

  return examples;
}

/* La Guerre des Sons */

static TableeSaveable *
new_soundbattle_referee (void)
{
  return TABLEE_SAVEABLE (tablee_soundbattle_referee_new ());
}

static void
play_soundbattle (TableeSoundbattleReferee *referee,
                  guint                     n_tricks)
{
  for (guint trick = 0; trick < n_tricks; trick++)
    {
      if (tablee_soundbattle_referee_get_phase (referee) == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER)
        tablee_soundbattle_referee_next_round (referee, NULL);
      if (!tablee_soundbattle_referee_ask (referee, trick % TABLEE_N_SOUND_QUALITIES,
                                           trick % 2 ? TABLEE_SOUND_DIRECTION_LOWEST
                                                     : TABLEE_SOUND_DIRECTION_HIGHEST,
                                           NULL))
        return;
      /* Ties now and then, so that battles happen. */
      for (guint i = 0; tablee_soundbattle_referee_get_phase (referee) == TABLEE_SOUNDBATTLE_PHASE_LAY && i < 12; i++)
        tablee_soundbattle_referee_lay (referee, (trick * 7 + i * 3) % 5 * 100 + 50, FALSE, NULL);
    }
}

static GPtrArray *
soundbattle_referee_examples (void)
{
  GPtrArray *examples = new_examples (new_soundbattle_referee ());
  TableeSoundbattleReferee *referee;

  referee = TABLEE_SOUNDBATTLE_REFEREE (new_soundbattle_referee ());
  tablee_soundbattle_referee_start_match (referee, 0, NULL);
  play_soundbattle (referee, 3);
  g_ptr_array_add (examples, referee);

  referee = TABLEE_SOUNDBATTLE_REFEREE (new_soundbattle_referee ());
  add_players (tablee_game_get_players (TABLEE_GAME (referee)), odd_names + 4);
  tablee_soundbattle_referee_set_mode (referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL);
  tablee_soundbattle_referee_start_match (referee, 2, NULL);
  play_soundbattle (referee, 20);
  g_ptr_array_add (examples, referee);

  referee = TABLEE_SOUNDBATTLE_REFEREE (new_soundbattle_referee ());
  tablee_soundbattle_referee_set_mode (referee, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, NULL);
  tablee_soundbattle_referee_start_match (referee, 1, NULL);
  play_soundbattle (referee, 60);
  g_ptr_array_add (examples, referee);

  return examples;
}

static void
play_soundbattle_referee (TableeSaveable *saveable)
{
  TableeSoundbattleReferee *referee = TABLEE_SOUNDBATTLE_REFEREE (saveable);

  if (tablee_soundbattle_referee_get_phase (referee) == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    tablee_soundbattle_referee_start_match (referee, 0, NULL);
  play_soundbattle (referee, 4);
  g_free (tablee_game_undo (TABLEE_GAME (referee)));
  play_soundbattle (referee, 2);
}

const FuzzModel fuzz_state_models[] = {
  { "players", 1, new_roster, roster_examples, roster_damaged, play_roster },
  /* The names and versions of the pages' stores. */
  { "notnot", 2, new_notnot_game, notnot_game_examples, no_damaged, play_notnot_game },
  { "notnot-training", TABLEE_NOTNOT_TRAINING_FORMAT_VERSION, new_notnot_training, notnot_training_examples,
    no_damaged, play_notnot_training },
  /* Frantic's store is TableeGame's: its class's format_version. */
  { "frantic", 2, new_frantic_game, frantic_game_examples, no_damaged, play_frantic_game },
  { "whosnext", 2, new_whosnext_game, whosnext_game_examples, no_damaged, play_whosnext_game },
  { "soundbattle", 2, new_soundbattle_referee, soundbattle_referee_examples, no_damaged,
    play_soundbattle_referee },
  { TABLEE_WHOSNEXT_TRAINER_STORE, TABLEE_WHOSNEXT_TRAINER_FORMAT_VERSION, new_whosnext_trainer,
    whosnext_trainer_examples, no_damaged, play_whosnext_trainer },
};

const guint fuzz_state_n_models = G_N_ELEMENTS (fuzz_state_models);
