/* test-rules-format.c: the rules file parser, and the structure of the
 * rules texts compiled into the app.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tablee-rulebook.h"
#include "tablee-rules.h"

static TableeRulebook *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (TEST_SRCDIR, "rules", name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  TableeRulebook *book;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  book = tablee_rulebook_new_from_data (data, length, name, &error);
  g_assert_no_error (error);
  g_assert_nonnull (book);

  return book;
}

static TableeRulesSection *
section_at (TableeRulebook *book,
            guint           position)
{
  TableeRulesSection *section = g_list_model_get_item (G_LIST_MODEL (book->sections), position);

  /* The rulebook keeps its sections: a borrowed pointer is enough here. */
  g_object_unref (section);

  return section;
}

static const TableeRulesText *
text_at (GPtrArray *texts,
         guint      position)
{
  g_assert_cmpuint (position, <, texts->len);

  return g_ptr_array_index (texts, position);
}

static void
assert_span (const TableeRulesText *text,
             guint                  position,
             const char            *expected,
             TableeRulesStyle       style)
{
  const TableeRulesSpan *span;
  g_autofree char *spanned = NULL;

  g_assert_cmpuint (position, <, text->spans->len);
  span = &g_array_index (text->spans, TableeRulesSpan, position);
  spanned = g_strndup (text->plain + span->start, span->end - span->start);
  g_assert_cmpstr (spanned, ==, expected);
  g_assert_cmpint (span->style, ==, style);
}

static void
test_every_element (void)
{
  g_autoptr(TableeRulebook) book = load_fixture ("sample.en.xml");
  TableeRulesSection *section;
  const TableeRulesBlock *block, *entry;
  const TableeRulesRow *row;

  g_assert_cmpstr (book->game, ==, "sample");
  g_assert_cmpstr (book->language, ==, "en");
  g_assert_cmpstr (book->title, ==, "Sample Game");
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (book->sections)) == TABLEE_TYPE_RULES_SECTION);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (book->sections)), ==, 3);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (book->sections), 3));

  /* Paragraphs fold white space and keep their em and strong runs. */
  section = section_at (book, 0);
  g_assert_cmpstr (section->id, ==, "overview");
  g_assert_cmpstr (section->title, ==, "Overview");
  g_assert_cmpstr (section->game, ==, "sample");
  g_assert_cmpstr (section->language, ==, "en");
  g_assert_cmpuint (section->blocks->len, ==, 3);
  block = g_ptr_array_index (section->blocks, 0);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_PARAGRAPH);
  g_assert_cmpuint (block->line, ==, 6);
  g_assert_cmpstr (block->text->plain, ==,
                   "Players take turns drawing event cards and keep the wrong notes they get.");
  g_assert_cmpuint (block->text->spans->len, ==, 2);
  assert_span (block->text, 0, "event", TABLEE_RULES_STYLE_EM);
  assert_span (block->text, 1, "wrong notes", TABLEE_RULES_STYLE_STRONG);

  /* Lists, plain and ordered. */
  block = g_ptr_array_index (section->blocks, 1);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_LIST);
  g_assert_false (block->ordered);
  g_assert_cmpuint (block->items->len, ==, 2);
  g_assert_cmpstr (text_at (block->items, 0)->plain, ==, "Shuffle the deck.");
  g_assert_cmpstr (text_at (block->items, 1)->plain, ==, "Deal seven cards to each player.");
  assert_span (text_at (block->items, 1), 0, "seven", TABLEE_RULES_STYLE_STRONG);
  block = g_ptr_array_index (section->blocks, 2);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_LIST);
  g_assert_true (block->ordered);

  /* Tables, decisions and entries. */
  section = section_at (book, 1);
  g_assert_cmpstr (section->id, ==, "events");
  g_assert_cmpuint (section->blocks->len, ==, 5);
  block = g_ptr_array_index (section->blocks, 1);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_TABLE);
  g_assert_cmpstr (block->id, ==, "limits");
  g_assert_cmpstr (block->title, ==, "Points limit");
  g_assert_cmpuint (block->rows->len, ==, 2);
  row = g_ptr_array_index (block->rows, 0);
  g_assert_cmpstr (row->id, ==, "head");
  g_assert_true (row->header);
  g_assert_cmpstr (text_at (row->cells, 1)->plain, ==, "Short game");
  row = g_ptr_array_index (block->rows, 1);
  g_assert_cmpstr (row->id, ==, "2-4");
  g_assert_false (row->header);
  g_assert_cmpuint (row->cells->len, ==, 2);
  g_assert_cmpstr (text_at (row->cells, 1)->plain, ==, "137");

  block = g_ptr_array_index (section->blocks, 2);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_DECISION);
  g_assert_cmpstr (block->text->plain, ==,
                   "Tablée assumes that a second event waits for the first one to end.");

  block = g_ptr_array_index (section->blocks, 4);
  g_assert_cmpint (block->kind, ==, TABLEE_RULES_BLOCK_ENTRY);
  g_assert_cmpstr (block->id, ==, "event-doomsday");
  g_assert_cmpstr (block->title, ==, "Doomsday");
  g_assert_cmpuint (block->blocks->len, ==, 1);
  assert_span (((const TableeRulesBlock *) g_ptr_array_index (block->blocks, 0))->text,
               0, "fifty", TABLEE_RULES_STYLE_EM);
  g_assert_true (tablee_rules_section_find_entry (section, "event-doomsday") == block);
  g_assert_null (tablee_rules_section_find_entry (section, "wrong-note"));

  /* Which section holds an id. */
  g_assert_true (tablee_rulebook_find (book, "mistakes", &entry) == section_at (book, 2));
  g_assert_null (entry);
  g_assert_true (tablee_rulebook_find (book, "event-plague", &entry) == section_at (book, 1));
  g_assert_cmpstr (entry->title, ==, "Plague");
  g_assert_true (tablee_rulebook_find (book, "wrong-note", &entry) == section_at (book, 2));
  g_assert_cmpstr (entry->id, ==, "wrong-note");
  g_assert_true (tablee_rulebook_find (book, "events", &entry) == section_at (book, 1));
  g_assert_null (entry);
  g_assert_null (tablee_rulebook_find (book, "event-nothing", &entry));
  g_assert_null (entry);
}

