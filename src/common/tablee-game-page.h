/* tablee-game-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablee-game.h"

G_BEGIN_DECLS

#define TABLEE_TYPE_GAME_PAGE (tablee_game_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (TableeGamePage, tablee_game_page, TABLEE, GAME_PAGE, AdwBin)

/* The page of a game, written once for the four. It is given its game,
 * the construct-only "game" property (the window passes the one
 * tablee_game_registry_open_game() opened, loaded and saves); made without
 * one (in a test), it gets one from there for its class's game_id. The
 * page opens no store: a game that is not the registry's is not saved. A
 * subclass sets up what depends on the game in its GObject constructed(),
 * after chaining up: its init runs before the game is there. The page
 * tells once it shows why the registry set the saved game aside, loads the
 * class's style sheet once, and installs the actions every game answers
 * the same way:
 *
 *   game.undo      Ctrl+Z         a toast says what was undone, with Redo
 *   game.redo      Ctrl+Shift+Z   a toast says what was done again
 *   game.new-game  Ctrl+N         a toast offers to take it back
 *   game.rules     F1             the rules, at what the page shows now
 *   game.seat-table               everyone at the table sits down
 *
 * The game's seats are the people at the table's (tablee-table.h): a new
 * game seats them, a saved one brings its players back to the table.
 *
 * The keys work wherever the focus is in the window while the page shows;
 * an entry that undoes its own text gets Ctrl+Z first. The actions are
 * enabled from the game's can-undo and can-redo.
 */
struct _TableeGamePageClass
{
  AdwBinClass parent_class;

  /* A resource path ("/io/github/tablee/Tablee/ui/tablee-frantic.css"),
   * loaded for the display the first time a page of the class is made,
   * or NULL. */
  const char *css_resource;
  /* The game's id in the registry ("frantic"): its game when none is
   * given, and its rules. */
  const char *game_id;

  /* The rules entry or section for what the page shows now, or NULL for
   * the game's overview (transfer full). */
  char *(*dup_rules_id) (TableeGamePage *self);
  /* After game.new-game made its step: e.g. show the first tab. */
  void  (*new_game_done) (TableeGamePage *self);
};

TableeGame *tablee_game_page_get_game   (TableeGamePage *self);

/* Notices. A page has one notice channel, a toast in the window's
 * overlay, with these rules:
 *
 * - A notice belongs to the game state it was shown in: it remembers the
 *   game's serial (tablee_game_get_serial()) at that moment, and the next
 *   change of the game (any step, undo, redo, new game, loading, a change
 *   that is no step) withdraws it (adw_toast_dismiss()). The serial goes
 *   up before the game's property notifications go out, so a notice shown
 *   from a notify:: or "changed" handler of the change it tells about is
 *   current and stays; one shown inside a change before those (from a
 *   part's own signal) belongs to the state before and goes with it.
 * - A newer notice replaces the one showing: that one is withdrawn first,
 *   and the new one shows as soon as it has gone (see below); it never
 *   waits for its time out, and never plays after a newer one. The page
 *   sets every notice to ADW_TOAST_PRIORITY_NORMAL: a high priority would
 *   push the toast showing back into the overlay's queue, to replay later.
 * - A toast object is shown once: adding one that was added before (here
 *   or with tablee_add_toast()) is refused with a g_critical(); make a new
 *   toast to say it again.
 * - What lasts (a mistake waiting to be confirmed, a level on offer, the
 *   game over) belongs in the page itself, not in a notice.
 * - A notice is withdrawn when another page shows in the window: what it
 *   offers makes no sense there.
 * - Withdrawn, a notice is the page's no more at once (get_toast() says
 *   NULL, its button goes), and its toast is dismissed
 *   (adw_toast_dismiss()) at once, or, while a show animation of the
 *   overlay may still run (up to 550 ms of frame time after a toast
 *   showed there, and a frame), then: libadwaita 1.2 crashes on a toast
 *   whose hide animation ends before its show animation
 *   (tablee-toasts.c). A newer notice shows once it has gone.
 *
 * The message that the saved game was set aside is not about the game's
 * state: it shows once the page maps and no change withdraws it (a newer
 * notice still replaces it). */

/* Shows text (plain, escaped here) as the page's notice. With an action,
 * the toast has a button that activates it on this page ("game.undo").
 * Returns: (transfer none): the toast, for its timeout or button (valid
 * until the next notice, even when the page is in no window). */
AdwToast   *tablee_game_page_show_toast (TableeGamePage *self,
                                         const char     *text,
                                         const char     *button_label,
                                         const char     *action_name);
/* Shows a toast made by the caller, with its own timeout and button, as
 * the page's notice (takes the caller's reference, floating or full). */
void        tablee_game_page_add_toast  (TableeGamePage *self,
                                         AdwToast       *toast);
/* The page's notice while it shows, or NULL. */
AdwToast   *tablee_game_page_get_toast  (TableeGamePage *self);
/* Whether a notice about the game shows, and the game's serial it was
 * shown at (for tests: tablee_test_assert_notice_current()). */
gboolean    tablee_game_page_get_notice_serial (TableeGamePage *self,
                                                guint64        *serial);
/* Withdraws the notice about the game, for a page whose state changed
 * outside the game (a trainer's level changed by hand). */
void        tablee_game_page_withdraw_notice   (TableeGamePage *self);

/* Says text (plain, short, in the interface's language) to a screen
 * reader, politely, while the page shows: what a player at the table
 * would say aloud (a roll, a verdict, who is next). Every notice says its
 * text this way by itself (tablee_add_toast()). See
 * tablee_accessible_announce(). */
void        tablee_game_page_announce   (TableeGamePage *self,
                                         const char     *text);

/* Adds the style sheet at resource (NULL: none) to the display, once:
 * what a game page's css_resource does, for pages of another kind. */
void        tablee_game_page_load_css   (const char     *resource);

/* Toasts for any widget, game page or not. Shows toast in the
 * AdwToastOverlay that holds widget (the window's), taking the caller's
 * reference; a toast shown before is refused (g_critical()), and a toast
 * shown says its title to a screen reader (tablee_accessible_announce()).
 * A toast of high priority replaces the one showing, which is dismissed
 * (when safe, see tablee-toasts.c) rather than put back in the queue to
 * play again. */
void        tablee_add_toast            (GtkWidget      *widget,
                                         AdwToast       *toast);
/* Whether toast was given to tablee_add_toast() (or a page) already. */
gboolean    tablee_toast_was_added      (AdwToast       *toast);
/* A toast whose title is plain text, escaped for the markup AdwToast titles
 * are on libadwaita 1.2: player names like "<b>&amp;" show literally. */
AdwToast   *tablee_toast_new_plain      (const char     *text);

G_END_DECLS
