"""pygame scenes: menu, setup, hand-off, previews, board scenes, rules help."""
