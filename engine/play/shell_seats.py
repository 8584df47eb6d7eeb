"""Who the screen shows, a mixin of PlayScene: in a hidden-information game a computer seat's view never reaches it.

One person may play against the computer in a game with secrets (Ninja: Lone Wolf against the guard bot). The
session hands the laptop to every seat that knows other secrets, computer seats included; the shell then:

  - confirms a hand-off to a computer seat at once (nobody has to take the laptop for it);
  - while a computer seat decides, shows the view of the last person at the screen, or, before anyone has
    looked, a neutral "... thinking" screen — never the computer seat's own view, log or choices;
  - confirms a hand-off back to a person of the same knowledge group as the last person at the screen without
    showing the hand-off screen (it is still one person at the laptop), and any hand-off to a person when all
    the people at the table share one knowledge group (one person against the computer: there is nobody to
    pass the laptop to, not even at the start or on resume); a person of another group gets the hand-off
    screen as usual;
  - plays the computer's steps for a seat of another group all at once after one pause, so the time the screen
    waits cannot tell how many zones a hidden figure moved.

Open games (no hidden information) keep the old behaviour: the screen shows the seat that decides.
"""
from __future__ import annotations

from engine.i18n import N_, T

STEP_CAP = 500   # computer steps played back to back at most, so a chooser that never ends cannot hang a frame


class ShellSeats:
    """For a scene with .session, .ai (AISeats or None) and ._last_person (seat or None)."""

    def hidden_game(self) -> bool:
        return bool(getattr(self.session.ruleset.INFO, "hidden_information", False))

    def _computer_seat(self, seat) -> bool:
        return self.ai is not None and seat is not None and self.ai.plays(seat)

    def _group(self, seat):
        return self.session.ruleset.knowledge_group(self.session.state, seat)

    def screen_seat(self):
        """The seat whose view the screen shows; None: nobody's (a computer seat decides before any person
        has looked at the screen)."""
        sess = self.session
        seat = sess.viewer
        if seat is None:
            pending = sess.pending
            seat = pending.seat if pending is not None else 0
        if not self.hidden_game() or not self._computer_seat(seat):
            if self.hidden_game():
                self._last_person = seat
            return seat
        if self._last_person is None and self._nobody_else_knows_more(seat):
            return seat      # no secrets are held (an open variant): the computer's view is everyone's
        return self._last_person

    def _nobody_else_knows_more(self, seat) -> bool:
        players = (self.session.config or {}).get("players", 1)
        return all(self._group(other) == self._group(seat) for other in range(players))

    def _people_share_one_group(self) -> bool:
        """Every seat a person plays knows the same secrets (and a computer plays at least one other seat)."""
        players = (self.session.config or {}).get("players", 1)
        people = [seat for seat in range(players) if not self._computer_seat(seat)]
        return bool(people) and len({self._group(seat) for seat in people}) == 1

    def auto_handoff(self) -> bool:
        """Confirm the session's hand-off when no person needs to take the laptop; True if it did."""
        handoff = self.session.handoff
        if handoff is None or self.ai is None:
            return False
        seat = handoff.seat
        quiet = self._computer_seat(seat) or self._people_share_one_group() or (
            self._last_person is not None and self._group(seat) == self._group(self._last_person))
        if quiet:
            self.session.confirm_handoff()    # the session tells the shell, which shows the screen anew
        return quiet

    def private_computer(self, seat) -> bool:
        """A computer seat whose steps the person at the screen may not follow one by one."""
        if not self.hidden_game() or not self._computer_seat(seat):
            return False
        person = self._last_person
        if person is None:
            return not self._nobody_else_knows_more(seat)
        return self._group(seat) != self._group(person)

    def who_decides(self, seat) -> str:
        """'The guards decide' / 'Ana (the ninja) decides': the choice panel's title."""
        name, verb = self._subject(seat)
        return T("{name} decide", name=name) if verb[0] == "decide" else T("{name} decides", name=name)

    def seat_words(self, seat) -> str:
        """A seat as the results and the panel name it: the board's seat_title where it has one ("Everyone"),
        else the session's seat name."""
        return self._subject(seat)[0]

    def _subject(self, seat):
        title = getattr(self.board, "seat_title", None)
        name = self.session.seat_name(seat) if seat is not None else N_("The computer")
        if title is not None and seat is not None and getattr(self, "view", None) is not None:
            name = title(self.view, seat) or name      # the board's short words for a seat ("Everyone")
        name = name[:1].upper() + name[1:]
        plural = name.split(" (")[0].endswith("s") and name.lower().startswith("the ")
        return name, (("decide", "are") if plural else ("decides", "is"))

    def thinking_text(self, seat) -> str:
        """'The guards are thinking…': the neutral words shown instead of a computer seat's board."""
        name, verb = self._subject(seat)
        return T("{name} are thinking…", name=name) if verb[1] == "are" else T("{name} is thinking…", name=name)
