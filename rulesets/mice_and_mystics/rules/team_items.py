"""Team items (M-18): found into team storage, shared by all mice; disguise, fishhook and line, fork, grapes.

Tokens on the board are `team_tokens` [{card, item, tile, spaces}]; a token left behind when the mice leave its
room is discarded and its card shuffled back into the search deck (M-18.2, M-18.3).
"""
from __future__ import annotations

from engine.i18n import T, lists
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import sight, story
from rulesets.mice_and_mystics.rules import flow
from rulesets.mice_and_mystics.rules import state as st


def item_of(card: str) -> str:
    return next(c.team_item for c in story.search_deck().cards if c.name == card)


def in_storage(s, item: str) -> str:
    """The first card of that team item in team storage, or ''."""
    return next((c for c in s.team_storage if item_of(c) == item), "")


def tokens(s, item: str, tile: int | None = None) -> list:
    return [t for t in s.team_tokens if t["item"] == item and (tile is None or t["tile"] == tile)]


def team_holds(s, item: str) -> bool:
    """In storage or on the board: what the fishhook flip spaces ask (M-7.13)."""
    return bool(in_storage(s, item) or tokens(s, item))


def gain(s, card: str, hero: str) -> None:
    """M-18.7: a team item found goes to team storage."""
    s.team_storage.append(card)
    flow.note(s, "team_item", T("{hero} finds {card} for the team", hero=st.hero_name(hero), card=card), T("team items go to team storage"),
              hero=hero, card=card)


def return_card(s, card: str, why: str) -> None:
    """The card is shuffled back into the search deck (M-18.1 to M-18.5)."""
    s.search_deck.append(card)
    s.rng.shuffle(s.search_deck)
    flow.note(s, "team_item_returns", T("{card} is shuffled back into the search deck", card=card), why, card=card)


def linked(s, tile: int, a: str, b: str) -> bool:
    """M-18.2: the fishhook and line makes its two spaces adjacent for every mouse."""
    return any(set(t["spaces"]) == {a, b} for t in tokens(s, "fishhook", tile))


def link_targets(s, tile: int, here: str) -> list:
    return [x for t in tokens(s, "fishhook", tile) if here in t["spaces"] for x in t["spaces"] if x != here]


def left_behind(s, tile: int) -> None:
    """Tokens of a room the mice leave (or turn over) are discarded, their cards back in the deck."""
    for t in [t for t in s.team_tokens if t["tile"] == tile]:
        s.team_tokens.remove(t)
        return_card(s, t["card"], T("the mice left it behind"))


# ---- placing and taking back -------------------------------------------------------------------------

def _here(s):
    m = st.mouse(s, s.turn["hero"])
    return m, m["place"][0], m["place"][1], st.face(s, m["place"][0])


