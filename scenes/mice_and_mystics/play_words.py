"""Words of the Mice and Mystics play screen: action labels, what a hovered space means (who reaches it, what it
sees, what a minion there would do), the hero cards' contents and the minions' turns as one-line reasons.

Everything is read from the seat's view (a plain dict; nothing is secret in this game, M-H.1). The rules' own
helpers read the view through `table(view)`, an attribute view of the same dict.
"""
from __future__ import annotations

from types import SimpleNamespace

from engine.i18n import T
from engine.play.hero_card import HeroCard
from rulesets.mice_and_mystics import minion_moves, movement, sight, story
from rulesets.mice_and_mystics.rules import achievements, mouse_moves, track, words
from rulesets.mice_and_mystics.rules import state as st

HERO_RGB = {"collin": (70, 120, 210), "wren": (76, 160, 90), "tobias": (196, 150, 60), "clove": (150, 96, 190),
            "mirela": (60, 170, 170), "hask": (190, 84, 70)}
MINION_RGB = (120, 40, 40)
# each kind of minion its own colour, so a rat archer is not taken for a rat warrior at a glance (the hover
# text names it); a kind not listed gets the rat warrior's
KIND_RGB = {"rat": (120, 40, 40), "rat_archer": (70, 90, 40), "elite_rat": (150, 30, 30), "rat_mystic": (96, 44, 120),
            "roach": (80, 56, 36), "greedy_roach": (110, 76, 30), "spider": (30, 30, 34), "centipede": (160, 80, 30),
            "captain_vast": (150, 110, 20), "brodie": (200, 120, 50)}


def minion_rgb(kind: str) -> tuple:
    return KIND_RGB.get(kind, MINION_RGB)
CONDITION_WORDS = {"webbed": "webbed", "stunned": "stunned", "knocked_down": "knocked down",
                   "possessed": "possessed", "poisoned": "poisoned"}


def hero_rgb(hero: str) -> tuple:
    return HERO_RGB.get(hero, (150, 150, 150))


def table(view):
    """The view with attribute access, so the rules' board questions (state.face, state.is_full...) read it."""
    return view if not isinstance(view, dict) else SimpleNamespace(**view)


def label(view, action) -> str:
    """Words on the action's button: the rules' words, with the cost of a step where it is not 1."""
    t = table(view)
    text = words.describe_action(t, action)
    if action and action[0] == "step" and t.turn is not None:
        m = st.mouse(t, t.turn["hero"])
        try:
            cost = movement.step_cost(st.face(t, m["place"][0]), m["place"][1], action[1])
        except Exception:       # a step the rules would refuse: its words stay plain
            cost = 1
        if cost != 1:
            text += f" (costs {cost})"
    return text


def room_name(view, tile: int) -> str:
    return st.face(table(view), tile).name


def mover(view):
    """(hero, [tile, space]) of the mouse whose turn it is, or None."""
    t = table(view)
    if t.turn is None:
        return None
    m = st.mouse(t, t.turn["hero"])
    return (m["hero"], m["place"]) if m["place"] is not None else None


_SEEN: dict = {}
_REACH: list = [None, None]     # [the view it was worked out for, the answer]: hover and drawing ask often
_WALKS: dict = {}               # (face, space) -> movement to every space of the room, nothing in the way
_STEPS: dict = {}               # (face, space) -> a minion's steps to every space of the room (M-13.3)
_TARGETS: dict = {}             # (face, space, mice and their spaces) -> the nearest mice a minion there goes for


def sight_from(face, sid: str) -> set:
    """The spaces `sid` sees in its room (M-7.7), remembered per face and space: rooms never change shape."""
    key = (face.id, sid)
    if key not in _SEEN:
        _SEEN[key] = frozenset(sight.visible_from(face, sid))
    return _SEEN[key]


def walk_costs(face, sid: str) -> dict:
    """{space: movement} a mouse in `sid` spends to get anywhere in its room, lines and water counted and no
    figure in the way (the hover's "movement it takes"); remembered per face and space."""
    key = (face.id, sid)
    if key not in _WALKS:
        _WALKS[key] = movement.reach(face, sid, 99)
    return _WALKS[key]


def minion_steps(face, sid: str) -> dict:
    """{space: steps} of a minion from `sid` (M-13.3), remembered per face and space."""
    key = (face.id, sid)
    if key not in _STEPS:
        _STEPS[key] = minion_moves.distances(face, sid)
    return _STEPS[key]


def reach_costs(view) -> dict:
    """{space: movement spent} the moving mouse can reach with what is left of its move (M-6)."""
    if _REACH[0] is view:
        return _REACH[1]
    _REACH[1] = _reach_costs(view)
    _REACH[0] = view
    return _REACH[1]


