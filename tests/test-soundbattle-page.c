/* test-soundbattle-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "soundbattle-page-fixture.h"
#include "tablee-history.h"
#include "tablee-sound.h"
#include "tablee-test-widgets.h"
#include "tablee-synth.h"
#include "tablee-wav.h"
#include "tablee-recorder-sink.h"

static TableeRecorderSink *recorder;

typedef struct {
  GtkWindow                *window;
  TableeSoundbattlePage    *page;
  TableeSoundbattleReferee *referee;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  tablee_recorder_sink_clear (recorder);
  f->window = soundbattle_page_window_new (800, 700, &f->page);
  f->referee = TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (f->page)));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  soundbattle_page_window_close (f->window);
}

static gpointer
child (Fixture    *f,
       const char *name)
{
  return soundbattle_page_child (f->page, name);
}

static gboolean
activate (Fixture    *f,
          const char *action,
          GVariant   *parameter)
{
  return gtk_widget_activate_action_variant (GTK_WIDGET (f->page), action, parameter);
}

/* Types value into the entry of the player laying now and lays. */
static void
type_and_lay (Fixture    *f,
              const char *value)
{
  gtk_editable_set_text (GTK_EDITABLE (child (f, "value_row")), value);
  g_assert_true (activate (f, "page.lay", NULL));
}

static void
start_and_ask (Fixture            *f,
               TableeSoundQuality  quality)
{
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_true (gtk_widget_get_visible (child (f, "setup_box")));
  g_assert_true (activate (f, "page.start-match", NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_false (gtk_widget_get_visible (child (f, "setup_box")));
  g_assert_true (gtk_widget_get_visible (child (f, "ask_group")));
  g_assert_true (activate (f, "page.ask", g_variant_new ("(uu)", quality, TABLEE_SOUND_DIRECTION_HIGHEST)));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_true (gtk_widget_get_visible (child (f, "lay_group")));
}

static const char *
player_name (Fixture *f,
             int      player)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (f->referee));

  return tablee_player_get_name (tablee_players_get_player (players, player));
}

/* Deal the Cards and the last card of a trick hide the control the
 * keyboard is on: the focus goes on to the questions, never to the
 * window's first button. The value row keeps no text undo, so Ctrl+Z
 * reaches the game. */
static void
test_page_focus_goes_on (Fixture       *f,
                         gconstpointer  data)
{
  GtkRoot *root = GTK_ROOT (f->window);
  GtkWidget *focus;

  g_assert_true (gtk_widget_grab_focus (child (f, "deal_button")));
  g_assert_true (activate (f, "page.start-match", NULL));
  focus = gtk_root_get_focus (root);
  g_assert_true (GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, child (f, "ask_group")));

  g_assert_true (activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_VOLUME,
                                                         TABLEE_SOUND_DIRECTION_HIGHEST)));
  g_assert_false (gtk_editable_get_enable_undo (GTK_EDITABLE (child (f, "value_row"))));
  type_and_lay (f, "90");
  type_and_lay (f, "40");
  type_and_lay (f, "60");
  focus = gtk_root_get_focus (root);
  g_assert_true (GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, child (f, "ask_group")));
}

