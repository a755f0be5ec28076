"""Card data for manastack: the bundled card database (:mod:`.db`) and mana costs (:mod:`.mana_cost`)."""
