/* tablee-soundbattle-now-playing.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-soundbattle"

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-soundbattle-now-playing.h"

struct _TableeSoundbattleNowPlaying
{
  AdwBin       parent_instance;

  /* Template widgets */
  GtkRevealer *revealer;
  GtkLabel    *label;

  /* Owned */
  GStrv        descriptions;
  double      *starts;     /* seconds from the start, per card */
  double       length;     /* seconds */
  guint        n_cards;
  gint64       started;    /* monotonic time, microseconds */
  int          shown;      /* the card shown, -1: none */
  guint        timeout_id;
};

G_DEFINE_FINAL_TYPE (TableeSoundbattleNowPlaying, tablee_soundbattle_now_playing, ADW_TYPE_BIN)

static gboolean tick_cb (gpointer user_data);

static void
show_card (TableeSoundbattleNowPlaying *self,
           int                          card)
{
  g_autofree char *text = NULL;

  self->shown = card;
  if (card < 0)
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      gtk_label_set_text (self->label, "");
      return;
    }

  /* Translators: which card plays, of how many, and what it is, e.g.
   * "Playing 1 of 2: 30 dB". */
  text = g_strdup_printf (_("Playing %u of %u: %s"), card + 1, self->n_cards,
                          self->descriptions[card]);
  gtk_label_set_text (self->label, text);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

/* Shows the card playing now, from the monotonic clock, and wakes up at
 * the next change. */
static void
update (TableeSoundbattleNowPlaying *self)
{
  double elapsed = (g_get_monotonic_time () - self->started) / (double) G_USEC_PER_SEC;
  double next = self->length;
  int card = -1;

  g_clear_handle_id (&self->timeout_id, g_source_remove);

  if (elapsed < self->length)
    {
      /* Between two cards, the one just heard stays. */
      for (guint i = 0; i < self->n_cards; i++)
        {
          if (self->starts[i] <= elapsed)
            card = (int) i;
          else
            {
              next = self->starts[i];
              break;
            }
        }
      self->timeout_id = g_timeout_add (MAX (1, (guint) ((next - elapsed) * 1000) + 1), tick_cb, self);
    }

  if (card != self->shown)
    show_card (self, card);
}

static gboolean
tick_cb (gpointer user_data)
{
  TableeSoundbattleNowPlaying *self = user_data;

  self->timeout_id = 0;
  update (self);

  return G_SOURCE_REMOVE;
}

static void
tablee_soundbattle_now_playing_dispose (GObject *object)
{
  TableeSoundbattleNowPlaying *self = TABLEE_SOUNDBATTLE_NOW_PLAYING (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  /* The revealer is the bin's child and a template child: let it go once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TABLEE_TYPE_SOUNDBATTLE_NOW_PLAYING);

  G_OBJECT_CLASS (tablee_soundbattle_now_playing_parent_class)->dispose (object);
}

static void
tablee_soundbattle_now_playing_finalize (GObject *object)
{
  TableeSoundbattleNowPlaying *self = TABLEE_SOUNDBATTLE_NOW_PLAYING (object);

  g_clear_pointer (&self->descriptions, g_strfreev);
  g_clear_pointer (&self->starts, g_free);

  G_OBJECT_CLASS (tablee_soundbattle_now_playing_parent_class)->finalize (object);
}

static void
tablee_soundbattle_now_playing_class_init (TableeSoundbattleNowPlayingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tablee_soundbattle_now_playing_dispose;
  object_class->finalize = tablee_soundbattle_now_playing_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-soundbattle-now-playing.ui");
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleNowPlaying, revealer);
  gtk_widget_class_bind_template_child (widget_class, TableeSoundbattleNowPlaying, label);
}

static void
tablee_soundbattle_now_playing_init (TableeSoundbattleNowPlaying *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown = -1;
}

void
tablee_soundbattle_now_playing_start (TableeSoundbattleNowPlaying *self,
                                      const TableeSoundCard       *cards,
                                      const char * const          *descriptions,
                                      guint                        n_cards,
                                      double                       gap_s)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_NOW_PLAYING (self));
  g_return_if_fail (n_cards == 0 || (cards != NULL && descriptions != NULL));

  g_clear_pointer (&self->descriptions, g_strfreev);
  g_clear_pointer (&self->starts, g_free);
  self->descriptions = g_new0 (char *, n_cards + 1);
  for (guint i = 0; i < n_cards; i++)
    self->descriptions[i] = g_strdup (descriptions[i]);
  self->starts = g_new0 (double, MAX (n_cards, 1));
  self->length = tablee_synth_sequence_starts (cards, n_cards, gap_s, self->starts);
  self->n_cards = n_cards;
  self->started = g_get_monotonic_time ();
  self->shown = -1;
  update (self);
}

void
tablee_soundbattle_now_playing_stop (TableeSoundbattleNowPlaying *self)
{
  g_return_if_fail (TABLEE_IS_SOUNDBATTLE_NOW_PLAYING (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->length = 0;
  show_card (self, -1);
}

const char *
tablee_soundbattle_now_playing_get_text (TableeSoundbattleNowPlaying *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUNDBATTLE_NOW_PLAYING (self), NULL);

  return self->shown >= 0 ? gtk_label_get_text (self->label) : NULL;
}