static void
test_markup (void)
{
  const char *xml =
    "<rulebook game=\"x\" lang=\"en\" title=\"X\"><section id=\"a\" title=\"A\">"
    "<p> Tom &amp; <em>Jerry &lt;3</em> <strong>win</strong> </p>"
    "<p><em>  </em>Empty runs vanish.</p>"
    "</section></rulebook>";
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeRulebook) book = tablee_rulebook_new_from_data (xml, -1, "test.xml", &error);
  const TableeRulesBlock *block;
  g_autofree char *markup = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  block = g_ptr_array_index (section_at (book, 0)->blocks, 0);
  g_assert_cmpstr (block->text->plain, ==, "Tom & Jerry <3 win");
  markup = tablee_rules_text_to_markup (block->text);
  g_assert_cmpstr (markup, ==, "Tom &amp; <i>Jerry &lt;3</i> <b>win</b>");

  block = g_ptr_array_index (section_at (book, 0)->blocks, 1);
  g_assert_cmpstr (block->text->plain, ==, "Empty runs vanish.");
  g_assert_cmpuint (block->text->spans->len, ==, 0);
  second = tablee_rules_text_to_markup (block->text);
  g_assert_cmpstr (second, ==, "Empty runs vanish.");
}

static void
test_plain_text (void)
{
  g_autoptr(TableeRulebook) book = load_fixture ("sample.en.xml");
  g_autoptr(GString) out = g_string_new (NULL);
  TableeRulesSection *section = section_at (book, 0);

  for (guint i = 0; i < section->blocks->len; i++)
    tablee_rules_block_append_plain (g_ptr_array_index (section->blocks, i), NULL, out);
  g_assert_cmpstr (out->str, ==,
                   "Players take turns drawing event cards and keep the wrong notes they get.\n\n"
                   "• Shuffle the deck.\n"
                   "• Deal seven cards to each player.\n\n"
                   "1. First step.\n"
                   "2. Second step.");

  g_string_truncate (out, 0);
  tablee_rules_block_append_plain (g_ptr_array_index (section_at (book, 1)->blocks, 1), NULL, out);
  g_assert_cmpstr (out->str, ==, "Points limit\nPlayers – Short game\n2-4 – 137");

  g_string_truncate (out, 0);
  tablee_rules_block_append_plain (g_ptr_array_index (section_at (book, 2)->blocks, 1), NULL, out);
  g_assert_cmpstr (out->str, ==,
                   "Wrong note\n\nThe player who made the mistake takes one wrong note.");
}

