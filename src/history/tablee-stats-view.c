/* tablee-stats-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-stats-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-game-page.h"
#include "tablee-history-page.h"
#include "tablee-game-registry.h"
#include "tablee-history-image.h"
#include "tablee-stats-view.h"

struct _TableeStatsView
{
  AdwBin          parent_instance;

  /* Template widgets */
  GtkWidget      *content;
  GtkDropDown    *period_dropdown;
  GtkLabel       *games_label;
  GtkLabel       *time_label;
  GtkLabel       *most_played_label;
  GtkLabel       *busiest_label;
  GtkListBox     *players_list;
  GtkListBox     *months_list;

  /* Owned */
  GListModel     *model;
  GSignalGroup   *model_signals;
  TableeStats    *stats;
  guint           update_id;
};

G_DEFINE_FINAL_TYPE (TableeStatsView, tablee_stats_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- Texts ------------------------------------------------------------- */

static const char *
game_title (const char *game)
{
  const TableeGameInfo *info = tablee_game_registry_lookup (game);

  return info != NULL ? _(info->name) : game;
}

static char *
format_time (gint64 seconds)
{
  gint64 minutes = (seconds + 30) / 60;

  if (minutes < 60)
    /* Translators: a time played, in minutes. */
    return g_strdup_printf (_("%u min"), (guint) minutes);

  /* Translators: a time played, in hours and minutes. */
  return g_strdup_printf (_("%u h %02u min"), (guint) (minutes / 60), (guint) (minutes % 60));
}

static char *
format_month (guint year,
              guint month)
{
  g_autoptr(GDateTime) date = g_date_time_new_utc (year, month, 1, 0, 0, 0);

  /* Translators: a month and its year, strftime() format ("March 2026"). */
  return date != NULL ? g_date_time_format (date, _("%B %Y")) : g_strdup ("");
}

static const char *
player_name (TableeStats *stats,
             const char  *id)
{
  TableeStatsPlayer *player = tablee_stats_lookup_player (stats, id);

  return player != NULL ? tablee_stats_player_get_name (player) : id;
}

/* ---- Rows -------------------------------------------------------------- */

static GtkWidget *
info_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);

  return row;
}

static char *
rival_text (TableeStats *stats,
            const char  *id,
            guint        times)
{
  if (id == NULL)
    return g_strdup (_("Nobody"));

  /* Translators: a player and how many games, "Bob (4 games)". */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u game)", "%s (%u games)", times),
                          player_name (stats, id), times);
}

static char *
game_text (TableeStatsPlayer *player,
           const char        *game)
{
  guint played = tablee_stats_player_get_game_played (player, game);
  guint wins = tablee_stats_player_get_game_wins (player, game);
  g_autofree char *best_label = NULL;
  g_autofree char *mean_label = NULL;
  int best = 0;
  double mean = 0;

  tablee_stats_player_get_game_figures (player, game, &best, &mean);
  best_label = tablee_history_dup_figure_label (game, best);
  mean_label = tablee_history_dup_figure_label (game, mean);

  /* Translators: games played and won in one game, then the best and the
   * average result ("5 games, 2 won · best 12 cards · average 9 cards"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game, %u won · best %s · average %s",
                                       "%u games, %u won · best %s · average %s", played),
                          played, wins, best_label, mean_label);
}

static GtkWidget *
create_player_row (gpointer item,
                   gpointer user_data)
{
  TableeStatsView *self = user_data;
  TableeStatsPlayer *player = item;
  GtkWidget *row = adw_expander_row_new ();
  g_autofree const char **games = tablee_stats_player_dup_games (player);
  g_autofree char *subtitle = NULL;
  g_autofree char *streak = NULL;
  g_autofree char *beats = NULL;
  g_autofree char *beaten = NULL;
  const char *id;
  guint played = tablee_stats_player_get_played (player);
  guint times;

  /* Translators: games played and won, and the share won. */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game, %u won (%.0f %%)",
                                           "%u games, %u won (%.0f %%)", played),
                              played, tablee_stats_player_get_wins (player),
                              100 * tablee_stats_player_get_win_rate (player));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tablee_stats_player_get_name (player));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);

  /* Translators: the wins in a row now, and the most in a row ever. */
  streak = g_strdup_printf (_("%u now, %u at best"), tablee_stats_player_get_current_streak (player),
                            tablee_stats_player_get_longest_streak (player));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), info_row (_("Wins in a Row"), streak));

  id = tablee_stats_player_get_beats_most (player, &times);
  beats = rival_text (self->stats, id, times);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), info_row (_("Beats Most Often"), beats));
  id = tablee_stats_player_get_beaten_most_by (player, &times);
  beaten = rival_text (self->stats, id, times);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), info_row (_("Beaten Most Often By"), beaten));

  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autofree char *text = game_text (player, games[i]);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), info_row (game_title (games[i]), text));
    }

  return row;
}

