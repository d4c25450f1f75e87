/* test-rules-search.c: searching the rules in both languages at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tablee-rules-search.h"

/* What a result says of its section. */
static const char *
result_game (TableeRulesResult *result)
{
  return result->section->game;
}

static const char *
result_language (TableeRulesResult *result)
{
  return result->section->language;
}

static const char *
result_section_id (TableeRulesResult *result)
{
  return result->section->id;
}

static const char *
result_section_title (TableeRulesResult *result)
{
  return result->section->title;
}

typedef struct {
  TableeRulesIndex *index;
} Fixture;

static TableeRulebook *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (TEST_SRCDIR, "rules", name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  TableeRulebook *book;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  book = tablee_rulebook_new_from_data (data, length, name, &error);
  g_assert_no_error (error);

  return book;
}

/* The index of the two sample rulebooks (tests/rules/), French first. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TableeRulebook) fr = load_fixture ("sample.fr.xml");
  g_autoptr(TableeRulebook) en = load_fixture ("sample.en.xml");

  fixture->index = tablee_rules_index_new ();
  tablee_rules_index_add_rulebook (fixture->index, fr);
  tablee_rules_index_add_rulebook (fixture->index, en);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->index);
}

static TableeRulesResult *
result_at (GListModel *results,
           guint       position)
{
  TableeRulesResult *result = g_list_model_get_item (results, position);

  g_assert_nonnull (result);
  /* The list keeps it alive. */
  g_object_unref (result);

  return result;
}

static gboolean
has_result (GListModel *results,
            const char *language,
            const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (results); i++)
    {
      TableeRulesResult *result = result_at (results, i);

      if (g_str_equal (result_language (result), language)
          && g_str_equal (result->id, id))
        return TRUE;
    }

  return FALSE;
}

/* The highlighted pieces of a result's snippet (or title), joined by "|". */
static char *
highlights (TableeRulesResult *result,
            gboolean           in_title)
{
  const char *text = in_title ? result->title
                              : result->snippet;
  GArray *array = in_title ? result->title_ranges : result->snippet_ranges;
  const TableeRulesRange *ranges = (gpointer) array->data;
  guint n_ranges = array->len;
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n_ranges; i++)
    {
      g_assert_cmpuint (ranges[i].start, <, ranges[i].end);
      g_assert_cmpuint (ranges[i].end, <=, strlen (text));
      if (i > 0)
        {
          g_assert_cmpuint (ranges[i - 1].end, <, ranges[i].start);
          g_string_append_c (out, '|');
        }
      g_string_append_len (out, text + ranges[i].start, ranges[i].end - ranges[i].start);
    }

  return g_string_free (out, FALSE);
}

static void
assert_ranked (GListModel *results)
{
  for (guint i = 1; i < g_list_model_get_n_items (results); i++)
    g_assert_cmpint (result_at (results, i - 1)->score, >=,
                     result_at (results, i)->score);
}

static void
test_fold (void)
{
  g_autoptr(GArray) offsets = NULL;
  g_autofree char *key = tablee_rules_fold ("Œuvre, ÉVÉNEMENT l’Ça", &offsets);
  g_autofree char *plain = tablee_rules_fold ("plain ascii", NULL);

  g_assert_cmpstr (key, ==, "oeuvre, evenement l'ca");
  g_assert_cmpuint (offsets->len, ==, strlen (key));
  /* "oe" both come from "Œ", at 0; "u" from byte 2, after the two bytes of "Œ". */
  g_assert_cmpuint (g_array_index (offsets, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (offsets, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (offsets, guint, 2), ==, 2);
  /* The "e" of "ÉVÉNEMENT" comes from the two bytes of "É" at 8, so "v"
   * comes from 10. */
  g_assert_cmpuint (g_array_index (offsets, guint, 8), ==, 8);
  g_assert_cmpuint (g_array_index (offsets, guint, 9), ==, 10);
  g_assert_cmpstr (plain, ==, "plain ascii");
}

static void
test_accents (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GListModel) results = NULL;
  g_autofree char *title = NULL;
  g_autofree char *snippet = NULL;
  TableeRulesResult *first;

  /* "evenement" finds "Événement" and "événements". */
  results = tablee_rules_index_search (fixture->index, "evenement", "fr", 0, NULL);
  g_assert_true (has_result (results, "fr", "events"));
  g_assert_true (has_result (results, "fr", "overview"));
  g_assert_true (has_result (results, "fr", "event-plague"));
  g_assert_false (has_result (results, "en", "events"));

  first = result_at (results, 0);
  g_assert_cmpstr (first->id, ==, "events");
  g_assert_cmpstr (first->title, ==, "Événements");
  title = highlights (first, TRUE);
  g_assert_cmpstr (title, ==, "Événement");
  snippet = highlights (first, FALSE);
  g_assert_cmpstr (snippet, ==, "Événement");
  g_assert_cmpstr (first->snippet, ==,
                   "Une carte Événement change la manche pour tout le monde.");

  /* And the other way round: accents in the query are folded too. */
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "Évènement", "fr", 0, NULL);
  g_assert_true (has_result (results, "fr", "events"));
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "apercu", "fr", 0, NULL);
  g_assert_true (has_result (results, "fr", "overview"));
}

