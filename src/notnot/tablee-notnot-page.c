/* tablee-notnot-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-accessible.h"
#include "tablee-clock.h"
#include "tablee-notnot-card-view.h"
#include "tablee-notnot-die-view.h"
#include "tablee-notnot-page.h"
#include "tablee-notnot-dice.h"
#include "tablee-player-editor.h"
#include "tablee-settings.h"
#include "tablee-sound.h"
#include "tablee-store.h"

/* The dice tumble this long, at most 0.6 s as the table cannot wait. */
#define ROLL_DURATION_US 550000
/* How often a tumbling die shows another face. */
#define FACE_CHANGE_US    70000

/* The version of the training's saved statistics. */
#define TRAINING_VERSION 1

struct _TableeNotnotPage
{
  TableeGamePage        parent_instance;

  /* Template widgets */
  GtkStringList        *level_list;
  GtkDropDown          *level_dropdown;
  GtkBox               *players_popover_box;
  GtkLabel             *status_label;
  GtkBox               *toolbar;
  GtkBox               *play_area;
  TableeNotnotDieView  *die_a;
  TableeNotnotDieView  *die_b;
  TableeNotnotDieView  *die_negation;
  GtkButton            *reveal_button;
  /* The cross, by spot: "slot_0", "card_view_0"... in the template. */
  GtkButton            *slots[TABLEE_N_SPOTS];
  TableeNotnotCardView *card_views[TABLEE_N_SPOTS];
  GtkLabel             *up_badges[TABLEE_N_SPOTS];
  GtkLabel             *tap_labels[TABLEE_N_SPOTS];
  TableeNotnotCardView *pile_view;
  GtkLabel             *explanation_label;
  GtkFlowBox           *scores_box;
  GtkLabel             *results_label;
  GtkLabel             *training_label;

  /* Borrowed: the base page holds the game. */
  TableeNotnotGame     *game;

  /* Owned */
  TableeNotnotTraining *training;
  TableeNotnotDice     *dice;
  TableeStore          *training_store;
  char                 *training_error;
  char                 *mode;
  GtkPopover           *pick_popover;
  gboolean              training_dealt;
  int                   training_pick;  /* the spot last clicked, or -1 */
  TableeNotnotLevel     shown_level;    /* of the game, to tell when it rises */
  /* The turn whose answer shows, and the turn whose results show, or
   * -1: undo and redo leave them behind. */
  int                   revealed_turn;
  int                   results_turn;
  gboolean              syncing;
  guint                 tick_id;
  guint                 orientation_idle_id;
  int                   available_width;
  int                   wide_min_width;  /* of the content, laid out wide */
  gint64                roll_start_us;
};

G_DEFINE_FINAL_TYPE (TableeNotnotPage, tablee_notnot_page, TABLEE_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_MODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update (TableeNotnotPage *self);

static gboolean
mode_is (TableeNotnotPage *self,
         const char       *mode)
{
  return g_strcmp0 (self->mode, mode) == 0;
}

/* Whether a widget shows in mode: modes lists those where it does. */
static gboolean
mode_shows (TableeNotnotPage *self,
            const char       *mode,
            const char       *modes)
{
  g_auto(GStrv) names = g_strsplit (modes, " ", -1);

  return mode != NULL && g_strv_contains ((const char * const *) names, mode);
}

/* The line under the tools: the game at the table, its level and turn. */
static char *
status_text (TableeNotnotPage *self,
             const char       *mode,
             gboolean          finished,
             gboolean          first_game,
             guint             turn,
             guint             level)
{
  if (g_strcmp0 (mode, "training") == 0)
    return g_strdup (_("Solo training: your reaction times are kept per level."));
  if (g_strcmp0 (mode, "dice") == 0)
    return g_strdup (_("Dice only: roll, then play with your own cards."));
  if (finished)
    /* TRANSLATORS: %u is the number of turns played (always many). */
    return g_strdup_printf (_("The game is over, after %u turns."), turn);
  if (first_game)
    /* TRANSLATORS: %s is the current level. */
    return g_strdup_printf (_("First game, now at %s: the level rises when a rule card comes up."),
                            tablee_notnot_level_get_name (level));

  /* TRANSLATORS: %u is the turn number, %s the level. */
  return g_strdup_printf (_("Turn %u at %s"), turn + 1, tablee_notnot_level_get_name (level));
}

/* How many cards are left in the draw pile; the training has none. */
static char *
pile_text (TableeNotnotPage *self,
           const char       *mode,
           guint             pile_size)
{
  if (g_strcmp0 (mode, "training") == 0)
    return g_strdup ("");

  /* TRANSLATORS: how many cards are left in the draw pile. */
  return g_strdup_printf (_("%u in the pile"), pile_size);
}

/* Whether the answer of the turn open at the table shows. */
static gboolean
revealed (TableeNotnotPage *self)
{
  return tablee_notnot_game_get_rolled (self->game) &&
         self->revealed_turn == (int) tablee_notnot_game_get_turn (self->game);
}

/* Dice faces on screen */

/* The ink a word is printed in: never the colour it names, as on the real
 * dice, to trouble the reader. */
static const char *
face_ink (TableeNotnotFace face)
{
  switch (face)
    {
    case TABLEE_FACE_UP:
      return "ink-red";
    case TABLEE_FACE_RIGHT:
      return "ink-green";
    case TABLEE_FACE_DOWN:
      return "ink-yellow";
    case TABLEE_FACE_LEFT:
      return "ink-blue";
    case TABLEE_FACE_RED:
      return "ink-green";
    case TABLEE_FACE_BLUE:
      return "ink-red";
    case TABLEE_FACE_GREEN:
      return "ink-yellow";
    case TABLEE_FACE_YELLOW:
      return "ink-blue";
    case TABLEE_FACE_WHITE:
      return "ink-red";
    case TABLEE_FACE_NOTHING:
    default:
      return "ink-plain";
    }
}

static TableeNotnotLevel
current_level (TableeNotnotPage *self)
{
  if (mode_is (self, "training"))
    return tablee_notnot_training_get_level (self->training);
  if (mode_is (self, "dice"))
    return tablee_notnot_dice_get_level (self->dice);

  return tablee_notnot_game_get_level (self->game);
}

gboolean
tablee_notnot_page_get_shown_roll (TableeNotnotPage *self,
                                   TableeNotnotRoll *roll)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (mode_is (self, "training"))
    {
      if (!self->training_dealt)
        return FALSE;
      tablee_notnot_training_get_roll (self->training, roll);
      return TRUE;
    }
  if (mode_is (self, "dice"))
    return tablee_notnot_dice_get_roll (self->dice, roll);

  return tablee_notnot_game_get_roll (self->game, roll);
}

