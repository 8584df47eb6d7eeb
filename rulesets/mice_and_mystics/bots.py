"""A simple heuristic player for the mice, deciding from the shared view and the legal answers only (M-H.1):
fight the minions in the room (the nearest first), else head for the chapter's goal room through the exit
that leads there, search when there is nothing better, and answer the players' ties so minions stay far.
Before that it levels up, equips and shares gear, heals, and spends abilities, scrolls and tricks where they
help (bot_powers.py).

`advise(view, legal)` is the hint (H): the answer and its main reason in a player's words.
"""
from __future__ import annotations

from collections import deque
from types import SimpleNamespace

from engine.i18n import N_, T
from rulesets.mice_and_mystics import bot_powers, minion_moves, movement, story
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import explore as board_explore
from rulesets.mice_and_mystics.data import Placement
from rulesets.mice_and_mystics.rules import mouse_moves
from rulesets.mice_and_mystics.rules import state as st


def _table(view):
    return SimpleNamespace(**view) if isinstance(view, dict) else view


def decide(view, legal: list):
    """The bot's answer among `legal`."""
    return advise(view, legal)[0]


def advise(view, legal: list):
    """(action, why in words) for the seat to decide, from the view and its legal answers."""
    if not legal:
        return None, ""
    t = _table(view)
    if t.decision is not None:
        return _decision(t, legal)
    return _mouse_turn(t, legal)


# ---- decisions -----------------------------------------------------------------------------------------

def _decision(t, legal):
    kind = t.decision["kind"]
    if kind == "choose_ability":
        best = max(legal, key=lambda a: (bot_powers.ability_worth(a[1]), a[1]))
        return best, T("{ability} helps the mice most in a fight", ability=story.ability(best[1]).name)
    if ("keep",) in legal:
        return ("keep",), T("Keep the card: the backpack has room")
    if kind in ("minion_stop", "minion_entry"):
        # equally good for the minion: pick the spot farthest from the mice, to buy a turn
        tile = t.decision.get("tile")
        if tile is None:
            mn = st.minion_by_label(t, t.decision["minion"])
            tile = mn["place"][0] if mn else None
        if tile is not None:
            face = st.face(t, tile)
            mice = [m["place"][1] for m in t.mice if m["place"] and m["place"][0] == tile]

            def gap(action):
                far = minion_moves.distances(face, action[1])
                return min((far.get(sp, 99) for sp in mice), default=0)
            best = max(legal, key=gap)
            return best, T("The spot farthest from the mice among the equally good ones")
    return legal[0], T("Any answer does here")


# ---- a mouse's turn ------------------------------------------------------------------------------------

