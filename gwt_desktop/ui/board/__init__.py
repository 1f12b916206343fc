"""Drawing the board and the player boards from the engine's view."""
