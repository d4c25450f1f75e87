/* tablee-frantic-scorer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-scorer"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tablee-frantic-private.h"


G_DEFINE_QUARK (tablee-frantic-scorer-error-quark, tablee_frantic_scorer_error)

/* The rulebook's table: short, medium, long for 2-4 and for 5-8 players. */
static const guint limit_presets[2][3] = {
  { 137, 154, 179 },
  { 113, 137, 154 },
};

guint
tablee_frantic_limit_preset (TableeFranticLength length,
                             guint               n_players)
{
  if (length > TABLEE_FRANTIC_LENGTH_LONG)
    return 0;

  return limit_presets[n_players >= 5 ? 1 : 0][length];
}

/* ---- TableeFranticScorer ----------------------------------------------- */

G_DEFINE_FINAL_TYPE (TableeFranticScorer, tablee_frantic_scorer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LENGTH,
  PROP_CUSTOM_LIMIT,
  PROP_LIMIT,
  PROP_N_ROUNDS,
  PROP_GAME_OVER,
  PROP_ROUNDS,
  PROP_TOTALS,
  PROP_LEADERS,
  PROP_WINNERS,
  PROP_BEST_TOTAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_players (TableeFranticScorer *self)
{
  return self->columns->len;
}

/* The players whose value is the best (the highest when sign is 1, the
 * lowest when it is -1), a bit each: ties share. */
static guint
best_players (const int *values,
              guint      n,
              int        sign)
{
  guint mask = 0;
  int best = 0;

  for (guint p = 0; p < n; p++)
    {
      if (mask == 0 || sign * values[p] > sign * best)
        {
          best = values[p];
          mask = 0;
        }
      if (values[p] == best)
        mask |= 1u << p;
    }

  return mask;
}

/* ---- Changes ----------------------------------------------------------- */

/* The items of the list models, made again from the sums: only those
 * whose values changed are replaced. */
static void
update_items (TableeFranticScorer *self)
{
  g_autoptr(GPtrArray) rounds = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) totals = g_ptr_array_new_with_free_func (g_object_unref);
  TableePlayers *players = self->players;
  guint n = players != NULL ? MIN (n_players (self), tablee_players_get_n_players (players)) : 0;
  guint leaders = self->rounds->len > 0 && n > 0 ? tablee_frantic_scorer_get_leaders (self) : 0;

  if (n > 0)
    for (guint r = 0; r < self->rounds->len; r++)
      g_ptr_array_add (rounds, _tablee_frantic_round_item_new (self, r));
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (totals,
                     _tablee_frantic_total_item_new (tablee_player_get_name (tablee_players_get_player (players, p)),
                                                     tablee_frantic_scorer_get_total (self, p),
                                                     (leaders & (1u << p)) != 0));
  _tablee_frantic_store_update (self->round_items, rounds, _tablee_frantic_round_item_equal);
  _tablee_frantic_store_update (self->total_items, totals, _tablee_frantic_total_item_equal);
}

/* After every change: sums, items, notifications (of what changed since
 * before, tablee_snapshot_properties()), "changed". */
