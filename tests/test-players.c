/* test-players.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tablee-players.h"

typedef struct {
  TableePlayers *players;
  guint          n_changed;
  guint          last_position;
  guint          last_removed;
  guint          last_added;
} Fixture;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *fixture)
{
  fixture->last_position = position;
  fixture->last_removed = removed;
  fixture->last_added = added;
}

static void
changed_cb (TableePlayers *players,
            Fixture       *fixture)
{
  fixture->n_changed++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  fixture->players = tablee_players_new (2, 8);
  g_signal_connect (fixture->players, "items-changed", G_CALLBACK (items_changed_cb), fixture);
  g_signal_connect (fixture->players, "changed", G_CALLBACK (changed_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->players);
}

static const char *
name_at (Fixture *fixture,
         guint    position)
{
  return tablee_player_get_name (tablee_players_get_player (fixture->players, position));
}

static void
test_add_trims (Fixture       *fixture,
                gconstpointer  data)
{
  TableePlayer *player = tablee_players_add (fixture->players, "  Zoë \t", NULL);

  g_assert_nonnull (player);
  g_assert_cmpstr (tablee_player_get_name (player), ==, "Zoë");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->players)), ==, 1);
  g_assert_cmpuint (fixture->last_position, ==, 0);
  g_assert_cmpuint (fixture->last_added, ==, 1);
  g_assert_cmpuint (fixture->n_changed, ==, 1);
}

static void
test_bad_names (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *forty = g_strnfill (40, 'x');
  g_autofree char *forty_one = g_strnfill (41, 'x');
  GString *forty_accents = g_string_new (NULL);

  g_assert_null (tablee_players_add (fixture->players, "   ", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_EMPTY_NAME);
  g_clear_error (&error);

  g_assert_null (tablee_players_add (fixture->players, forty_one, &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_NAME_TOO_LONG);
  g_assert_nonnull (strstr (error->message, "40"));
  g_clear_error (&error);

  /* Characters, not bytes: 40 two-byte letters fit. */
  for (guint i = 0; i < 40; i++)
    g_string_append (forty_accents, "é");
  g_assert_nonnull (tablee_players_add (fixture->players, forty_accents->str, NULL));
  g_string_free (forty_accents, TRUE);
  g_assert_nonnull (tablee_players_add (fixture->players, forty, NULL));

  g_assert_null (tablee_players_add (fixture->players, "a\nb", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_null (tablee_players_add (fixture->players, "\xff\xfe", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_INVALID);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);
}

static void
test_unique_names (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tablee_players_add (fixture->players, "Anna", NULL));
  g_assert_null (tablee_players_add (fixture->players, " anna ", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_clear_error (&error);

  g_assert_nonnull (tablee_players_add (fixture->players, "Bob", NULL));
  g_assert_false (tablee_players_rename (fixture->players, 1, "ANNA", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME);
  g_clear_error (&error);

  /* A player may keep their own name, in another case. */
  g_assert_true (tablee_players_rename (fixture->players, 0, "ANNA", NULL));
  g_assert_cmpstr (name_at (fixture, 0), ==, "ANNA");
}

/* A name that shows nothing is no name: Unicode spaces and format
 * characters alone, whatever their number. */
static void
test_blank_names (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *blank[] = {
    "\u00a0",                   /* no-break space */
    "\u3000\u3000",             /* ideographic space */
    "\u200b",                   /* zero width space */
    "\u3164",                   /* Hangul filler */
    " \u200b\u00a0\u2060\ufeff ",
    "\u202e",                   /* a right-to-left override alone */
  };

  for (guint i = 0; i < G_N_ELEMENTS (blank); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tablee_players_add (fixture->players, blank[i], &error));
      g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_EMPTY_NAME);
      /* Saying why when it looked like a name (a control alone is taken
       * out, leaving nothing, the last one). */
      if (i < G_N_ELEMENTS (blank) - 1)
        g_assert_true (g_str_has_prefix (error->message, "A player needs a name that shows"));
    }
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 0);

  /* Invisible characters at the ends go; a name far too long is refused
   * before anything else is done with it. */
  g_assert_cmpstr (tablee_player_get_name (tablee_players_add (fixture->players, "\u200bZoé\u00a0", NULL)),
                   ==, "Zoé");
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *huge = g_strnfill (10 * 1024 * 1024, 'x');

    g_assert_null (tablee_players_add (fixture->players, huge, &error));
    g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_NAME_TOO_LONG);
  }
}

/* Names that look the same are the same name: invisible characters and
 * canonical forms do not tell them apart. */
