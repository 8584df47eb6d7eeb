"""Words for Mice and Mystics actions, decisions and seats: what buttons, prompts and the log say."""
from __future__ import annotations

from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st


def describe_action(s, action) -> str:
    if not isinstance(action, tuple) or not action:
        return "Unknown action"
    name, args = action[0], action[1:]
    fixed = {"scurry": "Scurry: roll again and move on", "search": "Search the room",
             "recover": "Recover from a condition", "flip": "Explore the flip space: turn the room over",
             "end_turn": "End this mouse's turn", "keep": "Put the card in the backpack",
             "sell": "Discard the card for 1 cheese"}
    if name in fixed and not args:
        return fixed[name]
    if name == "stop" and len(args) == 1 and isinstance(args[0], str) and s.decision and \
            s.decision["kind"] == "corrupted_stop":
        return f"{st.hero_name(s.decision['hero'])} stops on {st.space_name(args[0])}"
    if name in ("step", "climb", "stop", "land", "enter") and len(args) == 1 and isinstance(args[0], str):
        verb = {"step": "Move to", "climb": "Climb out of the water to", "stop": "The minion stops on",
                "land": "Come in on", "enter": "The minion enters on"}[name]
        return f"{verb} {st.space_name(args[0])}"
    if name in ("melee", "ranged") and len(args) == 1 and isinstance(args[0], str):
        label = args[0]
        who = st.minion_name(s, label) if st.minion_by_label(s, label) else "a minion"
        return f"{'Shoot at' if name == 'ranged' else 'Attack'} the {who}"
    if name == "next" and len(args) == 1 and isinstance(args[0], str):
        who = st.minion_name(s, args[0]) if st.minion_by_label(s, args[0]) else "a minion"
        return f"The {who} goes next"
    if name == "explore" and len(args) == 1 and isinstance(args[0], int):
        return f"Explore through exit {args[0] + 1}"
    if name == "discard" and len(args) == 1:
        return f"Discard {args[0]} from the backpack"
    if name == "take_ability" and len(args) == 1 and _known_ability(args[0]):
        return f"Take the ability {story.ability(args[0]).name}"
    if name == "level_up" and len(args) == 1 and _known_ability(args[0]):
        return f"Level up: learn {story.ability(args[0]).name} for 6 cheese"
    if name == "ability" and len(args) == 2 and _known_ability(args[0]) and isinstance(args[1], str):
        a = story.ability(args[0])
        on = "" if s.turn and s.turn["hero"] == args[1] else f" on {_hero_words(args[1])}"
        return f"Use {a.name}{on} ({a.cost} cheese)"
    if name == "card" and len(args) == 1 and isinstance(args[0], str):
        return f"Put the damage on {_card_words(args[0])}"
    if name == "pounce" and len(args) == 1 and isinstance(args[0], str):
        return f"Brodie pounces on {st.space_name(args[0])}"
    if name == "prowl" and len(args) == 1 and isinstance(args[0], str):
        return "Brodie prowls through " + ", ".join(st.space_name(x) for x in args[0].split())
    if name == "disguise" and args in (("use",), ("decline",)):
        return "Spend the rat disguise" if args[0] == "use" else "Keep the disguise for later"
    if name == "place" and len(args) == 2 and args[0] in ITEM_WORDS and isinstance(args[1], str):
        return f"Set the {ITEM_WORDS[args[0]]}" + (f" to {st.space_name(args[1])}" if args[1] else " down here")
    if name == "take_back" and len(args) == 1 and args[0] in ITEM_WORDS:
        return f"Take the {ITEM_WORDS[args[0]]} back to team storage"
    if name == "launch" and len(args) == 2 and all(isinstance(a, str) for a in args):
        return f"Launch {_hero_words(args[0])} from the fork to {st.space_name(args[1])}"
    if name == "lob" and len(args) == 1 and isinstance(args[0], str):
        return f"Lob a grape at {st.space_name(args[0])}"
    if name in ("equip", "unequip") and len(args) == 1 and isinstance(args[0], str):
        return f"Equip {args[0]}" if name == "equip" else f"Put {args[0]} in the backpack"
    if name in ("give", "take") and len(args) == 2 and all(isinstance(a, str) for a in args):
        thing = "1 cheese" if args[1] == "cheese" else args[1]
        return f"Give {thing} to {_hero_words(args[0])}" if name == "give" else \
            f"Take {thing} from {_hero_words(args[0])}"
    if name == "use_card" and len(args) == 2 and _usable_card(args[0]) and isinstance(args[1], str):
        verb = "Read" if _usable_card(args[0]).kind == "scroll" else "Play the trick"
        on = "" if s.turn and s.turn["hero"] == args[1] else f" on {_hero_words(args[1])}"
        return f"{verb} {args[0]}{on}"
    if name == "rescue" and len(args) == 2 and isinstance(args[1], str):
        return f"Come back on {st.space_name(args[1])}"
    return "Unknown action"