void
_tablee_frantic_scorer_changed (TableeFranticScorer *self,
                                GArray              *before)
{
  _tablee_frantic_compute_sums (self->rounds, self->sums);
  update_items (self);
  tablee_notify_changed (G_OBJECT (self), before);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* A rename changes no score, only the names the sheet shows. */
static void
players_renamed_cb (TableeFranticScorer *self)
{
  GArray *before;

  if (self->seating_before != NULL)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  update_items (self);
  tablee_notify_changed (G_OBJECT (self), before);
}

/* The bit of from_mask at from, put at to in to_mask. */
static guint
move_bit (guint to_mask,
          guint to,
          guint from_mask,
          guint from)
{
  return (to_mask & ~(1u << to)) | (((from_mask >> from) & 1u) << to);
}

/* Puts column from_column of the rounds from into column to_column of the
 * rounds to, which hold the same events: a hand, whether the player went
 * out, whether Doomsday kept their hand, and per event their input and
 * whether they were protected. */
static void
copy_column (GPtrArray *to,
             guint      to_column,
             GPtrArray *from,
             guint      from_column)
{
  for (guint r = 0; r < to->len; r++)
    {
      TableeFranticRound *mine = g_ptr_array_index (to, r);
      const TableeFranticRound *theirs = g_ptr_array_index (from, r);

      mine->hands[to_column] = theirs->hands[from_column];
      mine->finishers = move_bit (mine->finishers, to_column, theirs->finishers, from_column);
      mine->kept_hands = move_bit (mine->kept_hands, to_column, theirs->kept_hands, from_column);
      for (guint a = 0; a < mine->adjustments->len; a++)
        {
          Adjustment *adjustment = get_adjustment (mine, a);

          adjustment->inputs[to_column] = get_adjustment (theirs, a)->inputs[from_column];
          adjustment->lucky_mask = move_bit (adjustment->lucky_mask, to_column,
                                             get_adjustment (theirs, a)->lucky_mask, from_column);
        }
    }
}

/* The rounds with the same events for n players and nothing in their
 * columns: a newcomer has no points and took no part in the events. */
static GPtrArray *
empty_columns (GPtrArray *rounds,
               guint      n)
{
  GPtrArray *empty = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_frantic_round_free);

  for (guint r = 0; r < rounds->len; r++)
    {
      const TableeFranticRound *full = g_ptr_array_index (rounds, r);
      TableeFranticRound *round = tablee_frantic_round_new (n);

      for (guint a = 0; a < full->adjustments->len; a++)
        tablee_frantic_round_add_adjustment (round, get_adjustment (full, a)->event, (1u << n) - 1);
      g_ptr_array_add (empty, round);
    }

  return empty;
}

/* Whether a column kept aside still fits the rounds: none added, removed
 * or given other events since. */
static gboolean
same_shape (GPtrArray *rounds,
            GPtrArray *other)
{
  if (rounds->len != other->len)
    return FALSE;

  for (guint r = 0; r < rounds->len; r++)
    if (((TableeFranticRound *) g_ptr_array_index (rounds, r))->adjustments->len !=
        ((TableeFranticRound *) g_ptr_array_index (other, r))->adjustments->len)
      return FALSE;

  return TRUE;
}

/* Makes the rounds' columns follow the players: moved players keep their
 * points, newcomers have none, the points of those who left are kept aside
 * (as rounds of one column) so that a player removed and put back (the
 * player editor's undo) gets them back. */
static void
set_columns (TableeFranticScorer *self)
{
  guint n = MIN (tablee_players_get_n_players (self->players), TABLEE_FRANTIC_MAX_PLAYERS);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) old_rounds = self->rounds;
  int from[TABLEE_FRANTIC_MAX_PLAYERS];

  for (guint p = 0; p < n; p++)
    {
      TableePlayer *player = tablee_players_get_player (self->players, p);
      guint old;

      g_ptr_array_add (columns, g_object_ref (player));
      from[p] = g_ptr_array_find (self->columns, player, &old) ? (int) old : -1;
    }

  for (guint c = 0; c < self->columns->len; c++)
    {
      TableePlayer *player = g_ptr_array_index (self->columns, c);
      GPtrArray *aside;

      if (g_ptr_array_find (columns, player, NULL) || old_rounds->len == 0)
        continue;
      aside = empty_columns (old_rounds, 1);
      copy_column (aside, 0, old_rounds, c);
      g_hash_table_replace (self->departed, g_object_ref (player), aside);
    }

  self->rounds = empty_columns (old_rounds, n);
  for (guint p = 0; p < n; p++)
    {
      TableePlayer *player = g_ptr_array_index (columns, p);
      GPtrArray *aside;

      if (from[p] >= 0)
        copy_column (self->rounds, p, old_rounds, from[p]);
      else if ((aside = g_hash_table_lookup (self->departed, player)) != NULL)
        {
          if (same_shape (self->rounds, aside))
            copy_column (self->rounds, p, aside, 0);
          g_hash_table_remove (self->departed, player);
        }
    }

  /* What was recorded of the round in progress follows the players too;
   * a newcomer has recorded nothing. */
  for (guint a = 0; a < self->pending->adjustments->len; a++)
    {
      Adjustment *adjustment = get_adjustment (self->pending, a);
      int inputs[TABLEE_FRANTIC_MAX_PLAYERS];
      guint mask = 0;

      for (guint p = 0; p < n; p++)
        if (from[p] >= 0 && is_protected (adjustment, from[p]))
          mask |= 1u << p;
      for (guint p = 0; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
        inputs[p] = p < n && from[p] >= 0 ? adjustment->inputs[from[p]] : TABLEE_FRANTIC_INPUT_UNSET;
      adjustment->lucky_mask = mask;
      memcpy (adjustment->inputs, inputs, sizeof inputs);
    }
  {
    guint finishers = 0;

    for (guint p = 0; p < n; p++)
      if (from[p] >= 0 && (self->pending->finishers & (1u << from[p])) != 0)
        finishers |= 1u << p;
    self->pending->finishers = finishers;
  }

  g_ptr_array_unref (self->columns);
  self->columns = g_steal_pointer (&columns);
}