typedef struct {
  const char       *name;
  const char       *xml;
  TableeRulesError  code;
  int               line;
} BadFile;

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<rulebook game=\"x\" lang=\"en\" title=\"X\">\n" \
             "  <section id=\"a\" title=\"A\">\n"
#define TAIL "  </section>\n</rulebook>\n"

static const BadFile bad_files[] = {
  { "unknown-element", HEAD "    <p>Fine.</p>\n    <para>No.</para>\n" TAIL,
    TABLEE_RULES_ERROR_UNKNOWN_ELEMENT, 5 },
  { "unknown-inline-element", HEAD "    <p>A <u>b</u>.</p>\n" TAIL,
    TABLEE_RULES_ERROR_UNKNOWN_ELEMENT, 4 },
  { "unknown-attribute", HEAD "    <p class=\"big\">No.</p>\n" TAIL,
    TABLEE_RULES_ERROR_UNKNOWN_ATTRIBUTE, 4 },
  { "unknown-attribute-on-table", HEAD "\n    <table id=\"t\" width=\"3\"></table>\n" TAIL,
    TABLEE_RULES_ERROR_UNKNOWN_ATTRIBUTE, 5 },
  { "missing-section-title", HEAD "  </section>\n  <section id=\"b\">\n" TAIL,
    TABLEE_RULES_ERROR_MISSING_ATTRIBUTE, 5 },
  { "missing-entry-id", HEAD "    <entry title=\"E\"><p>x</p></entry>\n" TAIL,
    TABLEE_RULES_ERROR_MISSING_ATTRIBUTE, 4 },
  { "missing-table-id", HEAD "    <table title=\"T\"></table>\n" TAIL,
    TABLEE_RULES_ERROR_MISSING_ATTRIBUTE, 4 },
  { "missing-row-id", HEAD "    <table id=\"t\">\n      <row><cell>1</cell></row>\n    </table>\n" TAIL,
    TABLEE_RULES_ERROR_MISSING_ATTRIBUTE, 5 },
  { "missing-language", "<rulebook game=\"x\" title=\"X\">\n</rulebook>\n",
    TABLEE_RULES_ERROR_MISSING_ATTRIBUTE, 1 },
  { "text-in-section", HEAD "    <p>Fine.</p>\n\n    Stray words.\n    <p>Fine.</p>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 6 },
  { "text-in-list", HEAD "    <list>\n      <item>a</item>\n      b\n    </list>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 6 },
  { "text-in-row", HEAD "    <table id=\"t\">\n      <row id=\"r\">x<cell>1</cell></row>\n"
    "    </table>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 5 },
  { "text-in-rulebook", "<rulebook game=\"x\" lang=\"en\" title=\"X\">\n  Hello\n</rulebook>\n",
    TABLEE_RULES_ERROR_INVALID_CONTENT, 2 },
  { "item-outside-list", HEAD "    <item>a</item>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 4 },
  { "nested-entry", HEAD "    <entry id=\"e\" title=\"E\">\n      <entry id=\"f\" title=\"F\"/>\n"
    "    </entry>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 5 },
  { "nested-em", HEAD "    <p><em>a <strong>b</strong></em></p>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 4 },
  { "paragraph-in-paragraph", HEAD "    <p>a <p>b</p></p>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_CONTENT, 4 },
  { "wrong-root", "<section id=\"a\" title=\"A\"/>\n",
    TABLEE_RULES_ERROR_INVALID_CONTENT, 1 },
  { "bad-boolean", HEAD "    <list ordered=\"yes\"><item>a</item></list>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_VALUE, 4 },
  { "bad-id", HEAD "  </section>\n  <section id=\"Set up\" title=\"B\">\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_VALUE, 5 },
  { "bad-language", "<rulebook game=\"x\" lang=\"de\" title=\"X\">\n</rulebook>\n",
    TABLEE_RULES_ERROR_INVALID_VALUE, 1 },
  { "empty-title", HEAD "    <entry id=\"e\" title=\"\"/>\n" TAIL,
    TABLEE_RULES_ERROR_INVALID_VALUE, 4 },
  { "duplicate-section", HEAD "  </section>\n  <section id=\"a\" title=\"B\">\n" TAIL,
    TABLEE_RULES_ERROR_DUPLICATE_ID, 5 },
  { "entry-named-like-section", HEAD "    <entry id=\"a\" title=\"E\"/>\n" TAIL,
    TABLEE_RULES_ERROR_DUPLICATE_ID, 4 },
  { "duplicate-row", HEAD "    <table id=\"t\">\n      <row id=\"r\"><cell>1</cell></row>\n"
    "      <row id=\"r\"><cell>2</cell></row>\n    </table>\n" TAIL,
    TABLEE_RULES_ERROR_DUPLICATE_ID, 6 },
  { "unclosed", HEAD "    <p>a\n" TAIL,
    TABLEE_RULES_ERROR_SYNTAX, 5 },
  { "empty", "",
    TABLEE_RULES_ERROR_SYNTAX, 1 },
  { "bad-utf8-in-cdata", "<rulebook game=\"x\" lang=\"en\" title=\"X\">\n</rulebook>\n<![CDATA[\xff]]>>\n",
    TABLEE_RULES_ERROR_SYNTAX, 3 },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeRulebook) book = NULL;
  g_autofree char *prefix = g_strdup_printf ("bad.xml:%d: ", bad->line);

  book = tablee_rulebook_new_from_data (bad->xml, -1, "bad.xml", &error);
  g_assert_null (book);
  g_assert_error (error, TABLEE_RULES_ERROR, (int) bad->code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not start with “%s”", error->message, prefix);
}

/* The real texts: every game in both languages with the same structure. */

/* Whether that rules file is compiled in (a broken one is). */
static gboolean
compiled_in (const char *game,
             const char *language)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeRulebook) book = tablee_rulebook_load (game, language, &error);

  return !g_error_matches (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
}

static gboolean
any_rules_file (void)
{
  const char * const *games = tablee_rules_get_games ();

  for (guint i = 0; games[i] != NULL; i++)
    {
      if (compiled_in (games[i], "fr") || compiled_in (games[i], "en"))
        return TRUE;
    }

  return FALSE;
}

/* The skeleton of a rulebook: its sections, entries, tables and rows, with
 * their ids, in reading order. */
static GPtrArray *
skeleton (TableeRulebook *book)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint n_sections = g_list_model_get_n_items (G_LIST_MODEL (book->sections));

  for (guint i = 0; i < n_sections; i++)
    {
      TableeRulesSection *section = section_at (book, i);
      g_autoptr(GPtrArray) blocks = g_ptr_array_new ();

      g_ptr_array_add (lines, g_strdup_printf ("section %s", section->id));
      for (guint j = 0; j < section->blocks->len; j++)
        g_ptr_array_add (blocks, (gpointer) g_ptr_array_index (section->blocks, j));

      for (guint j = 0; j < blocks->len; j++)
        {
          const TableeRulesBlock *block = g_ptr_array_index (blocks, j);

          if (block->kind == TABLEE_RULES_BLOCK_ENTRY)
            {
              g_ptr_array_add (lines, g_strdup_printf ("entry %s", block->id));
              /* Tables of entries count too; entries hold no entries. */
              for (guint k = 0; k < block->blocks->len; k++)
                g_ptr_array_insert (blocks, j + 1 + k, g_ptr_array_index (block->blocks, k));
            }
          else if (block->kind == TABLEE_RULES_BLOCK_TABLE)
            {
              g_ptr_array_add (lines, g_strdup_printf ("table %s", block->id));
              for (guint k = 0; k < block->rows->len; k++)
                {
                  const TableeRulesRow *row = g_ptr_array_index (block->rows, k);

                  g_ptr_array_add (lines, g_strdup_printf ("row %s/%s%s, %u cells", block->id,
                                                           row->id, row->header ? " (header)" : "",
                                                           row->cells->len));
                }
            }
        }
    }

  return lines;
}

static void
test_structure (gconstpointer data)
{
  const char *game = data;
  g_autoptr(TableeRulebook) fr = NULL;
  g_autoptr(TableeRulebook) en = NULL;
  g_autoptr(GPtrArray) fr_lines = NULL;
  g_autoptr(GPtrArray) en_lines = NULL;
  g_autoptr(GError) error = NULL;

  if (!any_rules_file ())
    {
      g_test_skip ("No rules file is compiled in yet (data/rules/ has no <game>.<lang>.xml)");
      return;
    }

  if (!compiled_in (game, "fr") || !compiled_in (game, "en"))
    g_error ("data/rules/%s.fr.xml and data/rules/%s.en.xml must both exist (fr: %s, en: %s)",
             game, game,
             compiled_in (game, "fr") ? "yes" : "missing",
             compiled_in (game, "en") ? "yes" : "missing");

  fr = tablee_rulebook_load (game, "fr", &error);
  g_assert_no_error (error);
  en = tablee_rulebook_load (game, "en", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fr->sections)), >, 0);

  fr_lines = skeleton (fr);
  en_lines = skeleton (en);
  for (guint i = 0; i < MAX (fr_lines->len, en_lines->len); i++)
    {
      const char *fr_line = i < fr_lines->len ? g_ptr_array_index (fr_lines, i) : "(nothing)";
      const char *en_line = i < en_lines->len ? g_ptr_array_index (en_lines, i) : "(nothing)";

      if (!g_str_equal (fr_line, en_line))
        g_error ("%s: the structures differ at item %u: French has “%s”, English has “%s”",
                 game, i + 1, fr_line, en_line);
    }
}

/* Expands the backquoted ids of one line of FORMAT.md's table:
 * "`level-0` … `level-6`" is every level in between. Patterns such as
 * `card-<slug>` are left to the list below. */
static void
add_format_ids (const char *cell,
                GPtrArray  *ids)
{
  g_auto(GStrv) parts = g_strsplit (cell, "`", -1);

  /* Odd parts are quoted. */
  for (guint i = 1; parts[i] != NULL; i += 2)
    {
      const char *id = parts[i];

      /* Patterns such as `card-<slug>` and paths such as `src/frantic/`. */
      if (strspn (id, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen (id))
        continue;

      if (i >= 2 && strstr (parts[i - 1], "…") != NULL && ids->len > 0)
        {
          const char *previous = g_ptr_array_index (ids, ids->len - 1);
          const char *dash = strrchr (previous, '-');
          const char *last_dash = strrchr (id, '-');
          guint64 from, to;

          g_assert_nonnull (dash);
          g_assert_nonnull (last_dash);
          g_assert_true (g_ascii_string_to_unsigned (dash + 1, 10, 0, 1000, &from, NULL));
          g_assert_true (g_ascii_string_to_unsigned (last_dash + 1, 10, 0, 1000, &to, NULL));
          for (guint64 n = from + 1; n < to; n++)
            g_ptr_array_add (ids, g_strdup_printf ("%.*s%" G_GUINT64_FORMAT,
                                                   (int) (dash + 1 - previous), previous, n));
        }

      g_ptr_array_add (ids, g_strdup (id));
    }
}

/* The shared ids of HELPERS.md: Frantic's events and special cards. */
static const char * const frantic_ids[] = {
  "event-black-hole", "event-capitalism", "event-charity", "event-communism",
  "event-crowdfunding", "event-distributor", "event-doomsday", "event-double-taxation",
  "event-earthquake", "event-event-manager", "event-expansion", "event-finish-line",
  "event-friday-the-13th", "event-gambling-man", "event-identity-theft", "event-last-chance",
  "event-market", "event-mating-season", "event-merry-christmas", "event-mexican-standoff",
  "event-plague", "event-plus-one", "event-recession", "event-repeat", "event-robin-hood",
  "event-russian-roulette", "event-seppuku", "event-surprise-party",
  "event-the-all-seeing-eye", "event-third-time-lucky", "event-time-bomb", "event-tornado",
  "event-trust-fall", "event-vandalism",
  "card-second-chance", "card-colour-swap", "card-exchange", "card-gift", "card-skip",
  "card-thief", "card-troublemaker", "card-fantastic", "card-fantastic-four",
  "card-counterattack", "card-equality", "card-inequality", "card-lucky-bastard",
  "card-nice-try", "card-special-favours", "card-curse", "card-fuck-you", "card-mimicry",
};

static void
test_ids_games_open (void)
{
  g_autofree char *path = g_build_filename (TEST_SRCDIR, "..", "data", "rules", "FORMAT.md", NULL);
  g_autofree char *format = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  const char *section;
  guint n_games = 0;

  if (!any_rules_file ())
    {
      g_test_skip ("No rules file is compiled in yet (data/rules/ has no <game>.<lang>.xml)");
      return;
    }

  g_file_get_contents (path, &format, NULL, &error);
  g_assert_no_error (error);
  section = strstr (format, "## Ids the games open");
  g_assert_nonnull (section);
  lines = g_strsplit (section, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      const char *game;

      if (!g_str_has_prefix (lines[i], "| ") || strchr (lines[i], '`') == NULL)
        continue;

      cells = g_strsplit (lines[i], "|", -1);
      g_assert_cmpuint (g_strv_length (cells), >=, 3);
      game = g_strstrip (cells[1]);
      add_format_ids (cells[2], ids);
      if (g_str_equal (game, "frantic"))
        {
          for (guint j = 0; j < G_N_ELEMENTS (frantic_ids); j++)
            g_ptr_array_add (ids, g_strdup (frantic_ids[j]));
        }
      n_games++;

      for (guint l = 0; l < 2; l++)
        {
          const char *language = l == 0 ? "fr" : "en";
          g_autoptr(TableeRulebook) book = tablee_rulebook_load (game, language, &error);

          g_assert_no_error (error);
          for (guint j = 0; j < ids->len; j++)
            {
              const char *id = g_ptr_array_index (ids, j);
              g_autofree char *title = NULL;

              if (tablee_rulebook_find (book, id, NULL) == NULL)
                g_error ("%s.%s.xml has no section or entry “%s”", game, language, id);
              title = tablee_rules_dup_title (game, language, id);
              g_assert_nonnull (title);
            }
        }
    }

  g_assert_cmpuint (n_games, ==, g_strv_length ((char **) tablee_rules_get_games ()));
}

static void
test_quick_access (void)
{
  g_autofree char *missing = NULL;
  g_autofree char *plus_one_en = NULL;
  g_autofree char *plus_one_fr = NULL;
  g_autofree char *unknown_game = NULL;

  /* The game pages ask for texts by game and id; a file that is not there
   * (or an id that is not) is NULL, not a crash. */
  unknown_game = tablee_rules_dup_text ("chess", "en", "overview");
  g_assert_null (unknown_game);

  if (!any_rules_file ())
    {
      g_test_skip ("No rules file is compiled in yet (data/rules/ has no <game>.<lang>.xml)");
      return;
    }

  for (const char * const *game = tablee_rules_get_games (); *game != NULL; game++)
    {
      for (guint l = 0; l < 2; l++)
        {
          const char *language = l == 0 ? "fr" : "en";
          g_autoptr(TableeRulebook) book = NULL;
          g_autoptr(TableeRulesSection) first = NULL;
          g_autofree char *title = NULL;
          g_autofree char *text = NULL;

          if (!compiled_in (*game, language))
            continue;
          book = tablee_rulebook_load (*game, language, NULL);
          /* Loaded once, then shared. */
          g_assert_true (book == tablee_rulebook_load (*game, language, NULL));
          g_object_unref (book);

          first = g_list_model_get_item (G_LIST_MODEL (book->sections), 0);
          title = tablee_rules_dup_title (*game, language, first->id);
          g_assert_cmpstr (title, ==, first->title);
          text = tablee_rules_dup_text (*game, language, first->id);
          g_assert_nonnull (text);
          g_assert_cmpuint (strlen (text), >, 0);
          g_assert_null (tablee_rules_dup_text (*game, language, "no-such-id"));
        }
    }

  missing = tablee_rules_dup_title ("notnot", "en", "no-such-id");
  g_assert_null (missing);

  /* A decision is told apart from the rules in the game pages too: its
   * heading stands on its own line before it, in the text's language. */
  plus_one_en = tablee_rules_dup_text ("frantic", "en", "event-plus-one");
  plus_one_fr = tablee_rules_dup_text ("frantic", "fr", "event-plus-one");
  g_assert_nonnull (strstr (plus_one_en, "\n\nTablée assumes\nThat “current turn”"));
  g_assert_nonnull (strstr (plus_one_fr, "\n\nTablée suppose\nCe «"));
}

/* The app heads every decision "Tablée assumes" (or "Tablée suppose"): its
 * text starts with the decision itself, never with those words again. */
static void
check_decisions (const char             *source,
                 const TableeRulesBlock *block)
{
  const char * const heading_words[] = { "Tablée assumes", "Tablée suppose", "Tablée considère" };

  if (block->kind == TABLEE_RULES_BLOCK_ENTRY)
    {
      for (guint i = 0; i < block->blocks->len; i++)
        check_decisions (source, g_ptr_array_index (block->blocks, i));
      return;
    }
  if (block->kind != TABLEE_RULES_BLOCK_DECISION)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (heading_words); i++)
    {
      if (g_str_has_prefix (block->text->plain, heading_words[i]))
        g_test_fail_printf ("%s:%u: a decision repeats its heading: “%s”",
                            source, block->line, block->text->plain);
    }
}

static void
test_decisions (void)
{
  for (const char * const *game = tablee_rules_get_games (); *game != NULL; game++)
    {
      for (guint l = 0; l < 2; l++)
        {
          const char *language = l == 0 ? "fr" : "en";
          g_autofree char *source = g_strdup_printf ("%s.%s.xml", *game, language);
          g_autoptr(TableeRulebook) book = NULL;

          if (!compiled_in (*game, language))
            continue;
          book = tablee_rulebook_load (*game, language, NULL);
          for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (book->sections)); s++)
            {
              g_autoptr(TableeRulesSection) section = g_list_model_get_item (G_LIST_MODEL (book->sections), s);

              for (guint b = 0; b < section->blocks->len; b++)
                check_decisions (source, g_ptr_array_index (section->blocks, b));
            }
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  const char * const *games = tablee_rules_get_games ();

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/format/every-element", test_every_element);
  g_test_add_func ("/rules/format/markup", test_markup);
  g_test_add_func ("/rules/format/plain-text", test_plain_text);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *name = g_strdup_printf ("/rules/format/error/%s", bad_files[i].name);

      g_test_add_data_func (name, &bad_files[i], test_bad_file);
    }

  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("/rules/structure/%s", games[i]);

      g_test_add_data_func (name, games[i], test_structure);
    }
  g_test_add_func ("/rules/structure/ids-games-open", test_ids_games_open);
  g_test_add_func ("/rules/quick-access", test_quick_access);
  g_test_add_func ("/rules/decisions", test_decisions);

  return g_test_run ();
}