static void
set_die_accessible (TableeNotnotDieView *die,
                    const char          *name,
                    const char          *word)
{
  g_autofree char *label = NULL;

  /* TRANSLATORS: a die and the word it shows, e.g. "Colour die: RED". */
  label = g_strdup_printf (_("%s: %s"), name, word);
  gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
show_dice (TableeNotnotPage *self,
           gboolean          final)
{
  TableeNotnotRoll roll;
  gboolean has_roll = tablee_notnot_page_get_shown_roll (self, &roll);
  const char *neg;

  if (!has_roll)
    {
      tablee_notnot_die_view_set_face (self->die_a, "?", "ink-plain");
      tablee_notnot_die_view_set_face (self->die_b, "?", "ink-plain");
      tablee_notnot_die_view_set_face (self->die_negation, "?", "ink-plain");
      set_die_accessible (self->die_a, _("Direction die"), _("not rolled yet"));
      set_die_accessible (self->die_b, _("Colour die"), _("not rolled yet"));
      set_die_accessible (self->die_negation, _("Negation die"), _("not rolled yet"));
      return;
    }

  if (!final)
    return;

  neg = roll.negations == 0 ? "" : tablee_notnot_negation_get_word (roll.negations);
  tablee_notnot_die_view_set_face (self->die_a, tablee_notnot_face_get_word (roll.a), face_ink (roll.a));
  tablee_notnot_die_view_set_face (self->die_b, tablee_notnot_face_get_word (roll.b), face_ink (roll.b));
  tablee_notnot_die_view_set_face (self->die_negation, neg, "ink-plain");
  set_die_accessible (self->die_a, _("Direction die"), tablee_notnot_face_get_word (roll.a));
  set_die_accessible (self->die_b, _("Colour die"), tablee_notnot_face_get_word (roll.b));
  set_die_accessible (self->die_negation, _("Negation die"), roll.negations == 0 ? _("blank") : neg);
}

/* The roll animation: frame-clock driven, so it runs at the display's rate
 * and can be skipped or switched off. */

/* Lands the dice: upright, showing the roll. */
static void
land_dice (TableeNotnotPage *self)
{
  tablee_notnot_die_view_set_tilt (self->die_a, 0, 0);
  tablee_notnot_die_view_set_tilt (self->die_b, 0, 0);
  tablee_notnot_die_view_set_tilt (self->die_negation, 0, 0);

  /* The watch starts when the player can read the dice. */
  if (mode_is (self, "training"))
    tablee_notnot_training_start_watch (self->training);

  update (self);
}

static void
stop_animation (TableeNotnotPage *self)
{
  if (self->tick_id == 0)
    return;

  gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  land_dice (self);
}

static gboolean
roll_tick_cb (GtkWidget     *widget,
              GdkFrameClock *frame_clock,
              gpointer       user_data)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);
  TableeNotnotDieView *dice[] = { self->die_a, self->die_b, self->die_negation };
  gint64 elapsed;
  double t;
  guint step;

  if (self->roll_start_us == 0)
    self->roll_start_us = now;
  elapsed = now - self->roll_start_us;
  if (elapsed >= ROLL_DURATION_US)
    {
      self->tick_id = 0;
      land_dice (self);
      return G_SOURCE_REMOVE;
    }

  t = (double) elapsed / ROLL_DURATION_US;
  step = elapsed / FACE_CHANGE_US;

  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    {
      guint face = tablee_notnot_die_get_face (i, (step + i * 2) % TABLEE_NOTNOT_DIE_N_FACES);
      /* Each die tumbles its own way and settles. */
      double degrees = sin (t * G_PI * (3 + i)) * 28 * (1 - t) * (i % 2 ? -1 : 1);
      double lift = sin (t * G_PI) * 14;

      if (i == TABLEE_NOTNOT_DIE_NEGATION)
        tablee_notnot_die_view_set_face (dice[i], face == 0 ? "" : tablee_notnot_negation_get_word (face),
                                         "ink-plain");
      else
        tablee_notnot_die_view_set_face (dice[i], tablee_notnot_face_get_word (face), face_ink (face));
      tablee_notnot_die_view_set_tilt (dice[i], degrees, lift);
    }

  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (TableeNotnotPage *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static void
start_roll_animation (TableeNotnotPage *self)
{
  tablee_sound_play (tablee_sound_get_default (), TABLEE_SOUND_DICE);

  if (self->tick_id != 0 || !animations_enabled (self))
    {
      stop_animation (self);
      land_dice (self);
      return;
    }

  self->roll_start_us = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), roll_tick_cb, NULL, NULL);
}

