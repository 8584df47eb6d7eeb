"""Game setup for 1-4 players, solo variants and the four difficulties (G-3, G-20, G-G.7, G-G.13)."""
from __future__ import annotations

from engine.rules.api import IllegalAction
from engine.rules.rng import Rng
from rulesets.ghost_stories.cards_data import DIFFICULTIES, tables
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.state import N_TILE_KINDS, TEMPLE, State
from rulesets.ghost_stories.rules.yin import start_turn

VARIANTS = ("standard", "solo", "solo_four")
SIDES = {"A": 0, "B": 1, 0: 0, 1: 1}


def normalise(config: dict) -> dict:
    """Fill defaults and refuse impossible configurations with a rule id (G-3)."""
    cfg = dict(config or {})
    variant = cfg.get("variant") or "standard"
    if variant not in VARIANTS:
        raise IllegalAction("G-3", f"unknown variant {variant!r} (expected one of {', '.join(VARIANTS)})")
    players = int(cfg.get("players", 1 if variant == "solo" else 4 if variant == "solo_four" else 2))
    if variant == "solo":
        players = 1
    if variant == "solo_four":
        players = 4
    if not 1 <= players <= 4:
        raise IllegalAction("G-1", "Ghost Stories is played by 1 to 4 players")
    difficulty = cfg.get("difficulty") or "normal"
    if difficulty == "hard":
        difficulty = "nightmare"
    if difficulty not in DIFFICULTIES:
        raise IllegalAction("G-3.8", f"unknown difficulty {difficulty!r}")
    boards = list(cfg.get("boards") or range(players))
    if len(boards) != players or len(set(boards)) != players or not all(b in range(4) for b in boards):
        raise IllegalAction("G-3.4", "each player takes a different board (0 red, 1 yellow, 2 green, 3 blue)")
    sides = cfg.get("sides") or ["A"] * 4
    if len(sides) != 4 or any(x not in SIDES for x in sides):
        raise IllegalAction("G-3.4", "give a side (A or B) for each of the 4 boards")
    portal = int(cfg.get("portal", 4))
    if not 0 <= portal <= 8:
        raise IllegalAction("G-3.2", "the Portal goes on one of the 9 village tiles (0-8)")
    return {"players": players, "variant": variant, "difficulty": difficulty, "boards": boards,
            "sides": [SIDES[x] for x in sides], "portal": portal}


