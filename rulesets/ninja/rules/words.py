"""Words for players: prompts per decision and a short label per action (public facts only, no rule ids).

Every text is a lazy T (engine.i18n): English msgids with English parameters (zone and card names, figure ids),
worded in the language in force each time they are drawn; nothing here is kept in the state.
"""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.ninja.rules.state import ALERT_NAMES, OFF_MAP, tables, zone_name

PROMPTS = {
    "sentries": N_("Place a sentry on a free watch post."),
    "patrols": N_("Place a patrol of two on the patrol track and choose where it faces."),
    "guard_hand": N_("Choose your starting hand: set cards aside into the draw deck, or keep the suggested hand."),
    "sleeping": N_("Mark a sleeping guard in a barracks (at most two per barracks)."),
    "missions": N_("Hide the next mission goal in a castle room."),
    "traps": N_("Hide a trap in a castle room."),
    "hidden_sentries": N_("Hide a hidden sentry in a castle room."),
    "lone_wolf": N_("Choose which intruder you play alone."),
    "ninja_hand": N_("Choose the ninja's cards: set cards aside, or keep the suggested ones."),
    "traitor_hand": N_("Choose the traitor's cards: set cards aside, or keep the suggested ones."),
    "ninja_start": N_("Choose the ninja's secret start on the edge of the map."),
    "traitor_start": N_("Choose the traitor's secret start inside the outer moat."),
    "intruder_start": N_("Choose the intruder's secret start."),
    "passage": N_("Mark an entrance of the secret passage."),
    "play_drawn": N_("Alert Phase: play any of the cards just drawn, or end the phase."),
    "play_cards": N_("Card Phase: play up to two cards, take the free listen, or end the phase."),
    "move_patrol": N_("Patrol Phase: march the patrol two zones along the track."),
    "patrol_attacks": N_("Patrol Phase: strike with Kenjutsu, let sentries join patrols, or end the guards' turn."),
    "guard_move": N_("Move the guards one zone, or stop here."),
    "it_was_a_cat": N_("The guards are listening. Answer with It Was a Cat, or let them listen."),
    "intruder_move": N_("Intruders' Phase: move, play cards, or stop."),
    "intruder_search": N_("Intruders' Phase: declare searches in zones entered or left this turn, then finish."),
    "hidden_sentry": N_("A hidden sentry is found! Kill him with a card, or let him stand."),
    "full_fortress": N_("Twenty guards stand on the map: take one away for the hidden sentry, or place none."),
    "hidden_sentry_figure": N_("A hidden sentry stands up: choose a sword or a spear guard, and so who commands him."),
    "alert_draw_split": N_("The guards agree who draws the alert cards: how many go to the sword player "
                        "(the spear player draws the rest)?"),
    "card_limit_agreement": N_("Card Phase: the guards agree how to play their two cards."),
    "guard_bonus_cards": N_("An intruder died early: take up to five cards from your deck and discard pile."),
    "guard_bonus_sleepers": N_("Mark three more sleeping guards in barracks."),
    "respawn_cards": N_("A new intruder comes: choose his cards from the whole deck."),
    "respawn_start": N_("Choose the new intruder's secret start."),
    "setup_done": N_("Your secret setup is complete. Look it over (Undo takes your last choice back, unless it "
                  "was placed at random), then pass the laptop."),
}
PUBLIC_KIND = {"encounter": "intruder_move"}    # an encounter must look like any other moment of the move


# Figures, sides and weapons as the log and labels name them: a T parameter holding one of these ids is worded
# through the catalog ("ninja" -> 忍者), so the rules keep plain ids.
FIGURE_WORDS = {"ninja": N_("ninja"), "traitor": N_("traitor"), "intruder": N_("intruder")}
SIDE_WORDS = {"guards": N_("guards"), "intruders": N_("intruders")}
WEAPON_WORDS = {"sword": N_("sword"), "spear": N_("spear")}
ALERT_WORDS = (N_("None"), N_("Low"), N_("Medium"), N_("High"))     # ALERT_NAMES, marked for the catalogs


