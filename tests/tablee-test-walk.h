/* tablee-test-walk.h: random walks over a game page, checking after each
 * step that the page shows what its game holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The idea: after any step, the page must show exactly what a fresh page
 * shows when opened on the same saved state (as after kill -9 and a
 * restart), and any notice showing must describe the current state. A
 * view updated by hand that forgets a case, a notice that outlives its
 * state, anything the game holds but does not save: each makes the two
 * pages differ, and the walk stops there with a readable failure.
 *
 * A game's walk test, in its tests/test-<game>-page.c (linked with this
 * file, as every view test is):
 *
 *   static const char *
 *   frantic_move (TableeGamePage *page, GRand *rand, gpointer data)
 *   {
 *     switch (g_rand_int_range (rand, 0, 3))
 *       {
 *       case 0: ...draw an event...; return "draw";
 *       case 1: ...add a round through the dialog...; return "round";
 *       default: ...edit a past round...; return "edit";
 *       }
 *   }
 *
 *   static void
 *   test_frantic_walk (Fixture *fixture, gconstpointer data)
 *   {
 *     // View state the user chose, which a fresh page cannot know.
 *     const char *skip[] = { "tabs", "GtkPopover", NULL };
 *
 *     tablee_test_walk (fixture->page, frantic_move, fixture, skip);
 *   }
 *
 * The move returns a short name of what it did (a static string): the
 * failure lists the last moves. A move may do nothing when it does not
 * apply (nothing to edit yet); it must not wait on wall-clock time: fire a
 * countdown's timeout through the model or the page's own test hooks.
 * The page must be in a window with an AdwToastOverlay (as the window
 * has it) so that notices show.
 *
 * Environment: TABLEE_WALK_SEED replays a walk (the seed is printed in
 * the TAP output as "# walk seed N"); TABLEE_WALK_STEPS sets its length
 * (500 by default; the soak target runs longer ones).
 *
 * What counts as seen (tablee_test_visible_texts()): a widget counts when
 * it and every ancestor up to root are visible, child-visible (a stack's
 * other pages, a closed revealer, a popover not popped up are not) and
 * not fully transparent. Mapping and allocation are not required, so that
 * a page not yet drawn compares too. What it shows: a GtkLabel's text
 * (button labels, row titles and subtitles, window titles and status
 * pages are labels inside), the text of a GtkText (entries and spin
 * buttons), the state of a check button, toggle button or switch
 * ("[x]"/"[ ]"). Not compared: sensitivity (a fresh page has no undo
 * history, so Undo and Redo differ by design), icons, tooltips, styles.
 * Each line is "id: text", id the buildable id (the name in the .ui) of
 * the nearest ancestor that has one, or its type name.
 */

#pragma once

#include <adwaita.h>

#include "tablee-game-page.h"

G_BEGIN_DECLS

/* The texts a person sees under root, in tree order, one line each (see
 * above). A widget matched by an entry of skip (NULL-terminated, or NULL)
 * is left out with everything in it; an entry matches a widget's name
 * (gtk_widget_set_name(), by default its type name: "GtkPopover"), one of
 * its CSS classes, or its buildable id. */
GStrv            tablee_test_visible_texts      (GtkWidget          *root,
                                                 const char * const *skip);

/* Flushes page's saved game (every store), gives the game of its kind
 * the registry opens from that file (tablee_game_registry_open_game() of
 * the class's game_id) to a fresh page of the same type, in a window of its own
 * (with its toast overlay, of the size of page's window, not presented:
 * what shows is told by visibility, and a walk opens one at every step),
 * and returns it once the main loop is idle; checks on the way that the
 * fresh game's saved state equals the walked game's. Destroy it with
 * tablee_test_fresh_page_close(). */
TableeGamePage  *tablee_test_fresh_page         (TableeGamePage     *page);
void             tablee_test_fresh_page_close   (TableeGamePage     *fresh);

/* Fails, with the first line that differs and both lists, when page and
 * fresh do not show the same texts (skip as for
 * tablee_test_visible_texts()). */
void             tablee_test_assert_same_texts  (TableeGamePage     *page,
                                                 TableeGamePage     *fresh,
                                                 const char * const *skip);

/* Fails when the notice page shows about its game was shown at an older
 * state than the game's current one (tablee_game_get_serial()). */
void             tablee_test_assert_notice_current (TableeGamePage  *page);

/* A random source for a walk: seeded from TABLEE_WALK_SEED, else from
 * g_test_rand_int(); the seed is printed. */
GRand           *tablee_test_walk_rand_new      (void);
/* TABLEE_WALK_STEPS; else, in GLib's slow mode (-m slow: the soak
 * benchmark <game>-walk-soak, about ten minutes), soak_steps; else 500.
 * Each game's walk gives the number of its steps that take ten minutes. */
guint            tablee_test_walk_n_steps       (guint               soak_steps);

/* One of the moves every game has, through the page's keys and notices as
 * a person would: undo, redo, new game, or taking a new game back with
 * its notice's Undo button. Returns its name. */
const char      *tablee_test_walk_base_move     (TableeGamePage     *page,
                                                 GRand              *rand);

/* Runs what the main loop has pending. */
void             tablee_test_walk_drain         (void);

/* Checks page after a step: same texts as a fresh page on the saved state
 * and a current notice. step names the step in a failure. */
void             tablee_test_walk_check         (TableeGamePage     *page,
                                                 const char * const *skip,
                                                 const char         *step);

/* The move of a game: one step of it, chosen with rand; returns its name. */
typedef const char *(*TableeTestWalkMove) (TableeGamePage *page,
                                           GRand          *rand,
                                           gpointer        data);

/* The walk: tablee_test_walk_n_steps() steps (1500 in the soak), a quarter of them base moves
 * (tablee_test_walk_base_move()), the rest the game's move; after each,
 * tablee_test_walk_check(). A failure says the seed, the step number and
 * the last moves. Animations are turned off meanwhile (toasts come and go
 * at once), and back on after. */
void             tablee_test_walk               (TableeGamePage     *page,
                                                 TableeTestWalkMove  move,
                                                 gpointer            data,
                                                 const char * const *skip);

G_END_DECLS
