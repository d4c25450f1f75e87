/* tablee-soundbattle-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-player-editor.h"
#include "tablee-sound.h"
#include "tablee-soundbattle-history-view.h"
#include "tablee-soundbattle-now-playing.h"
#include "tablee-soundbattle-page.h"
#include "tablee-soundbattle-quick.h"
#include "tablee-store.h"
#include "tablee-synth.h"
#include "tablee-toast.h"

/* The version of the saved game. */
#define STORE_VERSION 1
/* Silence between the cards of a trick or a demonstration. */
#define GAP_S 0.4
/* The noise of rough sounds is the same every time. */
#define SYNTH_SEED 1

struct _TableeSoundbattlePage
{
  AdwBin                    parent_instance;

  /* Template widgets */
  AdwViewStack             *view_stack;
  TableeSoundbattleNowPlaying *now_playing;
  GtkWidget                *setup_box;
  TableePlayerEditor       *player_editor;
  AdwComboRow              *mode_row;
  GtkSpinButton            *rounds_spin;
  AdwComboRow              *first_attacker_row;
  GtkWidget                *match_box;
  GtkLabel                 *status_title;
  GtkLabel                 *status_detail;
  AdwPreferencesGroup      *ask_group;
  TableeSoundbattleQuick   *quick;
  TableeSoundbattleHistoryView *history_view;
  AdwPreferencesGroup      *table_group;
  AdwPreferencesGroup      *lay_group;
  AdwEntryRow              *value_row;
  GtkLabel                 *value_unit;
  AdwActionRow             *super_row;
  GtkSwitch                *super_switch;
  GtkLabel                 *value_error;
  GtkWidget                *next_round_button;
  GtkWidget                *new_match_button;
  AdwPreferencesGroup      *last_group;
  GtkWidget                *hear_trick_button;
  AdwPreferencesGroup      *scores_group;
  AdwActionRow             *mystery_row;
  AdwPreferencesGroup      *card_group;
  AdwEntryRow              *card_volume;
  AdwEntryRow              *card_pitch;
  AdwEntryRow              *card_duration;
  AdwEntryRow              *card_timbre;
  GtkLabel                 *card_error;
  AdwPreferencesGroup      *demo_group;

  /* Built once in init */
  GtkWidget                *ask_high[TABLEE_N_SOUND_QUALITIES];
  GtkWidget                *ask_low[TABLEE_N_SOUND_QUALITIES];
  AdwEntryRow              *card_rows[TABLEE_N_SOUND_QUALITIES];   /* the four above */

  /* Owned */
  TableePlayers            *players;
  TableeSoundbattleReferee *referee;
  TableeStore              *store;
  /* Rows rebuilt on every change, per group. */
  GPtrArray                *table_rows;
  GPtrArray                *last_rows;
  GPtrArray                *score_rows;
  /* Why a saved game could not be restored, told when the page shows. */
  char                     *load_error;
  gboolean                  refreshing;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattlePage, tablee_soundbattle_page, ADW_TYPE_BIN)

static const char *
player_name (TableeSoundbattlePage *self,
             guint                  player)
{
  TableePlayer *p = tablee_players_get_player (self->players, player);

  return p != NULL ? tablee_player_get_name (p) : "";
}

/* "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
static char *
join_names (TableeSoundbattlePage *self,
            const guint           *players,
            guint                  n)
{
  g_autofree char *head = NULL;

  if (n == 0)
    return g_strdup ("");
  if (n == 1)
    return g_strdup (player_name (self, players[0]));

  for (guint i = 0; i + 1 < n; i++)
    {
      char *next = head == NULL
                   ? g_strdup (player_name (self, players[i]))
                   : g_strdup_printf ("%s, %s", head, player_name (self, players[i]));

      g_free (head);
      head = next;
    }

  /* Translators: the last two of a list of player names. */
  return g_strdup_printf (_("%s and %s"), head, player_name (self, players[n - 1]));
}

static void
show_toast (TableeSoundbattlePage *self,
            const char            *text)
{
  tablee_add_toast (GTK_WIDGET (self), tablee_toast_new_plain (text));
}

/* Plays the cards one after another and says which one plays; descriptions
 * holds a plain text per card. */