def _mouse_turn(t, legal):
    hero = t.turn["hero"]
    name = st.hero_name(hero)
    attacks = [a for a in legal if a[0] in ("melee", "ranged")]
    m = st.mouse(t, hero)
    goal_face, goal_space, search_there = _objective(t)
    searching = search_there and t.tiles[m["place"][0]]["face"] == goal_face and m["place"][1] == goal_space \
        and ("search",) in legal and not attacks
    power = bot_powers.free_and_powers(t, legal, attacks, searching)
    if power is not None:
        return power
    if attacks and t.turn.get("pierce"):         # a pierce is spent on the minion that defends best
        strongest = max(attacks, key=lambda a: (_minion_defence(t, a[1]), a[0] == "melee", a[1]))
        return strongest, T("{name} attacks the {minion}: it cannot defend this time", name=name, minion=st.minion_name(t, strongest[1]))
    if attacks:
        weakest = min(attacks, key=lambda a: (_minion_health(t, a[1]), a[0] != "melee", a[1]))
        return weakest, T("{name} attacks the {minion}: it is in reach", name=name, minion=st.minion_name(t, weakest[1]))
    if ("recover",) in legal:
        return ("recover",), T("{name} shakes off what holds it first", name=name)
    tile, here = m["place"]
    face = st.face(t, tile)
    foes = _blockers(t, tile)
    steps = [a for a in legal if a[0] in ("step", "climb")]
    aids = mouse_moves.crossing_aids(t, tile)     # levitation and the fishhook: the walk's own crossings (M-6.6)
    on_goal_face = t.tiles[tile]["face"] == goal_face
    if search_there and on_goal_face and here == goal_space and ("search",) in legal:
        return ("search",), T("{name} searches where the chapter hides what the mice need", name=name)
    if foes and steps and not t.turn["action"]:
        step = step_toward(face, here, _nearest_minion_space(t, face, here, foes), steps, aids)
        if step is not None:
            return step, T("{name} closes in on the minions to fight them", name=name)
    explore = _explore_choice(t, tile, legal)
    if explore is not None:
        return explore, T("{name} explores toward the {goal_room}", name=name, goal_room=_goal_room_name(t))
    if ("flip",) in legal and _flip_helps(t, tile):
        return ("flip",), T("{name} turns the room over, toward the {goal_room}", name=name, goal_room=_goal_room_name(t))
    target = _goal_space(t, tile)
    if target is not None and steps and not (target == here):
        step = step_toward(face, here, target, steps, aids)
        if step is not None:
            return step, T("{name} heads for the goal", name=name)
    if ("search",) in legal and not foes:
        return ("search",), T("{name} searches the room: nothing better to do this turn", name=name)
    guard = bot_powers.guard_before_ending(t, legal)
    if guard is not None:
        return guard
    return ("end_turn",), T("{name} has nothing useful left to do", name=name)


def _blockers(t, tile) -> list:
    """The minions of the room worth fighting: all but those the chapter lets the mice explore past (Brodie)."""
    past = {r.minion for r in story.chapter(t.chapter).special_rules if r.rule == "explore_past"}
    return [mn for mn in st.minions_on_tile(t, tile) if mn["kind"] not in past]


def _found(t, face: str, space: str, item: str) -> bool:
    return any(f.get("face") == face and f.get("space") == space and f.get("item") == item
               for f in getattr(t, "found_items", None) or ())


def _objective(t):
    """(face, space or None, search there?) the mice work toward now: a hidden item the chapter asks for that is
    not found yet, else the chapter's goal."""
    chapter = story.chapter(t.chapter)
    if any(c.when == "items_found_at_least" and len(getattr(t, "found_items", None) or ()) < c.count
           for c in chapter.victory):
        for rule in chapter.room_rules:
            for h in rule.hidden_items:
                if not _found(t, rule.face, h.space, h.item):
                    return rule.face, h.space, True
    face, space = _goal(t)
    return face, space, False


def _minion_health(t, label):
    mn = st.minion_by_label(t, label)
    return story.minion(mn["kind"]).health - mn["damage"] if mn else 99


def _minion_defence(t, label):
    mn = st.minion_by_label(t, label)
    return story.minion(mn["kind"]).defense if mn else 0


def _nearest_minion_space(t, face, here, minions):
    far = minion_moves.distances(face, here)
    return min(minions, key=lambda mn: (far.get(mn["place"][1], 99), mn["label"]))["place"][1]


def step_toward(face, here, goal, steps, aids=(False, ())):
    """The legal step that most shortens the walk to `goal` (None when none does); `aids`: (crosses_red, links)
    of the moving mouse, the crossings its walk may use (M-6.6, M-18.2), so the hint counts what the walk does."""
    to_goal = _walk_costs(face, goal, aids)
    now = to_goal.get(here, 99)
    best = min(steps, key=lambda a: (to_goal.get(a[1], 99), a[1]))
    return best if to_goal.get(best[1], 99) < now else None


def _walk_costs(face, goal, aids=(False, ())):
    """Steps from each space to `goal` over the mouse's crossings (yellow lines' costs ignored: a rough distance;
    a crossing's two ends are each other's crossings, so walking back from the goal finds the same steps)."""
    seen = {goal: 0}
    queue = deque([goal])
    while queue:
        sid = queue.popleft()
        for n in movement.crossings(face, sid, *aids):
            if n not in seen:
                seen[n] = seen[sid] + 1
                queue.append(n)
    return seen


