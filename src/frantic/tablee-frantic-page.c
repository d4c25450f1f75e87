/* tablee-frantic-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-export.h"
#include "tablee-frantic-chart.h"
#include "tablee-frantic-page.h"
#include "tablee-frantic-reveal-row.h"
#include "tablee-frantic-round-list.h"
#include "tablee-frantic-round-dialog.h"
#include "tablee-frantic-sheet.h"
#include "tablee-i18n.h"
#include "tablee-player-editor.h"

struct _TableeFranticPage
{
  TableeGamePage       parent_instance;

  /* Template widgets */
  AdwViewStack        *stack;
  GtkListBox          *choice_list;
  GtkListBox          *reveals_list;
  AdwPreferencesGroup *round_group;
  GtkListBox          *round_list;
  AdwPreferencesGroup *active_group;
  /* A row per event of lasting_events, in its order. */
  GtkWidget           *lasting_rows[3];
  GtkFlowBox          *lucky_box;
  GtkLabel            *game_over_label;
  GtkLabel            *summary_label;
  TableeFranticSheet  *sheet;
  TableeFranticChart  *chart;
  AdwComboRow         *length_row;
  AdwEntryRow         *custom_limit_row;
  GtkSwitch           *troublemaker_switch;

  /* Owned */
  TableeFranticGame   *game;
  /* The titles of the events the pending choice offers, in its order. */
  GtkStringList       *choices;
  gboolean             updating;
};

G_DEFINE_FINAL_TYPE (TableeFranticPage, tablee_frantic_page, TABLEE_TYPE_GAME_PAGE)

/* The events that last until the end of the round, each with its row in
 * the template (lasting_row_ids). */
static const TableeFranticEvent lasting_events[] = {
  TABLEE_FRANTIC_EVENT_TIME_BOMB,
  TABLEE_FRANTIC_EVENT_LAST_CHANCE,
  TABLEE_FRANTIC_EVENT_PLUS_ONE,
};
static const char *lasting_row_ids[] = { "time_bomb_row", "last_chance_row", "plus_one_row" };
G_STATIC_ASSERT (G_N_ELEMENTS (lasting_row_ids) == G_N_ELEMENTS (lasting_events));
G_STATIC_ASSERT (G_N_ELEMENTS (lasting_row_ids) ==
                 G_N_ELEMENTS (((TableeFranticPage *) NULL)->lasting_rows));

/* The page's game, from the base page: the template's closures run as
 * soon as it is given, before constructed() keeps it in self->game. */
static TableeFranticGame *
page_game (TableeFranticPage *self)
{
  return TABLEE_FRANTIC_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)));
}

static TableeFranticDeck *
deck (TableeFranticPage *self)
{
  return tablee_frantic_game_get_deck (page_game (self));
}

static TableeFranticScorer *
scorer (TableeFranticPage *self)
{
  return tablee_frantic_game_get_scorer (page_game (self));
}

static TableePlayers *
players (TableeFranticPage *self)
{
  return tablee_game_get_players (TABLEE_GAME (page_game (self)));
}

/* ---- The event deck ---------------------------------------------------- */

static GtkWidget *
create_reveal_row (gpointer item,
                   gpointer user_data)
{
  return tablee_frantic_reveal_row_new (item, players (user_data));
}

/* The event's title in the language of the interface, shown as it is
 * written (the row reads no markup). */
static void
set_title (GtkWidget  *row,
           const char *title)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
}

static GtkWidget *
create_choice_row (gpointer item,
                   gpointer user_data)
{
  GtkWidget *row = adw_action_row_new ();

  set_title (row, gtk_string_object_get_string (item));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  return row;
}

/* A row picks the event at its place. */
static void
choice_activated_cb (TableeFranticPage *self,
                     GtkListBoxRow     *row)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "frantic.choose", "u", gtk_list_box_row_get_index (row));
}

