/* tablee-soundbattle-rows.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-soundbattle-rows.h"

GtkWidget *
tablee_soundbattle_swatch_new (TableeSoundbattleReferee *referee,
                               guint                     player)
{
  TableePlayer *p = tablee_players_get_player (tablee_game_get_players (TABLEE_GAME (referee)), player);
  GtkWidget *swatch = gtk_label_new (NULL);
  g_autofree char *markup = NULL;

  markup = g_strdup_printf ("<span foreground=\"%s\" size=\"x-large\">●</span>",
                            p != NULL ? tablee_player_get_colour (p) : "#808080");
  gtk_label_set_markup (GTK_LABEL (swatch), markup);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (swatch, "player-swatch");
  gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return swatch;
}

GtkWidget *
tablee_soundbattle_player_row_new (TableeSoundbattleReferee *referee,
                                   guint                     player)
{
  GtkWidget *row = adw_action_row_new ();
  const char *name = tablee_soundbattle_referee_get_player_name (referee, player);
  g_autofree char *escaped = g_markup_escape_text (name, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), tablee_soundbattle_swatch_new (referee, player));

  return row;
}

/* Whether lay holds the best value of its pass: a tie that led to a battle,
 * or the winning card. */
static gboolean
is_best_of_pass (const TableeSoundbattleTrick *trick,
                 const TableeSoundbattleLay   *lay)
{
  /* Laid in the quick way: the best were those who went on to a battle,
   * or the winner. */
  if (lay->value == TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
    {
      for (guint i = 0; i < trick->n_laid; i++)
        if (trick->laid[i].player == lay->player && trick->laid[i].pass == lay->pass + 1)
          return TRUE;

      return trick->winner >= 0 && (guint) trick->winner == lay->player && lay->pass == trick->pass;
    }

  for (guint i = 0; i < trick->n_laid; i++)
    {
      const TableeSoundbattleLay *other = &trick->laid[i];

      if (other->pass != lay->pass)
        continue;
      if (trick->direction == TABLEE_SOUND_DIRECTION_HIGHEST ? other->value > lay->value
                                                             : other->value < lay->value)
        return FALSE;
    }

  return TRUE;
}

static gboolean
pass_is_complete (const TableeSoundbattleTrick *trick,
                  guint                         pass)
{
  /* Passes before the current one are settled; the current one only once
   * the trick is over. */
  return pass < trick->pass || trick->winner >= 0 || trick->n_order == 0;
}

GtkWidget *
tablee_soundbattle_lay_row_new (TableeSoundbattleReferee     *referee,
                                const TableeSoundbattleTrick *trick,
                                const TableeSoundbattleLay   *lay)
{
  GtkWidget *row = tablee_soundbattle_player_row_new (referee, lay->player);
  GtkWidget *value;
  g_autofree char *text = NULL;
  g_autoptr(GString) tags = g_string_new (NULL);

  /* Laid in the quick way: no value, the winner is said in words. */
  if (lay->value != TABLEE_SOUNDBATTLE_VALUE_UNKNOWN)
    text = tablee_sound_quality_format (trick->quality, lay->value);
  else if (trick->winner >= 0 && (guint) trick->winner == lay->player && lay->pass == trick->pass)
    text = g_strdup (_("Won"));
  else
    text = g_strdup ("—");

  if (lay->pass > 0)
    g_string_append_printf (tags, _("Battle %u"), lay->pass);
  if (lay->mystery)
    {
      if (tags->len > 0)
        g_string_append (tags, " · ");
      g_string_append (tags, _("Mystery card"));
    }
  if (lay->super_power)
    {
      if (tags->len > 0)
        g_string_append (tags, " · ");
      g_string_append (tags, _("Super power"));
    }
  value = gtk_label_new (text);
  gtk_widget_add_css_class (value, "heading");
  if (pass_is_complete (trick, lay->pass) && is_best_of_pass (trick, lay))
    {
      gboolean won = trick->winner >= 0 && (guint) trick->winner == lay->player &&
                     lay->pass == trick->pass;

      gtk_widget_add_css_class (value, won ? "success" : "accent");
      if (!won)
        {
          if (tags->len > 0)
            g_string_append (tags, " · ");
          g_string_append (tags, _("Tie"));
        }
    }
  if (lay->super_power)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("starred-symbolic");

      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Super power"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  if (tags->len > 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tags->str);

  return row;
}


char *
tablee_soundbattle_join_names (TableeSoundbattleReferee *referee,
                               const guint              *players,
                               guint                     n)
{
  g_autofree char *head = NULL;

  if (n == 0)
    return g_strdup ("");
  if (n == 1)
    return g_strdup (tablee_soundbattle_referee_get_player_name (referee, players[0]));

  for (guint i = 0; i + 1 < n; i++)
    {
      const char *name = tablee_soundbattle_referee_get_player_name (referee, players[i]);
      char *next = head == NULL ? g_strdup (name) : g_strdup_printf ("%s, %s", head, name);

      g_free (head);
      head = next;
    }

  /* Translators: the last two of a list of player names. */
  return g_strdup_printf (_("%s and %s"), head,
                          tablee_soundbattle_referee_get_player_name (referee, players[n - 1]));
}

void
tablee_soundbattle_rows_clear (AdwPreferencesGroup *group,
                               GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

void
tablee_soundbattle_rows_add (AdwPreferencesGroup *group,
                             GPtrArray           *rows,
                             GtkWidget           *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
}
