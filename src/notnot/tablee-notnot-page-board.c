/* tablee-notnot-page-board.c: the cross of cards around the pile, and who
 * tapped which.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n.h>
#include "tablee-notnot-page-private.h"
#include "tablee-settings.h"

/* Showing the state */

static const char *
spot_name (TableeSpot spot)
{
  switch (spot)
    {
    case TABLEE_SPOT_UP:
      return _("Top card");
    case TABLEE_SPOT_RIGHT:
      return _("Right card");
    case TABLEE_SPOT_DOWN:
      return _("Bottom card");
    case TABLEE_SPOT_LEFT:
    default:
      return _("Left card");
    }
}

/* The card at a spot, inside a sentence. */
const char *
tablee_notnot_page_spot_phrase (TableeSpot spot)
{
  switch (spot)
    {
    case TABLEE_SPOT_UP:
      return _("the top card");
    case TABLEE_SPOT_RIGHT:
      return _("the right card");
    case TABLEE_SPOT_DOWN:
      return _("the bottom card");
    case TABLEE_SPOT_LEFT:
    default:
      return _("the left card");
    }
}

void
tablee_notnot_page_update_board (TableeNotnotPage *self,
                                 gboolean          has_roll,
                                 const TableeNotnotRoll *roll)
{
  gboolean training = tablee_notnot_page_mode_is (self, "training");
  TableeNotnotLevel level = tablee_notnot_page_current_level (self);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  gboolean aid = tablee_settings_get_colourblind_aid (tablee_settings_get_default ());
  gboolean show_valid;
  TableeNotnotCard top = { TABLEE_PORTAL_NONE, TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
  gboolean has_top = TRUE;
  TableeSpot up = TABLEE_SPOT_UP;
  guint valid;

  if (training)
    {
      valid = has_roll ? tablee_notnot_training_get_valid_spots (self->training) : 0;
      show_valid = has_roll && !tablee_notnot_training_get_waiting (self->training);
      up = has_roll ? roll->up : TABLEE_SPOT_UP;
      top.portal = TABLEE_PORTAL_NONE;
      top.rule = TABLEE_NOTNOT_RULE_NONE;
      top.arrow = up;
      top.liar = has_roll && roll->liar;
      tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_BACK, &top);
    }
  else
    {
      valid = tablee_notnot_game_get_valid_spots (self->game);
      show_valid = tablee_notnot_page_revealed (self);
      if (tablee_notnot_game_get_top_card (self->game, &top))
        {
          tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_BACK, &top);
          if (level >= TABLEE_NOTNOT_LEVEL_HARD)
            up = top.arrow;
        }
      else
        {
          has_top = FALSE;
          tablee_notnot_card_view_set_card (self->pile_view, TABLEE_NOTNOT_CARD_VIEW_NONE, NULL);
        }
    }

  tablee_notnot_card_view_set_back_marks (self->pile_view, level >= TABLEE_NOTNOT_LEVEL_HARD,
                                          level >= TABLEE_NOTNOT_LEVEL_EXTREME);
  {
    g_autofree char *pile_a11y = NULL;
    const char *liar = level >= TABLEE_NOTNOT_LEVEL_EXTREME && top.liar ? _(", with the liar") : "";

    /* An empty pile has no arrow and no liar: the judge ignores them. */
    if (!has_top)
      pile_a11y = g_strdup (_("Draw pile: empty"));
    else if (level >= TABLEE_NOTNOT_LEVEL_HARD)
      /* TRANSLATORS: the first %s is where the arrow points ("the top
       * card"), the second says whether the liar shows. */
      pile_a11y = g_strdup_printf (_("Draw pile: the arrow points to %s%s"), tablee_notnot_page_spot_phrase (up), liar);
    else
      pile_a11y = g_strdup (_("Draw pile"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_view),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, pile_a11y, -1);
  }

  for (guint spot = 0; spot < TABLEE_N_SPOTS; spot++)
    {
      GtkWidget *slot = GTK_WIDGET (self->slots[spot]);
      g_autoptr(GString) tappers = g_string_new (NULL);
      g_autofree char *a11y = NULL;
      TableeNotnotCard card;
      gboolean has_card;

      if (training)
        {
          has_card = TRUE;
          tablee_notnot_training_get_card (self->training, spot, &card);
          if (!has_roll)
            has_card = FALSE;
        }
      else
        has_card = tablee_notnot_game_get_card (self->game, spot, &card);

      tablee_notnot_card_view_set_card (self->card_views[spot],
                                        has_card ? TABLEE_NOTNOT_CARD_VIEW_FACE : TABLEE_NOTNOT_CARD_VIEW_NONE,
                                        has_card ? &card : NULL);
      tablee_notnot_card_view_set_colourblind_aid (self->card_views[spot], aid);

      gtk_widget_set_visible (GTK_WIDGET (self->up_badges[spot]),
                              level >= TABLEE_NOTNOT_LEVEL_HARD && spot == up && (has_roll || !training));

      if (show_valid && (valid & (1u << spot)))
        {
          gtk_widget_add_css_class (slot, "valid");
          gtk_widget_remove_css_class (slot, "invalid");
        }
      else if (show_valid)
        {
          gtk_widget_add_css_class (slot, "invalid");
          gtk_widget_remove_css_class (slot, "valid");
        }
      else
        {
          gtk_widget_remove_css_class (slot, "valid");
          gtk_widget_remove_css_class (slot, "invalid");
        }
      /* In training, the card clicked by mistake is marked. */
      if (training && show_valid && self->training_pick == (int) spot && !(valid & (1u << spot)))
        gtk_widget_add_css_class (slot, "picked-wrong");
      else
        gtk_widget_remove_css_class (slot, "picked-wrong");

      if (!training)
        {
          for (guint i = 0; i < tablee_players_get_n_players (players); i++)
            {
              if (tablee_notnot_game_get_tap (self->game, i) == (int) spot)
                {
                  if (tappers->len > 0)
                    g_string_append (tappers, ", ");
                  g_string_append (tappers, tablee_player_get_name (tablee_players_get_player (players, i)));
                }
            }
        }
      gtk_label_set_text (self->tap_labels[spot], tappers->str);
      gtk_widget_set_visible (GTK_WIDGET (self->tap_labels[spot]), tappers->len > 0);

      if (!has_card)
        /* TRANSLATORS: e.g. "Top card: no card". */
        a11y = g_strdup_printf (_("%s: no card"), spot_name (spot));
      else if (card.portal == TABLEE_PORTAL_NONE)
        /* TRANSLATORS: e.g. "Top card: empty card". */
        a11y = g_strdup_printf (_("%s: empty card"), spot_name (spot));
      else
        /* TRANSLATORS: e.g. "Top card: red portal". */
        a11y = g_strdup_printf (_("%s: %s portal"), spot_name (spot), tablee_portal_get_name (card.portal));
      if (show_valid)
        {
          char *more = g_strconcat (a11y, (valid & (1u << spot)) ? _(", may be tapped") : _(", may not be tapped"), NULL);

          g_free (a11y);
          a11y = more;
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

static void
popover_closed_cb (TableeNotnotPage *self)
{
  GtkPopover *popover = self->pick_popover;

  self->pick_popover = NULL;
  if (popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (popover));
}

static void
open_pick_popover (TableeNotnotPage *self,
                   TableeSpot        spot)
{
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  g_autofree char *question = NULL;

  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);

  /* TRANSLATORS: %s is a card, e.g. "the top card". */
  question = g_strdup_printf (_("Who tapped %s?"), tablee_notnot_page_spot_phrase (spot));
  gtk_label_set_text (GTK_LABEL (title), question);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);

  for (guint i = 0; i < tablee_players_get_n_players (players); i++)
    {
      TableePlayer *player = tablee_players_get_player (players, i);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (tablee_player_get_name (player));
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), check);
      /* The check marks a tap already recorded: choosing it again takes it
       * back. */
      gtk_widget_set_opacity (check, tablee_notnot_game_get_tap (self->game, i) == (int) spot ? 1 : 0);
      gtk_button_set_child (GTK_BUTTON (button), row);
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.tap");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", i, (guint) spot);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tablee_player_get_name (player), -1);
      gtk_box_append (GTK_BOX (box), button);
    }

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, GTK_WIDGET (self->slots[spot]));
  g_signal_connect_object (popover, "closed", G_CALLBACK (popover_closed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  self->pick_popover = GTK_POPOVER (popover);
  gtk_popover_popup (GTK_POPOVER (popover));
}

void
tablee_notnot_page_pick_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  guint spot = g_variant_get_uint32 (parameter);

  if (spot >= TABLEE_N_SPOTS)
    return;

  if (tablee_notnot_page_mode_is (self, "training"))
    {
      /* A click before the dice settle is a guess, not a reaction. */
      if (self->tick_id != 0)
        return;
      if (tablee_notnot_training_get_waiting (self->training))
        self->training_pick = spot;
      tablee_notnot_training_answer (self->training, spot);
      tablee_notnot_page_update (self);
    }
  else if (tablee_notnot_page_mode_is (self, "table") && tablee_notnot_game_get_rolled (self->game) &&
           tablee_notnot_game_get_card (self->game, spot, NULL))
    {
      tablee_notnot_page_stop_animation (self);
      /* A page not in a window yet has nowhere to show the question. */
      if (gtk_widget_get_root (widget) != NULL)
        open_pick_popover (self, spot);
    }
}

void
tablee_notnot_page_tap_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  TableeNotnotPage *self = TABLEE_NOTNOT_PAGE (widget);
  TableePlayers *players = tablee_game_get_players (TABLEE_GAME (self->game));
  guint player, spot;

  g_variant_get (parameter, "(uu)", &player, &spot);
  if (player >= tablee_players_get_n_players (players) || spot >= TABLEE_N_SPOTS)
    return;

  /* The same choice again takes the tap back. */
  if (tablee_notnot_game_get_tap (self->game, player) == (int) spot)
    tablee_notnot_game_remove_tap (self->game, player);
  else
    tablee_notnot_game_add_tap (self->game, player, spot);

  if (self->pick_popover != NULL)
    gtk_popover_popdown (self->pick_popover);
}
