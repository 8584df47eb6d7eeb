"""Game setup for 1-4 players, solo variants and the four difficulties (G-3, G-20, G-G.7, G-G.13)."""
from __future__ import annotations

from engine.i18n import _
from engine.rules.api import IllegalAction
from engine.rules.rng import Rng
from rulesets.ghost_stories.cards_data import DIFFICULTIES
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import N_TILE_KINDS, TEMPLE, State

VARIANTS = ("standard", "solo", "solo_four")
SIDES = {"A": 0, "B": 1, 0: 0, 1: 1}


def check_combination(config: dict) -> None:
    """Refuse a variant with a player count it is not played by (G-20), with the rule id: one player plays only
    a solo game; the solo game is one player's; one person at all four boards sits as one player (or four
    seats)."""
    players = config.get("players")
    variant = config.get("variant") or ("solo" if players in (1, "1") else "standard")
    if players is None:
        return
    players = int(players)
    if variant == "standard" and players == 1:
        # G-3.5/G-3.7/G-20: one player takes the solo tokens and power tokens; there is no 1-player standard game
        raise IllegalAction("G-20", _("a game for one player is a solo game: choose the solo variant with three "
                                      "neutral boards, or one person playing all four Taoists"))
    if variant == "solo" and players != 1:
        raise IllegalAction("G-20.1", _("the solo game with three neutral boards is for one player, not {n}").format(n=players))
    if variant == "solo_four" and players not in (1, 4):
        raise IllegalAction("G-20", _("one person playing all four Taoists is a game for one player, not {n}").format(n=players))


def normalise(config: dict) -> dict:
    """Fill defaults and refuse impossible configurations with a rule id (G-3)."""
    cfg = dict(config or {})
    variant = cfg.get("variant") or ("solo" if cfg.get("players") in (1, "1") else "standard")
    if variant not in VARIANTS:
        raise IllegalAction("G-3", _("unknown variant {variant} (expected one of {known})").format(variant=repr(variant), known=", ".join(VARIANTS)))
    check_combination(cfg)
    players = int(cfg.get("players", 1 if variant == "solo" else 4 if variant == "solo_four" else 2))
    if variant == "solo":
        players = 1
    if variant == "solo_four":
        players = 4
    if not 1 <= players <= 4:
        raise IllegalAction("G-1", _("Ghost Stories is played by 1 to 4 players"))
    difficulty = cfg.get("difficulty") or "normal"
    if difficulty == "hard":
        difficulty = "nightmare"
    if difficulty not in DIFFICULTIES:
        raise IllegalAction("G-3.8", _("unknown difficulty {difficulty}").format(difficulty=repr(difficulty)))
    boards = list(cfg.get("boards") or range(players))
    if len(boards) != players or len(set(boards)) != players or not all(b in range(4) for b in boards):
        raise IllegalAction("G-3.4", _("each player takes a different board (0 red, 1 yellow, 2 green, 3 blue)"))
    sides = cfg.get("sides") or ["A"] * 4
    if len(sides) != 4 or any(x not in SIDES for x in sides):
        raise IllegalAction("G-3.4", _("give a side (A or B) for each of the 4 boards"))
    portal = int(cfg.get("portal", 4))
    if not 0 <= portal <= 8:
        raise IllegalAction("G-3.2", _("the Portal goes on one of the 9 village tiles (0-8)"))
    return {"players": players, "variant": variant, "difficulty": difficulty, "boards": boards,
            "sides": [SIDES[x] for x in sides], "portal": portal}


def setup(config: dict, seed: int) -> State:
    """A new game: the table the configuration sets (built once per configuration, then copied), then the deal
    the seed draws (village tiles, villager stacks, ghost deck) and the first turn."""
    table, cfg = _table_for(config)
    s = table.clone(with_rng=False)
    s.rng = rng = Rng(seed)
    T = TABLES
    su = T.setup
    # G-3.1 village: 9 of the tiles at random
    kinds = list(range(N_TILE_KINDS))   # the board data's tiles (board.yaml)
    core.shuffle(s, kinds, 9)
    s.tile_kind_at = kinds[-9:]
    position = s.position_of_kind
    for p, k in enumerate(s.tile_kind_at):
        position[k] = p
    s.temple_buddhas = su.reserve.buddhas if position[TEMPLE] >= 0 else 0
    s.reserve_buddhas = su.reserve.buddhas - s.temple_buddhas
    # G-3.2/3.3 villager stacks on every tile but the portal's
    villagers = list(range(len(T.villager_family)))
    core.shuffle(s, villagers)
    stacks = s.villagers
    i = 0
    for p in range(9):
        if p != s.portal_tile:
            stacks[p] = villagers[i:i + 3]
            i += 3
    build_deck(s, rng, s.player_count, T.difficulties[s.difficulty_level])
    first = 0 if s.board_played[0] else cfg["boards"][0]   # G-G.7: red begins if played
    core.push(s, "start_turn", first)
    core.run(s)
    return s


# configuration as given -> (the state its games start from before the deal, the normalised configuration)
_TABLES_SET: dict = {}


def _table_for(config: dict) -> tuple:
    """The table of this configuration and the configuration normalised, built on its first game. A configuration
    holding lists (boards, sides) is normalised every time: only plain values make a key that cannot change."""
    key = tuple(config.items()) if config else ()
    try:
        known = _TABLES_SET.get(key)
    except TypeError:           # a list among the values
        key = known = None
    if known is None:
        cfg = normalise(config)
        known = (_set_table(cfg), cfg)
        if key is not None and len(_TABLES_SET) < 64:       # a handful of configurations are played in one process
            _TABLES_SET[key] = known
    return known