void
_tablee_frantic_scorer_settle (TableeFranticScorer *self)
{
  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  if (self->seating_before == NULL)
    return;

  /* The seats did not change (no items-changed): the columns are them. */
  g_ptr_array_set_size (self->columns, 0);
  for (guint p = 0; p < tablee_players_get_n_players (self->players); p++)
    g_ptr_array_add (self->columns, g_object_ref (tablee_players_get_player (self->players, p)));
  set_columns (self);
  _tablee_frantic_scorer_changed (self, g_steal_pointer (&self->seating_before));
}

static void
players_changed_cb (TableeFranticScorer *self)
{
  GArray *before;

  /* A sheet just loaded takes the seats put in place after it as they
   * are. */
  if (self->seating_before != NULL)
    {
      guint n = MIN (self->columns->len, tablee_players_get_n_players (self->players));

      for (guint p = 0; p < n; p++)
        {
          g_object_unref (g_ptr_array_index (self->columns, p));
          g_ptr_array_index (self->columns, p) =
            g_object_ref (tablee_players_get_player (self->players, p));
        }
      set_columns (self);
      _tablee_frantic_scorer_changed (self, g_steal_pointer (&self->seating_before));
      return;
    }

  /* A rename changes no column. */
  if (self->columns->len == tablee_players_get_n_players (self->players))
    {
      gboolean same = TRUE;

      for (guint p = 0; p < self->columns->len && same; p++)
        same = g_ptr_array_index (self->columns, p) == tablee_players_get_player (self->players, p);
      if (same)
        return;
    }

  before = tablee_snapshot_properties (G_OBJECT (self));
  set_columns (self);
  _tablee_frantic_scorer_changed (self, before);
}

/* ---- GObject ----------------------------------------------------------- */

static void
tablee_frantic_scorer_dispose (GObject *object)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  if (self->players != NULL)
    {
      g_clear_signal_handler (&self->players_handler, self->players);
      g_clear_signal_handler (&self->rename_handler, self->players);
    }
  g_clear_object (&self->players);
  g_clear_pointer (&self->columns, g_ptr_array_unref);
  g_clear_pointer (&self->departed, g_hash_table_unref);
  g_clear_pointer (&self->seating_before, g_array_unref);
  g_clear_object (&self->round_items);
  g_clear_object (&self->total_items);

  G_OBJECT_CLASS (tablee_frantic_scorer_parent_class)->dispose (object);
}

static void
tablee_frantic_scorer_finalize (GObject *object)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  g_array_unref (self->sums);
  g_ptr_array_unref (self->rounds);
  tablee_frantic_round_free (self->pending);

  G_OBJECT_CLASS (tablee_frantic_scorer_parent_class)->finalize (object);
}

