/* tablee-game-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-game-registry"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-game-registry.h"
#include "tablee-store.h"
#include "tablee-table.h"

typedef struct {
  const TableeGameInfo *info;
} Entry;

static GArray *
entries (void)
{
  static GArray *games;

  if (games == NULL)
    {
      games = g_array_new (FALSE, TRUE, sizeof (Entry));
      tablee_games_register ();
    }

  return games;
}

void
tablee_game_registry_add (const TableeGameInfo *info)
{
  GArray *games = entries ();
  Entry entry = { info };

  g_return_if_fail (info != NULL && info->id != NULL && info->new_game != NULL);

  for (guint i = 0; i < games->len; i++)
    {
      const TableeGameInfo *known = g_array_index (games, Entry, i).info;

      if (known == info)
        return;
      g_return_if_fail (!g_str_equal (known->id, info->id));
    }
  g_array_append_val (games, entry);
}

guint
tablee_game_registry_get_n_games (void)
{
  return entries ()->len;
}

const TableeGameInfo *
tablee_game_registry_get_game (guint i)
{
  GArray *games = entries ();

  g_return_val_if_fail (i < games->len, NULL);

  return g_array_index (games, Entry, i).info;
}

static Entry *
find (const char *id)
{
  GArray *games = entries ();

  for (guint i = 0; id != NULL && i < games->len; i++)
    if (g_str_equal (g_array_index (games, Entry, i).info->id, id))
      return &g_array_index (games, Entry, i);

  return NULL;
}

const TableeGameInfo *
tablee_game_registry_lookup (const char *id)
{
  Entry *entry = find (id);

  return entry != NULL ? entry->info : NULL;
}

TableeGame *
tablee_game_registry_new_game (const char *id)
{
  Entry *entry = find (id);

  return entry != NULL ? entry->info->new_game () : NULL;
}

const char *
tablee_game_info_get_bgstats_name (const TableeGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->bgstats_names != NULL && info->bgstats_names[0] != NULL ? info->bgstats_names[0] : info->name;
}

/* ---- Opened games ------------------------------------------------------ */

/* A game the registry opened: its store, and why its file was not loaded. */
typedef struct {
  TableeStore *store;
  char        *message;
  gboolean     closing;
} Opened;

/* Where an opened game keeps its Opened. */
#define OPENED_KEY "tablee-game-registry-opened"

/* The store keeps a reference to its game, which it lends to whoever
 * opened it: the registry holds a toggle reference instead, told when it
 * is the last. Then the store's reference comes back, the store writes
 * what is pending while the game is whole, and lets it go with itself.
 * Taking the reference back calls this again (not the last): ignored. */
static void
opened_toggle_cb (gpointer  data,
                  GObject  *game,
                  gboolean  is_last_ref)
{
  Opened *opened = data;

  if (!is_last_ref || opened->closing)
    return;

  opened->closing = TRUE;
  g_object_ref (game);
  g_object_remove_toggle_ref (game, opened_toggle_cb, opened);
  g_object_set_data (game, OPENED_KEY, NULL);
  g_clear_object (&opened->store);
  g_free (opened->message);
  g_free (opened);
}

TableeGame *
tablee_game_registry_open_game (const char  *id,
                                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TableeTable) table = NULL;
  TableeGameClass *klass;
  TableeGame *game;
  Opened *opened;

  game = tablee_game_registry_new_game (id);
  if (game == NULL)
    return NULL;

  /* The table first: the saved players come back to it as they load. */
  table = tablee_table_dup_default ();
  tablee_players_set_table (tablee_game_get_players (game), table);
  klass = TABLEE_GAME_GET_CLASS (game);
  opened = g_new0 (Opened, 1);
  opened->store = tablee_store_new (klass->store_name, klass->format_version);
  if (!tablee_store_attach (opened->store, TABLEE_SAVEABLE (game), &local_error))
    opened->message = g_strdup (local_error->message);
  g_object_set_data (G_OBJECT (game), OPENED_KEY, opened);
  g_object_add_toggle_ref (G_OBJECT (game), opened_toggle_cb, opened);
  g_object_unref (game);

  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));

  return game;
}

const char *
tablee_game_registry_get_open_message (TableeGame *game)
{
  Opened *opened;

  g_return_val_if_fail (TABLEE_IS_GAME (game), NULL);

  opened = g_object_get_data (G_OBJECT (game), OPENED_KEY);

  return opened != NULL ? opened->message : NULL;
}

char *
tablee_game_info_dup_figure (const TableeGameInfo *info,
                             double                figure)
{
  g_autofree char *number = g_strdup_printf ("%.*f", figure == (int) figure ? 0 : 1, figure);
  gulong n = (gulong) ABS ((int) figure);

  if (info == NULL || info->figure == NULL)
    return g_steal_pointer (&number);

  /* The formats are the games', each with one %s, as the header says. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (info->figure (n), number);
#pragma GCC diagnostic pop
}

char *
tablee_game_info_dup_mode_name (const TableeGameInfo *info,
                                const char           *mode)
{
  const char *name = info != NULL && info->mode_name != NULL ? info->mode_name (mode) : NULL;
  guint64 number;

  g_return_val_if_fail (mode != NULL, NULL);

  if (name != NULL)
    return g_strdup (name);
  if (g_str_has_prefix (mode, "level-") &&
      g_ascii_string_to_unsigned (mode + strlen ("level-"), 10, 0, 99, &number, NULL))
    return g_strdup_printf (_("Level %u"), (guint) number);
  if (g_str_has_prefix (mode, "limit-") &&
      g_ascii_string_to_unsigned (mode + strlen ("limit-"), 10, 0, G_MAXUINT, &number, NULL))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Up to %u point", "Up to %u points", number),
                            (guint) number);

  return g_strdup (mode);
}