ITEM_WORDS = {"fishhook": "fishhook and line", "fork": "fork", "grapes": "grape"}


def _known_ability(a) -> bool:
    return isinstance(a, str) and any(x.id == a for x in story.abilities_book().abilities)


def _usable_card(name):
    """The scroll or trick of that name, or None."""
    return next((c for c in story.search_deck().cards if c.name == name and c.kind in ("scroll", "trick")), None)


def _hero_words(hero: str) -> str:
    return st.hero_name(hero) if any(h.id == hero for h in story.heroes_book().heroes) else "a mouse"


def _card_words(card_id: str) -> str:
    for m in story.minions_book().minions:
        for c in m.cards:
            if c.id == card_id:
                return c.name
    return "a card"


EXTRA_PROMPTS = {
    "choose_ability": lambda s, d: f"{st.hero_name(d['hero'])} begins the chapter with one ability: which?",
    "boss_damage": lambda s, d: (f"{d['amount']} damage to {st.minion_name(s, d['minion'])}: on which of its "
                                 "cards?"),
    "pounce_space": lambda s, d: "Brodie pounces: several spaces are equally full. Which one?",
    "prowl_route": lambda s, d: f"Brodie prowls {d['budget']}: several routes are equally short. Which one?",
    "disguise": lambda s, d: "Rat warriors come: spend a rat disguise so that they pass the mice by?",
    "corrupted_stop": lambda s, d: (f"{st.hero_name(d['hero'])} is corrupted; several spaces are equally good. "
                                    "Where does it stop?"),
}


def prompt(s) -> tuple:
    """(kind, words) of the decision or turn now pending."""
    d = s.decision
    if d is not None and d["kind"] in EXTRA_PROMPTS:
        return d["kind"], EXTRA_PROMPTS[d["kind"]](s, d)
    if d is not None:
        if d["kind"] == "minion_stop":
            return d["kind"], (f"The {st.minion_name(s, d['minion'])} moves {d['why']}; several spaces are "
                               "equally good. Where does it stop?")
        if d["kind"] == "minion_order":
            return d["kind"], ("Several minions are equally near a mouse. Which one takes its turn next?")
        if d["kind"] == "minion_entry":
            return d["kind"], (f"A {story.minion(d['minion']).name} enters the room; several entry spaces are "
                               "equally good. Where does it come in?")
        if d["kind"] == "landing":
            return d["kind"], f"Where does {st.hero_name(d['hero'])} come into the {d['room']}?"
        if d["kind"] == "search_card":
            return d["kind"], f"{st.hero_name(d['hero'])} found {d['card']}: keep it or discard it for 1 cheese?"
        if d["kind"] == "backpack_full":
            return d["kind"], f"{st.hero_name(d['hero'])}'s backpack holds 3 cards: discard one"
        return d["kind"], f"{st.hero_name(d['hero'])} is rescued: where does the mouse come back?"
    t = s.turn
    return "mouse_turn", (f"{st.hero_name(t['hero'])}: {t['movement']} movement left, "
                          f"{'action taken' if t['action'] else 'one action left'}")


def seat_name(s, seat: int) -> str:
    heroes = [story.hero(m["hero"]).name for i, m in enumerate(s.mice) if i % s.players == seat]
    if not heroes:
        return f"Player {seat + 1}"
    return " and ".join(heroes) if len(heroes) <= 2 else ", ".join(heroes[:-1]) + " and " + heroes[-1]
