"""Mice and Mystics: double-sided room tiles, chapter layouts, sight and movement (pure)."""
