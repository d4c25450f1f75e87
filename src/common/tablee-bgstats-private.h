/* tablee-bgstats-private.h: what the export and the import of BG Stats
 * files share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-bgstats.h"

G_BEGIN_DECLS

/* A name-based uuid (version 5, over SHA-1) of text, upper-case as BG
 * Stats writes them. */
char       *tablee_bgstats_derive_uuid    (const char *text);
/* Which of the registry's games a name is, by the BG Stats names of its
 * entry, case and punctuation aside ("who's next" is Who’s Next?), or
 * NULL. */
const char *tablee_bgstats_game_from_name (const char *name);
/* tz, or local time when NULL (transfer full). */
GTimeZone  *tablee_bgstats_dup_zone       (GTimeZone  *tz);

G_END_DECLS
