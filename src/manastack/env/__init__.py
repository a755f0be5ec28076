"""Environments for reinforcement learning and language-model agents (docs/env.md).

- `MagicEnv`: a Gymnasium environment, one agent against a manastack agent;
- `aec_env()`: a PettingZoo AEC environment for two agents;
- `manastack agent-server`: a JSON-lines protocol over stdin/stdout (env/server.py).

The environments need the `[rl]` extra (`pip install 'manastack[rl]'`: gymnasium, pettingzoo,
numpy); they are imported on first use, so the text protocol and the rest of manastack work
without it.  Importing this package registers "manastack/Magic-v0" with gymnasium when
gymnasium is installed.
"""

from __future__ import annotations

from importlib import import_module

_EXPORTS = {
    "MagicEnv": "manastack.env.gym_env",
    "MagicAECEnv": "manastack.env.aec",
    "aec_env": "manastack.env.aec",
    "Encoder": "manastack.env.encoding",
    "card_vocabulary": "manastack.env.encoding",
    "Presenter": "manastack.env.options",
    "EnvError": "manastack.env.options",
}
ENV_ID = "manastack/Magic-v0"


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'manastack.env' has no attribute {name!r}")
    try:
        return getattr(import_module(module), name)
    except ModuleNotFoundError as err:
        if err.name in ("gymnasium", "pettingzoo", "numpy"):
            raise ModuleNotFoundError(
                f"manastack.env.{name} needs {err.name}: pip install 'manastack[rl]'", name=err.name
            ) from None
        raise


def _register() -> None:
    try:
        import gymnasium
    except ModuleNotFoundError:
        return
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="manastack.env.gym_env:MagicEnv")


_register()

__all__ = ["ENV_ID", *_EXPORTS]
