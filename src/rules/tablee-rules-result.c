/* tablee-rules-result.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include "tablee-rules-result.h"

/* A result borrows its texts from the section it holds: sections never
 * change once loaded. */
struct _TableeRulesResult
{
  GObject                 parent_instance;

  TableeRulesSection     *section;
  const TableeRulesBlock *entry;     /* in section, or NULL */
  char                   *snippet;
  int                     score;
  GArray                 *title_ranges;
  GArray                 *snippet_ranges;
};

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

TableeRulesResult *
tablee_rules_result_new (TableeRulesSection     *section,
                         const TableeRulesBlock *entry,
                         int                     score,
                         char                   *snippet,
                         GArray                 *title_ranges,
                         GArray                 *snippet_ranges)
{
  TableeRulesResult *self;

  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (section), NULL);

  self = g_object_new (TABLEE_TYPE_RULES_RESULT, NULL);
  self->section = g_object_ref (section);
  self->entry = entry;
  self->score = score;
  self->snippet = snippet;
  self->title_ranges = title_ranges;
  self->snippet_ranges = snippet_ranges;

  return self;
}

const char *
tablee_rules_result_get_game (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return tablee_rules_section_get_game (self->section);
}

const char *
tablee_rules_result_get_language (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return tablee_rules_section_get_language (self->section);
}

const char *
tablee_rules_result_get_section_id (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return tablee_rules_section_get_id (self->section);
}

const char *
tablee_rules_result_get_entry_id (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return self->entry != NULL ? self->entry->id : NULL;
}

const char *
tablee_rules_result_get_id (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return self->entry != NULL ? self->entry->id : tablee_rules_section_get_id (self->section);
}

const char *
tablee_rules_result_get_title (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return self->entry != NULL ? self->entry->title : tablee_rules_section_get_title (self->section);
}

const char *
tablee_rules_result_get_section_title (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return tablee_rules_section_get_title (self->section);
}

const char *
tablee_rules_result_get_snippet (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return self->snippet;
}

int
tablee_rules_result_get_score (TableeRulesResult *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), 0);

  return self->score;
}

static const TableeRulesRange *
ranges_of (GArray *ranges,
           guint  *n_ranges)
{
  if (n_ranges != NULL)
    *n_ranges = ranges->len;

  return (const TableeRulesRange *) (gpointer) ranges->data;
}

const TableeRulesRange *
tablee_rules_result_get_title_ranges (TableeRulesResult *self,
                                      guint             *n_ranges)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return ranges_of (self->title_ranges, n_ranges);
}

const TableeRulesRange *
tablee_rules_result_get_snippet_ranges (TableeRulesResult *self,
                                        guint             *n_ranges)
{
  g_return_val_if_fail (TABLEE_IS_RULES_RESULT (self), NULL);

  return ranges_of (self->snippet_ranges, n_ranges);
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
