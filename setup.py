"""Builds the Python package: setuptools for the files, CMake for the extension module.

The extension (sudokit._core) is the CMake target `python`, built with the library in
Release mode. SUDOKIT_BUILD_DIR names an existing CMake build folder to take it from (the
tests' build, configured with -DSUDOKIT_BUILD_PYTHON=ON); without it a build folder of only
the library and the module is made under build/pip.
"""

import glob
import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version():
    """The version of CMakeLists.txt's project(), the one place it is written."""
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as stream:
        found = re.search(r"project\(sudokit VERSION ([0-9.]+)", stream.read())
    if not found:
        raise RuntimeError("no project(sudokit VERSION ...) in CMakeLists.txt")
    return found.group(1)


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("SUDOKIT_BUILD_DIR")
        if build_dir:
            build_dir = os.path.abspath(build_dir)
        else:
            build_dir = os.path.join(ROOT, "build", "pip", "cmake")
            subprocess.check_call(
                [
                    "cmake", "-S", ROOT, "-B", build_dir,
                    "-DCMAKE_BUILD_TYPE=Release",
                    f"-DPython3_EXECUTABLE={sys.executable}",
                    "-DSUDOKIT_BUILD_PYTHON=ON",
                    "-DSUDOKIT_BUILD_CLI=OFF", "-DSUDOKIT_BUILD_SERVER=OFF",
                    "-DSUDOKIT_BUILD_PRINT=OFF", "-DSUDOKIT_BUILD_TESTS=OFF",
                    "-DSUDOKIT_BUILD_BENCH=OFF", "-DSUDOKIT_BUILD_SHARED=OFF",
                    "-DSUDOKIT_INSTALL=OFF",
                ]
            )
        jobs = str(os.cpu_count() or 1)
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "python", "-j", jobs])
        built = glob.glob(os.path.join(build_dir, "python", "sudokit", "_core*.so"))
        if len(built) != 1:
            raise RuntimeError(f"expected one sudokit/_core*.so in {build_dir}/python, found {built}")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built[0], target)


setup(
    name="sudokit",
    version=project_version(),
    description="Solve, explain, rate and generate Sudoku puzzles from 4x4 to 25x25",
    python_requires=">=3.9",
    package_dir={"": "python"},
    packages=["sudokit", "sudokit.batch"],
    package_data={"sudokit": ["py.typed", "*.pyi"]},
    ext_modules=[CMakeExtension("sudokit._core")],
    cmdclass={"build_ext": CMakeBuild},
    options={"build": {"build_base": os.path.join("build", "pip")}},
    extras_require={"batch": ["dask", "distributed"]},
    zip_safe=False,
)
