/* tablee-notnot-page-board.c: the cross of cards around the pile, who
 * tapped which, the scores, the results of a turn, the levels of the first
 * game, and what the page says in each mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-notnot-page-private.h"
#include "tablee-notnot-score-row.h"
#include "tablee-accessible.h"
#include "tablee-settings.h"
#include "tablee-sound.h"

/* Showing the state */

/* The card at a spot, inside a sentence. */
static const char *
spot_phrase (TableeSpot spot)
{
  static const char * const phrases[TABLEE_N_SPOTS] = {
    N_("the top card"), N_("the right card"), N_("the bottom card"), N_("the left card"),
  };

  return _(phrases[spot]);
}

/* The board shown: the training's in training, else the game's. */
static TableeNotnotBoard *
shown_board (TableeNotnotPage *self,
             const char       *mode)
{
  if (g_strcmp0 (mode, "training") == 0)
    return tablee_notnot_training_get_board (self->training);

  return tablee_notnot_game_get_board (self->game);
}

/* The place of the board a card view shows: a card of the cross, or the
 * pile (TABLEE_N_SPOTS). */
static TableeNotnotSpotItem *
board_place (TableeNotnotPage *self,
             TableeGame       *game,
             const char       *mode,
             guint             spot)
{
  TableeNotnotBoard *board;

  if (self->game == NULL || self->training == NULL)
    return NULL;

  board = shown_board (self, mode);

  return g_object_ref (spot < TABLEE_N_SPOTS ? tablee_notnot_board_get_spot (board, spot)
                                             : tablee_notnot_board_get_pile (board));
}

/* The die a die view shows: the dice alone's in that mode, else those of
 * the board shown. */
static TableeNotnotDieItem *
die_place (TableeNotnotPage *self,
           TableeGame       *game,
           const char       *mode,
           guint             die)
{
  TableeNotnotBoard *board;

  if (self->game == NULL || self->training == NULL || self->dice == NULL || die > TABLEE_NOTNOT_DIE_NEGATION)
    return NULL;

  board = g_strcmp0 (mode, "dice") == 0 ? tablee_notnot_dice_get_board (self->dice) : shown_board (self, mode);

  return g_object_ref (tablee_notnot_board_get_die (board, die));
}

/* A card of the cross is marked once its verdict shows. */
static GStrv
slot_classes (TableeNotnotPage    *self,
              TableeNotnotVerdict  verdict)
{
  static const char * const marks[] = {
    [TABLEE_NOTNOT_VERDICT_HIDDEN] = NULL,
    [TABLEE_NOTNOT_VERDICT_MAY_TAP] = "valid",
    [TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP] = "invalid",
    [TABLEE_NOTNOT_VERDICT_PICKED_WRONG] = "invalid",
  };
  const char *classes[] = {
    "notnot-slot", marks[verdict], verdict == TABLEE_NOTNOT_VERDICT_PICKED_WRONG ? "picked-wrong" : NULL, NULL,
  };

  return g_strdupv ((char **) classes);
}

static gboolean
has_text (TableeNotnotPage *self,
          const char       *text)
{
  return text != NULL && *text != '\0';
}

/* Hand-written: GTK 4.8 cannot bind an accessible property, so the names
 * screen readers say of the cards and the pile are copied from the board. */
static void
tablee_notnot_page_name_board (TableeNotnotPage *self)
{
  TableeNotnotBoard *board = shown_board (self, self->mode);

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      g_autofree char *description = NULL;

      g_object_get (tablee_notnot_board_get_spot (board, spot), "description", &description, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->slots[spot]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      description, -1);
    }
  {
    g_autofree char *description = NULL;

    g_object_get (tablee_notnot_board_get_pile (board), "description", &description, NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    description, -1);
  }
}

/* A part made from tablee-notnot-rows.ui: the question "Who tapped...?",
 * and once per player a "score" card or a "pick" of that question, bound
 * to the player and to the game. */