static void
play_cards (TableeSoundbattlePage *self,
            const TableeSoundCard *cards,
            const char * const    *descriptions,
            guint                  n_cards)
{
  g_autofree gint16 *samples = NULL;
  gsize n_samples;

  samples = tablee_synth_render_sequence (cards, n_cards, GAP_S, SYNTH_SEED, &n_samples);
  if (!tablee_sound_play_samples (tablee_sound_get_default (), samples, n_samples,
                                  TABLEE_SYNTH_RATE, "tablee-soundbattle-card"))
    {
      tablee_soundbattle_now_playing_stop (self->now_playing);
      show_toast (self, _("The sound could not be played: check that sound is on in the preferences and that the computer can play sound."));
      return;
    }

  tablee_soundbattle_now_playing_start (self->now_playing, cards, descriptions, n_cards, GAP_S);
}

/* Rows rebuilt on changes. */

/* The player's colour dot, as in the player editor. */
static GtkWidget *
swatch_new (TableeSoundbattlePage *self,
            guint                  player)
{
  TableePlayer *p = tablee_players_get_player (self->players, player);
  GtkWidget *swatch = gtk_label_new (NULL);
  g_autofree char *markup = NULL;

  markup = g_strdup_printf ("<span foreground=\"%s\" size=\"x-large\">●</span>",
                            p != NULL ? tablee_player_get_colour (p) : "#808080");
  gtk_label_set_markup (GTK_LABEL (swatch), markup);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (swatch, "player-swatch");
  gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return swatch;
}

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

static void
add_row (AdwPreferencesGroup *group,
         GPtrArray           *rows,
         GtkWidget           *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
}

/* Whether lay holds the best value of its pass: a tie that led to a battle,
 * or the winning card. */
static gboolean
is_best_of_pass (const TableeSoundbattleTrick *trick,
                 const TableeSoundbattleLay   *lay)
{
  /* Laid in the quick way: the best were those who went on to a battle,
   * or the winner. */
  if (lay->value == TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
    {
      for (guint i = 0; i < trick->n_laid; i++)
        if (trick->laid[i].player == lay->player && trick->laid[i].pass == lay->pass + 1)
          return TRUE;

      return trick->winner >= 0 && (guint) trick->winner == lay->player && lay->pass == trick->pass;
    }

  for (guint i = 0; i < trick->n_laid; i++)
    {
      const TableeSoundbattleLay *other = &trick->laid[i];

      if (other->pass != lay->pass)
        continue;
      if (trick->direction == TABLEE_SOUND_DIRECTION_HIGHEST ? other->value > lay->value
                                                             : other->value < lay->value)
        return FALSE;
    }

  return TRUE;
}

static gboolean
pass_is_complete (const TableeSoundbattleTrick *trick,
                  guint                         pass)
{
  /* Passes before the current one are settled; the current one only once
   * the trick is over. */
  return pass < trick->pass || trick->winner >= 0 || trick->n_order == 0;
}

static GtkWidget *
lay_row_new (TableeSoundbattlePage        *self,
             const TableeSoundbattleTrick *trick,
             const TableeSoundbattleLay   *lay)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value;
  g_autofree char *escaped = g_markup_escape_text (player_name (self, lay->player), -1);
  g_autofree char *text = NULL;
  g_autoptr(GString) tags = g_string_new (NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch_new (self, lay->player));

  /* Laid in the quick way: no value, the winner is said in words. */
  if (lay->value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
    text = tablee_sound_quality_format (trick->quality, lay->value);
  else if (trick->winner >= 0 && (guint) trick->winner == lay->player && lay->pass == trick->pass)
    text = g_strdup (_("Won"));
  else
    text = g_strdup ("—");

  if (lay->pass > 0)
    g_string_append_printf (tags, _("Battle %u"), lay->pass);
  if (lay->mystery)
    {
      if (tags->len > 0)
        g_string_append (tags, " · ");
      g_string_append (tags, _("Mystery card"));
    }
  if (lay->super_power)
    {
      if (tags->len > 0)
        g_string_append (tags, " · ");
      g_string_append (tags, _("Super power"));
    }
  value = gtk_label_new (text);
  gtk_widget_add_css_class (value, "heading");
  if (pass_is_complete (trick, lay->pass) && is_best_of_pass (trick, lay))
    {
      gboolean won = trick->winner >= 0 && (guint) trick->winner == lay->player &&
                     lay->pass == trick->pass;

      gtk_widget_add_css_class (value, won ? "success" : "accent");
      if (!won)
        {
          if (tags->len > 0)
            g_string_append (tags, " · ");
          g_string_append (tags, _("Tie"));
        }
    }
  if (lay->super_power)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("starred-symbolic");

      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Super power"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  if (tags->len > 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tags->str);


  return row;
}

static const char *
mode_description (TableeSoundbattleMode mode)
{
  switch (mode)
    {
    case TABLEE_SOUNDBATTLE_MODE_PIANISSIMO:
      return _("Pianissimo: the lowest value wins every trick.");
    case TABLEE_SOUNDBATTLE_MODE_SCHERZO:
      return _("Scherzo: the attacker says, trick by trick, whether the highest or the lowest value wins.");
    case TABLEE_SOUNDBATTLE_MODE_NORMAL:
    case TABLEE_SOUNDBATTLE_N_MODES:
    default:
      return _("Normal: the highest value wins every trick.");
    }
}

static void
refresh_setup (TableeSoundbattlePage *self)
{
  TableeSoundbattleMode mode = tablee_soundbattle_referee_get_mode (self->referee);
  guint n = tablee_players_get_n_players (self->players);

  adw_combo_row_set_selected (self->mode_row, mode);
  gtk_spin_button_set_value (self->rounds_spin,
                             tablee_soundbattle_referee_get_rounds_to_win (self->referee));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mode_row), mode_description (mode));
  if (adw_combo_row_get_selected (self->first_attacker_row) >= n)
    adw_combo_row_set_selected (self->first_attacker_row, 0);
}