/* The title of a choice's group or, with description, what it asks. */
static char *
choice_text_cb (TableeFranticPage   *self,
                TableeFranticChoice  choice,
                gboolean             description)
{
  if (choice == TABLEE_FRANTIC_CHOICE_REPEAT)
    return g_strdup (description ? _("The player who played the black card runs again an event revealed this round.") :
                                   _("Repeat: Pick an Event"));

  return g_strdup (description ? _("The player who played the black card picks the event to run; the other two go to the bottom of the deck.") :
                                 _("Event Manager: Pick One"));
}

/* Hand-written: the deck holds its choice as an array of events, and the
 * list shows their titles; it runs after every change of the game. */
static void
update_choices (TableeFranticPage *self)
{
  guint n_choices;
  /* Empty when no choice is pending. */
  const TableeFranticEvent *choices = tablee_frantic_deck_get_choices (deck (self), &n_choices);

  gtk_string_list_splice (self->choices, 0, g_list_model_get_n_items (G_LIST_MODEL (self->choices)), NULL);
  for (guint i = 0; i < n_choices; i++)
    gtk_string_list_take (self->choices, tablee_frantic_event_dup_title (choices[i], NULL));
}

/* Only the rows of the events in play show. Hand-written: whether an
 * event is active is a question to the deck, no property; it runs after
 * every change of the game. */
static void
update_active (TableeFranticPage *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (lasting_events); i++)
    {
      gboolean active = tablee_frantic_deck_is_active (deck (self), lasting_events[i]);

      gtk_widget_set_visible (self->lasting_rows[i], active);
      any |= active;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->active_group), any);
}

/* This round's events. Hand-written: the list joins the deck's events and
 * the sheet's, two models of the game, and runs after every change. */
static void
update_round_list (TableeFranticPage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->round_group),
                          tablee_frantic_round_list_update (self->round_list, page_game (self)));
}

/* Whether the mask has the bit of the player in user_data. */
static gboolean
has_bit (GBinding     *binding,
         const GValue *from,
         GValue       *to,
         gpointer      user_data)
{
  g_value_set_boolean (to, (g_value_get_uint (from) & (1u << GPOINTER_TO_UINT (user_data))) != 0);

  return TRUE;
}

static void
lucky_toggled_cb (GtkToggleButton   *button,
                  TableeFranticPage *self)
{
  guint player = gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (gtk_widget_get_parent (GTK_WIDGET (button))));

  if (player < tablee_frantic_deck_get_n_players (deck (self)))
    tablee_frantic_deck_set_lucky (deck (self), player, gtk_toggle_button_get_active (button));
}

/* Hand-written: a toggle per seat, bound to the deck's mask by the
 * seat's index, which moves when seats are added, removed or moved, so
 * the toggles are made again after every change of the players. */
static void
build_lucky (TableeFranticPage *self)
{
  tablee_frantic_remove_children (GTK_WIDGET (self->lucky_box));
  for (guint p = 0; p < tablee_players_get_n_players (players (self)); p++)
    {
      const char *name = tablee_player_get_name (tablee_players_get_player (players (self), p));
      g_autofree char *tooltip = g_strdup_printf (_("%s played a Lucky Bastard"), name);
      GtkWidget *button = tablee_frantic_player_toggle_new (self->lucky_box, name, tooltip, name);

      g_object_bind_property_full (deck (self), "lucky-mask", button, "active", G_BINDING_SYNC_CREATE,
                                   has_bit, NULL, GUINT_TO_POINTER (p), NULL);
      g_signal_connect (button, "toggled", G_CALLBACK (lucky_toggled_cb), self);
    }
}

/* What the bindings of the template show. */

static char *
deck_text_cb (TableeFranticPage *self,
              guint              n_remaining,
              guint              n_discarded)
{
  g_autofree char *remaining = g_strdup_printf (ngettext ("%u event in the deck", "%u events in the deck",
                                                          n_remaining), n_remaining);
  /* Translators: events on the discard pile, after the events in the
   * deck. */
  g_autofree char *discarded = g_strdup_printf (ngettext ("%u discarded", "%u discarded", n_discarded),
                                                n_discarded);

  return g_strconcat (remaining, _(", "), discarded, NULL);
}

/* The Time Bomb's bar above the tabs or, with row, the subtitle of its
 * row among the active events. */
