/* tablee-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tablee-game"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tablee-game.h"

/* A new game seats this many players when the class allows it. */
#define DEFAULT_PLAYERS 3

/* One step of the history: the whole game on the other side of it. */
typedef struct {
  GVariant *state;
  char     *label;
} Step;

typedef struct
{
  TableePlayers *players;
  /* The seats as the game last saw them, to tell a rename (same objects)
   * from a re-seat. */
  GPtrArray     *seats;

  /* Most recent first. */
  GQueue         undo;
  GQueue         redo;
  /* The state after the last change: the state undo goes back to. */
  GVariant      *baseline;

  guint          change_depth;
  char          *change_label;
  gboolean       restoring;
  /* The change loaded a state (undo, redo, the file): it ends no game. */
  gboolean       change_restored;
  /* The items-changed being handled is a rename, the game's first change. */
  gboolean       renaming;
  gboolean       first_change;
  gboolean       was_finished;

  gboolean       finished;
  gint64         started;
  /* Counts the changes that changed something: a notice says which state
   * it describes by this number. */
  guint64        serial;
} TableeGamePrivate;

static void tablee_game_saveable_init (TableeSaveableInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (TableeGame, tablee_game, G_TYPE_OBJECT,
                                  G_ADD_PRIVATE (TableeGame)
                                  G_IMPLEMENT_INTERFACE (TABLEE_TYPE_SAVEABLE,
                                                         tablee_game_saveable_init))

enum {
  PROP_0,
  PROP_PLAYERS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_FINISHED,
  PROP_STARTED,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
step_free (gpointer data)
{
  Step *step = data;

  g_variant_unref (step->state);
  g_free (step->label);
  g_free (step);
}

static Step *
step_new (GVariant   *state,
          const char *label)
{
  Step *step = g_new0 (Step, 1);

  step->state = g_variant_ref (state);
  step->label = g_strdup (label);

  return step;
}

static const char *
head_label (GQueue *queue)
{
  Step *step = g_queue_peek_head (queue);

  return step != NULL ? step->label : NULL;
}

/* Notifies what the history shows when it changed: called inside a
 * change, so the notifications go out with the others. */
static void
history_notify (TableeGame *self,
                const char *undo_label,
                const char *redo_label)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  if ((undo_label == NULL) != g_queue_is_empty (&priv->undo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if ((redo_label == NULL) != g_queue_is_empty (&priv->redo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (undo_label != head_label (&priv->undo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  if (redo_label != head_label (&priv->redo))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
}

static void
history_clear (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  const char *undo_label = head_label (&priv->undo);
  const char *redo_label = head_label (&priv->redo);
  GQueue undo = priv->undo;
  GQueue redo = priv->redo;

  /* The labels are compared by address: free the steps after. */
  g_queue_init (&priv->undo);
  g_queue_init (&priv->redo);
  history_notify (self, undo_label, redo_label);
  g_queue_clear_full (&undo, step_free);
  g_queue_clear_full (&redo, step_free);
}

static void
remember_seats (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  guint n = tablee_players_get_n_players (priv->players);

  g_ptr_array_set_size (priv->seats, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (priv->seats, g_object_ref (tablee_players_get_player (priv->players, i)));
}

/* ---- Saving ------------------------------------------------------------ */

static GVariant *
tablee_game_save (TableeSaveable *saveable)
{
  TableeGame *self = TABLEE_GAME (saveable);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  g_autoptr(GVariant) state = TABLEE_GAME_GET_CLASS (self)->save_state (self);
  GVariantDict dict;

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (priv->players));
  g_variant_dict_insert (&dict, "finished", "b", priv->finished);
  g_variant_dict_insert (&dict, "started", "x", priv->started);
  g_variant_dict_insert_value (&dict, "game", g_variant_ref_sink (state));

  return g_variant_dict_end (&dict);
}

/* Loads a whole state: the seats are checked on a scratch list, then the
 * game checks and applies its part, then the seats are put in place, so a
 * damaged state changes nothing. */
static gboolean
load (TableeGame  *self,
      GVariant    *state,
      GError     **error)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  g_autoptr(GVariant) players = g_variant_lookup_value (state, "players", NULL);
  g_autoptr(GVariant) game = g_variant_lookup_value (state, "game", G_VARIANT_TYPE_VARDICT);
  g_autoptr(TableePlayers) scratch = NULL;
  gboolean finished;
  gint64 started;

  if (players == NULL || game == NULL ||
      !g_variant_lookup (state, "finished", "b", &finished) ||
      !g_variant_lookup (state, "started", "x", &started) || started < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The saved game is damaged."));
      return FALSE;
    }

  scratch = tablee_players_new (tablee_players_get_min_players (priv->players),
                                tablee_players_get_max_players (priv->players));
  if (!tablee_players_deserialize (scratch, players, error))
    return FALSE;

  if (!TABLEE_GAME_GET_CLASS (self)->load_state (self, game,
                                                 tablee_players_get_n_players (scratch),
                                                 error))
    return FALSE;

  /* Checked above: this cannot fail. */
  if (!tablee_players_deserialize (priv->players, players, NULL))
    g_critical ("The seats of a checked state did not load");
  remember_seats (self);

  tablee_game_set_finished (self, finished);
  if (priv->started != started)
    {
      priv->started = started;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }

  return TRUE;
}

static gboolean
tablee_game_load (TableeSaveable  *saveable,
                  GVariant        *state,
                  GError         **error)
{
  TableeGame *self = TABLEE_GAME (saveable);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  gboolean loaded;

  tablee_game_begin_change (self);
  priv->restoring = TRUE;
  priv->change_restored = TRUE;
  loaded = load (self, state, error);
  priv->restoring = FALSE;

  /* The saved game starts a new history. */
  if (loaded)
    {
      history_clear (self);
      g_clear_pointer (&priv->baseline, g_variant_unref);
    }
  tablee_game_end_change (self, NULL);

  return loaded;
}

static GVariant *
tablee_game_migrate (TableeSaveable  *saveable,
                     guint32          from_version,
                     GVariant        *state,
                     GError         **error)
{
  TableeGame *self = TABLEE_GAME (saveable);
  TableeGameClass *klass = TABLEE_GAME_GET_CLASS (self);

  if (klass->migrate_state == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "No migration of “%s” from version %u", klass->store_name, from_version);
      return NULL;
    }

  return klass->migrate_state (self, from_version, state, error);
}

static void
tablee_game_saveable_init (TableeSaveableInterface *iface)
{
  iface->save = tablee_game_save;
  iface->load = tablee_game_load;
  iface->migrate = tablee_game_migrate;
}

GVariant *
tablee_game_envelope_v1 (GVariant *players,
                         gboolean  finished,
                         GVariant *game)
{
  GVariantDict dict;

  g_return_val_if_fail (players != NULL && game != NULL, NULL);

  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert_value (&dict, "players", players);
  g_variant_dict_insert (&dict, "finished", "b", finished);
  g_variant_dict_insert (&dict, "started", "x", g_get_real_time () / G_USEC_PER_SEC);
  g_variant_dict_insert_value (&dict, "game", game);

  return g_variant_dict_end (&dict);
}

GVariant *
tablee_game_drop_keys (GVariant   *dict,
                       const char *first_key,
                       ...)
{
  GVariantDict copy;
  va_list keys;

  g_return_val_if_fail (g_variant_is_of_type (dict, G_VARIANT_TYPE_VARDICT), NULL);

  g_variant_dict_init (&copy, dict);
  va_start (keys, first_key);
  for (const char *key = first_key; key != NULL; key = va_arg (keys, const char *))
    g_variant_dict_remove (&copy, key);
  va_end (keys);

  return g_variant_dict_end (&copy);
}

/* ---- Seats ------------------------------------------------------------- */

static gboolean
is_rename (TableeGame *self,
           guint       position,
           guint       removed,
           guint       added)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  if (removed != added || position + removed > priv->seats->len)
    return FALSE;

  for (guint i = position; i < position + added; i++)
    if (tablee_players_get_player (priv->players, i) != g_ptr_array_index (priv->seats, i))
      return FALSE;

  return TRUE;
}

static GVariant *
save_with_old_seats (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  g_autoptr(TableePlayers) seats = tablee_players_new (1, MAX (priv->seats->len, 1));
  g_autoptr(GVariant) state = tablee_saveable_save (TABLEE_SAVEABLE (self));
  GVariantDict dict;

  for (guint i = 0; i < priv->seats->len; i++)
    tablee_players_insert (seats, i, g_ptr_array_index (priv->seats, i), NULL);

  g_variant_dict_init (&dict, state);
  g_variant_dict_insert_value (&dict, "players", tablee_players_serialize (seats));

  return g_variant_ref_sink (g_variant_dict_end (&dict));
}

/* Connected first: the change opens before anybody else hears of the
 * seats, and the game adapts before them. */
static void
players_changing_cb (TableeGame *self,
                     guint       position,
                     guint       removed,
                     guint       added)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  if (priv->restoring)
    return;

  /* The list changed already: when the game has no state to go back to
   * yet, it is the state with the seats as they were. */
  priv->first_change = priv->baseline == NULL && priv->change_depth == 0;
  if (priv->first_change)
    priv->baseline = save_with_old_seats (self);
  tablee_game_begin_change (self);
  priv->renaming = is_rename (self, position, removed, added);
  if (priv->renaming)
    return;

  remember_seats (self);
  if (TABLEE_GAME_GET_CLASS (self)->seats_changed != NULL)
    TABLEE_GAME_GET_CLASS (self)->seats_changed (self, position, removed, added);
}

static void
players_changed_cb (TableeGame *self,
                    guint       position,
                    guint       removed,
                    guint       added)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  if (priv->restoring)
    return;

  /* A rename is saved, not undone: the player is the table's, and every
   * game shows the new name. */
  tablee_game_end_change (self, priv->renaming ? NULL : _("The players changed"));
  /* A rename before any other change compares equal with a starting
   * state made from the renamed players: it is saved all the same. */
  if (priv->renaming && priv->first_change)
    tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
  priv->renaming = FALSE;
}

/* ---- GObject ----------------------------------------------------------- */

static void
tablee_game_constructed (GObject *object)
{
  TableeGame *self = TABLEE_GAME (object);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  TableeGameClass *klass = TABLEE_GAME_GET_CLASS (self);

  G_OBJECT_CLASS (tablee_game_parent_class)->constructed (object);

  priv->players = tablee_players_new (klass->min_players, klass->max_players);
  tablee_players_reset (priv->players, CLAMP (DEFAULT_PLAYERS, klass->min_players, klass->max_players));
  remember_seats (self);
  g_signal_connect_swapped (priv->players, "items-changed", G_CALLBACK (players_changing_cb), self);
  g_signal_connect_data (priv->players, "items-changed", G_CALLBACK (players_changed_cb), self,
                         NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  priv->started = g_get_real_time () / G_USEC_PER_SEC;
}

static void
tablee_game_dispose (GObject *object)
{
  TableeGame *self = TABLEE_GAME (object);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  if (priv->players != NULL)
    g_signal_handlers_disconnect_by_data (priv->players, self);
  g_clear_object (&priv->players);
  g_clear_pointer (&priv->seats, g_ptr_array_unref);

  G_OBJECT_CLASS (tablee_game_parent_class)->dispose (object);
}

static void
tablee_game_finalize (GObject *object)
{
  TableeGame *self = TABLEE_GAME (object);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_queue_clear_full (&priv->undo, step_free);
  g_queue_clear_full (&priv->redo, step_free);
  g_clear_pointer (&priv->baseline, g_variant_unref);
  g_clear_pointer (&priv->change_label, g_free);

  G_OBJECT_CLASS (tablee_game_parent_class)->finalize (object);
}

static void
tablee_game_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TableeGame *self = TABLEE_GAME (object);
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_PLAYERS:
      g_value_set_object (value, priv->players);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tablee_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tablee_game_get_can_redo (self));
      break;
    case PROP_UNDO_LABEL:
      g_value_set_string (value, tablee_game_get_undo_label (self));
      break;
    case PROP_REDO_LABEL:
      g_value_set_string (value, tablee_game_get_redo_label (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, priv->finished);
      break;
    case PROP_STARTED:
      g_value_set_int64 (value, priv->started);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tablee_game_class_init (TableeGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tablee_game_constructed;
  object_class->dispose = tablee_game_dispose;
  object_class->finalize = tablee_game_finalize;
  object_class->get_property = tablee_game_get_property;

  klass->min_players = 1;
  klass->max_players = 8;

  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, TABLEE_TYPE_PLAYERS, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, ro);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, ro);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, ro);
  properties[PROP_STARTED] = g_param_spec_int64 ("started", NULL, NULL, 0, G_MAXINT64, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TableeGame::changed:
   *
   * Emitted once at the end of every change that changed something, after
   * the property notifications.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TableeGame::game-over:
   *
   * Emitted after "changed" when a change (not undo, redo or loading)
   * finished the game.
   */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tablee_game_init (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  priv->seats = g_ptr_array_new_with_free_func (g_object_unref);
  g_queue_init (&priv->undo);
  g_queue_init (&priv->redo);
}

/* ---- Changes ----------------------------------------------------------- */

TableePlayers *
tablee_game_get_players (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), NULL);

  return priv->players;
}

