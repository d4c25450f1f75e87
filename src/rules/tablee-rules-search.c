/* tablee-rules-search.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include <string.h>

#include "tablee-rules-search.h"

/* Every section and entry of every rulebook is a document whose title and
 * text are folded once, when it is indexed; a query is then a few strstr ()
 * over the folded texts, which keeps a keystroke well under a frame even
 * over the whole corpus. Folded offsets map back to the original text so
 * that results can show where the words are. */

#define SNIPPET_BEFORE  40   /* characters of context before the match */
#define SNIPPET_LENGTH 150   /* characters in a snippet, at most */
#define ELLIPSIS "…"

/* Weights of the ranking, from the strongest. */
#define SCORE_PHRASE_IN_TITLE 1000
#define SCORE_TITLE_IS_QUERY   500
#define SCORE_ALL_IN_TITLE     400
#define SCORE_PHRASE_IN_TEXT   200
#define SCORE_WORD_IN_TITLE     50
#define SCORE_WHOLE_WORDS       20
#define SCORE_ENTRY             10

typedef struct {
  char   *key;
  gsize   length;
  GArray *offsets;   /* guint per byte of key: where its character is in the text */
} Folded;

/* A section (its text outside entries) or an entry of it. */
typedef struct {
  TableeRulesSection     *section;
  const TableeRulesBlock *entry;   /* in section, or NULL */
  const char             *title;   /* the entry's or the section's */
  char   *text;
  Folded  title_key;
  Folded  text_key;
  char   *title_words;   /* the folded words of the title, joined by spaces */
  guint   order;
} Document;

typedef struct {
  char     **words;
  guint      n_words;
  gboolean   last_is_prefix;
  char      *joined;
} Query;

/* Folding */

char *
tablee_rules_fold (const char  *text,
                   GArray     **offsets)
{
  GString *out;
  GArray *map = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  if (offsets != NULL)
    map = g_array_sized_new (FALSE, FALSE, sizeof (guint), strlen (text));

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      guint origin = p - text;
      gsize before = out->len;

      if (c < 0x80)
        g_string_append_c (out, g_ascii_tolower (c));
      else if (c == 0x0153 || c == 0x0152)       /* œ Œ */
        g_string_append (out, "oe");
      else if (c == 0x00E6 || c == 0x00C6)       /* æ Æ */
        g_string_append (out, "ae");
      else if (c == 0x2019 || c == 0x2018 || c == 0x02BC)
        g_string_append_c (out, '\'');
      else
        {
          gunichar decomposed[G_UNICHAR_MAX_DECOMPOSITION_LENGTH];
          gsize n = g_unichar_fully_decompose (c, FALSE, decomposed, G_N_ELEMENTS (decomposed));

          /* The canonical decomposition (NFD) of one character at a time:
           * the marks it puts in order are the ones dropped here. */
          for (gsize i = 0; i < n; i++)
            {
              char utf8[8];
              int length;
              g_autofree char *folded = NULL;

              if (g_unichar_ismark (decomposed[i]))
                continue;
              length = g_unichar_to_utf8 (decomposed[i], utf8);
              folded = g_utf8_casefold (utf8, length);
              g_string_append (out, folded);
            }
        }

      for (gsize i = before; map != NULL && i < out->len; i++)
        g_array_append_val (map, origin);
    }

  if (offsets != NULL)
    *offsets = map;

  return g_string_free (out, FALSE);
}

static void
folded_init (Folded     *folded,
             const char *text)
{
  folded->key = tablee_rules_fold (text, &folded->offsets);
  folded->length = strlen (folded->key);
}

static void
folded_clear (Folded *folded)
{
  g_clear_pointer (&folded->key, g_free);
  g_clear_pointer (&folded->offsets, g_array_unref);
}

static gboolean
is_word_char (const char *p)
{
  guchar c = *p;

  if (c < 0x80)
    return g_ascii_isalnum (c);

  return g_unichar_isalnum (g_utf8_get_char (p));
}

/* Where word ends when it matches key at position, or -1. An apostrophe
 * between two letters of the text is skipped, as punctuation is: "dont"
 * and "whos" find "don't" and "who's" (query words never hold one). */
