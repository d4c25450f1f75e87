/* tablee-frantic-round-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-frantic-calculator.h"
#include "tablee-frantic-round-dialog.h"

struct _TableeFranticRoundDialog
{
  AdwWindow            parent_instance;

  /* Template widgets */
  AdwPreferencesGroup *finishers_group;
  GtkFlowBox          *finishers_box;
  AdwPreferencesGroup *events_group;
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
  GPtrArray           *input_rows;    /* GPtrArray per adjustment: its rows (none if it asks nothing) */
  GtkWidget           *error_widget;
  int                  index;
  /* The pending event recorded as it happens, or -1 for a round. */
  int                  record;
};

G_DEFINE_FINAL_TYPE (TableeFranticRoundDialog, tablee_frantic_round_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The events that change scores, as the "Add Event" menu lists them, and
 * what Tablée does with their points, in a line. */
static const struct {
  TableeFranticEvent  event;
  const char         *hint;
} score_events[] = {
  { TABLEE_FRANTIC_EVENT_DOOMSDAY, N_("Everyone scores 50 points instead of their hand.") },
  { TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION, N_("Each player adds the sum of their three highest cards.") },
  { TABLEE_FRANTIC_EVENT_FINISH_LINE, N_("The round ended at once: hands are counted.") },
  { TABLEE_FRANTIC_EVENT_IDENTITY_THEFT, N_("The highest and the lowest totals swap.") },
  { TABLEE_FRANTIC_EVENT_SEPPUKU, N_("Declined: +21. A number card: −21. Another card: +42.") },
  { TABLEE_FRANTIC_EVENT_TIME_BOMB, N_("Who went out in time: −10, the others +10. Nobody: every point of the round counts double, hands and events. No effect if the round ended otherwise.") },
};

static const char *
event_hint (TableeFranticEvent event)
{
  for (guint i = 0; i < G_N_ELEMENTS (score_events); i++)
    if (score_events[i].event == event)
      return _(score_events[i].hint);

  return NULL;
}

static const char *
player_name (TableeFranticRoundDialog *self,
             guint                     player)
{
  return tablee_player_get_name (tablee_players_get_player (tablee_game_get_players (TABLEE_GAME (self->game)), player));
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
  gtk_widget_set_visible (GTK_WIDGET (self->hands_error), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->events_error), FALSE);
}

/* Shows message under the group of widget, marks widget and focuses it.
 * Hand-written: the error belongs to what is typed in the dialog, which
 * no model holds until it is saved. */