static void
test_page_trick (Fixture       *f,
                 gconstpointer  data)
{
  GtkLabel *error_label = child (f, "value_error");
  g_autofree char *expected = NULL;
  g_autofree char *description = NULL;
  int first;

  start_and_ask (f, TABLEE_SOUND_QUALITY_VOLUME);
  g_assert_cmpstr (gtk_label_get_text (child (f, "status_title")), ==, "Who has the loudest sound?");

  /* A bad value is refused at the field, with the reason. */
  type_and_lay (f, "loud");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_assert_cmpstr (gtk_label_get_text (error_label), ==,
                   "“loud” is not a number. Type the card’s volume in dB, for example 85.");
  g_assert_true (gtk_widget_has_css_class (child (f, "value_row"), "error"));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  type_and_lay (f, "85 Hz");
  g_assert_cmpstr (gtk_label_get_text (error_label), ==, "A volume is given in dB, not in “Hz”.");

  /* Typing again clears the message. */
  gtk_editable_set_text (GTK_EDITABLE (child (f, "value_row")), "8");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));

  first = tablee_soundbattle_referee_get_next_player (f->referee);
  type_and_lay (f, "85 dB");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (f, "value_row"))), ==, "");
  g_assert_true (gtk_widget_get_visible (child (f, "table_group")));

  type_and_lay (f, "60");
  type_and_lay (f, "40,5 dB");

  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (f->referee)->winner, ==, first);
  g_assert_true (gtk_widget_get_visible (child (f, "last_group")));
  expected = g_strdup_printf ("%s wins the trick and takes 3 cards\nWho has the loudest sound?",
                              player_name (f, first));
  g_assert_cmpstr (adw_preferences_group_get_title (child (f, "last_group")), ==, "Last Trick");
  description = g_strdup (adw_preferences_group_get_description (child (f, "last_group")));
  g_assert_cmpstr (description, ==, expected);
}

static void
test_page_battle (Fixture       *f,
                  gconstpointer  data)
{
  start_and_ask (f, TABLEE_SOUND_QUALITY_TIMBRE);

  g_assert_true (gtk_widget_get_sensitive (child (f, "super_switch")));
  gtk_switch_set_active (child (f, "super_switch"), TRUE);
  type_and_lay (f, "40 %");
  g_assert_false (gtk_switch_get_active (child (f, "super_switch")));
  type_and_lay (f, "40");
  /* The attacker lays last, without super power. */
  g_assert_false (gtk_widget_get_sensitive (child (f, "super_switch")));
  type_and_lay (f, "10");

  g_assert_cmpuint (tablee_soundbattle_referee_get_trick (f->referee)->pass, ==, 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (child (f, "status_title")), "Battle!"));
  g_assert_false (gtk_widget_get_sensitive (child (f, "super_switch")));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->super_powers[tablee_soundbattle_referee_get_trick (f->referee)->laid[0].player], ==, 1);

  type_and_lay (f, "70");
  type_and_lay (f, "20");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->won[tablee_soundbattle_referee_get_last_trick (f->referee)->winner], ==, 5);

  /* Undo goes back into the battle. */
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_true (gtk_widget_get_visible (child (f, "lay_group")));
}

static GBytes *
last_played (guint *rate,
             gsize *n_samples,
             gint16 **samples)
{
  const TableeRecordedSound *sound;
  g_autoptr(GError) error = NULL;
  char *contents;
  gsize length;
  GBytes *bytes;

  g_assert_cmpuint (tablee_recorder_sink_get_n_played (recorder), >, 0);
  sound = tablee_recorder_sink_get_played (recorder, tablee_recorder_sink_get_n_played (recorder) - 1);
  g_assert_true (g_file_get_contents (sound->path, &contents, &length, &error));
  g_assert_no_error (error);
  bytes = g_bytes_new_take (contents, length);
  *samples = tablee_wav_decode (bytes, n_samples, rate, &error);
  g_assert_no_error (error);

  return bytes;
}

static gsize
seconds (double s)
{
  return (gsize) (s * TABLEE_SYNTH_RATE + 0.5);
}

/* After a trick the table hears its cards, one after another. */
static void
test_page_play_trick (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree gint16 *samples = NULL;
  gsize n;
  guint rate;

  start_and_ask (f, TABLEE_SOUND_QUALITY_DURATION);
  type_and_lay (f, "0,5 s");
  type_and_lay (f, "1500 ms");
  type_and_lay (f, "2");

  g_assert_true (activate (f, "page.play-trick", NULL));
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (recorder), ==, 1);
  bytes = last_played (&rate, &n, &samples);
  g_assert_cmpuint (rate, ==, TABLEE_SYNTH_RATE);
  g_assert_cmpuint (n, ==, seconds (0.5) + seconds (1.5) + seconds (2) + 2 * seconds (0.4));
}

