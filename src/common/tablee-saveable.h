/* tablee-saveable.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_SAVEABLE (tablee_saveable_get_type ())

G_DECLARE_INTERFACE (TableeSaveable, tablee_saveable, TABLEE, SAVEABLE, GObject)

/* A model whose whole state can be written and read back. The interface has
 * a signal "state-changed" that the model emits (through
 * tablee_saveable_state_changed()) after every change worth saving. */
struct _TableeSaveableInterface
{
  GTypeInterface parent_iface;

  /* Returns the state as an "a{sv}" GVariant (floating or full). */
  GVariant *(*save) (TableeSaveable  *self);
  /* Restores a state. Must check every value (types and ranges) and leave
   * the model untouched when it returns FALSE. */
  gboolean  (*load) (TableeSaveable  *self,
                     GVariant        *state,
                     GError         **error);
  /* Brings a state saved in version from_version of the model's format
   * one version up, to from_version + 1: returns that state ("a{sv}",
   * floating or full), or NULL with error when it cannot. It is written
   * beside the code that writes the format, one step per version, so that
   * a file of any released version reaches the current one step by step.
   * Optional: without it, a store reads only its own version. */
  GVariant *(*migrate) (TableeSaveable  *self,
                        guint32          from_version,
                        GVariant        *state,
                        GError         **error);
};

GVariant *tablee_saveable_save          (TableeSaveable  *self);
gboolean  tablee_saveable_load          (TableeSaveable  *self,
                                         GVariant        *state,
                                         GError         **error);
void      tablee_saveable_state_changed (TableeSaveable  *self);
/* Migrates state from from_version up to to_version, one step at a time;
 * returns it (full), or NULL with error when a step is missing or fails. */
GVariant *tablee_saveable_migrate       (TableeSaveable  *self,
                                         guint32          from_version,
                                         guint32          to_version,
                                         GVariant        *state,
                                         GError         **error);

G_END_DECLS
