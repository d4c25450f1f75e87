/* tablee-soundbattle-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-export.h"
#include "tablee-player-editor.h"
#include "tablee-sound.h"
#include "tablee-soundbattle-end.h"
#include "tablee-soundbattle-focus.h"
#include "tablee-soundbattle-page.h"
#include "tablee-soundbattle-row.h"
#include "tablee-soundbattle-view.h"
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
  GtkRevealer              *now_playing;
  GtkLabel                 *now_playing_label;
  AdwComboRow              *mode_row;
  GtkSpinButton            *rounds_spin;
  AdwComboRow              *first_attacker_row;
  GtkListBox               *quick_list;
  GtkListBox               *table_list;
  AdwEntryRow              *value_row;
  GtkSwitch                *super_switch;
  GtkLabel                 *value_error;
  GtkListBox               *last_list;
  GtkListBox               *scores_list;
  AdwClamp                 *history_clamp;
  AdwEntryRow              *card_rows[TABLEE_N_SOUND_QUALITIES];
  GtkLabel                 *card_error;
  GtkListBox               *demo_list;
  /* Borrowed from the History tab's builder. */
  GtkListBox               *score_list;
  GtkListBox               *tricks_list;

  /* Owned */
  TableeSoundbattleView    *view;
  /* Ends the match, asking first when tricks would be lost. */
  TableeSoundbattleEnd     *end;
  /* The game's mode and rounds, both ways, and its phase. */
  GBindingGroup            *game_bindings;
  GSignalGroup             *game_signals;
  GSignalGroup             *view_signals;
  /* The cards playing: what each is, when it starts (seconds from the
   * first sample), then when they all end. */
  GStrv                     playing;
  double                    starts[TABLEE_SOUNDBATTLE_N_CARDS + 1];
  gint64                    started;    /* monotonic time, microseconds */
  guint                     playing_id;
  /* Puts back the focus a change of the game left nowhere. */
  guint                     focus_id;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattlePage, tablee_soundbattle_page, TABLEE_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TableeSoundbattleReferee *
referee (TableeSoundbattlePage *self)
{
  return TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)));
}

/* Says which card plays, from the monotonic clock, and wakes up at the
 * next change; between two cards, the one just heard stays. Hand-written:
 * the clock, not a model, says what to show. */
static gboolean
now_playing_cb (gpointer user_data)
{
  TableeSoundbattlePage *self = user_data;
  double elapsed = (g_get_monotonic_time () - self->started) / (double) G_USEC_PER_SEC;
  guint n = self->playing != NULL ? g_strv_length (self->playing) : 0;
  guint card = 0;
  g_autofree char *text = NULL;

  self->playing_id = 0;
  if (n == 0 || elapsed >= self->starts[n])
    {
      gtk_revealer_set_reveal_child (self->now_playing, FALSE);
      gtk_label_set_text (self->now_playing_label, "");
      return G_SOURCE_REMOVE;
    }

  while (card + 1 < n && self->starts[card + 1] <= elapsed)
    card++;
  /* Translators: which card plays, of how many, and what it is, e.g.
   * "Playing 1 of 2: 30 dB". */
  text = g_strdup_printf (_("Playing %u of %u: %s"), card + 1, n, self->playing[card]);
  gtk_label_set_text (self->now_playing_label, text);
  gtk_revealer_set_reveal_child (self->now_playing, TRUE);
  self->playing_id = g_timeout_add (MAX (1, (guint) ((self->starts[card + 1] - elapsed) * 1000) + 1),
                                    now_playing_cb, self);

  return G_SOURCE_REMOVE;
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

  g_clear_handle_id (&self->playing_id, g_source_remove);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_pointer (&self->playing, g_strfreev);
  samples = tablee_synth_render_sequence (cards, n_cards, GAP_S, SYNTH_SEED, self->starts, &n_samples);
  if (tablee_sound_play_samples (tablee_sound_get_default (), samples, n_samples,
                                 TABLEE_SYNTH_RATE, "tablee-soundbattle-card"))
    {
      self->playing = g_strdupv ((char **) descriptions);
      self->started = g_get_monotonic_time ();
    }
  else
    {
      /* Said where the cards would have been named, until the next try:
       * it lasts, it is not a step to undo. */
      gtk_label_set_text (self->now_playing_label, _("The sound could not be played: check that sound is on in the preferences and that the computer can play sound."));
      gtk_revealer_set_reveal_child (self->now_playing, TRUE);
      return;
    }
  now_playing_cb (self);
}

