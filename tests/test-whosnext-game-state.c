/* test-whosnext-game-state.c: the Who's Next? game's steps taken back and
 * their labels, the properties and signals the page follows, saving and
 * loading, and players who change (play itself is in test-whosnext-game.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "whosnext-game-fixture.h"

static void
test_undo (Fixture       *fixture,
           gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;

  start (game, 1);
  play (game, -1, 2, WHOOT);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 3);
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (game)));

  /* Undo the play. */
  g_assert_true (undo (game));
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 1);
  g_assert_false (tablee_whosnext_game_get_uncovered (game, 1, NULL, NULL));

  /* Undo a wrong note: the round comes back as it was. */
  play (game, 2, 1, WHOOT);
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 1);
  g_assert_true (undo (game));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_PLAYING);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, NULL), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 3);

  /* All the way back to a fresh game. */
  while (undo (game))
    ;
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (game)));
}

/* Each change the table makes is one step, and its label names the step
 * itself (who did what), so two steps never read the same; undo and redo
 * name a step the same way. */
static void
test_undo_labels (Fixture       *fixture,
                  gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  TableeGame *base = TABLEE_GAME (game);
  g_autofree char *label = NULL;

  tablee_whosnext_game_set_level (game, 2);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Level changed to 2");
  g_object_set (game, "apprentice", TRUE, NULL);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Apprentice variant on");
  start (game, 1);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Player 1 starts clockwise");
  play (game, 3, 1, WHOOT);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Player 4 played Whoot");
  tablee_whosnext_game_dismiss_break (game);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Mistake of Player 4 let go");
  /* Seat 3's card designates seat 0, who is late. */
  g_assert_cmpint (tablee_whosnext_game_time_out (game), ==, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Time up for Player 1");
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Wrong note for Player 1");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 1);

  /* Nothing changed, nothing to undo: the same level again. */
  tablee_whosnext_game_set_level (game, 2);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "Wrong note for Player 1");

  label = tablee_game_undo (base);
  g_assert_cmpstr (label, ==, "Wrong note for Player 1");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_last_break (game, NULL), ==, TABLEE_WHOSNEXT_BREAK_LATE);
  g_assert_cmpstr (tablee_game_get_redo_label (base), ==, "Wrong note for Player 1");
  g_clear_pointer (&label, g_free);

  label = tablee_game_redo (base);
  g_assert_cmpstr (label, ==, "Wrong note for Player 1");
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 0), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_clear_pointer (&label, g_free);

  /* Two cards in a row: two labels, and the two undos say which. */
  start (game, 1);
  play (game, -1, 1, WHOOT);
  play (game, -1, 2, WHOOT);
  label = tablee_game_undo (base);
  g_assert_cmpstr (label, ==, "Player 3 played Double Whoot");
  g_clear_pointer (&label, g_free);
  label = tablee_game_undo (base);
  g_assert_cmpstr (label, ==, "Player 2 played Whoot");
  g_clear_pointer (&label, g_free);
  label = tablee_game_redo (base);
  g_assert_cmpstr (label, ==, "Player 2 played Whoot");
}

/* What the page shows is held as properties: the mistake waiting, who
 * starts, the level a clean round offers (until the next change, and
 * only that level), game over. */