static void
test_case (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(GListModel) upper = NULL;
  g_autoptr(GListModel) lower = NULL;
  g_autofree char *title = NULL;

  upper = tablee_rules_index_search (fixture->index, "PLAGUE", NULL, 0, NULL);
  lower = tablee_rules_index_search (fixture->index, "plague", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (upper), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (lower), ==, 1);
  g_assert_cmpstr (result_at (upper, 0)->entry->id, ==, "event-plague");
  g_assert_cmpstr (result_section_id (result_at (upper, 0)), ==, "events");
  g_assert_cmpstr (result_section_title (result_at (upper, 0)), ==, "Events");
  title = highlights (result_at (upper, 0), TRUE);
  g_assert_cmpstr (title, ==, "Plague");
}

static void
test_both_languages (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GListModel) results = NULL;
  g_autoptr(GListModel) english_first = NULL;

  /* One query finds the French and the English text. */
  results = tablee_rules_index_search (fixture->index, "137", "fr", 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 2);
  g_assert_cmpstr (result_language (result_at (results, 0)), ==, "fr");
  g_assert_cmpstr (result_language (result_at (results, 1)), ==, "en");
  g_assert_cmpstr (result_at (results, 1)->id, ==, "events");

  /* The preferred language comes first among equals. */
  english_first = tablee_rules_index_search (fixture->index, "137", "en", 0, NULL);
  g_assert_cmpstr (result_language (result_at (english_first, 0)), ==, "en");
  g_assert_cmpstr (result_language (result_at (english_first, 1)), ==, "fr");

  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "doomsday apocalypse", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "apocalypse", NULL, 0, NULL);
  g_assert_true (has_result (results, "fr", "event-doomsday"));
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "doomsday", NULL, 0, NULL);
  g_assert_true (has_result (results, "en", "event-doomsday"));
}

static void
test_several_words (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GListModel) results = NULL;
  g_autoptr(GListModel) reversed = NULL;
  g_autofree char *snippet = NULL;
  guint n_matches;

  /* Every word must match, in any order. */
  results = tablee_rules_index_search (fixture->index, "fausse note", "fr", 0, &n_matches);
  g_assert_cmpuint (n_matches, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 2);
  g_assert_true (has_result (results, "fr", "wrong-note"));
  g_assert_true (has_result (results, "fr", "mistakes"));

  reversed = tablee_rules_index_search (fixture->index, "note fausse", "fr", 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (reversed), ==, 2);
  g_assert_true (has_result (reversed, "fr", "wrong-note"));
  g_assert_true (has_result (reversed, "fr", "mistakes"));

  /* Both words highlighted, apart. */
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "cards seven", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 1);
  snippet = highlights (result_at (results, 0), FALSE);
  g_assert_cmpstr (snippet, ==, "seven|cards");

  /* A word that is in no single document with the other. */
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "plague fifty", NULL, 0, &n_matches);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);
  g_assert_cmpuint (n_matches, ==, 0);
}

