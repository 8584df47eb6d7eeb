"""Mice and Mystics story data: heroes (M-G.2), minions (M-G.3), search cards (M-G.6) and chapters (M-G.1).

Each file kind is checked on load and every problem reported as `file:line:col: what is wrong`; a chapter
naming a hero, minion, layout, face or space that does not exist is refused by that name.
"""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import glob
import os

from engine.data import Ctx, Int, ListOf, Name, OneOf, Record, Words, check_unique, englished, load_file, read, register_kind

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
HEROES_FILE = os.path.join(HERE, "heroes.yaml")
MINIONS_FILE = os.path.join(HERE, "minions.yaml")
SEARCH_FILE = os.path.join(HERE, "search_cards.yaml")
ENCOUNTERS_FILE = os.path.join(HERE, "encounters.yaml")
ABILITIES_FILE = os.path.join(HERE, "abilities.yaml")
CHAPTERS_DIR = os.path.join(HERE, "chapters")
CLASSES = ("leader", "warrior", "scout", "tinkerer", "healer", "mystic")
# what ability cards, scrolls and tricks do: one handler each in rules/effects.py
EFFECTS = ("heal", "cure", "dash", "focus", "guard", "pierce", "knock_down", "levitate", "keen_search", "disarm")


class Gear(Record):
    name: Words
    kind: OneOf(("melee", "ranged", "armour"))     # ranged covers a spell (M-7.6)
    bonus: Int(ge=0, le=3) = 0
    paws: Int(ge=0, le=2) = 0


class Hero(Record):
    id: Name
    name: Words
    classes: ListOf(OneOf(CLASSES), min=1, max=2)
    battle: Int(ge=0, le=6)
    defense: Int(ge=0, le=6)
    lore: Int(ge=0, le=6)
    move: Int(ge=0, le=6)
    health: Int(ge=1, le=12)
    gear: list[Gear] = []
    ability: str = ""        # the ability printed on the hero card, an id of abilities.yaml (M-2, M-G.2)


class Ability(Record):
    """An ability card (M-3.3, M-5.4, M-10.3): classes it is allowed to, its cheese cost and effect keyword."""
    id: Name
    name: Words
    text: Words
    classes: ListOf(OneOf(CLASSES), min=1)
    cost: Int(ge=0, le=6)
    effect: OneOf(EFFECTS)           # one handler each, rules/effects.py
    amount: Int(ge=0, le=6) = 0
    reach: OneOf(("self", "near")) = "self"


class AbilityBook(Record):
    label = "mice_abilities"
    kind: str
    abilities: ListOf(Ability, min=1)


class HeroBook(Record):
    label = "mice_heroes"
    kind: str
    heroes: ListOf(Hero, min=1)


class MinionCard(Record):
    """One initiative card of a minion with several (a boss, M-4.3; Brodie, M-14.2)."""
    id: Name
    name: Words
    behaviour: OneOf(("normal", "pounce", "prowl")) = "normal"    # one handler each, rules/minion_turns.py


class Minion(Record):
    id: Name
    name: Words
    battle: Int(ge=0, le=8)
    defense: Int(ge=0, le=8)
    health: Int(ge=1, le=12) = 1     # no health on the card: a small minion, 1 per figure (M-2); per card for
                                     # a minion with several cards (M-8.2)
    attack: OneOf(("melee", "ranged")) = "melee"
    size: OneOf(("small", "large")) = "small"
    on_hit: OneOf(("damage", "web", "poison", "steal_cheese", "stun", "corrupt")) = "damage"   # rules/hits.py
    boss: bool = False               # damage goes onto its cards (M-8.2); rules aimed at its type miss it (M-13.7)
    cards: list[MinionCard] = []     # several initiative cards (M-4.3, M-14.2)
    cards_in_play: Int(ge=0, le=4) = 0    # how many of the cards enter, drawn at random (M-4.3); 0: all
    takes_space: bool = True         # False: a token on the board that fills no space (Brodie, M-14.1)
    variant_of: str = ""         # enters as a figure of that kind with this variant's rule (M-11.6)
    cheese_to_wheel: bool = True     # False: cheese it rolls stays off the wheel (Brodie, M-14.1)


