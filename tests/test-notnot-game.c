/* test-notnot-game.c: the Not Not game at the table: the dice, the deal,
 * whole games, levels and saving (turns are in test-notnot-game-turns.c,
 * the solo training in test-notnot-game-training.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "notnot-game-fixture.h"

static void
test_dice_faces (void)
{
  guint counts[3][TABLEE_NOTNOT_N_FACES] = { { 0, }, };

  for (guint die = 0; die < 3; die++)
    for (guint i = 0; i < TABLEE_NOTNOT_DIE_N_FACES; i++)
      counts[die][tablee_notnot_die_get_face (die, i)]++;

  /* Criterion die A: the four directions and two NOTHING. */
  g_assert_cmpuint (counts[0][TABLEE_FACE_NOTHING], ==, 2);
  for (guint face = TABLEE_FACE_UP; face <= TABLEE_FACE_LEFT; face++)
    g_assert_cmpuint (counts[0][face], ==, 1);
  /* Criterion die B: four colours (white is only on portals) and two
   * NOTHING. */
  g_assert_cmpuint (counts[1][TABLEE_FACE_NOTHING], ==, 2);
  for (guint face = TABLEE_FACE_RED; face <= TABLEE_FACE_YELLOW; face++)
    g_assert_cmpuint (counts[1][face], ==, 1);
  g_assert_cmpuint (counts[1][TABLEE_FACE_WHITE], ==, 0);
  /* Negation die: blank, blank, NOT, NOT, NOT NOT, NOT NOT NOT. */
  g_assert_cmpuint (counts[2][0], ==, 2);
  g_assert_cmpuint (counts[2][1], ==, 2);
  g_assert_cmpuint (counts[2][2], ==, 1);
  g_assert_cmpuint (counts[2][3], ==, 1);
}

static void
test_dice_rolls (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (7);
  gboolean seen_a[TABLEE_NOTNOT_N_FACES] = { FALSE, }, seen_neg[4] = { FALSE, };

  for (guint i = 0; i < 600; i++)
    {
      TableeNotnotRoll roll;

      tablee_notnot_roll_dice (random, TABLEE_NOTNOT_LEVEL_DISCOVERY, &roll);
      g_assert_cmpuint (roll.negations, ==, 0);
      g_assert_true (roll.a == TABLEE_FACE_NOTHING || tablee_notnot_face_is_direction (roll.a));
      g_assert_true (roll.b == TABLEE_FACE_NOTHING || (roll.b >= TABLEE_FACE_RED && roll.b <= TABLEE_FACE_WHITE));
      seen_a[roll.a] = TRUE;

      tablee_notnot_roll_dice (random, TABLEE_NOTNOT_LEVEL_NORMAL, &roll);
      g_assert_cmpuint (roll.negations, <=, 3);
      seen_neg[roll.negations] = TRUE;
    }

  for (guint face = TABLEE_FACE_NOTHING; face <= TABLEE_FACE_LEFT; face++)
    g_assert_true (seen_a[face]);
  for (guint n = 0; n < 4; n++)
    g_assert_true (seen_neg[n]);
}

static void
test_new_game_deals (void)
{
  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (seed);
      TableeNotnotCard top;

      g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));
      g_assert_false (tablee_notnot_game_get_rolled (game));
      g_assert_cmpuint (tablee_notnot_game_get_turn (game), ==, 0);
      g_assert_true (tablee_notnot_game_get_first_game (game));
      g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_DISCOVERY);
      g_assert_cmpuint (count_empty_in_cross (game), <=, 1);
      /* 51 cards, four on the table: 47 in the pile with the rule cards. */
      g_assert_cmpuint (pile_size (game), ==, TABLEE_NOTNOT_N_CARDS - 4);
      g_assert_true (tablee_notnot_game_get_top_card (game, &top));
      g_assert_cmpint (top.rule, ==, TABLEE_NOTNOT_RULE_NONE);
      assert_all_cards_present (game);

      /* Outside the first game, the rule cards stay in the box. */
      tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_HARD, FALSE);
      g_assert_false (tablee_notnot_game_get_first_game (game));
      g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_HARD);
      g_assert_cmpuint (pile_size (game), ==, TABLEE_NOTNOT_N_CARDS - 3 - 4);
      assert_all_cards_present (game);
    }
}

