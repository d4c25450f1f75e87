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
#include "tablee-soundbattle-rows.h"
#include "tablee-synth.h"

/* Silence between the cards of a trick or a demonstration. */
#define GAP_S 0.4
/* The noise of rough sounds is the same every time. */
#define SYNTH_SEED 1

struct _TableeSoundbattlePage
{
  TableeGamePage            parent_instance;

  /* Template widgets */
  AdwViewStack             *view_stack;
  TableeSoundbattleNowPlaying *now_playing;
  TableePlayerEditor       *player_editor;
  AdwComboRow              *mode_row;
  GtkSpinButton            *rounds_spin;
  AdwComboRow              *first_attacker_row;
  GtkLabel                 *status_title;
  GtkLabel                 *status_detail;
  TableeSoundbattleQuick   *quick;
  TableeSoundbattleHistoryView *history_view;
  AdwPreferencesGroup      *table_group;
  AdwPreferencesGroup      *lay_group;
  AdwEntryRow              *value_row;
  GtkLabel                 *value_unit;
  AdwActionRow             *super_row;
  GtkSwitch                *super_switch;
  GtkLabel                 *value_error;
  AdwPreferencesGroup      *last_group;
  GtkWidget                *hear_trick_button;
  AdwPreferencesGroup      *scores_group;
  AdwActionRow             *mystery_row;
  AdwEntryRow              *card_volume;
  AdwEntryRow              *card_pitch;
  AdwEntryRow              *card_duration;
  AdwEntryRow              *card_timbre;
  GtkLabel                 *card_error;
  AdwPreferencesGroup      *demo_group;

  AdwEntryRow              *card_rows[TABLEE_N_SOUND_QUALITIES];   /* the four above */

  /* Owned */
  TableeSoundbattleReferee *referee;
  /* Rows rebuilt on every change, per group. */
  GPtrArray                *table_rows;
  GPtrArray                *last_rows;
  GPtrArray                *score_rows;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattlePage, tablee_soundbattle_page, TABLEE_TYPE_GAME_PAGE)

static const char *
player_name (TableeSoundbattlePage *self,
             guint                  player)
{
  return tablee_soundbattle_referee_get_player_name (self->referee, player);
}

static void
show_toast (TableeSoundbattlePage *self,
            const char            *text)
{
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), text, NULL, NULL);
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
refresh_status (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  guint n = tablee_soundbattle_referee_get_n_players (r);
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
          g_autofree char *names = tablee_soundbattle_join_names (r, trick->order, trick->n_order);

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

        names = tablee_soundbattle_join_names (r, winners, n_winners);
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
refresh_lay (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  int next = tablee_soundbattle_referee_get_next_player (r);
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  gboolean may_super;

  tablee_soundbattle_rows_clear (self->table_group, self->table_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->table_group), trick != NULL && trick->n_laid > 0);
  if (trick == NULL || next < 0)
    return;

  for (guint i = 0; i < trick->n_laid; i++)
    tablee_soundbattle_rows_add (self->table_group, self->table_rows,
                                 tablee_soundbattle_lay_row_new (r, trick, &trick->laid[i]));

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

  tablee_soundbattle_rows_clear (self->last_group, self->last_rows);
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
    tablee_soundbattle_rows_add (self->last_group, self->last_rows,
                                 tablee_soundbattle_lay_row_new (r, last, &last->laid[i]));
}

