"""Render the README's pictures of each game in play in 繁體中文 (docs/play_<game>_zh-Hant.png), headlessly at 1280x800.

Each is a seeded game played by its own heuristic bot (from the seat's view) to a position a player meets, drawn by
the real play shell with the hand-off confirmed, as the seat at the screen sees it. Run it again after a change to
what a game draws or says, and look at the pictures: `python tools/readme_pictures.py [--out docs] [--lang zh-Hant]`.
"""
from __future__ import annotations

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")     # Lantern's packages come from the installed project (pip -e .)

import pygame  # noqa: E402

import games  # noqa: E402
from engine import i18n  # noqa: E402
from engine.ui.app import App  # noqa: E402

SIZE = (1280, 800)
# game -> (config, seed, actions played before the picture, whose screen: "guards"/"intruders"/None)
POSITIONS = {
    "ghost_stories": ({"players": 4}, 2, 14, None),
    "ninja": ({"players": 2}, 7, 60, "intruders"),
    "betrayal": ({"players": 4}, 3, 70, None),
    "mice_and_mystics": ({"players": 2, "chapter": "down_the_drain"}, 3, 30, None),
}


def _decider(entry, seed: int):
    """decide(session, seat) -> action: the game's heuristic player (Ninja's computer seat, which has no registry bot)."""
    if entry.load_bots is None:
        from scenes.ninja.play import ai_chooser
        return ai_chooser(seed)
    chooser = entry.load_bots()["heuristic"](seed)
    return lambda session, seat: chooser(session.ruleset, session.state, seat, session.legal_actions(seat))


def played_session(game_id: str):
    """The game's session after the bot has played POSITIONS' number of actions (and the hand-off is confirmed)."""
    config, seed, steps, side = POSITIONS[game_id]
    entry = next(g for g in games.GAMES if g.id == game_id)
    play = entry.load_play()
    if game_id == "ghost_stories":
        session = play.new_session({**config, "seed": seed}, autosave=False)
    else:
        rules = entry.rules()
        session = play.new_session(rules.INFO.check_config(config), seed, autosave=False)
    decide = _decider(entry, seed)
    done = 0
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        if done >= steps and (side is None or (seat in session.state.guard_seats) == (side == "guards")):
            break
        session.apply(decide(session, seat), seat=seat)
        done += 1
    if session.handoff is not None:
        session.confirm_handoff()
    return play, session


def render(game_id: str, path: str) -> None:
    play, session = played_session(game_id)
    app = App(size=SIZE, headless=True)
    app.push(play.board_scene(session, animate=False, show_results=False))
    for _ in range(600):      # every animation (the turn banner) run out, as a player sees the screen settle
        app.frame(1 / 30)
        if not app.animating():
            break
    app.frame(1 / 60)
    pygame.image.save(app.screen, path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs"))
    ap.add_argument("--lang", default="zh-Hant")
    ap.add_argument("games", nargs="*", default=list(POSITIONS))
    args = ap.parse_args()
    i18n.set_language(args.lang)
    for game_id in args.games:
        path = os.path.join(args.out, f"play_{game_id}_{args.lang}.png")
        render(game_id, path)
        print(path, flush=True)


if __name__ == "__main__":
    main()
