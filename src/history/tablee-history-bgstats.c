/* tablee-history-bgstats.c: the History page's round trip with BG Stats:
 * export of the games shown, import of a BG Stats export with a preview
 * where the table says who is who.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-history-bgstats"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-accessible.h"
#include "tablee-bgstats.h"
#include "tablee-export.h"
#include "tablee-game-page.h"
#include "tablee-history-page-private.h"
#include "tablee-table.h"

/* ---- Export ------------------------------------------------------------ */

static char *
bgstats_json (GtkWidget *owner)
{
  return tablee_bgstats_to_json (_tablee_history_page_get_shown (TABLEE_HISTORY_PAGE (owner)), NULL);
}

static void
exported (GtkWidget    *owner,
          const GError *error)
{
  g_autofree char *text = NULL;

  if (error != NULL)
    /* Translators: %s says why. */
    text = g_strdup_printf (_("The history could not be exported: %s"), error->message);
  tablee_add_toast (owner, tablee_toast_new_plain (text != NULL ? text : _("History exported for BG Stats")));
}

static void
export_bgstats_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  tablee_export_text (widget, _("Export for BG Stats"), "tablee-bgstats", "bgsplay", bgstats_json, exported);
}

/* ---- Import ------------------------------------------------------------ */

/* One import, from the file chooser to the result: the preview dialog
 * shows a spinner while a worker reads the file, then who is who. */
typedef struct
{
  TableeHistoryPage *page;
  GCancellable      *cancellable;
  AdwMessageDialog  *dialog;
  GtkStack          *stack;
  GtkListBox        *list;
  TableeBgstatsFile *file;
  /* The table's ids in the order of each row's choices, after "New
   * Player" (NULL). */
  GPtrArray         *table_ids;
  GPtrArray         *choices;  /* GtkDropDown, one per player of the file */
} Import;

static void
import_free (Import *import)
{
  g_cancellable_cancel (import->cancellable);
  g_clear_object (&import->cancellable);
  g_clear_object (&import->page);
  g_clear_object (&import->file);
  g_clear_pointer (&import->table_ids, g_ptr_array_unref);
  g_clear_pointer (&import->choices, g_ptr_array_unref);
  g_free (import);
}

static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  TableeBgstatsFile *file = tablee_bgstats_file_new_from_file (task_data, NULL, cancellable, &error);

  if (file != NULL)
    g_task_return_pointer (task, file, g_object_unref);
  else
    g_task_return_error (task, error);
}

/* The result, in one sentence: what came, what was there, what was left. */
static char *
result_text (guint added,
             guint duplicates,
             guint others,
             guint refused)
{
  GString *text = g_string_new (NULL);

  g_string_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u game imported", "%u games imported", added), added);
  if (duplicates > 0)
    /* Translators: follows "3 games imported". */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", %u already in the history",
                                               ", %u already in the history", duplicates), duplicates);
  if (others > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", %u play of other games left out",
                                               ", %u plays of other games left out", others), others);
  if (refused > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", %u play that could not be read",
                                               ", %u plays that could not be read", refused), refused);

  return g_string_free (text, FALSE);
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             Import           *import)
{
  g_autoptr(TableeHistory) history = NULL;
  g_autofree char *text = NULL;
  guint added, duplicates = 0;

  if (!g_str_equal (response, "import") || import->file == NULL)
    return;

  for (guint i = 0; i < import->choices->len; i++)
    {
      guint selected = gtk_drop_down_get_selected (g_ptr_array_index (import->choices, i));

      tablee_bgstats_file_set_player_match (import->file, i, selected < import->table_ids->len ?
                                            g_ptr_array_index (import->table_ids, selected) : NULL);
    }

  history = tablee_history_dup_default (NULL);
  added = tablee_bgstats_file_import (import->file, history, &duplicates);
  text = result_text (added, duplicates, tablee_bgstats_file_get_n_other_plays (import->file),
                      tablee_bgstats_file_get_n_refused (import->file));
  tablee_add_toast (GTK_WIDGET (import->page), tablee_toast_new_plain (text));
}

/* A row per player of the file: their name, and whom of the table they
 * are ("New Player": nobody yet). */
