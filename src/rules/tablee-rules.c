/* tablee-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include "tablee-rulebook.h"
#include "tablee-rules.h"

/* A block as plain text; a decision keeps the heading the reader shows
 * above it, on a line of its own, since its text starts with the decision
 * itself. */
static void
append_block (const TableeRulesBlock *block,
              const char             *language,
              GString                *out)
{
  if (block->kind != TABLEE_RULES_BLOCK_DECISION)
    {
      tablee_rules_block_append_plain (block, out);
      return;
    }

  if (out->len > 0)
    g_string_append (out, "\n\n");
  g_string_append_printf (out, "%s\n%s", tablee_rules_decision_heading (language),
                          block->text->plain);
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
    return g_strdup (entry != NULL ? entry->title : tablee_rules_section_get_title (section));

  out = g_string_new (NULL);
  if (entry != NULL)
    {
      for (guint i = 0; i < entry->blocks->len; i++)
        append_block (g_ptr_array_index (entry->blocks, i),
                      tablee_rulebook_get_language (book), out);
    }
  else
    {
      for (guint i = 0; i < tablee_rules_section_get_n_blocks (section); i++)
        append_block (tablee_rules_section_get_block (section, i),
                      tablee_rulebook_get_language (book), out);
    }

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
