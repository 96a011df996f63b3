"""cubound's generator: CUDA headers + spec/ -> C wrappers taking `bound_dev_t *` first.

Stages, one module each: parse (libclang -> declarations), spec (TOML -> rules),
model (frozen dataclasses the templates see), build (declarations + rules -> model),
render (model -> files through Jinja2), cli (generate, --verify).
"""