static void
show_error (TableeFranticRoundDialog *self,
            GtkWidget                *widget,
            gboolean                  in_events,
            const char               *message)
{
  GtkLabel *label = in_events ? self->events_error : self->hands_error;
  g_autofree char *text = NULL;

  clear_error (self);
  if (widget != NULL)
    {
      /* Translators: a field's name, then what is wrong with it. */
      text = g_strdup_printf (_("%s: %s"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                              message);
      g_set_weak_pointer (&self->error_widget, widget);
      gtk_widget_add_css_class (widget, "error");
      gtk_widget_grab_focus (widget);
    }
  gtk_label_set_label (label, text != NULL ? text : message);
  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
}

static void
points_chosen_cb (AdwEntryRow *row,
                  guint        points)
{
  g_autofree char *text = g_strdup_printf ("%u", points);

  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* Adds to group an entry row for points, with its calculator: title is
 * the player's name, label names the row and count the calculator ("Count
 * the cards of Ana"), which counts only the highest cards when highest is
 * not 0. */
static GtkWidget *
add_entry_row (TableeFranticRoundDialog *self,
               gpointer                  group,
               const char               *title,
               const char               *label,
               const char               *count,
               guint                     highest,
               int                       value,
               GCallback                 changed)
{
  g_autoptr(GtkBuilder) builder = tablee_frantic_builder_new ("round-rows", "entry");
  GtkWidget *row = GTK_WIDGET (gtk_builder_get_object (builder, "entry"));
  GtkWidget *button = GTK_WIDGET (gtk_builder_get_object (builder, "calculator_button"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* The title names the row already: GTK 4.8 would say the same label
   * after it. */
  if (g_strcmp0 (label, title) != 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (button, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, count, -1);
  tablee_frantic_hand_set_highest (tablee_frantic_calculator_get_hand (TABLEE_FRANTIC_CALCULATOR (gtk_builder_get_object (builder, "calculator"))),
                                   highest);
  g_signal_connect_object (gtk_builder_get_object (builder, "calculator"), "points-chosen",
                           G_CALLBACK (points_chosen_cb), row, G_CONNECT_SWAPPED);
  if (value != TABLEE_FRANTIC_INPUT_UNSET)
    {
      g_autofree char *text = g_strdup_printf ("%d", value);

      gtk_editable_set_text (GTK_EDITABLE (row), text);
    }
  g_signal_connect_swapped (row, "changed", changed, self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return row;
}

static void update_preview (TableeFranticRoundDialog *self);

/* Hand-written: the hands follow the "went out" toggles of the round
 * being typed, which no model holds until it is saved. */
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
      gtk_widget_set_tooltip_text (row, is_finisher ? _("Went out: no cards left") :
                                        counts ? NULL : _("Doomsday: 50 points; this hand is kept for the record only"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hands_caption), doomsday && self->record < 0);
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
build_hands (TableeFranticRoundDialog *self)
{
  guint n = tablee_frantic_round_get_n_players (self->round);

  for (guint p = 0; p < n; p++)
    {
      const char *name = player_name (self, p);
      g_autoptr(GtkBuilder) builder = tablee_frantic_builder_new ("round-rows", "preview");
      GtkWidget *out;
      GtkWidget *preview = GTK_WIDGET (gtk_builder_get_object (builder, "preview"));
      gboolean known = self->index >= 0 && tablee_frantic_round_hand_known (self->round, p);
      g_autofree char *count_label = g_strdup_printf (_("Count the cards of %s"), name);
      /* Translators: the toggle that marks a player out of cards. */
      g_autofree char *out_label = g_strdup_printf (_("%s went out"), name);

      out = tablee_frantic_player_toggle_new (self->finishers_box, name, out_label, out_label);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (out),
                                    tablee_frantic_round_is_finisher (self->round, p));
      g_signal_connect_swapped (out, "toggled", G_CALLBACK (finisher_toggled_cb), self);
      g_ptr_array_add (self->finisher_buttons, out);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (preview), name);
      adw_preferences_group_add (self->preview_group, preview);
      g_ptr_array_add (self->preview_labels, gtk_builder_get_object (builder, "preview_label"));

      g_ptr_array_add (self->hand_rows,
                       add_entry_row (self, self->hands_group, name, name, count_label, 0,
                                      known ? tablee_frantic_round_get_hand (self->round, p) :
                                              TABLEE_FRANTIC_INPUT_UNSET,
                                      G_CALLBACK (update_preview)));
    }
}

/* Group titles are cut short on one line by libadwaita 1.2; long ones
 * ("Événements qui changent les scores", "Double Taxation (double
 * imposition)") wrap instead in a narrow window. The title is the group's
 * template child "title". */
static void
wrap_group_titles (GtkWidget *root)
{
  if (ADW_IS_PREFERENCES_GROUP (root))
    {
      GtkLabel *title = GTK_LABEL (gtk_widget_get_template_child (root, ADW_TYPE_PREFERENCES_GROUP, "title"));

      gtk_label_set_ellipsize (title, PANGO_ELLIPSIZE_NONE);
      gtk_label_set_wrap (title, TRUE);
      gtk_label_set_wrap_mode (title, PANGO_WRAP_WORD_CHAR);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
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

  tablee_frantic_remove_children (GTK_WIDGET (self->events_box));
  g_ptr_array_set_size (self->input_rows, 0);

  for (guint a = 0; a < n_adjustments; a++)
    {
      TableeFranticEvent event = tablee_frantic_round_get_adjustment_event (self->round, a);
      guint lucky = tablee_frantic_round_get_adjustment_lucky (self->round, a);
      g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);
      g_autofree char *escaped = g_markup_escape_text (title, -1);
      g_autoptr(GString) description = g_string_new (event_hint (event));
      g_autoptr(GtkBuilder) builder = tablee_frantic_builder_new ("round-rows", "event");
      GtkWidget *group = GTK_WIDGET (gtk_builder_get_object (builder, "event"));
      GtkWidget *remove = GTK_WIDGET (gtk_builder_get_object (builder, "remove"));
      g_autofree char *remove_label = g_strdup_printf (_("Remove %s"), title);
      g_autofree char *description_markup = NULL;
      GPtrArray *rows = g_ptr_array_new ();

      /* Recording one event as it happens shows that event alone. */
      if (self->record >= 0 && a != (guint) self->record)
        {
          g_ptr_array_add (self->input_rows, rows);
          continue;
        }
      if (self->record >= 0)
        gtk_widget_set_visible (remove, FALSE);
      if (lucky != 0)
        {
          g_autofree char *names = tablee_players_dup_names (tablee_game_get_players (TABLEE_GAME (self->game)), lucky);

          g_string_append_c (description, '\n');
          /* Translators: the players a Lucky Bastard card protected. */
          g_string_append_printf (description, _("Protected by a Lucky Bastard: %s"), names);
        }
      description_markup = g_markup_escape_text (description->str, -1);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description_markup);
      gtk_widget_set_tooltip_text (remove, remove_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", a);

      /* Double Taxation and Seppuku need a value from each player. */
      if (event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION || event == TABLEE_FRANTIC_EVENT_SEPPUKU)
        {
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

                  row = add_entry_row (self, group, plain, a11y, count_label, 3, input,
                                       G_CALLBACK (input_row_changed_cb));
                }
              else
                {
                  g_autoptr(GtkBuilder) seppuku = tablee_frantic_builder_new ("round-rows", "seppuku");

                  row = GTK_WIDGET (gtk_builder_get_object (seppuku, "seppuku"));
                  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), plain);
                  adw_combo_row_set_selected (ADW_COMBO_ROW (row), input + 1);
                  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
                  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (input_row_changed_cb), self);
                  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
                }
              if (lucky & (1u << p))
                {
                  gtk_widget_set_sensitive (row, FALSE);
                  gtk_widget_set_tooltip_text (row, _("Protected by a Lucky Bastard"));
                }
              g_ptr_array_add (rows, row);
            }
        }

      g_ptr_array_add (self->input_rows, rows);
      gtk_box_append (self->events_box, group);
    }

  wrap_group_titles (GTK_WIDGET (self->events_box));
  gtk_widget_set_visible (GTK_WIDGET (self->no_events_label), n_adjustments == 0 && self->record < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.add-event",
                                 n_adjustments < TABLEE_FRANTIC_MAX_ADJUSTMENTS);
  update_hand_rows (self);
}

