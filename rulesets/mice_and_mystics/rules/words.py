"""Words for Mice and Mystics actions, decisions and seats: what buttons, prompts and the log say."""
from __future__ import annotations

from engine.i18n import N_, T, _, lists, render
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import said
from rulesets.mice_and_mystics.rules import state as st


def describe_action(s, action) -> str:
    """What an action does, in the language in force (asked anew for each screen)."""
    return render(_describe(s, action))


def _describe(s, action):
    if not isinstance(action, tuple) or not action:
        return T("Unknown action")
    name, args = action[0], action[1:]
    fixed = {"scurry": N_("Scurry: roll again and move on"), "search": N_("Search the room"),
             "recover": N_("Recover from a condition"), "flip": N_("Explore the flip space: turn the room over"),
             "end_turn": N_("End this mouse's turn"), "keep": N_("Put the card in the backpack"),
             "sell": N_("Discard the card for 1 cheese")}
    if name in fixed and not args:
        return fixed[name]
    if name == "stop" and len(args) == 1 and isinstance(args[0], str) and s.decision and \
            s.decision["kind"] == "corrupted_stop":
        return T("{hero} stops on {space}", hero=st.hero_name(s.decision['hero']), space=st.space_name(s, _tile_here(s), args[0]))
    if name in ("step", "climb", "stop", "land", "enter") and len(args) == 1 and isinstance(args[0], str):
        verb = {"step": N_("Move to {space}"), "climb": N_("Climb out of the water to {space}"),
                "stop": N_("The minion stops on {space}"), "land": N_("Come in on {space}"),
                "enter": N_("The minion enters on {space}")}[name]
        return T(verb, space=st.space_name(s, _tile_here(s), args[0]))
    if name in ("melee", "ranged") and len(args) == 1 and isinstance(args[0], str):
        label = args[0]
        who = st.minion_name(s, label) if st.minion_by_label(s, label) else N_("a minion")
        return T("Shoot at the {minion}", minion=who) if name == "ranged" else T("Attack the {minion}", minion=who)
    if name == "next" and len(args) == 1 and isinstance(args[0], str):
        who = st.minion_name(s, args[0]) if st.minion_by_label(s, args[0]) else N_("a minion")
        return T("The {minion} goes next", minion=who)
    if name == "explore" and len(args) == 1 and isinstance(args[0], int):
        return T("Explore through exit {number}", number=args[0] + 1)
    if name == "discard" and len(args) == 1:
        return T("Discard {card} from the backpack", card=args[0])
    if name == "take_ability" and len(args) == 1 and _known_ability(args[0]):
        return T("Take the ability {ability}", ability=story.ability(args[0]).name)
    if name == "level_up" and len(args) == 1 and _known_ability(args[0]):
        return T("Level up: learn {ability} for 6 cheese", ability=story.ability(args[0]).name)
    if name == "ability" and len(args) == 2 and _known_ability(args[0]) and isinstance(args[1], str):
        a = story.ability(args[0])
        if s.turn and s.turn["hero"] == args[1]:
            return T("Use {ability} ({cost} cheese)", ability=a.name, cost=a.cost)
        return T("Use {ability} on {hero} ({cost} cheese)", ability=a.name, hero=_hero_words(args[1]), cost=a.cost)
    if name == "card" and len(args) == 1 and isinstance(args[0], str):
        return T("Put the damage on {card}", card=_card_words(args[0]))
    if name == "pounce" and len(args) == 1 and isinstance(args[0], str):
        return T("Brodie pounces on {space}", space=st.space_name(s, _tile_here(s), args[0]))
    if name == "prowl" and len(args) == 1 and isinstance(args[0], str):
        return T("Brodie prowls through {route}", route=lists.listed(st.space_name(s, _tile_here(s), x) for x in args[0].split()))
    if name == "disguise" and args in (("use",), ("decline",)):
        return N_("Spend the rat disguise") if args[0] == "use" else N_("Keep the disguise for later")
    if name == "place" and len(args) == 2 and args[0] in ITEM_WORDS and isinstance(args[1], str):
        if args[1]:
            return T("Set the {item} to {space}", item=ITEM_WORDS[args[0]], space=st.space_name(s, _tile_here(s), args[1]))
        return T("Set the {item} down here", item=ITEM_WORDS[args[0]])
    if name == "take_back" and len(args) == 1 and args[0] in ITEM_WORDS:
        return T("Take the {item} back to team storage", item=ITEM_WORDS[args[0]])
    if name == "launch" and len(args) == 2 and all(isinstance(a, str) for a in args):
        return T("Launch {hero} from the fork to {space}", hero=_hero_words(args[0]), space=st.space_name(s, _tile_here(s), args[1]))
    if name == "lob" and len(args) == 1 and isinstance(args[0], str):
        return T("Lob a grape at {space}", space=st.space_name(s, _tile_here(s), args[0]))
    if name in ("equip", "unequip") and len(args) == 1 and isinstance(args[0], str):
        return T("Equip {card}", card=args[0]) if name == "equip" else T("Put {card} in the backpack", card=args[0])
    if name in ("give", "take") and len(args) == 2 and all(isinstance(a, str) for a in args):
        hero = _hero_words(args[0])
        if args[1] == "cheese":
            return T("Give 1 cheese to {hero}", hero=hero) if name == "give" else T("Take 1 cheese from {hero}", hero=hero)
        return T("Give {card} to {hero}", card=args[1], hero=hero) if name == "give" else \
            T("Take {card} from {hero}", card=args[1], hero=hero)
    if name == "use_card" and len(args) == 2 and _usable_card(args[0]) and isinstance(args[1], str):
        scroll = _usable_card(args[0]).kind == "scroll"
        if s.turn and s.turn["hero"] == args[1]:
            return T("Read {card}", card=args[0]) if scroll else T("Play the trick {card}", card=args[0])
        hero = _hero_words(args[1])
        return T("Read {card} on {hero}", card=args[0], hero=hero) if scroll else \
            T("Play the trick {card} on {hero}", card=args[0], hero=hero)
    if name == "rescue" and len(args) == 2 and isinstance(args[1], str):
        return T("Come back on {space}", space=st.space_name(s, args[0], args[1]) if isinstance(args[0], int)
                 else args[1])
    return T("Unknown action")


