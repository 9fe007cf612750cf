"""A second implementation of the rules, in Python, written from SPEC sections 2-4
and independent of src/. Tests compare the engine with the fixtures it writes."""
