/* tablee-frantic-scorer-save.c: the score sheet's saved state, and the
 * sheet as CSV for a spreadsheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-frantic-scorer"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tablee-csv.h"
#include "tablee-frantic-private.h"

static GVariant *
round_to_variant (const TableeFranticRound *round)
{
  GVariantBuilder adjustments;

  g_variant_builder_init (&adjustments, G_VARIANT_TYPE ("a(uuai)"));
  for (guint a = 0; a < round->adjustments->len; a++)
    g_variant_builder_add (&adjustments, "(uu@ai)", (guint) get_adjustment (round, a)->event,
                           get_adjustment (round, a)->lucky_mask,
                           g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, get_adjustment (round, a)->inputs,
                                                      round->n_players, sizeof (int)));

  /* The first finisher (or -1) here, all of them in "finishers". */
  return g_variant_new ("(i@aia(uuai))", round->finishers != 0 ? g_bit_nth_lsf (round->finishers, -1) : -1,
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, round->hands,
                                                   round->n_players, sizeof (int)),
                        &adjustments);
}

GVariant *
tablee_frantic_scorer_save_state (TableeFranticScorer *self)
{
  GVariantBuilder rounds, finishers, kept, pending, pending_inputs;
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

  /* What was recorded of the pending events as they happened: keys an
   * older Tablée reads past, so the format keeps its version. */
  g_variant_builder_init (&pending, G_VARIANT_TYPE ("a(uu)"));
  g_variant_builder_init (&pending_inputs, G_VARIANT_TYPE ("aai"));
  for (guint a = 0; a < self->pending->adjustments->len; a++)
    {
      const Adjustment *adjustment = get_adjustment (self->pending, a);

      g_variant_builder_add (&pending, "(uu)", (guint) adjustment->event, adjustment->lucky_mask);
      g_variant_builder_add_value (&pending_inputs,
                                   g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, adjustment->inputs,
                                                              self->columns->len, sizeof (int)));
    }

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "length", "u", (guint) self->length);
  g_variant_dict_insert (&dict, "custom-limit", "u", self->custom_limit);
  g_variant_dict_insert_value (&dict, "rounds", g_variant_builder_end (&rounds));
  g_variant_dict_insert_value (&dict, "finishers", g_variant_builder_end (&finishers));
  g_variant_dict_insert_value (&dict, "kept-hands", g_variant_builder_end (&kept));
  g_variant_dict_insert_value (&dict, "pending", g_variant_builder_end (&pending));
  g_variant_dict_insert_value (&dict, "pending-inputs", g_variant_builder_end (&pending_inputs));
  g_variant_dict_insert (&dict, "pending-finishers", "u", self->pending->finishers);

  return g_variant_dict_end (&dict);
}

/* finishers_mask is G_MAXUINT when the state has no "finishers" (saved
 * before several players could go out at once); kept_mask is 0 when it has
 * no "kept-hands" (saved before Doomsday's hands were kept). */
static TableeFranticRound *
round_from_variant (GVariant            *variant,
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
  if ((kept_mask >> n) != 0 ||
      (finishers_mask != G_MAXUINT && finisher >= 0 && (finishers_mask & (1u << finisher)) == 0))
    return NULL;
  round->finishers = finishers_mask != G_MAXUINT ? finishers_mask : finisher < 0 ? 0 : 1u << finisher;
  round->kept_hands = kept_mask;
  memcpy (round->hands, values, n * sizeof (int));

  g_variant_iter_init (&iter, adjustments);
  while ((child = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) adjustment = child;
      g_autoptr(GVariant) inputs = NULL;
      guint event, lucky;
      guint a;

      g_variant_get (adjustment, "(uu@ai)", &event, &lucky, &inputs);
      values = g_variant_get_fixed_array (inputs, &n_values, sizeof (gint32));
      if (n_values != n)
        return NULL;
      a = tablee_frantic_round_add_adjustment (round, event, lucky);
      memcpy (get_adjustment (round, a)->inputs, values, n * sizeof (int));
    }

  /* Finishers, events and inputs are checked as for a round entered. */
  if (!_tablee_frantic_round_check (round, n, NULL, NULL, NULL))
    return NULL;

  return g_steal_pointer (&round);
}

/* The masks at key, a mask per round, or none (*masks NULL) when the
 * state has no such key; FALSE when they are not as many as the rounds. */
