/* tablee-notnot-page.c: the page, its modes, its actions and its layout.
 * What it shows (the dice, the board, the scores and its words) is in
 * tablee-notnot-page-board.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-clock.h"
#include "tablee-notnot-page-private.h"
#include "tablee-player-editor.h"
#include "tablee-settings.h"
#include "tablee-sound.h"

/* The version of the dice alone's saved roll. */
#define DICE_VERSION 1

G_DEFINE_FINAL_TYPE (TableeNotnotPage, tablee_notnot_page, TABLEE_TYPE_GAME_PAGE)

enum {
  PROP_0,
  PROP_MODE,
  PROP_CLOCK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
tablee_notnot_page_mode_is (TableeNotnotPage *self,
                            const char       *mode)
{
  return g_strcmp0 (self->mode, mode) == 0;
}

/* Whether a widget shows in mode: modes lists those where it does. */
static gboolean
mode_shows (TableeNotnotPage *self,
            const char       *mode,
            const char       *modes)
{
  g_auto(GStrv) names = g_strsplit (modes, " ", -1);

  return mode != NULL && g_strv_contains ((const char * const *) names, mode);
}

gboolean
tablee_notnot_page_revealed (TableeNotnotPage *self)
{
  return tablee_notnot_game_get_revealed (self->game);
}

TableeNotnotLevel
tablee_notnot_page_current_level (TableeNotnotPage *self)
{
  if (tablee_notnot_page_mode_is (self, "training"))
    return tablee_notnot_training_get_level (self->training);
  if (tablee_notnot_page_mode_is (self, "dice"))
    return tablee_notnot_dice_get_level (self->dice);

  return tablee_notnot_game_get_level (self->game);
}

gboolean
tablee_notnot_page_get_shown_roll (TableeNotnotPage *self,
                                   TableeNotnotRoll *roll)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (tablee_notnot_page_mode_is (self, "training"))
    return tablee_notnot_training_get_roll (self->training, roll);
  if (tablee_notnot_page_mode_is (self, "dice"))
    return tablee_notnot_dice_get_roll (self->dice, roll);

  return tablee_notnot_game_get_roll (self->game, roll);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  gboolean rolled = TRUE;

  /* A second press while the dice tumble shows them at once. */
  if (tablee_notnot_page_get_animating (self))
    {
      tablee_notnot_page_stop_animation (self);
      return;
    }

  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);

  /* The training's "dealt" starts the dice rolling. */
  if (tablee_notnot_page_mode_is (self, "training"))
    {
      tablee_notnot_training_next (self->training);
      rolled = FALSE;
    }
  else if (tablee_notnot_page_mode_is (self, "dice"))
    tablee_notnot_dice_roll (self->dice);
  else
    /* Scoring the open turn and the roll are one step: undo takes both
     * back, as that turn. */
    rolled = tablee_notnot_game_roll (self->game);

  if (rolled)
    tablee_notnot_page_start_roll_animation (self);
  tablee_notnot_page_update (self);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  tablee_notnot_page_stop_animation (self);
  tablee_notnot_game_set_revealed (self->game, !tablee_notnot_page_revealed (self));
  if (tablee_notnot_page_revealed (self))
    tablee_sound_play (tablee_sound_get_default (), TABLEE_SOUND_REVEAL);
  tablee_notnot_page_update (self);
  if (tablee_notnot_page_revealed (self))
    tablee_notnot_page_announce_verdict (self);
}

/* In training, the answer to a roll where no card may be tapped. */
static void
nobody_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  /* As for a card: a click before the dice settle is a guess. */
  if (!tablee_notnot_page_mode_is (self, "training") || tablee_notnot_page_get_animating (self))
    return;

  /* The training's "changed" shows the verdict. */
  tablee_notnot_training_answer_nobody (self->training);
  tablee_notnot_page_announce_verdict (self);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);

  g_autoptr(GArray) results = NULL;

  tablee_notnot_page_stop_animation (self);
  /* What the turn did shows under the scores, from the game. */
  results = tablee_notnot_game_end_turn (self->game);
  tablee_notnot_page_update (self);
}

static void
tablee_notnot_page_new_game_done (TableeGamePage *page)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (page);

  tablee_notnot_page_stop_animation (self);
  tablee_notnot_page_update (self);
}

/* A new game at a chosen level, or the first game: the base page's
 * game.new-game deals again as the game was. */
