/* tablee-wav.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* 16-bit PCM mono WAV, the format libcanberra plays (it refuses 32-bit). */
GBytes   *tablee_wav_encode (const gint16  *samples,
                             gsize          n_samples,
                             guint          rate);
gboolean  tablee_wav_write  (const char    *path,
                             const gint16  *samples,
                             gsize          n_samples,
                             guint          rate,
                             GError       **error);
/* Parses what tablee_wav_encode() writes (16-bit PCM mono). */
gint16   *tablee_wav_decode (GBytes        *bytes,
                             gsize         *n_samples,
                             guint         *rate,
                             GError       **error);

G_END_DECLS
