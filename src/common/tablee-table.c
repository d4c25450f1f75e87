/* tablee-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-table"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-table.h"

/* A game seats this many when nobody is at the table yet, as before. */
#define FIRST_PLAYERS 3

struct _TableeTable
{
  GObject        parent_instance;

  /* Owned */
  TableePlayers *players;
};

static void tablee_table_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeTable, tablee_table, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      tablee_table_saveable_init))

static GVariant *
tablee_table_save (TableeSaveable *saveable)
{
  TableeTable *self = TABLEE_TABLE (saveable);
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (self->players));

  return g_variant_dict_end (&dict);
}

static gboolean
tablee_table_load (TableeSaveable  *saveable,
                   GVariant        *state,
                   GError         **error)
{
  TableeTable *self = TABLEE_TABLE (saveable);
  g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", NULL);

  /* Without players, the state itself is refused as a damaged list. */
  return tablee_players_deserialize (self->players, players != NULL ? players : state, error);
}

static void
tablee_table_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_table_save;
  iface->load = tablee_table_load;
}

static void
tablee_table_dispose (GObject *object)
{
  TableeTable *self = TABLEE_TABLE (object);

  if (self->players != NULL)
    g_signal_handlers_disconnect_by_data (self->players, self);
  g_clear_object (&self->players);

  G_OBJECT_CLASS (tablee_table_parent_class)->dispose (object);
}

static void
tablee_table_class_init (TableeTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tablee_table_dispose;
}

static void
tablee_table_init (TableeTable *self)
{
  self->players = tablee_players_new_table ();
  g_signal_connect_swapped (self->players, "changed",
                            G_CALLBACK (tablee_saveable_state_changed), self);
}

TableeTable *
tablee_table_new (void)
{
  return g_object_new (TABLEE_TYPE_TABLE, NULL);
}

TableeTable *
tablee_table_dup_default (void)
{
  static TableeTable *table;

  if (table != NULL)
    return g_object_ref (table);

  table = tablee_table_new ();
  g_object_add_weak_pointer (G_OBJECT (table), (gpointer *) &table);

  return table;
}

TableePlayers *
tablee_table_get_players (TableeTable *self)
{
  g_return_val_if_fail (TABLEE_IS_TABLE (self), NULL);

  return self->players;
}

gboolean
tablee_table_seat (TableeTable    *self,
                   TableePlayers  *seats,
                   gboolean        fill,
                   char          **left_out,
                   GError        **error)
{
  guint min = tablee_players_get_min_players (seats);
  guint max = tablee_players_get_max_players (seats);
  guint n = tablee_players_get_n_players (self->players);

  g_return_val_if_fail (TABLEE_IS_TABLE (self), FALSE);

  if (tablee_players_get_table (seats) == NULL)
    tablee_players_set_table (seats, self->players);

  /* The new game's own "Player N" sit at the table, or new ones. */
  for (guint i = 0, want = n > 0 ? min : CLAMP (FIRST_PLAYERS, min, max); fill && n < want; i++)
    {
      TableePlayer *seat = tablee_players_get_player (seats, i);
      g_autofree char *name = NULL;

      if (seat != NULL && tablee_players_find (self->players, seat) >= 0)
        continue;
      if (seat == NULL || !tablee_players_insert (self->players, n, seat, NULL))
        {
          name = tablee_players_suggest_name (self->players);
          tablee_players_add (self->players, name, NULL);
        }
      n++;
    }

  if (n < min)
    {
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW,
                   g_dngettext (GETTEXT_PACKAGE,
                                "This game needs at least %u player.",
                                "This game needs at least %u players.",
                                min),
                   min);
      return FALSE;
    }

  tablee_players_seat (seats, MIN (n, max));
  if (left_out != NULL)
    *left_out = n > max && max < 32 ? tablee_players_dup_names (self->players, ~0u << max) : NULL;

  return TRUE;
}
