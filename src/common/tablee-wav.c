/* tablee-wav.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-wav"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "tablee-wav.h"

#define HEADER_SIZE 44

static void
put_u32 (guint8  *p,
         guint32  value)
{
  value = GUINT32_TO_LE (value);
  memcpy (p, &value, 4);
}

static void
put_u16 (guint8  *p,
         guint16  value)
{
  value = GUINT16_TO_LE (value);
  memcpy (p, &value, 2);
}

static guint32
get_u32 (const guint8 *p)
{
  guint32 value;

  memcpy (&value, p, 4);
  return GUINT32_FROM_LE (value);
}

static guint16
get_u16 (const guint8 *p)
{
  guint16 value;

  memcpy (&value, p, 2);
  return GUINT16_FROM_LE (value);
}

GBytes *
tablee_wav_encode (const gint16 *samples,
                   gsize         n_samples,
                   guint         rate)
{
  gsize data_size = n_samples * 2;
  guint8 *buffer;

  g_return_val_if_fail (samples != NULL || n_samples == 0, NULL);
  g_return_val_if_fail (rate > 0, NULL);
  g_return_val_if_fail (data_size <= G_MAXUINT32 - HEADER_SIZE, NULL);

  buffer = g_malloc (HEADER_SIZE + data_size);

  memcpy (buffer, "RIFF", 4);
  put_u32 (buffer + 4, (guint32) (36 + data_size));
  memcpy (buffer + 8, "WAVE", 4);
  memcpy (buffer + 12, "fmt ", 4);
  put_u32 (buffer + 16, 16);            /* size of the fmt chunk */
  put_u16 (buffer + 20, 1);             /* PCM */
  put_u16 (buffer + 22, 1);             /* mono */
  put_u32 (buffer + 24, rate);
  put_u32 (buffer + 28, rate * 2);      /* bytes per second */
  put_u16 (buffer + 32, 2);             /* bytes per frame */
  put_u16 (buffer + 34, 16);            /* bits per sample */
  memcpy (buffer + 36, "data", 4);
  put_u32 (buffer + 40, (guint32) data_size);

  for (gsize i = 0; i < n_samples; i++)
    put_u16 (buffer + HEADER_SIZE + 2 * i, (guint16) samples[i]);

  return g_bytes_new_take (buffer, HEADER_SIZE + data_size);
}

gboolean
tablee_wav_write (const char    *path,
                  const gint16  *samples,
                  gsize          n_samples,
                  guint          rate,
                  GError       **error)
{
  g_autoptr(GBytes) bytes = tablee_wav_encode (samples, n_samples, rate);

  g_return_val_if_fail (path != NULL, FALSE);

  return g_file_set_contents_full (path,
                                   g_bytes_get_data (bytes, NULL),
                                   (gssize) g_bytes_get_size (bytes),
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

gint16 *
tablee_wav_decode (GBytes  *bytes,
                   gsize   *n_samples,
                   guint   *rate,
                   GError **error)
{
  const guint8 *data;
  gsize size;
  gsize pos = 12;
  gboolean have_format = FALSE;
  guint sample_rate = 0;

  g_return_val_if_fail (bytes != NULL, NULL);

  data = g_bytes_get_data (bytes, &size);

  if (size < 12 || memcmp (data, "RIFF", 4) != 0 || memcmp (data + 8, "WAVE", 4) != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "Not a WAV file");
      return NULL;
    }

  /* Walk the chunks: the format first, then the samples. */
  while (pos + 8 <= size)
    {
      const guint8 *chunk = data + pos;
      guint32 chunk_size = get_u32 (chunk + 4);

      if (chunk_size > size - pos - 8)
        break;

      if (memcmp (chunk, "fmt ", 4) == 0 && chunk_size >= 16)
        {
          if (get_u16 (chunk + 8) != 1 || get_u16 (chunk + 10) != 1 || get_u16 (chunk + 22) != 16)
            {
              g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                   "Only 16-bit PCM mono WAV is supported");
              return NULL;
            }
          sample_rate = get_u32 (chunk + 12);
          have_format = TRUE;
        }
      else if (memcmp (chunk, "data", 4) == 0 && have_format)
        {
          gsize n = chunk_size / 2;
          gint16 *samples = g_new (gint16, MAX (n, 1));

          for (gsize i = 0; i < n; i++)
            samples[i] = (gint16) get_u16 (chunk + 8 + 2 * i);

          if (n_samples != NULL)
            *n_samples = n;
          if (rate != NULL)
            *rate = sample_rate;
          return samples;
        }

      pos += 8 + chunk_size + (chunk_size & 1);
    }

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "The WAV file has no samples");
  return NULL;
}
