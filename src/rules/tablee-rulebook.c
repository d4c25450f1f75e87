/* tablee-rulebook.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include <string.h>

#include "tablee-i18n.h"
#include "tablee-rulebook.h"
#include "tablee-rules.h"

G_DEFINE_FINAL_TYPE (TableeRulebook, tablee_rulebook, G_TYPE_OBJECT)

G_DEFINE_QUARK (tablee-rules-error-quark, tablee_rules_error)

/* Parsed rulebooks, by "<game>.<lang>.xml": they never change, so every
 * caller shares them for the life of the process. */
static GHashTable *cache;
G_LOCK_DEFINE_STATIC (cache);

static const char * const games[] = { "notnot", "frantic", "whosnext", "soundbattle", NULL };

static void
tablee_rulebook_finalize (GObject *object)
{
  TableeRulebook *self = TABLEE_RULEBOOK (object);

  g_free (self->game);
  g_free (self->language);
  g_free (self->title);
  g_object_unref (self->sections);

  G_OBJECT_CLASS (tablee_rulebook_parent_class)->finalize (object);
}

static void
tablee_rulebook_class_init (TableeRulebookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_rulebook_finalize;
}

static void
tablee_rulebook_init (TableeRulebook *self)
{
  self->sections = g_list_store_new (TABLEE_TYPE_RULES_SECTION);
}

const char * const *
tablee_rules_get_games (void)
{
  return games;
}

/* The rulebook of the resource, source naming it in errors. */
static TableeRulebook *
parse_resource (const char  *game,
                const char  *language,
                const char  *source,
                GError     **error)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_BASE "/rules/%s.%s.xml", game, language);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  g_autoptr(TableeRulebook) book = NULL;

  if (bytes == NULL)
    return NULL;

  book = tablee_rulebook_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                        source, error);
  if (book != NULL && (!g_str_equal (book->game, game) || !g_str_equal (book->language, language)))
    {
      g_set_error (error, TABLEE_RULES_ERROR, TABLEE_RULES_ERROR_INVALID_VALUE,
                   "%s: the rulebook says game “%s”, language “%s”",
                   source, book->game, book->language);
      return NULL;
    }

  return g_steal_pointer (&book);
}

TableeRulebook *
tablee_rulebook_load (const char  *game,
                      const char  *language,
                      GError     **error)
{
  g_autofree char *source = NULL;
  TableeRulebook *book;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (language == NULL)
    language = tablee_ui_language ();
  source = g_strdup_printf ("%s.%s.xml", game, language);

  /* Parsed under the lock: the rules are read once per process. */
  G_LOCK (cache);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  book = g_hash_table_lookup (cache, source);
  if (book == NULL && (book = parse_resource (game, language, source, error)) != NULL)
    g_hash_table_insert (cache, g_strdup (source), book);
  if (book != NULL)
    g_object_ref (book);
  G_UNLOCK (cache);

  return book;
}

/* Sections and entries share their ids (the parser checks it): one pass
 * finds either. */
TableeRulesSection *
tablee_rulebook_find (TableeRulebook          *self,
                      const char              *id,
                      const TableeRulesBlock **entry)
{
  const TableeRulesBlock *unused;

  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  if (entry == NULL)
    entry = &unused;
  *entry = NULL;
  if (id == NULL)
    return NULL;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->sections)); i++)
    {
      g_autoptr(TableeRulesSection) section = g_list_model_get_item (G_LIST_MODEL (self->sections),
                                                                     i);

      /* The rulebook keeps the section. */
      *entry = tablee_rules_section_find_entry (section, id);
      if (*entry != NULL || g_str_equal (section->id, id))
        return section;
    }

  return NULL;
}

void
tablee_rules_text_free (TableeRulesText *text)
{
  g_free (text->plain);
  g_array_unref (text->spans);
  g_free (text);
}

void
tablee_rules_row_free (TableeRulesRow *row)
{
  g_free (row->id);
  g_ptr_array_unref (row->cells);
  g_free (row);
}

