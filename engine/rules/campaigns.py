"""Campaigns: a game's chapters played in order, with what its rules carry from one chapter to the next.

One JSON file per campaign in the user's data folder (campaigns/, beside the autosaves): the game, the
players, the chapters in order, the chapter to play now, the rules' carry, the chapters played and the
autosave slot of the chapter in play. The chapter itself is an ordinary game: it autosaves into its slot and,
once over, moves to the finished folder, where `settle` reads its result and carries what the rules keep.

A ruleset offers campaigns with three functions (nothing game-specific lives here):
  campaign_chapters() -> tuple of chapter ids, in the order they are played
  campaign_config(chapter, carry, players) -> the config of that chapter's game, the carry inside it
  campaign_carry(final_state, carry[, chosen]) -> the carry after a won chapter (carry: the one it started with)
and, where the players choose what is carried (the rules' "may"), a fourth:
  campaign_choices(final_state, carry) -> [CarryChoice]: the questions, each with its pre-selected answer; the
  answers come back to campaign_carry as chosen {key: value} (an answer the rules refuse: IllegalAction)
A damaged campaign file is refused in words and never written; listing never raises.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass, field, replace

from engine.rules import slots
from engine.rules.api import ConfigError, IllegalAction
from engine.rules.saves import SaveError, autosave_dir, finished_dir, load, read_document
from engine.userdata import data_dir

FORMAT = "lantern-campaign"
VERSION = 1
MAX_CAMPAIGN_BYTES = 4 * 1024 * 1024     # a campaign file is a few kilobytes; a bigger one is not ours


@dataclass(frozen=True)
class CarryChoice:
    """One question between chapters: `key` (a name the rules pick), the question in words, the answers as
    ((value, words), ...) and the value pre-selected (the best-looking answer: Enter accepts it)."""
    key: str
    question: str
    options: tuple
    preselected: object = None


@dataclass(frozen=True)
class EndedChapter:
    """The game of the chapter in play, over and not yet recorded: its last state, its result ("win", "loss"),
    its file name and what the players choose before the carry (none after a loss)."""
    state: object
    result: str
    game: str
    choices: tuple = ()


class CampaignError(Exception):
    """A campaign that cannot be read, written or continued; `reason` is in words."""

    def __init__(self, path: str, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


@dataclass(frozen=True)
class Campaign:
    """One campaign. `chapter` is the index of the chapter to play now (len(chapters) once all are won);
    `played` lists {"chapter", "result", "game"} (the finished game's file name) in the order played;
    `current_game` is the autosave slot's file name of the chapter in play, "" when none is started."""
    path: str
    game: str
    players: int
    chapters: tuple
    chapter: int = 0
    carry: dict = field(default_factory=dict, hash=False)
    played: tuple = ()
    current_game: str = ""
    started_at: str = ""
    saved_at: str = ""

    @property
    def finished(self) -> bool:
        return self.chapter >= len(self.chapters)

    @property
    def next_chapter(self) -> str | None:
        return None if self.finished else self.chapters[self.chapter]


@dataclass(frozen=True)
class CampaignEntry:
    """A campaign file for the menu: the campaign, or `damaged` (why it cannot be continued, in words) with
    the game guessed from the file name."""
    path: str
    game: str
    campaign: Campaign | None = None
    damaged: str = ""


def offers_campaigns(ruleset) -> bool:
    return all(callable(getattr(ruleset, name, None))
               for name in ("campaign_chapters", "campaign_config", "campaign_carry"))


def campaigns_dir() -> str:
    return os.path.join(data_dir(), "campaigns")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _digest(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=True).encode()).hexdigest()[:32]


# ----- writing -------------------------------------------------------------------------------------------

def _body(c: Campaign) -> dict:
    return {"format": FORMAT, "version": VERSION, "game": c.game, "players": c.players,
            "chapters": list(c.chapters), "chapter": c.chapter, "carry": c.carry, "played": list(c.played),
            "current_game": c.current_game, "started_at": c.started_at, "saved_at": c.saved_at}


def write(campaign: Campaign) -> Campaign:
    """Write the campaign (atomically, with its checksum); the campaign as written (its saved_at now)."""
    campaign = replace(campaign, saved_at=_now())
    body = _body(campaign)
    text = json.dumps({**body, "checksum": _digest(body)}, indent=1, ensure_ascii=True) + "\n"
    try:
        os.makedirs(os.path.dirname(os.path.abspath(campaign.path)), exist_ok=True)
        slots.write_atomic(campaign.path, text)
    except OSError as exc:
        raise CampaignError(campaign.path, f"cannot write the campaign: {exc.strerror or exc}") from None
    return campaign