/* Reads what is typed into the round's events, without judging it;
 * returns the first field open to typing that holds no whole number, or
 * NULL. */
static GtkWidget *
collect (TableeFranticRoundDialog *self)
{
  GtkWidget *unreadable = NULL;

  for (guint a = 0; a < self->input_rows->len; a++)
    {
      GPtrArray *rows = g_ptr_array_index (self->input_rows, a);

      for (guint p = 0; p < rows->len; p++)
        {
          GtkWidget *row = g_ptr_array_index (rows, p);
          int value = TABLEE_FRANTIC_INPUT_UNSET;

          if (ADW_IS_COMBO_ROW (row))
            value = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (row)) - 1;
          else if (parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value) == PARSE_INVALID &&
                   gtk_widget_get_sensitive (row) && unreadable == NULL)
            unreadable = row;
          tablee_frantic_round_set_adjustment_input (self->round, a, p, value);
        }
    }

  return unreadable;
}

/* Reads the hands into round: a field closed to typing (who went out) is
 * 0; under Doomsday a hand typed is kept for the record, an empty one
 * stays unknown. Returns the first field that cannot be saved, with why
 * in *message, or NULL. */
static GtkWidget *
read_hands (TableeFranticRoundDialog  *self,
            TableeFranticRound        *round,
            const char               **message)
{
  GtkWidget *bad = NULL;

  for (guint p = 0; p < self->hand_rows->len; p++)
    {
      GtkWidget *row = g_ptr_array_index (self->hand_rows, p);
      gboolean open = gtk_widget_get_sensitive (row);
      gboolean counts = tablee_frantic_round_hand_counts (round, p);
      int value = 0;
      ParseResult result = open ? parse_points (gtk_editable_get_text (GTK_EDITABLE (row)), &value) : PARSE_EMPTY;

      tablee_frantic_round_set_hand (round, p, value);
      tablee_frantic_round_set_hand_kept (round, p, result == PARSE_OK && !counts);
      if (bad != NULL || !open || result == PARSE_OK || (result == PARSE_EMPTY && !counts))
        continue;
      bad = row;
      *message = result == PARSE_EMPTY ? _("Enter the points of this hand, 0 if it is empty.") :
                                         _("Type a whole number of points.");
    }

  return bad;
}

