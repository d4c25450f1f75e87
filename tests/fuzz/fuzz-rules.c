/* fuzz-rules.c: the rules file parser, and what the app does with a rulebook.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* An input is a rules file (data/rules/FORMAT.md). When it parses, the
 * rulebook is read the way the rules pages read it: every text turned into
 * markup and plain text, every id looked up, and the rulebook indexed and
 * searched for its own title. The spans the parser makes must stay inside
 * their text, in order and apart, as tablee-rulebook.h promises. */

#define G_LOG_DOMAIN "fuzz-rules"

#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "tablee-rulebook.h"
#include "tablee-rules-search.h"

void
fuzz_target_init (void)
{
  fuzz_abort_on_warnings ();
}

static void
check_text (const TableeRulesText *text)
{
  g_autofree char *markup = NULL;
  gsize length;
  guint end = 0;

  g_assert_nonnull (text);
  g_assert_nonnull (text->plain);
  length = strlen (text->plain);

  for (guint i = 0; i < text->spans->len; i++)
    {
      const TableeRulesSpan *span = &g_array_index (text->spans, TableeRulesSpan, i);

      g_assert_cmpuint (span->start, >=, end);
      g_assert_cmpuint (span->start, <, span->end);
      g_assert_cmpuint (span->end, <=, length);
      end = span->end;
    }

  markup = tablee_rules_text_to_markup (text);
  g_assert_nonnull (markup);
}

static void
check_block (TableeRulebook         *book,
             TableeRulesSection     *section,
             const TableeRulesBlock *block)
{
  g_autoptr(GString) plain = g_string_new (NULL);

  switch (block->kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
    case TABLEE_RULES_BLOCK_DECISION:
      check_text (block->text);
      break;

    case TABLEE_RULES_BLOCK_LIST:
      for (guint i = 0; i < block->items->len; i++)
        check_text (g_ptr_array_index (block->items, i));
      break;

    case TABLEE_RULES_BLOCK_TABLE:
      for (guint i = 0; i < block->rows->len; i++)
        {
          const TableeRulesRow *row = g_ptr_array_index (block->rows, i);

          for (guint j = 0; j < row->cells->len; j++)
            check_text (g_ptr_array_index (row->cells, j));
        }
      break;

    case TABLEE_RULES_BLOCK_ENTRY:
      {
        const TableeRulesBlock *found = NULL;

        g_assert_true (tablee_rulebook_find (book, block->id, &found) == section);
        g_assert_true (found == block);
        g_assert_true (tablee_rules_section_find_entry (section, block->id) == block);

        for (guint i = 0; i < block->blocks->len; i++)
          {
            const TableeRulesBlock *child = g_ptr_array_index (block->blocks, i);

            g_assert_cmpint (child->kind, !=, TABLEE_RULES_BLOCK_ENTRY);
            check_block (book, section, child);
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }

  tablee_rules_block_append_plain (block, NULL, plain);
  g_assert_true (g_utf8_validate (plain->str, plain->len, NULL));
}

static void
check_search (TableeRulebook *book,
              const char     *query)
{
  g_autoptr(TableeRulesIndex) index = tablee_rules_index_new ();
  g_autoptr(GListModel) results = NULL;
  guint n_matches = 0;

  tablee_rules_index_add_rulebook (index, book);
  results = tablee_rules_index_search (index, query, "fr", 0, &n_matches);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, n_matches);

  for (guint i = 0; i < g_list_model_get_n_items (results); i++)
    {
      g_autoptr(TableeRulesResult) result = g_list_model_get_item (results, i);
      const char *title = result->title;
      const char *snippet = result->snippet;
      const TableeRulesRange *ranges;
      g_autofree char *title_markup = NULL;
      g_autofree char *snippet_markup = NULL;
      guint n_ranges;

      ranges = (gpointer) result->title_ranges->data;
      n_ranges = result->title_ranges->len;
      for (guint j = 0; j < n_ranges; j++)
        g_assert_cmpuint (ranges[j].end, <=, strlen (title));
      title_markup = tablee_rules_highlight_markup (title, ranges, n_ranges);

      ranges = (gpointer) result->snippet_ranges->data;
      n_ranges = result->snippet_ranges->len;
      for (guint j = 0; j < n_ranges; j++)
        g_assert_cmpuint (ranges[j].end, <=, strlen (snippet));
      snippet_markup = tablee_rules_highlight_markup (snippet, ranges, n_ranges);

      g_assert_true (g_utf8_validate (title_markup, -1, NULL));
      g_assert_true (g_utf8_validate (snippet_markup, -1, NULL));
    }
}

gboolean
fuzz_target_run (const guint8 *data,
                 gsize         size)
{
  g_autoptr(TableeRulebook) book = NULL;
  g_autoptr(GError) error = NULL;
  guint n_sections;

  book = tablee_rulebook_new_from_data (size > 0 ? (const char *) data : "", size,
                                        "fuzz.xml", &error);
  if (book == NULL)
    {
      g_assert_error (error, TABLEE_RULES_ERROR, error->code);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.xml:"));
      return FALSE;
    }
  g_assert_no_error (error);

  n_sections = g_list_model_get_n_items (G_LIST_MODEL (book->sections));
  for (guint i = 0; i < n_sections; i++)
    {
      g_autoptr(TableeRulesSection) section = g_list_model_get_item (G_LIST_MODEL (book->sections), i);
      const TableeRulesBlock *entry;

      g_assert_true (tablee_rulebook_find (book, section->id, &entry) == section);
      g_assert_null (entry);
      g_assert_true (g_str_equal (section->game,
                                  book->game));

      for (guint j = 0; j < section->blocks->len; j++)
        check_block (book, section, g_ptr_array_index (section->blocks, j));
    }

  check_search (book, book->title);

  return TRUE;
}