static char *
bomb_text_cb (TableeFranticPage *self,
              guint              turns,
              guint              n_players,
              gboolean           row)
{
  guint per_player = (turns + n_players - 1) / n_players;

  if (!row)
    /* Translators: turns left before the Time Bomb ends the round. */
    return g_strdup_printf (ngettext ("Time Bomb: %u turn left, about %u per player",
                                      "Time Bomb: %u turns left, about %u per player", turns),
                            turns, per_player);
  if (turns == 0)
    return g_strdup (_("It went off: the round is over"));

  /* Translators: turns left before the Time Bomb ends the round. */
  return g_strdup_printf (ngettext ("%u turn left, about %u per player: press N after each turn",
                                    "%u turns left, about %u per player: press N after each turn", turns),
                          turns, per_player);
}

static char *
round_over_text_cb (TableeFranticPage *self,
                    gboolean           round_over,
                    guint              turns)
{
  if (round_over && tablee_frantic_deck_is_active (deck (self), TABLEE_FRANTIC_EVENT_TIME_BOMB) &&
      turns == 0)
    return g_strdup (_("The Time Bomb went off: nobody went out in time, so every point of this round counts double, hands and events."));

  return g_strdup (_("The round is over: count the cards left in each hand."));
}

static gboolean
nonzero_cb (TableeFranticPage *self,
            guint              value)
{
  return value != 0;
}

static gboolean
zero_cb (TableeFranticPage *self,
         guint              value)
{
  return value == 0;
}

static gboolean
no_event_cb (TableeFranticPage   *self,
             guint                n_reveals,
             TableeFranticChoice  choice)
{
  return n_reveals == 0 && choice == TABLEE_FRANTIC_CHOICE_NONE;
}

/* While the Time Bomb ticks, a bar above every tab counts the turns, and N
 * (a shortcut of the window, so wherever the focus is) counts one more;
 * only while the page shows, or N would tick the bomb from another game.
 * The other actions follow the deck and the sheet: an action's enabled
 * state is set, not bound (GTK 4.8), from the properties notified. */
