"""The Oracle-text compiler: card definitions built from the rules text of the card database."""

# phrase families in modules of their own: importing them registers their clauses
from manastack.cards.oracle import (  # noqa: F401
    ability_counters,
    additional_phases,
    bare_targets,
    become_blocked,
    card_names,
    chosen_by_that_player,
    chosen_counters,
    converge,
    delayed,
    destroyed_this_way,
    each_player_puts,
    each_player_searches,
    edicts,
    graveyard_exile,
    library_positions,
    losing_abilities,
    new_hands,
    poison,
    spending_restrictions,
    truces,
    turn_protections,
    untap_chosen,
)
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text, coverage

__all__ = ["UncompilableText", "compile_record", "compile_text", "coverage"]
