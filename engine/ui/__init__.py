"""pygame side of the engine: app loop, scene stack, widgets, fonts, camera, drawing helpers."""