static void
test_lookalike_names (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *same[] = {
    "Cam\u200bille",
    "Camille\u2060",
    "Came\u0301\u200dlie",  /* é decomposed, a joiner inside */
  };

  g_assert_nonnull (tablee_players_add (fixture->players, "Camille", NULL));
  g_assert_nonnull (tablee_players_add (fixture->players, "Camélie", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tablee_players_add (fixture->players, same[i], &error));
      g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME);
    }
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);
}

/* Bidirectional controls never stay in a name: "evil.exe" cannot show as
 * "exe.live". Names are kept in NFC. */
static void
test_bidi_names (Fixture       *fixture,
                 gconstpointer  data)
{
  TableePlayer *player = tablee_players_add (fixture->players, "\u202eevil.exe", NULL);

  g_assert_nonnull (player);
  g_assert_cmpstr (tablee_player_get_name (player), ==, "evil.exe");
  g_assert_true (tablee_players_rename (fixture->players, 0, "\u2067A\u200fb\u061cc\u202a\u2069", NULL));
  g_assert_cmpstr (name_at (fixture, 0), ==, "Abc");
  g_assert_true (tablee_players_rename (fixture->players, 0, "Zoe\u0308", NULL));
  g_assert_cmpstr (name_at (fixture, 0), ==, "Zoë");
}

static void
test_limits (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TableePlayer) removed = NULL;

  tablee_players_reset (fixture->players, 8);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 8);
  g_assert_null (tablee_players_add (fixture->players, "Ninth", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_MANY);
  g_clear_error (&error);

  tablee_players_reset (fixture->players, 2);
  g_assert_null (tablee_players_remove (fixture->players, 0, &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_TOO_FEW);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);

  g_assert_nonnull (tablee_players_add (fixture->players, "Third", NULL));
  removed = tablee_players_remove (fixture->players, 0, NULL);
  g_assert_nonnull (removed);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);
}

static void
test_reset_names_and_colours (Fixture       *fixture,
                              gconstpointer  data)
{
  tablee_players_reset (fixture->players, 4);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *expected = g_strdup_printf ("Player %u", i + 1);

      g_assert_cmpstr (name_at (fixture, i), ==, expected);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (tablee_player_get_colour (tablee_players_get_player (fixture->players, i)), !=,
                         tablee_player_get_colour (tablee_players_get_player (fixture->players, j)));
    }

  /* The next suggestion is a name nobody has. */
  tablee_players_rename (fixture->players, 0, "Player 5", NULL);
  {
    g_autofree char *suggested = tablee_players_suggest_name (fixture->players);

    g_assert_cmpstr (suggested, ==, "Player 6");
  }
}

static void
test_remove_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(TableePlayer) removed = NULL;
  TableePlayer *middle;

  tablee_players_add (fixture->players, "A", NULL);
  middle = tablee_players_add (fixture->players, "B", NULL);
  tablee_players_add (fixture->players, "C", NULL);

  removed = tablee_players_remove (fixture->players, 1, NULL);
  g_assert_true (removed == middle);
  g_assert_cmpuint (fixture->last_position, ==, 1);
  g_assert_cmpuint (fixture->last_removed, ==, 1);
  g_assert_cmpint (tablee_players_find (fixture->players, removed), ==, -1);

  g_assert_true (tablee_players_insert (fixture->players, 1, removed, NULL));
  g_assert_cmpstr (name_at (fixture, 1), ==, "B");
  g_assert_cmpint (tablee_players_find (fixture->players, removed), ==, 1);
}

static void
test_move (Fixture       *fixture,
           gconstpointer  data)
{
  tablee_players_add (fixture->players, "A", NULL);
  tablee_players_add (fixture->players, "B", NULL);
  tablee_players_add (fixture->players, "C", NULL);

  g_assert_true (tablee_players_move (fixture->players, 0, 2));
  g_assert_cmpstr (name_at (fixture, 0), ==, "B");
  g_assert_cmpstr (name_at (fixture, 1), ==, "C");
  g_assert_cmpstr (name_at (fixture, 2), ==, "A");
  g_assert_cmpuint (fixture->last_position, ==, 0);
  g_assert_cmpuint (fixture->last_removed, ==, 3);
  g_assert_false (tablee_players_move (fixture->players, 0, 3));
}

static void
test_serialize_round_trip (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(TableePlayers) copy = tablee_players_new (2, 8);
  g_autoptr(GVariant) variant = NULL;

  tablee_players_add (fixture->players, "<b>&amp;", NULL);
  tablee_players_add (fixture->players, "Zoë \"x\" & <i>", NULL);
  variant = g_variant_ref_sink (tablee_players_serialize (fixture->players));

  g_assert_true (tablee_players_deserialize (copy, variant, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (copy), ==, 2);
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (copy, 0)), ==, "<b>&amp;");
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (copy, 1)), ==, "Zoë \"x\" & <i>");
  g_assert_cmpstr (tablee_player_get_colour (tablee_players_get_player (copy, 1)), ==,
                   tablee_player_get_colour (tablee_players_get_player (fixture->players, 1)));
}