static void
test_prefix_while_typing (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GListModel) typing = NULL;
  g_autoptr(GListModel) typed = NULL;
  g_autoptr(GListModel) inside = NULL;
  g_autofree char *title = NULL;

  /* The last word is being typed: it matches the start of a word. */
  typing = tablee_rules_index_search (fixture->index, "pla", NULL, 0, NULL);
  g_assert_true (has_result (typing, "en", "event-plague"));
  g_assert_true (has_result (typing, "en", "overview"));   /* "Players" */
  title = highlights (result_at (typing, 0), TRUE);
  g_assert_cmpstr (title, ==, "Pla");

  /* A space after it: a whole word. */
  typed = tablee_rules_index_search (fixture->index, "pla ", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (typed), ==, 0);

  /* Only the start of words, never their middle. */
  inside = tablee_rules_index_search (fixture->index, "lague", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (inside), ==, 0);
}

static void
test_no_result (Fixture       *fixture,
                gconstpointer  data)
{
  const char *queries[] = { "xylophone", "", "   ", "…?!", "\xff\xfe" };

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autoptr(GListModel) results = NULL;
      guint n_matches = 1;

      results = tablee_rules_index_search (fixture->index, queries[i], NULL, 10, &n_matches);
      g_assert_true (g_list_model_get_item_type (results) == TABLEE_TYPE_RULES_RESULT);
      g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);
      g_assert_cmpuint (n_matches, ==, 0);
    }
}

static void
test_ranking (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GListModel) results = NULL;
  g_autoptr(GListModel) limited = NULL;
  guint n_matches;

  /* The title that says it, then the words side by side in a text, then
   * the words apart. */
  results = tablee_rules_index_search (fixture->index, "wrong note", "en", 0, &n_matches);
  assert_ranked (results);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 3);
  g_assert_cmpstr (result_at (results, 0)->id, ==, "wrong-note");
  g_assert_cmpstr (result_at (results, 1)->id, ==, "mistakes");
  g_assert_cmpstr (result_at (results, 2)->id, ==, "overview");

  /* A title hit before a text hit. */
  g_clear_object (&results);
  results = tablee_rules_index_search (fixture->index, "event", "en", 0, NULL);
  assert_ranked (results);
  g_assert_cmpstr (result_at (results, 0)->id, ==, "events");
  g_assert_cmpstr (result_language (result_at (results, 0)), ==, "en");
  g_assert_true (has_result (results, "en", "event-plague"));   /* "events" in its text */

  /* At most max_results, and how many there were. */
  limited = tablee_rules_index_search (fixture->index, "event", "en", 2, &n_matches);
  g_assert_cmpuint (g_list_model_get_n_items (limited), ==, 2);
  g_assert_cmpuint (n_matches, ==, g_list_model_get_n_items (results));
}

static void
test_snippets_and_markup (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GListModel) results = NULL;
  TableeRulesResult *result;
  const TableeRulesRange ranges[] = { { 2, 3 } };
  g_autofree char *markup = tablee_rules_highlight_markup ("a < b & c", ranges, 1);
  g_autofree char *snippet_markup = NULL;

  g_assert_cmpstr (markup, ==, "a <b>&lt;</b> b &amp; c");

  /* A snippet is one line of the text, around the match. */
  results = tablee_rules_index_search (fixture->index, "step", NULL, 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 1);
  result = result_at (results, 0);
  g_assert_cmpstr (result->snippet, ==, "1. First step.");
  snippet_markup = tablee_rules_highlight_markup (result->snippet,
                                                  (gpointer) result->snippet_ranges->data,
                                                  result->snippet_ranges->len);
  g_assert_cmpstr (snippet_markup, ==, "1. First <b>step</b>.");
}

