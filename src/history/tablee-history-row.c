/* tablee-history-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-row"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-history-row.h"
#include "tablee-pages.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-table.h"

struct _TableeHistoryRow
{
  GtkWidget           parent_instance;

  GtkLabel           *title;
  GtkLabel           *subtitle;

  TableeHistoryEntry *entry;
};

G_DEFINE_FINAL_TYPE (TableeHistoryRow, tablee_history_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ENTRY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- Texts ------------------------------------------------------------- */

char *
tablee_history_dup_name (const char *id,
                         const char *recorded)
{
  g_autoptr(TableeTable) table = tablee_table_dup_default ();
  TableePlayers *people = tablee_table_get_players (table);

  for (guint i = 0; i < tablee_players_get_n_players (people); i++)
    {
      TableePlayer *player = tablee_players_get_player (people, i);

      if (g_str_equal (tablee_player_get_id (player), id))
        return g_strdup (tablee_player_get_name (player));
    }

  return g_strdup (recorded);
}

char *
tablee_history_dup_player_name (TableeHistoryEntry *entry,
                                guint               seat)
{
  return tablee_history_dup_name (tablee_history_entry_get_player_id (entry, seat),
                                  tablee_history_entry_get_player_name (entry, seat));
}

static const char *
game_name (const char *game)
{
  const TableePageInfo *info = tablee_pages_lookup (game);

  return info != NULL ? _(info->title) : game;
}

char *
tablee_history_dup_title (TableeHistoryEntry *entry)
{
  guint winners = tablee_history_entry_get_winners (entry);
  guint n = tablee_history_entry_get_n_players (entry);
  g_autoptr(GString) names = g_string_new (NULL);
  guint n_winners = 0, written = 0;

  for (guint seat = 0; seat < n; seat++)
    n_winners += (winners >> seat) & 1;
  if (n_winners == 0)
    /* Translators: a game nobody won (saved as finished early). */
    return g_strdup_printf (_("%s — no winner"), game_name (tablee_history_entry_get_game (entry)));

  for (guint seat = 0; seat < n; seat++)
    {
      g_autofree char *name = NULL;

      if (!((winners >> seat) & 1))
        continue;
      name = tablee_history_dup_player_name (entry, seat);
      if (written > 0)
        /* Translators: between the names of the winners but the last two;
         * then " and ". */
        g_string_append (names, written + 1 < n_winners ? _(", ") : _(" and "));
      g_string_append (names, name);
      written++;
    }

  /* Translators: the first %s is a game, the second its winner or
   * winners ("Ann and Bob"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s won", "%s — %s won", n_winners),
                          game_name (tablee_history_entry_get_game (entry)), names->str);
}

char *
tablee_history_dup_mode_label (TableeHistoryEntry *entry)
{
  const char *mode = tablee_history_entry_get_mode (entry);
  guint64 number;

  if (g_str_has_prefix (mode, "level-") &&
      g_ascii_string_to_unsigned (mode + strlen ("level-"), 10, 0, 99, &number, NULL))
    return g_strdup_printf (_("Level %u"), (guint) number);
  if (g_str_has_prefix (mode, "limit-") &&
      g_ascii_string_to_unsigned (mode + strlen ("limit-"), 10, 0, G_MAXUINT, &number, NULL))
    return g_strdup_printf (_("Up to %u points"), (guint) number);
  for (TableeSoundbattleMode m = 0; m < TABLEE_SOUNDBATTLE_N_MODES; m++)
    if (g_str_has_prefix (mode, "mode-") && g_str_equal (mode + strlen ("mode-"), tablee_soundbattle_mode_to_string (m)))
      return g_strdup (tablee_soundbattle_mode_get_name (m));

  return g_strdup (mode);
}

char *
tablee_history_dup_subtitle (TableeHistoryEntry *entry)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (tablee_history_entry_get_started (entry));
  g_autoptr(GDateTime) local = g_date_time_to_local (utc);
  /* Translators: the date and time a game started, strftime() format. */
  g_autofree char *when = g_date_time_format (local, _("%x %H:%M"));
  g_autofree char *mode = tablee_history_dup_mode_label (entry);
  guint minutes = (guint) ((tablee_history_entry_get_duration (entry) + 30) / 60);

  /* Translators: when, how many minutes, and the level or mode, e.g.
   * "25/11/2026 20:15 · 32 min · Level 2". */
  return g_strdup_printf (_("%s · %u min · %s"), when, minutes, mode);
}

char *
tablee_history_dup_figure_label (const char *game,
                                 double      figure)
{
  g_autofree char *number = g_strdup_printf ("%.*f", figure == (int) figure ? 0 : 1, figure);
  gulong n = (gulong) ABS ((int) figure);

  if (g_str_equal (game, "notnot"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s card", "%s cards", n), number);
  if (g_str_equal (game, "frantic"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", n), number);
  if (g_str_equal (game, "whosnext"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wrong note", "%s wrong notes", n), number);
  if (g_str_equal (game, "soundbattle"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s trick", "%s tricks", n), number);

  return g_steal_pointer (&number);
}

/* ---- The row ----------------------------------------------------------- */

/* The texts come from the entry and from the table's names, which a
 * binding cannot follow: they are written with the entry, and again when
 * somebody at the table is renamed. */
static void
write_texts (TableeHistoryRow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *both = NULL;

  if (self->entry != NULL)
    {
      title = tablee_history_dup_title (self->entry);
      subtitle = tablee_history_dup_subtitle (self->entry);
      both = g_strconcat (title, ", ", subtitle, NULL);
    }
  gtk_label_set_label (self->title, title);
  gtk_label_set_label (self->subtitle, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, both, -1);
}


static void
tablee_history_row_dispose (GObject *object)
{
  TableeHistoryRow *self = TABLEE_HISTORY_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_HISTORY_ROW);
  g_clear_object (&self->entry);

  G_OBJECT_CLASS (tablee_history_row_parent_class)->dispose (object);
}

static void
tablee_history_row_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeHistoryRow *self = TABLEE_HISTORY_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      g_value_set_object (value, self->entry);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_history_row_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TableeHistoryRow *self = TABLEE_HISTORY_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      tablee_history_row_set_entry (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_history_row_class_init (TableeHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_history_row_dispose;
  object_class->get_property = tablee_history_row_get_property;
  object_class->set_property = tablee_history_row_set_property;

  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, TABLEE_TYPE_HISTORY_ENTRY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-history-row-widget.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryRow, title);
  gtk_widget_class_bind_template_child (widget_class, TableeHistoryRow, subtitle);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tablee_history_row_init (TableeHistoryRow *self)
{
  g_autoptr(TableeTable) table = tablee_table_dup_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (tablee_table_get_players (table), "items-changed",
                           G_CALLBACK (write_texts), self, G_CONNECT_SWAPPED);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
}

void
tablee_history_row_set_entry (TableeHistoryRow   *self,
                              TableeHistoryEntry *entry)
{
  g_return_if_fail (TABLEE_IS_HISTORY_ROW (self));
  g_return_if_fail (entry == NULL || TABLEE_IS_HISTORY_ENTRY (entry));

  if (!g_set_object (&self->entry, entry))
    return;

  write_texts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY]);
}

TableeHistoryEntry *
tablee_history_row_get_entry (TableeHistoryRow *self)
{
  g_return_val_if_fail (TABLEE_IS_HISTORY_ROW (self), NULL);

  return self->entry;
}
