"""A chapter's victory and defeat conditions (M-19, M-G.1): one handler per keyword, looked up by name."""
from __future__ import annotations

from engine.i18n import T, Tn
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st


def _all_minions_defeated(s, c) -> bool:
    return not s.minions


def _mouse_on_space(s, c) -> bool:
    i = st.face_index(s, c.face)
    return i is not None and any(m["place"] == [i, c.space] for m in s.mice)


def _no_minion_on_face(s, c) -> bool:
    # a face not on the board yet (or not yet explored) cannot be clear of minions
    i = st.face_index(s, c.face)
    return i is not None and c.face in s.visited_faces and not st.minions_on_tile(s, i)


def _captured_mice_at_least(s, c) -> bool:
    return sum(m["place"] is None for m in s.mice) >= c.count


def _items_found_at_least(s, c) -> bool:
    return len(s.found_items) >= c.count


def _face_visited(s, c) -> bool:
    return c.face in s.visited_faces


def _free_mice_at_least(s, c) -> bool:
    return sum(m["place"] is not None for m in s.mice) >= c.count


HANDLERS = {
    "items_found_at_least": _items_found_at_least,
    "face_visited": _face_visited,
    "free_mice_at_least": _free_mice_at_least,
    "all_minions_defeated": _all_minions_defeated,
    "mouse_on_space": _mouse_on_space,
    "no_minion_on_face": _no_minion_on_face,
    "captured_mice_at_least": _captured_mice_at_least,
}

WORDS = {
    "captured_mice_at_least": lambda count: Tn("{n} mouse is captured at once", "{n} mice are captured at once", count),
}


def won(s) -> bool:
    """Every victory condition of the chapter holds (M-19.1)."""
    return all(HANDLERS[c.when](s, c) for c in story.chapter(s.chapter).victory)


def defeated(s) -> str:
    """Words for the first defeat condition that holds (M-19.2), or an empty string."""
    for c in story.chapter(s.chapter).defeat:
        if HANDLERS[c.when](s, c):
            return WORDS[c.when](c.count) if c.when in WORDS else T("A defeat condition of the chapter is met")
    return ""


def any_defeat(s) -> bool:
    return bool(defeated(s))


def story_achievements(s) -> list:
    """M-21.1: the chapter's story achievements whose condition holds now and that were not earned yet."""
    return [a for a in story.chapter(s.chapter).story_achievements
            if a.id not in s.story_achievements and HANDLERS[a.when.when](s, a.when)]
