/* tablee-recorder-sink.h: a sound sink for the tests, which records what
 * would have been played instead of playing it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-clock.h"
#include "tablee-sound.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_RECORDER_SINK (tablee_recorder_sink_get_type ())

G_DECLARE_FINAL_TYPE (TableeRecorderSink, tablee_recorder_sink, TABLEE, RECORDER_SINK, GObject)

typedef struct {
  char   *path;
  char   *event_id;
  double  volume_db;
  gint64  time_us;   /* on the recorder's clock */
  /* The file was cached under its event id before it played. */
  gboolean cached;
} TableeRecordedSound;

/* Records what would have been played, with the time on clock (NULL: the
 * default clock). */
TableeSoundSink           *tablee_recorder_sink_new     (gpointer            clock);
guint                      tablee_recorder_sink_get_n_played (TableeRecorderSink *self);
const TableeRecordedSound *tablee_recorder_sink_get_played   (TableeRecorderSink *self,
                                                              guint               index);
void                       tablee_recorder_sink_clear        (TableeRecorderSink *self);
/* How many times everything playing was cancelled. */
guint                      tablee_recorder_sink_get_n_cancelled (TableeRecorderSink *self);
/* How many files are cached, each under its own event id. */
guint                      tablee_recorder_sink_get_n_cached    (TableeRecorderSink *self);

G_END_DECLS
