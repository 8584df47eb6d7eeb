"""The play shell every game shares: play scene, hand-off, saves, help, results, menu."""
