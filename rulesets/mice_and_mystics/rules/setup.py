"""Setting up a chapter (M-3): the board, the mice and minions on their spaces, initiative, the story board."""
from __future__ import annotations

import os

from engine.i18n import T, lists
from engine.rules.api import IllegalAction
from engine.rules.rng import Rng
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import abilities, cycle, flow, special, track
from rulesets.mice_and_mystics.rules import state as st

STARTING_CHEESE = 0      # M-G.7


def setup(config: dict, seed: int) -> st.State:
    chapter = story.chapter(config["chapter"])                                  # M-3.1
    layout = mdata.load_layout(os.path.join(mdata.LAYOUTS_DIR, chapter.layout + ".yaml"))   # M-3.5
    tiles = [{"tile": p.tile, "face": p.face, "at": list(p.at), "turns": p.turns} for p in layout.tiles]
    index = {t["face"]: i for i, t in enumerate(tiles)}
    given = config.get("abilities") or {}
    mice = [{"hero": hero, "place": [index[spot.face], spot.space], "damage": 0, "poison": 0,
             "cheese": STARTING_CHEESE, "conditions": [], "backpack": [], "searched_tiles": [], "captures": 0,
             "abilities": _abilities(hero, given.get(hero, ())), "guard": 0,
             "equipped": [], "gear_off": []}
            for hero, spot in zip(chapter.mice, chapter.mice_start)]                 # M-3.2, M-3.6
    deck = [c.name for c in story.search_deck().cards for _ in range(c.count)]
    rng = Rng(seed)
    s = st.State(chapter=chapter.id, players=config["players"], tiles=tiles,
                 visited_faces=list(dict.fromkeys(spot.face for spot in chapter.mice_start)), mice=mice,
                 minions=[], initiative=[], search_deck=deck, end_marker=chapter.end_marker_page, rng=rng)
    for spot in chapter.minions_start:
        flow.place_minion(s, spot.minion, [index[spot.face], spot.space])
    for t in range(len(tiles)):
        for sp in st.face(s, t).spaces:
            if not st.is_special(s, [t, sp.id]) and _over_capacity(s, [t, sp.id]):
                raise IllegalAction("M-6.8", T("the chapter puts more figures on {id} than it holds", id=sp.id))
    # M-3.7 / M-4.2 (a): no minion card is on the track yet, so every card is shuffled together
    cards = [{"mouse": h} for h in chapter.mice] + [c for k in dict.fromkeys(
        story.minion(spot.minion).variant_of or spot.minion for spot in chapter.minions_start)
        for c in track.incoming(s, k)]
    rng.shuffle(cards)
    s.initiative = cards
    for name in chapter.team_setup:                                              # M-3.4
        s.search_deck.remove(name)
        s.team_storage.append(name)
    for hero, kept in (config.get("carried_cards") or {}).items():              # M-20.2
        _carry(s, hero, kept)
    rng.shuffle(s.search_deck)                                                   # M-3.8
    if chapter.encounter_deck:
        s.encounter_deck = list(chapter.encounter_deck)
        rng.shuffle(s.encounter_deck)                                            # M-3.8, M-11.1
    flow.note(s, "chapter_begins", T("{title}: {objective}", title=chapter.title, objective=chapter.objective),
              chapter=chapter.id)
    flow.note(s, "initiative", T("The initiative track: {cards}", cards=lists.listed(card_words(c) for c in cards)),
              T("every initiative card is shuffled at the start of a chapter"))
    special.at_setup(s)                                                          # M-3.10
    abilities.ask_setup_choice(s)                                                # M-3.3
    if s.decision is None:
        cycle.run(s)
    return s


def _carry(s, hero: str, cards) -> None:
    """A campaign's card kept from the last chapter goes into the mouse's backpack (M-20.2: at most one)."""
    if hero not in [m["hero"] for m in s.mice]:
        raise IllegalAction("M-20.2", T("{hero} is not a mouse of this chapter", hero=repr(hero)))
    if len(cards) > 1:
        raise IllegalAction("M-20.2", T("{hero} may keep at most one search card", hero=st.hero_name(hero)))
    for name in cards:
        if name not in s.search_deck:
            raise IllegalAction("M-20.2", T("no search card {name} is left to carry", name=repr(name)))
        s.search_deck.remove(name)
        st.mouse(s, hero)["backpack"].append(name)


def _abilities(hero: str, given) -> list:
    """The hero card's own ability, then those the config gives (a campaign carries them, M-20.1); each must
    be one the hero's class allows."""
    out = [story.hero(hero).ability] if story.hero(hero).ability else []
    allowed = story.allowed_abilities(hero)
    for a in given:
        if a not in allowed:
            raise IllegalAction("M-3.3", T("{hero} may not take the ability {a}", hero=st.hero_name(hero), a=repr(a)))
        if a not in out:
            out.append(a)
    return out


def _over_capacity(s, place) -> bool:
    large = [m for m in st.minions_at(s, place) if story.minion(m["kind"]).size == "large"]
    figures = len(st.minions_at(s, place)) + len(st.mice_at(s, place))
    return figures > st.SPACE_CAPACITY or (large and figures > 1)


card_words = track.card_words