static void
refresh_status (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  guint n = tablee_players_get_n_players (self->players);
  guint round = tablee_soundbattle_referee_get_rounds_played (r) + 1;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;

  switch (phase)
    {
    case TABLEE_SOUNDBATTLE_PHASE_ASK:
      title = g_strdup_printf (_("%s attacks"),
                               player_name (self, tablee_soundbattle_referee_get_attacker (r)));
      detail = g_strdup_printf (_("Round %u · trick %u · %s"), round,
                                tablee_soundbattle_referee_get_tricks_played (r) + 1,
                                mode_description (tablee_soundbattle_referee_get_mode (r)));
      break;

    case TABLEE_SOUNDBATTLE_PHASE_LAY:
      title = g_strdup (tablee_sound_quality_get_question (trick->quality, trick->direction));
      if (trick->pass == 0)
        {
          detail = g_strdup_printf (_("%s asks. Defenders lay their cards from the attacker’s right; the attacker lays last."),
                                    player_name (self, trick->attacker));
        }
      else
        {
          g_autofree char *names = join_names (self, trick->order, trick->n_order);

          g_free (title);
          title = g_strdup_printf (_("Battle! %s"), tablee_sound_quality_get_question (trick->quality, trick->direction));
          detail = g_strdup_printf (_("%s lay another card: same question, no super power."), names);
        }
      break;

    case TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER:
    case TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER:
      {
        guint winners[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
        guint n_winners = 0;
        guint best = 0;
        g_autofree char *names = NULL;
        gboolean match = phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER;

        for (guint p = 0; p < n; p++)
          {
            gboolean wins = match ? tablee_soundbattle_referee_is_match_winner (r, p)
                                  : tablee_soundbattle_referee_is_round_winner (r, p);

            if (wins)
              winners[n_winners++] = p;
            if (tablee_soundbattle_referee_is_round_winner (r, p))
              best = tablee_soundbattle_referee_get_cards_won (r, p);
          }

        names = join_names (self, winners, n_winners);
        if (match && n_winners > 1)
          title = g_strdup_printf (_("%s share the match!"), names);
        else if (match)
          title = g_strdup_printf (_("%s wins the match!"), names);
        else if (n_winners > 1)
          title = g_strdup_printf (_("%s share the round"), names);
        else
          title = g_strdup_printf (_("%s wins the round"), names);

        if (match)
          detail = g_strdup_printf (_("Round %u won with %u cards. The match is over."), round - 1, best);
        else
          {
            int dealer = tablee_soundbattle_referee_get_next_dealer (r);

            /* Translators: round number, cards, the next dealer, the first
             * attacker of the next round. */
            detail = g_strdup_printf (_("Round %u won with %u cards. %s deals the next round, counter-clockwise: %s attacks first."),
                                      round - 1, best, player_name (self, dealer),
                                      player_name (self, (dealer + n - 1) % n));
          }
      }
      break;

    case TABLEE_SOUNDBATTLE_PHASE_SETUP:
    case TABLEE_SOUNDBATTLE_N_PHASES:
    default:
      break;
    }

  gtk_label_set_text (self->status_title, title != NULL ? title : "");
  gtk_label_set_text (self->status_detail, detail != NULL ? detail : "");
}

static void
refresh_ask (TableeSoundbattlePage *self)
{
  TableeSoundbattleMode mode = tablee_soundbattle_referee_get_mode (self->referee);

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      gtk_widget_set_visible (self->ask_high[q], mode != TABLEE_SOUNDBATTLE_MODE_PIANISSIMO);
      gtk_widget_set_visible (self->ask_low[q], mode != TABLEE_SOUNDBATTLE_MODE_NORMAL);
    }
}

