"""The haunts' titles in every language for the menu's lists, read without loading the haunts themselves."""
from __future__ import annotations

import glob
import os

import yaml

from engine import i18n
from rulesets.betrayal.haunts import HAUNTS_DIR

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def add_title_words() -> None:
    """A save's summary names its haunt ("The Borrowed Face, haunt round 2"): the Resume, Load and Finished lists
    word it before any Betrayal game has loaded its haunts (which validates them, a quarter of a second), so
    only the titles are read here (a hundredth). A file that does not read is left to the real loader."""
    for path in sorted(glob.glob(os.path.join(HAUNTS_DIR, "*.yaml"))):
        try:
            with open(path, encoding="utf-8") as f:
                title = (yaml.load(f, Loader=_LOADER) or {}).get("title")
        except (OSError, yaml.YAMLError, AttributeError):
            continue
        if isinstance(title, dict) and isinstance(title.get("en"), str):
            i18n.add_words(title["en"], {code: text for code, text in title.items()
                                         if code != "en" and isinstance(text, str)})