static void
test_page_play_card (Fixture       *f,
                     gconstpointer  data)
{
  const char *values[] = { "100 dB", "2 kHz", "0,75", "0" };
  const char *rows[] = { "card_volume", "card_pitch", "card_duration", "card_timbre" };

  g_autoptr(GBytes) bytes = NULL;
  g_autofree gint16 *samples = NULL;
  GtkWidget *error_label = child (f, "card_error");
  gsize n;
  guint rate;
  guint crossings = 0;

  gtk_editable_set_text (child (f, "card_pitch"), "very high");
  g_assert_true (activate (f, "page.play-card", NULL));
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error_label)), ==,
                   "“very high” is not a number. Type the card’s pitch in Hz, for example 440.");
  g_assert_true (gtk_widget_has_css_class (child (f, "card_pitch"), "error"));
  g_assert_false (gtk_widget_has_css_class (child (f, "card_volume"), "error"));
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (recorder), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    gtk_editable_set_text (child (f, rows[i]), values[i]);
  g_assert_false (gtk_widget_get_visible (error_label));
  g_assert_false (gtk_widget_has_css_class (child (f, "card_pitch"), "error"));
  g_assert_true (activate (f, "page.play-card", NULL));
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (recorder), ==, 1);

  bytes = last_played (&rate, &n, &samples);
  g_assert_cmpuint (n, ==, seconds (0.75));
  /* A pure 2 kHz sine: 1500 rising zero crossings in 0.75 s. */
  for (gsize i = 1; i < n; i++)
    if (samples[i - 1] < 0 && samples[i] >= 0)
      crossings++;
  g_assert_cmpuint (crossings, >=, 1499);
  g_assert_cmpuint (crossings, <=, 1501);
}

static void
test_page_demo (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree gint16 *samples = NULL;
  gsize n;
  guint rate;

  g_assert_false (gtk_revealer_get_reveal_child (child (f, "now_playing")));
  g_assert_cmpstr (gtk_label_get_text (child (f, "now_playing_label")), ==, "");
  g_assert_true (activate (f, "page.play-demo", g_variant_new_uint32 (TABLEE_SOUND_QUALITY_DURATION)));
  bytes = last_played (&rate, &n, &samples);
  g_assert_cmpuint (n, ==, seconds (0.3) + seconds (0.4) + seconds (1.5));
  /* While it plays, the page says which card plays. */
  g_assert_cmpstr (gtk_label_get_text (child (f, "now_playing_label")), ==, "Playing 1 of 2: 0.3 s");
  g_assert_true (gtk_revealer_get_reveal_child (child (f, "now_playing")));
}

/* The button of the quick way's row named name (its tooltip). */
static GtkWidget *
quick_button (Fixture    *f,
              GType       type,
              const char *name)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (child (f, "quick"), type);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), name) == 0)
        return button;
    }

  g_error ("No button “%s”", name);
}

/* The quick way, as the table uses it: two taps a trick, the question and
 * the winner; a battle marks the tied players. */
