/* tablee-soundbattle-rows.c: what the page of La Guerre des Sons shows of
 * a match, rebuilt after every change of the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tablee-soundbattle-page-private.h"
#include "tablee-soundbattle-state.h"

static const char *
player_name (TableeSoundbattlePage *self,
             int                    player)
{
  return tablee_soundbattle_referee_get_player_name (self->referee, player);
}

/* "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
static char *
join_names (TableeSoundbattlePage *self,
            const guint           *players,
            guint                  n)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (n < 2)
    return g_strdup (n == 1 ? player_name (self, players[0]) : "");

  for (guint i = 0; i + 1 < n; i++)
    g_string_append_printf (head, i > 0 ? ", %s" : "%s", player_name (self, players[i]));

  /* Translators: the last two of a list of player names. */
  return g_strdup_printf (_("%s and %s"), head->str, player_name (self, players[n - 1]));
}

/* The players whose bit is set in mask, in the order of the seats. */
static char *
join_mask (TableeSoundbattlePage *self,
           guint                  mask)
{
  guint players[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint n = 0;

  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    if (mask & (1u << p))
      players[n++] = p;

  return join_names (self, players, n);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, row);
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
}

/* Shows the part name of a row added by add_row, and returns it. */
static gpointer
row_part (GtkBuilder *row,
          const char *name)
{
  GtkWidget *part = GTK_WIDGET (gtk_builder_get_object (row, name));

  gtk_widget_set_visible (part, TRUE);

  return part;
}

/* Adds a row to list from its template, titled and subtitled with plain
 * texts (the template's rows show them as they are, not as markup), with
 * the player's colour dot when player is a seat. Returns the row's
 * builder, to show its parts. */
static GtkBuilder *
add_row (TableeSoundbattlePage *self,
         GtkListBox            *list,
         int                    player,
         const char            *title,
         const char            *subtitle)
{
  GtkBuilder *builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tablee-soundbattle-row.ui");
  GtkWidget *row = GTK_WIDGET (gtk_builder_get_object (builder, "row"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : "");
  if (player >= 0)
    {
      TableePlayer *p = tablee_players_get_player (tablee_game_get_players (TABLEE_GAME (self->referee)), player);
      g_autofree char *markup = g_strdup_printf ("<span foreground=\"%s\" size=\"x-large\">●</span>",
                                                 p != NULL ? tablee_player_get_colour (p) : "#808080");

      gtk_label_set_markup (row_part (builder, "swatch"), markup);
    }
  gtk_list_box_append (list, row);
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);

  return builder;
}

/* Shows text at the end of row, styled with the classes given (up to two,
 * NULL for none). */
static void
show_value (GtkBuilder *row,
            const char *text,
            const char *style,
            const char *other_style)
{
  GtkWidget *label = row_part (row, "value");

  gtk_label_set_text (GTK_LABEL (label), text);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  if (other_style != NULL)
    gtk_widget_add_css_class (label, other_style);
}

/* Shows the button part name of row, named label (its tooltip too), acting
 * for the row when target is a player or a quality, not G_MAXUINT. */
static gpointer
show_button (GtkBuilder *row,
             const char *name,
             const char *label,
             guint       target)
{
  GtkWidget *button = row_part (row, name);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (target != G_MAXUINT)
    {
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", target);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (gtk_builder_get_object (row, "row")), button);
    }

  return button;
}

