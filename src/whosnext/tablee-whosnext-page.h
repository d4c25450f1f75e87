/* tablee-whosnext-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-clock.h"
#include "tablee-game-page.h"
#include "tablee-whosnext-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_WHOSNEXT_PAGE (tablee_whosnext_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextPage, tablee_whosnext_page, TABLEE, WHOSNEXT_PAGE, TableeGamePage)

/* The Who's Next? page: the conductor of a real table and the trainer.
 * Property "clock" (construct-only; NULL: the default clock). Actions
 * "page.card-played", "page.play-card" (i), "page.start-round" (i),
 * "page.seat" (i), "page.wrong-note" (i), "page.wrong-notes" (ai), and
 * those of every game page (TableeGamePage), whose "game" is a
 * TableeWhosnextGame. */

G_END_DECLS