static void
tablee_frantic_scorer_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  switch (prop_id)
    {
    case PROP_LENGTH:
      g_value_set_uint (value, self->length);
      break;
    case PROP_CUSTOM_LIMIT:
      g_value_set_uint (value, self->custom_limit);
      break;
    case PROP_LIMIT:
      g_value_set_uint (value, tablee_frantic_scorer_get_limit (self));
      break;
    case PROP_N_ROUNDS:
      g_value_set_uint (value, self->rounds->len);
      break;
    case PROP_GAME_OVER:
      g_value_set_boolean (value, tablee_frantic_scorer_get_game_over (self));
      break;
    case PROP_ROUNDS:
      g_value_set_object (value, self->round_items);
      break;
    case PROP_TOTALS:
      g_value_set_object (value, self->total_items);
      break;
    case PROP_LEADERS:
      g_value_set_uint (value, tablee_frantic_scorer_get_leaders (self));
      break;
    case PROP_WINNERS:
      g_value_take_string (value, tablee_frantic_scorer_dup_winners (self));
      break;
    case PROP_BEST_TOTAL:
      g_value_set_int (value, tablee_frantic_scorer_get_best_total (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_scorer_class_init (TableeFranticScorerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_frantic_scorer_dispose;
  object_class->finalize = tablee_frantic_scorer_finalize;
  object_class->get_property = tablee_frantic_scorer_get_property;

  properties[PROP_LENGTH] =
    g_param_spec_uint ("length", NULL, NULL, 0, TABLEE_FRANTIC_LENGTH_CUSTOM,
                       TABLEE_FRANTIC_LENGTH_MEDIUM, ro);
  properties[PROP_CUSTOM_LIMIT] =
    g_param_spec_uint ("custom-limit", NULL, NULL, TABLEE_FRANTIC_LIMIT_MIN,
                       TABLEE_FRANTIC_LIMIT_MAX, 154, ro);
  properties[PROP_LIMIT] =
    g_param_spec_uint ("limit", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_ROUNDS] =
    g_param_spec_uint ("n-rounds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_GAME_OVER] =
    g_param_spec_boolean ("game-over", NULL, NULL, FALSE, ro);
  properties[PROP_ROUNDS] =
    g_param_spec_object ("rounds", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_TOTALS] =
    g_param_spec_object ("totals", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_LEADERS] =
    g_param_spec_uint ("leaders", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_WINNERS] =
    g_param_spec_string ("winners", NULL, NULL, NULL, ro);
  properties[PROP_BEST_TOTAL] =
    g_param_spec_int ("best-total", NULL, NULL, G_MININT, G_MAXINT, 0, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tablee_frantic_scorer_init (TableeFranticScorer *self)
{
  self->columns = g_ptr_array_new_with_free_func (g_object_unref);
  self->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_frantic_round_free);
  self->sums = g_array_new (FALSE, TRUE, sizeof (RoundSums));
  g_array_set_clear_func (self->sums, (GDestroyNotify) _tablee_frantic_clear_sums);
  self->pending = tablee_frantic_round_new (0);
  self->departed = g_hash_table_new_full (NULL, NULL, g_object_unref, (GDestroyNotify) g_ptr_array_unref);
  self->length = TABLEE_FRANTIC_LENGTH_MEDIUM;
  self->custom_limit = 154;
  self->round_items = g_list_store_new (TABLEE_TYPE_FRANTIC_ROUND_ITEM);
  self->total_items = g_list_store_new (TABLEE_TYPE_FRANTIC_TOTAL_ITEM);
}

/* ---- Public API -------------------------------------------------------- */

TableeFranticScorer *
tablee_frantic_scorer_new (TableePlayers *players)
{
  TableeFranticScorer *self;

  g_return_val_if_fail (TABLEE_IS_PLAYERS (players), NULL);
  g_return_val_if_fail (tablee_players_get_max_players (players) <= TABLEE_FRANTIC_MAX_PLAYERS, NULL);

  self = g_object_new (TABLEE_TYPE_FRANTIC_SCORER, NULL);
  self->players = g_object_ref (players);
  self->players_handler = g_signal_connect_swapped (players, "items-changed",
                                                    G_CALLBACK (players_changed_cb), self);
  self->rename_handler = g_signal_connect_swapped (players, "changed",
                                                   G_CALLBACK (players_renamed_cb), self);
  set_columns (self);
  update_items (self);

  return self;
}

TableePlayers *
tablee_frantic_scorer_get_players (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  return self->players;
}

TableeFranticLength
tablee_frantic_scorer_get_length (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->length;
}

void
tablee_frantic_scorer_set_length (TableeFranticScorer *self,
                                  TableeFranticLength  length)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));
  g_return_if_fail (length <= TABLEE_FRANTIC_LENGTH_CUSTOM);

  if (self->length == length)
    return;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->length = length;
  _tablee_frantic_scorer_changed (self, before);
}

guint
tablee_frantic_scorer_get_custom_limit (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->custom_limit;
}

gboolean
tablee_frantic_scorer_set_custom_limit (TableeFranticScorer  *self,
                                        guint                 limit,
                                        GError              **error)
{
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  if (limit < TABLEE_FRANTIC_LIMIT_MIN || limit > TABLEE_FRANTIC_LIMIT_MAX)
    {
      g_set_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                   /* Translators: counted by the highest limit. */
                   g_dngettext (GETTEXT_PACKAGE, "Choose a limit from %u to %u point.",
                                "Choose a limit from %u to %u points.", TABLEE_FRANTIC_LIMIT_MAX),
                   TABLEE_FRANTIC_LIMIT_MIN, TABLEE_FRANTIC_LIMIT_MAX);
      return FALSE;
    }

  if (self->custom_limit == limit)
    return TRUE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  self->custom_limit = limit;
  _tablee_frantic_scorer_changed (self, before);

  return TRUE;
}

guint
tablee_frantic_scorer_get_limit (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  if (self->length == TABLEE_FRANTIC_LENGTH_CUSTOM)
    return self->custom_limit;

  return tablee_frantic_limit_preset (self->length, MAX (n_players (self), 2));
}

gboolean
tablee_frantic_scorer_check_round (TableeFranticScorer       *self,
                                   const TableeFranticRound  *round,
                                   int                       *player,
                                   int                       *adjustment,
                                   GError                   **error)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  return _tablee_frantic_round_check (round, n_players (self), player, adjustment, error);
}

