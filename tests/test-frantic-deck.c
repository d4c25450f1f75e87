/* test-frantic-deck.c: the 34 events and the event deck.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "frantic-deck-fixture.h"

/* ---- The data table ---------------------------------------------------- */

static void
test_events_table (void)
{
  guint n_base = 0, n_troublemaker = 0;
  const char *score_slugs[] = { "doomsday", "double-taxation", "finish-line",
                                "identity-theft", "seppuku", "time-bomb", NULL };
  const char *acting_slugs[] = { "event-manager", "last-chance", "plague", "repeat", NULL };
  const char *lasting_slugs[] = { "last-chance", "plus-one", "time-bomb", NULL };
  const char *ending_slugs[] = { "doomsday", "finish-line", NULL };

  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      const TableeFranticEventInfo *info = tablee_frantic_event_get_info (i);
      g_autofree char *rules_id = tablee_frantic_event_dup_rules_id (i);
      g_autofree char *expected_id = NULL;

      g_assert_cmpint (info->event, ==, i);
      expected_id = g_strconcat ("event-", info->slug, NULL);
      g_assert_cmpstr (rules_id, ==, expected_id);
      if (i > 0)
        g_assert_cmpstr (tablee_frantic_event_get_info (i - 1)->slug, <, info->slug);

      if (info->troublemaker)
        n_troublemaker++;
      else
        n_base++;

      g_assert_cmpint (g_strv_contains (score_slugs, info->slug), ==,
                       tablee_frantic_event_has_flag (i, TABLEE_FRANTIC_EVENT_FLAG_ON_SCORES));
      g_assert_cmpint (g_strv_contains (acting_slugs, info->slug), ==,
                       tablee_frantic_event_has_flag (i, TABLEE_FRANTIC_EVENT_FLAG_ACTS_ON_EVENTS));
      g_assert_cmpint (g_strv_contains (lasting_slugs, info->slug), ==,
                       tablee_frantic_event_has_flag (i, TABLEE_FRANTIC_EVENT_FLAG_LASTS_FOR_ROUND));
      g_assert_cmpint (g_strv_contains (ending_slugs, info->slug), ==,
                       tablee_frantic_event_has_flag (i, TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND));
    }

  /* The rulebook's stars: 21 base events and 13 from Troublemaker. */
  g_assert_cmpuint (n_base, ==, 21);
  g_assert_cmpuint (n_troublemaker, ==, 13);
  g_assert_true (tablee_frantic_event_get_info (E (PLAGUE))->troublemaker);
  g_assert_false (tablee_frantic_event_get_info (E (TIME_BOMB))->troublemaker);
  g_assert_false (tablee_frantic_event_is_valid (TABLEE_FRANTIC_N_EVENTS));
  g_assert_false (tablee_frantic_event_is_valid (-1));
}

/* Every event's title and text come from the rules files, in both
 * languages: the page never falls back to a slug. */
static void
test_events_rules_texts (void)
{
  const char *languages[] = { "fr", "en" };

  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        {
          g_autofree char *title = tablee_frantic_event_dup_title (i, languages[l]);
          g_autofree char *text = tablee_frantic_event_dup_text (i, languages[l]);

          g_assert_cmpstr (title, !=, tablee_frantic_event_get_info (i)->slug);
          g_assert_cmpstr (title, !=, "");
          g_assert_cmpstr (text, !=, "The rules text of this event is missing.");
          g_assert_cmpuint (strlen (text), >, 20);
        }
    }
}

/* ---- Building and shuffling -------------------------------------------- */

static void
assert_holds_the_set (TableeFranticDeck *deck)
{
  g_autoptr(GBytes) bytes = deck_get_events (deck, "pile");
  gsize n;
  const guint8 *pile = g_bytes_get_data (bytes, &n);
  guint expected = tablee_frantic_deck_get_troublemaker (deck) ? 34 : 21;
  gboolean seen[TABLEE_FRANTIC_N_EVENTS] = { FALSE, };

  g_assert_cmpuint (n, ==, expected);
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, expected);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_false (seen[pile[i]]);
      seen[pile[i]] = TRUE;
      g_assert_true (in_set (deck, pile[i]));
    }
}

