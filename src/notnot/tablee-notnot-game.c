/* tablee-notnot-game.c: a game of Not Not at the table, its seats and its
 * turns (roll, taps, judging, scoring). The cards and the deal are in
 * tablee-notnot-deal.c, the saved state in tablee-notnot-game-state.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-notnot-game-private.h"

G_DEFINE_FINAL_TYPE (TableeNotnotGame, tablee_notnot_game, TABLEE_TYPE_GAME)

G_DEFINE_ENUM_TYPE (TableeNotnotLevel, tablee_notnot_level,
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_LEVEL_DISCOVERY, "discovery"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_LEVEL_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_LEVEL_HARD, "hard"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_LEVEL_EXTREME, "extreme"))

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_FIRST_GAME,
  PROP_TURN,
  PROP_PILE_SIZE,
  PROP_ROLLED,
  PROP_REVEALED,
  PROP_VALID_SPOTS,
  PROP_EXPLANATION,
  PROP_RESULTS_TEXT,
  PROP_BOARD,
  PROP_SEATS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_LEVEL_RAISED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Seats */

static void
seat_clear (gpointer data)
{
  TableeNotnotSeat *seat = data;

  g_clear_object (&seat->player);
  g_clear_pointer (&seat->won, g_byte_array_unref);
}

static TableeNotnotSeat *
seat_at (TableeNotnotGame *self,
         guint             position)
{
  return &g_array_index (self->seats, TableeNotnotSeat, position);
}

static TableeNotnotSeat
seat_new (TableePlayer *player)
{
  TableeNotnotSeat seat = { player != NULL ? g_object_ref (player) : NULL, g_byte_array_new (), -1, 0 };

  return seat;
}

/* Empty seats, as many as n_seats, for a state to fill. */
void
tablee_notnot_game_set_n_seats (TableeNotnotGame *self,
                                guint             n_seats)
{
  g_array_set_size (self->seats, 0);
  for (guint i = 0; i < n_seats; i++)
    {
      TableeNotnotSeat seat = seat_new (NULL);

      g_array_append_val (self->seats, seat);
    }
  self->tap_counter = 0;
}

/* The seats follow the players: a player who moves takes the cards along,
 * a newcomer has none, and the cards of a player who leaves are out of the
 * game. */
static void
tablee_notnot_game_seats_changed (TableeGame *game,
                                  guint       position,
                                  guint       removed,
                                  guint       added)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  TableePlayers *players = tablee_game_get_players (game);
  guint n = tablee_players_get_n_players (players);
  g_autoptr(GArray) seats = g_array_sized_new (FALSE, TRUE, sizeof (TableeNotnotSeat), n);
  g_autoptr(GPtrArray) result_players = g_ptr_array_new ();
  GArray *before = tablee_snapshot_properties (G_OBJECT (self));

  /* The results of the last turn follow their players to their new seats;
   * those of a player who left go with the player. */
  for (guint i = 0; i < self->results->len; i++)
    {
      guint player = g_array_index (self->results, TableeNotnotTapResult, i).player;

      g_ptr_array_add (result_players, player < self->seats->len ? seat_at (self, player)->player : NULL);
    }

  g_array_set_clear_func (seats, seat_clear);
  for (guint i = 0; i < n; i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);
      guint old = 0;

      while (old < self->seats->len && seat_at (self, old)->player != player)
        old++;
      if (old < self->seats->len)
        {
          /* The seat moves over: the old array must not free it. */
          g_array_append_val (seats, *seat_at (self, old));
          *seat_at (self, old) = (TableeNotnotSeat) { NULL, NULL, -1, 0 };
          g_array_remove_index_fast (self->seats, old);
        }
      else
        {
          TableeNotnotSeat seat = seat_new (player);

          g_array_append_val (seats, seat);
        }
    }
  /* The seats left are those of the players who left. */
  for (guint old = 0; old < self->seats->len; old++)
    {
      GByteArray *won = seat_at (self, old)->won;

      g_byte_array_append (self->discard, won->data, won->len);
    }

  g_array_unref (self->seats);
  self->seats = g_steal_pointer (&seats);

  for (guint i = self->results->len; i-- > 0;)
    {
      TableeNotnotTapResult *result = &g_array_index (self->results, TableeNotnotTapResult, i);
      int seat = tablee_players_find (players, g_ptr_array_index (result_players, i));

      if (g_ptr_array_index (result_players, i) == NULL || seat < 0)
        g_array_remove_index (self->results, i);
      else
        result->player = seat;
    }
  tablee_notify_changed (G_OBJECT (self), before);
}