gboolean
tablee_notnot_page_get_animating (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);

  return self->tick_id != 0;
}

/* Showing the state */

static const char *
spot_name (TableeSpot spot)
{
  switch (spot)
    {
    case TABLEE_SPOT_UP:
      return _("Top card");
    case TABLEE_SPOT_RIGHT:
      return _("Right card");
    case TABLEE_SPOT_DOWN:
      return _("Bottom card");
    case TABLEE_SPOT_LEFT:
    default:
      return _("Left card");
    }
}

/* The card at a spot, inside a sentence. */
static const char *
spot_phrase (TableeSpot spot)
{
  switch (spot)
    {
    case TABLEE_SPOT_UP:
      return _("the top card");
    case TABLEE_SPOT_RIGHT:
      return _("the right card");
    case TABLEE_SPOT_DOWN:
      return _("the bottom card");
    case TABLEE_SPOT_LEFT:
    default:
      return _("the left card");
    }
}

static char *
seconds (gint64 us)
{
  /* TRANSLATORS: a reaction time in seconds, e.g. "0.62 s". */
  return g_strdup_printf (_("%.2f s"), us / (double) G_USEC_PER_SEC);
}

static void
update_scores (TableeNotnotPage *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  g_autoptr(GArray) winners = tablee_notnot_game_get_winners (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box))) != NULL)
    gtk_flow_box_remove (self->scores_box, child);

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *dot = gtk_label_new (NULL);
      GtkWidget *name = gtk_label_new (tablee_player_get_name (player));
      g_autofree char *count = g_strdup_printf ("%u", tablee_notnot_game_get_score (self->game, i));
      GtkWidget *score = gtk_label_new (count);
      /* The colour is one of the palette's "#rrggbb", never user text. */
      g_autofree char *dot_markup = g_strdup_printf ("<span foreground=\"%s\">●</span>",
                                                     tablee_player_get_colour (player));
      g_autofree char *a11y = NULL;
      gboolean winner = FALSE;

      for (guint w = 0; w < winners->len; w++)
        winner |= g_array_index (winners, guint, w) == i;

      gtk_label_set_markup (GTK_LABEL (dot), dot_markup);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (score, "title-3");
      gtk_widget_add_css_class (score, "numeric");
      gtk_box_append (GTK_BOX (box), dot);
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), score);
      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "notnot-score");
      if (winner)
        gtk_widget_add_css_class (box, "winner");

      /* TRANSLATORS: a player's name and the number of cards won. */
      a11y = g_strdup_printf (_("%s: %u cards"), tablee_player_get_name (player),
                              tablee_notnot_game_get_score (self->game, i));
      gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_flow_box_append (self->scores_box, box);
    }
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
    return g_strdup_printf (_("Game over: %s wins with %u cards."), names->str, best);

  /* TRANSLATORS: the names of the winners and the number of cards. */
  return g_strdup_printf (_("Game over: %s share the win with %u cards each."), names->str, best);
}

static void
update_training_label (TableeNotnotPage *self)
{
  TableeNotnotTraining *training = self->training;
  TableeNotnotLevel level = tablee_notnot_training_get_level (training);
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_right = tablee_notnot_training_get_n_right (training, level);
  guint n_wrong = tablee_notnot_training_get_n_wrong (training, level);

  if (n_right > 0)
    {
      g_autofree char *best = seconds (tablee_notnot_training_get_best (training, level));
      g_autofree char *average = seconds (tablee_notnot_training_get_average (training, level));

      /* TRANSLATORS: statistics of a level, e.g. "Normal: best 0.45 s,
       * average 0.61 s; 12 right, 2 wrong". */
      g_string_printf (text, _("%s: best %s, average %s; %u right, %u wrong"),
                       tablee_notnot_level_get_name (level), best, average, n_right, n_wrong);
    }
  else
    {
      /* TRANSLATORS: %s is a level. */
      g_string_printf (text, _("%s: no right answer yet."), tablee_notnot_level_get_name (level));
    }

  gtk_label_set_text (self->training_label, text->str);
}

static void
update_explanation (TableeNotnotPage *self,
                    gboolean          has_roll)
{
  g_autofree char *text = NULL;

  if (mode_is (self, "table"))
    {
      if (tablee_game_get_finished (TABLEE_GAME (self->game)))
        text = finished_message (self);
      else if (self->tick_id != 0)
        text = g_strdup ("");
      else if (revealed (self))
        text = tablee_notnot_game_explain (self->game);
      else if (has_roll)
        text = g_strdup (_("Tap! Then click the card each player tapped, or reveal the answer."));
      else
        text = g_strdup (_("Roll the dice to start the turn."));
    }
  else if (mode_is (self, "training"))
    {
      TableeNotnotTraining *training = self->training;

      if (self->tick_id != 0)
        text = g_strdup ("");
      else if (tablee_notnot_training_get_waiting (training))
        text = g_strdup (_("Click a card that fits, or “Nobody Taps”, as fast as you can."));
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
          text = g_strdup_printf (_("Wrong. %s"), why);
        }
      else
        text = g_strdup (_("Roll to get a challenge, then click a right card as fast as you can."));
    }
  else
    {
      if (self->tick_id != 0)
        text = g_strdup ("");
      else if (current_level (self) >= TABLEE_NOTNOT_LEVEL_EXTREME)
        text = g_strdup (_("Up is where the arrow on top of your pile points; the liar on it is one more NOT."));
      else if (current_level (self) >= TABLEE_NOTNOT_LEVEL_HARD)
        text = g_strdup (_("Up is where the arrow on top of your pile points."));
      else
        text = g_strdup (_("Use your own cards around the pile: Tablée only rolls the dice."));
    }

  gtk_label_set_text (self->explanation_label, text);
}