static void
new_game_at_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  guint choice = g_variant_get_uint32 (parameter);

  if (choice > TABLEE_NOTNOT_N_LEVELS)
    return;

  tablee_notnot_game_new_game (self->game, choice == TABLEE_NOTNOT_N_LEVELS ? TABLEE_NOTNOT_LEVEL_DISCOVERY : choice,
                               choice == TABLEE_NOTNOT_N_LEVELS);
  tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), _("New game started"), _("_Undo"), "game.undo");
  tablee_notnot_page_new_game_done (TABLEE_GAME_PAGE (self));
}

static void
set_level (TableeNotnotPage  *self,
           TableeNotnotLevel  level)
{
  if (level >= TABLEE_NOTNOT_N_LEVELS)
    return;

  /* Training and the dice alone keep their own level, so that the game at
   * the table and the statistics stay apart. */
  if (tablee_notnot_page_mode_is (self, "training"))
    tablee_notnot_training_set_level (self->training, level);
  else if (tablee_notnot_page_mode_is (self, "dice"))
    tablee_notnot_dice_set_level (self->dice, level);
  else
    tablee_notnot_game_set_level (self->game, level);
}

static void
level_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  set_level (TABLEE_NOTNOT_PAGE (widget), g_variant_get_uint32 (parameter));
}

static void
level_selected_cb (TableeNotnotPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->level_dropdown);

  if (self->game == NULL || selected == GTK_INVALID_LIST_POSITION ||
      selected == tablee_notnot_page_current_level (self))
    return;

  set_level (self, selected);
}

static char *
tablee_notnot_page_dup_rules_id (TableeGamePage *page)
{
  return g_strdup (tablee_notnot_level_get_rules_id (tablee_notnot_page_current_level (TABLEE_NOTNOT_PAGE (page))));
}

/* Construction */

/* The training's clock runs only while it shows: in training mode, and in
 * a window only while the page is mapped (a page outside any window, as
 * tests hold it, is not paused by that). */
static void
update_training_pause (TableeNotnotPage *self)
{
  gboolean shown = tablee_notnot_page_mode_is (self, "training") &&
                   (gtk_widget_get_root (GTK_WIDGET (self)) == NULL || gtk_widget_get_mapped (GTK_WIDGET (self)));

  if (self->training != NULL)
    tablee_notnot_training_set_paused (self->training, !shown);
}

static void
page_map_cb (TableeNotnotPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The keys of the page (R, V, the cards) work as soon as it shows. */
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);

  update_training_pause (self);
  /* Damaged statistics are told once the page can show a toast (the base
   * page tells a damaged game). */
  if (self->training_error != NULL)
    {
      tablee_game_page_show_toast (TABLEE_GAME_PAGE (self), self->training_error, NULL, NULL);
      g_clear_pointer (&self->training_error, g_free);
    }
}

static void
tablee_notnot_page_dispose (GObject *object)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  if (self->roll_animation != NULL)
    g_signal_handlers_disconnect_by_data (self->roll_animation, self);
  g_clear_object (&self->roll_animation);
  g_clear_pointer ((GtkWidget **) &self->pick_popover, gtk_widget_unparent);
  g_clear_handle_id (&self->orientation_idle_id, g_source_remove);
  g_clear_object (&self->training_store);
  g_clear_object (&self->dice_store);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->training != NULL)
    g_signal_handlers_disconnect_by_data (self->training, self);
  g_signal_handlers_disconnect_by_data (tablee_settings_get_default (), self);
  self->game = NULL;
  g_clear_object (&self->training);
  g_clear_object (&self->dice);
  g_clear_object (&self->clock);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_NOTNOT_PAGE);

  G_OBJECT_CLASS (tablee_notnot_page_parent_class)->dispose (object);
}

static void
tablee_notnot_page_finalize (GObject *object)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  g_clear_pointer (&self->mode, g_free);
  g_clear_pointer (&self->training_error, g_free);

  G_OBJECT_CLASS (tablee_notnot_page_parent_class)->finalize (object);
}

