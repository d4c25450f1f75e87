/* tablee-notnot-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tablee-notnot-history.h"

#define SAVED_TYPE G_VARIANT_TYPE ("(a(uua{sv})a(uua{sv}))")

typedef struct {
  TableeNotnotStepKind  kind;
  guint                 turn;
  GVariant             *state;
} Step;

struct _TableeNotnotHistory
{
  GArray *undo;  /* of Step, oldest first */
  GArray *redo;  /* of Step, the next to redo last */
};

static void
step_clear (gpointer data)
{
  Step *step = data;

  g_clear_pointer (&step->state, g_variant_unref);
}

static GArray *
steps_new (void)
{
  GArray *steps = g_array_new (FALSE, TRUE, sizeof (Step));

  g_array_set_clear_func (steps, step_clear);

  return steps;
}

static void
steps_append (GArray               *steps,
              TableeNotnotStepKind  kind,
              guint                 turn,
              GVariant             *state)
{
  Step step = { kind, turn, g_variant_ref_sink (state) };

  g_array_append_val (steps, step);
  if (steps->len > TABLEE_NOTNOT_HISTORY_DEPTH)
    g_array_remove_index (steps, 0);
}

TableeNotnotHistory *
tablee_notnot_history_new (void)
{
  TableeNotnotHistory *self = g_new0 (TableeNotnotHistory, 1);

  self->undo = steps_new ();
  self->redo = steps_new ();

  return self;
}

void
tablee_notnot_history_free (TableeNotnotHistory *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->undo);
  g_array_unref (self->redo);
  g_free (self);
}

void
tablee_notnot_history_clear (TableeNotnotHistory *self)
{
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
}

void
tablee_notnot_history_push (TableeNotnotHistory  *self,
                            TableeNotnotStepKind  kind,
                            guint                 turn,
                            GVariant             *before)
{
  g_return_if_fail (before != NULL);

  g_array_set_size (self->redo, 0);
  steps_append (self->undo, kind, turn, before);
}

gboolean
tablee_notnot_history_can_undo (TableeNotnotHistory *self)
{
  return self->undo->len > 0;
}

gboolean
tablee_notnot_history_can_redo (TableeNotnotHistory *self)
{
  return self->redo->len > 0;
}

gboolean
tablee_notnot_history_peek (TableeNotnotHistory  *self,
                            gboolean              redo,
                            TableeNotnotStepKind *kind,
                            guint                *turn)
{
  GArray *steps = redo ? self->redo : self->undo;
  const Step *last;

  if (steps->len == 0)
    return FALSE;

  last = &g_array_index (steps, Step, steps->len - 1);
  *kind = last->kind;
  *turn = last->turn;

  return TRUE;
}

/* Moves the last step of from to to, with current in its place. */
static GVariant *
move_step (GArray               *from,
           GArray               *to,
           GVariant             *current,
           TableeNotnotStepKind *kind,
           guint                *turn)
{
  Step *last;
  GVariant *state;

  if (from->len == 0)
    return NULL;

  last = &g_array_index (from, Step, from->len - 1);
  state = g_steal_pointer (&last->state);
  if (kind != NULL)
    *kind = last->kind;
  if (turn != NULL)
    *turn = last->turn;
  steps_append (to, last->kind, last->turn, current);
  g_array_set_size (from, from->len - 1);

  return state;
}

GVariant *
tablee_notnot_history_undo (TableeNotnotHistory  *self,
                            GVariant             *current,
                            TableeNotnotStepKind *kind,
                            guint                *turn)
{
  g_return_val_if_fail (current != NULL, NULL);

  return move_step (self->undo, self->redo, current, kind, turn);
}

GVariant *
tablee_notnot_history_redo (TableeNotnotHistory  *self,
                            GVariant             *current,
                            TableeNotnotStepKind *kind,
                            guint                *turn)
{
  g_return_val_if_fail (current != NULL, NULL);

  return move_step (self->redo, self->undo, current, kind, turn);
}

static GVariant *
steps_save (GArray *steps)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(uua{sv})"));
  for (guint i = 0; i < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);

      g_variant_builder_add (&builder, "(uu@a{sv})", (guint) step->kind, step->turn, step->state);
    }

  return g_variant_builder_end (&builder);
}

GVariant *
tablee_notnot_history_save (TableeNotnotHistory *self)
{
  return g_variant_new ("(@a(uua{sv})@a(uua{sv}))", steps_save (self->undo), steps_save (self->redo));
}

static gboolean
steps_load (GArray                  *steps,
            GVariant                *saved,
            TableeNotnotStateCheck   check,
            gpointer                 user_data,
            GError                 **error)
{
  GVariantIter iter;
  GVariant *state;
  guint kind, turn;

  if (g_variant_n_children (saved) > TABLEE_NOTNOT_HISTORY_DEPTH)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "Not Not: the saved history is not valid");
      return FALSE;
    }

  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_next (&iter, "(uu@a{sv})", &kind, &turn, &state))
    {
      g_autoptr(GVariant) owned = state;

      if (kind >= TABLEE_NOTNOT_N_STEP_KINDS)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               "Not Not: the saved history is not valid");
          return FALSE;
        }
      if (!check (owned, user_data, error))
        return FALSE;
      steps_append (steps, kind, turn, owned);
    }

  return TRUE;
}

gboolean
tablee_notnot_history_load (TableeNotnotHistory     *self,
                            GVariant                *saved,
                            TableeNotnotStateCheck   check,
                            gpointer                 user_data,
                            GError                 **error)
{
  g_autoptr(GArray) undo = steps_new ();
  g_autoptr(GArray) redo = steps_new ();
  g_autoptr(GVariant) saved_undo = NULL;
  g_autoptr(GVariant) saved_redo = NULL;

  g_return_val_if_fail (saved != NULL, FALSE);

  if (!g_variant_is_of_type (saved, SAVED_TYPE))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "Not Not: the saved history is not valid");
      return FALSE;
    }

  saved_undo = g_variant_get_child_value (saved, 0);
  saved_redo = g_variant_get_child_value (saved, 1);
  if (!steps_load (undo, saved_undo, check, user_data, error) ||
      !steps_load (redo, saved_redo, check, user_data, error))
    return FALSE;

  g_array_unref (self->undo);
  g_array_unref (self->redo);
  self->undo = g_steal_pointer (&undo);
  self->redo = g_steal_pointer (&redo);

  return TRUE;
}

char *
tablee_notnot_step_describe (TableeNotnotStepKind kind,
                             guint                turn)
{
  switch (kind)
    {
    case TABLEE_NOTNOT_STEP_NEW_GAME:
      return g_strdup (_("the new game"));
    case TABLEE_NOTNOT_STEP_TURN:
    default:
      /* TRANSLATORS: inside "Taken back: turn 4" and "Done again: turn 4". */
      return g_strdup_printf (_("turn %u"), turn);
    }
}
