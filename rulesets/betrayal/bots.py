"""Explorer bots for Betrayal: any seat, hero or traitor, before and after the haunt, from its own view only.

`chooser(seed)` fits engine.rules.playout: it asks the ruleset for the seat's view and picks one of the legal
actions from that view alone, so a bot never peeks at another side's secrets (the decoy test redeals them and
checks that every decision stays the same). The haunt's goals are read from the haunt's public number, but only
for the sides whose goals the view shows (B-H.3, B-H.4): a hero bot never reads the traitor's tome.
"""
from __future__ import annotations

from functools import lru_cache

from rulesets.betrayal import bot_evidence, bot_trades
from rulesets.betrayal.bot_map import HouseMap
from rulesets.betrayal.haunts import load_haunts, numbers_for
from rulesets.betrayal.rules.items import token_number
from rulesets.betrayal.rules.state import card, explorer_data, tiles
from rulesets.betrayal.rules.traits import damage_pair

FAR = 1 << 20
# how a kind of decision is answered when the bot has no opinion: the rules list the pre-selected answer first
BEST_FIRST = ("place_tile", "move_elevator", "fall_door", "fall_room", "monster_side")


@lru_cache(maxsize=1)
def _haunts() -> dict:
    return load_haunts()


def my_side(view: dict, seat: int) -> str | None:
    """'heroes', 'traitor', or None before the haunt; a hidden-traitor haunt says it in the seat's own view."""
    h = view["haunt"]
    if h is None:
        return None
    if "side" in h:
        return h["side"]
    return "traitor" if h["traitor"] == seat else "heroes"


def goals(view: dict, seat: int) -> tuple[list, list]:
    """(my side's win conditions, the other side's) as the haunt file's records, each only if the view shows
    that side's goals."""
    h = view["haunt"]
    if h is None:
        return [], []
    shown = h["goals"]
    wins = _haunts()[h["number"]].wins
    mine = my_side(view, seat)
    theirs = ["traitor", "house"] if mine == "heroes" else ["heroes"]
    own = list(getattr(wins, mine)) if mine in shown else []
    other = [c for side in theirs if side in shown for c in getattr(wins, side)]
    return own, other


def opponents(view: dict, seat: int) -> list:
    """Seats on the other side, as far as this seat knows (an unrevealed hidden traitor is nobody's opponent)."""
    h = view["haunt"]
    if h is None:
        return []
    mine = my_side(view, seat)
    traitor = h["traitor"]
    if mine == "traitor":
        return [i for i in range(view["players"]) if i != seat and _alive(view, i)]
    return [traitor] if traitor is not None and traitor != seat and _alive(view, traitor) else []


def _alive(view: dict, seat: int) -> bool:
    s = view["seats"][seat]
    return s is not None and not s.get("dead", False)