static GtkBuilder *
build_part (TableeNotnotPage *self,
            const char       *name,
            TableePlayer     *player)
{
  GtkBuilder *builder = gtk_builder_new ();
  g_autoptr(GtkBuilderScope) scope = gtk_builder_cscope_new ();
  const char *names[] = { name, NULL };

  gtk_builder_set_scope (builder, scope);
  if (player != NULL)
    gtk_builder_set_current_object (builder, G_OBJECT (player));
  gtk_builder_expose_object (builder, "game", G_OBJECT (self->game));
  gtk_builder_add_objects_from_resource (builder, RESOURCE_BASE "/ui/tablee-notnot-rows.ui", names, NULL);

  return builder;
}

/* "Who tapped...?": the number keys choose the players, 1 for the first
 * (on AZERTY too, where the digits are shifted). */
static gboolean
pick_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkWidget             *box)
{
  GtkWidget *pick = gtk_widget_get_first_child (box);
  guint plain = 0, shifted = 0;
  int digit = -1;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (keycode != 0)
    {
      gdk_display_translate_key (gtk_widget_get_display (box), keycode, state & ~GDK_SHIFT_MASK, 0,
                                 &plain, NULL, NULL, NULL);
      gdk_display_translate_key (gtk_widget_get_display (box), keycode, state | GDK_SHIFT_MASK, 0,
                                 &shifted, NULL, NULL, NULL);
    }
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    digit = (int) (keyval - GDK_KEY_0);
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    digit = (int) (keyval - GDK_KEY_KP_0);
  else if (plain >= GDK_KEY_1 && plain <= GDK_KEY_9)
    digit = (int) (plain - GDK_KEY_0);
  else if (shifted >= GDK_KEY_1 && shifted <= GDK_KEY_9)
    digit = (int) (shifted - GDK_KEY_0);

  /* The question comes first, then a button per player. */
  for (int i = 0; pick != NULL && i < digit; i++)
    pick = gtk_widget_get_next_sibling (pick);
  if (digit < 1 || pick == NULL)
    return FALSE;

  /* As a click: the button's action, at once. */
  return gtk_widget_activate_action_variant (pick, gtk_actionable_get_action_name (GTK_ACTIONABLE (pick)),
                                             gtk_actionable_get_action_target_value (GTK_ACTIONABLE (pick)));
}

static void
open_pick_popover (TableeNotnotPage *self,
                   TableeSpot        spot)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  g_autoptr(GtkBuilder) builder = build_part (self, "pick_popover", NULL);
  GtkWidget *popover = GTK_WIDGET (gtk_builder_get_object (builder, "pick_popover"));
  GtkWidget *box = GTK_WIDGET (gtk_builder_get_object (builder, "pick_box"));
  /* TRANSLATORS: %s is a card, e.g. "the top card". */
  g_autofree char *question = g_strdup_printf (_("Who tapped %s?"), spot_phrase (spot));

  /* The question asked before goes once closed: not from its "closed"
   * signal, which GTK 4.8 emits while it still uses the popover. */
  if (self->pick_popover != NULL)
    {
      gtk_popover_popdown (self->pick_popover);
      g_clear_pointer ((GtkWidget **) &self->pick_popover, gtk_widget_unparent);
    }
  gtk_label_set_text (GTK_LABEL (gtk_builder_get_object (builder, "pick_question")), question);

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      g_autoptr(GtkBuilder) row = build_part (self, "pick", tablee_players_get_player (players, i));
      GtkWidget *button = GTK_WIDGET (gtk_builder_get_object (row, "pick"));

      /* The check marks a tap already recorded: choosing it again takes it
       * back. */
      gtk_widget_set_opacity (GTK_WIDGET (gtk_builder_get_object (row, "pick_check")),
                              tablee_notnot_game_get_tap (self->game, i) == (int) spot ? 1 : 0);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", i, (guint) spot);
      if (i < 9)
        {
          g_autofree char *key = g_strdup_printf ("%u", i + 1);

          gtk_label_set_text (GTK_LABEL (gtk_builder_get_object (row, "pick_key")), key);
        }
      gtk_box_append (GTK_BOX (box), button);
    }

  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (pick_key_pressed_cb), box);
    gtk_widget_add_controller (popover, keys);
  }

  gtk_widget_set_parent (popover, GTK_WIDGET (self->slots[spot]));
  self->pick_popover = GTK_POPOVER (popover);
  gtk_popover_popup (GTK_POPOVER (popover));
}