static void
test_deck_sets (Fixture       *fixture,
                gconstpointer  data)
{
  assert_holds_the_set (fixture->deck);
  g_assert_true (tablee_frantic_deck_get_troublemaker (fixture->deck));

  tablee_frantic_deck_set_troublemaker (fixture->deck, FALSE);
  assert_holds_the_set (fixture->deck);

  tablee_frantic_deck_set_troublemaker (fixture->deck, TRUE);
  assert_holds_the_set (fixture->deck);
}

static void
test_deck_seeded_shuffle (void)
{
  g_autoptr(TableeRandom) random_a = tablee_random_new_with_seed (77);
  g_autoptr(TableeRandom) random_b = tablee_random_new_with_seed (77);
  g_autoptr(TableeRandom) random_c = tablee_random_new_with_seed (78);
  g_autoptr(TableeFranticDeck) a = tablee_frantic_deck_new (random_a);
  g_autoptr(TableeFranticDeck) b = tablee_frantic_deck_new (random_b);
  g_autoptr(TableeFranticDeck) c = tablee_frantic_deck_new (random_c);
  g_autoptr(GBytes) bytes_a = deck_get_events (a, "pile");
  g_autoptr(GBytes) bytes_b = deck_get_events (b, "pile");
  g_autoptr(GBytes) bytes_c = deck_get_events (c, "pile");
  gsize n_a, n_b, n_c;
  const guint8 *pile_a = g_bytes_get_data (bytes_a, &n_a);
  const guint8 *pile_b = g_bytes_get_data (bytes_b, &n_b);
  const guint8 *pile_c = g_bytes_get_data (bytes_c, &n_c);
  gboolean in_order = TRUE;

  /* The same seed deals the same deck; another one another deck. */
  g_assert_cmpmem (pile_a, n_a, pile_b, n_b);
  g_assert_cmpuint (n_a, ==, n_c);
  g_assert_true (memcmp (pile_a, pile_c, n_a) != 0);

  /* And it is shuffled. */
  for (guint i = 0; i < n_a; i++)
    in_order &= pile_a[i] == (TableeFranticEvent) i;
  g_assert_false (in_order);

  /* A draw from each replays too. */
  g_assert_true (tablee_frantic_deck_black_card_played (a));
  g_assert_true (tablee_frantic_deck_black_card_played (b));
  g_assert_cmpint (reveal_event (a, 0), ==, reveal_event (b, 0));
}

/* ---- Every event, drawn alone ------------------------------------------ */