class Bot:
    """decide(view, seat, legal) -> one of legal; the same view and legal list always give the same answer."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: dict, seat: int, legal: list, log=()):
        """`log`: the game log (LogEvents), read only as this seat is shown it (bot_evidence)."""
        if len(legal) == 1:
            return legal[0]
        h = view.get("haunt")
        if h and h.get("hidden") and h.get("traitor") is None:
            view = dict(view, evidence=bot_evidence.read(log, seat))
        kind = _kind(view, legal)
        answer = DECIDE.get(kind, _first)(view, seat, legal)
        return answer if answer in legal else legal[0]


def _kind(view: dict, legal: list) -> str:
    d = view["decision"]
    if d is not None and "kind" in d:
        return d["kind"]
    if legal[0][0] == "explorer":
        return "choose_explorer"
    return "monster_turn" if any(a[0] == "end_monster_turn" for a in legal) else "turn"


def _first(view, seat, legal):
    return legal[0]


def _choose_explorer(view, seat, legal):
    """The explorer with the most trait points to start with (every one is a fair choice, B-3.2)."""
    data = explorer_data()

    def strength(action):
        e = data[action[1]]
        return sum(e.track(t)[e.start(t)] for t in ("might", "speed", "sanity", "knowledge"))
    return max(legal, key=lambda a: (strength(a), a[1]))


def _split(view, seat, legal):
    """B-4.5: lose steps where the track has most room above its lowest value, so no trait nears the skull."""
    d = view["decision"]
    traits = view["seats"][seat]["traits"]
    first, second = damage_pair(d["damage"])

    def margin(action):
        a, b = traits[first]["step"] - action[1], traits[second]["step"] - action[2]
        return (min(a, b), a + b, -action[1])
    return max(legal, key=margin)


def _choose_deck(view, seat, legal):
    """An item is always useful; before the haunt an omen only brings it nearer."""
    for deck in ("item", "event", "omen"):
        if ("draw", deck) in legal:
            return ("draw", deck)
    return legal[0]


def _answer_trade(view, seat, legal):
    """Take a gift; swap a card for a haunt token when the goal counts tokens (B-10.7), never a token away then;
    refuse other swaps (the bot cannot weigh them)."""
    d = view["decision"]
    if ("accept",) not in legal:
        return legal[0]
    give, take = d.get("give"), d.get("take")
    wants = _wants_tokens(view, seat) if token_number(give) is not None or token_number(take) is not None \
        else False
    if take == "" or (wants and token_number(give) is not None and token_number(take) is None):
        return ("accept",)
    return ("refuse",)


def _steal_or_damage(view, seat, legal):
    """B-13.2: take a weapon from the loser if he has one; else the damage brings him nearer the skull."""
    for a in legal:
        if a[0] == "steal" and _weapon_dice(a[1]):
            return a
    return ("deal_damage",) if ("deal_damage",) in legal else legal[0]


GOOD = ("gain", "bonus", "draw")
BAD = ("lose", "damage", "damage_dice")


def _card_worth(effects) -> int:
    """Good steps minus bad ones, a roll's outcomes counted by their average (a rough weighing of a card)."""
    worth = 0
    for effect in effects:
        worth += (effect.do in GOOD) - (effect.do in BAD)
        outcomes = getattr(effect, "outcomes", None) or []
        if outcomes:
            worth += sum(_card_worth(o.then) for o in outcomes) / len(outcomes)
    return worth


def _decline_card(view, seat, legal):
    """B-18.3: the traitor declines a card that would do him more harm than good."""
    drawn = view["decision"].get("card")
    if drawn and _card_worth(card(drawn).effects) < 0 and ("decline_card",) in legal:
        return ("decline_card",)
    return ("resolve_card",) if ("resolve_card",) in legal else legal[0]


def _choose_side(view, seat, legal):
    return ("side", "near") if ("side", "near") in legal else legal[0]


# ---- the turn ----------------------------------------------------------------------------------------------
def _turn(view, seat, legal):
    names = {}
    for a in legal:
        names.setdefault(a[0], []).append(a)
    me = view["seats"][seat]
    side = my_side(view, seat)
    if "stairs_from_basement" in names:
        return names["stairs_from_basement"][0]   # B-20.9: the monsters stuck below get a way up
    if "pick_up" in names:
        return names["pick_up"][0]      # B-10.2: an item lying about is worth carrying
    use = _room_gain(view, seat, names)
    if use is not None:
        return use
    if "take_token" in names and _wants_tokens(view, seat):
        return names["take_token"][0]  # B-10.7: the haunt's tokens are what its goal counts
    if "task" in names and side == "heroes":
        return names["task"][0]        # B-11.5: the haunt's task roll, once a turn, in its room
    if "reveal" in names and side == "traitor" and _reveal_now(view, seat, names):
        return ("reveal",)
    gift = bot_trades.gift(view, seat, names.get("trade", ()), side, _weapon_dice, goals(view, seat)[0])
    if gift is not None:
        return gift
    house = HouseMap(view)
    mode, targets = _targets(view, seat, side, house)
    attack = _attack(view, seat, names, mode)
    if attack is not None:
        return attack
    if mode == "flee":
        return _flee(view, seat, names, house, targets)
    here = (me["room"], me["side"])
    if mode == "explore" and "explore" in names:
        return names["explore"][0]
    if mode != "explore" and me["room"] in targets and not _hurts_to_stay(me["room"]):
        return ("end_turn",)
    dist = house.distances(targets)
    now = dist.get(here, FAR)
    if now >= FAR and mode != "explore":
        # the target is cut off (another floor, beyond a barrier): open new rooms to find a way there
        if "explore" in names:
            return names["explore"][0]
        mode, dist = "explore", house.distances(house.frontier)
        now = dist.get(here, FAR)
    moves = sorted(((house.room_distance(dist, a[1]), a[1], a) for a in names.get("move", [])), key=lambda m: m[:2])
    if moves and moves[0][0] < now:
        return moves[0][2]
    if "cross" in names and dist.get((me["room"], "far" if me["side"] == "near" else "near"), FAR) < now:
        return ("cross",)
    if "explore" in names and side != "traitor" and mode != "stay":
        return names["explore"][0]     # nowhere better to go: a new room may open a way
    if now >= FAR and moves and view["turn"]["movement"] >= _speed(me) - 1:
        # cut off from everything (a barrier, a fall): wander a room or two, a different way each turn
        return moves[view["turn"]["number"] % len(moves)][2]
    if moves and _hurts_to_stay(me["room"]):
        # a room that hurts whoever ends a turn in it (the Boiler Room): step out, as near the goal as may be
        safe = [m for m in moves if not _hurts_to_stay(m[1])] or moves
        return safe[0][2]
    return ("end_turn",)


