/* test-stats.c: the statistics of the history, over a small history whose
 * every figure was counted by hand (the comments give the counts).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-stats.h"

static gint64
utc (int year,
     int month,
     int day)
{
  g_autoptr(GDateTime) dt = g_date_time_new_utc (year, month, day, 20, 0, 0);

  return g_date_time_to_unix (dt);
}

static void
add (TableeHistory *history,
     const char    *game,
     gint64         started,
     gint64         duration,
     const char    *seats,
     const int     *figures,
     guint          winners)
{
  g_auto(GStrv) ids = g_strsplit (seats, " ", -1);
  g_auto(GStrv) names = g_new0 (char *, g_strv_length (ids) + 1);
  g_autoptr(TableeHistoryEntry) entry = NULL;

  for (guint i = 0; ids[i] != NULL; i++)
    names[i] = g_ascii_strup (ids[i], -1);
  entry = tablee_history_entry_new (game, "level-1", started, duration, g_strv_length (ids),
                                    (const char * const *) ids, (const char * const *) names,
                                    figures, winners, NULL);
  g_assert_true (tablee_history_add (history, entry));
}

/* The fixture, oldest first (W: won, L: lost, -: no winner, ·: missed):
 *
 *       game         date    seats: figures          ann bob cid dan
 * G1    notnot       Jan 5   ann 10 bob 7 cid 3      W   L   L   ·
 * G2    frantic      Jan 20  ann 80 bob 120          W   L   ·   ·    (fewest wins)
 * G3    notnot       Feb 3   bob 9 cid 9             ·   W   W   ·    (a tie)
 * G3b   soundbattle  Feb 5   ann 6 dan 4             W   ·   ·   L
 * G4    whosnext     Feb 10  ann 2 bob 0 cid 0       L   W   W   ·    (fewest wins)
 * G5    notnot       Mar 1   ann 5 cid 5             -   ·   -   ·    (saved early)
 * G6    notnot       Mar 2   ann 12 bob 4 cid 8      W   L   L   ·
 * G7    whosnext     Mar 3   ann 1 bob 3             W   L   ·   ·
 * G8    notnot       May 10  bob 3 cid 1             ·   W   L   ·
 */
static TableeHistory *
fixture (void)
{
  TableeHistory *history = tablee_history_new ();

  /* Added out of order: the statistics follow the start times. */
  add (history, "whosnext", utc (2026, 3, 3), 1200, "ann bob", (int[]) { 1, 3 }, 1 << 0);
  add (history, "notnot", utc (2026, 1, 5), 600, "ann bob cid", (int[]) { 10, 7, 3 }, 1 << 0);
  add (history, "frantic", utc (2026, 1, 20), 1800, "ann bob", (int[]) { 80, 120 }, 1 << 0);
  add (history, "notnot", utc (2026, 2, 3), 300, "bob cid", (int[]) { 9, 9 }, 1 << 0 | 1 << 1);
  add (history, "soundbattle", utc (2026, 2, 5), 900, "ann dan", (int[]) { 6, 4 }, 1 << 0);
  add (history, "whosnext", utc (2026, 2, 10), 1200, "ann bob cid", (int[]) { 2, 0, 0 }, 1 << 1 | 1 << 2);
  add (history, "notnot", utc (2026, 3, 1), 60, "ann cid", (int[]) { 5, 5 }, 0);
  add (history, "notnot", utc (2026, 3, 2), 600, "ann bob cid", (int[]) { 12, 4, 8 }, 1 << 0);
  add (history, "notnot", utc (2026, 5, 10), 300, "bob cid", (int[]) { 3, 1 }, 1 << 0);

  return history;
}

static TableeStats *
compute (TableeHistory           *history,
         const TableeStatsFilter *filter)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();

  return tablee_stats_compute (G_LIST_MODEL (history), filter, zone);
}

static TableeStatsPlayer *
player (TableeStats *stats,
        const char  *id)
{
  TableeStatsPlayer *found = tablee_stats_lookup_player (stats, id);

  g_assert_nonnull (found);

  return found;
}

static void
assert_player (TableeStats *stats,
               const char  *id,
               guint        played,
               guint        wins,
               guint        current,
               guint        longest)
{
  TableeStatsPlayer *p = player (stats, id);

  g_assert_cmpuint (tablee_stats_player_get_played (p), ==, played);
  g_assert_cmpuint (tablee_stats_player_get_wins (p), ==, wins);
  g_assert_cmpuint (tablee_stats_player_get_current_streak (p), ==, current);
  g_assert_cmpuint (tablee_stats_player_get_longest_streak (p), ==, longest);
}

