/* tablee-soundbattle-referee.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tablee-game.h"
#include "tablee-sound-quality.h"

G_BEGIN_DECLS

/* The deck: 36 cards dealt evenly (18, 12 or 9 each) and the 37th, the
 * mystery card, set aside face down. */
#define TABLEE_SOUNDBATTLE_N_CARDS       37
#define TABLEE_SOUNDBATTLE_MIN_PLAYERS   2
#define TABLEE_SOUNDBATTLE_MAX_PLAYERS   4
#define TABLEE_SOUNDBATTLE_MAX_ROUNDS    9

typedef enum {
  TABLEE_SOUNDBATTLE_MODE_NORMAL,      /* the highest value wins */
  TABLEE_SOUNDBATTLE_MODE_PIANISSIMO,  /* the lowest value wins */
  TABLEE_SOUNDBATTLE_MODE_SCHERZO,     /* the attacker chooses, trick by trick */
  TABLEE_SOUNDBATTLE_N_MODES,
} TableeSoundbattleMode;

typedef enum {
  TABLEE_SOUNDBATTLE_PHASE_SETUP,      /* no match: players, mode, rounds */
  TABLEE_SOUNDBATTLE_PHASE_ASK,        /* the attacker names the quality */
  TABLEE_SOUNDBATTLE_PHASE_LAY,        /* the values are typed one by one */
  TABLEE_SOUNDBATTLE_PHASE_ROUND_OVER,
  TABLEE_SOUNDBATTLE_PHASE_MATCH_OVER,
  TABLEE_SOUNDBATTLE_N_PHASES,
} TableeSoundbattlePhase;

typedef enum {
  TABLEE_SOUNDBATTLE_MYSTERY_UNUSED,   /* face down in the middle */
  TABLEE_SOUNDBATTLE_MYSTERY_USED,     /* laid by a player this round */
} TableeSoundbattleMystery;

/* The value of a card laid in the quick way: the table said who won, not
 * what the cards showed. */
#define TABLEE_SOUNDBATTLE_VALUE_UNKNOWN G_MININT64

/* One card laid in a trick. pass is 0 for the trick itself, 1 for the first
 * battle, and so on. */
typedef struct {
  guint    player;
  guint    pass;
  gint64   value;
  gboolean super_power;
  gboolean mystery;
} TableeSoundbattleLay;