def setup(config: dict, seed: int) -> State:
    cfg = normalise(config)
    T = tables()
    su = T.setup
    s = State()
    s.T = T
    s.rng = rng = Rng(seed)
    n, variant = cfg["players"], cfg["variant"]
    s.nplayers, s.variant = n, variant
    s.difficulty = DIFFICULTIES.index(cfg["difficulty"])
    diff = T.difficulties[s.difficulty]
    solo = variant == "solo"
    s.seats = 1 if variant in ("solo", "solo_four") else n
    s.seat_of = seat_of = [-1] * 4
    for i, b in enumerate(cfg["boards"]):
        seat_of[b] = 0 if variant == "solo_four" else i
    s.player = player = [x >= 0 for x in seat_of]
    sides = cfg["sides"]
    s.side = [sides[b] if player[b] else 0 for b in range(4)]   # G-G.6 neutral boards use side A
    s.alive = player[:]
    tq, nq = diff.taoist_qi, diff.neutral_qi
    s.qi = [tq if p else nq for p in player]
    s.res_qi = su.reserve.qi - sum(s.qi)
    s.res_tao = res_tao = [su.reserve.tao_per_colour] * 5
    s.tok = tok = [[0] * 5 for _ in range(4)]
    for b in range(4):
        if player[b]:
            for c in (range(4) if solo else (b,)):   # G-3.5 / G-20.2
                tok[b][c] += 1
                res_tao[c] -= 1
    s.gone_tao = [0] * 5
    s.cry, s.cry_new = [0] * 4, [0] * 4
    s.res_cry = su.reserve.moon_crystals
    yy = 1 if diff.yin_yang else 0
    s.yy = [yy if p else 0 for p in player]
    s.bud, s.bud_new = [0] * 4, [0] * 4
    has_neutral = not all(player)
    per = su.power_tokens.solo if solo else su.power_tokens.per_player
    per = per if has_neutral else 0
    s.ptok = [per if p else 0 for p in player]
    s.ptok_centre = 0
    s.arts = [0] * 4
    s.pos = [4 if p else -1 for p in player]
    s.laid = [0] * 4
    # G-3.1 village: 9 of the tiles at random
    kinds = list(range(N_TILE_KINDS))   # the board data's tiles (board.yaml)
    core.shuffle(s, kinds, 9)
    s.tile = kinds[-9:]
    s.tile_at = [-1] * 10
    for p, k in enumerate(s.tile):
        s.tile_at[k] = p
    s.haunted = [0] * 9
    s.temple_bud = su.reserve.buddhas if s.tile_at[TEMPLE] >= 0 else 0
    s.res_bud = su.reserve.buddhas - s.temple_bud
    s.lost_bud = 0
    # G-3.2/3.3 portal and villager stacks
    s.portal = cfg["portal"]
    villagers = list(range(len(T.villager_family)))
    core.shuffle(s, villagers)
    s.vill = [[] for _ in range(9)]
    others = [p for p in range(9) if p != s.portal]
    for i, p in enumerate(others):
        s.vill[p] = villagers[i * 3:i * 3 + 3]
    s.graveyard, s.shelter = [], []
    s.fam_rewarded = [0] * len(T.family_id)
    s.sp, s.hpos, s.sdis, s.scap, s.sbud = [-1] * 12, [0] * 12, [0] * 12, [0] * 12, [0] * 12
    s.suling = s.mantra = -1
    s.recept = [0] * 4
    s.circle = -1
    build_deck(s, rng, n, diff)
    s.wf_killed = 0
    s.dead_count = 0
    s.active, s.turn, s.phase, s.step = -1, 0, "yin", 0
    s.acts_left, s.act_kinds, s.moved, s.used, s.borrowed = 0, [], False, [], []
    s.trig_suling, s.cry_placed, s.barrier, s.claw_used = False, 0, False, False
    s.stack, s.dec, s.result, s.reason, s.log, s.reveals, s.version = [], None, None, "", [], 0, 0
    s.cache = None
    s.alive_at_start = False
    core.say(s, f"Ghost Stories: {n} player(s), {cfg['difficulty']}, {variant}")
    first = 0 if s.player[0] else cfg["boards"][0]   # G-G.7: red begins if played
    core.push(s, start_turn, first)
    core.run(s)
    return s


def build_deck(s: State, rng: Rng, n: int, diff) -> None:
    """G-3.9: shuffle, remove 10 (White Moon) + 15/10/5/0, then a Wu-Feng after every 10 from the bottom."""
    T = s.T
    su = T.setup
    regular = list(range(T.n_regular))
    cut = su.white_moon_removed + su.removed_by_players[n - 1]
    core.shuffle(s, regular, len(regular) - cut)       # only the kept cards need a random order
    s.removed = regular[:cut]
    regular = regular[cut:]
    wfs = list(range(T.n_regular, len(T.card_id)))
    count = diff.wu_fengs_small if n <= 2 else diff.wu_fengs_large
    core.shuffle(s, wfs, count)
    chosen, s.box = wfs[len(wfs) - count:], wfs[:len(wfs) - count]
    deck = []
    step = su.wu_feng_spacing
    for i in range(0, len(regular), step):               # deck[0] is the bottom card
        deck += regular[i:i + step]
        if i + step <= len(regular) and chosen:          # only after a complete run of `step` cards
            deck.append(chosen.pop())
    deck += chosen                                       # G-G.12: any that did not fit go on top
    s.deck = deck
    s.discard = []
    s.wf_left = count
