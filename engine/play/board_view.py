"""The board view contract: what a game gives the play shell so the shell can host it.

The shell (engine/play/play_scene.py) owns everything around the board — toolbar, undo/redo, saves,
choice panel, log, message line, F1 help, hand-off, turn banner, results. A game supplies only a
*board view*: an object that draws the view of one seat inside a rectangle and tells the shell where
on the board an action is clicked. Targets are any hashable values the game picks (a tile id, a
("space", 3) tuple...); the shell never looks inside them.

Required:
  layout(rect)                         the board's area changed (window resize): recompute geometry
  draw(surface, view, highlights)      draw `view` (the seat's redacted view, nothing else) in the rect;
                                       `highlights` maps target -> "legal" | "preferred" (Enter takes
                                       its action) | "hover" | "look" (hovered, nothing legal) | "focus"
                                       | "event" (what the log line just revealed refers to) | "hint" (the
                                       spot of the answer H suggested).
                                       Drawing never changes the view or the game.
  hit_test(pos) -> target | None       the target under a screen point
  target_of(action) -> target | None   where on the board `action` is clicked; None = a button in the
                                       choice panel
  label(view, action) -> str           words for the action's button and tooltip
  explain(view, action) -> str         fuller words for a button's tooltip (what an ability does), "" for the
                                       rules' own description
  describe(view, target) -> str        hover text for a target (public facts and the viewer's own)

Optional (the shell checks with getattr):
  bind(shell)                          called once by the shell; the board may read shell.session (player
                                       names in the config), shell.tray (dice shown), shell.log_panel
  preferred(view, legal) -> action|None  the best-looking choice, pre-selected so Enter/one click accepts; None:
                                       nothing (Enter must never waste a turn or a resource, engine/play/preselect)
  advise(view, seat) -> (action, why)  the hint (H): an answer and its main reason in a player's words, from that
                                       seat's view only (and the answers it is shown); the shell highlights its spot
  guess(view, target, legal) -> action|None  the action a click on a target with no legal action most
                                       likely meant; the shell sends it so the rules refuse it with their
                                       reason
  route(view, target) -> [action]     a click on a target with no legal action walks there: the shell takes
                                       these actions in turn while each is legal (a figure's steps to a far space)
  prompt(view, pending) -> str         the question in the game's words (default: pending.prompt)
  words(view, text) -> str             rules text (log lines, refusals) in the table's words ('tile 5'
                                       -> 'the Tea House')
  click_action(view, target, actions) -> action | None   the action a plain click on a target with several
                                       takes at once (None: the choice panel lists them)
  asks_first(view, action) -> bool     a click on this action's only spot offers it in the choice panel
                                       (pre-selected, Enter takes it) instead of taking it: for moves that
                                       cannot be taken back, such as playing a card
  alt_click_action(view, target, actions) -> action | None  what a right-click on the target does (a
                                       second gesture, e.g. walk with a villager); None: right-click pans
  alt_guess(view, target, legal) -> action | None  the action a right-click meant on a target where that
                                       gesture has no legal action (a full tile): the shell sends it so the
                                       rules refuse it with their reason; None: right-click pans
  folded(view, buttons) -> (label, actions) | None   answers to fold behind one button when there are
                                       many optional ones (they stay one click away)
  seat_title(view, seat) -> str        short words for a seat in the choice panel's title ("Everyone decides"),
                                       where the rules' seat name is long (a seat running several figures)
  turn_banner(view) -> (text, sub, rgb) | None       the turn banner in the game's words and colours
  help_pages() -> [page]               pages for F1 help (title, text, rules), and
  help_index(view, pending) -> int     the page of the current phase
  keyboard_targets(view, targets) -> [(rect or (x, y), target)]  where each of `targets` (the legal spots) is on
                                       screen now, for the keyboard's ring (Tab, arrows, Enter: engine/play/
                                       shell_keys.py); a target outside `targets` is a control of the board's own
                                       (a floor tab), and Enter there does what a click at its middle does
  handle_event(event) -> bool          pan/zoom and other board-only input, after the shell's own
  dice_in(event) -> (faces, caption[, labels])  a log event that rolled dice: the shell throws them in
                                       its dice tray and holds that event's log lines back until they land
  dice_faces(caption) -> {face: (rgb, glyph)}  how the tray draws those faces
  banner_area() -> Rect                the part of the board the turn banner and the step caption cover (default:
                                       all of it; Betrayal keeps them off its side panel of traits)
  caption_area() -> Rect               a strip kept free for the step caption, which then fits its words into
                                       it (Mice frames its rooms above it, so the caption covers no space)
  results_note(ruleset, final_state) -> str  what the game kept secret, said on the results screen (the game is
                                       over: Betrayal names its hidden traitor)
  holds_log(event) -> bool             hold this event's log lines back (besides rolling dice)
  steps(view, events, start) -> [pacing.Step]  new log events (events[0] is log index `start`) to reveal
                                       one at a time, each with a pause, a summary line and the targets
                                       it refers to (highlighted "event"); Space or Enter skips
  animating() -> bool                  the board moves by itself (the shell then ticks at 60 FPS)
  update(dt)                           advance the board's own animations
  status_text(view) -> str             a short line for the top bar (phase, turn...)
  results_notes(view) -> [str]         lines for the results screen under the score, the first one their heading
                                       (the achievements earned)
  opaque: bool                         True: draw() covers every pixel of its rect, so the shell fills only
                                       around it (a full-window fill costs a millisecond a frame)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Mapping, Protocol, runtime_checkable

from engine.i18n import T, _


@dataclass(frozen=True)
class HelpPage:
    """One page of F1 help, as help_pages() returns them: a title, the text in the game's words, the rule ids
    it explains (shown in the page's tooltip, never in the text)."""
    title: str
    text: str
    rules: tuple = ()


HIGHLIGHT_LEGAL = "legal"    # a target with at least one legal action
HIGHLIGHT_HOVER = "hover"    # a legal target under the mouse
HIGHLIGHT_LOOK = "look"      # a target under the mouse with nothing legal there (a faint outline at most)
HIGHLIGHT_FOCUS = "focus"    # the target whose several actions the choice panel lists now
HIGHLIGHT_PREFERRED = "preferred"   # the target of the pre-selected action (Enter takes it)
HIGHLIGHT_EVENT = "event"    # a spot the log step being revealed now refers to (a ghost acting, a tile haunted)
HIGHLIGHT_HINT = "hint"      # the spot of the hint's answer (H), until the game moves on


@runtime_checkable
class BoardView(Protocol):
    """What the play shell needs from a game's board (see the module docstring for the optional hooks)."""

    def layout(self, rect) -> None: ...
    def draw(self, surface, view: Any, highlights: Mapping[Hashable, str]) -> None: ...
    def hit_test(self, pos) -> Hashable | None: ...
    def target_of(self, action) -> Hashable | None: ...
    def label(self, view: Any, action) -> str: ...
    def describe(self, view: Any, target: Hashable) -> str: ...


REQUIRED = ("layout", "draw", "hit_test", "target_of", "label", "describe")


def check_board_view(board) -> list[str]:
    """What keeps `board` from being a board view, in words (empty when it is one)."""
    return [f"{name}() is missing" for name in REQUIRED if not callable(getattr(board, name, None))]


def group_by_target(board, legal) -> tuple[dict, list]:
    """Legal actions split into {target: [actions clicked there]} and the rest (buttons), in order."""
    targets: dict = {}
    buttons = []
    for action in legal:
        target = board.target_of(action)
        if target is None:
            buttons.append(action)
        else:
            targets.setdefault(target, []).append(action)
    return targets, buttons


def preferred_action(board, view, legal):
    """The board's preferred choice among `legal` (None when the board pre-selects nothing: every answer costs
    something the player may want to keep, engine/play/preselect.py); without the hook, the first answer."""
    if not legal:
        return None
    pick = getattr(board, "preferred", None)
    if pick is not None:
        choice = pick(view, list(legal))
        return choice if choice in legal else None
    return legal[0]


def click_action(board, view, target, actions):
    """The action a plain click on `target` takes among several (the board's click_action hook), or None."""
    pick = getattr(board, "click_action", None)
    if pick is None or not actions:
        return None
    choice = pick(view, target, list(actions))
    return choice if choice in actions else None


def asks_first(board, view, action) -> bool:
    """True when one click on `action`'s spot should offer it in the choice panel rather than take it: the board's
    asks_first hook, for moves a misplaced click must not make because they cannot be taken back (a card played)."""
    ask = getattr(board, "asks_first", None)
    return bool(ask(view, action)) if ask is not None else False


def alt_click_action(board, view, target, actions):
    """The action a right-click on `target` takes (the board's alt_click_action hook), or None."""
    pick = getattr(board, "alt_click_action", None)
    if pick is None or not actions:
        return None
    choice = pick(view, target, list(actions))
    return choice if choice in actions else None


def route(board, view, target, legal) -> list:
    """The board's walk to `target` (its route hook) when its first action is legal now, else []."""
    walk = getattr(board, "route", None)
    if walk is None or target is None or not legal:
        return []
    actions = list(walk(view, target) or ())
    return actions if actions and actions[0] in legal else []


def alt_guess(board, view, target, legal):
    """What a right-click on `target` meant where it has no legal action there (the board's alt_guess hook)."""
    pick = getattr(board, "alt_guess", None)
    if pick is None or target is None or not legal:
        return None
    return pick(view, target, list(legal))


CLICK_HELP_LINES = 6     # answers a spot's tooltip lists before "and N more" (the panel shows them all)


def click_help(board, view, target, actions) -> str:
    """'Click: Walk to the Tea House' (+ 'Right-click: ...'): what the gestures on a target do, in words."""
    first = click_action(board, view, target, actions)
    alt = alt_click_action(board, view, target, actions)
    if first is not None:
        text = T("Click: {what}", what=board.label(view, first))
    elif len(actions) == 1:
        text = T("Click: {what}", what=board.label(view, actions[0]))
    else:   # the click lists every answer in the choice panel: one a line, as the panel will show them
        lines = [f"· {board.label(view, a)}" for a in actions[:CLICK_HELP_LINES]]
        if len(actions) > CLICK_HELP_LINES:
            lines.append(_("· and {n} more").format(n=len(actions) - CLICK_HELP_LINES))
        text = _("Click: choose one of {n} answers").format(n=len(actions)) + "\n" + "\n".join(lines)
    if alt is not None:
        text = str(text) + "\n" + _("Right-click: {what}").format(what=board.label(view, alt))
    return text