static void
update_actions (TableeFranticPage *self)
{
  guint turns = tablee_frantic_deck_get_time_bomb_turns (deck (self));
  gboolean round_over;

  /* Finish Line or Doomsday may end the round while the bomb ticks. */
  g_object_get (deck (self), "round-over", &round_over, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "frantic.next-turn",
                                 turns > 0 && !round_over &&
                                 gtk_widget_get_mapped (GTK_WIDGET (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "frantic.black-card",
                                 tablee_frantic_deck_get_can_draw (deck (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "frantic.add-round",
                                 !tablee_frantic_scorer_get_game_over (scorer (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "frantic.export",
                                 tablee_frantic_scorer_get_n_rounds (scorer (self)) > 0);
}

/* ---- The score sheet --------------------------------------------------- */

/* Hand-written: the next dealers' names and the events waiting are no
 * property of the sheet; it runs after every change of the game and of
 * its players. */
static void
update_score (TableeFranticPage *self)
{
  TableeFranticScorer *s = scorer (self);
  guint n_rounds = tablee_frantic_scorer_get_n_rounds (s);
  g_autoptr(GString) summary = g_string_new (NULL);
  gboolean over = tablee_frantic_scorer_get_game_over (s);

  g_string_append_printf (summary, _("Points limit: %u"), tablee_frantic_scorer_get_limit (s));
  /* Nobody deals once the game is over. */
  if (n_rounds > 0 && !over)
    {
      g_autofree char *dealers = tablee_players_dup_names (players (self), tablee_frantic_scorer_get_dealers (s, n_rounds - 1));

      g_string_append (summary, "  ·  ");
      g_string_append_printf (summary, _("Next to deal: %s"), dealers);
    }
  if (tablee_frantic_scorer_get_n_pending (s) > 0 && !over)
    {
      g_string_append (summary, "  ·  ");
      g_string_append_printf (summary, _("Events waiting for this round: %u"),
                              tablee_frantic_scorer_get_n_pending (s));
    }
  gtk_label_set_label (self->summary_label, summary->str);
}

/* "Game over: Hélène wins with 150 points", bound to the sheet. */
static char *
game_over_text_cb (TableeFranticPage *self,
                   const char        *winners,
                   guint              leaders,
                   int                best)
{
  if (winners == NULL)
    return NULL;

  return g_strdup_printf ((leaders & (leaders - 1)) != 0 ?
                          ngettext ("Game over: %s share the win with %d point",
                                    "Game over: %s share the win with %d points", ABS (best)) :
                          ngettext ("Game over: %s wins with %d point",
                                    "Game over: %s wins with %d points", ABS (best)),
                          winners, best);
}

/* ---- Options ----------------------------------------------------------- */

/* Hand-written: the combo row's choices name the limits for the players
 * now, a new string list each time they change, and the entry keeps what
 * the user is typing. */
static void
update_length_row (TableeFranticPage *self)
{
  guint n = MAX (tablee_players_get_n_players (players (self)), 2);
  TableeFranticLength length = tablee_frantic_scorer_get_length (scorer (self));
  guint short_limit = tablee_frantic_limit_preset (TABLEE_FRANTIC_LENGTH_SHORT, n);
  guint medium_limit = tablee_frantic_limit_preset (TABLEE_FRANTIC_LENGTH_MEDIUM, n);
  guint long_limit = tablee_frantic_limit_preset (TABLEE_FRANTIC_LENGTH_LONG, n);
  g_autofree char *short_text = g_strdup_printf (ngettext ("Short: %u point", "Short: %u points", short_limit),
                                                 short_limit);
  g_autofree char *medium_text = g_strdup_printf (ngettext ("Medium: %u point", "Medium: %u points", medium_limit),
                                                  medium_limit);
  g_autofree char *long_text = g_strdup_printf (ngettext ("Long: %u point", "Long: %u points", long_limit),
                                                long_limit);
  const char *items[] = { short_text, medium_text, long_text, _("Agreed limit"), NULL };
  g_autoptr(GtkStringList) model = gtk_string_list_new (items);
  g_autofree char *custom = g_strdup_printf ("%u", tablee_frantic_scorer_get_custom_limit (scorer (self)));

  GListModel *shown = adw_combo_row_get_model (self->length_row);
  gboolean same = shown != NULL && g_list_model_get_n_items (shown) == G_N_ELEMENTS (items) - 1;

  /* A new model only when the choices read otherwise: replacing it from
   * the row's own change of selection freed the selection under it. */
  for (guint i = 0; same && items[i] != NULL; i++)
    same = g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (shown), i), items[i]) == 0;

  self->updating = TRUE;
  if (!same)
    adw_combo_row_set_model (self->length_row, G_LIST_MODEL (model));
  if (adw_combo_row_get_selected (self->length_row) != length)
    adw_combo_row_set_selected (self->length_row, length);
  gtk_widget_set_visible (GTK_WIDGET (self->custom_limit_row), length == TABLEE_FRANTIC_LENGTH_CUSTOM);
  /* The sheet's limit replaces what was typed and refused, unless the
   * user is typing. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self->custom_limit_row)))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->custom_limit_row), custom);
      gtk_widget_remove_css_class (GTK_WIDGET (self->custom_limit_row), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->custom_limit_row), NULL);
    }
  self->updating = FALSE;
}

static void
length_selected_cb (TableeFranticPage *self)
{
  guint selected = adw_combo_row_get_selected (self->length_row);

  if (self->updating || selected > TABLEE_FRANTIC_LENGTH_CUSTOM)
    return;

  tablee_frantic_scorer_set_length (scorer (self), selected);
}

static void
custom_limit_apply_cb (TableeFranticPage *self)
{
  GtkWidget *row = GTK_WIDGET (self->custom_limit_row);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autoptr(GError) error = NULL;
  guint64 limit = 0;

  /* What is no number is out of range too: the sheet says what is in it. */
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &limit, NULL))
    limit = 0;
  if (tablee_frantic_scorer_set_custom_limit (scorer (self), limit, &error))
    gtk_widget_remove_css_class (row, "error");
  else
    {
      gtk_widget_add_css_class (row, "error");
      tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), error->message, NULL, NULL);
    }
  gtk_widget_set_tooltip_text (row, error != NULL ? error->message : NULL);
}