static gssize
match_word (const char *key,
            gsize       length,
            gsize       position,
            const char *word)
{
  gsize i = 0;
  gsize p = position;

  while (word[i] != '\0')
    {
      if (p < length && key[p] == word[i])
        {
          p++;
          i++;
        }
      else if (i > 0 && p + 1 < length && key[p] == '\'' && is_word_char (key + p + 1))
        p++;
      else
        return -1;
    }

  return p;
}

/* Where the query's word i ends when it matches at position, up to the
 * end of a word of the text (the last word only starts one while it is
 * being typed), or -1. */
static gssize
match_query_word (const Folded *folded,
                  gsize         position,
                  const Query  *query,
                  guint         i)
{
  gssize match = match_word (folded->key, folded->length, position, query->words[i]);

  if (match < 0
      || (!(query->last_is_prefix && i == query->n_words - 1)
          && (gsize) match < folded->length && is_word_char (folded->key + match)))
    return -1;

  return match;
}

/* The first match of the query's word i at or after from, or -1; end
 * receives where the match ends in the key (it may be longer than the
 * word). */
static gssize
find_word (const Folded *folded,
           gsize         from,
           const Query  *query,
           guint         i,
           gsize        *end)
{
  const char *p = folded->key + from;

  for (; (p = strchr (p, query->words[i][0])) != NULL; p++)
    {
      gsize position = p - folded->key;
      gssize match;

      if (position > 0 && is_word_char (g_utf8_prev_char (p)))
        continue;
      match = match_query_word (folded, position, query, i);
      if (match >= 0)
        {
          if (end != NULL)
            *end = match;
          return position;
        }
    }

  return -1;
}

/* Where all the words follow each other in order, separated by nothing
 * but spaces and punctuation within one line, or -1. */
static gssize
find_phrase (const Folded *folded,
             const Query  *query)
{
  gssize first = -1;
  gsize position;

  while ((first = find_word (folded, first + 1, query, 0, &position)) >= 0)
    {
      guint i;

      for (i = 1; i < query->n_words; i++)
        {
          gsize start = position;
          gssize match;

          while (position < folded->length && folded->key[position] != '\n'
                 && !is_word_char (folded->key + position))
            position = g_utf8_next_char (folded->key + position) - folded->key;
          match = position > start ? match_query_word (folded, position, query, i) : -1;
          if (match < 0)
            break;
          position = match;
        }

      if (i == query->n_words)
        return first;
    }

  return -1;
}

/* The words of a folded text, joined by single spaces. */
static char *
join_words (const char *key)
{
  GString *out = g_string_new (NULL);
  const char *p = key;

  while (*p != '\0')
    {
      while (*p != '\0' && !is_word_char (p))
        p = g_utf8_next_char (p);
      if (*p == '\0')
        break;

      /* An apostrophe inside a word is left out, as match_word () skips
       * it: "who's" is the word "whos". */
      if (out->len > 0)
        g_string_append_c (out, ' ');
      while (*p != '\0' && (is_word_char (p) || (*p == '\'' && is_word_char (p + 1))))
        {
          const char *next = g_utf8_next_char (p);

          if (*p != '\'')
            g_string_append_len (out, p, next - p);
          p = next;
        }
    }

  return g_string_free (out, FALSE);
}

static gboolean
query_init (Query      *query,
            const char *text)
{
  g_autofree char *key = tablee_rules_fold (text, NULL);
  gsize length = strlen (text);

  query->joined = join_words (key);
  query->words = g_strsplit (query->joined, " ", -1);
  query->n_words = g_strv_length (query->words);
  query->last_is_prefix = length > 0 && !g_ascii_isspace (text[length - 1]);

  return query->n_words > 0;
}

