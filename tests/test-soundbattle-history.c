/* test-soundbattle-history.c: the quick way of the referee, the records of
 * the tricks and their export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-history.h"
#include "tablee-saveable.h"
#include "soundbattle-fixture.h"

typedef struct {
  TableePlayers            *players;   /* the quick one's */
  TableeSoundbattleReferee *quick;
  /* The same table played by typing the values, to compare with. */
  TableePlayers            *typed_players;
  TableeSoundbattleReferee *typed;
  guint                     taps;
} Fixture;

static const char *names[] = { "Ana", "Ben, \"the bard\"", "=Cleo" };

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->quick = soundbattle_referee_new_seated (names, G_N_ELEMENTS (names));
  f->typed = soundbattle_referee_new_seated (names, G_N_ELEMENTS (names));
  f->players = tablee_game_get_players (TABLEE_GAME (f->quick));
  f->typed_players = tablee_game_get_players (TABLEE_GAME (f->typed));
  g_assert_true (tablee_soundbattle_referee_start_match (f->quick, 0, NULL));
  g_assert_true (tablee_soundbattle_referee_start_match (f->typed, 0, NULL));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->quick);
  g_assert_finalize_object (f->typed);
}

/* The index-th trick settled in the match. */
static const TableeSoundbattleRecord *
get_record (TableeSoundbattleReferee *r,
            guint                     index)
{
  GArray *records = tablee_soundbattle_referee_get_state (r)->records;

  g_assert_cmpuint (index, <, records->len);

  return &g_array_index (records, TableeSoundbattleRecord, index);
}

static guint
laying (TableeSoundbattleReferee *r)
{
  const TableeSoundbattleTrick *t = tablee_soundbattle_referee_get_trick (r);
  guint mask = 0;

  for (guint i = 0; i < t->n_order; i++)
    mask |= 1u << t->order[i];

  return mask;
}

/* One tap in the quick way: the attacker's question, or who won. */
static void
tap_ask (Fixture            *f,
         TableeSoundQuality  quality)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_ask (f->quick, quality, TABLEE_SOUND_DIRECTION_HIGHEST, &error));
  g_assert_no_error (error);
  f->taps++;
}

static void
tap_winners (Fixture *f,
             guint    winners)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tablee_soundbattle_referee_award (f->quick, winners, &error));
  g_assert_no_error (error);
  f->taps++;
}

/* The same pass typed: the winners lay the highest value a card can show,
 * the others the lowest. */
static void
type_pass (Fixture *f,
           guint    winners)
{
  const TableeSoundbattleTrick *t = tablee_soundbattle_referee_get_trick (f->typed);
  guint pass = t->pass;

  while (tablee_soundbattle_referee_get_phase (f->typed) == TABLEE_SOUNDBATTLE_PHASE_LAY &&
         tablee_soundbattle_referee_get_trick (f->typed)->pass == pass)
    {
      int next = tablee_soundbattle_referee_get_next_player (f->typed);
      gint64 value = (winners & (1u << next)) != 0 ? tablee_sound_quality_get_max (t->quality)
                                                   : tablee_sound_quality_get_min (t->quality);

      g_assert_true (tablee_soundbattle_referee_lay (f->typed, value, FALSE, NULL));
    }
}

static void
assert_same_table (Fixture *f)
{
  TableeSoundbattleReferee *q = f->quick, *t = f->typed;

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (q), ==, tablee_soundbattle_referee_get_phase (t));
  g_assert_cmpint (tablee_soundbattle_referee_get_state (q)->attacker, ==, tablee_soundbattle_referee_get_state (t)->attacker);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (q)->mystery, ==, tablee_soundbattle_referee_get_state (t)->mystery);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->pot, ==, tablee_soundbattle_referee_get_state (t)->pot);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->set_aside, ==, tablee_soundbattle_referee_get_state (t)->set_aside);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->records->len, ==, tablee_soundbattle_referee_get_state (t)->records->len);
  for (guint p = 0; p < G_N_ELEMENTS (names); p++)
    {
      g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->left[p], ==, tablee_soundbattle_referee_get_state (t)->left[p]);
      g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->won[p], ==, tablee_soundbattle_referee_get_state (t)->won[p]);
      g_assert_cmpuint (tablee_soundbattle_referee_get_state (q)->round_wins[p], ==, tablee_soundbattle_referee_get_state (t)->round_wins[p]);
    }
}

