/* tablee-whosnext-conductor.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tablee-countdown.h"
#include "tablee-sound.h"
#include "tablee-whosnext-game.h"

G_BEGIN_DECLS

/* The sound of one tick of a countdown with remaining whole seconds left:
 * a plain tick, and a distinct urgent one in the last three seconds. */
TableeSoundId tablee_whosnext_tick_sound (guint remaining);

/* Every countdown stream opens on this much silence before its first tick:
 * PulseAudio drops the first 20 ms or so of a new stream (measured through
 * a null sink), which would clip it. The countdown on screen waits as long. */
#define TABLEE_WHOSNEXT_CONDUCTOR_LEAD_US (G_GINT64_CONSTANT (60) * 1000)

#define TABLEE_TYPE_WHOSNEXT_CONDUCTOR (tablee_whosnext_conductor_get_type ())

G_DECLARE_FINAL_TYPE (TableeWhosnextConductor, tablee_whosnext_conductor, TABLEE, WHOSNEXT_CONDUCTOR, GObject)

/* Tablée as the stopwatch of a real table: it runs the countdown of the
 * player due, ticks every second out loud, restarts on every card told and
 * proposes a wrong note when time runs out.
 *
 * Each countdown is heard as one sound stream with every tick on its
 * exact sample (see TableeCountdownTrack), the countdown on screen aligned
 * on it; a pause or a stop silences it, a resume plays what is left.
 *
 * Property: "count-aloud" (a voice says
 * the numbers and the end of time, in the interface language, over the
 * ticks).
 * Signals: "time-out" (int seat): the player due ran out of time, a wrong
 * note is proposed (confirm, or tablee_whosnext_game_dismiss_break());
 * "rule-break" (int seat, TableeWhosnextBreak breaks): a card broke a
 * rule, likewise. Undo and redo of the game give a round still going a
 * fresh countdown.
 *
 * As at a real table, play stops while a mistake waits (the game's
 * pending break, which is saved and undone with it): the countdown
 * freezes until the table reports it or lets it go, and a mistake let go
 * starts the countdown of the player due. */
TableeWhosnextConductor *tablee_whosnext_conductor_new           (TableeWhosnextGame       *game,
                                                                  TableeClock              *clock,
                                                                  TableeSound              *sound);
TableeCountdown         *tablee_whosnext_conductor_get_countdown (TableeWhosnextConductor  *self);
/* Makes the next countdown's sound ready before its first tick (the sound
 * library loaded, the track written and held by the sound server), so
 * that it starts at once, whole; from then on the conductor keeps the
 * next one ready whenever it changes. FALSE when there is no sound. */
gboolean                 tablee_whosnext_conductor_prepare       (TableeWhosnextConductor  *self);
/* A mistake waits for the table: the countdown stays still. */
gboolean                 tablee_whosnext_conductor_get_frozen    (TableeWhosnextConductor  *self);
/* The starting player points at a neighbour: the first countdown starts. */
gboolean                 tablee_whosnext_conductor_start_round   (TableeWhosnextConductor  *self,
                                                                  int                       direction,
                                                                  GError                  **error);
/* A card was played (seat -1: by the player due): the countdown restarts
 * at once for the next player, its first tick included. */
gboolean                 tablee_whosnext_conductor_card_played   (TableeWhosnextConductor  *self,
                                                                  int                       seat,
                                                                  guint                     number,
                                                                  TableeWhosnextSide        side,
                                                                  TableeWhosnextBreak      *breaks,
                                                                  GError                  **error);
/* The table reports the proposed mistake: the wrong note is given and the
 * countdown stops until the next round starts. */
gboolean                 tablee_whosnext_conductor_confirm       (TableeWhosnextConductor  *self);
gboolean                 tablee_whosnext_conductor_report        (TableeWhosnextConductor  *self,
                                                                  const guint              *seats,
                                                                  guint                     n_seats,
                                                                  GError                  **error);
/* Goes on with a paused countdown; otherwise starts the countdown of the
 * player due again, for a round restored from the last session. FALSE
 * when no round is being played or a mistake waits. */
gboolean                 tablee_whosnext_conductor_resume        (TableeWhosnextConductor  *self);
/* Holds the running countdown, as the button of a chess clock: FALSE
 * when none runs. */
gboolean                 tablee_whosnext_conductor_pause         (TableeWhosnextConductor  *self);
void                     tablee_whosnext_conductor_stop          (TableeWhosnextConductor  *self);

G_END_DECLS
