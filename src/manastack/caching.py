"""The cache switch (issue 15 item 3): with `MANASTACK_NO_CACHE=1` in the environment when
manastack is imported, every per-game cache (characteristics, derived and momentary values,
zone scans, the state-based-action check's clean mark, the token list, the per-player logs, the
events' JSON) and every per-card memo recomputes at each use.  The engine must then make the
same decisions and reach the same final `to_json()` as with the caches: that is the cache-off
oracle (tests/rules/test_cache_oracle.py, `manastack fuzz --no-cache-check`).  It is the bottom
layer, with errors.py."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache

CACHING: bool = os.environ.get("MANASTACK_NO_CACHE", "") != "1"


def memo(maxsize: int) -> Callable:
    """`functools.lru_cache(maxsize)`, or the function itself with caching switched off (it
    keeps a `cache_clear` for the registry's hooks)."""

    def decorate(function: Callable) -> Callable:
        if CACHING:
            return lru_cache(maxsize=maxsize)(function)
        function.cache_clear = lambda: None
        return function

    return decorate