/* Plays a whole game, checking after every turn what must always hold. */
static void
play_to_the_end (TableeNotnotGame *game,
                 guint            *level_turns)
{
  TableeNotnotLevel level = tablee_notnot_game_get_level (game);
  guint turns = 0;

  while (!tablee_game_get_finished (TABLEE_GAME (game)))
    {
      guint pile = pile_size (game);

      g_assert_cmpuint (++turns, <, MAX_TURNS);
      if (level_turns != NULL)
        level_turns[tablee_notnot_game_get_level (game)]++;
      play_one_turn (game);

      /* The level only rises, and the pile only shrinks. */
      g_assert_cmpint (tablee_notnot_game_get_level (game), >=, level);
      level = tablee_notnot_game_get_level (game);
      g_assert_cmpuint (pile_size (game), <=, pile);
      g_assert_cmpuint (count_empty_in_cross (game), <=, 1);
      assert_all_cards_present (game);
    }
}

static void
test_full_game (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (2024);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (game));
  g_autoptr(GArray) winners = NULL;
  guint best = 0, n_empty_left = 0, holes = 0;

  tablee_players_reset (players, 4);
  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  play_to_the_end (game, NULL);

  g_assert_false (tablee_notnot_game_roll (game));
  /* The end: the cross could not be refilled to four cards. */
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    holes += !tablee_notnot_game_get_card (game, spot, NULL);
  g_assert_cmpuint (holes, >, 0);
  /* Only empty cards (which never fill a second place) may be left. */
  if (pile_size (game) > 0)
    {
      TableeNotnotCard top;

      g_assert_true (tablee_notnot_game_get_top_card (game, &top));
      g_assert_cmpint (top.portal, ==, TABLEE_PORTAL_NONE);
      n_empty_left = pile_size (game);
      g_assert_cmpuint (count_empty_in_cross (game), ==, 1);
    }
  g_assert_cmpuint (n_empty_left, <, TABLEE_NOTNOT_N_EMPTY);
  g_assert_cmpint (tablee_notnot_game_get_level (game), ==, TABLEE_NOTNOT_LEVEL_EXTREME);

  winners = tablee_notnot_game_get_winners (game);
  g_assert_cmpuint (winners->len, >, 0);
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    best = MAX (best, tablee_notnot_game_get_score (game, i));
  g_assert_cmpuint (best, >, 0);
  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      gboolean is_winner = FALSE;

      for (guint w = 0; w < winners->len; w++)
        is_winner |= g_array_index (winners, guint, w) == i;
      g_assert_true (is_winner == (tablee_notnot_game_get_score (game, i) == best));
    }
}

/* The last card of the pile won or discarded finishes the game, once:
 * "game-over" is not told again when undo and redo go over that turn. */
static void
test_game_over_once (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (2025);
  guint game_over = 0, finished_notified = 0;
  g_autofree char *label = NULL;

  tablee_notnot_game_new_game (game, TABLEE_NOTNOT_LEVEL_NORMAL, FALSE);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (g_atomic_int_inc), &game_over);
  g_signal_connect_swapped (game, "notify::finished", G_CALLBACK (g_atomic_int_inc), &finished_notified);
  while (!tablee_game_get_finished (TABLEE_GAME (game)))
    {
      g_assert_cmpuint (game_over, ==, 0);
      play_one_turn (game);
    }
  g_assert_cmpuint (game_over, ==, 1);
  g_assert_cmpuint (finished_notified, ==, 1);

  /* Undo takes back the last turn: the game goes on, as it was. */
  label = tablee_game_undo (TABLEE_GAME (game));
  g_assert_nonnull (label);
  g_assert_false (tablee_game_get_finished (TABLEE_GAME (game)));
  g_assert_true (tablee_notnot_game_get_rolled (game));
  g_assert_cmpuint (finished_notified, ==, 2);
  g_assert_true (travel (game, TRUE));
  g_assert_true (tablee_game_get_finished (TABLEE_GAME (game)));
  g_assert_cmpuint (finished_notified, ==, 3);
  g_assert_cmpuint (game_over, ==, 1);
}