guint64
tablee_game_get_serial (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), 0);

  return priv->serial;
}

gboolean
tablee_game_get_restoring (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), FALSE);

  return priv->restoring;
}

void
tablee_game_begin_change (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_if_fail (TABLEE_IS_GAME (self));

  if (priv->change_depth++ > 0)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  priv->was_finished = priv->finished;
  if (priv->baseline == NULL)
    priv->baseline = tablee_saveable_save (TABLEE_SAVEABLE (self));
}

void
tablee_game_end_change (TableeGame *self,
                        const char *label)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  g_autoptr(GVariant) state = NULL;
  gboolean changed;
  gboolean game_over;

  g_return_if_fail (TABLEE_IS_GAME (self));
  g_return_if_fail (priv->change_depth > 0);

  /* The outermost label says what the whole change did; an inner one
   * stands in when the outer change has none to give. */
  if (label != NULL && !priv->restoring && (priv->change_depth == 1 || priv->change_label == NULL))
    {
      g_free (priv->change_label);
      priv->change_label = g_strdup (label);
    }
  if (--priv->change_depth > 0)
    return;

  state = tablee_saveable_save (TABLEE_SAVEABLE (self));
  changed = priv->baseline == NULL || !g_variant_equal (state, priv->baseline);
  if (changed && priv->change_label != NULL && priv->baseline != NULL)
    {
      const char *undo_label = head_label (&priv->undo);
      const char *redo_label = head_label (&priv->redo);
      GQueue redo = priv->redo;

      g_queue_push_head (&priv->undo, step_new (priv->baseline, priv->change_label));
      while (g_queue_get_length (&priv->undo) > TABLEE_GAME_UNDO_DEPTH)
        step_free (g_queue_pop_tail (&priv->undo));
      g_queue_init (&priv->redo);
      history_notify (self, undo_label, redo_label);
      g_queue_clear_full (&redo, step_free);
    }
  g_clear_pointer (&priv->change_label, g_free);
  g_clear_pointer (&priv->baseline, g_variant_unref);
  priv->baseline = g_steal_pointer (&state);
  game_over = changed && priv->finished && !priv->was_finished && !priv->change_restored;
  priv->change_restored = FALSE;
  /* Before the notifications go out: what their handlers show belongs to
   * the new state. */
  if (changed)
    priv->serial++;

  g_object_thaw_notify (G_OBJECT (self));
  if (!changed)
    return;

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  tablee_saveable_state_changed (TABLEE_SAVEABLE (self));
  if (game_over)
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
}

