/* tablee-notnot-game-view.c: what the game at the table shows, as the
 * page binds it: the board (tablee-notnot-board.h), the seats as a list of
 * TableeNotnotSeatItem (the player, the cards won, the tap of the turn,
 * the winners), and the results of the last turn in words. Set after each
 * change of the game and each rename.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-notnot-game-private.h"

/* A seat */

struct _TableeNotnotSeatItem
{
  GObject       parent_instance;

  TableePlayer *player;
  guint         seat;
  guint         cards;
  int           tap;
  gboolean      winner;
};

G_DEFINE_FINAL_TYPE (TableeNotnotSeatItem, tablee_notnot_seat_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_SEAT,
  PROP_CARDS,
  PROP_TAP,
  PROP_WINNER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tablee_notnot_seat_item_dispose (GObject *object)
{
  g_clear_object (&TABLEE_NOTNOT_SEAT_ITEM (object)->player);

  G_OBJECT_CLASS (tablee_notnot_seat_item_parent_class)->dispose (object);
}

static void
tablee_notnot_seat_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeNotnotSeatItem *self = TABLEE_NOTNOT_SEAT_ITEM (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_CARDS:
      g_value_set_uint (value, self->cards);
      break;
    case PROP_TAP:
      g_value_set_int (value, self->tap);
      break;
    case PROP_WINNER:
      g_value_set_boolean (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_seat_item_class_init (TableeNotnotSeatItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_notnot_seat_item_dispose;
  object_class->get_property = tablee_notnot_seat_item_get_property;

  properties[PROP_PLAYER] = g_param_spec_object ("player", NULL, NULL, TABLEE_TYPE_PLAYER, flags);
  properties[PROP_SEAT] = g_param_spec_uint ("seat", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CARDS] = g_param_spec_uint ("cards", NULL, NULL, 0, TABLEE_NOTNOT_N_CARDS, 0, flags);
  properties[PROP_TAP] = g_param_spec_int ("tap", NULL, NULL, -1, TABLEE_N_SPOTS - 1, -1, flags);
  properties[PROP_WINNER] = g_param_spec_boolean ("winner", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_notnot_seat_item_init (TableeNotnotSeatItem *self)
{
  self->tap = -1;
}

TableePlayer *
tablee_notnot_seat_item_get_player (TableeNotnotSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SEAT_ITEM (self), NULL);

  return self->player;
}

guint
tablee_notnot_seat_item_get_seat (TableeNotnotSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SEAT_ITEM (self), 0);

  return self->seat;
}

guint
tablee_notnot_seat_item_get_cards (TableeNotnotSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SEAT_ITEM (self), 0);

  return self->cards;
}

int
tablee_notnot_seat_item_get_tap (TableeNotnotSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SEAT_ITEM (self), -1);

  return self->tap;
}

gboolean
tablee_notnot_seat_item_get_winner (TableeNotnotSeatItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SEAT_ITEM (self), FALSE);

  return self->winner;
}

static void
seat_item_set (TableeNotnotSeatItem *self,
               TableePlayer         *player,
               guint                 seat,
               guint                 cards,
               int                   tap,
               gboolean              winner)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  if (g_set_object (&self->player, player))
    g_object_notify_by_pspec (object, properties[PROP_PLAYER]);
#define SET_FIELD(field, value, prop) \
  if ((field) != (value)) { (field) = (value); g_object_notify_by_pspec (object, properties[prop]); }
  SET_FIELD (self->seat, seat, PROP_SEAT);
  SET_FIELD (self->cards, cards, PROP_CARDS);
  SET_FIELD (self->tap, tap, PROP_TAP);
  SET_FIELD (self->winner, winner, PROP_WINNER);
#undef SET_FIELD
  g_object_thaw_notify (object);
}

/* The seats: one item per seat, kept (a view's rows stay) and set. */
static void
sync_seats (TableeNotnotGame *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self));
  guint n = MIN (self->seats->len, tablee_players_get_n_players (players));
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->seat_items));
  g_autoptr(GArray) winners = tablee_notnot_game_get_winners (self);
  guint best = winners->len > 0 ? tablee_notnot_game_get_score (self, g_array_index (winners, guint, 0)) : 0;

  if (n_items > n)
    g_list_store_splice (self->seat_items, n, n_items - n, NULL, 0);
  for (guint i = n_items; i < n; i++)
    {
      g_autoptr(TableeNotnotSeatItem) item = g_object_new (TABLEE_TYPE_NOTNOT_SEAT_ITEM, NULL);

      g_list_store_append (self->seat_items, item);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TableeNotnotSeatItem) item = g_list_model_get_item (G_LIST_MODEL (self->seat_items), i);
      guint cards = tablee_notnot_game_get_score (self, i);

      seat_item_set (item, tablee_players_get_player (players, i), i, cards, tablee_notnot_game_get_tap (self, i),
                     winners->len > 0 && cards == best);
    }
}

