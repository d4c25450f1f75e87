/* tablee-frantic-round-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-calculator.h"
#include "tablee-frantic-round-dialog.h"

struct _TableeFranticRoundDialog
{
  AdwWindow            parent_instance;

  /* Template widgets */
  AdwWindowTitle      *window_title;
  GtkFlowBox          *finishers_box;
  AdwPreferencesGroup *hands_group;
  AdwPreferencesGroup *preview_group;
  GtkLabel            *hands_error;
  GtkLabel            *hands_caption;
  GtkBox              *events_box;
  GtkLabel            *events_error;
  GtkLabel            *no_events_label;
  GtkMenuButton       *add_event_button;

  /* Owned */
  TableeFranticGame   *game;
  TableeFranticRound  *round;
  GPtrArray           *hand_rows;     /* AdwEntryRow, one per player */
  GPtrArray           *finisher_buttons;  /* GtkToggleButton, one per player */
  GPtrArray           *preview_labels;    /* GtkLabel, one per player */
  GPtrArray           *input_rows;    /* GPtrArray per adjustment: its rows, or NULL */
  GPtrArray           *event_groups;  /* AdwPreferencesGroup per adjustment */
  GtkWidget           *error_widget;
  char                *error;
  int                  index;
};

G_DEFINE_FINAL_TYPE (TableeFranticRoundDialog, tablee_frantic_round_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The events that change scores, as the "Add Event" menu lists them. */
static const TableeFranticEvent score_events[] = {
  TABLEE_FRANTIC_EVENT_DOOMSDAY,
  TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION,
  TABLEE_FRANTIC_EVENT_FINISH_LINE,
  TABLEE_FRANTIC_EVENT_IDENTITY_THEFT,
  TABLEE_FRANTIC_EVENT_SEPPUKU,
  TABLEE_FRANTIC_EVENT_TIME_BOMB,
};

/* What Tablée does with the event's points, in a line. */
static const char *
event_hint (TableeFranticEvent event)
{
  switch ((int) event)
    {
    case TABLEE_FRANTIC_EVENT_DOOMSDAY:
      return _("Everyone scores 50 points instead of their hand.");
    case TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION:
      return _("Each player adds the sum of their three highest cards.");
    case TABLEE_FRANTIC_EVENT_IDENTITY_THEFT:
      return _("The highest and the lowest totals swap.");
    case TABLEE_FRANTIC_EVENT_SEPPUKU:
      return _("Declined: +21. A number card: −21. Another card: +42.");
    case TABLEE_FRANTIC_EVENT_TIME_BOMB:
      return _("Who went out in time: −10, the others +10. Nobody: every point of the round counts double, hands and events. No effect if the round ended otherwise.");
    case TABLEE_FRANTIC_EVENT_FINISH_LINE:
      return _("The round ended at once: hands are counted.");
    default:
      return NULL;
    }
}

static TableePlayers *
players (TableeFranticRoundDialog *self)
{
  return tablee_game_get_players (TABLEE_GAME (self->game));
}

static const char *
player_name (TableeFranticRoundDialog *self,
             guint                     player)
{
  return tablee_player_get_name (tablee_players_get_player (players (self), player));
}

/* A row titled by a player's name, shown as typed: row titles are markup
 * by default, and not every row of libadwaita 1.2 reads them the same way
 * (a combo row shows the escaped text), so the name is never markup. */
static void
set_row_name (GtkWidget  *row,
              const char *name)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
}

typedef enum {
  PARSE_OK,
  PARSE_EMPTY,
  PARSE_INVALID,
} ParseResult;

static ParseResult
parse_points (const char *text,
              int        *value)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  gint64 number;

  if (*trimmed == '\0')
    return PARSE_EMPTY;
  if (!g_ascii_string_to_signed (trimmed, 10, -100000, 100000, &number, NULL))
    return PARSE_INVALID;

  *value = (int) number;
  return PARSE_OK;
}

static void
clear_error (TableeFranticRoundDialog *self)
{
  if (self->error_widget != NULL)
    gtk_widget_remove_css_class (self->error_widget, "error");
  g_clear_weak_pointer (&self->error_widget);
  g_clear_pointer (&self->error, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->hands_error), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->events_error), FALSE);
}

