# SPDX-License-Identifier: GPL-3.0-or-later
#
# The end-to-end harness: it starts Tablée as built, finds it on the
# accessibility bus, drives it through dogtail like a user (by accessible
# name and role) and reports in TAP.
#
# Every wait polls a condition until a deadline; nothing sleeps a fixed time
# hoping the app is ready. Each test gets a private HOME, data and config
# directory, a keyfile GSettings backend (so settings survive a restart) and
# a fixed TABLEE_SEED (so dice and draws replay).
#
# The app runs with GTK_A11Y=atspi; run the tests under Xvfb, a D-Bus
# session and the AT-SPI bus launcher, as `build-aux/tablee-dev test` does.

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback

from dogtail import config as dogtail_config

dogtail_config.config.checkForA11y = False
dogtail_config.config.logDebugToFile = False
dogtail_config.config.logDebugToStdOut = False
# Searches are polled here, with deadlines: dogtail's own retries stay short.
dogtail_config.config.searchCutoffCount = 1
dogtail_config.config.searchBackoffDuration = 0.1
dogtail_config.config.actionDelay = 0.05
dogtail_config.config.typingDelay = 0.02
dogtail_config.config.defaultDelay = 0.05

import pyatspi  # noqa: E402  (after dogtail's configuration)
from dogtail import rawinput  # noqa: E402
from dogtail import tree  # noqa: E402, F401  (mixes dogtail's Node into pyatspi)
from gi.repository import Atspi  # noqa: E402

# dogtail sends uncaught exceptions to its log file only: print them.
sys.excepthook = sys.__excepthook__

# Slow builds scale every deadline: the sanitizer build's test environment
# sets TABLEE_E2E_TIMEOUT_SCALE (tests/meson.build).
SCALE = float(os.environ.get('TABLEE_E2E_TIMEOUT_SCALE', '1'))
TIMEOUT = 10.0 * SCALE
START_TIMEOUT = 20.0 * SCALE
POLL = 0.05

# GTK names an accessible without a name after its type (“GtkButton”):
# such a name is as empty as an empty one.
TYPE_NAME = re.compile(r'^(Gtk|Adw|Tablee)[A-Z][A-Za-z0-9]*$')

APP_ID = 'io.github.tablee.Tablee'

# What AddressSanitizer and UndefinedBehaviorSanitizer print when they find
# an error (UBSan prints “runtime error” and goes on, unless told to halt).
SANITIZER_REPORT = re.compile(r'ERROR: \w+Sanitizer|: runtime error: ')

# The session of the running test: a wait ends as soon as one of its apps
# has died on its own (a crash, a sanitizer's abort), with what it printed.
_session = None


class Failure(AssertionError):
    """A test failed: the message says what the user would have met."""


class Timeout(Failure):
    pass


def wait_for(condition, timeout=None, what='a condition'):
    """Polls condition() until it returns something true, and returns it.

    Errors from the accessibility bus while the app builds its widgets
    count as “not yet”; after the deadline the last one is reported.
    """
    deadline = time.monotonic() + (timeout if timeout is not None else TIMEOUT)
    last_error = None
    while True:
        try:
            result = condition()
            if result:
                return result
        except Failure:
            raise
        except Exception as error:  # noqa: BLE001  (D-Bus errors from a changing tree)
            last_error = error
        if _session is not None:
            _session.check_apps()
        if time.monotonic() > deadline:
            detail = f' (last error: {last_error!r})' if last_error else ''
            raise Timeout(f'timed out after {timeout or TIMEOUT:.0f} s waiting for {what}{detail}')
        time.sleep(POLL)


def check(condition, message):
    if not condition:
        raise Failure(message)


def has_type_name(name):
    return bool(TYPE_NAME.match(name or ''))


def real_name(node):
    """The node's accessible name, or '' when GTK made one from its type."""
    try:
        name = node.name or ''
    except Exception:  # noqa: BLE001
        return ''
    return '' if has_type_name(name) else name