static void
show_status (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (r);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  guint n = tablee_soundbattle_referee_get_n_players (r);
  guint round = st->rounds_played + 1;
  gboolean match = st->phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER;
  guint winners = match ? st->match_winners : st->round_winners;
  gboolean shared = (winners & (winners - 1)) != 0;
  int first_winner = g_bit_nth_lsf (st->round_winners, -1);
  guint best = first_winner >= 0 ? st->won[first_winner] : 0;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *names = NULL;
  int dealer;

  if (st->phase == TABLEE_SOUNDBATTLE_PHASE_ASK)
    {
      title = g_strdup_printf (_("%s attacks"), player_name (self, st->attacker));
      detail = g_strdup_printf (_("Round %u · trick %u · %s"), round, st->tricks_played + 1,
                                tablee_soundbattle_mode_describe (st->mode));
    }
  else if (st->phase == TABLEE_SOUNDBATTLE_PHASE_LAY && trick->pass == 0)
    {
      title = g_strdup (tablee_sound_quality_get_question (trick->quality, trick->direction));
      detail = g_strdup_printf (_("%s asks. Defenders lay their cards from the attacker’s right; the attacker lays last."),
                                player_name (self, trick->attacker));
    }
  else if (st->phase == TABLEE_SOUNDBATTLE_PHASE_LAY)
    {
      names = join_names (self, trick->order, trick->n_order);
      title = g_strdup_printf (_("Battle! %s"), tablee_sound_quality_get_question (trick->quality, trick->direction));
      detail = g_strdup_printf (_("%s lay another card: same question, no super power."), names);
    }
  else if (st->phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER || match)
    {
      names = join_mask (self, winners);
      title = g_strdup_printf (match && shared ? _("%s share the match!")
                               : match ? _("%s wins the match!")
                               : shared ? _("%s share the round")
                               : _("%s wins the round"),
                               names);

      dealer = tablee_soundbattle_referee_get_next_dealer (r);
      if (match)
        detail = g_strdup_printf (_("Round %u won with %u cards. The match is over."), round - 1, best);
      else
        /* Translators: round number, cards, the next dealer, the first
         * attacker of the next round. */
        detail = g_strdup_printf (_("Round %u won with %u cards. %s deals the next round, counter-clockwise: %s attacks first."),
                                  round - 1, best, player_name (self, dealer),
                                  player_name (self, (dealer + n - 1) % n));
    }

  gtk_label_set_text (self->status_title, title != NULL ? title : "");
  gtk_label_set_text (self->status_detail, detail != NULL ? detail : "");
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

/* The cards laid in trick, a row each: its value, or in the quick way who
 * won; battle, mystery card, super power and tie said in the subtitle. The
 * group holding list shows when shown. */
static void
show_cards (TableeSoundbattlePage        *self,
            AdwPreferencesGroup          *group,
            GtkListBox                   *list,
            const TableeSoundbattleTrick *trick,
            gboolean                      shown)
{
  gtk_widget_set_visible (GTK_WIDGET (group), shown);
  clear_list (list);

  for (guint i = 0; trick != NULL && i < trick->n_laid; i++)
    {
      const TableeSoundbattleLay *lay = &trick->laid[i];
      gboolean won = trick->winner >= 0 && (guint) trick->winner == lay->player && lay->pass == trick->pass;
      /* Passes before the current one are settled; the current one only
       * once the trick is over. */
      gboolean settled = lay->pass < trick->pass || trick->winner >= 0 || trick->n_order == 0;
      gboolean tie = settled && !won && is_best_of_pass (trick, lay);
      g_autofree char *text = NULL;
      g_autofree char *battle = g_strdup_printf (_("Battle %u"), lay->pass);
      g_autoptr(GStrvBuilder) tags = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;
      g_autofree char *subtitle = NULL;
      g_autoptr(GtkBuilder) row = NULL;

      /* Laid in the quick way: no value, the winner is said in words. */
      if (lay->value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
        text = tablee_sound_quality_format (trick->quality, lay->value);
      else
        text = g_strdup (won ? _("Won") : "—");

      if (lay->pass > 0)
        g_strv_builder_add (tags, battle);
      if (lay->mystery)
        g_strv_builder_add (tags, _("Mystery card"));
      if (lay->super_power)
        g_strv_builder_add (tags, _("Super power"));
      if (tie)
        g_strv_builder_add (tags, _("Tie"));
      strv = g_strv_builder_end (tags);
      subtitle = g_strjoinv (" · ", strv);

      row = add_row (self, list, lay->player, player_name (self, lay->player), subtitle);
      gtk_widget_set_visible (GTK_WIDGET (gtk_builder_get_object (row, "star")), lay->super_power);
      show_value (row, text, "heading", won ? "success" : tie ? "accent" : NULL);
    }
}

static void
show_lay (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  int next = tablee_soundbattle_referee_get_next_player (r);
  g_autofree char *title = NULL;
  gboolean may_super;

  show_cards (self, self->table_group, self->table_list, trick, trick != NULL && trick->n_laid > 0);
  if (trick == NULL || next < 0)
    return;

  title = g_strdup_printf (tablee_soundbattle_referee_next_is_mystery (r)
                           /* Translators: a player's name, a quality, its unit. */
                           ? _("%s lays the mystery card: %s in %s")
                           /* Translators: a player's name, a quality, its unit. */
                           : _("%s’s card: %s in %s"),
                           player_name (self, next),
                           tablee_sound_quality_get_name (trick->quality),
                           tablee_sound_quality_get_unit (trick->quality));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->value_row), title);
  adw_preferences_group_set_title (self->lay_group,
                                   gtk_widget_get_visible (self->quick)
                                   ? _("Or type the values: Tablée decides") : "");
  gtk_label_set_text (self->value_unit, tablee_sound_quality_get_unit (trick->quality));

  may_super = tablee_soundbattle_referee_next_may_use_super_power (r);
  gtk_widget_set_sensitive (GTK_WIDGET (self->super_switch), may_super);
  if (!may_super)
    gtk_switch_set_active (self->super_switch, FALSE);
  adw_action_row_set_subtitle (self->super_row,
                               may_super ? _("The defender turned the card a quarter turn")
                               : trick->pass > 0 ? _("No super power in a battle")
                               : _("The attacker cannot use a super power"));
}

