# The sudokit library: one set of objects, linked as libsudokit.a (target sudokit_lib, exported
# as sudokit::static) and libsudokit.so (sudokit_shared, exported as sudokit::shared).
# sudokit::sudokit is the static one, or the shared one when BUILD_SHARED_LIBS is on.

set(SUDOKIT_GENERATED_INCLUDE ${CMAKE_CURRENT_BINARY_DIR}/generated/include)
configure_file(cmake/version.hpp.in ${SUDOKIT_GENERATED_INCLUDE}/sudokit/version.hpp @ONLY)

file(GLOB SUDOKIT_LIBRARY_SOURCES CONFIGURE_DEPENDS
     src/core/*.cpp src/check/*.cpp src/solve/*.cpp src/format/*.cpp src/logic/*.cpp
     src/logic/chains/*.cpp src/logic/killer/*.cpp src/generate/*.cpp src/records/*.cpp src/capi/*.cpp
     src/kakuro/*.cpp src/kakuro/logic/*.cpp)
include(cmake/solver_isa.cmake)

# Position-independent, so that the same objects serve the shared library and the Python
# module.
add_library(sudokit_objects OBJECT ${SUDOKIT_LIBRARY_SOURCES})
set_target_properties(sudokit_objects PROPERTIES POSITION_INDEPENDENT_CODE ON)
target_include_directories(sudokit_objects PUBLIC include ${SUDOKIT_GENERATED_INCLUDE}
                           PRIVATE src)
target_compile_features(sudokit_objects PUBLIC cxx_std_20)
target_link_libraries(sudokit_objects PUBLIC nlohmann_json::nlohmann_json
                      PRIVATE fmt::fmt sudokit_warnings)
sudokit_add_solver_isa_sources(sudokit_objects)

# What a program that links either library needs: C++20, the headers, and nlohmann JSON
# (include/sudokit/json.hpp). fmt and threads are only linked.
function(sudokit_library_usage target)
  target_include_directories(${target} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${SUDOKIT_GENERATED_INCLUDE}>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(${target} PUBLIC cxx_std_20)
  target_link_libraries(${target} PUBLIC nlohmann_json::nlohmann_json
                        PRIVATE fmt::fmt Threads::Threads)
endfunction()

add_library(sudokit_lib STATIC $<TARGET_OBJECTS:sudokit_objects> ${SUDOKIT_ISA_OBJECTS})
set_target_properties(sudokit_lib PROPERTIES OUTPUT_NAME sudokit EXPORT_NAME static)
sudokit_library_usage(sudokit_lib)
set(SUDOKIT_EXPORTED sudokit_lib)

if(SUDOKIT_BUILD_SHARED)
  add_library(sudokit_shared SHARED $<TARGET_OBJECTS:sudokit_objects> ${SUDOKIT_ISA_OBJECTS})
  set_target_properties(sudokit_shared PROPERTIES
    OUTPUT_NAME sudokit EXPORT_NAME shared
    VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
  sudokit_library_usage(sudokit_shared)
  list(APPEND SUDOKIT_EXPORTED sudokit_shared)
endif()

if(BUILD_SHARED_LIBS AND SUDOKIT_BUILD_SHARED)
  add_library(sudokit::sudokit ALIAS sudokit_shared)
else()
  add_library(sudokit::sudokit ALIAS sudokit_lib)
endif()

if(SUDOKIT_INSTALL)
  include(CMakePackageConfigHelpers)
  install(TARGETS ${SUDOKIT_EXPORTED} EXPORT sudokitTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # scan.hpp belongs to the command's photo input (sudokit_scan, OpenCV), not to the library.
  install(DIRECTORY include/sudokit ${SUDOKIT_GENERATED_INCLUDE}/sudokit
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} PATTERN scan.hpp EXCLUDE)
  set(SUDOKIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/sudokit)
  install(EXPORT sudokitTargets NAMESPACE sudokit:: DESTINATION ${SUDOKIT_CMAKE_DIR})
  configure_package_config_file(cmake/sudokitConfig.cmake.in
    ${CMAKE_CURRENT_BINARY_DIR}/sudokitConfig.cmake INSTALL_DESTINATION ${SUDOKIT_CMAKE_DIR})
  # 0.2.x serves a request for 0.2; 0.3 may change the API.
  write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/sudokitConfigVersion.cmake
    COMPATIBILITY SameMinorVersion)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/sudokitConfig.cmake
                ${CMAKE_CURRENT_BINARY_DIR}/sudokitConfigVersion.cmake
          DESTINATION ${SUDOKIT_CMAKE_DIR})
  # The .pc file finds the prefix from its own place, so that `cmake --install --prefix`
  # anywhere gives a working one.
  file(RELATIVE_PATH SUDOKIT_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
  configure_file(cmake/sudokit.pc.in ${CMAKE_CURRENT_BINARY_DIR}/sudokit.pc @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/sudokit.pc
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endif()
