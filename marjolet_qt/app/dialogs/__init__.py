"""The game's dialogs: settings, round summary and game over, rules help and about."""
