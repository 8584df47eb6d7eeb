"""The haunt's secrets on the play screen (B-H.3 to B-H.7): which gates the reveal opens, and their texts.

Each text is read from the view of a seat allowed to know it, and only once its gate is confirmed
(engine/play/secret_panel.py). At the reveal the traitor's tome goes to the traitor, then the heroes' text to
the heroes; in a hidden-traitor haunt the haunt's text to everyone, then each player's own identity token.
"""
from __future__ import annotations

from engine.i18n import N_, T, _, render
from engine.play.secret_panel import Secret

TRAITOR_RGB = (200, 120, 255)
HEROES_RGB = (120, 200, 255)
SPECIAL_WORDS = {"darkness": N_("Darkness: each hero moves one room fewer each turn (always at least one)."),
                 "traitor_swiftness": N_("The traitor moves one room more each turn."),
                 "no_private_talk": N_("All talk is at the table: nobody passes private notes."),
                 "flooded_basement": N_("Flooded basement: whoever begins a turn in the basement moves one room fewer "
                                        "(always at least one)."),
                 "echoing_halls": N_("Echoing halls: whoever begins a turn alone in a room loses 1 Sanity, down to its "
                                     "lowest value but never to the skull.")}
MONSTER_STATS = N_("{name}: Might {might}, Speed {speed}, Sanity {sanity}, Knowledge {knowledge}")


def _name(session, seat) -> str:
    """The player's name and explorer, as the hand-off screen says them ("Ann (Zoe Ingstrom)")."""
    return session.seat_name(seat)


def _people(shell) -> list:
    ai = getattr(shell, "ai", None)
    computer = set(getattr(ai, "seats", ()) or ())
    players = shell.session.config.get("players", 0)
    return [seat for seat in range(players) if seat not in computer]


def any_of(goals) -> str:
    """A side's goals in words: meeting any one of them wins (B-22.1), so 'a, or b', never 'a; B'."""
    goals = [render(g).rstrip(".。") for g in goals]
    rest = [g[:1].lower() + g[1:] for g in goals[1:]]
    return _(", or ").join(goals[:1] + rest)


def side_text(view, side: str) -> list:
    """One side's text from a view that holds it: the story, the goals, the right-now steps, the rules."""
    h = view["haunt"]
    out = [h['title']]
    text = (h.get("texts") or {}).get(side)
    if text:
        out.append(text)
    goals = (h.get("goals") or {}).get(side) or []
    if goals:
        out.append(T("To win: {goals}", goals=any_of(goals)))
    if side == "heroes" and (h.get("goals") or {}).get("house"):
        out.append(T("The house wins if: {goals}", goals=any_of(h["goals"]["house"])))
    if h.get("right_now"):
        out.append(T("Right now: {steps}", steps=_("; ").join(render(step) for step in h["right_now"])))
    if side == "traitor":
        for m in h.get("monster_stats") or []:
            out.append(T(MONSTER_STATS, name=m['name'], might=m['might'],
                         speed=m['speed'], sanity=m['sanity'], knowledge=m['knowledge']))
    for rule in h.get("special_rules") or []:
        out.append(T(SPECIAL_WORDS[rule]) if rule in SPECIAL_WORDS else rule.replace("_", " ").capitalize())
    if side == "heroes":          # what a hero read by a Knowledge roll is every hero's (B-17.5), never the traitor's
        for known in h.get("learned") or []:
            who = (view["seats"][known["by"]] or {}).get("name") or T("A hero")
            out.append(T("{who} found out (round {round}): the traitor wins if {goals}", who=who, round=known['round'],
                         goals=any_of(known["goals"])))
            for m in known.get("monster_stats") or []:
                out.append(T(MONSTER_STATS, name=m['name'], might=m['might'],
                             speed=m['speed'], sanity=m['sanity'], knowledge=m['knowledge']))
    return out


def identity_text(view) -> list:
    """What one player's identity token says (B-H.6). A traitor's and a hero's words are written to the same
    length line for line, so the shape of the screen tells nobody across the table which one is being read."""
    h = view["haunt"]
    token = h.get("my_token")
    if h.get("side") == "traitor":
        return [T("Your token shows {token}: you are the traitor.", token=token),
                T("Keep it to yourself. To turn it over at any time, press Someone wants to reveal.")]
    return [T("Your token shows {token}: you are a true hero.", token=token),
            T("Keep it to yourself. The traitor may sit beside you: watch what each one does.")]


