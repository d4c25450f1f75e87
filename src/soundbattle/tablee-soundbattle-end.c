/* tablee-soundbattle-end.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-accessible.h"
#include "tablee-history.h"
#include "tablee-soundbattle-end.h"
#include "tablee-soundbattle-referee.h"

struct _TableeSoundbattleEnd
{
  GObject             parent_instance;

  /* Borrowed: the page owns this object. */
  TableeGamePage     *page;
  /* The question showing, a weak pointer. */
  AdwMessageDialog   *dialog;

  /* Owned: the game's "changed". */
  GSignalGroup       *game_signals;
  /* The match ended midway last, as the History has it, and the label of
   * the step that ended it: while undo and redo can reach that step, the
   * entry follows them, in the History kept open meanwhile. */
  TableeHistory      *history;
  TableeHistoryEntry *ended;
  char               *label;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleEnd, tablee_soundbattle_end, G_TYPE_OBJECT)

static TableeSoundbattleReferee *
referee (TableeSoundbattleEnd *self)
{
  return TABLEE_SOUNDBATTLE_REFEREE (tablee_game_page_get_game (self->page));
}

/* Undo back into the match ended takes it out of the History: it goes on,
 * and will be recorded when it ends. Redo of the end puts it back. Any
 * other step leaves the History alone. */
static void
game_changed_cb (TableeSoundbattleEnd *self)
{
  TableeGame *game = tablee_game_page_get_game (self->page);
  gboolean over;
  int position;

  if (self->ended == NULL || tablee_history_entry_get_started (self->ended) != tablee_game_get_started (game))
    return;

  position = tablee_history_find (self->history, self->ended);
  over = tablee_soundbattle_referee_get_phase (referee (self)) == TABLEE_SOUNDBATTLE_PHASE_SETUP;
  if (position >= 0 && !over && g_strcmp0 (tablee_game_get_redo_label (game), self->label) == 0)
    g_object_unref (tablee_history_remove (self->history, position));
  else if (position < 0 && over && g_strcmp0 (tablee_game_get_undo_label (game), self->label) == 0)
    tablee_history_add (self->history, self->ended);
}

/* Records what was played, when anything was, and ends the match. */
static void
end_match (TableeSoundbattleEnd *self)
{
  TableeGame *game = tablee_game_page_get_game (self->page);
  const TableeSoundbattleState *st = tablee_soundbattle_referee_get_state (referee (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(TableeHistory) history = NULL;
  gboolean recorded = FALSE;

  if (st->phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER)
    {
      /* Won, the match is in the History already. */
      tablee_soundbattle_referee_end_match (referee (self));
      return;
    }

  if (st->records->len > 0)
    {
      history = tablee_history_dup_default (&error);
      if (error != NULL)
        tablee_game_page_show_toast (self->page, error->message, NULL, NULL);
      recorded = history != NULL && tablee_history_record (history, game);
      if (recorded)
        {
          g_clear_object (&self->ended);
          self->ended = tablee_history_lookup (history, game);
          g_set_object (&self->history, history);
        }
    }

  tablee_soundbattle_referee_end_match (referee (self));
  if (recorded)
    {
      g_free (self->label);
      self->label = g_strdup (tablee_game_get_undo_label (game));
    }

  tablee_game_page_show_toast (self->page,
                               recorded ? _("Match ended and saved in the History") : _("Match ended"),
                               _("_Undo"), "game.undo");
}

static void
response_cb (TableeSoundbattleEnd *self,
             const char           *response)
{
  if (g_strcmp0 (response, "end") == 0 &&
      tablee_soundbattle_referee_get_phase (referee (self)) != TABLEE_SOUNDBATTLE_PHASE_SETUP)
    end_match (self);
}

void
tablee_soundbattle_end_request (TableeSoundbattleEnd *self)
{
  const TableeSoundbattleState *st;
  GtkRoot *root;
  g_autoptr(GString) body = NULL;
  guint n_tricks;

  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_END (self));

  st = tablee_soundbattle_referee_get_state (referee (self));
  n_tricks = st->records->len;
  if (st->phase == TABLEE_SOUNDBATTLE_PHASE_SETUP)
    return;
  /* Nothing played would be lost: the step is taken back as any other. */
  if (st->phase == TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER || (n_tricks == 0 && st->pot == 0))
    {
      end_match (self);
      return;
    }
  if (self->dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->dialog));
      return;
    }

  body = g_string_new (NULL);
  if (n_tricks > 0)
    g_string_append_printf (body, ngettext ("%u trick played goes to the History as the match stands.",
                                            "%u tricks played go to the History as the match stands.",
                                            n_tricks), n_tricks);
  if (st->pot > 0)
    {
      if (body->len > 0)
        g_string_append_c (body, ' ');
      g_string_append_printf (body, ngettext ("%u card on the table wins nothing.",
                                              "%u cards on the table win nothing.",
                                              st->pot), st->pot);
    }
  g_string_append_c (body, ' ');
  g_string_append (body, _("Undo brings the match back."));

  root = gtk_widget_get_root (GTK_WIDGET (self->page));
  self->dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                             _("End the Match?"), body->str));
  g_object_add_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
  adw_message_dialog_add_responses (self->dialog, "cancel", _("_Keep Playing"), "end", _("_End the Match"), NULL);
  adw_message_dialog_set_response_appearance (self->dialog, "end", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (self->dialog, "cancel");
  adw_message_dialog_set_close_response (self->dialog, "cancel");
  /* Each answer is named by its text, not by its text and mnemonic. */
  tablee_accessible_name_buttons_by_text (GTK_WIDGET (self->dialog));
  g_signal_connect_object (self->dialog, "response", G_CALLBACK (response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->dialog));
}

static void
tablee_soundbattle_end_dispose (GObject *object)
{
  TableeSoundbattleEnd *self = TABLEE_SOUNDBATTLE_END (object);

  if (self->dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
      gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
    }
  g_clear_object (&self->game_signals);
  g_clear_object (&self->ended);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (tablee_soundbattle_end_parent_class)->dispose (object);
}

static void
tablee_soundbattle_end_finalize (GObject *object)
{
  TableeSoundbattleEnd *self = TABLEE_SOUNDBATTLE_END (object);

  g_free (self->label);

  G_OBJECT_CLASS (tablee_soundbattle_end_parent_class)->finalize (object);
}

static void
tablee_soundbattle_end_class_init (TableeSoundbattleEndClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_soundbattle_end_dispose;
  object_class->finalize = tablee_soundbattle_end_finalize;
}

static void
tablee_soundbattle_end_init (TableeSoundbattleEnd *self)
{
  self->game_signals = g_signal_group_new (TABLEE_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (game_changed_cb), self);
}

TableeSoundbattleEnd *
tablee_soundbattle_end_new (TableeGamePage *page)
{
  TableeSoundbattleEnd *self;

  g_return_val_if_fail (TABLEE_IS_GAME_PAGE (page), NULL);

  self = g_object_new (TABLEE_TYPE_SOUNDBATTLE_END, NULL);
  self->page = page;
  g_signal_group_set_target (self->game_signals, tablee_game_page_get_game (page));

  return self;
}
