"""Marjolet Qt: the two-player trick-taking game of south-west France, against the computer."""

__version__ = "0.1.0"