static void
refresh_lay (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  int next = tablee_soundbattle_referee_get_next_player (r);
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  gboolean may_super;

  clear_rows (self->table_group, self->table_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->table_group), trick != NULL && trick->n_laid > 0);
  if (trick == NULL || next < 0)
    return;

  for (guint i = 0; i < trick->n_laid; i++)
    add_row (self->table_group, self->table_rows, lay_row_new (self, trick, &trick->laid[i]));

  if (tablee_soundbattle_referee_next_is_mystery (r))
    /* Translators: a player's name, a quality, its unit. */
    title = g_strdup_printf (_("%s lays the mystery card: %s in %s"), player_name (self, next),
                             tablee_sound_quality_get_name (trick->quality),
                             tablee_sound_quality_get_unit (trick->quality));
  else
    /* Translators: a player's name, a quality, its unit. */
    title = g_strdup_printf (_("%s’s card: %s in %s"), player_name (self, next),
                             tablee_sound_quality_get_name (trick->quality),
                             tablee_sound_quality_get_unit (trick->quality));
  escaped = g_markup_escape_text (title, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->value_row), escaped);
  adw_preferences_group_set_title (self->lay_group,
                                   gtk_widget_get_visible (GTK_WIDGET (self->quick))
                                   ? _("Or type the values: Tablée decides") : "");
  gtk_label_set_text (self->value_unit, tablee_sound_quality_get_unit (trick->quality));

  may_super = tablee_soundbattle_referee_next_may_use_super_power (r);
  gtk_widget_set_sensitive (GTK_WIDGET (self->super_switch), may_super);
  if (!may_super)
    gtk_switch_set_active (self->super_switch, FALSE);
  if (may_super)
    adw_action_row_set_subtitle (self->super_row, _("The defender turned the card a quarter turn"));
  else if (trick->pass > 0)
    adw_action_row_set_subtitle (self->super_row, _("No super power in a battle"));
  else
    adw_action_row_set_subtitle (self->super_row, _("The attacker cannot use a super power"));
}

static void
refresh_last (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *last = tablee_soundbattle_referee_get_last_trick (r);
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  gboolean audible;

  clear_rows (self->last_group, self->last_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->last_group),
                          last != NULL && phase != TABLEE_SOUNDBATTLE_PHASE_LAY);
  /* A trick laid in the quick way has no value to hear. */
  audible = last != NULL && last->n_laid > 0 &&
            last->laid[0].value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.play-trick", audible);
  gtk_widget_set_visible (self->hear_trick_button, audible);
  if (last == NULL)
    return;

  /* The group's title does not wrap: the sentence with the winner's name
   * goes in the description, which does. */
  if (last->winner >= 0)
    title = g_strdup_printf (_("%s wins the trick and takes %u cards"),
                             player_name (self, last->winner), last->n_laid);
  else
    title = g_strdup_printf (_("Nobody wins the trick: its %u cards are set aside"), last->n_laid);
  adw_preferences_group_set_title (self->last_group, _("Last Trick"));
  description = g_markup_printf_escaped ("%s\n%s", title,
                                         tablee_sound_quality_get_question (last->quality, last->direction));
  adw_preferences_group_set_description (self->last_group, description);

  for (guint i = 0; i < last->n_laid; i++)
    add_row (self->last_group, self->last_rows, lay_row_new (self, last, &last->laid[i]));
}