static void
test_stats_players (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autoptr(TableeStats) stats = compute (history, NULL);
  GListModel *players = tablee_stats_get_players (stats);
  const char * const order[] = { "ann", "bob", "cid", "dan" };

  g_assert_cmpuint (tablee_stats_get_n_games (stats), ==, 9);
  g_assert_cmpint (tablee_stats_get_seconds (stats), ==, 1200 + 600 + 1800 + 300 + 900 + 1200 + 60 + 600 + 300);

  /* ann: G1 W, G2 W, G3 missed (no break), G3b W = 3, G4 L, G5 no winner
   * (no break), G6 W, G7 W = 2, G8 missed. */
  assert_player (stats, "ann", 7, 5, 2, 3);
  /* bob: L L W(tie) W L L W: the tie counts as a win. */
  assert_player (stats, "bob", 7, 3, 1, 2);
  /* cid: L W(tie) W, G5 keeps the streak, L L. */
  assert_player (stats, "cid", 6, 2, 0, 2);
  assert_player (stats, "dan", 1, 0, 0, 0);
  g_assert_cmpfloat_with_epsilon (tablee_stats_player_get_win_rate (player (stats, "ann")), 5.0 / 7, 1e-9);

  /* Most wins first. */
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_autoptr(TableeStatsPlayer) p = g_list_model_get_item (players, i);

      g_assert_cmpstr (tablee_stats_player_get_id (p), ==, order[i]);
    }
  g_assert_cmpstr (tablee_stats_player_get_name (player (stats, "ann")), ==, "ANN");
}

static void
test_stats_figures (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autoptr(TableeStats) stats = compute (history, NULL);
  TableeStatsPlayer *ann = player (stats, "ann");
  TableeStatsPlayer *bob = player (stats, "bob");
  g_autofree const char **games = tablee_stats_player_dup_games (ann);
  int best;
  double mean;

  g_assert_cmpuint (g_strv_length ((char **) games), ==, 4);
  g_assert_cmpstr (games[0], ==, "frantic");
  g_assert_cmpstr (games[3], ==, "whosnext");

  /* Not Not: most cards is best. ann 10, 5, 12. */
  g_assert_true (tablee_stats_player_get_game_figures (ann, "notnot", &best, &mean));
  g_assert_cmpint (best, ==, 12);
  g_assert_cmpfloat_with_epsilon (mean, 9.0, 1e-9);
  g_assert_cmpuint (tablee_stats_player_get_game_played (ann, "notnot"), ==, 3);
  g_assert_cmpuint (tablee_stats_player_get_game_wins (ann, "notnot"), ==, 2);

  /* Who's Next?: fewest wrong notes is best. ann 2, 1; bob 0, 3. */
  g_assert_true (tablee_stats_player_get_game_figures (ann, "whosnext", &best, &mean));
  g_assert_cmpint (best, ==, 1);
  g_assert_cmpfloat_with_epsilon (mean, 1.5, 1e-9);
  g_assert_true (tablee_stats_player_get_game_figures (bob, "whosnext", &best, &mean));
  g_assert_cmpint (best, ==, 0);

  /* Frantic: fewest points. */
  g_assert_true (tablee_stats_player_get_game_figures (bob, "frantic", &best, NULL));
  g_assert_cmpint (best, ==, 120);

  /* bob never played La Guerre des Sons. */
  g_assert_false (tablee_stats_player_get_game_figures (bob, "soundbattle", &best, &mean));
  g_assert_cmpuint (tablee_stats_player_get_game_played (bob, "soundbattle"), ==, 0);

  g_assert_true (tablee_stats_game_lowest_wins ("frantic"));
  g_assert_true (tablee_stats_game_lowest_wins ("whosnext"));
  g_assert_false (tablee_stats_game_lowest_wins ("notnot"));
  g_assert_false (tablee_stats_game_lowest_wins ("soundbattle"));
}

static void
assert_rival (const char *got,
              guint       got_times,
              const char *expected,
              guint       expected_times)
{
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpuint (got_times, ==, expected_times);
}

static void
test_stats_head_to_head (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autoptr(TableeStats) stats = compute (history, NULL);
  const char *id;
  guint times;

  /* ann beat bob in G1, G2, G6, G7, cid twice, dan once; bob and cid
   * beat her once each (G4): the tie goes to the name first. */
  id = tablee_stats_player_get_beats_most (player (stats, "ann"), &times);
  assert_rival (id, times, "bob", 4);
  id = tablee_stats_player_get_beaten_most_by (player (stats, "ann"), &times);
  assert_rival (id, times, "bob", 1);

  /* bob beat ann (G4) and cid (G8) once each; the tie G3 beats nobody. */
  id = tablee_stats_player_get_beats_most (player (stats, "bob"), &times);
  assert_rival (id, times, "ann", 1);
  id = tablee_stats_player_get_beaten_most_by (player (stats, "bob"), &times);
  assert_rival (id, times, "ann", 4);

  /* cid was beaten by ann twice and bob once. */
  id = tablee_stats_player_get_beaten_most_by (player (stats, "cid"), &times);
  assert_rival (id, times, "ann", 2);

  id = tablee_stats_player_get_beats_most (player (stats, "dan"), &times);
  assert_rival (id, times, NULL, 0);
}

