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

/* The page of a game, written once for the four: given its game
 * (tablee_game_page_set_game(), from the subclass's init), it opens the
 * game's store, tells a damaged file once the page shows, loads the
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
  /* The game's id in the rules ("frantic"). */
  const char *rules_game;

  /* The rules entry or section for what the page shows now, or NULL for
   * the game's overview (transfer full). */
  char *(*dup_rules_id) (TableeGamePage *self);
  /* After game.new-game made its step: e.g. show the first tab. */
  void  (*new_game_done) (TableeGamePage *self);
};

/* Takes a reference on game, opens its store and loads the saved state.
 * Call once, from the subclass's init, after gtk_widget_init_template(). */
void        tablee_game_page_set_game   (TableeGamePage *self,
                                         TableeGame     *game);
TableeGame *tablee_game_page_get_game   (TableeGamePage *self);

/* Shows text (plain, escaped here) in a toast of the window. With an
 * action, the toast has a button that activates it on this page
 * ("game.undo"); the toast is dismissed when the page goes away. */
AdwToast   *tablee_game_page_show_toast (TableeGamePage *self,
                                         const char     *text,
                                         const char     *button_label,
                                         const char     *action_name);
/* Shows a toast made by the caller, with its own timeout, priority and
 * button (takes a floating or full reference), as tablee_game_page_show_toast()
 * does. */
void        tablee_game_page_add_toast  (TableeGamePage *self,
                                         AdwToast       *toast);
/* The last toast shown by the page, while it shows (for tests). */
AdwToast   *tablee_game_page_get_toast  (TableeGamePage *self);

/* Adds the style sheet at resource (NULL: none) to the display, once:
 * what a game page's css_resource does, for pages of another kind. */
void        tablee_game_page_load_css   (const char     *resource);

/* Toasts for any widget, game page or not. Shows toast in the
 * AdwToastOverlay that holds widget (the window's). */
void        tablee_add_toast            (GtkWidget      *widget,
                                         AdwToast       *toast);
/* A toast whose title is plain text, escaped for the markup AdwToast titles
 * are on libadwaita 1.2: player names like "<b>&amp;" show literally. */
AdwToast   *tablee_toast_new_plain      (const char     *text);

G_END_DECLS