def role_name(node):
    try:
        return node.getRoleName()
    except Exception:  # noqa: BLE001
        return '?'


def states(node):
    try:
        return node.getState()
    except Exception:  # noqa: BLE001
        return None


def is_showing(node):
    state = states(node)
    return state is not None and state.contains(pyatspi.STATE_SHOWING)


def is_visible(node):
    # GTK 4.8 sets “showing” on windows only, and leaves hidden widgets out
    # of the tree: inside a window, “visible” is what a user may see.
    state = states(node)
    return state is not None and state.contains(pyatspi.STATE_VISIBLE)


def is_sensitive(node):
    state = states(node)
    return state is not None and state.contains(pyatspi.STATE_SENSITIVE)


def is_checked(node):
    state = states(node)
    return state is not None and (state.contains(pyatspi.STATE_CHECKED) or
                                  state.contains(pyatspi.STATE_PRESSED))


def children(node):
    try:
        count = node.childCount
    except Exception:  # noqa: BLE001
        return []
    result = []
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:  # noqa: BLE001
            continue
        if child is not None:
            result.append(child)
    return result


def describe(node):
    return f'[{role_name(node)}] {real_name(node) or node_name(node)!r}'


def node_name(node):
    try:
        return node.name or ''
    except Exception:  # noqa: BLE001
        return ''


def has_size(node):
    """False for a widget with no room on screen: GTK 4.8 keeps hidden
    stack pages (and the widgets of a folded leaflet) in the tree, with
    visible state, but gives them an empty allocation."""
    try:
        _, _, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except Exception:  # noqa: BLE001  (stack pages are not widgets: no extents)
        return True
    return width > 0 and height > 0


def walk(node, showing_only=True, path=(), max_depth=60, into_pages=True):
    """Yields (node, path) for node and its descendants, depth first.

    path is the nodes from root down to node, for messages (short_path()
    describes them: three calls on the bus each, made only when needed).
    With showing_only, what a user cannot see is skipped: hidden widgets
    (left out of the tree by GTK), and widgets with no room on screen
    (the pages of a stack that are not shown).
    """
    if max_depth < 0:
        return
    here = path + (node,)
    yield node, here
    for child in children(node):
        # Only containers are measured: a hidden page is a container, and
        # skipping it skips all it holds.
        if showing_only and not (is_visible(child) and
                                 (child.childCount == 0 or has_size(child))):
            continue
        if not into_pages and node_name(child) == 'GtkStackPage':
            continue
        yield from walk(child, showing_only, here, max_depth - 1, into_pages)


def find_all(root, role=None, name=None, showing_only=True, predicate=None, into_pages=True):
    """Every descendant of root with this role (a string or a set of
    strings) and name (a string, or a compiled regular expression searched
    in the name)."""
    roles = {role} if isinstance(role, str) else role
    found = []
    for node, _ in walk(root, showing_only, into_pages=into_pages):
        if roles is not None and role_name(node) not in roles:
            continue
        if name is not None:
            current = node_name(node)
            if isinstance(name, re.Pattern):
                if not name.search(current):
                    continue
            elif current != name:
                continue
        if predicate is not None and not predicate(node):
            continue
        found.append(node)
    return found


def find(root, role=None, name=None, showing_only=True, predicate=None, timeout=None,
         into_pages=True):
    """Waits for exactly one matching descendant of root and returns it."""
    what = f'[{role}] {name if not isinstance(name, re.Pattern) else name.pattern!r}'

    def one():
        nodes = find_all(root, role, name, showing_only, predicate, into_pages)
        # A widget inside another that answers the same description (the
        # toggle button inside a GtkMenuButton) is the same thing to a user.
        nodes = [n for n in nodes if not any(is_ancestor(other, n) for other in nodes)]
        if len(nodes) > 1:
            # Two widgets answering the same description: only the first
            # sensitive one is what a user would pick; report ambiguity when
            # they are all alike.
            sensitive = [n for n in nodes if is_sensitive(n)]
            if len(sensitive) == 1:
                return sensitive[0]
            raise Failure(f'{len(nodes)} widgets match {what}: ' +
                          ', '.join(describe(n) for n in nodes[:6]))
        return nodes[0] if nodes else None

    return wait_for(one, timeout, f'{what} to show')


