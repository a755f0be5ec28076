"""Determinization for agents: the engine's (engine/determinize.py, `Game.determinize`),
re-exported where the agents have always found it."""

from __future__ import annotations

from manastack.engine.determinize import Determinizer, Knowledge, PlayerKnowledge, determinize

__all__ = ["Determinizer", "Knowledge", "PlayerKnowledge", "determinize"]
