/* tablee-frantic-sheet-items.h: what a score sheet shows, as the items of
 * its list models: a round, and a player's total.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-frantic-events.h"

G_BEGIN_DECLS

/* ---- A round of the sheet ---------------------------------------------- */

#define TABLEE_TYPE_FRANTIC_ROUND_ITEM (tablee_frantic_round_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticRoundItem, tablee_frantic_round_item, TABLEE, FRANTIC_ROUND_ITEM, GObject)

/* A round as the sheet shows it, fixed once made: a change of the sheet
 * replaces the items whose values changed (tablee_frantic_scorer_get_rounds()).
 * Properties: "number" (from 1), "n-players", "n-events", "dealers" (the
 * names of who deals next). */
guint               tablee_frantic_round_item_get_number      (TableeFranticRoundItem *self);
guint               tablee_frantic_round_item_get_n_players   (TableeFranticRoundItem *self);
const char         *tablee_frantic_round_item_get_dealers     (TableeFranticRoundItem *self);
const char         *tablee_frantic_round_item_get_name        (TableeFranticRoundItem *self,
                                                               guint                   player);
gboolean            tablee_frantic_round_item_is_finisher     (TableeFranticRoundItem *self,
                                                               guint                   player);
/* Whether the player's hand counted (not replaced by Doomsday). */
gboolean            tablee_frantic_round_item_hand_counts     (TableeFranticRoundItem *self,
                                                               guint                   player);
int                 tablee_frantic_round_item_get_hand        (TableeFranticRoundItem *self,
                                                               guint                   player);
/* What the round gave the player, and their total after it. */
int                 tablee_frantic_round_item_get_points      (TableeFranticRoundItem *self,
                                                               guint                   player);
int                 tablee_frantic_round_item_get_total       (TableeFranticRoundItem *self,
                                                               guint                   player);
/* The events applied, in order: each, what it gave each player, and
 * whether a Lucky Bastard protected the player from it. */
guint               tablee_frantic_round_item_get_n_events    (TableeFranticRoundItem *self);
TableeFranticEvent  tablee_frantic_round_item_get_event       (TableeFranticRoundItem *self,
                                                               guint                   index);
int                 tablee_frantic_round_item_get_event_points (TableeFranticRoundItem *self,
                                                               guint                   index,
                                                               guint                   player);
gboolean            tablee_frantic_round_item_is_protected    (TableeFranticRoundItem *self,
                                                               guint                   index,
                                                               guint                   player);

/* ---- A player's total --------------------------------------------------- */

#define TABLEE_TYPE_FRANTIC_TOTAL_ITEM (tablee_frantic_total_item_get_type ())

G_DECLARE_FINAL_TYPE (TableeFranticTotalItem, tablee_frantic_total_item, TABLEE, FRANTIC_TOTAL_ITEM, GObject)

/* A player's standing, fixed once made (tablee_frantic_scorer_get_totals()).
 * Properties: "name", "total", "leader" (has the lowest total, once a
 * round was played). */
const char         *tablee_frantic_total_item_get_name        (TableeFranticTotalItem *self);
int                 tablee_frantic_total_item_get_total       (TableeFranticTotalItem *self);
gboolean            tablee_frantic_total_item_get_leader      (TableeFranticTotalItem *self);

G_END_DECLS
