"""The Qt interface of the game (the engine and the opponent never import it)."""
