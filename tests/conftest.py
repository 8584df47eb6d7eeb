"""Headless pygame for every test, and the project root on sys.path."""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# Saved games, autosaves and layouts written by tests go to a scratch directory, never the home or the repo.
if "LANTERN_DATA_DIR" not in os.environ:
    import tempfile
    os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-tests-")
