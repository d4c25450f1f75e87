/* gen-sounds.c: writes Tablée's own sounds as 16-bit PCM mono WAV files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sounds are synthesised here rather than recorded, so that they are
 * ours, reproducible, and small. libcanberra refuses 32-bit WAV, hence the
 * 16-bit samples. Usage: gen-sounds OUTPUT-DIR NAME...
 */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE 44100

typedef struct {
  float *data;
  size_t n;
} Buffer;

/* Every sound of ours starts and ends at zero: a part of a sound cut off
 * while it still rings is a click. Its last RELEASE seconds fade out on a
 * half cosine, down to exactly zero on its last sample. */
#define RELEASE 0.012

static double
release (size_t i,
         size_t count)
{
  size_t fade = (size_t) (RELEASE * RATE);
  size_t left = count - 1 - i;

  if (fade > count)
    fade = count;
  if (left >= fade)
    return 1.0;

  return 0.5 - 0.5 * cos (M_PI * (double) left / (double) fade);
}

static void
buffer_init (Buffer *buf,
             double  seconds)
{
  buf->n = (size_t) (seconds * RATE);
  buf->data = calloc (buf->n, sizeof (float));
  if (buf->data == NULL)
    abort ();
}

/* A sine blip with a short attack and an exponential decay, so that its
 * onset is sharp and easy to hear (and to measure) at the table. */
static void
add_blip (Buffer *buf,
          double  start,
          double  freq,
          double  length,
          double  amp,
          double  decay)
{
  size_t first = (size_t) (start * RATE);
  size_t count = (size_t) (length * RATE);

  if (first + count > buf->n)
    count = buf->n - first;

  for (size_t i = 0; i < count; i++)
    {
      double t = (double) i / RATE;
      double attack = t < 0.002 ? t / 0.002 : 1.0;
      double env = attack * exp (-t * decay) * release (i, count);

      buf->data[first + i] += (float) (amp * env * sin (2 * M_PI * freq * t));
    }
}

/* A burst of filtered noise: the rattle of a die or the swish of a card. */
static void
add_noise (Buffer   *buf,
           double    start,
           double    length,
           double    amp,
           double    decay,
           double    smooth,
           unsigned *seed)
{
  size_t first = (size_t) (start * RATE);
  size_t count = (size_t) (length * RATE);
  double last = 0;

  if (first + count > buf->n)
    count = buf->n - first;

  for (size_t i = 0; i < count; i++)
    {
      double t = (double) i / RATE;
      /* From silence too: a burst that starts at full level clicks. */
      double attack = t < 0.001 ? t / 0.001 : 1.0;
      double white;

      *seed = *seed * 1103515245u + 12345u;
      white = ((double) ((*seed >> 8) & 0xffff) / 32768.0) - 1.0;
      last = last * smooth + white * (1.0 - smooth);
      buf->data[first + i] += (float) (amp * attack * last * exp (-t * decay) * release (i, count));
    }
}

static void
put_u32 (FILE     *f,
         uint32_t  v)
{
  unsigned char b[4] = { v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff };
  fwrite (b, 1, 4, f);
}

static void
put_u16 (FILE     *f,
         uint16_t  v)
{
  unsigned char b[2] = { v & 0xff, (v >> 8) & 0xff };
  fwrite (b, 1, 2, f);
}

static int
write_wav (const char   *path,
           const Buffer *buf)
{
  FILE *f = fopen (path, "wb");
  uint32_t data_bytes = (uint32_t) (buf->n * 2);

  if (f == NULL)
    {
      perror (path);
      return 1;
    }

  fwrite ("RIFF", 1, 4, f);
  put_u32 (f, 36 + data_bytes);
  fwrite ("WAVEfmt ", 1, 8, f);
  put_u32 (f, 16);
  put_u16 (f, 1);          /* PCM */
  put_u16 (f, 1);          /* mono */
  put_u32 (f, RATE);
  put_u32 (f, RATE * 2);
  put_u16 (f, 2);
  put_u16 (f, 16);
  fwrite ("data", 1, 4, f);
  put_u32 (f, data_bytes);

  for (size_t i = 0; i < buf->n; i++)
    {
      double v = buf->data[i];

      if (v > 1.0)
        v = 1.0;
      else if (v < -1.0)
        v = -1.0;
      put_u16 (f, (uint16_t) (int16_t) lrint (v * 32767.0));
    }

  return fclose (f) == 0 ? 0 : 1;
}

static int
make_sound (const char *dir,
            const char *name)
{
  Buffer buf;
  unsigned seed = 20261122;
  char path[4096];
  int ret;

  if (strcmp (name, "tick") == 0)
    {
      buffer_init (&buf, 0.08);
      add_blip (&buf, 0, 1760, 0.08, 0.6, 60);
    }
  else if (strcmp (name, "tick-urgent") == 0)
    {
      buffer_init (&buf, 0.15);
      add_blip (&buf, 0, 2637, 0.15, 0.75, 30);
      add_blip (&buf, 0, 1319, 0.15, 0.3, 30);
    }
  else if (strcmp (name, "timeout") == 0)
    {
      buffer_init (&buf, 0.9);
      add_blip (&buf, 0.00, 880, 0.3, 0.6, 6);
      add_blip (&buf, 0.25, 659, 0.3, 0.6, 6);
      add_blip (&buf, 0.50, 440, 0.4, 0.7, 5);
    }
  else if (strcmp (name, "dice") == 0)
    {
      buffer_init (&buf, 0.5);
      for (int i = 0; i < 7; i++)
        add_noise (&buf, i * 0.06 + (i % 3) * 0.008, 0.05, 0.7 - i * 0.07, 70, 0.3, &seed);
    }
  else if (strcmp (name, "reveal") == 0)
    {
      buffer_init (&buf, 0.35);
      add_noise (&buf, 0, 0.12, 0.35, 25, 0.6, &seed);
      add_blip (&buf, 0.08, 1047, 0.25, 0.45, 12);
      add_blip (&buf, 0.14, 1568, 0.2, 0.35, 14);
    }
  else
    {
      fprintf (stderr, "gen-sounds: unknown sound %s\n", name);
      return 1;
    }

  snprintf (path, sizeof path, "%s/%s.wav", dir, name);
  ret = write_wav (path, &buf);
  free (buf.data);

  return ret;
}

int
main (int   argc,
      char *argv[])
{
  int ret = 0;

  if (argc < 3)
    {
      fprintf (stderr, "usage: gen-sounds OUTPUT-DIR NAME...\n");
      return 2;
    }

  for (int i = 2; i < argc; i++)
    ret |= make_sound (argv[1], argv[i]);

  return ret;
}
