"""The two 4-player guard agreements (N-6.8, N-9.2): who draws the alert cards, and how the card limit is shared."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.i18n.lists import listed
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.state import ALERT_NAMES, tables


# ---- N-6.8: the owed alert cards are split "as they agree" ----------------------------------------------------
def ask_draw_split(s, owed: int) -> None:
    """The guards' table decides, asked at the sword player's seat (as for N-13.11's hidden sentry figure)."""
    s.decision = {"kind": "alert_draw_split", "seat": s.guard_seats[0], "owed": owed}


def draw_split_options(s) -> list:
    """How many cards the sword player draws (the spear player draws the rest); the even split first,
    the sword player taking the odd card, as the guards most often agree."""
    owed = s.decision["owed"]
    return [("sword_draws", n) for n in sorted(range(owed + 1), key=lambda n: (abs(2 * n - owed), -n))]


def do_sword_draws(s, action) -> None:
    owed = s.decision["owed"]
    s.decision = None
    sword, spear = s.guard_seats
    draw_alert_cards(s, {sword: action[1], spear: owed - action[1]})


TURN_BEGAN = {0: N_("Turn {turn} begins. Alert Level: {alert}, so the guards draw nothing."),
              1: N_("Turn {turn} begins. Alert Level: {alert}, so the guards draw one card."),
              2: N_("Turn {turn} begins. Alert Level: {alert}, so the guards draw two cards."),
              3: N_("Turn {turn} begins. Alert Level: {alert}, so the guards draw three cards.")}


def draw_alert_cards(s, owed_by_seat: dict) -> None:
    """N-6.3 and N-G.5: each guard player draws from his own deck what it can supply; N-6.4 the alert falls."""
    got = 0
    for seat, owed in owed_by_seat.items():
        key = str(seat)
        for _ in range(owed):
            if s.decks[key]:
                s.drawn[key].append(s.decks[key].pop())
                got += 1
    piles = [listed(tables().cards[c].name for c in s.drawn[str(k)]) for k in s.guard_seats]
    drawn_words = piles[0] if len(piles) == 1 else T("{first}; {then}", first=piles[0], then=piles[1])
    alert = ALERT_NAMES[s.alert]
    tell(s, "turn_began", T(TURN_BEGAN[got], turn=s.turn, alert=alert), {"turn": s.turn, "alert": s.alert, "drawn": got},
         "N-6.3", guards=T("Turn {turn} begins. Alert Level: {alert}, so the guards draw {cards}.", turn=s.turn, alert=alert,
                           cards=drawn_words) if got else T(TURN_BEGAN[0], turn=s.turn, alert=alert))
    if s.alert > 0:
        s.alert -= 1                                  # N-6.4
        tell(s, "alert_fell", T("The alert falls to {alert}.", alert=ALERT_NAMES[s.alert]), {"alert": s.alert}, "N-6.4")


# ---- N-9.2: the two-card limit, shared as they play or one card each -----------------------------------------
def ask_card_limit(s) -> None:
    s.decision = {"kind": "card_limit_agreement", "seat": s.guard_seats[0]}


def card_limit_options(s) -> list:
    """Sharing as they play first: it is what partners who talk do; one each is the rule when they cannot agree."""
    return [("share_the_two_cards",), ("one_card_each",)]


def do_share_the_two_cards(s, action) -> None:
    s.card_limit_agreement = "shared"
    s.decision = None
    tell(s, "card_limit_agreed", T("The guards will share their two cards as they play."), {"limit": "shared"}, "N-9.2")


def do_one_card_each(s, action) -> None:
    s.card_limit_agreement = "one_each"
    s.decision = None
    tell(s, "card_limit_agreed", T("The guards will play at most one card each."), {"limit": "one_each"}, "N-9.2")


def may_play_another_card(s, seat: int) -> bool:
    """With "one card each" a guard player who has played his card plays no other in this Card Phase."""
    return s.card_limit_agreement != "one_each" or s.cards_played.get(str(seat), 0) < 1


HANDLERS = {"sword_draws": do_sword_draws, "share_the_two_cards": do_share_the_two_cards,
            "one_card_each": do_one_card_each}
OPTIONS = {"alert_draw_split": draw_split_options, "card_limit_agreement": card_limit_options}
