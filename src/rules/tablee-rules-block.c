/* tablee-rules-block.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tablee-rules-private.h"

TableeRulesText *
tablee_rules_text_new (void)
{
  TableeRulesText *text = g_new0 (TableeRulesText, 1);

  text->plain = g_strdup ("");
  text->spans = g_array_new (FALSE, FALSE, sizeof (TableeRulesSpan));

  return text;
}

void
tablee_rules_text_free (TableeRulesText *text)
{
  if (text == NULL)
    return;

  g_free (text->plain);
  g_array_unref (text->spans);
  g_free (text);
}

TableeRulesRow *
tablee_rules_row_new (const char *id,
                      gboolean    header)
{
  TableeRulesRow *row = g_new0 (TableeRulesRow, 1);

  row->id = g_strdup (id);
  row->header = header;
  row->cells = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_text_free);

  return row;
}

void
tablee_rules_row_free (TableeRulesRow *row)
{
  if (row == NULL)
    return;

  g_free (row->id);
  g_ptr_array_unref (row->cells);
  g_free (row);
}

TableeRulesBlock *
tablee_rules_block_new (TableeRulesBlockKind kind,
                        guint                line)
{
  TableeRulesBlock *block = g_new0 (TableeRulesBlock, 1);

  block->kind = kind;
  block->line = line;

  switch (kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
    case TABLEE_RULES_BLOCK_DECISION:
      block->text = tablee_rules_text_new ();
      break;

    case TABLEE_RULES_BLOCK_LIST:
      block->items = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_text_free);
      break;

    case TABLEE_RULES_BLOCK_TABLE:
      block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_row_free);
      break;

    case TABLEE_RULES_BLOCK_ENTRY:
      block->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_block_free);
      break;

    default:
      g_assert_not_reached ();
    }

  return block;
}

void
tablee_rules_block_free (TableeRulesBlock *block)
{
  if (block == NULL)
    return;

  tablee_rules_text_free (block->text);
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
      if (span->style & TABLEE_RULES_STYLE_STRONG)
        g_string_append (out, "<b>");
      if (span->style & TABLEE_RULES_STYLE_EM)
        g_string_append (out, "<i>");
      append_escaped (out, text->plain + span->start, span->end - span->start);
      if (span->style & TABLEE_RULES_STYLE_EM)
        g_string_append (out, "</i>");
      if (span->style & TABLEE_RULES_STYLE_STRONG)
        g_string_append (out, "</b>");
      done = span->end;
    }
  append_escaped (out, text->plain + done, -1);

  return g_string_free (out, FALSE);
}

static void
separate (GString *out)
{
  if (out->len == 0)
    return;

  while (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);
  g_string_append (out, "\n\n");
}

const char *
tablee_rules_decision_heading (const char *language)
{
  return g_strcmp0 (language, "fr") == 0 ? "Tablée suppose" : "Tablée assumes";
}

void
tablee_rules_block_append_plain (const TableeRulesBlock *block,
                                 GString                *out)
{
  g_return_if_fail (block != NULL);
  g_return_if_fail (out != NULL);

  separate (out);

  switch (block->kind)
    {
    case TABLEE_RULES_BLOCK_PARAGRAPH:
    case TABLEE_RULES_BLOCK_DECISION:
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
        tablee_rules_block_append_plain (g_ptr_array_index (block->blocks, i), out);
      break;

    default:
      g_assert_not_reached ();
    }
}
