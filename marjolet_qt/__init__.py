"""Marjolet Qt: the two-player trick-taking game of south-west France, against the computer."""

__version__ = "0.1.0"

#: Reverse-DNS application id: the desktop entry's name, so desktops match the window to
#: it (packaging/appinfo.py states the same id for the installers; a test checks both).
APP_ID = "org.marjoletqt.MarjoletQt"