static void
update_board (TableeNotnotPage *self,
              gboolean          has_roll,
              const TableeNotnotRoll *roll)
{
  gboolean training = mode_is (self, "training");
  TableeNotnotLevel level = current_level (self);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  gboolean aid = tablee_settings_get_colourblind_aid (tablee_settings_get_default ());
  gboolean show_valid;
  TableeNotnotCard top = { TABLEE_PORTAL_NONE, TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
  gboolean has_top = TRUE;
  TableeSpot up = TABLEE_SPOT_UP;
  guint valid;

  if (training)
    {
      valid = has_roll ? tablee_notnot_training_get_valid_spots (self->training) : 0;
      show_valid = has_roll && !tablee_notnot_training_get_waiting (self->training);
      up = has_roll ? roll->up : TABLEE_SPOT_UP;
      top.portal = TABLEE_PORTAL_NONE;
      top.rule = TABLEE_NOTNOT_RULE_NONE;
      top.arrow = up;
      top.liar = has_roll && roll->liar;
      tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_BACK, &top);
    }
  else
    {
      valid = tablee_notnot_game_get_valid_spots (self->game);
      show_valid = revealed (self);
      if (tablee_notnot_game_get_top_card (self->game, &top))
        {
          tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_BACK, &top);
          if (level >= TABLEE_NOTNOT_LEVEL_HARD)
            up = top.arrow;
        }
      else
        {
          has_top = FALSE;
          tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_NONE, NULL);
        }
    }

  tablee_notnot_card_view_set_back_marks (self->pile_view, level >= TABLEE_NOTNOT_LEVEL_HARD,
                                          level >= TABLEE_NOTNOT_LEVEL_EXTREME);
  {
    g_autofree char *pile_a11y = NULL;
    const char *liar = level >= TABLEE_NOTNOT_LEVEL_EXTREME && top.liar ? _(", with the liar") : "";

    /* An empty pile has no arrow and no liar: the judge ignores them. */
    if (!has_top)
      pile_a11y = g_strdup (_("Draw pile: empty"));
    else if (level >= TABLEE_NOTNOT_LEVEL_HARD)
      /* TRANSLATORS: the first %s is where the arrow points ("the top
       * card"), the second says whether the liar shows. */
      pile_a11y = g_strdup_printf (_("Draw pile: the arrow points to %s%s"), spot_phrase (up), liar);
    else
      pile_a11y = g_strdup (_("Draw pile"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_view),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, pile_a11y, -1);
  }

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      GtkWidget *slot = GTK_WIDGET (self->slots[spot]);
      g_autoptr(GString) tappers = g_string_new (NULL);
      g_autofree char *a11y = NULL;
      TableeNotnotCard card;
      gboolean has_card;

      if (training)
        {
          has_card = TRUE;
          tablee_notnot_training_get_card (self->training, spot, &card);
          if (!has_roll)
            has_card = FALSE;
        }
      else
        has_card = tablee_notnot_game_get_card (self->game, spot, &card);

      tablee_notnot_card_view_set_card (self->card_views[spot],
                                        has_card ? TABLEE_NOTNOT_CARD_VIEW_FACE : TABLEE_NOTNOT_CARD_VIEW_NONE,
                                        has_card ? &card : NULL);
      tablee_notnot_card_view_set_colourblind_aid (self->card_views[spot], aid);

      gtk_widget_set_visible (GTK_WIDGET (self->up_badges[spot]),
                              level >= TABLEE_NOTNOT_LEVEL_HARD && spot == up && (has_roll || !training));

      if (show_valid && (valid & (1u << spot)))
        {
          gtk_widget_add_css_class (slot, "valid");
          gtk_widget_remove_css_class (slot, "invalid");
        }
      else if (show_valid)
        {
          gtk_widget_add_css_class (slot, "invalid");
          gtk_widget_remove_css_class (slot, "valid");
        }
      else
        {
          gtk_widget_remove_css_class (slot, "valid");
          gtk_widget_remove_css_class (slot, "invalid");
        }
      /* In training, the card clicked by mistake is marked. */
      if (training && show_valid && self->training_pick == (int) spot && !(valid & (1u << spot)))
        gtk_widget_add_css_class (slot, "picked-wrong");
      else
        gtk_widget_remove_css_class (slot, "picked-wrong");

      if (!training)
        {
          for (guint i = 0; i < tablee_players_get_n_players (players); i++)
            {
              if (tablee_notnot_game_get_tap (self->game, i) == (int) spot)
                {
                  if (tappers->len > 0)
                    g_string_append (tappers, ", ");
                  g_string_append (tappers, tablee_player_get_name (tablee_players_get_player (players, i)));
                }
            }
        }
      gtk_label_set_text (self->tap_labels[spot], tappers->str);
      gtk_widget_set_visible (GTK_WIDGET (self->tap_labels[spot]), tappers->len > 0);

      if (!has_card)
        /* TRANSLATORS: e.g. "Top card: no card". */
        a11y = g_strdup_printf (_("%s: no card"), spot_name (spot));
      else if (card.portal == TABLEE_PORTAL_NONE)
        /* TRANSLATORS: e.g. "Top card: empty card". */
        a11y = g_strdup_printf (_("%s: empty card"), spot_name (spot));
      else
        /* TRANSLATORS: e.g. "Top card: red portal". */
        a11y = g_strdup_printf (_("%s: %s portal"), spot_name (spot), tablee_portal_get_name (card.portal));
      if (show_valid)
        {
          char *more = g_strconcat (a11y, (valid & (1u << spot)) ? _(", may be tapped") : _(", may not be tapped"), NULL);

          g_free (a11y);
          a11y = more;
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

static void
update (TableeNotnotPage *self)
{
  TableeNotnotRoll roll;
  gboolean has_roll = tablee_notnot_page_get_shown_roll (self, &roll);
  gboolean table = mode_is (self, "table");
  gboolean training = mode_is (self, "training");
  gboolean finished = tablee_game_get_finished (TABLEE_GAME (self->game));
  TableeNotnotLevel level = current_level (self);

  /* The level list follows the model without feeding back into it. */
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->level_dropdown, level);
  self->syncing = FALSE;

  /* Alone on the page, the dice can be read from across the table. */
  if (mode_is (self, "dice"))
    gtk_widget_add_css_class (GTK_WIDGET (self), "dice-only");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "dice-only");
  gtk_button_set_label (self->reveal_button, revealed (self) ? _("_Hide") : _("Re_veal"));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self->reveal_button));
  gtk_widget_set_visible (GTK_WIDGET (self->die_negation), level >= TABLEE_NOTNOT_LEVEL_NORMAL);


  if (self->tick_id == 0)
    show_dice (self, TRUE);
  if (!mode_is (self, "dice"))
    update_board (self, has_roll, &roll);
  update_explanation (self, has_roll);
  /* What the last scored turn did shows until another turn is scored,
   * or undo goes back before it. */
  gtk_widget_set_visible (GTK_WIDGET (self->results_label),
                          table && self->results_turn == (int) tablee_notnot_game_get_turn (self->game));
  if (table)
    update_scores (self);
  if (training)
    update_training_label (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.roll", !table || !finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.reveal", has_roll && table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.end-turn",
                                 table && tablee_notnot_game_get_rolled (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.tap",
                                 table && tablee_notnot_game_get_rolled (self->game));
  /* Cards stay clickable (a disabled button would look faded): a click
   * with nothing to record does nothing. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.pick", !mode_is (self, "dice"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.nobody",
                                 training && tablee_notnot_training_get_waiting (self->training));
}

/* In the first game, a rule card that comes up raises the level: say what
 * changes. */
static void
game_level_changed_cb (TableeNotnotPage *self)
{
  TableeNotnotLevel level = tablee_notnot_game_get_level (self->game);
  const char *message = NULL;

  if (tablee_notnot_game_get_first_game (self->game) && level > self->shown_level)
    {
      switch (level)
        {
        case TABLEE_NOTNOT_LEVEL_NORMAL:
          message = _("The Not Not card came up: the negation die joins in.");
          break;
        case TABLEE_NOTNOT_LEVEL_HARD:
          message = _("The Arrow card came up: from now on, up is where the arrow on the pile points.");
          break;
        case TABLEE_NOTNOT_LEVEL_EXTREME:
          message = _("The Liar card came up: when the pile shows the liar, it is one more NOT.");
          break;
        case TABLEE_NOTNOT_LEVEL_DISCOVERY:
        default:
          break;
        }
    }

  self->shown_level = level;
  if (message != NULL)
    tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), message, NULL, NULL);
}