static void
test_deck_every_event (Fixture       *fixture,
                       gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;

  tablee_frantic_deck_set_n_players (deck, 3);

  for (int event = 0; event < TABLEE_FRANTIC_N_EVENTS; event++)
    {
      TableeFranticEventFlags flags = tablee_frantic_event_get_info (event)->flags;
      TableeFranticEvent first_under, second_under;
      guint n_after;

      tablee_frantic_deck_end_round (deck);
      {
        /* Plain events under it, for those that draw more. */
        TableeFranticEvent fillers[] = { E (TORNADO), E (CHARITY), E (MARKET),
                                         E (EARTHQUAKE), E (VANDALISM) };
        TableeFranticEvent under[4];
        guint n_under = 0;

        for (guint i = 0; i < G_N_ELEMENTS (fillers) && n_under < 4; i++)
          if (fillers[i] != (TableeFranticEvent) event)
            under[n_under++] = fillers[i];
        stack_deck (deck, event, under[0], under[1], under[2], under[3], END);
        first_under = under[0];
        second_under = under[1];
      }
      g_ptr_array_set_size (fixture->revealed, 0);

      g_assert_true (tablee_frantic_deck_black_card_played (deck));
      g_assert_cmpint (reveal_event (deck, 0), ==, event);
      g_assert_cmpint (reveal_origin (deck, 0), ==, TABLEE_FRANTIC_REVEAL_DRAWN);
      g_assert_true (discarded (deck, event));
      g_assert_true (round_event (deck, event));
      g_assert_cmpuint (fixture->revealed->len, ==, n_reveals (deck));

      /* Events that end the round, and only those, end it at once. */
      g_assert_cmpint (deck_get (deck, "round-over"), ==,
                       (flags & TABLEE_FRANTIC_EVENT_FLAG_ENDS_ROUND) != 0);

      /* Lasting events stay on, and only they. */
      g_assert_cmpint (tablee_frantic_deck_is_active (deck, event), ==,
                       (flags & TABLEE_FRANTIC_EVENT_FLAG_LASTS_FOR_ROUND) != 0);

      switch (event)
        {
        case E (EVENT_MANAGER):
          g_assert_cmpuint (n_reveals (deck), ==, 1);
          g_assert_cmpint (deck_get (deck, "choice"), ==,
                           TABLEE_FRANTIC_CHOICE_EVENT_MANAGER);
          g_assert_false (tablee_frantic_deck_get_can_draw (deck));
          n_after = 34 - 1 - 3;
          break;
        case E (PLAGUE):
          g_assert_cmpuint (n_reveals (deck), ==, 3);
          g_assert_cmpint (reveal_event (deck, 1), ==, first_under);
          g_assert_cmpint (reveal_event (deck, 2), ==, second_under);
          n_after = 34 - 3;
          break;
        case E (REPEAT):
          /* Nothing was revealed before it this round: no effect. */
          g_assert_cmpuint (n_reveals (deck), ==, 1);
          {
            g_autoptr(TableeFranticReveal) reveal =
              g_list_model_get_item (tablee_frantic_deck_get_reveals (deck), 0);
            g_assert_true (tablee_frantic_reveal_get_no_effect (reveal));
          }
          g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_NONE);
          g_assert_true (tablee_frantic_deck_get_can_draw (deck));
          n_after = 34 - 1;
          break;
        case E (TIME_BOMB):
          g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 9);
          n_after = 34 - 1;
          break;
        default:
          g_assert_cmpuint (n_reveals (deck), ==, 1);
          g_assert_cmpint (deck_get (deck, "choice"), ==, TABLEE_FRANTIC_CHOICE_NONE);
          g_assert_cmpuint (tablee_frantic_deck_get_time_bomb_turns (deck), ==, 0);
          g_assert_cmpint (tablee_frantic_deck_get_can_draw (deck), ==,
                           !deck_get (deck, "round-over"));
          n_after = 34 - 1;
          break;
        }

      g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, n_after);
    }
}

static void
count_cb (guint *counter)
{
  (*counter)++;
}

/* ---- Running out ------------------------------------------------------- */

static void
test_deck_reshuffle (Fixture       *fixture,
                     gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  guint n_notified = 0;
  guint8 pile[] = { E (TORNADO) };
  GByteArray *discard = g_byte_array_new ();
  GVariantDict dict;

  tablee_frantic_deck_set_troublemaker (deck, FALSE);
  g_signal_connect_swapped (deck, "notify::reshuffled", G_CALLBACK (count_cb), &n_notified);

  /* A long round: one event left in the deck, the 20 others revealed. */
  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      guint8 byte = i;

      if (i != E (TORNADO) && !tablee_frantic_event_get_info (i)->troublemaker)
        g_byte_array_append (discard, &byte, 1);
    }
  g_assert_cmpuint (discard->len, ==, 20);

  state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "pile",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile, 1, 1));
  g_variant_dict_insert_value (&dict, "discard",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, discard->data,
                                                          discard->len, 1));
  g_byte_array_unref (discard);
  g_clear_pointer (&state, g_variant_unref);
  state = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (deck), state, &error));
  g_assert_no_error (error);

  /* The last event comes without a reshuffle. */
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpint (reveal_event (deck, 0), ==, E (TORNADO));
  g_assert_false (deck_get (deck, "reshuffled"));
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 0);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 21);
  g_assert_cmpuint (fixture->n_reshuffled, ==, 0);

  /* The next black card turns the revealed events into a new deck. */
  g_assert_true (tablee_frantic_deck_get_can_draw (deck));
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_cmpuint (fixture->n_reshuffled, ==, 1);
  g_assert_true (deck_get (deck, "reshuffled"));
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 20);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 1);

  /* The message is about the last draw only; a new round starts with the
   * whole deck. */
  tablee_frantic_deck_end_round (deck);
  g_assert_false (deck_get (deck, "reshuffled"));
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 21);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 0);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  g_assert_false (deck_get (deck, "reshuffled"));
  g_assert_cmpuint (fixture->n_reshuffled, ==, 1);
  /* Notified when it became TRUE and when it went back. */
  g_assert_cmpuint (n_notified, ==, 2);
}