void
tablee_rules_block_free (TableeRulesBlock *block)
{
  g_clear_pointer (&block->text, tablee_rules_text_free);
  g_clear_pointer (&block->items, g_ptr_array_unref);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  g_clear_pointer (&block->blocks, g_ptr_array_unref);
  g_free (block->id);
  g_free (block->title);
  g_free (block);
}

static void
append_escaped (GString    *out,
                const char *text,
                gssize      length)
{
  g_autofree char *escaped = g_markup_escape_text (text, length);

  g_string_append (out, escaped);
}

char *
tablee_rules_text_to_markup (const TableeRulesText *text)
{
  /* The tags of each style, the bold around the italic. */
  static const char * const tags[][2] = {
    { "", "" }, { "<i>", "</i>" }, { "<b>", "</b>" }, { "<b><i>", "</i></b>" },
  };
  GString *out;
  guint done = 0;
  gsize length;

  g_return_val_if_fail (text != NULL, NULL);

  length = strlen (text->plain);
  out = g_string_new (NULL);
  for (guint i = 0; i < text->spans->len; i++)
    {
      const TableeRulesSpan *span = &g_array_index (text->spans, TableeRulesSpan, i);

      g_return_val_if_fail (span->start >= done && span->start <= span->end
                            && span->end <= length, g_string_free (out, TRUE));
      append_escaped (out, text->plain + done, span->start - done);
      g_string_append (out, tags[span->style & 3][0]);
      append_escaped (out, text->plain + span->start, span->end - span->start);
      g_string_append (out, tags[span->style & 3][1]);
      done = span->end;
    }
  append_escaped (out, text->plain + done, -1);

  return g_string_free (out, FALSE);
}

const char *
tablee_rules_decision_heading (const char *language)
{
  return g_strcmp0 (language, "fr") == 0 ? "Tablée suppose" : "Tablée assumes";
}

void
tablee_rules_block_append_plain (const TableeRulesBlock *block,
                                 const char             *language,
                                 GString                *out)
{
  g_return_if_fail (block != NULL);
  g_return_if_fail (out != NULL);

  /* One empty line between blocks. */
  if (out->len > 0)
    {
      while (out->len > 0 && out->str[out->len - 1] == '\n')
        g_string_truncate (out, out->len - 1);
      g_string_append (out, "\n\n");
    }

  switch (block->kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
    case TABLEE_RULES_BLOCK_DECISION:
      if (block->kind == TABLEE_RULES_BLOCK_DECISION && language != NULL)
        g_string_append_printf (out, "%s\n", tablee_rules_decision_heading (language));
      g_string_append (out, block->text->plain);
      break;

    case TABLEE_RULES_BLOCK_LIST:
      for (guint i = 0; i < block->items->len; i++)
        {
          const TableeRulesText *item = g_ptr_array_index (block->items, i);

          if (i > 0)
            g_string_append_c (out, '\n');
          if (block->ordered)
            g_string_append_printf (out, "%u. ", i + 1);
          else
            g_string_append (out, "• ");
          g_string_append (out, item->plain);
        }
      break;

    case TABLEE_RULES_BLOCK_TABLE:
      if (block->title != NULL)
        g_string_append_printf (out, "%s\n", block->title);
      for (guint i = 0; i < block->rows->len; i++)
        {
          const TableeRulesRow *row = g_ptr_array_index (block->rows, i);

          if (i > 0)
            g_string_append_c (out, '\n');
          for (guint j = 0; j < row->cells->len; j++)
            {
              const TableeRulesText *cell = g_ptr_array_index (row->cells, j);

              if (j > 0)
                g_string_append (out, " – ");
              g_string_append (out, cell->plain);
            }
        }
      break;

    case TABLEE_RULES_BLOCK_ENTRY:
      g_string_append (out, block->title);
      for (guint i = 0; i < block->blocks->len; i++)
        tablee_rules_block_append_plain (g_ptr_array_index (block->blocks, i), NULL, out);
      break;

    default:
      g_assert_not_reached ();
    }
}

