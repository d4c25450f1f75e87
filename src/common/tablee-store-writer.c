/* tablee-store-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-store"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "tablee-store-writer.h"

struct _TableeStoreTarget
{
  gatomicrefcount     ref_count;

  /* Main thread only. */
  TableeStoreWritten  written;
  gpointer            owner;

  /* Under writer_lock. */
  char               *path;
  /* A write not yet taken by the thread, which newer bytes replace. */
  struct _WriteJob   *waiting;
};

typedef struct _WriteJob
{
  TableeStoreTarget *target;
  GBytes            *bytes;
  GError            *error;
} WriteJob;

/* One thread writes, so that the writes of a file happen in the order they
 * were made; the main thread only serialises. */
static GMutex        writer_lock;
static GCond         writer_cond;
static GQueue        queued = G_QUEUE_INIT;
static GQueue        done = G_QUEUE_INIT;
static gboolean      writing;
static gboolean      report_scheduled;
static GMainContext *main_context;
static gint          injected_errno;

static TableeStoreTarget *
target_ref (TableeStoreTarget *target)
{
  g_atomic_ref_count_inc (&target->ref_count);
  return target;
}

static void
target_unref (TableeStoreTarget *target)
{
  if (g_atomic_ref_count_dec (&target->ref_count))
    {
      g_free (target->path);
      g_free (target);
    }
}

static void
write_job_free (WriteJob *job)
{
  target_unref (job->target);
  g_bytes_unref (job->bytes);
  g_clear_error (&job->error);
  g_free (job);
}

static gboolean
write_file (const char  *path,
            GBytes      *bytes,
            GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int err_no = g_atomic_int_get (&injected_errno);

  if (err_no == 0 && g_mkdir_with_parents (dir, 0700) != 0)
    err_no = errno;
  if (err_no != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err_no),
                   "Could not write %s: %s", path, g_strerror (err_no));
      return FALSE;
    }

  return g_file_set_contents_full (path,
                                   g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes),
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600,
                                   error);
}

static void
report_outcomes (void)
{
  GQueue outcomes = G_QUEUE_INIT;
  WriteJob *job;

  g_mutex_lock (&writer_lock);
  outcomes = done;
  g_queue_init (&done);
  report_scheduled = FALSE;
  g_mutex_unlock (&writer_lock);

  while ((job = g_queue_pop_head (&outcomes)) != NULL)
    {
      if (job->target->written != NULL)
        job->target->written (job->target->owner, job->error);
      write_job_free (job);
    }
}

static gboolean
report_outcomes_cb (gpointer data)
{
  report_outcomes ();

  return G_SOURCE_REMOVE;
}

static gpointer
writer_thread (gpointer data)
{
  g_mutex_lock (&writer_lock);
  for (;;)
    {
      g_autofree char *path = NULL;
      WriteJob *job;
      gboolean schedule;

      while (g_queue_is_empty (&queued))
        g_cond_wait (&writer_cond, &writer_lock);

      job = g_queue_pop_head (&queued);
      if (job->target->waiting == job)
        job->target->waiting = NULL;
      path = g_strdup (job->target->path);
      writing = TRUE;
      g_mutex_unlock (&writer_lock);

      write_file (path, job->bytes, &job->error);

      g_mutex_lock (&writer_lock);
      writing = FALSE;
      g_queue_push_tail (&done, job);
      schedule = !report_scheduled;
      report_scheduled = TRUE;
      g_cond_broadcast (&writer_cond);
      if (schedule)
        {
          /* Not g_main_context_invoke(): it would report here, on this
           * thread, whenever the main context is not running. */
          GSource *source = g_idle_source_new ();

          g_mutex_unlock (&writer_lock);
          g_source_set_callback (source, report_outcomes_cb, NULL, NULL);
          g_source_set_static_name (source, "[tablee] store outcomes");
          g_source_attach (source, main_context);
          g_source_unref (source);
          g_mutex_lock (&writer_lock);
        }
    }

  return NULL;
}

TableeStoreTarget *
tablee_store_target_new (const char         *path,
                         TableeStoreWritten  written,
                         gpointer            owner)
{
  TableeStoreTarget *target = g_new0 (TableeStoreTarget, 1);

  g_atomic_ref_count_init (&target->ref_count);
  target->path = g_strdup (path);
  target->written = written;
  target->owner = owner;

  return target;
}

void
tablee_store_target_set_path (TableeStoreTarget *target,
                              const char        *path)
{
  g_mutex_lock (&writer_lock);
  g_free (target->path);
  target->path = g_strdup (path);
  g_mutex_unlock (&writer_lock);
}

void
tablee_store_target_disown (TableeStoreTarget *target)
{
  target->written = NULL;
  target->owner = NULL;
  target_unref (target);
}

void
tablee_store_writer_queue (TableeStoreTarget *target,
                           GBytes            *bytes)
{
  static GThread *thread;

  g_mutex_lock (&writer_lock);
  if (thread == NULL)
    {
      main_context = g_main_context_ref_thread_default ();
      thread = g_thread_new ("tablee-store", writer_thread, NULL);
    }

  if (target->waiting != NULL)
    {
      /* Only the newest state matters: it takes the older one's turn. */
      g_bytes_unref (target->waiting->bytes);
      target->waiting->bytes = g_bytes_ref (bytes);
    }
  else
    {
      WriteJob *job = g_new0 (WriteJob, 1);

      job->target = target_ref (target);
      job->bytes = g_bytes_ref (bytes);
      target->waiting = job;
      g_queue_push_tail (&queued, job);
      g_cond_broadcast (&writer_cond);
    }
  g_mutex_unlock (&writer_lock);
}

gboolean
tablee_store_writer_wait (gint64 timeout_us)
{
  gint64 end = g_get_monotonic_time () + timeout_us;
  gboolean idle;

  g_mutex_lock (&writer_lock);
  while ((writing || !g_queue_is_empty (&queued)) &&
         g_cond_wait_until (&writer_cond, &writer_lock, end))
    ;
  idle = !writing && g_queue_is_empty (&queued);
  g_mutex_unlock (&writer_lock);

  report_outcomes ();

  return idle;
}

void
tablee_store_writer_inject_errno (int err_no)
{
  g_atomic_int_set (&injected_errno, err_no);
}