void
tablee_frantic_scorer_preview_round (TableeFranticScorer      *self,
                                     int                       index,
                                     const TableeFranticRound *round,
                                     int                      *points,
                                     int                      *totals)
{
  g_autoptr(GPtrArray) rounds = NULL;
  g_autoptr(GArray) sums = NULL;
  const RoundSums *last;
  guint before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));
  g_return_if_fail (index < (int) self->rounds->len);
  g_return_if_fail (round != NULL && round->n_players == n_players (self));

  /* The rounds before it, then it: those after do not change its sums. */
  before = index < 0 ? self->rounds->len : (guint) index;
  rounds = g_ptr_array_new ();
  for (guint r = 0; r < before; r++)
    g_ptr_array_add (rounds, g_ptr_array_index (self->rounds, r));
  g_ptr_array_add (rounds, (gpointer) round);

  sums = g_array_new (FALSE, TRUE, sizeof (RoundSums));
  g_array_set_clear_func (sums, (GDestroyNotify) _tablee_frantic_clear_sums);
  _tablee_frantic_compute_sums (rounds, sums);
  last = &g_array_index (sums, RoundSums, sums->len - 1);
  memcpy (points, last->points, round->n_players * sizeof (int));
  memcpy (totals, last->totals, round->n_players * sizeof (int));
}

gboolean
tablee_frantic_scorer_add_round (TableeFranticScorer       *self,
                                 const TableeFranticRound  *round,
                                 GError                   **error)
{
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  if (tablee_frantic_scorer_get_game_over (self))
    {
      g_set_error_literal (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_GAME_OVER,
                           _("The game is over: start a new one."));
      return FALSE;
    }

  if (!tablee_frantic_scorer_check_round (self, round, NULL, NULL, error))
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  g_ptr_array_add (self->rounds, tablee_frantic_round_copy (round));
  g_array_set_size (self->pending->adjustments, 0);
  self->pending->finishers = 0;
  _tablee_frantic_scorer_changed (self, before);

  return TRUE;
}

gboolean
tablee_frantic_scorer_replace_round (TableeFranticScorer       *self,
                                     guint                      index,
                                     const TableeFranticRound  *round,
                                     GError                   **error)
{
  GArray *before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);
  g_return_val_if_fail (index < self->rounds->len, FALSE);

  if (!tablee_frantic_scorer_check_round (self, round, NULL, NULL, error))
    return FALSE;

  before = tablee_snapshot_properties (G_OBJECT (self));
  tablee_frantic_round_free (g_ptr_array_index (self->rounds, index));
  g_ptr_array_index (self->rounds, index) = tablee_frantic_round_copy (round);
  _tablee_frantic_scorer_changed (self, before);

  return TRUE;
}

void
tablee_frantic_scorer_new_game (TableeFranticScorer *self)
{
  GArray *before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  before = tablee_snapshot_properties (G_OBJECT (self));
  g_ptr_array_set_size (self->rounds, 0);
  g_array_set_size (self->pending->adjustments, 0);
  self->pending->finishers = 0;
  _tablee_frantic_scorer_changed (self, before);
}

