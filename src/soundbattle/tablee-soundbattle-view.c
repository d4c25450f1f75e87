/* tablee-soundbattle-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-game.h"
#include "tablee-soundbattle-state.h"
#include "tablee-soundbattle-view.h"

/* The properties: texts, then flags, then lists, each range in the order
 * of its array in the instance. */
enum {
  PROP_0,
  PROP_REFEREE,
  PROP_STATUS_TITLE,
  PROP_STATUS_DETAIL,
  PROP_QUICK_TITLE,
  PROP_LAY_TITLE,
  PROP_LAY_UNIT,
  PROP_LAY_GROUP_TITLE,
  PROP_SUPER_SUBTITLE,
  PROP_LAST_DESCRIPTION,
  PROP_MYSTERY_TEXT,
  PROP_SCORE_DESCRIPTION,
  PROP_TRICKS_TITLE,
  PROP_TRICKS_DESCRIPTION,
  PROP_QUICK_SHOWN,
  PROP_CAN_BATTLE,
  PROP_TABLE_SHOWN,
  PROP_MAY_SUPER_POWER,
  PROP_LAST_SHOWN,
  PROP_LAST_AUDIBLE,
  PROP_CAN_EXPORT,
  PROP_TABLE_CARDS,
  PROP_LAST_CARDS,
  PROP_SCORES,
  PROP_MATCH_SCORE,
  PROP_TRICKS,
  PROP_QUICK,
  N_PROPS
};

#define FIRST_TEXT PROP_STATUS_TITLE
#define N_TEXTS    (PROP_QUICK_SHOWN - FIRST_TEXT)
#define FIRST_FLAG PROP_QUICK_SHOWN
#define N_FLAGS    (PROP_TABLE_CARDS - FIRST_FLAG)
#define FIRST_LIST PROP_TABLE_CARDS
#define N_LISTS    (N_PROPS - FIRST_LIST)

#define TEXT(self, prop) ((self)->texts[(prop) - FIRST_TEXT])
#define FLAG(self, prop) ((self)->flags[(prop) - FIRST_FLAG])
#define LIST(self, prop) ((self)->lists[(prop) - FIRST_LIST])

struct _TableeSoundbattleView
{
  GObject                   parent_instance;

  TableeSoundbattleReferee *referee;
  char                     *texts[N_TEXTS];
  gboolean                  flags[N_FLAGS];
  GListStore               *lists[N_LISTS];
  /* The pass the quick way's rows are for: round, trick and battle. */
  guint                     quick_pass[3];
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleView, tablee_soundbattle_view, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static const char *
player_name (TableeSoundbattleView *self,
             int                    player)
{
  return tablee_soundbattle_referee_get_player_name (self->referee, player);
}

/* "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
static char *
join_names (TableeSoundbattleView *self,
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
join_mask (TableeSoundbattleView *self,
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
set_text (TableeSoundbattleView *self,
          guint                  prop,
          char                  *text)
{
  g_free (TEXT (self, prop));
  TEXT (self, prop) = text != NULL ? text : g_strdup ("");
}

/* A row for player (a seat, or -1), with the player's colour dot. */
static TableeSoundbattleItem *
player_item (TableeSoundbattleView *self,
             int                    player,
             const char            *title,
             const char            *subtitle)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->referee));
  TableePlayer *p = player >= 0 ? tablee_players_get_player (players, player) : NULL;

  return tablee_soundbattle_item_new (player, player < 0 ? NULL : p != NULL ? tablee_player_get_colour (p) : "#808080",
                                      title, subtitle);
}

static void
derive_status (TableeSoundbattleView *self)
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
  char *title = NULL;
  char *detail = NULL;
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
        detail = g_strdup_printf (ngettext ("Round %u won with %u card. The match is over.",
                                            "Round %u won with %u cards. The match is over.",
                                            best),
                                  round - 1, best);
      else
        /* Translators: round number, cards, the next dealer, the first
         * attacker of the next round. */
        detail = g_strdup_printf (ngettext ("Round %u won with %u card. %s deals the next round, counter-clockwise: %s attacks first.",
                                            "Round %u won with %u cards. %s deals the next round, counter-clockwise: %s attacks first.",
                                            best),
                                  round - 1, best, player_name (self, dealer),
                                  player_name (self, (dealer + n - 1) % n));
    }

  set_text (self, PROP_STATUS_TITLE, title);
  set_text (self, PROP_STATUS_DETAIL, detail);
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
 * won; battle, mystery card, super power and tie said in the subtitle. */
