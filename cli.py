"""Lantern's command line: the menu, play, preview, validate, simulate and replay (DESIGN.md, CLI contract).

This is the top of the program: it reads the registry (`games.py`) and hands it to the engine.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import games  # noqa: E402
from engine.number_words import count_words  # noqa: E402

DEFAULT_SIZE = (1280, 800)
MAX_SIDE = 8192          # a PNG larger than this is surely a typo (and would need gigabytes)


def parse_size(text: str):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x800, got {text!r}") from None
    if not (200 <= w <= MAX_SIDE and 150 <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(f"a size from 200x150 to {MAX_SIDE}x{MAX_SIDE}, got {text!r}")
    return (w, h)


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def seed_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 0 <= value < 2 ** 63:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to 2**63-1, got {value}")
    return value


def language_code(text: str) -> str:
    from engine import i18n
    code = i18n.normalise(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"a language Lantern speaks ({', '.join(i18n.CODES)}), got {text!r}")
    return code


class Parser(argparse.ArgumentParser):
    """argparse with one-line usage errors: 'lantern play: error: ... (see lantern play --help)', exit 2."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="lantern", description=f"Lantern: {count_words(len(games.GAMES), 'board game')} around one laptop.")
    p.add_argument("--lang", type=language_code, help="the language of this run: en, zh-Hant or zh-Hans "
                   "(default: the one chosen in the menu, else the system's)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    p.commands = sub.choices   # each command's own parser: its usage errors name the command
    ids = list(games.IDS)

    play = sub.add_parser("play", help="start a game", description="Open the setup of a game (or its board).")
    play.add_argument("game", choices=ids, help="which game")
    play.add_argument("--players", type=positive_int, help="how many players sit at the table (the game's range)")
    play.add_argument("--seed", type=seed_int, help="the seed of the shuffles and dice (random if not given)")
    play.add_argument("--variant", help="a variant the game offers (e.g. ghost_stories: standard, solo, solo_four)")
    play.add_argument("--size", type=parse_size, default=None,
                      help="window size, e.g. 1280x800 (default: 1280x800, smaller on a smaller screen)")

    prev = sub.add_parser("preview", help="see and compose a board layout",
                          description="Show a game's board; with --png, render it to a file and exit.")
    prev.add_argument("game", choices=[g.id for g in games.GAMES if g.has_preview], help="which game")
    prev.add_argument("--layout", help="a layout YAML saved from the preview")
    prev.add_argument("--seed", type=seed_int, help="the seed of a generated layout")
    prev.add_argument("--png", help="render headlessly to this PNG and exit")
    prev.add_argument("--size", type=parse_size, default=DEFAULT_SIZE, help="image or window size, e.g. 1280x800")

    val = sub.add_parser("validate", help="check data files",
                         description="Check YAML data files; exit 1 with one 'file:line:col: message' per problem.")
    val.add_argument("paths", nargs="*", help="files or directories (default: every shipped data file)")

    sim = sub.add_parser("simulate", help="headless playouts",
                         description="Play seeded games to the end (random legal moves, or --bot) and check them.")
    sim.add_argument("game", choices=ids, help="which game")
    sim.add_argument("--games", type=positive_int, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=seed_int, default=1, help="seed of the first game; the next add 1 each")
    sim.add_argument("--players", type=positive_int, help="how many players")
    sim.add_argument("--variant", help="a variant the game offers")
    sim.add_argument("--difficulty", help="a difficulty the game offers")
    sim.add_argument("--chapter", help="a chapter the game offers (default: the chapters in turn)")
    sim.add_argument("--json", action="store_true", help="one JSON object per game, then a summary object")
    sim.add_argument("--bot", choices=("random", "heuristic", "advisor"), default="random",
                     help="who plays every seat: random legal moves (default), the heuristic bot or the advisor")

    rep = sub.add_parser("replay", help="verify a save by replay",
                         description="Replay a save, check it reaches its stored final position, print it.")
    rep.add_argument("save", help="a save file")
    rep.add_argument("--png", help="also draw the final position to this PNG")
    rep.add_argument("--size", type=parse_size, default=DEFAULT_SIZE, help="image size, e.g. 1280x800")
    return p


# ---- handlers ------------------------------------------------------------------------------------------

def cmd_validate(args, parser) -> int:
    from engine.data import validate_paths
    games.register_data_kinds()
    paths = args.paths or games.shipped_data_paths()
    missing = [p for p in paths if not os.path.exists(p)]
    for p in missing:
        print(f"{p}:1:1: no such file or directory")
    problems = validate_paths([p for p in paths if os.path.exists(p)])
    for prob in problems:
        print(prob)
    if problems or missing:
        return 1
    if not paths:
        print("ok: no game ships data files")
        return 0
    print(f"ok: {len(paths)} {'path' if len(paths) == 1 else 'paths'} valid")
    return 0


def cmd_preview(args, parser) -> int:
    from engine.data import DataError
    games.register_data_kinds()
    if args.layout is not None and not os.path.isfile(args.layout):
        print(f"{args.layout}: no such layout file", file=sys.stderr)
        return 1
    if args.png:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        folder = os.path.dirname(os.path.abspath(args.png))
        if not os.path.isdir(folder):
            parser.error(f"--png: the folder {folder} does not exist")
    try:
        scene = games.get(args.game).load_preview().make_preview(seed=args.seed, layout=args.layout)
    except DataError as err:
        for prob in err.problems:
            print(prob, file=sys.stderr)
        return 1
    if args.png:
        from engine.ui.app import render_png
        try:
            render_png(scene, args.size, args.png)
        except (OSError, Exception) as exc:  # pygame.error is an Exception: report it, no traceback
            print(f"{args.png}: cannot write the picture: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {args.png}")
        return 0
    from engine.ui.app import App
    app = App(size=args.size)
    app.push(scene)
    app.run()
    return 0


def _playable(game_id: str, parser):
    game = games.get(game_id)
    if not game.playable:
        print(f"{game.title} is not yet playable", file=sys.stderr)
        raise SystemExit(2)
    return game


def play_arguments(ruleset, args, parser) -> None:
    """--players and --variant checked against what the game declares (a usage error if not)."""
    info = ruleset.INFO
    if args.players is not None and not info.players_min <= args.players <= info.players_max:
        parser.error(f"--players: {info.title} is played by {info.players_words}, not {args.players}")
    if args.variant is not None:
        choice = info.choice("variant")
        if choice is None:
            parser.error(f"--variant: {info.title} has no variants")
        if args.variant not in choice.values:
            parser.error(f"--variant: one of {', '.join(str(v) for v in choice.values)}, not {args.variant!r}")


def start_up() -> None:
    """Chores before a window opens: temporary files a killed Lantern left beside its saves."""
    from engine.rules.saves import clean_stale_temp_files
    clean_stale_temp_files()


def cmd_play(args, parser) -> int:
    game = _playable(args.game, parser)
    play_arguments(game.rules(), args, parser)
    games.register_data_kinds()
    start_up()
    from engine.ui.app import App
    app = App(size=args.size)
    push_menu_then_game(app, game, args)
    app.run()
    return 0


def push_menu_then_game(app, game, args) -> None:
    """The menu, then the game on top of it: leaving the game (Menu, Esc) lands on the menu, not the desktop."""
    from engine.play.menu import MenuScene
    app.push(MenuScene(games.GAMES))
    app.push(game.load_play().make_play(players=args.players, seed=args.seed, variant=args.variant))


def cmd_menu(args, parser) -> int:
    games.register_data_kinds()
    start_up()
    from engine.play.menu import MenuScene
    from engine.ui.app import App
    app = App(size=None)     # 1280x800, or less on a smaller screen
    app.push(MenuScene(games.GAMES))
    app.run()
    return 0


def simulate_config(ruleset, args, parser) -> dict:
    """The config from the command line, checked against what the game declares (usage error if not)."""
    from engine.rules.api import ConfigError
    info = ruleset.INFO
    config = info.default_config(args.players)
    for key in ("variant", "difficulty", "chapter"):
        value = getattr(args, key, None)
        if value is None:
            continue
        if info.choice(key) is None:
            parser.error(f"--{key}: {info.title} has no {key} setting")
        config[key] = value
    try:
        config = info.check_config(config)
    except ConfigError as exc:
        parser.error(str(exc))
    refused = info.refusal(config)      # settings the rules refuse together: before any game, not once per game
    if refused is not None:
        parser.error(refused.reason)
    return config


def cmd_simulate(args, parser, out=None) -> int:
    """Exit 0 when every game ended cleanly, 1 on any failure."""
    out = out or sys.stdout
    game = games.get(args.game)
    if game.load_rules is None:      # rules are enough: a game whose play screen is not built yet simulates too
        _playable(args.game, parser)
    games.register_data_kinds()
    ruleset = game.rules()
    config = simulate_config(ruleset, args, parser)
    bot = getattr(args, "bot", "random")
    chooser_for = None
    if bot != "random":
        bots = game.load_bots() if game.load_bots is not None else {}
        if bot not in bots:
            parser.error(f"--bot: {game.title} has no {bot} player yet")
        chooser_for = bots[bot]
    return run_simulate(ruleset, config, args, out, chooser_for, chapter_configs(ruleset, config, args))


def chapter_configs(ruleset, config: dict, args) -> list:
    """For a game with chapters and none chosen on the command line: the config of each chapter the rules
    accept with these settings, played in turn; else [] (every game has `config`)."""
    choice = ruleset.INFO.choice("chapter")
    if choice is None or getattr(args, "chapter", None) is not None:
        return []
    chapters = [config | {"chapter": value} for value in choice.values]
    return [c for c in chapters if ruleset.INFO.refusal(c) is None]


def run_simulate(ruleset, config: dict, args, out, chooser_for=None, configs=()) -> int:
    """`chooser_for(seed)` gives each game's chooser (None: random legal moves); a ruleset with
    `game_stats(state) -> dict` adds its numbers to each game's line and their means to the summary.
    `configs`, when given, are played in turn instead of `config` (each chapter of a game with chapters);
    each game's JSON line names its `chapter` when the game has chapters."""
    from collections import Counter

    from engine.rules import playout
    as_json = getattr(args, "json", False)
    stats_of = getattr(ruleset, "game_stats", None)
    printed = []
    endings, totals = Counter(), Counter()

    def on_game(i, seed, result, failure):
        if failure is not None and len(printed) < 10:
            printed.append(failure)
            print(f"FAIL {failure}", file=out)
        if result is not None:
            o = result.outcome
            stats = stats_of(result.state) if stats_of else {}
            endings[(o.result, o.reason)] += 1
            numbers = {"score": o.score, **stats}     # a score may be per seat (a list): only plain numbers add up
            totals.update({k: v for k, v in numbers.items() if type(v) in (int, float)})
            if as_json:
                game_config = configs[i % len(configs)] if configs else config
                chapter = {"chapter": game_config["chapter"]} if "chapter" in game_config else {}
                print(json.dumps({"seed": seed, **chapter, "result": o.result, "reason": o.reason, "score": o.score,
                                  **stats, "actions": len(result.actions), "config": game_config}), file=out)
        if not as_json and ((i + 1) % max(1, args.games // 10) == 0):
            print(f"  {i + 1}/{args.games} games", file=out)

    bot = getattr(args, "bot", "random")
    if not as_json:
        shown = f"chapters in turn, {configs[0] | {'chapter': '…'}}" if configs else f"config {config}"
        print(f"simulate {ruleset.INFO.id}: {args.games} game(s) from seed {args.seed}, {shown}, "
              f"players: {bot}", file=out)
    summary = playout.play_many(ruleset, config, args.games, args.seed, chooser_for,
                                step_cap=getattr(args, "step_cap", None), on_game=on_game, configs=configs or None)
    finished = max(1, sum(endings.values()))
    means = {f"mean_{k}": round(v / finished, 2) for k, v in totals.items()}
    if as_json:
        print(json.dumps({"summary": True, "games": summary.games, "failures": len(summary.failures),
                          "outcomes": dict(summary.outcomes), "actions": summary.actions, "bot": bot,
                          "endings": [{"result": r, "reason": why, "games": n} for (r, why), n in endings.most_common()],
                          **means}), file=out)
    else:
        print(summary.line(), file=out)
        for (r, why), n in endings.most_common():
            print(f"  {n:5d} ({100 * n / finished:5.1f}%) {r}" + (f": {why}" if why else ""), file=out)
        print("  " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in means.items()), file=out)
    return 1 if summary.failures else 0


def cmd_replay(args, parser, ruleset=None, out=None, err=None) -> int:
    """Exit 0 verified (and rendered), 1 refused save, 2 no renderer for --png."""
    from engine.rules.saves import SaveError, load
    out, err = out or sys.stdout, err or sys.stderr
    games.register_data_kinds()
    try:
        session = load(args.save, ruleset, resolve=games.rules_for)
    except SaveError as exc:
        print(f"refused: {exc}", file=err)
        return 1
    result = session.outcome
    if result is None:
        pending = session.pending
        told = f"unfinished ({pending.kind} pending for seat {pending.seat})" if pending else "unfinished"
    else:
        winners = ", ".join(str(w) for w in result.winners) or "none"
        told = f"{result.result} (winners: {winners})" + (f": {result.reason}" if result.reason else "")
    upgrade = session.upgrade
    if upgrade is not None:      # an older Lantern's save: replayed as far as today's rules allow
        print(f"replayed {args.save}: {upgrade.words()} ({upgrade.detail})", file=out)
    else:
        print(f"verified {args.save}: {session.game}, {len(session)} actions, seed {session.seed}", file=out)
    print(f"outcome: {told}", file=out)
    print(f"final hash: {session.state_hash()}", file=out)
    png = getattr(args, "png", None)
    if png:
        game = games.BY_ID.get(session.game)
        play = game.load_play() if game is not None and game.load_play is not None else None
        render = getattr(play, "render_final", None)
        if render is None:
            print(f"cannot render {session.game}: its scenes have no render_final()", file=err)
            return 2
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        render(session, tuple(getattr(args, "size", None) or DEFAULT_SIZE), png)
        print(f"wrote {png}", file=out)
    return 0


HANDLERS = {None: cmd_menu, "play": cmd_play, "preview": cmd_preview, "validate": cmd_validate,
            "simulate": cmd_simulate, "replay": cmd_replay}


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from engine.i18n.choice import start_language
    start_language(args.lang)
    if args.command in (None, "play", "preview"):      # the commands that open a window
        from engine.play.ui_size import start_ui_size
        start_ui_size()
    return HANDLERS[args.command](args, parser.commands.get(args.command, parser))


if __name__ == "__main__":
    sys.exit(main())
