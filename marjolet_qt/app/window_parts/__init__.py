"""The main window's parts, one responsibility each, assembled by
:class:`marjolet_qt.app.window.MainWindow`:

- :mod:`.base`: the state they share and the window-modal dialog plumbing;
- :mod:`.flow`: new game, undo, hints, the screens between rounds;
- :mod:`.files`: Open, Save, the autosave, resuming at launch;
- :mod:`.replays`: replays, reviews, What if, export;
- :mod:`.dialogs`: settings, help, welcome, last trick, tricks of the round;
- :mod:`.stats`: the statistics, counted as the game goes;
- :mod:`.status`: the status line.
"""
