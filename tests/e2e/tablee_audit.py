# SPDX-License-Identifier: GPL-3.0-or-later
#
# The accessibility audit of the end-to-end tests: every widget a user
# operates, under a root, with a real name, and no name said twice.

from tablee_e2e import describe, node_name, real_name, role_name, walk


# The accessibility audit.

# Roles a user operates or goes through: each needs a real name, list
# items (a row of History, an item of a drop-down's list) included.
OPERABLE_ROLES = {
    'push button', 'toggle button', 'check box', 'radio button', 'menu button', 'switch',
    'text', 'entry', 'password text', 'spin button', 'combo box', 'slider', 'link',
    'menu item', 'check menu item', 'radio menu item', 'page tab',
    'frame', 'dialog', 'alert', 'list item',
}


def short_path(path):
    """The named ancestors of a node, then the node: enough to find it."""
    steps = [describe(node) for node in path]
    named = [step for step in steps[:-1] if not step.endswith("''")]
    return ' > '.join(named[-4:] + [steps[-1]])


def _said_twice(node, name, label_texts, titles=()):
    """Whether a name repeats itself: “Play Sounds Play Sounds”, or an
    explicit label followed by the text the widget shows, already in it
    (“Add a player Add”, “_Roll Roll”: GTK 4.8 joins the two)."""
    plain = name.replace('_', '')
    words = plain.split(' ')
    half = len(words) // 2
    if (len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]
            and name not in label_texts and name not in titles):
        return True
    if role_name(node) not in OPERABLE_ROLES | {'list item'}:
        return False
    for child, _ in walk(node, max_depth=6):
        if child == node or role_name(child) != 'label':
            continue
        shown = node_name(child).replace('_', '').strip()
        if (shown and plain.endswith(' ' + shown)
                and shown.lower() in plain[:-len(shown) - 1].lower()):
            return True
    return False


def _named_inner_button(node):
    # A GtkMenuButton with a label: the toggle button inside carries the
    # name and the action, and takes the focus.
    return any(role_name(n) == role_name(node) and real_name(n) and n != node
               for n, _ in walk(node, max_depth=3))


def audit(root, into_pages=True, roles=OPERABLE_ROLES, titles=()):
    """Every problem of names under root, one line each: operable widgets
    (or widgets of the given roles) without a real name, and names said
    twice. Nothing is let off: not the toggle inside a drop-down (the
    focus lands on it), nor a visible widget of no size (a screen reader's
    review still reaches it)."""
    nodes = list(walk(root, into_pages=into_pages))
    # titles: names made of two equal halves on purpose (a game called
    # Not Not), which a window may show where no label says them.
    label_texts = {node_name(n) for n, _ in nodes if role_name(n) == 'label'}
    problems = []
    for node, path in nodes:
        role = role_name(node)
        name = node_name(node).strip()
        if role in roles and not real_name(node).strip() and not _named_inner_button(node):
            problems.append(f'{role} without a name: {short_path(path)}')
        elif name and _said_twice(node, name, label_texts, titles):
            problems.append(f'{role} named twice over “{name}”: {short_path(path)}')
    return problems
