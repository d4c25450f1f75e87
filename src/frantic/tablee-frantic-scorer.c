/* tablee-frantic-scorer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-scorer"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-frantic-deck.h"
#include "tablee-frantic-scorer.h"
#include "tablee-saveable.h"

#define DOOMSDAY_POINTS      50
#define SEPPUKU_DECLINED     21
#define SEPPUKU_NUMBER      -21
#define SEPPUKU_OTHER        42
#define TIME_BOMB_POINTS     10
/* Undo goes back this many changes. */
#define UNDO_DEPTH          100

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

gboolean
tablee_frantic_event_needs_input (TableeFranticEvent event)
{
  return event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION ||
         event == TABLEE_FRANTIC_EVENT_SEPPUKU;
}

/* ---- TableeFranticRound ------------------------------------------------ */

typedef struct {
  TableeFranticEvent event;
  guint              lucky_mask;
  int                inputs[TABLEE_FRANTIC_MAX_PLAYERS];
} Adjustment;

struct _TableeFranticRound
{
  guint   n_players;
  /* A bit per player: several may go out at the same moment through an
   * event. */
  guint   finishers;
  /* A bit per player whose hand Doomsday replaced but was entered all
   * the same, for the record. */
  guint   kept_hands;
  int     hands[TABLEE_FRANTIC_MAX_PLAYERS];
  GArray *adjustments;  /* Adjustment */
};

G_DEFINE_BOXED_TYPE (TableeFranticRound, tablee_frantic_round,
                     tablee_frantic_round_copy, tablee_frantic_round_free)

TableeFranticRound *
tablee_frantic_round_new (guint n_players)
{
  TableeFranticRound *self;

  g_return_val_if_fail (n_players <= TABLEE_FRANTIC_MAX_PLAYERS, NULL);

  self = g_new0 (TableeFranticRound, 1);
  self->n_players = n_players;
  self->finishers = 0;
  self->adjustments = g_array_new (FALSE, TRUE, sizeof (Adjustment));

  return self;
}

TableeFranticRound *
tablee_frantic_round_copy (const TableeFranticRound *self)
{
  TableeFranticRound *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->adjustments = g_array_copy (self->adjustments);

  return copy;
}

void
tablee_frantic_round_free (TableeFranticRound *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->adjustments);
  g_free (self);
}

guint
tablee_frantic_round_get_n_players (const TableeFranticRound *self)
{
  return self->n_players;
}

int
tablee_frantic_round_get_finisher (const TableeFranticRound *self)
{
  if (self->finishers == 0)
    return -1;

  return g_bit_nth_lsf (self->finishers, -1);
}

void
tablee_frantic_round_set_finisher (TableeFranticRound *self,
                                   int                 player)
{
  g_return_if_fail (player >= -1 && player < (int) self->n_players);

  self->finishers = player < 0 ? 0 : 1u << player;
}

guint
tablee_frantic_round_get_finishers (const TableeFranticRound *self)
{
  return self->finishers;
}

void
tablee_frantic_round_set_finishers (TableeFranticRound *self,
                                    guint               mask)
{
  g_return_if_fail ((mask >> self->n_players) == 0);

  self->finishers = mask;
}

gboolean
tablee_frantic_round_is_finisher (const TableeFranticRound *self,
                                  guint                     player)
{
  return (self->finishers & (1u << player)) != 0;
}

int
tablee_frantic_round_get_hand (const TableeFranticRound *self,
                               guint                     player)
{
  g_return_val_if_fail (player < self->n_players, 0);

  return self->hands[player];
}

void
tablee_frantic_round_set_hand (TableeFranticRound *self,
                               guint               player,
                               int                 points)
{
  g_return_if_fail (player < self->n_players);

  self->hands[player] = points;
}

guint
tablee_frantic_round_get_n_adjustments (const TableeFranticRound *self)
{
  return self->adjustments->len;
}

guint
tablee_frantic_round_add_adjustment (TableeFranticRound *self,
                                     TableeFranticEvent  event,
                                     guint               lucky_mask)
{
  Adjustment adjustment = { event, lucky_mask, { 0, } };

  for (guint i = 0; i < TABLEE_FRANTIC_MAX_PLAYERS; i++)
    adjustment.inputs[i] = TABLEE_FRANTIC_INPUT_UNSET;
  g_array_append_val (self->adjustments, adjustment);

  return self->adjustments->len - 1;
}

void
tablee_frantic_round_remove_adjustment (TableeFranticRound *self,
                                        guint               index)
{
  g_return_if_fail (index < self->adjustments->len);

  g_array_remove_index (self->adjustments, index);
}

static Adjustment *
get_adjustment (const TableeFranticRound *self,
                guint                     index)
{
  return &g_array_index (self->adjustments, Adjustment, index);
}

TableeFranticEvent
tablee_frantic_round_get_adjustment_event (const TableeFranticRound *self,
                                           guint                     index)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);

  return get_adjustment (self, index)->event;
}

guint
tablee_frantic_round_get_adjustment_lucky (const TableeFranticRound *self,
                                           guint                     index)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);

  return get_adjustment (self, index)->lucky_mask;
}

void
tablee_frantic_round_set_adjustment_lucky (TableeFranticRound *self,
                                           guint               index,
                                           guint               lucky_mask)
{
  g_return_if_fail (index < self->adjustments->len);

  get_adjustment (self, index)->lucky_mask = lucky_mask;
}

