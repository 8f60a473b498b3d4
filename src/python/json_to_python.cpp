#include "json_to_python.hpp"

#include <string>

namespace sudokit::python {

namespace py = pybind11;

py::object to_python(const nlohmann::json& value) {
    switch (value.type()) {
        case nlohmann::json::value_t::null:
        case nlohmann::json::value_t::discarded:
            return py::none();
        case nlohmann::json::value_t::boolean:
            return py::bool_(value.get<bool>());
        case nlohmann::json::value_t::number_integer:
            return py::int_(value.get<std::int64_t>());
        case nlohmann::json::value_t::number_unsigned:
            return py::int_(value.get<std::uint64_t>());
        case nlohmann::json::value_t::number_float:
            return py::float_(value.get<double>());
        case nlohmann::json::value_t::string: {
            // Labels come from outside and may not be UTF-8: undecodable bytes become U+FFFD,
            // as in the command's JSON text.
            const auto& text = value.get_ref<const std::string&>();
            PyObject* decoded =
                PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace");
            if (decoded == nullptr) throw py::error_already_set();
            return py::reinterpret_steal<py::object>(decoded);
        }
        case nlohmann::json::value_t::array: {
            py::list list;
            for (const auto& item : value)
                list.append(to_python(item));
            return list;
        }
        case nlohmann::json::value_t::object: {
            py::dict dict;
            for (const auto& [key, item] : value.items())
                dict[py::str(key)] = to_python(item);
            return dict;
        }
        case nlohmann::json::value_t::binary:
            break;
    }
    return py::none();
}

}  // namespace sudokit::python
