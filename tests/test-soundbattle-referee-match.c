/* test-soundbattle-referee-match.c: the referee over a match: rounds and
 * their winners, bad values, undo, players who change, saving and
 * properties (single tricks are in test-soundbattle-referee.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "soundbattle-referee-fixture.h"

static void
play_round_won_by (Fixture *f,
                   guint    winner)
{
  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_ASK)
    play_trick_won_by (f, winner);
}

static void
test_match (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 2, NULL));
  start (f, 0);

  play_round_won_by (f, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (won (f, 1), ==, 36);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->round_wins[1], ==, 1);
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);

  /* The round's winner deals; the first card goes to their right. */
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, 1);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->rounds_played, ==, 1);
  g_assert_cmpuint (left (f, 2), ==, 12);
  g_assert_cmpuint (won (f, 1), ==, 0);

  play_round_won_by (f, 2);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 1);

  play_round_won_by (f, 1);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (match_winner (f, 1));
  g_assert_false (match_winner (f, 2));
  g_assert_false (tablee_soundbattle_referee_next_round (f->referee, NULL));

  /* A new match starts from nothing. */
  start (f, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->round_wins[1], ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->rounds_played, ==, 0);
}

/* A tied round counts for every player tied; the first of them from the
 * last dealer, counter-clockwise, deals. */
static void
test_match_tied_round (Fixture       *f,
                       gconstpointer  data)
{
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 1, NULL));
  start (f, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);

  for (guint i = 0; i < 18; i++)
    play_trick_won_by (f, i % 2);

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (match_winner (f, 0));
  g_assert_true (match_winner (f, 1));
  g_assert_true (round_winner (f, 0));
  g_assert_true (round_winner (f, 1));
}

static void
test_next_dealer_of_tied (Fixture       *f,
                          gconstpointer  data)
{
  start (f, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 1);

  /* 12 tricks: 0 and 2 win 6 each. */
  for (guint i = 0; i < 12; i++)
    play_trick_won_by (f, i % 2 == 0 ? 0 : 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);

  /* From the dealer (1) counter-clockwise: 1, 0, 2: player 0 deals. */
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, 0);
  g_assert_true (tablee_soundbattle_referee_next_round (f->referee, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->dealer, ==, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->attacker, ==, 2);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_dealer (f->referee), ==, -1);
}

static void
test_bad_values (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tablee_soundbattle_referee_start_match (f->referee, 3, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 0, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 10, NULL));
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  start (f, 0);
  g_assert_false (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 1000, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  /* Out of range through the API: refused with an error, nothing changes,
   * in every mode, the modes that impose a direction included. */
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, VOLUME, 2, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, TABLEE_N_SOUND_QUALITIES, HIGHEST, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpuint (f->n_changed, ==, 0);
  tablee_soundbattle_referee_end_match (f->referee);
  g_assert_false (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_N_MODES, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  start (f, 0);
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_ask (f->referee, PITCH, 7, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (f->n_changed, ==, 0);
  g_assert_null (tablee_soundbattle_referee_get_trick (f->referee));

  ask (f, TIMBRE, HIGHEST);
  f->n_changed = 0;
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, 100001, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_lay (f->referee, -1, FALSE, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_assert_cmpuint (f->n_changed, ==, 0);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (f->referee), ==, 1);
}

static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));
  start (f, 0);
  ask (f, VOLUME, HIGHEST);
  lay (f, 1, 50);
  lay (f, 0, 50);
  lay (f, 1, 60);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 3);

  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 2);
  g_assert_cmpuint (left (f, 1), ==, 17);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (f->referee), ==, 1);
  lay (f, 1, 70);
  lay (f, 0, 10);
  g_assert_cmpint (last_winner (f), ==, 1);

  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));
  g_assert_false (soundbattle_undo (f->referee));
}