def _reach_costs(view) -> dict:
    t = table(view)
    who = mover(view)
    if who is None or t.turn["move"] == "done" or t.decision is not None:
        return {}
    tile, here = who[1]
    face = st.face(t, tile)
    blocked = st.full_spaces(t, tile) - {here}
    stops = {m["place"][1] for m in t.minions if m["place"][0] == tile}
    crosses_red, links = mouse_moves.crossing_aids(t, tile)       # the crossings the rules allow (M-6.6, M-18.2)
    return movement.reach(face, here, t.turn["movement"], crosses_red, frozenset(blocked), frozenset(stops), links)


def route_to(view, target: str) -> list:
    """The cheapest steps from the moving mouse to `target` within its movement (empty when out of reach)."""
    costs = reach_costs(view)
    if target not in costs or not costs.get(target):
        return []
    t = table(view)
    tile, here = mover(view)[1]
    face = st.face(t, tile)
    stops = {m["place"][1] for m in t.minions if m["place"][0] == tile}
    aids = mouse_moves.crossing_aids(t, tile)
    # a walk passes neither a minion's space nor water: both end the move there (M-6.9, M-6.10)
    passable = [n for n in costs if n == here or (n not in stops and not face.space(n).water)]
    route, at = [target], target
    while at != here:
        prev = next((n for n in passable if at in movement.crossings(face, n, *aids)
                     and _cost(face, n, at, aids) is not None and costs[n] + _cost(face, n, at, aids) == costs[at]),
                    None)
        if prev is None:
            return []
        route.append(prev)
        at = prev
    return [("step", sid) for sid in reversed(route[:-1])]


def _cost(face, a, b, aids=(False, ())):
    try:
        return movement.move_cost(face, a, b, *aids)
    except Exception:
        return None


def figures_at(view, tile: int, sid: str) -> tuple:
    t = table(view)
    mice = [st.hero_name(m["hero"]) for m in t.mice if m["place"] == [tile, sid]]
    minions = [st.minion_name(t, m["label"]) for m in t.minions if m["place"] == [tile, sid]]
    return mice, minions


def describe_space(view, tile: int, sid: str) -> str:
    """Hover text of a space: what is on it, who can reach it, what it sees, what a minion there would target."""
    t = table(view)
    face = st.face(t, tile)
    space = face.space(sid)
    lines = [f"{face.name}, {st.space_name(sid)}" + (f" ({space.special})" if space.special else "")]
    mice, minions = figures_at(view, tile, sid)
    if mice or minions:
        lines.append("Here: " + ", ".join(mice + [f"the {m}" for m in minions]))
    marks = [w for w, on in (("water", space.water), ("a mousetrap", [tile, sid] in t.mousetraps),
                             ("a minion entry", space.entry != "none"), ("a flip space", space.flip != "none"))
             if on]
    if marks:
        lines.append("Has " + ", ".join(marks))
    who = mover(view)
    if who is not None and who[1][0] == tile:
        costs = reach_costs(view)
        name = st.hero_name(who[0])
        if who[1][1] == sid:
            lines.append(f"{name} stands here")
        elif sid in costs:
            lines.append(f"{name} can reach it now for {costs[sid]} movement")
        else:
            lines.append(f"{name} cannot reach it this move")
    others = []
    for m in t.mice:          # the other mice of the room: how far it is for them, lines and water counted
        if m["place"] is None or m["place"][0] != tile or (who is not None and m["hero"] == who[0]):
            continue
        far = walk_costs(face, m["place"][1]).get(sid) if m["place"][1] != sid else 0
        if far:
            others.append(f"{short_name(m['hero'])} {far}")
    if others:
        lines.append("Movement it takes: " + ", ".join(others))
    seen = sight_from(face, sid) - {sid}
    lines.append(f"Sees {len(seen)} of {len(face.spaces) - 1} other spaces (lit on the board)")
    target = minion_target(view, tile, sid)
    if target:
        lines.append(target)
    return "\n".join(lines)


