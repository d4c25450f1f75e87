/* tablee-notnot-board.c: the board as a view shows it, a list of the four
 * places of the cross and the top of the pile, each with what the referee
 * says of it and who tapped it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-notnot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tablee-notnot-board.h"

G_DEFINE_ENUM_TYPE (TableeNotnotVerdict, tablee_notnot_verdict,
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_VERDICT_HIDDEN, "hidden"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_VERDICT_MAY_TAP, "may-tap"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_VERDICT_MAY_NOT_TAP, "may-not-tap"),
  G_DEFINE_ENUM_VALUE (TABLEE_NOTNOT_VERDICT_PICKED_WRONG, "picked-wrong"))

/* A place */

struct _TableeNotnotSpotItem
{
  GObject             parent_instance;

  guint               spot;
  gboolean            has_card;
  TableeNotnotCard    card;
  TableeNotnotVerdict verdict;
  gboolean            up;
  gboolean            marks[2];  /* the pile's back shows its arrow, its liar */
  char               *tappers;
  char               *description;
};

G_DEFINE_FINAL_TYPE (TableeNotnotSpotItem, tablee_notnot_spot_item, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_SPOT,
  ITEM_PROP_HAS_CARD,
  ITEM_PROP_PORTAL,
  ITEM_PROP_ARROW,
  ITEM_PROP_LIAR,
  ITEM_PROP_RULE,
  ITEM_PROP_VERDICT,
  ITEM_PROP_UP,
  ITEM_PROP_TAPPERS,
  ITEM_PROP_DESCRIPTION,
  ITEM_PROP_ARROW_SHOWN,
  ITEM_PROP_LIAR_SHOWN,
  N_ITEM_PROPS
};

static GParamSpec *item_properties[N_ITEM_PROPS];

static void
tablee_notnot_spot_item_finalize (GObject *object)
{
  TableeNotnotSpotItem *self = TABLEE_NOTNOT_SPOT_ITEM (object);

  g_free (self->tappers);
  g_free (self->description);

  G_OBJECT_CLASS (tablee_notnot_spot_item_parent_class)->finalize (object);
}

static void
tablee_notnot_spot_item_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TableeNotnotSpotItem *self = TABLEE_NOTNOT_SPOT_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_SPOT:
      g_value_set_uint (value, self->spot);
      break;
    case ITEM_PROP_HAS_CARD:
      g_value_set_boolean (value, self->has_card);
      break;
    case ITEM_PROP_PORTAL:
      g_value_set_uint (value, self->card.portal);
      break;
    case ITEM_PROP_ARROW:
      g_value_set_uint (value, self->card.arrow);
      break;
    case ITEM_PROP_LIAR:
      g_value_set_boolean (value, self->card.liar);
      break;
    case ITEM_PROP_RULE:
      g_value_set_uint (value, self->card.rule);
      break;
    case ITEM_PROP_VERDICT:
      g_value_set_enum (value, self->verdict);
      break;
    case ITEM_PROP_UP:
      g_value_set_boolean (value, self->up);
      break;
    case ITEM_PROP_TAPPERS:
      g_value_set_string (value, self->tappers);
      break;
    case ITEM_PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case ITEM_PROP_ARROW_SHOWN:
      g_value_set_boolean (value, self->marks[0]);
      break;
    case ITEM_PROP_LIAR_SHOWN:
      g_value_set_boolean (value, self->marks[1]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_spot_item_class_init (TableeNotnotSpotItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_notnot_spot_item_finalize;
  object_class->get_property = tablee_notnot_spot_item_get_property;

  item_properties[ITEM_PROP_SPOT] = g_param_spec_uint ("spot", NULL, NULL, 0, TABLEE_N_SPOTS, 0, flags);
  item_properties[ITEM_PROP_HAS_CARD] = g_param_spec_boolean ("has-card", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_PORTAL] =
    g_param_spec_uint ("portal", NULL, NULL, 0, TABLEE_N_PORTALS - 1, TABLEE_PORTAL_NONE, flags);
  item_properties[ITEM_PROP_ARROW] =
    g_param_spec_uint ("arrow", NULL, NULL, 0, TABLEE_N_SPOTS - 1, TABLEE_SPOT_UP, flags);
  item_properties[ITEM_PROP_LIAR] = g_param_spec_boolean ("liar", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_RULE] =
    g_param_spec_uint ("rule", NULL, NULL, 0, TABLEE_NOTNOT_RULE_LIAR, TABLEE_NOTNOT_RULE_NONE, flags);
  item_properties[ITEM_PROP_VERDICT] =
    g_param_spec_enum ("verdict", NULL, NULL, TABLEE_TYPE_NOTNOT_VERDICT, TABLEE_NOTNOT_VERDICT_HIDDEN, flags);
  item_properties[ITEM_PROP_UP] = g_param_spec_boolean ("up", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_TAPPERS] = g_param_spec_string ("tappers", NULL, NULL, "", flags);
  item_properties[ITEM_PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, "", flags);
  item_properties[ITEM_PROP_ARROW_SHOWN] = g_param_spec_boolean ("arrow-shown", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_LIAR_SHOWN] = g_param_spec_boolean ("liar-shown", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
tablee_notnot_spot_item_init (TableeNotnotSpotItem *self)
{
  self->tappers = g_strdup ("");
  self->description = g_strdup ("");
}

guint
tablee_notnot_spot_item_get_spot (TableeNotnotSpotItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), 0);

  return self->spot;
}

gboolean
tablee_notnot_spot_item_get_card (TableeNotnotSpotItem *self,
                                  TableeNotnotCard     *card)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), FALSE);

  if (card != NULL)
    *card = self->card;

  return self->has_card;
}