/* After a state is loaded, the seats are put in place: they are the
 * players the state names, in its order. */
static void
players_items_changed_cb (TableeNotnotGame *self)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self));

  if (tablee_players_get_n_players (players) != self->seats->len)
    return;

  for (guint i = 0; i < self->seats->len; i++)
    g_set_object (&seat_at (self, i)->player, tablee_players_get_player (players, i));
}

/* For the history: the mode, and each seat's cards (the most cards win,
 * ties share). */
static char *
tablee_notnot_game_dup_mode (TableeGame *game)
{
  return g_strdup_printf ("level-%u", TABLEE_NOTNOT_GAME (game)->level + 1);
}

static guint
tablee_notnot_game_get_result (TableeGame *game,
                               int        *figures)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  guint best = 0, winners = 0;

  for (guint i = 0; i < self->seats->len; i++)
    {
      figures[i] = (int) seat_at (self, i)->won->len;
      best = MAX (best, (guint) figures[i]);
    }
  for (guint i = 0; i < self->seats->len; i++)
    winners |= (guint) (figures[i] == (int) best) << i;

  return winners;
}

/* An imported game: a level, and cards won that the pile holds. */
static gboolean
tablee_notnot_game_check_record (TableeGameClass  *klass,
                                 const char       *mode,
                                 guint             n_players,
                                 const int        *figures,
                                 GVariant         *detail,
                                 GError          **error)
{
  int cards = 0;

  if (!tablee_game_check_record_limits (mode, "level-", 1, TABLEE_NOTNOT_N_LEVELS, n_players, figures,
                                        0, TABLEE_NOTNOT_N_CARDS, detail, NULL, error))
    return FALSE;
  for (guint i = 0; i < n_players; i++)
    cards += figures[i];
  if (cards > TABLEE_NOTNOT_N_CARDS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("a player’s result is beyond the game’s limits"));
      return FALSE;
    }

  return TRUE;
}

/* Construction */

static void
tablee_notnot_game_new_game_vfunc (TableeGame *game)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (game);
  GArray *before;

  before = tablee_snapshot_properties (G_OBJECT (self));
  for (guint i = 0; i < self->seats->len; i++)
    {
      g_byte_array_set_size (seat_at (self, i)->won, 0);
      seat_at (self, i)->tap = -1;
    }
  self->tap_counter = 0;
  self->turn = 0;
  self->rolled = FALSE;
  self->revealed = FALSE;
  g_array_set_size (self->results, 0);
  tablee_notnot_game_deal (self);
  tablee_notify_changed (G_OBJECT (self), before);
}

/* A rule card that came up during a change is told once the change is
 * over, with the rest of it; a state loaded never sets raised_to. */
static void
changed_cb (TableeNotnotGame *self)
{
  TableeNotnotLevel raised_to = self->raised_to;

  tablee_notnot_game_sync_view (self);

  self->raised_to = TABLEE_NOTNOT_LEVEL_DISCOVERY;
  if (raised_to != TABLEE_NOTNOT_LEVEL_DISCOVERY && !tablee_game_get_restoring (TABLEE_GAME (self)))
    g_signal_emit (self, signals[SIGNAL_LEVEL_RAISED], 0, (guint) raised_to);
}

/* A player renamed: the results name the players. */
static void
players_changed_cb (TableeNotnotGame *self)
{
  if (self->results->len > 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULTS_TEXT]);
  tablee_notnot_game_sync_view (self);
}

