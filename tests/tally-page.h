/* tally-page.h: the tally game (tally-game.h) on a page of its own, the
 * smallest game page there is. Include it in one test file only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-game-page.h"
#include "tally-game.h"

#define TEST_TYPE_TALLY_PAGE (test_tally_page_get_type ())
G_DECLARE_FINAL_TYPE (TestTallyPage, test_tally_page, TEST, TALLY_PAGE, TableeGamePage)

struct _TestTallyPage
{
  TableeGamePage parent_instance;
};

G_DEFINE_FINAL_TYPE (TestTallyPage, test_tally_page, TABLEE_TYPE_GAME_PAGE)

/* Its game is the registry's "tally" (tally_register()). */
static void
test_tally_page_class_init (TestTallyPageClass *klass)
{
  TABLEE_GAME_PAGE_CLASS (klass)->game_id = "tally";
}

static void
test_tally_page_init (TestTallyPage *self)
{
}