static guint
most_plays (GListModel *months)
{
  guint most = 0;

  for (guint i = 0; i < g_list_model_get_n_items (months); i++)
    {
      g_autoptr(TableeStatsMonth) month = g_list_model_get_item (months, i);

      most = MAX (most, tablee_stats_month_get_plays (month, NULL));
    }

  return most;
}

static GtkWidget *
create_month_row (gpointer item,
                  gpointer user_data)
{
  TableeStatsView *self = user_data;
  TableeStatsMonth *month = item;
  guint plays = tablee_stats_month_get_plays (month, NULL);
  guint most = most_plays (tablee_stats_get_months (self->stats));
  g_autofree char *title = format_month (tablee_stats_month_get_year (month), tablee_stats_month_get_month (month));
  g_autofree char *time = format_time (tablee_stats_month_get_seconds (month, NULL));
  g_autoptr(GString) subtitle = g_string_new (time);
  g_autofree char *count = g_strdup_printf ("%u", plays);
  GtkWidget *row = info_row (title, NULL);
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, MAX (most, 1));

  /* Per game, in the order of the sidebar. */
  for (guint i = 0; i < tablee_game_registry_get_n_games (); i++)
    {
      const TableeGameInfo *info = tablee_game_registry_get_game (i);

      if (tablee_stats_month_get_plays (month, info->id) > 0)
        g_string_append_printf (subtitle, " · %s %u", _(info->name), tablee_stats_month_get_plays (month, info->id));
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);

  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), plays);
  gtk_widget_set_size_request (bar, 72, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Games played"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (count));

  return row;
}

/* ---- Updating ---------------------------------------------------------- */

/* Hand-written: the statistics are computed anew, as a whole, when the
 * history or the filter changes; they are a result, not a model that
 * notifies, so the review's four labels are set once per computation. */
static void
show_review (TableeStatsView *self)
{
  TableeStatsMonth *busiest = tablee_stats_get_busiest_month (self->stats);
  const char *game;
  guint n = tablee_stats_get_n_games (self->stats);
  guint plays;
  g_autofree char *games = g_strdup_printf ("%u", n);
  g_autofree char *time = format_time (tablee_stats_get_seconds (self->stats));
  g_autofree char *most = NULL;
  g_autofree char *month = NULL;

  game = tablee_stats_get_most_played_game (self->stats, &plays);
  if (game != NULL)
    /* Translators: a game and how often it was played, "Frantic (12)". */
    most = g_strdup_printf (_("%s (%u)"), game_title (game), plays);
  if (busiest != NULL)
    {
      g_autofree char *name = format_month (tablee_stats_month_get_year (busiest),
                                            tablee_stats_month_get_month (busiest));

      month = g_strdup_printf (_("%s (%u)"), name, tablee_stats_month_get_plays (busiest, NULL));
    }

  gtk_label_set_text (self->games_label, games);
  gtk_label_set_text (self->time_label, time);
  gtk_label_set_text (self->most_played_label, most != NULL ? most : "—");
  gtk_label_set_text (self->busiest_label, month != NULL ? month : "—");
}

