/* tablee-rulebook.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include "tablee-i18n.h"
#include "tablee-rules-private.h"

struct _TableeRulebook
{
  GObject    parent_instance;

  char      *game;
  char      *language;
  char      *title;
  GPtrArray *sections;   /* of TableeRulesSection */
};

static void tablee_rulebook_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeRulebook, tablee_rulebook, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tablee_rulebook_list_model_init))

G_DEFINE_QUARK (tablee-rules-error-quark, tablee_rules_error)

/* Parsed rulebooks, by "<game>.<lang>": they never change, so every caller
 * shares them for the life of the process. */
static GHashTable *cache;
G_LOCK_DEFINE_STATIC (cache);

static const char * const games[] = { "notnot", "frantic", "whosnext", "soundbattle", NULL };

static GType
tablee_rulebook_get_item_type (GListModel *model)
{
  return TABLEE_TYPE_RULES_SECTION;
}

static guint
tablee_rulebook_get_n_items (GListModel *model)
{
  return TABLEE_RULEBOOK (model)->sections->len;
}

static gpointer
tablee_rulebook_get_item (GListModel *model,
                          guint       position)
{
  TableeRulebook *self = TABLEE_RULEBOOK (model);

  if (position >= self->sections->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->sections, position));
}

static void
tablee_rulebook_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tablee_rulebook_get_item_type;
  iface->get_n_items = tablee_rulebook_get_n_items;
  iface->get_item = tablee_rulebook_get_item;
}

static void
tablee_rulebook_finalize (GObject *object)
{
  TableeRulebook *self = TABLEE_RULEBOOK (object);

  g_free (self->game);
  g_free (self->language);
  g_free (self->title);
  g_ptr_array_unref (self->sections);

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
  self->sections = g_ptr_array_new_with_free_func (g_object_unref);
}

TableeRulebook *
tablee_rulebook_new (const char *game,
                     const char *language,
                     const char *title)
{
  TableeRulebook *self = g_object_new (TABLEE_TYPE_RULEBOOK, NULL);

  self->game = g_strdup (game);
  self->language = g_strdup (language);
  self->title = g_strdup (title);

  return self;
}

void
tablee_rulebook_add_section (TableeRulebook     *self,
                             TableeRulesSection *section)
{
  g_return_if_fail (TABLEE_IS_RULEBOOK (self));
  g_return_if_fail (TABLEE_IS_RULES_SECTION (section));

  /* Only the parser adds sections, before anyone sees the model: no
   * items-changed to emit. */
  g_ptr_array_add (self->sections, g_object_ref (section));
}

const char * const *
tablee_rules_get_games (void)
{
  return games;
}

static char *
resource_path (const char *game,
               const char *language)
{
  return g_strdup_printf (RESOURCE_BASE "/rules/%s.%s.xml", game, language);
}

gboolean
tablee_rulebook_exists (const char *game,
                        const char *language)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (game != NULL, FALSE);

  if (language == NULL)
    language = tablee_ui_language ();

  path = resource_path (game, language);

  return g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

TableeRulebook *
tablee_rulebook_load (const char  *game,
                      const char  *language,
                      GError     **error)
{
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TableeRulebook) book = NULL;
  TableeRulebook *cached;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (language == NULL)
    language = tablee_ui_language ();

  key = g_strdup_printf ("%s.%s", game, language);

  G_LOCK (cache);
  cached = cache != NULL ? g_hash_table_lookup (cache, key) : NULL;
  if (cached != NULL)
    g_object_ref (cached);
  G_UNLOCK (cache);
  if (cached != NULL)
    return cached;

  path = resource_path (game, language);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  source = g_strdup_printf ("%s.xml", key);
  book = tablee_rulebook_new_from_data (g_bytes_get_data (bytes, NULL),
                                        g_bytes_get_size (bytes),
                                        source, error);
  if (book == NULL)
    return NULL;

  if (!g_str_equal (book->game, game) || !g_str_equal (book->language, language))
    {
      g_set_error (error, TABLEE_RULES_ERROR, TABLEE_RULES_ERROR_INVALID_VALUE,
                   "%s: the rulebook says game “%s”, language “%s”",
                   source, book->game, book->language);
      return NULL;
    }

  G_LOCK (cache);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  cached = g_hash_table_lookup (cache, key);
  if (cached == NULL)
    {
      cached = book;
      g_hash_table_insert (cache, g_steal_pointer (&key), g_object_ref (book));
    }
  g_object_ref (cached);
  G_UNLOCK (cache);

  return cached;
}

const char *
tablee_rulebook_get_game (TableeRulebook *self)
{
  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  return self->game;
}

const char *
tablee_rulebook_get_language (TableeRulebook *self)
{
  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  return self->language;
}

const char *
tablee_rulebook_get_title (TableeRulebook *self)
{
  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  return self->title;
}

TableeRulesSection *
tablee_rulebook_get_section (TableeRulebook *self,
                             const char     *id)
{
  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  if (id == NULL)
    return NULL;

  for (guint i = 0; i < self->sections->len; i++)
    {
      TableeRulesSection *section = g_ptr_array_index (self->sections, i);

      if (g_str_equal (tablee_rules_section_get_id (section), id))
        return section;
    }

  return NULL;
}

TableeRulesSection *
tablee_rulebook_find (TableeRulebook          *self,
                      const char              *id,
                      const TableeRulesBlock **entry)
{
  TableeRulesSection *section;

  g_return_val_if_fail (TABLEE_IS_RULEBOOK (self), NULL);

  if (entry != NULL)
    *entry = NULL;

  section = tablee_rulebook_get_section (self, id);
  if (section != NULL || id == NULL)
    return section;

  for (guint i = 0; i < self->sections->len; i++)
    {
      const TableeRulesBlock *found;

      section = g_ptr_array_index (self->sections, i);
      found = tablee_rules_section_find_entry (section, id);
      if (found != NULL)
        {
          if (entry != NULL)
            *entry = found;
          return section;
        }
    }

  return NULL;
}