static void
model_changed_cb (TableeNotnotPage *self)
{
  update (self);
}

/* Actions */

/* What the last scored turn did stays on the page, under the scores: a
 * tie names several players, too long for a toast, and a toast would
 * cover "Score the Taps". */
static void
show_turn_results (TableeNotnotPage *self,
                   GArray           *results)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  g_autoptr(GString) text = g_string_new (NULL);

  self->results_turn = -1;
  gtk_label_set_text (self->results_label, "");
  if (results == NULL || results->len == 0)
    return;

  for (guint i = 0; i < results->len; i++)
    {
      const TableeNotnotTapResult *result = &g_array_index (results, TableeNotnotTapResult, i);
      const char *name = tablee_player_get_name (tablee_players_get_player (players, result->player));
      g_autofree char *sentence = NULL;

      if (result->right && result->changed && result->card.portal == TABLEE_PORTAL_NONE)
        /* TRANSLATORS: %s is a player. */
        sentence = g_strdup_printf (_("%s is right and takes the empty card."), name);
      else if (result->right && result->changed)
        /* TRANSLATORS: %s is a player, the second %s a colour. */
        sentence = g_strdup_printf (_("%s is right and wins a card with a %s portal."), name,
                                    tablee_portal_get_name (result->card.portal));
      else if (result->right)
        /* TRANSLATORS: %s is a player. */
        sentence = g_strdup_printf (_("%s is right, but no card is left."), name);
      else if (result->changed)
        /* TRANSLATORS: %s is a player. */
        sentence = g_strdup_printf (_("%s is wrong and discards a card."), name);
      else
        /* TRANSLATORS: %s is a player. */
        sentence = g_strdup_printf (_("%s is wrong, with no card to lose."), name);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
    }

  gtk_label_set_text (self->results_label, text->str);
  self->results_turn = tablee_notnot_game_get_turn (self->game);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  /* A second press while the dice tumble shows them at once. */
  if (self->tick_id != 0)
    {
      stop_animation (self);
      return;
    }

  self->revealed_turn = -1;
  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);

  if (mode_is (self, "training"))
    {
      tablee_notnot_training_next (self->training);
      self->training_dealt = TRUE;
      self->training_pick = -1;
    }
  else if (mode_is (self, "dice"))
    tablee_notnot_dice_roll (self->dice);
  else
    {
      g_autoptr(GArray) results = NULL;
      gboolean rolled;

      /* Scoring the open turn and the roll are one step: undo takes both
       * back, as that turn. */
      tablee_game_begin_change (TABLEE_GAME (self->game));
      results = tablee_notnot_game_end_turn (self->game);
      show_turn_results (self, results);
      rolled = tablee_notnot_game_roll (self->game);
      tablee_game_end_change (TABLEE_GAME (self->game), NULL);
      if (!rolled)
        {
          update (self);
          return;
        }
    }

  start_roll_animation (self);
  update (self);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  stop_animation (self);
  self->revealed_turn = revealed (self) ? -1 : (int) tablee_notnot_game_get_turn (self->game);
  if (revealed (self))
    tablee_sound_play (tablee_sound_get_default (), TABLEE_SOUND_REVEAL);
  update (self);
}

