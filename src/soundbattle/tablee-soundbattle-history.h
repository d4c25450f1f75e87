/* tablee-soundbattle-history.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

/* The tricks of the match as CSV (RFC 4180, CRLF line ends): a header, then
 * a line per trick: round and trick numbers (from 1), attacker, quality id
 * ("volume"…), "highest" or "lowest", winner (empty when nobody won),
 * cards taken, battles, who fought the first battle (names joined by " + "),
 * "quick" or "values"; then a line per player with the rounds they won:
 * "rounds-won", name, count. Names that a spreadsheet would run as a
 * formula are defused with a leading quote. */
char *tablee_soundbattle_history_to_csv (TableeSoundbattleReferee *referee);

/* How many tricks of round (from 0) were settled. */
guint tablee_soundbattle_history_count_tricks (TableeSoundbattleReferee *referee,
                                               guint                     round);

G_END_DECLS