static void
test_deserialize_refuses_damage (Fixture       *fixture,
                                 gconstpointer  data)
{
  const char *damaged[] = {
    "[('A', '#3584e4')]",                       /* too few */
    "[('A', '#3584e4'), ('a', '#e01b24')]",     /* same name */
    "[('A', '#3584e4'), ('', '#e01b24')]",      /* empty name */
    "[('A', '#3584e4'), ('B', 'red')]",         /* not a colour */
    "[('1', '#000000'), ('2', '#000000'), ('3', '#000000'), ('4', '#000000'),"
    " ('5', '#000000'), ('6', '#000000'), ('7', '#000000'), ('8', '#000000'),"
    " ('9', '#000000')]",                       /* too many */
  };

  tablee_players_reset (fixture->players, 3);

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(GVariant) variant = g_variant_ref_sink (g_variant_new_parsed (damaged[i]));
      g_autoptr(GError) error = NULL;

      g_assert_false (tablee_players_deserialize (fixture->players, variant, &error));
      g_assert_error (error, TABLEE_PLAYERS_ERROR, error->code);
      g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 3);
      g_assert_cmpstr (name_at (fixture, 0), ==, "Player 1");
    }

  {
    g_autoptr(GVariant) wrong_type = g_variant_ref_sink (g_variant_new_string ("players"));

    g_assert_false (tablee_players_deserialize (fixture->players, wrong_type, NULL));
  }
}

/* A list saved before invisible characters counted keeps every player:
 * a name that only looked filled, or like another, gets a new one. */
static void
test_deserialize_older_names (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GVariant) variant = g_variant_ref_sink (g_variant_new_parsed (
    "[('Camille', '#3584e4'), ('Camille\\u200b', '#e01b24'), ('\\u00a0', '#33d17a'), ('\\u202eevil', '#f6d32d')]"));

  g_assert_true (tablee_players_deserialize (fixture->players, variant, NULL));
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 4);
  g_assert_cmpstr (name_at (fixture, 0), ==, "Camille");
  g_assert_true (g_str_has_prefix (name_at (fixture, 1), "Player "));
  g_assert_true (g_str_has_prefix (name_at (fixture, 2), "Player "));
  g_assert_cmpstr (name_at (fixture, 1), !=, name_at (fixture, 2));
  g_assert_cmpstr (name_at (fixture, 3), ==, "evil");
}

/* A bit mask of seats reads as the names in table order. */
static void
test_dup_names (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *none = NULL;
  g_autofree char *two = NULL;
  g_autofree char *one = NULL;

  g_assert_nonnull (tablee_players_add (fixture->players, "Ana", NULL));
  g_assert_nonnull (tablee_players_add (fixture->players, "Bruno", NULL));
  g_assert_nonnull (tablee_players_add (fixture->players, "Chloé", NULL));

  none = tablee_players_dup_names (fixture->players, 0);
  two = tablee_players_dup_names (fixture->players, (1u << 2) | 1u);
  one = tablee_players_dup_names (fixture->players, 1u << 1);
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (two, ==, "Ana, Chloé");
  g_assert_cmpstr (one, ==, "Bruno");
}

/* Every player has an id of their own, kept through a rename and written
 * with the table; a list on its own keeps the form without ids, and both
 * forms read back. */
