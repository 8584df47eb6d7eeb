"""Computer players for Ninja: a guard bot and an intruder bot, each deciding from its own seat's view only.

`chooser(seed)` fits engine.rules.playout: it asks the ruleset for the seat's view and picks one of the
legal actions from that view alone, so the bots can never peek at the other side's secrets (a test redeals
those secrets and checks that every decision stays the same).
"""
from __future__ import annotations

import random
from collections import deque

from rulesets.ninja.rules.state import OFF_MAP, tables

KILL_CARDS = ("ninja_kenjutsu_quiet", "ninja_kenjutsu_loud", "traitor_kenjutsu_quiet", "traitor_kenjutsu_loud",
              "shuriken")
_distances: dict = {}


def walking_distance(a: str, b: str) -> int:
    """Zones apart on foot (walls block; moats only slow, so they count as one zone): from a cached BFS."""
    got = _distances.get(a)
    if got is None:
        t = tables()
        got = {a: 0}
        queue = deque([a])
        while queue:
            cur = queue.popleft()
            for nxt in t.neighbours(cur):
                if nxt not in got and not t.is_wall(cur, nxt):
                    got[nxt] = got[cur] + 1
                    queue.append(nxt)
        _distances[a] = got
    return got.get(b, 99)


def nearest(zone: str, targets) -> int:
    return min((walking_distance(zone, t) for t in targets), default=99)


