"""The template ruleset: a tiny push-your-luck dice game that exercises the whole rules API. Copy it to add a game.

A copy needs a rule-id letter of its own (this one cites T-1 ... T-6), and needs no data/ folder or
preview until it has YAML or a board to show: its registry entry in games.py is `Game(id, title,
load_rules=..., load_play=...)` (docs/architecture.md, "Adding a fifth game").
"""