int
tablee_frantic_round_get_adjustment_input (const TableeFranticRound *self,
                                           guint                     index,
                                           guint                     player)
{
  g_return_val_if_fail (index < self->adjustments->len, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return get_adjustment (self, index)->inputs[player];
}

void
tablee_frantic_round_set_adjustment_input (TableeFranticRound *self,
                                           guint               index,
                                           guint               player,
                                           int                 value)
{
  g_return_if_fail (index < self->adjustments->len);
  g_return_if_fail (player < self->n_players);

  get_adjustment (self, index)->inputs[player] = value;
}

static gboolean
is_protected (const Adjustment *adjustment,
              guint             player)
{
  return (adjustment->lucky_mask & (1u << player)) != 0;
}

gboolean
tablee_frantic_round_hand_counts (const TableeFranticRound *self,
                                  guint                     player)
{
  /* Decision: a player a Lucky Bastard protected from Doomsday does not
   * score its 50 points; the round ends all the same, so their hand counts. */
  for (guint i = 0; i < self->adjustments->len; i++)
    {
      const Adjustment *adjustment = get_adjustment (self, i);

      if (adjustment->event == TABLEE_FRANTIC_EVENT_DOOMSDAY && !is_protected (adjustment, player))
        return FALSE;
    }

  return TRUE;
}

gboolean
tablee_frantic_round_hand_known (const TableeFranticRound *self,
                                 guint                     player)
{
  g_return_val_if_fail (player < self->n_players, FALSE);

  return tablee_frantic_round_hand_counts (self, player) || (self->kept_hands & (1u << player)) != 0;
}

void
tablee_frantic_round_set_hand_kept (TableeFranticRound *self,
                                    guint               player,
                                    gboolean            kept)
{
  g_return_if_fail (player < self->n_players);

  if (kept)
    self->kept_hands |= 1u << player;
  else
    self->kept_hands &= ~(1u << player);
}

/* ---- TableeFranticScorer ----------------------------------------------- */

/* What the rounds add up to, computed again after every change. */
typedef struct {
  GArray *adjustment_points;  /* int, n_adjustments x n_players */
  int     points[TABLEE_FRANTIC_MAX_PLAYERS];
  /* The points the round scored: Identity Theft's exchange aside. */
  int     scored[TABLEE_FRANTIC_MAX_PLAYERS];
  int     totals[TABLEE_FRANTIC_MAX_PLAYERS];
} RoundSums;

typedef struct {
  GVariant *state;
  char     *description;
} UndoStep;

struct _TableeFranticScorer
{
  GObject              parent_instance;

  /* Owned */
  TableePlayers       *players;
  GPtrArray           *columns;     /* TableePlayer, the order of the rounds' values */
  GPtrArray           *rounds;      /* TableeFranticRound */
  GArray              *sums;        /* RoundSums, one per round */
  GArray              *pending;     /* Adjustment: the round in progress */
  GQueue               undo;        /* UndoStep, most recent first */
  GVariant            *last_state;  /* the state after the last change */
  char                *change_description;  /* what the last change was, or NULL */
  GHashTable          *departed;    /* TableePlayer -> GArray of int: the sheet of who left */
  TableeFranticLength  length;
  guint                custom_limit;
  gulong               players_handler;
  gboolean             loading;
};

static void tablee_frantic_scorer_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeFranticScorer, tablee_frantic_scorer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_frantic_scorer_saveable_init))

enum {
  PROP_0,
  PROP_LENGTH,
  PROP_CUSTOM_LIMIT,
  PROP_LIMIT,
  PROP_N_ROUNDS,
  PROP_GAME_OVER,
  PROP_CAN_UNDO,
  PROP_N_PENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  guint    length;
  guint    custom_limit;
  guint    limit;
  guint    n_rounds;
  gboolean game_over;
  gboolean can_undo;
  guint    n_pending;
} Snapshot;

static void
snapshot_take (TableeFranticScorer *self,
               Snapshot            *snapshot)
{
  snapshot->length = self->length;
  snapshot->custom_limit = self->custom_limit;
  snapshot->limit = tablee_frantic_scorer_get_limit (self);
  snapshot->n_rounds = self->rounds->len;
  snapshot->game_over = tablee_frantic_scorer_get_game_over (self);
  snapshot->can_undo = !g_queue_is_empty (&self->undo);
  snapshot->n_pending = self->pending->len;
}

static void
undo_step_free (gpointer data)
{
  UndoStep *step = data;

  g_variant_unref (step->state);
  g_free (step->description);
  g_free (step);
}

static guint
n_players (TableeFranticScorer *self)
{
  return self->columns->len;
}

static void
clear_sums (RoundSums *sums)
{
  g_clear_pointer (&sums->adjustment_points, g_array_unref);
}

static void
apply_adjustment (const TableeFranticRound *round,
                  const Adjustment         *adjustment,
                  const int                *running,
                  int                      *values)
{
  guint n = round->n_players;
  int high = -1, low = -1;

  for (guint p = 0; p < n; p++)
    values[p] = 0;

  switch ((int) adjustment->event)
    {
    case TABLEE_FRANTIC_EVENT_DOOMSDAY:
      for (guint p = 0; p < n; p++)
        if (!is_protected (adjustment, p))
          values[p] = DOOMSDAY_POINTS;
      break;

    case TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION:
      for (guint p = 0; p < n; p++)
        if (!is_protected (adjustment, p))
          values[p] = MAX (adjustment->inputs[p], 0);
      break;

    case TABLEE_FRANTIC_EVENT_SEPPUKU:
      for (guint p = 0; p < n; p++)
        {
          if (is_protected (adjustment, p))
            continue;
          switch (adjustment->inputs[p])
            {
            case TABLEE_FRANTIC_SEPPUKU_DECLINED:
              values[p] = SEPPUKU_DECLINED;
              break;
            case TABLEE_FRANTIC_SEPPUKU_NUMBER:
              values[p] = SEPPUKU_NUMBER;
              break;
            case TABLEE_FRANTIC_SEPPUKU_OTHER:
              values[p] = SEPPUKU_OTHER;
              break;
            default:
              break;
            }
        }
      break;

    case TABLEE_FRANTIC_EVENT_IDENTITY_THEFT:
      /* Decision: among players sharing the highest (or lowest) total, the
       * first in table order swaps; protected players take no part. */
      for (guint p = 0; p < n; p++)
        {
          if (is_protected (adjustment, p))
            continue;
          if (high < 0 || running[p] > running[high])
            high = p;
          if (low < 0 || running[p] < running[low])
            low = p;
        }
      if (high >= 0 && low >= 0 && running[high] != running[low])
        {
          values[high] = running[low] - running[high];
          values[low] = running[high] - running[low];
        }
      break;

    default:
      /* Finish Line ends the round and changes nothing else: a line that
       * says why nobody went out. The Time Bomb is counted at the end. */
      break;
    }
}

