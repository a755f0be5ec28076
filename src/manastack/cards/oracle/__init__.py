"""The Oracle-text compiler: card definitions built from the rules text of the card database."""

from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text, coverage

__all__ = ["UncompilableText", "compile_record", "compile_text", "coverage"]
