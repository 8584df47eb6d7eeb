"""The Mice and Mystics board view for the play shell: the room tiles with mice and minions on their spaces, the
hero cards, the initiative track, the hourglass and the cheese wheel; where each action is clicked, hover texts,
the minions' turns step by step, the hint (H) and the turn banner. Co-op with no secrets (M-H.1): one view."""
from __future__ import annotations

import re

import pygame

from engine.i18n import DEFAULT_NAMES, N_, T, _, lists, render
from engine.play import shell_draw
from engine.play.board_view import HelpPage
from engine.play.hero_card import card_height, draw_hero_card
from engine.ui import fonts, theme
from engine.ui.camera import Camera
from rulesets.mice_and_mystics import board as mboard
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.data import Placement
from rulesets.mice_and_mystics.rules import dice
from rulesets.mice_and_mystics.rules import state as st
from scenes.mice_and_mystics import legend, panel_draw, play_draw, play_steps
from scenes.mice_and_mystics import play_words as pw
from scenes.mice_and_mystics.panel_draw import CHEESE_RGB

SPACE_ACTIONS = ("step", "climb", "stop", "land", "enter")
MINION_ACTIONS = ("melee", "ranged", "next")
# free actions (M-5.4, M-10, M-18: laying a team item costs no action); folded behind one button when many
FREE_ACTIONS = ("give", "take", "equip", "unequip", "level_up", "ability", "place")
DIE_INK = (236, 230, 214)
# the action die (M-G.4): a pictogram per face, never a colour alone; the cheese face is cheese-yellow
DIE_FACES = {1: (DIE_INK, "sword"), 2: (DIE_INK, "sword"), 3: (DIE_INK, "bow"), 4: (DIE_INK, "sword_shield"),
             5: (CHEESE_RGB, "cheese"), 6: (DIE_INK, "star")}

HELP = (
    HelpPage(N_("Your mouse's turn"), N_("Roll the die and add Move: that is your movement. Click a lit space next to "
             "your mouse to step there, or a space further away to walk the cheapest way. Then one action: "
             "attack a minion (click it), search, recover, scurry (move again), or explore an exit (click the "
             "exit's threshold) once the room is clear. The turn banner names the mouse and who plays it."),
             ("M-5.1", "M-6.1", "M-7.1")),
    HelpPage(N_("Moving"), N_("A yellow line costs 1 to cross with its arrow and 3 against it; a red line cannot be "
             "crossed. Entering water ends the move; climbing out takes all of a move and a star. A space holds "
             "four figures, or one large one. A mouse meeting a minion stops there, and leaves only while the "
             "mice in the space are at least as many as the minions. A mousetrap asks for a star, or it springs."),
             ("M-6.4", "M-6.5", "M-6.8", "M-6.9", "M-6.10", "M-6.14")),
    HelpPage(N_("Fighting"), N_("Melee hits are swords, ranged hits are bows; each shield the defender rolls cancels a "
             "hit. A minion attacks the nearest mouse it can reach. Cheese a mouse rolls is its own, to spend on "
             "abilities and on levelling up (6 cheese)."), ("M-7.2", "M-7.3", "M-7.6", "M-10.3")),
    HelpPage(N_("The minions"), N_("Minions act by fixed rules: each moves toward the nearest mouse and attacks it. "
             "Each step is shown with its reason; Space shows the rest at once. Hover a space to see who can "
             "reach it, what it sees, and which mouse a minion there would go for. Where the rules leave a tie, "
             "you choose."), ("M-13.4", "M-13.6", "M-G.10")),
    HelpPage(N_("Exploring"), N_("A mouse beside an exit may explore through it once no minion is in its room: every "
             "mouse of the room comes along. A room seen for the first time has its encounter."),
             ("M-7.10", "M-7.11", "M-7.14", "M-11.1")),
    HelpPage(N_("The story board"), N_("Cheese the minions roll goes on their wheel; when it is full, a Surge moves the "
             "hourglass a page and may bring more minions. A captured mouse also moves the hourglass; it comes "
             "back at the start of its turn once no minion is on the board. When the hourglass reaches the last "
             "page, the chapter is lost."), ("M-12.1", "M-16.1", "M-16.2", "M-3.8")),
    HelpPage(N_("Hints"), N_("H suggests a move for the mouse whose turn it is, from what everyone sees; Enter takes it. "
             "Nothing in this game is secret: every player sees the whole table."), ("M-H.1",)),
)