static void
test_players_change (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TableePlayer) removed = NULL;

  start (f, 0);
  play_trick_won_by (f, 2);

  /* A rename keeps the match. */
  g_assert_true (tablee_players_rename (f->players, 1, "Bea", NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (f->referee)));

  /* Another table is another match. */
  removed = tablee_players_remove (f->players, 2, NULL);
  g_assert_nonnull (removed);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpuint (tablee_soundbattle_referee_get_n_players (f->referee), ==, 2);
  start (f, 1);
  g_assert_cmpuint (left (f, 0), ==, 18);

  /* Undo gives the old table its match back, the rename kept. */
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_n_players (f->referee), ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpuint (won (f, 2), ==, 3);
  g_assert_cmpstr (tablee_soundbattle_referee_get_player_name (f->referee, 1), ==, "Bea");
}

static void
test_save_load (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) again = NULL;
  g_autoptr(GError) error = NULL;
  const TableeSoundbattleTrick *trick;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 3, NULL));
  start (f, 2);
  play_trick_won_by (f, 3);
  ask (f, DURATION, LOWEST);
  lay_full (f, 2, 1.5, TRUE);
  lay (f, 1, 1.5);
  lay (f, 0, 9);
  lay (f, 3, 2);

  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 4);
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 2)), ==, "Cleo");
  g_assert_cmpint (tablee_soundbattle_referee_get_state (other)->mode, ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->rounds_to_win, ==, 3);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpint (tablee_soundbattle_referee_get_next_player (other), ==, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->pot, ==, 4);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->super_powers[2], ==, 1);
  trick = tablee_soundbattle_referee_get_trick (other);
  g_assert_cmpint (trick->direction, ==, LOWEST);
  g_assert_cmpuint (trick->pass, ==, 1);
  g_assert_cmpint (trick->laid[0].value, ==, 1500);
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (other)->winner, ==, 3);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->won[p], ==, won (f, p));

  again = tablee_saveable_save (TABLEE_SAVEABLE (other));
  g_assert_true (g_variant_equal (saved, again));

  /* The loaded game goes on. */
  lay (f, 2, 1);
  g_assert_true (tablee_soundbattle_referee_lay (other, 1000, FALSE, NULL));
  lay (f, 1, 2);
  g_assert_true (tablee_soundbattle_referee_lay (other, 2000, FALSE, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (other)->winner, ==, 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->won[2], ==, 6);
}

/* Replaces key (removes it when value is NULL) in the game's part of a
 * saved state, or among the seats for "players". */
static GVariant *
replace_key (GVariant   *state,
             const char *key,
             GVariant   *value)
{
  GVariantDict dict;
  GVariantDict game;
  g_autoptr(GVariant) part = g_variant_lookup_value (state, "game", NULL);

  g_variant_dict_init (&dict, state);
  g_variant_dict_init (&game, part);
  if (value == NULL)
    g_variant_dict_remove (&game, key);
  else if (g_str_equal (key, "players"))
    g_variant_dict_insert_value (&dict, key, value);
  else
    g_variant_dict_insert_value (&game, key, value);
  g_variant_dict_insert_value (&dict, "game", g_variant_dict_end (&game));

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static void
test_load_damaged (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GVariant) saved = NULL;
  const guint32 too_many[] = { 12, 12, 13 };
  const guint32 two[] = { 12, 12 };
  struct {
    const char *key;
    GVariant   *value;
  } damages[] = {
    { "phase", g_variant_new_uint32 (9) },
    { "mode", g_variant_new_uint32 (3) },
    { "rounds-to-win", g_variant_new_uint32 (0) },
    { "attacker", g_variant_new_uint32 (3) },
    { "cards-left", g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, too_many, 3, 4) },
    { "cards-left", g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, two, 2, 4) },
    { "pot", g_variant_new_uint32 (2) },
    { "mystery", g_variant_new_uint32 (1) },
    { "trick", g_variant_new_string ("trick") },
    { "players", g_variant_new_string ("Ana") },
    { "cards-won", NULL },
  };

  start (f, 0);
  ask (f, VOLUME, HIGHEST);
  lay (f, 2, 30);
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));

  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      static const char *names[] = { "Zoe", "Yann" };
      g_autoptr(TableeSoundbattleReferee) other = soundbattle_referee_new_seated (names, 2);
      TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
      g_autoptr(GVariant) damaged = NULL;
      g_autoptr(GError) error = NULL;

      damaged = replace_key (saved, damages[i].key, damages[i].value);

      g_test_message ("damage %u: %s", i, damages[i].key);
      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (other), damaged, &error));
      g_assert_nonnull (error);
      g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
      g_assert_cmpuint (tablee_players_get_n_players (players), ==, 2);
      g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (players, 0)), ==, "Zoe");
    }
}