static void
tablee_notnot_page_pick_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  guint spot = g_variant_get_uint32 (parameter);

  if (spot >= TABLEE_N_SPOTS)
    return;

  if (tablee_notnot_page_mode_is (self, "training"))
    {
      /* A click before the dice settle is a guess, not a reaction. */
      if (tablee_notnot_page_get_animating (self))
        return;
      tablee_notnot_training_answer (self->training, spot);
      tablee_notnot_page_announce_verdict (self);
    }
  else if (tablee_notnot_page_mode_is (self, "table") && tablee_notnot_game_get_rolled (self->game) &&
           tablee_notnot_game_get_card (self->game, spot, NULL))
    {
      tablee_notnot_page_stop_animation (self);
      /* A page not in a window yet has nowhere to show the question. */
      if (gtk_widget_get_root (widget) != NULL)
        open_pick_popover (self, spot);
    }
}

static void
tablee_notnot_page_tap_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  guint player, spot;

  g_variant_get (parameter, "(uu)", &player, &spot);
  if (player >= tablee_players_get_n_players (players) || spot >= TABLEE_N_SPOTS)
    return;

  /* The same choice again takes the tap back. */
  if (tablee_notnot_game_get_tap (self->game, player) == (int) spot)
    tablee_notnot_game_remove_tap (self->game, player);
  else
    tablee_notnot_game_add_tap (self->game, player, spot);

  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);
}

/* The line under the tools: the game at the table, its level and turn. */
static char *
tablee_notnot_page_status_text (TableeNotnotPage *self,
                                const char       *mode,
                                gboolean          finished,
                                gboolean          first_game,
                                guint             turn,
                                TableeNotnotLevel level)
{
  if (g_strcmp0 (mode, "training") == 0)
    return g_strdup (_("Solo training: your reaction times are kept per level."));
  if (g_strcmp0 (mode, "dice") == 0)
    return g_strdup (_("Dice only: roll, then play with your own cards."));
  if (finished)
    /* TRANSLATORS: %u is the number of turns played. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game is over, after %u turn.",
                                         "The game is over, after %u turns.", turn), turn);
  if (first_game)
    /* TRANSLATORS: %s is the current level. */
    return g_strdup_printf (_("First game, now at %s: the level rises when a rule card comes up."),
                            tablee_notnot_level_get_name (level));

  /* TRANSLATORS: %u is the turn number, %s the level. */
  return g_strdup_printf (_("Turn %u at %s"), turn + 1, tablee_notnot_level_get_name (level));
}

/* How many cards are left in the draw pile; the training has none. */
static char *
tablee_notnot_page_pile_text (TableeNotnotPage *self,
                              const char       *mode,
                              guint             pile_size)
{
  if (g_strcmp0 (mode, "training") == 0)
    return g_strdup ("");

  /* TRANSLATORS: how many cards are left in the draw pile. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in the pile", "%u in the pile", pile_size), pile_size);
}

static char *
seconds (gint64 us)
{
  /* TRANSLATORS: a reaction time in seconds, e.g. "0.62 s". */
  return g_strdup_printf (_("%.2f s"), us / (double) G_USEC_PER_SEC);
}

static GtkWidget *
create_score_cb (gpointer item,
                 gpointer user_data)
{
  return tablee_notnot_score_row_new (item);
}