/* Whether an event (Doomsday, Finish Line) ended the round. Then the Time
 * Bomb never reached its deadline, whether it was revealed before that
 * event or after it (a Plague runs its second event even when the first
 * ended the round): it has no effect. */
static gboolean
round_ended_by_event (const TableeFranticRound *round)
{
  for (guint a = 0; a < round->adjustments->len; a++)
    if (tablee_frantic_event_has_flag (get_adjustment (round, a)->event,
                                       TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND))
      return TRUE;

  return FALSE;
}

/* The Time Bomb, once every other point of the round is known: scored[]
 * holds what the round gave each player so far (hand and events, Identity
 * Theft's exchange aside, which is not a point scored). */
static void
apply_time_bomb (const TableeFranticRound *round,
                 const Adjustment         *adjustment,
                 const int                *scored,
                 int                      *values)
{
  for (guint p = 0; p < round->n_players; p++)
    {
      values[p] = 0;
      if (is_protected (adjustment, p))
        continue;

      if (round->finishers == 0)
        /* The deadline came and nobody was out: every point the round gave
         * the player counts double. */
        values[p] = scored[p];
      else if (tablee_frantic_round_is_finisher (round, p))
        values[p] = -TIME_BOMB_POINTS;
      else
        values[p] = TIME_BOMB_POINTS;
    }
}

/* What the rounds add up to, round after round, into an array of
 * RoundSums. */
static void
compute_sums (GPtrArray *rounds,
              GArray    *all_sums)
{
  int running[TABLEE_FRANTIC_MAX_PLAYERS] = { 0, };

  for (guint i = 0; i < all_sums->len; i++)
    clear_sums (&g_array_index (all_sums, RoundSums, i));
  g_array_set_size (all_sums, rounds->len);

  for (guint r = 0; r < rounds->len; r++)
    {
      const TableeFranticRound *round = g_ptr_array_index (rounds, r);
      RoundSums *sums = &g_array_index (all_sums, RoundSums, r);
      guint n = round->n_players;
      int before[TABLEE_FRANTIC_MAX_PLAYERS];
      int bomb = -1;

      memset (sums, 0, sizeof *sums);
      memcpy (before, running, sizeof before);
      sums->adjustment_points = g_array_new (FALSE, TRUE, sizeof (int));
      g_array_set_size (sums->adjustment_points, round->adjustments->len * n);

      /* Events during the round, in order: Identity Theft sees the
       * accounts as they are at that moment. */
      for (guint a = 0; a < round->adjustments->len; a++)
        {
          const Adjustment *adjustment = get_adjustment (round, a);
          int *values = &g_array_index (sums->adjustment_points, int, a * n);

          if (adjustment->event == TABLEE_FRANTIC_EVENT_TIME_BOMB)
            {
              /* A Repeat restarts the countdown: one bomb goes off. */
              bomb = a;
              continue;
            }
          apply_adjustment (round, adjustment, running, values);
          for (guint p = 0; p < n; p++)
            {
              running[p] += values[p];
              if (adjustment->event != TABLEE_FRANTIC_EVENT_IDENTITY_THEFT)
                sums->scored[p] += values[p];
            }
        }

      /* Then the hands, then what the Time Bomb adds to them. */
      for (guint p = 0; p < n; p++)
        if (tablee_frantic_round_hand_counts (round, p))
          {
            running[p] += round->hands[p];
            sums->scored[p] += round->hands[p];
          }

      if (bomb >= 0 && !round_ended_by_event (round))
        {
          int *values = &g_array_index (sums->adjustment_points, int, bomb * n);
          int scored[TABLEE_FRANTIC_MAX_PLAYERS];

          memcpy (scored, sums->scored, sizeof scored);
          apply_time_bomb (round, get_adjustment (round, bomb), scored, values);
          for (guint p = 0; p < n; p++)
            {
              running[p] += values[p];
              sums->scored[p] += values[p];
            }
        }

      for (guint p = 0; p < n; p++)
        {
          sums->points[p] = running[p] - before[p];
          sums->totals[p] = running[p];
        }
    }
}

static void
recompute (TableeFranticScorer *self)
{
  compute_sums (self->rounds, self->sums);
}

/* ---- Saving ------------------------------------------------------------ */

static GVariant *
adjustment_to_variant (const Adjustment *adjustment,
                       guint             n)
{
  return g_variant_new ("(uu@ai)", (guint) adjustment->event, adjustment->lucky_mask,
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, adjustment->inputs,
                                                   n, sizeof (int)));
}

static GVariant *
round_to_variant (const TableeFranticRound *round)
{
  GVariantBuilder adjustments;

  g_variant_builder_init (&adjustments, G_VARIANT_TYPE ("a(uuai)"));
  for (guint a = 0; a < round->adjustments->len; a++)
    g_variant_builder_add_value (&adjustments,
                                 adjustment_to_variant (get_adjustment (round, a),
                                                        round->n_players));

  /* The first finisher here, all of them in "finishers". */
  return g_variant_new ("(i@aia(uuai))", tablee_frantic_round_get_finisher (round),
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, round->hands,
                                                   round->n_players, sizeof (int)),
                        &adjustments);
}

static GVariant *
tablee_frantic_scorer_save (TableeSaveable *saveable)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (saveable);
  GVariantBuilder rounds, finishers, kept, pending;
  GVariantDict dict;

  g_variant_builder_init (&rounds, G_VARIANT_TYPE ("a(iaia(uuai))"));
  g_variant_builder_init (&finishers, G_VARIANT_TYPE ("au"));
  g_variant_builder_init (&kept, G_VARIANT_TYPE ("au"));
  for (guint r = 0; r < self->rounds->len; r++)
    {
      const TableeFranticRound *round = g_ptr_array_index (self->rounds, r);

      g_variant_builder_add_value (&rounds, round_to_variant (round));
      g_variant_builder_add (&finishers, "u", round->finishers);
      g_variant_builder_add (&kept, "u", round->kept_hands);
    }

  g_variant_builder_init (&pending, G_VARIANT_TYPE ("a(uu)"));
  for (guint a = 0; a < self->pending->len; a++)
    {
      const Adjustment *adjustment = &g_array_index (self->pending, Adjustment, a);

      g_variant_builder_add (&pending, "(uu)", (guint) adjustment->event, adjustment->lucky_mask);
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (self->players));
  g_variant_dict_insert (&dict, "length", "u", (guint) self->length);
  g_variant_dict_insert (&dict, "custom-limit", "u", self->custom_limit);
  g_variant_dict_insert_value (&dict, "rounds", g_variant_builder_end (&rounds));
  g_variant_dict_insert_value (&dict, "finishers", g_variant_builder_end (&finishers));
  g_variant_dict_insert_value (&dict, "kept-hands", g_variant_builder_end (&kept));
  g_variant_dict_insert_value (&dict, "pending", g_variant_builder_end (&pending));

  return g_variant_dict_end (&dict);
}