class MinionBook(Record):
    label = "mice_minions"
    kind: str
    minions: ListOf(Minion, min=1)


class SearchCard(Record):
    name: Words
    kind: OneOf(("weapon", "armour", "accessory", "scroll", "trick", "team_item", "event"))
    count: Int(ge=1, le=20) = 1
    team_item: OneOf(("", "disguise", "fishhook", "fork", "grapes")) = ""    # M-18: one handler each
    slot: OneOf(("", "paws", "body", "head", "accessory")) = ""      # where it is equipped (M-10.2, M-G.7)
    paws: Int(ge=0, le=2) = 0                                         # paws it takes (M-2)
    attack: OneOf(("", "melee", "ranged")) = ""                      # a weapon's attack (M-7.3, M-7.6)
    bonus: Int(ge=0, le=3) = 0                                        # attack dice it adds
    defence: Int(ge=0, le=3) = 0                                      # defence dice it adds (M-G.8)
    event: OneOf(("", "cheese_cache", "alarm", "rest", "mousetraps")) = ""    # rules/events.py, one handler each
    effect: OneOf(("",) + EFFECTS) = ""          # what a scroll or trick does (rules/effects.py, rules/card_use.py)
    reach: OneOf(("self", "near")) = "self"     # a scroll or trick touches the mouse itself or one beside it
    amount: Int(ge=0, le=6) = 0
    text: Words | None = None                    # what the card says, in words (after loading: its English, or "")


class SearchDeck(Record):
    label = "mice_search_cards"
    kind: str
    cards: ListOf(SearchCard, min=1)


class EncounterCard(Record):
    """M-11.1, M-G.6: the minions for each band of pages, a Surge line, maybe an ambush or mousetrap heading."""
    id: Name
    name: Words
    colour: OneOf(("orange", "blue"))
    pages_1_2: list[Name]
    pages_3_5: list[Name]
    pages_6_up: list[Name]
    surge: list[Name] = []
    heading: OneOf(("none", "ambush", "mousetrap")) = "none"


class EncounterBook(Record):
    label = "mice_encounters"
    kind: str
    cards: ListOf(EncounterCard, min=1)


class Spot(Record):
    face: Name
    space: Name


class MinionSpot(Record):
    minion: Name
    face: Name
    space: Name


class Condition(Record):
    # one handler per keyword in rules/chapter_end.py
    when: OneOf(("all_minions_defeated", "mouse_on_space", "no_minion_on_face", "captured_mice_at_least",
                 "items_found_at_least", "face_visited", "free_mice_at_least"))
    face: str = ""
    space: str = ""
    count: Int(ge=0, le=6) = 0


class HiddenItem(Record):
    """Something a chapter hides on a space: a successful search there finds it instead of a search card."""
    space: Name
    item: Words


class RoomRule(Record):
    face: Name
    first_explore_setup: list[MinionSpot] = []
    surge: list[Name] = []            # minion kinds a Surge brings into this room (M-12.1 step 2)
    hidden_items: list[HiddenItem] = []
    mousetraps: bool = False          # a mousetrap on every X space when the room is first explored (or at setup)
    locked_flip: Int(ge=0, le=6) = 0  # the room's flip spaces open only once this many hidden items are found


class SpecialRule(Record):
    """A chapter's special rule (M-G.1): one handler per keyword in rules/special.py."""
    rule: OneOf(("captive", "explore_past"))
    text: Words
    hero: str = ""                    # captive: this mouse begins the chapter captured (rescued as in M-16.2)
    minion: str = ""                  # explore_past: this minion kind does not stop the mice exploring (M-7.10)


class StoryAchievement(Record):
    """A story achievement of the chapter (M-21.1): earned when its condition first holds; a campaign keeps it
    (M-20.1)."""
    id: Name
    name: Words
    text: Words
    when: Condition