static void
test_page_quick (Fixture       *f,
                 gconstpointer  data)
{
  const TableeSoundbattleTrick *trick;
  g_autofree char *won = NULL;
  g_autofree char *tied_a = NULL;
  g_autofree char *tied_b = NULL;
  guint a, b, before;

  start_and_ask (f, TABLEE_SOUND_QUALITY_VOLUME);
  g_assert_true (gtk_widget_get_visible (child (f, "quick")));
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  a = trick->order[1];
  won = g_strdup_printf ("%s won", player_name (f, a));
  g_signal_emit_by_name (quick_button (f, GTK_TYPE_BUTTON, won), "clicked");
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_ASK);
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (f->referee)->winner, ==, a);
  g_assert_false (gtk_widget_get_visible (child (f, "quick")));
  /* Nothing to hear: no value was typed. */
  activate (f, "page.play-trick", NULL);
  g_assert_cmpuint (tablee_recorder_sink_get_n_played (recorder), ==, 0);

  /* A battle between two players, then its winner. */
  g_assert_true (activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_PITCH, TABLEE_SOUND_DIRECTION_HIGHEST)));
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  a = trick->order[0];
  b = trick->order[2];
  before = tablee_soundbattle_referee_get_state (f->referee)->won[b];
  tied_a = g_strdup_printf ("%s is tied", player_name (f, a));
  tied_b = g_strdup_printf ("%s is tied", player_name (f, b));
  g_assert_false (gtk_widget_activate_action (child (f, "quick"), "quick.battle", NULL) &&
                  tablee_soundbattle_referee_get_trick (f->referee)->pass > 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (quick_button (f, GTK_TYPE_TOGGLE_BUTTON, tied_a)), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (quick_button (f, GTK_TYPE_TOGGLE_BUTTON, tied_b)), TRUE);
  g_assert_true (gtk_widget_activate_action (child (f, "quick"), "quick.battle", NULL));
  trick = tablee_soundbattle_referee_get_trick (f->referee);
  g_assert_nonnull (trick);
  g_assert_cmpuint (trick->pass, ==, 1);
  g_assert_cmpuint (trick->n_order, ==, 2);
  g_assert_true (gtk_widget_get_visible (child (f, "quick")));
  g_free (won);
  won = g_strdup_printf ("%s won", player_name (f, b));
  g_signal_emit_by_name (quick_button (f, GTK_TYPE_BUTTON, won), "clicked");
  g_assert_cmpint (tablee_soundbattle_referee_get_last_trick (f->referee)->winner, ==, b);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->won[b], ==, before + 3 + 2);
}

/* The history: the match score, every trick of the round, names shown as
 * typed. */
static void
test_page_history (Fixture       *f,
                   gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (f->referee));
  GtkWidget *history = child (f, "history_clamp");
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *summary = NULL;

  g_assert_true (tablee_players_rename (players, 0, "<b>A&B", NULL));
  start_and_ask (f, TABLEE_SOUND_QUALITY_TIMBRE);
  g_assert_true (tablee_soundbattle_referee_award (f->referee, 1u << 0, NULL));

  rows = tablee_test_find_widgets (history, ADW_TYPE_ACTION_ROW);
  /* Three players' scores, one trick. */
  g_assert_cmpuint (rows->len, ==, 4);
  /* Plain text, not markup: the name shows as typed. */
  g_assert_false (adw_preferences_row_get_use_markup (g_ptr_array_index (rows, 0)));
  g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, 0)), ==, "<b>A&B");
  g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, 3)), ==, "Trick 1 · Roughest");
  /* The subtitle gives back what its label shows. */
  summary = g_strdup (adw_action_row_get_subtitle (g_ptr_array_index (rows, 3)));
  g_assert_cmpstr (summary, ==, "<b>A&B won 3 cards");
}

/* The game in progress comes back in a new page. */
static void
test_page_saved (Fixture       *f,
                 gconstpointer  data)
{
  Fixture again;

  start_and_ask (f, TABLEE_SOUND_QUALITY_PITCH);
  type_and_lay (f, "440");
  fixture_tear_down (f, NULL);

  fixture_set_up (&again, NULL);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (again.referee), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (again.referee)->pot, ==, 1);
  g_assert_true (gtk_widget_get_visible (child (&again, "lay_group")));
  *f = again;
}