static gboolean
valid_event (guint event)
{
  return tablee_frantic_event_is_valid (event) &&
         tablee_frantic_event_has_flag (event, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES);
}

/* finishers_mask is G_MAXUINT when the state has no "finishers" (saved
 * before several players could go out at once); kept_mask is 0 when it has
 * no "kept-hands" (saved before Doomsday's hands were kept). */
static TableeFranticRound *
round_from_variant (TableeFranticScorer *self,
                    GVariant            *variant,
                    guint                n,
                    guint                finishers_mask,
                    guint                kept_mask)
{
  int finisher;
  g_autoptr(TableeFranticRound) round = tablee_frantic_round_new (n);
  g_autoptr(GVariant) hands = NULL;
  g_autoptr(GVariant) adjustments = NULL;
  const gint32 *values;
  GVariantIter iter;
  GVariant *child;
  gsize n_values;

  g_variant_get (variant, "(i@ai@a(uuai))", &finisher, &hands, &adjustments);
  values = g_variant_get_fixed_array (hands, &n_values, sizeof (gint32));
  if (n_values != n || finisher < -1 || finisher >= (int) n)
    return NULL;
  if (finishers_mask != G_MAXUINT)
    {
      if ((finishers_mask >> n) != 0 ||
          (finisher >= 0 && (finishers_mask & (1u << finisher)) == 0))
        return NULL;
      round->finishers = finishers_mask;
    }
  else
    round->finishers = finisher < 0 ? 0 : 1u << finisher;
  if ((kept_mask >> n) != 0)
    return NULL;
  round->kept_hands = kept_mask;
  for (guint p = 0; p < n; p++)
    round->hands[p] = values[p];

  g_variant_iter_init (&iter, adjustments);
  while ((child = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) adjustment = child;
      g_autoptr(GVariant) inputs = NULL;
      guint event, lucky;
      guint a;

      g_variant_get (adjustment, "(uu@ai)", &event, &lucky, &inputs);
      values = g_variant_get_fixed_array (inputs, &n_values, sizeof (gint32));
      if (!valid_event (event) || n_values != n ||
          round->adjustments->len >= TABLEE_FRANTIC_MAX_ADJUSTMENTS)
        return NULL;
      a = tablee_frantic_round_add_adjustment (round, event, lucky);
      for (guint p = 0; p < n; p++)
        get_adjustment (round, a)->inputs[p] = values[p];
    }

  if (!tablee_frantic_scorer_check_round (self, round, NULL, NULL, NULL))
    return NULL;

  return g_steal_pointer (&round);
}

static void set_columns (TableeFranticScorer *self);
static void sheet_changed (TableeFranticScorer *self,
                           const Snapshot      *before,
                           const char          *undo_description);

static gboolean
load_state (TableeFranticScorer  *self,
            GVariant             *state,
            GError              **error)
{
  g_autoptr(TableePlayers) scratch = NULL;
  g_autoptr(GVariant) players = NULL;
  g_autoptr(GVariant) rounds = NULL;
  g_autoptr(GVariant) pending = NULL;
  g_autoptr(GVariant) finishers = NULL;
  g_autoptr(GVariant) kept = NULL;
  const guint32 *finisher_masks = NULL;
  const guint32 *kept_masks = NULL;
  g_autoptr(GPtrArray) new_rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_frantic_round_free);
  g_autoptr(GArray) new_pending = g_array_new (FALSE, TRUE, sizeof (Adjustment));
  guint length, custom_limit, n;
  GVariantIter iter;
  GVariant *child;
  guint event, lucky;
  g_autoptr(GPtrArray) old_columns = NULL;

  if (!(players = g_variant_lookup_value (state, "players", G_VARIANT_TYPE ("a(ss)"))) ||
      !g_variant_lookup (state, "length", "u", &length) ||
      !g_variant_lookup (state, "custom-limit", "u", &custom_limit) ||
      !(rounds = g_variant_lookup_value (state, "rounds", G_VARIANT_TYPE ("a(iaia(uuai))"))) ||
      !(pending = g_variant_lookup_value (state, "pending", G_VARIANT_TYPE ("a(uu)"))))
    goto damaged;

  /* Every finisher of each round, when there are as many as rounds. */
  if ((finishers = g_variant_lookup_value (state, "finishers", G_VARIANT_TYPE ("au"))) != NULL)
    {
      gsize n_masks;

      finisher_masks = g_variant_get_fixed_array (finishers, &n_masks, sizeof (guint32));
      if (n_masks != g_variant_n_children (rounds))
        goto damaged;
    }
  /* The hands Doomsday replaced, kept for the record, likewise. */
  if ((kept = g_variant_lookup_value (state, "kept-hands", G_VARIANT_TYPE ("au"))) != NULL)
    {
      gsize n_masks;

      kept_masks = g_variant_get_fixed_array (kept, &n_masks, sizeof (guint32));
      if (n_masks != g_variant_n_children (rounds))
        goto damaged;
    }

  /* The players are checked on a scratch list before anything changes. */
  scratch = tablee_players_new (tablee_players_get_min_players (self->players),
                                tablee_players_get_max_players (self->players));
  if (!tablee_players_deserialize (scratch, players, error))
    return FALSE;
  n = tablee_players_get_n_players (scratch);
  if (n > TABLEE_FRANTIC_MAX_PLAYERS || length > TABLEE_FRANTIC_LENGTH_CUSTOM ||
      custom_limit < TABLEE_FRANTIC_LIMIT_MIN || custom_limit > TABLEE_FRANTIC_LIMIT_MAX)
    goto damaged;

  /* Rounds are checked against a player count of n. */
  old_columns = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (old_columns, g_object_ref (tablee_players_get_player (scratch, i)));
  {
    GPtrArray *saved = self->columns;

    self->columns = old_columns;
    g_variant_iter_init (&iter, rounds);
    while ((child = g_variant_iter_next_value (&iter)) != NULL)
      {
        g_autoptr(GVariant) round_variant = child;
        guint mask = G_MAXUINT;
        TableeFranticRound *round;

        if (finisher_masks != NULL)
          mask = finisher_masks[new_rounds->len];
        round = round_from_variant (self, round_variant, n, mask,
                                    kept_masks != NULL ? kept_masks[new_rounds->len] : 0);

        if (round == NULL)
          {
            self->columns = saved;
            goto damaged;
          }
        g_ptr_array_add (new_rounds, round);
      }
    self->columns = saved;
  }

  g_variant_iter_init (&iter, pending);
  while (g_variant_iter_next (&iter, "(uu)", &event, &lucky))
    {
      Adjustment adjustment = { event, lucky, { 0, } };

      if (!valid_event (event) || (lucky >> n) != 0 ||
          new_pending->len >= TABLEE_FRANTIC_MAX_ADJUSTMENTS)
        goto damaged;
      for (guint p = 0; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
        adjustment.inputs[p] = TABLEE_FRANTIC_INPUT_UNSET;
      g_array_append_val (new_pending, adjustment);
    }

  /* Everything is good: take it. The players are new objects: nobody who
   * left can come back as such. */
  self->loading = TRUE;
  tablee_players_deserialize (self->players, players, NULL);
  self->loading = FALSE;
  set_columns (self);
  g_hash_table_remove_all (self->departed);
  g_ptr_array_set_size (self->rounds, 0);
  g_ptr_array_extend_and_steal (self->rounds, g_steal_pointer (&new_rounds));
  g_array_set_size (self->pending, 0);
  g_array_append_vals (self->pending, new_pending->data, new_pending->len);
  self->length = length;
  self->custom_limit = custom_limit;
  recompute (self);

  return TRUE;

damaged:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The saved score sheet is damaged."));
  return FALSE;
}

