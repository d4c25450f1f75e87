/* tablee-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-player"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-players.h"

struct _TableePlayer
{
  GObject  parent_instance;

  /* Made when the player is first met: the table knows them by it. */
  char    *id;
  char    *name;
  char    *colour;
};

G_DEFINE_FINAL_TYPE (TableePlayer, tablee_player, G_TYPE_OBJECT)

static GParamSpec *player_name_property;

static void
tablee_player_finalize (GObject *object)
{
  TableePlayer *self = (TableePlayer *)object;

  g_free (self->id);
  g_free (self->name);
  g_free (self->colour);

  G_OBJECT_CLASS (tablee_player_parent_class)->finalize (object);
}

static void
tablee_player_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  g_value_set_string (value, TABLEE_PLAYER (object)->name);
}

static void
tablee_player_class_init (TableePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tablee_player_finalize;
  object_class->get_property = tablee_player_get_property;

  player_name_property =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, 1, player_name_property);
}

static void
tablee_player_init (TableePlayer *self)
{
}

TableePlayer *
tablee_player_new (const char *id,
                   const char *name,
                   const char *colour)
{
  TableePlayer *self = g_object_new (TABLEE_TYPE_PLAYER, NULL);

  self->id = id != NULL ? g_strdup (id) : g_uuid_string_random ();
  self->name = g_strdup (name);
  self->colour = g_strdup (colour);

  return self;
}

void
tablee_player_set_name (TableePlayer *self,
                        char         *name)
{
  g_free (self->name);
  self->name = name;
  g_object_notify_by_pspec (G_OBJECT (self), player_name_property);
}

const char *
tablee_player_get_name (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->name;
}

const char *
tablee_player_get_id (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->id;
}

const char *
tablee_player_get_colour (TableePlayer *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER (self), NULL);

  return self->colour;
}

/* ---- Names ------------------------------------------------------------- */

/* A name longer than this many bytes is too long whatever it holds: it is
 * refused before it is normalised (an import may hold megabytes). */
#define NAME_MAX_BYTES 1024

/* Bidirectional controls reorder what follows them ("evil.exe" shown
 * backwards): a name never keeps them. */
static gboolean
is_bidi_control (gunichar c)
{
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) ||
         c == 0x200E || c == 0x200F || c == 0x061C;
}

/* Characters that draw nothing: format characters (U+200B, U+2060,
 * U+FEFF...), the Hangul fillers, the blank Braille pattern, the combining
 * grapheme joiner and the variation selectors. */
static gboolean
is_invisible (gunichar c)
{
  return g_unichar_type (c) == G_UNICODE_FORMAT ||
         c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800 ||
         c == 0x034F || (c >= 0xFE00 && c <= 0xFE0F);
}

static gboolean
is_blank (gunichar c)
{
  return g_unichar_isspace (c) || is_invisible (c) ||
         g_unichar_type (c) == G_UNICODE_SPACE_SEPARATOR;
}

static gpointer
refuse_name (GError             **error,
             TableePlayersError   code,
             const char          *message)
{
  g_set_error_literal (error, TABLEE_PLAYERS_ERROR, code, message);
  return NULL;
}

char *
tablee_player_name_check (const char  *name,
                          GError     **error)
{
  g_autoptr(GString) kept = NULL;
  g_autofree char *normal = NULL;
  const char *start, *end;
  gboolean seen = FALSE;
  glong length;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return refuse_name (error, TABLEE_PLAYERS_ERROR_INVALID, _("The name is not valid text."));
  if (strlen (name) > NAME_MAX_BYTES)
    return refuse_name (error, TABLEE_PLAYERS_ERROR_NAME_TOO_LONG,
                        _("The name is far too long."));

  kept = g_string_new (NULL);
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_bidi_control (c))
        g_string_append_unichar (kept, c);
    }
  normal = g_utf8_normalize (kept->str, -1, G_NORMALIZE_NFC);

  /* Trimmed of whatever draws nothing at both ends. */
  start = normal;
  end = normal;
  for (const char *p = normal; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_blank (c))
        continue;
      if (!seen)
        start = p;
      seen = TRUE;
      end = g_utf8_next_char (p);
    }
  if (!seen && *g_strchug (kept->str) == '\0')
    return refuse_name (error, TABLEE_PLAYERS_ERROR_EMPTY_NAME, _("A player needs a name."));
  if (!seen)
    return refuse_name (error, TABLEE_PLAYERS_ERROR_EMPTY_NAME,
                        _("A player needs a name that shows: spaces and invisible characters alone are not one."));

  length = g_utf8_strlen (start, end - start);
  if (length > TABLEE_PLAYER_NAME_MAX_CHARS)
    {
      g_set_error (error, TABLEE_PLAYERS_ERROR, TABLEE_PLAYERS_ERROR_NAME_TOO_LONG,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A name can have at most %d character.",
                                "A name can have at most %d characters.",
                                TABLEE_PLAYER_NAME_MAX_CHARS),
                   TABLEE_PLAYER_NAME_MAX_CHARS);
      return NULL;
    }

  for (const char *p = start; p < end; p = g_utf8_next_char (p))
    {
      GUnicodeType type = g_unichar_type (g_utf8_get_char (p));

      if (type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR ||
          type == G_UNICODE_PARAGRAPH_SEPARATOR)
        return refuse_name (error, TABLEE_PLAYERS_ERROR_INVALID,
                            _("A name cannot hold line breaks or control characters."));
    }

  return g_strndup (start, end - start);
}

char *
tablee_player_name_key (const char *name)
{
  g_autoptr(GString) visible = g_string_new (NULL);
  g_autofree char *folded = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_invisible (c) && !is_bidi_control (c))
        g_string_append_unichar (visible, c);
    }

  /* Compatibility normalisation equates all that NFC does, and more
   * (a full-width "Ａ" with "A"). */
  folded = g_utf8_casefold (visible->str, -1);
  return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
}