/* Every round starts with the whole event deck, shuffled again. */
static void
test_deck_new_round_full_deck (Fixture       *fixture,
                               gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  gboolean same_order = TRUE;
  TableeFranticEvent before[34];

  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (tablee_frantic_deck_black_card_played (deck));
      if (deck_get (deck, "choice") != TABLEE_FRANTIC_CHOICE_NONE)
        break;
      if (deck_get (deck, "round-over"))
        break;
    }
  g_assert_cmpuint (deck_get (deck, "n-discarded"), >, 0);

  for (int i = 0; i < (int) deck_get (deck, "n-remaining"); i++)
    before[i] = pile_at (deck, i);

  tablee_frantic_deck_end_round (deck);
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 34);
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 0);
  for (TableeFranticEvent e = 0; e < TABLEE_FRANTIC_N_EVENTS; e++)
    g_assert_false (discarded (deck, e));
  /* Shuffled, not only put back. */
  for (int i = 0; i < 10; i++)
    same_order &= pile_at (deck, i) == before[i];
  g_assert_false (same_order);
}

/* An Event Manager with one event left under it reshuffles to show three. */
static void
test_deck_event_manager_reshuffles (Fixture       *fixture,
                                    gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GError) error = NULL;
  const TableeFranticEvent *choices;
  guint n_choices;
  GVariantDict dict;
  guint8 pile[] = { E (EVENT_MANAGER), E (TORNADO) };
  GByteArray *discard = g_byte_array_new ();

  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    {
      guint8 byte = i;

      if (i != E (EVENT_MANAGER) && i != E (TORNADO))
        g_byte_array_append (discard, &byte, 1);
    }

  state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "pile",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pile, 2, 1));
  g_variant_dict_insert_value (&dict, "discard",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, discard->data,
                                                          discard->len, 1));
  g_byte_array_unref (discard);
  g_clear_pointer (&state, g_variant_unref);
  state = g_variant_ref_sink (g_variant_dict_end (&dict));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (deck), state, &error));
  g_assert_no_error (error);

  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  choices = tablee_frantic_deck_get_choices (deck, &n_choices);
  g_assert_cmpuint (n_choices, ==, 3);
  g_assert_cmpint (choices[0], ==, E (TORNADO));
  g_assert_true (deck_get (deck, "reshuffled"));
  g_assert_cmpuint (fixture->n_reshuffled, ==, 1);
  /* The Event Manager being run was not shuffled in: it cannot show
   * itself, and lies alone on the new discard pile. */
  for (guint i = 0; i < n_choices; i++)
    g_assert_cmpint (choices[i], !=, E (EVENT_MANAGER));
  g_assert_cmpuint (deck_get (deck, "n-discarded"), ==, 1);
  g_assert_true (discarded (deck, E (EVENT_MANAGER)));
  g_assert_cmpuint (deck_get (deck, "n-remaining"), ==, 30);
}

/* ---- Saving ------------------------------------------------------------ */

static void
test_deck_save_load (Fixture       *fixture,
                     gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  g_autoptr(TableeRandom) random = tablee_random_new_with_seed (5);
  g_autoptr(TableeFranticDeck) copy = tablee_frantic_deck_new (random);
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) state_again = NULL;
  g_autoptr(GError) error = NULL;
  const TableeFranticEvent *choices;
  guint n_choices;

  tablee_frantic_deck_set_n_players (deck, 5);
  stack_deck (deck, E (LAST_CHANCE), E (EVENT_MANAGER), E (TORNADO), E (CHARITY), E (MARKET), END);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));
  tablee_frantic_deck_set_lucky (deck, 4, TRUE);
  g_assert_true (tablee_frantic_deck_black_card_played (deck));

  state = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_assert_true (tablee_saveable_load (TABLEE_SAVEABLE (copy), state, &error));
  g_assert_no_error (error);
  state_again = tablee_saveable_save (TABLEE_SAVEABLE (copy));
  g_assert_true (g_variant_equal (state, state_again));

  g_assert_cmpuint (tablee_frantic_deck_get_n_players (copy), ==, 5);
  g_assert_true (tablee_frantic_deck_is_active (copy, E (LAST_CHANCE)));
  g_assert_cmpint (deck_get (copy, "choice"), ==, TABLEE_FRANTIC_CHOICE_EVENT_MANAGER);
  choices = tablee_frantic_deck_get_choices (copy, &n_choices);
  g_assert_cmpuint (n_choices, ==, 3);
  g_assert_cmpint (choices[2], ==, E (MARKET));
  g_assert_cmpuint (n_reveals (copy), ==, 1);

  /* The restored pick goes on as it would have. */
  g_assert_true (tablee_frantic_deck_choose (copy, 2));
  g_assert_cmpint (reveal_event (copy, 1), ==, E (MARKET));
  {
    g_autoptr(TableeFranticReveal) reveal =
      g_list_model_get_item (tablee_frantic_deck_get_reveals (copy), 1);
    g_assert_cmpuint (tablee_frantic_reveal_get_lucky_mask (reveal), ==, 1u << 4);
  }
}