/* Closures of the template */

static gboolean
phase_is (TableeSoundbattlePage  *self,
          TableeSoundbattlePhase  phase,
          TableeSoundbattlePhase  wanted)
{
  return phase == wanted;
}

static gboolean
phase_is_not (TableeSoundbattlePage  *self,
              TableeSoundbattlePhase  phase,
              TableeSoundbattlePhase  wanted)
{
  return phase != wanted;
}

static gboolean
mode_allows (TableeSoundbattlePage *self,
             TableeSoundbattleMode  mode,
             guint                  direction)
{
  if (direction == TABLEE_SOUND_DIRECTION_HIGHEST)
    return mode != TABLEE_SOUNDBATTLE_MODE_PIANISSIMO;

  return mode != TABLEE_SOUNDBATTLE_MODE_NORMAL;
}

static char *
describe_mode (TableeSoundbattlePage *self,
               TableeSoundbattleMode  mode)
{
  return g_strdup (tablee_soundbattle_mode_describe (mode));
}

/* For the descriptions of preferences groups, markup on libadwaita 1.2:
 * player names show as typed. */
static char *
escape_markup (TableeSoundbattlePage *self,
               const char            *text)
{
  return g_markup_escape_text (text != NULL ? text : "", -1);
}

/* Shows message under the n_rows rows of a form (NULL: no error), marking
 * row wrong and the others not. Hand-written: the message is about what
 * was just typed, which no model holds, and goes as soon as it changes. */
static void
show_error (GtkLabel           *label,
            AdwEntryRow * const *rows,
            guint               n_rows,
            AdwEntryRow        *row,
            const char         *message)
{
  gtk_label_set_text (label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);

  for (guint i = 0; i < n_rows; i++)
    {
      if (rows[i] == row && message != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (rows[i]), "error");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (rows[i]), "error");
    }
}

/* Callbacks */

/* Hand-written: whether an action installed on a widget class is enabled
 * is not a property on GTK 4.8, so no binding can set it. Follows the
 * referee's phase and the view's flags. */
static void
enable_actions_cb (TableeSoundbattlePage *self)
{
  TableeSoundbattlePhase phase = TABLEE_SOUNDBATTLE_PHASE_SETUP;
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean quick = FALSE, audible = FALSE, export = FALSE;

  if (self->view != NULL)
    {
      phase = tablee_soundbattle_referee_get_phase (referee (self));
      g_object_get (self->view, "quick-shown", &quick, "last-audible", &audible, "can-export", &export, NULL);
    }

  gtk_widget_action_set_enabled (widget, "page.start-match", phase == TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_action_set_enabled (widget, "page.ask", phase == TABLEE_SOUNDBATTLE_PHASE_ASK);
  gtk_widget_action_set_enabled (widget, "page.lay", phase == TABLEE_SOUNDBATTLE_PHASE_LAY);
  gtk_widget_action_set_enabled (widget, "page.next-round", phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER);
  gtk_widget_action_set_enabled (widget, "page.end-match", phase != TABLEE_SOUNDBATTLE_PHASE_SETUP);
  gtk_widget_action_set_enabled (widget, "page.play-trick", audible);
  gtk_widget_action_set_enabled (widget, "quick.win", quick);
  gtk_widget_action_set_enabled (widget, "quick.battle", quick);
  gtk_widget_action_set_enabled (widget, "history.export", export);
}

static void
value_activated_cb (TableeSoundbattlePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "page.lay", NULL);
}

static void
value_changed_cb (TableeSoundbattlePage *self)
{
  show_error (self->value_error, &self->value_row, 1, NULL, NULL);
}

