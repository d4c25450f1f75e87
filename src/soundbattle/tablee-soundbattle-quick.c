/* tablee-soundbattle-quick.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tablee-soundbattle-quick.h"
#include "tablee-soundbattle-rows.h"
#include "tablee-toast.h"

struct _TableeSoundbattleQuick
{
  AdwBin                    parent_instance;

  /* Template widgets */
  AdwPreferencesGroup      *group;

  /* Owned */
  TableeSoundbattleReferee *referee;
  GPtrArray                *rows;
  /* The "tied" toggle of each player's row (borrowed, NULL when the player
   * does not lay in this pass). */
  GtkToggleButton          *tied[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleQuick, tablee_soundbattle_quick, ADW_TYPE_BIN)

static guint
tied_players (TableeSoundbattleQuick *self)
{
  guint tied = 0;

  for (guint p = 0; p < TABLEE_SOUNDBATTLE_MAX_PLAYERS; p++)
    if (self->tied[p] != NULL && gtk_toggle_button_get_active (self->tied[p]))
      tied |= 1u << p;

  return tied;
}

static void
update_battle (TableeSoundbattleQuick *self)
{
  guint tied = tied_players (self);

  /* A battle needs two tied players at least. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quick.battle", (tied & (tied - 1)) != 0);
}

/* Whether the pass being played has no value typed yet. */
static gboolean
pass_is_fresh (const TableeSoundbattleTrick *trick)
{
  for (guint i = 0; i < trick->n_laid; i++)
    if (trick->laid[i].pass == trick->pass)
      return FALSE;

  return TRUE;
}

static GtkWidget *
player_row_new (TableeSoundbattleQuick       *self,
                const TableeSoundbattleTrick *trick,
                guint                         player)
{
  const char *name = tablee_soundbattle_referee_get_player_name (self->referee, player);
  g_autofree char *won_label = NULL;
  g_autofree char *tied_label = NULL;
  GtkWidget *row = tablee_soundbattle_player_row_new (self->referee, player);
  GtkWidget *tied = gtk_toggle_button_new_with_label (_("Tie"));
  GtkWidget *won = gtk_button_new_with_label (_("Won"));

  if ((int) player == trick->mystery_player)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Lays the mystery card"));

  /* Translators: a toggle on a player's row: %s is the name. */
  tied_label = g_strdup_printf (_("%s is tied"), name);
  gtk_widget_set_valign (tied, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (tied, tied_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tied), GTK_ACCESSIBLE_PROPERTY_LABEL, tied_label, -1);
  g_signal_connect_swapped (tied, "toggled", G_CALLBACK (update_battle), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), tied);
  self->tied[player] = GTK_TOGGLE_BUTTON (tied);

  /* Translators: a button on a player's row: %s is the name. */
  won_label = g_strdup_printf (_("%s won"), name);
  gtk_widget_set_valign (won, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (won, "suggested-action");
  gtk_widget_set_tooltip_text (won, won_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (won), GTK_ACCESSIBLE_PROPERTY_LABEL, won_label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (won), "quick.win");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (won), "u", player);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), won);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), won);

  return row;
}

static void
refresh (TableeSoundbattleQuick *self)
{
  const TableeSoundbattleTrick *trick = NULL;

  tablee_soundbattle_rows_clear (self->group, self->rows);
  memset (self->tied, 0, sizeof self->tied);

  if (self->referee != NULL)
    trick = tablee_soundbattle_referee_get_trick (self->referee);

  gtk_widget_set_visible (GTK_WIDGET (self), trick != NULL && pass_is_fresh (trick));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quick.win", trick != NULL);
  if (trick == NULL)
    {
      update_battle (self);
      return;
    }

  adw_preferences_group_set_title (self->group,
                                   trick->pass > 0 ? _("Who won the battle?")
                                                   : _("Who won the trick?"));
  for (guint i = 0; i < trick->n_order; i++)
    tablee_soundbattle_rows_add (self->group, self->rows, player_row_new (self, trick, trick->order[i]));

  update_battle (self);
}

static void
award (TableeSoundbattleQuick *self,
       guint                   winners)
{
  g_autoptr(GError) error = NULL;

  if (self->referee == NULL)
    return;

  if (!tablee_soundbattle_referee_award (self->referee, winners, &error))
    tablee_add_toast (GTK_WIDGET (self), tablee_toast_new_plain (error->message));
}

static void
win_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  guint player = g_variant_get_uint32 (parameter);

  if (player < TABLEE_SOUNDBATTLE_MAX_PLAYERS)
    award (TABLEE_SOUNDBATTLE_QUICK (widget), 1u << player);
}

static void
battle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeSoundbattleQuick *self = TABLEE_SOUNDBATTLE_QUICK (widget);

  award (self, tied_players (self));
}

static void
tablee_soundbattle_quick_dispose (GObject *object)
{
  TableeSoundbattleQuick *self = TABLEE_SOUNDBATTLE_QUICK (object);

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_clear_object (&self->referee);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  memset (self->tied, 0, sizeof self->tied);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_QUICK);

  G_OBJECT_CLASS (tablee_soundbattle_quick_parent_class)->dispose (object);
}

static void
tablee_soundbattle_quick_class_init (TableeSoundbattleQuickClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_soundbattle_quick_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-quick.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleQuick, group);

  gtk_widget_class_install_action (widget_class, "quick.win", "u", win_action);
  gtk_widget_class_install_action (widget_class, "quick.battle", NULL, battle_action);
}

static void
tablee_soundbattle_quick_init (TableeSoundbattleQuick *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  refresh (self);
}

void
tablee_soundbattle_quick_set_referee (TableeSoundbattleQuick   *self,
                                      TableeSoundbattleReferee *referee)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_QUICK (self));
  g_return_if_fail (referee == NULL || TABLEE_IS_SOUNDBATTLE_REFEREE (referee));

  if (self->referee == referee)
    return;

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_set_object (&self->referee, referee);
  if (referee != NULL)
    g_signal_connect_swapped (referee, "changed", G_CALLBACK (refresh), self);

  refresh (self);
}