/* Player names are shown as typed, never as markup. */
static void
test_page_names_escaped (Fixture       *f,
                         gconstpointer  data)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (f->referee));
  g_autofree char *title = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *last = NULL;
  int winner;

  g_assert_true (tablee_players_rename (players, 0, "<b>A&B", NULL));
  g_assert_true (tablee_players_rename (players, 1, "<i>", NULL));
  g_assert_true (tablee_players_rename (players, 2, "C&D", NULL));
  start_and_ask (f, TABLEE_SOUND_QUALITY_PITCH);

  /* The row shows its title as plain text: as typed. */
  g_assert_false (adw_preferences_row_get_use_markup (child (f, "value_row")));
  title = g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child (f, "value_row"))));
  expected = g_strdup_printf ("%s’s card: Pitch in Hz",
                              player_name (f, tablee_soundbattle_referee_get_next_player (f->referee)));
  g_assert_cmpstr (title, ==, expected);

  type_and_lay (f, "100");
  type_and_lay (f, "200");
  winner = tablee_soundbattle_referee_get_next_player (f->referee);
  type_and_lay (f, "300");
  g_free (expected);
  expected = g_strdup_printf ("%s wins the trick and takes 3 cards\nWho has the highest sound?",
                              player_name (f, winner));
  /* The group gives back the text its label shows: a name taken as markup
   * would have been refused with a warning, or lost its brackets; escaped
   * twice, it would show "&amp;". */
  last = g_strdup (adw_preferences_group_get_description (child (f, "last_group")));
  g_assert_cmpstr (last, ==, expected);
}

/* The window folds to 360 pixels of content: the page fits. */
static void
assert_fits_narrow_window (Fixture *f)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (f->page), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
}

static void
test_page_rounds_and_mode (Fixture       *f,
                           gconstpointer  data)
{
  adw_combo_row_set_selected (child (f, "mode_row"), TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_cmpint (tablee_soundbattle_referee_get_state (f->referee)->mode, ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  gtk_spin_button_set_value (child (f, "rounds_spin"), 3);
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->rounds_to_win, ==, 3);

  assert_fits_narrow_window (f);
  g_assert_true (activate (f, "page.start-match", NULL));
  /* Scherzo shows both words for every quality. */
  assert_fits_narrow_window (f);
  g_assert_true (activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_PITCH,
                                                         TABLEE_SOUND_DIRECTION_LOWEST)));
  g_assert_cmpstr (gtk_label_get_text (child (f, "status_title")), ==, "Who has the lowest sound?");
  assert_fits_narrow_window (f);

  g_assert_true (activate (f, "page.end-match", NULL));
  g_assert_true (gtk_widget_get_visible (child (f, "setup_box")));
}

/* The entries of La Guerre des Sons in the History. */
static guint
count_in_history (void)
{
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (history)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (history), i);

      n += g_str_equal (tablee_history_entry_get_game (entry), "soundbattle");
    }

  return n;
}

static const char *
toast_title (Fixture *f)
{
  return adw_toast_get_title (tablee_game_page_get_toast (TABLEE_GAME_PAGE (f->page)));
}

/* End the Match asks first when tricks would be lost; the match ended goes
 * to the History with what was played; undo takes it back to the table and
 * out of the History, redo ends it again. */