static void
tablee_notnot_game_constructed (GObject *object)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);
  TableePlayers *players;

  G_OBJECT_CLASS (tablee_notnot_game_parent_class)->constructed (object);

  players = tablee_game_get_players (TABLEE_GAME (self));
  tablee_notnot_game_set_n_seats (self, tablee_players_get_n_players (players));
  players_items_changed_cb (self);
  g_signal_connect_object (players, "items-changed", G_CALLBACK (players_items_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (players, "changed", G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
  /* Connected first: "level-raised" comes before the views hear of the
   * change. */
  g_signal_connect (self, "changed", G_CALLBACK (changed_cb), NULL);
}

static void
tablee_notnot_game_dispose (GObject *object)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  g_clear_pointer (&self->seats, g_array_unref);
  g_clear_object (&self->random);
  g_clear_object (&self->board);
  g_clear_object (&self->seat_items);

  G_OBJECT_CLASS (tablee_notnot_game_parent_class)->dispose (object);
}

static void
tablee_notnot_game_finalize (GObject *object)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  g_clear_pointer (&self->pile, g_byte_array_unref);
  g_clear_pointer (&self->discard, g_byte_array_unref);
  g_clear_pointer (&self->box, g_byte_array_unref);
  g_clear_pointer (&self->results, g_array_unref);

  G_OBJECT_CLASS (tablee_notnot_game_parent_class)->finalize (object);
}

static void
tablee_notnot_game_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeNotnotGame *self = TABLEE_NOTNOT_GAME (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_FIRST_GAME:
      g_value_set_boolean (value, self->first_game);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_PILE_SIZE:
      g_value_set_uint (value, self->pile->len);
      break;
    case PROP_ROLLED:
      g_value_set_boolean (value, self->rolled);
      break;
    case PROP_REVEALED:
      g_value_set_boolean (value, tablee_notnot_game_get_revealed (self));
      break;
    case PROP_VALID_SPOTS:
      g_value_set_uint (value, tablee_notnot_game_get_valid_spots (self));
      break;
    case PROP_EXPLANATION:
      g_value_take_string (value, tablee_notnot_game_explain (self));
      break;
    case PROP_RESULTS_TEXT:
      g_value_take_string (value, tablee_notnot_game_dup_results_text (self));
      break;
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_SEATS:
      g_value_set_object (value, self->seat_items);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_game_class_init (TableeNotnotGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TableeGameClass *game_class = TABLEE_GAME_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tablee_notnot_game_constructed;
  object_class->dispose = tablee_notnot_game_dispose;
  object_class->finalize = tablee_notnot_game_finalize;
  object_class->get_property = tablee_notnot_game_get_property;

  game_class->store_name = "notnot";
  /* Version 2: the state of every game, in TableeGame's envelope. */
  game_class->format_version = 2;
  game_class->min_players = 2;
  game_class->max_players = 8;
  game_class->save_state = tablee_notnot_game_save_state;
  game_class->load_state = tablee_notnot_game_load_state;
  game_class->new_game = tablee_notnot_game_new_game_vfunc;
  game_class->dup_mode = tablee_notnot_game_dup_mode;
  game_class->get_result = tablee_notnot_game_get_result;
  game_class->check_record = tablee_notnot_game_check_record;
  game_class->seats_changed = tablee_notnot_game_seats_changed;
  game_class->migrate_state = tablee_notnot_game_migrate_state;

  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, TABLEE_TYPE_NOTNOT_LEVEL, TABLEE_NOTNOT_LEVEL_DISCOVERY, flags);
  properties[PROP_FIRST_GAME] =
    g_param_spec_boolean ("first-game", NULL, NULL, FALSE, flags);
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PILE_SIZE] =
    g_param_spec_uint ("pile-size", NULL, NULL, 0, TABLEE_NOTNOT_N_CARDS, 0, flags);
  properties[PROP_ROLLED] =
    g_param_spec_boolean ("rolled", NULL, NULL, FALSE, flags);
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL, FALSE, flags);
  properties[PROP_VALID_SPOTS] =
    g_param_spec_uint ("valid-spots", NULL, NULL, 0, (1u << TABLEE_N_SPOTS) - 1, 0, flags);
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL, flags);
  properties[PROP_RESULTS_TEXT] =
    g_param_spec_string ("results-text", NULL, NULL, "", flags);
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, TABLEE_TYPE_NOTNOT_BOARD, flags);
  properties[PROP_SEATS] =
    g_param_spec_object ("seats", NULL, NULL, G_TYPE_LIST_MODEL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_LEVEL_RAISED] =
    g_signal_new ("level-raised", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tablee_notnot_game_init (TableeNotnotGame *self)
{
  self->seats = g_array_new (FALSE, TRUE, sizeof (TableeNotnotSeat));
  g_array_set_clear_func (self->seats, seat_clear);
  self->pile = g_byte_array_new ();
  self->discard = g_byte_array_new ();
  self->box = g_byte_array_new ();
  self->results = g_array_new (FALSE, TRUE, sizeof (TableeNotnotTapResult));
  self->board = tablee_notnot_board_new ();
  self->seat_items = g_list_store_new (TABLEE_TYPE_NOTNOT_SEAT_ITEM);
  memset (self->cross, NOTNOT_NO_CARD, sizeof self->cross);
  self->first_game = TRUE;
}

TableeNotnotGame *
tablee_notnot_game_new (TableeRandom *random)
{
  TableeNotnotGame *self;

  g_return_val_if_fail (TABLEE_IS_RANDOM (random), NULL);

  self = g_object_new (TABLEE_TYPE_NOTNOT_GAME, NULL);
  self->random = g_object_ref (random);
  /* A game is always dealt, so that the board is never blank. */
  tablee_notnot_game_deal (self);
  tablee_notnot_game_sync_view (self);

  return self;
}

void
tablee_notnot_game_new_game (TableeNotnotGame  *self,
                             TableeNotnotLevel  level,
                             gboolean           first_game)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_NOTNOT_GAME (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  /* One step: the level chosen and the game dealt at it. */
  tablee_game_begin_change (TABLEE_GAME (self));
  before = tablee_snapshot_properties (G_OBJECT (self));
  self->first_game = !!first_game;
  self->level = level;
  tablee_notify_changed (G_OBJECT (self), before);
  tablee_game_new_game (TABLEE_GAME (self));
  tablee_game_end_change (TABLEE_GAME (self), NULL);
}

void
tablee_notnot_game_set_level (TableeNotnotGame  *self,
                              TableeNotnotLevel  level)
{
  GArray *before;
  g_autofree char *label = NULL;

  g_return_if_fail (TABLEE_IS_NOTNOT_GAME (self));
  g_return_if_fail (level < TABLEE_NOTNOT_N_LEVELS);

  if (self->level == level && !self->first_game)
    return;

  tablee_game_begin_change (TABLEE_GAME (self));
  before = tablee_snapshot_properties (G_OBJECT (self));
  self->level = level;
  self->first_game = FALSE;
  /* The rule cards still in the pile have no use any more. */
  tablee_notnot_game_put_away_rule_cards (self);
  tablee_notify_changed (G_OBJECT (self), before);
  /* TRANSLATORS: a step of the game, inside "Undone: the Hard level". */
  label = g_strdup_printf (_("the %s level"), tablee_notnot_level_get_name (level));
  tablee_game_end_change (TABLEE_GAME (self), label);
}

TableeNotnotLevel
tablee_notnot_game_get_level (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  return self->level;
}

gboolean
tablee_notnot_game_get_first_game (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return self->first_game;
}

guint
tablee_notnot_game_get_turn (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  return self->turn;
}

gboolean
tablee_notnot_game_get_top_card (TableeNotnotGame *self,
                                 TableeNotnotCard *card)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  if (self->pile->len == 0)
    return FALSE;

  if (card != NULL)
    tablee_notnot_card_unpack (self->pile->data[self->pile->len - 1], card);

  return TRUE;
}