/* Plays a round in the quick way and typed side by side. Every third trick
 * is a battle between the first two players laying, won by the second.
 * Returns how many tricks the round had. */
static guint
play_round (Fixture *f)
{
  guint tricks = 0;
  guint round = tablee_soundbattle_referee_get_state (f->quick)->rounds_played;

  while (tablee_soundbattle_referee_get_phase (f->quick) == TABLEE_SOUNDBATTLE_PHASE_ASK)
    {
      TableeSoundQuality quality = tricks % TABLEE_N_SOUND_QUALITIES;
      guint before = f->taps;
      const TableeSoundbattleTrick *t;
      const TableeSoundbattleRecord *record;

      tap_ask (f, quality);
      g_assert_true (tablee_soundbattle_referee_ask (f->typed, quality, TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
      t = tablee_soundbattle_referee_get_trick (f->quick);

      if (tricks % 3 == 2 && t->n_order >= 2)
        {
          guint tied = (1u << t->order[0]) | (1u << t->order[1]);
          guint second = t->order[1];

          tap_winners (f, tied);
          type_pass (f, tied);
          assert_same_table (f);
          if (tablee_soundbattle_referee_get_phase (f->quick) == TABLEE_SOUNDBATTLE_PHASE_LAY)
            {
              guint winner = (laying (f->quick) & (1u << second)) != 0 ? 1u << second : laying (f->quick);

              winner &= -winner;
              tap_winners (f, winner);
              type_pass (f, winner);
              g_assert_cmpuint (f->taps - before, ==, 3);
            }
          record = get_record (f->quick, tablee_soundbattle_referee_get_state (f->quick)->records->len - 1);
          g_assert_cmpuint (record->tied, ==, tied);
          g_assert_cmpuint (record->battles, >=, 1);
        }
      else
        {
          guint winner = 1u << t->order[t->n_order - 1 - tricks % t->n_order];

          tap_winners (f, winner);
          type_pass (f, winner);
          /* The goal: at most two taps for a trick without a battle. */
          g_assert_cmpuint (f->taps - before, <=, 2);
          record = get_record (f->quick, tablee_soundbattle_referee_get_state (f->quick)->records->len - 1);
          g_assert_cmpint (1u << record->winner, ==, winner);
          g_assert_cmpuint (record->battles, ==, 0);
        }

      g_assert_cmpuint (record->round, ==, round);
      g_assert_cmpint (record->quality, ==, quality);
      g_assert_true (record->quick);
      assert_same_table (f);
      tricks++;
    }

  return tricks;
}

static void
test_quick_round (Fixture       *f,
                  gconstpointer  data)
{
  guint tricks = play_round (f);
  guint n_battles = (tricks + 0) / 3;

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->quick), ==, TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  g_assert_cmpuint (tricks, ==, tablee_soundbattle_referee_get_state (f->quick)->tricks_played);
  /* Every record checked as played is of this first round. */
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, tricks);
  /* Two taps a trick, one more per battle. */
  g_assert_cmpuint (f->taps, <=, 2 * tricks + n_battles);
  g_test_message ("a round of %u tricks in %u taps", tricks, f->taps);

  /* The round counted as typed, the mystery card included: the next ones
   * and the match go on. */
  while (tablee_soundbattle_referee_get_phase (f->quick) == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER)
    {
      g_assert_true (tablee_soundbattle_referee_next_round (f->quick, NULL));
      g_assert_true (tablee_soundbattle_referee_next_round (f->typed, NULL));
      play_round (f);
    }
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->quick), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  /* The later rounds' tricks, each checked as played, were recorded too. */
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, >, tricks);
}

