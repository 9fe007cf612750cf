"""A second implementation of the rules, in Python, written from docs/rules.md
(Deal numbers, The variants, Levels) and independent of src/. Tests compare the engine with the fixtures it writes."""