static gboolean
tablee_frantic_scorer_load (TableeSaveable  *saveable,
                            GVariant        *state,
                            GError         **error)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (saveable);
  Snapshot before;

  snapshot_take (self, &before);
  if (!load_state (self, state, error))
    return FALSE;

  /* A game restored from disk starts a new undo history. */
  g_queue_clear_full (&self->undo, undo_step_free);
  sheet_changed (self, &before, NULL);

  return TRUE;
}

static void
tablee_frantic_scorer_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_frantic_scorer_save;
  iface->load = tablee_frantic_scorer_load;
}

/* ---- Changes ----------------------------------------------------------- */

/* After every change: sums, notifications, the undo step, saving. */
static void
sheet_changed (TableeFranticScorer *self,
               const Snapshot      *before,
               const char          *undo_description)
{
  Snapshot after;

  recompute (self);
  g_free (self->change_description);
  self->change_description = g_strdup (undo_description);

  if (undo_description != NULL && self->last_state != NULL)
    {
      UndoStep *step = g_new0 (UndoStep, 1);

      step->state = g_variant_ref (self->last_state);
      step->description = g_strdup (undo_description);
      g_queue_push_head (&self->undo, step);
      while (g_queue_get_length (&self->undo) > UNDO_DEPTH)
        undo_step_free (g_queue_pop_tail (&self->undo));
    }
  g_clear_pointer (&self->last_state, g_variant_unref);
  self->last_state = tablee_saveable_save (TABLEE_SAVEABLE (self));

  snapshot_take (self, &after);
  g_object_freeze_notify (G_OBJECT (self));
#define NOTIFY_IF(field, prop) \
  if (before->field != after.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  NOTIFY_IF (length, PROP_LENGTH);
  NOTIFY_IF (custom_limit, PROP_CUSTOM_LIMIT);
  NOTIFY_IF (limit, PROP_LIMIT);
  NOTIFY_IF (n_rounds, PROP_N_ROUNDS);
  NOTIFY_IF (game_over, PROP_GAME_OVER);
  NOTIFY_IF (can_undo, PROP_CAN_UNDO);
  NOTIFY_IF (n_pending, PROP_N_PENDING);
#undef NOTIFY_IF
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
}

/* The values of one column of the sheet, so that a player removed and put
 * back (the player editor's undo) gets their points back: per round the
 * number of events, the hand, whether they went out (bit 0) and whether
 * their hand was kept under Doomsday (bit 1), then per event the
 * input and whether they were protected. */
static GArray *
save_column (TableeFranticScorer *self,
             guint                column)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint r = 0; r < self->rounds->len; r++)
    {
      const TableeFranticRound *round = g_ptr_array_index (self->rounds, r);
      int header[] = { round->adjustments->len, round->hands[column],
                       tablee_frantic_round_is_finisher (round, column) |
                       ((round->kept_hands >> column) & 1u) << 1 };

      g_array_append_vals (values, header, G_N_ELEMENTS (header));
      for (guint a = 0; a < round->adjustments->len; a++)
        {
          const Adjustment *adjustment = get_adjustment (round, a);
          int item[] = { adjustment->inputs[column], is_protected (adjustment, column) };

          g_array_append_vals (values, item, G_N_ELEMENTS (item));
        }
    }

  return values;
}