def minion_target(view, tile: int, sid: str) -> str:
    """'A minion here would go for Prince Collin: nearest mouse, 2 spaces' (M-13.4), or ''."""
    t = table(view)
    face = st.face(t, tile)
    mice = [(h, st.mouse(t, h)["place"][1]) for h in st.mouse_order(t)
            if st.mouse(t, h)["place"] is not None and st.mouse(t, h)["place"][0] == tile]
    if not mice:
        return "A minion here would stay: no mouse is in this room"
    key = (face.id, sid, tuple(mice))
    if key not in _TARGETS:
        if len(_TARGETS) > 4096:
            _TARGETS.clear()
        _TARGETS[key] = minion_moves.nearest_mice(face, sid, mice)
    near = _TARGETS[key]
    if not near:
        return ""
    far = minion_steps(face, sid)[dict(mice)[near[0]]]
    steps = "in its space" if far == 0 else f"{far} space{'' if far == 1 else 's'} away"
    return f"A minion here would go for {st.hero_name(near[0])}: nearest mouse, {steps}"


def describe_minion(view, label_: str) -> str:
    t = table(view)
    mn = st.minion_by_label(t, label_)
    if mn is None:
        return ""
    info = story.minion(mn["kind"])
    health = f", {info.health - mn['damage']} of {info.health} health" if info.health > 1 else ""
    kind = "shoots from afar" if info.attack == "ranged" else "fights up close"
    lines = [f"The {st.minion_name(t, label_)}: Battle {info.battle}, Defense {info.defense}{health}; {kind}"]
    lines.append(describe_space(view, *mn["place"]).split("\n", 1)[-1])
    return "\n".join(lines)


def _ability_name(ability) -> str:
    """An ability in words, whether the rules keep its id or {id, ...} (its card's name)."""
    key = ability.get("id") if isinstance(ability, dict) else ability
    try:
        return story.ability(key).name
    except (StopIteration, TypeError):
        return str(key).replace("_", " ")


def hero_cards(view, names: dict) -> list:
    """A HeroCard per mouse, in chapter order: stats, health, gear in paws, backpack, conditions."""
    t = table(view)
    now = t.turn["hero"] if t.turn else None
    out = []
    for m in t.mice:
        h = story.hero(m["hero"])
        off = set(m.get("gear_off") or ())
        gear = tuple((g.kind.capitalize(), g.name) for g in h.gear if g.name not in off)
        gear += tuple(("Equipped", name) for name in m.get("equipped") or ())
        notes = tuple(CONDITION_WORDS.get(c, c.replace("_", " ")) for c in m["conditions"])
        known = tuple(_ability_name(a) for a in m.get("abilities") or ())
        if m.get("poison"):
            notes += (f"{m['poison']} poison",)
        where = "captured" if m["place"] is None else room_name(view, m["place"][0])
        owner = names.get(m["hero"], "")
        out.append(HeroCard(title=h.name, colour=hero_rgb(m["hero"]), subtitle=f"{owner}, {where}" if owner else where,
                            stats=(("Battle", h.battle), ("Defense", h.defense), ("Lore", h.lore), ("Move", h.move),
                                   ("Cheese", m["cheese"])),
                            meter=("Health", max(0, h.health - m["damage"]), h.health),
                            slots=gear + ((("Abilities", ", ".join(known)),) if known else ()),
                            backpack=tuple(m["backpack"]), capacity=st.BACKPACK_LIMIT, notes=notes,
                            honours=achievement_titles(view, m["hero"]),                    # M-21.2
                            active=m["hero"] == now, faded=m["place"] is None))
    return out


TITLES = ("Prince", "Princess", "Sister", "Brother", "Lady", "Lord", "Sir")


def short_name(hero: str) -> str:
    """'Collin' for Prince Collin, 'Tobias' for Tobias Brass: the name players call the mouse by."""
    words_ = st.hero_name(hero).split()
    return words_[1] if len(words_) > 1 and words_[0] in TITLES else words_[0]


def explain_ability(action) -> str:
    """'Cleave: <what the card says>. Costs 1 cheese to use' for an action taking, learning or using an ability;
    "" for any other action."""
    if not action or action[0] not in ("take_ability", "level_up", "ability") or len(action) < 2:
        return ""
    try:
        a = story.ability(action[1])
    except (StopIteration, TypeError):
        return ""
    cost = T("Costs {n} cheese to use", n=a.cost) if a.cost else T("Costs no cheese to use")
    return T("{name}: {text} {cost}", name=a.name, text=a.text, cost=cost)


def figure_mark(name: str) -> str:
    """The two letters on a named figure's token ('Co' Collin, 'Cl' Clove, 'Va' Captain Vast, 'Br' Brodie): one
    initial would give three figures 'C', told apart by colour alone (issue 17)."""
    words_ = name.split()
    word = words_[1] if len(words_) > 1 and words_[0] in TITLES + ("Captain",) else words_[0]
    return word[:2]