gboolean
tablee_notnot_game_get_card (TableeNotnotGame *self,
                             TableeSpot        spot,
                             TableeNotnotCard *card)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, FALSE);

  if (self->cross[spot] == NOTNOT_NO_CARD)
    return FALSE;

  if (card != NULL)
    tablee_notnot_card_unpack (self->cross[spot], card);

  return TRUE;
}

/* The turn */

gboolean
tablee_notnot_game_get_rolled (TableeNotnotGame *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  return self->rolled;
}

gboolean
tablee_notnot_game_get_roll (TableeNotnotGame *self,
                             TableeNotnotRoll *roll)
{
  TableeNotnotCard top;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (!self->rolled)
    return FALSE;

  /* The dice as they fell: up is the top and no liar shows. */
  *roll = self->roll;
  roll->negations = self->level >= TABLEE_NOTNOT_LEVEL_NORMAL ? roll->negations : 0;

  /* The back of the top card of the pile turns "up" and may lie. */
  if (tablee_notnot_game_get_top_card (self, &top))
    {
      if (self->level >= TABLEE_NOTNOT_LEVEL_HARD)
        roll->up = top.arrow;
      if (self->level >= TABLEE_NOTNOT_LEVEL_EXTREME)
        roll->liar = top.liar;
    }

  return TRUE;
}