/* Puts a saved column back, if the rounds still have the same shape. */
static gboolean
restore_column (TableeFranticScorer *self,
                guint                column,
                GArray              *values)
{
  guint i = 0;

  /* Check the shape first: rounds added, removed or changed since. */
  for (guint r = 0; r < self->rounds->len; r++)
    {
      const TableeFranticRound *round = g_ptr_array_index (self->rounds, r);

      if (i + 3 > values->len || g_array_index (values, int, i) != (int) round->adjustments->len)
        return FALSE;
      i += 3 + 2 * round->adjustments->len;
    }
  if (i != values->len)
    return FALSE;

  i = 0;
  for (guint r = 0; r < self->rounds->len; r++)
    {
      TableeFranticRound *round = g_ptr_array_index (self->rounds, r);

      round->hands[column] = g_array_index (values, int, i + 1);
      if (g_array_index (values, int, i + 2) & 1)
        round->finishers |= 1u << column;
      if (g_array_index (values, int, i + 2) & 2)
        round->kept_hands |= 1u << column;
      i += 3;
      for (guint a = 0; a < round->adjustments->len; a++)
        {
          Adjustment *adjustment = get_adjustment (round, a);

          adjustment->inputs[column] = g_array_index (values, int, i);
          if (g_array_index (values, int, i + 1))
            adjustment->lucky_mask |= 1u << column;
          else
            adjustment->lucky_mask &= ~(1u << column);
          i += 2;
        }
    }

  return TRUE;
}

/* Makes the rounds' columns follow the players: moved players keep their
 * points, newcomers have none, the points of those who left are kept aside
 * in case they come back. */
static void
set_columns (TableeFranticScorer *self)
{
  guint n = tablee_players_get_n_players (self->players);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func (g_object_unref);
  int from[TABLEE_FRANTIC_MAX_PLAYERS];

  n = MIN (n, TABLEE_FRANTIC_MAX_PLAYERS);
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

      if (!g_ptr_array_find (columns, player, NULL) && self->rounds->len > 0)
        g_hash_table_replace (self->departed, g_object_ref (player), save_column (self, c));
    }

  for (guint r = 0; r < self->rounds->len; r++)
    {
      TableeFranticRound *round = g_ptr_array_index (self->rounds, r);
      TableeFranticRound copy = *round;
      guint finishers = 0, kept = 0;

      for (guint p = 0; p < n; p++)
        {
          round->hands[p] = from[p] >= 0 ? copy.hands[from[p]] : 0;
          if (from[p] >= 0 && (copy.finishers & (1u << from[p])) != 0)
            finishers |= 1u << p;
          if (from[p] >= 0 && (copy.kept_hands & (1u << from[p])) != 0)
            kept |= 1u << p;
        }
      for (guint p = n; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
        round->hands[p] = 0;
      round->finishers = finishers;
      round->kept_hands = kept;
      round->n_players = n;

      for (guint a = 0; a < round->adjustments->len; a++)
        {
          Adjustment *adjustment = get_adjustment (round, a);
          Adjustment old = *adjustment;

          adjustment->lucky_mask = 0;
          for (guint p = 0; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
            {
              gboolean known = p < n && from[p] >= 0;

              adjustment->inputs[p] = known ? old.inputs[from[p]] : TABLEE_FRANTIC_INPUT_UNSET;
              if (known && is_protected (&old, from[p]))
                adjustment->lucky_mask |= 1u << p;
              /* A newcomer took no part in the events of past rounds. */
              if (p < n && !known)
                adjustment->lucky_mask |= 1u << p;
            }
        }
    }

  for (guint p = 0; p < n; p++)
    {
      TableePlayer *player = g_ptr_array_index (columns, p);
      GArray *values;

      if (from[p] >= 0 || (values = g_hash_table_lookup (self->departed, player)) == NULL)
        continue;
      restore_column (self, p, values);
      g_hash_table_remove (self->departed, player);
    }

  for (guint a = 0; a < self->pending->len; a++)
    {
      Adjustment *adjustment = &g_array_index (self->pending, Adjustment, a);
      guint mask = 0;

      for (guint p = 0; p < n; p++)
        if (from[p] >= 0 && is_protected (adjustment, from[p]))
          mask |= 1u << p;
      adjustment->lucky_mask = mask;
    }

  g_ptr_array_unref (self->columns);
  self->columns = g_steal_pointer (&columns);
}

static void
players_changed_cb (TableeFranticScorer *self)
{
  Snapshot before;

  if (self->loading)
    return;

  /* A rename changes no column. */
  if (self->columns->len == tablee_players_get_n_players (self->players))
    {
      gboolean same = TRUE;

      for (guint p = 0; p < self->columns->len && same; p++)
        same = g_ptr_array_index (self->columns, p) == tablee_players_get_player (self->players, p);
      if (same)
        return;
    }

  snapshot_take (self, &before);
  set_columns (self);
  sheet_changed (self, &before, _("The players changed"));
}

/* ---- GObject ----------------------------------------------------------- */

static void
tablee_frantic_scorer_dispose (GObject *object)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  if (self->players != NULL)
    g_clear_signal_handler (&self->players_handler, self->players);
  g_clear_object (&self->players);
  g_clear_pointer (&self->columns, g_ptr_array_unref);
  g_clear_pointer (&self->departed, g_hash_table_unref);

  G_OBJECT_CLASS (tablee_frantic_scorer_parent_class)->dispose (object);
}

