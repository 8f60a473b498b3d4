#pragma once

// The parts of the `sudokit._core` extension module, each adding its functions.

#include <pybind11/pybind11.h>

namespace sudokit::python {

void add_text_functions(pybind11::module_& module);      // parse, format
void add_solve_functions(pybind11::module_& module);     // solve, count, unique, solve_many, check
void add_logic_functions(pybind11::module_& module);     // rate, rate_many, explain, hint
void add_generate_functions(pybind11::module_& module);  // generate, generate_many
void add_batch_functions(pybind11::module_& module);     // JSON lines for sudokit.batch
void add_kakuro_functions(pybind11::module_& module);    // the sudokit.kakuro submodule

}  // namespace sudokit::python
