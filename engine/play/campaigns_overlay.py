"""The menu's Campaigns list: every campaign kept, with Continue and Delete, and a new campaign of each game
that has chapters; a damaged campaign is listed with why, in words, and can only be deleted."""
from __future__ import annotations

from typing import Callable

import pygame

from engine import i18n
from engine.i18n import N_, T, Tn
from engine.i18n.lists import listed
from engine.play.confirm import ConfirmScene
from engine.play.finished_overlay import FinishedRow, FinishedScene, fit
from engine.play.resume_lines import ResumeLine, when_words
from engine.rules import campaigns
from engine.ui import fonts, theme
from engine.ui.widgets import Button


def chapter_words(info, chapter: str) -> str:
    """A chapter's title as the game's setup names it ('The Cook's Larder'), else its id in words."""
    for choice in getattr(info, "choices", ()) or ():
        if chapter in choice.values:
            return choice.label_of(chapter)
    return chapter.replace("_", " ")


def campaign_line(entry: campaigns.CampaignEntry, title: str | None, info=None, standing: str = "") -> ResumeLine:
    """The words of one campaign: game, chapter to play and how it stands (`standing`: "", "in play", "win",
    "loss", from campaigns.chapter_state), how many players, the chapters won so far."""
    c = entry.campaign
    name = T("{game} campaign", game=title) if title else N_("A campaign of a game this Lantern does not know")
    if c is None:
        return ResumeLine(name, T("Cannot be continued: {why}", why=entry.damaged), "", entry.damaged)
    when = T("played {when}", when=when_words(c.saved_at)) if c.saved_at else ""
    if title is None:
        return ResumeLine(name, N_("It cannot be continued here"), when, N_("no game of this Lantern plays it"))
    players = Tn("{n} player", "{n} players", c.players)
    won = [chapter_words(info, p["chapter"]) for p in c.played if p.get("result") == "win"]
    if c.finished:
        parts = [N_("Every chapter won"), players]
    else:
        now = T("Chapter {n} of {total}: {chapter}", n=c.chapter + 1, total=len(c.chapters),
                chapter=chapter_words(info, c.next_chapter))
        parts = [T(STANDING_WORDS[standing], chapter=now) if standing in STANDING_WORDS else now, players]
        if won:
            parts.append(T("won so far: {chapters}", chapters=listed(won)))
    return ResumeLine(name, " · ".join(i18n.render(part) for part in parts), when)


STANDING_WORDS = {"in play": N_("{chapter}, in play"), "win": N_("{chapter}, won: Continue plays the next chapter"),
                  "loss": N_("{chapter}, lost: Continue plays it again")}