/* Shows message under the group of widget, marks widget and focuses it. */
static void
show_error (TableeFranticRoundDialog *self,
            GtkWidget                *widget,
            gboolean                  in_events,
            const char               *message)
{
  GtkLabel *label = in_events ? self->events_error : self->hands_error;
  g_autofree char *text = NULL;

  clear_error (self);
  self->error = g_strdup (message);
  if (widget != NULL)
    {
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
      g_autofree char *plain = NULL;

      if (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (widget)))
        pango_parse_markup (title, -1, 0, NULL, &plain, NULL, NULL);
      /* Translators: a field's name, then what is wrong with it. */
      text = g_strdup_printf (_("%s: %s"), plain != NULL ? plain : title, message);
      g_set_weak_pointer (&self->error_widget, widget);
      gtk_widget_add_css_class (widget, "error");
      gtk_widget_grab_focus (widget);
    }
  gtk_label_set_label (label, text != NULL ? text : message);
  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
}

/* Reads what is typed into the round, without judging it. */
static void collect (TableeFranticRoundDialog *self);

static void
points_chosen_cb (AdwEntryRow *row,
                  guint        points)
{
  g_autofree char *text = g_strdup_printf ("%u", points);

  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* label names the button: "Count the cards of Ana". */
static GtkWidget *
calculator_button (AdwEntryRow *row,
                   const char  *label)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *calculator = tablee_frantic_calculator_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "accessories-calculator-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), calculator);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_signal_connect_object (calculator, "points-chosen", G_CALLBACK (points_chosen_cb), row,
                           G_CONNECT_SWAPPED);

  return button;
}

static void update_preview (TableeFranticRoundDialog *self);

static void
update_hand_rows (TableeFranticRoundDialog *self)
{
  gboolean doomsday = FALSE;

  for (guint p = 0; p < self->hand_rows->len; p++)
    {
      GtkWidget *row = g_ptr_array_index (self->hand_rows, p);
      gboolean counts = tablee_frantic_round_hand_counts (self->round, p);
      gboolean is_finisher = tablee_frantic_round_is_finisher (self->round, p);

      /* Under Doomsday the hand is still entered, for the record only. */
      gtk_widget_set_sensitive (row, !is_finisher);
      if (is_finisher)
        gtk_editable_set_text (GTK_EDITABLE (row), "0");
      doomsday |= !counts && !is_finisher;
      if (!counts && !is_finisher)
        gtk_widget_set_tooltip_text (row, _("Doomsday: 50 points; this hand is kept for the record only"));
      else if (is_finisher)
        gtk_widget_set_tooltip_text (row, _("Went out: no cards left"));
      else
        gtk_widget_set_tooltip_text (row, NULL);
    }
  gtk_label_set_text (self->hands_caption,
                      doomsday ? _("Doomsday: 50 for everyone; the hand is kept for the record") : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hands_caption), doomsday);
  update_preview (self);
}

static void
finisher_toggled_cb (TableeFranticRoundDialog *self)
{
  guint mask = 0;

  for (guint p = 0; p < self->finisher_buttons->len; p++)
    if (gtk_toggle_button_get_active (g_ptr_array_index (self->finisher_buttons, p)))
      mask |= 1u << p;
  tablee_frantic_round_set_finishers (self->round, mask);
  update_hand_rows (self);
}

static void
hand_row_changed_cb (TableeFranticRoundDialog *self)
{
  update_preview (self);
}