GListModel *
tablee_notnot_game_get_seat_items (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  return G_LIST_MODEL (self->seat_items);
}

/* The board as the page shows it: the cross with the referee's verdict
 * once revealed and who tapped what, the top of the pile and the dice; and
 * the seats. Hand-written, after each change rather than from each
 * change: undo, redo and loading change everything at once. */
void
tablee_notnot_game_sync_view (TableeNotnotGame *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self));
  gboolean revealed = tablee_notnot_game_get_revealed (self);
  guint valid = tablee_notnot_game_get_valid_spots (self);
  TableeNotnotCard top, card;
  gboolean has_top = tablee_notnot_game_get_top_card (self, &top);
  TableeSpot up = has_top && self->level >= TABLEE_NOTNOT_LEVEL_HARD ? top.arrow : TABLEE_SPOT_UP;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      gboolean has_card = tablee_notnot_game_get_card (self, spot, &card);
      TableeNotnotVerdict verdict = !revealed ? TABLEE_NOTNOT_VERDICT_HIDDEN
                                    : (valid & (1u << spot)) ? TABLEE_NOTNOT_VERDICT_MAY_TAP
                                    : TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP;
      g_autofree char *tappers = NULL;
      guint tapped = 0;

      for (guint i = 0; i < self->seats->len && i < tablee_players_get_n_players (players); i++)
        tapped |= tablee_notnot_game_get_tap (self, i) == (int) spot ? 1u << i : 0;
      tappers = tapped != 0 ? tablee_players_dup_names (players, tapped) : NULL;
      tablee_notnot_board_set (self->board, spot, has_card ? &card : NULL, verdict,
                               self->level >= TABLEE_NOTNOT_LEVEL_HARD && spot == up, tappers, self->level);
    }
  tablee_notnot_board_set (self->board, TABLEE_N_SPOTS, has_top ? &top : NULL, TABLEE_NOTNOT_VERDICT_HIDDEN,
                           FALSE, NULL, self->level);
  {
    TableeNotnotRoll roll;

    tablee_notnot_board_set_roll (self->board, tablee_notnot_game_get_roll (self, &roll) ? &roll : NULL, self->level);
  }
  sync_seats (self);
}


char *
tablee_notnot_game_dup_results_text (TableeNotnotGame *self)
{
  TableePlayers *players;
  GString *text;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  players = tablee_game_get_players (TABLEE_GAME (self));
  text = g_string_new (NULL);
  for (guint i = 0; i < self->results->len; i++)
    {
      const TableeNotnotTapResult *result = &g_array_index (self->results, TableeNotnotTapResult, i);
      TableePlayer *player = result->player < tablee_players_get_n_players (players)
                             ? tablee_players_get_player (players, result->player) : NULL;
      const char *name = player != NULL ? tablee_player_get_name (player) : "";
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

  return g_string_free (text, FALSE);
}

/* ---- What the page shows of the turn ------------------------------------ */

TableeNotnotBoard *
tablee_notnot_game_get_board (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  return self->board;
}

gboolean
tablee_notnot_game_get_revealed (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return self->rolled && self->revealed;
}

void
tablee_notnot_game_set_revealed (TableeNotnotGame *self,
                                 gboolean          revealed)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_NOTNOT_GAME (self));

  revealed = !!revealed && self->rolled;
  if (self->revealed == revealed)
    return;

  /* Saved, so that the answer still shows after a restart, but part of
   * the turn: scoring it is the step undo takes back. */
  tablee_game_begin_change (TABLEE_GAME (self));
  before = tablee_snapshot_properties (G_OBJECT (self));
  self->revealed = revealed;
  tablee_notify_changed (G_OBJECT (self), before);
  tablee_game_end_change (TABLEE_GAME (self), NULL);
}

GArray *
tablee_notnot_game_get_results (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  return self->results;
}
