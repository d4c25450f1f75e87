/* tablee-soundbattle-state.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-soundbattle-referee.h"

G_BEGIN_DECLS

/* No match yet: normal mode, two rounds to win. */
void     tablee_soundbattle_state_init  (TableeSoundbattleState       *s);
/* Back to no match, keeping the mode and the rounds to win. */
void     tablee_soundbattle_state_reset (TableeSoundbattleState       *s);
void     tablee_soundbattle_state_clear (TableeSoundbattleState       *s);

/* The rules, for n players; the callers check the phase and the values. */
guint    tablee_soundbattle_count_in_pass   (const TableeSoundbattleTrick *t);
void     tablee_soundbattle_state_start     (TableeSoundbattleState       *s,
                                             guint                         n,
                                             guint                         first_attacker);
void     tablee_soundbattle_state_deal      (TableeSoundbattleState       *s,
                                             guint                         n,
                                             guint                         dealer);
void     tablee_soundbattle_state_ask       (TableeSoundbattleState       *s,
                                             guint                         n,
                                             TableeSoundQuality            quality,
                                             TableeSoundDirection          direction);
void     tablee_soundbattle_state_lay       (TableeSoundbattleState       *s,
                                             guint                         n,
                                             gint64                        value,
                                             gboolean                      super_power);
void     tablee_soundbattle_state_award     (TableeSoundbattleState       *s,
                                             guint                         n,
                                             guint                         winners);
int      tablee_soundbattle_state_next_dealer (const TableeSoundbattleState *s,
                                               guint                         n);

/* The state as "a{sv}", and back: load fills s (just initialised) and
 * returns FALSE when variant is not a state the rules can reach. */
GVariant *tablee_soundbattle_state_save (const TableeSoundbattleState *s,
                                         guint                         n);
gboolean  tablee_soundbattle_state_load (TableeSoundbattleState       *s,
                                         GVariant                     *variant,
                                         guint                         n);
/* The whole saved state of from_version (TableeGame's envelope included)
 * brought to from_version + 1, or NULL. */
GVariant *tablee_soundbattle_state_migrate (guint32   from_version,
                                            GVariant *variant);

G_END_DECLS