static void
build_hands (TableeFranticRoundDialog *self)
{
  guint n = tablee_frantic_round_get_n_players (self->round);

  for (guint p = 0; p < n; p++)
    {
      TableePlayer *player = tablee_players_get_player (players (self), p);
      const char *name = tablee_player_get_name (player);
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *out = gtk_toggle_button_new ();
      GtkWidget *out_name = gtk_label_new (name);
      GtkWidget *preview = adw_action_row_new ();
      GtkWidget *preview_label = gtk_label_new (NULL);
      g_autofree char *text = NULL;
      g_autofree char *count_label = g_strdup_printf (_("Count the cards of %s"), name);
      /* Translators: the toggle that marks a player out of cards. */
      g_autofree char *out_label = g_strdup_printf (_("%s went out"), name);

      /* Two names a line in a narrow window, long ones cut short. */
      gtk_label_set_ellipsize (GTK_LABEL (out_name), PANGO_ELLIPSIZE_END);
      gtk_button_set_child (GTK_BUTTON (out), out_name);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (out),
                                    tablee_frantic_round_is_finisher (self->round, p));
      gtk_widget_set_tooltip_text (out, out_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (out),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, out_label,
                                      -1);
      g_signal_connect_swapped (out, "toggled", G_CALLBACK (finisher_toggled_cb), self);
      gtk_flow_box_append (self->finishers_box, out);
      g_ptr_array_add (self->finisher_buttons, out);

      set_row_name (preview, name);
      gtk_widget_add_css_class (preview_label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (preview), preview_label);
      adw_preferences_group_add (self->preview_group, preview);
      g_ptr_array_add (self->preview_labels, preview_label);

      set_row_name (row, name);
      gtk_editable_set_width_chars (GTK_EDITABLE (row), 4);
      adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tablee_player_get_name (player),
                                      -1);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), calculator_button (ADW_ENTRY_ROW (row), count_label));
      if (self->index >= 0 && tablee_frantic_round_hand_known (self->round, p))
        {
          text = g_strdup_printf ("%d", tablee_frantic_round_get_hand (self->round, p));
          gtk_editable_set_text (GTK_EDITABLE (row), text);
        }
      g_signal_connect_swapped (row, "changed", G_CALLBACK (hand_row_changed_cb), self);
      adw_preferences_group_add (self->hands_group, row);
      g_ptr_array_add (self->hand_rows, row);
    }

  update_hand_rows (self);
}

/* Group titles are cut short on one line by libadwaita 1.2; long ones
 * ("Événements qui changent les scores", "Double Taxation (double
 * imposition)") wrap instead in a narrow window. */
static void
wrap_group_titles (GtkWidget *root)
{
  GtkWidget *child;

  if (ADW_IS_PREFERENCES_GROUP (root))
    {
      const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (root));

      for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_first_child (w))
        {
          /* The title is in the group's header, its first box. */
          for (GtkWidget *label = gtk_widget_get_first_child (w); label != NULL;
               label = gtk_widget_get_next_sibling (label))
            {
              GtkWidget *inner = label;

              while (inner != NULL && !GTK_IS_LABEL (inner))
                inner = gtk_widget_get_first_child (inner);
              if (inner != NULL && title != NULL &&
                  g_strcmp0 (gtk_label_get_label (GTK_LABEL (inner)), title) == 0)
                {
                  gtk_label_set_ellipsize (GTK_LABEL (inner), PANGO_ELLIPSIZE_NONE);
                  gtk_label_set_wrap (GTK_LABEL (inner), TRUE);
                  gtk_label_set_wrap_mode (GTK_LABEL (inner), PANGO_WRAP_WORD_CHAR);
                  return;
                }
            }
        }
      return;
    }

  for (child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    wrap_group_titles (child);
}

static void
input_row_changed_cb (TableeFranticRoundDialog *self)
{
  if (self->error_widget != NULL)
    clear_error (self);
  update_preview (self);
}

