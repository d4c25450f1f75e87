/* tablee-sound.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-sound"

#include "config.h"

#include <gio/gio.h>
#include <gmodule.h>

#include "tablee-canberra.h"
#include "tablee-sound.h"
#include "tablee-wav.h"

static const char * const sound_names[TABLEE_N_SOUNDS] = {
  [TABLEE_SOUND_TICK] = "tick",
  [TABLEE_SOUND_TICK_URGENT] = "tick-urgent",
  [TABLEE_SOUND_TIMEOUT] = "timeout",
  [TABLEE_SOUND_DICE] = "dice",
  [TABLEE_SOUND_REVEAL] = "reveal",
};

/* Loading libcanberra */

#define DEFAULT_LIBRARY "libcanberra.so.0"

static const TableeCanberra *loaded;
static char *load_error;

/* Where each call goes in TableeCanberra. */
static const struct {
  const char *name;
  gsize       offset;
} symbols[] = {
  { "ca_context_create", G_STRUCT_OFFSET (TableeCanberra, context_create) },
  { "ca_context_destroy", G_STRUCT_OFFSET (TableeCanberra, context_destroy) },
  { "ca_context_set_driver", G_STRUCT_OFFSET (TableeCanberra, context_set_driver) },
  { "ca_context_change_props", G_STRUCT_OFFSET (TableeCanberra, context_change_props) },
  { "ca_context_open", G_STRUCT_OFFSET (TableeCanberra, context_open) },
  { "ca_context_play_full", G_STRUCT_OFFSET (TableeCanberra, context_play_full) },
  { "ca_context_cancel", G_STRUCT_OFFSET (TableeCanberra, context_cancel) },
  { "ca_context_cache_full", G_STRUCT_OFFSET (TableeCanberra, context_cache_full) },
  { "ca_proplist_create", G_STRUCT_OFFSET (TableeCanberra, proplist_create) },
  { "ca_proplist_destroy", G_STRUCT_OFFSET (TableeCanberra, proplist_destroy) },
  { "ca_proplist_sets", G_STRUCT_OFFSET (TableeCanberra, proplist_sets) },
  { "ca_strerror", G_STRUCT_OFFSET (TableeCanberra, strerror) },
};

static const TableeCanberra *
load_canberra (const char  *library,
               char       **message)
{
  g_autoptr(GString) missing = g_string_new (NULL);
  TableeCanberra *calls;
  GModule *module;

  /* Local binding: nothing of the library's chain leaks into the global
   * symbol namespace of the app. */
  module = g_module_open (library, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      *message = g_strdup (g_module_error ());
      return NULL;
    }

  calls = g_new0 (TableeCanberra, 1);
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      gpointer *symbol = &G_STRUCT_MEMBER (gpointer, calls, symbols[i].offset);

      if (!g_module_symbol (module, symbols[i].name, symbol) || *symbol == NULL)
        g_string_append_printf (missing, "%s%s", missing->len > 0 ? ", " : "", symbols[i].name);
    }

  if (missing->len > 0)
    {
      *message = g_strdup_printf ("%s lacks %s", library, missing->str);
      g_free (calls);
      g_module_close (module);
      return NULL;
    }

  /* The library stays loaded until the process ends: a sound may still be
   * playing from its threads when the app quits. */
  g_module_make_resident (module);

  return calls;
}

const TableeCanberra *
tablee_canberra_get (GError **error)
{
  static gsize tried = 0;

  if (g_once_init_enter (&tried))
    {
      const char *library = g_getenv ("TABLEE_CANBERRA_LIBRARY");
      g_autofree char *message = NULL;

      if (library == NULL || *library == '\0')
        library = DEFAULT_LIBRARY;

      loaded = load_canberra (library, &message);
      if (loaded == NULL)
        {
          load_error = g_steal_pointer (&message);
          g_debug ("No libcanberra, no sound: %s", load_error);
        }

      g_once_init_leave (&tried, 1);
    }

  if (loaded == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 "Could not load libcanberra: %s", load_error);

  return loaded;
}

/* The sink interface */

G_DEFINE_INTERFACE (TableeSoundSink, tablee_sound_sink, G_TYPE_OBJECT)

static void
tablee_sound_sink_default_init (TableeSoundSinkInterface *iface)
{
}

/* The libcanberra sink */

/* Every sound we play carries this id, so that cancel_all stops only ours. */
#define PLAY_ID 1

struct _TableeCanberraSink
{
  GObject     parent_instance;

