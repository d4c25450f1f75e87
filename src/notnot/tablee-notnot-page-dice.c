/* tablee-notnot-page-dice.c: the dice on screen and their roll.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tablee-notnot-page-private.h"
#include "tablee-sound.h"

/* The dice tumble this long, at most 0.6 s as the table cannot wait. */
#define ROLL_DURATION_US 550000
/* How often a tumbling die shows another face. */
#define FACE_CHANGE_US    70000

/* Dice faces on screen */

/* The ink a word is printed in: never the colour it names, as on the real
 * dice, to trouble the reader. */
static const char *
face_ink (TableeNotnotFace face)
{
  switch (face)
    {
    case TABLEE_FACE_UP:
      return "ink-red";
    case TABLEE_FACE_RIGHT:
      return "ink-green";
    case TABLEE_FACE_DOWN:
      return "ink-yellow";
    case TABLEE_FACE_LEFT:
      return "ink-blue";
    case TABLEE_FACE_RED:
      return "ink-green";
    case TABLEE_FACE_BLUE:
      return "ink-red";
    case TABLEE_FACE_GREEN:
      return "ink-yellow";
    case TABLEE_FACE_YELLOW:
      return "ink-blue";
    case TABLEE_FACE_WHITE:
      return "ink-red";
    case TABLEE_FACE_NOTHING:
    default:
      return "ink-plain";
    }
}

static void
set_die_accessible (TableeNotnotDieView *die,
                    const char          *name,
                    const char          *word)
{
  g_autofree char *label = NULL;

  /* TRANSLATORS: a die and the word it shows, e.g. "Colour die: RED". */
  label = g_strdup_printf (_("%s: %s"), name, word);
  gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
tablee_notnot_page_show_dice (TableeNotnotPage *self,
                              gboolean          final)
{
  TableeNotnotRoll roll;
  gboolean has_roll = tablee_notnot_page_get_shown_roll (self, &roll);
  const char *neg;

  if (!has_roll)
    {
      tablee_notnot_die_view_set_face (self->die_a, "?", "ink-plain");
      tablee_notnot_die_view_set_face (self->die_b, "?", "ink-plain");
      tablee_notnot_die_view_set_face (self->die_negation, "?", "ink-plain");
      set_die_accessible (self->die_a, _("Direction die"), _("not rolled yet"));
      set_die_accessible (self->die_b, _("Colour die"), _("not rolled yet"));
      set_die_accessible (self->die_negation, _("Negation die"), _("not rolled yet"));
      return;
    }

  if (!final)
    return;

  neg = roll.negations == 0 ? "" : tablee_notnot_negation_get_word (roll.negations);
  tablee_notnot_die_view_set_face (self->die_a, tablee_notnot_face_get_word (roll.a), face_ink (roll.a));
  tablee_notnot_die_view_set_face (self->die_b, tablee_notnot_face_get_word (roll.b), face_ink (roll.b));
  tablee_notnot_die_view_set_face (self->die_negation, neg, "ink-plain");
  set_die_accessible (self->die_a, _("Direction die"), tablee_notnot_face_get_word (roll.a));
  set_die_accessible (self->die_b, _("Colour die"), tablee_notnot_face_get_word (roll.b));
  set_die_accessible (self->die_negation, _("Negation die"), roll.negations == 0 ? _("blank") : neg);
}

/* The roll animation: frame-clock driven, so it runs at the display's rate
 * and can be skipped or switched off. */

/* Lands the dice: upright, showing the roll. */
static void
land_dice (TableeNotnotPage *self)
{
  tablee_notnot_die_view_set_tilt (self->die_a, 0, 0);
  tablee_notnot_die_view_set_tilt (self->die_b, 0, 0);
  tablee_notnot_die_view_set_tilt (self->die_negation, 0, 0);

  /* The watch starts when the player can read the dice. */
  if (tablee_notnot_page_mode_is (self, "training"))
    tablee_notnot_training_start_watch (self->training);

  tablee_notnot_page_update (self);
}

void
tablee_notnot_page_stop_animation (TableeNotnotPage *self)
{
  if (self->tick_id == 0)
    return;

  gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  land_dice (self);
}

static gboolean
roll_tick_cb (GtkWidget     *widget,
              GdkFrameClock *frame_clock,
              gpointer       user_data)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);
  TableeNotnotDieView *dice[] = { self->die_a, self->die_b, self->die_negation };
  gint64 elapsed;
  double t;
  guint step;

  if (self->roll_start_us == 0)
    self->roll_start_us = now;
  elapsed = now - self->roll_start_us;
  if (elapsed >= ROLL_DURATION_US)
    {
      self->tick_id = 0;
      land_dice (self);
      return G_SOURCE_REMOVE;
    }

  t = (double) elapsed / ROLL_DURATION_US;
  step = elapsed / FACE_CHANGE_US;

  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    {
      guint face = tablee_notnot_die_get_face (i, (step + i * 2) % TABLEE_NOTNOT_DIE_N_FACES);
      /* Each die tumbles its own way and settles. */
      double degrees = sin (t * G_PI * (3 + i)) * 28 * (1 - t) * (i % 2 ? -1 : 1);
      double lift = sin (t * G_PI) * 14;

      if (i == TABLEE_NOTNOT_DIE_NEGATION)
        tablee_notnot_die_view_set_face (dice[i], face == 0 ? "" : tablee_notnot_negation_get_word (face),
                                         "ink-plain");
      else
        tablee_notnot_die_view_set_face (dice[i], tablee_notnot_face_get_word (face), face_ink (face));
      tablee_notnot_die_view_set_tilt (dice[i], degrees, lift);
    }

  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (TableeNotnotPage *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

void
tablee_notnot_page_start_roll_animation (TableeNotnotPage *self)
{
  tablee_sound_play (tablee_sound_get_default (), TABLEE_SOUND_DICE);

  if (self->tick_id != 0 || !animations_enabled (self))
    {
      tablee_notnot_page_stop_animation (self);
      land_dice (self);
      return;
    }

  self->roll_start_us = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), roll_tick_cb, NULL, NULL);
}

gboolean
tablee_notnot_page_get_animating (TableeNotnotPage *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_PAGE (self), FALSE);

  return self->tick_id != 0;
}
