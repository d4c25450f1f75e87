/* tablee-save-status.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-save-status"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-save-status.h"

struct _TableeSaveStatus
{
  GObject            parent_instance;

  TableeSaveProblem  problem;
  char              *message;
};

G_DEFINE_FINAL_TYPE (TableeSaveStatus, tablee_save_status, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (TableeSaveProblem, tablee_save_problem,
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_NONE, "none"),
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_KEPT_FILE, "kept-file"),
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_OTHER, "other"),
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_READ_ONLY, "read-only"),
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_NO_SPACE, "no-space"),
                    G_DEFINE_ENUM_VALUE (TABLEE_SAVE_PROBLEM_LOCKED, "locked"))

enum {
  PROP_0,
  PROP_PROBLEM,
  PROP_FAILING,
  PROP_MESSAGE,
  PROP_ASKS_BEFORE_QUIT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
describe (TableeSaveProblem  problem,
          const char        *detail)
{
  switch (problem)
    {
    case TABLEE_SAVE_PROBLEM_NONE:
      return g_strdup ("");
    case TABLEE_SAVE_PROBLEM_KEPT_FILE:
      /* Translators: %s is a file name. */
      return g_strdup_printf (_("Tablée cannot save a game: its saved file could not be read nor set aside, and was left untouched as “%s”. Changes to that game will not be saved until the file is moved."),
                              detail);
    case TABLEE_SAVE_PROBLEM_OTHER:
      /* Translators: %s is the system's reason, such as “Input/output error”. */
      return g_strdup_printf (_("Tablée cannot save (%s). Your games stay open; saving will be tried again."),
                              detail);
    case TABLEE_SAVE_PROBLEM_READ_ONLY:
      return g_strdup (_("Tablée cannot save: its folder cannot be written to. Your games stay open; they will be saved when it can be written again."));
    case TABLEE_SAVE_PROBLEM_NO_SPACE:
      return g_strdup (_("Tablée cannot save: the disk is full. Your games stay open; they will be saved when there is room."));
    case TABLEE_SAVE_PROBLEM_LOCKED:
      return g_strdup (_("Tablée is already open elsewhere. Nothing done in this window will be saved: use the other one."));
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

static void
tablee_save_status_finalize (GObject *object)
{
  TableeSaveStatus *self = TABLEE_SAVE_STATUS (object);

  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (tablee_save_status_parent_class)->finalize (object);
}

static void
tablee_save_status_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeSaveStatus *self = TABLEE_SAVE_STATUS (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_enum (value, self->problem);
      break;
    case PROP_FAILING:
      g_value_set_boolean (value, tablee_save_status_get_failing (self));
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_ASKS_BEFORE_QUIT:
      g_value_set_boolean (value, tablee_save_status_get_asks_before_quit (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_save_status_class_init (TableeSaveStatusClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_save_status_finalize;
  object_class->get_property = tablee_save_status_get_property;

  properties[PROP_PROBLEM] =
    g_param_spec_enum ("problem", NULL, NULL, TABLEE_TYPE_SAVE_PROBLEM, TABLEE_SAVE_PROBLEM_NONE, ro);
  properties[PROP_FAILING] = g_param_spec_boolean ("failing", NULL, NULL, FALSE, ro);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, "", ro);
  properties[PROP_ASKS_BEFORE_QUIT] = g_param_spec_boolean ("asks-before-quit", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_save_status_init (TableeSaveStatus *self)
{
  self->message = g_strdup ("");
}

TableeSaveStatus *
tablee_save_status_get_default (void)
{
  static TableeSaveStatus *status;

  if (status == NULL)
    status = g_object_new (TABLEE_TYPE_SAVE_STATUS, NULL);

  return status;
}

TableeSaveProblem
tablee_save_status_get_problem (TableeSaveStatus *self)
{
  g_return_val_if_fail (TABLEE_IS_SAVE_STATUS (self), TABLEE_SAVE_PROBLEM_NONE);

  return self->problem;
}

gboolean
tablee_save_status_get_failing (TableeSaveStatus *self)
{
  g_return_val_if_fail (TABLEE_IS_SAVE_STATUS (self), FALSE);

  return self->problem != TABLEE_SAVE_PROBLEM_NONE;
}

const char *
tablee_save_status_get_message (TableeSaveStatus *self)
{
  g_return_val_if_fail (TABLEE_IS_SAVE_STATUS (self), NULL);

  return self->message;
}

gboolean
tablee_save_status_get_asks_before_quit (TableeSaveStatus *self)
{
  g_return_val_if_fail (TABLEE_IS_SAVE_STATUS (self), FALSE);

  return self->problem != TABLEE_SAVE_PROBLEM_NONE && self->problem != TABLEE_SAVE_PROBLEM_LOCKED;
}

void
tablee_save_status_set_problem (TableeSaveStatus  *self,
                                TableeSaveProblem  problem,
                                const char        *detail)
{
  g_autofree char *message = NULL;
  gboolean was_failing, was_asking;

  g_return_if_fail (TABLEE_IS_SAVE_STATUS (self));

  message = describe (problem, detail != NULL ? detail : "");
  if (self->problem == problem && g_str_equal (self->message, message))
    return;

  was_failing = tablee_save_status_get_failing (self);
  was_asking = tablee_save_status_get_asks_before_quit (self);
  g_object_freeze_notify (G_OBJECT (self));
  if (self->problem != problem)
    {
      self->problem = problem;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
    }
  if (!g_str_equal (self->message, message))
    {
      g_free (self->message);
      self->message = g_steal_pointer (&message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
    }
  if (was_failing != tablee_save_status_get_failing (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILING]);
  if (was_asking != tablee_save_status_get_asks_before_quit (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASKS_BEFORE_QUIT]);
  g_object_thaw_notify (G_OBJECT (self));
}