static void
card_changed_cb (TableeSoundbattlePage *self)
{
  show_error (self->card_error, self->card_rows, TABLEE_N_SOUND_QUALITIES, NULL, NULL);
}

static void
card_activated_cb (TableeSoundbattlePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "page.play-card", NULL);
}

static void
focus_next_control (TableeSoundbattlePage *self)
{
  tablee_soundbattle_focus_next_control (GTK_WIDGET (self), referee (self));
}

/* A button that hides itself as it acts (Deal the Cards, End the Match), a
 * row of a list rebuilt (who won) or the value typed when the trick is
 * settled would leave the focus nowhere: the keyboard goes on from the
 * control of the phase shown. Once the change is shown whole, from an
 * idle: the lists and the bindings follow the game's change first. */
static gboolean
keep_focus_cb (gpointer user_data)
{
  TableeSoundbattlePage *self = user_data;

  self->focus_id = 0;
  if (self->view != NULL && tablee_soundbattle_focus_is_lost (GTK_WIDGET (self)))
    focus_next_control (self);

  return G_SOURCE_REMOVE;
}

static void
referee_changed_cb (TableeSoundbattlePage *self)
{
  if (tablee_soundbattle_focus_is_hidden (GTK_WIDGET (self)))
    focus_next_control (self);
  if (self->focus_id == 0)
    self->focus_id = g_idle_add (keep_focus_cb, self);
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

  if (!tablee_soundbattle_referee_start_match (referee (self), first, &error))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
  else
    focus_next_control (self);
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
  if (!tablee_soundbattle_referee_ask (referee (self), quality, direction, &error))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
}

/* What the view says of the last trick: its winner, then its question. */
static char *
dup_last_trick (TableeSoundbattlePage *self)
{
  char *text = NULL;

  g_object_get (self->view, "last-description", &text, NULL);

  return text;
}

/* Says who won the trick to a screen reader, when the last trick is
 * another than before (what dup_last_trick() said then). */
static void
announce_trick (TableeSoundbattlePage *self,
                const char            *before)
{
  g_autofree char *now = dup_last_trick (self);
  g_auto(GStrv) lines = NULL;

  if (now == NULL || g_strcmp0 (now, before) == 0)
    return;
  lines = g_strsplit (now, "\n", 2);
  tablee_game_page_announce (TABLEE_GAME_PAGE (self), lines[0]);
}

static void
lay_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (referee (self));
  g_autoptr(GError) error = NULL;
  g_autofree char *last = dup_last_trick (self);
  gint64 value;

  if (trick == NULL)
    return;

  if (!tablee_sound_quality_parse (trick->quality,
                                   gtk_editable_get_text (GTK_EDITABLE (self->value_row)),
                                   &value, &error) ||
      !tablee_soundbattle_referee_lay (referee (self), value,
                                       gtk_switch_get_active (self->super_switch) &&
                                       tablee_soundbattle_referee_next_may_use_super_power (referee (self)),
                                       &error))
    {
      show_error (self->value_error, &self->value_row, 1, self->value_row, error->message);
      gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
      return;
    }

  gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
  gtk_switch_set_active (self->super_switch, FALSE);
  show_error (self->value_error, &self->value_row, 1, NULL, NULL);
  announce_trick (self, last);
  focus_next_control (self);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!tablee_soundbattle_referee_next_round (referee (self), &error))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
  else
    focus_next_control (self);
}

static void
end_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tablee_soundbattle_end_request (TABLEE_SOUNDBATTLE_PAGE (widget)->end);
}

