/* test-store-fault.c: nothing is lost, and the user is told the truth, when
 * the disk is full, the folder read-only, the file not a file, the file
 * cannot be set aside or another copy of Tablée writes the folder.
 *
 * As root (CI), the test runs in a mount namespace of its own and makes
 * the real thing: a full tmpfs, a read-only bind mount. Elsewhere, a full
 * disk is an injected write error and a read-only folder is chmod 0500.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store-counter.h"
#include "tablee-save-status.h"
#include "tablee-test-process.h"

/* Whether this process may mount file systems that only it sees. */
static gboolean own_mounts;

static TableeSaveStatus *
status (void)
{
  return tablee_save_status_get_default ();
}

static char *
data_dir (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tablee", NULL);

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  return g_steal_pointer (&dir);
}

/* The value the file on disk holds, read around the store. */
static guint
value_on_disk (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GVariant) file = NULL;
  g_autoptr(GVariant) state = NULL;
  gsize length;
  guint value = G_MAXUINT;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  file = g_variant_ref_sink (g_variant_new_from_data (G_VARIANT_TYPE_VARDICT, contents, length,
                                                      FALSE, NULL, NULL));
  state = g_variant_lookup_value (file, "state", G_VARIANT_TYPE_VARDICT);
  g_assert_nonnull (state);
  g_assert_true (g_variant_lookup (state, "value", "u", &value));
  return value;
}

/* Fills dir until nothing more fits; returns the filler's path. */
static char *
fill (const char *dir)
{
  char *filler = g_build_filename (dir, "filler", NULL);
  char block[4096] = { 0 };
  int fd = g_open (filler, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  while (write (fd, block, sizeof block) > 0)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  close (fd);
  return filler;
}

static void
test_full_disk (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *filler = NULL;
  TableeStore *store;
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autofree char *path = NULL;

  if (own_mounts)
    {
      g_test_message ("A real full disk: a 64 KiB tmpfs");
      g_assert_no_errno (mount ("tmpfs", dir, "tmpfs", 0, "size=64k,mode=0700"));
    }
  else
    g_test_message ("Not root: the full disk is an injected ENOSPC");

  store = tablee_store_new ("full", 1);
  path = g_strdup (tablee_store_get_path (store));
  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  test_counter_set (counter, 1);
  tablee_store_flush (store);
  g_assert_cmpuint (value_on_disk (path), ==, 1);

  if (own_mounts)
    filler = fill (dir);
  else
    tablee_store_inject_write_error (ENOSPC);

  /* The save fails: the window is told why, the game stays as it is. */
  test_counter_set (counter, 2);
  tablee_store_flush (store);
  g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_NO_SPACE);
  g_assert_true (tablee_save_status_get_asks_before_quit (status ()));
  g_assert_nonnull (strstr (tablee_save_status_get_message (status ()), "the disk is full"));
  g_assert_cmpuint (counter->value, ==, 2);
  g_assert_cmpuint (value_on_disk (path), ==, 1);
  /* Quitting now would lose the change: the last try says so. */
  g_assert_false (tablee_store_flush_all ());

  /* Room again: the retry saves the game by itself, and the banner goes. */
  if (own_mounts)
    g_assert_no_errno (g_unlink (filler));
  else
    tablee_store_inject_write_error (0);
  tablee_test_wait_for_save_failing (FALSE);
  g_assert_cmpuint (value_on_disk (path), ==, 2);
  g_assert_true (tablee_store_flush_all ());

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
  if (own_mounts)
    g_assert_no_errno (umount (dir));
}