static void
test_ids (Fixture       *fixture,
          gconstpointer  data)
{
  g_autoptr(TableePlayers) table = tablee_players_new_table ();
  g_autoptr(TableePlayers) copy = tablee_players_new_table ();
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GVariant) old = g_variant_ref_sink (g_variant_new_parsed ("[('Ana', '#3584e4'), ('Bruno', '#E01B24')]"));
  TableePlayer *ana = tablee_players_add (table, "Ana", NULL);
  TableePlayer *bruno = tablee_players_add (table, "Bruno", NULL);
  g_autofree char *id = g_strdup (tablee_player_get_id (ana));

  g_assert_nonnull (id);
  g_assert_cmpstr (id, !=, tablee_player_get_id (bruno));
  g_assert_true (tablee_players_rename (table, 0, "Anaïs", NULL));
  g_assert_cmpstr (tablee_player_get_id (ana), ==, id);

  variant = g_variant_ref_sink (tablee_players_serialize (table));
  g_assert_cmpstr (g_variant_get_type_string (variant), ==, "a(sss)");
  g_assert_true (tablee_players_deserialize (copy, variant, NULL));
  g_assert_cmpstr (tablee_player_get_id (tablee_players_get_player (copy, 0)), ==, id);
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (copy, 0)), ==, "Anaïs");

  g_clear_pointer (&variant, g_variant_unref);
  tablee_players_add (fixture->players, "Chloé", NULL);
  variant = g_variant_ref_sink (tablee_players_serialize (fixture->players));
  g_assert_cmpstr (g_variant_get_type_string (variant), ==, "a(ss)");

  g_assert_true (tablee_players_deserialize (fixture->players, old, NULL));
  g_assert_cmpstr (name_at (fixture, 1), ==, "Bruno");
  g_assert_cmpstr (tablee_player_get_colour (tablee_players_get_player (fixture->players, 1)), ==, "#e01b24");
  g_assert_nonnull (tablee_player_get_id (tablee_players_get_player (fixture->players, 1)));
}

/* The same id twice, or an empty one, is damage. */
static void
test_ids_refuse_damage (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *damaged[] = {
    "[('x', 'A', '#3584e4'), ('x', 'B', '#e01b24')]",
    "[('x', 'A', '#3584e4'), ('', 'B', '#e01b24')]",
  };

  tablee_players_reset (fixture->players, 3);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(GVariant) variant = g_variant_ref_sink (g_variant_new_parsed (damaged[i]));

      g_assert_false (tablee_players_deserialize (fixture->players, variant, NULL));
      g_assert_cmpstr (name_at (fixture, 0), ==, "Player 1");
    }
}

/* A game seated from the table shares its players: a name the table knows
 * takes that seat without a new player, a new name joins the table, and
 * a name is only once at the table and in its games. */
static void
test_table_link (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(TableePlayers) table = tablee_players_new_table ();
  g_autoptr(TableePlayers) other = tablee_players_new (2, 8);
  g_autoptr(GError) error = NULL;
  TableePlayer *ana = tablee_players_add (table, "Ana", NULL);
  TableePlayer *bruno;

  tablee_players_set_table (fixture->players, table);
  tablee_players_set_table (other, table);
  g_assert_true (tablee_players_get_table (fixture->players) == table);

  g_assert_true (tablee_players_add (fixture->players, " ana ", NULL) == ana);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 1);
  g_assert_null (tablee_players_add (fixture->players, "Ana", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME);
  g_clear_error (&error);

  bruno = tablee_players_add (fixture->players, "Bruno", NULL);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 2);
  g_assert_true (tablee_players_get_player (table, 1) == bruno);
  g_assert_cmpstr (tablee_player_get_colour (bruno), !=, tablee_player_get_colour (ana));

  /* Bruno is at the table: the other game may not name anybody else so. */
  tablee_players_add (other, "Chloé", NULL);
  g_assert_false (tablee_players_rename (other, 0, "BRUNO", &error));
  g_assert_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_DUPLICATE_NAME);
  g_assert_cmpstr (tablee_player_get_name (tablee_players_get_player (other, 0)), ==, "Chloé");

  /* Leaving a game is not leaving the table, and back is the same one. */
  tablee_players_add (fixture->players, "Dora", NULL);
  g_object_unref (tablee_players_remove (fixture->players, 0, NULL));
  g_assert_cmpint (tablee_players_find (table, ana), ==, 0);
  g_assert_true (tablee_players_add (fixture->players, "Ana", NULL) == ana);
}

/* Reset seats the first of the table, and sits new "Player N" down at the
 * table when it has too few. */
static void
test_table_reset (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TableePlayers) table = tablee_players_new_table ();
  TableePlayer *ana = tablee_players_add (table, "Ana", NULL);

  tablee_players_set_table (fixture->players, table);
  tablee_players_reset (fixture->players, 3);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 3);
  g_assert_true (tablee_players_get_player (fixture->players, 0) == ana);
  g_assert_cmpstr (name_at (fixture, 1), ==, "Player 2");
  g_assert_true (tablee_players_get_player (fixture->players, 2) == tablee_players_get_player (table, 2));

  tablee_players_reset (fixture->players, 2);
  g_assert_cmpuint (tablee_players_get_n_players (fixture->players), ==, 2);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 3);
}

/* A rename, wherever it is made, shows in the table and in every game that
 * seats the player: one item changed, the same object, and "changed". */