/* "+12 → 57": the round's points and the new total, live. Hand-written:
 * the preview is of the round being typed, not yet in the sheet. */
static void
update_preview (TableeFranticRoundDialog *self)
{
  TableeFranticScorer *scorer = tablee_frantic_game_get_scorer (self->game);
  g_autoptr(TableeFranticRound) round = NULL;
  int points[TABLEE_FRANTIC_MAX_PLAYERS], totals[TABLEE_FRANTIC_MAX_PLAYERS];
  const char *message;

  if (tablee_frantic_round_get_n_players (self->round) !=
        tablee_players_get_n_players (tablee_frantic_scorer_get_players (scorer)))
    return;

  collect (self);
  round = tablee_frantic_round_copy (self->round);
  /* What is not typed yet, or not readable, counts as nothing. */
  read_hands (self, round, &message);
  for (guint p = 0; p < self->hand_rows->len; p++)
    tablee_frantic_round_set_hand (round, p, CLAMP (tablee_frantic_round_get_hand (round, p), 0,
                                                    TABLEE_FRANTIC_HAND_MAX));
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

/* "round.add-event" (an event that changes scores) and
 * "round.remove-event" (the index of one of the round's). */
static void
event_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TableeFranticRoundDialog *self = TABLEE_FRANTIC_ROUND_DIALOG (widget);
  guint value = g_variant_get_uint32 (parameter);
  gboolean add = g_str_equal (action_name, "round.add-event");

  if (add ? !tablee_frantic_event_is_valid (value) ||
            !tablee_frantic_event_has_flag (value, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES) :
            value >= tablee_frantic_round_get_n_adjustments (self->round))
    return;

  collect (self);
  clear_error (self);
  if (add)
    tablee_frantic_round_add_adjustment (self->round, value, 0);
  else
    tablee_frantic_round_remove_adjustment (self->round, value);
  build_events (self);
}

/* Records the event as it happens (its inputs, or who went out in time
 * for the Time Bomb), explaining a wrong field as Save does. */