def card_name(card_id: str) -> str:
    return tables().cards[card_id].name


def _target_words(args):
    if not args:
        return ""
    if args[0] in ("sentry", "patrol"):
        return T(" on sentry {n}", n=args[1]) if args[0] == "sentry" else T(" on patrol {n}", n=args[1])
    if len(args) == 2 and isinstance(args[0], int):
        return T(": guard {n} strikes the {figure}", n=args[0], figure=args[1]) if args[1] in ("ninja", "traitor") \
            else T(": guard {n} enters the passage", n=args[0])
    if len(args) == 2:
        if args[1]:
            return T(" at {zone}, facing {facing}", zone=zone_name(args[0]), facing=zone_name(args[1]))
        return T(" at {zone}", zone=zone_name(args[0]))
    return ""


def _card_label(s, a):
    card = card_name(a[1])
    if len(a) > 2:
        if a[2] == "hidden_sentry":
            return T("The {figure} plays {card} on the hidden sentry", figure=a[0], card=card)
        if isinstance(a[2], str):
            return T("The {figure} plays {card} over the wall to {zone}", figure=a[0], card=card, zone=zone_name(a[2]))
        return T("The {figure} plays {card} on guard {n}", figure=a[0], card=card, n=a[2])
    return T("The {figure} plays {card}", figure=a[0], card=card)


def _hide_label(s, a):
    if a[0] == "trap":
        return T("Hide a trap in {zone}", zone=zone_name(a[1]))
    if a[0] == "hidden_sentry":
        return T("Hide a hidden sentry in {zone}", zone=zone_name(a[1]))
    return T("Hide mission goal {letter} in {zone}", letter=a[0], zone=zone_name(a[1]))


def _sword_draws_label(s, a):
    owed = s.decision.get("owed") if s is not None and s.decision else None
    if owed is None:
        return T("The sword player draws {n}, the spear player the rest", n=a[0])
    return T("The sword player draws {n}, the spear player {rest}", n=a[0], rest=owed - a[0])


STANDING_ORDERS = {"ask": N_("Ask me on every Listen"), "never": N_("Never answer a Listen with It Was a Cat "
                   "(no hand-over, so the guards will see you are not asked)"),
                   "first_heard": N_("Play It Was a Cat the first time one of us is heard "
                                     "(answered without a hand-over, so the guards will know someone was heard)")}

# Actions whose label needs nothing but their kind.
FIXED_LABELS = {
    "keep_suggested_hand": N_("Keep the suggested cards"),
    "keep_suggested_cards": N_("Keep the suggested cards"),
    "place_the_rest_at_random": N_("Place the rest at random"),
    "end_phase": N_("End this phase"),
    "stop_moving": N_("Stop here"),
    "it_was_a_cat": N_("Play It Was a Cat"),
    "let_them_listen": N_("Let them listen"),
    "let_the_sentry_be": N_("Let the sentry stand"),
    "no_figure": N_("Place no figure"),
    "share_the_two_cards": N_("Share the two cards as we play"),
    "one_card_each": N_("At most one card each"),
    "done_taking": N_("Take no more cards"),
    "pass_the_laptop": N_("Done — pass the laptop"),
}


def _patrol_move_label(s, a):
    if a[2]:
        return T("Patrol {n} marches to {zone}, then faces {facing}", n=a[0], zone=zone_name(a[1][-1]),
                 facing=zone_name(a[2]))
    return T("Patrol {n} marches to {zone}", n=a[0], zone=zone_name(a[1][-1]))


def _group_label(s, a):
    if a[1]:
        return T("Sentries at {zone} form a patrol facing {facing}", zone=zone_name(a[0]), facing=zone_name(a[1]))
    return T("Sentries at {zone} form a patrol", zone=zone_name(a[0]))


