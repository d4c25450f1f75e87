/* tablee-history-image.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "tablee-game-page.h"
#include "tablee-history-image.h"

GdkTexture *
tablee_history_render_image (GtkWidget *widget)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkNative *native;
  int width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  native = gtk_widget_get_native (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  if (native == NULL || gtk_native_get_renderer (native) == NULL || width <= 0 || height <= 0)
    return NULL;

  /* A background under the figures, light or dark as the text needs. */
  paintable = gtk_widget_paintable_new (widget);
  gtk_snapshot_append_color (snapshot,
                             adw_style_manager_get_dark (adw_style_manager_get_default ()) ?
                             &(GdkRGBA) { 0.14, 0.14, 0.14, 1 } : &(GdkRGBA) { 0.98, 0.98, 0.98, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return NULL;

  return gsk_renderer_render_texture (gtk_native_get_renderer (native), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
image_saved_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GtkWidget) widget = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    /* Translators: %s says why. */
    text = g_strdup_printf (_("The image could not be saved: %s"), error->message);
  tablee_add_toast (widget, tablee_toast_new_plain (text != NULL ? text : _("Image saved")));
}

static void
save_response_cb (GtkFileChooserNative *chooser,
                  int                   response,
                  GtkWidget            *widget)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) png = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (texture = tablee_history_render_image (widget)) != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      png = gdk_texture_save_to_png_bytes (texture);
      g_file_replace_contents_bytes_async (file, png, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                           image_saved_cb, g_object_ref (widget));
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  g_object_unref (widget);
}

void
tablee_history_save_image (GtkWidget  *widget,
                           const char *suggested_name)
{
  GtkRoot *root;
  GtkFileChooserNative *chooser;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (suggested_name != NULL);

  root = gtk_widget_get_root (widget);
  chooser = gtk_file_chooser_native_new (_("Save as Image"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested_name);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