static void
refresh_scores (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  guint n = tablee_players_get_n_players (self->players);
  int attacker = tablee_soundbattle_referee_get_attacker (r);
  int dealer = tablee_soundbattle_referee_get_dealer (r);
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  g_autofree char *mystery = NULL;

  clear_rows (self->scores_group, self->score_rows);

  for (guint p = 0; p < n; p++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *rounds;
      g_autofree char *escaped = g_markup_escape_text (player_name (self, p), -1);
      g_autofree char *counts = NULL;
      g_autofree char *rounds_text = NULL;
      g_autoptr(GString) subtitle = g_string_new (NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch_new (self, p));

      if (phase == TABLEE_SOUNDBATTLE_PHASE_ASK || phase == TABLEE_SOUNDBATTLE_PHASE_LAY)
        {
          if ((int) p == attacker)
            g_string_append_printf (subtitle, "%s · ", _("Attacker"));
        }
      else if ((int) p == dealer && phase != TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER)
        {
          g_string_append_printf (subtitle, "%s · ", _("Dealt this round"));
        }

      counts = g_strdup_printf (_("Deck: %u · won: %u · super powers: %u"),
                                tablee_soundbattle_referee_get_cards_left (r, p),
                                tablee_soundbattle_referee_get_cards_won (r, p),
                                tablee_soundbattle_referee_get_super_powers (r, p));
      g_string_append (subtitle, counts);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);

      rounds_text = g_strdup_printf (_("Rounds: %u"), tablee_soundbattle_referee_get_round_wins (r, p));
      rounds = gtk_label_new (rounds_text);
      gtk_widget_add_css_class (rounds, "numeric");
      if (tablee_soundbattle_referee_is_round_winner (r, p))
        gtk_widget_add_css_class (rounds, "success");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rounds);

      add_row (self->scores_group, self->score_rows, row);
    }

  if (tablee_soundbattle_referee_get_mystery (r) == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED)
    mystery = g_strdup (_("Face down in the middle. A player who runs out alone, while another still has cards, lays it once this round; not when several run out at once."));
  else
    mystery = g_strdup (_("Used this round."));
  if (tablee_soundbattle_referee_get_set_aside (r) > 0)
    {
      char *more = g_strdup_printf (_("%s Set aside: %u cards nobody won."), mystery,
                                    tablee_soundbattle_referee_get_set_aside (r));

      g_free (mystery);
      mystery = more;
    }
  adw_action_row_set_subtitle (self->mystery_row, mystery);
}

static void
refresh (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  guint n = tablee_players_get_n_players (self->players);
  GtkWidget *widget = GTK_WIDGET (self);

  self->refreshing = TRUE;

  gtk_widget_set_visible (self->setup_box, phase == TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_set_visible (self->match_box, phase != TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_set_visible (GTK_WIDGET (self->ask_group), phase == TABLEE_SOUNDBATTLE_PHASE_ASK);
  gtk_widget_set_visible (GTK_WIDGET (self->lay_group), phase == TABLEE_SOUNDBATTLE_PHASE_LAY);
  gtk_widget_set_visible (self->next_round_button, phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  gtk_widget_set_visible (self->new_match_button, phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER);

  gtk_widget_action_set_enabled (widget, "page.start-match",
                                 phase == TABLEE_SOUNDBATTLE_PHASE_SETUP &&
                                 n >= TABLEE_SOUNDBATTLE_MIN_PLAYERS &&
                                 n <= TABLEE_SOUNDBATTLE_MAX_PLAYERS);
  gtk_widget_action_set_enabled (widget, "page.ask", phase == TABLEE_SOUNDBATTLE_PHASE_ASK);
  gtk_widget_action_set_enabled (widget, "page.lay", phase == TABLEE_SOUNDBATTLE_PHASE_LAY);
  gtk_widget_action_set_enabled (widget, "page.next-round", phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  gtk_widget_action_set_enabled (widget, "page.end-match", phase != TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_action_set_enabled (widget, "page.undo", tablee_soundbattle_referee_get_can_undo (r));

  if (phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    refresh_setup (self);
  else
    {
      refresh_status (self);
      refresh_ask (self);
      refresh_lay (self);
      refresh_last (self);
      refresh_scores (self);
    }

  if (phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    gtk_widget_action_set_enabled (widget, "page.play-trick", FALSE);

  self->refreshing = FALSE;
}

static void
show_value_error (TableeSoundbattlePage *self,
                  const char            *message)
{
  gtk_label_set_text (self->value_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->value_error), message != NULL);
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->value_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->value_row), "error");
}

static void
show_card_error (TableeSoundbattlePage *self,
                 AdwEntryRow           *row,
                 const char            *message)
{
  gtk_label_set_text (self->card_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->card_error), message != NULL);

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      if (self->card_rows[q] == row && message != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (self->card_rows[q]), "error");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->card_rows[q]), "error");
    }
}