static void
test_setup_save (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (other));
  g_autoptr(GVariant) saved = NULL;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO, NULL));
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->referee));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (other)->mode, ==, TABLEE_SOUNDBATTLE_MODE_PIANISSIMO);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (other), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpuint (tablee_players_get_n_players (players), ==, 3);
}

static void
game_over_cb (Fixture *f)
{
  f->n_game_over++;
}

/* Every action is one step of the game's history, labelled with what undo
 * takes back; winning the match finishes the game, once. */
static void
test_undo_labels_and_finished (Fixture       *f,
                               gconstpointer  data)
{
  TableeGame *game = TABLEE_GAME (f->referee);
  g_autofree char *label = NULL;

  g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), f);
  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (f->referee, 1, NULL));
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Rounds to win changed");
  start (f, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Match started");
  ask (f, VOLUME, HIGHEST);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Question asked");
  lay (f, 1, 50);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Ben’s card");
  label = tablee_game_undo (game);
  g_assert_cmpstr (label, ==, "Ben’s card");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 0, NULL));
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Trick won");
  g_assert_false (tablee_game_get_can_redo (game));

  while (tablee_soundbattle_referee_get_phase (f->referee) == TABLEE_SOUNDBATTLE_PHASE_ASK)
    {
      g_assert_false (tablee_game_get_finished (game));
      ask (f, PITCH, HIGHEST);
      g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 0, NULL));
    }
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_cmpuint (f->n_game_over, ==, 1);

  /* Undo and redo move through the end without announcing it again. */
  g_clear_pointer (&label, g_free);
  label = tablee_game_undo (game);
  g_assert_cmpstr (label, ==, "Trick won");
  g_assert_false (tablee_game_get_finished (game));
  g_clear_pointer (&label, g_free);
  label = tablee_game_redo (game);
  g_assert_true (tablee_game_get_finished (game));
  g_assert_cmpuint (f->n_game_over, ==, 1);

  /* A new match is no longer finished. */
  start (f, 1);
  g_assert_false (tablee_game_get_finished (game));
  tablee_soundbattle_referee_end_match (f->referee);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Match ended");
}

/* Without a match, the state holds no deal, no count and no trick. */
static void
assert_no_match (Fixture *f)
{
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (f->referee);

  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpint (st->dealer, ==, -1);
  g_assert_cmpint (st->attacker, ==, -1);
  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    g_assert_true (st->left[p] == 0 && st->won[p] == 0 && st->round_wins[p] == 0 && st->super_powers[p] == 0);
  g_assert_cmpuint (st->pot + st->set_aside + st->tricks_played + st->rounds_played, ==, 0);
  g_assert_cmpuint (st->round_winners | st->match_winners, ==, 0);
  g_assert_cmpint (st->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_UNUSED);
  g_assert_null (tablee_soundbattle_referee_get_last_trick (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 0);
}

/* Abandoning a match, mid-trick, leaves nothing of it. */
static void
test_end_match (Fixture       *f,
                gconstpointer  data)
{
  assert_no_match (f);
  start (f, 0);
  play_trick_won_by (f, 1);
  ask (f, VOLUME, HIGHEST);
  lay (f, tablee_soundbattle_referee_get_next_player (f->referee), 80);
  tablee_soundbattle_referee_end_match (f->referee);
  assert_no_match (f);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);
  tablee_game_new_game (TABLEE_GAME (f->referee));
  assert_no_match (f);
}

