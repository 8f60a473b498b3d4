// The extension module behind `import sudokit` (python/sudokit/__init__.py re-exports it).

#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "sudokit/version.hpp"

PYBIND11_MODULE(_core, module) {
    module.doc() =
        "sudokit: solve, explain, rate and generate Sudoku puzzles from 4x4 to 25x25. Puzzles "
        "are strings as the sudokit command reads them; results are dicts shaped like its "
        "--json output.";
    module.attr("__version__") = sudokit::kVersion;
    sudokit::python::add_text_functions(module);
    sudokit::python::add_solve_functions(module);
    sudokit::python::add_logic_functions(module);
    sudokit::python::add_generate_functions(module);
    sudokit::python::add_batch_functions(module);
    sudokit::python::add_kakuro_functions(module);
}