def card_words(card: dict, short: bool = False) -> str:
    """An initiative card in words: 'Collin', 'Rat warriors' (short: 'Warriors')."""
    if "mouse" in card:
        return short_name(card["mouse"])
    name = story.minion(card["minion"]).name
    if "card" in card:              # one of a boss's or Brodie's cards: 'Vast: Cutlass' (short 'Cutlass')
        part = track.card_info(card).name.split(": ")[-1].split()[-1].capitalize()
        proper = [w for w in name.split() if w[:1].isupper() and w not in TITLES + ("Captain",)]
        return part if short else f"{(proper or [name])[0]}: {part}"
    if name[:1].isupper():          # a named boss or Brodie: one figure, its own name
        proper = [w for w in name.split() if w[:1].isupper() and w not in TITLES + ("Captain",)]
        return (proper or [name])[0] if short else name
    if short:
        return track.plural(name.split()[-1].capitalize())
    return track.plural(name.capitalize())


# M-21.2: what each personal achievement does for the rest of the chapter ({who}: the mouse that earned it)
PERSONAL_EFFECTS = {
    "cheese_master": "the chapter-end marker moves a page on; whenever {who} rolls cheese defending, every mouse not "
                     "captured gains 1 cheese",
    "roach_master": "the chapter-end marker moves a page on; greedy roaches in {who}'s room count as normal roaches",
    "poison_master": "poison damage to {who} is taken as normal damage",
    "escape_master": "the chapter-end marker moves a page on; the next time {who} is captured, the rescue comes at "
                     "once and the equipped search cards stay",
    "cat_trainer": "large minions {who} attacks roll one fewer defence die",
}


def achievements_earned(view) -> list:
    """(title, what it does) of each achievement earned this chapter (M-21): the story's first ('Well Fed, a story
    achievement', its text), then the personal ones with who earned them ('Cheese Master, Collin', its effect)."""
    t = table(view)
    out = []
    for a in story.chapter(t.chapter).story_achievements:
        if a.id in (t.story_achievements or ()):
            out.append((f"{a.name}, a story achievement", f"{a.text.rstrip('.')}. Kept for the rest of the campaign"))
    order = list(achievements.TITLES)
    for name, hero in sorted((t.achievements or {}).items(), key=lambda kv: order.index(kv[0]) if kv[0] in order
                             else len(order)):
        title = achievements.TITLES.get(name, name.replace("_", " ").capitalize())
        out.append((f"{title}, {short_name(hero)}", PERSONAL_EFFECTS.get(name, "").format(who=short_name(hero))))
    return out


def achievement_lines(view) -> list:
    """Each achievement earned this chapter in one line: 'Cheese Master, Collin: the chapter-end marker ...'."""
    return [f"{title}: {effect}" if effect else title for title, effect in achievements_earned(view)]


def achievement_titles(view, hero: str) -> tuple:
    """The personal achievements a mouse holds, by title (for its hero card)."""
    return tuple(achievements.TITLES.get(name, name) for name, who in (table(view).achievements or {}).items()
                 if who == hero)


def describe_panel(view, target) -> str:
    """Hover words of the side panel: the initiative track, the hourglass, the cheese wheel, a hero card."""
    t = table(view)
    if target[0] == "track" and target[1] < len(t.initiative):
        card = t.initiative[target[1]]
        who = track.card_words(card)
        when = "acts now" if target[1] == t.current else ("has acted this round" if target[1] < t.current
                                                          else "acts later this round")
        return f"Initiative {target[1] + 1}: {who} {when}. Cards act from left to right, then a new round begins"
    if target[0] == "hourglass":
        return (f"The hourglass is on page {t.hourglass}; the chapter is lost when it reaches page {t.end_marker}. "
                "It moves when the minions' cheese wheel fills and when a mouse is captured")
    if target[0] == "wheel":
        return (f"The minions' cheese wheel: {t.cheese_wheel} of 6. Cheese the minions roll goes here; "
                "when it is full, a Surge brings more minions")
    if target[0] == "card":
        m = st.mouse(t, target[1])
        h = story.hero(target[1])
        where = "captured" if m["place"] is None else f"in the {room_name(view, m['place'][0])}, " \
                                                          f"{st.space_name(m['place'][1])}"
        held = [line for line in achievement_lines(view) if line.split(": ")[0].endswith(f", {short_name(target[1])}")]
        return (f"{h.name}, {' and '.join(h.classes)}: {where}. Battle dice {h.battle}, Defense dice {h.defense}, "
                f"Lore {h.lore}, Move {h.move} plus the die; health {h.health - m['damage']} of {h.health}; "
                f"cheese {m['cheese']}" + "".join(f". {line}" for line in held))
    if target[0] == "achievements":
        return ". ".join(achievement_lines(view))
    return ""