static void
tablee_notnot_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_string (value, self->mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);
  const char *mode;

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_set_object (&self->clock, g_value_get_object (value));
      break;
    case PROP_MODE:
      mode = g_value_get_string (value);
      if (!mode_shows (self, mode, "table training dice"))
        mode = "table";
      if (g_strcmp0 (self->mode, mode) == 0)
        break;
      g_free (self->mode);
      self->mode = g_strdup (mode);
      tablee_notnot_page_stop_animation (self);
      if (self->pick_popover != NULL)
        gtk_popover_popdown (self->pick_popover);
      g_object_notify_by_pspec (object, pspec);
      update_training_pause (self);
      if (self->game != NULL)
        tablee_notnot_page_update (self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The dice beside the board and the tools beside the modes when the page
 * is wide, one above the other when narrow. The choice follows the width
 * the page is given, never the width of its content: in a language with
 * longer words the wide layout asks for more than a phone has, and a
 * choice made on the content's width would keep it there. The scrolled
 * window lets the content be wider than the page for the one frame before
 * the change, which waits for an idle moment: a size cannot change while
 * it is being given out. */
#define WIDE_WIDTH 670

static GtkOrientation
wanted_orientation (TableeNotnotPage *self)
{
  return self->available_width >= MAX (WIDE_WIDTH, self->wide_min_width) ? GTK_ORIENTATION_HORIZONTAL
                                                                          : GTK_ORIENTATION_VERTICAL;
}

static gboolean
set_orientation_cb (gpointer data)
{
  TableeNotnotPage *self = data;
  GtkOrientation wanted = wanted_orientation (self);

  self->orientation_idle_id = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->play_area), wanted);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->toolbar), wanted);
  /* The style sheet sizes the dice alone to the narrow page. */
  if (wanted == GTK_ORIENTATION_VERTICAL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");

  return G_SOURCE_REMOVE;
}

/* The width of the page, told by the probe laid over it in the template. */
static void
width_probe_resize_cb (TableeNotnotPage *self,
                       int               width,
                       int               height)
{
  /* What the wide layout needs is known while it shows: a page narrower
   * than that folds, and unfolds only once it is wide enough again. */
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->play_area)) == GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (gtk_widget_get_parent (GTK_WIDGET (self->toolbar)), GTK_ORIENTATION_HORIZONTAL,
                        -1, &self->wide_min_width, NULL, NULL, NULL);

  self->available_width = width;
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->play_area)) != wanted_orientation (self) &&
      self->orientation_idle_id == 0)
    self->orientation_idle_id = g_idle_add (set_orientation_cb, self);
}

static void tablee_notnot_page_constructed (GObject *object);