static void
test_award_refused (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) before = NULL;
  g_autoptr(GVariant) after = NULL;

  g_assert_false (tablee_soundbattle_referee_award (f->quick, 1, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  tap_ask (f, TABLEE_SOUND_QUALITY_PITCH);
  before = tablee_saveable_save (TABLEE_SAVEABLE (f->quick));
  g_assert_false (tablee_soundbattle_referee_award (f->quick, 0, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tablee_soundbattle_referee_award (f->quick, 1u << 3, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_INVALID);
  g_clear_error (&error);
  after = tablee_saveable_save (TABLEE_SAVEABLE (f->quick));
  g_assert_true (g_variant_equal (before, after));

  /* Once a value is typed, the pass is finished by typing. */
  g_assert_true (tablee_soundbattle_referee_lay (f->quick, 440000, FALSE, NULL));
  g_assert_false (tablee_soundbattle_referee_award (f->quick, 1, &error));
  g_assert_error (error, TABLEE_SOUNDBATTLE_ERROR, TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE);
}

static void
test_records_undo_and_save (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(TableeSoundbattleReferee) other = tablee_soundbattle_referee_new ();
  g_autoptr(GVariant) saved = NULL;
  const TableeSoundbattleRecord *record;

  tap_ask (f, TABLEE_SOUND_QUALITY_TIMBRE);
  tap_winners (f, 1u << 1);
  tap_ask (f, TABLEE_SOUND_QUALITY_VOLUME);
  tap_winners (f, laying (f->quick));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, 1);
  tap_winners (f, 1u << 2);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, 2);
  record = get_record (f->quick, 1);
  g_assert_cmpint (record->winner, ==, 2);
  g_assert_cmpuint (record->tied, ==, 7);
  g_assert_cmpuint (record->battles, ==, 1);
  g_assert_cmpuint (record->n_cards, ==, 6);

  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->quick));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (other), saved, NULL));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (other)->records->len, ==, 2);
  g_assert_cmpuint (get_record (other, 1)->tied, ==, 7);
  g_assert_true (get_record (other, 1)->quick);

  /* Undo takes the trick back, and its record. */
  g_assert_true (soundbattle_undo (f->quick));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, 1);

  /* A new match starts a new history. */
  tablee_soundbattle_referee_end_match (f->quick);
  g_assert_true (tablee_soundbattle_referee_start_match (f->quick, 1, NULL));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, 0);
  g_assert_true (soundbattle_undo (f->quick));
  g_assert_true (soundbattle_undo (f->quick));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->quick)->records->len, ==, 1);
}

/* Each match is a game of its own for the History: starting one starts
 * the game anew (a match ended or won does not keep the next one out of
 * the History), as one step that undo takes back. */
static void
test_match_starts_game (Fixture       *f,
                        gconstpointer  data)
{
  TableeGame *game = TABLEE_GAME (f->typed);
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) old = NULL;
  GVariantDict dict;

  /* The game as saved long ago, between two matches. */
  tablee_soundbattle_referee_end_match (f->typed);
  saved = tablee_saveable_save (TABLEE_SAVEABLE (f->typed));
  g_variant_dict_init (&dict, saved);
  g_variant_dict_insert (&dict, "started", "x", (gint64) 1000);
  old = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (f->typed), old, NULL));
  g_assert_cmpint (tablee_game_get_started (game), ==, 1000);

  g_assert_true (tablee_soundbattle_referee_start_match (f->typed, 1, NULL));
  g_assert_cmpint (tablee_game_get_started (game), >, 1000);
  g_assert_cmpstr (tablee_game_get_undo_label (game), ==, "Match started");
  g_assert_true (soundbattle_undo (f->typed));
  g_assert_cmpint (tablee_game_get_started (game), ==, 1000);
}