static void
show_last (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *last = tablee_soundbattle_referee_get_last_trick (r);
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  gboolean audible;

  show_cards (self, self->last_group, self->last_list, last,
              last != NULL && tablee_soundbattle_referee_get_phase (r) != TABLEE_SOUNDBATTLE_PHASE_LAY);
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
    title = g_strdup_printf (_("%s wins the trick and takes %u cards"), player_name (self, last->winner), last->n_laid);
  else
    title = g_strdup_printf (_("Nobody wins the trick: its %u cards are set aside"), last->n_laid);
  adw_preferences_group_set_title (self->last_group, _("Last Trick"));
  description = g_markup_printf_escaped ("%s\n%s", title,
                                         tablee_sound_quality_get_question (last->quality, last->direction));
  adw_preferences_group_set_description (self->last_group, description);
}

static void
show_scores (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (r);
  TableeSoundbattlePhase phase = st->phase;
  const char *mystery = st->mystery == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED
                        ? _("Face down in the middle. A player who runs out alone, while another still has cards, lays it once this round; not when several run out at once.")
                        : _("Used this round.");
  g_autofree char *set_aside = NULL;

  clear_list (self->scores_list);
  for (guint p = 0; p < tablee_soundbattle_referee_get_n_players (r); p++)
    {
      gboolean playing = phase == TABLEE_SOUNDBATTLE_PHASE_ASK || phase == TABLEE_SOUNDBATTLE_PHASE_LAY;
      const char *role = playing && (int) p == st->attacker ? _("Attacker")
                         : !playing && (int) p == st->dealer && phase != TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER
                         ? _("Dealt this round") : NULL;
      g_autofree char *counts = g_strdup_printf (_("Deck: %u · won: %u · super powers: %u"),
                                                 st->left[p], st->won[p], st->super_powers[p]);
      g_autofree char *subtitle = role != NULL ? g_strdup_printf ("%s · %s", role, counts) : g_strdup (counts);
      g_autofree char *rounds = g_strdup_printf (_("Rounds: %u"), st->round_wins[p]);
      g_autoptr(GtkBuilder) row = add_row (self, self->scores_list, p, player_name (self, p), subtitle);

      show_value (row, rounds, "numeric",
                 (st->round_winners & (1u << p)) != 0 ? "success" : NULL);
    }

  if (st->set_aside > 0)
    set_aside = g_strdup_printf (_("%s Set aside: %u cards nobody won."), mystery, st->set_aside);
  adw_action_row_set_subtitle (self->mystery_row, set_aside != NULL ? set_aside : mystery);
}

guint
tablee_soundbattle_page_get_tied (TableeSoundbattlePage *self)
{
  guint tied = 0;

  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    if (self->tied[p] != NULL && gtk_toggle_button_get_active (self->tied[p]))
      tied |= 1u << p;

  return tied;
}

