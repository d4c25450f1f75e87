/* test-startup.c: what the first window needs, and what it does without.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tablee-application.h"
#include "tablee-window.h"
#include "tablee-test-widgets.h"
#include "tablee-test-process.h"

/* The icon theme as the app sees it: GtkApplication adds the icons under
 * its resource base path. */
static GtkIconTheme *
app_icon_theme (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  static gboolean added;

  if (!added)
    gtk_icon_theme_add_resource_path (theme, RESOURCE_BASE "/icons");
  added = TRUE;

  return theme;
}

static void
assert_icon_is_not_svg (const char *icon_name,
                        int         size,
                        int         scale)
{
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;

  icon = gtk_icon_theme_lookup_icon (app_icon_theme (), icon_name, NULL, size, scale,
                                     GTK_TEXT_DIR_LTR, 0);
  file = gtk_icon_paintable_get_file (icon);
  g_assert_nonnull (file);
  uri = g_file_get_uri (file);
  g_test_message ("%s at %d×%d: %s", icon_name, size, scale, uri);

  g_assert_false (g_str_has_suffix (uri, ".svg"));
  g_assert_null (strstr (uri, "image-missing"));
  if (g_str_has_suffix (icon_name, "-symbolic"))
    g_assert_true (gtk_icon_paintable_is_symbolic (icon));
}

static void
test_first_window_icons_need_no_svg (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  g_autoptr(GPtrArray) images = tablee_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_IMAGE);
  guint n_named = 0, n_app = 0;

  /* Our icon in the sidebar, at the size it shows at, on a plain and on a
   * scaled display; the other icons are the theme's (Adwaita has them as
   * PNGs too). */
  for (guint i = 0; i < images->len; i++)
    {
      GtkImage *image = g_ptr_array_index (images, i);
      const char *name = gtk_image_get_icon_name (image);

      if (g_strcmp0 (name, APP_ID) == 0)
        n_app++;
      if (name == NULL || !g_str_has_prefix (name, "tablee"))
        continue;
      assert_icon_is_not_svg (name, 16, 1);
      assert_icon_is_not_svg (name, 16, 2);
      n_named++;
    }
  g_assert_cmpuint (n_named, ==, 1);
  g_assert_cmpuint (n_app, ==, 1);

  /* The welcome page's, at its size. */
  assert_icon_is_not_svg (APP_ID, 96, 1);
  assert_icon_is_not_svg (APP_ID, 96, 2);
  /* The About window's icon. */
  assert_icon_is_not_svg (APP_ID, 128, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
after_paint_cb (GdkFrameClock *clock,
                guint         *n_frames)
{
  (*n_frames)++;
}

static void
test_first_frame_loads_no_svg_renderer_nor_sound (void)
{
  TableeWindow *window;
  GdkFrameClock *clock;
  guint n_frames = 0;

  /* Nothing of that was loaded at exec. */
  g_assert_false (tablee_test_is_mapped ("libcanberra"));
  g_assert_false (tablee_test_is_mapped ("libpulse"));

  app_icon_theme ();
  window = tablee_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &n_frames);

  /* Two frames drawn: every icon on screen has been loaded. */
  while (n_frames < 2)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &n_frames);

  g_assert_false (tablee_test_is_mapped ("librsvg"));
  g_assert_false (tablee_test_is_mapped ("libpixbufloader-svg"));
  g_assert_false (tablee_test_is_mapped ("libcanberra"));
  g_assert_false (tablee_test_is_mapped ("libpulse"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether node, or a node under it, is a blur or a blurred shadow. */
static gboolean
draws_blur (GskRenderNode *node)
{
  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_BLUR_NODE:
      return TRUE;
    case GSK_OUTSET_SHADOW_NODE:
      return gsk_outset_shadow_node_get_blur_radius (node) > 0;
    case GSK_INSET_SHADOW_NODE:
      return gsk_inset_shadow_node_get_blur_radius (node) > 0;
    case GSK_SHADOW_NODE:
      for (gsize i = 0; i < gsk_shadow_node_get_n_shadows (node); i++)
        if (gsk_shadow_node_get_shadow (node, i)->radius > 0)
          return TRUE;
      return draws_blur (gsk_shadow_node_get_child (node));
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (draws_blur (gsk_container_node_get_child (node, i)))
          return TRUE;
      return FALSE;
    case GSK_TRANSFORM_NODE:
      return draws_blur (gsk_transform_node_get_child (node));
    case GSK_OPACITY_NODE:
      return draws_blur (gsk_opacity_node_get_child (node));
    case GSK_COLOR_MATRIX_NODE:
      return draws_blur (gsk_color_matrix_node_get_child (node));
    case GSK_CLIP_NODE:
      return draws_blur (gsk_clip_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return draws_blur (gsk_rounded_clip_node_get_child (node));
    case GSK_DEBUG_NODE:
      return draws_blur (gsk_debug_node_get_child (node));
    default:
      return FALSE;
    }
}

/* With the default renderer, every blur in a frame is a shader program
 * of its own and offscreen textures, paid for before the first frame
 * shows: the first window's content has none. */
static void
test_first_frame_draws_no_blur (void)
{
  GtkStyleProvider *style = tablee_test_add_app_style ();
  TableeWindow *window = tablee_window_new (NULL);
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (content);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GPtrArray) images = NULL;
  GdkFrameClock *clock;
  guint n_frames = 0;

  gtk_window_present (GTK_WINDOW (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &n_frames);
  while (n_frames < 2)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &n_frames);

  /* What the welcome page shows is there to draw. */
  images = tablee_test_find_widgets (content, GTK_TYPE_IMAGE);
  g_assert_cmpuint (images->len, >, 0);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot),
                          gtk_widget_get_width (content), gtk_widget_get_height (content));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  g_assert_false (draws_blur (node));

  gtk_window_destroy (GTK_WINDOW (window));
  tablee_test_remove_app_style (style);
}