static void
test_no_winner_before_the_end (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (3);
  g_autoptr(GArray) winners = NULL;

  play_one_turn (game);
  winners = tablee_notnot_game_get_winners (game);
  g_assert_cmpuint (winners->len, ==, 0);
}

static void
test_first_game_progression (void)
{
  for (guint32 seed = 100; seed < 120; seed++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (seed);
      g_autoptr(GVariant) state = NULL;
      g_autoptr(GVariant) box = NULL;
      guint level_turns[TABLEE_NOTNOT_N_LEVELS] = { 0, };
      const guint8 *data;
      gsize len;

      play_to_the_end (game, level_turns);

      /* Every level was played, in order, and the rule cards came up
       * Not Not, Arrow, Liar. */
      for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
        {
          g_test_message ("seed %u level %u: %u turns", seed, level, level_turns[level]);
          g_assert_cmpuint (level_turns[level], >, 0);
        }
      state = save (game);
      box = g_variant_lookup_value (state, "box", G_VARIANT_TYPE_BYTESTRING);
      data = g_variant_get_fixed_array (box, &len, 1);
      g_assert_cmpuint (len, ==, 3);
      g_assert_cmpuint ((data[0] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_NOT_NOT);
      g_assert_cmpuint ((data[1] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_ARROW);
      g_assert_cmpuint ((data[2] >> 3) & 0x3, ==, TABLEE_NOTNOT_RULE_LIAR);
    }
}

/* The dice a level uses, and what the top card's back does to the roll. */
static void
test_levels_use_their_dice (void)
{
  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (55 + level);
      gboolean seen_negation = FALSE, seen_turn = FALSE, seen_liar = FALSE;

      tablee_notnot_game_new_game (game, level, FALSE);
      while (!tablee_game_get_finished (TABLEE_GAME (game)))
        {
          TableeNotnotRoll roll;
          TableeNotnotCard top = { 0, };
          gboolean has_top = tablee_notnot_game_get_top_card (game, &top);

          g_assert_true (tablee_notnot_game_roll (game));
          g_assert_true (tablee_notnot_game_get_roll (game, &roll));
          seen_negation |= roll.negations > 0;
          seen_turn |= roll.up != TABLEE_SPOT_UP;
          seen_liar |= roll.liar;
          g_assert_cmpint (roll.up, ==, level >= TABLEE_NOTNOT_LEVEL_HARD && has_top ? top.arrow
                                                                                     : TABLEE_SPOT_UP);
          g_assert_true (roll.liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME && has_top && top.liar));
          play_one_turn (game);
        }

      g_assert_true (seen_negation == (level >= TABLEE_NOTNOT_LEVEL_NORMAL));
      g_assert_true (seen_turn == (level >= TABLEE_NOTNOT_LEVEL_HARD));
      g_assert_true (seen_liar == (level >= TABLEE_NOTNOT_LEVEL_EXTREME));
    }
}