/* ---- Actions ----------------------------------------------------------- */

/* Says to a screen reader the events revealed from the one at from on:
 * each as its row shows it, the title and what it does. */
static void
announce_reveals (TableeFranticPage *self,
                  guint              from)
{
  GListModel *reveals = tablee_frantic_deck_get_reveals (deck (self));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = from; i < g_list_model_get_n_items (reveals); i++)
    {
      g_autoptr(TableeFranticReveal) reveal = g_list_model_get_item (reveals, i);
      TableeFranticEvent event = tablee_frantic_reveal_get_event (reveal);
      g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);
      g_autofree char *what = tablee_frantic_event_dup_text (event, tablee_ui_language ());

      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* TRANSLATORS: an event drawn: its title, then what it does. */
      g_string_append_printf (text, _("%s: %s"), title, what);
    }
  tablee_game_page_announce (TABLEE_GAME_PAGE (self), text->str);
}

/* "frantic.black-card", "frantic.choose" and "frantic.next-turn": a
 * black card shows what it revealed. */
static void
deck_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (widget);
  gboolean black_card = g_str_equal (action_name, "frantic.black-card");
  gboolean done;
  guint n_reveals = g_list_model_get_n_items (tablee_frantic_deck_get_reveals (deck (self)));

  if (black_card)
    done = tablee_frantic_game_black_card (self->game);
  else if (parameter != NULL)
    done = tablee_frantic_game_choose (self->game, g_variant_get_uint32 (parameter));
  else
    done = tablee_frantic_game_next_turn (self->game);

  if (!done)
    gtk_widget_error_bell (widget);
  else if (black_card)
    adw_view_stack_set_visible_child_name (self->stack, "events");
  if (done)
    announce_reveals (self, black_card ? 0 : n_reveals);
}

static void
dialog_saved_cb (TableeFranticPage        *self,
                 const char               *description,
                 TableeFranticRoundDialog *dialog)
{
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), description, _("_Undo"), "game.undo");
  /* An event recorded as it happens leaves the table on its events. */
  if (!tablee_frantic_round_dialog_get_records (dialog))
    adw_view_stack_set_visible_child_name (self->stack, "score");
}

/* Opens dialog over the page's window, as the table reads it. */
static void
present_dialog (TableeFranticPage        *self,
                TableeFranticRoundDialog *dialog)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
      /* The dialog is read from across the table too. */
      for (guint i = 0; i < 2; i++)
        {
          const char *style = (const char *[]) { "table-mode", "narrow" }[i];

          if (gtk_widget_has_css_class (GTK_WIDGET (root), style))
            gtk_widget_add_css_class (GTK_WIDGET (dialog), style);
        }
    }
  g_signal_connect_object (dialog, "saved", G_CALLBACK (dialog_saved_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* "frantic.record-event" (u: the index of a score event waiting for the
 * round) and "frantic.record-revealed" (u: an event, from its card: the
 * latest of it waiting) open the dialog that records it as it happens. */
static void
record_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (widget);
  TableeFranticScorer *s = scorer (self);
  guint value = g_variant_get_uint32 (parameter);
  guint n_pending = tablee_frantic_scorer_get_n_pending (s);
  int index = -1;

  if (g_str_equal (action_name, "frantic.record-event"))
    index = value < n_pending ? (int) value : -1;
  else
    for (guint a = 0; a < n_pending; a++)
      if (tablee_frantic_scorer_get_pending_event (s, a) == value)
        index = a;

  if (index < 0 || !tablee_frantic_event_records (tablee_frantic_scorer_get_pending_event (s, index)) ||
      tablee_frantic_scorer_get_game_over (s))
    {
      gtk_widget_error_bell (widget);
      return;
    }

  present_dialog (self, tablee_frantic_round_dialog_new_record (self->game, index));
}

/* "frantic.add-round" opens the dialog on a new round, "frantic.edit-round"
 * on the round at its index. */
static void
round_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (widget);
  guint index = parameter != NULL ? g_variant_get_uint32 (parameter) : 0;

  if (parameter != NULL && index >= tablee_frantic_scorer_get_n_rounds (scorer (self)))
    return;

  present_dialog (self, tablee_frantic_round_dialog_new (self->game, parameter != NULL ? (int) index : -1));
}

