/* tablee-export.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tablee-export.h"

/* The open question is kept on its owner, which ends it when it goes. */
#define CHOOSER_KEY "tablee-export-chooser"

typedef struct {
  TableeExportFunc func;
  TableeExportDone done;
} Export;

void
_tablee_export_save (GtkWidget        *owner,
                     GFile            *file,
                     TableeExportFunc  func,
                     TableeExportDone  done)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;

  g_return_if_fail (GTK_IS_WIDGET (owner));
  g_return_if_fail (G_IS_FILE (file));

  csv = func (owner);
  if (csv == NULL)
    return;

  g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE,
                           G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &error);
  done (owner, error);
}

static void
response_cb (GtkFileChooserNative *chooser,
             int                   response,
             GtkWidget            *owner)
{
  Export *export = g_object_get_data (G_OBJECT (chooser), "tablee-export");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      _tablee_export_save (owner, file, export->func, export->done);
    }

  g_object_set_data (G_OBJECT (owner), CHOOSER_KEY, NULL);
}

static void
chooser_free (gpointer data)
{
  GtkNativeDialog *chooser = data;

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

void
tablee_export_text (GtkWidget        *owner,
                    const char       *title,
                    const char       *base_name,
                    const char       *extension,
                    TableeExportFunc  func,
                    TableeExportDone  done)
{
  GtkRoot *root;
  GtkFileChooserNative *chooser;
  Export *export;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("%s-%s.%s", base_name, date, extension);

  g_return_if_fail (GTK_IS_WIDGET (owner));
  g_return_if_fail (func != NULL && done != NULL);

  if (g_object_get_data (G_OBJECT (owner), CHOOSER_KEY) != NULL)
    return;

  root = gtk_widget_get_root (owner);
  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  export = g_new0 (Export, 1);
  export->func = func;
  export->done = done;
  g_object_set_data_full (G_OBJECT (chooser), "tablee-export", export, g_free);
  g_signal_connect_object (chooser, "response", G_CALLBACK (response_cb), owner, 0);
  g_object_set_data_full (G_OBJECT (owner), CHOOSER_KEY, chooser, chooser_free);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