static void
build_events (TableeFranticRoundDialog *self)
{
  guint n = tablee_frantic_round_get_n_players (self->round);
  guint n_adjustments = tablee_frantic_round_get_n_adjustments (self->round);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->events_box))) != NULL)
    gtk_box_remove (self->events_box, child);
  g_ptr_array_set_size (self->input_rows, 0);
  g_ptr_array_set_size (self->event_groups, 0);

  for (guint a = 0; a < n_adjustments; a++)
    {
      TableeFranticEvent event = tablee_frantic_round_get_adjustment_event (self->round, a);
      guint lucky = tablee_frantic_round_get_adjustment_lucky (self->round, a);
      g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);
      g_autofree char *escaped = g_markup_escape_text (title, -1);
      g_autoptr(GString) description = g_string_new (event_hint (event));
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      g_autofree char *remove_label = g_strdup_printf (_("Remove %s"), title);
      GPtrArray *rows = NULL;

      if (lucky != 0)
        {
          g_autofree char *names = tablee_players_dup_names (players (self), lucky);

          g_string_append_c (description, '\n');
          /* Translators: the players a Lucky Bastard card protected. */
          g_string_append_printf (description, _("Protected by a Lucky Bastard: %s"), names);
        }

      {
        g_autofree char *description_markup = g_markup_escape_text (description->str, -1);

        adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description_markup);
      }
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, remove_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label,
                                      -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "round.remove-event");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", a);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), remove);

      if (tablee_frantic_event_needs_input (event))
        {
          rows = g_ptr_array_new ();
          for (guint p = 0; p < n; p++)
            {
              const char *plain = player_name (self, p);
              int input = tablee_frantic_round_get_adjustment_input (self->round, a, p);
              GtkWidget *row;

              if (event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION)
                {
                  g_autofree char *a11y = g_strdup_printf (_("Three highest cards of %s"), plain);
                  /* Translators: the calculator of Double Taxation's three cards. */
                  g_autofree char *count_label = g_strdup_printf (_("Count the three highest cards of %s"), plain);

                  row = adw_entry_row_new ();
                  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row),
                                            calculator_button (ADW_ENTRY_ROW (row), count_label));
                  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
                  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                                  -1);
                  if (input != TABLEE_FRANTIC_INPUT_UNSET)
                    {
                      g_autofree char *text = g_strdup_printf ("%d", input);

                      gtk_editable_set_text (GTK_EDITABLE (row), text);
                    }
                  g_signal_connect_swapped (row, "changed", G_CALLBACK (input_row_changed_cb), self);
                }
              else
                {
                  const char *choices[] = {
                    _("Choose…"),
                    _("Declined (+21)"),
                    _("Turned a number card (−21)"),
                    _("Turned another card (+42)"),
                    NULL
                  };
                  g_autoptr(GtkStringList) model = gtk_string_list_new (choices);

                  row = adw_combo_row_new ();
                  /* The choice, with its points, under the name: beside it
                   * a narrow window cut it short. */
                  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
                  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
                  adw_combo_row_set_selected (ADW_COMBO_ROW (row), input + 1);
                  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                                  -1);
                  g_signal_connect_swapped (row, "notify::selected",
                                            G_CALLBACK (input_row_changed_cb), self);
                }
              set_row_name (row, plain);
              if (lucky & (1u << p))
                {
                  gtk_widget_set_sensitive (row, FALSE);
                  gtk_widget_set_tooltip_text (row, _("Protected by a Lucky Bastard"));
                }
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
              g_ptr_array_add (rows, row);
            }
        }

      g_ptr_array_add (self->input_rows, rows);
      g_ptr_array_add (self->event_groups, group);
      gtk_box_append (self->events_box, group);
    }

  wrap_group_titles (GTK_WIDGET (self->events_box));
  gtk_widget_set_visible (GTK_WIDGET (self->no_events_label), n_adjustments == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.add-event",
                                 n_adjustments < TABLEE_FRANTIC_MAX_ADJUSTMENTS);
  update_hand_rows (self);
}

static void
collect (TableeFranticRoundDialog *self)
{
  for (guint a = 0; a < self->input_rows->len; a++)
    {
      GPtrArray *rows = g_ptr_array_index (self->input_rows, a);

      if (rows == NULL)
        continue;

      for (guint p = 0; p < rows->len; p++)
        {
          GtkWidget *row = g_ptr_array_index (rows, p);
          int value = TABLEE_FRANTIC_INPUT_UNSET;

          if (ADW_IS_COMBO_ROW (row))
            value = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (row)) - 1;
          else if (parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value) != PARSE_OK)
            value = TABLEE_FRANTIC_INPUT_UNSET;
          tablee_frantic_round_set_adjustment_input (self->round, a, p, value);
        }
    }
}