/* Callbacks */

static void
referee_changed_cb (TableeSoundbattlePage *self)
{
  refresh (self);
}

static void
mode_selected_cb (TableeSoundbattlePage *self)
{
  guint selected = adw_combo_row_get_selected (self->mode_row);

  if (self->refreshing || self->referee == NULL || selected >= TABLEE_SOUNDBATTLE_N_MODES)
    return;

  tablee_soundbattle_referee_set_mode (self->referee, selected, NULL);
}

static void
rounds_changed_cb (TableeSoundbattlePage *self)
{
  if (self->refreshing || self->referee == NULL)
    return;

  tablee_soundbattle_referee_set_rounds_to_win (self->referee,
                                                gtk_spin_button_get_value_as_int (self->rounds_spin),
                                                NULL);
}

static void
value_activated_cb (TableeSoundbattlePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "page.lay", NULL);
}

static void
value_changed_cb (TableeSoundbattlePage *self)
{
  show_value_error (self, NULL);
}

static void
card_changed_cb (TableeSoundbattlePage *self)
{
  show_card_error (self, NULL, NULL);
}

static void
card_activated_cb (TableeSoundbattlePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "page.play-card", NULL);
}

/* Actions */

static void
start_match_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint first = adw_combo_row_get_selected (self->first_attacker_row);

  if (first == GTK_INVALID_LIST_POSITION)
    first = 0;

  if (!tablee_soundbattle_referee_start_match (self->referee, first, &error))
    show_toast (self, error->message);
}

static void
ask_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint quality, direction;

  g_variant_get (parameter, "(uu)", &quality, &direction);
  if (quality >= TABLEE_N_SOUND_QUALITIES || direction > TABLEE_SOUND_DIRECTION_LOWEST)
    return;

  gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
  gtk_switch_set_active (self->super_switch, FALSE);
  if (!tablee_soundbattle_referee_ask (self->referee, quality, direction, &error))
    show_toast (self, error->message);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
}

static void
lay_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (self->referee);
  g_autoptr(GError) error = NULL;
  gint64 value;

  if (trick == NULL)
    return;

  if (!tablee_sound_quality_parse (trick->quality,
                                   gtk_editable_get_text (GTK_EDITABLE (self->value_row)),
                                   &value, &error) ||
      !tablee_soundbattle_referee_lay (self->referee, value,
                                       gtk_switch_get_active (self->super_switch), &error))
    {
      show_value_error (self, error->message);
      gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
      return;
    }

  gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
  gtk_switch_set_active (self->super_switch, FALSE);
  show_value_error (self, NULL);
  if (tablee_soundbattle_referee_get_phase (self->referee) == TABLEE_SOUNDBATTLE_PHASE_LAY)
    gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!tablee_soundbattle_referee_next_round (self->referee, &error))
    show_toast (self, error->message);
}

static void
end_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);

  tablee_soundbattle_referee_end_match (self->referee);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);

  tablee_soundbattle_referee_undo (self->referee);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  g_autofree char *entry = g_strconcat ("mode-",
                                        tablee_soundbattle_mode_to_string (tablee_soundbattle_referee_get_mode (self->referee)),
                                        NULL);

  gtk_widget_activate_action (widget, "win.show-rules", "(ss)", "soundbattle", entry);
}

static void
play_trick_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  const TableeSoundbattleTrick *last = tablee_soundbattle_referee_get_last_trick (self->referee);
  TableeSoundCard cards[TABLEE_SOUNDBATTLE_N_CARDS];
  g_autoptr(GPtrArray) descriptions = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  if (last == NULL)
    return;

  /* Only the quality asked is known: the other three are an ordinary
   * card's, so that the table hears exactly why the winner won. Cards
   * laid in the quick way have no value to play. */
  for (guint i = 0; i < last->n_laid; i++)
    {
      g_autofree char *value = NULL;

      if (last->laid[i].value == TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
        continue;
      tablee_sound_card_init_neutral (&cards[n]);
      cards[n].values[last->quality] = last->laid[i].value;
      value = tablee_sound_quality_format (last->quality, last->laid[i].value);
      /* Translators: whose card plays and its value, e.g. "Ana: 85 dB". */
      g_ptr_array_add (descriptions, g_strdup_printf (_("%s: %s"), player_name (self, last->laid[i].player), value));
      n++;
    }
  g_ptr_array_add (descriptions, NULL);

  if (n > 0)
    play_cards (self, cards, (const char * const *) descriptions->pdata, n);
}