static void
refresh_scores (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  guint n = tablee_soundbattle_referee_get_n_players (r);
  int attacker = tablee_soundbattle_referee_get_attacker (r);
  int dealer = tablee_soundbattle_referee_get_dealer (r);
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  g_autofree char *mystery = NULL;

  tablee_soundbattle_rows_clear (self->scores_group, self->score_rows);

  for (guint p = 0; p < n; p++)
    {
      GtkWidget *row = tablee_soundbattle_player_row_new (r, p);
      GtkWidget *rounds;
      g_autofree char *counts = NULL;
      g_autofree char *rounds_text = NULL;
      g_autoptr(GString) subtitle = g_string_new (NULL);

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

      tablee_soundbattle_rows_add (self->scores_group, self->score_rows, row);
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

/* Closures of the template */

static gboolean
phase_is (TableeSoundbattlePage *self,
          guint                  phase,
          guint                  wanted)
{
  return phase == wanted;
}

static gboolean
phase_is_not (TableeSoundbattlePage *self,
              guint                  phase,
              guint                  wanted)
{
  return phase != wanted;
}

static gboolean
mode_allows (TableeSoundbattlePage *self,
             guint                  mode,
             guint                  direction)
{
  if (direction == TABLEE_SOUND_DIRECTION_HIGHEST)
    return mode != TABLEE_SOUNDBATTLE_MODE_PIANISSIMO;

  return mode != TABLEE_SOUNDBATTLE_MODE_NORMAL;
}

static char *
describe_mode (TableeSoundbattlePage *self,
               guint                  mode)
{
  return g_strdup (mode_description (mode));
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
phase_changed_cb (TableeSoundbattlePage *self)
{
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (self->referee);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "page.start-match", phase == TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_action_set_enabled (widget, "page.ask", phase == TABLEE_SOUNDBATTLE_PHASE_ASK);
  gtk_widget_action_set_enabled (widget, "page.lay", phase == TABLEE_SOUNDBATTLE_PHASE_LAY);
  gtk_widget_action_set_enabled (widget, "page.next-round", phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  gtk_widget_action_set_enabled (widget, "page.end-match", phase != TABLEE_SOUNDBATTLE_PHASE_SETUP);
}

/* What a match shows is rebuilt after every change of the game. */
static void
referee_changed_cb (TableeSoundbattlePage *self)
{
  if (tablee_soundbattle_referee_get_phase (self->referee) == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.play-trick", FALSE);
      return;
    }

  refresh_status (self);
  refresh_lay (self);
  refresh_last (self);
  refresh_scores (self);
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

static char *
tablee_soundbattle_page_dup_rules_id (TableeGamePage *page)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (page);
  TableeSoundbattleMode mode = tablee_soundbattle_referee_get_mode (self->referee);

  /* The rules of the mode being played, or about to be. */
  return g_strconcat ("mode-", tablee_soundbattle_mode_to_string (mode), NULL);
}

/* A new game starts at the setup, on the referee's tab. */
static void
tablee_soundbattle_page_new_game_done (TableeGamePage *page)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (page);

  adw_view_stack_set_visible_child_name (self->view_stack, "referee");
}

static void
tablee_soundbattle_page_dispose (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_clear_object (&self->referee);
  g_clear_pointer (&self->table_rows, g_ptr_array_unref);
  g_clear_pointer (&self->last_rows, g_ptr_array_unref);
  g_clear_pointer (&self->score_rows, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_PAGE);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->dispose (object);
}

static void
tablee_soundbattle_page_class_init (TableeSoundbattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  object_class->dispose = tablee_soundbattle_page_dispose;
  page_class->css_resource = RESOURCE_BASE "/ui/tablee-soundbattle.css";
  page_class->rules_game = "soundbattle";
  page_class->dup_rules_id = tablee_soundbattle_page_dup_rules_id;
  page_class->new_game_done = tablee_soundbattle_page_new_game_done;

  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  g_type_ensure (TABLEE_TYPE_PLAYER);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_REFEREE);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_QUICK);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_NOW_PLAYING);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_HISTORY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, player_editor);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, first_attacker_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_title);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_detail);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, history_view);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, table_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, lay_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_unit);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, last_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, hear_trick_button);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, scores_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mystery_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_volume);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_pitch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_duration);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_timbre);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, demo_group);
  /* Shown from the phase in the template; named for the tests. */
  gtk_widget_class_bind_template_child_full (widget_class, "setup_box", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "ask_group", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, phase_is);
  gtk_widget_class_bind_template_callback (widget_class, phase_is_not);
  gtk_widget_class_bind_template_callback (widget_class, mode_allows);
  gtk_widget_class_bind_template_callback (widget_class, describe_mode);
  gtk_widget_class_bind_template_callback (widget_class, value_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_activated_cb);

  gtk_widget_class_install_action (widget_class, "page.start-match", NULL, start_match_action);
  gtk_widget_class_install_action (widget_class, "page.ask", "(uu)", ask_action);
  gtk_widget_class_install_action (widget_class, "page.lay", NULL, lay_action);
  gtk_widget_class_install_action (widget_class, "page.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "page.end-match", NULL, end_match_action);
  gtk_widget_class_install_action (widget_class, "page.play-trick", NULL, play_trick_action);
  gtk_widget_class_install_action (widget_class, "page.play-card", NULL, play_card_action);
  gtk_widget_class_install_action (widget_class, "page.play-demo", "u", play_demo_action);
}

static void
tablee_soundbattle_page_init (TableeSoundbattlePage *self)
{
  GtkExpression *expression;
  TableePlayers *players;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "soundbattle-page");
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->table_rows = g_ptr_array_new ();
  self->last_rows = g_ptr_array_new ();
  self->score_rows = g_ptr_array_new ();

  self->referee = tablee_soundbattle_referee_new ();
  players = tablee_game_get_players (TABLEE_GAME (self->referee));
  g_signal_connect_swapped (self->referee, "notify::phase", G_CALLBACK (phase_changed_cb), self);
  g_signal_connect_swapped (self->referee, "changed", G_CALLBACK (referee_changed_cb), self);
  tablee_game_page_set_game (TABLEE_GAME_PAGE (self), TABLEE_GAME (self->referee));

  g_object_bind_property (self->referee, "mode", self->mode_row, "selected",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->referee, "rounds-to-win", self->rounds_spin, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  tablee_soundbattle_quick_set_referee (self->quick, self->referee);
  tablee_soundbattle_history_view_set_referee (self->history_view, self->referee);
  build_hear_rows (self);

  tablee_player_editor_set_players (self->player_editor, players);
  expression = gtk_property_expression_new (TABLEE_TYPE_PLAYER, NULL, "name");
  adw_combo_row_set_expression (self->first_attacker_row, expression);
  gtk_expression_unref (expression);
  adw_combo_row_set_model (self->first_attacker_row, G_LIST_MODEL (players));

  phase_changed_cb (self);
  referee_changed_cb (self);
}

TableeSoundbattleReferee *
tablee_soundbattle_page_get_referee (TableeSoundbattlePage *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_PAGE (self), NULL);

  return self->referee;
}
