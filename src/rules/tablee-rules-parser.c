/* tablee-rules-parser.c: reads data/rules/<game>.<lang>.xml with GMarkup.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-rules"

#include "config.h"

#include <string.h>

#include "tablee-rulebook.h"

/* The format is data/rules/FORMAT.md; anything it does not describe is an
 * error with its line, so that a mistake in a text never goes unnoticed. */

typedef enum {
  EL_RULEBOOK,
  EL_SECTION,
  EL_ENTRY,
  EL_P,
  EL_LIST,
  EL_ITEM,
  EL_TABLE,
  EL_ROW,
  EL_CELL,
  EL_DECISION,
  EL_EM,
  EL_STRONG,
  N_ELEMENTS
} Element;

#define ROOT (1 << N_ELEMENTS)
#define IN(element) (1 << (element))
#define IN_BLOCKS (IN (EL_SECTION) | IN (EL_ENTRY))
#define IN_INLINE (IN (EL_P) | IN (EL_ITEM) | IN (EL_CELL) | IN (EL_DECISION))

typedef struct {
  const char *name;
  guint       parents;         /* where it may open: IN () of each, ROOT */
  const char *attributes[4];   /* the allowed ones, NULL-terminated */
  const char *required[4];
} ElementInfo;

static const ElementInfo elements[N_ELEMENTS] = {
  [EL_RULEBOOK] = { "rulebook", ROOT, { "game", "lang", "title" }, { "game", "lang", "title" } },
  [EL_SECTION]  = { "section", IN (EL_RULEBOOK), { "id", "title" }, { "id", "title" } },
  [EL_ENTRY]    = { "entry", IN (EL_SECTION), { "id", "title" }, { "id", "title" } },
  [EL_P]        = { "p", IN_BLOCKS },
  [EL_LIST]     = { "list", IN_BLOCKS, { "ordered" } },
  [EL_ITEM]     = { "item", IN (EL_LIST) },
  [EL_TABLE]    = { "table", IN_BLOCKS, { "id", "title" }, { "id" } },
  [EL_ROW]      = { "row", IN (EL_TABLE), { "id", "header" }, { "id" } },
  [EL_CELL]     = { "cell", IN (EL_ROW) },
  [EL_DECISION] = { "decision", IN_BLOCKS },
  [EL_EM]       = { "em", IN_INLINE },
  [EL_STRONG]   = { "strong", IN_INLINE },
};

typedef struct {
  const char         *source;
  /* The line of the text GMarkup is reading: GMarkup counts a new line
   * as soon as it looks at the "\n" after a tag, so its position is a
   * line late for a tag that ends a line; the text is fed to it one line
   * at a time and the parser counts the lines itself. */
  int                 line;
  GArray             *stack;       /* of Element: the open elements */
  TableeRulebook     *book;
  TableeRulesSection *section;
  TableeRulesBlock   *entry;
  TableeRulesBlock   *block;
  TableeRulesRow     *row;
  GHashTable         *ids;         /* section and entry ids of the file */
  GHashTable         *row_ids;     /* row ids of the current table */

  /* The inline text being read: plain is folded as it comes. */
  TableeRulesText    *text;
  GString            *plain;
  gboolean            last_space;
  guint               span_start;
} Parser;

/* An error at the line being read; always FALSE, for the callers to return. */
static gboolean G_GNUC_PRINTF (4, 5)
set_error_at (const Parser    *parser,
              GError         **error,
              TableeRulesError code,
              const char      *format,
              ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (TABLEE_RULES_ERROR, code, format, args));
  va_end (args);
  g_prefix_error (error, "%s:%d: ", parser->source, parser->line);

  return FALSE;
}

static Element
top (const Parser *parser)
{
  return parser->stack->len > 0 ? g_array_index (parser->stack, Element, parser->stack->len - 1)
                                : N_ELEMENTS;
}

static const char *
lookup_attribute (const char **names,
                  const char **values,
                  const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], name))
        return values[i];
    }

  return NULL;
}

