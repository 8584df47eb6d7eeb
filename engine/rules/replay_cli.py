"""`main.py replay SAVE [--png OUT]`: verify a save by replay, print outcome and hash, render the end."""
from __future__ import annotations

import importlib
import os
import sys

from engine.rules.savefile import SaveError, load


def find_renderer(game: str):
    """scenes.<game>_play.render_final(state_or_session, size, path), or None if that scene has none."""
    try:
        mod = importlib.import_module(f"scenes.{game}_play")
    except ModuleNotFoundError as exc:
        if exc.name in (f"scenes.{game}_play", "scenes"):
            return None
        raise
    return getattr(mod, "render_final", None)


def run_cli(args, ruleset=None, out=sys.stdout, err=sys.stderr) -> int:
    """Exit 0 verified (and rendered), 1 refused save, 2 no renderer for --png."""
    try:
        session = load(args.save, ruleset)
    except SaveError as exc:
        print(f"refused: {exc}", file=err)
        return 1
    result = session.outcome
    if result is None:
        told = f"unfinished ({session.pending.kind} pending for seat {session.pending.seat})" \
            if session.pending else "unfinished"
    else:
        winners = ", ".join(str(w) for w in result.winners) or "none"
        told = f"{result.result} (winners: {winners})" + (f": {result.reason}" if result.reason else "")
    print(f"verified {args.save}: {session.game}, {len(session)} actions, seed {session.seed}", file=out)
    print(f"outcome: {told}", file=out)
    print(f"final hash: {session.state_hash()}", file=out)
    png = getattr(args, "png", None)
    if png:
        render = find_renderer(session.game)
        if render is None:
            print(f"cannot render {session.game}: scenes/{session.game}_play.py has no render_final()",
                  file=err)
            return 2
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        render(session, tuple(getattr(args, "size", None) or (1280, 800)), png)
        print(f"wrote {png}", file=out)
    return 0