static void
fill_preview (Import *import)
{
  g_autoptr(TableeTable) table = tablee_table_dup_default ();
  TableePlayers *people = table;
  guint n_people = tablee_players_get_n_players (people);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *body = NULL;
  guint n_plays = tablee_bgstats_file_get_n_plays (import->file);

  import->table_ids = g_ptr_array_new_with_free_func (g_free);
  import->choices = g_ptr_array_new ();
  g_ptr_array_add (import->table_ids, NULL);
  g_ptr_array_add (names, _("New Player"));
  for (guint i = 0; i < n_people; i++)
    {
      TableePlayer *player = tablee_players_get_player (people, i);

      g_ptr_array_add (import->table_ids, g_strdup (tablee_player_get_id (player)));
      g_ptr_array_add (names, (gpointer) tablee_player_get_name (player));
    }
  g_ptr_array_add (names, NULL);

  /* Proposed: by uuid, then by name. */
  tablee_bgstats_file_match_table (import->file, n_people,
                                   (const char * const *) import->table_ids->pdata + 1,
                                   (const char * const *) names->pdata + 1);

  for (guint i = 0; i < tablee_bgstats_file_get_n_players (import->file); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *choice = gtk_drop_down_new_from_strings ((const char * const *) names->pdata);
      const char *match = tablee_bgstats_file_get_player_match (import->file, i);
      const char *name = tablee_bgstats_file_get_player_name (import->file, i);

      for (guint j = 1; j < import->table_ids->len && match != NULL; j++)
        if (g_str_equal (match, g_ptr_array_index (import->table_ids, j)))
          gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), j);
      gtk_widget_set_valign (choice, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      /* Its toggle, which takes the focus, too. */
      tablee_accessible_name_buttons_by_text (choice);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), choice);
      gtk_list_box_append (import->list, row);
      g_ptr_array_add (import->choices, choice);
    }

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The file has %u game of Tablée. Who is who at the table?",
                                       "The file has %u games of Tablée. Who is who at the table?", n_plays),
                          n_plays);
  adw_message_dialog_set_body (import->dialog, body);
  gtk_stack_set_visible_child_name (import->stack, n_plays > 0 ? "players" : "none");
  adw_message_dialog_set_response_enabled (import->dialog, "import", n_plays > 0);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Import *import = user_data;
  g_autoptr(GError) error = NULL;
  TableeBgstatsFile *file = g_task_propagate_pointer (G_TASK (result), &error);

  /* Cancelled: the dialog is gone, and import with it. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (file == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The history could not be imported: %s"), error->message);

      tablee_add_toast (GTK_WIDGET (import->page), tablee_toast_new_plain (text));
      gtk_window_destroy (GTK_WINDOW (import->dialog));
      return;
    }

  import->file = file;
  fill_preview (import);
}

void
tablee_history_page_import_bgstats (TableeHistoryPage *page,
                                    GFile             *file)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));
  Import *import = g_new0 (Import, 1);
  g_autoptr(GTask) task = NULL;
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *stack = gtk_stack_new ();

  g_return_if_fail (TABLEE_IS_HISTORY_PAGE (page));
  g_return_if_fail (G_IS_FILE (file));

  import->page = g_object_ref (page);
  import->cancellable = g_cancellable_new ();
  import->dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                               _("Import from BG Stats"),
                                                               _("Reading the file…")));
  import->list = GTK_LIST_BOX (list);
  import->stack = GTK_STACK (stack);

  gtk_list_box_set_selection_mode (import->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_stack_add_named (import->stack, spinner, "reading");
  gtk_stack_add_named (import->stack, scrolled, "players");
  gtk_stack_add_named (import->stack, gtk_label_new (_("None of its plays is of a game of Tablée.")), "none");
  adw_message_dialog_set_extra_child (import->dialog, stack);

  adw_message_dialog_add_responses (import->dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (import->dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (import->dialog, "import", FALSE);
  adw_message_dialog_set_default_response (import->dialog, "import");
  adw_message_dialog_set_close_response (import->dialog, "cancel");
  /* Each answer is named by its text, not by its text and mnemonic. */
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (import->dialog));
  g_signal_connect (import->dialog, "response", G_CALLBACK (response_cb), import);
  /* The dialog owns the import: closing it cancels the reading. */
  g_object_set_data_full (G_OBJECT (import->dialog), "tablee-import", import, (GDestroyNotify) import_free);

  task = g_task_new (NULL, import->cancellable, read_done_cb, import);
  g_task_set_source_tag (task, tablee_history_page_import_bgstats);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_in_thread);

  gtk_window_present (GTK_WINDOW (import->dialog));
}

static void
import_bgstats_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Exports of BG Stats"));
  gtk_file_filter_add_suffix (filter, "bgsplay");
  gtk_file_filter_add_suffix (filter, "json");
  _tablee_history_page_choose_import (TABLEE_HISTORY_PAGE (widget), _("Import from BG Stats"), filter,
                                      tablee_history_page_import_bgstats);
}

void
tablee_history_page_open (TableeHistoryPage *self,
                          GFile             *file)
{
  g_autofree char *name = NULL;

  g_return_if_fail (TABLEE_IS_HISTORY_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  name = g_file_get_basename (file);
  if (name != NULL && g_str_has_suffix (name, ".bgsplay"))
    tablee_history_page_import_bgstats (self, file);
  else
    tablee_history_page_import (self, file);
}

void
tablee_history_page_class_add_bgstats (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "history.export-bgstats", NULL, export_bgstats_action);
  gtk_widget_class_install_action (widget_class, "history.import-bgstats", NULL, import_bgstats_action);
}
