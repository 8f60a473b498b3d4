#pragma once

// The library's JSON values as Python objects, so that every dictionary the module returns
// has the shape the command's --json and the HTTP API give.

#include <pybind11/pybind11.h>
#include <nlohmann/json.hpp>

namespace sudokit::python {

// Objects become dicts, arrays lists, numbers int or float, null None. Needs the GIL.
pybind11::object to_python(const nlohmann::json& value);

}  // namespace sudokit::python
