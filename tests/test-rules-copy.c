/* test-rules-copy.c: the rules texts are in our own words. No run of
 * RUN_LENGTH words may be shared with a publisher's rulebook, once case,
 * accents, apostrophes and punctuation are folded away. French rules are
 * read against every French rulebook, English rules against the English
 * ones.
 *
 * The rulebooks are not part of the repository: they are looked for in
 * ../shared/rulebooks beside it (TABLEE_RULEBOOKS_DIR elsewhere). Missing,
 * they fail the test in CI and skip it, with a message, anywhere else.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tablee-rulebook.h"
#include "tablee-rules.h"
#include "tablee-rules-search.h"

#define RUN_LENGTH 10

/* A word of a rules text, and where it comes from. */
typedef struct {
  char       *word;
  const char *entry_id;   /* borrowed from the rulebook; NULL outside entries */
} Word;

static void
word_clear (gpointer data)
{
  Word *word = data;

  g_free (word->word);
}

/* The folded words of text, in order: anything but letters and digits
 * separates them (apostrophes and hyphens too). */
static void
split_words (const char *text,
             const char *entry_id,
             GArray     *words)
{
  g_autofree char *key = tablee_rules_fold (text, NULL);
  const char *p = key;

  while (*p != '\0')
    {
      const char *start;
      Word word;

      while (*p != '\0' && !g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (*p == '\0')
        break;
      start = p;
      while (*p != '\0' && g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);

      word.word = g_strndup (start, p - start);
      word.entry_id = entry_id;
      g_array_append_val (words, word);
    }
}

static GArray *
new_words (void)
{
  GArray *words = g_array_new (FALSE, FALSE, sizeof (Word));

  g_array_set_clear_func (words, word_clear);

  return words;
}

static char *
join_run (GArray *words,
          guint   start,
          guint   length)
{
  GString *out = g_string_new (NULL);

  for (guint i = start; i < start + length; i++)
    {
      if (i > start)
        g_string_append_c (out, ' ');
      g_string_append (out, g_array_index (words, Word, i).word);
    }

  return g_string_free (out, FALSE);
}

/* Every run of RUN_LENGTH words of a rulebook's text, to the file name. */
static void
add_publisher_text (GHashTable *runs,
                    const char *text,
                    const char *file_name)
{
  g_autoptr(GArray) words = new_words ();

  split_words (text, NULL, words);
  for (guint i = 0; i + RUN_LENGTH <= words->len; i++)
    g_hash_table_insert (runs, join_run (words, i, RUN_LENGTH), g_strdup (file_name));
}

/* The words of a section, titles and every block, entries tagged. */
static GArray *
section_words (TableeRulesSection *section)
{
  GArray *words = new_words ();

  split_words (section->title, NULL, words);
  for (guint i = 0; i < section->blocks->len; i++)
    {
      const TableeRulesBlock *block = g_ptr_array_index (section->blocks, i);
      g_autoptr(GString) plain = g_string_new (NULL);

      tablee_rules_block_append_plain (block, NULL, plain);
      if (block->kind == TABLEE_RULES_BLOCK_TABLE && block->title != NULL)
        split_words (block->title, NULL, words);
      split_words (plain->str, block->kind == TABLEE_RULES_BLOCK_ENTRY ? block->id : NULL,
                   words);
    }

  return words;
}

/* The runs of a rulebook shared with runs, one line each, as in
 *   section setup: "the words" (in frantic.fr.txt)
 * with overlapping windows merged into one run; empty when there is none. */
static char *
shared_runs (TableeRulebook *book,
             GHashTable     *runs)
{
  GString *out = g_string_new (NULL);

  for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (book->sections)); s++)
    {
      g_autoptr(TableeRulesSection) section = g_list_model_get_item (G_LIST_MODEL (book->sections), s);
      g_autoptr(GArray) words = section_words (section);
      guint i = 0;

      while (i + RUN_LENGTH <= words->len)
        {
          g_autofree char *first = join_run (words, i, RUN_LENGTH);
          const char *source = g_hash_table_lookup (runs, first);
          g_autofree char *run = NULL;
          const char *entry_id;
          guint end;

          if (source == NULL)
            {
              i++;
              continue;
            }

          /* Stretches the run as long as the next window is shared too. */
          end = i + RUN_LENGTH;
          while (end < words->len)
            {
              g_autofree char *next = join_run (words, end - RUN_LENGTH + 1, RUN_LENGTH);

              if (!g_hash_table_contains (runs, next))
                break;
              end++;
            }

          run = join_run (words, i, end - i);
          entry_id = g_array_index (words, Word, i).entry_id;
          g_string_append_printf (out, "section %s%s%s: \"%s\" (in %s)\n",
                                  section->id,
                                  entry_id != NULL ? ", entry " : "",
                                  entry_id != NULL ? entry_id : "",
                                  run, source);
          i = end;
        }
    }

  return g_string_free (out, FALSE);
}