def _goal(t):
    """(face id, space id or None) of the chapter's goal: the first 'mouse on space', else a face to reach."""
    for c in story.chapter(t.chapter).victory:
        if c.when == "mouse_on_space":
            return c.face, c.space
    for c in story.chapter(t.chapter).victory:
        if c.when in ("no_minion_on_face", "face_visited"):
            return c.face, None
    return None, None


def _goal_tile(t):
    """The tile whose faces include the objective's face (exploring may have turned it to its other side)."""
    face_id = _objective(t)[0]
    lib = mdata.library()
    return next((i for i, x in enumerate(t.tiles) if face_id and lib[x["tile"]].face(face_id) is not None), None)


def _goal_room_name(t) -> str:
    i = _goal_tile(t)
    return N_("goal room") if i is None else mdata.library()[t.tiles[i]['tile']].face(_objective(t)[0]).name


def _goal_space(t, tile):
    """Where in this room to walk: the objective's space, else the nearest useful exit, else a flip space when
    the objective is this tile's other side."""
    face_id, space, _ = _objective(t)
    if face_id is not None and t.tiles[tile]["face"] == face_id:
        return space
    exits = _useful_exits(t, tile)
    if exits:
        return st.face(t, tile).exits[exits[0]].spaces[0]
    if _goal_tile(t) == tile:
        flips = [sp.id for sp in st.face(t, tile).spaces if sp.flip != "none"]
        return flips[0] if flips else None
    return None


def _placements(t) -> list:
    return [Placement(x["tile"], x["face"], tuple(x["at"]), x["turns"]) for x in t.tiles]


_LINKS: dict = {}


def _room_links(t) -> dict:
    """{tile: {exit number: tile it leads to}} over the board as it lies (remembered per board)."""
    lib, placed = mdata.library(), _placements(t)
    key = tuple((x["tile"], x["face"], tuple(x["at"]), x["turns"]) for x in t.tiles)
    if key in _LINKS:
        return _LINKS[key]
    if len(_LINKS) > 256:
        _LINKS.clear()
    links = _LINKS[key] = {}
    for i in range(len(placed)):
        links[i] = {}
        for k in range(len(st.face(t, i).exits)):
            try:
                _, there, _ = board_explore.explore_exit(lib, placed, i, k)
            except Exception:        # an exit to nowhere: no tile on that side
                continue
            if there != i:
                links[i][k] = there
    return links


def _useful_exits(t, tile) -> list:
    """Exits of `tile` on a shortest path of rooms to the goal room, nearest-first."""
    goal = _goal_tile(t)
    if goal is None or goal == tile:
        return []
    links = _room_links(t)
    far = {goal: 0}
    queue = deque([goal])
    while queue:
        i = queue.popleft()
        for j, nexts in links.items():
            if i in nexts.values() and j not in far:
                far[j] = far[i] + 1
                queue.append(j)
    here = far.get(tile)
    if here is None:
        return []
    return [k for k, there in sorted(links[tile].items()) if far.get(there, 99) < here]


def _explore_choice(t, tile, legal):
    useful = set(_useful_exits(t, tile))
    for a in legal:
        if a[0] == "explore" and a[1] in useful:
            return a
    return None


def _flip_helps(t, tile) -> bool:
    """Turning this room over helps when the objective is its other side, or when no exit leads on."""
    goal = _goal_tile(t)
    if goal == tile:
        return t.tiles[tile]["face"] != _objective(t)[0]
    return goal is not None and not _useful_exits(t, tile)


def heuristic_chooser(seed: int = 0):
    """The hint's player as a playout-loop chooser: it reads only the seat's view and the legal answers."""
    def choose(ruleset, state, seat, legal):
        return legal[0] if len(legal) == 1 else decide(ruleset.view(state, seat), list(legal))
    return choose


# The AI seats `simulate --bot` offers (games.py hands them to the command line): name -> chooser(seed).
CHOOSERS = {"heuristic": heuristic_chooser}