class Chapter(Record):
    label = "mice_chapter"
    kind: str
    id: Name
    title: Words
    description: Words                # a line telling the chapter apart in a list (the campaigns overlay)
    intro_text: Words
    objective: Words
    layout: Name                      # a file of data/layouts, without .yaml
    end_marker_page: Int(ge=2, le=10)
    mice: ListOf(Name, min=1, max=6)
    mice_start: ListOf(Spot, min=1)
    victory: ListOf(Condition, min=1)
    epilogue: Words
    minions_start: list[MinionSpot] = []
    room_rules: list[RoomRule] = []
    encounter_deck: list[Name] = []   # encounter card ids, shuffled at setup (M-11.1)
    defeat: list[Condition] = []
    special_rules: list[SpecialRule] = []
    team_setup: list[Name] = []       # team item cards the team starts with in team storage (M-3.4)
    story_achievements: list[StoryAchievement] = []
    path: str = ""


def _load_book(model, attr, key=""):
    def loader(root, ctx: Ctx, path: str):
        book = read(root, model, ctx)
        if book is not None and not ctx.problems:
            englished(book)         # the rules keep the English; drawing reads the language in force
            check_unique(ctx, getattr(book, attr), key or ("id" if attr != "cards" else "name"), attr)
        return book
    return loader


def load_chapter_node(root, ctx: Ctx, path: str):
    chapter = read(root, Chapter, ctx)
    if chapter is None or ctx.problems:
        return None
    chapter.path = path
    englished(chapter)
    _check_chapter(chapter, ctx)
    return chapter


def load_heroes_node(root, ctx: Ctx, path: str):
    book = _load_book(HeroBook, "heroes")(root, ctx, path)
    if book is None or ctx.problems:
        return book
    known = {a.id for a in abilities_book().abilities}
    for k, h in enumerate(book.heroes):
        if h.ability and h.ability not in known:
            ctx.error_at(h, "ability", f"heroes[{k}].ability", f"no ability named {h.ability!r}")
    return book


register_kind("mice_heroes", load_heroes_node)
register_kind("mice_abilities", _load_book(AbilityBook, "abilities"))
def load_minions_node(root, ctx: Ctx, path: str):
    book = _load_book(MinionBook, "minions")(root, ctx, path)
    if book is None or ctx.problems:
        return book
    ids = {m.id for m in book.minions}
    for k, m in enumerate(book.minions):
        if m.variant_of and m.variant_of not in ids:
            ctx.error_at(m, "variant_of", f"minions[{k}].variant_of", f"no minion named {m.variant_of!r}")
        if m.cards_in_play > len(m.cards):
            ctx.error_at(m, "cards_in_play", f"minions[{k}].cards_in_play",
                         f"{m.cards_in_play} cards cannot enter from {len(m.cards)}")
        if m.cards:
            check_unique(ctx, m.cards, "id", f"minions[{k}].cards")
    return book


register_kind("mice_minions", load_minions_node)
def load_search_node(root, ctx: Ctx, path: str):
    """Search cards: a scroll or trick needs an `effect` (and words saying it), no other card has one (M-G.6)."""
    book = _load_book(SearchDeck, "cards")(root, ctx, path)
    if book is None or ctx.problems:
        return book
    for k, c in enumerate(book.cards):
        if c.text is None:
            c.text = ""
        usable = c.kind in ("scroll", "trick")
        if usable and not c.effect:
            ctx.error_at(c, "kind", f"cards[{k}].effect", f"a {c.kind} needs an effect (one of {', '.join(EFFECTS)})")
        elif usable and not c.text:
            ctx.error_at(c, "effect", f"cards[{k}].text", f"a {c.kind} needs a text saying what it does")
        elif not usable and c.effect:
            ctx.error_at(c, "effect", f"cards[{k}].effect", f"only scrolls and tricks have an effect, not a {c.kind}")
    return book


