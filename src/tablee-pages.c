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
 * then the rules they all open. The sidebar's rows are in tablee-window.ui. */
static const TableePageInfo pages[] = {
  { "welcome", N_("Welcome"), tablee_start_page_get_type, NULL },
  { "notnot", N_("Not Not"), tablee_notnot_page_get_type, NULL },
  { "frantic", N_("Frantic"), tablee_frantic_page_get_type, tablee_frantic_history_detail_new },
  { "whosnext", N_("Who’s Next?"), tablee_whosnext_page_get_type, NULL },
  { "soundbattle", N_("La Guerre des Sons"), tablee_soundbattle_page_get_type, tablee_soundbattle_history_detail_new },
  { "history", N_("History"), tablee_history_page_get_type, NULL },
  { "rules", N_("Rules"), tablee_rules_page_get_type, NULL },
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