static void
test_page_end_match (Fixture       *f,
                     gconstpointer  data)
{
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (f->referee);
  g_autoptr(TableeHistory) history = tablee_history_dup_default (NULL);
  g_autoptr(TableeHistoryEntry) entry = NULL;
  guint before = count_in_history ();
  int winner;
  g_autofree char *undone = NULL;

  /* Nothing played: no question, nothing recorded, and undo. */
  start_and_ask (f, TABLEE_SOUND_QUALITY_VOLUME);
  g_assert_true (activate (f, "page.end-match", NULL));
  g_assert_null (soundbattle_page_get_question (f->page));
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpstr (toast_title (f), ==, "Match ended");
  g_assert_cmpuint (count_in_history (), ==, before);
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_LAY);

  /* A trick won and a card on the table: asked, and Keep Playing keeps
   * them. */
  winner = tablee_soundbattle_referee_get_next_player (f->referee);
  type_and_lay (f, "85");
  type_and_lay (f, "60");
  type_and_lay (f, "40");
  g_assert_true (activate (f, "page.ask", g_variant_new ("(uu)", TABLEE_SOUND_QUALITY_PITCH,
                                                         TABLEE_SOUND_DIRECTION_HIGHEST)));
  type_and_lay (f, "440");
  g_assert_true (activate (f, "page.end-match", NULL));
  g_assert_nonnull (soundbattle_page_get_question (f->page));
  g_assert_cmpstr (adw_message_dialog_get_body (soundbattle_page_get_question (f->page)), ==,
                   "1 trick played goes to the History as the match stands. "
                   "1 card on the table wins nothing. Undo brings the match back.");
  soundbattle_page_answer (f->page, "cancel");
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpuint (st->pot, ==, 1);
  g_assert_cmpuint (count_in_history (), ==, before);

  /* Ended: in the History, the winner with the trick's three cards. */
  g_assert_true (activate (f, "page.end-match", NULL));
  soundbattle_page_answer (f->page, "end");
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpstr (toast_title (f), ==, "Match ended and saved in the History");
  g_assert_cmpstr (adw_toast_get_button_label (tablee_game_page_get_toast (TABLEE_GAME_PAGE (f->page))), ==, "_Undo");
  g_assert_cmpuint (count_in_history (), ==, before + 1);
  entry = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_assert_cmpstr (tablee_history_entry_get_game (entry), ==, "soundbattle");
  g_assert_cmpint (tablee_history_entry_get_figure (entry, winner), ==, 3);

  /* Undo: the match is back, with its trick and its card on the table,
   * and out of the History; redo ends it again. */
  g_assert_true (activate (f, "game.undo", NULL));
  undone = g_strdup_printf ("Undone: %s", "Match ended");
  g_assert_cmpstr (toast_title (f), ==, undone);
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
  g_assert_cmpuint (st->records->len, ==, 1);
  g_assert_cmpuint (st->pot, ==, 1);
  g_assert_cmpuint (count_in_history (), ==, before);
  g_assert_true (activate (f, "game.redo", NULL));
  g_assert_cmpint (st->phase, ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpuint (count_in_history (), ==, before + 1);

  /* Undone again and played on, it is no longer the History's. */
  g_assert_true (activate (f, "game.undo", NULL));
  type_and_lay (f, "220");
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_true (activate (f, "game.undo", NULL));
  g_assert_cmpuint (count_in_history (), ==, before);
}

/* Runs what the page's key does, through the shortcut bound to it, the way
 * the window would. */
static gboolean
press (Fixture    *f,
       const char *key)
{
  return tablee_test_press_shortcut (GTK_WIDGET (f->page), key);
}

static void
show_rules_cb (GSimpleAction *action,
               GVariant      *parameter,
               char         **rules)
{
  const char *game, *id;

  g_variant_get (parameter, "(&s&s)", &game, &id);
  g_free (*rules);
  *rules = g_strdup_printf ("%s/%s", game, id);
}

/* Ctrl+Z takes back a card and says so, Ctrl+Shift+Z lays it again,
 * Ctrl+N starts again from the setup (on the referee's tab), F1 opens the
 * rules of the mode. */
static void
test_page_keys (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_rules = g_simple_action_new ("show-rules", G_VARIANT_TYPE ("(ss)"));
  g_autofree char *rules = NULL;
  g_autofree char *undone = NULL;

  g_signal_connect (show_rules, "activate", G_CALLBACK (show_rules_cb), &rules);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show_rules));
  gtk_widget_insert_action_group (GTK_WIDGET (f->window), "win", G_ACTION_GROUP (group));

  adw_combo_row_set_selected (child (f, "mode_row"), TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  start_and_ask (f, TABLEE_SOUND_QUALITY_PITCH);
  type_and_lay (f, "440");
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);

  g_assert_true (press (f, "<Control>z"));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 0);
  undone = g_strdup_printf ("Undone: %s’s card", player_name (f, tablee_soundbattle_referee_get_next_player (f->referee)));
  g_assert_cmpstr (adw_toast_get_title (tablee_game_page_get_toast (TABLEE_GAME_PAGE (f->page))), ==, undone);
  g_assert_true (press (f, "<Shift><Control>z"));
  g_assert_cmpuint (tablee_soundbattle_referee_get_state (f->referee)->pot, ==, 1);

  g_assert_true (press (f, "F1"));
  g_assert_cmpstr (rules, ==, "soundbattle/mode-scherzo");

  adw_view_stack_set_visible_child_name (child (f, "view_stack"), "history");
  g_assert_true (press (f, "<Control>n"));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (child (f, "view_stack")), ==, "referee");
  g_assert_true (gtk_widget_get_visible (child (f, "setup_box")));
  g_assert_cmpint (adw_combo_row_get_selected (child (f, "mode_row")), ==, TABLEE_SOUNDBATTLE_MODE_SCHERZO);
  g_assert_true (press (f, "<Control>z"));
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f->referee), ==, TABLEE_SOUNDBATTLE_PHASE_LAY);
}

