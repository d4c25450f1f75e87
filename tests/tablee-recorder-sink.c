/* tablee-recorder-sink.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-recorder-sink.h"

struct _TableeRecorderSink
{
  GObject      parent_instance;

  TableeClock *clock;
  /* Owned: TableeRecordedSound */
  GArray      *played;
  guint        n_cancelled;
  /* event id -> path of the files cached */
  GHashTable  *cached;
};

static void recorder_sink_iface_init (TableeSoundSinkInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeRecorderSink, tablee_recorder_sink, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SOUND_SINK, recorder_sink_iface_init))

static gboolean
recorder_sink_is_available (TableeSoundSink *sink)
{
  return TRUE;
}

static gboolean
recorder_sink_play_file (TableeSoundSink  *sink,
                         const char       *path,
                         const char       *event_id,
                         double            volume_db,
                         GError          **error)
{
  TableeRecorderSink *self = TABLEE_RECORDER_SINK (sink);
  TableeRecordedSound sound;

  sound.path = g_strdup (path);
  sound.event_id = g_strdup (event_id);
  sound.volume_db = volume_db;
  sound.time_us = tablee_clock_get_time (self->clock);
  sound.cached = event_id != NULL && g_strcmp0 (g_hash_table_lookup (self->cached, event_id), path) == 0;
  g_array_append_val (self->played, sound);

  return TRUE;
}

static void
recorder_sink_cancel_all (TableeSoundSink *sink)
{
  TABLEE_RECORDER_SINK (sink)->n_cancelled++;
}

static gboolean
recorder_sink_cache_file (TableeSoundSink  *sink,
                          const char       *path,
                          const char       *event_id,
                          GError          **error)
{
  TableeRecorderSink *self = TABLEE_RECORDER_SINK (sink);

  g_hash_table_replace (self->cached, g_strdup (event_id), g_strdup (path));
  return TRUE;
}

static void
recorder_sink_iface_init (TableeSoundSinkInterface *iface)
{
  iface->is_available = recorder_sink_is_available;
  iface->play_file = recorder_sink_play_file;
  iface->cache_file = recorder_sink_cache_file;
  iface->cancel_all = recorder_sink_cancel_all;
}

static void
recorded_sound_clear (gpointer data)
{
  TableeRecordedSound *sound = data;

  g_free (sound->path);
  g_free (sound->event_id);
}

static void
tablee_recorder_sink_dispose (GObject *object)
{
  TableeRecorderSink *self = (TableeRecorderSink *)object;

  g_clear_object (&self->clock);

  G_OBJECT_CLASS (tablee_recorder_sink_parent_class)->dispose (object);
}

static void
tablee_recorder_sink_finalize (GObject *object)
{
  TableeRecorderSink *self = (TableeRecorderSink *)object;

  g_array_unref (self->played);
  g_hash_table_unref (self->cached);

  G_OBJECT_CLASS (tablee_recorder_sink_parent_class)->finalize (object);
}

static void
tablee_recorder_sink_class_init (TableeRecorderSinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_recorder_sink_dispose;
  object_class->finalize = tablee_recorder_sink_finalize;
}

static void
tablee_recorder_sink_init (TableeRecorderSink *self)
{
  self->played = g_array_new (FALSE, FALSE, sizeof (TableeRecordedSound));
  g_array_set_clear_func (self->played, recorded_sound_clear);
  self->cached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

TableeSoundSink *
tablee_recorder_sink_new (gpointer clock)
{
  TableeRecorderSink *self;

  g_return_val_if_fail (clock == NULL || TABLEE_IS_CLOCK (clock), NULL);

  self = g_object_new (TABLEE_TYPE_RECORDER_SINK, NULL);
  self->clock = g_object_ref (clock != NULL ? clock : tablee_clock_get_default ());

  return TABLEE_SOUND_SINK (self);
}

guint
tablee_recorder_sink_get_n_played (TableeRecorderSink *self)
{
  g_return_val_if_fail (TABLEE_IS_RECORDER_SINK (self), 0);

  return self->played->len;
}

const TableeRecordedSound *
tablee_recorder_sink_get_played (TableeRecorderSink *self,
                                 guint               index)
{
  g_return_val_if_fail (TABLEE_IS_RECORDER_SINK (self), NULL);
  g_return_val_if_fail (index < self->played->len, NULL);

  return &g_array_index (self->played, TableeRecordedSound, index);
}

void
tablee_recorder_sink_clear (TableeRecorderSink *self)
{
  g_return_if_fail (TABLEE_IS_RECORDER_SINK (self));

  g_array_set_size (self->played, 0);
}

guint
tablee_recorder_sink_get_n_cancelled (TableeRecorderSink *self)
{
  g_return_val_if_fail (TABLEE_IS_RECORDER_SINK (self), 0);

  return self->n_cancelled;
}

guint
tablee_recorder_sink_get_n_cached (TableeRecorderSink *self)
{
  g_return_val_if_fail (TABLEE_IS_RECORDER_SINK (self), 0);

  return g_hash_table_size (self->cached);
}