gboolean
tablee_game_seat_table (TableeGame   *self,
                        TableeTable  *table,
                        gboolean      first,
                        char        **left_out,
                        GError      **error)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  gboolean seated;

  g_return_val_if_fail (TABLEE_IS_GAME (self), FALSE);

  tablee_game_begin_change (self);
  seated = tablee_table_seat (table, priv->players, first, left_out, error);
  if (first)
    g_clear_pointer (&priv->change_label, g_free);
  tablee_game_end_change (self, first ? NULL : _("Everyone at the table seated"));

  return seated;
}

void
tablee_game_new_game (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  g_return_if_fail (TABLEE_IS_GAME (self));

  tablee_game_begin_change (self);
  TABLEE_GAME_GET_CLASS (self)->new_game (self);
  tablee_game_set_finished (self, FALSE);
  if (priv->started != now)
    {
      priv->started = now;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }
  tablee_game_end_change (self, _("New game"));
}

/* ---- History ----------------------------------------------------------- */

gboolean
tablee_game_get_can_undo (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), FALSE);

  return !g_queue_is_empty (&priv->undo);
}

gboolean
tablee_game_get_can_redo (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), FALSE);

  return !g_queue_is_empty (&priv->redo);
}

const char *
tablee_game_get_undo_label (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), NULL);

  return head_label (&priv->undo);
}