static void
query_clear (Query *query)
{
  g_clear_pointer (&query->words, g_strfreev);
  g_clear_pointer (&query->joined, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Query, query_clear)

/* Index */

struct _TableeRulesIndex
{
  GObject    parent_instance;

  GPtrArray *documents;   /* of Document */
};

G_DEFINE_FINAL_TYPE (TableeRulesIndex, tablee_rules_index, G_TYPE_OBJECT)

static void
document_free (Document *document)
{
  g_object_unref (document->section);
  g_free (document->text);
  g_free (document->title_words);
  folded_clear (&document->title_key);
  folded_clear (&document->text_key);
  g_free (document);
}

static void
tablee_rules_index_finalize (GObject *object)
{
  TableeRulesIndex *self = TABLEE_RULES_INDEX (object);

  g_ptr_array_unref (self->documents);

  G_OBJECT_CLASS (tablee_rules_index_parent_class)->finalize (object);
}

static void
tablee_rules_index_class_init (TableeRulesIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_rules_index_finalize;
}

static void
tablee_rules_index_init (TableeRulesIndex *self)
{
  self->documents = g_ptr_array_new_with_free_func ((GDestroyNotify) document_free);
}

TableeRulesIndex *
tablee_rules_index_new (void)
{
  return g_object_new (TABLEE_TYPE_RULES_INDEX, NULL);
}

TableeRulesIndex *
tablee_rules_index_get_default (void)
{
  static TableeRulesIndex *index;

  if (g_once_init_enter (&index))
    {
      const char * const *games = tablee_rules_get_games ();
      const char * const languages[] = { "fr", "en" };
      TableeRulesIndex *built = tablee_rules_index_new ();

      for (guint i = 0; games[i] != NULL; i++)
        {
          for (guint j = 0; j < G_N_ELEMENTS (languages); j++)
            {
              g_autoptr(GError) error = NULL;
              g_autoptr(TableeRulebook) book = tablee_rulebook_load (games[i], languages[j], &error);

              if (book != NULL)
                tablee_rules_index_add_rulebook (built, book);
              else if (!g_error_matches (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND))
                g_critical ("Cannot index the rules: %s", error->message);
            }
        }

      g_once_init_leave (&index, built);
    }

  return index;
}

/* The text of a section outside its entries (entry NULL), or an entry's. */
static void
add_document (TableeRulesIndex       *self,
              TableeRulesSection     *section,
              const TableeRulesBlock *entry)
{
  Document *document = g_new0 (Document, 1);
  GPtrArray *blocks = entry != NULL ? entry->blocks : section->blocks;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < blocks->len; i++)
    {
      const TableeRulesBlock *block = g_ptr_array_index (blocks, i);

      if (block->kind != TABLEE_RULES_BLOCK_ENTRY)
        tablee_rules_block_append_plain (block, NULL, text);
    }

  document->section = g_object_ref (section);
  document->entry = entry;
  document->title = entry != NULL ? entry->title : section->title;
  document->text = g_string_free (text, FALSE);
  document->order = self->documents->len;
  folded_init (&document->title_key, document->title);
  folded_init (&document->text_key, document->text);
  document->title_words = join_words (document->title_key.key);

  g_ptr_array_add (self->documents, document);
}

void
tablee_rules_index_add_rulebook (TableeRulesIndex *self,
                                 TableeRulebook   *book)
{
  g_return_if_fail (TABLEE_IS_RULES_INDEX (self));
  g_return_if_fail (TABLEE_IS_RULEBOOK (book));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (book->sections)); i++)
    {
      g_autoptr(TableeRulesSection) section = g_list_model_get_item (G_LIST_MODEL (book->sections),
                                                                     i);

      add_document (self, section, NULL);
      for (guint j = 0; j < section->blocks->len; j++)
        {
          const TableeRulesBlock *block = g_ptr_array_index (section->blocks, j);

          if (block->kind == TABLEE_RULES_BLOCK_ENTRY)
            add_document (self, section, block);
        }
    }
}

guint
tablee_rules_index_get_n_documents (TableeRulesIndex *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_INDEX (self), 0);

  return self->documents->len;
}

typedef struct {
  const Document *document;
  int             score;
  gssize          phrase;     /* where the words are side by side in the text, or -1 */
  gboolean        preferred;
} Candidate;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *first = a;
  const Candidate *second = b;

  if (first->score != second->score)
    return second->score - first->score;
  if (first->preferred != second->preferred)
    return first->preferred ? -1 : 1;

  return (int) first->document->order - (int) second->document->order;
}