/* The scores follow the game's seats: a card each. */
void
tablee_notnot_page_bind_scores (TableeNotnotPage *self)
{
  gtk_flow_box_bind_model (self->scores_box, tablee_notnot_game_get_seat_items (self->game),
                           create_score_cb, self, NULL);
}

static char *
finished_message (TableeNotnotPage *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  g_autoptr(GArray) winners = tablee_notnot_game_get_winners (self->game);
  g_autoptr(GString) names = g_string_new (NULL);
  guint best;

  if (winners->len == 0)
    return g_strdup (_("The game is over."));

  best = tablee_notnot_game_get_score (self->game, g_array_index (winners, guint, 0));
  for (guint i = 0; i < winners->len; i++)
    {
      if (i > 0)
        g_string_append (names, i + 1 == winners->len ? _(" and ") : ", ");
      g_string_append (names, tablee_player_get_name (tablee_players_get_player (players, g_array_index (winners, guint, i))));
    }

  if (winners->len == 1)
    /* TRANSLATORS: the winner's name and the number of cards. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game over: %s wins with %u card.",
                                         "Game over: %s wins with %u cards.", best), names->str, best);

  /* TRANSLATORS: the names of the winners and the number of cards. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game over: %s share the win with %u card each.",
                                       "Game over: %s share the win with %u cards each.", best), names->str, best);
}

/* Hand-written: the training tells its changes by one "changed" signal
 * (its statistics are no properties), so its line is read again at each. */
static void
tablee_notnot_page_update_training_label (TableeNotnotPage *self)
{
  TableeNotnotTraining *training = self->training;
  TableeNotnotLevel level = tablee_notnot_training_get_level (training);
  guint lives = tablee_notnot_training_get_lives (training);
  guint streak = tablee_notnot_training_get_streak (training);
  guint best_streak = tablee_notnot_training_get_best_streak (training, level);
  g_autoptr(GString) text = g_string_new (NULL);
  TableeNotnotStats stats;

  /* TRANSLATORS: the run in training: lives left and right answers in a
   * row, e.g. "3 lives · streak of 4". */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u life", "%u lives", lives), lives);
  g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "streak of %u", "streak of %u", streak), streak);
  g_string_append (text, " · ");
  /* TRANSLATORS: the longest run of right answers at a level. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "best streak %u", "best streak %u", best_streak),
                          best_streak);
  g_string_append_c (text, '\n');

  tablee_notnot_training_get_stats (training, level, &stats);
  if (stats.n_right > 0)
    {
      g_autofree char *best = seconds (stats.best);
      g_autofree char *average = seconds (stats.average);

      /* TRANSLATORS: statistics of a level, e.g. "Normal: best 0.45 s,
       * average 0.61 s". */
      g_string_append_printf (text, _("%s: best %s, average %s"), tablee_notnot_level_get_name (level), best, average);
      g_string_append (text, "; ");
      /* TRANSLATORS: right answers, then wrong ones, e.g. "12 right, 2 wrong". */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u right", "%u right", stats.n_right), stats.n_right);
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u wrong", "%u wrong", stats.n_wrong), stats.n_wrong);
    }
  else
    /* TRANSLATORS: %s is a level. */
    g_string_append_printf (text, _("%s: no right answer yet."), tablee_notnot_level_get_name (level));

  if (level == tablee_notnot_training_get_unlocked (training) && level + 1 < TABLEE_NOTNOT_N_LEVELS)
    {
      g_string_append_c (text, '\n');
      /* TRANSLATORS: %u right answers in a row open the next level, %s. */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u right answer in a row opens %s.",
                                                 "%u right answers in a row open %s.",
                                                 TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK),
                              TABLEE_NOTNOT_TRAINING_UNLOCK_STREAK, tablee_notnot_level_get_name (level + 1));
    }

  gtk_label_set_text (self->training_label, text->str);
}