class CampaignsScene(FinishedScene):
    """An overlay over the menu. `games`: (game id, title, info) of each game offering campaigns;
    `on_continue(entry)` plays the campaign's next chapter; `on_new(game id, players)` starts one."""
    heading = N_("Campaigns")
    empty_words = N_("No campaign yet: a new campaign plays the chapters in order, the mice carrying what they keep.")

    def __init__(self, title_of: Callable, info_of: Callable, games: list, on_continue: Callable,
                 on_new: Callable):
        self.games, self.on_continue, self.on_new = list(games), on_continue, on_new
        self.players = {game: info.default_players for game, _, info in self.games}
        self.new_buttons = []
        for game, title, info in self.games:
            count = Button("", lambda g=game: self.more_players(g), tooltip=N_("How many people play the campaign"))
            start = Button(T("New {game} campaign", game=title), lambda g=game: self.start(g),
                           tooltip=N_("Play the chapters in order from the first"))
            self.new_buttons.append((game, count, start))
        super().__init__(title_of, info_of, on_replay=on_continue)
        self._label_counts()

    def _build(self) -> None:
        self.rows = []
        for entry in campaigns.list_campaigns():
            title = self.title_of(entry.game)
            info = self.info_of(entry.game) if title is not None and entry.campaign is not None else None
            standing = campaigns.chapter_state(entry.campaign) if entry.campaign is not None else ""
            line = campaign_line(entry, title, info, standing)
            can = not line.problem and not entry.campaign.finished
            go = Button(N_("Continue"), lambda e=entry: self.replay(e), enabled=can,
                        tooltip=N_("Play the next chapter") if can else (T("Cannot continue: {why}", why=line.problem)
                                                                     if line.problem else N_("Every chapter is won")))
            delete = Button(N_("Delete"), lambda e=entry, t=line.title: self.ask_delete(e, t),
                            tooltip=N_("Delete this campaign (its chapters' games stay in the lists)"))
            self.rows.append(FinishedRow(entry, line, go, delete))   # `replay` holds Continue here
        self.first = max(0, min(self.first, len(self.rows) - 1))

    def _label_counts(self) -> None:
        for game, count, _ in self.new_buttons:
            n = self.players[game]
            count.text = Tn("{n} player", "{n} players", n)

    def more_players(self, game: str) -> None:
        info = next(i for g, _, i in self.games if g == game)
        n = self.players[game] + 1
        self.players[game] = n if n <= info.players_max else info.players_min
        self._label_counts()

    def start(self, game: str) -> None:
        self.close()
        self.on_new(game, self.players[game])

    def buttons(self):
        yield from super().buttons()
        for _, count, start in self.new_buttons:
            yield count
            yield start

    def head_room(self, s: float) -> int:
        return len(self.new_buttons) * int(40 * s) + sum(h for _, h in self.chapter_blocks(s)) + int(8 * s)

    def chapter_blocks(self, s: float) -> list:
        """(lines, height) of each game's chapters under its New campaign button: per chapter its number and title,
        then its description (the game's `notes` of its chapter choice) wrapped to the panel, dimmer."""
        width = self.panel.w - int(44 * s)
        title_size, note_size = max(12, int(15 * s)), max(12, int(13 * s))
        out = []
        for _game, _title, info in self.games:
            choice = info.choice("chapter") if info is not None else None
            lines = []
            for n, chapter in enumerate(choice.values if choice is not None else (), start=1):
                head = T("Chapter {n}: {chapter}", n=n, chapter=choice.label_of(chapter))
                lines.append((fit(head, title_size, width, bold=True), title_size, True, 0))
                note = choice.note_of(chapter)
                lines += [(line, note_size, False, 0) for line in (fonts.wrap(note, note_size, width) if note else [])]
                lines[-1] = lines[-1][:3] + (int(5 * s),)        # a little air between two chapters
            height = sum(fonts.font(size, bold, text).get_linesize() + gap for text, size, bold, gap in lines)
            out.append((lines, height))
        return out

    def draw_head(self, surface) -> None:
        s, p = self.s, self.panel
        for (_, _, start), (lines, _height) in zip(self.new_buttons, self.chapter_blocks(s)):
            y = start.rect.bottom + int(4 * s)       # each game's chapters under its own New campaign button
            for text, size, bold, gap in lines:
                fonts.blit_text(surface, text, (p.x + int(22 * s), y), size, theme.TEXT if bold else theme.TEXT_DIM,
                                bold=bold)
                y += fonts.font(size, bold, text).get_linesize() + gap

    def on_resize(self, size):
        super().on_resize(size)
        s, p = self.s, self.panel
        bh = int(34 * s)
        row_y = p.y + int(52 * s)
        for (_, count, start), (_lines, height) in zip(self.new_buttons, self.chapter_blocks(s)):
            count.rect = pygame.Rect(p.x + int(14 * s), row_y, int(120 * s), bh)
            start.rect = pygame.Rect(count.rect.right + int(8 * s), row_y, int(330 * s), bh)
            count.size = start.size = max(12, int(15 * s))
            row_y += int(40 * s) + height

    def ask_delete(self, entry, title: str) -> None:
        question = N_("Delete this damaged campaign?") if entry.campaign is None else N_("Delete this campaign?")
        self.app.push(ConfirmScene(question, lambda: self.delete(entry), yes=N_("Delete"), no=N_("Keep"), note=title))

    def delete(self, entry) -> None:
        self.message = campaigns.delete(entry)
        self.resume()