def is_ancestor(ancestor, node):
    try:
        parent = node.parent
        while parent is not None:
            if parent == ancestor:
                return True
            parent = parent.parent
    except Exception:  # noqa: BLE001
        pass
    return False


def labels(root, showing_only=True):
    """The texts of every label (and static text) under root."""
    return [node_name(n) for n in find_all(root, {'label', 'static'}, None, showing_only)]


def texts(root, showing_only=True):
    """Every accessible name under root, for “does this text show” checks."""
    return [node_name(n) for n, _ in walk(root, showing_only) if node_name(n)]


def extents(node):
    """(x, y, width, height) in the window, which is also on the screen:
    without a window manager, Xvfb places every window at 0, 0 (GTK 4
    cannot tell screen coordinates on X11, and warns when asked for them)."""
    return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def scroll_pane_of(node):
    try:
        parent = node.parent
        while parent is not None:
            if role_name(parent) == 'scroll pane':
                return parent
            parent = parent.parent
    except Exception:  # noqa: BLE001
        pass
    return None


def inside(inner, outer):
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return w > 0 and h > 0 and ox <= x + w / 2 <= ox + ow and oy <= y + h / 2 <= oy + oh


def scroll_into_view(node):
    """Scrolls the node's scrolled window with the mouse wheel until the
    node's centre is inside it."""
    pane = scroll_pane_of(node)
    if pane is None:
        return
    for _ in range(60):
        box, area = extents(node), extents(pane)
        if inside(box, area):
            return
        x, y, w, h = area
        below = box[1] + box[3] / 2 > y + h
        rawinput.click(int(x + w / 2), int(y + h / 2), 5 if below else 4)
    raise Failure(f'could not scroll {describe(node)} into view')


def click(node):
    """A left click in the middle of the node, with the mouse."""
    check(is_sensitive(node), f'{describe(node)} is insensitive')
    scroll_into_view(node)
    x, y, w, h = extents(node)
    check(w > 0 and h > 0, f'{describe(node)} has no size on screen')
    rawinput.click(int(x + w / 2), int(y + h / 2))


def activate(node):
    """Does what a click would do: the node's own accessible action (or its
    inner button's: a GtkMenuButton keeps its action on the toggle button
    inside it), else a mouse click (list rows offer no action in GTK 4.8)."""
    check(is_sensitive(node), f'{describe(node)} is insensitive')
    for candidate, _ in walk(node):
        try:
            actions = candidate.actions
        except Exception:  # noqa: BLE001
            continue
        for action in ('click', 'activate', 'press', 'toggle'):
            if action in actions:
                actions[action].do()
                return
    click(node)


def set_text(node, text):
    """Replaces the text of an entry through its editable text interface."""
    editable = node.queryEditableText()
    editable.setTextContents(text)


def key(combo):
    """Presses a key combination (“<Control>comma”) on the focused window."""
    rawinput.keyCombo(combo)


def press(key_name):
    rawinput.pressKey(key_name)


