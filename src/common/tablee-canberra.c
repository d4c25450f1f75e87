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

static gboolean
lookup (GModule     *module,
        const char  *name,
        gpointer    *symbol,
        GString     *missing)
{
  if (g_module_symbol (module, name, symbol) && *symbol != NULL)
    return TRUE;

  if (missing->len > 0)
    g_string_append (missing, ", ");
  g_string_append (missing, name);

  return FALSE;
}

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
  lookup (module, "ca_context_create", (gpointer *) &calls->context_create, missing);
  lookup (module, "ca_context_destroy", (gpointer *) &calls->context_destroy, missing);
  lookup (module, "ca_context_set_driver", (gpointer *) &calls->context_set_driver, missing);
  lookup (module, "ca_context_change_props", (gpointer *) &calls->context_change_props, missing);
  lookup (module, "ca_context_open", (gpointer *) &calls->context_open, missing);
  lookup (module, "ca_context_play_full", (gpointer *) &calls->context_play_full, missing);
  lookup (module, "ca_context_cancel", (gpointer *) &calls->context_cancel, missing);
  lookup (module, "ca_proplist_create", (gpointer *) &calls->proplist_create, missing);
  lookup (module, "ca_proplist_destroy", (gpointer *) &calls->proplist_destroy, missing);
  lookup (module, "ca_proplist_sets", (gpointer *) &calls->proplist_sets, missing);
  lookup (module, "ca_strerror", (gpointer *) &calls->strerror, missing);

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