static void
popover_closed_cb (TableeNotnotPage *self)
{
  GtkPopover *popover = self->pick_popover;

  self->pick_popover = NULL;
  if (popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (popover));
}

static void
open_pick_popover (TableeNotnotPage *self,
                   TableeSpot        spot)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  g_autofree char *question = NULL;

  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);

  /* TRANSLATORS: %s is a card, e.g. "the top card". */
  question = g_strdup_printf (_("Who tapped %s?"), spot_phrase (spot));
  gtk_label_set_text (GTK_LABEL (title), question);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (tablee_player_get_name (player));
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), check);
      /* The check marks a tap already recorded: choosing it again takes it
       * back. */
      gtk_widget_set_opacity (check, tablee_notnot_game_get_tap (self->game, i) == (int) spot ? 1 : 0);
      gtk_button_set_child (GTK_BUTTON (button), row);
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.tap");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", i, (guint) spot);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tablee_player_get_name (player), -1);
      gtk_box_append (GTK_BOX (box), button);
    }

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, GTK_WIDGET (self->slots[spot]));
  g_signal_connect_object (popover, "closed", G_CALLBACK (popover_closed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  self->pick_popover = GTK_POPOVER (popover);
  gtk_popover_popup (GTK_POPOVER (popover));
}

static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  guint spot = g_variant_get_uint32 (parameter);

  if (spot >= TABLEE_N_SPOTS)
    return;

  if (mode_is (self, "training"))
    {
      /* A click before the dice settle is a guess, not a reaction. */
      if (self->tick_id != 0)
        return;
      if (tablee_notnot_training_get_waiting (self->training))
        self->training_pick = spot;
      tablee_notnot_training_answer (self->training, spot);
      update (self);
    }
  else if (mode_is (self, "table") && tablee_notnot_game_get_rolled (self->game) &&
           tablee_notnot_game_get_card (self->game, spot, NULL))
    {
      stop_animation (self);
      /* A page not in a window yet has nowhere to show the question. */
      if (gtk_widget_get_root (widget) != NULL)
        open_pick_popover (self, spot);
    }
}

/* In training, the answer to a roll where no card may be tapped. */
static void
nobody_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  /* As for a card: a click before the dice settle is a guess. */
  if (!mode_is (self, "training") || self->tick_id != 0)
    return;

  self->training_pick = -1;
  tablee_notnot_training_answer_nobody (self->training);
  update (self);
}

static void
tap_action (GtkWidget  *widget,
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

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  g_autoptr(GArray) results = NULL;

  stop_animation (self);
  self->revealed_turn = -1;
  results = tablee_notnot_game_end_turn (self->game);
  show_turn_results (self, results);
  update (self);
}

static void
tablee_notnot_page_new_game_done (TableeGamePage *page)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (page);

  stop_animation (self);
  show_turn_results (self, NULL);
  update (self);
}

/* A new game at a chosen level, or the first game: the base page's
 * game.new-game deals again as the game was. */
static void
new_game_at_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  guint choice = g_variant_get_uint32 (parameter);

  if (choice > TABLEE_NOTNOT_N_LEVELS)
    return;

  if (choice == TABLEE_NOTNOT_N_LEVELS)
    tablee_notnot_game_new_game (self->game, TABLEE_NOTNOT_LEVEL_DISCOVERY, TRUE);
  else
    tablee_notnot_game_new_game (self->game, choice, FALSE);
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), _("New game started"), _("_Undo"), "game.undo");
  tablee_notnot_page_new_game_done (TABLEE_GAME_PAGE (self));
}

static void
set_level (TableeNotnotPage  *self,
           TableeNotnotLevel  level)
{
  if (level >= TABLEE_NOTNOT_N_LEVELS)
    return;

  /* Training and the dice alone keep their own level, so that the game at
   * the table and the statistics stay apart. */
  if (mode_is (self, "training"))
    tablee_notnot_training_set_level (self->training, level);
  else if (mode_is (self, "dice"))
    tablee_notnot_dice_set_level (self->dice, level);
  else if (tablee_notnot_game_get_level (self->game) != level ||
           tablee_notnot_game_get_first_game (self->game))
    tablee_notnot_game_set_level (self->game, level);

  update (self);
}

static void
level_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  set_level (TABLEE_NOTNOT_PAGE (widget), g_variant_get_uint32 (parameter));
}

static void
level_selected_cb (TableeNotnotPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->level_dropdown);

  if (self->syncing || self->game == NULL || selected == GTK_INVALID_LIST_POSITION ||
      selected == current_level (self))
    return;

  set_level (self, selected);
}