static void
test_stats_months (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  g_autoptr(TableeStats) stats = compute (history, NULL);
  GListModel *months = tablee_stats_get_months (stats);
  const guint plays[] = { 2, 3, 3, 0, 1 };
  const guint notnot[] = { 1, 1, 2, 0, 1 };
  const gint64 seconds[] = { 2400, 2400, 1860, 0, 300 };
  TableeStatsMonth *busiest;
  guint most;

  /* January to May, April empty. */
  g_assert_cmpuint (g_list_model_get_n_items (months), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(TableeStatsMonth) month = g_list_model_get_item (months, i);

      g_assert_cmpuint (tablee_stats_month_get_year (month), ==, 2026);
      g_assert_cmpuint (tablee_stats_month_get_month (month), ==, i + 1);
      g_assert_cmpuint (tablee_stats_month_get_plays (month, NULL), ==, plays[i]);
      g_assert_cmpuint (tablee_stats_month_get_plays (month, "notnot"), ==, notnot[i]);
      g_assert_cmpint (tablee_stats_month_get_seconds (month, NULL), ==, seconds[i]);
    }

  /* February and March both have three: the first is the busiest. */
  busiest = tablee_stats_get_busiest_month (stats);
  g_assert_cmpuint (tablee_stats_month_get_month (busiest), ==, 2);
  g_assert_cmpstr (tablee_stats_get_most_played_game (stats, &most), ==, "notnot");
  g_assert_cmpuint (most, ==, 5);
}

static void
test_stats_filters (void)
{
  g_autoptr(TableeHistory) history = fixture ();
  TableeStatsFilter filter = { 0 };
  g_autoptr(TableeStats) by_player = NULL;
  g_autoptr(TableeStats) by_game = NULL;
  g_autoptr(TableeStats) by_period = NULL;
  g_autoptr(TableeStats) year = NULL;
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();

  /* The games dan sat at: G3b. */
  filter.player = "dan";
  by_player = compute (history, &filter);
  g_assert_cmpuint (tablee_stats_get_n_games (by_player), ==, 1);
  assert_player (by_player, "ann", 1, 1, 1, 1);

  /* Who's Next? alone: G4, G7. */
  filter.player = NULL;
  filter.game = "whosnext";
  by_game = compute (history, &filter);
  g_assert_cmpuint (tablee_stats_get_n_games (by_game), ==, 2);
  assert_player (by_game, "ann", 2, 1, 1, 1);
  assert_player (by_game, "bob", 2, 1, 0, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tablee_stats_get_months (by_game)), ==, 2);

  /* From February to the end of March: G3 to G7; ann's streak before
   * (G1, G2) is not counted. */
  filter.game = NULL;
  filter.since = utc (2026, 2, 1);
  filter.until = utc (2026, 4, 1);
  by_period = compute (history, &filter);
  g_assert_cmpuint (tablee_stats_get_n_games (by_period), ==, 6);
  assert_player (by_period, "ann", 5, 3, 2, 2);

  /* The year in review on 15 February 2027: from 1 March 2026, G5 to G8. */
  tablee_stats_filter_last_12_months (&filter, utc (2027, 2, 15), zone);
  g_assert_cmpint (filter.since, ==, utc (2026, 3, 1) - 20 * 3600);
  g_assert_cmpint (filter.until, ==, 0);
  year = compute (history, &filter);
  g_assert_cmpuint (tablee_stats_get_n_games (year), ==, 4);
  assert_player (year, "ann", 3, 2, 2, 2);
}

static void
test_stats_empty (void)
{
  g_autoptr(TableeHistory) history = tablee_history_new ();
  g_autoptr(TableeStats) stats = compute (history, NULL);

  g_assert_cmpuint (tablee_stats_get_n_games (stats), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tablee_stats_get_players (stats)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tablee_stats_get_months (stats)), ==, 0);
  g_assert_null (tablee_stats_get_most_played_game (stats, NULL));
  g_assert_null (tablee_stats_get_busiest_month (stats));
  g_assert_null (tablee_stats_lookup_player (stats, "ann"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stats/players", test_stats_players);
  g_test_add_func ("/stats/figures", test_stats_figures);
  g_test_add_func ("/stats/head-to-head", test_stats_head_to_head);
  g_test_add_func ("/stats/months", test_stats_months);
  g_test_add_func ("/stats/filters", test_stats_filters);
  g_test_add_func ("/stats/empty", test_stats_empty);

  return g_test_run ();
}