static void
tied_toggled_cb (TableeSoundbattlePage *self)
{
  guint tied = tablee_soundbattle_page_get_tied (self);

  /* A battle needs two tied players at least. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quick.battle", (tied & (tied - 1)) != 0);
}

/* The quick way: a row per player laying, shown while the pass being
 * played has no value typed yet. */
static void
show_quick (TableeSoundbattlePage *self)
{
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (self->referee);
  gboolean fresh = trick != NULL && tablee_soundbattle_count_in_pass (trick) == 0;

  clear_list (self->quick_list);
  memset (self->tied, 0, sizeof self->tied);
  gtk_widget_set_visible (self->quick, fresh);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quick.win", trick != NULL);
  tied_toggled_cb (self);
  if (trick == NULL)
    return;

  adw_preferences_group_set_title (self->quick_group,
                                   trick->pass > 0 ? _("Who won the battle?") : _("Who won the trick?"));
  for (guint i = 0; i < trick->n_order; i++)
    {
      guint p = trick->order[i];
      const char *name = player_name (self, p);
      /* Translators: a toggle on a player's row: %s is the name. */
      g_autofree char *tied_label = g_strdup_printf (_("%s is tied"), name);
      /* Translators: a button on a player's row: %s is the name. */
      g_autofree char *won_label = g_strdup_printf (_("%s won"), name);
      g_autoptr(GtkBuilder) row = add_row (self, self->quick_list, p, name,
                                           (int) p == trick->mystery_player ? _("Lays the mystery card") : NULL);

      self->tied[p] = show_button (row, "tie", tied_label, G_MAXUINT);
      g_signal_connect_swapped (self->tied[p], "toggled", G_CALLBACK (tied_toggled_cb), self);
      show_button (row, "won", won_label, p);
    }
}

static char *
record_summary (TableeSoundbattlePage         *self,
                const TableeSoundbattleRecord *r)
{
  g_autofree char *tied = join_mask (self, r->tied);
  g_autofree char *won = NULL;
  g_autofree char *battles = NULL;

  if (r->winner >= 0)
    /* Translators: who won a trick, and the cards taken. */
    won = g_strdup_printf (_("%s won %u cards"), player_name (self, r->winner), r->n_cards);
  else
    won = g_strdup_printf (_("Nobody won: %u cards set aside"), r->n_cards);

  if (r->battles == 0)
    return g_steal_pointer (&won);

  if (r->battles == 1)
    /* Translators: the players who fought a battle. */
    battles = g_strdup_printf (_("battle: %s"), tied);
  else
    /* Translators: how many battles, the players who fought the first. */
    battles = g_strdup_printf (_("%u battles, first: %s"), r->battles, tied);

  return g_strdup_printf ("%s · %s", won, battles);
}

/* The match score and the tricks of the round being played (or just
 * played). */
static void
show_history (TableeSoundbattlePage *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (r);
  TableeSoundbattlePhase phase = st->phase;
  GArray *records = st->records;
  guint rounds_to_win = st->rounds_to_win;
  guint round = st->rounds_played;
  guint trick = 0;
  g_autofree char *description = NULL;
  g_autofree char *title = NULL;

  clear_list (self->score_list);
  clear_list (self->tricks_list);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export", records->len > 0);

  description = g_strdup_printf (ngettext ("The first to win %u round takes the match.",
                                           "The first to win %u rounds takes the match.",
                                           rounds_to_win),
                                 rounds_to_win);
  adw_preferences_group_set_description (self->score_group, description);
  for (guint p = 0; p < tablee_soundbattle_referee_get_n_players (r); p++)
    {
      g_autofree char *count = g_strdup_printf ("%u", st->round_wins[p]);
      g_autoptr(GtkBuilder) row = add_row (self, self->score_list, -1, player_name (self, p), NULL);

      show_value (row, count, "title-4", "numeric");
    }

  /* The round being played, or the one just over. */
  if ((phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER || phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER) && round > 0)
    round--;
  title = g_strdup_printf (_("Tricks of Round %u"), round + 1);
  adw_preferences_group_set_title (self->tricks_group, title);
  adw_preferences_group_set_description (self->tricks_group,
                                         phase == TABLEE_SOUNDBATTLE_PHASE_SETUP
                                         ? _("No match is being played.") : NULL);

  for (guint i = 0; i < records->len; i++)
    {
      const TableeSoundbattleRecord *record = &g_array_index (records, TableeSoundbattleRecord, i);
      g_autofree char *row_title = NULL;
      g_autofree char *summary = NULL;

      if (record->round != round)
        continue;

      /* Translators: a trick's number and what won it, e.g. "Trick 3 · Loudest". */
      row_title = g_strdup_printf (_("Trick %u · %s"), ++trick,
                                   tablee_sound_quality_get_word (record->quality, record->direction));
      summary = record_summary (self, record);
      g_object_unref (add_row (self, self->tricks_list, -1, row_title, summary));
    }

  if (trick == 0 && phase != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    adw_preferences_group_set_description (self->tricks_group, _("No trick settled yet in this round."));
}

void
tablee_soundbattle_page_show_hear (TableeSoundbattlePage *self)
{
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
      g_autoptr(GtkBuilder) row = NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->card_rows[q]), value);

      tablee_sound_card_init_demo (q, &low, &high);
      low_text = tablee_sound_quality_format (q, low.values[q]);
      high_text = tablee_sound_quality_format (q, high.values[q]);
      /* Translators: two values of a quality, e.g. "30 dB, then 110 dB". */
      subtitle = g_strdup_printf (_("%s, then %s"), low_text, high_text);
      /* Translators: a quality, e.g. "Hear the volume: 30 dB, then 110 dB". */
      label = g_strdup_printf (_("Hear %s: %s"), tablee_sound_quality_get_name (q), subtitle);
      row = add_row (self, self->demo_list, -1, tablee_sound_quality_get_name (q), subtitle);
      show_button (row, "play", label, q);
    }
}

void
tablee_soundbattle_page_show_match (TableeSoundbattlePage *self)
{
  show_history (self);
  show_quick (self);
  if (tablee_soundbattle_referee_get_phase (self->referee) == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "page.play-trick", FALSE);
      return;
    }

  show_status (self);
  show_lay (self);
  show_last (self);
  show_scores (self);
}