static void
record (TableeFranticRoundDialog *self,
        GtkWidget                *unreadable)
{
  TableeFranticEvent event = tablee_frantic_round_get_adjustment_event (self->round, self->record);
  g_autofree char *title = tablee_frantic_event_dup_title (event, NULL);
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;
  int inputs[TABLEE_FRANTIC_MAX_PLAYERS];
  int bad_player = -1;

  if (event == TABLEE_FRANTIC_EVENT_TIME_BOMB)
    {
      guint finishers = 0;

      for (guint p = 0; p < self->finisher_buttons->len; p++)
        if (tablee_frantic_round_is_finisher (self->round, p))
          finishers |= 1u << p;
      tablee_frantic_game_record_finishers (self->game, finishers);
    }
  else
    {
      GPtrArray *rows = g_ptr_array_index (self->input_rows, self->record);

      if (unreadable != NULL)
        {
          show_error (self, unreadable, TRUE, _("Type a whole number of points."));
          return;
        }
      for (guint p = 0; p < tablee_frantic_round_get_n_players (self->round); p++)
        inputs[p] = tablee_frantic_round_get_adjustment_input (self->round, self->record, p);
      if (!tablee_frantic_game_record_event (self->game, self->record, inputs, &bad_player, &error))
        {
          show_error (self, bad_player >= 0 ? g_ptr_array_index (rows, bad_player) : NULL, TRUE,
                      error->message);
          return;
        }
    }

  /* Translators: %s is an event that changes scores, recorded as it
   * happened. */
  description = g_strdup_printf (_("%s recorded"), title);
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, description);
  gtk_window_close (GTK_WINDOW (self));
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
  guint number = self->index < 0 ? tablee_frantic_scorer_get_n_rounds (scorer) + 1 : (guint) self->index + 1;
  int bad_player = -1, bad_adjustment = -1;
  GtkWidget *unreadable, *row = NULL;
  const char *message;
  gboolean saved;

  clear_error (self);
  unreadable = collect (self);
  if (self->record >= 0)
    {
      record (self, unreadable);
      return;
    }

  /* What the model cannot see: empty and unreadable fields. */
  if ((row = read_hands (self, self->round, &message)) != NULL)
    {
      show_error (self, row, FALSE, message);
      return;
    }
  if (unreadable != NULL)
    {
      show_error (self, unreadable, TRUE, _("Type a whole number of points."));
      return;
    }

  if (!tablee_frantic_scorer_check_round (scorer, self->round, &bad_player, &bad_adjustment, &error))
    {
      if (bad_adjustment >= 0 && bad_player >= 0)
        row = g_ptr_array_index ((GPtrArray *) g_ptr_array_index (self->input_rows, bad_adjustment), bad_player);
      else if (bad_player >= 0)
        row = g_ptr_array_index (self->hand_rows, bad_player);

      show_error (self, row, bad_adjustment >= 0, error->message);
      return;
    }

  if (self->index < 0)
    saved = tablee_frantic_game_add_round (self->game, self->round, &error);
  else
    saved = tablee_frantic_game_replace_round (self->game, self->index, self->round, &error);
  description = g_strdup_printf (self->index < 0 ? _("Round %u added") : _("Round %u changed"), number);
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

  G_OBJECT_CLASS (tablee_frantic_round_dialog_parent_class)->finalize (object);
}

