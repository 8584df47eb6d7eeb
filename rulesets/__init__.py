"""The games\x27 rules and data, one package per game (pure Python: no pygame)."""
