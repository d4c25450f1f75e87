/* tablee-start-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TABLEE_TYPE_START_PAGE (tablee_start_page_get_type ())

G_DECLARE_FINAL_TYPE (TableeStartPage, tablee_start_page, TABLEE, START_PAGE, AdwBin)

G_END_DECLS