static char *
tablee_notnot_page_dup_rules_id (TableeGamePage *page)
{
  return g_strdup (tablee_notnot_level_get_rules_id (current_level (TABLEE_NOTNOT_PAGE (page))));
}

/* Construction */

static void
page_map_cb (TableeNotnotPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The keys of the page (R, V, the cards) work as soon as it shows. */
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);

  /* Damaged statistics are told once the page can show a toast (the base
   * page tells a damaged game). */
  if (self->training_error != NULL)
    {
      tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), self->training_error, NULL, NULL);
      g_clear_pointer (&self->training_error, g_free);
    }
}

static void
tablee_notnot_page_dispose (GObject *object)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->pick_popover != NULL)
    {
      GtkPopover *popover = g_steal_pointer (&self->pick_popover);

      gtk_widget_unparent (GTK_WIDGET (popover));
    }
  g_clear_handle_id (&self->orientation_idle_id, g_source_remove);
  g_clear_object (&self->training_store);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->training != NULL)
    g_signal_handlers_disconnect_by_data (self->training, self);
  g_signal_handlers_disconnect_by_data (tablee_settings_get_default (), self);
  self->game = NULL;
  g_clear_object (&self->training);
  g_clear_object (&self->dice);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_NOTNOT_PAGE);

  G_OBJECT_CLASS (tablee_notnot_page_parent_class)->dispose (object);
}

static void
tablee_notnot_page_finalize (GObject *object)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  g_clear_pointer (&self->mode, g_free);
  g_clear_pointer (&self->training_error, g_free);

  G_OBJECT_CLASS (tablee_notnot_page_parent_class)->finalize (object);
}

static void
tablee_notnot_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_string (value, self->mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);
  const char *mode;

  switch (prop_id)
    {
    case PROP_MODE:
      mode = g_value_get_string (value);
      if (g_strcmp0 (mode, "table") != 0 && g_strcmp0 (mode, "training") != 0 &&
          g_strcmp0 (mode, "dice") != 0)
        mode = "table";
      if (g_strcmp0 (self->mode, mode) == 0)
        break;
      g_free (self->mode);
      self->mode = g_strdup (mode);
      stop_animation (self);
      self->revealed_turn = -1;
      if (self->pick_popover != NULL)
        gtk_popover_popdown (self->pick_popover);
      g_object_notify_by_pspec (object, pspec);
      if (self->game != NULL)
        update (self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The dice beside the board and the tools beside the modes when the page
 * is wide, one above the other when narrow. The choice follows the width
 * the page is given, never the width of its content: in a language with
 * longer words the wide layout asks for more than a phone has, and a
 * choice made on the content's width would keep it there. The scrolled
 * window lets the content be wider than the page for the one frame before
 * the change, which waits for an idle moment: a size cannot change while
 * it is being given out. */
#define WIDE_WIDTH 670

static GtkOrientation
wanted_orientation (TableeNotnotPage *self)
{
  return self->available_width >= MAX (WIDE_WIDTH, self->wide_min_width) ? GTK_ORIENTATION_HORIZONTAL
                                                                          : GTK_ORIENTATION_VERTICAL;
}

static gboolean
set_orientation_cb (gpointer data)
{
  TableeNotnotPage *self = data;
  GtkOrientation wanted = wanted_orientation (self);

  self->orientation_idle_id = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->play_area), wanted);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->toolbar), wanted);
  /* The style sheet sizes the dice alone to the narrow page. */
  if (wanted == GTK_ORIENTATION_VERTICAL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");

  return G_SOURCE_REMOVE;
}

/* An empty drawing area laid over the page, outside the scrolled window,
 * is given the width of the page itself and tells it. */
static void
width_probe_resize_cb (TableeNotnotPage *self,
                       int               width,
                       int               height)
{
  /* What the wide layout needs is known while it shows: a page narrower
   * than that folds, and unfolds only once it is wide enough again. */
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->play_area)) == GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (gtk_widget_get_parent (GTK_WIDGET (self->toolbar)), GTK_ORIENTATION_HORIZONTAL,
                        -1, &self->wide_min_width, NULL, NULL, NULL);

  self->available_width = width;
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->play_area)) != wanted_orientation (self) &&
      self->orientation_idle_id == 0)
    self->orientation_idle_id = g_idle_add (set_orientation_cb, self);
}

