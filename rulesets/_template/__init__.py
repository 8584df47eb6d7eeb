"""The template ruleset: a tiny push-your-luck dice game that exercises the whole rules API. Copy it to add a game."""