def frame(camera, rooms) -> None:
    """Fit the camera to the rooms, then snap it: whole pixels per tile and every tile at one sub-pixel spot,
    so the tiles' pictures are reused whenever the same number of rooms is framed again."""
    xs0, ys0 = min(pf.rect[0] for pf in rooms), min(pf.rect[1] for pf in rooms)
    xs1, ys1 = max(pf.rect[2] for pf in rooms), max(pf.rect[3] for pf in rooms)
    camera.fit((xs0, ys0, xs1, ys1), 0.01)
    camera.snap(rooms[0].rect[2] - rooms[0].rect[0], rooms[0].rect[:2])


class MiceBoardView:
    opaque = True       # the table layer and the panels' layers cover the whole rect: the shell fills around it

    def __init__(self):
        self.shell = None
        self.lib = mdata.library()
        self.camera = Camera()
        self.rect = self.top_rect = self.cards_rect = self.table_rect = self.caption_rect = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self._layer = None
        self._layer_key = None
        self._names = play_draw.TableNames()    # the names on the tiles, drawn above the figures and clear of them
        self._tile_pictures: dict = {}     # a render cache keyed by what the tile looks like (play_draw.tile_picture)
        self._reach = play_draw.OverlayLayer()     # the spaces the moving mouse reaches, lit
        self._sight = play_draw.OverlayLayer(12)   # what the hovered space sees (the last twelve kept)
        self._fit_key = None
        self._prepared = None       # (tiles, table) the pictures were prepared for (_prepare)
        self._picture_keep = 48     # how many tile pictures the cache holds before it starts afresh
        self._view = None
        self._pfs_key = None
        self._pfs: list = []
        self.track_rects: list = []
        self.card_rects: list = []
        self._panels: dict = {}     # part -> (what it shows, layer): each side panel redrawn when its own content changes
        self._card_layers: dict = {}    # hero -> (what its card shows, layer)
        self.wheel_rect = self.page_rect = self.key_rect = pygame.Rect(0, 0, 0, 0)

    def bind(self, shell) -> None:
        self.shell = shell

    # ---- the view at hand --------------------------------------------------------------------------
    def view_now(self):
        view = getattr(self.shell, "view", None) if self.shell is not None else None
        return view if view is not None else self._view

    def placed(self, view) -> list:
        key = tuple((t["tile"], t["face"], tuple(t["at"]), t["turns"]) for t in view["tiles"])
        if key != self._pfs_key:
            self._pfs_key = key
            self._pfs = [mboard.placed_face(self.lib, Placement(*k)) for k in key]
        return self._pfs

    def names(self) -> dict:
        """{hero: who runs it} ("Ann" from the setup, else "Player 2"); nobody named when one person runs all."""
        view = self.view_now()
        if view is None or view["players"] == 1:
            return {}
        return {m["hero"]: self.seat_title(view, i % view["players"]) for i, m in enumerate(view["mice"])}

    # ---- layout ------------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = r = pygame.Rect(rect)
        self.s = s = theme.ui_scale((r.w / 0.74, r.h / 0.9))
        top_h = min(int(58 * s), r.h // 5)
        cards_w = min(max(int(250 * s), r.w // 4), r.w // 2)
        self.top_rect = pygame.Rect(r.x, r.y, r.w, top_h)
        self.cards_rect = pygame.Rect(r.x, r.y + top_h + 4, cards_w, max(1, r.h - top_h - 4))
        self.table_rect = pygame.Rect(r.x + cards_w + 6, r.y + top_h + 4, max(1, r.w - cards_w - 6),
                                      max(1, r.h - top_h - 4))
        # the minions' step captions get a strip along the table's foot, and the rooms are framed above it, so a
        # caption never covers a space of the rooms in play
        strip = min(shell_draw.caption_strip_height(s), self.table_rect.h // 4)
        self.caption_rect = pygame.Rect(self.table_rect.x, self.table_rect.bottom - strip, self.table_rect.w, strip)
        self.camera.viewport = pygame.Rect(self.table_rect.x, self.table_rect.y, self.table_rect.w,
                                           max(1, self.table_rect.h - strip))
        self._fit_key = None

    @staticmethod
    def _focus_tiles(view) -> set:
        """The rooms the mice are in and the room a question is about."""
        keep = {m["place"][0] for m in view["mice"] if m["place"] is not None}
        if (view.get("decision") or {}).get("tile") is not None:
            keep.add(view["decision"]["tile"])
        return keep

    def _fit(self, pfs, view) -> None:
        """Frame the rooms the mice are in and the room a question is about, so their spaces are large; the
        rest of the board is a wheel turn or a right-drag away. Framed again when the mice change rooms."""
        keep = self._focus_tiles(view)
        shown = [pf for i, pf in enumerate(pfs) if i in keep] or pfs
        key = (tuple(pf.rect for pf in shown), tuple(self.table_rect))
        if key == self._fit_key:
            return
        self._fit_key = key
        frame(self.camera, shown)

    def _prepare(self, pfs) -> None:
        """When the screen opens (and when the table's size changes): draw the tiles' pictures at every zoom a
        framing of one or two rooms gives, and work out what each space sees, so that the mice walking into
        another room or the mouse hovering a space for the first time costs a blit, not a drawing. This is
        loading (about a tenth of a second), done once per size, never in a frame of play."""
        # a tile only ever turns over in place (M-7.11, M-7.12): both sides of every tile are prepared, so the
        # frame that first shows a room explored or turned over blits its picture (it was ~10 ms of drawing)
        key = (tuple((t[0], t[2]) for t in self._pfs_key), tuple(self.table_rect))
        if key == self._prepared:
            return
        self._prepared = key
        sides = pfs + [mboard.placed_face(self.lib, mboard.flipped(self.lib, Placement(*k))) for k in self._pfs_key]
        shown = [[pf] for pf in pfs] + [[a, b] for k, a in enumerate(pfs) for b in pfs[k + 1:]]
        cameras = {}
        for rooms in shown:
            camera = Camera(self.camera.viewport)
            frame(camera, rooms)
            cameras.setdefault(camera.zoom, camera)
        self._picture_keep = len(cameras) * len(sides) + 16     # the prepared pictures are never thrown out
        for camera in cameras.values():
            bounds = pygame.Rect(-10 ** 6, -10 ** 6, 2 * 10 ** 6, 2 * 10 ** 6)      # every tile, wherever it is
            for pf in sides:
                play_draw.tile_picture(pf, camera.to_screen, camera.zoom, self._tile_pictures, bounds,
                                       self._picture_keep)
        for pf in sides:
            for sid in pf.spaces:
                pw.sight_from(pf.face, sid)
        for overlay in (self._reach, self._sight):
            overlay.fit(self.table_rect.size)

    # ---- where things are ------------------------------------------------------------------------
    def target_of(self, action):
        if not action:
            return None
        view = self.view_now()
        name = action[0]
        if name in MINION_ACTIONS and len(action) == 2:
            return ("minion", action[1])
        if name == "rescue" and len(action) == 3:
            return ("space", action[1], action[2])
        if view is None:
            return None
        decision = view.get("decision") or {}
        if name in SPACE_ACTIONS and len(action) == 2:
            if name in ("step", "climb"):
                who = pw.mover(view)
                return ("space", who[1][0], action[1]) if who else None
            if name == "stop" and "hero" in decision:       # a corrupted mouse moves like a minion (M-17.4)
                m = next((m for m in view["mice"] if m["hero"] == decision["hero"]), None)
                return ("space", m["place"][0], action[1]) if m and m["place"] else None
            if name == "stop":
                mn = next((m for m in view["minions"] if m["label"] == decision.get("minion")), None)
                return ("space", mn["place"][0], action[1]) if mn else None
            if "tile" in decision:
                return ("space", decision["tile"], action[1])
        if name == "pounce" and len(action) == 2 and isinstance(action[1], str):     # Brodie's pounce (M-14)
            cat = next((m for m in view["minions"] if m["label"] == decision.get("minion")), None)
            return ("space", cat["place"][0], action[1]) if cat else None
        if name == "explore" and len(action) == 2:
            who = pw.mover(view)
            return ("exit", who[1][0], action[1]) if who else None
        return None

    def hit_test(self, pos):
        view = self.view_now()
        if view is None:
            return None
        if not self.table_rect.collidepoint(pos):
            return self._panel_at(pos)
        pfs = self.placed(view)
        for key, (c, r) in play_draw.figure_spots(view, pfs, self.camera.to_screen, self.camera.zoom).items():
            if key[0] == "minion" and (pos[0] - c[0]) ** 2 + (pos[1] - c[1]) ** 2 <= r * r:
                targets = getattr(self.shell, "targets", None)
                if not targets or key in targets:
                    return key      # else the click means the space under the figure (where a minion stops)
        for i, pf in enumerate(pfs):
            for k in range(len(pf.exits)):
                a, b = play_draw.exit_segment(pf, k, self.camera.to_screen)
                box = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1)
                if box.inflate(int(8 * self.s), int(8 * self.s)).collidepoint(pos):
                    return ("exit", i, k)
        world = self.camera.to_world(pos)
        for i, pf in enumerate(pfs):
            sid = pf.space_at(world)
            if sid is not None:
                return ("space", i, sid)
        return None

    def _panel_at(self, pos):
        """The side panel's parts under a point, for their hover words: a track card, the hourglass, the wheel,
        a hero card."""
        for k, r in enumerate(self.track_rects):
            if r.collidepoint(pos):
                return ("track", k)
        if self.wheel_rect.collidepoint(pos):
            return ("wheel",)
        if self.key_rect.collidepoint(pos):
            return ("legend",)
        if self.page_rect.collidepoint(pos):
            return ("hourglass",)
        for hero, r in self.card_rects:
            if r.collidepoint(pos):
                return ("achievements",) if hero == "achievements" else ("card", hero)
        return None

    def target_point(self, target):
        """Screen point of a spot: what tests and tooltips aim at."""
        view = self.view_now()
        pfs = self.placed(view)
        if target[0] == "minion":
            return play_draw.figure_spots(view, pfs, self.camera.to_screen, self.camera.zoom)[target][0]
        if target[0] == "exit":
            a, b = play_draw.exit_segment(pfs[target[1]], target[2], self.camera.to_screen)
            return (int((a[0] + b[0]) / 2), int((a[1] + b[1]) / 2))
        c = self.camera.to_screen(pfs[target[1]].centres[target[2]])
        return (int(c[0]), int(c[1]))

    def keyboard_targets(self, view, targets):
        """Where the keyboard's ring goes (engine/play/shell_keys.py): each legal space, minion and exit."""
        out = []
        for t in targets:
            try:
                out.append((self.target_point(t), t))
            except (KeyError, IndexError, TypeError):
                continue      # a minion not on the board now: nothing to ring
        return out

    # ---- words -----------------------------------------------------------------------------------
    def label(self, view, action) -> str:
        self._view = view
        return pw.label(view, action)

    def explain(self, view, action) -> str:
        """A button's tooltip: what an ability offered, learned or used does (M-5.4, M-10.3)."""
        return pw.explain_ability(action)

    def describe(self, view, target) -> str:
        if target is None:
            return ""
        if target[0] == "space":
            return pw.describe_space(view, target[1], target[2])
        if target[0] == "minion":
            return pw.describe_minion(view, target[1])
        if target[0] == "legend":
            return ""       # the legend itself opens over the table
        if target[0] == "exit":
            return render(T("An exit of the {room}: a mouse beside it may explore through it once no minion is in the "
                            "room", room=pw.room_name(view, target[1])))
        return pw.describe_panel(view, target)

    def prompt(self, view, pending) -> str:
        """The rules' question, and on a mouse's turn what can be clicked on the board."""
        text = pending.prompt
        if view is None or view.get("decision") or pending.kind != "mouse_turn":
            return text
        kinds = {a[0] for a in pending.options}
        ways = [w for k, w in (("step", N_("walk on a lit space")), ("climb", N_("climb out onto a lit space")),
                               ("melee", N_("attack a ringed minion")), ("ranged", N_("shoot a ringed minion")),
                               ("explore", N_("explore through a lit exit"))) if k in kinds]
        if "melee" in kinds and "ranged" in kinds:
            ways.remove("shoot a ringed minion")
        if not ways:
            return text
        either = lists.ored(ways)
        return render(T("{prompt}. You may {ways}", prompt=text, ways=either))

    def seat_title(self, view, seat: int) -> str:
        """The player's name or 'Player 2' (in the screen's language), never the seat's heroes: one person running
        every mouse is named too ('Ann decides'), not 'Everyone', which tells a solo player of a crowd."""
        if view is None:
            return ""
        session = getattr(self.shell, "session", None)
        names = ((session.config if session is not None else None) or {}).get("names") or []
        name = names[seat].strip() if seat < len(names) and isinstance(names[seat], str) else ""
        # a default name kept in English ('Player 1') reads in the screen's language
        return render(name or DEFAULT_NAMES[0].format(n=seat + 1))    # 'Player 2' as the setup names it: 玩家 2

    def caption_area(self):
        """The strip along the table's foot that the rooms are framed above: the step captions go there."""
        return self.caption_rect

    def banner_area(self):
        """The turn banner and the step captions go over the table, not the hero cards (which they would hide)."""
        return self.table_rect

    def results_notes(self, view):
        """The achievements earned in the chapter (M-21), under the results' score."""
        earned = pw.achievement_lines(view)
        return [_("Achievements earned")] + earned if earned else []

    def status_text(self, view) -> str:
        return _("Round {round}").format(round=view['round'])

    def turn_banner(self, view):
        if view.get("result") is not None or view.get("turn") is None:
            return None
        hero = view["turn"]["hero"]
        owner = self.names().get(hero)
        sub = T("{player} plays", player=owner) if owner else \
            T("round {round}, page {page} of {end}", round=view['round'], page=view['hourglass'], end=view['end_marker'])
        return (T("{hero}'s turn", hero=st.hero_name(hero)), sub, pw.hero_rgb(hero))

    def help_pages(self):
        return list(HELP)

    def help_index(self, view, pending) -> int:
        return 0 if view is None or view.get("turn") else 3

    def steps(self, view, events, start):
        return play_steps.minion_steps(view, events, start)

    def dice_in(self, event):
        data = event.data or {}
        if event.kind == "turn_begins" and data.get("die") in DIE_FACES and isinstance(data.get("hero"), str):
            # the movement die (M-5.1): its face, and the movement number in its corner on a badge
            face = data["die"]
            return (face,), T("{hero}'s movement die", hero=st.hero_name(data["hero"])), [str(dice.movement(face))]
        faces = data.get("faces")     # every roll of the action die names its faces
        if faces and all(isinstance(f, int) and f in DIE_FACES for f in faces):
            return tuple(faces), re.split("[:：]", str(event.text))[0]
        return None

    def dice_faces(self, caption):
        return DIE_FACES

    # ---- choices ----------------------------------------------------------------------------------
    def preferred(self, view, legal):
        """Only where an answer is owed (a tie to settle, where to come in): the hint's answer. A mouse's turn
        pre-selects nothing (every step spends movement, every action is the turn's one)."""
        if view is None or not view.get("decision"):
            return None
        from rulesets.mice_and_mystics.bots import decide
        return decide(view, legal)

    def advise(self, view, seat: int):
        from rulesets.mice_and_mystics.bots import advise
        legal = list(getattr(self.shell, "legal", None) or [])
        return advise(view, legal)

    def route(self, view, target):
        """A click on a space further than one step: the cheapest walk there, step by step (M-6.1)."""
        who = pw.mover(view)
        if target and target[0] == "space" and who is not None and who[1][0] == target[1]:
            return pw.route_to(view, target[2])
        return []

    def folded(self, view, buttons):
        """Abilities and free actions (share, equip, level up, lay a team item) behind one button when there are
        more than two of them, so the turn's own choices (search, scurry, end the turn) stay on top; one click away
        (M-5.4, M-10, M-18)."""
        free = [a for a in buttons if a[0] in FREE_ACTIONS]
        if len(free) > 2:
            return (N_("Abilities and free actions…"), free)
        return None

    def click_action(self, view, target, actions):
        melee = [a for a in actions if a[0] == "melee"]
        return melee[0] if target and target[0] == "minion" and melee else None

    # ---- drawing ------------------------------------------------------------------------------------
    def shown_view(self, view):
        """The view as the log shown so far tells it: while the minions' steps are paced, a figure whose move is
        not told yet is drawn where it stood (a copy; the game is not touched)."""
        pacer = getattr(self.shell, "pacer", None)
        held = pacer.held_from() if pacer is not None else None
        if held is None or view is None:
            return view
        moves = [e for e in self.shell.session.log[held:] if e.kind == "minion_moves" and "from_space" in (e.data or {})]
        if not moves:
            return view
        minions = [dict(m) for m in view["minions"]]
        for e in reversed(moves):
            mn = next((m for m in minions if m["label"] == e.data.get("minion")), None)
            if mn is not None:
                mn["place"] = [mn["place"][0], e.data["from_space"]]
        return dict(view, minions=minions)

    def draw(self, surface, view, highlights) -> None:
        self._view = view
        view = self.shown_view(view)
        if view is None:
            pygame.draw.rect(surface, play_draw.TABLE_RGB, self.rect)
            return
        for gap in self._gaps():
            surface.fill(play_draw.TABLE_RGB, gap)
        pfs = self.placed(view)
        self._prepare(pfs)
        self._fit(pfs, view)
        self._draw_table(surface, view, pfs, highlights)
        self._draw_panels(surface, self._view)
        if ("legend",) in highlights:       # the mouse is on the key tab: what the marks on the tiles mean
            legend.draw_key_open(surface, self.table_rect, self.s)

    def _gaps(self) -> list:
        """The strips of the rect between the top strip, the hero cards and the table (each drawn opaque)."""
        r, top, cards, table = self.rect, self.top_rect, self.cards_rect, self.table_rect
        return [g for g in (pygame.Rect(r.x, top.bottom, r.w, cards.y - top.bottom),
                            pygame.Rect(cards.right, cards.y, table.x - cards.right, r.bottom - cards.y),
                            pygame.Rect(r.x, cards.bottom, cards.w, r.bottom - cards.bottom),
                            pygame.Rect(table.right, table.y, r.right - table.right, r.bottom - table.y),
                            pygame.Rect(table.x, table.bottom, table.w, r.bottom - table.bottom))
                if g.w > 0 and g.h > 0]

    def _draw_panels(self, surface, view) -> None:
        """The top strip and the hero cards, each on a layer of its own, drawn again only when what it shows (or
        the size) changes: a mouse's step changes neither the initiative track nor any hero card."""
        size = (self.rect.size, self.rect.topleft, self.s)
        names = self.names()
        # the cards' column is keyed by what its cards say (a step inside a room changes none of them), not by
        # the mice's places
        cards = (tuple(pw.hero_cards(view, names)), tuple(pw.achievements_earned(view)))
        parts = (("top", self.top_rect, self._draw_top, (size, self._top_content(view)), None),
                 ("cards", self.cards_rect, self._draw_cards, (size, view["chapter"], cards), cards))
        for part, rect, draw_part, content, made in parts:
            kept = self._panels.get(part)
            if kept is None or kept[0] != content:
                layer = kept[1] if kept is not None and kept[1].get_size() == rect.size else pygame.Surface(rect.size)
                fonts.forget(layer)
                layer.fill((22, 20, 18))
                draw_part(layer, view, pygame.Rect((0, 0), rect.size), *(made or ()))
                kept = self._panels[part] = (content, layer, self._panel_marks(part, rect))
            fonts.compose(surface, kept[1], rect.topleft)
        self.track_rects, self.wheel_rect, self.page_rect, self.key_rect = self._panels["top"][2]
        self.card_rects = self._panels["cards"][2]

    def _panel_marks(self, part, rect):
        """What a part noted for hover words while drawn on its layer, moved to the screen."""
        if part == "top":
            return ([r.move(rect.topleft) for r in self.track_rects], self.wheel_rect.move(rect.topleft),
                    self.page_rect.move(rect.topleft), self.key_rect.move(rect.topleft))
        return [(hero, r.move(rect.topleft)) for hero, r in self.card_rects]

    @staticmethod
    def _top_content(view) -> tuple:
        return (repr(view["initiative"]), view["current"], view["round"], view["hourglass"], view["end_marker"],
                view["cheese_wheel"])

    def _draw_table(self, surface, view, pfs, marks) -> None:
        cam = self.camera
        clip = surface.get_clip()
        surface.set_clip(self.table_rect.clip(clip) if clip else self.table_rect)
        # a room is veiled until explored, but not while the mice are in it or a question is about it (landing)
        lit = set(view["visited_faces"]) | {pfs[i].face.id for i in self._focus_tiles(view) if i < len(pfs)}
        key = (cam.version, tuple(cam.offset), cam.zoom, self._pfs_key, tuple(sorted(lit)), surface.get_size())
        if key != self._layer_key:
            self._layer_key = key
            self._names = play_draw.TableNames()
            self._layer = play_draw.tiles_layer(pfs, lit, cam.to_screen, cam.zoom,
                                                self.table_rect, self._tile_pictures, self._layer, self._names,
                                                self._picture_keep)
        fonts.compose(surface, self._layer, self.table_rect.topleft)
        play_draw.draw_traps(surface, view, pfs, cam.to_screen, cam.zoom)
        reach = pw.reach_costs(view)
        who = pw.mover(view)
        if reach and who is not None:
            sids = tuple(sorted(s for s in reach if s != who[1][1]))
            self._reach.blit(surface, self.table_rect, (key, who[1][0], sids), lambda layer, shift: play_draw.paint_reach(
                layer, pfs[who[1][0]], sids, lambda p: shift(cam.to_screen(p)), play_draw.REACH_RGB))
        hovered = next((t for t, m in marks.items() if m in ("hover", "look") and t[0] == "space"), None)
        if hovered is not None and hovered[1] < len(pfs):
            pf = pfs[hovered[1]]
            self._sight.blit(surface, self.table_rect, (key, hovered), lambda layer, shift: play_draw.paint_sight(
                layer, pf, hovered[2], pw.sight_from(pf.face, hovered[2]), lambda p: shift(cam.to_screen(p)), cam.zoom))
        width = max(2, int(0.9 * cam.zoom))
        for target, mark in marks.items():
            rgb = play_draw.MARK_RGB.get(mark)
            if rgb is None or target[0] not in ("space", "exit") or target[1] >= len(pfs):   # a panel's part: no ring
                continue
            if target[0] == "space" and target[2] in pfs[target[1]].spaces:
                play_draw.mark_space(surface, [cam.to_screen(p) for p in pfs[target[1]].spaces[target[2]]], mark,
                                     width)
            elif target[0] == "exit":
                play_draw.mark_exit(surface, *play_draw.exit_segment(pfs[target[1]], target[2], cam.to_screen),
                                    mark, width)
        spots = play_draw.figure_spots(view, pfs, cam.to_screen, cam.zoom)
        play_draw.draw_figures(surface, view, spots, marks)
        self._names.draw(surface, [pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r) for c, r in spots.values()],
                         cam.zoom, self.table_rect)
        surface.set_clip(clip)

    def _draw_top(self, surface, view, r) -> None:
        self.track_rects, self.wheel_rect, self.page_rect, self.key_rect = panel_draw.draw_top(surface, view, r, self.s)

    def _draw_cards(self, surface, view, r, cards=None, earned=None) -> None:
        s = self.s
        cards = pw.hero_cards(view, self.names()) if cards is None else cards
        y = r.y
        self.card_rects = []
        gap = int(4 * s)
        size = max(12, int(13 * s))
        earned = pw.achievements_earned(view) if earned is None else earned
        titles_h = (len(earned) + 1) * (size + 4) + 2 * gap if earned else 0
        # whole cards when the column holds them all (and the achievements' names), else compact ones (stats,
        # health, conditions)
        compact = sum(card_height(c, r.w, s) + gap for c in cards) > r.h - titles_h
        for mouse, card in zip(view["mice"], cards):
            h = card_height(card, r.w, s, compact)
            if y + h > r.bottom:
                break
            self.card_rects.append((mouse["hero"], self._hero_card(surface, pygame.Rect(r.x, y, r.w, h), card,
                                                                   compact, mouse["hero"])))
            y += h + gap
        if earned and y + 2 * (size + 4) < r.bottom:
            y = self._draw_achievements(surface, pygame.Rect(r.x, y, r.w, r.bottom - y), earned, size)
        chapter = story.chapter(view["chapter"])
        if y + int(40 * s) < r.bottom:
            size = max(12, int(13 * s))
            lines = fonts.wrap(T("Goal: {objective}", objective=chapter.objective), size, r.w - 8)
            for line in lines:
                if y + size + 4 > r.bottom:
                    break
                fonts.blit_text(surface, line, (r.x + 4, y + 4), size, theme.TEXT_DIM)
                y += size + 4

    def _hero_card(self, surface, rect, card, compact, hero) -> pygame.Rect:
        """One hero card from a layer of its own, drawn again only when that card changes (a mouse's step changes
        one card, not four)."""
        key = (card, rect.size, compact, self.s)
        kept = self._card_layers.get(hero)
        if kept is None or kept[0] != key:
            layer = kept[1] if kept is not None and kept[1].get_size() == rect.size else pygame.Surface(rect.size)
            fonts.forget(layer)
            layer.fill((22, 20, 18))
            draw_hero_card(layer, pygame.Rect((0, 0), rect.size), card, self.s, compact)
            kept = self._card_layers[hero] = (key, layer)
        fonts.compose(surface, kept[1], rect.topleft)
        return rect

    def _draw_achievements(self, surface, room, earned, size) -> int:
        box = panel_draw.draw_achievements(surface, room, earned, size)
        self.card_rects.append(("achievements", box))
        return box.bottom + int(4 * self.s)

    # ---- input ---------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        return self.camera.handle_event(event)     # wheel zooms, right or middle drag pans
