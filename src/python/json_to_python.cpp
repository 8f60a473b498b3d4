#include "json_to_python.hpp"

#include <string>

namespace sudokit::python {

namespace py = pybind11;

namespace {

// Labels come from outside and may not be UTF-8: undecodable bytes become U+FFFD, as in the
// command's JSON text.
py::object decoded_text(const std::string& text) {
    PyObject* decoded =
        PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace");
    if (decoded == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(decoded);
}

}  // namespace

py::object to_python(const nlohmann::json& value) {
    PythonValueMaker make;
    return make(value);
}

py::object PythonValueMaker::key(const std::string& text) {
    auto found = keys_.find(text);
    if (found == keys_.end()) found = keys_.emplace(text, decoded_text(text)).first;
    return found->second;
}

py::object PythonValueMaker::operator()(const nlohmann::json& value) {
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
        case nlohmann::json::value_t::string:
            return decoded_text(value.get_ref<const std::string&>());
        case nlohmann::json::value_t::array: {
            py::list list(value.size());
            std::size_t index = 0;
            for (const auto& item : value)
                list[index++] = (*this)(item);
            return list;
        }
        case nlohmann::json::value_t::object: {
            py::dict dict;
            for (auto item = value.begin(); item != value.end(); ++item)
                dict[key(item.key())] = (*this)(item.value());
            return dict;
        }
        case nlohmann::json::value_t::binary:
            break;
    }
    return py::none();
}

}  // namespace sudokit::python
