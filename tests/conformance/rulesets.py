"""The rulesets every conformance test runs over: each playable game of the registry, and the template."""
import games
from rulesets._template import rules as template


def _not_yet_playable():
    """Rulesets held to the rules checks before their game is playable from the menu (they have no play
    screen yet; their menu entries still say "not yet playable"): none today, every registered game plays."""
    return []


def _playable():
    games.register_data_kinds()
    return [template] + [g.rules() for g in games.GAMES if g.playable]


NOT_YET_PLAYABLE = _not_yet_playable()
# rules without a play screen yet: the checks that need a board view leave them out
NOT_YET_PLAYABLE_IDS = tuple(m.INFO.id for m in NOT_YET_PLAYABLE)
RULESETS = _playable() + NOT_YET_PLAYABLE
IDS = [m.INFO.id for m in RULESETS]
HIDDEN = [m for m in RULESETS if m.INFO.hidden_information]
HIDDEN_IDS = [m.INFO.id for m in HIDDEN]


# Games too long to play every config six times in the suite: a representative subset that still covers
# every player count, variant and choice value at least once (their full sweeps live in their own tests and
# bench/). Ninja: about 250 decisions a game, with three seats' secrets checked at each.
SAMPLES = {
    # Betrayal through the haunt: every player count once, each rule set more than once
    "betrayal": [{"players": 2}, {"players": 3, "widows_walk": False}, {"players": 4},
                 {"players": 5, "widows_walk": False}, {"players": 6}],
    "ninja": [
        {"players": 2},
        {"players": 2, "variant": "lone_wolf", "intruder_cards": 2, "mission_raises_alert": True,
         "ropes_noticed": True},
        {"players": 2, "variant": "lone_wolf", "lone_wolf_secret": True},
        {"players": 3, "variant": "contested_ground", "intruder_cards": -1, "passage_find_raises_alert": True,
         "guard_strength": "fewer"},
        {"players": 4, "guard_strength": "more", "passage_never_noticed": True, "respawn_before_turn": 11},
    ],
}


def configs(module):
    """Every player count, each with every value of every choice (one choice varied at a time), as
    long as the game accepts the combination (or the game's representative SAMPLES)."""
    info = module.INFO
    if info.id in SAMPLES:
        return [info.default_config(c["players"]) | c for c in SAMPLES[info.id]]
    out = []
    for players in range(info.players_min, info.players_max + 1):
        base = info.default_config(players)
        candidates = [base]
        for choice in info.choices:
            candidates += [{**base, choice.key: v} for v in choice.values if v != base[choice.key]]
        for cfg in candidates:
            if _accepted(module, cfg) and cfg not in out:
                out.append(cfg)
    return out


def _accepted(module, cfg) -> bool:
    from engine.rules.api import ConfigError, IllegalAction
    try:
        module.setup(module.INFO.check_config(cfg), 0)
    except (ConfigError, IllegalAction):
        return False
    return not any(v in ("broken",) for v in cfg.values())   # the template's deliberately broken check


def secret_config(module) -> dict:
    """A checked config in which some seats know secrets others do not: right after setup, or (for a game whose
    secrets arise in play, like Betrayal's haunt) the config whose seed-2 random game (the one the redeal checks
    walk) splits the seats into the most knowledge groups."""
    for cfg in configs(module):
        checked = module.INFO.check_config(cfg)
        state = module.setup(checked, 0)
        groups = {module.knowledge_group(state, seat) for seat in range(checked["players"])}
        if len(groups) > 1:
            return checked
    best, most = None, 1
    for cfg in configs(module):
        checked = module.INFO.check_config(cfg)
        for _, state in _random_game(module, checked, 2):
            groups = len({module.knowledge_group(state, seat) for seat in range(checked["players"])})
            if groups > most:
                best, most = checked, groups
    if best is None:
        raise AssertionError(f"{module.INFO.id} declares hidden information but no config has any")
    return best


def _random_game(module, config, seed):
    import random
    state = module.setup(config, seed)
    pick = random.Random(seed)
    step = 0
    while module.outcome(state) is None:
        yield step, state
        state = module.apply(state, pick.choice(module.legal_actions(state, module.pending(state).seat)))
        step += 1