/* A new game goes back to the setup, keeping the mode, as one step. */
static void
test_new_game (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *label = NULL;

  g_assert_true (tablee_soundbattle_referee_set_mode (f->referee, TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL));
  start (f, 0);
  play_trick_won_by (f, 1);
  tablee_game_new_game (TABLEE_GAME (f->referee));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mode, ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 0);
  label = tablee_game_undo (TABLEE_GAME (f->referee));
  g_assert_cmpstr (label, ==, "New game");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->records->len, ==, 1);
  g_assert_cmpuint (won (f, 1), ==, 2);
}

/* The properties the page binds are notified when they change, and only
 * then. */
static void
count_notify_cb (guint *count)
{
  (*count)++;
}

static void
test_properties (Fixture       *f,
                 gconstpointer  data)
{
  guint phase = 0, mode = 0;

  g_signal_connect_swapped (f->referee, "notify::phase", G_CALLBACK (count_notify_cb), &phase);
  g_signal_connect_swapped (f->referee, "notify::mode", G_CALLBACK (count_notify_cb), &mode);
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL);
  g_assert_cmpuint (mode, ==, 1);
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_SCHERZO, NULL);
  g_assert_cmpuint (mode, ==, 1);
  start (f, 0);
  g_assert_cmpuint (phase, ==, 1);
  /* Between matches only. */
  g_object_set (f->referee, "mode", TABLEE_SOUNDBATTLE_MODE_NORMAL, NULL);
  g_assert_cmpuint (mode, ==, 1);
  ask (f, VOLUME, HIGHEST);
  lay (f, 1, 10);
  g_assert_cmpuint (phase, ==, 2);
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_true (soundbattle_undo (f->referee));
  g_assert_cmpuint (phase, ==, 3);
  g_assert_cmpuint (mode, ==, 1);
}

/* A rename is saved even when it is the first thing that happens. */
static void
state_changed_cb (guint *count)
{
  (*count)++;
}

static void
test_first_rename_saved (void)
{
  g_autoptr(TableeSoundbattleReferee) referee = tablee_soundbattle_referee_new ();
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (referee));
  g_autoptr(GVariant) before = tablee_saveable_save (TABLEE_SAVEABLE (referee));
  g_autoptr(GVariant) after = NULL;
  guint saves = 0;

  g_signal_connect_swapped (referee, "state-changed", G_CALLBACK (state_changed_cb), &saves);
  g_assert_true (tablee_players_rename (players, 0, "Camille", NULL));
  g_assert_cmpuint (saves, ==, 1);
  after = tablee_saveable_save (TABLEE_SAVEABLE (referee));
  g_assert_false (g_variant_equal (before, after));
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (referee)));
}

#define ADD(path, n, func) \
  g_test_add ("/soundbattle/referee/" path, Fixture, GUINT_TO_POINTER (n), \
              fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("match", 3, test_match);
  ADD ("match/tied-round", 2, test_match_tied_round);
  ADD ("match/next-dealer-of-tied", 3, test_next_dealer_of_tied);
  ADD ("bad-values", 2, test_bad_values);
  ADD ("undo", 2, test_undo);
  ADD ("undo-labels-and-finished", 2, test_undo_labels_and_finished);
  ADD ("new-game", 2, test_new_game);
  ADD ("end-match", 3, test_end_match);
  ADD ("properties", 2, test_properties);
  g_test_add_func ("/soundbattle/referee/first-rename-saved", test_first_rename_saved);
  ADD ("players-change", 3, test_players_change);
  ADD ("save-load", 4, test_save_load);
  ADD ("load-damaged", 3, test_load_damaged);
  ADD ("setup-save", 3, test_setup_save);

  return g_test_run ();
}