static gboolean
update (gpointer user_data)
{
  TableeStatsView *self = user_data;
  TableeStatsFilter filter = { 0 };
  g_autoptr(GListModel) none = NULL;

  self->update_id = 0;
  if (gtk_drop_down_get_selected (self->period_dropdown) == 1)
    tablee_stats_filter_last_12_months (&filter, g_get_real_time () / G_USEC_PER_SEC, NULL);

  if (self->model == NULL)
    none = G_LIST_MODEL (g_list_store_new (TABLEE_TYPE_HISTORY_ENTRY));
  g_clear_object (&self->stats);
  self->stats = tablee_stats_compute (self->model != NULL ? self->model : none, &filter, NULL);

  show_review (self);
  /* Hand-written with the review: no finished game shown by History (a
   * period with none still shows its figures, at zero) is an empty state. */
  gtk_stack_set_visible_child_name (GTK_STACK (adw_bin_get_child (ADW_BIN (self))),
                                    self->model != NULL && g_list_model_get_n_items (self->model) > 0
                                      ? "statistics" : "empty");
  gtk_list_box_bind_model (self->players_list, tablee_stats_get_players (self->stats), create_player_row, self, NULL);
  gtk_list_box_bind_model (self->months_list, tablee_stats_get_months (self->stats), create_month_row, self, NULL);

  return G_SOURCE_REMOVE;
}

/* Several changes at once (a filter, an import) make one update. */
static void
queue_update (TableeStatsView *self)
{
  if (self->update_id == 0)
    self->update_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update, self, NULL);
}

static void
period_changed_cb (TableeStatsView *self)
{
  queue_update (self);
}

/* ---- Saving as an image ------------------------------------------------ */

static void
save_image_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TableeStatsView *self = TABLEE_STATS_VIEW (widget);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("tablee-statistics-%s.png", date);

  tablee_history_save_image (self->content, name);
}

/* ---- Life cycle -------------------------------------------------------- */

static void
tablee_stats_view_dispose (GObject *object)
{
  TableeStatsView *self = TABLEE_STATS_VIEW (object);

  g_clear_handle_id (&self->update_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_STATS_VIEW);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_object (&self->stats);

  G_OBJECT_CLASS (tablee_stats_view_parent_class)->dispose (object);
}

static void
tablee_stats_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TableeStatsView *self = TABLEE_STATS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_stats_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TableeStatsView *self = TABLEE_STATS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tablee_stats_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_stats_view_class_init (TableeStatsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_stats_view_dispose;
  object_class->get_property = tablee_stats_view_get_property;
  object_class->set_property = tablee_stats_view_set_property;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-stats-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, content);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, period_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, games_label);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, time_label);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, most_played_label);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, busiest_label);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, players_list);
  gtk_widget_class_bind_template_child (widget_class, TableeStatsView, months_list);
  gtk_widget_class_bind_template_callback (widget_class, period_changed_cb);

  gtk_widget_class_install_action (widget_class, "stats.save-image", NULL, save_image_action);
}

static void
tablee_stats_view_init (TableeStatsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->model_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "items-changed", G_CALLBACK (queue_update), self);
  queue_update (self);
}

GtkWidget *
tablee_stats_view_new (void)
{
  return g_object_new (TABLEE_TYPE_STATS_VIEW, NULL);
}

GListModel *
tablee_stats_view_get_model (TableeStatsView *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_VIEW (self), NULL);

  return self->model;
}

void
tablee_stats_view_set_model (TableeStatsView *self,
                             GListModel      *model)
{
  g_return_if_fail (TABLEE_IS_STATS_VIEW (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;

  g_signal_group_set_target (self->model_signals, model);
  queue_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GdkTexture *
tablee_stats_view_render (TableeStatsView *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_VIEW (self), NULL);

  return tablee_history_render_image (self->content);
}

TableeStats *
tablee_stats_view_get_stats (TableeStatsView *self)
{
  g_return_val_if_fail (TABLEE_IS_STATS_VIEW (self), NULL);

  /* A change may wait for its update: the figures are those of now. */
  if (self->update_id != 0)
    {
      g_clear_handle_id (&self->update_id, g_source_remove);
      update (self);
    }

  return self->stats;
}