/* The time left to answer, redrawn at every frame while a challenge
 * waits: the training reads it from its clock. */
static gboolean
time_tick_cb (GtkWidget     *widget,
              GdkFrameClock *frame_clock,
              gpointer       user_data)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (user_data);
  TableeNotnotTraining *training = self->training;
  gint64 limit = tablee_notnot_training_get_time_limit (tablee_notnot_training_get_level (training));

  gtk_progress_bar_set_fraction (self->training_time_bar,
                                 (double) tablee_notnot_training_get_time_left (training) / limit);
  if (tablee_notnot_training_get_waiting (training))
    return G_SOURCE_CONTINUE;

  self->time_tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* Hand-written: the time left is read from the training's clock at each
 * frame, not a property that changes, so no binding can follow it. */
static void
tablee_notnot_page_update_time_bar (TableeNotnotPage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->training_time_bar), tablee_notnot_page_mode_is (self, "training"));
  time_tick_cb (GTK_WIDGET (self->training_time_bar), NULL, self);
  if (tablee_notnot_training_get_waiting (self->training) && self->time_tick_id == 0)
    self->time_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->training_time_bar), time_tick_cb, self,
                                                       NULL);
}

/* Hand-written: what the page says depends on the mode, on the dice still
 * tumbling (the animation is the view's, not a property of a model) and
 * on the game's or the training's state, read together. */
static void
tablee_notnot_page_update_explanation (TableeNotnotPage *self,
                                       gboolean          has_roll)
{
  g_autofree char *text = NULL;

  if (tablee_notnot_page_mode_is (self, "table") && tablee_game_get_finished (TABLEE_GAME (self->game)))
    text = finished_message (self);
  /* Nothing is said while the dice roll. */
  else if (tablee_notnot_page_get_animating (self))
    text = g_strdup ("");
  else if (tablee_notnot_page_mode_is (self, "table"))
    {
      if (tablee_notnot_page_revealed (self))
        text = tablee_notnot_game_explain (self->game);
      else if (has_roll)
        text = g_strdup (_("Tap! Then click the card each player tapped, or reveal the answer."));
      else
        text = g_strdup (_("Roll the dice to start the turn."));
    }
  else if (tablee_notnot_page_mode_is (self, "training"))
    {
      TableeNotnotTraining *training = self->training;

      if (tablee_notnot_training_get_waiting (training))
        text = g_strdup (_("Click a card that fits, or “Nobody Taps”, as fast as you can."));
      else if (has_roll && tablee_notnot_training_get_levelled_up (training))
        /* TRANSLATORS: %s is the level the training moved up to. */
        text = g_strdup_printf (_("Level open: on to %s!"), tablee_notnot_level_get_name (tablee_notnot_training_get_level (training)));
      else if (has_roll && tablee_notnot_training_get_last_right (training) &&
               tablee_notnot_training_get_timed_out (training))
        text = g_strdup (_("Right: nobody could tap."));
      else if (has_roll && tablee_notnot_training_get_last_right (training))
        {
          g_autofree char *time = seconds (tablee_notnot_training_get_last_reaction (training));

          /* TRANSLATORS: %s is the reaction time, e.g. "0.62 s". */
          text = g_strdup_printf (_("Right, in %s."), time);
        }
      else if (has_roll)
        {
          g_autofree char *why = tablee_notnot_training_explain (training);

          /* TRANSLATORS: %s is the judge's sentence. */
          text = g_strdup_printf (tablee_notnot_training_get_timed_out (training) ? _("Time is up. %s") : _("Wrong. %s"),
                                  why);
          if (tablee_notnot_training_get_lives (training) == 0)
            {
              g_autofree char *shown = g_steal_pointer (&text);

              /* TRANSLATORS: %s is the sentence above, the run is over. */
              text = g_strdup_printf (_("%s No life left: roll to start again."), shown);
            }
        }
      else
        text = g_strdup (_("Roll to get a challenge, then click a right card as fast as you can."));
    }
  else
    {
      if (tablee_notnot_page_current_level (self) >= TABLEE_NOTNOT_LEVEL_EXTREME)
        text = g_strdup (_("Up is where the arrow on top of your pile points; the liar on it is one more NOT."));
      else if (tablee_notnot_page_current_level (self) >= TABLEE_NOTNOT_LEVEL_HARD)
        text = g_strdup (_("Up is where the arrow on top of your pile points."));
      else
        text = g_strdup (_("Use your own cards around the pile: Tablée only rolls the dice."));
    }

  gtk_label_set_text (self->explanation_label, text);
}