def haunt_text(view) -> list:
    h = view["haunt"]
    out = []
    for side in ("heroes", "traitor"):
        if side in (h.get("texts") or {}):
            out += [T("The heroes:") if side == "heroes" else T("The traitor:")] + side_text(view, side)[1:]
    return [h["title"]] + out


def after_reveal(shell, events) -> list:
    """The gates the haunt's reveal opens now, in order; nothing for seats the computer plays."""
    if shell is None or not any(e.kind == "haunt_revealed" for e in events):
        return []
    session = shell.session
    people = _people(shell)
    if not people:
        return []
    public = session.view(people[0])
    h = public.get("haunt")
    if not h:
        return []
    if h.get("hidden"):
        out = [Secret(T("everyone at the table"), T("The haunt begins"), T("Everyone may read this one together."),
                      lambda: haunt_text(session.view(people[0])), button=T("Show it to everyone"), heading=T("Read it together:"))]
        for seat in people:
            out.append(Secret(_name(session, seat), T("Your identity token"), T("Everyone else: look away."),
                              lambda seat=seat: identity_text(session.view(seat)), TRAITOR_RGB))
        return out
    traitor = h.get("traitor")
    heroes = [seat for seat in people if seat != traitor]
    out = []
    if traitor is not None and traitor in people:
        # the haunt's name and its traitor are public (B-H.2): the first gate says what just happened
        out.append(Secret(T("{name}, the traitor", name=_name(session, traitor)), T("The traitor's tome"),
                          T("Everyone else: look away until the tome is hidden again."),
                          lambda: side_text(session.view(traitor), "traitor"), TRAITOR_RGB,
                          heading=T("The haunt begins: {title}. Pass the laptop to", title=h['title'])))
    if heroes:
        reader = T("the heroes") if traitor is not None else T("everyone at the table")
        warning = (T("{name}, the traitor: look away while the heroes read.", name=_name(session, traitor)) if traitor is not None
                   else T("There is no traitor: read it together."))
        out.append(Secret(reader, T("The heroes' secrets"), warning,
                          lambda: side_text(session.view(heroes[0]), "heroes"), HEROES_RGB,
                          T("We are the heroes — show it") if traitor is not None else T("Show it to everyone"),
                          T("Pass the laptop to") if traitor is not None else T("Read it together:")))
    return out


def open_panel(shell, which: str) -> None:
    """A side-panel button: the seat at the screen opens its own side's text again, through the same gate."""
    seat = shell.viewer
    view = shell.view
    if seat is None or view is None or not view.get("haunt"):
        return
    session = shell.session
    h = view["haunt"]
    if which == "identity":
        secret = Secret(_name(session, seat), T("Your identity token"), T("Everyone else: look away."),
                        lambda: identity_text(session.view(seat)), TRAITOR_RGB)
    elif which == "haunt":
        secret = Secret(T("everyone at the table"), T("The haunt"), T("Everyone may read this one together."),
                        lambda: haunt_text(session.view(seat)), button=T("Show it to everyone"), heading=T("Read it together:"))
    elif which == "traitor" and "traitor" in (h.get("texts") or {}):
        secret = Secret(T("{name}, the traitor", name=_name(session, seat)), T("The traitor's tome"),
                        T("Everyone else: look away until the tome is hidden again."),
                        lambda: side_text(session.view(seat), "traitor"), TRAITOR_RGB)
    elif which == "heroes" and "heroes" in (h.get("texts") or {}):
        traitor = h.get("traitor")
        warning = (T("{name}, the traitor: look away while the heroes read.", name=_name(session, traitor))
                   if traitor is not None else T("There is no traitor: read it together."))
        secret = Secret(T("the heroes") if traitor is not None else T("everyone at the table"), T("The heroes' secrets"), warning,
                        lambda: side_text(session.view(seat), "heroes"), HEROES_RGB,
                        T("We are the heroes — show it") if traitor is not None else T("Show it to everyone"),
                        T("Pass the laptop to") if traitor is not None else T("Read it together:"))
    else:
        return
    shell.open_secrets([secret], cancellable=True)
