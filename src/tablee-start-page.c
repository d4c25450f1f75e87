/* tablee-start-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tablee-start-page.h"

struct _TableeStartPage
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (TableeStartPage, tablee_start_page, ADW_TYPE_BIN)

static void
tablee_start_page_class_init (TableeStartPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/tablee-start-page.ui");
}

static void
tablee_start_page_init (TableeStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
