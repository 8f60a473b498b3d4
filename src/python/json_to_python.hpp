#pragma once

// The library's JSON values as Python objects, so that every dictionary the module returns
// has the shape the command's --json and the HTTP API give.

#include <string>
#include <unordered_map>

#include <pybind11/pybind11.h>
#include <nlohmann/json.hpp>

namespace sudokit::python {

// Objects become dicts, arrays lists, numbers int or float, null None. Needs the GIL.
pybind11::object to_python(const nlohmann::json& value);

// The same conversion for many values of one shape: the dict keys are made once and shared,
// which halves the cost of a batch's results (made one by one under the GIL, it is the part of
// a *_many call that does not run on the threads).
class PythonValueMaker {
  public:
    pybind11::object operator()(const nlohmann::json& value);
    // The string `text`, made once and shared: for dict keys and other repeated words.
    pybind11::object key(const std::string& text);

  private:
    std::unordered_map<std::string, pybind11::object> keys_;
};

}  // namespace sudokit::python