static void
test_long_snippet (void)
{
  g_autoptr(GString) xml = g_string_new ("<rulebook game=\"x\" lang=\"en\" title=\"X\">"
                                         "<section id=\"a\" title=\"A\"><p>");
  g_autoptr(TableeRulebook) book = NULL;
  g_autoptr(TableeRulesIndex) index = tablee_rules_index_new ();
  g_autoptr(GListModel) results = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *found = NULL;
  const char *snippet;

  for (guint i = 0; i < 60; i++)
    g_string_append_printf (xml, "word%u ", i);
  g_string_append (xml, "</p></section></rulebook>");
  book = tablee_rulebook_new_from_data (xml->str, -1, "long.xml", &error);
  g_assert_no_error (error);
  tablee_rules_index_add_rulebook (index, book);

  /* Cut between words on both sides, with an ellipsis where it is cut. */
  results = tablee_rules_index_search (index, "word30", NULL, 0, NULL);
  snippet = result_at (results, 0)->snippet;
  g_assert_true (g_str_has_prefix (snippet, "…word"));
  g_assert_true (g_str_has_suffix (snippet, "…"));
  g_assert_cmpuint (g_utf8_strlen (snippet, -1), <=, 150 + 2);
  g_assert_nonnull (strstr (snippet, " word30 "));
  found = highlights (result_at (results, 0), FALSE);
  g_assert_cmpstr (found, ==, "word30");
}

/* Punctuation is ignored as accents are: an apostrophe left out or a
 * hyphen for a space still find what they mean, in the real rules. */
static void
test_punctuation (void)
{
  TableeRulesIndex *index = tablee_rules_index_get_default ();
  g_autoptr(GListModel) dont = NULL;
  g_autoptr(GListModel) whos = NULL;
  g_autoptr(GListModel) fausse = NULL;
  g_autoptr(GListModel) apostrophe = NULL;
  g_autofree char *title = NULL;
  g_auto(GStrv) parts = NULL;
  TableeRulesResult *first;

  dont = tablee_rules_index_search (index, "Dont Panic", "en", 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (dont), >, 0);
  first = result_at (dont, 0);
  g_assert_cmpstr (result_game (first), ==, "whosnext");
  g_assert_true (has_result (dont, "en", "dont-panic"));
  g_assert_true (has_result (dont, "fr", "dont-panic"));
  /* The highlight covers the whole word, apostrophe included. */
  title = highlights (first, TRUE);
  parts = g_strsplit (title, "|", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  g_assert_true (g_str_has_prefix (parts[0], "Don"));
  g_assert_cmpint (g_utf8_strlen (parts[0], -1), ==, 5);
  g_assert_cmpstr (parts[1], ==, "Panic");

  whos = tablee_rules_index_search (index, "whos next", "en", 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (whos), >, 0);
  g_assert_cmpstr (result_game (result_at (whos, 0)), ==, "whosnext");

  fausse = tablee_rules_index_search (index, "fausse-note", "fr", 0, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (fausse), >, 0);
  first = result_at (fausse, 0);
  g_assert_cmpstr (result_game (first), ==, "whosnext");
  g_assert_cmpstr (result_language (first), ==, "fr");

  /* And the apostrophe typed still finds the words it separates. */
  apostrophe = tablee_rules_index_search (index, "don't panic", "en", 0, NULL);
  g_assert_true (has_result (apostrophe, "en", "dont-panic"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/search/fold", test_fold);
  g_test_add ("/rules/search/accents", Fixture, NULL,
              fixture_set_up, test_accents, fixture_tear_down);
  g_test_add ("/rules/search/case", Fixture, NULL,
              fixture_set_up, test_case, fixture_tear_down);
  g_test_add ("/rules/search/both-languages", Fixture, NULL,
              fixture_set_up, test_both_languages, fixture_tear_down);
  g_test_add ("/rules/search/several-words", Fixture, NULL,
              fixture_set_up, test_several_words, fixture_tear_down);
  g_test_add ("/rules/search/prefix-while-typing", Fixture, NULL,
              fixture_set_up, test_prefix_while_typing, fixture_tear_down);
  g_test_add ("/rules/search/no-result", Fixture, NULL,
              fixture_set_up, test_no_result, fixture_tear_down);
  g_test_add ("/rules/search/ranking", Fixture, NULL,
              fixture_set_up, test_ranking, fixture_tear_down);
  g_test_add ("/rules/search/snippets-and-markup", Fixture, NULL,
              fixture_set_up, test_snippets_and_markup, fixture_tear_down);
  g_test_add_func ("/rules/search/long-snippet", test_long_snippet);
  g_test_add_func ("/rules/search/punctuation", test_punctuation);

  return g_test_run ();
}