/* Reads RFC 4180 CSV (CRLF line ends) into rows of fields. */
static GPtrArray *
parse_csv (const char *csv)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GStrvBuilder) row = g_strv_builder_new ();
  g_autoptr(GString) field = g_string_new (NULL);
  const char *c = csv;

  while (*c != '\0')
    {
      if (*c == '"')
        {
          for (c++; !(c[0] == '"' && c[1] != '"'); c++)
            {
              g_assert_true (*c != '\0');
              if (c[0] == '"')
                c++;
              g_string_append_c (field, *c);
            }
          c++;
        }
      else if (*c == ',' || (c[0] == '\r' && c[1] == '\n'))
        {
          gboolean end = *c == '\r';

          g_strv_builder_add (row, field->str);
          g_string_truncate (field, 0);
          c += end ? 2 : 1;
          if (end)
            {
              g_ptr_array_add (rows, g_strv_builder_end (row));
              g_clear_pointer (&row, g_strv_builder_unref);
              row = g_strv_builder_new ();
            }
        }
      else
        {
          g_assert_true (*c != '\n' && *c != '\r');
          g_string_append_c (field, *c++);
        }
    }
  g_assert_cmpuint (field->len, ==, 0);

  return rows;
}

static void
test_csv (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *csv = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *header = NULL;
  char **row;

  tap_ask (f, TABLEE_SOUND_QUALITY_DURATION);
  tap_winners (f, 1u << 1);
  tap_ask (f, TABLEE_SOUND_QUALITY_PITCH);
  tap_winners (f, (1u << 1) | (1u << 2));
  tap_winners (f, 1u << 2);

  csv = tablee_soundbattle_referee_to_csv (f->quick);
  rows = parse_csv (csv);
  g_assert_cmpuint (rows->len, ==, 1 + 2 + 3);

  row = g_ptr_array_index (rows, 0);
  header = g_strjoinv ("|", row);
  g_assert_cmpstr (header, ==, "round|trick|attacker|quality|direction|winner|cards|battles|tied|way");

  row = g_ptr_array_index (rows, 1);
  g_assert_cmpuint (g_strv_length (row), ==, 10);
  g_assert_cmpstr (row[0], ==, "1");
  g_assert_cmpstr (row[1], ==, "1");
  g_assert_cmpstr (row[2], ==, "Ana");
  g_assert_cmpstr (row[3], ==, "duration");
  g_assert_cmpstr (row[4], ==, "highest");
  g_assert_cmpstr (row[5], ==, "Ben, \"the bard\"");
  g_assert_cmpstr (row[6], ==, "3");
  g_assert_cmpstr (row[7], ==, "0");
  g_assert_cmpstr (row[8], ==, "");
  g_assert_cmpstr (row[9], ==, "quick");

  /* The battle: who fought it, who won; a name a spreadsheet would run as
   * a formula is defused. */
  row = g_ptr_array_index (rows, 2);
  g_assert_cmpstr (row[1], ==, "2");
  g_assert_cmpstr (row[2], ==, "Ben, \"the bard\"");
  g_assert_cmpstr (row[5], ==, "'=Cleo");
  g_assert_cmpstr (row[6], ==, "5");
  g_assert_cmpstr (row[7], ==, "1");
  g_assert_cmpstr (row[8], ==, "Ben, \"the bard\" + =Cleo");

  row = g_ptr_array_index (rows, 4);
  g_assert_cmpuint (g_strv_length (row), ==, 3);
  g_assert_cmpstr (row[0], ==, "rounds-won");
  g_assert_cmpstr (row[1], ==, "Ben, \"the bard\"");
  g_assert_cmpstr (row[2], ==, "0");
}

/* Issue 29: a round stopped when the mystery card, spent, left Max with
 * nothing to lay; Hélène and Chloé added the 2 and 3 cards they still held
 * to the cards they won. The game showed 8, 11 and 18 cards won: so must
 * the history, in its figures and in the rounds it shows again. */