def _tile_here(s):
    """The room an action's space lies in: the decision's room, else that of the figure it is about or of the mouse
    whose turn it is (a move, a placed item and a minion's stop stay in their own room)."""
    d = s.decision or {}
    if isinstance(d.get("tile"), int):
        return d["tile"]
    minion = st.minion_by_label(s, d["minion"]) if isinstance(d.get("minion"), str) else None
    if minion is not None and minion.get("place"):
        return minion["place"][0]
    hero = d.get("hero") or (s.turn or {}).get("hero")
    place = st.mouse(s, hero).get("place") if hero else None
    return place[0] if place else 0


ITEM_WORDS = {"fishhook": N_("fishhook and line"), "fork": N_("fork"), "grapes": N_("grape")}


def _known_ability(a) -> bool:
    return isinstance(a, str) and any(x.id == a for x in story.abilities_book().abilities)


def _usable_card(name):
    """The scroll or trick of that name, or None."""
    return next((c for c in story.search_deck().cards if c.name == name and c.kind in ("scroll", "trick")), None)


def _hero_words(hero: str) -> str:
    return st.hero_name(hero) if any(h.id == hero for h in story.heroes_book().heroes) else N_("a mouse")


def _card_words(card_id: str) -> str:
    for m in story.minions_book().minions:
        for c in m.cards:
            if c.id == card_id:
                return c.name
    return N_("a card")


EXTRA_PROMPTS = {
    "choose_ability": lambda s, d: T("{hero} begins the chapter with one ability: which?", hero=st.hero_name(d['hero'])),
    "boss_damage": lambda s, d: T("{amount} damage to {minion}: on which of its cards?", amount=d['amount'],
                                  minion=st.minion_name(s, d['minion'])),
    "pounce_space": lambda s, d: T("Brodie pounces: several spaces are equally full. Which one?"),
    "prowl_route": lambda s, d: T("Brodie prowls {budget}: several routes are equally short. Which one?",
                                  budget=d['budget']),
    "disguise": lambda s, d: T("Rat warriors come: spend a rat disguise so that they pass the mice by?"),
    "corrupted_stop": lambda s, d: T("{hero} is corrupted; several spaces are equally good. Where does it stop?",
                                     hero=st.hero_name(d['hero'])),
}


def prompt(s) -> tuple:
    """(kind, words) of the decision or turn now pending, in the language in force."""
    kind, text = _prompt(s)
    return kind, render(text)


def _prompt(s) -> tuple:
    d = s.decision
    if d is not None and d["kind"] in EXTRA_PROMPTS:
        return d["kind"], EXTRA_PROMPTS[d["kind"]](s, d)
    if d is not None:
        if d["kind"] == "minion_stop":
            return d["kind"], T("The {minion} moves {reason}; several spaces are equally good. Where does it stop?",
                                minion=st.minion_name(s, d['minion']), reason=said.worded(d['why']))
        if d["kind"] == "minion_order":
            return d["kind"], T("Several minions are equally near a mouse. Which one takes its turn next?")
        if d["kind"] == "minion_entry":
            return d["kind"], T("A {minion} enters the room; several entry spaces are equally good. Where does it "
                                "come in?", minion=story.minion(d['minion']).name)
        if d["kind"] == "landing":
            return d["kind"], T("Where does {hero} come into the {room}?", hero=st.hero_name(d['hero']), room=d['room'])
        if d["kind"] == "search_card":
            return d["kind"], T("{hero} found {card}: keep it or discard it for 1 cheese?", hero=st.hero_name(d['hero']),
                                card=d['card'])
        if d["kind"] == "backpack_full":
            return d["kind"], T("{hero}'s backpack holds 3 cards: discard one", hero=st.hero_name(d['hero']))
        return d["kind"], T("{hero} is rescued: where does the mouse come back?", hero=st.hero_name(d['hero']))
    t = s.turn
    if t["move"] == "done":     # the move is over (an action ended it, M-5.1): what is left of it cannot be spent
        if t["action"]:
            return "mouse_turn", T("{hero}: move made, action taken", hero=st.hero_name(t['hero']))
        return "mouse_turn", T("{hero}: move made, one action left", hero=st.hero_name(t['hero']))
    if t["action"]:
        return "mouse_turn", T("{hero}: {movement} movement left, action taken", hero=st.hero_name(t['hero']),
                               movement=t['movement'])
    return "mouse_turn", T("{hero}: {movement} movement left, one action left", hero=st.hero_name(t['hero']),
                           movement=t['movement'])


def seat_name(s, seat: int) -> str:
    heroes = [story.hero(m["hero"]).name for i, m in enumerate(s.mice) if i % s.players == seat]
    if not heroes:
        return _("Player {number}").format(number=seat + 1)
    return render(lists.anded(heroes))
