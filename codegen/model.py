"""The typed model that templates see: nothing here knows about libclang or TOML."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    declarator: str  # the parameter as C declares it: "const float *alpha", "int dims[3]"


@dataclass(frozen=True)
class Function:
    name: str  # the name users write (a #define in the header may rename it)
    symbol: str  # the function the header declares and the library exports
    return_type: str
    params: tuple[Param, ...]
    header: str  # file the declaration comes from
    deprecated: bool
    context_free: bool  # callable without a binding; no wrapper is generated


@dataclass(frozen=True)
class StatusMapping:
    """How a CUresult from bd_enter (a bad binding) reads in a library's own status type."""

    cuda: str
    status: str


@dataclass(frozen=True)
class Library:
    name: str
    header: str  # what the generated header includes
    status_type: str
    output: str  # generated header's file name under include/cubound/
    unsupported_status: str
    binding_status: tuple[StatusMapping, ...]  # empty: the status type is CUresult itself
    binding_status_default: str
    functions: tuple[Function, ...]

    @property
    def wrapped(self) -> tuple[Function, ...]:
        return tuple(f for f in self.functions if not f.context_free)


@dataclass(frozen=True)
class EnumConstant:
    name: str
    value: int


@dataclass(frozen=True)
class Model:
    cuda_version: int  # CUDA_VERSION from cuda.h, e.g. 13000
    inputs_hash: str  # sha256 prefix of spec/ and templates/
    libraries: tuple[Library, ...]
    cuda_results: tuple[EnumConstant, ...]  # every CUresult, for the simulated driver's names

    @property
    def cuda_version_text(self) -> str:
        return f"{self.cuda_version // 1000}.{self.cuda_version % 1000 // 10}"