TableeNotnotVerdict
tablee_notnot_spot_item_get_verdict (TableeNotnotSpotItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), TABLEE_NOTNOT_VERDICT_HIDDEN);

  return self->verdict;
}

gboolean
tablee_notnot_spot_item_get_up (TableeNotnotSpotItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), FALSE);

  return self->up;
}

gboolean
tablee_notnot_spot_item_get_marks (TableeNotnotSpotItem *self,
                                   gboolean             *liar_shown)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), FALSE);

  if (liar_shown != NULL)
    *liar_shown = self->marks[1];

  return self->marks[0];
}

const char *
tablee_notnot_spot_item_get_tappers (TableeNotnotSpotItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_SPOT_ITEM (self), "");

  return self->tappers;
}

/* What a screen reader says of a place. */
static char *
describe (guint                   spot,
          const TableeNotnotCard *card,
          TableeNotnotVerdict     verdict,
          TableeNotnotLevel       level)
{
  static const char * const names[TABLEE_N_SPOTS] = {
    N_("Top card"), N_("Right card"), N_("Bottom card"), N_("Left card"),
  };
  static const char * const phrases[TABLEE_N_SPOTS] = {
    N_("the top card"), N_("the right card"), N_("the bottom card"), N_("the left card"),
  };
  g_autofree char *what = NULL;

  if (spot == TABLEE_N_SPOTS)
    {
      /* An empty pile has no arrow and no liar: the judge ignores them. */
      if (card == NULL)
        return g_strdup (_("Draw pile: empty"));
      if (level >= TABLEE_NOTNOT_LEVEL_HARD)
        /* TRANSLATORS: the first %s is where the arrow points ("the top
         * card"), the second says whether the liar shows. */
        return g_strdup_printf (_("Draw pile: the arrow points to %s%s"), _(phrases[card->arrow]),
                                level >= TABLEE_NOTNOT_LEVEL_EXTREME && card->liar ? _(", with the liar") : "");
      return g_strdup (_("Draw pile"));
    }

  if (card == NULL)
    /* TRANSLATORS: e.g. "Top card: no card". */
    what = g_strdup_printf (_("%s: no card"), _(names[spot]));
  else if (card->portal == TABLEE_PORTAL_NONE)
    /* TRANSLATORS: e.g. "Top card: empty card". */
    what = g_strdup_printf (_("%s: empty card"), _(names[spot]));
  else
    /* TRANSLATORS: e.g. "Top card: red portal". */
    what = g_strdup_printf (_("%s: %s portal"), _(names[spot]), tablee_portal_get_name (card->portal));

  return g_strconcat (what,
                      verdict == TABLEE_NOTNOT_VERDICT_HIDDEN ? ""
                      : verdict == TABLEE_NOTNOT_VERDICT_MAY_TAP ? _(", may be tapped") : _(", may not be tapped"),
                      NULL);
}

/* A die */

struct _TableeNotnotDieItem
{
  GObject          parent_instance;

  TableeNotnotDie  die;
  gboolean         rolled;
  guint            face;
  gboolean         used;
  const char      *word;
  const char      *ink;
  char            *description;
};

G_DEFINE_FINAL_TYPE (TableeNotnotDieItem, tablee_notnot_die_item, G_TYPE_OBJECT)

