"""A neutral board's turn, step by step: which new log events the shell reveals one at a time, the summary
line of each board's turn ("Yellow board (neutral): a villager flees; loses 1 Qi") and the table spots
each event refers to (read from the event's data, never from its words)."""
from __future__ import annotations

from engine.i18n import _
from engine.play.pacing import Step
from scenes.ghost_stories import viewmodel as gs_view

STEP_SECONDS = 0.8      # each thing a neutral board's ghosts do stays the newest line this long
QUIET_SECONDS = 0.4     # a neutral turn where nothing happens is still named, briefly
MAX_PHRASES = 3         # the summary line stays one line: the rest is in the log

# Short phrases for the summary line; other events use their own text, without the cause.
PHRASES = {
    "qi_lost": lambda d: _("loses 1 Qi"),
    "board_overrun": lambda d: _("is overrun"),
    "villager_died": lambda d: _("a villager dies"),
    "villager_fled": lambda d: _("a villager flees"),
    "tile_haunted": lambda d: _("{tile} becomes haunted").format(tile=d.get('tile_name') or _("a tile")),
    "haunter_arrived": lambda d: _("a haunter reaches the village"),
    "ghost_arrived": lambda d: _("{card} arrives").format(card=d.get('card_name') or _("a ghost")),
    "dice_rolled": lambda d: _("the curse die: {faces}").format(faces=_(", ").join(_(str(f)) for f in d.get("faces", ()))),
    "tao_removed": lambda d: _("a Tao token is lost"),
    "taoist_died": lambda d: _("a Taoist dies"),
    "game_lost": lambda d: _("the game is lost"),
}


def targets_of(event) -> tuple:
    """The table spots an event names in its data: tiles, ghost spaces, boards."""
    data = event.data or {}
    out = []
    for key in ("from_tile", "tile"):
        if isinstance(data.get(key), int):
            out.append(("tile", data[key]))
    if isinstance(data.get("space"), int):
        out.append(("space", data["space"]))
    colour = data.get("board")
    if colour in gs_view.COLOURS[:4]:
        out.append(("board", gs_view.COLOURS.index(colour)))
    return tuple(out)


BOARD_PHRASES = ("qi_lost", "board_overrun")   # said of a board: named when it is not the one playing


def phrase(event, colour: str = "") -> str:
    make = PHRASES.get(event.kind)
    if make is not None:
        words = make(event.data or {})
        board = (event.data or {}).get("board")
        if event.kind in BOARD_PHRASES and board and board != colour:
            words = _("the {colour} board {what}").format(colour=_(board), what=words)
        return words
    text = event.text.split(" — ")[0]
    return text[:1].lower() + text[1:]


def summary(colour: str, events) -> str:
    """'Yellow board (neutral): a villager flees; loses 1 Qi ×2' — repeated phrases counted once."""
    counted: dict[str, int] = {}
    for e in events:
        p = phrase(e, colour)
        counted[p] = counted.get(p, 0) + 1
    parts = [p if n == 1 else f"{p} ×{n}" for p, n in counted.items()]
    if len(parts) > MAX_PHRASES:
        parts = parts[:MAX_PHRASES] + ["…"]
    what = _("; ").join(parts) if parts else _("nothing happens")
    line = _("{colour} board (neutral): {what}").format(colour=_(colour), what=what)
    return line[:1].upper() + line[1:]


def neutral_steps(view, events, start: int) -> list[Step]:
    """The steps of every neutral board's turn among `events` (events[0] is log index `start`)."""
    steps: list[Step] = []
    group: list[tuple[int, object]] = []
    colour = None

    def close():
        if colour is None:
            return
        line = summary(colour, [e for _, e in group[1:]])
        for k, (i, e) in enumerate(group):
            seconds = STEP_SECONDS if len(group) > 1 else QUIET_SECONDS
            steps.append(Step(i, seconds if k else min(seconds, 0.5), line, targets_of(e)))

    for offset, event in enumerate(events):
        if event.kind == "turn_started":
            close()
            group, colour = [], None
            board = (event.data or {}).get("board")
            if board in gs_view.COLOURS[:4] and not view.board_played[gs_view.COLOURS.index(board)]:
                colour = board
        if colour is not None:
            group.append((start + offset, event))
    close()
    return steps