/* Any other failure gives the system's reason, not a path. */
static void
test_other_error (void)
{
  TableeStore *store = tablee_store_new ("other", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autofree char *expected = NULL;

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  tablee_store_inject_write_error (EIO);
  test_counter_set (counter, 3);
  tablee_store_flush (store);
  g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_OTHER);
  expected = g_strdup_printf ("Tablée cannot save (%s). Your games stay open; saving will be tried again.",
                              g_strerror (EIO));
  g_assert_cmpstr (tablee_save_status_get_message (status ()), ==, expected);

  tablee_store_inject_write_error (0);
  tablee_store_retry_all ();
  tablee_store_flush (store);
  g_assert_false (tablee_save_status_get_failing (status ()));
  g_assert_cmpuint (value_on_disk (tablee_store_get_path (store)), ==, 3);
  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

/* The folder becomes read-only under the game, then writable again. */
static void
make_read_only (const char *dir,
                gboolean    read_only)
{
  if (own_mounts && read_only)
    {
      g_assert_no_errno (mount (dir, dir, "none", MS_BIND, NULL));
      g_assert_no_errno (mount ("none", dir, "none", MS_REMOUNT | MS_BIND | MS_RDONLY, NULL));
    }
  else if (own_mounts)
    g_assert_no_errno (umount (dir));
  else
    g_assert_no_errno (g_chmod (dir, read_only ? 0500 : 0700));
}

static void
test_read_only_dir (void)
{
  g_autofree char *dir = data_dir ();
  TableeStore *store = tablee_store_new ("readonly", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  const char *path = tablee_store_get_path (store);

  g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
  test_counter_set (counter, 10);
  tablee_store_flush (store);

  make_read_only (dir, TRUE);
  test_counter_set (counter, 11);
  tablee_store_flush (store);
  g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_READ_ONLY);
  g_assert_cmpuint (value_on_disk (path), ==, 10);
  g_assert_cmpuint (counter->value, ==, 11);

  make_read_only (dir, FALSE);
  tablee_test_wait_for_save_failing (FALSE);
  g_assert_cmpuint (value_on_disk (path), ==, 11);

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

/* A damaged file in a read-only folder: the message names no set-aside
 * file that was never made, and the file is never written over. */
static void
test_read_only_damaged (void)
{
  g_autofree char *dir = data_dir ();
  TableeStore *store = tablee_store_new ("damaged", 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autofree char *path = g_strdup (tablee_store_get_path (store));
  g_autofree char *moved = g_strconcat (path, ".moved", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "not a state", -1, NULL));
  make_read_only (dir, TRUE);

  g_assert_false (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
  g_assert_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_DAMAGED);
  g_test_message ("%s", error->message);
  g_assert_null (strstr (error->message, ".corrupt-"));
  g_assert_nonnull (strstr (error->message, "left untouched as “damaged.state”"));
  g_assert_cmpuint (count_set_aside (path), ==, 0);
  g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_KEPT_FILE);

  /* Writable again, the store still leaves the file alone. */
  make_read_only (dir, FALSE);
  test_counter_set (counter, 4);
  tablee_store_flush (store);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "not a state");
  g_assert_false (tablee_store_flush_all ());

  /* Once the user moved it, the game is saved. */
  g_assert_no_errno (g_rename (path, moved));
  tablee_store_retry_all ();
  tablee_store_flush (store);
  g_assert_false (tablee_save_status_get_failing (status ()));
  g_assert_cmpuint (value_on_disk (path), ==, 4);

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

/* The rename that would set a damaged file aside fails (its new name is
 * too long): the file is not deleted, and not written over. */
static void
test_name_too_long (void)
{
  g_autofree char *name = g_strnfill (240, 'n');
  TableeStore *store = tablee_store_new (name, 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autofree char *dir = data_dir ();
  g_autofree char *path = g_strdup (tablee_store_get_path (store));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "\x01\x02" "damaged", -1, NULL));
  g_assert_false (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "could not be set aside"));
  g_assert_null (strstr (error->message, ".corrupt-"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  test_counter_set (counter, 6);
  tablee_store_flush (store);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "\x01\x02" "damaged");
  g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_KEPT_FILE);
  g_assert_nonnull (strstr (tablee_save_status_get_message (status ()), "untouched"));

  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
  g_assert_false (tablee_save_status_get_failing (status ()));
}

