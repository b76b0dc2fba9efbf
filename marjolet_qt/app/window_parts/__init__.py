"""The main window's parts, one responsibility each, assembled by
:class:`marjolet_qt.app.window.MainWindow`:

- :mod:`.base`: the state they share and the window-modal dialog plumbing;
- :mod:`.flow`: new game, undo, hints, the screens between rounds;
- :mod:`.files`: Open, Save, the autosave, resuming at launch;
- :mod:`.replays`: replays, reviews, What if, export;
- :mod:`.dialogs`: settings, help, welcome, last trick, tricks of the round;
- :mod:`.stats`: the statistics, counted as the game goes;
- :mod:`.status`: the status line.

The dialogs a part opens on demand are imported where they are opened, not at the top:
importing them all would add about a tenth of a second to every launch, before the
first paint, for windows most games never open.
"""