static void
test_seeded_game_replays (void)
{
  g_autoptr(TableeNotnotGame) first = new_game (99);
  g_autoptr(TableeNotnotGame) second = new_game (99);
  g_autoptr(TableeNotnotGame) other = new_game (100);
  g_autoptr(GVariant) first_start = save (first);
  g_autoptr(GVariant) other_start = save (other);
  gboolean differed = FALSE;

  g_assert_false (g_variant_equal (first_start, other_start));

  while (!tablee_game_get_finished (TABLEE_GAME (first)))
    {
      g_autoptr(GVariant) a = NULL;
      g_autoptr(GVariant) b = NULL;

      play_one_turn (first);
      play_one_turn (second);
      a = save (first);
      b = save (second);
      g_assert_true (g_variant_equal (a, b));

      if (!tablee_game_get_finished (TABLEE_GAME (other)))
        {
          g_autoptr(GVariant) c = NULL;

          play_one_turn (other);
          c = save (other);
          differed |= !g_variant_equal (a, c);
        }
    }
  g_assert_true (tablee_game_get_finished (TABLEE_GAME (second)));
  g_assert_true (differed);
}

static void
test_save_load_round_trip (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (19);
  g_autoptr(TableeNotnotGame) copy = new_game (20);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) copied = NULL;
  g_autoptr(GError) error = NULL;

  tablee_players_reset (tablee_game_get_players (TABLEE_GAME (game)), 5);
  for (guint i = 0; i < 12; i++)
    play_one_turn (game);
  g_assert_true (tablee_notnot_game_roll (game));
  g_assert_true (tablee_notnot_game_add_tap (game, 3, TABLEE_SPOT_DOWN));
  g_assert_true (tablee_game_get_can_undo (TABLEE_GAME (game)));

  state = save_all (game);
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  copied = save_all (copy);
  g_assert_true (g_variant_equal (state, copied));
  g_assert_cmpint (tablee_notnot_game_get_tap (copy, 3), ==, TABLEE_SPOT_DOWN);
  g_assert_cmpuint (tablee_notnot_game_get_valid_spots (copy), ==,
                    tablee_notnot_game_get_valid_spots (game));
  g_assert_cmpuint (tablee_players_get_n_players (tablee_game_get_players (TABLEE_GAME (copy))), ==, 5);
  /* The saved game starts a new history. */
  g_assert_false (tablee_game_get_can_undo (TABLEE_GAME (copy)));
}

static void
test_changes_are_saved (void)
{
  g_autoptr(TableeNotnotGame) game = new_game (21);
  guint saves = 0;

  g_signal_connect_swapped (game, "state-changed", G_CALLBACK (g_atomic_int_inc), &saves);
  g_assert_true (tablee_notnot_game_roll (game));
  g_assert_cmpuint (saves, ==, 1);
  g_assert_true (tablee_notnot_game_add_tap (game, 0, TABLEE_SPOT_UP));
  g_assert_cmpuint (saves, ==, 2);
  g_assert_true (tablee_players_rename (tablee_game_get_players (TABLEE_GAME (game)), 0, "Zoé", NULL));
  g_assert_cmpuint (saves, >=, 3);
}

/* Damages one value of a good state. */
typedef void (*Damage) (GVariantDict *dict);

static void
set_bytes (GVariantDict *dict,
           const char   *key,
           const guint8 *data,
           gsize         len)
{
  g_variant_dict_insert_value (dict, key, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, data, len, 1));
}

static GBytes *
get_bytes (GVariantDict *dict,
           const char   *key)
{
  g_autoptr(GVariant) value = g_variant_dict_lookup_value (dict, key, G_VARIANT_TYPE_BYTESTRING);

  return g_variant_get_data_as_bytes (value);
}

static void
damage_level (GVariantDict *dict)
{
  g_variant_dict_insert (dict, "level", "u", 4);
}

static void
damage_first_game_level (GVariantDict *dict)
{
  /* The first game is at Discovery until the Not Not card comes up. */
  g_variant_dict_insert (dict, "level", "u", TABLEE_NOTNOT_LEVEL_HARD);
}

static void
damage_missing_pile (GVariantDict *dict)
{
  g_variant_dict_remove (dict, "pile");
}