static void
test_shown_properties (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GError) error = NULL;
  TableeWhosnextBreak pending;
  int pending_seat;
  guint offered, starter;
  gboolean over;

  start (game, 1);
  g_assert_cmpint (tablee_whosnext_game_time_out (game), ==, 1);
  g_object_get (game, "pending-break", &pending, "pending-seat", &pending_seat, NULL);
  g_assert_cmpint (pending, ==, TABLEE_WHOSNEXT_BREAK_LATE);
  g_assert_cmpint (pending_seat, ==, 1);
  g_assert_true (tablee_whosnext_game_report_last_break (game));
  g_object_get (game, "pending-break", &pending, "pending-seat", &pending_seat,
                "starter", &starter, NULL);
  g_assert_cmpint (pending, ==, TABLEE_WHOSNEXT_BREAK_NONE);
  g_assert_cmpint (pending_seat, ==, -1);
  g_assert_cmpuint (starter, ==, 1);

  /* A clean round: seats 2, 3, 0, 1 play a Whoot each until the end. */
  start (game, 1);
  for (guint i = 0; i < 4 * (TABLEE_WHOSNEXT_HAND - 1) + 1; i++)
    play (game, -1, 1, WHOOT);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);
  g_object_get (game, "offered-level", &offered, NULL);
  g_assert_cmpuint (offered, ==, 1);

  /* It is saved: a fresh game on the saved state offers it too. */
  saved = TABLEE_GAME_GET_CLASS (game)->save_state (TABLEE_GAME (game));
  {
    g_autoptr(TableeWhosnextGame) again = tablee_whosnext_game_new ();

    tablee_players_reset (tablee_game_get_players (TABLEE_GAME (again)), 4);
    g_assert_true (TABLEE_GAME_GET_CLASS (again)->load_state (TABLEE_GAME (again), saved, 4, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (tablee_whosnext_game_get_offered_level (again), ==, 1);
  }

  /* The level changed by hand: the offer is gone, taking it does nothing. */
  tablee_whosnext_game_set_level (game, 1);
  g_assert_cmpuint (tablee_whosnext_game_get_offered_level (game), ==, 0);
  g_assert_false (tablee_whosnext_game_take_offer (game));
  g_assert_cmpuint (tablee_whosnext_game_get_level (game), ==, 1);
  g_assert_true (undo (game));
  g_assert_true (tablee_whosnext_game_take_offer (game));
  g_assert_cmpuint (tablee_whosnext_game_get_level (game), ==, 1);

  for (guint i = 0; i < TABLEE_WHOSNEXT_MAX_NOTES; i++)
    g_assert_true (tablee_whosnext_game_report_mistakes (game, (guint[]) { 2 }, 1, NULL));
  g_object_get (game, "game-over", &over, NULL);
  g_assert_true (over);
}

static void
signal_cb (gpointer  instance,
           GString  *log)
{
  g_string_append (log, "changed ");
}

static void
game_over_cb (gpointer  instance,
              GString  *log)
{
  g_string_append (log, "game-over ");
}

static void
log_round_ended_cb (gpointer  instance,
                    int       starter,
                    gboolean  mistake,
                    GString  *log)
{
  g_string_append (log, "round-ended ");
}

/* The seventh wrong note finishes the game: "changed", then "game-over",
 * then the round ends. Undo takes the end back, without a second
 * "game-over"; a new game starts unfinished. */
static void
test_finished (Fixture       *fixture,
               gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  TableeGame *base = TABLEE_GAME (game);
  g_autoptr(GString) log = g_string_new (NULL);

  for (guint i = 0; i < 6; i++)
    give_note (game, 2);
  g_assert_false (tablee_game_get_finished (base));

  g_signal_connect (game, "changed", G_CALLBACK (signal_cb), log);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), log);
  g_signal_connect (game, "round-ended", G_CALLBACK (log_round_ended_cb), log);
  give_note (game, 2);
  g_assert_true (tablee_game_get_finished (base));
  g_assert_cmpstr (log->str, ==, "changed game-over round-ended ");

  g_string_truncate (log, 0);
  g_assert_true (undo (game));
  g_assert_false (tablee_game_get_finished (base));
  g_assert_false (tablee_whosnext_game_is_game_over (game));
  g_assert_cmpstr (log->str, ==, "changed ");

  give_note (game, 2);
  g_assert_true (tablee_game_get_finished (base));
  tablee_game_new_game (base);
  g_assert_false (tablee_game_get_finished (base));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 2), ==, 0);
  g_assert_cmpstr (tablee_game_get_undo_label (base), ==, "New game");
  g_signal_handlers_disconnect_by_data (game, log);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_notify (Fixture       *fixture,
             gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  guint due_notified = 0, level_notified = 0;

  g_signal_connect (game, "notify::due", G_CALLBACK (count_cb), &due_notified);
  g_signal_connect (game, "notify::level", G_CALLBACK (count_cb), &level_notified);

  start (game, 1);
  g_assert_cmpuint (due_notified, ==, 1);
  /* A Triple with four players designates the player before: seat 0. */
  play (game, -1, 3, WHOOT);
  g_assert_cmpuint (due_notified, ==, 2);
  /* The same level: no notification. */
  tablee_whosnext_game_set_level (game, 0);
  g_assert_cmpuint (level_notified, ==, 0);
  g_object_set (game, "level", 2, NULL);
  g_assert_cmpuint (level_notified, ==, 1);
}

