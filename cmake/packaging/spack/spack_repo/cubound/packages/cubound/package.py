# SPDX-License-Identifier: MIT
# cubound as a Spack package (Spack 1.x, package API v2). Not built by cubound's CI, which only
# loads it with a stand-in for Spack and checks what it passes to CMake (cmake/packaging/check.py).
# From a checkout:
#   spack repo add cmake/packaging/spack/spack_repo/cubound
#   spack env create -d env && spack -e env add cubound@main && spack -e env develop --path . cubound@main
#   spack -e env install
from spack_repo.builtin.build_systems.cmake import CMakePackage

from spack.package import *


class Cubound(CMakePackage):
    """CUDA driver, cuBLAS, cuRAND and NCCL calls that say which device they are for: a wrapper per
    function whose first argument is a device bound to the calling thread (libcubound), a simulated
    driver to run them without a GPU (CUBOUND_DRIVER=sim), a CMake package, pkg-config files and the
    generator (cubound-gen)."""

    # The repository's address goes here once it is published, and a version per release tag
    # (version("0.4.0", tag="v0.4.0", commit="...")); until then, `spack develop` a checkout.
    homepage = "https://cubound.invalid"
    git = "https://cubound.invalid/cubound.git"

    license("MIT")

    version("main", branch="main")

    variant(
        "generate",
        default=False,
        description="Regenerate the bindings for the CUDA it is built with (Python, Jinja2, libclang; "
        "NCCL is left out, its headers not being beside cuda.h) instead of compiling the committed "
        "ones, CUDA 13.0's with NCCL's; cubound-gen runs only with it",
    )

    depends_on("c", type="build")
    depends_on("cmake@3.22:", type="build")
    # Headers only: libcubound opens the driver, cuBLAS, cuRAND and NCCL at run time.
    depends_on("cuda@13.0", type=("build", "link"), when="~generate")
    depends_on("nccl@2.18:", type=("build", "link"), when="~generate")
    depends_on("cuda@11.8:13.5", type=("build", "link"), when="+generate")
    with when("+generate"):
        depends_on("python@3.11:", type=("build", "run"))
        depends_on("py-jinja2", type=("build", "run"))
        depends_on("py-libclang", type=("build", "run"))

    def cmake_args(self):
        return [
            self.define("CUBOUND_TESTS", False),  # they need cmocka, nvcc and a GPU or the simulation
            self.define("CUBOUND_WERROR", False),  # a newer compiler's new warning must not stop a build
            self.define("CUBOUND_CUDA_INCLUDE", self.spec["cuda"].prefix.include),
            # Without Python the build compiles the committed generated/ (cmake/Generate.cmake).
            self.define("CMAKE_DISABLE_FIND_PACKAGE_Python3", self.spec.satisfies("~generate")),
        ]
