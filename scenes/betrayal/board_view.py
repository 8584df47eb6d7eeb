"""The Betrayal board view for the play shell: the house by floor (tabs), explorers and tokens on the rooms,
clickable rooms and doors, and the side panel (traits, cards, the haunt box with its gated secrets).

It draws only the view it is given (engine/play/board_view.py). Rooms are ("room", tile id), doors to explore
("explore", side) and other doors ("door", floor, x, y, side); moves to another floor are chips under the map.
The haunt's secrets open only through their gates (engine/play/secret_panel.py, B-H.7).
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, T, Tn, _, pgettext, render
from engine.i18n.lists import anded
from engine.play.board_view import HelpPage
from engine.ui import fonts, theme
from rulesets.betrayal.grid import SIDES, floor_phrase, neighbour
from rulesets.betrayal.rules.state import cards, tiles
from rulesets.betrayal.vocab import DAMAGE_WORDS, SIDE_WORDS, monster_words, spoken, trait_word
from scenes.betrayal import house_view as hv
from scenes.betrayal import labels, secrets, walk
from scenes.betrayal.figures import SEAT_RGB
from scenes.betrayal.side_panel import PICTURE, REVEAL_SELF, SidePanel, first_fit
from scenes.betrayal.zoom import FloorZoom

DIE_FACES = {0: ((236, 232, 220), "0"), 1: ((236, 232, 220), "1"), 2: ((236, 232, 220), "2")}
PREFERRED_ORDER = ("place", "split", "explorer", "land", "accept", "side")   # answers Enter may take

HELP = (
    HelpPage(N_("Your turn"), N_("Move through the house up to your Speed in rooms: click a lit room. Click the amber marker outside an open door "
                                 "of your room to explore it: a new room is drawn and you turn it to fit. End your turn with the button on the "
                                 "right."), ("B-5.1", "B-6.1", "B-7.1")),
    HelpPage(N_("Rooms and floors"), N_("The tabs above the house show the basement, the ground floor, the upper floor and, with Widow's Walk, the "
                                        "roof. The mouse wheel or +/- zooms a floor, a drag on it pans, 0 fits it again. Stairs to another floor "
                                        "are the chips under the map. A new room fits only a floor its back names; the back of the next room is "
                                        "shown in the side panel."),
             ("B-7.1", "B-H.1")),
    HelpPage(N_("Cards"), N_("A room with a symbol makes you draw: an omen, an item or an event. Items and omens stay in your hand (the side "
                             "panel); you may drop, pick up and trade items on your turn."),
             ("B-9.1", "B-10.1")),
    HelpPage(N_("Traits and damage"), N_("Each explorer has Might, Speed, Knowledge and Sanity on a track. Damage is split between two traits as "
                                         "you choose. Before the haunt a trait never drops below its lowest value."),
             ("B-4.1", "B-4.5")),
    HelpPage(N_("The haunt"), N_("After each omen the haunt may begin. Then one explorer may turn traitor: the traitor's tome is shown to the "
                                 "traitor alone and the heroes' secrets to the heroes alone, each after a hand-off. They open again only through "
                                 "the same screen, from the side panel."),
             ("B-14.1", "B-15.1", "B-H.7")),
)


class BetrayalBoardView:
    """The house, one floor at a time, and the side panel."""

    def __init__(self):
        self.rect = self.map_rect = self.tabs_rect = self.chips_rect = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self.shell = None
        self.panel = SidePanel()
        self.manual = (None, None)     # (floor the player picked, the moment it was picked for)
        self.chosen_seat = None        # the explorer the side panel shows (None: whoever acts)
        self.mouse = (-1, -1)
        self._house = (None, None)     # (rooms key, House) from the last view
        self._last_view = None
        self._chips: list = []         # (rect, target) of the moves to another floor
        self._tabs: list = []          # (rect, floor)
        self.zoom = FloorZoom()        # zoom and pan per floor (wheel, +/-, drag)

    # ---- helpers ------------------------------------------------------------------------------------
    def house(self, view):
        key = (tuple((r["tile"], r["floor"], r["x"], r["y"], r["turn"]) for r in view["rooms"]),
               repr(view["tokens"]), repr(view["passages"]), tuple(view["room_stack"]["left"]))
        if self._house[0] != key:
            self._house = (key, hv.house_from_view(view))
        return self._house[1]

    def current_view(self):
        view = getattr(self.shell, "view", None)
        return view if view is not None else self._last_view

    def follow_key(self, view):
        d = view.get("decision") or {}
        return (labels.mover(view), view["turn"].get("number"), d.get("kind"), labels.here(view))

    def focus_floor(self, view) -> str:
        d = view.get("decision") or {}
        if d.get("kind") == "place_tile":
            return d["door"][0]
        if d.get("kind") == "move_elevator" and d.get("options"):
            return d["options"][0][0]
        if d.get("kind") in ("fall_door", "fall_room"):
            return "basement"
        floor = labels.floor_of(view, labels.here(view))
        return floor or "ground"

    def shown_floor(self, view) -> str:
        floor, when = self.manual
        if when == self.follow_key(view) and floor in hv.floors_of(view):
            return floor
        return self.focus_floor(view)

    def geometry(self, view):
        floor = self.shown_floor(view)
        zoom, pan = self.zoom.of(floor)
        return self.house(view), self._geometry_maker(view)(floor, zoom, pan)

    def _geometry_maker(self, view):
        """floor, zoom, pan -> FloorGeometry of that floor in the map (the zoom asks it for any zoom)."""
        house = self.house(view)
        d = view.get("decision") or {}

        def make(floor, zoom, pan):
            extra = []
            if d.get("kind") == "place_tile" and d["door"][0] == floor:
                extra.append(neighbour((d["door"][1], d["door"][2]), d["door"][3]))
            return hv.FloorGeometry(house, floor, self.map_rect.inflate(-int(24 * self.s), -int(24 * self.s)),
                                    int(130 * self.s), extra, zoom, pan)
        return make

    def _door_targets(self, view, house, geo):
        """(target, cell, side) of every door marker the floor may show now."""
        out = []
        seat_room = labels.here(view)
        where = house.where(seat_room) if seat_room else None
        if where is not None and where.floor == geo.floor:
            out += [(("explore", side), where.cell, side) for side in SIDES]
        d = view.get("decision") or {}
        if d.get("kind") == "move_elevator":
            out += [(("door", f, x, y, side), (x, y), side) for f, x, y, side in d["options"] if f == geo.floor]
        if d.get("kind") == "fall_door" and geo.floor == "basement":
            out += [(("door", "basement", x, y, side), (x, y), side) for x, y, side in d["options"]]
        return out

    # ---- the contract -------------------------------------------------------------------------------
    def bind(self, shell) -> None:
        self.shell = shell

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.s = theme.ui_scale((max(1, self.rect.w + 320), max(1, self.rect.h + 90)))
        pw = max(230, min(int(self.rect.w * 0.34), int(320 * self.s)))
        self.panel.layout(pygame.Rect(self.rect.right - pw, self.rect.y, pw, self.rect.h))
        left = pygame.Rect(self.rect.x, self.rect.y, self.rect.w - pw - int(6 * self.s), self.rect.h)
        tab_h = int(34 * self.s)
        chip_h = int(34 * self.s)
        self.tabs_rect = pygame.Rect(left.x, left.y, left.w, tab_h)
        self.chips_rect = pygame.Rect(left.x, left.bottom - chip_h, left.w, chip_h)
        self.map_rect = pygame.Rect(left.x, left.y + tab_h + 2, left.w, left.h - tab_h - chip_h - 4)

    def banner_area(self):
        """The turn banner and the computer's step caption cover the house, never the side panel's traits."""
        return self.tabs_rect.union(self.chips_rect)

    def hit_test(self, pos):
        view = self.current_view()
        if view is None:
            return None
        if self.map_rect.collidepoint(pos):
            house, geo = self.geometry(view)
            for target, cell, side in self._door_targets(view, house, geo):
                if geo.door_marker(cell, side).collidepoint(pos) and self._door_live(target):
                    return target
            for p in house.rooms(geo.floor):
                if geo.rect(p.cell).collidepoint(pos):
                    return ("room", p.tile.id)
        for rect, target in self._chips:
            if rect.collidepoint(pos):
                return target
        card = self.panel.hand.card_at(pos)
        return ("card", card) if card is not None else None

    def keyboard_targets(self, view, targets):
        """Where the keyboard's ring goes (engine/play/shell_keys.py): the lit doors and rooms of the floor shown,
        the moves to other floors under the map (and the tab of a floor whose moves found no room there), and the
        side panel's buttons."""
        house, geo = self.geometry(view)
        wanted = set(targets)
        out = [(geo.door_marker(cell, side), t) for t, cell, side in self._door_targets(view, house, geo) if t in wanted]
        out += [(geo.rect(p.cell), ("room", p.tile.id)) for p in house.rooms(geo.floor) if ("room", p.tile.id) in wanted]
        chips = [(rect, t) for rect, t in self._chips if t in wanted]
        shown = {t for _, t in out} | {t for _, t in chips}
        away = {labels.floor_of(view, t[1]) for t in wanted if t[0] == "room" and t not in shown}
        out += chips + [(rect, ("tab", floor)) for rect, floor in self._tabs if floor in away and floor != geo.floor]
        return out + [(rect, key if key in wanted else ("panel", key)) for rect, key in self.panel.hits if key != PICTURE]

    def _door_live(self, target) -> bool:
        legal = getattr(self.shell, "targets", None)
        return legal is None or target in legal

    def target_of(self, action):
        if not action:
            return None
        name = action[0]
        if name in ("move", "land") and len(action) == 2:
            return ("room", action[1])
        if name == "monster_move" and len(action) == 3:
            return ("room", action[2])    # two monsters for one room: the click lists both
        if name == "explore" and len(action) == 2:
            return ("explore", action[1])
        if name == "attach" and len(action) == 5:
            return ("door",) + tuple(action[1:])
        if name == "fall_through" and len(action) == 4:
            return ("door", "basement") + tuple(action[1:])
        if name == "reveal":
            return REVEAL_SELF     # drawn alike for every player: never a button of the choice panel (B-H.6)
        return None

    def route(self, view, target) -> list:
        """A room further than one step: walk there room by room, or in the monster turn move a monster there
        (scenes/betrayal/walk.py)."""
        legal = list(getattr(self.shell, "legal", None) or ())
        if any(a[0] == "monster_move" for a in legal):
            return walk.monster_route(view, target, legal)
        return walk.route(view, target)

    def distinct(self, view, buttons) -> list:
        return labels.distinct_placements(view, buttons)

    def label(self, view, action) -> str:
        self._last_view = view
        fallback = None
        session = getattr(self.shell, "session", None)
        if session is not None:
            fallback = session.describe
        return labels.label(view, action, self.house(view), fallback)

    def describe(self, view, target) -> str:
        if not isinstance(target, tuple) or not target:
            return ""
        if target[0] == "room":
            return self._room_words(view, target[1])
        if target[0] == "explore":
            return T("The {side} door: nobody knows what lies beyond it yet.", side=SIDE_WORDS[target[1]])
        if target[0] == "door":
            return T("An unexplored door.")
        if target[0] == "card":
            return card_words(target[1])
        return ""

    def _room_words(self, view, room) -> str:
        tile = tiles().tiles.get(room)
        if tile is None:
            return ""
        floor = labels.floor_of(view, room)
        lines = [T("{room} — {floor}", room=tile.name, floor=floor_phrase(floor)) if floor else tile.name]
        if tile.special is not None:
            lines.append(tile.special.text)
        if tile.barrier is not None:
            lines.append(T("Split by a barrier: crossing needs {trait} {roll} or more.", trait=trait_word(tile.barrier.trait),
                             roll=tile.barrier.roll))
        who = [e["name"] for e in view["seats"] if e and e["room"] == room]
        if who:
            lines.append(T("Here: {names}", names=anded(who)))
        beasts = [monster_words(m) for m in (view.get("haunt") or {}).get("monsters") or ()
                  if isinstance(m, dict) and m.get("room") == room]
        if beasts:      # every figure of a crowded room is named here, even one drawn as '+n'
            lines.append(T("Monsters here: {names}", names=anded(beasts)))
        marks = [hv.TOKEN_WORDS.get(m["kind"], N_("a marker")) for m in view["tokens"].get(room, [])]
        if marks:
            lines.append(T("Markers: {marks}", marks=anded(marks)))
        pile = view["item_piles"].get(room)
        if pile:
            lines.append(T("Items left here: {cards}", cards=anded(labels.card_name(p["card"]) for p in pile)))
        return "\n".join(render(line) for line in lines)

    # ---- optional hooks -----------------------------------------------------------------------------
    def preferred(self, view, legal):
        """The placement matching the most doors (the rules list it first, B-G.9), an even damage split, and
        answers that cost nothing; never a move, an end of turn or a card."""
        for word in PREFERRED_ORDER:
            options = [a for a in legal if a[0] == word]
            if not options:
                continue
            if word == "split":
                return min(options, key=lambda a: abs(a[1] - a[2]))
            if word in ("place", "accept"):
                return options[0]
            return None if word in ("explorer", "land", "side") else options[0]
        return None

    def prompt(self, view, pending) -> str:
        d = view.get("decision") or {}
        if pending.kind == "place_tile":
            tile = tiles().tiles.get(d.get("tile"))
            name = tile.name if tile else T("the new room")
            buttons = getattr(self.shell, "buttons", None) or ()
            if sum(1 for a in buttons if a[0] == "place") == 1:
                return T("You found the {name}. It fits only one way: place it", name=name)
            return T("You found the {name}. Choose how to turn it (the best fit is chosen; Tab tries the next)",
                     name=name)
        if pending.kind == "split_damage":
            return T("Take {n} {kind} damage from {cause}: split it as you like", n=d.get('amount'),
                     kind=DAMAGE_WORDS.get(d.get('damage'), ""), cause=spoken(d.get('cause') or ""))
        if pending.kind == "turn":
            turn = view["turn"]
            left = turn.get("movement", 0) if not turn.get("movement_over") else 0
            return Tn("Your turn: {n} move left. Move, explore a door, or end your turn",
                      "Your turn: {n} moves left. Move, explore a door, or end your turn", left)
        return pending.prompt

    def folded(self, view, buttons):
        extra = [a for a in buttons if a[0] in ("drop", "pick_up", "trade")]
        if len(extra) > 3:
            return T("Items: drop, pick up, trade"), extra
        return None

    def turn_banner(self, view):
        seat = labels.mover(view)
        if view.get("phase") == "choose_explorers":
            return (T("Choosing explorers"), "", theme.ACCENT)
        if not isinstance(seat, int):
            return None
        e = view["seats"][seat]
        colour = SEAT_RGB.get(e["colour"], theme.ACCENT) if e else theme.ACCENT
        h = view.get("haunt")
        sub = T("Haunt round {round}", round=h['round']) if h else T("Turn {number}", number=view['turn'].get('number', 0))
        return (T("{name}'s turn", name=labels.seat_name(view, seat)), sub, colour)

    def status_text(self, view) -> str:
        if view.get("phase") == "choose_explorers":
            return T("Choosing explorers")      # no turn has begun yet ("Turn 0" says nothing)
        h = view.get("haunt")
        if h:
            return T("{title} · round {round}", title=h['title'], round=h['round'])
        return T("Turn {number} · omens {omens}", number=view['turn'].get('number', 0), omens=view.get('omens_drawn', 0))

    def help_pages(self):
        return list(HELP)

    def help_index(self, view, pending) -> int:
        if view and view.get("haunt"):
            return 4
        if pending is not None and pending.kind == "split_damage":
            return 3
        return 0

    def dice_in(self, event):
        data = event.data if isinstance(event.data, dict) else {}
        if event.kind == "attack" and data.get("attacker_faces") is not None:   # both sides' dice (B-12.3)
            mine, theirs = list(data["attacker_faces"]), list(data.get("defender_faces") or ())
            return (tuple(int(f) for f in mine + theirs), T("Attack: A the attacker's dice, D the defender's"),
                    [pgettext("the attacker's dice", "A")] * len(mine) + [pgettext("the defender's dice", "D")] * len(theirs))
        faces = data.get("faces")
        if event.kind != "dice_rolled" and not faces:
            return None
        if not faces:
            return None
        caption = T("The haunt roll") if event.kind == "haunt_rolled" else T("Dice")     # (B-14.1)
        return tuple(int(f) for f in faces), caption, [str(i + 1) for i in range(len(faces))]

    def dice_faces(self, caption):
        return DIE_FACES

    def reveal_view(self, ruleset, state) -> dict:
        """A finished game's replay shows every secret (B-H: the game is over): who the traitor was, both
        sides' texts and goals, every seat's token."""
        players = len(ruleset.view(state, 0)["seats"])
        views = [ruleset.view(state, seat) for seat in range(players)]
        out = dict(views[0])
        haunt = views[0].get("haunt")
        if haunt:
            haunt = dict(haunt)
            for v in views:
                h = v.get("haunt") or {}
                haunt["texts"] = {**(h.get("texts") or {}), **(haunt.get("texts") or {})}
                haunt["goals"] = {**(h.get("goals") or {}), **(haunt.get("goals") or {})}
                if h.get("side") == "traitor" or h.get("monster_stats"):
                    haunt.setdefault("monster_stats", h.get("monster_stats"))
            traitor = next((seat for seat, v in enumerate(views) if (v.get("haunt") or {}).get("side") == "traitor"),
                           haunt.get("traitor"))
            haunt["traitor"] = traitor
            haunt["revealed"] = True
            out["haunt"] = haunt
        return out

    def results_note(self, ruleset, state) -> str:
        """Who the traitor was, for the results screen: the game is over, so a hidden traitor is named too."""
        view = self.reveal_view(ruleset, state)
        haunt = view.get("haunt") or {}
        traitor = haunt.get("traitor")
        if not isinstance(traitor, int):
            return ""
        names = getattr(state, "config", {}).get("names") or []
        player = names[traitor].strip() if traitor < len(names) and isinstance(names[traitor], str) else ""
        who = labels.seat_name(view, traitor)
        if player and player != who:
            return T("The traitor was {who} ({player})", who=who, player=player)
        return T("The traitor was {who}", who=who)

    def secrets_after(self, events):
        """The gates the haunt's reveal opens (B-H.7): read by the shell from new log events."""
        return secrets.after_reveal(self.shell, events)

    def handle_event(self, event) -> bool:
        view = self.current_view()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if view is not None and self.zoom.handle(event, self.shown_floor(view), self.mouse,
                                                 self._geometry_maker(view), self.map_rect):
            if event.type != pygame.MOUSEMOTION:
                self._house_moved()
            return True
        if event.type == pygame.MOUSEMOTION:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and view is not None:
            self.save_picture()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1 or view is None:
            return False
        for rect, floor in self._tabs:
            if rect.collidepoint(event.pos):
                self.manual = (floor, self.follow_key(view))
                self._house_moved()
                return True
        key = self.panel.key_at(event.pos)
        if key is None:
            return False
        if key[0] == "seat":
            self.chosen_seat = None if self.chosen_seat == key[1] else key[1]
        elif key == PICTURE:
            self.save_picture()
        elif key == REVEAL_SELF and self.shell is not None:
            # every living explorer may press it (B-H.7); only the traitor's token turns over (B-19.3). The
            # seat at the screen alone sees this line: in a hidden-traitor haunt every turn begins with a hand-off
            acted = self.shell.act(("reveal",))
            log = self.shell.session.log
            if acted and not (log and log[-1].kind == "traitor_revealed"):
                self.shell.message.say(T("Your token stays face down: only the traitor's token turns over."))
        elif key[0] == "secret" and self.shell is not None:
            secrets.open_panel(self.shell, key[1])
        return True

    def _house_moved(self) -> None:
        """Another floor or framing under a mouse that stayed put (a tab pressed with Enter, 0, +/-): the shell's
        hover and tooltip say what is under the mouse now, not the room it was on before."""
        if self.shell is not None:
            self.shell.refresh_hover()

    def save_picture(self) -> None:
        from scenes.betrayal.picture import save_house_picture
        view = self.current_view()
        if view is None:
            return
        path = save_house_picture(view)
        if self.shell is not None:
            self.shell.message.say(T("The house so far is saved as a picture: {path}", path=path))

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, view, highlights) -> None:
        self._last_view = view
        s = self.s
        house, geo = self.geometry(view)
        self._draw_tabs(surface, view, house, geo.floor, highlights)
        pygame.draw.rect(surface, (28, 30, 40), self.map_rect, border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(self.map_rect.clip(clip))      # a zoomed floor stays inside the map
        hv.draw_floor(surface, house, geo, highlights, s, hv.pieces_by_room(view))
        d = view.get("decision") or {}
        if d.get("kind") == "place_tile" and d["door"][0] == geo.floor:
            tile = tiles().tiles[d["tile"]]
            turn = self._ghost_turn(d)
            hv.draw_ghost_tile(surface, house, geo, tile, neighbour((d["door"][1], d["door"][2]), d["door"][3]), turn)
        for target, cell, side in self._door_targets(view, house, geo):
            mark = highlights.get(target)
            if mark is not None and mark != "look":
                hv.draw_door_marker(surface, geo, cell, side, mark)
        hv.draw_figures(surface, geo, house, view, s)
        self._draw_zoom_note(surface, geo.floor)
        surface.set_clip(clip)
        self._draw_chips(surface, view, geo.floor, highlights)
        hover = self.panel.key_at(self.mouse)
        card = self.panel.hand.card_at(self.mouse)
        self.panel.draw(surface, view, self.chosen_seat, s, card if card is not None else hover)
        if d.get("kind") == "place_tile":
            self._draw_stack_note(surface, view)

    def _draw_zoom_note(self, surface, floor) -> None:
        """How to zoom, in the map's corner; once zoomed, how to go back."""
        zoomed = floor in self.zoom.by_floor
        text = T("Zoomed: drag to pan, 0 to fit") if zoomed else T("Wheel or +/- to zoom")
        size = max(12, int(12 * self.s))
        w, h = fonts.font(size).size(text)
        box = pygame.Rect(self.map_rect.right - w - int(14 * self.s), self.map_rect.y + int(4 * self.s),
                          w + int(10 * self.s), h + int(4 * self.s))
        pygame.draw.rect(surface, (28, 30, 40), box, border_radius=4)    # readable over a zoomed room
        fonts.blit_text(surface, text, box.center, size, theme.TEXT if zoomed else theme.TEXT_DIM, anchor="center")

    def _ghost_turn(self, decision) -> int:
        selected = getattr(self.shell, "selected", None)
        if selected and selected[0] == "place":
            return selected[1]
        return decision["rotations"][0] if decision.get("rotations") else 0

    def _draw_tabs(self, surface, view, house, shown, highlights) -> None:
        self._tabs = []
        floors = hv.floors_of(view)
        w = self.tabs_rect.w // len(floors)
        size = max(12, int(15 * self.s))
        lit_floors = set()
        for target in highlights:
            if isinstance(target, tuple) and target[0] == "room":
                lit_floors.add(labels.floor_of(view, target[1]))
            elif isinstance(target, tuple) and target[0] == "door":
                lit_floors.add(target[1])
        for i, floor in enumerate(floors):
            r = pygame.Rect(self.tabs_rect.x + i * w, self.tabs_rect.y, w - 4, self.tabs_rect.h)
            on = floor == shown
            pygame.draw.rect(surface, theme.HOVER if on else theme.PANEL, r, border_radius=6)
            pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_EDGE, r, 2 if on else 1, border_radius=6)
            people = sum(1 for e in view["seats"] if e and labels.floor_of(view, e["room"]) == floor)
            title = _(hv.floor_title(floor))
            count = f" · {people}" if people else ""
            text = first_fit(size, r.w - 20, title + count, title.split()[0] + count, title.split()[0], bold=on)
            fonts.blit_text(surface, text, r.center, size,
                            theme.TEXT if on else theme.TEXT_DIM, bold=on, anchor="center")
            if floor in lit_floors and not on:
                pygame.draw.circle(surface, theme.ACCENT, (r.right - 10, r.y + 10), 5)
            self._tabs.append((r, floor))

    def _draw_chips(self, surface, view, floor, highlights) -> None:
        """Moves to rooms on another floor (stairs, dumbwaiter, landing spots) as buttons under the map."""
        self._chips = []
        legal = getattr(self.shell, "legal", None) or []
        x = self.chips_rect.x
        size = max(12, int(14 * self.s))
        for action in legal:
            target = self.target_of(action)
            if not (target and target[0] == "room") or labels.floor_of(view, target[1]) == floor:
                continue
            text = labels.label(view, action, self.house(view))
            w = fonts.font(size).size(text)[0] + int(20 * self.s)
            if x + w > self.chips_rect.right:
                break     # the floor's tab (lit) still leads there
            r = pygame.Rect(x, self.chips_rect.y + 2, w, self.chips_rect.h - 4)
            mark = highlights.get(target)
            pygame.draw.rect(surface, theme.HOVER if mark in ("hover", "focus") else theme.PANEL, r, border_radius=6)
            pygame.draw.rect(surface, theme.ACCENT, r, 1, border_radius=6)
            fonts.blit_text(surface, text, r.center, size, theme.TEXT,
                            anchor="center")
            self._chips.append((r, target))
            x += w + int(6 * self.s)

    def _draw_stack_note(self, surface, view) -> None:
        d = view["decision"]
        tile = tiles().tiles.get(d["tile"])
        if tile is None or tile.special is None:
            return
        size = max(12, int(14 * self.s))
        lines = fonts.wrap(T("{room}: {text}", room=tile.name, text=tile.special.text), size, self.map_rect.w - int(30 * self.s))[:2]
        y = self.map_rect.bottom - int(8 * self.s) - len(lines) * fonts.font(size).get_linesize()
        for line in lines:
            fonts.blit_text(surface, line, (self.map_rect.x + int(12 * self.s), y), size, theme.TEXT, shadow=(0, 0, 0))
            y += fonts.font(size).get_linesize()


def card_words(card_id) -> str:
    c = cards().get(card_id)
    return T("{card}: {text}", card=c.name, text=c.text) if c else ""