static void
tablee_frantic_scorer_finalize (GObject *object)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  for (guint i = 0; i < self->sums->len; i++)
    clear_sums (&g_array_index (self->sums, RoundSums, i));
  g_array_unref (self->sums);
  g_ptr_array_unref (self->rounds);
  g_array_unref (self->pending);
  g_queue_clear_full (&self->undo, undo_step_free);
  g_clear_pointer (&self->last_state, g_variant_unref);
  g_clear_pointer (&self->change_description, g_free);

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
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, !g_queue_is_empty (&self->undo));
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, self->pending->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_frantic_scorer_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TableeFranticScorer *self = TABLEE_FRANTIC_SCORER (object);

  switch (prop_id)
    {
    case PROP_LENGTH:
      tablee_frantic_scorer_set_length (self, g_value_get_uint (value));
      break;
    case PROP_CUSTOM_LIMIT:
      tablee_frantic_scorer_set_custom_limit (self, g_value_get_uint (value), NULL);
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
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tablee_frantic_scorer_dispose;
  object_class->finalize = tablee_frantic_scorer_finalize;
  object_class->get_property = tablee_frantic_scorer_get_property;
  object_class->set_property = tablee_frantic_scorer_set_property;

  properties[PROP_LENGTH] =
    g_param_spec_uint ("length", NULL, NULL, 0, TABLEE_FRANTIC_LENGTH_CUSTOM,
                       TABLEE_FRANTIC_LENGTH_MEDIUM, rw);
  properties[PROP_CUSTOM_LIMIT] =
    g_param_spec_uint ("custom-limit", NULL, NULL, TABLEE_FRANTIC_LIMIT_MIN,
                       TABLEE_FRANTIC_LIMIT_MAX, 154, rw);
  properties[PROP_LIMIT] =
    g_param_spec_uint ("limit", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_ROUNDS] =
    g_param_spec_uint ("n-rounds", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_GAME_OVER] =
    g_param_spec_boolean ("game-over", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_N_PENDING] =
    g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0, ro);

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
  self->pending = g_array_new (FALSE, TRUE, sizeof (Adjustment));
  self->departed = g_hash_table_new_full (NULL, NULL, g_object_unref, (GDestroyNotify) g_array_unref);
  g_queue_init (&self->undo);
  self->length = TABLEE_FRANTIC_LENGTH_MEDIUM;
  self->custom_limit = 154;
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
  set_columns (self);
  self->last_state = tablee_saveable_save (TABLEE_SAVEABLE (self));

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
  Snapshot before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));
  g_return_if_fail (length <= TABLEE_FRANTIC_LENGTH_CUSTOM);

  if (self->length == length)
    return;

  snapshot_take (self, &before);
  self->length = length;
  sheet_changed (self, &before, _("The points limit changed"));
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
  Snapshot before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  if (limit < TABLEE_FRANTIC_LIMIT_MIN || limit > TABLEE_FRANTIC_LIMIT_MAX)
    {
      g_set_error (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                   _("Choose a limit from %u to %u points."),
                   TABLEE_FRANTIC_LIMIT_MIN, TABLEE_FRANTIC_LIMIT_MAX);
      return FALSE;
    }

  if (self->custom_limit == limit)
    return TRUE;

  snapshot_take (self, &before);
  self->custom_limit = limit;
  sheet_changed (self, &before, _("The points limit changed"));

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

guint
tablee_frantic_scorer_get_n_pending (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  return self->pending->len;
}

void
tablee_frantic_scorer_add_pending (TableeFranticScorer *self,
                                   TableeFranticEvent   event,
                                   guint                lucky_mask)
{
  Adjustment adjustment = { event, lucky_mask & ((1u << n_players (self)) - 1), { 0, } };
  Snapshot before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));
  g_return_if_fail (valid_event (event));

  if (self->pending->len >= TABLEE_FRANTIC_MAX_ADJUSTMENTS)
    return;

  for (guint p = 0; p < TABLEE_FRANTIC_MAX_PLAYERS; p++)
    adjustment.inputs[p] = TABLEE_FRANTIC_INPUT_UNSET;

  snapshot_take (self, &before);
  g_array_append_val (self->pending, adjustment);
  sheet_changed (self, &before, NULL);
}

void
tablee_frantic_scorer_clear_pending (TableeFranticScorer *self)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  if (self->pending->len == 0)
    return;

  snapshot_take (self, &before);
  g_array_set_size (self->pending, 0);
  sheet_changed (self, &before, NULL);
}

TableeFranticRound *
tablee_frantic_scorer_new_round (TableeFranticScorer *self)
{
  TableeFranticRound *round;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  round = tablee_frantic_round_new (n_players (self));
  g_array_append_vals (round->adjustments, self->pending->data, self->pending->len);

  return round;
}

static gboolean
fail (GError     **error,
      int         *player_out,
      int          player,
      int         *adjustment_out,
      int          adjustment,
      TableeFranticScorerError code,
      const char  *message)
{
  if (player_out != NULL)
    *player_out = player;
  if (adjustment_out != NULL)
    *adjustment_out = adjustment;
  g_set_error_literal (error, TABLEE_FRANTIC_SCORER_ERROR, code, message);

  return FALSE;
}

gboolean
tablee_frantic_scorer_check_round (TableeFranticScorer       *self,
                                   const TableeFranticRound  *round,
                                   int                       *player,
                                   int                       *adjustment,
                                   GError                   **error)
{
  guint n;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);
  g_return_val_if_fail (round != NULL, FALSE);

  if (player != NULL)
    *player = -1;
  if (adjustment != NULL)
    *adjustment = -1;

  n = n_players (self);
  if (round->n_players != n || n < TABLEE_FRANTIC_MIN_PLAYERS)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                 _("The players changed while the round was entered: enter it again."));

  if ((round->finishers >> n) != 0)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                 _("Choose who went out, or nobody."));

  if (round->adjustments->len > TABLEE_FRANTIC_MAX_ADJUSTMENTS)
    return fail (error, player, -1, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                 _("A round cannot hold that many events."));

  for (guint p = 0; p < n; p++)
    {
      int hand = round->hands[p];

      if (hand < 0)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE,
                     _("Points cannot be negative."));
      if (hand > TABLEE_FRANTIC_HAND_MAX)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                     /* Translators: 908 is every card of the game. */
                     _("No hand can hold more than 908 points."));
      if (tablee_frantic_round_is_finisher (round, p) && hand != 0)
        return fail (error, player, p, adjustment, -1, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                     _("The player who went out has no cards left: 0 points."));
    }

  for (guint a = 0; a < round->adjustments->len; a++)
    {
      const Adjustment *adj = get_adjustment (round, a);

      if (!valid_event (adj->event) || (adj->lucky_mask >> n) != 0)
        return fail (error, player, -1, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                     _("This event does not change scores."));

      for (guint p = 0; p < n; p++)
        {
          int input = adj->inputs[p];

          if (is_protected (adj, p))
            continue;

          if (adj->event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION)
            {
              if (input == TABLEE_FRANTIC_INPUT_UNSET)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_MISSING,
                             _("Enter the sum of this player’s three highest cards."));
              if (input < 0)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_NEGATIVE,
                             _("Points cannot be negative."));
              if (input > TABLEE_FRANTIC_TAXATION_MAX)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_TOO_HIGH,
                             /* Translators: Fuck You, Curse and a 9. */
                             _("Three cards are worth at most 64 points."));
            }
          else if (adj->event == TABLEE_FRANTIC_EVENT_SEPPUKU)
            {
              if (input == TABLEE_FRANTIC_SEPPUKU_UNSET)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_MISSING,
                             _("Choose what this player did at Seppuku."));
              if (input < TABLEE_FRANTIC_SEPPUKU_DECLINED || input > TABLEE_FRANTIC_SEPPUKU_OTHER)
                return fail (error, player, p, adjustment, a, TABLEE_FRANTIC_SCORER_ERROR_INVALID,
                             _("Choose what this player did at Seppuku."));
            }
        }
    }

  return TRUE;
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
  compute_sums (rounds, sums);
  last = &g_array_index (sums, RoundSums, sums->len - 1);
  for (guint p = 0; p < round->n_players; p++)
    {
      if (points != NULL)
        points[p] = last->points[p];
      if (totals != NULL)
        totals[p] = last->totals[p];
    }
  for (guint i = 0; i < sums->len; i++)
    clear_sums (&g_array_index (sums, RoundSums, i));
}