static void
troublemaker_switched_cb (TableeFranticPage *self)
{
  /* The game changes nothing when the deck already has that set. */
  tablee_frantic_game_set_troublemaker (self->game, gtk_switch_get_active (self->troublemaker_switch));
}

static char *
sheet_csv (GtkWidget *owner)
{
  return tablee_frantic_scorer_to_csv (scorer (TABLEE_FRANTIC_PAGE (owner)));
}

static void
sheet_exported (GtkWidget    *owner,
                const GError *error)
{
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      tablee_game_page_show_toast (TABLEE_GAME_PAGE (owner), _("Score sheet exported"), NULL, NULL);
      return;
    }

  text = g_strdup_printf (_("The score sheet could not be exported: %s"), error->message);
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (owner), text, NULL, NULL);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tablee_export_text (widget, _("Export the Score Sheet"), "frantic", "csv", sheet_csv, sheet_exported);
}

/* The rules at what the page shows: the last event revealed, how a round
 * is scored, or the whole rules. */
static char *
tablee_frantic_page_dup_rules_id (TableeGamePage *page)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (page);
  const char *tab = adw_view_stack_get_visible_child_name (self->stack);
  GListModel *reveals = tablee_frantic_deck_get_reveals (deck (self));
  guint n_reveals = g_list_model_get_n_items (reveals);

  if (g_strcmp0 (tab, "events") == 0 && n_reveals > 0)
    {
      g_autoptr(TableeFranticReveal) last = g_list_model_get_item (reveals, n_reveals - 1);

      return tablee_frantic_event_dup_rules_id (tablee_frantic_reveal_get_event (last));
    }
  if (g_strcmp0 (tab, "score") == 0 || g_strcmp0 (tab, "chart") == 0)
    return g_strdup ("end-of-round");

  return NULL;
}

static void
tablee_frantic_page_new_game_done (TableeGamePage *page)
{
  adw_view_stack_set_visible_child_name (TABLEE_FRANTIC_PAGE (page)->stack, "events");
}

/* ---- Life cycle -------------------------------------------------------- */

/* After every change of the game, undo and redo included. */
static void
game_changed_cb (TableeFranticPage *self)
{
  update_choices (self);
  update_active (self);
  update_score (self);
  update_round_list (self);
}

static void
players_changed_cb (TableeFranticPage *self)
{
  build_lucky (self);
  update_length_row (self);
  update_score (self);
  update_round_list (self);
}

static void
tablee_frantic_page_dispose (GObject *object)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (deck (self), self);
      g_signal_handlers_disconnect_by_data (scorer (self), self);
      g_signal_handlers_disconnect_by_data (players (self), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_FRANTIC_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->choices);

  G_OBJECT_CLASS (tablee_frantic_page_parent_class)->dispose (object);
}

static void tablee_frantic_page_constructed (GObject *object);