static void
tablee_notnot_page_class_init (TableeNotnotPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);

  object_class->dispose = tablee_notnot_page_dispose;
  object_class->finalize = tablee_notnot_page_finalize;
  object_class->get_property = tablee_notnot_page_get_property;
  object_class->set_property = tablee_notnot_page_set_property;

  properties[PROP_MODE] =
    g_param_spec_string ("mode", NULL, NULL, "table",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  page_class->css_resource = RESOURCE_BASE "/ui/tablee-notnot.css";
  page_class->rules_game = "notnot";
  page_class->dup_rules_id = tablee_notnot_page_dup_rules_id;
  page_class->new_game_done = tablee_notnot_page_new_game_done;

  g_type_ensure (TABLEE_TYPE_NOTNOT_GAME);
  g_type_ensure (TABLEE_TYPE_NOTNOT_DIE_VIEW);
  g_type_ensure (TABLEE_TYPE_NOTNOT_CARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-notnot-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, level_list);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, players_popover_box);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, play_area);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, die_a);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, die_b);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, die_negation);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, reveal_button);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      static const struct {
        const char *name;
        goffset     offset;
      } children[] = {
        { "slot_", G_STRUCT_OFFSET (TableeNotnotPage, slots) },
        { "card_view_", G_STRUCT_OFFSET (TableeNotnotPage, card_views) },
        { "up_badge_", G_STRUCT_OFFSET (TableeNotnotPage, up_badges) },
        { "tap_label_", G_STRUCT_OFFSET (TableeNotnotPage, tap_labels) },
      };

      for (guint i = 0; i < G_N_ELEMENTS (children); i++)
        {
          g_autofree char *name = g_strdup_printf ("%s%u", children[i].name, spot);

          gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                     children[i].offset + spot * sizeof (gpointer));
        }
    }
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, pile_view);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, scores_box);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, results_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, training_label);
  gtk_widget_class_bind_template_callback (widget_class, level_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_shows);
  gtk_widget_class_bind_template_callback (widget_class, status_text);
  gtk_widget_class_bind_template_callback (widget_class, pile_text);

  gtk_widget_class_install_action (widget_class, "page.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "page.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "page.pick", "u", pick_action);
  gtk_widget_class_install_action (widget_class, "page.tap", "(uu)", tap_action);
  gtk_widget_class_install_action (widget_class, "page.nobody", NULL, nobody_action);
  gtk_widget_class_install_action (widget_class, "page.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "page.new-game-at", "u", new_game_at_action);
  gtk_widget_class_install_action (widget_class, "page.level", "u", level_action);
  gtk_widget_class_install_property_action (widget_class, "page.mode", "mode");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "page.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, 0, "page.reveal", NULL);
  /* The cards on the number pad as they lie on the table (8 is the top). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_8, 0, "page.pick", "u", TABLEE_SPOT_UP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_6, 0, "page.pick", "u", TABLEE_SPOT_RIGHT);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, 0, "page.pick", "u", TABLEE_SPOT_DOWN);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, 0, "page.pick", "u", TABLEE_SPOT_LEFT);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_8, 0, "page.pick", "u", TABLEE_SPOT_UP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_6, 0, "page.pick", "u", TABLEE_SPOT_RIGHT);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_2, 0, "page.pick", "u", TABLEE_SPOT_DOWN);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_4, 0, "page.pick", "u", TABLEE_SPOT_LEFT);
  /* The pile in the middle: nobody taps. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, 0, "page.nobody", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_5, 0, "page.nobody", NULL);
}

static void
tablee_notnot_page_init (TableeNotnotPage *self)
{
  g_autoptr(TableeRandom) random = tablee_random_new ();
  g_autoptr(TableeNotnotGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *editor, *probe;

  self->mode = g_strdup ("table");
  self->training_pick = -1;
  self->revealed_turn = -1;
  self->results_turn = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));

  for (guint level = 0; level < TABLEE_NOTNOT_N_LEVELS; level++)
    gtk_string_list_append (self->level_list, tablee_notnot_level_get_name (level));

  probe = gtk_drawing_area_new ();
  gtk_widget_set_can_target (probe, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (probe), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  g_signal_connect_object (probe, "resize", G_CALLBACK (width_probe_resize_cb), self, G_CONNECT_SWAPPED);
  /* Not a template child: AdwBin takes its child away itself. */
  gtk_overlay_add_overlay (GTK_OVERLAY (adw_bin_get_child (ADW_BIN (self))), probe);

  game = tablee_notnot_game_new (random);
  self->game = game;
  tablee_game_page_set_game (TABLEE_GAME_PAGE (self), TABLEE_GAME (game));
  self->training = tablee_notnot_training_new (random, tablee_clock_get_default ());
  self->dice = tablee_notnot_dice_new (random);

  /* The training keeps its statistics apart from the game at the table. */
  self->training_store = tablee_store_new ("notnot-training", TRAINING_VERSION);
  if (!tablee_store_attach (self->training_store, TABLEE_SAVEABLE (self->training), &error))
    self->training_error = g_strdup (error->message);

  editor = tablee_player_editor_new (tablee_game_get_players (TABLEE_GAME (self->game)));
  gtk_widget_set_margin_top (editor, 6);
  gtk_widget_set_margin_bottom (editor, 6);
  gtk_box_append (self->players_popover_box, editor);

  self->shown_level = tablee_notnot_game_get_level (self->game);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::level", G_CALLBACK (game_level_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tablee_game_get_players (TABLEE_GAME (self->game)), "changed",
                           G_CALLBACK (model_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->training, "changed", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dice, "changed", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tablee_settings_get_default (), "notify::colourblind-aid",
                           G_CALLBACK (model_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (page_map_cb), NULL);

  update (self);
}

TableeNotnotGame *
tablee_notnot_page_get_game (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return self->game;
}

TableeNotnotTraining *
tablee_notnot_page_get_training (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return self->training;
}

const char *
tablee_notnot_page_get_mode (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return self->mode;
}

GtkWidget *
tablee_notnot_page_get_die (TableeNotnotPage *self,
                            guint             index)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);
  g_return_val_if_fail (index < 3, NULL);

  return GTK_WIDGET (index == 0 ? self->die_a : index == 1 ? self->die_b : self->die_negation);
}

GtkWidget *
tablee_notnot_page_get_slot (TableeNotnotPage *self,
                             TableeSpot        spot)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, NULL);

  return GTK_WIDGET (self->slots[spot]);
}

const char *
tablee_notnot_page_get_results (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return gtk_label_get_text (self->results_label);
}

const char *
tablee_notnot_page_get_status (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return gtk_label_get_text (self->status_label);
}

const char *
tablee_notnot_page_get_message (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return gtk_label_get_text (self->explanation_label);
}

gboolean
tablee_notnot_page_get_folded (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->play_area)) == GTK_ORIENTATION_VERTICAL;
}