static void
assert_refused (TableeFranticDeck *deck,
                const char        *key,
                GVariant          *value)
{
  g_autoptr(GVariant) before = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_autoptr(GVariant) damaged = NULL;
  g_autoptr(GVariant) after = NULL;
  g_autoptr(GError) error = NULL;
  GVariantDict dict;

  g_variant_dict_init (&dict, before);
  if (value != NULL)
    g_variant_dict_insert_value (&dict, key, value);
  else
    g_variant_dict_remove (&dict, key);
  damaged = g_variant_ref_sink (g_variant_dict_end (&dict));

  g_assert_false (tablee_saveable_load (TABLEE_SAVEABLE (deck), damaged, &error));
  g_assert_nonnull (error);
  after = tablee_saveable_save (TABLEE_SAVEABLE (deck));
  g_assert_true (g_variant_equal (before, after));
}

static GVariant *
bytes_variant (const guint8 *bytes,
               gsize         n)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, bytes, n, 1);
}

static void
test_deck_refuses_damage (Fixture       *fixture,
                          gconstpointer  data)
{
  TableeFranticDeck *deck = fixture->deck;
  guint8 all_but_one[33], with_twice[35], bad_event[] = { 200 };
  guint8 base_only[21];
  guint n = 0;

  for (guint i = 0; i < 33; i++)
    all_but_one[i] = i;
  for (guint i = 0; i < 34; i++)
    with_twice[i] = i;
  with_twice[34] = 0;
  for (int i = 0; i < TABLEE_FRANTIC_N_EVENTS; i++)
    if (!tablee_frantic_event_get_info (i)->troublemaker)
      base_only[n++] = i;

  assert_refused (deck, "pile", bytes_variant (all_but_one, 33));
  assert_refused (deck, "pile", bytes_variant (with_twice, 35));
  assert_refused (deck, "pile", bytes_variant (base_only, 21));
  assert_refused (deck, "discard", bytes_variant (bad_event, 1));
  assert_refused (deck, "choice", g_variant_new_uint32 (1));
  assert_refused (deck, "choice", g_variant_new_uint32 (9));
  assert_refused (deck, "n-players", g_variant_new_uint32 (9));
  assert_refused (deck, "n-players", g_variant_new_uint32 (1));
  assert_refused (deck, "lucky", g_variant_new_uint32 (0x100));
  assert_refused (deck, "time-bomb-turns", g_variant_new_uint32 (6));
  assert_refused (deck, "troublemaker", g_variant_new_boolean (FALSE));
  assert_refused (deck, "pile", g_variant_new_string ("tornado"));
  assert_refused (deck, "reveals", NULL);
  assert_refused (deck, "active", bytes_variant ((guint8[]) { E (TORNADO) }, 1));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/frantic/events/table", test_events_table);
  g_test_add_func ("/frantic/events/rules-texts", test_events_rules_texts);
  g_test_add_func ("/frantic/deck/seeded-shuffle", test_deck_seeded_shuffle);
#define ADD(path, func, data) \
  g_test_add ("/frantic/deck/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("sets", test_deck_sets, NULL);
  ADD ("every-event", test_deck_every_event, NULL);
  ADD ("event-manager-reshuffles", test_deck_event_manager_reshuffles, NULL);
  ADD ("reshuffle", test_deck_reshuffle, NULL);
  ADD ("new-round-full-deck", test_deck_new_round_full_deck, NULL);
  ADD ("save-load", test_deck_save_load, NULL);
  ADD ("refuses-damage", test_deck_refuses_damage, NULL);
#undef ADD

  return g_test_run ();
}