def new_campaign(ruleset, players: int, directory: str | None = None) -> Campaign:
    """A campaign of every chapter the rules offer, for `players`, written to a new file."""
    game = ruleset.INFO.id
    name = f"{game}-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{os.urandom(3).hex()}.json"
    now = _now()
    campaign = Campaign(os.path.join(directory or campaigns_dir(), name), game, players,
                        tuple(ruleset.campaign_chapters()), started_at=now)
    return write(campaign)


# ----- reading -------------------------------------------------------------------------------------------

FIELDS = (("game", str), ("players", int), ("chapters", list), ("chapter", int), ("carry", dict),
          ("played", list), ("current_game", str), ("started_at", str), ("saved_at", str))


def read(path: str) -> Campaign:
    """The campaign in `path`, or CampaignError saying in words why not. Never writes to `path`."""
    try:
        with open(path, "r", encoding="utf-8") as fh:
            text = fh.read(MAX_CAMPAIGN_BYTES + 1)
    except FileNotFoundError:
        raise CampaignError(path, "no such campaign file") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise CampaignError(path, f"cannot read the campaign: {exc}") from None
    if len(text) > MAX_CAMPAIGN_BYTES:
        raise CampaignError(path, "the file is too large to be a campaign")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise CampaignError(path, "the campaign file is damaged (it is not valid JSON)") from None
    if type(doc) is not dict or doc.get("format") != FORMAT:
        raise CampaignError(path, "not a Lantern campaign file")
    if doc.get("version") != VERSION:
        raise CampaignError(path, f"campaign format version {doc.get('version')!r} is not supported")
    checksum = doc.pop("checksum", None)
    if checksum != _digest(doc):
        raise CampaignError(path, "the campaign file was edited or damaged (its checksum does not match)")
    for key, kind in FIELDS:
        if type(doc.get(key)) is not kind:
            raise CampaignError(path, f"the campaign file is damaged (its {key.replace('_', ' ')} is missing)")
    chapters = doc["chapters"]
    if not chapters or any(type(c) is not str for c in chapters) or not 0 <= doc["chapter"] <= len(chapters):
        raise CampaignError(path, "the campaign file is damaged (its chapters do not add up)")
    if any(type(p) is not dict for p in doc["played"]) or doc["players"] < 1:
        raise CampaignError(path, "the campaign file is damaged (its chapters played do not add up)")
    return Campaign(path, doc["game"], doc["players"], tuple(chapters), doc["chapter"], doc["carry"],
                    tuple(doc["played"]), doc["current_game"], doc["started_at"], doc["saved_at"])


def _game_of(name: str) -> str:
    return name[: -len(".json")].split("-", 1)[0]


def list_campaigns(directory: str | None = None) -> list[CampaignEntry]:
    """Every campaign file, damaged ones included (so they can be deleted), the last played first; never raises."""
    directory = directory or campaigns_dir()
    try:
        names = sorted(n for n in os.listdir(directory) if n.endswith(".json") and not n.startswith("."))
    except (OSError, ValueError):
        return []
    found = []
    for name in names:
        path = os.path.join(directory, name)
        try:
            c = read(path)
            found.append(CampaignEntry(path, c.game, c))
        except CampaignError as exc:
            found.append(CampaignEntry(path, _game_of(name), damaged=exc.reason))
        except Exception as exc:  # one odd file never keeps the others from the list
            found.append(CampaignEntry(path, _game_of(name), damaged=f"cannot be read: {exc}"))
    found.sort(key=lambda e: (e.campaign.saved_at if e.campaign else "", e.path), reverse=True)
    return found