def _hurts_to_stay(room: str) -> bool:
    special = tiles().tiles[room].special
    return special is not None and special.trigger == "end_turn" and special.keyword == "end_turn_damage"


def _speed(me: dict) -> int:
    return me["traits"]["speed"]["value"]


def _room_gain(view, seat, names):
    """B-24.7: a room that raises a trait once is used at once."""
    if "use_room" not in names:
        return None
    special = tiles().tiles[view["seats"][seat]["room"]].special
    return ("use_room",) if special is not None and special.keyword == "gain_trait_once" else None


def _weapon_dice(card_id: str) -> int:
    c = card(card_id)
    return getattr(c, "attack_dice", 0) if getattr(c, "weapon", False) else 0


def _attack(view, seat, names, mode):
    """B-12.3: attack when my dice beat the opponent's (each die averages 1): a stunned monster or a distance
    attack costs nothing when lost (B-12.6, B-13.1); a side that must kill accepts an even fight."""
    if "attack" not in names:
        return None
    me = view["seats"][seat]
    mine = me["traits"]["might"]["value"]
    best, best_edge = None, None
    foes = _explorer_foes(view, seat)
    own, _ = goals(view, seat)
    kills = _kills_stunned(view, own)
    wanted = {c.do for c in own}
    for action in names["attack"]:
        _, kind, index, weapon = action
        if kind == "explorer" and index not in foes:
            continue
        dice = mine + (_weapon_dice(weapon) if weapon else 0)
        if kind == "explorer":
            theirs, harmless = view["seats"][index]["traits"]["might"]["value"], False
            # the one whose death wins the game comes before any monster in the way
            aim = 3 if wanted & {"traitor_dead", "traitor_side_dead", "heroes_dead"} else 0
        else:
            monster = view["haunt"]["monsters"][index]
            if monster["stunned"] and not kills:
                continue     # B-20.3: beating a stunned monster that cannot die does nothing at all
            theirs, harmless = _monster_might(view, monster), monster["stunned"]
            aim = 0
        far = view["seats"][index]["room"] != me["room"] if kind == "explorer" else \
            view["haunt"]["monsters"][index]["room"] != me["room"]
        edge = dice - theirs + (10 if harmless or far else 0) + aim
        if best_edge is None or edge > best_edge:
            best, best_edge = action, edge
    if best is None:
        return None
    needed = 0 if mode == "hunt" else 1
    if best[1] == "explorer":
        needed += 3 if wanted & {"traitor_dead", "traitor_side_dead", "heroes_dead"} else 0   # undo the aim
    if mode == "flee":
        needed += 1     # a traitor who only has to live fights only when it clearly pays
    if _hiding(view, seat):
        needed = 2     # a hidden traitor's attack tells the whole table who he is (bot_evidence): make it count
    return best if best_edge >= needed else None


