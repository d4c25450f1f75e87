/* tablee-notnot-page-table.c: the scores, the results of a turn, the
 * levels of the first game, and what the page says in each mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include "tablee-notnot-page-private.h"

/* The line under the tools: the game at the table, its level and turn. */
char *
tablee_notnot_page_status_text (TableeNotnotPage *self,
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
char *
tablee_notnot_page_pile_text (TableeNotnotPage *self,
                              const char       *mode,
                              guint             pile_size)
{
  if (g_strcmp0 (mode, "training") == 0)
    return g_strdup ("");

  /* TRANSLATORS: how many cards are left in the draw pile. */
  return g_strdup_printf (_("%u in the pile"), pile_size);
}

static char *
seconds (gint64 us)
{
  /* TRANSLATORS: a reaction time in seconds, e.g. "0.62 s". */
  return g_strdup_printf (_("%.2f s"), us / (double) G_USEC_PER_SEC);
}

void
tablee_notnot_page_update_scores (TableeNotnotPage *self)
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

void
tablee_notnot_page_update_training_label (TableeNotnotPage *self)
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

void
tablee_notnot_page_update_explanation (TableeNotnotPage *self,
                                       gboolean          has_roll)
{
  g_autofree char *text = NULL;

  if (tablee_notnot_page_mode_is (self, "table"))
    {
      if (tablee_game_get_finished (TABLEE_GAME (self->game)))
        text = finished_message (self);
      else if (self->tick_id != 0)
        text = g_strdup ("");
      else if (tablee_notnot_page_revealed (self))
        text = tablee_notnot_game_explain (self->game);
      else if (has_roll)
        text = g_strdup (_("Tap! Then click the card each player tapped, or reveal the answer."));
      else
        text = g_strdup (_("Roll the dice to start the turn."));
    }
  else if (tablee_notnot_page_mode_is (self, "training"))
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
      else if (tablee_notnot_page_current_level (self) >= TABLEE_NOTNOT_LEVEL_EXTREME)
        text = g_strdup (_("Up is where the arrow on top of your pile points; the liar on it is one more NOT."));
      else if (tablee_notnot_page_current_level (self) >= TABLEE_NOTNOT_LEVEL_HARD)
        text = g_strdup (_("Up is where the arrow on top of your pile points."));
      else
        text = g_strdup (_("Use your own cards around the pile: Tablée only rolls the dice."));
    }

  gtk_label_set_text (self->explanation_label, text);
}

/* In the first game, a rule card that comes up raises the level: say what
 * changes. */
void
tablee_notnot_page_level_changed_cb (TableeNotnotPage *self)
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

/* Actions */

/* What the last scored turn did stays on the page, under the scores: a
 * tie names several players, too long for a toast, and a toast would
 * cover "Score the Taps". */
void
tablee_notnot_page_show_turn_results (TableeNotnotPage *self,
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