/* "+12 → 57": the round's points and the new total, live. */
static void
update_preview (TableeFranticRoundDialog *self)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (self->game);
  g_autoptr(TableeFranticRound) round = NULL;
  int points[TABLEE_FRANTIC_MAX_PLAYERS], totals[TABLEE_FRANTIC_MAX_PLAYERS];

  if (self->preview_labels->len != tablee_frantic_round_get_n_players (self->round) ||
      self->input_rows->len != tablee_frantic_round_get_n_adjustments (self->round) ||
      tablee_frantic_round_get_n_players (self->round) !=
        tablee_players_get_n_players (tablee_frantic_scorer_get_players (scorer)))
    return;

  collect (self);
  round = tablee_frantic_round_copy (self->round);
  for (guint p = 0; p < self->hand_rows->len; p++)
    {
      GtkWidget *row = g_ptr_array_index (self->hand_rows, p);
      int value = 0;

      /* What is not typed yet, or not readable, counts as nothing. */
      if (!gtk_widget_get_sensitive (row) ||
          parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value) != PARSE_OK)
        value = 0;
      tablee_frantic_round_set_hand (round, p, CLAMP (value, 0, TABLEE_FRANTIC_HAND_MAX));
    }
  tablee_frantic_scorer_preview_round (scorer, self->index, round, points, totals);

  for (guint p = 0; p < self->preview_labels->len; p++)
    {
      g_autofree char *text = NULL;

      /* Translators: a player's points this round, then their new total. */
      text = g_strdup_printf (_("%s%d → %s%d"), points[p] > 0 ? "+" : points[p] < 0 ? "−" : "",
                              ABS (points[p]), totals[p] < 0 ? "−" : "", ABS (totals[p]));
      gtk_label_set_label (g_ptr_array_index (self->preview_labels, p), text);
    }
}

static void
add_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (widget);
  guint event = g_variant_get_uint32 (parameter);

  if (!tablee_frantic_event_is_valid (event) ||
      !tablee_frantic_event_has_flag (event, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES))
    return;

  collect (self);
  clear_error (self);
  tablee_frantic_round_add_adjustment (self->round, event, 0);
  build_events (self);
}

static void
remove_event_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (index >= tablee_frantic_round_get_n_adjustments (self->round))
    return;

  collect (self);
  clear_error (self);
  tablee_frantic_round_remove_adjustment (self->round, index);
  build_events (self);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (widget);
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (self->game);
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  int bad_player = -1, bad_adjustment = -1;
  gboolean saved;

  clear_error (self);
  collect (self);

  /* What the model cannot see: empty and unreadable fields. */
  for (guint p = 0; p < self->hand_rows->len; p++)
    {
      GtkWidget *row = g_ptr_array_index (self->hand_rows, p);
      int value = 0;

      tablee_frantic_round_set_hand_kept (self->round, p, FALSE);
      if (!gtk_widget_get_sensitive (row))
        {
          tablee_frantic_round_set_hand (self->round, p, 0);
          continue;
        }

      switch (parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value))
        {
        case PARSE_EMPTY:
          /* Doomsday's 50 replaces the hand: it may stay unknown. */
          if (!tablee_frantic_round_hand_counts (self->round, p))
            {
              tablee_frantic_round_set_hand (self->round, p, 0);
              break;
            }
          show_error (self, row, FALSE, _("Enter the points of this hand, 0 if it is empty."));
          return;
        case PARSE_INVALID:
          show_error (self, row, FALSE, _("Type a whole number of points."));
          return;
        case PARSE_OK:
        default:
          tablee_frantic_round_set_hand (self->round, p, value);
          tablee_frantic_round_set_hand_kept (self->round, p,
                                              !tablee_frantic_round_hand_counts (self->round, p));
          break;
        }
    }

  for (guint a = 0; a < self->input_rows->len; a++)
    {
      GPtrArray *rows = g_ptr_array_index (self->input_rows, a);

      for (guint p = 0; rows != NULL && p < rows->len; p++)
        {
          GtkWidget *row = g_ptr_array_index (rows, p);
          int value;

          if (ADW_IS_ENTRY_ROW (row) && gtk_widget_get_sensitive (row) &&
              parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value) == PARSE_INVALID)
            {
              show_error (self, row, TRUE, _("Type a whole number of points."));
              return;
            }
        }
    }

  if (!tablee_frantic_scorer_check_round (scorer, self->round, &bad_player, &bad_adjustment, &error))
    {
      GtkWidget *row = NULL;

      if (bad_adjustment >= 0 && bad_player >= 0)
        {
          GPtrArray *rows = g_ptr_array_index (self->input_rows, bad_adjustment);

          if (rows != NULL)
            row = g_ptr_array_index (rows, bad_player);
        }
      else if (bad_player >= 0)
        row = g_ptr_array_index (self->hand_rows, bad_player);

      show_error (self, row, bad_adjustment >= 0, error->message);
      return;
    }

  if (self->index < 0)
    {
      saved = tablee_frantic_game_add_round (self->game, self->round, &error);
      description = g_strdup_printf (_("Round %u added"), tablee_frantic_scorer_get_n_rounds (scorer));
    }
  else
    {
      saved = tablee_frantic_game_replace_round (self->game, self->index, self->round, &error);
      description = g_strdup_printf (_("Round %u changed"), self->index + 1);
    }

  if (!saved)
    {
      show_error (self, NULL, FALSE, error->message);
      return;
    }

  g_signal_emit (self, signals[SIGNAL_SAVED], 0, description);
  gtk_window_close (GTK_WINDOW (self));
}