  const TableeCanberra *ca;
  ca_context *context;
  gboolean    opened;
  gboolean    available;
  /* The event ids of the files the sound server holds, played from there. */
  GHashTable *cached;
};

static void canberra_sink_iface_init (TableeSoundSinkInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeCanberraSink, tablee_canberra_sink, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SOUND_SINK, canberra_sink_iface_init))

/* Loading libcanberra and connecting to the sound server take time and
 * memory that a start does without: both are done on first use, the first
 * sound or the first question whether there is sound. */
static void
canberra_sink_open (TableeCanberraSink *self)
{
  /* PulseAudio (or PipeWire speaking its protocol) is what a desktop has;
   * any other backend libcanberra knows (NULL: its own choice) is tried
   * after it. */
  static const char * const drivers[] = { "pulse", NULL };
  g_autoptr(GError) error = NULL;
  int ret = CA_SUCCESS;

  if (self->opened)
    return;
  self->opened = TRUE;

  self->ca = tablee_canberra_get (&error);
  if (self->ca == NULL)
    {
      g_debug ("No sound: %s", error->message);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (drivers); i++)
    {
      g_clear_pointer (&self->context, self->ca->context_destroy);
      ret = self->ca->context_create (&self->context);
      if (ret != CA_SUCCESS)
        {
          self->context = NULL;
          break;
        }

      self->ca->context_change_props (self->context,
                                      CA_PROP_APPLICATION_NAME, "Tablée",
                                      CA_PROP_APPLICATION_ID, APP_ID,
                                      CA_PROP_APPLICATION_ICON_NAME, APP_ID,
                                      NULL);
      if (drivers[i] != NULL)
        self->ca->context_set_driver (self->context, drivers[i]);

      /* Opening connects to the sound server now rather than on the first
       * tick, and tells whether there is one. */
      ret = self->ca->context_open (self->context);
      if (ret == CA_SUCCESS)
        {
          self->available = TRUE;
          return;
        }
    }

  g_debug ("No sound server: %s", self->ca->strerror (ret));
}

static gboolean
canberra_sink_is_available (TableeSoundSink *sink)
{
  TableeCanberraSink *self = TABLEE_CANBERRA_SINK (sink);

  canberra_sink_open (self);

  return self->available;
}

/* The properties of a file to play or cache, on a sink that can: NULL with
 * error set when there is no sound server. */
static ca_proplist *
file_props (TableeCanberraSink  *self,
            const char          *path,
            const char          *event_id,
            GError             **error)
{
  ca_proplist *props = NULL;

  canberra_sink_open (self);

  if (!self->available)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "No sound server");
      return NULL;
    }

  self->ca->proplist_create (&props);
  self->ca->proplist_sets (props, CA_PROP_MEDIA_FILENAME, path);
  self->ca->proplist_sets (props, CA_PROP_EVENT_ID, event_id);

  return props;
}

static gboolean
canberra_sink_play_file (TableeSoundSink  *sink,
                         const char       *path,
                         const char       *event_id,
                         double            volume_db,
                         GError          **error)
{
  TableeCanberraSink *self = TABLEE_CANBERRA_SINK (sink);
  g_autofree char *volume = NULL;
  ca_proplist *props;
  int ret;

  props = file_props (self, path, event_id != NULL ? event_id : "tablee", error);
  if (props == NULL)
    return FALSE;

  volume = g_strdup_printf ("%.2f", volume_db);
  /* libcanberra parses the volume with the C locale's decimal point. */
  g_strdelimit (volume, ",", '.');

  self->ca->proplist_sets (props, CA_PROP_MEDIA_ROLE, "event");
  self->ca->proplist_sets (props, CA_PROP_CANBERRA_VOLUME, volume);
  /* A file cached beforehand plays from the sound server's memory at once;
   * any other is streamed, and not kept. */
  self->ca->proplist_sets (props, CA_PROP_CANBERRA_CACHE_CONTROL,
                           event_id != NULL && self->cached != NULL &&
                           g_strcmp0 (g_hash_table_lookup (self->cached, event_id), path) == 0
                           ? "volatile" : "never");
  ret = self->ca->context_play_full (self->context, PLAY_ID, props, NULL, NULL);
  self->ca->proplist_destroy (props);

  if (ret == CA_SUCCESS)
    return TRUE;

  /* A backend that opened without a device (ALSA on a machine with no
   * sound card) only fails here, saying "not found" of a file that is
   * there: from now on, there is no sound. */
  if (ret != CA_ERROR_NOTFOUND || g_file_test (path, G_FILE_TEST_EXISTS))
    self->available = FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", self->ca->strerror (ret));
  return FALSE;
}