static void
damage_duplicate_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));

  /* A second copy of the bottom card, in place of a card of another
   * colour: one colour has nine cards now. */
  for (gsize i = 1; i < g_bytes_get_size (pile); i++)
    {
      if ((data[i] & 0x7) != (data[0] & 0x7) && ((data[i] >> 3) & 0x3) == 0)
        {
          data[i] = data[0];
          break;
        }
    }
  set_bytes (dict, "pile", data, g_bytes_get_size (pile));
}

static void
damage_lost_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");

  set_bytes (dict, "pile", g_bytes_get_data (pile, NULL), g_bytes_get_size (pile) - 1);
}

static void
damage_not_a_card (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));

  data[0] = 0x07;
  set_bytes (dict, "pile", data, g_bytes_get_size (pile));
}

static void
damage_two_empty_cards (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  g_autoptr(GBytes) cross = get_bytes (dict, "cross");
  g_autofree guint8 *pile_data = g_memdup2 (g_bytes_get_data (pile, NULL), g_bytes_get_size (pile));
  g_autofree guint8 *cross_data = g_memdup2 (g_bytes_get_data (cross, NULL), 4);
  guint swapped = 0;

  /* Swap empty cards from the pile into the cross, keeping every card. */
  for (gsize i = 0; i < g_bytes_get_size (pile) && swapped < 2; i++)
    {
      if ((pile_data[i] & 0x7) == 0 && ((pile_data[i] >> 3) & 0x3) == 0)
        {
          guint8 card = cross_data[swapped];

          cross_data[swapped] = pile_data[i];
          pile_data[i] = card;
          swapped++;
        }
    }
  set_bytes (dict, "pile", pile_data, g_bytes_get_size (pile));
  set_bytes (dict, "cross", cross_data, 4);
}

static void
damage_rule_card_on_top (GVariantDict *dict)
{
  g_autoptr(GBytes) pile = get_bytes (dict, "pile");
  gsize len = g_bytes_get_size (pile);
  g_autofree guint8 *data = g_memdup2 (g_bytes_get_data (pile, NULL), len);

  for (gsize i = 0; i < len; i++)
    {
      if (((data[i] >> 3) & 0x3) != 0)
        {
          guint8 card = data[len - 1];

          data[len - 1] = data[i];
          data[i] = card;
          break;
        }
    }
  set_bytes (dict, "pile", data, len);
}

static void
damage_won_count (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "won", g_variant_new_array (G_VARIANT_TYPE_BYTESTRING, NULL, 0));
}

static void
damage_tap_player (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "taps", g_variant_new_parsed ("[(7, 0)]"));
}

static void
damage_tap_twice (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "taps", g_variant_new_parsed ("[(0, 0), (0, 1)]"));
}

static void
damage_dice (GVariantDict *dict)
{
  /* White is never on a die. */
  g_variant_dict_insert (dict, "dice", "(uuu)", (guint) TABLEE_FACE_UP,
                         (guint) TABLEE_FACE_WHITE, 0);
}

static void
damage_players (GVariantDict *dict)
{
  g_variant_dict_insert_value (dict, "players", g_variant_new_parsed ("[('Alice', '#ff0000')]"));
}