static gboolean
lookup_masks (GVariant        *state,
              const char      *key,
              GVariant        *rounds,
              GVariant       **variant,
              const guint32  **masks)
{
  gsize n_masks;

  *variant = g_variant_lookup_value (state, key, G_VARIANT_TYPE ("au"));
  if (*variant == NULL)
    return TRUE;
  *masks = g_variant_get_fixed_array (*variant, &n_masks, sizeof (guint32));

  return n_masks == g_variant_n_children (rounds);
}

/* What was recorded of the pending events (a file saved before they were
 * recorded has none): an input per player of each, as a round's, and who
 * went out. FALSE when it does not fit the events. */
static gboolean
load_recorded (GVariant           *state,
               TableeFranticRound *pending,
               guint               n)
{
  g_autoptr(GVariant) inputs = g_variant_lookup_value (state, "pending-inputs", G_VARIANT_TYPE ("aai"));
  guint finishers = 0;

  if (g_variant_lookup (state, "pending-finishers", "u", &finishers) && (finishers >> n) != 0)
    return FALSE;
  pending->finishers = finishers;
  if (inputs == NULL)
    return TRUE;
  if (g_variant_n_children (inputs) != pending->adjustments->len)
    return FALSE;

  for (guint a = 0; a < pending->adjustments->len; a++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (inputs, a);
      Adjustment *adjustment = get_adjustment (pending, a);
      gsize n_values;
      const gint32 *values = g_variant_get_fixed_array (child, &n_values, sizeof (gint32));
      int max = adjustment->event == TABLEE_FRANTIC_EVENT_DOUBLE_TAXATION ? TABLEE_FRANTIC_TAXATION_MAX :
                adjustment->event == TABLEE_FRANTIC_EVENT_SEPPUKU ? TABLEE_FRANTIC_SEPPUKU_OTHER :
                TABLEE_FRANTIC_INPUT_UNSET;

      if (n_values != n)
        return FALSE;
      for (guint p = 0; p < n; p++)
        if (values[p] < TABLEE_FRANTIC_INPUT_UNSET || values[p] > max)
          return FALSE;
      memcpy (adjustment->inputs, values, n * sizeof (int));
    }

  return TRUE;
}

gboolean
tablee_frantic_scorer_load_state (TableeFranticScorer  *self,
                                  GVariant             *state,
                                  guint                 n,
                                  GError              **error)
{
  g_autoptr(GVariant) rounds = NULL;
  g_autoptr(GVariant) pending = NULL;
  g_autoptr(GVariant) finishers = NULL;
  g_autoptr(GVariant) kept = NULL;
  const guint32 *finisher_masks = NULL;
  const guint32 *kept_masks = NULL;
  g_autoptr(GPtrArray) new_rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_frantic_round_free);
  g_autoptr(TableeFranticRound) new_pending = tablee_frantic_round_new (0);
  guint length, custom_limit;
  GVariantIter iter;
  GVariant *child;
  guint event, lucky;

  if (!g_variant_lookup (state, "length", "u", &length) ||
      !g_variant_lookup (state, "custom-limit", "u", &custom_limit) ||
      !(rounds = g_variant_lookup_value (state, "rounds", G_VARIANT_TYPE ("a(iaia(uuai))"))) ||
      !(pending = g_variant_lookup_value (state, "pending", G_VARIANT_TYPE ("a(uu)"))))
    goto damaged;

  /* Every finisher of each round, and the hands Doomsday replaced, kept
   * for the record: a mask per round. */
  if (!lookup_masks (state, "finishers", rounds, &finishers, &finisher_masks) ||
      !lookup_masks (state, "kept-hands", rounds, &kept, &kept_masks) ||
      n < TABLEE_FRANTIC_MIN_PLAYERS || n > TABLEE_FRANTIC_MAX_PLAYERS ||
      length > TABLEE_FRANTIC_LENGTH_CUSTOM ||
      custom_limit < TABLEE_FRANTIC_LIMIT_MIN || custom_limit > TABLEE_FRANTIC_LIMIT_MAX)
    goto damaged;

  g_variant_iter_init (&iter, rounds);
  while ((child = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) round_variant = child;
      guint mask = finisher_masks != NULL ? finisher_masks[new_rounds->len] : G_MAXUINT;
      TableeFranticRound *round;

      round = round_from_variant (round_variant, n, mask,
                                  kept_masks != NULL ? kept_masks[new_rounds->len] : 0);
      if (round == NULL)
        goto damaged;
      g_ptr_array_add (new_rounds, round);
    }

  g_variant_iter_init (&iter, pending);
  while (g_variant_iter_next (&iter, "(uu)", &event, &lucky))
    {
      if (!_tablee_frantic_valid_event (event) || (lucky >> n) != 0 ||
          new_pending->adjustments->len >= TABLEE_FRANTIC_MAX_ADJUSTMENTS)
        goto damaged;
      tablee_frantic_round_add_adjustment (new_pending, event, lucky);
    }
  if (!load_recorded (state, new_pending, n))
    goto damaged;

  /* Everything is good: take it. The columns wait for the seats, which
   * the game puts in place just after (new players: nobody who left can
   * come back as such); until then the sheet tells nobody. When the seats
   * stay the same, nothing tells the sheet they are in place: the game
   * settles it (_tablee_frantic_scorer_settle()). */
  if (self->seating_before == NULL)
    self->seating_before = tablee_snapshot_properties (G_OBJECT (self));
  g_ptr_array_set_size (self->columns, 0);
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (self->columns, p < tablee_players_get_n_players (self->players) ?
                                    g_object_ref (tablee_players_get_player (self->players, p)) :
                                    g_object_new (G_TYPE_OBJECT, NULL));
  g_hash_table_remove_all (self->departed);
  g_ptr_array_set_size (self->rounds, 0);
  g_ptr_array_extend_and_steal (self->rounds, g_steal_pointer (&new_rounds));
  tablee_frantic_round_free (self->pending);
  self->pending = g_steal_pointer (&new_pending);
  self->length = length;
  self->custom_limit = custom_limit;
  _tablee_frantic_compute_sums (self->rounds, self->sums);

  return TRUE;

