/* tablee-history-labels.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-csv.h"
#include "tablee-history-labels.h"
#include "tablee-notnot-game.h"
#include "tablee-soundbattle-referee.h"

/* Whether a lower figure ranks better: Frantic's points, Who's Next?'s
 * wrong notes. */
static gboolean
fewer_is_better (const char *game)
{
  return g_str_equal (game, "frantic") || g_str_equal (game, "whosnext");
}

const char *
tablee_history_game_get_name (const char *game)
{
  static const struct {
    const char *id;
    const char *name;
  } games[] = {
    { "notnot", N_("Not Not") },
    { "frantic", N_("Frantic") },
    { "whosnext", N_("Who’s Next?") },
    { "soundbattle", N_("La Guerre des Sons") },
  };

  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (game, games[i].id))
      return _(games[i].name);

  return game;
}

/* The number after prefix in mode ("level-4": 4), within max. */
static gboolean
mode_number (const char *mode,
             const char *prefix,
             guint64     max,
             guint      *number)
{
  guint64 value;

  if (!g_str_has_prefix (mode, prefix) ||
      !g_ascii_string_to_unsigned (mode + strlen (prefix), 10, 0, max, &value, NULL))
    return FALSE;

  *number = (guint) value;

  return TRUE;
}

char *
tablee_history_dup_mode_name (const char *game,
                              const char *mode)
{
  guint number;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (mode != NULL, NULL);

  /* Not Not records its levels from 1, as the rules number them. */
  if (g_str_equal (game, "notnot") && mode_number (mode, "level-", TABLEE_NOTNOT_N_LEVELS, &number) &&
      number >= 1)
    return g_strdup (tablee_notnot_level_get_name (number - 1));
  for (TableeSoundbattleMode m = 0; m < TABLEE_SOUNDBATTLE_N_MODES; m++)
    if (g_str_has_prefix (mode, "mode-") && g_str_equal (mode + strlen ("mode-"), tablee_soundbattle_mode_to_string (m)))
      return g_strdup (tablee_soundbattle_mode_get_name (m));
  if (mode_number (mode, "level-", 99, &number))
    return g_strdup_printf (_("Level %u"), number);
  if (mode_number (mode, "limit-", G_MAXUINT, &number))
    /* Translators: Frantic's points limit, as a mode. */
    return g_strdup_printf (ngettext ("Up to %u point", "Up to %u points", number), number);

  return g_strdup (mode);
}

const char *
tablee_history_game_get_unit (const char *game,
                              int         figure)
{
  gulong n = (gulong) ABS (figure);

  g_return_val_if_fail (game != NULL, NULL);

  if (g_str_equal (game, "notnot") || g_str_equal (game, "soundbattle"))
    /* Translators: what a figure of History's CSV counts. */
    return ngettext ("card", "cards", n);
  if (g_str_equal (game, "frantic"))
    return ngettext ("point", "points", n);
  if (g_str_equal (game, "whosnext"))
    return ngettext ("wrong note", "wrong notes", n);

  return "";
}

/* Whether seat a ranks before seat b. */
static gboolean
ranks_before (TableeHistoryEntry *entry,
              guint               a,
              guint               b)
{
  guint winners = tablee_history_entry_get_winners (entry);
  gboolean a_won = (winners >> a) & 1, b_won = (winners >> b) & 1;
  int fa = tablee_history_entry_get_figure (entry, a);
  int fb = tablee_history_entry_get_figure (entry, b);

  if (a_won != b_won)
    return a_won;
  if (a_won)
    return FALSE;

  return fewer_is_better (tablee_history_entry_get_game (entry)) ? fa < fb : fa > fb;
}

guint
tablee_history_entry_get_rank (TableeHistoryEntry *entry,
                               guint               seat)
{
  guint rank = 1;

  g_return_val_if_fail (TABLEE_IS_HISTORY_ENTRY (entry), 0);
  g_return_val_if_fail (seat < tablee_history_entry_get_n_players (entry), 0);

  for (guint other = 0; other < tablee_history_entry_get_n_players (entry); other++)
    rank += ranks_before (entry, other, seat);

  return rank;
}

/* ---- CSV --------------------------------------------------------------- */

static void
append_row (GString            *csv,
            char                separator,
            const char * const *fields)
{
  for (guint i = 0; fields[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (csv, separator);
      tablee_csv_append_field_with (csv, fields[i], separator);
    }
  g_string_append (csv, "\r\n");
}

char *
tablee_history_to_csv (TableeHistory *self)
{
  g_autoptr(GString) csv = g_string_new (TABLEE_CSV_BOM);
  char separator = tablee_csv_get_separator ();
  const char *header[] = {
    /* Translators: the columns of History's CSV. */
    C_("CSV column", "Game"), C_("CSV column", "Mode"), C_("CSV column", "Started"),
    C_("CSV column", "Minutes"), C_("CSV column", "Rank"), C_("CSV column", "Player"),
    C_("CSV column", "Result"), C_("CSV column", "Unit"), C_("CSV column", "Winner"), NULL
  };

  g_return_val_if_fail (TABLEE_IS_HISTORY (self), NULL);

  append_row (csv, separator, header);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self)); i++)
    {
      g_autoptr(TableeHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self), i);
      const char *game = tablee_history_entry_get_game (entry);
      guint n = tablee_history_entry_get_n_players (entry);
      g_autoptr(GDateTime) started = g_date_time_new_from_unix_local (tablee_history_entry_get_started (entry));
      g_autofree char *when = started != NULL ? g_date_time_format (started, "%Y-%m-%d %H:%M") : g_strdup ("");
      g_autofree char *mode = tablee_history_dup_mode_name (game, tablee_history_entry_get_mode (entry));
      g_autofree char *minutes = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  (tablee_history_entry_get_duration (entry) + 30) / 60);

      /* The players in the order of their places, as the game ranked them. */
      for (guint rank = 1; rank <= n; rank++)
        for (guint seat = 0; seat < n; seat++)
          {
            int figure = tablee_history_entry_get_figure (entry, seat);
            g_autofree char *place = NULL;
            g_autofree char *result = NULL;

            if (tablee_history_entry_get_rank (entry, seat) != rank)
              continue;

            place = g_strdup_printf ("%u", rank);
            result = g_strdup_printf ("%d", figure);
            append_row (csv, separator, (const char *[]) {
              tablee_history_game_get_name (game), mode, when, minutes, place,
              tablee_history_entry_get_player_name (entry, seat), result,
              tablee_history_game_get_unit (game, figure),
              (tablee_history_entry_get_winners (entry) >> seat) & 1 ? C_("CSV winner", "Yes") : C_("CSV winner", "No"),
              NULL });
          }
    }

  return g_string_free (g_steal_pointer (&csv), FALSE);
}