def _kills_stunned(view, own) -> bool:
    """B-12.6: a stunned monster beaten again dies when the haunt says so: the traitor reads it in his monsters'
    stats, the heroes from a goal of theirs that needs the monsters dead."""
    stats = view["haunt"].get("monster_stats")
    if stats:
        return any(m["killable"] for m in stats)
    return any(c.do in ("monsters_dead", "traitor_side_dead") for c in own)


def _hiding(view, seat) -> bool:
    h = view["haunt"]
    return h is not None and h.get("hidden") and h["traitor"] is None and my_side(view, seat) == "traitor"


def _explorer_foes(view, seat) -> set:
    """The explorers worth attacking: the other side once known; before a hidden traitor shows himself, a hero
    attacks only on evidence he saw himself (B-19.4), never a hunch."""
    known = set(opponents(view, seat))
    evidence = view.get("evidence")
    if evidence is None or my_side(view, seat) != "heroes":
        return known
    return known | {i for i in range(view["players"]) if i != seat and _alive(view, i)
                    and evidence.suspicion(seat, i) >= bot_evidence.SUSPECT}


def _monster_might(view: dict, monster: dict) -> int:
    """The traitor knows his monsters' stats (B-H.3); a hero guesses a middling 4."""
    for stats in view["haunt"].get("monster_stats", ()):
        if stats["name"] == monster["name"]:
            return stats["might"]
    return 4


# ---- the monster turn (B-20): the traitor moves each monster to the nearest hero and attacks there -----------
def _monster_turn(view, seat, legal):
    house = HouseMap(view)
    heroes = [i for i in range(view["players"]) if i != seat and _alive(view, i)]
    dist = house.distances([view["seats"][i]["room"] for i in heroes])
    by_monster: dict = {}
    for a in legal:
        if a[0] in ("monster_move", "monster_attack", "monster_take"):
            by_monster.setdefault(a[1], []).append(a)
    wants_tokens = _wants_tokens(view, seat)
    for index in sorted(by_monster):
        actions = by_monster[index]
        monster = view["haunt"]["monsters"][index]
        takes = [a for a in actions if a[0] == "monster_take"]
        if takes and wants_tokens:
            return takes[0]            # B-20.8: a carrying monster brings the traitor's tokens home
        attacks = [a for a in actions if a[0] == "monster_attack"]
        if attacks:
            trait = "might"
            return min(attacks, key=lambda a: (view["seats"][a[2]]["traits"][trait]["value"], a[2]))
        here = house.room_distance(dist, monster["room"])
        moves = sorted((house.room_distance(dist, a[2]), a[2], a) for a in actions if a[0] == "monster_move")
        if moves and moves[0][0] < here:
            return moves[0][2]
    return ("end_monster_turn",)


TOKEN_GOALS = ("collect_tokens", "carry_tokens")


def _wants_tokens(view, seat) -> bool:
    own, _ = goals(view, seat)
    return any(c.do in TOKEN_GOALS for c in own)


def _reveal_now(view, seat, names) -> bool:
    """B-19.2: a hidden traitor turns his token over when hiding no longer pays: in the last round his goal
    needs to last (a known traitor slows the heroes he stands with, B-17.6, and wins soon), or once the table
    has seen him fight, when only a goal against his life would make him keep quiet."""
    h = view["haunt"]
    if not h or not h.get("hidden") or h["traitor"] is not None:
        return False
    own, other = goals(view, seat)
    last = [numbers_for(c, view["players"])["rounds"] for c in own if c.do == "survive_rounds"]
    if last and h["round"] >= min(last):
        return True
    evidence = view.get("evidence") or bot_evidence.NONE
    hunted = any(c.do in ("traitor_dead", "traitor_side_dead") for c in other)
    return not hunted and (evidence.attacked(seat) or evidence.attacked_by_anyone(seat))


def _fighting_dice(view, seat) -> int:
    me = view["seats"][seat]
    return me["traits"]["might"]["value"] + max((_weapon_dice(c) for c in me["cards"]), default=0)


