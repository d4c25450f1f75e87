/* tally-game.h: a game small enough to watch, for the tests of the base
 * model and the base page. Include it in one test file only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "tablee-game.h"
#include "tablee-game-registry.h"

/* A game small enough to watch: a count per seat. */
#define TEST_TYPE_TALLY (test_tally_get_type ())
G_DECLARE_FINAL_TYPE (TestTally, test_tally, TEST, TALLY, TableeGame)

struct _TestTally
{
  TableeGame  parent_instance;
  GArray     *counts;  /* int per seat */
  guint       seat_changes;
};

G_DEFINE_FINAL_TYPE (TestTally, test_tally, TABLEE_TYPE_GAME)

enum { TALLY_PROP_0, TALLY_PROP_TOTAL, TALLY_N_PROPS };
static GParamSpec *tally_properties[TALLY_N_PROPS];

static int
tally_total (TestTally *self)
{
  int total = 0;

  for (guint i = 0; i < self->counts->len; i++)
    total += g_array_index (self->counts, int, i);

  return total;
}

static GVariant *
tally_save_state (TableeGame *game)
{
  TestTally *self = TEST_TALLY (game);
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "counts",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, self->counts->data,
                                                          self->counts->len, sizeof (int)));
  return g_variant_dict_end (&dict);
}

static gboolean
tally_load_state (TableeGame  *game,
                  GVariant    *state,
                  guint        n_players,
                  GError     **error)
{
  TestTally *self = TEST_TALLY (game);
  g_autoptr(GVariant) counts = g_variant_lookup_value (state, "counts", G_VARIANT_TYPE ("ai"));
  const int *values;
  gsize n = 0;
  int before = tally_total (self);

  if (counts == NULL || (values = g_variant_get_fixed_array (counts, &n, sizeof (int)), n != n_players))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bad counts");
      return FALSE;
    }

  g_array_set_size (self->counts, 0);
  g_array_append_vals (self->counts, values, n);
  if (tally_total (self) != before)
    g_object_notify_by_pspec (G_OBJECT (self), tally_properties[TALLY_PROP_TOTAL]);

  return TRUE;
}

static void
tally_new_game (TableeGame *game)
{
  TestTally *self = TEST_TALLY (game);
  int before = tally_total (self);

  memset (self->counts->data, 0, self->counts->len * sizeof (int));
  if (before != 0)
    g_object_notify_by_pspec (G_OBJECT (self), tally_properties[TALLY_PROP_TOTAL]);
}

static void
tally_seats_changed (TableeGame *game,
                     guint       position,
                     guint       removed,
                     guint       added)
{
  TestTally *self = TEST_TALLY (game);
  int zero[16] = { 0 };

  self->seat_changes++;
  g_array_remove_range (self->counts, position, removed);
  g_array_insert_vals (self->counts, position, zero, added);
}

static char *
tally_dup_mode (TableeGame *game)
{
  return g_strdup ("tally");
}

/* The most points win. */
static guint
tally_get_result (TableeGame *game,
                  int        *figures)
{
  TestTally *self = TEST_TALLY (game);
  int best = G_MININT;
  guint winners = 0;

  for (guint i = 0; i < self->counts->len; i++)
    {
      figures[i] = g_array_index (self->counts, int, i);
      if (figures[i] > best)
        winners = 0, best = figures[i];
      if (figures[i] == best)
        winners |= 1u << i;
    }

  return winners;
}

static void
tally_finalize (GObject *object)
{
  g_array_unref (TEST_TALLY (object)->counts);

  G_OBJECT_CLASS (test_tally_parent_class)->finalize (object);
}

static void
tally_get_property (GObject    *object,
                    guint       prop_id,
                    GValue     *value,
                    GParamSpec *pspec)
{
  g_value_set_int (value, tally_total (TEST_TALLY (object)));
}

static void
test_tally_class_init (TestTallyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TableeGameClass *game_class = TABLEE_GAME_CLASS (klass);

  object_class->finalize = tally_finalize;
  object_class->get_property = tally_get_property;
  game_class->store_name = "tally";
  game_class->format_version = 1;
  game_class->min_players = 2;
  game_class->max_players = 5;
  game_class->save_state = tally_save_state;
  game_class->load_state = tally_load_state;
  game_class->new_game = tally_new_game;
  game_class->seats_changed = tally_seats_changed;
  game_class->dup_mode = tally_dup_mode;
  game_class->get_result = tally_get_result;

  tally_properties[TALLY_PROP_TOTAL] =
    g_param_spec_int ("total", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, TALLY_N_PROPS, tally_properties);
}

static void
test_tally_init (TestTally *self)
{
  self->counts = g_array_new (FALSE, TRUE, sizeof (int));
  g_array_set_size (self->counts, 3);
}

/* A point for a seat, as a game's action: one change, one label. */
G_GNUC_UNUSED static void
tally_score (TestTally *self,
             guint      seat,
             int        points,
             gboolean   finish)
{
  g_autofree char *label = g_strdup_printf ("Seat %u scored %d", seat + 1, points);

  tablee_game_begin_change (TABLEE_GAME (self));
  g_array_index (self->counts, int, seat) += points;
  if (points != 0)
    g_object_notify_by_pspec (G_OBJECT (self), tally_properties[TALLY_PROP_TOTAL]);
  if (finish)
    tablee_game_set_finished (TABLEE_GAME (self), TRUE);
  tablee_game_end_change (TABLEE_GAME (self), label);
}

static TableeGame *
tally_new (void)
{
  return g_object_new (TEST_TYPE_TALLY, NULL);
}

/* The tally game in the registry of games, as "tally": what adding a game
 * takes besides its folder. */
static const char *
tally_figure (gulong n)
{
  return n == 1 ? "%s tally point" : "%s tally points";
}

static const TableeGameInfo tally_info = {
  "tally", "Tally", "tally", tally_figure, NULL, tally_new,
};

G_GNUC_UNUSED static void
tally_register (void)
{
  tablee_game_registry_add (&tally_info);
}
