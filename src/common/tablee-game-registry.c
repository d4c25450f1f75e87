/* tablee-game-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-game-registry"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-game-registry.h"

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
    return g_strdup_printf (_("Up to %u points"), (guint) number);

  return g_strdup (mode);
}