/* Uploads the file to the sound server under event_id, so that its first
 * play starts at once, whole: no file to open, no stream to fill. */
static gboolean
canberra_sink_cache_file (TableeSoundSink  *sink,
                          const char       *path,
                          const char       *event_id,
                          GError          **error)
{
  TableeCanberraSink *self = TABLEE_CANBERRA_SINK (sink);
  ca_proplist *props;
  int ret;

  props = file_props (self, path, event_id, error);
  if (props == NULL)
    return FALSE;

  self->ca->proplist_sets (props, CA_PROP_CANBERRA_CACHE_CONTROL, "volatile");
  ret = self->ca->context_cache_full (self->context, props);
  self->ca->proplist_destroy (props);

  if (ret != CA_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", self->ca->strerror (ret));
      return FALSE;
    }

  if (self->cached == NULL)
    self->cached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_replace (self->cached, g_strdup (event_id), g_strdup (path));
  return TRUE;
}

static void
canberra_sink_cancel_all (TableeSoundSink *sink)
{
  TableeCanberraSink *self = TABLEE_CANBERRA_SINK (sink);

  if (self->opened && self->available)
    self->ca->context_cancel (self->context, PLAY_ID);
}

static void
canberra_sink_iface_init (TableeSoundSinkInterface *iface)
{
  iface->is_available = canberra_sink_is_available;
  iface->play_file = canberra_sink_play_file;
  iface->cancel_all = canberra_sink_cancel_all;
  iface->cache_file = canberra_sink_cache_file;
}

static void
tablee_canberra_sink_finalize (GObject *object)
{
  TableeCanberraSink *self = (TableeCanberraSink *)object;

  if (self->context != NULL)
    self->ca->context_destroy (self->context);
  g_clear_pointer (&self->cached, g_hash_table_unref);

  G_OBJECT_CLASS (tablee_canberra_sink_parent_class)->finalize (object);
}

static void
tablee_canberra_sink_class_init (TableeCanberraSinkClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tablee_canberra_sink_finalize;
}

static void
tablee_canberra_sink_init (TableeCanberraSink *self)
{
}

TableeSoundSink *
tablee_canberra_sink_new (void)
{
  return g_object_new (TABLEE_TYPE_CANBERRA_SINK, NULL);
}

/* The player */

/* Generated sounds go to files that libcanberra reads; a few in turn, so
 * that one still playing is not overwritten by the next. */
#define N_SAMPLE_FILES 8

struct _TableeSound
{
  GObject          parent_instance;

  TableeSoundSink *sink;
  gboolean         enabled;
  double           volume;
  guint            next_sample_file;
};