/* What the judge reads: the roll and the portals of the cross; FALSE
 * before a roll. */
static gboolean
judge_input (TableeNotnotGame *self,
             TableeNotnotRoll *roll,
             TableePortal      portals[TABLEE_N_SPOTS])
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    portals[spot] = self->cross[spot] == NOTNOT_NO_CARD ? TABLEE_PORTAL_NONE : (self->cross[spot] & 0x7);

  return tablee_notnot_game_get_roll (self, roll);
}

guint
tablee_notnot_game_get_valid_spots (TableeNotnotGame *self)
{
  TableeNotnotRoll r;
  TableePortal portals[TABLEE_N_SPOTS];

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);

  if (!judge_input (self, &r, portals))
    return 0;

  return tablee_notnot_judge (r.a, r.b, r.negations, r.liar, r.up, portals);
}

char *
tablee_notnot_game_explain (TableeNotnotGame *self)
{
  TableeNotnotRoll r;
  TableePortal portals[TABLEE_N_SPOTS];

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  if (!judge_input (self, &r, portals))
    return NULL;

  return tablee_notnot_explain (r.a, r.b, r.negations, r.liar, r.up, portals);
}

gboolean
tablee_notnot_game_roll (TableeNotnotGame *self)
{
  g_autoptr(GArray) results = NULL;
  gboolean rolled = FALSE;
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);

  /* A new roll closes the turn before it, whatever its results: undo
   * takes both back, as that turn. */
  tablee_game_begin_change (TABLEE_GAME (self));
  if (self->rolled)
    results = tablee_notnot_game_end_turn (self);

  before = tablee_snapshot_properties (G_OBJECT (self));
  if (!tablee_game_get_finished (TABLEE_GAME (self)))
    {
      tablee_notnot_roll_dice (self->random, self->level, &self->roll);
      self->rolled = rolled = TRUE;
      self->revealed = FALSE;
    }
  tablee_notify_changed (G_OBJECT (self), before);
  /* A roll alone is part of the turn it opens, not a step of its own. */
  tablee_game_end_change (TABLEE_GAME (self), NULL);

  return rolled;
}

static void
set_tap (TableeNotnotGame *self,
         guint             player,
         int               spot)
{
  /* Taps are part of the turn: scoring it is the step undo takes back. */
  tablee_game_begin_change (TABLEE_GAME (self));
  seat_at (self, player)->tap = spot;
  seat_at (self, player)->tap_order = self->tap_counter++;
  tablee_game_end_change (TABLEE_GAME (self), NULL);
}

gboolean
tablee_notnot_game_add_tap (TableeNotnotGame *self,
                            guint             player,
                            TableeSpot        spot)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, FALSE);
  g_return_val_if_fail (player < self->seats->len, FALSE);

  if (!self->rolled || self->cross[spot] == NOTNOT_NO_CARD)
    return FALSE;

  set_tap (self, player, spot);

  return TRUE;
}

gboolean
tablee_notnot_game_remove_tap (TableeNotnotGame *self,
                               guint             player)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), FALSE);
  g_return_val_if_fail (player < self->seats->len, FALSE);

  if (seat_at (self, player)->tap < 0)
    return FALSE;

  set_tap (self, player, -1);

  return TRUE;
}

int
tablee_notnot_game_get_tap (TableeNotnotGame *self,
                            guint             player)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), -1);
  g_return_val_if_fail (player < self->seats->len, -1);

  return self->rolled ? seat_at (self, player)->tap : -1;
}

static int
compare_taps (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TableeNotnotGame *self = user_data;
  guint order_a = seat_at (self, *(const guint *) a)->tap_order;
  guint order_b = seat_at (self, *(const guint *) b)->tap_order;

  return (order_a > order_b) - (order_a < order_b);
}