def screenshot(path):
    """Saves the whole X screen; returns the path, or None if it failed."""
    try:
        subprocess.run(['import', '-window', 'root', path], check=True, timeout=20,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return path
    except Exception:  # noqa: BLE001
        return None


class App:
    """One run of the tablee binary, with the session's directories."""

    def __init__(self, session, args):
        self.session = session
        self.args = list(args)
        self.log_path = os.path.join(session.dir, f'tablee-{len(session.apps)}.log')
        self.log = open(self.log_path, 'w+b')
        self.process = subprocess.Popen([session.binary] + self.args, env=session.env,
                                        stdout=self.log, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
        self._accessible = None
        self.killed = False

    @property
    def pid(self):
        return self.process.pid

    def running(self):
        return self.process.poll() is None

    def output(self):
        self.log.flush()
        with open(self.log_path, 'rb') as log:
            return log.read().decode('utf-8', 'replace')

    def problem(self):
        """What went wrong in this run, or None: a sanitizer's report, or an
        end the test did not ask for (a status other than 0, unless the test
        killed the app)."""
        output = self.output()
        command = ' '.join(['tablee'] + self.args)
        report = SANITIZER_REPORT.search(output)
        if report:
            start = output.rfind('\n', 0, report.start()) + 1
            return f'{command} reported an error:\n' + output[start:start + 6000]
        status = self.process.poll()
        if status not in (None, 0) and not self.killed:
            return f'{command} exited with status {status}:\n' + output[-3000:]
        return None

    def accessible(self, timeout=None):
        """The app's root on the accessibility bus, found by process id."""
        def lookup():
            if not self.running():
                raise Failure(f'tablee exited with status {self.process.returncode}:\n'
                              + self.output())
            desktop = pyatspi.Registry.getDesktop(0)
            for app in children(desktop):
                try:
                    if app.get_process_id() == self.pid:
                        # Names, states and children change as the user
                        # plays; libatspi would keep the first values it
                        # read, as no event listener refreshes them here.
                        Atspi.Accessible.set_cache_mask(app, Atspi.Cache.NONE)
                        return app
                except Exception:  # noqa: BLE001
                    continue
            return None

        if self._accessible is None:
            self._accessible = wait_for(lookup, timeout or START_TIMEOUT,
                                        'tablee on the accessibility bus')
        return self._accessible

    def windows(self):
        return [w for w in children(self.accessible())
                if role_name(w) in ('frame', 'dialog', 'window', 'alert') and is_showing(w)]

    def window(self, name='Tablée', timeout=None):
        """Waits for the top-level window with this title and returns it."""
        def lookup():
            if not self.running():
                raise Failure(f'tablee exited with status {self.process.returncode}:\n'
                              + self.output())
            for window in self.windows():
                if node_name(window) == name:
                    return window
            return None

        return wait_for(lookup, timeout or START_TIMEOUT, f'the window “{name}”')

    def wait_window_gone(self, name, timeout=None):
        wait_for(lambda: all(node_name(w) != name for w in self.windows()), timeout,
                 f'the window “{name}” to close')

    def activate_action(self, action):
        """Activates an app.* action over D-Bus (org.gtk.Actions), as the
        desktop does: used to quit cleanly, not to test what users do."""
        subprocess.run(['gdbus', 'call', '--session', '--dest', APP_ID,
                        '--object-path', '/' + APP_ID.replace('.', '/'),
                        '--method', 'org.gtk.Actions.Activate', action, '[]', '{}'],
                       check=True, timeout=10 * SCALE,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def quit(self, timeout=None):
        """Quits through app.quit, which saves like closing the window does."""
        if not self.running():
            return self.process.returncode
        self.activate_action('quit')
        try:
            return self.process.wait(timeout or TIMEOUT)
        except subprocess.TimeoutExpired:
            raise Timeout('tablee did not quit after app.quit')

    def kill(self):
        """kill -9: no chance to save anything on the way out."""
        if self.running():
            self.killed = True
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(TIMEOUT)
        self._wait_name_released()

    def _wait_name_released(self):
        # The next instance must become the primary one, not forward its
        # command line to a dying process that still owns the name.
        def released():
            result = subprocess.run(['gdbus', 'call', '--session', '--dest',
                                     'org.freedesktop.DBus', '--object-path',
                                     '/org/freedesktop/DBus', '--method',
                                     'org.freedesktop.DBus.NameHasOwner', APP_ID],
                                    capture_output=True, text=True, timeout=10 * SCALE)
            return 'false' in result.stdout

        wait_for(released, what=f'{APP_ID} to leave the session bus')

    def close(self):
        if self.running():
            self.process.send_signal(signal.SIGKILL)
            try:
                self.process.wait(TIMEOUT)
            except subprocess.TimeoutExpired:
                pass
        self.log.close()

    def criticals(self):
        """GLib criticals and warnings the app printed: always bugs, except
        those of GTK 4.8's AT-SPI layer answering the test about a widget
        that has just lost its accessible object (a NULL object path): they
        come from GTK's a11y code, not from Tablée, and only under a client
        that walks the tree while it changes."""
        return [line for line in self.output().splitlines()
                if re.search(r'-(CRITICAL|WARNING) \*\*', line)
                and not re.search(r'GLib-CRITICAL \*\*.*g_variant_(is|new)_object_path', line)]


class Session:
    """A private HOME for one test, and the apps it starts in it."""

    def __init__(self, build_dir, name):
        self.build_dir = build_dir
        self.binary = os.path.join(build_dir, 'src', 'tablee')
        self.dir = tempfile.mkdtemp(prefix=f'tablee-e2e-{name}-')
        self.home = os.path.join(self.dir, 'home')
        self.data_home = os.path.join(self.home, '.local', 'share')
        self.config_home = os.path.join(self.home, '.config')
        for directory in (self.data_home, self.config_home):
            os.makedirs(directory)
        # No animations: a page, a sidebar or a popover is where it ends up
        # as soon as it shows, so clicks land where the tree says.
        os.makedirs(os.path.join(self.config_home, 'gtk-4.0'))
        with open(os.path.join(self.config_home, 'gtk-4.0', 'settings.ini'), 'w') as ini:
            ini.write('[Settings]\ngtk-enable-animations=false\n')
        self.apps = []

        env = dict(os.environ)
        for variable in ('NO_AT_BRIDGE', 'G_DEBUG', 'MALLOC_CHECK_', 'GTK_DEBUG',
                         'LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'):
            env.pop(variable, None)
        env.update({
            'GTK_A11Y': 'atspi',
            'GSETTINGS_BACKEND': 'keyfile',
            'GSETTINGS_SCHEMA_DIR': os.path.join(build_dir, 'data'),
            'TABLEE_SOUNDS_DIR': os.path.join(build_dir, 'data', 'sounds'),
            'TABLEE_LOCALEDIR': os.path.join(build_dir, 'po'),
            'TABLEE_SEED': '20260423',
            'HOME': self.home,
            'XDG_DATA_HOME': self.data_home,
            'XDG_CONFIG_HOME': self.config_home,
            'XDG_CACHE_HOME': os.path.join(self.dir, 'cache'),
            
            'GTK_USE_PORTAL': '0',
            'LANG': 'C.UTF-8',
            'LC_ALL': 'C.UTF-8',
            # No sound server in the test session: the app must not wait for one.
            'PULSE_SERVER': 'unix:/nonexistent',
        })
        self.env = env

    def state_dir(self):
        return os.path.join(self.data_home, 'tablee')

    def state_path(self, game):
        return os.path.join(self.state_dir(), f'{game}.state')

    def state_stamp(self, game):
        """What tells a new write of the game's state file from the last one
        (None while there is no file)."""
        try:
            stat = os.stat(self.state_path(game))
            return (stat.st_mtime_ns, stat.st_size, stat.st_ino)
        except FileNotFoundError:
            return None

    def check_apps(self):
        """Fails at once when an app died on its own or reported an error."""
        for app in self.apps:
            if not app.running():
                problem = app.problem()
                if problem:
                    raise Failure(problem)

    def start(self, *args):
        """Starts tablee with args and waits for its main window."""
        app = App(self, args)
        self.apps.append(app)
        app.window()
        return app

    def close(self, keep=False):
        for app in self.apps:
            app.close()
        if not keep:
            shutil.rmtree(self.dir, ignore_errors=True)


class Tap:
    """Runs test functions and prints TAP; the plan comes last."""

    def __init__(self, build_dir=None):
        self.build_dir = build_dir or os.environ.get('TABLEE_BUILD_DIR') or sys.argv[1]
        self.count = 0
        self.failed = 0
        self.artifacts = os.path.join(self.build_dir, 'tests', 'e2e-artifacts')
        sys.stdout.reconfigure(line_buffering=True)

    def diag(self, text):
        for line in str(text).splitlines() or ['']:
            print(f'# {line}')

    def run(self, name, function, timeout=120):
        """Runs function(session) in a fresh session, bounded in time.

        TABLEE_E2E_ONLY=word runs only the tests whose name has that word."""
        only = os.environ.get('TABLEE_E2E_ONLY')
        if only and only not in name:
            return
        self.count += 1
        session = Session(self.build_dir, re.sub(r'\W+', '-', name)[:40])
        error = None
        started = time.monotonic()

        def alarm(signum, frame):
            raise Timeout(f'the test took longer than {timeout * SCALE:.0f} s')

        global _session
        _session = session
        signal.signal(signal.SIGALRM, alarm)
        signal.alarm(int(timeout * SCALE))
        try:
            function(session)
            for app in session.apps:
                criticals = app.criticals()
                if criticals:
                    raise Failure('tablee printed warnings:\n' + '\n'.join(criticals[:20]))
        except Exception as exception:  # noqa: BLE001
            error = exception
            trace = traceback.format_exc()
        finally:
            signal.alarm(0)
            _session = None

        # A crash or a sanitizer's report fails the test, however it ended,
        # and comes first: it explains whatever else went wrong.
        problems = [p for p in (app.problem() for app in session.apps) if p]
        if problems:
            if error is None:
                trace = ''
            elif not any(str(error) in p or p in str(error) for p in problems):
                trace = f'then: {error}\n{trace}'
            error = Failure('\n'.join(problems))

        elapsed = time.monotonic() - started
        if error is None:
            print(f'ok {self.count} - {name}')
            self.diag(f'{elapsed:.1f} s')
        else:
            self.failed += 1
            print(f'not ok {self.count} - {name}')
            self.diag(trace if not isinstance(error, Failure) else f'{error}\n{trace}')
            os.makedirs(self.artifacts, exist_ok=True)
            shot = screenshot(os.path.join(self.artifacts,
                                           re.sub(r'\W+', '-', name) + '.png'))
            if shot:
                self.diag(f'screenshot: {shot}')
            for app in session.apps:
                output = app.output().strip()
                if output:
                    self.diag(f'output of tablee {" ".join(app.args)}:\n{output[-3000:]}')
        session.close()

    def finish(self):
        print(f'1..{self.count}')
        sys.exit(1 if self.failed else 0)


# What the user sees of the shell, shared by the test files.

def registered_pages(source_dir):
    """(id, title, page type name) of every page in src/tablee-pages.c, in
    sidebar order: what the sidebar must show."""
    path = os.path.join(source_dir, 'src', 'tablee-pages.c')
    with open(path, encoding='utf-8') as source:
        text = source.read()
    table = text[text.index('pages[] = {'):]
    table = table[:table.index('};')]
    pages = []
    # { "id", N_("Title"), tablee_..._get_type, icon, summary, detail view }
    for match in re.finditer(r'\{\s*"([a-z]+)",\s*N_\("((?:[^"\\]|\\.)*)"\),\s*'
                             r'(tablee_[a-z_]+)_get_type\b', table, re.S):
        page_id, title, get_type = match.groups()
        type_name = ''.join(part.capitalize() for part in get_type.split('_'))
        pages.append((page_id, title, type_name))
    check(pages, f'no page found in {path}')
    return pages


def in_content(node):
    """Whether node is inside a page (under the stack of pages)."""
    try:
        parent = node.parent
        while parent is not None:
            if node_name(parent) == 'GtkStackPage':
                return True
            parent = parent.parent
    except Exception:  # noqa: BLE001
        pass
    return False


def sidebar_list(window):
    """The sidebar: the “Games” list outside the pages (the welcome page
    has a list of the same name), even when a folded window hides it."""
    return wait_for(lambda: next(iter(find_all(window, 'list', 'Games', showing_only=False,
                                               into_pages=False)), None),
                    what='the sidebar')


def folded(window):
    """Whether the window is too narrow for the sidebar and the page side by
    side: then the header shows a back button (hidden, hence out of the
    tree, otherwise)."""
    return bool(find_all(window, 'push button', 'Back to the games', showing_only=False,
                         into_pages=False))


def unfold_sidebar(window):
    """In a narrow (folded) window, goes back to the sidebar, as a user
    would with the back button."""
    if folded(window):
        activate(find(window, 'push button', 'Back to the games', into_pages=False))


def sidebar_rows(window):
    """The rows of the sidebar, in order."""
    return [c for c in children(sidebar_list(window)) if role_name(c) == 'list item']


def row_title(row):
    """A row's title: its first label."""
    for node, _ in walk(row):
        if role_name(node) == 'label' and node_name(node):
            return node_name(node)
    return node_name(row)


def row_labels(row):
    return [node_name(n) for n in find_all(row, 'label') if node_name(n)]


_stacks = {}


def main_stack(window):
    """The stack of pages: the node whose children are stack pages holding
    a Tablée page. The walk stays out of stack pages, whose content may be
    large (the rules)."""
    def search(node, depth=0):
        if depth > 20:
            return None
        kids = children(node)
        for child in kids:
            if node_name(child) == 'GtkStackPage' and any(
                    re.match(r'^Tablee\w+Page$', node_name(c)) for c in children(child)):
                return node
        for child in kids:
            if node_name(child) != 'GtkStackPage' and is_visible(child):
                found = search(child, depth + 1)
                if found is not None:
                    return found
        return None

    if window not in _stacks:
        _stacks[window] = wait_for(lambda: search(window), what='the stack of pages')
    return _stacks[window]


def page(window, type_name, timeout=None):
    """The root of a page (“TableeStartPage”), once it is in the window."""
    def lookup():
        for stack_page in children(main_stack(window)):
            for child in children(stack_page):
                if node_name(child) == type_name:
                    return child
        return None

    return wait_for(lookup, timeout, f'the page {type_name}')


def content_title(window):
    """The title above the content: the page the user is on. The header is
    beside the stack, or beside the scrolled window that holds it."""
    inner = main_stack(window)
    for _ in range(4):
        outer = inner.parent
        for header in children(outer):
            if header == inner:
                continue
            for node in find_all(header, 'filler', 'AdwWindowTitle'):
                titles = [node_name(n) for n in find_all(node, 'label') if node_name(n)]
                if titles:
                    return titles[0]
        inner = outer
    return None


def show_page(window, title):
    """Activates the sidebar row with this title and waits for the page."""
    unfold_sidebar(window)
    for row in sidebar_rows(window):
        if row_title(row) == title:
            activate(row)
            wait_for(lambda: content_title(window) == title, what=f'the page “{title}”')
            return
    raise Failure(f'no row “{title}” in the sidebar; it has: ' +
                  ', '.join(row_title(r) for r in sidebar_rows(window)))


def go_to(window, title):
    """Shows a page; a row activated while the main menu's popover lets go
    of the pointer may be missed, so the sidebar is asked again."""
    for attempt in range(3):
        try:
            show_page(window, title)
            return
        except Timeout:
            if attempt == 2:
                raise


def open_menu_item(window, item):
    """Opens the main menu and activates one of its items."""
    unfold_sidebar(window)
    activate(find(window, 'push button', 'Main Menu', into_pages=False))
    activate(find(window, 'menu item', item))