static void
play_trick_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  const TableeSoundbattleTrick *last = tablee_soundbattle_referee_get_last_trick (referee (self));
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
      g_ptr_array_add (descriptions, g_strdup_printf (_("%s: %s"),
                                                      tablee_soundbattle_referee_get_player_name (referee (self), last->laid[i].player),
                                                      value));
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
  g_auto(GStrv) values = g_new0 (char *, TABLEE_N_SOUND_QUALITIES + 1);
  g_autofree char *description = NULL;

  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      g_autoptr(GError) error = NULL;

      if (!tablee_sound_quality_parse (q, gtk_editable_get_text (GTK_EDITABLE (self->card_rows[q])),
                                       &card.values[q], &error))
        {
          show_error (self->card_error, self->card_rows, TABLEE_N_SOUND_QUALITIES, self->card_rows[q], error->message);
          gtk_widget_grab_focus (GTK_WIDGET (self->card_rows[q]));
          return;
        }
    }

  show_error (self->card_error, self->card_rows, TABLEE_N_SOUND_QUALITIES, NULL, NULL);
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    values[q] = tablee_sound_quality_format (q, card.values[q]);
  description = g_strjoinv (" · ", values);
  play_cards (self, &card, (const char * const[]) { description, NULL }, 1);
}

static void
play_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  TableeSoundCard cards[2];
  guint quality = g_variant_get_uint32 (parameter);
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;

  if (quality >= TABLEE_N_SOUND_QUALITIES)
    return;

  tablee_sound_card_init_demo (quality, &cards[0], &cards[1]);
  low = tablee_sound_quality_format (quality, cards[0].values[quality]);
  high = tablee_sound_quality_format (quality, cards[1].values[quality]);
  play_cards (self, cards, (const char * const[]) { low, high, NULL }, 2);
}

/* The quick way: one player won ("u", quick.win), or the players marked
 * tied fight a battle (quick.battle). */
static void
quick_award_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (widget);
  guint player = parameter != NULL ? g_variant_get_uint32 (parameter) : 0;
  guint tied = tablee_soundbattle_view_get_tied (self->view);
  g_autoptr(GError) error = NULL;
  g_autofree char *last = dup_last_trick (self);

  /* The battle's button is insensitive until two players are marked. */
  if (parameter == NULL && (tied & (tied - 1)) == 0)
    return;

  if (player < TABLEE_SOUNDBATTLE_MAX_PLAYERS &&
      !tablee_soundbattle_referee_award (referee (self), parameter != NULL ? 1u << player : tied, &error))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
  else
    focus_next_control (self);
  announce_trick (self, last);
}

static char *
match_csv (GtkWidget *owner)
{
  return tablee_soundbattle_referee_to_csv (referee (TABLEE_SOUNDBATTLE_PAGE (owner)));
}

static void
match_exported (GtkWidget    *owner,
                const GError *error)
{
  g_autofree char *text = NULL;

  if (error != NULL)
    text = g_strdup_printf (_("The match could not be exported: %s"), error->message);
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (owner), text != NULL ? text : _("Match exported"), NULL, NULL);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tablee_export_text (widget, _("Export the Match"), "guerre-des-sons", "csv", match_csv, match_exported);
}

/* The rules of the mode being played, or about to be: the mode the
 * history keeps. */
static char *
tablee_soundbattle_page_dup_rules_id (TableeGamePage *page)
{
  TableeGame *game = tablee_game_page_get_game (page);

  return TABLEE_GAME_GET_CLASS (game)->dup_mode (game);
}

/* A new game starts at the setup, on the referee's tab. */
static void
tablee_soundbattle_page_new_game_done (TableeGamePage *page)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (page);

  adw_view_stack_set_visible_child_name (self->view_stack, "referee");
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  return tablee_soundbattle_row_new (item);
}

static void
bind_list (GtkListBox            *list,
           TableeSoundbattleView *view,
           const char            *name)
{
  gtk_list_box_bind_model (list, view != NULL ? tablee_soundbattle_view_get_list (view, name) : NULL,
                           create_row, NULL, NULL);
}

/* The page follows the game it is given (at construction): a view of it,
 * the lists of that view (a GtkListBox has no model property that a .ui
 * could bind), the mode and rounds both ways, and what enables the
 * actions. */