/* In the first game, a rule card that comes up raises the level: say what
 * changes. The game tells it once the turn that turned it up is scored,
 * never when undo, redo or the saved file bring a level back. */
void
tablee_notnot_page_level_raised_cb (TableeNotnotPage *self,
                                    guint             level)
{
  static const char * const messages[TABLEE_NOTNOT_N_LEVELS] = {
    [TABLEE_NOTNOT_LEVEL_NORMAL] = N_("The Not Not card came up: the negation die joins in."),
    [TABLEE_NOTNOT_LEVEL_HARD] = N_("The Arrow card came up: from now on, up is where the arrow on the pile points."),
    [TABLEE_NOTNOT_LEVEL_EXTREME] = N_("The Liar card came up: when the pile shows the liar, it is one more NOT."),
  };

  if (level > TABLEE_NOTNOT_LEVEL_DISCOVERY && level < TABLEE_NOTNOT_N_LEVELS)
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), _(messages[level]), NULL, NULL);
}

/* A text of the game at the table, shown at the table when it says
 * something. */
static gboolean
table_text_shows (TableeNotnotPage *self,
                  const char       *mode,
                  const char       *text)
{
  return g_strcmp0 (mode, "table") == 0 && text != NULL && *text != '\0';
}

/* The dice tumble this long, at most 0.6 s as the table cannot wait. */
#define ROLL_DURATION_US 550000
/* How often a tumbling die shows another face. */
#define FACE_CHANGE_US    70000

/* The roll animation: an AdwTimedAnimation runs on the frame clock, at
 * the display's rate, and is skipped when the system asks for less motion
 * or the page does not show. */

/* Lands the dice: upright, showing the roll. */
static void
land_dice (TableeNotnotPage *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->dice_views); i++)
    {
      tablee_notnot_die_view_set_tilt (self->dice_views[i], 0, 0);
      tablee_notnot_die_view_set_tumbling (self->dice_views[i], FALSE);
    }

  /* The watch starts when the player can read the dice. */
  if (tablee_notnot_page_mode_is (self, "training"))
    tablee_notnot_training_start_watch (self->training);

  tablee_notnot_page_update (self);
  tablee_notnot_page_announce_roll (self);
}

void
tablee_notnot_page_stop_animation (TableeNotnotPage *self)
{
  if (tablee_notnot_page_get_animating (self))
    adw_animation_skip (self->roll_animation);
}

/* t runs from 0 to 1 over the roll. */
static void
roll_frame_cb (double            t,
               TableeNotnotPage *self)
{
  guint step = t * ROLL_DURATION_US / FACE_CHANGE_US;

  /* Skipped or done, the dice land on the roll. */
  if (!tablee_notnot_page_get_animating (self))
    return;

  for (guint i = 0; i < G_N_ELEMENTS (self->dice_views); i++)
    {
      guint face = tablee_notnot_die_get_face (i, (step + i * 2) % TABLEE_NOTNOT_DIE_N_FACES);
      /* Each die tumbles its own way and settles. */
      double degrees = sin (t * G_PI * (3 + i)) * 28 * (1 - t) * (i % 2 ? -1 : 1);
      const char *ink;
      const char *word = tablee_notnot_die_word (i, face, &ink);

      tablee_notnot_die_view_set_tumbling (self->dice_views[i], TRUE);
      tablee_notnot_die_view_set_face (self->dice_views[i], word, ink);
      tablee_notnot_die_view_set_tilt (self->dice_views[i], degrees, sin (t * G_PI) * 14);
    }
}