static void
test_history_kept_cards (void)
{
  static const char *table[] = { "Hélène", "Chloé", "Max" };
  enum { HELENE = 1u << 0, CHLOE = 1u << 1, MAX = 1u << 2 };
  /* Each trick: the winners of each pass, the last one alone. */
  static const guint tricks[][6] = {
    { MAX | HELENE, MAX | HELENE, MAX | HELENE, MAX | HELENE, MAX },
    { MAX | CHLOE, MAX | CHLOE, MAX },
    { MAX | HELENE | CHLOE, MAX | CHLOE, CHLOE },
    { HELENE },
    /* Max lays the mystery card: the round stops after it. */
    { HELENE },
  };
  static const guint shown[] = { 8, 11, 18 };
  g_autoptr(TableeSoundbattleReferee) r = soundbattle_referee_new_seated (table, G_N_ELEMENTS (table));
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeHistoryEntry) entry = NULL;
  g_autoptr(GVariant) saved = NULL;
  guint cards[G_N_ELEMENTS (table)] = { 0 };
  const TableeSoundbattleState *st;
  GVariantIter iter;
  guint round, n_cards;
  int winner;

  g_assert_true (tablee_soundbattle_referee_set_rounds_to_win (r, 1, NULL));
  g_assert_true (tablee_soundbattle_referee_start_match (r, 0, NULL));
  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    {
      g_assert_cmpint (tablee_soundbattle_referee_get_phase (r), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
      g_assert_true (tablee_soundbattle_referee_ask (r, TABLEE_SOUND_QUALITY_VOLUME, TABLEE_SOUND_DIRECTION_HIGHEST, NULL));
      if (t == G_N_ELEMENTS (tricks) - 1)
        g_assert_cmpint (tablee_soundbattle_referee_get_trick (r)->mystery_player, ==, 2);
      for (guint pass = 0; tricks[t][pass] != 0; pass++)
        g_assert_true (tablee_soundbattle_referee_award (r, tricks[t][pass], NULL));
    }

  st = tablee_soundbattle_referee_get_state (r);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (r), ==, TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);
  g_assert_cmpint (st->mystery, ==, TABLEE_SOUNDBATTLE_MYSTERY_USED);
  for (guint p = 0; p < G_N_ELEMENTS (table); p++)
    g_assert_cmpuint (st->won[p], ==, shown[p]);

  /* What the history keeps survives saving, as after a restart. */
  saved = tablee_saveable_save (TABLEE_SAVEABLE (r));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (r), saved, NULL));

  g_assert_true (tablee_history_record (history, TABLEE_GAME (r)));
  entry = g_list_model_get_item (G_LIST_MODEL (history), 0);
  for (guint p = 0; p < G_N_ELEMENTS (table); p++)
    g_assert_cmpint (tablee_history_entry_get_figure (entry, p), ==, shown[p]);
  g_assert_cmpuint (tablee_history_entry_get_winners (entry), ==, MAX);

  g_variant_iter_init (&iter, tablee_history_entry_get_detail (entry));
  while (g_variant_iter_next (&iter, "(uiu)", &round, &winner, &n_cards))
    {
      g_assert_cmpuint (round, ==, 0);
      if (winner >= 0)
        cards[winner] += n_cards;
    }
  for (guint p = 0; p < G_N_ELEMENTS (table); p++)
    g_assert_cmpuint (cards[p], ==, shown[p]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/soundbattle/history/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("quick-round", test_quick_round);
  ADD ("award-refused", test_award_refused);
  ADD ("records-undo-and-save", test_records_undo_and_save);
  ADD ("csv", test_csv);
  ADD ("match-starts-game", test_match_starts_game);
  g_test_add_func ("/soundbattle/history/kept-cards", test_history_kept_cards);

  return g_test_run ();
}