static gboolean
check_attributes (const Parser  *parser,
                  Element        element,
                  const char   **names,
                  const char   **values,
                  GError       **error)
{
  const ElementInfo *info = &elements[element];

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (!g_strv_contains (info->attributes, names[i]))
        return set_error_at (parser, error, TABLEE_RULES_ERROR_UNKNOWN_ATTRIBUTE,
                             "unknown attribute “%s” on <%s>", names[i], info->name);
    }

  for (guint j = 0; info->required[j] != NULL; j++)
    {
      const char *value = lookup_attribute (names, values, info->required[j]);

      if (value == NULL)
        return set_error_at (parser, error, TABLEE_RULES_ERROR_MISSING_ATTRIBUTE,
                             "<%s> needs the attribute “%s”", info->name, info->required[j]);
      if (*value == '\0')
        return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_VALUE,
                             "the attribute “%s” of <%s> is empty",
                             info->required[j], info->name);
    }

  return TRUE;
}

static gboolean
check_id (const Parser  *parser,
          Element        element,
          const char    *id,
          GError       **error)
{
  /* Lowercase ASCII words of letters and digits joined by "-". */
  if (id == NULL || !g_regex_match_simple ("^[a-z0-9]+(-[a-z0-9]+)*$", id,
                                           G_REGEX_DOLLAR_ENDONLY, 0))
    return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_VALUE,
                         "“%s” (<%s>) is not an id: lowercase words joined by “-”",
                         id, elements[element].name);

  return TRUE;
}

/* A boolean attribute, FALSE when it is absent. */
static gboolean
parse_boolean (const Parser  *parser,
               const char   **names,
               const char   **values,
               const char    *name,
               gboolean      *result,
               GError       **error)
{
  const char *value = lookup_attribute (names, values, name);

  *result = g_strcmp0 (value, "true") == 0;
  if (value != NULL && !g_str_equal (value, "true") && !g_str_equal (value, "false"))
    return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_VALUE,
                         "“%s” must be “true” or “false”, not “%s”", name, value);

  return TRUE;
}

/* Section and entry ids are unique in a file, row ids in their table. */
static gboolean
claim_id (const Parser  *parser,
          GHashTable    *ids,
          const char    *id,
          GError       **error)
{
  if (!g_hash_table_add (ids, g_strdup (id)))
    {
      if (ids == parser->row_ids)
        return set_error_at (parser, error, TABLEE_RULES_ERROR_DUPLICATE_ID,
                             "the row id “%s” is used twice in the table “%s”",
                             id, parser->block->id);
      return set_error_at (parser, error, TABLEE_RULES_ERROR_DUPLICATE_ID,
                           "the id “%s” is used twice", id);
    }

  return TRUE;
}

/* Appends text to out, XML white space folded to one space (none at the
 * start when last_space is TRUE); other spaces (no-break spaces before
 * French punctuation) are kept as they are. */
static void
append_folded (GString    *out,
               const char *text,
               gsize       length,
               gboolean   *last_space)
{
  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];
      gboolean space = c == ' ' || c == '\t' || c == '\n' || c == '\r';

      if (!space || !*last_space)
        g_string_append_c (out, space ? ' ' : c);
      *last_space = space;
    }
}

static void
drop_last_space (GString *out)
{
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
}

static char *
folded_attribute (const char *value)
{
  GString *out = g_string_new (NULL);
  gboolean last_space = TRUE;

  append_folded (out, value, strlen (value), &last_space);
  drop_last_space (out);

  return g_string_free (out, FALSE);
}

static void
begin_text (Parser *parser)
{
  parser->text = g_new0 (TableeRulesText, 1);
  parser->text->spans = g_array_new (FALSE, FALSE, sizeof (TableeRulesSpan));
  parser->plain = g_string_new (NULL);
  /* Leading white space is dropped as if a space came before. */
  parser->last_space = TRUE;
}

