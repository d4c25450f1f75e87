/* tablee-rules-section.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-rules-private.h"

struct _TableeRulesSection
{
  GObject    parent_instance;

  char      *game;
  char      *language;
  char      *id;
  char      *title;
  GPtrArray *blocks;   /* of TableeRulesBlock */
};

G_DEFINE_FINAL_TYPE (TableeRulesSection, tablee_rules_section, G_TYPE_OBJECT)

static void
tablee_rules_section_finalize (GObject *object)
{
  TableeRulesSection *self = TABLEE_RULES_SECTION (object);

  g_free (self->game);
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

TableeRulesSection *
tablee_rules_section_new (const char *game,
                          const char *language,
                          const char *id,
                          const char *title)
{
  TableeRulesSection *self = g_object_new (TABLEE_TYPE_RULES_SECTION, NULL);

  self->game = g_strdup (game);
  self->language = g_strdup (language);
  self->id = g_strdup (id);
  self->title = g_strdup (title);

  return self;
}

void
tablee_rules_section_add_block (TableeRulesSection *self,
                                TableeRulesBlock   *block)
{
  g_return_if_fail (TABLEE_IS_RULES_SECTION (self));
  g_return_if_fail (block != NULL);

  g_ptr_array_add (self->blocks, block);
}

const char *
tablee_rules_section_get_id (TableeRulesSection *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  return self->id;
}

const char *
tablee_rules_section_get_title (TableeRulesSection *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  return self->title;
}

const char *
tablee_rules_section_get_game (TableeRulesSection *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  return self->game;
}

const char *
tablee_rules_section_get_language (TableeRulesSection *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  return self->language;
}

guint
tablee_rules_section_get_n_blocks (TableeRulesSection *self)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), 0);

  return self->blocks->len;
}

const TableeRulesBlock *
tablee_rules_section_get_block (TableeRulesSection *self,
                                guint               position)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  if (position >= self->blocks->len)
    return NULL;

  return g_ptr_array_index (self->blocks, position);
}

const TableeRulesBlock *
tablee_rules_section_find_entry (TableeRulesSection *self,
                                 const char         *id)
{
  g_return_val_if_fail (TABLEE_IS_RULES_SECTION (self), NULL);

  if (id == NULL)
    return NULL;

  for (guint i = 0; i < self->blocks->len; i++)
    {
      const TableeRulesBlock *block = g_ptr_array_index (self->blocks, i);

      if (block->kind == TABLEE_RULES_BLOCK_ENTRY && g_str_equal (block->id, id))
        return block;
    }

  return NULL;
}
