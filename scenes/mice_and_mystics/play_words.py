"""Words of the Mice and Mystics play screen: action labels, what a hovered space means (who reaches it, what it
sees, what a minion there would do), the hero cards' contents and the minions' turns as one-line reasons.

Everything is read from the seat's view (a plain dict; nothing is secret in this game, M-H.1). The rules' own
helpers read the view through `table(view)`, an attribute view of the same dict.
"""
from __future__ import annotations

from types import SimpleNamespace

from engine.i18n import N_, T, Tn, lists, render
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
CONDITION_WORDS = {"webbed": N_("webbed"), "stunned": N_("stunned"), "knocked_down": N_("knocked down"),
                   "possessed": N_("possessed"), "poisoned": N_("poisoned"), "corrupted": N_("corrupted")}
CLASS_WORDS = {"leader": N_("leader"), "warrior": N_("warrior"), "scout": N_("scout"), "tinkerer": N_("tinkerer"),
               "healer": N_("healer"), "mystic": N_("mystic")}
GEAR_KIND_WORDS = {"melee": N_("Melee"), "ranged": N_("Ranged"), "armour": N_("Armour")}
# the names players call the mice by (short_name) and the initiative cards' words (card_words), for the catalog
SHORT_WORDS = (N_("Collin"), N_("Wren"), N_("Tobias"), N_("Clove"), N_("Mirela"), N_("Hask"))
CARD_WORDS = (N_("Rat warriors"), N_("Warriors"), N_("Rat archers"), N_("Archers"), N_("Elite rat warriors"),
              N_("Rat mystics"), N_("Mystics"), N_("Roaches"), N_("Greedy roaches"), N_("Spiders"), N_("Centipedes"),
              N_("Vast"), N_("Vast: Cutlass"), N_("Cutlass"), N_("Vast: Command"), N_("Command"), N_("Vast: Fury"),
              N_("Fury"), N_("Brodie"), N_("Brodie: Pounce"), N_("Pounce"), N_("Brodie: Prowl"), N_("Prowl"))


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
            text = render(T("{action} (costs {cost})", action=text, cost=cost))
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
    lines = [st.space_name(t, tile, sid)]
    mice, minions = figures_at(view, tile, sid)
    if mice or minions:
        lines.append(T("Here: {figures}", figures=lists.listed(mice + [T("the {minion}", minion=m) for m in minions])))
    marks = [w for w, on in ((N_("water"), space.water), (N_("a mousetrap"), [tile, sid] in t.mousetraps),
                             (N_("a minion entry"), space.entry != "none"), (N_("a flip space"), space.flip != "none"))
             if on]
    if marks:
        lines.append(T("Has {marks}", marks=lists.listed(marks)))
    who = mover(view)
    if who is not None and who[1][0] == tile:
        costs = reach_costs(view)
        name = st.hero_name(who[0])
        if who[1][1] == sid:
            lines.append(T("{hero} stands here", hero=name))
        elif sid in costs:
            lines.append(T("{hero} can reach it now for {movement} movement", hero=name, movement=costs[sid]))
        else:
            lines.append(T("{hero} cannot reach it this move", hero=name))
    others = []
    for m in t.mice:          # the other mice of the room: how far it is for them, lines and water counted
        if m["place"] is None or m["place"][0] != tile or (who is not None and m["hero"] == who[0]):
            continue
        far = walk_costs(face, m["place"][1]).get(sid) if m["place"][1] != sid else 0
        if far:
            others.append(T("{hero} {movement}", hero=short_name(m['hero']), movement=far))
    if others:
        lines.append(T("Movement it takes: {list}", list=lists.listed(others)))
    seen = sight_from(face, sid) - {sid}
    lines.append(T("Sees {seen} of {spaces} other spaces (lit on the board)", seen=len(seen), spaces=len(face.spaces) - 1))
    target = minion_target(view, tile, sid)
    if target:
        lines.append(target)
    return "\n".join(render(line) for line in lines)