gboolean
tablee_frantic_scorer_add_round (TableeFranticScorer       *self,
                                 const TableeFranticRound  *round,
                                 GError                   **error)
{
  g_autofree char *description = NULL;
  Snapshot before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  if (tablee_frantic_scorer_get_game_over (self))
    {
      g_set_error_literal (error, TABLEE_FRANTIC_SCORER_ERROR, TABLEE_FRANTIC_SCORER_ERROR_GAME_OVER,
                           _("The game is over: start a new one."));
      return FALSE;
    }

  if (!tablee_frantic_scorer_check_round (self, round, NULL, NULL, error))
    return FALSE;

  snapshot_take (self, &before);
  g_ptr_array_add (self->rounds, tablee_frantic_round_copy (round));
  g_array_set_size (self->pending, 0);
  description = g_strdup_printf (_("Round %u added"), self->rounds->len);
  sheet_changed (self, &before, description);

  return TRUE;
}

gboolean
tablee_frantic_scorer_replace_round (TableeFranticScorer       *self,
                                     guint                      index,
                                     const TableeFranticRound  *round,
                                     GError                   **error)
{
  g_autofree char *description = NULL;
  Snapshot before;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);
  g_return_val_if_fail (index < self->rounds->len, FALSE);

  if (!tablee_frantic_scorer_check_round (self, round, NULL, NULL, error))
    return FALSE;

  snapshot_take (self, &before);
  tablee_frantic_round_free (g_ptr_array_index (self->rounds, index));
  g_ptr_array_index (self->rounds, index) = tablee_frantic_round_copy (round);
  description = g_strdup_printf (_("Round %u changed"), index + 1);
  sheet_changed (self, &before, description);

  return TRUE;
}

void
tablee_frantic_scorer_new_game (TableeFranticScorer *self)
{
  Snapshot before;

  g_return_if_fail (TABLEE_IS_FRANTIC_SCORER (self));

  snapshot_take (self, &before);
  g_ptr_array_set_size (self->rounds, 0);
  g_array_set_size (self->pending, 0);
  sheet_changed (self, &before, _("New game started"));
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

int
tablee_frantic_scorer_get_adjustment_points (TableeFranticScorer *self,
                                             guint                round,
                                             guint                adjustment,
                                             guint                player)
{
  const RoundSums *sums;
  guint n;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < n_players (self), 0);

  n = n_players (self);
  sums = &g_array_index (self->sums, RoundSums, round);
  g_return_val_if_fail (adjustment * n < sums->adjustment_points->len, 0);

  return g_array_index (sums->adjustment_points, int, adjustment * n + player);
}

int
tablee_frantic_scorer_get_round_points (TableeFranticScorer *self,
                                        guint                round,
                                        guint                player)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < n_players (self), 0);

  return g_array_index (self->sums, RoundSums, round).points[player];
}

int
tablee_frantic_scorer_get_total_after (TableeFranticScorer *self,
                                       guint                round,
                                       guint                player)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < n_players (self), 0);

  return g_array_index (self->sums, RoundSums, round).totals[player];
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
  int best = G_MININT;
  guint mask = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);

  /* Identity Theft's exchange of totals is not a point scored. */
  for (guint p = 0; p < n_players (self); p++)
    {
      int points = g_array_index (self->sums, RoundSums, round).scored[p];

      if (points > best)
        {
          best = points;
          mask = 0;
        }
      if (points == best)
        mask |= 1u << p;
    }

  return mask;
}

gboolean
tablee_frantic_scorer_get_game_over (TableeFranticScorer *self)
{
  guint limit;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  limit = tablee_frantic_scorer_get_limit (self);
  for (guint p = 0; p < n_players (self); p++)
    {
      if (tablee_frantic_scorer_get_total (self, p) >= (int) limit)
        return TRUE;
    }

  return FALSE;
}

guint
tablee_frantic_scorer_get_leaders (TableeFranticScorer *self)
{
  int best = G_MAXINT;
  guint mask = 0;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), 0);

  for (guint p = 0; p < n_players (self); p++)
    {
      int total = tablee_frantic_scorer_get_total (self, p);

      if (total < best)
        {
          best = total;
          mask = 0;
        }
      if (total == best)
        mask |= 1u << p;
    }

  return mask;
}

const char *
tablee_frantic_scorer_get_change_description (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  return self->change_description;
}

gboolean
tablee_frantic_scorer_get_can_undo (TableeFranticScorer *self)
{
  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), FALSE);

  return !g_queue_is_empty (&self->undo);
}

char *
tablee_frantic_scorer_undo (TableeFranticScorer *self)
{
  UndoStep *step;
  Snapshot before;
  char *description;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  step = g_queue_pop_head (&self->undo);
  if (step == NULL)
    return NULL;

  snapshot_take (self, &before);
  if (!load_state (self, step->state, NULL))
    g_critical ("An undo step of the score sheet did not load");
  description = g_steal_pointer (&step->description);
  undo_step_free (step);
  sheet_changed (self, &before, NULL);

  return description;
}