static TableeRulesText *
end_text (Parser *parser)
{
  TableeRulesText *text = parser->text;
  GArray *spans = text->spans;

  drop_last_space (parser->plain);

  /* A run may have ended on the space just dropped. */
  for (guint i = spans->len; i > 0; i--)
    {
      TableeRulesSpan *span = &g_array_index (spans, TableeRulesSpan, i - 1);

      span->end = MIN (span->end, parser->plain->len);
      if (span->start >= span->end)
        g_array_remove_index (spans, i - 1);
    }

  text->plain = g_string_free (g_steal_pointer (&parser->plain), FALSE);
  parser->text = NULL;

  return text;
}

/* A block at the line being read, with its id and title (taken). */
static TableeRulesBlock *
new_block (const Parser          *parser,
           TableeRulesBlockKind   kind,
           const char            *id,
           char                 **title)
{
  TableeRulesBlock *block = g_new0 (TableeRulesBlock, 1);

  block->kind = kind;
  block->line = parser->line;
  block->id = g_strdup (id);
  block->title = g_steal_pointer (title);
  if (kind == TABLEE_RULES_BLOCK_LIST)
    block->items = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_text_free);
  else if (kind == TABLEE_RULES_BLOCK_TABLE)
    block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_row_free);
  else if (kind == TABLEE_RULES_BLOCK_ENTRY)
    block->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_block_free);

  return block;
}

/* Checks element where it opens and makes what it stands for. */
static gboolean
open_element (Parser       *parser,
              Element       element,
              const char  **names,
              const char  **values,
              GError      **error)
{
  Element parent = top (parser);
  const char *id = lookup_attribute (names, values, "id");
  const char *title = lookup_attribute (names, values, "title");
  g_autofree char *folded_title = title != NULL ? folded_attribute (title) : NULL;
  gboolean flag;

  if ((elements[element].parents & (parent == N_ELEMENTS ? ROOT : IN (parent))) == 0)
    {
      if (parent == N_ELEMENTS)
        return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT,
                             "the root element must be <rulebook>, not <%s>",
                             elements[element].name);
      return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT,
                           "<%s> is not allowed in <%s>",
                           elements[element].name, elements[parent].name);
    }

  if (!check_attributes (parser, element, names, values, error)
      || (id != NULL && !check_id (parser, element, id, error))
      || ((element == EL_SECTION || element == EL_ENTRY)
          && !claim_id (parser, parser->ids, id, error)))
    return FALSE;

  switch (element)
    {
    case EL_RULEBOOK:
      {
        const char *game = lookup_attribute (names, values, "game");
        const char *lang = lookup_attribute (names, values, "lang");

        if (parser->book != NULL)
          return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT,
                               "a file holds one <rulebook>");
        if (!check_id (parser, element, game, error))
          return FALSE;
        if (!g_str_equal (lang, "fr") && !g_str_equal (lang, "en"))
          return set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_VALUE,
                               "the language must be “fr” or “en”, not “%s”", lang);
        parser->book = g_object_new (TABLEE_TYPE_RULEBOOK, NULL);
        parser->book->game = g_strdup (game);
        parser->book->language = g_strdup (lang);
        parser->book->title = g_steal_pointer (&folded_title);
      }
      break;

    case EL_SECTION:
      parser->section = g_object_new (TABLEE_TYPE_RULES_SECTION, NULL);
      parser->section->game = g_strdup (parser->book->game);
      parser->section->game_title = g_strdup (parser->book->title);
      parser->section->language = g_strdup (parser->book->language);
      parser->section->id = g_strdup (id);
      parser->section->title = g_steal_pointer (&folded_title);
      break;

    case EL_ENTRY:
      parser->entry = new_block (parser, TABLEE_RULES_BLOCK_ENTRY, id, &folded_title);
      break;

    case EL_P:
    case EL_DECISION:
      parser->block = new_block (parser, element == EL_P ? TABLEE_RULES_BLOCK_PARAGRAPH
                                                         : TABLEE_RULES_BLOCK_DECISION,
                                 NULL, &folded_title);
      G_GNUC_FALLTHROUGH;

    case EL_ITEM:
    case EL_CELL:
      begin_text (parser);
      break;

    case EL_LIST:
      if (!parse_boolean (parser, names, values, "ordered", &flag, error))
        return FALSE;
      parser->block = new_block (parser, TABLEE_RULES_BLOCK_LIST, NULL, &folded_title);
      parser->block->ordered = flag;
      break;

    case EL_TABLE:
      parser->block = new_block (parser, TABLEE_RULES_BLOCK_TABLE, id, &folded_title);
      g_hash_table_remove_all (parser->row_ids);
      break;

    case EL_ROW:
      if (!parse_boolean (parser, names, values, "header", &flag, error)
          || !claim_id (parser, parser->row_ids, id, error))
        return FALSE;
      parser->row = g_new0 (TableeRulesRow, 1);
      parser->row->id = g_strdup (id);
      parser->row->header = flag;
      parser->row->cells = g_ptr_array_new_with_free_func ((GDestroyNotify) tablee_rules_text_free);
      break;

    case EL_EM:
    case EL_STRONG:
      parser->span_start = parser->plain->len;
      break;

    case N_ELEMENTS:
    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