static void
tablee_frantic_round_dialog_dispose (GObject *object)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (object);

  g_clear_weak_pointer (&self->error_widget);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_FRANTIC_ROUND_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tablee_frantic_round_dialog_parent_class)->dispose (object);
}

static void
tablee_frantic_round_dialog_finalize (GObject *object)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (object);

  g_clear_pointer (&self->round, tablee_frantic_round_free);
  g_clear_pointer (&self->hand_rows, g_ptr_array_unref);
  g_clear_pointer (&self->finisher_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->preview_labels, g_ptr_array_unref);
  g_clear_pointer (&self->input_rows, g_ptr_array_unref);
  g_clear_pointer (&self->event_groups, g_ptr_array_unref);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (tablee_frantic_round_dialog_parent_class)->finalize (object);
}

static void
tablee_frantic_round_dialog_class_init (TableeFranticRoundDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_round_dialog_dispose;
  object_class->finalize = tablee_frantic_round_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-round-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, finishers_box);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, preview_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_error);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_caption);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, events_box);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, events_error);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, no_events_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, add_event_button);

  gtk_widget_class_install_action (widget_class, "round.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "round.add-event", "u", add_event_action);
  gtk_widget_class_install_action (widget_class, "round.remove-event", "u", remove_event_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "round.save", NULL);

  signals[SIGNAL_SAVED] =
    g_signal_new ("saved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

/* Events that ask nothing have no rows: NULL. */
static void
free_rows (gpointer rows)
{
  if (rows != NULL)
    g_ptr_array_unref (rows);
}

static void
tablee_frantic_round_dialog_init (TableeFranticRoundDialog *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  wrap_group_titles (GTK_WIDGET (self));

  self->hand_rows = g_ptr_array_new ();
  self->finisher_buttons = g_ptr_array_new ();
  self->preview_labels = g_ptr_array_new ();
  self->input_rows = g_ptr_array_new_with_free_func (free_rows);
  self->event_groups = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (score_events); i++)
    {
      g_autofree char *title = tablee_frantic_event_dup_title (score_events[i], NULL);
      g_autoptr(GMenuItem) item = g_menu_item_new (title, NULL);

      g_menu_item_set_action_and_target (item, "round.add-event", "u", (guint) score_events[i]);
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->add_event_button, G_MENU_MODEL (menu));
}

TableeFranticRoundDialog *
tablee_frantic_round_dialog_new (TableeFranticGame *game,
                                 int                index)
{
  TableeFranticRoundDialog *self;
  TableeFranticScorer *scorer;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (game), NULL);

  scorer = tablee_frantic_game_get_scorer (game);
  g_return_val_if_fail (index < (int) tablee_frantic_scorer_get_n_rounds (scorer), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_ROUND_DIALOG, NULL);
  self->game = g_object_ref (game);
  self->index = index;

  if (index < 0)
    {
      g_autofree char *title = g_strdup_printf (_("Round %u"),
                                                tablee_frantic_scorer_get_n_rounds (scorer) + 1);

      self->round = tablee_frantic_scorer_new_round (scorer);
      adw_window_title_set_title (self->window_title, title);
    }
  else
    {
      g_autofree char *title = g_strdup_printf (_("Round %u"), index + 1);

      self->round = tablee_frantic_round_copy (tablee_frantic_scorer_get_round (scorer, index));
      adw_window_title_set_title (self->window_title, title);
    }
  gtk_window_set_title (GTK_WINDOW (self), adw_window_title_get_title (self->window_title));

  build_hands (self);
  build_events (self);

  return self;
}

const char *
tablee_frantic_round_dialog_get_error (TableeFranticRoundDialog *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_DIALOG (self), NULL);

  return self->error;
}
