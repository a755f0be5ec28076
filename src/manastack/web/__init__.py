"""The browser client (`manastack serve`, docs/web.md) and saved games.

`manastack.web.savefile` (saving, resuming, replaying) and `manastack.web.session` (a game's
seats, the decision loop, what each seat is sent) need only the base install; the server
(`manastack.web.server`) needs the [web] extra: `pip install 'manastack[web]'`.
"""