def delete(entry: CampaignEntry) -> str:
    """Delete a campaign file at the player's request ('' when done, else why not, in words). The chapters'
    own games (unfinished or finished) stay where they are."""
    try:
        os.unlink(entry.path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        return f"The campaign could not be deleted: {exc.strerror or exc}"
    return ""


# ----- playing -------------------------------------------------------------------------------------------

def chapter_config(ruleset, campaign: Campaign) -> dict:
    """The config of the game of the campaign's chapter to play now, checked as a new game's would be."""
    if campaign.finished:
        raise CampaignError(campaign.path, "every chapter of this campaign is already won")
    try:
        config = ruleset.INFO.check_config(
            ruleset.campaign_config(campaign.next_chapter, campaign.carry, campaign.players))
    except (ConfigError, IllegalAction, KeyError, TypeError, ValueError) as exc:
        raise CampaignError(campaign.path, f"the campaign cannot go on: {getattr(exc, 'reason', exc)}") from None
    return config


def unfinished_game(campaign: Campaign) -> str | None:
    """The autosave of the chapter in play, if it is still unfinished there."""
    if not campaign.current_game:
        return None
    path = os.path.join(autosave_dir(), campaign.current_game)
    try:
        return path if read_document(path).get("outcome") is None else None
    except SaveError:
        return None


def chapter_state(campaign: Campaign) -> str:
    """How the chapter in play stands, from its save's envelope alone (no replay, for the menu's line): "" (none
    started), "in play", or the result the finished game records ("win", "loss")."""
    if not campaign.current_game:
        return ""
    for folder in (finished_dir(), autosave_dir()):
        try:
            outcome = read_document(os.path.join(folder, campaign.current_game)).get("outcome")
        except SaveError:
            continue
        return outcome or "in play"
    return ""


def carry_choices(ruleset, final_state, carry: dict) -> tuple:
    """What the players choose before a won chapter's carry (the rules' campaign_choices), () when nothing."""
    ask = getattr(ruleset, "campaign_choices", None)
    return tuple(ask(final_state, carry)) if callable(ask) else ()


def record(ruleset, campaign: Campaign, final_state, result: str, game_name: str, chosen: dict | None = None) -> Campaign:
    """The campaign after its chapter in play ended with `result`: a won chapter carries what the rules keep
    (with the players' answers `chosen`, else each question's pre-selected answer) and the next chapter comes; a
    lost one is played again with what the mice had before it. Written. An answer the rules refuse raises
    CampaignError with their reason, and nothing is written."""
    played = campaign.played + ({"chapter": campaign.next_chapter, "result": result, "game": game_name},)
    if result == "win":
        choices = carry_choices(ruleset, final_state, campaign.carry)
        if choices:
            answers = {c.key: c.preselected for c in choices}
            answers.update(chosen or {})
            try:
                carry = ruleset.campaign_carry(final_state, campaign.carry, answers)
            except IllegalAction as exc:
                raise CampaignError(campaign.path, f"that cannot be carried: {exc.reason}") from None
        else:
            carry = ruleset.campaign_carry(final_state, campaign.carry)
        campaign = replace(campaign, chapter=campaign.chapter + 1, carry=carry)
    return write(replace(campaign, played=played, current_game=""))


def ended_chapter(ruleset, campaign: Campaign) -> EndedChapter | None:
    """The chapter in play's game if it is over and not recorded yet (with the questions before its carry), else
    None. Raises CampaignError when it cannot be read."""
    if not campaign.current_game or unfinished_game(campaign):
        return None
    path = os.path.join(finished_dir(), campaign.current_game)
    if not os.path.exists(path):
        leftover = os.path.join(autosave_dir(), campaign.current_game)
        path = leftover if os.path.exists(leftover) else ""
    if not path:
        return None
    try:
        session = load(path, ruleset, autosave=None)
    except SaveError as exc:
        raise CampaignError(campaign.path, f"the chapter's game cannot be read: {exc.reason}") from None
    outcome = session.outcome
    if outcome is None:
        return None
    choices = carry_choices(ruleset, session.state, campaign.carry) if outcome.result == "win" else ()
    return EndedChapter(session.state, outcome.result, campaign.current_game, choices)


def settle(ruleset, campaign: Campaign, chosen: dict | None = None) -> Campaign:
    """Bring the campaign up to date with its chapter in play: if that game has ended (it is in the finished
    folder), record its result (with the players' answers `chosen`, else the pre-selected ones); if it is nowhere
    (deleted), the chapter starts again. Raises CampaignError."""
    if not campaign.current_game or unfinished_game(campaign):
        return campaign
    ended = ended_chapter(ruleset, campaign)
    if ended is None:
        gone = not any(os.path.exists(os.path.join(folder, campaign.current_game))
                       for folder in (finished_dir(), autosave_dir()))
        return write(replace(campaign, current_game="")) if gone else campaign
    return record(ruleset, campaign, ended.state, ended.result, ended.game, chosen)


def started(campaign: Campaign, slot_path: str) -> Campaign:
    """The campaign with its chapter's game started in the autosave slot `slot_path`; written."""
    return write(replace(campaign, current_game=os.path.basename(slot_path)))