register_kind("mice_search_cards", load_search_node)
def load_encounters_node(root, ctx: Ctx, path: str):
    book = _load_book(EncounterBook, "cards", "id")(root, ctx, path)
    if book is None or ctx.problems:
        return book
    minions = {m.id for m in minions_book().minions}
    for k, card in enumerate(book.cards):
        for field in ("pages_1_2", "pages_3_5", "pages_6_up", "surge"):
            for i, kind in enumerate(getattr(card, field)):
                if kind not in minions:
                    ctx.error_at(card, field, f"cards[{k}].{field}[{i}]", f"no minion named {kind!r}")
    return book


register_kind("mice_encounters", load_encounters_node)
register_kind("mice_chapter", load_chapter_node)


# The room tiles and layouts are loaded by data.py, which imports this module (so `lantern validate` knows the
# chapter kinds) and hands over its loaders here: a chapter's board is checked without an import cycle.
BOARD: dict = {}


def use_board(library, load_layout, layouts_dir: str) -> None:
    BOARD.update(library=library, load_layout=load_layout, layouts_dir=layouts_dir)


def _check_chapter(ch: Chapter, ctx: Ctx) -> None:
    """References a chapter makes, each refused by name when it points at nothing."""
    heroes = {h.id for h in heroes_book().heroes}
    minions = {m.id for m in minions_book().minions}
    layout_path = os.path.join(BOARD["layouts_dir"], ch.layout + ".yaml")
    if not os.path.exists(layout_path):
        ctx.error_at(ch, "layout", "layout", f"no layout named {ch.layout!r} in data/layouts")
        return
    lib = BOARD["library"]()
    faces = {}
    for p in BOARD["load_layout"](layout_path).tiles:
        for f in lib[p.tile].faces:
            faces[f.id] = f
    for i, h in enumerate(ch.mice):
        if h not in heroes:
            ctx.error_at(ch, "mice", f"mice[{i}]", f"no hero named {h!r} (heroes: {', '.join(sorted(heroes))})")
    if len(set(ch.mice)) != len(ch.mice):
        ctx.error_at(ch, "mice", "mice", "a hero can be in the chapter only once")
    if len(ch.mice_start) != len(ch.mice):
        ctx.error_at(ch, "mice_start", "mice_start", f"{len(ch.mice)} mice need {len(ch.mice)} start spaces, "
                                                     f"found {len(ch.mice_start)}")

    def spot(obj, where, face, space):
        if face not in faces:
            ctx.error_at(obj, "face", f"{where}.face", f"no face {face!r} on this chapter's board")
        elif space not in faces[face].by_id:
            ctx.error_at(obj, "space", f"{where}.space", f"face {face} has no space {space!r}")

    for i, s in enumerate(ch.mice_start):
        spot(s, f"mice_start[{i}]", s.face, s.space)
    groups = [("minions_start", ch.minions_start)] + [
        (f"room_rules[{k}].first_explore_setup", r.first_explore_setup) for k, r in enumerate(ch.room_rules)]
    for where, spots in groups:
        for i, m in enumerate(spots):
            if m.minion not in minions:
                ctx.error_at(m, "minion", f"{where}[{i}].minion", f"no minion named {m.minion!r}")
            spot(m, f"{where}[{i}]", m.face, m.space)
    cards = {c.id for c in encounter_book().cards}
    for i, card in enumerate(ch.encounter_deck):
        if card not in cards:
            ctx.error_at(ch, "encounter_deck", f"encounter_deck[{i}]", f"no encounter card named {card!r}")
    for k, r in enumerate(ch.room_rules):
        for i, kind in enumerate(r.surge):
            if kind not in minions:
                ctx.error_at(r, "surge", f"room_rules[{k}].surge[{i}]", f"no minion named {kind!r}")
        if r.face not in faces:
            ctx.error_at(r, "face", f"room_rules[{k}].face", f"no face {r.face!r} on this chapter's board")
    for k, r in enumerate(ch.room_rules):
        for i, h in enumerate(r.hidden_items):
            if r.face in faces and h.space not in faces[r.face].by_id:
                ctx.error_at(h, "space", f"room_rules[{k}].hidden_items[{i}].space",
                             f"face {r.face} has no space {h.space!r}")
    team_cards = {c.name for c in search_deck().cards if c.kind == "team_item"}
    for i, name in enumerate(ch.team_setup):
        if name not in team_cards:
            ctx.error_at(ch, "team_setup", f"team_setup[{i}]", f"no team item card named {name!r}")
    for k, rule in enumerate(ch.special_rules):
        if rule.rule == "captive" and rule.hero not in ch.mice:
            ctx.error_at(rule, "hero", f"special_rules[{k}].hero", f"the captive {rule.hero!r} is not a mouse of "
                                                                   "this chapter")
        if rule.rule == "explore_past" and rule.minion not in minions:
            ctx.error_at(rule, "minion", f"special_rules[{k}].minion", f"no minion named {rule.minion!r}")
    story = [a.when for a in ch.story_achievements]
    for key, conds in (("victory", ch.victory), ("defeat", ch.defeat), ("story_achievements", story)):
        for i, c in enumerate(conds):
            needs_face = c.when in ("mouse_on_space", "no_minion_on_face", "face_visited")
            if needs_face and c.face not in faces:
                ctx.error_at(c, "face", f"{key}[{i}].face", f"{c.when} needs a face of this chapter's board, "
                                                            f"not {c.face!r}")
            elif c.when == "mouse_on_space" and c.space not in faces[c.face].by_id:
                ctx.error_at(c, "space", f"{key}[{i}].space", f"face {c.face} has no space {c.space!r}")