static void
test_rename_everywhere (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(TableePlayers) table = tablee_players_new_table ();
  g_autoptr(TableePlayers) other = tablee_players_new (2, 8);
  TableePlayer *bruno;

  tablee_players_set_table (fixture->players, table);
  tablee_players_set_table (other, table);
  tablee_players_add (table, "Ana", NULL);
  tablee_players_add (fixture->players, "Chloé", NULL);
  bruno = tablee_players_add (fixture->players, "Bruno", NULL);
  tablee_players_add (other, "Bruno", NULL);
  fixture->n_changed = 0;

  g_assert_true (tablee_players_rename (other, 0, "Bruna", NULL));
  g_assert_cmpstr (tablee_player_get_name (bruno), ==, "Bruna");
  g_assert_cmpuint (fixture->last_position, ==, 1);
  g_assert_cmpuint (fixture->last_removed, ==, 1);
  g_assert_cmpuint (fixture->last_added, ==, 1);
  g_assert_cmpuint (fixture->n_changed, ==, 1);
  g_assert_true (tablee_players_get_player (fixture->players, 1) == bruno);
  g_assert_true (tablee_players_get_player (table, 2) == bruno);

  /* The table renames too. */
  g_assert_true (tablee_players_rename (table, 1, "Chloe", NULL));
  g_assert_cmpstr (name_at (fixture, 0), ==, "Chloe");
  g_assert_cmpuint (fixture->last_position, ==, 0);
  g_assert_cmpuint (fixture->n_changed, ==, 2);
}

/* A saved game seated from the table gets back the very objects of the
 * table (the names are the table's now), adds whom the table does not
 * know, and keeps the seat of who left the table. */
static void
test_deserialize_reuses_table (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(TableePlayers) table = tablee_players_new_table ();
  g_autoptr(GVariant) saved = NULL;
  g_autoptr(GVariant) old = NULL;
  g_autoptr(TableePlayer) bruno = NULL;
  TableePlayer *ana;
  TableePlayer *hugo;

  tablee_players_set_table (fixture->players, table);
  ana = tablee_players_add (fixture->players, "Ana", NULL);
  tablee_players_add (fixture->players, "Bruno", NULL);
  saved = g_variant_ref_sink (tablee_players_serialize (fixture->players));
  g_assert_true (tablee_players_rename (table, 0, "Anaïs", NULL));

  g_assert_true (tablee_players_deserialize (fixture->players, saved, NULL));
  g_assert_true (tablee_players_get_player (fixture->players, 0) == ana);
  g_assert_cmpstr (name_at (fixture, 0), ==, "Anaïs");
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 2);

  /* Bruno leaves the table, not the game. */
  bruno = tablee_players_remove (table, 1, NULL);
  g_assert_true (tablee_players_deserialize (fixture->players, saved, NULL));
  g_assert_true (tablee_players_get_player (fixture->players, 1) == bruno);

  /* Unknown ids join the table; without ids, names find the table's. */
  old = g_variant_ref_sink (g_variant_new_parsed ("[('h', 'Hugo', '#3584e4'), ('a', 'anaïs', '#e01b24')]"));
  g_assert_true (tablee_players_deserialize (fixture->players, old, NULL));
  hugo = tablee_players_get_player (fixture->players, 0);
  g_assert_cmpstr (tablee_player_get_id (hugo), ==, "h");
  g_assert_true (tablee_players_find (table, hugo) >= 0);
  g_assert_true (tablee_players_get_player (fixture->players, 1) == ana);
  g_assert_cmpuint (tablee_players_get_n_players (table), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/players/add-trims", test_add_trims);
  ADD ("/players/bad-names", test_bad_names);
  ADD ("/players/unique-names", test_unique_names);
  ADD ("/players/blank-names", test_blank_names);
  ADD ("/players/lookalike-names", test_lookalike_names);
  ADD ("/players/bidi-names", test_bidi_names);
  ADD ("/players/limits", test_limits);
  ADD ("/players/reset-names-and-colours", test_reset_names_and_colours);
  ADD ("/players/remove-and-undo", test_remove_and_undo);
  ADD ("/players/move", test_move);
  ADD ("/players/serialize-round-trip", test_serialize_round_trip);
  ADD ("/players/deserialize-refuses-damage", test_deserialize_refuses_damage);
  ADD ("/players/deserialize-older-names", test_deserialize_older_names);
  ADD ("/players/dup-names", test_dup_names);
  ADD ("/players/ids", test_ids);
  ADD ("/players/ids-refuse-damage", test_ids_refuse_damage);
  ADD ("/players/table-link", test_table_link);
  ADD ("/players/table-reset", test_table_reset);
  ADD ("/players/rename-everywhere", test_rename_everywhere);
  ADD ("/players/deserialize-reuses-table", test_deserialize_reuses_table);

  return g_test_run ();
}