def _free_listen_label(s, a):
    if a[0] == "sentry":
        return T("Free listen by sentry {n}", n=a[1])
    return T("Free listen by patrol {n}", n=a[1])


# One label per action kind: label(state, arguments) -> words.
LABELS = {
    "sentry": lambda s, a: T("Sentry at {zone}", zone=zone_name(a[0])),
    "patrol": lambda s, a: T("Patrol at {zone} facing {facing}", zone=zone_name(a[0]), facing=zone_name(a[1])),
    "set_aside": lambda s, a: T("Set aside {card}", card=card_name(a[0])),
    "set_aside_card": lambda s, a: T("Set aside the {figure}'s {card}", figure=a[0], card=card_name(a[1])),
    "sleep": lambda s, a: T("Sleeping guard in {zone}", zone=zone_name(a[0])),
    "hide": _hide_label,
    "play_alone": lambda s, a: T("Play the {figure} alone", figure=a[0]),
    "start": lambda s, a: T("Start the {figure} at {zone}", figure=a[0], zone=zone_name(a[1])),
    "entrance": lambda s, a: T("Passage entrance at {zone}", zone=zone_name(a[0])),
    "play": lambda s, a: T("Play {card}{target}", card=card_name(a[0]), target=_target_words(a[1:])),
    "free_listen": _free_listen_label,
    "patrol_move": _patrol_move_label,
    "step": lambda s, a: T("Leave by the other end") if a[0] == "other_entrance"
    else T("Step to {zone}", zone=zone_name(a[0])),
    "move": lambda s, a: T("Leave the map") if a[1] == OFF_MAP
    else T("The {figure} moves to {zone}", figure=a[0], zone=zone_name(a[1])),
    "card": _card_label,
    "bluff": lambda s, a: T("The {figure} plays {card} as a bluff", figure=a[0], card=card_name(a[1])),
    "standing_order": lambda s, a: T(STANDING_ORDERS.get(a[0], N_("Standing order"))),
    "stop": lambda s, a: T("The {figure} stops", figure=a[0]),
    "be_seen": lambda s, a: T("The {figure} is seen", figure=a[0]),
    "search": lambda s, a: T("The {figure} searches {zone}", figure=a[0], zone=zone_name(a[1])),
    "done_searching": lambda s, a: T("The {figure} is done searching", figure=a[0]),
    "group_sentries": _group_label,
    "join_patrol": lambda s, a: T("Guard {n} joins patrol {patrol}", n=a[0], patrol=a[1]),
    "make_room": lambda s, a: T("Take away guard {n}", n=a[0]),
    "stand_figure": lambda s, a: T("A sword guard stands up (the sword player commands him)") if a[0] == "sword"
    else T("A spear guard stands up (the spear player commands him)"),
    "sword_draws": _sword_draws_label,
    "take_card": lambda s, a: T("Take {card}", card=card_name(a[0])),
    "pick_card": lambda s, a: T("Give the {figure} {card}", figure=a[0], card=card_name(a[1])),
}


def describe_action(s, action) -> str:
    name = action[0] if action else ""
    if name in FIXED_LABELS:
        return T(FIXED_LABELS[name])
    label = LABELS.get(name)
    return label(s, action[1:]) if label else T("Unknown action")


_PHASE_WORDS = {"alert": N_("Alert Phase"), "guard_cards": N_("Card Phase"), "patrols": N_("Patrol Phase"),
                "intruders": N_("Intruders' Phase")}


def turn_label(s) -> str:
    if s.phase in ("guard_setup", "intruder_setup"):
        return T("Setting up")
    if s.phase == "over":
        return T("Game over after turn {turn}", turn=s.turn)
    return T("Turn {turn} of 20 · {phase} · alert {alert}", turn=s.turn, phase=_PHASE_WORDS[s.phase],
             alert=ALERT_NAMES[s.alert])


def position_words(s) -> str:
    """turn_label as a lazy text: a save keeps its English and its words (engine/rules/saves.py), and the lists
    word it in the language of the day."""
    return turn_label(s)
