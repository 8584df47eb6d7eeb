"""What a bot has seen happen since the haunt began, read from the log lines its own seat is shown (B-19.4).

In a hidden-traitor haunt (B-19) nobody's token says who the traitor is, so a hero bot suspects from what the
whole table saw: who attacked whom. The log is public to every seat (each event read through `data_for(seat)`,
never the state), so a redealt secret changes nothing here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# an attack on me is proof enough: I know I am no traitor, and the bots never attack without cause
ON_ME = 3
ON_OTHER = 1          # an attack on someone else may be a hero's own suspicion (B-19.4): weaker evidence
SUSPECT = 2           # the score from which a hero bot attacks an explorer it suspects


@dataclass
class Evidence:
    """attacks: (attacker seat, defender seat) between explorers since the haunt began, in order;
    tasks: seats that made a task roll (B-11.5) since the haunt began."""
    attacks: list = field(default_factory=list)
    tasks: list = field(default_factory=list)

    def attacked(self, seat: int) -> bool:
        """Did `seat` attack an explorer since the haunt began?"""
        return any(a == seat for a, _ in self.attacks)

    def attacked_by_anyone(self, seat: int) -> bool:
        return any(d == seat for _, d in self.attacks)

    def suspicion(self, viewer: int, other: int) -> int:
        """How strongly `viewer`, a hero as far as he knows, suspects `other`: attacks on him count most, an
        attack that answered an earlier one against the attacker counts for nothing (it looks like defence)."""
        score = 0
        for i, (attacker, defender) in enumerate(self.attacks):
            if attacker != other:
                continue
            provoked = any(a == defender and d == other for a, d in self.attacks[:i])
            if defender == viewer:
                score += ON_ME if not provoked else 0
            elif not provoked:
                score += ON_OTHER
        return score


NONE = Evidence()


def read(log, seat: int) -> Evidence:
    """The evidence in `log` (LogEvents, oldest first) since the last haunt_revealed line, as `seat` sees it."""
    if not log:
        return NONE
    start = None
    for i in range(len(log) - 1, -1, -1):
        if log[i].kind == "haunt_revealed":
            start = i
            break
    if start is None:
        return NONE
    out = Evidence()
    for event in log[start + 1:]:
        if event.kind == "attack":
            data = event.data_for(seat)
            attacker, defender = data.get("attacker"), data.get("defender")
            if attacker and defender and attacker[0] == "explorer" and defender[0] == "explorer":
                out.attacks.append((attacker[1], defender[1]))
        elif event.kind == "task_rolled":
            out.tasks.append(event.data_for(seat).get("seat"))
    return out