def minion_target(view, tile: int, sid: str) -> str:
    """'A minion here would go for Prince Collin: nearest mouse, 2 spaces' (M-13.4), or ''."""
    t = table(view)
    face = st.face(t, tile)
    mice = [(h, st.mouse(t, h)["place"][1]) for h in st.mouse_order(t)
            if st.mouse(t, h)["place"] is not None and st.mouse(t, h)["place"][0] == tile]
    if not mice:
        return render(T("A minion here would stay: no mouse is in this room"))
    key = (face.id, sid, tuple(mice))
    if key not in _TARGETS:
        if len(_TARGETS) > 4096:
            _TARGETS.clear()
        _TARGETS[key] = minion_moves.nearest_mice(face, sid, mice)
    near = _TARGETS[key]
    if not near:
        return ""
    far = minion_steps(face, sid)[dict(mice)[near[0]]]
    if far == 0:
        return render(T("A minion here would go for {hero}: nearest mouse, in its space", hero=st.hero_name(near[0])))
    return render(Tn("A minion here would go for {hero}: nearest mouse, {n} space away",
                     "A minion here would go for {hero}: nearest mouse, {n} spaces away", far, hero=st.hero_name(near[0])))


def describe_minion(view, label_: str) -> str:
    t = table(view)
    mn = st.minion_by_label(t, label_)
    if mn is None:
        return ""
    info = story.minion(mn["kind"])
    kind = N_("shoots from afar") if info.attack == "ranged" else N_("fights up close")
    who = st.minion_name(t, label_)
    if info.health > 1:
        first = T("The {minion}: Battle {battle}, Defense {defense}, {left} of {health} health; {kind}", minion=who,
                  battle=info.battle, defense=info.defense, left=info.health - mn['damage'], health=info.health, kind=kind)
    else:
        first = T("The {minion}: Battle {battle}, Defense {defense}; {kind}", minion=who, battle=info.battle,
                  defense=info.defense, kind=kind)
    lines = [render(first)]
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
        gear = tuple((GEAR_KIND_WORDS.get(g.kind, g.kind), g.name) for g in h.gear if g.name not in off)
        gear += tuple((N_("Equipped"), name) for name in m.get("equipped") or ())
        notes = tuple(CONDITION_WORDS.get(c, c.replace("_", " ")) for c in m["conditions"])
        known = tuple(_ability_name(a) for a in m.get("abilities") or ())
        if m.get("poison"):
            notes += (T("{n} poison", n=m['poison']),)
        where = N_("captured") if m["place"] is None else room_name(view, m["place"][0])
        owner = names.get(m["hero"], "")
        out.append(HeroCard(title=h.name, colour=hero_rgb(m["hero"]),
                            subtitle=T("{player}, {where}", player=owner, where=where) if owner else where,
                            stats=((N_("Battle"), h.battle), (N_("Defense"), h.defense), (N_("Lore"), h.lore),
                                   (N_("Move"), h.move), (N_("Cheese"), m["cheese"])),
                            meter=(N_("Health"), max(0, h.health - m["damage"]), h.health),
                            slots=gear + (((N_("Abilities"), lists.listed(known)),) if known else ()),
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
        # the last word ('Warriors'), unless a plainer kind ends with it too: then the word that tells this kind
        # apart ('Elites' beside the rat warriors' 'Warriors', 'Greedy' beside the roaches)
        last = name.split()[-1]
        plainer = any(m.name != name and len(m.name.split()) < len(name.split()) and m.name.split()[-1] == last
                      for m in story.minions_book().minions)
        return SHORT_OF_KIND.get(name.split()[0], name.split()[0].capitalize()) if plainer else \
            track.plural(last.capitalize())
    return track.plural(name.capitalize())


SHORT_OF_KIND = {"elite": N_("Elites"), "greedy": N_("Greedy")}


# M-21.2: what each personal achievement does for the rest of the chapter ({who}: the mouse that earned it)
PERSONAL_EFFECTS = {
    "cheese_master": N_("the chapter-end marker moves a page on; whenever {who} rolls cheese defending, every mouse "
                        "not captured gains 1 cheese"),
    "roach_master": N_("the chapter-end marker moves a page on; greedy roaches in {who}'s room count as normal roaches"),
    "poison_master": N_("poison damage to {who} is taken as normal damage"),
    "escape_master": N_("the chapter-end marker moves a page on; the next time {who} is captured, the rescue comes at "
                        "once and the equipped search cards stay"),
    "cat_trainer": N_("large minions {who} attacks roll one fewer defence die"),
}


def achievements_earned(view) -> list:
    """(title, what it does) of each achievement earned this chapter (M-21): the story's first ('Well Fed, a story
    achievement', its text), then the personal ones with who earned them ('Cheese Master, Collin', its effect)."""
    t = table(view)
    out = []
    for a in story.chapter(t.chapter).story_achievements:
        if a.id in (t.story_achievements or ()):
            out.append((T("{name}, a story achievement", name=a.name),
                        T("{text} Kept for the rest of the campaign", text=a.text)))
    order = list(achievements.TITLES)
    for name, hero in sorted((t.achievements or {}).items(), key=lambda kv: order.index(kv[0]) if kv[0] in order
                             else len(order)):
        title = achievements.TITLES.get(name, name.replace("_", " ").capitalize())
        effect = T(PERSONAL_EFFECTS[name], who=short_name(hero)) if name in PERSONAL_EFFECTS else ""
        out.append((T("{title}, {hero}", title=title, hero=short_name(hero)), effect))
    return out


def achievement_lines(view) -> list:
    """Each achievement earned this chapter in one line: 'Cheese Master, Collin: the chapter-end marker ...'."""
    return [render(T("{title}: {effect}", title=title, effect=effect)) if effect else render(title)
            for title, effect in achievements_earned(view)]


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
        if target[1] == t.current:
            text = T("Initiative {number}: {who} acts now. Cards act from left to right, then a new round begins",
                     number=target[1] + 1, who=who)
        elif target[1] < t.current:
            text = T("Initiative {number}: {who} has acted this round. Cards act from left to right, then a new round "
                     "begins", number=target[1] + 1, who=who)
        else:
            text = T("Initiative {number}: {who} acts later this round. Cards act from left to right, then a new "
                     "round begins", number=target[1] + 1, who=who)
        return render(text)
    if target[0] == "hourglass":
        return render(T("The hourglass is on page {page}; the chapter is lost when it reaches page {end}. It moves "
                        "when the minions' cheese wheel fills and when a mouse is captured", page=t.hourglass,
                        end=t.end_marker))
    if target[0] == "wheel":
        return render(T("The minions' cheese wheel: {cheese} of 6. Cheese the minions roll goes here; when it is full, "
                        "a Surge brings more minions", cheese=t.cheese_wheel))
    if target[0] == "card":
        m = st.mouse(t, target[1])
        h = story.hero(target[1])
        where = T("captured") if m["place"] is None else \
            T("in {space}", space=st.space_name(t, m['place'][0], m['place'][1]))
        mine = [(title, effect) for title, effect in achievements_earned(view)
                if getattr(title, "params", None) and dict(title.params).get("hero") == short_name(target[1])]
        text = T("{hero}, {classes}: {where}. Battle dice {battle}, Defense dice {defense}, Lore {lore}, Move {move} "
                 "plus the die; health {left} of {health}; cheese {cheese}", hero=h.name,
                 classes=lists.anded(CLASS_WORDS.get(c, c) for c in h.classes), where=where, battle=h.battle,
                 defense=h.defense, lore=h.lore, move=h.move, left=h.health - m['damage'], health=h.health,
                 cheese=m['cheese'])
        for title, effect in mine:
            text = T("{text}. {line}", text=text, line=T("{title}: {effect}", title=title, effect=effect) if effect
                     else title)
        return render(text)
    if target[0] == "achievements":
        lines = achievement_lines(view)
        text = lines[0] if lines else ""
        for line in lines[1:]:
            text = T("{text}. {line}", text=text, line=line)
        return render(text)
    return ""
