"""The main menu: the registry's games (Preview, Play), the unfinished games to resume or delete, Load, the finished games
to replay or delete, the campaigns to continue, start or delete, and Quit."""
from __future__ import annotations

import os
from dataclasses import dataclass

import pygame

from engine import i18n
from engine.i18n import N_, T, Tn
from engine.i18n.choice import choose, next_language
from engine.number_words import count_words
from engine.play import ui_size
from engine.play.confirm import ConfirmScene
from engine.play.finished_overlay import FinishedScene, fit
from engine.play.resume_lines import ResumeLine, resume_line
from engine.rules import campaigns, saves
from engine.rules.api import IllegalAction
from engine.rules.session import GameSession
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip
from engine.userdata import data_dir

NOT_PLAYABLE = N_("not yet playable")
FOOT = N_("Tab or arrows, then Enter, to choose · Esc quits · F1 in a game shows the rules of the current phase")


def language_label() -> str:
    """The language in force, named in its own words ('🌐' is not in the fonts: a plain name reads anywhere)."""
    return dict(i18n.LANGUAGES)[i18n.language()]


def resumable_games(known_ids=None) -> list[saves.Resumable]:
    """The autosaved games, newest first, damaged ones included; never raises (the menu must start)."""
    try:
        found = saves.list_resumable()
    except Exception:  # list_resumable never raises; this is the menu's own guard, not a path taken
        return []
    return [r for r in found if known_ids is None or r.game in known_ids or r.damaged]


@dataclass
class GameRow:
    title: str
    preview: Button | None     # None for a game with no board preview
    play: Button
    extra: Button | None = None   # a game's own reading room (Betrayal's haunt browser), left of Preview


@dataclass
class ResumeRow:
    entry: saves.Resumable
    line: ResumeLine
    resume: Button
    delete: Button