static void
derive_cards (TableeSoundbattleView        *self,
              GListStore                   *store,
              const TableeSoundbattleTrick *trick)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

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
      TableeSoundbattleItem *item;

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

      item = player_item (self, lay->player, player_name (self, lay->player), subtitle);
      tablee_soundbattle_item_set_star (item, lay->super_power);
      tablee_soundbattle_item_set_value (item, text, won ? "heading success" : tie ? "heading accent" : "heading");
      g_ptr_array_add (items, item);
    }

  tablee_soundbattle_item_splice (store, items);
}

static void
derive_lay (TableeSoundbattleView *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (r);
  int next = tablee_soundbattle_referee_get_next_player (r);
  gboolean may_super = tablee_soundbattle_referee_next_may_use_super_power (r);

  FLAG (self, PROP_TABLE_SHOWN) = trick != NULL && trick->n_laid > 0;
  derive_cards (self, LIST (self, PROP_TABLE_CARDS), trick);
  FLAG (self, PROP_MAY_SUPER_POWER) = trick != NULL && next >= 0 && may_super;
  if (trick == NULL || next < 0)
    {
      set_text (self, PROP_LAY_TITLE, NULL);
      set_text (self, PROP_LAY_UNIT, NULL);
      set_text (self, PROP_LAY_GROUP_TITLE, NULL);
      set_text (self, PROP_SUPER_SUBTITLE, NULL);
      return;
    }

  set_text (self, PROP_LAY_TITLE,
            g_strdup_printf (tablee_soundbattle_referee_next_is_mystery (r)
                             /* Translators: a player's name, a quality, its unit. */
                             ? _("%s lays the mystery card: %s in %s")
                             /* Translators: a player's name, a quality, its unit. */
                             : _("%s’s card: %s in %s"),
                             player_name (self, next),
                             tablee_sound_quality_get_name (trick->quality),
                             tablee_sound_quality_get_unit (trick->quality)));
  set_text (self, PROP_LAY_GROUP_TITLE,
            g_strdup (FLAG (self, PROP_QUICK_SHOWN) ? _("Or type the values: Tablée decides") : ""));
  set_text (self, PROP_LAY_UNIT, g_strdup (tablee_sound_quality_get_unit (trick->quality)));
  set_text (self, PROP_SUPER_SUBTITLE,
            g_strdup (may_super ? _("The defender turned the card a quarter turn")
                      : trick->pass > 0 ? _("No super power in a battle")
                      : _("The attacker cannot use a super power")));
}

static void
derive_last (TableeSoundbattleView *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleTrick *last = tablee_soundbattle_referee_get_last_trick (r);
  TableeSoundbattlePhase phase = tablee_soundbattle_referee_get_phase (r);
  g_autofree char *title = NULL;

  FLAG (self, PROP_LAST_SHOWN) = last != NULL && phase != TABLEE_SOUNDBATTLE_PHASE_LAY &&
                                 phase != TABLEE_SOUNDBATTLE_PHASE_SETUP;
  derive_cards (self, LIST (self, PROP_LAST_CARDS), last);
  /* A trick laid in the quick way has no value to hear. */
  FLAG (self, PROP_LAST_AUDIBLE) = last != NULL && last->n_laid > 0 &&
                                   phase != TABLEE_SOUNDBATTLE_PHASE_SETUP &&
                                   last->laid[0].value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN;
  if (last == NULL)
    {
      set_text (self, PROP_LAST_DESCRIPTION, NULL);
      return;
    }

  /* The group's title does not wrap: the sentence with the winner's name
   * goes in the description, which does. */
  if (last->winner >= 0)
    title = g_strdup_printf (ngettext ("%s wins the trick and takes %u card",
                                       "%s wins the trick and takes %u cards",
                                       last->n_laid),
                             player_name (self, last->winner), last->n_laid);
  else
    title = g_strdup_printf (ngettext ("Nobody wins the trick: its %u card is set aside",
                                       "Nobody wins the trick: its %u cards are set aside",
                                       last->n_laid),
                             last->n_laid);
  set_text (self, PROP_LAST_DESCRIPTION,
            g_strdup_printf ("%s\n%s", title, tablee_sound_quality_get_question (last->quality, last->direction)));
}