static void
test_load_refuses_damage (void)
{
  static const struct {
    const char *name;
    Damage damage;
  } damages[] = {
    { "level", damage_level },
    { "first-game level", damage_first_game_level },
    { "missing pile", damage_missing_pile },
    { "duplicate card", damage_duplicate_card },
    { "lost card", damage_lost_card },
    { "not a card", damage_not_a_card },
    { "two empty cards", damage_two_empty_cards },
    { "rule card on top", damage_rule_card_on_top },
    { "won count", damage_won_count },
    { "tap player", damage_tap_player },
    { "tap twice", damage_tap_twice },
    { "dice", damage_dice },
    { "players", damage_players },
  };
  g_autoptr(TableeNotnotGame) source = new_game (22);
  g_autoptr(GVariant) good = NULL;

  g_assert_true (tablee_notnot_game_roll (source));
  good = save_all (source);

  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      g_autoptr(TableeNotnotGame) game = new_game (23);
      g_autoptr(GVariant) before = save_all (game);
      g_autoptr(GVariant) after = NULL;
      g_autoptr(GVariant) bad = NULL;
      g_autoptr(GVariant) state = g_variant_lookup_value (good, "game", NULL);
      g_autoptr(GError) error = NULL;
      GVariantDict top, dict;

      /* The game's own state, in the envelope; the players, beside it. */
      g_test_message ("damage: %s", damages[i].name);
      g_variant_dict_init (&top, good);
      g_variant_dict_init (&dict, state);
      damages[i].damage (damages[i].damage == damage_players ? &top : &dict);
      g_variant_dict_insert_value (&top, "game", g_variant_dict_end (&dict));
      bad = g_variant_ref_sink (g_variant_dict_end (&top));

      g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (game), bad, &error));
      g_assert_nonnull (error);
      /* The game is untouched. */
      after = save_all (game);
      g_assert_true (g_variant_equal (before, after));
    }

  /* The good state itself loads. */
  {
    g_autoptr(TableeNotnotGame) game = new_game (24);

    g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (game), good, NULL));
  }
}

/* The dice alone keep their own level and roll. */
static void
test_dice_only (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (31);
  g_autoptr(TableeNotnotDice) dice = tablee_notnot_dice_new (random);
  gboolean seen_negation = FALSE;
  guint changed = 0;
  TableeNotnotRoll roll;

  g_signal_connect_swapped (dice, "changed", G_CALLBACK (g_atomic_int_inc), &changed);
  g_assert_false (tablee_notnot_dice_get_roll (dice, &roll));

  tablee_notnot_dice_set_level (dice, TABLEE_NOTNOT_LEVEL_NORMAL);
  g_assert_cmpint (tablee_notnot_dice_get_level (dice), ==, TABLEE_NOTNOT_LEVEL_NORMAL);
  for (guint i = 0; i < 50; i++)
    {
      tablee_notnot_dice_roll (dice);
      g_assert_true (tablee_notnot_dice_get_roll (dice, &roll));
      seen_negation |= roll.negations > 0;
    }
  g_assert_true (seen_negation);
  g_assert_cmpuint (changed, ==, 51);

  /* Back at Discovery, the negation die leaves the table. */
  while (roll.negations == 0)
    {
      tablee_notnot_dice_roll (dice);
      tablee_notnot_dice_get_roll (dice, &roll);
    }
  tablee_notnot_dice_set_level (dice, TABLEE_NOTNOT_LEVEL_DISCOVERY);
  g_assert_true (tablee_notnot_dice_get_roll (dice, &roll));
  g_assert_cmpuint (roll.negations, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notnot/game/dice/faces", test_dice_faces);
  g_test_add_func ("/notnot/game/dice/rolls", test_dice_rolls);
  g_test_add_func ("/notnot/game/deal", test_new_game_deals);
  g_test_add_func ("/notnot/game/full-game", test_full_game);
  g_test_add_func ("/notnot/game/no-winner-before-the-end", test_no_winner_before_the_end);
  g_test_add_func ("/notnot/game/game-over-once", test_game_over_once);
  g_test_add_func ("/notnot/game/dice-only", test_dice_only);
  g_test_add_func ("/notnot/game/first-game-progression", test_first_game_progression);
  g_test_add_func ("/notnot/game/levels-use-their-dice", test_levels_use_their_dice);
  g_test_add_func ("/notnot/game/seeded-game-replays", test_seeded_game_replays);
  g_test_add_func ("/notnot/game/save/round-trip", test_save_load_round_trip);
  g_test_add_func ("/notnot/game/save/changes-are-saved", test_changes_are_saved);
  g_test_add_func ("/notnot/game/save/refuses-damage", test_load_refuses_damage);

  return g_test_run ();
}