static gboolean
score_document (const Document *document,
                const Query    *query,
                Candidate      *candidate)
{
  guint in_title = 0;

  for (guint i = 0; i < query->n_words; i++)
    {
      if (find_word (&document->title_key, 0, query, i, NULL) >= 0)
        in_title++;
      else if (find_word (&document->text_key, 0, query, i, NULL) < 0)
        return FALSE;
    }

  candidate->document = document;
  candidate->score = SCORE_WORD_IN_TITLE * in_title;
  if (in_title == query->n_words)
    candidate->score += SCORE_ALL_IN_TITLE;
  /* The title is the query, its last word maybe still being typed. */
  if (g_str_equal (document->title_words, query->joined)
      || (query->last_is_prefix && g_str_has_prefix (document->title_words, query->joined)
          && strchr (document->title_words + strlen (query->joined), ' ') == NULL))
    candidate->score += SCORE_TITLE_IS_QUERY;
  if (find_phrase (&document->title_key, query) >= 0)
    candidate->score += SCORE_PHRASE_IN_TITLE;

  candidate->phrase = find_phrase (&document->text_key, query);
  if (candidate->phrase >= 0)
    candidate->score += SCORE_PHRASE_IN_TEXT;

  /* "note" finds "notes" while it is typed, but "note" itself first. */
  if (candidate->score > 0)
    {
      Query whole = *query;

      whole.last_is_prefix = FALSE;
      if (find_phrase (&document->title_key, &whole) >= 0
          || find_phrase (&document->text_key, &whole) >= 0)
        candidate->score += SCORE_WHOLE_WORDS;
    }

  if (document->entry != NULL)
    candidate->score += SCORE_ENTRY;

  return TRUE;
}

static int
compare_ranges (gconstpointer a,
                gconstpointer b)
{
  return (int) ((const TableeRulesRange *) a)->start - (int) ((const TableeRulesRange *) b)->start;
}

/* Every match of the query's words in folded whose text lies in
 * [start, end), moved by shift, sorted and merged. */
static void
collect_ranges (const Folded *folded,
                const char   *text,
                const Query  *query,
                gsize         start,
                gsize         end,
                gssize        shift,
                GArray       *ranges)
{
  const guint *offsets = (const guint *) (gpointer) folded->offsets->data;
  guint merged = 0;

  for (guint i = 0; i < query->n_words; i++)
    {
      gssize position = -1;
      gsize match_end;

      while ((position = find_word (folded, position + 1, query, i, &match_end)) >= 0)
        {
          gsize last = match_end - 1;
          TableeRulesRange range;

          range.start = offsets[position];
          range.end = g_utf8_next_char (text + offsets[last]) - text;
          if (range.start < start || range.end > end)
            continue;
          range.start += shift;
          range.end += shift;
          g_array_append_val (ranges, range);
        }
    }

  g_array_sort (ranges, compare_ranges);
  for (guint i = 0; i < ranges->len; i++)
    {
      TableeRulesRange range = g_array_index (ranges, TableeRulesRange, i);
      TableeRulesRange *previous = &g_array_index (ranges, TableeRulesRange, MAX (merged, 1) - 1);

      if (merged > 0 && range.start <= previous->end)
        previous->end = MAX (previous->end, range.end);
      else
        g_array_index (ranges, TableeRulesRange, merged++) = range;
    }
  g_array_set_size (ranges, merged);
}

/* A window of one line of the text around anchor, cut between words. */
static char *
make_snippet (const Document *document,
              const Query    *query,
              gssize          anchor,
              GArray         *ranges)
{
  const char *text = document->text;
  const char *at = text;
  const char *line_start, *line_end, *start, *end, *space;
  GString *snippet;

  if (anchor >= 0)
    at = text + g_array_index (document->text_key.offsets, guint, anchor);
  line_start = at;
  while (line_start > text && line_start[-1] != '\n')
    line_start--;
  line_end = strchr (at, '\n');
  line_end = line_end != NULL ? line_end : text + strlen (text);

  /* SNIPPET_BEFORE characters before the match at most, from a word. */
  start = at;
  for (guint count = 0; start > line_start && count < SNIPPET_BEFORE; count++)
    start = g_utf8_prev_char (start);
  space = memchr (start, ' ', at - start);
  if (start > line_start && space != NULL)
    start = space + 1;

  /* SNIPPET_LENGTH characters at most, cut after a word that follows the match. */
  end = start;
  for (guint count = 0; end < line_end && count < SNIPPET_LENGTH; count++)
    end = g_utf8_next_char (end);
  space = end < line_end ? g_strrstr_len (at + 1, end - at, " ") : NULL;
  if (space != NULL)
    end = space;

  snippet = g_string_new (NULL);
  if (start > line_start)
    g_string_append (snippet, ELLIPSIS);
  collect_ranges (&document->text_key, text, query, start - text, end - text,
                  (gssize) snippet->len - (start - text), ranges);
  g_string_append_len (snippet, start, end - start);
  if (end < line_end)
    g_string_append (snippet, ELLIPSIS);

  return g_string_free (snippet, FALSE);
}