static void
start_element_cb (GMarkupParseContext  *context,
                  const char           *name,
                  const char          **names,
                  const char          **values,
                  gpointer              user_data,
                  GError              **error)
{
  Parser *parser = user_data;

  for (Element element = 0; element < N_ELEMENTS; element++)
    {
      if (g_str_equal (elements[element].name, name))
        {
          if (open_element (parser, element, names, values, error))
            g_array_append_val (parser->stack, element);
          return;
        }
    }

  set_error_at (parser, error, TABLEE_RULES_ERROR_UNKNOWN_ELEMENT, "unknown element <%s>", name);
}

static void
end_element_cb (GMarkupParseContext  *context,
                const char           *name,
                gpointer              user_data,
                GError              **error)
{
  Parser *parser = user_data;
  Element element = top (parser);

  /* GMarkup checks that the element closed is the one open. */
  g_array_set_size (parser->stack, parser->stack->len - 1);

  switch (element)
    {
    case EL_RULEBOOK:
      break;

    case EL_SECTION:
      g_list_store_append (parser->book->sections, parser->section);
      g_clear_object (&parser->section);
      break;

    case EL_ENTRY:
      g_ptr_array_add (parser->section->blocks, g_steal_pointer (&parser->entry));
      break;

    case EL_P:
    case EL_DECISION:
      parser->block->text = end_text (parser);
      G_GNUC_FALLTHROUGH;

    case EL_LIST:
    case EL_TABLE:
      g_ptr_array_add (parser->entry != NULL ? parser->entry->blocks : parser->section->blocks,
                       g_steal_pointer (&parser->block));
      break;

    case EL_ITEM:
      g_ptr_array_add (parser->block->items, end_text (parser));
      break;

    case EL_ROW:
      g_ptr_array_add (parser->block->rows, g_steal_pointer (&parser->row));
      break;

    case EL_CELL:
      g_ptr_array_add (parser->row->cells, end_text (parser));
      break;

    case EL_EM:
    case EL_STRONG:
      if (parser->plain->len > parser->span_start)
        {
          TableeRulesSpan span = {
            parser->span_start,
            parser->plain->len,
            element == EL_EM ? TABLEE_RULES_STYLE_EM : TABLEE_RULES_STYLE_STRONG,
          };

          g_array_append_val (parser->text->spans, span);
        }
      break;

    case N_ELEMENTS:
    default:
      g_assert_not_reached ();
    }
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  Parser *parser = user_data;
  Element element = top (parser);
  gsize first = 0;

  /* Text goes directly in inline elements only. */
  if (element < N_ELEMENTS && ((IN_INLINE | IN (EL_EM) | IN (EL_STRONG)) & IN (element)) != 0)
    {
      append_folded (parser->plain, text, length, &parser->last_space);
      return;
    }

  while (first < length && g_ascii_isspace (text[first]))
    first++;
  if (first == length)
    return;

  /* GMarkup gives the text when it reaches the next tag: the error is
   * where the stray words start, some lines back. */
  for (gsize i = first; i < length; i++)
    {
      if (text[i] == '\n')
        parser->line--;
    }

  if (element == N_ELEMENTS)
    set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT, "text outside of <rulebook>");
  else
    set_error_at (parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT,
                  "text is not allowed directly in <%s>%s", elements[element].name,
                  /* Where paragraphs go. */
                  ((IN_BLOCKS | IN (EL_RULEBOOK)) & IN (element)) != 0 ? ": put it in a <p>" : "");
}