/* A FIFO in place of the state file: the start does not hang on it. */
static void
test_fifo (void)
{
  if (g_test_subprocess ())
    {
      TableeStore *store = tablee_store_new ("fifo", 1);
      TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
      g_autofree char *dir = data_dir ();
      g_autofree char *path = g_strdup (tablee_store_get_path (store));
      g_autoptr(GError) error = NULL;

      g_assert_no_errno (mkfifo (path, 0600));
      g_assert_false (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
      g_assert_nonnull (strstr (error->message, "not a regular file"));
      g_assert_cmpuint (count_set_aside (path), ==, 1);

      test_counter_set (counter, 8);
      tablee_store_flush (store);
      g_assert_cmpuint (value_on_disk (path), ==, 8);
      g_assert_finalize_object (store);
      g_assert_finalize_object (counter);
      return;
    }

  g_test_trap_subprocess (NULL, 10 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A folder, and a file too large to be a state, are set aside too. */
static void
assert_refused (const char *name,
                const char *expected)
{
  TableeStore *store = tablee_store_new (name, 1);
  TestCounter *counter = g_object_new (TEST_TYPE_COUNTER, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tablee_store_attach (store, TABLEE_SAVEABLE (counter), &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
  g_assert_cmpuint (count_set_aside (tablee_store_get_path (store)), ==, 1);
  g_assert_finalize_object (store);
  g_assert_finalize_object (counter);
}

static void
test_directory (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *path = g_build_filename (dir, "folder.state", NULL);

  g_assert_no_errno (g_mkdir (path, 0700));
  assert_refused ("folder", "not a regular file");
}

static void
test_too_large (void)
{
  g_autofree char *dir = data_dir ();
  g_autofree char *path = g_build_filename (dir, "large.state", NULL);
  int fd = g_open (path, O_WRONLY | O_CREAT, 0600);

  /* Sparse: 65 MiB that take no room. */
  g_assert_cmpint (fd, >=, 0);
  g_assert_no_errno (ftruncate (fd, 65 * 1024 * 1024));
  close (fd);
  assert_refused ("large", "could not be read");
}

/* A second copy of Tablée, on the same data folder, writes nothing. */
static void
test_two_writers (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = data_dir ();
      g_autofree char *lock = g_build_filename (dir, "lock", NULL);
      g_autoptr(GError) error = NULL;
      TableeStore *store;
      TestCounter *counter;
      int ready[2], release[2];
      char byte;
      pid_t first;

      store = tablee_store_new ("shared", 1);
      write_raw_state (tablee_store_get_path (store), 1, "shared", 7);
      g_assert_no_errno (pipe (ready));
      g_assert_no_errno (pipe (release));

      /* The first copy holds the lock until it is told to go. */
      first = fork ();
      g_assert_cmpint (first, >=, 0);
      if (first == 0)
        {
          int fd = open (lock, O_RDWR | O_CREAT, 0600);

          if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0 || write (ready[1], "r", 1) != 1)
            _exit (1);
          close (release[1]);
          while (read (release[0], &byte, 1) > 0)
            ;
          _exit (0);
        }
      close (release[0]);
      g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);

      g_assert_false (tablee_store_lock_data_dir (&error));
      g_assert_error (error, TABLEE_STORE_ERROR, TABLEE_STORE_ERROR_LOCKED);
      g_assert_cmpint (tablee_save_status_get_problem (status ()), ==, TABLEE_SAVE_PROBLEM_LOCKED);
      g_assert_nonnull (strstr (tablee_save_status_get_message (status ()), "already open elsewhere"));
      g_assert_false (tablee_save_status_get_asks_before_quit (status ()));

      /* It reads the game, and never writes it. */
      counter = g_object_new (TEST_TYPE_COUNTER, NULL);
      g_assert_true (tablee_store_attach (store, TABLEE_SAVEABLE (counter), NULL));
      g_assert_cmpuint (counter->value, ==, 7);
      test_counter_set (counter, 9);
      tablee_store_flush (store);
      g_assert_true (tablee_store_flush_all ());
      g_assert_cmpuint (value_on_disk (tablee_store_get_path (store)), ==, 7);

      close (release[1]);
      g_assert_cmpint (waitpid (first, NULL, 0), ==, first);
      g_assert_finalize_object (store);
      g_assert_finalize_object (counter);
      return;
    }

  g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The first copy takes the lock; taking it again is harmless. */
static void
test_one_writer (void)
{
  g_autofree char *dir = data_dir ();

  g_assert_true (tablee_store_lock_data_dir (NULL));
  g_assert_true (tablee_store_lock_data_dir (NULL));
  g_assert_false (tablee_save_status_get_failing (status ()));
}

int
main (int   argc,
      char *argv[])
{
  /* Before any thread: a mount namespace is per thread, and the writer
   * thread must see the mounts the test makes. */
  own_mounts = geteuid () == 0 &&
               unshare (CLONE_NEWNS) == 0 &&
               mount ("none", "/", "none", MS_REC | MS_PRIVATE, NULL) == 0;

  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/fault/full-disk", test_full_disk);
  g_test_add_func ("/fault/other-error", test_other_error);
  g_test_add_func ("/fault/read-only-dir", test_read_only_dir);
  g_test_add_func ("/fault/read-only-damaged", test_read_only_damaged);
  g_test_add_func ("/fault/name-too-long", test_name_too_long);
  g_test_add_func ("/fault/fifo", test_fifo);
  g_test_add_func ("/fault/directory", test_directory);
  g_test_add_func ("/fault/too-large", test_too_large);
  g_test_add_func ("/fault/two-writers", test_two_writers);
  g_test_add_func ("/fault/one-writer", test_one_writer);

  return g_test_run ();
}