def _turn_checks(s, item: str) -> None:
    if s.turn["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if not in_storage(s, item):
        raise IllegalAction("M-18.7", T("team storage holds no {item}", item=item))


def place_checks(s, item: str, target: str = "") -> None:
    _turn_checks(s, item)
    m, tile, here, face = _here(s)
    water = lambda sid: face.space(sid).water  # noqa: E731
    if item == "fishhook":
        if target not in face.by_id or target == here:
            raise IllegalAction("M-18.2", T("the line links the mouse's space to another space of the same room"))
        if water(here) and water(target):
            raise IllegalAction("M-18.2", T("at least one end of the line must be out of the water"))
    elif item == "fork":
        if water(here):
            raise IllegalAction("M-18.3", T("the fork cannot be set down in water"))
    elif item == "grapes":
        if target not in face.space(here).adjacent:
            raise IllegalAction("M-18.4", T("a grape is put in a space next to the mouse"))
        if st.figures_at(s, [tile, target]):
            raise IllegalAction("M-18.4", T("a grape is put in an empty space"))


def place(s, item: str, target: str = "") -> None:
    """M-18.2 to M-18.4: at no action cost, a token from team storage onto the board."""
    place_checks(s, item, target)
    m, tile, here, face = _here(s)
    card = in_storage(s, item)
    s.team_storage.remove(card)
    spaces = {"fishhook": [here, target], "fork": [here], "grapes": [target]}[item]
    s.team_tokens.append({"card": card, "item": item, "tile": tile, "spaces": spaces})
    where = lists.anded(st.space_name(s, tile, x) for x in spaces)
    flow.note(s, "team_item_placed", T("{hero} sets the {card} on {where}", hero=st.hero_name(m['hero']), card=card, where=where),
              T("a team item is placed at no action cost"), hero=m["hero"], item=item, spaces=spaces)


def _act(s) -> None:
    s.turn["action"] = True
    if s.turn["move"] == "moving":
        s.turn["move"] = "done"


def _may_act(s) -> None:
    if s.turn["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if s.turn["action"]:
        raise IllegalAction("M-5.1", T("this mouse has already taken its action this turn"))
    if "stunned" in st.mouse(s, s.turn["hero"])["conditions"]:
        raise IllegalAction("M-17.1", T("a stunned mouse may take no action but Recover"))


def take_back_checks(s, item: str) -> dict:
    _may_act(s)
    m, tile, here, face = _here(s)
    token = next((t for t in tokens(s, item, tile) if here in t["spaces"]), None)
    if token is None:
        raise IllegalAction("M-18.2" if item == "fishhook" else "M-18.3",
                            T("the mouse must stand at the {item} to take it back", item=item))
    return token


def take_back(s, item: str) -> None:
    """An action: the fishhook from one of its ends, the fork from its space, back to team storage."""
    token = take_back_checks(s, item)
    _act(s)
    s.team_tokens.remove(token)
    s.team_storage.append(token["card"])
    flow.note(s, "team_item_taken", T("{hero} takes the {card} back", hero=st.hero_name(s.turn['hero']), card=token['card']),
              T("an action returns it to team storage"), item=item)


def fork_space(s, tile: int) -> str:
    return next((t["spaces"][0] for t in tokens(s, "fork", tile)), "")


def launch_checks(s, hero: str, target: str) -> None:
    """M-18.3: a mouse on the fork launches another mouse on the fork to a space of the room the fork sees."""
    _may_act(s)
    m, tile, here, face = _here(s)
    if fork_space(s, tile) != here:
        raise IllegalAction("M-18.3", T("the mouse must stand on the fork"))
    other = next((x for x in s.mice if x["hero"] == hero), None)
    if other is None or hero == m["hero"] or other["place"] != [tile, here]:
        raise IllegalAction("M-18.3", T("only another mouse on the fork can be launched"))
    if target not in face.by_id or not sight.has_sight(face, here, target):
        raise IllegalAction("M-18.3", T("the fork launches only to a space of this room it has line of sight to"))
    if st.is_full(s, [tile, target]):
        raise IllegalAction("M-6.8", T("{space} is full", space=st.space_name(s, tile, target)))


def launch(s, hero: str, target: str) -> None:
    launch_checks(s, hero, target)
    _act(s)
    other = st.mouse(s, hero)
    other["place"] = [other["place"][0], target]
    flow.note(s, "launched", T("{hero} launches {hero2} from the fork to {space}", hero=st.hero_name(s.turn['hero']),
                               hero2=st.hero_name(hero), space=st.space_name(s, other["place"][0], target)), T("the fork"), hero=hero, to=target)


# ---- disguise (M-18.1, M-11.7) ---------------------------------------------------------------------

def disguise_offer(s, kinds: list) -> bool:
    """Whether the players may spend a disguise on an encounter: one in storage and rat warriors coming.
    Only the plain rat warrior is fooled: Captain Vast and the other rats are not (M-13.7)."""
    return bool(in_storage(s, "disguise")) and "rat" in kinds


def spend_disguise(s, kinds: list) -> list:
    card = in_storage(s, "disguise")
    s.team_storage.remove(card)
    flow.note(s, "disguise", T("The mice put on the rat disguise: the rat warriors of this encounter pass them by"),
              T("a disguise ignores an encounter's rat warriors"))
    return_card(s, card, T("a disguise is used once"))
    return [k for k in kinds if k != "rat"]