static void
derive_scores (TableeSoundbattleView *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (r);
  TableeSoundbattlePhase phase = st->phase;
  const char *mystery = st->mystery == TABLEE_SOUNDBATTLE_MYSTERY_UNUSED
                        ? _("Face down in the middle. A player who runs out alone, while another still has cards, lays it once this round; not when several run out at once.")
                        : _("Used this round.");
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint p = 0; phase != TABLEE_SOUNDBATTLE_PHASE_SETUP && p < tablee_soundbattle_referee_get_n_players (r); p++)
    {
      gboolean playing = phase == TABLEE_SOUNDBATTLE_PHASE_ASK || phase == TABLEE_SOUNDBATTLE_PHASE_LAY;
      const char *role = playing && (int) p == st->attacker ? _("Attacker")
                         : !playing && (int) p == st->dealer && phase != TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER
                         ? _("Dealt this round") : NULL;
      g_autofree char *counts = g_strdup_printf (_("Deck: %u · won: %u · super powers: %u"),
                                                 st->left[p], st->won[p], st->super_powers[p]);
      g_autofree char *subtitle = role != NULL ? g_strdup_printf ("%s · %s", role, counts) : g_strdup (counts);
      g_autofree char *rounds = g_strdup_printf (_("Rounds: %u"), st->round_wins[p]);
      TableeSoundbattleItem *item = player_item (self, p, player_name (self, p), subtitle);

      tablee_soundbattle_item_set_value (item, rounds,
                                         (st->round_winners & (1u << p)) != 0 ? "numeric success" : "numeric");
      g_ptr_array_add (items, item);
    }
  tablee_soundbattle_item_splice (LIST (self, PROP_SCORES), items);

  if (st->set_aside > 0)
    set_text (self, PROP_MYSTERY_TEXT, g_strdup_printf (ngettext ("%s Set aside: %u card nobody won.",
                                                                  "%s Set aside: %u cards nobody won.",
                                                                  st->set_aside),
                                                        mystery, st->set_aside));
  else
    set_text (self, PROP_MYSTERY_TEXT, g_strdup (mystery));
}

static void
tied_cb (TableeSoundbattleView *self)
{
  guint tied = tablee_soundbattle_view_get_tied (self);
  gboolean can_battle = (tied & (tied - 1)) != 0;

  if (FLAG (self, PROP_CAN_BATTLE) == can_battle)
    return;

  FLAG (self, PROP_CAN_BATTLE) = can_battle;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_BATTLE]);
}

/* The quick way: a row per player laying, shown while the pass being
 * played has no value typed yet. The marks of the players still laying
 * stay. */
static void
derive_quick (TableeSoundbattleView *self)
{
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (self->referee);
  const TableeSoundbattleTrick *trick = tablee_soundbattle_referee_get_trick (self->referee);
  guint pass[3] = { st->rounds_played, st->tricks_played, trick != NULL ? trick->pass : 0 };
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  GListStore *quick = LIST (self, PROP_QUICK);

  FLAG (self, PROP_QUICK_SHOWN) = trick != NULL && tablee_soundbattle_count_in_pass (trick) == 0;
  set_text (self, PROP_QUICK_TITLE,
            g_strdup (trick == NULL ? "" : trick->pass > 0 ? _("Who won the battle?") : _("Who won the trick?")));

  for (guint i = 0; FLAG (self, PROP_QUICK_SHOWN) && i < trick->n_order; i++)
    {
      guint p = trick->order[i];
      const char *name = player_name (self, p);
      /* Translators: a toggle on a player's row: %s is the name. */
      g_autofree char *tied_label = g_strdup_printf (_("%s is tied"), name);
      /* Translators: a button on a player's row: %s is the name. */
      g_autofree char *won_label = g_strdup_printf (_("%s won"), name);
      TableeSoundbattleItem *item = player_item (self, p, name,
                                                 (int) p == trick->mystery_player ? _("Lays the mystery card") : NULL);

      tablee_soundbattle_item_set_quick (item, won_label, tied_label);
      g_signal_connect_object (item, "notify::tied", G_CALLBACK (tied_cb), self, G_CONNECT_SWAPPED);
      g_ptr_array_add (items, item);
    }

  /* Another pass (a battle, the next trick) starts unmarked. */
  if (memcmp (pass, self->quick_pass, sizeof pass) != 0)
    g_list_store_splice (quick, 0, g_list_model_get_n_items (G_LIST_MODEL (quick)), items->pdata, items->len);
  else
    tablee_soundbattle_item_splice (quick, items);
  memcpy (self->quick_pass, pass, sizeof pass);
  tied_cb (self);
}

