/* tablee-canberra.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-canberra"

#include "config.h"

#include <gio/gio.h>
#include <gmodule.h>

#include "tablee-canberra.h"

#define DEFAULT_LIBRARY "libcanberra.so.0"

static const TableeCanberra *loaded;
static char *load_error;

/* Where each call goes in TableeCanberra. */
static const struct {
  const char *name;
  gsize       offset;
} symbols[] = {
  { "ca_context_create", G_STRUCT_OFFSET (TableeCanberra, context_create) },
  { "ca_context_destroy", G_STRUCT_OFFSET (TableeCanberra, context_destroy) },
  { "ca_context_set_driver", G_STRUCT_OFFSET (TableeCanberra, context_set_driver) },
  { "ca_context_change_props", G_STRUCT_OFFSET (TableeCanberra, context_change_props) },
  { "ca_context_open", G_STRUCT_OFFSET (TableeCanberra, context_open) },
  { "ca_context_play_full", G_STRUCT_OFFSET (TableeCanberra, context_play_full) },
  { "ca_context_cancel", G_STRUCT_OFFSET (TableeCanberra, context_cancel) },
  { "ca_proplist_create", G_STRUCT_OFFSET (TableeCanberra, proplist_create) },
  { "ca_proplist_destroy", G_STRUCT_OFFSET (TableeCanberra, proplist_destroy) },
  { "ca_proplist_sets", G_STRUCT_OFFSET (TableeCanberra, proplist_sets) },
  { "ca_strerror", G_STRUCT_OFFSET (TableeCanberra, strerror) },
};

static const TableeCanberra *
load (const char  *library,
      char       **message)
{
  g_autoptr(GString) missing = g_string_new (NULL);
  TableeCanberra *calls;
  GModule *module;

  /* Local binding: nothing of the library's chain leaks into the global
   * symbol namespace of the app. */
  module = g_module_open (library, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      *message = g_strdup (g_module_error ());
      return NULL;
    }

  calls = g_new0 (TableeCanberra, 1);
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      gpointer *symbol = &G_STRUCT_MEMBER (gpointer, calls, symbols[i].offset);

      if (!g_module_symbol (module, symbols[i].name, symbol) || *symbol == NULL)
        g_string_append_printf (missing, "%s%s", missing->len > 0 ? ", " : "", symbols[i].name);
    }

  if (missing->len > 0)
    {
      *message = g_strdup_printf ("%s lacks %s", library, missing->str);
      g_free (calls);
      g_module_close (module);
      return NULL;
    }

  /* The library stays loaded until the process ends: a sound may still be
   * playing from its threads when the app quits. */
  g_module_make_resident (module);

  return calls;
}

const TableeCanberra *
tablee_canberra_get (GError **error)
{
  static gsize tried = 0;

  if (g_once_init_enter (&tried))
    {
      const char *library = g_getenv ("TABLEE_CANBERRA_LIBRARY");
      g_autofree char *message = NULL;

      if (library == NULL || *library == '\0')
        library = DEFAULT_LIBRARY;

      loaded = load (library, &message);
      if (loaded == NULL)
        {
          load_error = g_steal_pointer (&message);
          g_debug ("No libcanberra, no sound: %s", load_error);
        }

      g_once_init_leave (&tried, 1);
    }

  if (loaded == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 "Could not load libcanberra: %s", load_error);

  return loaded;
}
