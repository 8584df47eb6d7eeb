"""Lantern entry point: the main menu, and the CLI of DESIGN.md (play, preview, validate, simulate, replay)."""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.abspath(__file__))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

GAME_IDS = ("ninja", "ghost_stories", "betrayal", "mice_and_mystics")


def parse_size(text: str):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
        if w < 200 or h < 150:
            raise ValueError
        return (w, h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x800, got {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py", description="Lantern: four board games on one computer.")
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game")
    play.add_argument("game", choices=GAME_IDS)
    play.add_argument("--players", type=int)
    play.add_argument("--seed", type=int)
    play.add_argument("--variant")
    play.add_argument("--size", type=parse_size, default=(1280, 800))

    prev = sub.add_parser("preview", help="see and compose a board layout")
    prev.add_argument("game", choices=GAME_IDS)
    prev.add_argument("--layout", help="a layout YAML saved from the preview")
    prev.add_argument("--seed", type=int)
    prev.add_argument("--png", help="render headlessly to this PNG and exit")
    prev.add_argument("--size", type=parse_size, default=(1280, 800))

    val = sub.add_parser("validate", help="check data files; exit 1 with file:line:col lines on problems")
    val.add_argument("paths", nargs="*")

    sim = sub.add_parser("simulate", help="random legal playouts, headless")
    sim.add_argument("game", choices=GAME_IDS)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int)
    sim.add_argument("--variant")
    sim.add_argument("--difficulty")

    rep = sub.add_parser("replay", help="verify a save by replay; render the final position")
    rep.add_argument("save")
    rep.add_argument("--png")
    rep.add_argument("--size", type=parse_size, default=(1280, 800))
    return p


def cmd_validate(args) -> int:
    import rulesets
    from engine.data import validate_paths
    rulesets.register_data_kinds()
    paths = args.paths or rulesets.shipped_data_paths()
    missing = [p for p in paths if not os.path.exists(p)]
    for p in missing:
        print(f"{p}:1:1: no such file or directory")
    problems = validate_paths([p for p in paths if os.path.exists(p)])
    for prob in problems:
        print(prob)
    if problems or missing:
        return 1
    print(f"ok: {len(paths)} path(s) valid")
    return 0


def cmd_preview(args) -> int:
    import rulesets
    from engine.data import DataError
    from scenes.catalog import preview_scene
    rulesets.register_data_kinds()
    if args.png:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    try:
        scene = preview_scene(args.game, seed=args.seed, layout=args.layout)
    except DataError as err:
        for prob in err.problems:
            print(prob, file=sys.stderr)
        return 1
    if args.png:
        from engine.ui.app import render_png
        render_png(scene, args.size, args.png)
        print(f"wrote {args.png}")
        return 0
    from engine.ui.app import App
    app = App(size=args.size)
    app.push(scene)
    app.run()
    return 0


def cmd_play(args) -> int:
    import rulesets
    from scenes.catalog import play_scene
    rulesets.register_data_kinds()
    if rulesets.rules_module(args.game) is None:
        print(f"{args.game} is not yet playable", file=sys.stderr)
        return 2
    from engine.ui.app import App
    app = App(size=args.size)
    app.push(play_scene(args.game, players=args.players, seed=args.seed, variant=args.variant))
    app.run()
    return 0


def cmd_menu(args) -> int:
    import rulesets
    from engine.ui.app import App
    from scenes.menu import MenuScene
    rulesets.register_data_kinds()
    app = App()
    app.push(MenuScene())
    app.run()
    return 0


def cmd_simulate(args) -> int:
    import rulesets
    rulesets.register_data_kinds()
    if rulesets.rules_module(args.game) is None:
        print(f"{args.game} is not yet playable", file=sys.stderr)
        return 2
    from engine.rules.simulate import run_cli
    return run_cli(args)


def cmd_replay(args) -> int:
    import rulesets
    rulesets.register_data_kinds()
    from engine.rules.replay_cli import run_cli
    return run_cli(args)


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    handlers = {None: cmd_menu, "play": cmd_play, "preview": cmd_preview, "validate": cmd_validate,
                "simulate": cmd_simulate, "replay": cmd_replay}
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