void
tablee_notnot_page_start_roll_animation (TableeNotnotPage *self)
{
  tablee_sound_play (tablee_sound_get_default (), TABLEE_SOUND_DICE);

  if (self->roll_animation == NULL)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) roll_frame_cb,
                                                                      self, NULL);

      self->roll_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ROLL_DURATION_US / 1000, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->roll_animation), ADW_LINEAR);
      g_signal_connect_swapped (self->roll_animation, "done", G_CALLBACK (land_dice), self);
    }

  /* Without motion, the animation is skipped at once and lands. */
  adw_animation_play (self->roll_animation);
}

gboolean
tablee_notnot_page_get_animating (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);

  return self->roll_animation != NULL &&
         adw_animation_get_state (self->roll_animation) == ADW_ANIMATION_PLAYING;
}

/* The focus was on a control of the page that the change disabled or hid
 * (Score the Taps once the turn is scored, Reveal or Undo after an undo):
 * GTK leaves the window without focus, and the keys of the page with it.
 * It goes on to the next thing to do, Roll, or else to the page's first
 * control. */
static void
keep_focus (TableeNotnotPage *self,
            GtkWidget        *before)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (before == NULL || !gtk_widget_is_ancestor (before, GTK_WIDGET (self)) ||
      (focus != NULL && (focus != before || (gtk_widget_is_sensitive (focus) && gtk_widget_is_visible (focus)))))
    return;

  if (gtk_widget_is_sensitive (GTK_WIDGET (self->roll_button)) && gtk_widget_is_visible (GTK_WIDGET (self->roll_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
  else
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

/* Hand-written, and kept to what bindings cannot do on GTK 4.8: the level
 * list's selection (a drop-down that would write back through a binding),
 * the reveal button's label with its accessible name, the accessible
 * names of the board, the words of the explanation, and which actions
 * are enabled (actions have no bindable property). Runs after every
 * change of the game, its players, the training and the dice. */
void
tablee_notnot_page_update (TableeNotnotPage *self)
{
  TableeNotnotRoll roll;
  gboolean has_roll = tablee_notnot_page_get_shown_roll (self, &roll);
  gboolean table = tablee_notnot_page_mode_is (self, "table");
  gboolean training = tablee_notnot_page_mode_is (self, "training");
  gboolean finished = tablee_game_get_finished (TABLEE_GAME (self->game));
  gboolean turn_open = table && tablee_notnot_game_get_rolled (self->game);
  TableeNotnotLevel level = tablee_notnot_page_current_level (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GtkWidget) focus = root != NULL && gtk_root_get_focus (root) != NULL ? g_object_ref (gtk_root_get_focus (root)) : NULL;

  /* The level list follows the model; what it tells back is the level
   * already shown, which level_selected_cb() leaves alone. */
  gtk_drop_down_set_selected (self->level_dropdown, level);

  /* Alone on the page, the dice can be read from across the table. */
  if (tablee_notnot_page_mode_is (self, "dice") != gtk_widget_has_css_class (GTK_WIDGET (self), "dice-only"))
    {
      if (tablee_notnot_page_mode_is (self, "dice"))
        gtk_widget_add_css_class (GTK_WIDGET (self), "dice-only");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "dice-only");
      /* The dice's size comes from the style sheet: measured again at
       * once, not from the size of the other mode. */
      for (guint i = 0; i < G_N_ELEMENTS (self->dice_views); i++)
        gtk_widget_queue_resize (GTK_WIDGET (self->dice_views[i]));
    }
  gtk_button_set_label (self->reveal_button, tablee_notnot_page_revealed (self) ? _("_Hide") : _("Re_veal"));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self->reveal_button));
  if (!tablee_notnot_page_mode_is (self, "dice"))
    tablee_notnot_page_name_board (self);
  tablee_notnot_page_update_explanation (self, has_roll);
  if (training)
    tablee_notnot_page_update_training_label (self);
  tablee_notnot_page_update_time_bar (self);

  /* A challenge waiting is answered, not skipped: the streak is earned. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.roll",
                                 table ? !finished : !training || !tablee_notnot_training_get_waiting (self->training));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.reveal", has_roll && table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.end-turn", turn_open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.tap", turn_open);
  /* Cards stay clickable (a disabled button would look faded): a click
   * with nothing to record does nothing. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.pick", !tablee_notnot_page_mode_is (self, "dice"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.nobody",
                                 training && tablee_notnot_training_get_waiting (self->training));
  keep_focus (self, focus);
}

void
tablee_notnot_page_board_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, tablee_notnot_page_status_text);
  gtk_widget_class_bind_template_callback (widget_class, tablee_notnot_page_pile_text);
  gtk_widget_class_bind_template_callback (widget_class, table_text_shows);
  gtk_widget_class_bind_template_callback (widget_class, board_place);
  gtk_widget_class_bind_template_callback (widget_class, die_place);
  gtk_widget_class_bind_template_callback (widget_class, slot_classes);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
  gtk_widget_class_install_action (widget_class, "page.pick", "u", tablee_notnot_page_pick_action);
  gtk_widget_class_install_action (widget_class, "page.tap", "(uu)", tablee_notnot_page_tap_action);
  /* The cards on the number pad as they lie on the table (8 is the top). */
  for (TableeSpot spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      static const guint keys[TABLEE_N_SPOTS][2] = {
        { GDK_KEY_8, GDK_KEY_KP_8 }, { GDK_KEY_6, GDK_KEY_KP_6 },
        { GDK_KEY_2, GDK_KEY_KP_2 }, { GDK_KEY_4, GDK_KEY_KP_4 },
      };

      gtk_widget_class_add_binding_action (widget_class, keys[spot][0], 0, "page.pick", "u", spot);
      gtk_widget_class_add_binding_action (widget_class, keys[spot][1], 0, "page.pick", "u", spot);
    }
}