const char *
tablee_game_get_redo_label (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), NULL);

  return head_label (&priv->redo);
}

/* Loads the state of the step at the head of the redo history (the undo
 * one when not redo); the state before goes to the head of the other,
 * under the same label. */
static char *
travel (TableeGame *self,
        gboolean    redo)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);
  GQueue *from = redo ? &priv->redo : &priv->undo;
  GQueue *to = redo ? &priv->undo : &priv->redo;
  const char *undo_label;
  const char *redo_label;
  g_autoptr(GError) error = NULL;
  Step *step;
  char *label;

  g_return_val_if_fail (TABLEE_IS_GAME (self), NULL);
  g_return_val_if_fail (priv->change_depth == 0, NULL);

  if (g_queue_is_empty (from))
    return NULL;

  undo_label = head_label (&priv->undo);
  redo_label = head_label (&priv->redo);
  tablee_game_begin_change (self);
  step = g_queue_pop_head (from);
  g_queue_push_head (to, step_new (priv->baseline, step->label));
  priv->restoring = TRUE;
  priv->change_restored = TRUE;
  if (!load (self, step->state, &error))
    g_critical ("A step of the game's history did not load: %s", error->message);
  priv->restoring = FALSE;
  history_notify (self, undo_label, redo_label);
  label = g_steal_pointer (&step->label);
  step_free (step);
  tablee_game_end_change (self, NULL);

  return label;
}

