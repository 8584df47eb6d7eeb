"""What the rooms of the house hold: markers, passages between rooms and figures (B-8, B-10.2), a mixin of House.

Kept by room tile id, so a moved room (Mystic Elevator, B-8.8d) carries them along. Pure.
"""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction

# square and pentagon markers a room can hold (Part 2 components; B-8.3, B-8.9, B-10.2, B-24.7, B-24.8)
TOKEN_KINDS = ("secret_passage", "secret_stairs", "mystic_slide", "below_collapsed_room", "vault_empty",
               "item_pile", "obstacle", "lock", "explorer")
# links between two rooms that cards and rooms create during play (B-8.6, B-20.6; the events of B-G.3)
PASSAGE_KINDS = ("secret_passage", "secret_stairs", "mystic_slide", "collapsed_room")


class RoomContents:
    """Markers, passages and figures; the House keeps tokens, passages, figures, changed_parts and version."""

    def add_token(self, room: str, kind: str, side: str = "", owner: str = "") -> dict:
        if kind not in TOKEN_KINDS:
            raise ValueError(f"unknown token kind {kind!r}")
        if self.where(room) is None:
            raise IllegalAction("B-8.3", T("{room} is not in the house yet", room=self.tileset.tiles[room].name))
        token = {"kind": kind, "side": side, "owner": owner}
        self.tokens.setdefault(room, []).append(token)
        self.changed_parts.add("tokens")
        self.version += 1
        return token

    def turn_tokens(self, room: str, kind: str, side: str) -> None:
        """Put every `kind` token of `room` on that side of its barrier (B-8.3: where the first faller landed)."""
        for token in self.tokens.get(room, []):
            if token["kind"] == kind:
                token["side"] = side
        self.changed_parts.add("tokens")
        self.version += 1

    def remove_token(self, room: str, kind: str, owner: str = "") -> None:
        held = self.tokens.get(room, [])
        for i, t in enumerate(held):
            if t["kind"] == kind and (not owner or t["owner"] == owner):
                del held[i]
                if not held:
                    del self.tokens[room]
                self.changed_parts.add("tokens")
                self.version += 1
                return
        raise IllegalAction("B-10.2", T("there is no such marker in {room}", room=self.tileset.tiles[room].name))

    def tokens_in(self, room: str, kind: str | None = None) -> list:
        return [t for t in self.tokens.get(room, []) if kind is None or t["kind"] == kind]

    def link(self, kind: str, a: str, b: str) -> None:
        """A passage between two placed rooms (Secret Passage, Secret Stairs, Mystic Slide, a fall hole)."""
        if kind not in PASSAGE_KINDS:
            raise ValueError(f"unknown passage kind {kind!r}")
        self.passages.append({"kind": kind, "rooms": [a, b]})
        self.changed_parts.add("passages")
        self.version += 1

    def passages_from(self, room: str) -> list:
        """(kind, other room) of every dynamic link that starts in `room`."""
        return [(p["kind"], p["rooms"][1]) for p in self.passages if p["rooms"][0] == room] + \
               [(p["kind"], p["rooms"][0]) for p in self.passages if p["rooms"][1] == room]

    def put_figure(self, name: str, room: str, side: str = "") -> None:
        """Stand a figure in a placed room, on one side of its barrier if it has one (B-8.1)."""
        placed = self.where(room)
        if placed is None:
            raise IllegalAction("B-6.1", T("{room} is not in the house", room=self.tileset.tiles[room].name))
        if bool(side) != (placed.tile.barrier is not None) or side not in ("", "near", "far"):
            raise ValueError(f"side {side!r} does not fit {placed.tile.name}")
        self.figures[name] = {"room": room, "side": side}
        self.changed_parts.add("figures")
        self.version += 1

    def figures_in(self, room: str) -> list:
        return sorted(n for n, f in self.figures.items() if f["room"] == room)