static void
play_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  TableeSoundCard card;

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      g_autoptr(GError) error = NULL;

      if (!tablee_sound_quality_parse (q, gtk_editable_get_text (GTK_EDITABLE (self->card_rows[q])),
                                       &card.values[q], &error))
        {
          show_card_error (self, self->card_rows[q], error->message);
          gtk_widget_grab_focus (GTK_WIDGET (self->card_rows[q]));
          return;
        }
    }

  show_card_error (self, NULL, NULL);
  {
    g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
    g_auto(GStrv) values = NULL;
    g_autofree char *description = NULL;

    for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
      {
        g_autofree char *value = tablee_sound_quality_format (q, card.values[q]);

        g_strv_builder_add (parts, value);
      }
    values = g_strv_builder_end (parts);
    description = g_strjoinv (" · ", values);
    play_cards (self, &card, (const char * const[]) { description, NULL }, 1);
  }
}

static void
play_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  TableeSoundCard cards[2];
  guint quality = g_variant_get_uint32 (parameter);

  if (quality >= TABLEE_N_SOUND_QUALITIES)
    return;

  tablee_sound_card_init_demo (quality, &cards[0], &cards[1]);
  {
    g_autofree char *low = tablee_sound_quality_format (quality, cards[0].values[quality]);
    g_autofree char *high = tablee_sound_quality_format (quality, cards[1].values[quality]);

    play_cards (self, cards, (const char * const[]) { low, high, NULL }, 2);
  }
}

/* Building */

static void
build_ask_rows (TableeSoundbattlePage *self)
{
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *subtitle = g_strdup_printf (_("In %s"), tablee_sound_quality_get_unit (q));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tablee_sound_quality_get_name (q));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      for (guint d = 0; d < 2; d++)
        {
          GtkWidget *button = gtk_button_new_with_label (tablee_sound_quality_get_word (q, d));

          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.ask");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", q, d);
          gtk_widget_set_tooltip_text (button, tablee_sound_quality_get_question (q, d));
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          tablee_sound_quality_get_question (q, d), -1);
          gtk_box_append (GTK_BOX (box), button);
          if (d == TABLEE_SOUND_DIRECTION_HIGHEST)
            self->ask_high[q] = button;
          else
            self->ask_low[q] = button;
        }

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      adw_preferences_group_add (self->ask_group, row);
    }
}

static void
build_hear_rows (TableeSoundbattlePage *self)
{
  TableeSoundCard neutral;

  tablee_sound_card_init_neutral (&neutral);
  self->card_rows[TABLEE_SOUND_QUALITY_VOLUME] = self->card_volume;
  self->card_rows[TABLEE_SOUND_QUALITY_PITCH] = self->card_pitch;
  self->card_rows[TABLEE_SOUND_QUALITY_DURATION] = self->card_duration;
  self->card_rows[TABLEE_SOUND_QUALITY_TIMBRE] = self->card_timbre;

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      g_autofree char *value = tablee_sound_quality_format_number (neutral.values[q]);
      TableeSoundCard low, high;
      g_autofree char *low_text = NULL;
      g_autofree char *high_text = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *demo_row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_from_icon_name ("media-playback-start-symbolic");
      g_autofree char *button_label = NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->card_rows[q]), value);

      tablee_sound_card_init_demo (q, &low, &high);
      low_text = tablee_sound_quality_format (q, low.values[q]);
      high_text = tablee_sound_quality_format (q, high.values[q]);
      /* Translators: two values of a quality, e.g. "30 dB, then 110 dB". */
      subtitle = g_strdup_printf (_("%s, then %s"), low_text, high_text);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (demo_row), tablee_sound_quality_get_name (q));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (demo_row), subtitle);

      /* Translators: a quality, e.g. "Hear the volume: 30 dB, then 110 dB". */
      button_label = g_strdup_printf (_("Hear %s: %s"), tablee_sound_quality_get_name (q), subtitle);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, button_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      button_label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.play-demo");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", q);
      adw_action_row_add_suffix (ADW_ACTION_ROW (demo_row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (demo_row), button);
      adw_preferences_group_add (self->demo_group, demo_row);
    }
}