static void
test_save_load (Fixture       *fixture,
                gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  TableeWhosnextGame *copy = tablee_whosnext_game_new ();
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  guint seat = 99;

  g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (game)), 2, "Zoé", NULL));
  tablee_whosnext_game_set_level (game, 4);
  give_note (game, 2);
  start (game, -1);
  play (game, -1, 2, WHOOTCHI);
  play (game, 0, 1, WHOOT);

  state = tablee_saveable_save (TABLEE_SAVEABLE (game));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);

  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (
                     tablee_game_get_players (TABLEE_GAME (copy)), 2)), ==, "Zoé");
  g_assert_cmpuint (tablee_whosnext_game_get_level (copy), ==, 4);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (copy, 2), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_dont_panic_holder (copy), ==, 2);
  g_assert_cmpint (tablee_whosnext_game_get_due (copy), ==, tablee_whosnext_game_get_due (game));
  g_assert_cmpint (tablee_whosnext_game_get_direction (copy), ==,
                   tablee_whosnext_game_get_direction (game));
  g_assert_cmpint (tablee_whosnext_game_get_last_break (copy, &seat), ==,
                   TABLEE_WHOSNEXT_BREAK_OUT_OF_TURN);
  g_assert_cmpuint (seat, ==, 0);
  /* The saved game starts a history of its own. */
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (copy)));

  g_assert_finalize_object (copy);
}

/* Builds a damaged copy of a saved state with one value of the game's
 * part replaced, or of the envelope for the seats. */
static GVariant *
replace_value (GVariant   *state,
               const char *key,
               GVariant   *value)
{
  g_autoptr(GVariant) game = g_variant_lookup_value (state, "game", G_VARIANT_TYPE_VARDICT);
  GVariantDict dict;

  if (!g_str_equal (key, "players"))
    {
      g_variant_dict_init (&dict, game);
      g_variant_dict_insert_value (&dict, key, value);
      value = g_variant_dict_end (&dict);
      key = "game";
    }

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, key, value);

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

static void
test_load_refuses_damage (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  g_autoptr(GVariant) state = NULL;
  struct {
    const char *key;
    const char *text;
  } damages[] = {
    { "level", "uint32 7" },
    { "level", "'three'" },
    { "notes", "[uint32 0, 0, 0, 8]" },
    { "notes", "[uint32 0, 0, 0]" },
    { "dont-panic", "(4, uint32 1)" },
    { "dont-panic", "(1, uint32 0)" },
    { "starter", "uint32 4" },
    { "direction", "2" },
    { "rounds-off", "uint32 4" },
    /* A card number 4 with four players. */
    { "events", "[(byte 0, byte 1, byte 4, byte 0)]" },
    /* A time-out for a player who was not due. */
    { "events", "[(byte 1, byte 3, byte 0, byte 0)]" },
    { "players", "[('A', '#ff0000'), ('B', '#00ff00')]" },
  };

  start (game, 1);
  play (game, -1, 1, WHOOT);
  state = tablee_saveable_save (TABLEE_SAVEABLE (game));

  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      g_autoptr(GVariant) value = g_variant_parse (NULL, damages[i].text, NULL, NULL, NULL);
      g_autoptr(GVariant) damaged = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (value);
      damaged = replace_value (state, damages[i].key, value);
      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), damaged, &error));
      g_assert_nonnull (error);

      /* Untouched. */
      g_assert_cmpuint (tablee_whosnext_game_get_n_seats (game), ==, 4);
      g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
    }
}

static void
test_seats_change (Fixture       *fixture,
                   gconstpointer  data)
{
  TableeWhosnextGame *game = fixture->game;
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));

  give_note (game, 1);
  start (game, 1);

  /* A rename keeps the game. */
  g_assert_true (tablee_players_rename (players, 1, "Romain", NULL));
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);

  /* Another table is a new game. */
  g_assert_nonnull (tablee_players_add (players, "Seb", NULL));
  g_assert_cmpuint (tablee_whosnext_game_get_n_seats (game), ==, 5);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 0);
  g_assert_cmpint (tablee_whosnext_game_get_round_state (game), ==, TABLEE_WHOSNEXT_ROUND_WAITING);

  /* That is one step: undo seats the four again, with their game. */
  g_assert_cmpstr (tablee_game_get_undo_label (TABLEE_GAME (game)), ==, "The players changed");
  g_assert_true (undo (game));
  g_assert_cmpuint (tablee_whosnext_game_get_n_seats (game), ==, 4);
  g_assert_cmpuint (tablee_whosnext_game_get_wrong_notes (game, 1), ==, 1);
  g_assert_cmpint (tablee_whosnext_game_get_due (game), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add ("/whosnext-game/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("undo", test_undo);
  ADD ("undo-labels", test_undo_labels);
  ADD ("shown-properties", test_shown_properties);
  ADD ("finished", test_finished);
  ADD ("notify", test_notify);
  ADD ("save-load", test_save_load);
  ADD ("load-refuses-damage", test_load_refuses_damage);
  ADD ("seats-change", test_seats_change);

#undef ADD

  return g_test_run ();
}