G_DEFINE_FINAL_TYPE (TableeRulesSection, tablee_rules_section, G_TYPE_OBJECT)

static void
tablee_rules_section_finalize (GObject *object)
{
  TableeRulesSection *self = TABLEE_RULES_SECTION (object);

  g_free (self->game);
  g_free (self->game_title);
  g_free (self->language);
  g_free (self->id);
  g_free (self->title);
  g_ptr_array_unref (self->blocks);

  G_OBJECT_CLASS (tablee_rules_section_parent_class)->finalize (object);
}

static void
tablee_rules_section_class_init (TableeRulesSectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_rules_section_finalize;
}

static void
tablee_rules_section_init (TableeRulesSection *self)
{
  self->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_block_free);
}

const TableeRulesBlock *
tablee_rules_section_find_entry (TableeRulesSection *self,
                                 const char         *id)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  for (guint i = 0; i < self->blocks->len; i++)
    {
      const TableeRulesBlock *block = g_ptr_array_index (self->blocks, i);

      if (block->kind == TABLEE_RULES_BLOCK_ENTRY && g_str_equal (block->id, id))
        return block;
    }

  return NULL;
}

G_DEFINE_FINAL_TYPE (TableeRulesResult, tablee_rules_result, G_TYPE_OBJECT)

static void
tablee_rules_result_finalize (GObject *object)
{
  TableeRulesResult *self = TABLEE_RULES_RESULT (object);

  g_object_unref (self->section);
  g_free (self->snippet);
  g_array_unref (self->title_ranges);
  g_array_unref (self->snippet_ranges);

  G_OBJECT_CLASS (tablee_rules_result_parent_class)->finalize (object);
}

static void
tablee_rules_result_class_init (TableeRulesResultClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_rules_result_finalize;
}

static void
tablee_rules_result_init (TableeRulesResult *self)
{
}

char *
tablee_rules_highlight_markup (const char             *text,
                               const TableeRulesRange *ranges,
                               guint                   n_ranges)
{
  g_autoptr(GArray) spans = g_array_sized_new (FALSE, FALSE, sizeof (TableeRulesSpan), n_ranges);
  TableeRulesText styled = { (char *) text, spans };

  g_return_val_if_fail (text != NULL, NULL);

  for (guint i = 0; i < n_ranges; i++)
    {
      TableeRulesSpan span = { ranges[i].start, ranges[i].end, TABLEE_RULES_STYLE_STRONG };

      g_array_append_val (spans, span);
    }

  return tablee_rules_text_to_markup (&styled);
}

/* The title, or the text, of the entry or section id. */
static char *
dup_rules (const char *game,
           const char *language,
           const char *id,
           gboolean    text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeRulebook) book = NULL;
  const TableeRulesBlock *entry;
  TableeRulesSection *section;
  GPtrArray *blocks;
  GString *out;

  g_return_val_if_fail (game != NULL, NULL);

  book = tablee_rulebook_load (game, language, &error);
  /* A missing file is a build without that text; a broken one is a bug
   * that the structure test catches, but tell about it anyway. */
  if (book == NULL && !g_error_matches (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND))
    g_critical ("Cannot read the rules: %s", error->message);
  section = book != NULL ? tablee_rulebook_find (book, id, &entry) : NULL;
  if (section == NULL)
    return NULL;
  if (!text)
    return g_strdup (entry != NULL ? entry->title : section->title);

  out = g_string_new (NULL);
  blocks = entry != NULL ? entry->blocks : section->blocks;
  for (guint i = 0; i < blocks->len; i++)
    tablee_rules_block_append_plain (g_ptr_array_index (blocks, i), book->language, out);

  return g_string_free (out, FALSE);
}

char *
tablee_rules_dup_title (const char *game,
                        const char *language,
                        const char *id)
{
  return dup_rules (game, language, id, FALSE);
}

char *
tablee_rules_dup_text (const char *game,
                       const char *language,
                       const char *id)
{
  return dup_rules (game, language, id, TRUE);
}