static void
game_changed_cb (TableeSoundbattlePage *self)
{
  TableeGame *game = tablee_game_page_get_game (TABLEE_GAME_PAGE (self));

  g_clear_object (&self->view);
  g_clear_object (&self->end);
  if (TABLEE_IS_SOUNDBATTLE_REFEREE (game))
    {
      self->view = tablee_soundbattle_view_new (TABLEE_SOUNDBATTLE_REFEREE (game));
      self->end = tablee_soundbattle_end_new (TABLEE_GAME_PAGE (self));
    }

  bind_list (self->quick_list, self->view, "quick");
  bind_list (self->table_list, self->view, "table-cards");
  bind_list (self->last_list, self->view, "last-cards");
  bind_list (self->scores_list, self->view, "scores");
  bind_list (self->score_list, self->view, "match-score");
  bind_list (self->tricks_list, self->view, "tricks");
  g_binding_group_set_source (self->game_bindings, self->view != NULL ? game : NULL);
  g_signal_group_set_target (self->game_signals, self->view != NULL ? game : NULL);
  g_signal_group_set_target (self->view_signals, self->view);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  enable_actions_cb (self);
}

static gboolean
mode_to_selected (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  g_value_set_uint (to, g_value_get_enum (from));

  return TRUE;
}

static gboolean
selected_to_mode (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  guint selected = g_value_get_uint (from);

  if (selected >= TABLEE_SOUNDBATTLE_N_MODES)
    return FALSE;

  g_value_set_enum (to, selected);

  return TRUE;
}

/* The tab to hear the cards: a row per quality, to hear it alone, and the
 * card to play set to an ordinary card's values. Made once: nothing of the
 * game shows there. */
static void
set_up_hear (TableeSoundbattlePage *self)
{
  g_autoptr(GListStore) demos = g_list_store_new (TABLEE_TYPE_SOUNDBATTLE_ITEM);
  TableeSoundCard neutral;

  tablee_sound_card_init_neutral (&neutral);
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    {
      g_autofree char *value = tablee_sound_quality_format_number (neutral.values[q]);
      TableeSoundCard low, high;
      g_autofree char *low_text = NULL;
      g_autofree char *high_text = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *label = NULL;
      g_autoptr(TableeSoundbattleItem) item = NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->card_rows[q]), value);

      tablee_sound_card_init_demo (q, &low, &high);
      low_text = tablee_sound_quality_format (q, low.values[q]);
      high_text = tablee_sound_quality_format (q, high.values[q]);
      /* Translators: two values of a quality, e.g. "30 dB, then 110 dB". */
      subtitle = g_strdup_printf (_("%s, then %s"), low_text, high_text);
      /* Translators: a quality, e.g. "Hear the volume: 30 dB, then 110 dB". */
      label = g_strdup_printf (_("Hear %s: %s"), tablee_sound_quality_get_name (q), subtitle);
      item = tablee_soundbattle_item_new (-1, NULL, tablee_sound_quality_get_name (q), subtitle);
      tablee_soundbattle_item_set_playable (item, q, label);
      g_list_store_append (demos, item);
    }
  gtk_list_box_bind_model (self->demo_list, G_LIST_MODEL (demos), create_row, NULL, NULL);
}

static void
tablee_soundbattle_page_dispose (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  if (self->game_bindings != NULL)
    g_binding_group_set_source (self->game_bindings, NULL);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->view_signals);
  g_clear_handle_id (&self->playing_id, g_source_remove);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_pointer (&self->playing, g_strfreev);

  g_clear_object (&self->end);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_PAGE);
  g_clear_object (&self->view);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->dispose (object);
}

static void tablee_soundbattle_page_constructed (GObject *object);