static void
tablee_notnot_page_class_init (TableeNotnotPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TableeGamePageClass *page_class = TABLEE_GAME_PAGE_CLASS (klass);
  static const struct {
    const char *prefix;
    goffset     offset;
    guint       n;
  } arrays[] = {
    { "die_", G_STRUCT_OFFSET (TableeNotnotPage, dice_views), 3 },
    { "slot_", G_STRUCT_OFFSET (TableeNotnotPage, slots), TABLEE_N_SPOTS },
    { "card_view_", G_STRUCT_OFFSET (TableeNotnotPage, card_views), TABLEE_N_SPOTS },
    { "up_badge_", G_STRUCT_OFFSET (TableeNotnotPage, up_badges), TABLEE_N_SPOTS },
    { "tap_label_", G_STRUCT_OFFSET (TableeNotnotPage, tap_labels), TABLEE_N_SPOTS },
  };

  object_class->constructed = tablee_notnot_page_constructed;
  object_class->dispose = tablee_notnot_page_dispose;
  object_class->finalize = tablee_notnot_page_finalize;
  object_class->get_property = tablee_notnot_page_get_property;
  object_class->set_property = tablee_notnot_page_set_property;

  properties[PROP_MODE] =
    g_param_spec_string ("mode", NULL, NULL, "table",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The training's time, a manual clock in tests. */
  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, TABLEE_TYPE_CLOCK,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  page_class->css_resource = RESOURCE_BASE "/ui/tablee-notnot.css";
  page_class->game_id = "notnot";
  page_class->dup_rules_id = tablee_notnot_page_dup_rules_id;
  page_class->new_game_done = tablee_notnot_page_new_game_done;

  g_type_ensure (TABLEE_TYPE_NOTNOT_GAME);
  g_type_ensure (TABLEE_TYPE_PLAYER_EDITOR);
  g_type_ensure (TABLEE_TYPE_NOTNOT_DIE_VIEW);
  g_type_ensure (TABLEE_TYPE_NOTNOT_CARD_VIEW);
  g_type_ensure (TABLEE_TYPE_NOTNOT_SPOT_ITEM);
  g_type_ensure (TABLEE_TYPE_NOTNOT_DIE_ITEM);
  g_type_ensure (TABLEE_TYPE_NOTNOT_VERDICT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-notnot-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, play_area);
  /* The dice and the cross are arrays: "die_0", "slot_0"... */
  for (guint i = 0; i < G_N_ELEMENTS (arrays); i++)
    for (guint j = 0; j < arrays[i].n; j++)
      {
        g_autofree char *name = g_strdup_printf ("%s%u", arrays[i].prefix, j);

        gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                   arrays[i].offset + j * sizeof (gpointer));
      }
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, pile_view);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, scores_box);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, results_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, training_label);
  gtk_widget_class_bind_template_child (widget_class, TableeNotnotPage, training_time_bar);
  gtk_widget_class_bind_template_callback (widget_class, level_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, width_probe_resize_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_shows);

  gtk_widget_class_install_action (widget_class, "page.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "page.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "page.nobody", NULL, nobody_action);
  gtk_widget_class_install_action (widget_class, "page.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "page.new-game-at", "u", new_game_at_action);
  gtk_widget_class_install_action (widget_class, "page.level", "u", level_action);
  gtk_widget_class_install_property_action (widget_class, "page.mode", "mode");
  tablee_notnot_page_board_class_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "page.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, 0, "page.reveal", NULL);
  /* The pile in the middle: nobody taps. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, 0, "page.nobody", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_5, 0, "page.nobody", NULL);
}

static void
tablee_notnot_page_init (TableeNotnotPage *self)
{
  self->mode = g_strdup ("table");
  gtk_widget_init_template (GTK_WIDGET (self));
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self));
}

/* What follows the game, given once the page is made. */
static void
tablee_notnot_page_constructed (GObject *object)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (object);
  g_autoptr(TableeRandom) random = tablee_random_new ();
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (tablee_notnot_page_parent_class)->constructed (object);

  self->game = TABLEE_NOTNOT_GAME (tablee_game_page_get_game (TABLEE_GAME_PAGE (self)));
  if (self->clock == NULL)
    self->clock = g_object_ref (tablee_clock_get_default ());
  self->training = tablee_notnot_training_new (random, self->clock);
  self->dice = tablee_notnot_dice_new (random);
  /* The template's bindings show the board of the mode: the game's, the
   * training's or the dice alone's, all there now. */
  g_object_notify_by_pspec (object, properties[PROP_MODE]);
  tablee_notnot_page_bind_scores (self);

  /* The training keeps its statistics apart from the game at the table. */
  self->training_store = tablee_store_new (TABLEE_NOTNOT_TRAINING_STORE,
                                         TABLEE_NOTNOT_TRAINING_FORMAT_VERSION);
  if (!tablee_store_attach (self->training_store, TABLEE_SAVEABLE (self->training), &error))
    self->training_error = g_strdup (error->message);
  /* The dice alone keep their roll apart too; a damaged roll is not worth
   * a word: the dice start again. */
  self->dice_store = tablee_store_new ("notnot-dice", DICE_VERSION);
  tablee_store_attach (self->dice_store, TABLEE_SAVEABLE (self->dice), NULL);

  g_signal_connect_object (self->game, "changed", G_CALLBACK (tablee_notnot_page_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "level-raised", G_CALLBACK (tablee_notnot_page_level_raised_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tablee_game_get_players (TABLEE_GAME (self->game)), "changed",
                           G_CALLBACK (tablee_notnot_page_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->training, "changed", G_CALLBACK (tablee_notnot_page_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->training, "dealt", G_CALLBACK (tablee_notnot_page_start_roll_animation), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dice, "changed", G_CALLBACK (tablee_notnot_page_update), self,
                           G_CONNECT_SWAPPED);
  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    g_settings_bind (tablee_settings_get_gsettings (tablee_settings_get_default ()), "colourblind-aid",
                     self->card_views[spot], "aid", G_SETTINGS_BIND_GET);
  g_signal_connect (self, "map", G_CALLBACK (page_map_cb), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (update_training_pause), NULL);
  update_training_pause (self);

  tablee_notnot_page_update (self);
}

TableeNotnotTraining *
tablee_notnot_page_get_training (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), NULL);

  return self->training;
}
