/* fuzz-state-models.c: the saveable models the state fuzzer loads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>

#include "fuzz-state-models.h"
#include "tablee-players.h"

/* The store level and TableePlayers, with no game around them: a model whose
 * state is only "players" (a(ss)), which its load gives to
 * tablee_players_deserialize() as every game does. */
#define FUZZ_TYPE_ROSTER (fuzz_roster_get_type ())
G_DECLARE_FINAL_TYPE (FuzzRoster, fuzz_roster, FUZZ, ROSTER, GObject)

struct _FuzzRoster
{
  GObject        parent_instance;
  TableePlayers *players;
};

static void fuzz_roster_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FuzzRoster, fuzz_roster, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                      fuzz_roster_saveable_init))

static GVariant *
fuzz_roster_save (TableeSaveable *saveable)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players",
                               tablee_players_serialize (FUZZ_ROSTER (saveable)->players));

  return g_variant_dict_end (&dict);
}

static gboolean
fuzz_roster_load (TableeSaveable  *saveable,
                  GVariant        *state,
                  GError         **error)
{
  g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", G_VARIANT_TYPE ("a(ss)"));

  if (players == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "no players");
      return FALSE;
    }

  return tablee_players_deserialize (FUZZ_ROSTER (saveable)->players, players, error);
}

static void
fuzz_roster_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = fuzz_roster_save;
  iface->load = fuzz_roster_load;
}

static void
fuzz_roster_finalize (GObject *object)
{
  g_clear_object (&FUZZ_ROSTER (object)->players);

  G_OBJECT_CLASS (fuzz_roster_parent_class)->finalize (object);
}

static void
fuzz_roster_class_init (FuzzRosterClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = fuzz_roster_finalize;
}

static void
fuzz_roster_init (FuzzRoster *self)
{
  self->players = tablee_players_new (2, 8);
  tablee_players_reset (self->players, 2);
}

static TableeSaveable *
new_roster (void)
{
  return g_object_new (FUZZ_TYPE_ROSTER, NULL);
}

static void
add_players (TableePlayers      *players,
             const char * const *names)
{
  g_autoptr(GError) error = NULL;

  while (tablee_players_get_n_players (players) > tablee_players_get_min_players (players))
    g_object_unref (tablee_players_remove (players, 0, NULL));
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (i < tablee_players_get_n_players (players))
        tablee_players_rename (players, i, names[i], &error);
      else
        tablee_players_add (players, names[i], &error);
      g_assert_no_error (error);
    }
}

/* Names that a page must show literally, at the ends of what is allowed. */
static const char * const odd_names[] = {
  "<b>&amp;",
  "Zoë \"x\" & <i>",
  "Ærøskøbing Ñandú Łódź Ωmega Żółw Straßen",   /* 40 characters, more bytes */
  "%s%n%x",
  "\xe2\x80\x8f\xd7\xa9\xd7\xa8\xd7\x94",           /* right-to-left */
  "🎲🃏",
  "a",
  "A very long name of exactly 40 letters!!",
  NULL
};

static GPtrArray *
roster_examples (void)
{
  static const char * const two[] = { "Alice", "Bob", NULL };
  GPtrArray *examples = g_ptr_array_new_with_free_func (g_object_unref);
  FuzzRoster *roster;

  g_ptr_array_add (examples, new_roster ());

  roster = FUZZ_ROSTER (new_roster ());
  add_players (roster->players, two);
  g_ptr_array_add (examples, roster);

  roster = FUZZ_ROSTER (new_roster ());
  add_players (roster->players, odd_names);
  tablee_players_move (roster->players, 0, 7);
  g_ptr_array_add (examples, roster);

  return examples;
}

static GVariant *
roster_state (GVariant *players)
{
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  if (players != NULL)
    g_variant_dict_insert_value (&dict, "players", players);

  return g_variant_dict_end (&dict);
}

static GVariant *
players_variant (guint n,
                 ...)
{
  GVariantBuilder builder;
  va_list args;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  va_start (args, n);
  for (guint i = 0; i < n; i++)
    {
      const char *name = va_arg (args, const char *);
      const char *colour = va_arg (args, const char *);

      g_variant_builder_add (&builder, "(ss)", name, colour);
    }
  va_end (args);

  return g_variant_builder_end (&builder);
}

static GVariant *
roster_damaged (void)
{
  GVariantBuilder builder;
  GVariantBuilder nine;

  g_variant_builder_init (&nine, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);

      g_variant_builder_add (&nine, "(ss)", name, "#3584e4");
    }

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "no-players", roster_state (NULL));
  g_variant_builder_add (&builder, "{sv}", "one-player",
                         roster_state (players_variant (1, "Alice", "#3584e4")));
  g_variant_builder_add (&builder, "{sv}", "nine-players",
                         roster_state (g_variant_builder_end (&nine)));
  g_variant_builder_add (&builder, "{sv}", "same-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", " aLiCe ", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "empty-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", " \t", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "long-name",
                         roster_state (players_variant (2, "Alice", "#3584e4",
                                                        "A name of forty-one characters, too long.", "#e01b24")));
  g_variant_builder_add (&builder, "{sv}", "bad-colour",
                         roster_state (players_variant (2, "Alice", "#3584e4", "Bob", "#e01b2")));
  g_variant_builder_add (&builder, "{sv}", "colour-name",
                         roster_state (players_variant (2, "Alice", "#3584e4", "Bob", "red")));
  g_variant_builder_add (&builder, "{sv}", "wrong-type",
                         roster_state (g_variant_new_parsed ("[('Alice', 1), ('Bob', 2)]")));

  return g_variant_builder_end (&builder);
}

const FuzzModel fuzz_state_models[] = {
  { "players", 1, new_roster, roster_examples, roster_damaged },
};

const guint fuzz_state_n_models = G_N_ELEMENTS (fuzz_state_models);