static char *
record_summary (TableeSoundbattleView         *self,
                const TableeSoundbattleRecord *r)
{
  g_autofree char *tied = join_mask (self, r->tied);
  g_autofree char *won = NULL;
  g_autofree char *battles = NULL;

  if (r->winner >= 0)
    /* Translators: who won a trick, and the cards taken. */
    won = g_strdup_printf (ngettext ("%s won %u card", "%s won %u cards", r->n_cards),
                           player_name (self, r->winner), r->n_cards);
  else
    won = g_strdup_printf (ngettext ("Nobody won: %u card set aside", "Nobody won: %u cards set aside", r->n_cards),
                           r->n_cards);

  if (r->battles == 0)
    return g_steal_pointer (&won);

  if (r->battles == 1)
    /* Translators: the players who fought a battle. */
    battles = g_strdup_printf (_("battle: %s"), tied);
  else
    /* Translators: how many battles, the players who fought the first. */
    battles = g_strdup_printf (ngettext ("%u battle, first: %s", "%u battles, first: %s", r->battles),
                               r->battles, tied);

  return g_strdup_printf ("%s · %s", won, battles);
}

/* The match score and the tricks of the round being played (or just
 * played). */
static void
derive_history (TableeSoundbattleView *self)
{
  TableeSoundbattleReferee *r = self->referee;
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (r);
  TableeSoundbattlePhase phase = st->phase;
  GArray *records = st->records;
  guint round = st->rounds_played;
  guint trick = 0;
  g_autoptr(GPtrArray) score = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) tricks = g_ptr_array_new_with_free_func (g_object_unref);

  FLAG (self, PROP_CAN_EXPORT) = records->len > 0;
  set_text (self, PROP_SCORE_DESCRIPTION,
            g_strdup_printf (ngettext ("The first to win %u round takes the match.",
                                       "The first to win %u rounds takes the match.",
                                       st->rounds_to_win),
                             st->rounds_to_win));
  for (guint p = 0; p < tablee_soundbattle_referee_get_n_players (r); p++)
    {
      g_autofree char *count = g_strdup_printf ("%u", st->round_wins[p]);
      TableeSoundbattleItem *item = player_item (self, -1, player_name (self, p), NULL);

      tablee_soundbattle_item_set_value (item, count, "title-4 numeric");
      g_ptr_array_add (score, item);
    }
  tablee_soundbattle_item_splice (LIST (self, PROP_MATCH_SCORE), score);

  /* The round being played, or the one just over. */
  if ((phase == TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER || phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER) && round > 0)
    round--;
  set_text (self, PROP_TRICKS_TITLE, g_strdup_printf (_("Tricks of Round %u"), round + 1));

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
      g_ptr_array_add (tricks, player_item (self, -1, row_title, summary));
    }
  tablee_soundbattle_item_splice (LIST (self, PROP_TRICKS), tricks);

  set_text (self, PROP_TRICKS_DESCRIPTION,
            g_strdup (phase == TABLEE_SOUNDBATTLE_PHASE_SETUP ? _("No match is being played.")
                      : trick == 0 ? _("No trick settled yet in this round.") : ""));
}

/* Derives everything from the referee, then notifies what changed: the
 * referee says "changed" once per change, undo, redo and loading
 * included. */
static void
derive_cb (TableeSoundbattleView *self)
{
  GArray *snapshot = tablee_snapshot_properties (G_OBJECT (self));

  derive_status (self);
  derive_quick (self);
  derive_lay (self);
  derive_last (self);
  derive_scores (self);
  derive_history (self);

  tablee_notify_changed (G_OBJECT (self), snapshot);
}

static void
tablee_soundbattle_view_constructed (GObject *object)
{
  TableeSoundbattleView *self = TABLEE_SOUNDBATTLE_VIEW (object);

  G_OBJECT_CLASS (tablee_soundbattle_view_parent_class)->constructed (object);

  g_signal_connect_object (self->referee, "changed", G_CALLBACK (derive_cb), self, G_CONNECT_SWAPPED);
  derive_cb (self);
}

static void
tablee_soundbattle_view_dispose (GObject *object)
{
  TableeSoundbattleView *self = TABLEE_SOUNDBATTLE_VIEW (object);

  g_clear_object (&self->referee);

  G_OBJECT_CLASS (tablee_soundbattle_view_parent_class)->dispose (object);
}

static void
tablee_soundbattle_view_finalize (GObject *object)
{
  TableeSoundbattleView *self = TABLEE_SOUNDBATTLE_VIEW (object);

  for (guint i = 0; i < N_TEXTS; i++)
    g_free (self->texts[i]);
  for (guint i = 0; i < N_LISTS; i++)
    g_object_unref (self->lists[i]);

  G_OBJECT_CLASS (tablee_soundbattle_view_parent_class)->finalize (object);
}