/* The ask buttons follow the mode: normal asks for the highest value,
 * pianissimo for the lowest, scherzo lets the attacker choose. */
static void
test_page_ask_buttons (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (child (f, "ask_group"), GTK_TYPE_BUTTON);
  const guint shown[TABLEE_SOUNDBATTLE_N_MODES][2] = { { 4, 0 }, { 0, 4 }, { 4, 4 } };

  g_assert_cmpuint (buttons->len, ==, 8);
  for (guint mode = 0; mode < TABLEE_SOUNDBATTLE_N_MODES; mode++)
    {
      guint highest = 0, lowest = 0;

      adw_combo_row_set_selected (child (f, "mode_row"), mode);
      for (guint i = 0; i < buttons->len; i++)
        {
          GVariant *target = gtk_actionable_get_action_target_value (g_ptr_array_index (buttons, i));
          guint quality, direction;

          g_variant_get (target, "(uu)", &quality, &direction);
          if (gtk_widget_get_visible (g_ptr_array_index (buttons, i)))
            (*(direction == TABLEE_SOUND_DIRECTION_HIGHEST ? &highest : &lowest))++;
        }
      g_assert_cmpuint (highest, ==, shown[mode][0]);
      g_assert_cmpuint (lowest, ==, shown[mode][1]);
    }
}

/* A damaged saved game is set aside and a fresh one starts. */
static void
test_page_damaged_save (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);
  g_autofree char *path = g_build_filename (dir, "soundbattle.state", NULL);
  Fixture f;

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_assert_true (g_file_set_contents (path, "not a saved game", -1, NULL));

  fixture_set_up (&f, NULL);
  g_assert_cmpint (tablee_soundbattle_referee_get_phase (f.referee), ==, TABLEE_SOUNDBATTLE_PHASE_SETUP);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (activate (&f, "page.start-match", NULL));
  fixture_tear_down (&f, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

#define ADD(path, func) \
  g_test_add ("/soundbattle/page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TableeSound) sound = NULL;
  g_autoptr(TableeSoundSink) sink = NULL;

  g_setenv ("LANGUAGE", "en", TRUE);
  /* gtk_test_init() would not isolate the data directory, where the game
   * is saved: every test starts from no saved game. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();

  sink = tablee_recorder_sink_new (NULL);
  recorder = TABLEE_RECORDER_SINK (sink);
  sound = tablee_sound_new (sink);
  tablee_sound_set_default (sound);

  ADD ("trick", test_page_trick);
  ADD ("battle", test_page_battle);
  ADD ("focus-goes-on", test_page_focus_goes_on);
  ADD ("play-trick", test_page_play_trick);
  ADD ("play-card", test_page_play_card);
  ADD ("demo", test_page_demo);
  ADD ("quick", test_page_quick);
  ADD ("history", test_page_history);
  ADD ("saved", test_page_saved);
  ADD ("names-escaped", test_page_names_escaped);
  ADD ("rounds-and-mode", test_page_rounds_and_mode);
  ADD ("keys", test_page_keys);
  ADD ("end-match", test_page_end_match);
  ADD ("ask-buttons", test_page_ask_buttons);
  g_test_add_func ("/soundbattle/page/damaged-save", test_page_damaged_save);

  return g_test_run ();
}