/* The welcome page shows its title in place, not in a status page that
 * would nest a scrolled window and a clamp in its own, where every text
 * is measured again at each width they try. */
static void
test_welcome_page_nests_no_scrolled_window (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  GtkWidget *page = tablee_window_get_page (window, "welcome");
  g_autoptr(GPtrArray) scrolled = NULL;
  g_autoptr(GPtrArray) status_pages = NULL;

  g_assert_nonnull (page);
  scrolled = tablee_test_find_widgets (page, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_cmpuint (scrolled->len, ==, 1);
  status_pages = tablee_test_find_widgets (page, ADW_TYPE_STATUS_PAGE);
  g_assert_cmpuint (status_pages->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_main_menu_built_on_first_use (void)
{
  TableeWindow *window = tablee_window_new (NULL);
  g_autoptr(GPtrArray) buttons = tablee_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  GtkMenuButton *button;
  GtkPopover *popover;

  g_assert_cmpuint (buttons->len, ==, 1);
  button = g_ptr_array_index (buttons, 0);
  g_assert_null (gtk_menu_button_get_popover (button));
  g_assert_null (gtk_menu_button_get_menu_model (button));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));

  gtk_window_present (GTK_WINDOW (window));
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_nonnull (gtk_menu_button_get_menu_model (button));
  /* The menu's items: Table Mode, then Preferences, Keyboard Shortcuts, About. */
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (button)), ==, 2);

  /* Opened again, it is the same menu. */
  gtk_menu_button_popdown (button);
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_popover (button) == popover);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_shortcuts_window_built_on_first_use (void)
{
  g_autoptr(TableeApplication) app = tablee_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  TableeWindow *window;
  GtkShortcutsWindow *shortcuts;

  /* The app as it starts, without claiming its bus name. */
  g_application_set_application_id (G_APPLICATION (app), APP_ID ".TestStartup");
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  window = tablee_window_new (app);
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                  "win.show-help-overlay");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>question");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (shortcuts)) == GTK_WINDOW (window));

  /* Asked again, the same window shows. */
  gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == shortcuts);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  /* Not isolated: the icon theme is the system's, as the app sees it.
   * Nothing here saves a game. */
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/startup/first-window-icons-need-no-svg",
                   test_first_window_icons_need_no_svg);
  g_test_add_func ("/startup/first-frame-loads-no-svg-renderer-nor-sound",
                   test_first_frame_loads_no_svg_renderer_nor_sound);
  g_test_add_func ("/startup/first-frame-draws-no-blur", test_first_frame_draws_no_blur);
  g_test_add_func ("/startup/welcome-page-nests-no-scrolled-window",
                   test_welcome_page_nests_no_scrolled_window);
  g_test_add_func ("/startup/main-menu-built-on-first-use", test_main_menu_built_on_first_use);
  g_test_add_func ("/startup/shortcuts-window-built-on-first-use",
                   test_shortcuts_window_built_on_first_use);

  return g_test_run ();
}