enum {
  DIE_PROP_0,
  DIE_PROP_DIE,
  DIE_PROP_ROLLED,
  DIE_PROP_FACE,
  DIE_PROP_USED,
  DIE_PROP_WORD,
  DIE_PROP_INK,
  DIE_PROP_DESCRIPTION,
  N_DIE_PROPS
};

static GParamSpec *die_properties[N_DIE_PROPS];

static void
tablee_notnot_die_item_finalize (GObject *object)
{
  g_free (TABLEE_NOTNOT_DIE_ITEM (object)->description);

  G_OBJECT_CLASS (tablee_notnot_die_item_parent_class)->finalize (object);
}

static void
tablee_notnot_die_item_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TableeNotnotDieItem *self = TABLEE_NOTNOT_DIE_ITEM (object);

  switch (prop_id)
    {
    case DIE_PROP_DIE:
      g_value_set_uint (value, self->die);
      break;
    case DIE_PROP_ROLLED:
      g_value_set_boolean (value, self->rolled);
      break;
    case DIE_PROP_FACE:
      g_value_set_uint (value, self->face);
      break;
    case DIE_PROP_USED:
      g_value_set_boolean (value, self->used);
      break;
    case DIE_PROP_WORD:
      g_value_set_string (value, self->word);
      break;
    case DIE_PROP_INK:
      g_value_set_string (value, self->ink);
      break;
    case DIE_PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_die_item_class_init (TableeNotnotDieItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tablee_notnot_die_item_finalize;
  object_class->get_property = tablee_notnot_die_item_get_property;

  die_properties[DIE_PROP_DIE] = g_param_spec_uint ("die", NULL, NULL, 0, TABLEE_NOTNOT_DIE_NEGATION, 0, flags);
  die_properties[DIE_PROP_ROLLED] = g_param_spec_boolean ("rolled", NULL, NULL, FALSE, flags);
  die_properties[DIE_PROP_FACE] = g_param_spec_uint ("face", NULL, NULL, 0, G_MAXUINT, 0, flags);
  die_properties[DIE_PROP_USED] = g_param_spec_boolean ("used", NULL, NULL, TRUE, flags);
  die_properties[DIE_PROP_WORD] = g_param_spec_string ("word", NULL, NULL, "?", flags);
  die_properties[DIE_PROP_INK] = g_param_spec_string ("ink", NULL, NULL, "ink-plain", flags);
  die_properties[DIE_PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, "", flags);

  g_object_class_install_properties (object_class, N_DIE_PROPS, die_properties);
}

static void
tablee_notnot_die_item_init (TableeNotnotDieItem *self)
{
  self->used = TRUE;
  self->word = "?";
  self->ink = "ink-plain";
}

const char *
tablee_notnot_die_item_get_word (TableeNotnotDieItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DIE_ITEM (self), NULL);

  return self->word;
}

const char *
tablee_notnot_die_item_get_ink (TableeNotnotDieItem *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_DIE_ITEM (self), NULL);

  return self->ink;
}

const char *
tablee_notnot_die_word (TableeNotnotDie   die,
                        guint             face,
                        const char      **ink)
{
  static const char * const inks[TABLEE_NOTNOT_N_FACES] = {
    [TABLEE_FACE_NOTHING] = "ink-plain",
    [TABLEE_FACE_UP] = "ink-red", [TABLEE_FACE_RIGHT] = "ink-green",
    [TABLEE_FACE_DOWN] = "ink-yellow", [TABLEE_FACE_LEFT] = "ink-blue",
    [TABLEE_FACE_RED] = "ink-green", [TABLEE_FACE_BLUE] = "ink-red",
    [TABLEE_FACE_GREEN] = "ink-yellow", [TABLEE_FACE_YELLOW] = "ink-blue",
    [TABLEE_FACE_WHITE] = "ink-red",
  };

  if (die == TABLEE_NOTNOT_DIE_NEGATION)
    {
      *ink = "ink-plain";
      return tablee_notnot_negation_get_word (face);
    }

  *ink = inks[face];
  return tablee_notnot_face_get_word (face);
}

