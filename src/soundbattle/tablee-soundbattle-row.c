/* tablee-soundbattle-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include "tablee-soundbattle-row.h"

struct _TableeSoundbattleRow
{
  AdwActionRow           parent_instance;

  /* Template widgets */
  GtkWidget             *tie;
  GtkWidget             *won;
  GtkWidget             *play;

  /* Owned */
  TableeSoundbattleItem *item;
  GBindingGroup         *bindings;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleRow, tablee_soundbattle_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Closures of the template */

static char *
swatch_markup (TableeSoundbattleRow *self,
               const char           *colour)
{
  if (colour == NULL)
    return g_strdup ("");

  return g_markup_printf_escaped ("<span foreground=\"%s\" size=\"x-large\">●</span>", colour);
}

static gboolean
is_set (TableeSoundbattleRow *self,
        const char           *text)
{
  return text != NULL && *text != '\0';
}

static GStrv
style_classes (TableeSoundbattleRow *self,
               const char           *style)
{
  return g_strsplit (style != NULL ? style : "", " ", -1);
}

/* Hand-written, once per row (an item never changes): the buttons. A
 * button clicked can outlive its row (the click removes the row), and on
 * GTK 4.8 a template binding that outlives the row it looks up drops a
 * weak reference twice; accessible labels are not GObject properties that
 * a binding could reach anyway. The button that activating the row
 * presses depends on which buttons the item offers. */
static void
set_up_buttons (TableeSoundbattleRow *self)
{
  g_autofree char *action = NULL;
  g_autofree char *tied = NULL;
  gboolean quick, playable;
  guint target;

  g_object_get (self->item, "action-label", &action, "tied-label", &tied,
                "quick", &quick, "playable", &playable, "target", &target, NULL);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->won), "u", target);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->play), "u", target);
  gtk_widget_set_visible (self->tie, quick);
  gtk_widget_set_visible (self->won, quick);
  gtk_widget_set_visible (self->play, playable);
  gtk_widget_set_tooltip_text (self->tie, tied);
  gtk_widget_set_tooltip_text (quick ? self->won : self->play, action);
  if (quick || playable)
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), quick ? self->won : self->play);
  else
    gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
  if (action != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->won), GTK_ACCESSIBLE_PROPERTY_LABEL, action, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->play), GTK_ACCESSIBLE_PROPERTY_LABEL, action, -1);
    }
  if (tied != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->tie), GTK_ACCESSIBLE_PROPERTY_LABEL, tied, -1);
}

static void
tablee_soundbattle_row_dispose (GObject *object)
{
  TableeSoundbattleRow *self = TABLEE_SOUNDBATTLE_ROW (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  g_clear_object (&self->bindings);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_ROW);

  G_OBJECT_CLASS (tablee_soundbattle_row_parent_class)->dispose (object);
}

/* The item goes last: the template's bindings on the row itself watch it
 * until the widget's own dispose has run. */
static void
tablee_soundbattle_row_finalize (GObject *object)
{
  TableeSoundbattleRow *self = TABLEE_SOUNDBATTLE_ROW (object);

  g_clear_object (&self->item);

  G_OBJECT_CLASS (tablee_soundbattle_row_parent_class)->finalize (object);
}

static void
tablee_soundbattle_row_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TableeSoundbattleRow *self = TABLEE_SOUNDBATTLE_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_row_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TableeSoundbattleRow *self = TABLEE_SOUNDBATTLE_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_soundbattle_row_constructed (GObject *object)
{
  TableeSoundbattleRow *self = TABLEE_SOUNDBATTLE_ROW (object);

  G_OBJECT_CLASS (tablee_soundbattle_row_parent_class)->constructed (object);

  g_binding_group_bind (self->bindings, "title", self, "title", G_BINDING_SYNC_CREATE);
  /* A long name is ellipsized on one line (title-lines in the template),
   * never broken or clipped: the tooltip says it whole, as the title's
   * label does to a screen reader. */
  g_binding_group_bind (self->bindings, "title", self, "tooltip-text", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->bindings, "subtitle", self, "subtitle", G_BINDING_SYNC_CREATE);
  /* The table's mark goes both ways: a <binding> only goes one. */
  g_binding_group_bind (self->bindings, "tied", self->tie, "active",
                        G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_binding_group_set_source (self->bindings, self->item);
  if (self->item != NULL)
    set_up_buttons (self);
}

static void
tablee_soundbattle_row_class_init (TableeSoundbattleRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tablee_soundbattle_row_constructed;
  object_class->dispose = tablee_soundbattle_row_dispose;
  object_class->finalize = tablee_soundbattle_row_finalize;
  object_class->get_property = tablee_soundbattle_row_get_property;
  object_class->set_property = tablee_soundbattle_row_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_SOUNDBATTLE_ITEM,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TABLEE_TYPE_SOUNDBATTLE_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleRow, tie);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleRow, won);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleRow, play);
  gtk_widget_class_bind_template_callback (widget_class, swatch_markup);
  gtk_widget_class_bind_template_callback (widget_class, is_set);
  gtk_widget_class_bind_template_callback (widget_class, style_classes);
}

static void
tablee_soundbattle_row_init (TableeSoundbattleRow *self)
{
  self->bindings = g_binding_group_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_soundbattle_row_new (TableeSoundbattleItem *item)
{
  return g_object_new (TABLEE_TYPE_SOUNDBATTLE_ROW, "item", item, NULL);
}

TableeSoundbattleItem *
tablee_soundbattle_row_get_item (TableeSoundbattleRow *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_ROW (self), NULL);

  return self->item;
}
