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
#include "tablee-soundbattle-page-private.h"
#include "tablee-synth.h"

/* Silence between the cards of a trick or a demonstration. */
#define GAP_S 0.4
/* The noise of rough sounds is the same every time. */
#define SYNTH_SEED 1

G_DEFINE_FINAL_TYPE (TableeSoundbattlePage, tablee_soundbattle_page, TABLEE_TYPE_GAME_PAGE)

/* Says which card plays, from the monotonic clock, and wakes up at the
 * next change; between two cards, the one just heard stays. */
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
      tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), _("The sound could not be played: check that sound is on in the preferences and that the computer can play sound."), NULL, NULL);
    }
  now_playing_cb (self);
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
  return g_strdup (tablee_soundbattle_mode_describe (mode));
}

/* Shows message under the n_rows rows of a form (NULL: no error), marking
 * row wrong and the others not. */
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
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
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
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
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
      show_error (self->value_error, &self->value_row, 1, self->value_row, error->message);
      gtk_widget_grab_focus (GTK_WIDGET (self->value_row));
      return;
    }

  gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
  gtk_switch_set_active (self->super_switch, FALSE);
  show_error (self->value_error, &self->value_row, 1, NULL, NULL);
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
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
}

static void
end_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tablee_soundbattle_referee_end_match (TABLEE_SOUNDBATTLE_PAGE (widget)->referee);
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
      g_ptr_array_add (descriptions, g_strdup_printf (_("%s: %s"),
                                                      tablee_soundbattle_referee_get_player_name (self->referee, last->laid[i].player),
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
  g_autoptr(GError) error = NULL;

  if (player < TABLEE_SOUNDBATTLE_MAX_PLAYERS &&
      !tablee_soundbattle_referee_award (self->referee,
                                         parameter != NULL ? 1u << player : tablee_soundbattle_page_get_tied (self),
                                         &error))
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
}

static char *
match_csv (GtkWidget *owner)
{
  return tablee_soundbattle_referee_to_csv (TABLEE_SOUNDBATTLE_PAGE (owner)->referee);
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
  TableeGame *game = TABLEE_GAME (TABLEE_SOUNDBATTLE_PAGE (page)->referee);

  return TABLEE_GAME_GET_CLASS (game)->dup_mode (game);
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
  g_clear_handle_id (&self->playing_id, g_source_remove);
  g_clear_pointer (&self->playing, g_strfreev);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_PAGE);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->dispose (object);
}

static void tablee_soundbattle_page_constructed (GObject *object);

static void
tablee_soundbattle_page_class_init (TableeSoundbattlePageClass *klass)
{
  static const char * const card_row_names[TABLEE_N_SOUND_QUALITIES] = {
    "card_volume", "card_pitch", "card_duration", "card_timbre",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  object_class->constructed = tablee_soundbattle_page_constructed;
  object_class->dispose = tablee_soundbattle_page_dispose;
  page_class->css_resource = RESOURCE_BASE "/ui/tablee-soundbattle.css";
  page_class->game_id = "soundbattle";
  page_class->dup_rules_id = tablee_soundbattle_page_dup_rules_id;
  page_class->new_game_done = tablee_soundbattle_page_new_game_done;

  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  g_type_ensure (TABLEE_TYPE_PLAYER);
  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_REFEREE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, now_playing_label);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, first_attacker_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_title);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, status_detail);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, quick_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, table_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, table_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, lay_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_unit);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, super_switch);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, value_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, last_group);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, last_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, hear_trick_button);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, scores_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, mystery_row);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, card_error);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, demo_list);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattlePage, history_clamp);
  /* The card to play, a row per quality. */
  for (guint q = 0; q < TABLEE_N_SOUND_QUALITIES; q++)
    gtk_widget_class_bind_template_child_full (widget_class, card_row_names[q], FALSE,
                                               G_STRUCT_OFFSET (TableeSoundbattlePage, card_rows) + q * sizeof (AdwEntryRow *));
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
  gtk_widget_class_install_action (widget_class, "quick.win", "u", quick_award_action);
  gtk_widget_class_install_action (widget_class, "quick.battle", NULL, quick_award_action);
  gtk_widget_class_install_action (widget_class, "history.export", NULL, export_action);
}

static void
tablee_soundbattle_page_init (TableeSoundbattlePage *self)
{
  g_autoptr(GtkBuilder) history = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tablee-soundbattle-history.ui");

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The History tab comes from a file of its own: the page's template stays short. */
  adw_clamp_set_child (self->history_clamp, GTK_WIDGET (gtk_builder_get_object (history, "history_view")));
  self->score_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (history, "score_group"));
  self->score_list = GTK_LIST_BOX (gtk_builder_get_object (history, "score_list"));
  self->tricks_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (history, "tricks_group"));
  self->tricks_list = GTK_LIST_BOX (gtk_builder_get_object (history, "tricks_list"));
  gtk_widget_add_css_class (GTK_WIDGET (self), "soundbattle-page");
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
}

/* What follows the game, given once the page is made. */
static void
tablee_soundbattle_page_constructed (GObject *object)
{
  TableeSoundbattlePage *self = TABLEE_SOUNDBATTLE_PAGE (object);

  G_OBJECT_CLASS (tablee_soundbattle_page_parent_class)->constructed (object);

  self->referee = g_object_ref (TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (TABLEE_GAME_PAGE (self))));
  g_signal_connect_swapped (self->referee, "notify::phase", G_CALLBACK (phase_changed_cb), self);
  g_signal_connect_swapped (self->referee, "changed", G_CALLBACK (tablee_soundbattle_page_show_match), self);

  g_object_bind_property (self->referee, "mode", self->mode_row, "selected",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->referee, "rounds-to-win", self->rounds_spin, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  tablee_soundbattle_page_show_hear (self);

  phase_changed_cb (self);
  tablee_soundbattle_page_show_match (self);
}