/* What the players say when the dice land: the words that show, the
 * negation first ("NOT, RED, UP"). */
void
tablee_notnot_page_announce_roll (TableeNotnotPage *self)
{
  static const TableeNotnotDie order[] = {
    TABLEE_NOTNOT_DIE_NEGATION, TABLEE_NOTNOT_DIE_COLOUR, TABLEE_NOTNOT_DIE_DIRECTION,
  };
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  g_auto(GStrv) shown = NULL;
  g_autofree char *list = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_autoptr(TableeNotnotDieItem) die = die_place (self, NULL, self->mode, order[i]);
      gboolean rolled = FALSE;
      gboolean used = FALSE;

      if (die != NULL)
        g_object_get (die, "rolled", &rolled, "used", &used, NULL);
      if (rolled && used && *tablee_notnot_die_item_get_word (die) != '\0')
        g_strv_builder_add (words, tablee_notnot_die_item_get_word (die));
    }
  shown = g_strv_builder_end (words);
  if (shown[0] == NULL)
    return;

  list = g_strjoinv (", ", shown);
  /* TRANSLATORS: %s is the words the dice show, e.g. "NOT, RED, UP". */
  text = g_strdup_printf (_("Rolled: %s"), list);
  tablee_game_page_announce (TABLEE_GAME_PAGE (self), text);
}

/* The verdict the page shows: the answer revealed at the table, or the
 * training's "Right" or "Wrong". */
void
tablee_notnot_page_announce_verdict (TableeNotnotPage *self)
{
  tablee_game_page_announce (TABLEE_GAME_PAGE (self), gtk_label_get_text (self->explanation_label));
}
