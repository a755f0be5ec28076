"""The rules engine: one module per area of the Comprehensive Rules."""