static void
die_item_set (TableeNotnotDieItem *self,
              gboolean             rolled,
              guint                face,
              gboolean             used)
{
  const char * const names[] = { _("Direction die"), _("Colour die"), _("Negation die") };
  GObject *object = G_OBJECT (self);
  const char *ink = "ink-plain";
  const char *word = rolled ? tablee_notnot_die_word (self->die, face, &ink) : "?";
  g_autofree char *description = NULL;

  g_object_freeze_notify (object);
#define SET_FIELD(field, value, prop) \
  if ((field) != (value)) { (field) = (value); g_object_notify_by_pspec (object, die_properties[prop]); }
  SET_FIELD (self->rolled, rolled, DIE_PROP_ROLLED);
  SET_FIELD (self->face, face, DIE_PROP_FACE);
  SET_FIELD (self->used, used, DIE_PROP_USED);
#undef SET_FIELD
  /* Words and inks are static strings of the dice's tables. */
  if (g_strcmp0 (self->word, word) != 0)
    {
      self->word = word;
      g_object_notify_by_pspec (object, die_properties[DIE_PROP_WORD]);
    }
  if (g_strcmp0 (self->ink, ink) != 0)
    {
      self->ink = ink;
      g_object_notify_by_pspec (object, die_properties[DIE_PROP_INK]);
    }
  /* TRANSLATORS: a die and the word it shows, e.g. "Colour die: RED". */
  description = g_strdup_printf (_("%s: %s"), names[self->die],
                                 !rolled ? _("not rolled yet") : *word == '\0' ? _("blank") : word);
  if (g_strcmp0 (self->description, description) != 0)
    {
      g_free (self->description);
      self->description = g_steal_pointer (&description);
      g_object_notify_by_pspec (object, die_properties[DIE_PROP_DESCRIPTION]);
    }
  g_object_thaw_notify (object);
}

/* The board */

struct _TableeNotnotBoard
{
  GObject               parent_instance;

  TableeNotnotSpotItem *places[TABLEE_N_SPOTS + 1];  /* the cross, then the pile */
  GListStore           *dice;
};

static void tablee_notnot_board_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TableeNotnotBoard, tablee_notnot_board, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tablee_notnot_board_list_model_init))

enum {
  PROP_0,
  PROP_PILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
tablee_notnot_board_get_item_type (GListModel *model)
{
  return TABLEE_TYPE_NOTNOT_SPOT_ITEM;
}

static guint
tablee_notnot_board_get_n_items (GListModel *model)
{
  return TABLEE_N_SPOTS;
}

static gpointer
tablee_notnot_board_get_item (GListModel *model,
                              guint       position)
{
  TableeNotnotBoard *self = TABLEE_NOTNOT_BOARD (model);

  return position < TABLEE_N_SPOTS ? g_object_ref (self->places[position]) : NULL;
}

static void
tablee_notnot_board_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tablee_notnot_board_get_item_type;
  iface->get_n_items = tablee_notnot_board_get_n_items;
  iface->get_item = tablee_notnot_board_get_item;
}

static void
tablee_notnot_board_dispose (GObject *object)
{
  TableeNotnotBoard *self = TABLEE_NOTNOT_BOARD (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->places); i++)
    g_clear_object (&self->places[i]);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (tablee_notnot_board_parent_class)->dispose (object);
}

static void
tablee_notnot_board_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TableeNotnotBoard *self = TABLEE_NOTNOT_BOARD (object);

  switch (prop_id)
    {
    case PROP_PILE:
      g_value_set_object (value, self->places[TABLEE_N_SPOTS]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_notnot_board_class_init (TableeNotnotBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tablee_notnot_board_dispose;
  object_class->get_property = tablee_notnot_board_get_property;

  properties[PROP_PILE] =
    g_param_spec_object ("pile", NULL, NULL, TABLEE_TYPE_NOTNOT_SPOT_ITEM,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tablee_notnot_board_init (TableeNotnotBoard *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->places); i++)
    {
      self->places[i] = g_object_new (TABLEE_TYPE_NOTNOT_SPOT_ITEM, NULL);
      self->places[i]->spot = i;
      g_free (self->places[i]->description);
      self->places[i]->description = describe (i, NULL, TABLEE_NOTNOT_VERDICT_HIDDEN, TABLEE_NOTNOT_LEVEL_DISCOVERY);
    }

  self->dice = g_list_store_new (TABLEE_TYPE_NOTNOT_DIE_ITEM);
  for (guint die = 0; die <= TABLEE_NOTNOT_DIE_NEGATION; die++)
    {
      g_autoptr(TableeNotnotDieItem) item = g_object_new (TABLEE_TYPE_NOTNOT_DIE_ITEM, NULL);

      item->die = die;
      die_item_set (item, FALSE, 0, die != TABLEE_NOTNOT_DIE_NEGATION);
      g_list_store_append (self->dice, item);
    }
}

GListModel *
tablee_notnot_board_get_dice (TableeNotnotBoard *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_BOARD (self), NULL);

  return G_LIST_MODEL (self->dice);
}

TableeNotnotDieItem *
tablee_notnot_board_get_die (TableeNotnotBoard *self,
                             TableeNotnotDie    die)
{
  TableeNotnotDieItem *item;

  g_return_val_if_fail (TABLEE_IS_NOTNOT_BOARD (self), NULL);
  g_return_val_if_fail (die <= TABLEE_NOTNOT_DIE_NEGATION, NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->dice), die);
  /* The store keeps its own reference. */
  g_object_unref (item);

  return item;
}