static void
tablee_soundbattle_page_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_value_set_object (value, self->view);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_page_class_init (TableeSoundbattlePageClass *klass)
{
  static const char * const card_row_names[TABLEE_N_SOUND_QUALITIES] = {
    "card_volume", "card_pitch", "card_duration", "card_timbre",
  };
  static const char * const named[] = {
    "setup_box", "ask_group", "status_title", "status_detail", "quick", "quick_group", "table_group",
    "lay_group", "value_unit", "super_row", "last_group", "hear_trick_button", "mystery_row", "toast_room",
    "mystery_card", "deal_button", "lay_button", "next_round_button", "new_match_button", "end_match_button",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  object_class->constructed = tablee_soundbattle_page_constructed;
  object_class->dispose = tablee_soundbattle_page_dispose;
  object_class->get_property = tablee_soundbattle_page_get_property;
  page_class->css_resource = RESOURCE_BASE "/ui/tablee-soundbattle.css";
  page_class->game_id = "soundbattle";
  page_class->dup_rules_id = tablee_soundbattle_page_dup_rules_id;
  page_class->new_game_done = tablee_soundbattle_page_new_game_done;

  /* What the page shows of its game, derived from it. */
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_VIEW,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  g_type_ensure (TABLEE_TYPE_PLAYER);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_REFEREE);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_VIEW);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_PHASE);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_MODE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing_label);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, first_attacker_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, table_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, last_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, scores_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, demo_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, history_clamp);
  /* The card to play, a row per quality. */
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    gtk_widget_class_bind_template_child_full (widget_class, card_row_names[q], FALSE,
                                               G_STRUCT_OFFSET (TableeSoundbattlePage, card_rows) + q * sizeof (AdwEntryRow *));
  /* Shown by the template's bindings; named for the tests. */
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    gtk_widget_class_bind_template_child_full (widget_class, named[i], FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, phase_is);
  gtk_widget_class_bind_template_callback (widget_class, phase_is_not);
  gtk_widget_class_bind_template_callback (widget_class, mode_allows);
  gtk_widget_class_bind_template_callback (widget_class, describe_mode);
  gtk_widget_class_bind_template_callback (widget_class, escape_markup);
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
  gtk_widget_class_install_action (widget_class, "quick.win", "u", quick_award_action);
  gtk_widget_class_install_action (widget_class, "quick.battle", NULL, quick_award_action);
  gtk_widget_class_install_action (widget_class, "history.export", NULL, export_action);
}

static void
tablee_soundbattle_page_init (TableeSoundbattlePage *self)
{
  g_autoptr(GtkBuilder) history = gtk_builder_new ();
  g_autoptr(GtkBuilderScope) scope = gtk_builder_cscope_new ();
  g_autoptr(GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The History tab comes from a file of its own, bound to this page's
   * view: the page's template stays short. */
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "escape_markup", G_CALLBACK (escape_markup));
  gtk_builder_set_scope (history, scope);
  gtk_builder_set_current_object (history, G_OBJECT (self));
  gtk_builder_expose_object (history, "page", G_OBJECT (self));
  if (!gtk_builder_add_from_resource (history, RESOURCE_BASE "/ui/tablee-soundbattle-history.ui", &error))
    g_error ("The History tab of La Guerre des Sons: %s", error->message);
  adw_clamp_set_child (self->history_clamp, GTK_WIDGET (gtk_builder_get_object (history, "history_view")));
  self->score_list = GTK_LIST_BOX (gtk_builder_get_object (history, "score_list"));
  self->tricks_list = GTK_LIST_BOX (gtk_builder_get_object (history, "tricks_list"));
  gtk_widget_add_css_class (GTK_WIDGET (self), "soundbattle-page");
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
  set_up_hear (self);

  self->game_bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->game_bindings, "mode", self->mode_row, "selected",
                             G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                             mode_to_selected, selected_to_mode, NULL, NULL);
  g_binding_group_bind (self->game_bindings, "rounds-to-win", self->rounds_spin, "value",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  self->game_signals = g_signal_group_new (TABLEE_TYPE_SOUNDBATTLE_REFEREE);
  g_signal_group_connect_swapped (self->game_signals, "notify::phase", G_CALLBACK (enable_actions_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (referee_changed_cb), self);
  self->view_signals = g_signal_group_new (TABLEE_TYPE_SOUNDBATTLE_VIEW);
  g_signal_group_connect_swapped (self->view_signals, "notify::quick-shown", G_CALLBACK (enable_actions_cb), self);
  g_signal_group_connect_swapped (self->view_signals, "notify::last-audible", G_CALLBACK (enable_actions_cb), self);
  g_signal_group_connect_swapped (self->view_signals, "notify::can-export", G_CALLBACK (enable_actions_cb), self);
  enable_actions_cb (self);
}

/* The page follows the game it is given, once made. */
static void
tablee_soundbattle_page_constructed (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->constructed (object);

  game_changed_cb (self);
}