class MenuScene(Scene):
    """`games`: the registry's entries (id, title, playable, rules(), load_preview(), load_play()),
    handed in by cli. A game's play module offers make_play(...) and board_scene(session)."""

    def __init__(self, games):
        super().__init__()
        self.games = tuple(games)
        self.by_id = {g.id: g for g in self.games}
        self.size = (1280, 800)
        self.rows: list[GameRow] = []
        self.resume_rows: list[ResumeRow] = []
        self.first_shown = 0       # the first unfinished game on screen (older ones are a page away)
        self.shown = 0
        self.tooltip = Tooltip()
        self.message = ""
        self._infos: dict = {}
        self._worded: set = set()     # games whose YAML names were added to the translations (_words)
        self.load_button = Button(N_("Load a saved game…"), self.open_load,
                                  tooltip=N_("Games you saved with Save in a game"))
        self.finished_button = Button(N_("Finished games…"), self.open_finished,
                                      tooltip=N_("Games played to the end, kept for their replay until you delete them"))
        self.campaigns_button = Button(N_("Campaigns…"), self.open_campaigns,
                                       tooltip=N_("Chapters played in order, carrying what the heroes keep"))
        self.language_button = Button(language_label(), self.switch_language,
                                      tooltip=N_("Language: click for the next one (remembered for the next time)"))
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons
        self.size_button = Button(ui_size.size_label(), self.switch_size,
                                  tooltip=N_("UI size: click for the next one, 100 % to 200 % (remembered for the next "
                                             "time)"))
        self.newer = Button(N_("▲ Newer"), lambda: self.page(-1))
        self.older = Button(N_("▼ Older"), lambda: self.page(1))
        self._build()

    # ----- content ---------------------------------------------------------------------------------------

    def _words(self, game_id: str) -> None:
        """The YAML names a save of that game may name in its summary (a haunt's title), added to the
        translations once, so the lists word them in the language of the table."""
        if game_id in self._worded:
            return
        self._worded.add(game_id)
        load = getattr(self.by_id.get(game_id), "load_words", None)
        if load is not None:
            try:
                load()
            except Exception:  # the words are a nicety: a line in English is better than no menu
                pass

    def _info(self, game_id: str):
        """The GameInfo of a playable game (its rules imported once), or None if they do not load."""
        self._words(game_id)
        if game_id not in self._infos:
            entry = self.by_id.get(game_id)
            try:
                rules = entry.rules() if entry is not None else None
                self._infos[game_id] = getattr(rules, "INFO", None)
            except Exception:  # broken rules: the line is shown without setting labels
                self._infos[game_id] = None
        return self._infos[game_id]

    def _build(self):
        self.rows = []
        for entry in self.games:
            game, title, playable = entry.id, entry.title, entry.playable
            preview = None if getattr(entry, "load_preview", None) is None else Button(
                N_("Preview"), lambda g=game: self.open_preview(g), tooltip=T("See and compose {game} layouts", game=title))
            play = Button(N_("Play") if playable else T("Play — {why}", why=NOT_PLAYABLE), lambda g=game: self.open_play(g),
                          enabled=playable, tooltip=N_("New game") if playable else T("{game} is {why}", game=title, why=NOT_PLAYABLE))
            extra = None
            found = getattr(entry, "extra", None)
            if found:   # (label, tooltip, make_scene) from the registry
                label, tip, make = found
                extra = Button(label, lambda make=make, t=title: self.open_extra(make, t), tooltip=tip)
            self.rows.append(GameRow(title, preview, play, extra))
        self.resume_rows = []
        for entry in resumable_games():
            game = self.by_id.get(entry.game)
            known = game is not None and game.playable
            info = self._info(entry.game) if known and not entry.damaged else None
            line = resume_line(entry, game.title if known else None, info)
            can = not line.problem
            resume = Button(N_("Resume"), lambda e=entry: self.resume_game(e), enabled=can,
                            tooltip=N_("Continue this game where it was left") if can else T("Cannot resume: {why}", why=line.problem))
            delete = Button(N_("Delete"), lambda e=entry, t=line.title: self.ask_delete(e, t),
                            enabled=not entry.in_use,
                            tooltip=N_("Delete this autosave") if not entry.in_use else N_("Open in another Lantern window"))
            self.resume_rows.append(ResumeRow(entry, line, resume, delete))
        self.first_shown = max(0, min(self.first_shown, len(self.resume_rows) - 1))

    def buttons(self):
        for row in self.rows:
            if row.extra is not None:
                yield row.extra
            if row.preview is not None:
                yield row.preview
            yield row.play
        for row in self.visible_resume_rows():
            yield row.resume
            yield row.delete
        if self.first_shown > 0:
            yield self.newer
        if self.first_shown + self.shown < len(self.resume_rows):
            yield self.older
        yield self.load_button
        yield self.finished_button
        yield self.campaigns_button
        yield self.language_button
        yield self.size_button

    def visible_resume_rows(self) -> list[ResumeRow]:
        return self.resume_rows[self.first_shown:self.first_shown + self.shown]

    def page(self, direction: int):
        step = max(1, self.shown)
        self.first_shown = max(0, min(self.first_shown + direction * step, len(self.resume_rows) - 1))
        self.on_resize(self.size)

    def switch_language(self):
        """The next language, at once (every text is worded when drawn) and remembered in the user's settings."""
        choose(next_language())
        self.language_button.text = language_label()
        self.resume()

    def switch_size(self):
        """The next UI size, at once: the menu lays itself out again (every other scene when it is shown)."""
        ui_size.choose(ui_size.next_size())
        self.size_button.text = ui_size.size_label(getattr(self, "size", None))
        self.resume()

    def pause(self):
        # a game or an overlay now covers the menu: no button below it stays lit or keeps its tooltip showing
        self._forget_hover()

    def resume(self):
        # coming back from a game or a question: unfinished games may have appeared or gone, and the mouse has
        # moved on since (no motion event says so), so nothing is lit until it moves again
        self._build()
        self.on_resize(self.size)
        self._forget_hover()

    def _forget_hover(self) -> None:
        for b in self.buttons():
            b.hover = False
        self.tooltip.text = ""

    def subtitle(self) -> str:
        """'four board games around one laptop', counted from the registry, never written in."""
        n = len(self.games)
        return Tn("{words} board game around one laptop", "{words} board games around one laptop", n,
                  words=count_words(n, "board game").split(" ")[0])

    # ----- layout ----------------------------------------------------------------------------------------

    def on_resize(self, size):
        self.size = size
        w, h = size
        s = self.s = theme.ui_scale(size)
        self.size_button.text = ui_size.size_label(size)     # says so when this window caps the setting
        self.col_w = min(int(w * 0.88), int(1000 * s))
        self.col_x = (w - self.col_w) // 2
        right = self.col_x + self.col_w - int(12 * s)
        self.row_h, gap, bh = int(56 * s), int(10 * s), int(38 * s)
        self.games_top = int(h * 0.21)
        for i, row in enumerate(self.rows):
            y = self.games_top + i * (self.row_h + gap)
            play_w = int(240 * s)  # one width for every row keeps the Preview buttons in a column
            row.play.rect = pygame.Rect(right - play_w, y + (self.row_h - bh) // 2, play_w, bh)
            row.play.size = max(12, int(17 * s))
            if row.preview is not None:
                row.preview.rect = pygame.Rect(row.play.rect.x - int(126 * s), row.play.rect.y, int(116 * s), bh)
                row.preview.size = row.play.size
            if row.extra is not None:
                first = row.preview.rect if row.preview is not None else row.play.rect
                row.extra.rect = pygame.Rect(first.x - int(126 * s), first.y, int(116 * s), bh)
                row.extra.size = row.play.size
        self.resume_top = self.games_top + len(self.rows) * (self.row_h + gap) + int(10 * s)
        self.line_h, self.line_gap = int(50 * s), int(6 * s)
        self.lines_top = self.resume_top + int(30 * s)
        bottom = (self.load_button, self.finished_button, self.campaigns_button)
        bw, bgap = int(250 * s), int(12 * s)
        left = (w - len(bottom) * bw - (len(bottom) - 1) * bgap) // 2
        for i, b in enumerate(bottom):
            b.rect = pygame.Rect(left + i * (bw + bgap), h - int(46 * s) - bh, bw, bh)
        room = self.load_button.rect.top - int(10 * s) - self.lines_top
        self.shown = max(1, room // (self.line_h + self.line_gap))
        for b in (self.load_button, self.finished_button, self.campaigns_button, self.newer, self.older):
            b.size = max(12, int(16 * s))
        self.language_button.rect = pygame.Rect(w - int(150 * s), int(14 * s), int(136 * s), int(32 * s))
        self.language_button.size = max(12, int(15 * s))
        self.size_button.size = self.language_button.size
        # as wide as its words: a capped size says what fits ('UI size 200% (118% fits this window)')
        size_w = max(int(136 * s), fonts.font(self.size_button.size).size(i18n.render(self.size_button.text))[0]
                     + int(20 * s))
        self.size_button.rect = pygame.Rect(self.language_button.rect.x - int(10 * s) - size_w,
                                            self.language_button.rect.y, size_w, self.language_button.rect.h)
        if size_w > int(136 * s):   # the longer words go under the language, clear of the centred title
            self.size_button.rect.topright = (self.language_button.rect.right,
                                              self.language_button.rect.bottom + int(6 * s))
        small_w, small_h = int(104 * s), int(26 * s)
        self.older.rect = pygame.Rect(right - small_w, self.resume_top, small_w, small_h)
        self.newer.rect = self.older.rect.move(-small_w - int(8 * s), 0)
        self.newer.size = self.older.size = max(12, int(14 * s))
        for i, row in enumerate(self.visible_resume_rows()):
            y = self.lines_top + i * (self.line_h + self.line_gap)
            rbh = int(32 * s)
            row.delete.rect = pygame.Rect(right - int(96 * s), y + (self.line_h - rbh) // 2, int(96 * s), rbh)
            row.resume.rect = pygame.Rect(row.delete.rect.x - int(118 * s), row.delete.rect.y, int(110 * s), rbh)
            for b in (row.resume, row.delete):
                b.size = max(12, int(16 * s))

    # ----- actions ---------------------------------------------------------------------------------------

    def open_preview(self, game):
        try:
            scene = self.by_id[game].load_preview().make_preview(seed=None, layout=None)
        except Exception as exc:  # a broken data file must not take the menu down
            self.message = T("Cannot open the {game} preview: {error}", game=self.by_id[game].title, error=str(exc))
            return
        self.app.push(scene)

    def open_extra(self, make, title):
        try:
            scene = make()
        except Exception as exc:  # a broken data file must not take the menu down
            self.message = T("Cannot open that page of {game}: {error}", game=title, error=str(exc))
            return
        self.app.push(scene)

    def open_play(self, game):
        entry = self.by_id[game]
        if not entry.playable:
            self.message = T("{game} is {why}", game=entry.title, why=NOT_PLAYABLE)
            return
        try:
            scene = entry.load_play().make_play(players=None, seed=None, variant=None)
        except Exception as exc:
            self.message = T("Cannot start {game}: {error}", game=entry.title, error=str(exc))
            return
        self.app.push(scene)

    def _open_session(self, game, session):
        """The game's board scene for a loaded or resumed session."""
        play = game.load_play()
        make = getattr(play, "board_scene", None)
        if make is None:
            self.message = T("{game} cannot be resumed from the menu yet", game=game.title)
            return
        self.app.push(make(session))

    def resume_game(self, entry: saves.Resumable):
        game = self.by_id.get(entry.game)
        if game is None or not game.playable:
            self.message = N_("This Lantern cannot play that game")
            return
        try:
            session = saves.resume(entry.path, game.rules())
            self._open_session(game, session)
        except saves.SaveError as exc:
            self.message = T("Could not resume {game}: {error}", game=game.title, error=exc.reason)
            self.resume()
        except Exception as exc:  # a ruleset or scene failure must not take the menu down
            self.message = T("Could not resume {game}: {error}", game=game.title, error=str(exc))

    def ask_delete(self, entry: saves.Resumable, title: str):
        question = N_("Delete this damaged autosave?") if entry.damaged else N_("Delete this unfinished game?")
        self.app.push(ConfirmScene(question, lambda: self.delete(entry), yes=N_("Delete"), no=N_("Keep"), note=title))

    def delete(self, entry: saves.Resumable):
        problem = saves.delete_resumable(entry)
        self.message = problem
        self.resume()

    def saves_dir(self) -> str:
        return os.path.join(data_dir(), "saves")

    def open_load(self):
        from engine.play.saves_overlay import LoadScene
        try:   # every game's saves (the menu belongs to no one game), each named with its game
            self.app.push(LoadScene(self.saves_dir(), self.load_path, prefix="", label_of=self.save_title))
        except Exception as exc:  # the overlay is another module's; its failure must not end the menu
            self.message = T("Cannot list the saved games: {error}", error=str(exc))

    def save_title(self, path: str) -> str:
        """Which game a save is (from its file name), how far, its players and when: saves_overlay.save_words."""
        from engine.play.saves_overlay import save_words
        name = os.path.basename(path)
        game = next((g for gid, g in sorted(self.by_id.items(), key=lambda kv: -len(kv[0]))
                     if name.startswith(gid + "-")), None)
        if game is not None:
            self._words(game.id)
        return save_words(path, game.title if game is not None else "")

    def load_path(self, path: str):
        try:
            game_id = saves.read_document(path)["ruleset"]
            game = self.by_id.get(game_id)
            if game is None or not game.playable:
                self.message = N_("This Lantern cannot play the game in that save")
                return
            session = saves.load(path, game.rules(), autosave=saves.Autosaver(game.id))
            self._open_session(game, session)
        except saves.SaveError as exc:
            self.message = T("Could not load {file}: {error}", file=os.path.basename(path), error=exc.reason)
        except Exception as exc:
            self.message = T("Could not load {file}: {error}", file=os.path.basename(path), error=str(exc))

    def open_finished(self):
        def title_of(game_id):
            game = self.by_id.get(game_id)
            return game.title if game is not None and game.playable else None
        try:
            self.app.push(FinishedScene(title_of, self._info, self.replay_finished))
        except Exception as exc:  # the overlay's failure must not end the menu
            self.message = T("Cannot list the finished games: {error}", error=str(exc))

    def replay_finished(self, entry):
        """A finished game in its board scene (the final position, every secret shown) with its replay on top;
        the replay's Close leaves the results screen, whose Menu comes back here."""
        game = self.by_id.get(entry.game)
        if game is None or not game.playable:
            self.message = N_("This Lantern cannot play that game")
            return
        try:
            session = saves.load(entry.path, game.rules(), autosave=None)
            play = game.load_play()
            scene = play.board_scene(session)
        except saves.SaveError as exc:
            self.message = T("Could not replay {game}: {error}", game=game.title, error=exc.reason)
            return
        except Exception as exc:  # a ruleset or scene failure must not take the menu down
            self.message = T("Could not replay {game}: {error}", game=game.title, error=str(exc))
            return
        self.app.push(scene)
        scene.replay()

    def open_campaigns(self):
        from engine.play.campaigns_overlay import CampaignsScene

        def title_of(game_id):
            game = self.by_id.get(game_id)
            return game.title if game is not None and game.playable else None
        try:
            offered = [(g.id, g.title, self._info(g.id)) for g in self.games
                       if g.playable and campaigns.offers_campaigns(g.rules())]
            self.app.push(CampaignsScene(title_of, self._info, offered, self.continue_campaign, self.new_campaign))
        except Exception as exc:  # the overlay's failure must not end the menu
            self.message = T("Cannot list the campaigns: {error}", error=str(exc))

    def new_campaign(self, game_id: str, players: int):
        game = self.by_id[game_id]
        try:
            made = campaigns.new_campaign(game.rules(), players)
        except campaigns.CampaignError as exc:
            self.message = T("Could not start the campaign: {error}", error=exc.reason)
            return
        self.continue_campaign(campaigns.CampaignEntry(made.path, game_id, made))

    def continue_campaign(self, entry):
        """The campaign's chapter in play (resumed), else its next chapter as a new game in a slot of its own;
        after a won chapter whose carry the players choose (a "may" of the rules), their choice first."""
        game = self.by_id.get(entry.game)
        if game is None or not game.playable or entry.campaign is None:
            self.message = N_("This Lantern cannot continue that campaign")
            return

        from engine.play.campaigns_overlay import chapter_words
        from engine.play.carry_choices import CarryChoicesScene

        def go():
            rules = game.rules()
            campaign = campaigns.read(entry.path)
            ended = campaigns.ended_chapter(rules, campaign)
            if ended is None or not ended.choices:
                self._play_chapter(game, rules, campaigns.settle(rules, campaign))
                return

            def carried(chosen):
                self._campaign_step(lambda: self._play_chapter(game, rules, campaigns.record(
                    rules, campaign, ended.state, ended.result, ended.game, chosen)))
            note = getattr(rules, "campaign_carry_note", "")
            self.app.push(CarryChoicesScene(ended.choices, carried, note=note if isinstance(note, str) else "",
                                            heading=T("{chapter} is won", chapter=chapter_words(self._info(game.id), campaign.next_chapter))))
        self._campaign_step(go)

    def _campaign_step(self, step) -> None:
        """Run a step of continuing a campaign; a failure is said on the menu's message line, in words."""
        try:
            step()
        except (campaigns.CampaignError, saves.SaveError, IllegalAction) as exc:
            self.message = T("Could not continue the campaign: {error}", error=exc.reason)
        except Exception as exc:  # a ruleset or scene failure must not take the menu down
            self.message = T("Could not continue the campaign: {error}", error=str(exc))

    def _play_chapter(self, game, rules, campaign) -> None:
        """The campaign's chapter in play (resumed), else its next chapter as a new game in a slot of its own."""
        if campaign.finished:
            self.message = T("Every chapter of this {game} campaign is won", game=game.title)
            return
        slot = campaigns.unfinished_game(campaign)
        if slot is not None:
            session = saves.resume(slot, rules)
        else:
            saver = saves.Autosaver(game.id)
            session = GameSession(rules, campaigns.chapter_config(rules, campaign),
                                  int.from_bytes(os.urandom(6), "big"), autosave=saver)
            campaigns.started(campaign, saver.path)
        self._open_session(game, session)
        scene = self.app.stack.top
        if getattr(scene, "session", None) is session:
            # the results' first button goes on with the campaign (the next chapter, or this one again after a
            # loss), not to a new game outside it
            scene.new_game_words = N_("Go on with the campaign")
            scene.on_new_game = lambda: self._go_on(scene, game.id, campaign.path)

    def _go_on(self, scene, game_id: str, path: str) -> None:
        """From a campaign chapter's results: leave its board and continue the campaign."""
        if self.app.stack.top is scene:
            self.app.pop()
        try:
            entry = campaigns.CampaignEntry(path, game_id, campaigns.read(path))
        except campaigns.CampaignError as exc:
            self.message = T("Could not continue the campaign: {error}", error=exc.reason)
            return
        self.continue_campaign(entry)

    def ask_quit(self):
        self.app.push(ConfirmScene(N_("Quit Lantern?"), self.app.quit, yes=N_("Quit"), no=N_("Stay"),
                                   note=N_("Unfinished games are autosaved.")))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()
            return True
        if self.keys.handle_screen(event, list(self.buttons())):
            return True
        for b in list(self.buttons()):
            if b.handle_event(event):
                return True
        return False

    # ----- drawing ---------------------------------------------------------------------------------------

    def draw(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.BG)
        for k in range(14):  # concentric rings, each a little warmer, read as a soft gradient
            t = (k + 1) / 14 * 0.16
            col = [int(b + (a - b) * t) for a, b in zip(theme.ACCENT, theme.BG)]
            pygame.draw.circle(surface, col, (w // 2, int(h * 0.09)), int((260 - k * 15) * s))
        fonts.blit_text(surface, N_("Lantern"), (w // 2, int(h * 0.085)), int(56 * s), theme.ACCENT, bold=True,
                        anchor="center", shadow=theme.SHADOW)
        fonts.blit_text(surface, self.subtitle(), (w // 2, int(h * 0.155)), int(19 * s),
                        theme.TEXT_DIM, anchor="center")
        for i, row in enumerate(self.rows):
            r = pygame.Rect(self.col_x, row.play.rect.centery - self.row_h // 2, self.col_w, self.row_h)
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=10)
            left = min(b.rect.x for b in (row.extra, row.preview, row.play) if b is not None)
            title = fit(row.title, int(21 * s), left - r.x - int(30 * s), bold=True)
            fonts.blit_text(surface, title, (r.x + int(20 * s), r.centery), int(21 * s), theme.TEXT,
                            bold=True, anchor="midleft")
        self._draw_resumables(surface, s)
        for b in self.buttons():
            b.draw(surface)
        foot = self.message or FOOT
        foot_px = max(12, int(15 * s))
        fonts.blit_text(surface, fit(foot, foot_px, w - 20), (w // 2, h - int(20 * s)), foot_px,
                        theme.DANGER if self.message else theme.TEXT_DIM, anchor="center")
        self.keys.draw_screen(surface, list(self.buttons()), scale=s)
        self.tooltip.text = next((b.tooltip for b in self.buttons() if b.hover and b.tooltip), "")
        self.tooltip.draw(surface, pygame.mouse.get_pos())

    def _draw_resumables(self, surface, s):
        if not self.resume_rows:
            return
        count = len(self.resume_rows)
        heading = N_("Unfinished game") if count == 1 else T("Unfinished games ({n})", n=count)
        fonts.blit_text(surface, heading, (self.col_x + int(4 * s), self.resume_top + int(13 * s)), int(17 * s),
                        theme.ACCENT, bold=True, anchor="midleft")
        small = max(12, int(14 * s))     # the smallest text Lantern draws is 12 px
        for row in self.visible_resume_rows():
            r = pygame.Rect(self.col_x, row.delete.rect.centery - self.line_h // 2, self.col_w, self.line_h)
            damaged = bool(row.entry.damaged or row.line.problem)
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
            pygame.draw.rect(surface, theme.DANGER if damaged else theme.PANEL_EDGE, r, 1, border_radius=8)
            room = row.resume.rect.x - r.x - int(26 * s)
            x = r.x + int(16 * s)
            when_w = fonts.font(small).size(row.line.when)[0] if row.line.when else 0
            title = fit(row.line.title, int(17 * s), room - when_w - small, bold=True)
            drawn = fonts.blit_text(surface, title, (x, r.y + int(15 * s)), int(17 * s), theme.TEXT, bold=True,
                                    anchor="midleft")
            if row.line.when:
                fonts.blit_text(surface, row.line.when, (drawn.right + int(12 * s), r.y + int(15 * s)), small,
                                theme.TEXT_DIM, anchor="midleft")
            details = fit(row.line.details, small, room)
            fonts.blit_text(surface, details, (x, r.y + int(36 * s)), small,
                            theme.DANGER if damaged else theme.TEXT_DIM, anchor="midleft")