/* Where the snippet goes: the words side by side, else the first match in
 * the line (paragraph, list item, table row) holding most of the words,
 * else -1 when the text has none of them. */
static gssize
find_anchor (const Document *document,
             const Query    *query,
             gssize          phrase)
{
  const Folded *folded = &document->text_key;
  gssize best = -1;
  guint best_count = 0;

  if (phrase >= 0)
    return phrase;

  for (gsize line = 0; line < folded->length;)
    {
      const char *newline = strchr (folded->key + line, '\n');
      gsize line_end = newline != NULL ? (gsize) (newline - folded->key) : folded->length;
      gssize first = -1;
      guint count = 0;

      for (guint i = 0; i < query->n_words; i++)
        {
          gssize position = find_word (folded, line, query, i, NULL);

          if (position < 0 || (gsize) position >= line_end)
            continue;
          count++;
          if (first < 0 || position < first)
            first = position;
        }

      if (count > best_count)
        {
          best_count = count;
          best = first;
        }
      line = line_end + 1;
    }

  return best;
}

static TableeRulesResult *
make_result (const Candidate *candidate,
             const Query     *query)
{
  const Document *document = candidate->document;
  TableeRulesResult *result = g_object_new (TABLEE_TYPE_RULES_RESULT, NULL);

  result->section = g_object_ref (document->section);
  result->entry = document->entry;
  result->id = document->entry != NULL ? document->entry->id : document->section->id;
  result->title = document->title;
  result->score = candidate->score;
  result->title_ranges = g_array_new (FALSE, FALSE, sizeof (TableeRulesRange));
  result->snippet_ranges = g_array_new (FALSE, FALSE, sizeof (TableeRulesRange));
  collect_ranges (&document->title_key, document->title, query,
                  0, strlen (document->title), 0, result->title_ranges);
  result->snippet = make_snippet (document, query, find_anchor (document, query, candidate->phrase),
                                  result->snippet_ranges);

  return result;
}

GListModel *
tablee_rules_index_search (TableeRulesIndex *self,
                           const char       *query_text,
                           const char       *preferred_language,
                           guint             max_results,
                           guint            *n_matches)
{
  GListStore *results;
  g_autoptr(GArray) candidates = NULL;
  g_auto(Query) query = { 0 };

  g_return_val_if_fail (TABLEE_IS_RULES_INDEX (self), NULL);
  g_return_val_if_fail (query_text != NULL, NULL);

  results = g_list_store_new (TABLEE_TYPE_RULES_RESULT);
  if (n_matches != NULL)
    *n_matches = 0;

  if (!g_utf8_validate (query_text, -1, NULL) || !query_init (&query, query_text))
    return G_LIST_MODEL (results);

  candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  for (guint i = 0; i < self->documents->len; i++)
    {
      const Document *document = g_ptr_array_index (self->documents, i);
      Candidate candidate;

      if (score_document (document, &query, &candidate))
        {
          candidate.preferred = g_strcmp0 (document->section->language,
                                          preferred_language) == 0;
          g_array_append_val (candidates, candidate);
        }
    }

  g_array_sort (candidates, compare_candidates);
  if (n_matches != NULL)
    *n_matches = candidates->len;

  /* Snippets only for what is shown. */
  for (guint i = 0; i < candidates->len && (max_results == 0 || i < max_results); i++)
    {
      g_autoptr(TableeRulesResult) result = make_result (&g_array_index (candidates, Candidate, i),
                                                         &query);

      g_list_store_append (results, result);
    }

  return G_LIST_MODEL (results);
}