def _set_table(cfg: dict) -> State:
    """Everything the configuration alone decides: boards, seats, Qi, tokens, reserves, empty spaces (G-3)."""
    T = TABLES
    su = T.setup
    s = State()
    s.rng = None
    n, variant = cfg["players"], cfg["variant"]
    s.player_count, s.variant = n, variant
    s.difficulty_level = DIFFICULTIES.index(cfg["difficulty"])
    diff = T.difficulties[s.difficulty_level]
    solo = variant == "solo"
    s.seat_count = 1 if variant in ("solo", "solo_four") else n
    s.seat_of_board = seat_of = [-1] * 4
    for i, b in enumerate(cfg["boards"]):
        seat_of[b] = 0 if variant == "solo_four" else i
    s.board_played = player = [x >= 0 for x in seat_of]
    sides = cfg["sides"]
    s.power_side = [sides[b] if player[b] else 0 for b in range(4)]   # G-G.6 neutral boards use side A
    s.taoist_alive = player[:]
    tq, nq = diff.taoist_qi, diff.neutral_qi
    s.qi = [tq if p else nq for p in player]
    s.reserve_qi = su.reserve.qi - sum(s.qi)
    s.reserve_tao = res_tao = [su.reserve.tao_per_colour] * 5
    s.tao_tokens = tok = [[0] * 5 for _ in range(4)]
    for b in range(4):
        if player[b]:
            for c in (range(4) if solo else (b,)):   # G-3.5 / G-20.2
                tok[b][c] += 1
                res_tao[c] -= 1
    s.tao_out_of_game = [0] * 5
    s.moon_crystals, s.crystals_gained_this_turn = [0] * 4, [0] * 4
    s.reserve_crystals = su.reserve.moon_crystals
    yy = 1 if diff.yin_yang else 0
    s.yin_yang_unused = [yy if p else 0 for p in player]
    s.buddhas_held, s.buddhas_gained_this_turn = [0] * 4, [0] * 4
    has_neutral = not all(player)
    per = su.power_tokens.solo if solo else su.power_tokens.per_player
    per = per if has_neutral else 0
    s.power_tokens = [per if p else 0 for p in player]
    s.power_tokens_on_centre = 0
    s.artifacts = [0] * 4
    s.taoist_tile = [4 if p else -1 for p in player]
    s.knocked_down = [0] * 4
    s.tile_kind_at = []                 # the deal lays the village (setup)
    s.position_of_kind = [-1] * N_TILE_KINDS
    s.haunted = [0] * 9
    s.temple_buddhas = s.reserve_buddhas = 0
    s.buddhas_in_transit = 0
    s.buddhas_out_of_game = 0
    s.portal_tile = cfg["portal"]
    s.villagers = [[] for _ in range(9)]
    s.graveyard, s.shelter = [], []
    s.family_rewarded = [0] * len(T.family_id)
    s.ghost_spaces, s.haunter_steps, s.ghost_disables_power, s.captured_dice, s.buddha_on_space = [-1] * 12, [0] * 12, [0] * 12, [0] * 12, [0] * 12
    s.suling_space = s.mantra_space = -1
    s.barrier_crystals = [0] * 4
    s.circle_colour = -1
    s.deck, s.removed_cards, s.wu_fengs_in_box, s.discard_pile, s.wu_fengs_left = [], [], [], [], 0
    s.wu_fengs_exorcised = 0
    s.dead_taoists = 0
    s.active_board, s.board_turns, s.phase, s.yang_step = -1, 0, "yin", 0
    s.actions_left, s.actions_taken, s.moved, s.used_this_turn, s.borrowed_powers = 0, [], False, [], []
    s.suling_may_come, s.crystals_placed_this_turn, s.barrier_pending, s.claw_used = False, 0, False, False
    s.tasks, s.decision, s.result, s.reason, s.log_entries, s.reveals = [], None, None, "", [], 0
    s.cache = s.cause = None
    s.alive_at_turn_start = False
    s.log_entries.append(("game_started", None, n, s.difficulty_level, variant))
    return s


def build_deck(s: State, rng: Rng, n: int, diff) -> None:
    """G-3.9: shuffle, remove 10 (White Moon) + 15/10/5/0, then a Wu-Feng after every 10 from the bottom."""
    T = TABLES
    su = T.setup
    regular = list(range(T.n_regular))
    cut = su.white_moon_removed + su.removed_by_players[n - 1]
    core.shuffle(s, regular, len(regular) - cut)       # only the kept cards need a random order
    s.removed_cards = regular[:cut]
    regular = regular[cut:]
    wfs = list(range(T.n_regular, len(T.card_id)))
    count = diff.wu_fengs_small if n <= 2 else diff.wu_fengs_large
    core.shuffle(s, wfs, count)
    chosen, s.wu_fengs_in_box = wfs[len(wfs) - count:], wfs[:len(wfs) - count]
    deck = []
    step = su.wu_feng_spacing
    for i in range(0, len(regular), step):               # deck[0] is the bottom card
        deck += regular[i:i + step]
        if i + step <= len(regular) and chosen:          # only after a complete run of `step` cards
            deck.append(chosen.pop())
    deck += chosen                                       # G-G.12: any that did not fit go on top
    s.deck = deck
    s.discard_pile = []
    s.wu_fengs_left = count
