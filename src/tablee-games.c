/* tablee-games.c: the games of the app, one entry each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tablee-frantic-game.h"
#include "tablee-game-registry.h"
#include "tablee-notnot-game.h"
#include "tablee-random.h"
#include "tablee-soundbattle-referee.h"
#include "tablee-whosnext-game.h"

static TableeGame *
new_notnot (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new ();

  return TABLEE_GAME (tablee_notnot_game_new (random));
}

static TableeGame *
new_frantic (void)
{
  g_autoptr(TableeRandom) random = tablee_random_new ();

  return TABLEE_GAME (tablee_frantic_game_new (random));
}

static TableeGame *
new_whosnext (void)
{
  return TABLEE_GAME (tablee_whosnext_game_new ());
}

static TableeGame *
new_soundbattle (void)
{
  return TABLEE_GAME (tablee_soundbattle_referee_new ());
}

/* History's figures: cards won, points, wrong notes, cards won. */
static const char *
notnot_figure (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "%s card", "%s cards", n);
}

static const char *
frantic_figure (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", n);
}

static const char *
whosnext_figure (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "%s wrong note", "%s wrong notes", n);
}

static const char *
soundbattle_figure (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "%s card", "%s cards", n);
}

/* What History's CSV says a figure counts. */
static const char *
cards_unit (gulong n)
{
  /* Translators: what a figure of History's CSV counts. */
  return g_dngettext (GETTEXT_PACKAGE, "card", "cards", n);
}

static const char *
points_unit (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "point", "points", n);
}

static const char *
wrong_notes_unit (gulong n)
{
  return g_dngettext (GETTEXT_PACKAGE, "wrong note", "wrong notes", n);
}

/* Not Not records its levels from 1, as the rules number them. */
static const char *
notnot_mode_name (const char *mode)
{
  guint64 number;

  if (g_str_has_prefix (mode, "level-") &&
      g_ascii_string_to_unsigned (mode + strlen ("level-"), 10, 1, TABLEE_NOTNOT_N_LEVELS, &number, NULL))
    return tablee_notnot_level_get_name ((guint) number - 1);

  return NULL;
}

static const char *
soundbattle_mode_name (const char *mode)
{
  for (TableeSoundbattleMode m = 0; m < TABLEE_SOUNDBATTLE_N_MODES; m++)
    if (g_str_has_prefix (mode, "mode-") && g_str_equal (mode + strlen ("mode-"), tablee_soundbattle_mode_to_string (m)))
      return tablee_soundbattle_mode_get_name (m);

  return NULL;
}

/* How BG Stats may name them: the English name BG Stats shows, and the
 * French one a table may have typed. */
static const char * const whosnext_bgstats_names[] = { "Who's Next?", "Who’s Next ?", NULL };
static const char * const soundbattle_bgstats_names[] = { "La Guerre des Sons", "Guerre des Sons", NULL };

/* In the sidebar's order. */
static const TableeGameInfo games[] = {
  { "notnot", N_("Not Not"), "notnot", notnot_figure, notnot_mode_name, new_notnot,
    tablee_notnot_game_get_type, cards_unit, FALSE },
  { "frantic", N_("Frantic"), "frantic", frantic_figure, NULL, new_frantic,
    tablee_frantic_game_get_type, points_unit, TRUE },
  { "whosnext", N_("Who’s Next?"), "whosnext", whosnext_figure, NULL, new_whosnext,
    tablee_whosnext_game_get_type, wrong_notes_unit, TRUE, whosnext_bgstats_names },
  { "soundbattle", N_("La Guerre des Sons"), "soundbattle", soundbattle_figure, soundbattle_mode_name,
    new_soundbattle, tablee_soundbattle_referee_get_type, cards_unit, FALSE, soundbattle_bgstats_names },
};

void
tablee_games_register (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    tablee_game_registry_add (&games[i]);
}