static void
tablee_soundbattle_page_map (GtkWidget *widget)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);

  GTK_WIDGET_CLASS (tablee_soundbattle_page_parent_class)->map (widget);

  /* The window was not there when the saved game was read. */
  if (self->load_error != NULL)
    {
      show_toast (self, self->load_error);
      g_clear_pointer (&self->load_error, g_free);
    }
}

static void
tablee_soundbattle_page_finalize (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  g_clear_pointer (&self->load_error, g_free);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->finalize (object);
}

static void
tablee_soundbattle_page_dispose (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_clear_object (&self->store);
  g_clear_object (&self->referee);
  g_clear_object (&self->players);
  g_clear_pointer (&self->table_rows, g_ptr_array_unref);
  g_clear_pointer (&self->last_rows, g_ptr_array_unref);
  g_clear_pointer (&self->score_rows, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_PAGE);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->dispose (object);
}

/* The page's style sheet, once for the display. */
static void
load_css (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/ui/tablee-soundbattle.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  loaded = TRUE;
}

static void
tablee_soundbattle_page_class_init (TableeSoundbattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_soundbattle_page_dispose;
  object_class->finalize = tablee_soundbattle_page_finalize;
  widget_class->map = tablee_soundbattle_page_map;

  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  g_type_ensure (TABLEE_TYPE_PLAYER);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_QUICK);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_NOW_PLAYING);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_HISTORY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, setup_box);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, player_editor);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, first_attacker_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, match_box);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_title);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_detail);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, ask_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, history_view);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, table_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, lay_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_unit);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, next_round_button);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, last_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, hear_trick_button);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, scores_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mystery_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_volume);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_pitch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_duration);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_timbre);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, demo_group);
  gtk_widget_class_bind_template_callback (widget_class, mode_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, rounds_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_activated_cb);

  gtk_widget_class_install_action (widget_class, "page.start-match", NULL, start_match_action);
  gtk_widget_class_install_action (widget_class, "page.ask", "(uu)", ask_action);
  gtk_widget_class_install_action (widget_class, "page.lay", NULL, lay_action);
  gtk_widget_class_install_action (widget_class, "page.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "page.end-match", NULL, end_match_action);
  gtk_widget_class_install_action (widget_class, "page.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "page.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "page.play-trick", NULL, play_trick_action);
  gtk_widget_class_install_action (widget_class, "page.play-card", NULL, play_card_action);
  gtk_widget_class_install_action (widget_class, "page.play-demo", "u", play_demo_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "page.undo", NULL);
}

static void
tablee_soundbattle_page_init (TableeSoundbattlePage *self)
{
  g_autoptr(GError) error = NULL;
  GtkExpression *expression;

  load_css ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "soundbattle-page");
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->table_rows = g_ptr_array_new ();
  self->last_rows = g_ptr_array_new ();
  self->score_rows = g_ptr_array_new ();

  self->players = tablee_players_new (TABLEE_SOUNDBATTLE_MIN_PLAYERS, TABLEE_SOUNDBATTLE_MAX_PLAYERS);
  tablee_players_reset (self->players, 3);
  self->referee = tablee_soundbattle_referee_new (self->players);

  tablee_soundbattle_quick_set_referee (self->quick, self->referee);
  tablee_soundbattle_history_view_set_referee (self->history_view, self->referee);
  build_ask_rows (self);
  build_hear_rows (self);

  tablee_player_editor_set_players (self->player_editor, self->players);
  expression = gtk_property_expression_new (TABLEE_TYPE_PLAYER, NULL, "name");
  adw_combo_row_set_expression (self->first_attacker_row, expression);
  gtk_expression_unref (expression);
  adw_combo_row_set_model (self->first_attacker_row, G_LIST_MODEL (self->players));

  self->store = tablee_store_new ("soundbattle", STORE_VERSION);
  if (!tablee_store_attach (self->store, TABLEE_SAVEABLE (self->referee), &error))
    self->load_error = g_strdup (error->message);

  g_signal_connect_swapped (self->referee, "changed", G_CALLBACK (referee_changed_cb), self);
  refresh (self);
}

TableeSoundbattleReferee *
tablee_soundbattle_page_get_referee (TableeSoundbattlePage *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_PAGE (self), NULL);

  return self->referee;
}