GArray *
tablee_notnot_game_dup_tappers (TableeNotnotGame *self)
{
  GArray *tappers = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->seats->len && self->rolled; i++)
    {
      if (seat_at (self, i)->tap >= 0)
        g_array_append_val (tappers, i);
    }
  g_array_sort_with_data (tappers, compare_taps, self);

  return tappers;
}

/* The spot whose card a right tap wins: an empty card first (it can never be
 * won otherwise), then the card tapped, then any card left. */
static int
pick_card_to_win (TableeNotnotGame *self,
                  TableeSpot        tapped)
{
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (tablee_notnot_card_byte_is_empty (self->cross[spot]))
        return spot;
    }

  if (self->cross[tapped] != NOTNOT_NO_CARD)
    return tapped;

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      if (self->cross[spot] != NOTNOT_NO_CARD)
        return spot;
    }

  return -1;
}

static TableeNotnotTapResult
score_tap (TableeNotnotGame *self,
           guint             player,
           guint             valid)
{
  TableeNotnotSeat *seat = seat_at (self, player);
  TableeNotnotTapResult result = { player, seat->tap, (valid & (1u << seat->tap)) != 0 };
  GByteArray *won = seat->won;

  if (result.right)
    {
      int spot = pick_card_to_win (self, seat->tap);

      if (spot >= 0)
        {
          g_byte_array_append (won, &self->cross[spot], 1);
          tablee_notnot_card_unpack (self->cross[spot], &result.card);
          self->cross[spot] = NOTNOT_NO_CARD;
          result.changed = TRUE;
        }
    }
  else if (won->len > 0)
    {
      guint8 byte = won->data[won->len - 1];

      g_byte_array_set_size (won, won->len - 1);
      g_byte_array_append (self->discard, &byte, 1);
      tablee_notnot_card_unpack (byte, &result.card);
      result.changed = TRUE;
    }

  return result;
}

GArray *
tablee_notnot_game_end_turn (TableeNotnotGame *self)
{
  g_autoptr(GArray) tappers = NULL;
  g_autofree char *label = NULL;
  GArray *before;
  GArray *results;
  guint valid;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  if (!self->rolled)
    return NULL;

  tablee_game_begin_change (TABLEE_GAME (self));
  before = tablee_snapshot_properties (G_OBJECT (self));
  valid = tablee_notnot_game_get_valid_spots (self);
  tappers = tablee_notnot_game_dup_tappers (self);
  results = g_array_new (FALSE, TRUE, sizeof (TableeNotnotTapResult));
  g_array_set_size (self->results, 0);
  for (guint i = 0; i < tappers->len; i++)
    {
      TableeNotnotTapResult result = score_tap (self, g_array_index (tappers, guint, i), valid);

      g_array_append_val (results, result);
      g_array_append_val (self->results, result);
    }

  for (guint i = 0; i < self->seats->len; i++)
    seat_at (self, i)->tap = -1;
  self->tap_counter = 0;
  self->rolled = FALSE;
  self->revealed = FALSE;
  self->turn++;
  tablee_notnot_game_refill (self);
  /* The cross is full while the game goes on: the last card of the pile
   * won or discarded ends it. */
  tablee_game_set_finished (TABLEE_GAME (self), memchr (self->cross, NOTNOT_NO_CARD, TABLEE_N_SPOTS) != NULL);
  tablee_notify_changed (G_OBJECT (self), before);
  /* TRANSLATORS: a step of the game, inside "Undone: turn 4". */
  label = g_strdup_printf (_("turn %u"), self->turn);
  tablee_game_end_change (TABLEE_GAME (self), label);

  return results;
}

guint
tablee_notnot_game_get_score (TableeNotnotGame *self,
                              guint             player)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), 0);
  g_return_val_if_fail (player < self->seats->len, 0);

  return seat_at (self, player)->won->len;
}

GArray *
tablee_notnot_game_get_winners (TableeNotnotGame *self)
{
  g_autofree int *figures = NULL;
  GArray *winners;
  guint mask;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_GAME (self), NULL);

  winners = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!tablee_game_get_finished (TABLEE_GAME (self)))
    return winners;

  figures = g_new (int, self->seats->len);
  mask = tablee_notnot_game_get_result (TABLEE_GAME (self), figures);
  for (guint i = 0; i < self->seats->len; i++)
    {
      if (mask & (1u << i))
        g_array_append_val (winners, i);
    }

  return winners;
}
