/* tablee-canberra.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <canberra.h>
#include <glib.h>

G_BEGIN_DECLS

/* The few libcanberra calls Tablée makes. libcanberra and what it pulls in
 * (the sound server's client library, the decoders) are not linked: they
 * are loaded on the first sound, so that a start loads none of them. */
typedef struct {
  int         (*context_create)       (ca_context  **c);
  int         (*context_destroy)      (ca_context   *c);
  int         (*context_set_driver)   (ca_context   *c,
                                       const char   *driver);
  int         (*context_change_props) (ca_context   *c,
                                       ...) G_GNUC_NULL_TERMINATED;
  int         (*context_open)         (ca_context   *c);
  int         (*context_play_full)    (ca_context   *c,
                                       uint32_t      id,
                                       ca_proplist  *p,
                                       ca_finish_callback_t cb,
                                       void         *userdata);
  int         (*context_cancel)       (ca_context   *c,
                                       uint32_t      id);
  int         (*context_cache_full)   (ca_context   *c,
                                       ca_proplist  *p);
  int         (*proplist_create)      (ca_proplist **p);
  int         (*proplist_destroy)     (ca_proplist  *p);
  int         (*proplist_sets)        (ca_proplist  *p,
                                       const char   *key,
                                       const char   *value);
  const char *(*strerror)             (int           code);
} TableeCanberra;

/* Loads libcanberra the first time it is called (the library named by
 * $TABLEE_CANBERRA_LIBRARY when set, else libcanberra.so.0) and returns
 * its calls, or NULL with error set when it cannot be loaded: then there
 * is no sound, and every later call returns NULL at once. */
const TableeCanberra *tablee_canberra_get (GError **error);

G_END_DECLS