_CACHE: dict = {}


def _cached(key, path, kind):
    if key not in _CACHE:
        _CACHE[key] = load_file(path, expect_kind=kind)
    return _CACHE[key]


def heroes_book() -> HeroBook:
    return _cached("heroes", HEROES_FILE, "mice_heroes")


def abilities_book() -> AbilityBook:
    return _cached("abilities", ABILITIES_FILE, "mice_abilities")


def ability(ability_id: str) -> Ability:
    return next(a for a in abilities_book().abilities if a.id == ability_id)


def allowed_abilities(hero_id: str) -> list:
    """Ability ids a hero's classes allow (M-3.3, M-10.3); a multi-class mouse takes either's (M-2). Worked out
    once per hero and loaded book (a level-up check asks at every step); a copy, so no caller changes it."""
    book = abilities_book().abilities
    known = _CACHE.get(("allowed", hero_id))
    if known is None or known[0] is not book:
        classes = set(hero(hero_id).classes)
        known = (book, [a.id for a in book if classes & set(a.classes)])
        _CACHE[("allowed", hero_id)] = known
    return list(known[1])


def minions_book() -> MinionBook:
    return _cached("minions", MINIONS_FILE, "mice_minions")


def search_deck() -> SearchDeck:
    return _cached("search", SEARCH_FILE, "mice_search_cards")


def encounter_book() -> EncounterBook:
    return _cached("encounters", ENCOUNTERS_FILE, "mice_encounters")


def encounter(card_id: str) -> EncounterCard:
    return next(c for c in encounter_book().cards if c.id == card_id)


def chapter_files() -> list:
    return sorted(glob.glob(os.path.join(CHAPTERS_DIR, "*.yaml")))


def chapter(chapter_id: str) -> Chapter:
    loaded = _CACHE.get(("chapter", chapter_id))      # asked at every step: no path built once it is loaded
    if loaded is not None:
        return loaded
    return _cached(("chapter", chapter_id), os.path.join(CHAPTERS_DIR, chapter_id + ".yaml"), "mice_chapter")


def _by_id(key: str, records) -> dict:
    """Records by id, built once per loaded book (the rules ask for a hero or minion many times a step)."""
    index = _CACHE.get(("by_id", key))
    if index is None or index[0] is not records:
        index = (records, {r.id: r for r in records})
        _CACHE[("by_id", key)] = index
    return index[1]


def hero(hero_id: str) -> Hero:
    return _by_id("heroes", heroes_book().heroes)[hero_id]


def minion(minion_id: str) -> Minion:
    return _by_id("minions", minions_book().minions)[minion_id]
