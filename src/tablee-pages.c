/* tablee-pages.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tablee-frantic-history-detail.h"
#include "tablee-frantic-page.h"
#include "tablee-history-page.h"
#include "tablee-notnot-page.h"
#include "tablee-pages.h"
#include "tablee-rules-page.h"
#include "tablee-soundbattle-history-detail.h"
#include "tablee-soundbattle-page.h"
#include "tablee-start-page.h"
#include "tablee-whosnext-page.h"

/* The one place where pages are registered, in sidebar order: the games,
 * then the rules they all open; the window makes the sidebar's rows from it. */
static const TableePageInfo pages[] = {
  { "welcome", N_("Welcome"), tablee_start_page_get_type, "tablee-symbolic",
    N_("What Tablée does"), NULL },
  { "notnot", N_("Not Not"), tablee_notnot_page_get_type, "media-playlist-shuffle-symbolic",
    N_("Rolls the three dice, shows the board and tells which cards may be tapped, and why"), NULL },
  { "frantic", N_("Frantic"), tablee_frantic_page_get_type, "view-list-bullet-symbolic",
    N_("Draws and explains the events and keeps the score, applying the events that change it"), tablee_frantic_history_detail_new },
  { "whosnext", N_("Who’s Next?"), tablee_whosnext_page_get_type, "alarm-symbolic",
    N_("Counts down out loud, names who plays next and keeps the wrong notes"), NULL },
  { "soundbattle", N_("La Guerre des Sons"), tablee_soundbattle_page_get_type, "audio-volume-high-symbolic",
    N_("Referees the tricks and plays the sound a card describes"), tablee_soundbattle_history_detail_new },
  { "history", N_("History"), tablee_history_page_get_type, "document-open-recent-symbolic",
    N_("Finished games and who wins what"), NULL },
  { "rules", N_("Rules"), tablee_rules_page_get_type, "accessories-dictionary-symbolic",
    N_("The rules of every game in French and English, searchable in both at once"), NULL },
};

const TableePageInfo *
tablee_pages_get (guint *n_pages)
{
  *n_pages = G_N_ELEMENTS (pages);

  return pages;
}

const TableePageInfo *
tablee_pages_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      if (g_str_equal (pages[i].id, id))
        return &pages[i];
    }

  return NULL;
}