static const GMarkupParser markup_parser = {
  start_element_cb, end_element_cb, text_cb, NULL, NULL
};

static void
parser_clear (Parser *parser)
{
  g_clear_pointer (&parser->stack, g_array_unref);
  g_clear_object (&parser->book);
  g_clear_object (&parser->section);
  g_clear_pointer (&parser->entry, tablee_rules_block_free);
  g_clear_pointer (&parser->block, tablee_rules_block_free);
  g_clear_pointer (&parser->row, tablee_rules_row_free);
  g_clear_pointer (&parser->ids, g_hash_table_unref);
  g_clear_pointer (&parser->row_ids, g_hash_table_unref);
  g_clear_pointer (&parser->text, tablee_rules_text_free);
  if (parser->plain != NULL)
    g_string_free (g_steal_pointer (&parser->plain), TRUE);
}

TableeRulebook *
tablee_rulebook_new_from_data (const char  *data,
                               gssize       length,
                               const char  *source_name,
                               GError     **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  Parser parser = { 0 };

  /* The empty document is on line 1 too. */
  parser.line = length == 0 || *data == '\0' ? 1 : 0;
  TableeRulebook *book = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  parser.source = source_name != NULL ? source_name : "rules";
  parser.stack = g_array_new (FALSE, FALSE, sizeof (Element));
  parser.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  parser.row_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  context = g_markup_parse_context_new (&markup_parser, G_MARKUP_TREAT_CDATA_AS_TEXT,
                                        &parser, NULL);

  if (length < 0)
    length = strlen (data);

  for (const char *line = data, *end = data + length; line < end && local_error == NULL;)
    {
      const char *next = memchr (line, '\n', end - line);

      next = next != NULL ? next + 1 : end;
      parser.line++;
      /* GMarkup reads a NUL as the end of a text, and GLib 2.74 sets its
       * error twice (a warning) for bad UTF-8 in a CDATA section outside
       * the root element: refuse both first. */
      if (!g_utf8_validate (line, next - line, NULL))
        {
          set_error_at (&parser, &local_error, TABLEE_RULES_ERROR_SYNTAX,
                        "invalid UTF-8 or a NUL byte");
          break;
        }
      g_markup_parse_context_parse (context, line, next - line, &local_error);
      line = next;
    }
  if (local_error == NULL)
    g_markup_parse_context_end_parse (context, &local_error);

  if (local_error != NULL && local_error->domain == TABLEE_RULES_ERROR)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  else if (local_error != NULL)
    {
      /* GMarkup's own messages start with "Error on line 3 char 5: ": the
       * position goes in front, as for the other errors. */
      const char *message = local_error->message;
      const char *colon = strstr (message, ": ");

      if (g_str_has_prefix (message, "Error on line") && colon != NULL)
        message = colon + 2;
      set_error_at (&parser, error, TABLEE_RULES_ERROR_SYNTAX, "%s", message);
    }
  else if (parser.book == NULL)
    {
      set_error_at (&parser, error, TABLEE_RULES_ERROR_INVALID_CONTENT, "no <rulebook>");
    }
  else
    {
      book = g_steal_pointer (&parser.book);
    }

  parser_clear (&parser);

  return book;
}