def _outmatched(view, seat, own) -> bool:
    """A known traitor who wins by lasting keeps away from the heroes while the strongest of them would beat
    him (people run from a fight they need not win; he cannot read the heroes' goals, B-H.3, so he assumes
    they want him dead)."""
    if view["haunt"]["traitor"] is None or not any(c.do == "survive_rounds" for c in own):
        return False
    strongest = max((_fighting_dice(view, i) for i in opponents(view, seat)), default=0)
    return strongest >= _fighting_dice(view, seat)


def _flee(view, seat, names, house: HouseMap, rivals):
    """Away from the heroes: the move that ends furthest from the nearest of them, or a new room when they
    are close; stay once no step takes him further."""
    me = view["seats"][seat]
    dist = house.distances(rivals)
    now = dist.get((me["room"], me["side"]), FAR)
    moves = sorted(((-house.room_distance(dist, a[1]), a[1], a) for a in names.get("move", [])),
                   key=lambda m: m[:2])
    if moves and -moves[0][0] > now and now < FAR:
        return moves[0][2]
    if "explore" in names and now <= 1:
        return names["explore"][0]
    if moves and _hurts_to_stay(me["room"]):
        return moves[0][2]
    return ("end_turn",)


def _targets(view, seat, side, house: HouseMap):
    """What to walk towards: (mode, nodes or rooms). explore: the doors still unexplored; reach: a goal room;
    stay: hold a room; hunt: the opponents' rooms."""
    if side is None:
        return "explore", house.frontier
    own, other = goals(view, seat)
    for condition in own:
        if condition.do == "reach_room":
            if condition.room in house.placed:
                return "stay", [condition.room]
            return "explore", house.frontier
        if condition.do in ("discover_rooms", "rooms_per_hero"):
            return "explore", house.frontier
    if side == "traitor" and any(c.do in ("discover_rooms", "rooms_per_hero") for c in other):
        # a room the traitor opens is one the heroes can never count: take the house's doors first
        return "explore", house.frontier
    rivals = [view["seats"][i]["room"] for i in opponents(view, seat)]
    if side == "traitor" and rivals and _outmatched(view, seat, own):
        return "flee", rivals
    for condition in own:
        if condition.do in TOKEN_GOALS:
            held = [t for t in view["haunt"].get("tokens", []) if t["holder"] == seat]
            if held and condition.do == "carry_tokens" and condition.room in house.placed:
                return "stay", [condition.room]
            loose = [t["room"] for t in view["haunt"].get("tokens", []) if t["holder"] is None]
            if loose and not (held and condition.do == "carry_tokens"):
                return "hunt", loose
        if condition.do == "task_rolls" and side == "heroes":
            return ("stay", [condition.room]) if condition.room in house.placed else ("explore", house.frontier)
        if condition.do in ("traitor_dead", "traitor_side_dead", "heroes_dead") and rivals:
            return "hunt", rivals
        if condition.do == "monsters_dead":
            monsters = [m["room"] for m in view["haunt"]["monsters"] if not m.get("killed")]
            if monsters:
                return "hunt", monsters
    for condition in other:
        if condition.do == "reach_room" and condition.room in house.placed:
            return "stay", [condition.room]      # stand in their way: hindrance slows them (B-17.6)
    if rivals:
        return "hunt", rivals
    if side == "traitor":
        return "stall", [view["seats"][seat]["room"]]
    return "explore", house.frontier


DECIDE = {"choose_explorer": _choose_explorer, "turn": _turn, "split_damage": _split, "choose_deck": _choose_deck,
          "answer_trade": _answer_trade, "choose_side": _choose_side, "monster_turn": _monster_turn,
          "steal_or_damage": _steal_or_damage, "decline_card": _decline_card}
DECIDE.update({k: _first for k in BEST_FIRST})


def chooser(seed: int = 0):
    """A playout chooser: every seat played by a bot that sees only its own view."""
    bot = Bot(seed)

    def choose(ruleset, state, seat, legal):
        # a shell's computer seat may hand over the seat's view itself (a dict) rather than the game state
        if isinstance(state, dict):
            return bot.decide(state, seat, legal)
        return bot.decide(ruleset.view(state, seat), seat, legal, ruleset.log(state))
    return choose


CHOOSERS = {"heuristic": chooser}