static void
tablee_soundbattle_view_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeSoundbattleView *self = TABLEE_SOUNDBATTLE_VIEW (object);

  if (prop_id == PROP_REFEREE)
    g_value_set_object (value, self->referee);
  else if (prop_id >= FIRST_TEXT && prop_id < FIRST_TEXT + N_TEXTS)
    g_value_set_string (value, TEXT (self, prop_id));
  else if (prop_id >= FIRST_FLAG && prop_id < FIRST_FLAG + N_FLAGS)
    g_value_set_boolean (value, FLAG (self, prop_id));
  else if (prop_id >= FIRST_LIST && prop_id < N_PROPS)
    g_value_set_object (value, LIST (self, prop_id));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tablee_soundbattle_view_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TableeSoundbattleView *self = TABLEE_SOUNDBATTLE_VIEW (object);

  if (prop_id == PROP_REFEREE)
    self->referee = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tablee_soundbattle_view_class_init (TableeSoundbattleViewClass *klass)
{
  static const char * const texts[N_TEXTS] = {
    "status-title", "status-detail", "quick-title", "lay-title", "lay-unit", "lay-group-title",
    "super-subtitle", "last-description", "mystery-text", "score-description", "tricks-title",
    "tricks-description",
  };
  static const char * const flags[N_FLAGS] = {
    "quick-shown", "can-battle", "table-shown", "may-super-power", "last-shown", "last-audible",
    "can-export",
  };
  static const char * const lists[N_LISTS] = {
    "table-cards", "last-cards", "scores", "match-score", "tricks", "quick",
  };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tablee_soundbattle_view_constructed;
  object_class->dispose = tablee_soundbattle_view_dispose;
  object_class->finalize = tablee_soundbattle_view_finalize;
  object_class->get_property = tablee_soundbattle_view_get_property;
  object_class->set_property = tablee_soundbattle_view_set_property;

  properties[PROP_REFEREE] =
    g_param_spec_object ("referee", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_REFEREE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  for (guint i = 0; i < N_TEXTS; i++)
    properties[FIRST_TEXT + i] = g_param_spec_string (texts[i], NULL, NULL, "", ro);
  for (guint i = 0; i < N_FLAGS; i++)
    properties[FIRST_FLAG + i] = g_param_spec_boolean (flags[i], NULL, NULL, FALSE, ro);
  for (guint i = 0; i < N_LISTS; i++)
    properties[FIRST_LIST + i] = g_param_spec_object (lists[i], NULL, NULL, G_TYPE_LIST_MODEL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_soundbattle_view_init (TableeSoundbattleView *self)
{
  for (guint i = 0; i < N_TEXTS; i++)
    self->texts[i] = g_strdup ("");
  for (guint i = 0; i < N_LISTS; i++)
    self->lists[i] = g_list_store_new (TABLEE_TYPE_SOUNDBATTLE_ITEM);
}

TableeSoundbattleView *
tablee_soundbattle_view_new (TableeSoundbattleReferee *referee)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_REFEREE (referee), NULL);

  return g_object_new (TABLEE_TYPE_SOUNDBATTLE_VIEW, "referee", referee, NULL);
}

TableeSoundbattleReferee *
tablee_soundbattle_view_get_referee (TableeSoundbattleView *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_VIEW (self), NULL);

  return self->referee;
}

GListModel *
tablee_soundbattle_view_get_list (TableeSoundbattleView *self,
                                  const char            *name)
{
  GParamSpec *pspec;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_VIEW (self), NULL);

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self), name);
  g_return_val_if_fail (pspec != NULL && pspec->param_id >= FIRST_LIST, NULL);

  return G_LIST_MODEL (LIST (self, pspec->param_id));
}

guint
tablee_soundbattle_view_get_tied (TableeSoundbattleView *self)
{
  GListModel *quick;
  guint tied = 0;

  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_VIEW (self), 0);

  quick = G_LIST_MODEL (LIST (self, PROP_QUICK));
  for (guint i = 0; i < g_list_model_get_n_items (quick); i++)
    {
      g_autoptr(TableeSoundbattleItem) item = g_list_model_get_item (quick, i);
      int player = tablee_soundbattle_item_get_player (item);

      if (tablee_soundbattle_item_get_tied (item) && player >= 0 && player < TABLEE_SOUNDBATTLE_MAX_PLAYERS)
        tied |= 1u << player;
    }

  return tied;
}