static void
tablee_frantic_round_dialog_class_init (TableeFranticRoundDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_frantic_round_dialog_dispose;
  object_class->finalize = tablee_frantic_round_dialog_finalize;

  g_type_ensure (TABLEE_TYPE_FRANTIC_CALCULATOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-frantic-round-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, finishers_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, finishers_box);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, events_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, preview_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_group);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_error);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, hands_caption);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, events_box);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, events_error);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, no_events_label);
  gtk_widget_class_bind_template_child (widget_class, TableeFranticRoundDialog, add_event_button);

  gtk_widget_class_install_action (widget_class, "round.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "round.add-event", "u", event_action);
  gtk_widget_class_install_action (widget_class, "round.remove-event", "u", event_action);
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

static void
tablee_frantic_round_dialog_init (TableeFranticRoundDialog *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  wrap_group_titles (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  self->record = -1;
  self->hand_rows = g_ptr_array_new ();
  self->finisher_buttons = g_ptr_array_new ();
  self->preview_labels = g_ptr_array_new ();
  self->input_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < G_N_ELEMENTS (score_events); i++)
    {
      g_autofree char *title = tablee_frantic_event_dup_title (score_events[i].event, NULL);
      g_autoptr(GMenuItem) item = g_menu_item_new (title, NULL);

      g_menu_item_set_action_and_target (item, "round.add-event", "u", (guint) score_events[i].event);
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
  g_autofree char *title = NULL;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (game), NULL);

  scorer = tablee_frantic_game_get_scorer (game);
  g_return_val_if_fail (index < (int) tablee_frantic_scorer_get_n_rounds (scorer), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_ROUND_DIALOG, NULL);
  self->game = g_object_ref (game);
  self->index = index;

  if (index < 0)
    self->round = tablee_frantic_scorer_new_round (scorer);
  else
    self->round = tablee_frantic_round_copy (tablee_frantic_scorer_get_round (scorer, index));
  title = g_strdup_printf (_("Round %u"), index < 0 ? tablee_frantic_scorer_get_n_rounds (scorer) + 1 :
                                                      (guint) index + 1);
  gtk_window_set_title (GTK_WINDOW (self), title);

  build_hands (self);
  build_events (self);

  return self;
}

TableeFranticRoundDialog *
tablee_frantic_round_dialog_new_record (TableeFranticGame *game,
                                        guint              pending)
{
  TableeFranticRoundDialog *self;
  TableeFranticScorer *scorer;
  TableeFranticEvent event;
  g_autofree char *title = NULL;
  gboolean bomb;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_GAME (game), NULL);

  scorer = tablee_frantic_game_get_scorer (game);
  g_return_val_if_fail (pending < tablee_frantic_scorer_get_n_pending (scorer), NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_ROUND_DIALOG, NULL);
  self->game = g_object_ref (game);
  self->index = -1;
  self->record = pending;
  self->round = tablee_frantic_scorer_new_round (scorer);
  event = tablee_frantic_round_get_adjustment_event (self->round, pending);
  title = tablee_frantic_event_dup_title (event, NULL);
  gtk_window_set_title (GTK_WINDOW (self), title);

  build_hands (self);
  build_events (self);

  /* The event's own fields only: who went out in time for the Time Bomb,
   * each player's value for the others. */
  bomb = event == TABLEE_FRANTIC_EVENT_TIME_BOMB;
  gtk_widget_set_visible (GTK_WIDGET (self->finishers_group), bomb);
  if (bomb)
    adw_preferences_group_set_description (self->finishers_group,
                                           _("Who went out before the bomb went off: −10 for them, +10 for the others. Nobody: leave them all off."));
  gtk_widget_set_visible (GTK_WIDGET (self->events_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->events_box), !bomb);
  gtk_widget_set_visible (GTK_WIDGET (self->hands_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->preview_group), FALSE);

  return self;
}

gboolean
tablee_frantic_round_dialog_get_records (TableeFranticRoundDialog *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_ROUND_DIALOG (self), FALSE);

  return self->record >= 0;
}

GtkWidget *
tablee_frantic_player_toggle_new (GtkFlowBox *box,
                                  const char *name,
                                  const char *tooltip,
                                  const char *label)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *name_label = gtk_label_new (name);

  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_button_set_child (GTK_BUTTON (button), name_label);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  /* The button takes the focus, not the cell around it: Tab stopped twice
   * on each player, first on a cell with no name. The cell is made so
   * (set later, over a dialog not shown yet, GTK 4.8 made the dialog's
   * accessible a "filler" that does not show). */
  gtk_flow_box_append (box, g_object_new (GTK_TYPE_FLOW_BOX_CHILD, "focusable", FALSE, "child", button, NULL));

  return button;
}

GtkBuilder *
tablee_frantic_builder_new (const char *file,
                            const char *id)
{
  g_autofree char *resource = g_strdup_printf (RESOURCE_BASE "/ui/tablee-frantic-%s.ui", file);
  GtkBuilder *builder = gtk_builder_new ();
  const char *ids[] = { id, NULL };

  gtk_builder_add_objects_from_resource (builder, resource, ids, NULL);

  return builder;
}

void
tablee_frantic_remove_children (GtkWidget *widget)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    {
      /* A flow box keeps a list of its own; a grid or a box none. */
      if (GTK_IS_FLOW_BOX (widget))
        gtk_flow_box_remove (GTK_FLOW_BOX (widget), child);
      else
        gtk_widget_unparent (child);
    }
}