damaged:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The saved score sheet is damaged."));
  return FALSE;
}

char *
tablee_frantic_scorer_to_csv (TableeFranticScorer *self)
{
  const char *headers[] = { N_("Round"), N_("Player"), N_("Hand"), N_("Events"),
                            N_("Round points"), N_("Total") };
  TableePlayers *players;
  GString *csv;
  guint n;

  g_return_val_if_fail (TABLEE_IS_FRANTIC_SCORER (self), NULL);

  players = tablee_frantic_scorer_get_players (self);
  n = tablee_players_get_n_players (players);
  csv = g_string_new (NULL);
  for (guint h = 0; h < G_N_ELEMENTS (headers); h++)
    {
      if (h > 0)
        g_string_append_c (csv, ',');
      tablee_csv_append_field (csv, _(headers[h]));
    }
  g_string_append (csv, "\r\n");

  for (guint r = 0; r < tablee_frantic_scorer_get_n_rounds (self); r++)
    {
      const TableeFranticRound *round = tablee_frantic_scorer_get_round (self, r);

      for (guint p = 0; p < n; p++)
        {
          g_autoptr(GString) events = g_string_new (NULL);

          g_string_append_printf (csv, "%u,", r + 1);
          tablee_csv_append_field (csv, tablee_player_get_name (tablee_players_get_player (players, p)));

          /* Under Doomsday the real hand when it was kept for the record;
           * an empty field, not a 0 that nobody held, when it was not. */
          g_string_append_c (csv, ',');
          if (tablee_frantic_round_hand_known (round, p))
            g_string_append_printf (csv, "%d", tablee_frantic_round_get_hand (round, p));

          /* The events by the names users see, with what each gave. */
          for (guint a = 0; a < tablee_frantic_round_get_n_adjustments (round); a++)
            {
              g_autofree char *title =
                tablee_frantic_event_dup_title (tablee_frantic_round_get_adjustment_event (round, a), NULL);
              int value = tablee_frantic_scorer_get_adjustment_points (self, r, a, p);

              if (events->len > 0)
                g_string_append (events, "; ");
              if (tablee_frantic_round_get_adjustment_lucky (round, a) & (1u << p))
                /* Translators: an event in the exported score sheet, for a
                 * player a Lucky Bastard protected from it. */
                g_string_append_printf (events, _("%s: protected"), title);
              else
                g_string_append_printf (events, "%s: %s%d", title, value > 0 ? "+" : "", value);
            }
          g_string_append_c (csv, ',');
          tablee_csv_append_field (csv, events->str);
          g_string_append_printf (csv, ",%d,%d\r\n",
                                  tablee_frantic_scorer_get_round_points (self, r, p),
                                  tablee_frantic_scorer_get_total_after (self, r, p));
        }
    }

  return g_string_free (csv, FALSE);
}
