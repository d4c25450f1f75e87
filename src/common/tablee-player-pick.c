/* tablee-player-pick.c: a button that seats a player of the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-player-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-player-pick.h"

struct _TableePlayerPick
{
  AdwBin        parent_instance;

  /* Owned */
  TableePlayer *item;
  GSignalGroup *item_signals;
};

G_DEFINE_FINAL_TYPE (TableePlayerPick, tablee_player_pick, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
seat_text (TableePlayerPick *self,
           const char       *name)
{
  /* Translators: a button that gives a seat to a player at the table. */
  return name != NULL ? g_strdup_printf (_("Seat %s"), name) : NULL;
}

static GVariant *
seat_target (TableePlayerPick *self,
             const char       *name)
{
  return name != NULL ? g_variant_ref_sink (g_variant_new_string (name)) : NULL;
}

/* The button's accessible name is its tooltip, "Seat Ann", not the bare
 * name. Hand-written: GTK 4.8 binds no accessible property. */
static void
name_changed_cb (TableePlayerPick *self)
{
  g_autofree char *text = self->item != NULL ? seat_text (self, tablee_player_get_name (self->item)) : NULL;
  /* The bin's child, the template's button: not a bound template child,
   * which the template's disposal would take from under the bin. */
  GtkAccessible *button = GTK_ACCESSIBLE (adw_bin_get_child (ADW_BIN (self)));

  if (button == NULL)
    return;
  if (text != NULL)
    gtk_accessible_update_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  else
    gtk_accessible_reset_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
tablee_player_pick_dispose (GObject *object)
{
  TableePlayerPick *self = TABLEE_PLAYER_PICK (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_PLAYER_PICK);
  g_clear_object (&self->item_signals);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (tablee_player_pick_parent_class)->dispose (object);
}

static void
tablee_player_pick_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TableePlayerPick *self = TABLEE_PLAYER_PICK (object);

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
tablee_player_pick_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TableePlayerPick *self = TABLEE_PLAYER_PICK (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      if (!g_set_object (&self->item, g_value_get_object (value)))
        break;
      g_signal_group_set_target (self->item_signals, self->item);
      name_changed_cb (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_player_pick_class_init (TableePlayerPickClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_player_pick_dispose;
  object_class->get_property = tablee_player_pick_get_property;
  object_class->set_property = tablee_player_pick_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, TABLEE_TYPE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tablee-player-pick.ui");
  gtk_widget_class_bind_template_callback (widget_class, seat_text);
  gtk_widget_class_bind_template_callback (widget_class, seat_target);
}

static void
tablee_player_pick_init (TableePlayerPick *self)
{
  self->item_signals = g_signal_group_new (TABLEE_TYPE_PLAYER);
  g_signal_group_connect_object (self->item_signals, "notify::name", G_CALLBACK (name_changed_cb), self,
                                 G_CONNECT_SWAPPED);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tablee_player_pick_new (TableePlayer *item)
{
  return g_object_new (TABLEE_TYPE_PLAYER_PICK, "item", item, NULL);
}

TableePlayer *
tablee_player_pick_get_item (TableePlayerPick *self)
{
  g_return_val_if_fail (TABLEE_IS_PLAYER_PICK (self), NULL);

  return self->item;
}