void
tablee_notnot_board_set_roll (TableeNotnotBoard      *self,
                              const TableeNotnotRoll *roll,
                              TableeNotnotLevel       level)
{
  g_return_if_fail (TABLEE_IS_NOTNOT_BOARD (self));

  for (guint die = 0; die <= TABLEE_NOTNOT_DIE_NEGATION; die++)
    {
      guint faces[] = { roll != NULL ? roll->a : 0, roll != NULL ? roll->b : 0, roll != NULL ? roll->negations : 0 };

      die_item_set (tablee_notnot_board_get_die (self, die), roll != NULL, faces[die],
                    die != TABLEE_NOTNOT_DIE_NEGATION || level >= TABLEE_NOTNOT_LEVEL_NORMAL);
    }
}

TableeNotnotBoard *
tablee_notnot_board_new (void)
{
  return g_object_new (TABLEE_TYPE_NOTNOT_BOARD, NULL);
}

TableeNotnotSpotItem *
tablee_notnot_board_get_spot (TableeNotnotBoard *self,
                              TableeSpot         spot)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_BOARD (self), NULL);
  g_return_val_if_fail (spot < TABLEE_N_SPOTS, NULL);

  return self->places[spot];
}

TableeNotnotSpotItem *
tablee_notnot_board_get_pile (TableeNotnotBoard *self)
{
  g_return_val_if_fail (TABLEE_IS_NOTNOT_BOARD (self), NULL);

  return self->places[TABLEE_N_SPOTS];
}

static void
set_string (TableeNotnotSpotItem  *item,
            char                 **field,
            char                  *value,
            guint                  prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }

  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[prop_id]);
}

void
tablee_notnot_board_set (TableeNotnotBoard      *self,
                         guint                   spot,
                         const TableeNotnotCard *card,
                         TableeNotnotVerdict     verdict,
                         gboolean                up,
                         const char             *tappers,
                         TableeNotnotLevel       level)
{
  static const TableeNotnotCard no_card = { TABLEE_PORTAL_NONE, TABLEE_NOTNOT_RULE_NONE, TABLEE_SPOT_UP, FALSE };
  TableeNotnotSpotItem *item;
  const TableeNotnotCard *shown = card != NULL ? card : &no_card;
  GObject *object;

  g_return_if_fail (TABLEE_IS_NOTNOT_BOARD (self));
  g_return_if_fail (spot <= TABLEE_N_SPOTS);

  item = self->places[spot];
  object = G_OBJECT (item);
  g_object_freeze_notify (object);
  if (item->has_card != (card != NULL))
    {
      item->has_card = card != NULL;
      g_object_notify_by_pspec (object, item_properties[ITEM_PROP_HAS_CARD]);
    }
#define SET_FIELD(field, value, prop) \
  if ((field) != (value)) { (field) = (value); g_object_notify_by_pspec (object, item_properties[prop]); }
  SET_FIELD (item->card.portal, shown->portal, ITEM_PROP_PORTAL);
  SET_FIELD (item->card.arrow, shown->arrow, ITEM_PROP_ARROW);
  SET_FIELD (item->card.liar, shown->liar, ITEM_PROP_LIAR);
  SET_FIELD (item->card.rule, shown->rule, ITEM_PROP_RULE);
  SET_FIELD (item->verdict, verdict, ITEM_PROP_VERDICT);
  SET_FIELD (item->up, !!up, ITEM_PROP_UP);
  /* What of the pile's back counts at this level. */
  SET_FIELD (item->marks[0], spot == TABLEE_N_SPOTS && level >= TABLEE_NOTNOT_LEVEL_HARD, ITEM_PROP_ARROW_SHOWN);
  SET_FIELD (item->marks[1], spot == TABLEE_N_SPOTS && level >= TABLEE_NOTNOT_LEVEL_EXTREME, ITEM_PROP_LIAR_SHOWN);
#undef SET_FIELD
  set_string (item, &item->tappers, g_strdup (tappers != NULL ? tappers : ""), ITEM_PROP_TAPPERS);
  set_string (item, &item->description, describe (spot, card, verdict, level), ITEM_PROP_DESCRIPTION);
  g_object_thaw_notify (object);
}