typedef struct {
  TableeSoundQuality   quality;
  TableeSoundDirection direction;
  guint                attacker;
  guint                pass;
  /* Who lays in the current pass, in order, and whether one of them lays
   * the mystery card (-1: nobody). */
  guint                order[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                n_order;
  int                  mystery_player;
  TableeSoundbattleLay laid[TABLEE_SOUNDBATTLE_N_CARDS];
  guint                n_laid;
  /* Once over: the winner, or -1 when nobody could win it (every player
   * tied for it ran out of cards: the cards are set aside). */
  int                  winner;
} TableeSoundbattleTrick;

/* A settled trick, for the history of the match. */
typedef struct {
  guint                round;      /* 0 for the first round of the match */
  TableeSoundQuality   quality;
  TableeSoundDirection direction;
  guint                attacker;
  int                  winner;     /* -1: nobody, the cards were set aside */
  guint                n_cards;    /* cards the trick took, battles included */
  guint                battles;    /* battles fought before it was won */
  guint                tied;       /* who fought the first battle, a bit per player */
  gboolean             quick;      /* recorded in the quick way, without values */
} TableeSoundbattleRecord;

/* The cards a player still held when a round stopped: kept as won. */
typedef struct {
  guint                round;
  guint                player;
  guint                n_cards;
} TableeSoundbattleKept;

/* The whole game as plain values: the rules (tablee-soundbattle-rules.c)
 * play on it, the referee wraps it in changes, and it is saved and loaded
 * as it is (tablee-soundbattle-state.c). Without a match (SETUP), all but
 * the mode and the rounds to win are zero, and dealer and attacker -1;
 * counts past the players seated are zero. */
typedef struct {
  TableeSoundbattlePhase   phase;
  TableeSoundbattleMode    mode;
  guint                    rounds_to_win;
  int                      dealer;
  int                      attacker;
  guint                    left[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    won[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    round_wins[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    super_powers[TABLEE_SOUNDBATTLE_MAX_PLAYERS];
  guint                    pot;
  guint                    set_aside;
  TableeSoundbattleMystery mystery;
  guint                    tricks_played;
  guint                    rounds_played;
  /* Who won the last round (ties share it) and the match, a bit per
   * player; zero while nobody has. */
  guint                    round_winners;
  guint                    match_winners;
  gboolean                 has_last;
  TableeSoundbattleTrick   trick;
  TableeSoundbattleTrick   last;
  /* The tricks settled in this match (TableeSoundbattleRecord), oldest
   * first, owned. */
  GArray                  *records;
  /* The cards kept at the end of each round of this match
   * (TableeSoundbattleKept), owned: with the tricks, the cards each player
   * won in each round, as the game shows them. */
  GArray                  *kept;
} TableeSoundbattleState;

#define TABLEE_SOUNDBATTLE_ERROR (tablee_soundbattle_error_quark ())

typedef enum {
  TABLEE_SOUNDBATTLE_ERROR_WRONG_PHASE,
  TABLEE_SOUNDBATTLE_ERROR_INVALID,
  TABLEE_SOUNDBATTLE_ERROR_SUPER_POWER,
} TableeSoundbattleError;

GQuark tablee_soundbattle_error_quark (void);

#define TABLEE_TYPE_SOUNDBATTLE_MODE    (tablee_soundbattle_mode_get_type ())
#define TABLEE_TYPE_SOUNDBATTLE_PHASE   (tablee_soundbattle_phase_get_type ())
#define TABLEE_TYPE_SOUNDBATTLE_MYSTERY (tablee_soundbattle_mystery_get_type ())

GType tablee_soundbattle_mode_get_type    (void);
GType tablee_soundbattle_phase_get_type   (void);
GType tablee_soundbattle_mystery_get_type (void);

/* "normal", "pianissimo", "scherzo": the rules entries are "mode-<id>". */
const char *tablee_soundbattle_mode_to_string (TableeSoundbattleMode mode);
/* Translated: "Normal", "Pianissimo", "Scherzo". */
const char *tablee_soundbattle_mode_get_name  (TableeSoundbattleMode mode);
/* What the mode asks of every trick, as a translated sentence. */
const char *tablee_soundbattle_mode_describe  (TableeSoundbattleMode mode);

#define TABLEE_TYPE_SOUNDBATTLE_REFEREE (tablee_soundbattle_referee_get_type ())

G_DECLARE_FINAL_TYPE (TableeSoundbattleReferee, tablee_soundbattle_referee, TABLEE, SOUNDBATTLE_REFEREE, TableeGame)

/* Referees La Guerre des Sons. Tablée does not know the cards: the players
 * type the value of the quality asked for on the card they lay, so the
 * referee counts cards (left in each deck, won, on the table, set aside)
 * rather than knowing which card is which.
 *
 * Players are in table order, clockwise: the next one in the list sits on
 * the left. Defenders lay counter-clockwise from the attacker's right (the
 * previous one in the list) and the attacker last; cards are dealt
 * counter-clockwise too, so the dealer's right receives the first card and
 * attacks first.
 *
 * A player who has run out lays the mystery card, once a round, when they
 * alone have run out (never when several run out at the same moment),
 * in a trick or in a battle. A tied player who cannot lay loses the
 * battle; when no tied player can, nobody wins the trick and its cards are
 * set aside. The round ends when a player cannot lay a card for the next
 * trick: the others add the cards they hold to the cards they won. The
 * most cards won wins the round; tied players share it.
 *
 * A TableeGame: every action is one step of its undo history, and the game
 * is finished when a match is won. Changing who sits at the table (adding,
 * removing or moving players, not renaming them) ends a match in progress.
 * Properties, notified only when they change: "phase", "mode" and
 * "rounds-to-win" (these two writable between matches), "mystery",
 * "attacker" (-1 outside a round), "battle" (a battle is being fought),
 * "tricks-played" (this round), "rounds-played", "round-winners" and
 * "match-winners" (a bit per player). */
TableeSoundbattleReferee *tablee_soundbattle_referee_new (void);

guint                  tablee_soundbattle_referee_get_n_players     (TableeSoundbattleReferee *self);
/* The name of the player in seat player, or "" (-1: nobody). */
const char            *tablee_soundbattle_referee_get_player_name   (TableeSoundbattleReferee *self,
                                                                     int                       player);
TableeSoundbattlePhase tablee_soundbattle_referee_get_phase         (TableeSoundbattleReferee *self);
/* The mode and the number of rounds to win are set between matches. */
gboolean               tablee_soundbattle_referee_set_mode          (TableeSoundbattleReferee *self,
                                                                     TableeSoundbattleMode     mode,
                                                                     GError                  **error);
gboolean               tablee_soundbattle_referee_set_rounds_to_win (TableeSoundbattleReferee *self,
                                                                     guint                     rounds,
                                                                     GError                  **error);

/* Starts a match (from SETUP or MATCH_OVER) with first_attacker, the player
 * the table chose (the strangest sound, else the youngest), and deals the
 * first round. */
gboolean tablee_soundbattle_referee_start_match (TableeSoundbattleReferee *self,
                                                 guint                     first_attacker,
                                                 GError                  **error);
/* Back to SETUP: a new match once one is won ("New match"), else the
 * match ends midway ("Match ended"), one step either way. Each match
 * starts a game of its own (tablee_game_get_started()). */
void     tablee_soundbattle_referee_end_match   (TableeSoundbattleReferee *self);
/* The attacker names the quality. direction only matters in scherzo; the
 * other modes impose theirs. */
gboolean tablee_soundbattle_referee_ask         (TableeSoundbattleReferee *self,
                                                 TableeSoundQuality        quality,
                                                 TableeSoundDirection      direction,
                                                 GError                  **error);
/* Who lays now (-1 outside LAY). */
int      tablee_soundbattle_referee_get_next_player (TableeSoundbattleReferee *self);
/* Whether the player laying now lays the mystery card. */
gboolean tablee_soundbattle_referee_next_is_mystery (TableeSoundbattleReferee *self);
/* Whether the player laying now may use a super power: defenders only, and
 * never in a battle. */
gboolean tablee_soundbattle_referee_next_may_use_super_power (TableeSoundbattleReferee *self);
/* The player laying now lays a card showing value (in thousandths of the
 * quality's unit). After the last card of a pass the trick is settled: a
 * winner, a battle, or nobody. */
gboolean tablee_soundbattle_referee_lay         (TableeSoundbattleReferee *self,
                                                 gint64                    value,
                                                 gboolean                  super_power,
                                                 GError                  **error);
/* The quick way: instead of the values, the table says who laid the best
 * card of the pass being played: one player wins the trick, several fight a
 * battle (then say who won it, or type its values). Only before the first
 * card of a pass is typed; winners is a bit per player, among those laying
 * in this pass. Every card of the pass is laid at once, the mystery card
 * and the counts as with values, without super powers. */
gboolean tablee_soundbattle_referee_award       (TableeSoundbattleReferee *self,
                                                 guint                     winners,
                                                 GError                  **error);
/* Who deals the next round (ROUND_OVER only, else -1): the round's winner;
 * the first player dealt to, on the dealer's right, attacks. */
int      tablee_soundbattle_referee_get_next_dealer (TableeSoundbattleReferee *self);
/* Deals the next round (from ROUND_OVER): the round's winner deals. */
gboolean tablee_soundbattle_referee_next_round  (TableeSoundbattleReferee *self,
                                                 GError                  **error);

/* The match as it stands (see TableeSoundbattleState), owned by the
 * referee, changed by every step. */
const TableeSoundbattleState *tablee_soundbattle_referee_get_state (TableeSoundbattleReferee *self);
/* The trick being played (ASK: none yet, NULL) and the last one settled
 * this round (NULL before the first). */
const TableeSoundbattleTrick *tablee_soundbattle_referee_get_trick      (TableeSoundbattleReferee *self);
const TableeSoundbattleTrick *tablee_soundbattle_referee_get_last_trick (TableeSoundbattleReferee *self);
/* The tricks of the match as CSV (RFC 4180, CRLF line ends): a header, then
 * a line per trick: round and trick numbers (from 1), attacker, quality id
 * ("volume"…), "highest" or "lowest", winner (empty when nobody won),
 * cards taken, battles, who fought the first battle (names joined by " + "),
 * "quick" or "values"; then a line per player with the rounds they won:
 * "rounds-won", name, count. Names that a spreadsheet would run as a
 * formula are defused with a leading quote. */
char *tablee_soundbattle_referee_to_csv         (TableeSoundbattleReferee *self);

G_END_DECLS