static GHashTable *
new_runs (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* The detector itself: a copied sentence is found, named and merged into
 * one run; our own wording is not. */
static void
test_detects_runs (void)
{
  const char *publisher =
    "Retourner la première carte de la pioche et la poser à côté, c'est la pile "
    "de défausse. On joue dans le sens antihoraire.";
  const char *xml =
    "<rulebook game=\"x\" lang=\"fr\" title=\"X\">"
    "<section id=\"setup\" title=\"Mise en place\">"
    "<p>Les cartes sont distribuées.</p>"
    "<entry id=\"start\" title=\"Départ\">"
    "<p>Retournez la PREMIÈRE carte de la pioche et la poser a cote, c’est la pile "
    "de défausse !</p></entry>"
    "<p>On joue ensuite vers la droite, une carte à la fois, jusqu’à la fin.</p>"
    "</section></rulebook>";
  g_autoptr(GHashTable) runs = new_runs ();
  g_autoptr(TableeRulebook) book = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *found = NULL;

  add_publisher_text (runs, publisher, "x.fr.txt");
  book = tablee_rulebook_new_from_data (xml, -1, "x.fr.xml", &error);
  g_assert_no_error (error);

  found = shared_runs (book, runs);
  g_assert_cmpstr (found, ==,
                   "section setup, entry start: \"la premiere carte de la pioche et la poser "
                   "a cote c est la pile de defausse on joue\" (in x.fr.txt)\n");
}

static const char *
rulebooks_dir (void)
{
  const char *dir = g_getenv ("TABLEE_RULEBOOKS_DIR");

  if (dir != NULL && *dir != '\0')
    return dir;

  /* A clean clone with shared/ beside it, as CI has it. */
  return TEST_SRCDIR "/../../shared/rulebooks";
}

/* The runs of every publisher's rulebook in language, or NULL when there is
 * none to read (the test has failed or been skipped then). */
static GHashTable *
load_publisher_runs (const char *language)
{
  const char *dir = rulebooks_dir ();
  g_autofree char *suffix = g_strdup_printf (".%s.txt", language);
  g_autoptr(GHashTable) runs = new_runs ();
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint n_files = 0;

  listing = g_dir_open (dir, 0, &error);
  if (listing != NULL)
    {
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *path = NULL;
          g_autofree char *text = NULL;

          if (!g_str_has_suffix (name, suffix))
            continue;
          path = g_build_filename (dir, name, NULL);
          if (!g_file_get_contents (path, &text, NULL, &error))
            break;
          add_publisher_text (runs, text, name);
          n_files++;
        }
    }

  if (error != NULL || n_files == 0)
    {
      g_autofree char *message =
        g_strdup_printf ("No publisher's rulebook in %s to compare the rules with (%s); "
                         "set TABLEE_RULEBOOKS_DIR to their folder",
                         dir, error != NULL ? error->message : "no *.txt file");

      if (g_strcmp0 (g_getenv ("CI"), "true") == 0)
        g_test_fail_printf ("%s", message);
      else
        g_test_skip (message);
      return NULL;
    }

  return g_steal_pointer (&runs);
}

static void
test_own_words (gconstpointer data)
{
  const char *language = data;
  g_autoptr(GHashTable) runs = load_publisher_runs (language);
  g_autoptr(GString) problems = g_string_new (NULL);

  if (runs == NULL)
    return;

  for (const char * const *game = tablee_rules_get_games (); *game != NULL; game++)
    {
      g_autoptr(TableeRulebook) book = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *found = NULL;
      g_auto(GStrv) lines = NULL;

      book = tablee_rulebook_load (*game, language, &error);
      if (g_error_matches (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND))
        continue;
      g_assert_no_error (error);

      found = shared_runs (book, runs);
      lines = g_strsplit (found, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          if (lines[i][0] != '\0')
            g_string_append_printf (problems, "  data/rules/%s.%s.xml: %s\n",
                                    *game, language, lines[i]);
        }
    }

  if (problems->len > 0)
    g_test_fail_printf ("runs of %d words or more shared with a publisher's rulebook:\n%s",
                        RUN_LENGTH, problems->str);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/copy/detects-runs", test_detects_runs);
  g_test_add_data_func ("/rules/copy/own-words/fr", "fr", test_own_words);
  g_test_add_data_func ("/rules/copy/own-words/en", "en", test_own_words);

  return g_test_run ();
}