guint
tablee_frantic_scorer_get_n_rounds (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->rounds->len;
}

const TableeFranticRound *
tablee_frantic_scorer_get_round (TableeFranticScorer *self,
                                 guint                index)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);
  g_return_val_if_fail (index < self->rounds->len, NULL);

  return g_ptr_array_index (self->rounds, index);
}

/* The sums of a round, for a player of the sheet, or NULL. */
static const RoundSums *
sums_for (TableeFranticScorer *self,
          guint                round,
          guint                player)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);
  g_return_val_if_fail (round < self->rounds->len, NULL);
  g_return_val_if_fail (player < n_players (self), NULL);

  return &g_array_index (self->sums, RoundSums, round);
}

int
tablee_frantic_scorer_get_adjustment_points (TableeFranticScorer *self,
                                             guint                round,
                                             guint                adjustment,
                                             guint                player)
{
  const RoundSums *sums = sums_for (self, round, player);

  g_return_val_if_fail (sums != NULL, 0);
  g_return_val_if_fail (adjustment * n_players (self) < sums->adjustment_points->len, 0);

  return g_array_index (sums->adjustment_points, int, adjustment * n_players (self) + player);
}

int
tablee_frantic_scorer_get_round_points (TableeFranticScorer *self,
                                        guint                round,
                                        guint                player)
{
  const RoundSums *sums = sums_for (self, round, player);

  return sums != NULL ? sums->points[player] : 0;
}

int
tablee_frantic_scorer_get_total_after (TableeFranticScorer *self,
                                       guint                round,
                                       guint                player)
{
  const RoundSums *sums = sums_for (self, round, player);

  return sums != NULL ? sums->totals[player] : 0;
}

int
tablee_frantic_scorer_get_total (TableeFranticScorer *self,
                                 guint                player)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (player < n_players (self), 0);

  if (self->rounds->len == 0)
    return 0;

  return tablee_frantic_scorer_get_total_after (self, self->rounds->len - 1, player);
}

guint
tablee_frantic_scorer_get_dealers (TableeFranticScorer *self,
                                   guint                round)
{
  const RoundSums *sums;
  int totals[TABLEE_FRANTIC_MAX_PLAYERS];
  guint tied;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);

  /* Identity Theft's exchange of totals is not a point scored. One deals:
   * on a tie, where the rulebook says nothing, the tied player furthest
   * behind in the game, then the first of them in seat order. */
  sums = &g_array_index (self->sums, RoundSums, round);
  tied = best_players (sums->scored, n_players (self), 1);
  for (guint p = 0; p < n_players (self); p++)
    totals[p] = (tied & (1u << p)) != 0 ? sums->totals[p] : G_MININT;
  tied = best_players (totals, n_players (self), 1);

  return tied != 0 ? 1u << g_bit_nth_lsf (tied, -1) : 0;
}

gboolean
tablee_frantic_scorer_get_game_over (TableeFranticScorer *self)
{
  guint limit;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  limit = tablee_frantic_scorer_get_limit (self);
  for (guint p = 0; p < n_players (self); p++)
    if (tablee_frantic_scorer_get_total (self, p) >= (int) limit)
      return TRUE;

  return FALSE;
}

guint
tablee_frantic_scorer_get_leaders (TableeFranticScorer *self)
{
  int totals[TABLEE_FRANTIC_MAX_PLAYERS];

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  for (guint p = 0; p < n_players (self); p++)
    totals[p] = tablee_frantic_scorer_get_total (self, p);

  return best_players (totals, n_players (self), -1);
}

GListModel *
tablee_frantic_scorer_get_rounds (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  return G_LIST_MODEL (self->round_items);
}

GListModel *
tablee_frantic_scorer_get_totals (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  return G_LIST_MODEL (self->total_items);
}

char *
tablee_frantic_scorer_dup_winners (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  if (!tablee_frantic_scorer_get_game_over (self))
    return NULL;

  return tablee_players_dup_names (self->players, tablee_frantic_scorer_get_leaders (self));
}

int
tablee_frantic_scorer_get_best_total (TableeFranticScorer *self)
{
  guint leaders;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  leaders = tablee_frantic_scorer_get_leaders (self);
  if (leaders == 0)
    return 0;

  return tablee_frantic_scorer_get_total (self, g_bit_nth_lsf (leaders, -1));
}