class Bot:
    """decide(view, seat, legal) -> one of legal. Deterministic for a seed."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        # What the guard side remembers from earlier views (as a player would): the zones searched by the
        # start of this turn, and those first searched during the previous turn (declared aloud, N-13.5).
        self.memory_turn = -1
        self.searched_known: set = set()
        self.fresh_searches: list = []

    def decide(self, view: dict, seat: int, legal: list):
        if len(legal) == 1:
            return legal[0]
        if "guard_secrets" in view:
            self._remember(view)
            choice = GuardBot.decide(view, seat, legal, self.fresh_searches)
        else:
            choice = IntruderBot.decide(view, seat, legal)
        return choice if choice is not None else legal[self.rng.randrange(len(legal))]


    def _remember(self, view: dict) -> None:
        if view["turn"] != self.memory_turn:
            self.memory_turn = view["turn"]
            self.fresh_searches = [z for z in view["searched"] if z not in self.searched_known]
            self.searched_known = set(view["searched"])


def chooser(seed: int = 0):
    """A playout chooser: every seat played by a bot that sees only its own view."""
    bot = Bot(seed)

    def choose(ruleset, state, seat, legal):
        return bot.decide(ruleset.view(state, seat), seat, legal)
    return choose


def _first(legal, word):
    return next((a for a in legal if a[0] == word), None)


def _object_zones() -> list:
    t = tables()
    return t.object_zones["west"] + t.object_zones["east"]


# ---- the guards ------------------------------------------------------------------------------------------------
def edge_depth(zone: str) -> int:
    """Zones on foot from the nearest map edge: how deep inside the castles a room lies."""
    return nearest(zone, sorted(tables().edges))


def _letter_rooms(view) -> list:
    """The rooms where the guards hid the mission goals (their own secret map) that no intruder has completed
    yet: a completed goal is shown, so its letter is no longer worth guarding."""
    done = {i.get("mission") for i in view["intruders"].values() if i.get("mission_done")}
    return sorted(z for z, o in view["guard_secrets"]["objects"].items() if len(o) == 1 and o not in done)


def _garrison_targets(view) -> list:
    """The mission rooms with no awake guard in them: where a searching intruder must come."""
    guarded = {g["zone"] for g in view["guards"] if not g["drunk"]}
    return [z for z in _letter_rooms(view) if z not in guarded]


def _suspects(view, fresh_searches=()) -> list:
    """Where the guards think an unseen intruder is: the zones searched last turn (declared aloud, N-13.5: he
    entered or left them), and a completed mission's room (the goal shown names it; he runs for the edge from
    there)."""
    rooms = {o: z for z, o in view["guard_secrets"]["objects"].items() if len(o) == 1}
    done = [rooms[i["mission"]] for i in view["intruders"].values()
            if i.get("mission_done") and i["status"] == "active" and not i["seen"] and i["mission"] in rooms]
    if not any(i["status"] == "active" and not i["seen"] for i in view["intruders"].values()):
        return []
    return sorted(set(done) | set(fresh_searches))


class GuardBot:
    """Hides the mission goals deep in the castles and the traps on the way in, garrisons the mission rooms with
    sentries, listens around the castles once the alert rises, hunts any intruder it sees and strikes when it can."""

    @staticmethod
    def decide(view, seat, legal, fresh_searches=()):
        kind = view["decision"]["kind"] if view["decision"] else view["step"]
        suspects = _suspects(view, fresh_searches)
        hides = [a for a in legal if a[0] == "hide"]
        if hides:
            return GuardBot._hide(hides)
        if kind in ("sentries", "patrols", "sleeping"):
            return legal[0]     # the rules list these spread out, farthest from the guards already placed first
        if _first(legal, "keep_suggested_hand"):
            return _first(legal, "keep_suggested_hand")
        seen = [i["zone"] for i in view["intruders"].values() if i["seen"] and i["zone"]]
        attack = next((a for a in legal if a[0] == "play" and a[1] == "guard_kenjutsu"), None)
        if attack:
            return attack
        if kind in ("play_drawn", "play_cards"):
            return GuardBot._card(view, legal, seen, suspects)
        if kind == "guard_move":
            return GuardBot._step(view, legal, seen, suspects)
        if kind == "move_patrol":
            moves = [a for a in legal if a[0] == "patrol_move"]
            if moves and (seen or suspects):
                return min(moves, key=lambda a: (nearest(a[2][-1], seen or suspects), a))
            return moves[0] if moves else None
        if kind == "take_card" or kind == "guard_bonus_cards":
            return next((a for a in legal if a[0] == "take_card" and a[1] in ("guard_kenjutsu", "sentry_search",
                                                                              "patrol_search")), legal[-1])
        return legal[0] if kind in ("sentries", "patrols", "sleeping", "guard_bonus_sleepers", "alert_draw_split",
                                    "card_limit_agreement") else \
            _first(legal, "end_phase") or _first(legal, "let_them_listen")

    @staticmethod
    def _hide(hides):
        """N-3.14b, the guards' choice: mission goals in the rooms deepest from the map edge, traps and hidden
        sentries in the rooms an intruder reaches first."""
        what = hides[0][1]
        if what in ("trap", "hidden_sentry"):
            return min(hides, key=lambda a: (edge_depth(a[2]), a[2]))
        return max(hides, key=lambda a: (edge_depth(a[2]), a[2]))

    @staticmethod
    def _card(view, legal, seen, suspects):
        guards = {g["number"]: g["zone"] for g in view["guards"]}
        plays = [a for a in legal if a[0] == "play"]
        if seen:
            searches = [a for a in plays if a[1] in ("sentry_search", "patrol_search")]
            if searches:
                return min(searches, key=lambda a: nearest(guards.get(a[3], ""), seen)
                           if a[2] == "sentry" else _patrol_distance(view, a[3], seen))
        if suspects:
            # last turn's declared searches: a guard within reach walks there (N-8.3) and may catch him in it
            searches = [a for a in plays if a[1] in ("sentry_search", "patrol_search")]
            close = [a for a in searches if (nearest(guards.get(a[3], ""), suspects) if a[2] == "sentry"
                                             else _patrol_distance(view, a[3], suspects)) <= 2]
            if close:
                return min(close, key=lambda a: (nearest(guards.get(a[3], ""), suspects) if a[2] == "sentry"
                                                 else _patrol_distance(view, a[3], suspects), a[3]))
        garrison = _garrison_targets(view)
        if garrison:
            # a sentry not already holding a mission room walks towards one that nobody holds (N-8.3)
            held = set(_letter_rooms(view))
            moves = [a for a in plays if a[1] == "sentry_search" and a[2] == "sentry"
                     and guards.get(a[3], "") not in held]
            if moves:
                return min(moves, key=lambda a: (nearest(guards.get(a[3], ""), garrison), a[3]))
        wake = [a for a in plays if a[1] == "awaken"]
        if wake and (seen or suspects or view["alert"] >= 2):
            # more guards on the map once the intruders are about: the barracks nearest to where they are likely
            near = seen or suspects or garrison or _object_zones()
            return min(wake, key=lambda a: (nearest(a[2], near), a[2:]))
        if view["alert"] >= 1 or view["turn"] >= 4 or suspects:
            listens = [a for a in plays if a[1] in ("sentry_listen", "patrol_listen")]
            targets = suspects or _object_zones()
            if listens:
                return min(listens, key=lambda a: nearest(guards.get(a[3], ""), targets)
                           if a[2] == "sentry" else _patrol_distance(view, a[3], targets))
        free = [a for a in legal if a[0] == "free_listen"]
        if free and suspects:
            return min(free, key=lambda a: (nearest(guards.get(a[2], ""), suspects) if a[1] == "sentry"
                                            else _patrol_distance(view, a[2], suspects), a))
        if free:
            return free[view["turn"] % len(free)]
        return _first(legal, "end_phase")

    @staticmethod
    def _step(view, legal, seen, suspects):
        d = view["decision"]
        here = next(g["zone"] for g in view["guards"] if g["number"] == d["unit"][0])
        unsearched = [z for z, o in view["guard_secrets"]["objects"].items() if o not in ("trap",)]
        if not seen and not suspects and GuardBot._holds_alone(view, here, d["unit"]):
            # its walk would leave a mission room unguarded, and next turn that room would call it back: it stays
            return _first(legal, "stop_moving")
        targets = seen or suspects or _garrison_targets(view) or unsearched or _object_zones()
        steps = [a for a in legal if a[0] == "step" and not a[1].startswith("secret") and a[1] != "other_entrance"]
        if not steps or nearest(here, targets) == 0:
            return _first(legal, "stop_moving")
        best = min(steps, key=lambda a: nearest(a[1], targets))
        return best if nearest(best[1], targets) < nearest(here, targets) else _first(legal, "stop_moving")


    @staticmethod
    def _holds_alone(view, zone, unit) -> bool:
        """Is `zone` a mission room only the moving guards keep (no other awake guard stands in it)?"""
        others = [g for g in view["guards"] if g["zone"] == zone and not g["drunk"] and g["number"] not in unit]
        return zone in _letter_rooms(view) and not others


def _patrol_distance(view, number, targets):
    zones = [g["zone"] for g in view["guards"] if g["patrol"] == number]
    return nearest(zones[0], targets) if zones else 99


# ---- the intruders -------------------------------------------------------------------------------------------
# What a step costs the intruders' route planner, in zones: entering a zone with an awake guard shows the figure
# and raises the alert to High (N-15.2), so a detour of several quiet zones is worth it; a moat ends the move
# (N-11.6); climbing a wall spends a Rope card (N-11.7).
GUARDED_STEP_COST = 6
BOLD_GUARDED_STEP_COST = 2      # once the alert is High or the night runs short, being seen costs little (N-25)
MOAT_STEP_COST = 1.5
ROPE_STEP_COST = 2


def route_costs(targets, guarded: set, *, climbs: bool, guarded_cost: float) -> dict:
    """Zone -> the cheapest way from it to any target, counted backwards from the targets (Dijkstra; every
    border works both ways, so the costs from a zone equal the costs to it)."""
    import heapq
    t = tables()
    cost = {z: 0.0 for z in targets}
    frontier = [(0.0, z) for z in targets]
    heapq.heapify(frontier)
    while frontier:
        here_cost, zone = heapq.heappop(frontier)
        if here_cost > cost.get(zone, 1e9):
            continue
        # stepping from `nxt` into `zone` costs what entering `zone` costs
        enter = 1.0 + (guarded_cost if zone in guarded else 0.0) + (MOAT_STEP_COST - 1 if zone in t.moats else 0.0)
        for nxt in t.neighbours(zone):
            step = enter
            if t.is_wall(nxt, zone):
                if not climbs:
                    continue
                step += ROPE_STEP_COST
            total = here_cost + step
            if total < cost.get(nxt, 1e9):
                cost[nxt] = total
                heapq.heappush(frontier, (total, nxt))
    return cost


class IntruderBot:
    """Plans a quiet route to the castle rooms nobody has searched, searches two rooms a turn where it can, goes
    through the guards only when no quiet way is left or the alert is High anyway, then runs for the map edge."""

    @staticmethod
    def decide(view, seat, legal):
        kind = view["decision"]["kind"] if view["decision"] else view["step"]
        secrets = view["intruder_secrets"]
        for word in ("keep_suggested_cards",):
            if _first(legal, word):
                return _first(legal, word)
        if kind == "lone_wolf":
            return ("play_alone", "ninja")
        if kind in ("ninja_start", "traitor_start", "respawn_start"):
            return min(legal, key=lambda a: nearest(a[2], _object_zones()))
        if kind == "passage":
            return IntruderBot._entrance(secrets, legal)
        if kind == "respawn_cards":
            return legal[0]
        if kind == "it_was_a_cat":
            return ("it_was_a_cat",) if ("it_was_a_cat",) in legal and IntruderBot._in_earshot(view) \
                else ("let_them_listen",)
        if kind == "hidden_sentry":
            kill = next((a for a in legal if a[0] == "card"), None)
            return kill or legal[-1]
        if kind == "intruder_search":
            return IntruderBot._search(view, legal, secrets)
        if kind == "intruder_move":
            return IntruderBot._move(view, legal, secrets)
        return None

    @staticmethod
    def _entrance(secrets, legal):
        """The passage's first entrance by the castle rooms, the other where the intruders start (N-3.15 d): a way
        in past the walls. Both in one zone is legal but pointless, and the hint (H) would advise it."""
        marked = [z for zones in (secrets.get("passages") or {}).values() for z in zones if z]
        if not marked:
            return min(legal, key=lambda a: (nearest(a[1], _object_zones()), a[1]))
        starts = [f["zone"] for f in secrets["figures"].values() if f.get("zone")] or sorted(tables().edges)
        away = [a for a in legal if a[1] not in marked] or legal
        return min(away, key=lambda a: (nearest(a[1], starts), a[1]))

    @staticmethod
    def _target(view, me) -> list:
        t = tables()
        if me["mission_done"]:
            return sorted(t.edges)
        found = [z for z, what in view["searched"].items() if what == me["mission"]]
        if found:
            return found
        open_rooms = [z for z in _object_zones() if z not in view["searched"]]
        mine = [z for z in open_rooms if z in IntruderBot._castle_rooms(view, me)]
        return mine or open_rooms or _object_zones()

    @staticmethod
    def _castle_rooms(view, me) -> list:
        """One player with both intruders splits the search (every goal found helps both, N-13.7): the traitor
        takes the castle nearer to him, the ninja the other one."""
        figures = view["intruder_secrets"]["figures"]
        traitor = figures.get("traitor")
        if len(figures) < 2 or traitor["status"] != "active" or figures["ninja"]["status"] != "active":
            return _object_zones()
        t = tables()
        near = min(("west", "east"), key=lambda side: (nearest(traitor["zone"], t.object_zones[side]), side))
        side = near if me is traitor else ("east" if near == "west" else "west")
        return t.object_zones[side]

    @staticmethod
    def _bold(view, me) -> bool:
        """Seen or not hardly matters any more: the alert is High, or the night is nearly over."""
        return view["alert"] == 3 or view["turn"] >= (14 if me["mission_done"] else 12)

    @staticmethod
    def _move(view, legal, secrets):
        encounter = secrets["decision"]
        if encounter is not None:
            kills = [a for a in legal if a[0] == "card" and a[2] in KILL_CARDS]
            shadow = next((a for a in legal if a[0] == "card" and a[2] == "shadow_walk"), None)
            return kills[0] if kills else shadow or _first(legal, "be_seen")
        figure = next(a[1] for a in legal if a[0] == "stop")
        me = secrets["figures"][figure]
        if me["mission_done"] and ("move", figure, OFF_MAP) in legal:
            return ("move", figure, OFF_MAP)
        targets = IntruderBot._target(view, me)
        here = me["zone"]
        if not me["mission_done"] and sum(f["status"] != "absent" for f in secrets["figures"].values()) == 2:
            # One player with both intruders must get both out (N-21.2), so neither may sit in the room he
            # searches while the guards listen for him there: rooms entered or left this turn get searched anyway
            # (N-13.2, two a turn, N-13.3), so he walks on to the next. A lone intruder (Lone Wolf, Contested
            # Ground) stops in the room instead, moving less and so heard from fewer zones (N-7.2).
            to_search = [z for z in me["touched"] if z in targets]
            if len(to_search) >= 2:
                return ("stop", figure)
            targets = [z for z in targets if z not in me["touched"]] or targets
        if here.startswith("secret"):
            steps = [a for a in legal if a[0] == "move"]
            return min(steps, key=lambda a: (nearest(a[2], targets), a[2])) if steps else ("stop", figure)
        bold = IntruderBot._bold(view, me)
        limit = 3 if me["mission_done"] or bold else 2
        if me["steps"] >= limit:
            return ("stop", figure)
        guarded = {g["zone"] for g in view["guards"] if not g["drunk"]}
        climbs = any(tables().cards[c].effect == "rope" for c in me["hand"])
        costs = route_costs(targets, guarded, climbs=climbs,
                            guarded_cost=BOLD_GUARDED_STEP_COST if bold else GUARDED_STEP_COST)
        steps = [(a, a[2]) for a in legal if a[0] == "move" and a[2] != OFF_MAP and not a[2].startswith("secret")]
        steps += [(a, a[3]) for a in legal if a[0] == "card" and tables().cards[a[2]].effect == "rope"]
        quiet = [(a, z) for a, z in steps if z not in guarded]
        if here in targets and not me["mission_done"] and here not in me["touched"] and quiet:
            # leave the room so it may be searched (N-13.2), towards another room to search where there is one
            return min(quiet, key=lambda az: (costs.get(az[1], 99), az[1]))[0]
        stay = costs.get(here, 99)

        def through(az):
            """The cost of a route that starts with this step (a rope card also spends the card)."""
            action, zone = az
            entering = 1 + (GUARDED_STEP_COST if zone in guarded and not bold else 0)
            return costs.get(zone, 99) + entering + (ROPE_STEP_COST if action[0] == "card" else 0)
        if quiet:
            best, zone = min(quiet, key=lambda az: (through(az), az[0][0] == "card", az[1]))
            if costs.get(zone, 99) < stay:
                return best
        loud = [(a, z) for a, z in steps if z in guarded]
        if not loud:
            return ("stop", figure)
        best, zone = min(loud, key=lambda az: (costs.get(az[1], 99), az[1]))
        if costs.get(zone, 99) >= stay:
            return ("stop", figure)
        shadow = next((a for a in legal if a[0] == "card" and a[2] == "shadow_walk"), None)
        if shadow and not me["shadow_walk"]:
            return shadow                   # walk through the guards unseen (N-G.2)
        kills = any(c in KILL_CARDS for c in me["hand"])
        if me["shadow_walk"] or bold or kills or not quiet:
            return best                     # no quiet way on: through them (a Kenjutsu may clear the zone)
        return ("stop", figure)

    @staticmethod
    def _search(view, legal, secrets):
        """Rooms nobody has searched, or the room holding this intruder's own letter (N-13.8: he must search it
        himself); never a known trap."""
        searches = [a for a in legal if a[0] == "search"]
        if not searches:
            return legal[-1]
        me = secrets["figures"][searches[0][1]]
        rooms = set(_object_zones())
        useful = [a for a in searches if a[2] in rooms and (a[2] not in view["searched"] or
                  (view["searched"][a[2]] == me["mission"] and not me["mission_done"]))]
        return useful[0] if useful else legal[-1]

    @staticmethod
    def _in_earshot(view) -> bool:
        d = view["decision"]
        listeners = [g["zone"] for g in view["guards"] if g["number"] in d.get("listeners", ())]
        if not listeners:
            return True
        t = tables()
        for me in view["intruder_secrets"]["figures"].values():
            if me["status"] == "active" and me["moved_last"] > 0 and not me["zone"].startswith("secret"):
                if t.hearing(listeners[0]).get(me["zone"], 99) <= me["moved_last"]:
                    return True
        return False