static void
tablee_frantic_page_class_init (TableeFranticPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  object_class->constructed = tablee_frantic_page_constructed;
  object_class->dispose = tablee_frantic_page_dispose;
  page_class->css_resource = RESOURCE_BASE "/ui/tablee-frantic.css";
  page_class->game_id = "frantic";
  page_class->dup_rules_id = tablee_frantic_page_dup_rules_id;
  page_class->new_game_done = tablee_frantic_page_new_game_done;

  g_type_ensure (TABLEE_TYPE_FRANTIC_CHART);
  g_type_ensure (TABLEE_TYPE_FRANTIC_DECK);
  g_type_ensure (TABLEE_TYPE_FRANTIC_GAME);
  g_type_ensure (TABLEE_TYPE_FRANTIC_SCORER);
  g_type_ensure (TABLEE_TYPE_FRANTIC_SHEET);
  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, choice_list);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, reveals_list);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, round_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, round_list);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, active_group);
  for (guint i = 0; i < G_N_ELEMENTS (lasting_row_ids); i++)
    gtk_widget_class_bind_template_child_full (widget_class, lasting_row_ids[i], FALSE,
                                               G_STRUCT_OFFSET (TableeFranticPage, lasting_rows[i]));
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, lucky_box);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, game_over_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, sheet);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, chart);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, length_row);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, custom_limit_row);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticPage, troublemaker_switch);
  gtk_widget_class_bind_template_callback (widget_class, custom_limit_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, choice_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, choice_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, deck_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, bomb_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, round_over_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, nonzero_cb);
  gtk_widget_class_bind_template_callback (widget_class, zero_cb);
  gtk_widget_class_bind_template_callback (widget_class, no_event_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_over_text_cb);

  gtk_widget_class_install_action (widget_class, "frantic.black-card", NULL, deck_action);
  gtk_widget_class_install_action (widget_class, "frantic.choose", "u", deck_action);
  gtk_widget_class_install_action (widget_class, "frantic.next-turn", NULL, deck_action);
  gtk_widget_class_install_action (widget_class, "frantic.add-round", NULL, round_action);
  gtk_widget_class_install_action (widget_class, "frantic.edit-round", "u", round_action);
  gtk_widget_class_install_action (widget_class, "frantic.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "frantic.record-event", "u", record_action);
  gtk_widget_class_install_action (widget_class, "frantic.record-revealed", "u", record_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "frantic.black-card", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "frantic.add-round", NULL);
}

static void
tablee_frantic_page_init (TableeFranticPage *self)
{
  self->choices = gtk_string_list_new (NULL);
  /* The template's bindings look at the game, through the page's "game":
   * they follow it once it is given. */
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The style sheet's hook, table mode's among others. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "frantic-page");
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self->lucky_box), "frantic-lucky");
}

/* What follows the game, given once the page is made. */
static void
tablee_frantic_page_constructed (GObject *object)
{
  TableeFranticPage *self = TABLEE_FRANTIC_PAGE (object);
  const char *notify[] = { "notify::can-draw", "notify::time-bomb-turns", "notify::round-over",
                           "notify::game-over", "notify::n-rounds" };

  G_OBJECT_CLASS (tablee_frantic_page_parent_class)->constructed (object);

  self->game = g_object_ref (TABLEE_FRANTIC_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (self))));
  for (guint i = 0; i < G_N_ELEMENTS (lasting_events); i++)
    {
      g_autofree char *title = tablee_frantic_event_dup_title (lasting_events[i], NULL);

      set_title (self->lasting_rows[i], title);
    }
  gtk_list_box_bind_model (self->choice_list, G_LIST_MODEL (self->choices), create_choice_row, NULL, NULL);

  tablee_frantic_chart_set_scorer (self->chart, scorer (self));
  tablee_frantic_sheet_set_scorer (self->sheet, scorer (self));
  /* Switching goes through the game: a new deck leaves nothing behind. */
  g_object_bind_property (deck (self), "troublemaker", self->troublemaker_switch, "active",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->troublemaker_switch, "notify::active",
                            G_CALLBACK (troublemaker_switched_cb), self);
  gtk_list_box_bind_model (self->reveals_list, tablee_frantic_deck_get_reveals (deck (self)),
                           create_reveal_row, self, NULL);

  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  for (guint i = 0; i < G_N_ELEMENTS (notify); i++)
    {
      gpointer source = i < 3 ? (gpointer) deck (self) : (gpointer) scorer (self);

      g_signal_connect_swapped (source, notify[i], G_CALLBACK (update_actions), self);
    }
  g_signal_connect_swapped (scorer (self), "notify::length", G_CALLBACK (update_length_row), self);
  g_signal_connect_swapped (scorer (self), "notify::custom-limit", G_CALLBACK (update_length_row), self);
  g_signal_connect_swapped (players (self), "changed", G_CALLBACK (players_changed_cb), self);
  g_signal_connect_swapped (self->length_row, "notify::selected", G_CALLBACK (length_selected_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (update_actions), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (update_actions), NULL);

  build_lucky (self);
  update_length_row (self);
  game_changed_cb (self);
  update_actions (self);
}