G_DEFINE_FINAL_TYPE (TableeSound, tablee_sound, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENABLED,
  PROP_VOLUME,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TableeSound *default_sound;

static void
tablee_sound_dispose (GObject *object)
{
  TableeSound *self = (TableeSound *)object;

  g_clear_object (&self->sink);

  G_OBJECT_CLASS (tablee_sound_parent_class)->dispose (object);
}

static void
tablee_sound_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TableeSound *self = TABLEE_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    case PROP_VOLUME:
      g_value_set_double (value, self->volume);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, tablee_sound_get_available (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_sound_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TableeSound *self = TABLEE_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      if (self->enabled == g_value_get_boolean (value))
        break;
      self->enabled = g_value_get_boolean (value);
      if (!self->enabled)
        tablee_sound_cancel_all (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_VOLUME:
      /* The pspec keeps the volume from 0 to 1. */
      if (G_APPROX_VALUE (self->volume, g_value_get_double (value), 1e-9))
        break;
      self->volume = g_value_get_double (value);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_sound_class_init (TableeSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_sound_dispose;
  object_class->get_property = tablee_sound_get_property;
  object_class->set_property = tablee_sound_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VOLUME] =
    g_param_spec_double ("volume", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_sound_init (TableeSound *self)
{
  self->enabled = TRUE;
  /* Full volume: the sounds are made for a table (La Guerre des Sons'
   * loudest card peaks at -1 dBFS), and the slider only takes away. */
  self->volume = 1.0;
}

/**
 * tablee_sound_get_default:
 *
 * Returns: (transfer none): the app's sound player, on libcanberra unless a
 *   test set another one
 */
TableeSound *
tablee_sound_get_default (void)
{
  if (default_sound == NULL)
    {
      g_autoptr(TableeSoundSink) sink = tablee_canberra_sink_new ();

      default_sound = tablee_sound_new (sink);
    }

  return default_sound;
}

void
tablee_sound_set_default (TableeSound *sound)
{
  g_return_if_fail (sound == NULL || TABLEE_IS_SOUND (sound));

  g_set_object (&default_sound, sound);
}

TableeSound *
tablee_sound_new (TableeSoundSink *sink)
{
  TableeSound *self;

  g_return_val_if_fail (TABLEE_IS_SOUND_SINK (sink), NULL);

  self = g_object_new (TABLEE_TYPE_SOUND, NULL);
  self->sink = g_object_ref (sink);

  return self;
}

gboolean
tablee_sound_get_enabled (TableeSound *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);

  return self->enabled;
}

double
tablee_sound_get_volume (TableeSound *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUND (self), 0.0);

  return self->volume;
}

gboolean
tablee_sound_get_available (TableeSound *self)
{
  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);

  return self->sink != NULL && TABLEE_SOUND_SINK_GET_IFACE (self->sink)->is_available (self->sink);
}

const char *
tablee_sound_get_dir (void)
{
  const char *dir = g_getenv ("TABLEE_SOUNDS_DIR");

  if (dir != NULL && *dir != '\0')
    return dir;

  return PKGDATADIR G_DIR_SEPARATOR_S "sounds";
}

gboolean
tablee_sound_play_file (TableeSound *self,
                        const char  *path,
                        const char  *event_id)
{
  g_autoptr(GError) error = NULL;
  double volume_db;

  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!self->enabled || self->volume <= 0.0 || !tablee_sound_get_available (self))
    return FALSE;

  /* The slider is linear in loudness as heard: 0 dB at the top, -40 dB at
   * the bottom of its range. */
  volume_db = 40.0 * (self->volume - 1.0);

  if (!TABLEE_SOUND_SINK_GET_IFACE (self->sink)->play_file (self->sink, path, event_id,
                                                          volume_db, &error))
    {
      g_debug ("Could not play %s: %s", path, error->message);
      /* Said once, in the Preferences, rather than on every tick. */
      if (!TABLEE_SOUND_SINK_GET_IFACE (self->sink)->is_available (self->sink))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
      return FALSE;
    }

  return TRUE;
}

gboolean
tablee_sound_cache_file (TableeSound *self,
                         const char  *path,
                         const char  *event_id)
{
  TableeSoundSinkInterface *iface;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);
  g_return_val_if_fail (path != NULL && event_id != NULL, FALSE);

  iface = TABLEE_SOUND_SINK_GET_IFACE (self->sink);
  if (!self->enabled || iface->cache_file == NULL || !tablee_sound_get_available (self))
    return FALSE;

  if (!iface->cache_file (self->sink, path, event_id, &error))
    {
      g_debug ("Could not cache %s: %s", path, error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
tablee_sound_play (TableeSound   *self,
                   TableeSoundId  id)
{
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *event_id = NULL;

  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);
  g_return_val_if_fail (id < TABLEE_N_SOUNDS, FALSE);

  file = g_strconcat (sound_names[id], ".wav", NULL);
  path = g_build_filename (tablee_sound_get_dir (), file, NULL);
  event_id = g_strconcat ("tablee-", sound_names[id], NULL);

  return tablee_sound_play_file (self, path, event_id);
}

gboolean
tablee_sound_play_samples (TableeSound  *self,
                           const gint16 *samples,
                           gsize         n_samples,
                           guint         rate,
                           const char   *event_id)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TABLEE_IS_SOUND (self), FALSE);
  g_return_val_if_fail (samples != NULL || n_samples == 0, FALSE);

  if (!self->enabled || self->volume <= 0.0 || !tablee_sound_get_available (self))
    return FALSE;

  dir = g_build_filename (g_get_user_runtime_dir (), "tablee", NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;

  name = g_strdup_printf ("sound-%u.wav", self->next_sample_file);
  self->next_sample_file = (self->next_sample_file + 1) % N_SAMPLE_FILES;
  path = g_build_filename (dir, name, NULL);

  if (tablee_wav_write (path, samples, n_samples, rate, &error))
    return tablee_sound_play_file (self, path, event_id != NULL ? event_id : "tablee-sound");

  g_debug ("Could not write %s: %s", path, error->message);
  return FALSE;
}

void
tablee_sound_cancel_all (TableeSound *self)
{
  g_return_if_fail (TABLEE_IS_SOUND (self));

  if (self->sink != NULL)
    TABLEE_SOUND_SINK_GET_IFACE (self->sink)->cancel_all (self->sink);
}