char *
tablee_game_undo (TableeGame *self)
{
  return travel (self, FALSE);
}

char *
tablee_game_redo (TableeGame *self)
{
  return travel (self, TRUE);
}

/* ---- The end ----------------------------------------------------------- */

gboolean
tablee_game_get_finished (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), FALSE);

  return priv->finished;
}

void
tablee_game_set_finished (TableeGame *self,
                          gboolean    finished)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_if_fail (TABLEE_IS_GAME (self));
  g_return_if_fail (priv->change_depth > 0);

  finished = !!finished;
  if (priv->finished == finished)
    return;

  priv->finished = finished;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
}

gint64
tablee_game_get_started (TableeGame *self)
{
  TableeGamePrivate *priv = tablee_game_get_instance_private (self);

  g_return_val_if_fail (TABLEE_IS_GAME (self), 0);

  return priv->started;
}

gboolean
tablee_game_check_record_limits (const char          *mode,
                                 const char          *prefix,
                                 guint                min,
                                 guint                max,
                                 guint                n_players,
                                 const int           *figures,
                                 int                  min_figure,
                                 int                  max_figure,
                                 GVariant            *detail,
                                 const GVariantType  *detail_type,
                                 GError             **error)
{
  guint64 number;

  g_return_val_if_fail (mode != NULL && prefix != NULL, FALSE);

  if (!g_str_has_prefix (mode, prefix) ||
      !g_ascii_string_to_unsigned (mode + strlen (prefix), 10, min, max, &number, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("its mode is not one of the game’s"));
      return FALSE;
    }
  for (guint i = 0; i < n_players; i++)
    if (figures[i] < min_figure || figures[i] > max_figure)
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("a player’s result is beyond the game’s limits"));
        return FALSE;
      }
  if (detail != NULL && (detail_type == NULL || !g_variant_is_of_type (detail, detail_type)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("its details are damaged"));
      return FALSE;
    }

  return TRUE;
}
